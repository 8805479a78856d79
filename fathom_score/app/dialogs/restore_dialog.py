"""Ask whether to restore an autosave newer than the game file just opened (after a crash)."""

from __future__ import annotations

from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Vertical
from textual.screen import ModalScreen
from textual.widgets import Label, Static

from ...table.storage import RecentGame


class RestoreDialog(ModalScreen[bool]):
    BINDINGS = [
        Binding("y,enter", "answer(True)", "Restore", id="restore.yes"),
        Binding("n,escape", "answer(False)", "Keep the file", id="restore.no"),
    ]
    CSS_PATH = "dialogs.tcss"

    def __init__(self, file_name: str, autosave: RecentGame) -> None:
        super().__init__()
        self.file_name = file_name
        self.autosave = autosave

    def compose(self) -> ComposeResult:
        with Vertical(classes="dialog"):
            yield Label("A newer autosave of this game exists", classes="dialog-title")
            yield Static(f"{self.file_name} was saved before the last changes made to it: the "
                         f"autosave {self.autosave.slot} has them "
                         f"({self.autosave.summary}). Restore the autosave? The file itself is "
                         f"only changed when you save.", id="restore-text")
            yield Label("y or Enter: restore · n or Esc: keep the file as saved",
                        classes="dialog-hint")

    def action_answer(self, restore: bool) -> None:
        self.dismiss(restore)
