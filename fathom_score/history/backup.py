"""The whole history as one JSON document, and back.

Every row of every table, with its ids, so that restoring a backup gives back exactly the
history that was saved: the same games, players, marks, quiz answers, in-progress games and
served games (`fathom-score serve`; who holds which board at this moment is not kept).
"""

from __future__ import annotations

import re
import sqlite3
from pathlib import Path
from typing import Any

from ..model.names import cut, name_problem
from ..words import message
from .store import SCHEMA_VERSION, HistoryError, parse_time, transaction

FORMAT = "fathom-score history"
# The finished games and their players, parents before children, so that every foreign key
# finds its row on restore.
RECORDED = ("players", "games", "game_files", "results", "choices", "quiz_answers")
# Games in progress: the app's autosaves, and the served games, by their key. They are not
# history: every app user has some, and a restore must never throw one away.
IN_PROGRESS = {"working": "slot", "shared_games": "code"}
TABLES = (*RECORDED, *IN_PROGRESS)
_ORDER = {
    "players": "id",
    "games": "id",
    "game_files": "game_id",
    "results": "game_id, seat",
    "choices": "game_id, seat, zone",
    "quiz_answers": "id",
    **IN_PROGRESS,
}


# The columns holding a player's name, as listings print it.
NAMES = {"players": ("name",), "results": ("name_in_game",)}
# The columns holding a moment, read back with parse_time: SQLite keeps any text in them, and
# a row restored with "last Tuesday" there crashed whatever read it later (the app at its
# start, for an in-progress game's updated_at).
TIMES = {
    "games": ("played_at", "recorded_at", "deleted_at"),
    "results": ("played_at",),
    "quiz_answers": ("answered_at",),
    "working": ("updated_at",),
    "shared_games": ("updated_at",),
}
# What a column's declared type lets a backup's value be (SQLite itself keeps any value in
# any column: a total of "many" was taken, and crashed the statistics).
_KINDS: dict[str, tuple[type, ...]] = {"INTEGER": (int,), "REAL": (int, float), "TEXT": (str,)}
# How a backup file begins: `backup` writes the format first.
_BEGINNING = re.compile(rf'\s*\{{\s*"format"\s*:\s*"{FORMAT}"')


def is_backup_file(path: Path) -> bool:
    """Whether the file is a backup, by its beginning: a backup may be written over it (a
    newer backup of the same history), anything else is someone's file."""
    try:
        if not path.is_file():
            return False
        with path.open("rb") as file:
            beginning = file.read(200).decode("utf-8", "replace")
    except OSError:
        return False
    return _BEGINNING.match(beginning) is not None


def dump(connection: sqlite3.Connection) -> dict[str, Any]:
    tables = {}
    for table in TABLES:
        cursor = connection.execute(f"SELECT * FROM {table} ORDER BY {_ORDER[table]}")
        names = [d[0] for d in cursor.description]
        tables[table] = [dict(zip(names, row)) for row in cursor]
    return {"format": FORMAT, "schema_version": SCHEMA_VERSION, "tables": tables}


def is_empty(connection: sqlite3.Connection) -> bool:
    """Whether no game has been recorded (in-progress games do not count)."""
    return not any(connection.execute(f"SELECT 1 FROM {t} LIMIT 1").fetchone() for t in RECORDED)


def restore(connection: sqlite3.Connection, document: object) -> int:
    """Replace the recorded games with the backup's, in one transaction; returns the number of
    games. In-progress and served games are kept: the backup's are added beside them, except
    where this database already has one in the same slot or under the same join code (the
    newer work wins). A backup that does not fit is refused and the history is left as it
    was."""
    tables = _tables(document)
    with transaction(connection):
        for table in reversed(RECORDED):
            connection.execute(f"DELETE FROM {table}")
        for table in RECORDED:
            _insert(connection, table, tables.get(table, []))
        for table, key in IN_PROGRESS.items():
            kept = {row[0] for row in connection.execute(f"SELECT {key} FROM {table}")}
            _insert(
                connection,
                table,
                [row for row in tables.get(table, []) if row.get(key) not in kept],
            )
        unwon = connection.execute(
            "SELECT game_id FROM results GROUP BY game_id HAVING max(winner) = 0"
        ).fetchone()
        if unwon is not None:  # every reader of a game's result takes its winner as given
            raise HistoryError(message("the backup's game {game} has no winner", game=unwon[0]))
        broken = connection.execute("PRAGMA foreign_key_check").fetchone()
        if broken is not None:
            raise HistoryError(
                message(
                    "the backup's {table} table refers to a missing {other} row",
                    table=str(broken[0]),
                    other=str(broken[2]),
                )
            )
    return len(tables.get("games", []))


