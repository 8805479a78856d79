"""The Textual app: enter every board at the table and watch the score explain itself.

Only this package imports Textual; the scoring core and the command line never do.
"""

from __future__ import annotations

import gc
import importlib
from pathlib import Path
from typing import TYPE_CHECKING

from .app import FathomApp

if TYPE_CHECKING:
    from ..model import Game


def new_app(
    path: Path | None = None,
    game: Game | None = None,
    *,
    player: str | None = None,
    host: bool = False,
    cell: tuple[float, float] | None = None,
) -> FathomApp:
    """The app as the command line opens it, ready to run.

    Everything imported so far (Textual, Rich, the app) lives as long as the process, so it is
    moved out of the garbage collector's sight (gc.freeze): the collections that run while the
    first screen is built then no longer walk those objects again and again, about a tenth of
    the time to the first screen.
    """
    app = FathomApp(path, game, player=player, host=host, cell=cell)
    gc.freeze()
    return app


def run_app(
    path: Path | None = None,
    game: Game | None = None,
    *,
    player: str | None = None,
    host: bool = False,
    cell: tuple[float, float] | None = None,
) -> int:
    """Open a game (or the new-game screen) and run until the player quits; `player` names
    the board the editor opens on (a browser session's own player, for `fathom-score serve`)."""
    app = new_app(path, game, player=player, host=host, cell=cell)
    try:
        app.run()
    finally:
        if app.table is not None:
            app.table.leave()
    return app.return_code or 0


# What a browser session's first screen imports (the editor on a served game, or the new-game
# screen), found by listing sys.modules after one: Textual loads its widgets as they are
# first named.
FIRST_SCREEN_MODULES = (
    "textual.drivers.web_driver",
    "fathom_score.app.served",
    "textual.widgets._input",
    "textual.widgets._option_list",
    "textual.widgets._static",
    "textual.widgets._label",
    "textual.widgets._button",
    "textual.widgets._footer",
    "textual.widgets._toast",
    "textual.widgets._tooltip",
    "textual.widgets._select",
    "textual.widgets._loading_indicator",
    "textual.widgets._placeholder",
    "fathom_score.app.screens.editor",
    "fathom_score.app.screens.new_game",
    "fathom_score.gamefile",
    "fathom_score.scoring",
    "fathom_score.render.board_map",
    "fathom_score.render.board_forms",
    "fathom_score.render.scorepad_table",
    "fathom_score.table.session",
    "fathom_score.table.shared",
    "fathom_score.history",
)


def preload() -> None:
    """Import everything a first screen needs, ahead of time: `fathom-score serve` keeps a
    spare app process that has done this before a browser asks for one."""
    for module in FIRST_SCREEN_MODULES:
        importlib.import_module(module)


__all__ = ["FathomApp", "new_app", "preload", "run_app"]
