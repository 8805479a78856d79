"""Games served to browsers (`fathom-score serve`): one row per served game, keyed by its join
code, holding the whole game's text and a version that every change puts up by one, and which
session holds which board, with its last heartbeat (seconds since the epoch: the sessions are
separate processes). What the rows mean (who may change which board, when a holder has gone) is
the table's (`table/shared.py`): it hands over the times and the game's new text."""

from __future__ import annotations

import sqlite3
from collections.abc import Callable
from typing import NamedTuple

from .store import stamp, transaction


class ServedGame(NamedTuple):
    code: str
    version: int
    toml: str
    updated_at: str


class BoardHeld(Exception):
    """A board that another session holds, its heartbeat still fresh."""

    def __init__(self, holder: str) -> None:
        self.holder = holder
        super().__init__(holder)


_GAMES = "SELECT code, version, toml, updated_at FROM shared_games"


def open_served(
    connection: sqlite3.Connection, code: str, toml: str, origin: str | None
) -> ServedGame | None:
    """The served game `code` as stored; None if there was none, and then `toml` is stored
    under `code` as its version 1."""
    with transaction(connection):
        stored = served(connection, code)
        if stored is None:
            connection.execute(
                "INSERT INTO shared_games (code, toml, version, origin, updated_at) "
                "VALUES (?, ?, 1, ?, ?)",
                (code, toml, origin, stamp()),
            )
        return stored


def served(connection: sqlite3.Connection, code: str) -> ServedGame | None:
    row = connection.execute(f"{_GAMES} WHERE code = ?", (code,)).fetchone()
    return None if row is None else ServedGame(*row)


def served_version(connection: sqlite3.Connection, code: str) -> int | None:
    """Only the version: what a poll reads while nothing changed."""
    row = connection.execute("SELECT version FROM shared_games WHERE code = ?", (code,)).fetchone()
    return None if row is None else int(row[0])


def served_code(connection: sqlite3.Connection, origin: str) -> str | None:
    """The join code the game file `origin` was last served with."""
    row = connection.execute(
        "SELECT code FROM shared_games WHERE origin = ? "
        "ORDER BY updated_at DESC, rowid DESC LIMIT 1",
        (origin,),
    ).fetchone()
    return None if row is None else str(row[0])


def served_games(
    connection: sqlite3.Connection,
    code: str | None = None,
    *,
    without_file: bool = False,
    most: int = -1,
) -> list[ServedGame]:
    """The served games (`code`'s alone, if given; only those served without a game file, if
    `without_file`), the last changed first, `most` of them (-1: all)."""
    where = [
        *(["code = ?"] if code is not None else []),
        *(["origin IS NULL"] if without_file else []),
    ]
    rows = connection.execute(
        f"{_GAMES} {'WHERE ' if where else ''}{' AND '.join(where)} "
        "ORDER BY updated_at DESC, rowid DESC LIMIT ?",
        (*([code] if code is not None else []), most),
    ).fetchall()
    return [ServedGame(*row) for row in rows]


def host_key(connection: sqlite3.Connection, code: str, new: str) -> str:
    """The host's key to the served game `code`: the one stored, else `new`, stored."""
    with transaction(connection):
        connection.execute(
            "INSERT INTO shared_hosts (code, key) VALUES (?, ?) ON CONFLICT (code) DO NOTHING",
            (code, new),
        )
        row = connection.execute("SELECT key FROM shared_hosts WHERE code = ?", (code,)).fetchone()
        return str(row[0])


Alive = Callable[[float], bool]  # whether a holder with this last heartbeat is still there


def claim_board(
    connection: sqlite3.Connection, code: str, player: int, session: str, now: float, alive: Alive
) -> None:
    """Hold `player`'s board for `session`, its heartbeat `now`, in one transaction; BoardHeld,
    writing nothing, if another session holds it and is `alive`."""
    with transaction(connection):
        _claim(connection, code, player, session, now, alive)


def _claim(
    connection: sqlite3.Connection, code: str, player: int, session: str, now: float, alive: Alive
) -> None:
    holder = board_holder(connection, code, player)
    if holder is not None and holder[0] != session and alive(holder[1]):
        raise BoardHeld(holder[0])
    connection.execute(
        "INSERT INTO shared_holders (code, player, session, heartbeat) VALUES (?, ?, ?, ?) "
        "ON CONFLICT (code, player) DO UPDATE SET session = excluded.session, "
        "heartbeat = excluded.heartbeat",
        (code, player, session, now),
    )


def board_holder(
    connection: sqlite3.Connection, code: str, player: int
) -> tuple[str, float] | None:
    """The session last holding `player`'s board and its last heartbeat, or None."""
    row = connection.execute(
        "SELECT session, heartbeat FROM shared_holders WHERE code = ? AND player = ?",
        (code, player),
    ).fetchone()
    return None if row is None else (str(row[0]), float(row[1]))


def beat_heart(connection: sqlite3.Connection, code: str, session: str, now: float) -> None:
    with transaction(connection):
        connection.execute(
            "UPDATE shared_holders SET heartbeat = ? WHERE code = ? AND session = ?",
            (now, code, session),
        )


def release_boards(connection: sqlite3.Connection, code: str, session: str) -> None:
    with transaction(connection):
        connection.execute(
            "DELETE FROM shared_holders WHERE code = ? AND session = ?", (code, session)
        )


