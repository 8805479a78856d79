"""Ask before saving over a file this window did not open (Save as onto an existing file)."""

from __future__ import annotations

from pathlib import Path

from textual.app import ComposeResult
from textual.containers import Vertical
from textual.screen import ModalScreen

from ...words import _, message, say
from ..actions import OVERWRITE_DIALOG
from ..widgets.prose import Label, Static


class OverwriteDialog(ModalScreen[bool]):
    """Answers True to overwrite the file."""

    ACTIONS = OVERWRITE_DIALOG
    BINDINGS = OVERWRITE_DIALOG.bindings()
    CSS_PATH = "dialogs.tcss"

    def __init__(self, path: Path) -> None:
        super().__init__()
        self.path = path

    def compose(self) -> ComposeResult:
        with Vertical(classes="dialog"):
            exists = message("{file} exists — overwrite?", file=self.path.name)
            yield Label(say(exists), classes="dialog-title")
            yield Static(
                say(
                    message(
                        "{path} was not opened here: overwriting replaces what it holds "
                        "with this game.",
                        path=str(self.path),
                    )
                )
            )
            yield Label(_("y or Enter: overwrite · n or Esc: keep the file"), classes="dialog-hint")

    def action_answer(self, overwrite: bool) -> None:
        self.dismiss(overwrite)
