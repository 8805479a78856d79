"""Game files: the zone notation, loading with clear errors, and atomic saving."""

from .errors import GameFileError, NotationError, Problem
from .load import FORMAT_VERSION, load_game, parse_game
from .notation import format_content, parse_zone
from .save import SaveConflict, dump_game, file_digest, save_game, write_atomic
from .template import blank_game

__all__ = ["FORMAT_VERSION", "GameFileError", "NotationError", "Problem", "blank_game",
           "SaveConflict", "dump_game", "file_digest", "format_content", "load_game", "parse_game", "parse_zone", "save_game",
           "write_atomic"]
