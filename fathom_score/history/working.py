"""Games still being entered: one row per editing slot, its game-file text, the game file it came
from, when it changed and where it stopped. Each save is one transaction, so a crash leaves the
last change or the one before."""

from __future__ import annotations

import sqlite3
from collections.abc import Iterable
from datetime import datetime
from typing import NamedTuple

from ..words import message
from .store import content_hash, parse_time, stamp, transaction


class WorkingGame(NamedTuple):
    slot: str
    toml: str
    updated_at: datetime
    origin: str | None = None  # the game file it came from, as an absolute path
    # Where it stopped: the board shown (a seat, from 0) and the zone under the cursor (None:
    # the board's first).
    player: int = 0
    zone: str | None = None
    recorded_as: int | None = None  # the history's game it is an edit of, if any
    # Each board's undo and redo (table/session.py reads and writes it), or None: none.
    undo: str | None = None


_COLUMNS = "slot, toml, updated_at, origin, player, zone, recorded_as, undo"
_MARKS = ", ".join("?" for _ in _COLUMNS.split(", "))
_REWRITE = ", ".join(f"{c} = excluded.{c}" for c in _COLUMNS.split(", ")[1:])


def save_working(
    connection: sqlite3.Connection, slot: str, text: str, origin: str | None = None
) -> None:
    with transaction(connection):
        _write(connection, WorkingGame(slot, text, datetime.now(), origin))


def replace_working(
    connection: sqlite3.Connection, game: WorkingGame, expected: str | None
) -> bool:
    """Write the slot only if it still holds `expected` (None: only if it holds nothing yet);
    False, and nothing written, when another window changed it since this one last did."""
    with transaction(connection):
        if _text(connection, game.slot) != expected:
            return False
        _write(connection, game)
    return True


def _text(connection: sqlite3.Connection, slot: str) -> str | None:
    row = connection.execute("SELECT toml FROM working WHERE slot = ?", (slot,)).fetchone()
    return None if row is None else str(row[0])


def _write(connection: sqlite3.Connection, game: WorkingGame) -> None:
    connection.execute(
        f"INSERT INTO working ({_COLUMNS}) VALUES ({_MARKS}) "
        f"ON CONFLICT (slot) DO UPDATE SET {_REWRITE}",
        _row(game),
    )


def _row(game: WorkingGame) -> tuple[object, ...]:
    return (
        game.slot,
        game.toml,
        stamp(game.updated_at),
        game.origin,
        game.player,
        game.zone,
        game.recorded_as,
        game.undo,
    )


def note_working_origin(
    connection: sqlite3.Connection, slot: str, origin: str | None, expected: str
) -> None:
    """The game of `slot` was saved to the file `origin`. Its time is left alone: the change it
    holds is no newer than the file now. A slot another window has changed is left to it."""
    with transaction(connection):
        connection.execute(
            "UPDATE working SET origin = ? WHERE slot = ? AND toml = ?", (origin, slot, expected)
        )


def note_working_place(
    connection: sqlite3.Connection, slot: str, player: int, zone: str | None, expected: str
) -> None:
    """Where the game of `slot` stopped, when only the cursor or the board shown moved since
    it was written: its time is left alone, as nothing in the game changed. A slot another
    window has changed is left to it."""
    with transaction(connection):
        connection.execute(
            "UPDATE working SET player = ?, zone = ? WHERE slot = ? AND toml = ?",
            (player, zone, slot, expected),
        )


def import_working(connection: sqlite3.Connection, games: Iterable[WorkingGame]) -> int:
    """Add games from elsewhere (an earlier version's autosave files, one deleted and brought
    back), all in one transaction, each with its own time; a slot already here keeps what it
    holds. Returns how many were added."""
    added = 0
    with transaction(connection):
        for game in games:
            added += connection.execute(
                f"INSERT INTO working ({_COLUMNS}) VALUES ({_MARKS}) ON CONFLICT (slot) DO NOTHING",
                _row(game),
            ).rowcount
    return added


def load_working(connection: sqlite3.Connection, slot: str) -> WorkingGame | None:
    row = connection.execute(f"SELECT {_COLUMNS} FROM working WHERE slot = ?", (slot,)).fetchone()
    return None if row is None else _game(row)


def list_working(connection: sqlite3.Connection) -> list[WorkingGame]:
    """Newest first (of two changed in the same second, the later slot)."""
    rows = connection.execute(
        f"SELECT {_COLUMNS} FROM working ORDER BY updated_at DESC, slot DESC"
    ).fetchall()
    return [_game(row) for row in rows]


def _game(
    row: tuple[str, str, str, str | None, int, str | None, int | None, str | None],
) -> WorkingGame:
    slot, text, at, origin, player, zone, recorded_as, undo = row
    when = parse_time(at, message("the autosave {slot}", slot=slot))
    return WorkingGame(slot, text, when, origin, player, zone, recorded_as, undo)


def recorded_working(connection: sqlite3.Connection, games: Iterable[WorkingGame]) -> set[str]:
    """The slots of `games` whose game the history holds just as it is (and not deleted): an
    autosave is the game's canonical text, which is what a recorded game is fingerprinted by."""
    by_hash = {content_hash(game.toml): game.slot for game in games}
    if not by_hash:
        return set()
    marks = ", ".join("?" for _ in by_hash)
    rows = connection.execute(
        f"SELECT content_hash FROM games WHERE deleted_at IS NULL AND content_hash IN ({marks})",
        list(by_hash),
    ).fetchall()
    return {by_hash[digest] for (digest,) in rows}


def drop_working(connection: sqlite3.Connection, slot: str) -> None:
    with transaction(connection):
        connection.execute("DELETE FROM working WHERE slot = ?", (slot,))
