"""A recorded game as a BG Stats play: the link that imports it into BG Stats, and its JSON."""

from __future__ import annotations

import json
from typing import Any

from rich.text import Text
from textual.app import ComposeResult
from textual.containers import Vertical, VerticalScroll
from textual.screen import ModalScreen

from ...history.bgstats import push_link
from ...words import _, message, say
from ..actions import PLAY_DIALOG
from ..widgets.prose import Label, Static


class PlayDialog(ModalScreen[None]):
    ACTIONS = PLAY_DIALOG
    BINDINGS = PLAY_DIALOG.bindings()
    CSS_PATH = "dialogs.tcss"

    def __init__(self, play: dict[str, Any], expedition: int) -> None:
        super().__init__()
        self.play = play
        self.expedition = expedition  # said in the title; the play's "board" is BG Stats' data
        self.text = json.dumps(play, indent=2, ensure_ascii=False)
        self.link = push_link(play)

    def compose(self) -> ComposeResult:
        with Vertical(classes="dialog"):
            yield Label(
                say(
                    message(
                        "BG Stats: {board}, played {date}",
                        board=message("Expedition {number}", number=self.expedition),
                        date=str(self.play["playDate"]),
                    )
                ),
                classes="dialog-title",
            )
            with VerticalScroll(id="play-body"):
                yield Static(
                    _("The push link, for a device that has BG Stats:"), classes="play-heading"
                )
                # Folded: a link has no spaces to wrap at.
                yield Static(Text(self.link, overflow="fold"), id="play-link")
                yield Static(_("The play as JSON:"), classes="play-heading")
                yield Static(self.text, markup=False, id="play-json")
            # One line at 80 columns; a Static, not a Label, so a narrower screen wraps it.
            yield Static(
                _("o: open in BG Stats · l: copy the link · j: copy the JSON · Esc: close"),
                classes="dialog-hint",
            )

    def action_open_link(self) -> None:
        self.app.open_url(self.link)

    def action_copy_link(self) -> None:
        self.app.copy_to_clipboard(self.link)
        self.notify(_("The BG Stats link is on the clipboard"))

    def action_copy_json(self) -> None:
        self.app.copy_to_clipboard(self.text)
        self.notify(_("The play's JSON is on the clipboard"))

    def action_close(self) -> None:
        self.dismiss(None)
