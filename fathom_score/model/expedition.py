"""The four expeditions: which species they add, their scorepad rows, their POI values and
which discovered POI tokens stay on the board."""

from __future__ import annotations

from dataclasses import dataclass

from ..labels import EXPEDITION_TITLES
from .tiles import CORE_SPECIES, PoiKind, Species


@dataclass(frozen=True)
class Expedition:
    number: int
    title: str
    species: tuple[Species, ...]  # the advanced species added to the core four
    categories: tuple[str, ...]  # scorepad rows, in the scorepad's order
    poi_points: dict[PoiKind, int]
    # The rulebook takes a point of interest off the board once it is discovered unless the
    # expedition says otherwise; these are the kinds it leaves face-up on their zone (where they
    # fill the zone for a siphonophore and are seen by a camera). The others are kept beside it.
    poi_on_board: frozenset[PoiKind]
    stingrays: bool = False

    def keeps_on_board(self, kind: PoiKind) -> bool:
        """Whether a discovered token of this kind stays face-up on its zone."""
        return kind in self.poi_on_board

    @property
    def all_species(self) -> tuple[Species, ...]:
        return CORE_SPECIES + self.species


_CORE_ROWS = ("coral", "schooling_fish", "sea_cucumber", "crustacean")

EXPEDITIONS: dict[int, Expedition] = {
    1: Expedition(
        1,
        EXPEDITION_TITLES[1],
        (Species.WHALEFALL, Species.SIPHONOPHORE),
        _CORE_ROWS + ("whalefall", "siphonophore", "poi"),
        {PoiKind.STATUE: 5, PoiKind.CHEST: 2, PoiKind.RUBBLE: -2, PoiKind.WRECK: 0},
        frozenset({PoiKind.WRECK}),
    ),
    2: Expedition(
        2,
        EXPEDITION_TITLES[2],
        (Species.ANGLERFISH, Species.CAMERA),
        _CORE_ROWS + ("anglerfish", "camera", "poi"),
        {PoiKind.STATUE: 4, PoiKind.CHEST: 3, PoiKind.RUBBLE: 2, PoiKind.WRECK: 1},
        frozenset(PoiKind),
    ),
    3: Expedition(
        3,
        EXPEDITION_TITLES[3],
        (Species.JELLYFISH,),
        _CORE_ROWS + ("jellyfish", "poi"),
        {PoiKind.STATUE: 8, PoiKind.CHEST: 0, PoiKind.RUBBLE: 0, PoiKind.WRECK: 0},
        frozenset(),
    ),
    4: Expedition(
        4,
        EXPEDITION_TITLES[4],
        (Species.SOLE,),
        _CORE_ROWS + ("finless_sole", "stingrays", "poi"),
        {PoiKind.STATUE: 0, PoiKind.CHEST: 5, PoiKind.RUBBLE: -2, PoiKind.WRECK: 0},
        frozenset({PoiKind.STATUE, PoiKind.WRECK}),
        stingrays=True,
    ),
}
