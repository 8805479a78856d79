"""What can sit in a zone: a discovery tile or a token."""

from __future__ import annotations

from dataclasses import dataclass
from enum import StrEnum

# Their one home is labels/: the first screen reads them.
from ..labels import COLOUR_TITLES, COLOUR_WORDS
from ..labels import DEFAULT_COLOURS as DEFAULT_COLOURS
from ..words import N_, Message, Value
from .once import worked_out_once

MULTI = "multi"


def colour_word(colour: str, capitalised: bool = False) -> Value:
    """A tile colour as words say it: a default colour translated, a game's own as written."""
    words = COLOUR_TITLES if capitalised else COLOUR_WORDS
    if colour in words:
        return Message(words[colour])
    return colour.capitalize() if capitalised else colour


class Species(StrEnum):
    CORAL = "coral"
    FISH = "fish"
    CUCUMBER = "cucumber"
    CRUSTACEAN = "crustacean"
    WHALEFALL = "whalefall"
    SIPHONOPHORE = "siphonophore"
    ANGLERFISH = "anglerfish"
    CAMERA = "camera"
    JELLYFISH = "jellyfish"
    SOLE = "sole"

    @property
    def label(self) -> str:
        """The species' name in English (a msgid)."""
        return SPECIES_LABELS[self]

    @property
    def word(self) -> Message:
        """The species' name, said in the reader's language where it is shown."""
        return Message(SPECIES_LABELS[self])


SPECIES_LABELS = {
    Species.CORAL: N_("coral"),
    Species.FISH: N_("schooling fish"),
    Species.CUCUMBER: N_("sea cucumber"),
    Species.CRUSTACEAN: N_("crustacean"),
    Species.WHALEFALL: N_("whalefall"),
    Species.SIPHONOPHORE: N_("siphonophore"),
    Species.ANGLERFISH: N_("anglerfish"),
    Species.CAMERA: N_("deep-sea camera"),
    Species.JELLYFISH: N_("jellyfish"),
    Species.SOLE: N_("finless sole"),
}

CORE_SPECIES = (Species.CORAL, Species.FISH, Species.CUCUMBER, Species.CRUSTACEAN)


class PoiKind(StrEnum):
    STATUE = "statue"
    CHEST = "chest"
    RUBBLE = "rubble"
    WRECK = "wreck"

    @property
    def word(self) -> Message:
        """The kind's name within a sentence, said in the reader's language."""
        return Message(POI_WORDS[self])

    @property
    def capitalised(self) -> Message:
        """The kind's name starting a sentence ("Statue on the board at D4")."""
        return Message(POI_TITLES[self])


POI_WORDS = {
    PoiKind.STATUE: N_("statue"),
    PoiKind.CHEST: N_("chest"),
    PoiKind.RUBBLE: N_("rubble"),
    PoiKind.WRECK: N_("wreck"),
}
POI_TITLES = {
    PoiKind.STATUE: N_("Statue"),
    PoiKind.CHEST: N_("Chest"),
    PoiKind.RUBBLE: N_("Rubble"),
    PoiKind.WRECK: N_("Wreck"),
}


@dataclass(frozen=True)
class Tile:
    """A discovery tile: the colour of its bag and its species icons.

    `icons` pairs each species with how many icons of it the tile shows. A multicoloured coral
    has colour MULTI; `pinned` is the colour the player chose for it, if any.
    """

    colour: str
    icons: tuple[tuple[Species, int], ...]
    discovered: bool = True
    stacked: bool = False
    facing: str | None = None
    pinned: str | None = None

    # Every rule asks tiles about their icons many times a game: a plain loop over the one or
    # two icons a tile shows is the cheapest answer.
    def count(self, species: Species) -> int:
        for shown, number in self.icons:
            if shown is species:
                return number
        return 0

    def has(self, species: Species) -> bool:
        for shown, number in self.icons:
            if shown is species:
                return number > 0
        return False

    @property
    def species(self) -> tuple[Species, ...]:
        return tuple(s for s, _ in self.icons)

    @property
    def is_multicoloured(self) -> bool:
        return self.colour == MULTI

    @worked_out_once
    def scoring_colour(self) -> str:
        """The colour every criterion uses: a multicoloured coral's chosen colour. The rules
        score boards whose multicoloured corals are all coloured (`Board.with_pins`), so an
        uncoloured one asked here is a mistake, and said so."""
        if self.colour != MULTI:
            return self.colour
        if self.pinned is None:
            raise ValueError("a multicoloured coral has no colour to score until one is chosen")
        return self.pinned

    @property
    def tile_count(self) -> int:
        """A stacked anglerfish pair is two tiles in one zone."""
        return 2 if self.stacked else 1

    def pinned_to(self, colour: str) -> Tile:
        # Built directly: dataclasses.replace costs more than the whole tile, and the colour
        # choice pins tiles on every board it tries.
        return Tile(self.colour, self.icons, self.discovered, self.stacked, self.facing, colour)


@dataclass(frozen=True)
class Stingray:
    """An Expedition 4 stingray token."""


@dataclass(frozen=True)
class Poi:
    """A point-of-interest token on its zone; kind None means it is still face-down."""

    kind: PoiKind | None = None

    @property
    def face_up(self) -> bool:
        return self.kind is not None


Content = Tile | Stingray | Poi
