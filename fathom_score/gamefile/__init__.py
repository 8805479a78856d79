"""Game files: the zone notation, loading with clear errors, atomic saving, and the rules of
legality that every game (loaded, validated or entered in the app) must obey."""

from .errors import GameFileError, NotationError, Problem
from .legality import change_problems, game_problems, player_problems, zone_problems
from .load import FORMAT_VERSION, load_game, parse_game
from .notation import format_content, parse_zone, read_zone
from .save import FileExists, SaveConflict, dump_game, file_digest, save_game, write_atomic
from .template import blank_game

__all__ = [
    "FORMAT_VERSION",
    "FileExists",
    "GameFileError",
    "NotationError",
    "Problem",
    "SaveConflict",
    "blank_game",
    "change_problems",
    "dump_game",
    "file_digest",
    "format_content",
    "game_problems",
    "load_game",
    "parse_game",
    "parse_zone",
    "player_problems",
    "read_zone",
    "save_game",
    "write_atomic",
    "zone_problems",
]
