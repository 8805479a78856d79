"""Headless pictures of boards and scorepads (Rich renderables), shared by the CLI and the app."""

from .board_map import CELL_WIDTH, LEGEND, board_map, colour_style, tile_code, zone_at
from .scorepad_table import scorepad_table

__all__ = ["CELL_WIDTH", "LEGEND", "board_map", "colour_style", "scorepad_table", "tile_code",
           "zone_at"]
