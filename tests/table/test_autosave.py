"""Autosaves in the database: a kill at any moment, the files of earlier versions, and a
database that cannot be used, which must never cost the game."""

from __future__ import annotations

import os
import random
import signal
import sqlite3
import time
from datetime import datetime
from pathlib import Path

import pytest

from fathom_score.gamefile import dump_game, load_game, parse_game
from fathom_score.history import SCHEMA_VERSION, History
from fathom_score.table import storage
from fathom_score.table.session import Session

GAME = 'version = 1\nexpedition = 1\n[[players]]\nname = "Ana"\n[[players]]\nname = "Ben"\n'
# A game with something entered: one with nothing is not listed to resume.
STARTED = GAME + '[players.zones]\nA1 = "red coral"\n'
KILLS = 12


def blank() -> Session:
    return Session(parse_game(GAME))


def filled(text: str) -> int:
    return sum(len(p.board.zones) for p in parse_game(text).players)


# A kill at any moment -------------------------------------------------------------------------


def keep_entering(write: int) -> None:
    """In a forked child: fill every zone with a red coral, one change at a time, saying each
    change once its autosave is committed (enter autosaves before it returns)."""
    table = blank()
    for player in range(2):
        for zone in table.game.layout.zones:
            table.enter(player, zone, "rc")
            os.write(write, f"{table.slot} {filled(dump_game(table.game))}\n".encode())


def entered_until_killed(seconds: float) -> list[str]:
    read, write = os.pipe()
    pid = os.fork()
    if pid == 0:
        os.close(read)
        try:
            keep_entering(write)
        finally:
            os._exit(0)
    os.close(write)
    time.sleep(seconds)
    os.kill(pid, signal.SIGKILL)
    os.waitpid(pid, 0)
    with os.fdopen(read) as said:
        return said.read().splitlines()


@pytest.mark.skipif(not hasattr(os, "fork"), reason="kills forked children")
def test_a_kill_at_any_moment_leaves_the_last_committed_change(home):
    rng, after_a_commit = random.Random(4), 0
    for _ in range(KILLS):
        committed = entered_until_killed(rng.uniform(0, 0.25))
        if not committed:
            continue
        slot, count = committed[-1].split()
        with History.open(storage.database_file()) as history:
            assert history.integrity() == "ok"
            kept = history.load_working(slot)
        # The change said to be committed, or the one after it if the kill came between
        # its commit and saying so; never an older one, never half a game.
        assert filled(kept.toml) in (int(count), int(count) + 1)
        after_a_commit += 1
    assert after_a_commit, "no kill came after a commit: the test proved nothing"


# Autosave files of earlier versions -----------------------------------------------------------


def old_autosave(
    home: Path, name: str, text: str, origin: Path | None = None, age: float = 0
) -> Path:
    folder = home / "autosave"
    folder.mkdir(parents=True, exist_ok=True)
    file = folder / f"{name}.toml"
    file.write_text(text)
    if origin is not None:
        file.with_suffix(".origin").write_text(f"{origin}\n")
    os.utime(file, (time.time() - age, time.time() - age))
    return file


def test_autosave_files_of_earlier_versions_are_imported_once_and_kept(home, tmp_path):
    origin = tmp_path / "tonight.toml"
    older = old_autosave(home, "game-20250501-200000-aaaaaa", STARTED, origin, age=3600)
    changed = datetime.fromtimestamp(older.stat().st_mtime).replace(microsecond=0)
    newer = old_autosave(home, "game-20250502-200000-bbbbbb", STARTED.replace("Ben", "Bo"))
    broken = old_autosave(home, "game-20250503-200000-cccccc", "not a game")
    recent = storage.recent_games()
    assert [r.slot for r in recent] == [newer.stem, older.stem]  # newest first; broken unlisted
    assert recent[1].origin == origin and recent[1].updated_at == changed
    # Moved aside, never deleted: every file (the note too) is in imported/, as it was.
    imported = home / "autosave" / "imported"
    assert sorted(p.name for p in imported.iterdir()) == sorted(
        [older.name, older.with_suffix(".origin").name, newer.name, broken.name]
    )
    assert (imported / broken.name).read_text() == "not a game"
    assert list((home / "autosave").glob("*.toml")) == []
    # The unreadable game is kept in the database too, as it was.
    with History.open(storage.database_file()) as history:
        assert history.load_working(broken.stem).toml == "not a game"
        assert len(history.list_working()) == 3
    # Imported once: the files are gone from where they were looked for.
    assert len(storage.recent_games()) == 2


