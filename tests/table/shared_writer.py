"""A player entering their board of a served game as fast as they can: the entries the shared
table's tests make, and a writer process to kill mid-entry.

    python tests/table/shared_writer.py CODE PLAYER SEED COUNT

joins the served game CODE (in $FATHOM_SCORE_HOME's database) as PLAYER, makes the first
COUNT entries of SEED, and prints `written N` once entry N is in the database.
"""

from __future__ import annotations

import random
import sys
from collections.abc import Callable, Iterator

from fathom_score.model import Game, Player
from fathom_score.table.session import Session
from fathom_score.table.shared import SharedSession

NAMES = ("Ana", "Ben", "Cleo", "Dev")
# Tiles of every kind the board takes anywhere, and "-", which clears the zone.
TILES = ("rc", "yc", "bc", "gc", "rf", "yf", "bk", "gs", "-")


def four_players() -> Game:
    return Game(1, tuple(Player(name) for name in NAMES))


def entries(seed: int, count: int) -> Iterator[tuple[str, str]]:
    """(zone, text) pairs: placing on empty zones, replacing, and clearing, in a mix."""
    rng = random.Random(seed)
    zones = four_players().layout.zones
    for _ in range(count):
        yield rng.choice(zones), rng.choice(TILES)


def boards(player: int, seed: int, count: int) -> list[Player]:
    """The player's board after each entry: [before any, after the first, ...]."""
    session = Session(four_players())
    states = [session.game.players[player]]
    for zone, text in entries(seed, count):
        session.enter(player, zone, text)
        states.append(session.game.players[player])
    return states


def enter_all(
    shared: SharedSession,
    player: int,
    seed: int,
    count: int,
    written: Callable[[int], None] = lambda number: None,
) -> None:
    """Each entry as the app makes it: into the session, then written to the table."""
    for number, (zone, text) in enumerate(entries(seed, count), 1):
        shared.session.enter(player, zone, text)
        shared.share()
        written(number)


def main(code: str, player: int, seed: int, count: int) -> None:
    shared = SharedSession.join(code, four_players(), None, player)
    assert shared.holds, shared.held_by
    enter_all(shared, player, seed, count, lambda n: print(f"written {n}", flush=True))


if __name__ == "__main__":
    main(sys.argv[1], int(sys.argv[2]), int(sys.argv[3]), int(sys.argv[4]))
