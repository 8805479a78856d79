"""The database file: its schema, the migrations, and files it must refuse to touch."""

from __future__ import annotations

import os
import sqlite3
import stat
from datetime import date, datetime
from pathlib import Path

import pytest

from fathom_score.history import CATEGORIES, History, HistoryError
from fathom_score.history.store import MIGRATIONS, SCHEMA_VERSION, connect, database_file
from fathom_score.model import CATEGORY_LABELS

from .conftest import example


def test_the_results_have_a_column_for_every_row_of_every_scorepad_in_its_order():
    assert tuple(CATEGORY_LABELS) == CATEGORIES


def test_the_history_lives_in_the_data_folder(home, history):
    assert database_file() == home / "history.sqlite3" == history.path
    assert history.path.exists()


def test_it_is_opened_in_wal_mode_with_foreign_keys_at_the_latest_version(history):
    pragma = lambda name: history.connection.execute(f"PRAGMA {name}").fetchone()[0]  # noqa: E731
    assert pragma("journal_mode") == "wal"
    assert pragma("foreign_keys") == 1
    assert pragma("user_version") == SCHEMA_VERSION == len(MIGRATIONS)
    assert pragma("busy_timeout") == 5000


def test_a_database_of_the_first_schema_is_migrated_and_keeps_its_games(tmp_path):
    path = tmp_path / "old.sqlite3"
    first = History(connect(path, version=1), path)
    game_id = first.record(example(2), datetime(2025, 5, 1, 20, 0))
    with pytest.raises(sqlite3.OperationalError):  # version 1 has no in-progress games
        first.connection.execute("SELECT * FROM working")
    first.close()

    with History.open(path) as history:
        assert history.connection.execute("PRAGMA user_version").fetchone()[0] == SCHEMA_VERSION
        [game] = history.games()
        assert (game.id, game.played_at, game.winners) == (
            game_id,
            datetime(2025, 5, 1, 20, 0),
            ("Noor",),
        )
        history.save_working("slot", "text")
        assert history.load_working("slot").toml == "text"
        assert history.integrity() == "ok"


def test_games_in_progress_of_the_second_schema_keep_their_text_and_get_no_origin(tmp_path):
    path = tmp_path / "old.sqlite3"
    second = connect(path, version=2)
    second.execute(
        "INSERT INTO working (slot, toml, updated_at) "
        "VALUES ('game-1', 'version = 1\n', '2025-05-01 20:00:00')"
    )
    second.close()
    with History.open(path) as history:
        [kept] = history.list_working()
        assert (kept.slot, kept.toml, kept.origin) == ("game-1", "version = 1\n", None)


def test_games_in_progress_of_the_fifth_schema_stop_on_the_first_board_at_its_first_zone(tmp_path):
    path = tmp_path / "old.sqlite3"
    fifth = connect(path, version=5)
    fifth.execute(
        "INSERT INTO working (slot, toml, updated_at, origin) "
        "VALUES ('game-1', 'version = 1\n', '2025-05-01 20:00:00', '/games/a.toml')"
    )
    fifth.close()
    with History.open(path) as history:
        [kept] = history.list_working()
        assert kept == (
            "game-1",
            "version = 1\n",
            datetime(2025, 5, 1, 20, 0),
            "/games/a.toml",
            0,
            None,
            None,
            None,  # no undo kept, as none was before the eighth schema
        )
        history.note_working_place("game-1", 1, "D4", expected="version = 1\n")
        assert history.load_working("game-1")[4:] == (1, "D4", None, None)


def test_a_database_from_a_newer_fathom_score_is_refused_and_left_alone(tmp_path):
    path = tmp_path / "history.sqlite3"
    History.open(path).close()
    with sqlite3.connect(path) as newer:
        newer.execute(f"PRAGMA user_version = {SCHEMA_VERSION + 1}")
    newer.close()
    before = path.read_bytes()
    with pytest.raises(HistoryError, match=rf"{path}: written by a newer fathom-score"):
        History.open(path)
    assert path.read_bytes() == before


