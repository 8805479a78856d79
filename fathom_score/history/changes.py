"""Changes to recorded games, as the History screen makes them: each one names the game it
changed, says what it did, and carries what takes it back.

    with History.open() as history:
        change = delete(history, 3)
        change.done        # 'Game #3 (2026-10-03: Ana, Ben): deleted'
        change.undo(history)   # 'Game #3 (2026-10-03: Ana, Ben): back in the history'
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from ..model import Game
    from .logbook import History
    from .stats import RecordedGame


@dataclass(frozen=True)
class Change:
    """A change made to game `game_id`: what it did, in words naming the game, and what takes
    it back."""

    game_id: int
    done: str
    _undo: Callable[[History], object]
    undone: str  # what taking it back does, said after the game's name

    def undo(self, history: History) -> str:
        """Take the change back; what that did, in words naming the game."""
        self._undo(history)
        return f"{named(history.game(self.game_id))}: {self.undone}"


def named(game: RecordedGame) -> str:
    """'Game #3 (2026-10-03: Ana, Ben)': its number, the day it was played and its players."""
    players = ", ".join(seat.name for seat in game.seats)
    return f"Game #{game.id} ({game.played_at:%Y-%m-%d}: {players})"


def _change(
    history: History, game_id: int, done: str, undo: Callable[[History], object], undone: str
) -> Change:
    return Change(game_id, f"{named(history.game(game_id))}: {done}", undo, undone)


MARKED = "marked played wrong, left out of the figures"
COUNTED = "counted in the figures again"
# Said after "Undone:": "marked played wrong" alone read as the marking undone.
MARKED_AGAIN = "marked played wrong again, left out of the figures"


def toggle_played_wrong(history: History, game_id: int) -> Change:
    """Mark the game played wrong (left out of the figures), or count it again if it was."""
    wrong = not history.game(game_id).played_wrong
    history.mark_played_wrong(game_id, wrong)
    return _change(
        history,
        game_id,
        MARKED if wrong else COUNTED,
        lambda h: h.mark_played_wrong(game_id, not wrong),
        COUNTED if wrong else MARKED_AGAIN,
    )


def delete(history: History, game_id: int) -> Change:
    history.delete(game_id)
    return _change(history, game_id, "deleted", lambda h: h.restore(game_id), "back in the history")


def replace(history: History, game_id: int, edited: Game) -> Change:
    """Put the edited game in place of the record, which the change keeps to put back."""
    recorded = history.load_game(game_id)
    history.replace(game_id, edited)
    return _change(
        history,
        game_id,
        "replaced by the edited boards",
        lambda h: h.replace(game_id, recorded),
        "the boards recorded before are back",
    )
