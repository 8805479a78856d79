"""The Textual app: enter every board at the table and watch the score explain itself.

Only this package imports Textual; the scoring core and the command line never do.
"""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING

from .app import FathomApp

if TYPE_CHECKING:
    from ..model import Game


def run_app(path: Path | None = None, game: Game | None = None) -> int:
    """Open a game (or the new-game screen) and run until the player quits."""
    app = FathomApp(path, game)
    app.run()
    return app.return_code or 0


__all__ = ["FathomApp", "run_app"]
