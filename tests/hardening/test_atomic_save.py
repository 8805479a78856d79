"""Saving is atomic: a process killed at any moment while saving leaves the file on disk as
either the old game or the new one, never a torn mixture, and its leftovers break nothing."""

from __future__ import annotations

import os
import random
import signal
import time

import pytest

from fathom_score.gamefile import dump_game, file_digest, load_game, save_game, write_atomic
from kit.games import random_game

KILLS = 60

pytestmark = pytest.mark.skipif(not hasattr(os, "fork"), reason="kills a forked saver")


def keep_saving(games, path, ready_fd: int) -> None:
    """In the child: save the games in turn until killed, saying when the first is on disk."""
    try:
        save_game(games[1], path)
        os.write(ready_fd, b"!")
        while True:
            for game in games:
                save_game(game, path)
    finally:
        os._exit(1)


def kill_while_saving(games, path, rng: random.Random) -> None:
    ready, signal_ready = os.pipe()
    pid = os.fork()
    if pid == 0:
        os.close(ready)
        keep_saving(games, path, signal_ready)
    os.close(signal_ready)
    try:
        assert os.read(ready, 1) == b"!", "the saver died before its first save"
        time.sleep(rng.uniform(0, 0.02))
    finally:
        os.kill(pid, signal.SIGKILL)
        os.waitpid(pid, 0)
        os.close(ready)


def test_a_saver_killed_mid_save_leaves_the_old_or_the_new_game(tmp_path):
    rng = random.Random(4)
    games = (random_game(random.Random(1), expedition=2), random_game(random.Random(2), 3))
    texts = [dump_game(g) for g in games]
    assert texts[0] != texts[1]
    path = tmp_path / "night.toml"
    save_game(games[0], path)
    seen = []
    for _ in range(KILLS):
        kill_while_saving(games, path, rng)
        on_disk = path.read_text(encoding="utf-8")
        assert on_disk in texts, "a torn game file"
        assert load_game(path) in games
        seen.append(texts.index(on_disk))
    # Kills landed between different saves: the test really saw both games survive.
    assert set(seen) == {0, 1}


def test_leftover_temporary_files_break_nothing(tmp_path):
    games = (random_game(random.Random(5)), random_game(random.Random(6)))
    path = tmp_path / "night.toml"
    save_game(games[0], path)
    for _ in range(10):
        kill_while_saving(games, path, random.Random(7))
    # A half-written temporary file, as a kill during its writing leaves it.
    (tmp_path / ".night.toml.stray.tmp").write_text(dump_game(games[1])[:100], encoding="utf-8")
    digest = file_digest(path)
    assert load_game(path) in games
    save_game(games[1], path, expected_digest=digest)
    assert load_game(path) == games[1]
    assert [p.name for p in tmp_path.iterdir() if not p.name.startswith(".")] == ["night.toml"]


def test_saving_a_linked_game_file_writes_through_the_link(tmp_path):
    """A game file that is a symbolic link (to a synced folder, say) stays a link: the game is
    written to the file it points to, atomically there."""
    games = (random_game(random.Random(5)), random_game(random.Random(6)))
    (tmp_path / "synced").mkdir()
    real, link = tmp_path / "synced" / "night.toml", tmp_path / "night.toml"
    save_game(games[0], real)
    link.symlink_to(real)
    save_game(games[1], link, expected_digest=file_digest(link))
    assert link.is_symlink() and link.resolve() == real
    assert load_game(real) == games[1]
    assert sorted(p.name for p in (tmp_path / "synced").iterdir()) == ["night.toml"]


SLOW_WRITER = """
import os, sys, time
from pathlib import Path
from fathom_score.gamefile import write_atomic
# A disk that takes its time: the writer is killed while its temporary file is being written.
os.fsync = lambda fd: (print("writing", flush=True), time.sleep(60))
write_atomic(Path(sys.argv[1]), "half a backup")
"""


def hidden_leftovers(folder):
    return sorted(p.name for p in folder.iterdir() if p.name.startswith("."))


@pytest.mark.skipif(os.name != "posix", reason="kills the writer with SIGKILL")
def test_the_temporary_file_of_a_writer_killed_midway_is_cleaned_up_by_the_next_write(tmp_path):
    import subprocess
    import sys

    path = tmp_path / "backup.json"
    writer = subprocess.Popen(
        [sys.executable, "-c", SLOW_WRITER, str(path)], stdout=subprocess.PIPE, text=True
    )
    try:
        assert writer.stdout.readline() == "writing\n"
    finally:
        writer.kill()
        writer.wait()
    assert hidden_leftovers(tmp_path), "the killed writer left its temporary file"
    write_atomic(path, "a whole backup")
    assert path.read_text(encoding="utf-8") == "a whole backup"
    assert hidden_leftovers(tmp_path) == []
