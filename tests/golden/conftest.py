"""The command line run in this process, in a plain 100-column terminal (as tests/cli runs it)."""

from __future__ import annotations

from types import SimpleNamespace

import pytest

from fathom_score.cli.commands import main


@pytest.fixture
def cli(capsys, monkeypatch):
    """cli("score", "game.toml", "--json") -> its status, out and err."""
    for name, value in {"COLUMNS": "100", "NO_COLOR": "1", "TERM": "dumb"}.items():
        monkeypatch.setenv(name, value)

    def run(*args):
        try:
            status = main([str(a) for a in args])
        except SystemExit as stop:
            status = stop.code
        captured = capsys.readouterr()
        return SimpleNamespace(status=status, out=captured.out, err=captured.err)

    return run
