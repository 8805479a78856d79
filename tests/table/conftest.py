"""Every table test gets its own FATHOM_SCORE_HOME: sessions autosave into the database there,
never into the user's own."""

from __future__ import annotations

from pathlib import Path

import pytest


@pytest.fixture(autouse=True)
def home(tmp_path, monkeypatch) -> Path:
    folder = tmp_path / "home"
    monkeypatch.setenv("FATHOM_SCORE_HOME", str(folder))
    return folder
