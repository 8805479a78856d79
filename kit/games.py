"""Seeded random games, for benchmarks and fuzz tests.

Every generated game is one a table could have entered: each board holds 8 to 37 occupied
zones, only its expedition's species, at most one camera, each point of interest once (face-up
on its zone only when the expedition keeps it there, else kept beside the board), and stingrays
only in Expedition 4. So `parse_game(dump_game(game))` always loads it back. Each board is
drawn by the quiz's generator (fathom_score.teach.random_boards) with the kit's own odds.
"""

from __future__ import annotations

import random

from fathom_score.model import (
    DEFAULT_COLOURS,
    MULTI,
    STANDARD,
    Board,
    Content,
    Game,
    Layout,
    Player,
    Species,
    Tile,
)
from fathom_score.teach.random_boards import BoardOdds, random_player

NAMES = ("Ana", "Bo", "Chidi", "Dana")
# Anywhere on the board, grown mostly beside the zones so far (more likely where they crowd
# round); advanced tiles a little rarer and multicoloured corals more common than the quiz's,
# a third of those pinned, and points of interest found on zones covered later.
KIT_ODDS = BoardOdds(
    from_centre=False,
    beside_each_once=False,
    beside=0.85,
    tokens_first=False,
    advanced=0.2,
    stacked=0.5,
    multicoloured=0.08,
    pinned=0.3,
    found_elsewhere=True,
)


def random_game(
    rng: random.Random,
    expedition: int | None = None,
    players: int = 4,
    min_zones: int = 8,
    max_zones: int = 37,
    layout: Layout = STANDARD,
) -> Game:
    """A valid game drawn from `rng`: the same seed always gives the same game."""
    number = expedition if expedition is not None else rng.randint(1, 4)
    names = NAMES + tuple(f"Player {i}" for i in range(len(NAMES) + 1, players + 1))
    seats = tuple(
        random_player(rng, names[i], number, rng.randint(min_zones, max_zones), KIT_ODDS, layout)
        for i in range(players)
    )
    return Game(number, seats, layout=layout)


# The multicoloured-coral search's worst boards (benchmarks.coral_curve and the tests).
CORAL = ((Species.CORAL, 1),)
CAMERA_ZONE = "D1"


def _clump_order() -> list[str]:
    """Zones by their distance from the centre, each ring in board order."""

    def distance(zone: str) -> int:
        q, r = STANDARD.coords[zone]
        cq, cr = STANDARD.coords[STANDARD.centre]
        return max(abs(q - cq), abs(r - cr), abs(q - cq + r - cr))

    return sorted(STANDARD, key=lambda zone: (distance(zone), STANDARD.zones.index(zone)))


def coral_clump_board(count: int, crustaceans: bool) -> Board:
    """The multicoloured-coral search's worst kind of board: `count` unpinned multicoloured
    corals packed around the centre (a crustacean on every other one if `crustaceans`), every
    other zone a crustacean, coral or coral-and-crustacean tile in the four colours in turn,
    and a camera on D1 looking east across them."""
    zones: dict[str, Content] = {}
    order = _clump_order()
    for i, zone in enumerate(order[:count]):
        extra = ((Species.CRUSTACEAN, 1),) if crustaceans and i % 2 else ()
        zones[zone] = Tile(MULTI, CORAL + extra)
    around = [zone for zone in order[count:] if zone != CAMERA_ZONE]
    if CAMERA_ZONE not in zones:
        zones[CAMERA_ZONE] = Tile("red", ((Species.CAMERA, 1),), facing="E")
    for i, zone in enumerate(around):
        colour = DEFAULT_COLOURS[i % len(DEFAULT_COLOURS)]
        icons = (((Species.CRUSTACEAN, 1),), CORAL, CORAL + ((Species.CRUSTACEAN, 1),))[i % 3]
        zones[zone] = Tile(colour, icons)
    return Board(zones)


def coral_clump_game(count: int, crustaceans: bool) -> Game:
    """An Expedition 2 game of that board and a second player's single coral."""
    clump = Player("Clump", coral_clump_board(count, crustaceans))
    return Game(2, (clump, Player("Other", Board({"A1": Tile("red", CORAL)}))))
