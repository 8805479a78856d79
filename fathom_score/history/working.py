"""Games still being entered: one row per editing slot, its game-file text, the game file it came
from and when it changed. Each save is one transaction, so a crash leaves the last change or the
one before."""

from __future__ import annotations

import sqlite3
from collections.abc import Iterable
from datetime import datetime
from typing import NamedTuple

from .store import parse_time, stamp, transaction


class WorkingGame(NamedTuple):
    slot: str
    toml: str
    updated_at: datetime
    origin: str | None = None   # the game file it came from, as an absolute path


_COLUMNS = "slot, toml, updated_at, origin"


def save_working(connection: sqlite3.Connection, slot: str, text: str,
                 origin: str | None = None) -> None:
    with transaction(connection):
        _write(connection, slot, text, origin)


def replace_working(connection: sqlite3.Connection, slot: str, text: str, origin: str | None,
                    expected: str | None) -> bool:
    """Write the slot only if it still holds `expected` (None: only if it holds nothing yet);
    False, and nothing written, when another window changed it since this one last did."""
    with transaction(connection):
        if _text(connection, slot) != expected:
            return False
        _write(connection, slot, text, origin)
    return True


def _text(connection: sqlite3.Connection, slot: str) -> str | None:
    row = connection.execute("SELECT toml FROM working WHERE slot = ?", (slot,)).fetchone()
    return None if row is None else str(row[0])


def _write(connection: sqlite3.Connection, slot: str, text: str, origin: str | None) -> None:
    connection.execute(
        f"INSERT INTO working ({_COLUMNS}) VALUES (?, ?, ?, ?) ON CONFLICT (slot) DO UPDATE "
        "SET toml = excluded.toml, updated_at = excluded.updated_at, origin = excluded.origin",
        (slot, text, stamp(), origin))


def note_working_origin(connection: sqlite3.Connection, slot: str, origin: str | None,
                        expected: str) -> None:
    """The game of `slot` was saved to the file `origin`. Its time is left alone: the change it
    holds is no newer than the file now. A slot another window has changed is left to it."""
    with transaction(connection):
        connection.execute("UPDATE working SET origin = ? WHERE slot = ? AND toml = ?",
                           (origin, slot, expected))


def import_working(connection: sqlite3.Connection, games: Iterable[WorkingGame]) -> int:
    """Add games from elsewhere (an earlier version's autosave files), all in one transaction;
    a slot already here keeps what it holds. Returns how many were added."""
    added = 0
    with transaction(connection):
        for game in games:
            added += connection.execute(
                f"INSERT INTO working ({_COLUMNS}) VALUES (?, ?, ?, ?) "
                "ON CONFLICT (slot) DO NOTHING",
                (game.slot, game.toml, stamp(game.updated_at), game.origin)).rowcount
    return added


def load_working(connection: sqlite3.Connection, slot: str) -> WorkingGame | None:
    row = connection.execute(f"SELECT {_COLUMNS} FROM working WHERE slot = ?",
                             (slot,)).fetchone()
    return None if row is None else _game(row)


def list_working(connection: sqlite3.Connection) -> list[WorkingGame]:
    """Newest first (of two changed in the same second, the later slot)."""
    rows = connection.execute(f"SELECT {_COLUMNS} FROM working "
                              "ORDER BY updated_at DESC, slot DESC").fetchall()
    return [_game(row) for row in rows]


def _game(row: tuple[str, str, str, str | None]) -> WorkingGame:
    slot, text, at, origin = row
    return WorkingGame(slot, text, parse_time(at), origin)


def drop_working(connection: sqlite3.Connection, slot: str) -> None:
    with transaction(connection):
        connection.execute("DELETE FROM working WHERE slot = ?", (slot,))
