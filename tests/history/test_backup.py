"""Backup and restore: the whole history round-trips exactly."""

from __future__ import annotations

import json
from datetime import datetime

import pytest

from fathom_score.history import History, HistoryError
from fathom_score.table.shared import SharedTable

from .conftest import example, games


def filled(history: History) -> None:
    history.record_many([(g, datetime(2026, 2, i + 1, 20, 0)) for i, g in enumerate(games(6))])
    wrong = history.record(example(2))
    history.mark_played_wrong(wrong)
    history.delete(history.record(example(3)))
    history.rename_player("Ana", "Anaïs")
    history.save_working("slot-1", "version = 1\n")
    serve(history, "ServedCode1", example(1))


def serve(history: History, code: str, game) -> None:
    """A game served by `fathom-score serve`, as the shared table stores it."""
    table, _, _ = SharedTable.open(code, game, path=history.path)
    table.close()


def served(history: History, code: str):
    return history.connection.execute(
        "SELECT toml FROM shared_games WHERE code = ?", (code,)
    ).fetchone()[0]


def tables(history: History) -> dict:
    names = [
        r[0]
        for r in history.connection.execute(
            "SELECT name FROM sqlite_schema WHERE type = 'table' ORDER BY name"
        )
    ]
    return {
        n: history.connection.execute(f"SELECT * FROM {n} ORDER BY 1, 2").fetchall() for n in names
    }


def test_a_backup_restored_gives_back_exactly_the_same_history(tmp_path):
    with History.open(tmp_path / "a.sqlite3") as original:
        filled(original)
        document = json.loads(json.dumps(original.backup()))  # through JSON text, as on disk
        before = tables(original)
    with History.open(tmp_path / "b.sqlite3") as copy:
        assert copy.restore_backup(document) == 8
        assert tables(copy) == before
        assert copy.backup() == document
        assert copy.integrity() == "ok"


def test_restoring_over_a_history_with_games_needs_replace(tmp_path):
    with History.open(tmp_path / "a.sqlite3") as history:
        filled(history)
        document = history.backup()
        with pytest.raises(HistoryError, match="already holds games"):
            history.restore_backup(document)
        history.record(example(4))
        assert history.restore_backup(document, replace=True) == 8
        assert history.backup() == document


@pytest.mark.parametrize(
    "document, problem",
    [
        ({"format": "something else"}, "not a fathom-score history backup"),
        ({"format": "fathom-score history", "schema_version": 99, "tables": {}}, "version 99"),
        (
            {"format": "fathom-score history", "schema_version": 2, "tables": {"games": [{}]}},
            "games row 1 is empty",
        ),
        (
            {
                "format": "fathom-score history",
                "schema_version": 2,
                "tables": {"players": [{"id": 1, "name": "Ana", "evil": "x"}]},
            },
            "unknown columns evil",
        ),
        (
            {
                "format": "fathom-score history",
                "schema_version": 2,
                "tables": {
                    "results": [
                        {
                            "player_id": 5,
                            "game_id": 1,
                            "seat": 0,
                            "name_in_game": "A",
                            "total": 1,
                            "place": 1,
                            "winner": 1,
                            "discovered_tiles": 1,
                        }
                    ]
                },
            },
            "results row 1",
        ),
        (
            {
                "format": "fathom-score history",
                "schema_version": 2,
                "tables": {"players": [{"id": 1, "name": "Ana\x1b]0;pwned\x07"}]},
            },
            r"players row 1: name 'Ana\\x1b\]0;pwned\\x07': "
            r"a name is at most 40 printable characters",
        ),
    ],
)
def test_a_broken_backup_is_refused_and_the_history_left_as_it_was(history, document, problem):
    filled(history)
    before = tables(history)
    with pytest.raises(HistoryError, match=problem):
        history.restore_backup(document, replace=True)
    assert tables(history) == before


