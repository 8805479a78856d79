"""Games still being entered: one row per editing slot, its game-file text and when it
changed. Each save is one transaction, so a crash leaves the last change or the one before."""

from __future__ import annotations

import sqlite3
from dataclasses import dataclass
from datetime import datetime

from .store import parse_time, stamp, transaction


@dataclass(frozen=True)
class WorkingGame:
    slot: str
    toml: str
    updated_at: datetime


def save_working(connection: sqlite3.Connection, slot: str, text: str) -> None:
    with transaction(connection):
        connection.execute(
            "INSERT INTO working (slot, toml, updated_at) VALUES (?, ?, ?) ON CONFLICT (slot) "
            "DO UPDATE SET toml = excluded.toml, updated_at = excluded.updated_at",
            (slot, text, stamp()))


def load_working(connection: sqlite3.Connection, slot: str) -> WorkingGame | None:
    row = connection.execute("SELECT slot, toml, updated_at FROM working WHERE slot = ?",
                             (slot,)).fetchone()
    return None if row is None else WorkingGame(row[0], row[1], parse_time(row[2]))


def list_working(connection: sqlite3.Connection) -> list[WorkingGame]:
    """Newest first."""
    rows = connection.execute("SELECT slot, toml, updated_at FROM working "
                              "ORDER BY updated_at DESC, slot").fetchall()
    return [WorkingGame(slot, text, parse_time(at)) for slot, text, at in rows]


def drop_working(connection: sqlite3.Connection, slot: str) -> None:
    with transaction(connection):
        connection.execute("DELETE FROM working WHERE slot = ?", (slot,))
