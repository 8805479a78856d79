"""A board far beyond what the box allows makes the exact multicoloured-coral search run for
minutes: every command that scores a game (score, explain, record, export-play, game ID
--replace) says so on standard error after a second, and Ctrl+C ends it cleanly (exit 130, no
traceback, nothing recorded). Ordinary boards say nothing."""

from __future__ import annotations

import os
import select
import signal
import subprocess
import sys
import time

import pytest

from fathom_score.gamefile import dump_game, load_game
from fathom_score.history import History
from kit.games import coral_clump_game

from .conftest import EXAMPLES, ROOT

# benchmarks/coral_curve.py's clump of 27 unpinned multicoloured corals, a crustacean on every
# other: over 20 s there, a minute on a busy machine.
CORALS = 27
GENEROUS = 60  # seconds: what "after a second" may take on a loaded machine, and no more


def first_line(stream, seconds: float) -> str:
    """The first line the child writes to `stream`, waiting at most `seconds`."""
    deadline, seen = time.monotonic() + seconds, b""
    while b"\n" not in seen and time.monotonic() < deadline:
        ready, _, _ = select.select([stream], [], [], deadline - time.monotonic())
        if not ready or not (chunk := os.read(stream.fileno(), 4096)):
            break
        seen += chunk
    return seen.decode("utf-8")


SCORING = [
    ("score", "{clump}", "--json"),
    ("score", "{clump}"),
    ("explain", "{clump}"),
    ("record", "{clump}"),
    ("export-play", "{clump}", "--bgstats"),
    ("game", "1", "--replace", "{clump}"),
]


@pytest.mark.skipif(
    not hasattr(select, "select") or os.name != "posix",
    reason="reads a pipe with select and sends SIGINT",
)
@pytest.mark.parametrize("command", SCORING, ids=lambda command: " ".join(command[:3:2]))
def test_a_long_search_says_what_it_is_doing_and_ctrl_c_ends_it(tmp_path, command):
    path = tmp_path / "clump.toml"
    path.write_text(dump_game(coral_clump_game(CORALS, crustaceans=True)), encoding="utf-8")
    env = {
        "COLUMNS": "100",
        "NO_COLOR": "1",
        "TERM": "dumb",
        "PYTHONIOENCODING": "utf-8",
        "FATHOM_SCORE_HOME": str(tmp_path / "home"),
    }
    with History.open(tmp_path / "home" / "history.sqlite3") as history:
        recorded = history.record(load_game(EXAMPLES / "expedition-2.toml"))  # game 1
    child = subprocess.Popen(
        [sys.executable, "-m", "fathom_score", *(a.format(clump=path) for a in command)],
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        cwd=ROOT,
        env=env,
    )
    try:
        said = first_line(child.stderr, GENEROUS)
        assert child.poll() is None, "the search ended before Ctrl+C: the board is too easy"
        assert f"working out the best colours of {CORALS} multicoloured corals" in said
        assert "Ctrl+C" in said
        child.send_signal(signal.SIGINT)
        out, err = child.communicate(timeout=GENEROUS)
    finally:
        child.kill()
        child.wait()
    assert child.returncode == 130
    assert b"Traceback" not in err and b"KeyboardInterrupt" not in err
    assert out == b""
    with History.open(tmp_path / "home" / "history.sqlite3") as history:
        assert [g.id for g in history.games()] == [recorded]  # nothing recorded or replaced
        assert history.game_text(recorded) == dump_game(load_game(EXAMPLES / "expedition-2.toml"))


def test_an_ordinary_board_with_multicoloured_corals_says_nothing(cli):
    run = cli("score", EXAMPLES / "expedition-2.toml", "--json")
    assert run.status == 0 and run.err == ""
