"""Ask for a file path (open, save as, export)."""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING, cast

from textual.app import ComposeResult
from textual.containers import Vertical
from textual.screen import ModalScreen
from textual.widgets import Input

from ...words import _, message, say
from ..actions import PATH_DIALOG
from ..widgets.in_turn import FieldInTurn
from ..widgets.prose import Label

if TYPE_CHECKING:
    from ..app import FathomApp


class PathDialog(ModalScreen[Path | None]):
    ACTIONS = PATH_DIALOG
    BINDINGS = PATH_DIALOG.bindings()
    CSS_PATH = "dialogs.tcss"

    def __init__(self, title: str, initial: str, verb: str) -> None:
        """`title` and `verb` are msgids, said as the dialog is composed."""
        super().__init__()
        self.title_text = title
        self.initial = initial
        self.verb = verb

    @property
    def fathom(self) -> FathomApp:
        return cast("FathomApp", self.app)

    def compose(self) -> ComposeResult:
        with Vertical(classes="dialog"):
            yield Label(_(self.title_text), classes="dialog-title")
            # Its keys in turn: a ctrl+u typed just before a path cleared the path's start.
            field = FieldInTurn(self.initial, placeholder=_("path/to/file"), id="path")
            field.cursor_blink = self.fathom.cursor_blink
            yield field
            hint = message("Enter: {verb} · Esc: cancel", verb=_(self.verb))
            yield Label(say(hint), classes="dialog-hint")

    def on_input_submitted(self, event: Input.Submitted) -> None:
        text = event.value.strip()
        if text:
            self.dismiss(Path(text).expanduser())

    def action_cancel(self) -> None:
        self.dismiss(None)