def write_board(
    connection: sqlite3.Connection,
    code: str,
    player: int,
    session: str,
    now: float,
    alive: Alive,
    rewrite: Callable[[str], str],
) -> int:
    """In one transaction: claim `player`'s board for `session` (as `claim_board`), then store
    `rewrite` of the stored game's text as its next version, which is returned."""
    with transaction(connection):
        _claim(connection, code, player, session, now, alive)
        stored = served(connection, code)
        assert stored is not None, "the served game is stored when the table is opened"
        connection.execute(
            "UPDATE shared_games SET toml = ?, version = ?, updated_at = ? WHERE code = ?",
            (rewrite(stored.toml), stored.version + 1, stamp(), code),
        )
        return stored.version + 1


class StoredReveal(NamedTuple):
    """A served table's reveal: its step, the guesses as JSON text, and its version."""

    step: int
    guesses: str
    version: int


def reveal(connection: sqlite3.Connection, code: str) -> StoredReveal | None:
    row = connection.execute(
        "SELECT step, guesses, version FROM shared_reveals WHERE code = ?", (code,)
    ).fetchone()
    return None if row is None else StoredReveal(int(row[0]), str(row[1]), int(row[2]))


def reveal_version(connection: sqlite3.Connection, code: str) -> int:
    """Only the version (0: no reveal begun): what a following page's poll reads."""
    row = connection.execute(
        "SELECT version FROM shared_reveals WHERE code = ?", (code,)
    ).fetchone()
    return 0 if row is None else int(row[0])


def write_reveal(
    connection: sqlite3.Connection,
    code: str,
    rewrite: Callable[[StoredReveal | None], tuple[int, str]],
) -> int:
    """In one transaction: the stored reveal (None if none yet) rewritten as `rewrite` says,
    (step, guesses JSON), as its next version, which is returned."""
    with transaction(connection):
        stored = reveal(connection, code)
        step, guesses = rewrite(stored)
        version = 1 if stored is None else stored.version + 1
        connection.execute(
            "INSERT INTO shared_reveals (code, step, guesses, version) VALUES (?, ?, ?, ?) "
            "ON CONFLICT (code) DO UPDATE SET step = excluded.step, "
            "guesses = excluded.guesses, version = excluded.version",
            (code, step, guesses, version),
        )
        return version


# A served table's multicoloured-coral choices: the table's (`table/choices.py`) -----------

KEPT_CHOICES = 256  # a table's choices kept at most: the oldest go first


class StoredChoice(NamedTuple):
    """A board's coral choice as stored: `choice` (JSON) once found, else who searches it."""

    session: str | None
    heartbeat: float | None
    choice: str | None


def coral_choice(connection: sqlite3.Connection, code: str, board: str) -> StoredChoice | None:
    row = connection.execute(
        "SELECT session, heartbeat, choice FROM shared_choices WHERE code = ? AND board = ?",
        (code, board),
    ).fetchone()
    return None if row is None else StoredChoice(row[0], row[1], row[2])


def claim_choice(
    connection: sqlite3.Connection, code: str, board: str, session: str, now: float, alive: Alive
) -> bool:
    """In one transaction: `session` is to search `board`'s choice, unless it is found already
    or another session searching it is `alive`; whether it is."""
    with transaction(connection):
        stored = coral_choice(connection, code, board)
        if stored is not None and (
            stored.choice is not None
            or (stored.session not in (None, session) and alive(stored.heartbeat or 0.0))
        ):
            return False
        connection.execute(
            "INSERT INTO shared_choices (code, board, session, heartbeat, made_at) "
            "VALUES (?, ?, ?, ?, ?) ON CONFLICT (code, board) DO UPDATE SET "
            "session = excluded.session, heartbeat = excluded.heartbeat",
            (code, board, session, now, now),
        )
        return True


def beat_choice(
    connection: sqlite3.Connection, code: str, board: str, session: str, now: float
) -> None:
    with transaction(connection):
        connection.execute(
            "UPDATE shared_choices SET heartbeat = ? WHERE code = ? AND board = ? AND session = ?",
            (now, code, board, session),
        )


def write_choice(
    connection: sqlite3.Connection, code: str, board: str, choice: str, now: float
) -> None:
    """Store `board`'s choice for every session of the table; the oldest past KEPT_CHOICES go."""
    with transaction(connection):
        connection.execute(
            "INSERT INTO shared_choices (code, board, choice, made_at) VALUES (?, ?, ?, ?) "
            "ON CONFLICT (code, board) DO UPDATE SET choice = excluded.choice, "
            "session = NULL, heartbeat = NULL",
            (code, board, choice, now),
        )
        connection.execute(
            "DELETE FROM shared_choices WHERE code = ? AND board NOT IN (SELECT board FROM "
            "shared_choices WHERE code = ? ORDER BY made_at DESC LIMIT ?)",
            (code, code, KEPT_CHOICES),
        )


def drop_choice(connection: sqlite3.Connection, code: str, board: str, session: str | None) -> None:
    """`session` stopped searching `board` before it found the choice: another may take it.
    With no session: `board`'s row goes whatever it holds (a stored choice that is damaged)."""
    with transaction(connection):
        if session is None:
            connection.execute(
                "DELETE FROM shared_choices WHERE code = ? AND board = ?", (code, board)
            )
            return
        connection.execute(
            "DELETE FROM shared_choices WHERE code = ? AND board = ? AND session = ? "
            "AND choice IS NULL",
            (code, board, session),
        )
