"""A blank game file to fill in at the table."""

from __future__ import annotations

from ..model import EXPEDITIONS, Game, Player
from .save import dump_game

HELP = """\
# Fathom game, Expedition {number}: {title}.
# Under each player's [players.zones], write one line per occupied zone, e.g.
#   D4 = "blue fish crustacean"      C2 = "yellow 2 fish"       D3 = "multi coral as red"
#   D1 = "green camera facing E"     D7 = "red anglerfish stacked"
#   C3 = "red coral undiscovered"    A1 = "poi statue"          G1 = "poi hidden"
# Zones: rows A (far edge) to G, numbered from the left; D4 is the centre.
# Run `fathom-score validate FILE` to check it and `fathom-score score FILE` to score it.
"""


def blank_game(expedition: int, names: list[str]) -> str:
    info = EXPEDITIONS[expedition]
    game = Game(expedition, tuple(Player(name) for name in names))
    return HELP.format(number=expedition, title=info.title) + dump_game(game)
