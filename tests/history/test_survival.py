"""What the history must survive: a process killed while it records, edits or migrates, and
two processes recording at the same moment. Afterwards the file checks out and everything
committed before the kill is there."""

from __future__ import annotations

import os
import random
import shutil
import signal
import time
from pathlib import Path

import pytest

from fathom_score.gamefile import dump_game, parse_game
from fathom_score.history import AlreadyRecorded, History
from fathom_score.history.store import connect
from fathom_score.scoring import score_game

from .conftest import example, games

KILLS = 20

pytestmark = pytest.mark.skipif(not hasattr(os, "fork"), reason="kills forked children")


def forked(work, *args) -> tuple[int, int]:
    """Run work(*args, report) in a child process; returns its pid and the read end of the
    pipe it reports on. The parent holds no database connection across the fork."""
    read, write = os.pipe()
    pid = os.fork()
    if pid == 0:
        os.close(read)
        status = 1
        try:
            work(*args, lambda text: os.write(write, f"{text}\n".encode()))
            status = 0
        finally:
            os._exit(status)
    os.close(write)
    return pid, read


def time_to_report(lines: int, work, *args) -> float:
    """How long a child doing work(*args) takes, on this machine and now, to report `lines`
    lines: what the moments of the kills are drawn from. A fixed span (60 ms) ended every
    child before its first commit once the machine was busy (the other tests run beside
    these), and the test then proved nothing."""
    began = time.monotonic()
    pid, read = forked(work, *args)
    data = b""
    while data.count(b"\n") < lines and (chunk := os.read(read, 65536)):
        data += chunk
    seconds = time.monotonic() - began
    kill_after(pid, 0)
    os.close(read)
    return seconds


def kill_after(pid: int, seconds: float) -> None:
    time.sleep(seconds)
    os.kill(pid, signal.SIGKILL)
    os.waitpid(pid, 0)


def reports(read: int) -> list[str]:
    data = b""
    while chunk := os.read(read, 65536):
        data += chunk
    os.close(read)
    return [line for line in data.decode().splitlines() if line]


def keep_recording(path: Path, plays, report) -> None:
    with History.open(path) as history:
        report("open")
        for game in plays:
            report(history.record(game, force=True))  # said only once it is committed


def test_a_recorder_killed_at_any_moment_loses_nothing_it_committed(tmp_path):
    path, rng = tmp_path / "history.sqlite3", random.Random(7)
    plays = games(40, seed=3)
    # Kills from the start to the second commit: opening, and the first two recordings.
    span = time_to_report(3, keep_recording, tmp_path / "timed.sqlite3", plays)
    committed: set[int] = set()
    for _ in range(KILLS):
        pid, read = forked(keep_recording, path, plays)
        kill_after(pid, rng.uniform(0, span))
        committed |= {int(line) for line in reports(read) if line != "open"}
        with History.open(path) as history:
            assert history.integrity() == "ok"
            present = {g.id for g in history.games()}
            assert committed <= present
            assert all(len(g.seats) == 3 for g in history.games())  # never half a game
    assert committed, "no kill came after a commit: the test proved nothing"


def keep_editing(path: Path, game_id: int, versions, report) -> None:
    with History.open(path) as history:
        report("open")
        while True:
            for game in versions:
                history.replace(game_id, game)


def test_an_editor_killed_at_any_moment_leaves_one_version_whole(tmp_path):
    path, rng = tmp_path / "history.sqlite3", random.Random(8)
    versions = games(2, seed=11, players=4)
    with History.open(path) as history:
        game_id = history.record(versions[0])
    texts = {dump_game(g) for g in versions}
    for _ in range(KILLS):
        pid, read = forked(keep_editing, path, game_id, versions)
        kill_after(pid, rng.uniform(0, 0.06))
        reports(read)
        with History.open(path) as history:
            assert history.integrity() == "ok"
            text = history.game_text(game_id)
            assert text in texts
            scorepad = score_game(parse_game(text))
            seats = history.game(game_id).seats
            assert [(s.name, s.total) for s in seats] == [
                (p.name, p.total) for p in scorepad.players
            ]


def migrate(path: Path, report) -> None:
    History.open(path).close()
    report("migrated")


def test_a_migration_killed_at_any_moment_leaves_the_old_or_the_new_schema(tmp_path):
    template, path = tmp_path / "v1.sqlite3", tmp_path / "history.sqlite3"
    first = History(connect(template, version=1), template)
    first.record_many([(g, None) for g in games(200, seed=5)])
    first.connection.execute("PRAGMA wal_checkpoint(TRUNCATE)")
    first.close()
    timed = tmp_path / "timed.sqlite3"
    shutil.copyfile(template, timed)
    # Kills over the whole migration and a half more: a third of them come after its end.
    span = 1.5 * time_to_report(1, migrate, timed)
    rng, finished = random.Random(9), 0
    for _ in range(KILLS):
        for leftover in tmp_path.glob("history.sqlite3*"):
            leftover.unlink()
        shutil.copyfile(template, path)
        pid, read = forked(migrate, path)
        kill_after(pid, rng.uniform(0, span))
        finished += reports(read) == ["migrated"]
        with History.open(path) as history:
            assert history.integrity() == "ok"
            assert history.count_games() == 200
    assert finished, "no migration finished before its kill: the test proved nothing"


def record_when_told(path: Path, plays, go: int, report) -> None:
    os.read(go, 1)
    with History.open(path) as history:
        for game in plays:
            try:
                report(history.record(game))
            except AlreadyRecorded:
                report("refused")


def race(path: Path, plays_each) -> list[list[str]]:
    """Each list of games recorded by its own process, all starting at one signal."""
    go_read, go_write = os.pipe()
    children = [forked(record_when_told, path, plays, go_read) for plays in plays_each]
    os.write(go_write, b"!" * len(children))
    results = []
    for pid, read in children:
        results.append(reports(read))
        _, status = os.waitpid(pid, 0)
        assert os.waitstatus_to_exitcode(status) == 0
    return results


def test_two_processes_recording_at_once_both_record(tmp_path):
    path = tmp_path / "history.sqlite3"
    plays = games(16, seed=21)
    first, second = race(path, [plays[:8], plays[8:]])
    with History.open(path) as history:
        assert history.integrity() == "ok"
        assert {g.id for g in history.games()} == {int(i) for i in first + second}
        assert history.count_games() == 16


def test_two_processes_recording_the_same_game_record_it_once(tmp_path):
    path = tmp_path / "history.sqlite3"
    results = race(path, [[example(2)], [example(2)]])
    assert sorted(r[0] for r in results) == ["1", "refused"]
