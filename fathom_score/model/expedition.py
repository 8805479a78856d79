"""The four expeditions: which species they add, their scorepad rows and their POI values."""

from __future__ import annotations

from dataclasses import dataclass

from .tiles import CORE_SPECIES, PoiKind, Species


@dataclass(frozen=True)
class Expedition:
    number: int
    title: str
    species: tuple[Species, ...]      # the advanced species added to the core four
    categories: tuple[str, ...]       # scorepad rows, in the scorepad's order
    poi_points: dict[PoiKind, int]
    stingrays: bool = False

    @property
    def all_species(self) -> tuple[Species, ...]:
        return CORE_SPECIES + self.species


_CORE_ROWS = ("coral", "schooling_fish", "sea_cucumber", "crustacean")

EXPEDITIONS: dict[int, Expedition] = {
    1: Expedition(
        1, "A Leviathan Falls", (Species.WHALEFALL, Species.SIPHONOPHORE),
        _CORE_ROWS + ("whalefall", "siphonophore", "poi"),
        {PoiKind.STATUE: 5, PoiKind.CHEST: 2, PoiKind.RUBBLE: -2, PoiKind.WRECK: 0},
    ),
    2: Expedition(
        2, "Covering Every Angle", (Species.ANGLERFISH, Species.CAMERA),
        _CORE_ROWS + ("anglerfish", "camera", "poi"),
        {PoiKind.STATUE: 4, PoiKind.CHEST: 3, PoiKind.RUBBLE: 2, PoiKind.WRECK: 1},
    ),
    3: Expedition(
        3, "Playful Visitors", (Species.JELLYFISH,),
        _CORE_ROWS + ("jellyfish", "poi"),
        {PoiKind.STATUE: 8, PoiKind.CHEST: 0, PoiKind.RUBBLE: 0, PoiKind.WRECK: 0},
    ),
    4: Expedition(
        4, "Standoff in the Shallows", (Species.SOLE,),
        _CORE_ROWS + ("finless_sole", "stingrays", "poi"),
        {PoiKind.STATUE: 0, PoiKind.CHEST: 5, PoiKind.RUBBLE: -2, PoiKind.WRECK: 0},
        stingrays=True,
    ),
}

CATEGORY_LABELS = {
    "coral": "Coral",
    "schooling_fish": "Schooling fish",
    "sea_cucumber": "Sea cucumber",
    "crustacean": "Crustacean",
    "whalefall": "Whalefall",
    "siphonophore": "Siphonophore",
    "anglerfish": "Anglerfish",
    "camera": "Deep-sea camera",
    "jellyfish": "Jellyfish",
    "finless_sole": "Finless sole",
    "stingrays": "Stingrays",
    "poi": "Points of interest",
}
