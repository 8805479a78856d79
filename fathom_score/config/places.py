"""Where fathom-score keeps its own files, for every layer that keeps one.

Data (the database of finished and in-progress games) goes in the platform's user data folder,
configuration (keymap.toml) in its config folder; platformdirs knows both for Linux, macOS and
Windows. $FATHOM_SCORE_HOME, when set, holds both instead. This module sits below every other,
so the history and the table find the same folders without one importing the other.
"""

from __future__ import annotations

import os
from pathlib import Path

APP_NAME = "fathom-score"
HOME_VARIABLE = "FATHOM_SCORE_HOME"
# The join code of a served game, in a browser session's environment (`fathom-score serve`
# starts one app process per browser with it); here so that the app can tell whether it is
# one without loading the shared table.
CODE_VARIABLE = "FATHOM_SCORE_JOIN_CODE"
# The option that `fathom-score serve` starts its spare app processes with: such a process
# waits for a browser's session on its standard input (cli.commands._spare_session). Not for people.
SPARE_SESSION = "--spare-session"
# The served page opened with the host's link (its key checked by the server): it moves the
# table's reveal on. Only ever given by `fathom-score serve`, before any page's own words.
HOST_PAGE = "--host-page"
# The served page's terminal cell in CSS px (`--page-cell=10.2x21.0`, measured by the page at
# its font): the tap pad sizes its items to a fingertip in it. Only ever given by
# `fathom-score serve`, which writes it from two numbers it has checked.
PAGE_CELL = "--page-cell"
# The message that tells a running app process the page's new cell (its font chosen again, as
# a phone turns): a Textual driver meta packet of this type, its "cell" the same "WxH".
PAGE_CELL_META = "page-cell"


def cell_text(cell: tuple[float, float]) -> str:
    """A page's cell as `--page-cell` and PAGE_CELL_META write it: "10.2x21.0"."""
    return "{:.1f}x{:.1f}".format(*cell)


def read_cell(text: str) -> tuple[float, float] | None:
    """The cell that `cell_text` wrote (only `fathom-score serve` writes one), or None."""
    width, _x, height = text.partition("x")
    try:
        return float(width), float(height)
    except ValueError:
        return None


# The Textual driver of a browser session's app process (fathom_score/app/served.py), named
# for `fathom-score serve`, which never imports the app: the app ends when its input does.
SERVED_DRIVER = "fathom_score.app.served:ServedDriver"


def _home() -> Path | None:
    home = os.environ.get(HOME_VARIABLE)
    return Path(home) if home else None


def data_folder() -> Path:
    """The database lives here: $FATHOM_SCORE_HOME, else the platform's user data folder."""
    return _home() or _platform("user_data_path")


def config_folder() -> Path:
    """keymap.toml lives here: $FATHOM_SCORE_HOME, else the platform's user config folder."""
    return _home() or _platform("user_config_path")


def _platform(folder: str) -> Path:
    # Imported only when $FATHOM_SCORE_HOME is not set: it costs 3 ms of start-up.
    import platformdirs

    path: Path = getattr(platformdirs, folder)(APP_NAME, appauthor=False)
    return path