def test_a_restore_keeps_the_games_in_progress(tmp_path):
    """Every app user has autosaved games in the database: they do not make it 'hold games',
    and a restore neither drops them nor lets the backup's copy of a slot overwrite them."""
    with History.open(tmp_path / "a.sqlite3") as original:
        filled(original)
        original.save_working("slot-2", "from the backup\n")
        document = original.backup()
    with History.open(tmp_path / "b.sqlite3") as other:
        other.save_working("slot-2", "newer work\n")
        other.save_working("slot-3", "only here\n")
        assert other.restore_backup(document) == 8  # no replace needed
        assert other.load_working("slot-1").toml == "version = 1\n"
        assert other.load_working("slot-2").toml == "newer work\n"
        assert other.load_working("slot-3").toml == "only here\n"
        assert other.count_games() == document_games(document)


def test_a_restore_keeps_the_games_being_served(tmp_path):
    with History.open(tmp_path / "a.sqlite3") as original:
        filled(original)
        serve(original, "ServedCode2", example(2))
        document = original.backup()
        from_backup = served(original, "ServedCode1")
    with History.open(tmp_path / "b.sqlite3") as other:
        serve(other, "ServedCode2", example(3))  # served here since: the newer work wins
        newer = served(other, "ServedCode2")
        assert other.restore_backup(document) == 8
        assert served(other, "ServedCode1") == from_backup
        assert served(other, "ServedCode2") == newer


def document_games(document: dict) -> int:
    return sum(1 for g in document["tables"]["games"] if g["deleted_at"] is None)


def _spoiled(document: dict, table: str, column: str, value: object, rows: int = 1) -> dict:
    """`document` with `column` of the first `rows` rows of `table` set to `value`."""
    spoiled = json.loads(json.dumps(document))
    for row in spoiled["tables"][table][:rows]:
        row[column] = value
    return spoiled


@pytest.mark.parametrize(
    "table, column, value, rows, problem",
    [
        ("games", "played_at", "last Tuesday", 1, "games row 1: played_at"),
        ("games", "deleted_at", "soon", 1, "games row 1: deleted_at"),
        ("results", "played_at", "1st Feb", 1, "results row 1: played_at"),
        ("results", "total", "many", 1, "results row 1: total"),
        ("results", "place", 1.5, 1, "results row 1: place"),
        ("results", "winner", 0, 3, "game 1 has no winner"),
        ("working", "updated_at", "yesterday", 1, "working row 1: updated_at"),
        ("shared_games", "updated_at", "x", 1, "shared_games row 1: updated_at"),
        ("quiz_answers", "answered_at", "now", 1, "quiz_answers row 1: answered_at"),
        ("players", "name", 7, 1, "players row 1: name"),
    ],
)
def test_a_backup_whose_rows_would_crash_a_reader_is_refused_whole(
    tmp_path, table, column, value, rows, problem
):
    """Rows the database takes but the readers cannot (a date that is not one, a total that
    is a word, a game with no winner, a bad `updated_at`, which once crashed the app at its
    start) are refused before anything is replaced: the history is as it was, and reads."""
    with History.open(tmp_path / "a.sqlite3") as source:
        filled(source)
        source.record_quiz_answer("Ben", 1, "coral", True)
        document = source.backup()
    with History.open(tmp_path / "b.sqlite3") as history:
        history.record(example(1))
        before = tables(history)
        with pytest.raises(HistoryError, match=problem):
            history.restore_backup(_spoiled(document, table, column, value, rows), replace=True)
        assert tables(history) == before
        assert len(history.games()) == 1


def test_a_backup_nested_too_deep_is_refused_without_a_traceback(cli, tmp_path):
    backup = tmp_path / "deep.json"
    backup.write_text("[" * 100_000 + "]" * 100_000, encoding="utf-8")
    status, _, err = cli("restore", str(backup))
    assert status == 2 and "not a JSON backup" in err and "Traceback" not in err
