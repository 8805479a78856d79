"""The sea-cucumber ranking or the final standings, told in sentences."""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING, cast

from textual.app import ComposeResult
from textual.containers import Vertical
from textual.screen import ModalScreen

from ...words import N_, Message, _, say
from ..actions import STORY_DIALOG
from ..widgets.prose import Label, Static

if TYPE_CHECKING:
    from ..app import FathomApp


# A line's bullet (a msgid): Japanese writes ・ with no space after it, so that it stays with
# the sentence (which has no space to break at: wrapped after "• ", it went to the next line
# whole, leaving the bullet alone).
# Translators: a list item's bullet and the space after it.
BULLET = N_("• ")


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
                "\n".join(f"{_(BULLET)}{say(line)}" for line in self.lines)
                or _("Nothing to tell."),
                id="story-text",
            )
            yield Label(_("Esc: close · ?: the rule"), classes="dialog-hint")

    def action_close(self) -> None:
        self.dismiss(None)

    def action_why(self) -> None:
        self.dismiss(None)
        self.fathom.action_rules(self.rule)
