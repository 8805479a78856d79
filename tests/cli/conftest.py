"""Running the real command line, in this process or in a fresh one."""

from __future__ import annotations

import subprocess
import sys
from dataclasses import dataclass
from pathlib import Path

import pytest

from fathom_score.cli.commands import main

ROOT = Path(__file__).resolve().parents[2]
EXAMPLES = ROOT / "examples"


@dataclass
class Run:
    status: int
    out: str
    err: str


@pytest.fixture
def plain_terminal(monkeypatch):
    """A 100-column terminal without colour, so Rich output is the same on every machine."""
    monkeypatch.setenv("COLUMNS", "100")
    monkeypatch.setenv("LINES", "50")
    monkeypatch.setenv("NO_COLOR", "1")
    monkeypatch.setenv("TERM", "dumb")
    for name in ("FORCE_COLOR", "TTY_COMPATIBLE", "TTY_INTERACTIVE"):
        monkeypatch.delenv(name, raising=False)


@pytest.fixture
def cli(capsys, plain_terminal):
    """fathom-score run in this process: cli("score", "game.toml") -> Run."""

    def run(*args: str | Path) -> Run:
        try:
            status = main([str(a) for a in args])
        except SystemExit as stop:  # argparse stops this way on bad options
            status = stop.code
        captured = capsys.readouterr()
        return Run(status, captured.out, captured.err)

    return run


def run_process(
    *args: str | Path, python_options: tuple[str, ...] = (), timeout: float = 60
) -> Run:
    """fathom-score run as its own process, as a player would run it."""
    env = {"COLUMNS": "100", "NO_COLOR": "1", "TERM": "dumb", "PYTHONIOENCODING": "utf-8"}
    done = subprocess.run(
        [sys.executable, *python_options, "-m", "fathom_score", *map(str, args)],
        capture_output=True,
        text=True,
        encoding="utf-8",
        cwd=ROOT,
        env=env,
        timeout=timeout,
    )
    return Run(done.returncode, done.stdout, done.stderr)
