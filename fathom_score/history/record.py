"""Recording a finished game: its scorepad worked out and stored with the game's own text.

The game is kept as its canonical game-file text (`dump_game`), so it can be scored again or
edited later, and fingerprinted by that text: the same boards recorded twice are the same
game, however the file was written.
"""

from __future__ import annotations

import json
import sqlite3
from collections.abc import Callable
from dataclasses import dataclass
from datetime import datetime

from ..gamefile import dump_game
from ..model import Game
from ..scoring import Scorepad, score_game
from .store import CATEGORIES, AlreadyRecorded, content_hash, no_game, stamp


@dataclass(frozen=True)
class Scored:
    """A game ready to store: its text, fingerprint and scorepad."""

    game: Game
    toml: str
    content_hash: str
    scorepad: Scorepad


def scored(game: Game, stop: Callable[[], bool] | None = None) -> Scored:
    text = dump_game(game)
    return Scored(game, text, content_hash(text), score_game(game, stop))


def insert_game(
    connection: sqlite3.Connection, game: Scored, played_at: datetime | None, force: bool = False
) -> int:
    """Store a scored game; call inside a transaction. Returns the game's id."""
    copy = _copy_number(connection, game.content_hash, force)
    switches = json.dumps(game.game.rules.__dict__, sort_keys=True)
    cursor = connection.execute(
        "INSERT INTO games (played_at, recorded_at, expedition, switches, content_hash, copy) "
        "VALUES (?, ?, ?, ?, ?, ?)",
        (stamp(played_at), stamp(), game.scorepad.expedition, switches, game.content_hash, copy),
    )
    game_id = cursor.lastrowid
    assert game_id is not None
    connection.execute("INSERT INTO game_files (game_id, toml) VALUES (?, ?)", (game_id, game.toml))
    _insert_results(connection, game_id, game.scorepad, {})
    return game_id


def _copy_number(connection: sqlite3.Connection, digest: str, force: bool) -> int:
    row = connection.execute(
        "SELECT id, played_at, copy FROM games WHERE content_hash = ? ORDER BY copy DESC LIMIT 1",
        (digest,),
    ).fetchone()
    if row is None:
        return 0
    if not force:
        first = connection.execute(
            "SELECT id, played_at FROM games WHERE content_hash = ? AND copy = 0", (digest,)
        ).fetchone()
        raise AlreadyRecorded(*first)
    return int(row[2]) + 1


def _insert_results(
    connection: sqlite3.Connection, game_id: int, scorepad: Scorepad, seated: dict[str, int]
) -> None:
    """One row per player; `seated` maps a name as the game writes it to the player it already
    stands for in this game (kept when a game is edited, so renames and merges hold)."""
    columns = ", ".join(CATEGORIES)
    marks = ", ".join("?" for _ in CATEGORIES)
    played_at, counted = connection.execute(
        "SELECT played_at, played_wrong = 0 AND deleted_at IS NULL FROM games WHERE id = ?",
        (game_id,),
    ).fetchone()
    for seat, player in enumerate(scorepad.players):
        player_id = seated.get(player.name) or player_id_for(connection, player.name)
        points = [
            player.categories[c].points if c in player.categories else None for c in CATEGORIES
        ]
        connection.execute(
            f"INSERT INTO results (player_id, game_id, seat, name_in_game, total, place, "
            f"winner, discovered_tiles, {columns}, played_at, expedition, counted) "
            f"VALUES (?, ?, ?, ?, ?, ?, ?, ?, {marks}, ?, ?, ?)",
            (
                player_id,
                game_id,
                seat,
                player.name,
                player.total,
                player.place,
                int(player.name in scorepad.winners),
                player.discovered_tiles,
                *points,
                played_at,
                scorepad.expedition,
                counted,
            ),
        )
        connection.executemany(
            "INSERT INTO choices (game_id, seat, zone, colour) VALUES (?, ?, ?, ?)",
            [(game_id, seat, zone, colour) for zone, colour in player.choices.items()],
        )


def player_id_for(connection: sqlite3.Connection, name: str) -> int:
    """The player called `name` (in any case), added if new."""
    connection.execute(
        "INSERT INTO players (name) VALUES (?) ON CONFLICT (name) DO NOTHING", (name,)
    )
    row = connection.execute("SELECT id FROM players WHERE name = ?", (name,)).fetchone()
    return int(row[0])


def replace_game(connection: sqlite3.Connection, game_id: int, game: Scored) -> None:
    """Put an edited game in place of game `game_id`, scored again; call inside a transaction.
    Its date, marks and id stay; each seat keeps its player when the name is unchanged."""
    seated = dict(
        connection.execute(
            "SELECT name_in_game, player_id FROM results WHERE game_id = ?", (game_id,)
        ).fetchall()
    )
    clash = connection.execute(
        "SELECT id, played_at FROM games WHERE content_hash = ? AND copy = 0 AND id != ?",
        (game.content_hash, game_id),
    ).fetchone()
    if clash is not None:
        raise AlreadyRecorded(*clash)
    connection.execute("DELETE FROM results WHERE game_id = ?", (game_id,))
    connection.execute(
        "UPDATE games SET expedition = ?, switches = ?, content_hash = ?, copy = 0 WHERE id = ?",
        (
            game.scorepad.expedition,
            json.dumps(game.game.rules.__dict__, sort_keys=True),
            game.content_hash,
            game_id,
        ),
    )
    connection.execute("UPDATE game_files SET toml = ? WHERE game_id = ?", (game.toml, game_id))
    _insert_results(connection, game_id, game.scorepad, seated)


def require_game(connection: sqlite3.Connection, game_id: int) -> None:
    if connection.execute("SELECT 1 FROM games WHERE id = ?", (game_id,)).fetchone() is None:
        raise no_game(game_id)
