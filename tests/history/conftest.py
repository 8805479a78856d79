"""A history in a temporary folder, and games to record in it."""

from __future__ import annotations

import random
from pathlib import Path

import pytest

from fathom_score.gamefile import load_game
from fathom_score.history import History
from kit.games import random_game

EXAMPLES = Path(__file__).resolve().parents[2] / "examples"


@pytest.fixture
def home(tmp_path, monkeypatch):
    """FATHOM_SCORE_HOME in a temporary folder, so no test touches the user's history."""
    monkeypatch.setenv("FATHOM_SCORE_HOME", str(tmp_path))
    return tmp_path


@pytest.fixture
def history(home):
    with History.open() as opened:
        yield opened


def example(number: int):
    return load_game(EXAMPLES / f"expedition-{number}.toml")


def games(count: int, seed: int = 1, players: int = 3):
    rng = random.Random(seed)
    return [random_game(rng, players=players) for _ in range(count)]


@pytest.fixture
def cli(home, capsys, monkeypatch):
    """fathom-score run in this process, on the temporary history: cli(...) -> (status, out,
    err)."""
    from fathom_score.cli.commands import main

    monkeypatch.setenv("COLUMNS", "100")
    monkeypatch.setenv("NO_COLOR", "1")

    def run(*args):
        try:
            status = main([str(a) for a in args])
        except SystemExit as stop:
            status = stop.code
        captured = capsys.readouterr()
        return status, captured.out, captured.err

    return run


def run_process(home: Path, *args) -> tuple[int, str, str]:
    """fathom-score as its own process, as a player runs it."""
    import os
    import subprocess
    import sys

    done = subprocess.run(
        [sys.executable, "-m", "fathom_score", *map(str, args)],
        capture_output=True,
        text=True,
        timeout=60,
        env={**os.environ, "FATHOM_SCORE_HOME": str(home), "COLUMNS": "100"},
    )
    return done.returncode, done.stdout, done.stderr
