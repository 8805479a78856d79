"""Where the table keeps its things, the autosave newer than a game file, and file modes."""

from __future__ import annotations

import os
import stat
import time

import platformdirs
import pytest

from fathom_score.config.keymap import keymap_file
from fathom_score.gamefile import dump_game, load_game, parse_game, save_game, write_atomic
from fathom_score.table import storage
from fathom_score.table.session import Session

GAME = 'version = 1\nexpedition = 1\n[[players]]\nname = "Ana"\n[[players]]\nname = "Ben"\n'


def test_home_overrides_both_folders_and_the_platform_folders_are_the_default(
    tmp_path, monkeypatch
):
    monkeypatch.setenv("FATHOM_SCORE_HOME", str(tmp_path))
    assert storage.database_file() == tmp_path / "history.sqlite3"
    assert storage.autosave_folder() == tmp_path / "autosave"
    assert keymap_file() == tmp_path / "keymap.toml"
    monkeypatch.delenv("FATHOM_SCORE_HOME")
    assert (
        storage.database_file()
        == platformdirs.user_data_path("fathom-score", appauthor=False) / "history.sqlite3"
    )
    assert (
        storage.autosave_folder()
        == platformdirs.user_data_path("fathom-score", appauthor=False) / "autosave"
    )
    assert (
        keymap_file()
        == platformdirs.user_config_path("fathom-score", appauthor=False) / "keymap.toml"
    )


def test_an_autosave_newer_than_its_game_file_is_found_to_offer_a_restore(tmp_path, monkeypatch):
    monkeypatch.setenv("FATHOM_SCORE_HOME", str(tmp_path / "home"))
    path = tmp_path / "tonight.toml"
    path.write_text(GAME)
    saved = load_game(path)
    assert storage.newer_autosave(path, saved) is None
    table = Session(saved, path)
    table.enter(0, "A1", "rc")  # autosaved; then the window is killed, not saved
    os.utime(path, (time.time() - 60, time.time() - 60))
    newer = storage.newer_autosave(path, load_game(path))
    assert newer is not None and newer.slot == table.slot
    assert newer.game == table.game and newer.origin == path.resolve()
    # A file written after the autosave's last change holds what the table wanted kept.
    os.utime(path, (time.time() + 60, time.time() + 60))
    assert storage.newer_autosave(path, load_game(path)) is None
    # Once the file is saved, the autosave is no longer news.
    table.save()
    assert storage.newer_autosave(path, load_game(path)) is None


@pytest.mark.parametrize("umask, mode", [(0o022, 0o644), (0o002, 0o664), (0o077, 0o600)])
def test_saved_and_exported_files_get_the_mode_the_umask_allows(tmp_path, umask, mode):
    old = os.umask(umask)
    try:
        save_game(parse_game(GAME), tmp_path / "game.toml")
        write_atomic(tmp_path / "scores.md", "# scores\n")
    finally:
        os.umask(old)
    for name in ("game.toml", "scores.md"):
        assert stat.S_IMODE((tmp_path / name).stat().st_mode) == mode


def test_saving_over_a_file_keeps_its_mode(tmp_path):
    path = tmp_path / "game.toml"
    path.write_text(GAME)
    path.chmod(0o640)
    save_game(parse_game(GAME), path)
    assert stat.S_IMODE(path.stat().st_mode) == 0o640


def test_a_layout_with_dotted_zone_names_saves_and_reads_back(tmp_path):
    layout = tmp_path / "dotted.toml"
    rows = {
        "A.1": (0, -1),
        "A.2": (1, -1),
        "B.1": (-1, 0),
        "B.2": (0, 0),
        "B.3": (1, 0),
        "C.1": (-1, 1),
        "C.2": (0, 1),
    }
    layout.write_text(
        'name = "dotted"\ncentre = "B.2"\n[zones]\n'
        + "".join(f'"{zone}" = [{q}, {r}]\n' for zone, (q, r) in rows.items())
    )
    path = tmp_path / "game.toml"
    path.write_text(
        f'version = 1\nexpedition = 1\nlayout = "{layout}"\n[[players]]\n'
        f'name = "Ana"\n[players.zones]\n"A.1" = "red coral"\n[[players]]\n'
        f'name = "Ben"\n'
    )
    game = load_game(path)
    assert '"A.1" = "red coral"' in dump_game(game)
    assert parse_game(dump_game(game), "again.toml") == game


def test_a_game_of_short_boards_is_saved_as_player_tables(tmp_path):
    """Whatever the boards' size, every player is a [[players]] table with its
    [players.zones]: a line added there by hand then reads back (an inline table once written
    for short boards takes no such line)."""
    path = tmp_path / "game.toml"
    save_game(
        parse_game(GAME.replace('"Ana"\n', '"Ana"\n[players.zones]\nD4 = "red coral"\n')), path
    )
    text = path.read_text(encoding="utf-8")
    assert text.count("[[players]]") == 2 and text.count("[players.zones]") == 2
    path.write_text(text + 'C2 = "yellow 2 fish"\n', encoding="utf-8")
    assert load_game(path).players[1].board["C2"] is not None