def _tables(document: object) -> dict[str, list[dict[str, Any]]]:
    if not isinstance(document, dict) or document.get("format") != FORMAT:
        raise HistoryError(
            message(
                'not a fathom-score history backup (its "format" must be {format!r})',
                format=FORMAT,
            )
        )
    version = document.get("schema_version")
    if not isinstance(version, int) or not 1 <= version <= SCHEMA_VERSION:
        raise HistoryError(
            message(
                "a backup of history schema version {version}; this fathom-score reads "
                "versions 1 to {newest}",
                version=repr(version),
                newest=SCHEMA_VERSION,
            )
        )
    tables = document.get("tables")
    if not isinstance(tables, dict) or not all(
        isinstance(rows, list) and all(isinstance(r, dict) for r in rows)
        for rows in tables.values()
    ):
        raise HistoryError(message('a backup\'s "tables" must map table names to lists of rows'))
    unknown = set(tables) - set(TABLES)
    if unknown:
        raise HistoryError(
            message("unknown tables in the backup: {tables}", tables=tuple(sorted(unknown)))
        )
    return tables


def _insert(connection: sqlite3.Connection, table: str, rows: list[dict[str, Any]]) -> None:
    columns = {row[1]: row[2] for row in connection.execute(f"PRAGMA table_info({table})")}
    for number, row in enumerate(rows, start=1):
        unknown = set(row) - set(columns)
        if unknown:
            raise HistoryError(
                message(
                    "{table} row {number}: unknown columns {columns}",
                    table=table,
                    number=number,
                    columns=tuple(sorted(unknown)),
                )
            )
        names = list(row)
        if not names:
            raise HistoryError(message("{table} row {number} is empty", table=table, number=number))
        for column in NAMES.get(table, ()):
            # A name is printed in every listing: the same check as wherever a name enters.
            if (name := row.get(column)) is None:
                continue  # the database's own NOT NULL says so, if it must be there
            problem = name_problem(name) if isinstance(name, str) else message("a name is text")
            if problem is not None:
                raise HistoryError(
                    message(
                        "{table} row {number}: {column} {name}: {problem}",
                        table=table,
                        number=number,
                        column=column,
                        name=repr(cut(str(name))),
                        problem=problem,
                    )
                )
        _check_values(table, number, row, columns)
        try:
            connection.execute(
                f"INSERT INTO {table} ({', '.join(names)}) "
                f"VALUES ({', '.join('?' for _ in names)})",
                [row[n] for n in names],
            )
        except (
            sqlite3.IntegrityError,
            sqlite3.InterfaceError,
            sqlite3.ProgrammingError,
            OverflowError,
        ) as error:
            raise HistoryError(
                message(
                    "{table} row {number}: {error}", table=table, number=number, error=str(error)
                )
            ) from None


def _check_values(table: str, number: int, row: dict[str, Any], types: dict[str, str]) -> None:
    """Refuse a value that the readers could not take: of another kind than its column's
    type, or a moment that is not one. Checked before it is written, so the backup is
    refused whole and the history stays as it was."""
    for column, value in row.items():
        if value is None:
            continue  # the database's own NOT NULL says so, if it must be there
        kinds = _KINDS.get(types[column].upper(), (object,))
        if not isinstance(value, kinds):
            raise HistoryError(
                message(
                    "{table} row {number}: {column} {value} is not of the column's kind, {kind}",
                    table=table,
                    number=number,
                    column=column,
                    value=repr(cut(str(value))),
                    kind=types[column],
                )
            )
        if column in TIMES.get(table, ()) and isinstance(value, str):
            try:
                parse_time(value)
            except HistoryError:  # said here as the backup's row, not the history's
                raise HistoryError(
                    message(
                        "{table} row {number}: {column} {value} is not a date and time",
                        table=table,
                        number=number,
                        column=column,
                        value=repr(cut(value)),
                    )
                ) from None