def test_an_imported_autosave_keeps_its_time_and_a_slot_already_in_the_database_wins(home):
    table = blank()
    table.enter(0, "A1", "rc")
    # The same slot as a file too (a copy made before it was imported): the database wins.
    old_autosave(home, table.slot, GAME, age=7200)
    file = old_autosave(home, "game-20250501-200000-dddddd", STARTED, age=7200)
    [latest, older] = storage.recent_games()
    assert latest.slot == table.slot and latest.game == table.game
    assert older.slot == file.stem
    # The file is kept all the same, moved aside with the others.
    assert (home / "autosave" / "imported" / f"{table.slot}.toml").read_text() == GAME


# A database that cannot be used ----------------------------------------------------------------


def damaged(path: Path) -> None:
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_bytes(b"this is not a database, whatever its name says" * 100)


def newer(path: Path) -> None:
    History.open(path).close()
    with sqlite3.connect(path) as connection:
        connection.execute(f"PRAGMA user_version = {SCHEMA_VERSION + 1}")
    connection.close()


def unwritable(path: Path) -> None:
    path.mkdir(parents=True)  # a folder where the file should be: nothing can open it


@pytest.mark.parametrize(
    "spoil, says",
    [(damaged, "damaged"), (newer, "newer fathom-score"), (unwritable, "cannot write")],
)
def test_a_database_that_cannot_be_used_never_costs_the_game(home, tmp_path, spoil, says):
    path = storage.database_file()
    spoil(path)
    before = path.read_bytes() if path.is_file() else None
    table = blank()
    table.enter(0, "A1", "rc")  # no exception: the change is made
    table.enter(0, "A2", "y2f")
    assert str(path) in table.autosave_problem and says in table.autosave_problem
    assert set(table.game.players[0].board.zones) == {"A1", "A2"}  # kept in the session
    saved = table.save(tmp_path / "tonight.toml")  # and a game file still saves
    assert load_game(saved) == table.game
    with pytest.raises(storage.AutosaveError, match=says):
        storage.recent_games()
    if before is not None:
        assert path.read_bytes() == before  # the database itself is left alone
    # Once the database is moved away, the next change is autosaved again.
    path.rename(tmp_path / "spoilt")
    table.enter(0, "A3", "bf")
    assert table.autosave_problem is None
    [recent] = storage.recent_games()
    assert recent.game == table.game and recent.origin == saved.resolve()


def test_a_database_removed_and_made_again_in_the_same_folder_is_read_afresh(home):
    """The process keeps one connection open; once the file under it is gone (a folder emptied
    and used again, as each screenshot scene does), the next autosave must not go on reading
    the removed file's games."""
    import shutil

    table = blank()
    table.enter(0, "A1", "rc")
    assert [r.slot for r in storage.recent_games()] == [table.slot]
    shutil.rmtree(home)
    home.mkdir()
    assert storage.recent_games() == []


def test_reading_before_anything_is_saved_makes_no_database(home, tmp_path):
    """A first run's first screen looks for games in progress: with no database and no old
    autosave files there can be none, and looking must not create the database (its schema
    costs the first screen several fsyncs)."""
    path = tmp_path / "tonight.toml"
    path.write_text(GAME)
    assert storage.recent_games() == []
    assert storage.newer_autosave(path, parse_game(GAME)) is None
    assert not storage.database_file().exists()
    blank().enter(0, "A1", "rc")  # the first change makes it, and is then found
    assert storage.database_file().exists() and len(storage.recent_games()) == 1


# What is listed to carry on ----------------------------------------------------------------------


