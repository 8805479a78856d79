"""The Textual app: enter every board at the table and watch the score explain itself.

Only this package imports Textual; the scoring core and the command line never do.
"""

from __future__ import annotations

import gc
from pathlib import Path
from typing import TYPE_CHECKING

from .app import FathomApp

if TYPE_CHECKING:
    from ..model import Game


def new_app(path: Path | None = None, game: Game | None = None, *,
            player: str | None = None) -> FathomApp:
    """The app as the command line opens it, ready to run.

    Everything imported so far (Textual, Rich, the app) lives as long as the process, so it is
    moved out of the garbage collector's sight (gc.freeze): the collections that run while the
    first screen is built then no longer walk those objects again and again, about a tenth of
    the time to the first screen.
    """
    app = FathomApp(path, game, player=player)
    gc.freeze()
    return app


def run_app(path: Path | None = None, game: Game | None = None, *,
            player: str | None = None) -> int:
    """Open a game (or the new-game screen) and run until the player quits; `player` names
    the board the editor opens on (a browser session's own player, for `fathom-score serve`)."""
    app = new_app(path, game, player=player)
    try:
        app.run()
    finally:
        app.leave_table()
    return app.return_code or 0


__all__ = ["FathomApp", "new_app", "run_app"]
