"""Where fathom-score keeps its own files, for every layer that keeps one.

Data (the database of finished and in-progress games) goes in the platform's user data folder,
configuration (keymap.toml) in its config folder; platformdirs knows both for Linux, macOS and
Windows. $FATHOM_SCORE_HOME, when set, holds both instead. This module sits below every other,
so the history and the table find the same folders without one importing the other.
"""

from __future__ import annotations

import os
from pathlib import Path

import platformdirs

APP_NAME = "fathom-score"
HOME_VARIABLE = "FATHOM_SCORE_HOME"


def _home() -> Path | None:
    home = os.environ.get(HOME_VARIABLE)
    return Path(home) if home else None


def data_folder() -> Path:
    """The database lives here: $FATHOM_SCORE_HOME, else the platform's user data folder."""
    return _home() or platformdirs.user_data_path(APP_NAME, appauthor=False)


def config_folder() -> Path:
    """keymap.toml lives here: $FATHOM_SCORE_HOME, else the platform's user config folder."""
    return _home() or platformdirs.user_config_path(APP_NAME, appauthor=False)