def test_only_games_with_something_entered_and_not_recorded_as_they_are_are_listed(home):
    empty, recorded, playing = blank(), blank(), blank()
    empty.autosave()
    recorded.enter(0, "A1", "rc")
    playing.enter(1, "G4", "yf")
    with History.open() as history:
        game_id = history.record(recorded.game)
    assert [r.slot for r in storage.recent_games()] == [playing.slot]
    assert storage.listed(empty.slot) is None and storage.listed(recorded.slot) is None
    with History.open() as history:
        history.delete(game_id)  # taken out of the history: to carry on again
    assert storage.listed(recorded.slot) is not None
    with History.open() as history:
        history.restore(game_id)
    recorded.enter(0, "A2", "rc")  # changed since it was recorded
    assert {r.slot for r in storage.recent_games()} == {recorded.slot, playing.slot}


def test_where_a_game_stopped_is_kept_with_it_and_resumed_there(home):
    from fathom_score.table.session import resume

    table = blank()
    table.enter(1, "A1", "rc")
    table.bookmark = storage.Bookmark(1, "D4")  # the cursor moved on, nothing entered
    table.recorded_as = 3
    table.autosave_if_due()
    [recent] = storage.recent_games()
    assert recent.bookmark == storage.Bookmark(1, "D4") and recent.recorded_as is None
    table.enter(1, "D4", "bf")  # a change writes the record it edits too
    resumed = resume(storage.listed(table.slot))
    assert (resumed.bookmark, resumed.recorded_as) == (storage.Bookmark(1, "D4"), 3)


def test_a_bookmark_that_no_longer_fits_the_game_falls_back_to_its_first_zone(home):
    table = blank()
    table.enter(0, "A1", "rc")
    with History.open() as history:
        working = history.load_working(table.slot)
        history.drop_working(table.slot)
        history.import_working([working._replace(player=7, zone="Z9")])
    assert storage.listed(table.slot).bookmark == storage.Bookmark(0, "A1")


def test_a_deleted_autosave_is_brought_back_as_it_was(home):
    table = blank()
    table.enter(0, "A1", "rc")
    [before] = storage.recent_games()
    deleted = storage.delete(table.slot)
    assert storage.recent_games() == [] and storage.delete(table.slot) is None
    storage.bring_back(deleted)
    assert storage.recent_games() == [before]


def test_a_game_resumed_from_its_file_is_unsaved_unless_the_file_holds_it(home, tmp_path):
    from fathom_score.table.session import resume

    path = tmp_path / "tonight.toml"
    path.write_text(GAME)
    table = Session(parse_game(GAME), path)
    table.enter(0, "A1", "rc")
    assert resume(storage.listed(table.slot)).unsaved  # the file has not got A1
    table.save()
    assert not resume(storage.listed(table.slot)).unsaved


def test_undo_and_redo_are_kept_with_the_autosave_and_resumed(home):
    """Quit, then carry on the autosaved game: each board's undo and redo are still there."""
    from fathom_score.table.session import resume

    table = blank()
    table.enter(0, "A1", "rc")
    table.enter(0, "A2", "y2f")
    table.enter(1, "B1", "bk")
    table.undo(0)  # A2 undone: redo has it
    table.autosave_if_due()
    before = table.game
    resumed = resume(storage.listed(table.slot))
    assert resumed.game == before
    assert resumed.redo(0) is not None and resumed.game.players[0].board["A2"] is not None
    assert resumed.undo(0) is not None and resumed.undo(0) is not None
    assert resumed.game.players[0].board.zones == {}  # back to before A1
    assert resumed.undo(0) is None
    assert resumed.undo(1) is not None and resumed.game.players[1].board["B1"] is None


def test_an_autosave_without_undo_history_resumes_with_none(home):
    """A slot written before undo was kept (or with it unreadable) resumes, with no undo."""
    from fathom_score.table.session import resume

    table = blank()
    table.enter(0, "A1", "rc")
    with History.open() as history:
        history.connection.execute("UPDATE working SET undo = 'not json'")
        history.connection.commit()
    resumed = resume(storage.listed(table.slot))
    assert resumed.game == table.game and resumed.undo(0) is None