@pytest.mark.parametrize(
    "content",
    [b"not a database at all, just some words\n" * 40, b"SQLite format 3\x00" + b"\xff" * 200],
)
def test_a_file_that_is_not_a_database_is_refused_and_left_alone(tmp_path, content):
    path = tmp_path / "history.sqlite3"
    path.write_bytes(content)
    with pytest.raises(HistoryError, match=rf"{path}: .*damaged|{path}: "):
        History.open(path)
    assert path.read_bytes() == content


def test_a_truncated_database_is_reported_not_a_traceback(tmp_path):
    path = tmp_path / "history.sqlite3"
    with History.open(path) as history:
        for number in (1, 2, 3, 4):
            history.record(example(number))
        history.connection.execute("PRAGMA wal_checkpoint(TRUNCATE)")
    data = path.read_bytes()
    path.write_bytes(data[: len(data) // 2])
    with pytest.raises(HistoryError, match="damaged"), History.open(path) as history:
        history.player_stats()
        history.games()
        assert history.integrity() == "ok"


def test_another_programs_database_is_refused(tmp_path):
    path = tmp_path / "other.sqlite3"
    with sqlite3.connect(path) as other:
        other.execute("CREATE TABLE notes (text)")
    other.close()
    with pytest.raises(HistoryError, match="not a fathom-score history"):
        History.open(path)


def test_a_folder_that_cannot_be_written_is_reported(tmp_path):
    folder = tmp_path / "locked"
    folder.mkdir()
    folder.chmod(0o500)
    try:
        if _can_write(folder):
            pytest.skip("running as a user who may write anywhere (root)")
        with pytest.raises(HistoryError, match=rf"{folder}/history.sqlite3: cannot write"):
            History.open(folder / "history.sqlite3")
    finally:
        folder.chmod(0o700)


def _can_write(folder):
    try:
        (folder / "probe").write_text("x")
    except OSError:
        return False
    (folder / "probe").unlink()
    return True


def test_a_folder_that_cannot_be_made_is_reported(tmp_path):
    (tmp_path / "a file").write_text("not a folder")
    path = tmp_path / "a file" / "history.sqlite3"
    with pytest.raises(HistoryError, match=rf"{path}: cannot create its folder"):
        History.open(path)


def test_no_statistic_reads_the_table_through_an_index_row_by_row(history):
    """A whole-table figure read through an index that does not hold its columns looks every
    row up again: several times slower than reading the table. Every query the figures make
    is planned, and no plan may scan that way."""
    from fathom_score.history import Filters

    history.record_many([(example(n), None) for n in (1, 2, 3, 4)])
    statements: list[str] = []
    history.connection.set_trace_callback(statements.append)
    since = date(2000, 1, 1)
    for filters in (
        Filters(),
        Filters(player="Noor"),
        Filters(expedition=2),
        Filters(since=since),
        Filters(player="Noor", since=since),
        Filters(expedition=2, until=date(2100, 1, 1)),
    ):
        history.games(filters, 20)
        history.player_stats(filters)
        history.player_stats(filters, categories=False)
        history.everyone(filters)
        history.expedition_stats(filters)
        history.totals_over_time("Noor", filters)
        history.head_to_head("Noor", "Otto", filters)
    history.connection.set_trace_callback(None)
    # The figures, that is (from the tallies, or aggregated when filtered by date); a listing
    # scans games in date order and stops at its limit.
    selects = {
        s for s in statements if s.lstrip().startswith("SELECT") and ("avg(" in s or "tallies" in s)
    }
    assert len(selects) >= 10
    for statement in selects:
        plan = [row[3] for row in history.connection.execute(f"EXPLAIN QUERY PLAN {statement}")]
        assert not [step for step in plan if "SCAN" in step and "USING INDEX" in step], (
            statement,
            plan,
        )


def test_a_history_opened_for_any_thread_is_used_from_another(tmp_path):
    from concurrent.futures import ThreadPoolExecutor

    with (
        History.open(tmp_path / "history.sqlite3", any_thread=True) as history,
        ThreadPoolExecutor(1) as other,
    ):
        other.submit(history.save_working, "a", "text").result()  # raises if refused
        assert history.load_working("a").toml == "text"


def test_the_history_which_holds_the_join_codes_is_readable_by_its_owner_alone(home):
    old = os.umask(0o022)  # the usual umask, which leaves new files world-readable
    try:
        with History.open() as opened:
            opened.connection.execute("PRAGMA user_version").fetchone()
            made = [opened.path, *opened.path.parent.glob("history.sqlite3-*")]
            assert len(made) == 3  # the database, its -wal and -shm
            assert all(stat.S_IMODE(p.stat().st_mode) == 0o600 for p in made)
        opened.path.chmod(0o644)  # as an older version left it
        with History.open():
            pass
        assert stat.S_IMODE(opened.path.stat().st_mode) == 0o600
    finally:
        os.umask(old)


def test_opening_the_history_again_leaves_the_locks_of_a_connection_already_open(tmp_path):
    """Closing any descriptor of a file drops every POSIX lock the process holds on it: the
    0600 check must not open the database beside a connection that is reading it (a served
    page's autosave beside its table link), or another process could change the file under
    it: here, take it out of WAL mode (a served page lost its last entries so)."""
    import subprocess
    import sys

    path = tmp_path / "history.sqlite3"
    with History.open(path) as first:
        first.connection.execute("BEGIN")
        first.connection.execute("SELECT count(*) FROM sqlite_master").fetchone()  # reading
        with History.open(path):
            pass
        other = subprocess.run(
            [sys.executable, "-c", WRITE_NOW, str(path)], capture_output=True, text=True
        )
        first.connection.execute("ROLLBACK")
    assert other.stdout.strip() == "locked", other.stdout + other.stderr


# Another process asks at once, without waiting, for the lock a change of journal needs.
WRITE_NOW = """
import sqlite3, sys
connection = sqlite3.connect(sys.argv[1], timeout=0, isolation_level=None)
try:
    mode = connection.execute("PRAGMA journal_mode=DELETE").fetchone()[0]
except sqlite3.OperationalError as error:
    print("locked" if "locked" in str(error) else error)
else:
    print(mode)
"""


def test_a_served_games_host_key_is_kept_from_the_eighth_schema_on(tmp_path):
    """Version 9 keeps the host's key with a served game's join code: a database of version
    8 with a served game in it gets the table, and the key first made is the one kept."""
    path = tmp_path / "old.sqlite3"
    eighth = connect(path, version=8)
    eighth.execute(
        "INSERT INTO shared_games (code, toml, version, origin, updated_at) "
        "VALUES ('CODE', 'text', 3, NULL, '2026-12-01 20:00:00')"
    )
    eighth.close()
    with History.open(path) as history:
        assert history.connection.execute("PRAGMA user_version").fetchone()[0] == SCHEMA_VERSION
        assert history.served_host_key("CODE", "FIRST") == "FIRST"
        assert history.served_host_key("CODE", "SECOND") == "FIRST"
        assert history.served_host_key("OTHER", "THIRD") == "THIRD"
        assert history.served("CODE").version == 3
        assert history.integrity() == "ok"


def test_the_releases_history_opens_and_serves_a_game_with_its_host_key(tmp_path):
    """The history the last release wrote (tests/golden, schema 7), a copy of it: migrated
    through to the host keys, its games kept."""
    release = Path(__file__).parents[1] / "golden" / "release" / "history.sqlite3"
    path = tmp_path / "history.sqlite3"
    path.write_bytes(release.read_bytes())
    with History.open(path) as before:
        games = len(before.games())
        assert before.served_host_key("CODE", "KEY") == "KEY"
    with History.open(path) as after:
        assert len(after.games()) == games > 0
        assert after.served_host_key("CODE", "OTHER") == "KEY"
