"""The sea-cucumber ranking or the final standings, told in sentences."""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING, cast

from textual.app import ComposeResult
from textual.containers import Vertical
from textual.screen import ModalScreen
from textual.widgets import Label, Static

from ...words import Message, _, say
from ..actions import STORY_DIALOG

if TYPE_CHECKING:
    from ..app import FathomApp


class StoryDialog(ModalScreen[None]):
    ACTIONS = STORY_DIALOG
    BINDINGS = STORY_DIALOG.bindings()
    CSS_PATH = "dialogs.tcss"

    def __init__(self, title: str, lines: Sequence[Message], rule: str) -> None:
        """`title` a msgid and `lines` the core's story, said when the dialog is composed, in
        the language chosen then."""
        super().__init__()
        self.story_title = title
        self.lines = tuple(lines)
        self.rule = rule

    @property
    def fathom(self) -> FathomApp:
        return cast("FathomApp", self.app)

    def compose(self) -> ComposeResult:
        with Vertical(classes="dialog story"):
            yield Label(_(self.story_title), classes="dialog-title")
            yield Static(
                "\n".join(f"• {say(line)}" for line in self.lines) or _("Nothing to tell."),
                id="story-text",
            )
            yield Label(_("Esc: close · ?: the rule"), classes="dialog-hint")

    def action_close(self) -> None:
        self.dismiss(None)

    def action_why(self) -> None:
        self.dismiss(None)
        self.fathom.action_rules(self.rule)
