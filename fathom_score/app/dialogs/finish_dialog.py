"""Finish the game: record it in the history, or replace the record it was opened from."""

from __future__ import annotations

from textual.app import ComposeResult
from textual.containers import Vertical
from textual.screen import ModalScreen

from ...scoring import Scorepad
from ...words import _, message, say
from ..actions import FINISH_DIALOG
from ..widgets.prose import Label, Static


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
                yield Label(_("This game is already in the history"), classes="dialog-title")
                yield Static(
                    say(
                        message(
                            "The same boards were recorded as game {number}. Record "
                            "them again, as a second game played the same way?",
                            number=self.again,
                        )
                    )
                )
            elif self.replaces is not None:
                yield Label(
                    say(
                        message("Save the changes to recorded game {number}?", number=self.replaces)
                    ),
                    classes="dialog-title",
                )
                yield Static(
                    say(
                        message(
                            "Final table: {standings}. Game {number} is scored "
                            "again from these boards.",
                            standings=standings,
                            number=self.replaces,
                        )
                    )
                )
            else:
                yield Label(
                    _("Finish the game and record it in the history?"), classes="dialog-title"
                )
                yield Static(
                    say(
                        message(
                            "Final table: {standings}. The history keeps every board, "
                            "category and total; F6 shows it.",
                            standings=standings,
                        )
                    )
                )
            yield Label(_("y or Enter: record · n or Esc: not yet"), classes="dialog-hint")

    def action_answer(self, record: bool) -> None:
        self.dismiss(record)
