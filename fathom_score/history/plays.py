"""A recorded game as a BG Stats play, for the app's History screen (the command line's
`export-play` does the same from a game file)."""

from __future__ import annotations

from typing import Any

from . import bgstats
from .logbook import History
from .store import content_hash


def recorded_play(history: History, game_id: int) -> dict[str, Any]:
    """The play's BG Stats JSON: the game scored again from its recorded text, on the date it
    was played, identified by its content as `export-play` identifies it."""
    from ..gamefile import dump_game
    from ..scoring import score_game

    game = history.load_game(game_id)
    played_at = history.game(game_id).played_at
    return bgstats.play(score_game(game), played_at, content_hash(dump_game(game))[:16])
