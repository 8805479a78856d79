"""Finish the game: record it in the history, or replace the record it was opened from."""

from __future__ import annotations

from textual.app import ComposeResult
from textual.containers import Vertical
from textual.screen import ModalScreen
from textual.widgets import Label, Static

from ...scoring import Scorepad
from ..actions import FINISH_DIALOG


class FinishDialog(ModalScreen[bool]):
    """Shows the final table and asks before recording it; answers True to record."""

    ACTIONS = FINISH_DIALOG
    BINDINGS = FINISH_DIALOG.bindings()
    CSS_PATH = "dialogs.tcss"

    def __init__(
        self, scorepad: Scorepad, replaces: int | None = None, again: int | None = None
    ) -> None:
        super().__init__()
        self.scorepad = scorepad
        self.replaces = replaces  # the recorded game this one was opened from, to edit
        self.again = again  # the recorded game this one is the same as

    def compose(self) -> ComposeResult:
        standings = " · ".join(
            f"{p.name} {p.total}" + (" ★" if p.name in self.scorepad.winners else "")
            for p in sorted(self.scorepad.players, key=lambda p: p.place)
        )
        with Vertical(classes="dialog"):
            if self.again is not None:
                yield Label("This game is already in the history", classes="dialog-title")
                yield Static(
                    f"The same boards were recorded as game {self.again}. Record "
                    "them again, as a second game played the same way?"
                )
            elif self.replaces is not None:
                yield Label(
                    f"Save the changes to recorded game {self.replaces}?", classes="dialog-title"
                )
                yield Static(
                    f"Final table: {standings}. Game {self.replaces} is scored "
                    "again from these boards."
                )
            else:
                yield Label("Finish the game and record it in the history?", classes="dialog-title")
                yield Static(
                    f"Final table: {standings}. The history keeps every board, "
                    "category and total; F6 shows it."
                )
            yield Label("y or Enter: record · n or Esc: not yet", classes="dialog-hint")

    def action_answer(self, record: bool) -> None:
        self.dismiss(record)
