"""The board model: layout geometry, tiles and tokens, boards, expeditions and games."""

from .board import Board
from .expedition import CATEGORY_LABELS, EXPEDITIONS, Expedition
from .game import Game, Player, RuleSwitches
from .layout import DIRECTIONS, STANDARD, Layout, LayoutError, load_layout
from .tiles import CORE_SPECIES, DEFAULT_COLOURS, MULTI, Content, Poi, PoiKind, Species, Stingray, Tile

__all__ = [
    "Board", "CATEGORY_LABELS", "CORE_SPECIES", "Content", "DEFAULT_COLOURS", "DIRECTIONS",
    "EXPEDITIONS", "Expedition", "Game", "Layout", "LayoutError", "MULTI", "Player", "Poi",
    "PoiKind", "RuleSwitches", "STANDARD", "Species", "Stingray", "Tile", "load_layout",
]
