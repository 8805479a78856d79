"""Nothing entered is lost while the database is busy: a served page's entries typed while
another process held the database's write lock for longer than the busy timeout were never
written (the page said "Not autosaved", and when the lock went nothing tried again: the
entries vanished when that page closed). They are kept and written once it frees."""

from __future__ import annotations

import sqlite3
from collections.abc import Iterator
from contextlib import contextmanager

import pytest

from fathom_score.gamefile import dump_game
from fathom_score.history import database_file
from fathom_score.history import store as store_module
from fathom_score.table import storage
from fathom_score.table.shared import SharedSession, SharedTable
from tests.table.shared_writer import four_players

CODE = "BusyCode123"


@pytest.fixture(autouse=True)
def home(tmp_path, monkeypatch):
    monkeypatch.setenv("FATHOM_SCORE_HOME", str(tmp_path / "home"))
    # A busy timeout of a tenth of a second: the lock below outlasts it as 5 s outlast 5 s.
    monkeypatch.setattr(store_module, "BUSY_SECONDS", 0.1)


@contextmanager
def locked() -> Iterator[None]:
    """Another process's write transaction on the database, held until the block ends."""
    other = sqlite3.connect(database_file(), isolation_level=None)
    other.execute("BEGIN IMMEDIATE")
    try:
        yield
    finally:
        other.rollback()
        other.close()


def stored_board(player: int):
    table, _, game = SharedTable.open(CODE, four_players())
    table.close()
    return game.players[player]


def test_a_served_entry_made_while_the_database_is_busy_is_written_when_it_frees():
    ana = SharedSession.join(CODE, four_players(), None, 0)
    try:
        with locked():
            ana.session.enter(0, "A1", "rc")
            ana.share_or_say()  # after the change, from the screen's worker
            assert ana.session.autosave_problem  # said: the table is not shared
        ana.poll()  # the next poll, 0.3 s later
        assert stored_board(0) == ana.session.game.players[0]
        assert stored_board(0).board["A1"] is not None
    finally:
        ana.leave()


def test_an_autosave_made_while_the_database_is_busy_is_written_when_it_frees():
    ana = SharedSession.join(CODE, four_players(), None, 0)
    session = ana.session
    session.share = None  # the autosave alone
    try:
        with locked():
            session.enter(0, "A1", "rc")
            session.write_change()
            assert session.autosave_problem
        session.write_change()  # the next change, or the next poll
        assert session.autosave_problem is None
        assert storage.autosaved_text(session.slot) == dump_game(session.game)
    finally:
        ana.leave()
