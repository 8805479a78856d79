"""Changes to recorded games, as the History screen makes them: each one names the game it
changed, says what it did, and carries what takes it back.

    with History.open() as history:
        change = delete(history, 3)
        say(change.done)        # 'Game #3 (2026-10-03: Ana, Ben): deleted'
        say(change.undo(history))   # 'Game #3 (2026-10-03: Ana, Ben): back in the history'

The words are Messages, said where they are shown, in the reader's language.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import TYPE_CHECKING

from ..words import Message, message

if TYPE_CHECKING:
    from ..model import Game
    from .logbook import History
    from .stats import RecordedGame


@dataclass(frozen=True)
class Change:
    """A change made to game `game_id`: what it did, in words naming the game, and what takes
    it back."""

    game_id: int
    done: Message
    _undo: Callable[[History], object]
    undone: Message  # what taking it back does, said after the game's name

    def undo(self, history: History) -> Message:
        """Take the change back; what that did, in words naming the game."""
        self._undo(history)
        return _of(history, self.game_id, self.undone)


def named(game: RecordedGame) -> Message:
    """'Game #3 (2026-10-03: Ana, Ben)': its number, the day it was played and its players."""
    return message(
        "Game #{id} ({played}: {players})",
        id=game.id,
        played=f"{game.played_at:%Y-%m-%d}",
        players=tuple(seat.name for seat in game.seats),
    )


def _of(history: History, game_id: int, what: Message) -> Message:
    # Translators: a change to a recorded game, after the game's name.
    return message("{game}: {change}", game=named(history.game(game_id)), change=what)


def _change(
    history: History,
    game_id: int,
    done: Message,
    undo: Callable[[History], object],
    undone: Message,
) -> Change:
    return Change(game_id, _of(history, game_id, done), undo, undone)


MARKED = message("marked played wrong, left out of the figures")
COUNTED = message("counted in the figures again")
# Said after "Undone:": "marked played wrong" alone read as the marking undone.
MARKED_AGAIN = message("marked played wrong again, left out of the figures")


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
    return _change(
        history,
        game_id,
        message("deleted"),
        lambda h: h.restore(game_id),
        message("back in the history"),
    )


def replace(history: History, game_id: int, edited: Game) -> Change:
    """Put the edited game in place of the record, which the change keeps to put back."""
    recorded = history.load_game(game_id)
    history.replace(game_id, edited)
    return _change(
        history,
        game_id,
        message("replaced by the edited boards"),
        lambda h: h.replace(game_id, recorded),
        message("the boards recorded before are back"),
    )
