"""The board model: layout geometry, tiles and tokens, boards, expeditions and games."""

from ..labels import CATEGORY_LABELS
from .board import Board, NoTile
from .expedition import EXPEDITIONS, Expedition
from .game import Game, Player, RuleSwitches
from .layout import DIRECTIONS, STANDARD, Layout, LayoutError, direction_word, load_layout
from .tiles import (
    CORE_SPECIES,
    DEFAULT_COLOURS,
    MULTI,
    Content,
    Poi,
    PoiKind,
    Species,
    Stingray,
    Tile,
    colour_word,
)

__all__ = [
    "CATEGORY_LABELS",
    "CORE_SPECIES",
    "DEFAULT_COLOURS",
    "DIRECTIONS",
    "EXPEDITIONS",
    "MULTI",
    "STANDARD",
    "Board",
    "Content",
    "Expedition",
    "Game",
    "Layout",
    "LayoutError",
    "NoTile",
    "Player",
    "Poi",
    "PoiKind",
    "RuleSwitches",
    "Species",
    "Stingray",
    "Tile",
    "colour_word",
    "direction_word",
    "load_layout",
]
