"""Ask whether to restore an autosave newer than the game file just opened (after a crash).

Opened by the editor's restore key (F7), never by itself: its keys are y and Enter, which a
player typing the first entries as the file opens would send it (FathomApp.offer_newer_autosave).
"""

from __future__ import annotations

from textual.app import ComposeResult
from textual.containers import Vertical
from textual.screen import ModalScreen

from ...table.storage import RecentGame
from ...words import _, message, say
from ..actions import RESTORE_DIALOG
from ..widgets.prose import Label, Static


class RestoreDialog(ModalScreen[bool]):
    ACTIONS = RESTORE_DIALOG
    BINDINGS = RESTORE_DIALOG.bindings()
    CSS_PATH = "dialogs.tcss"

    def __init__(self, file_name: str, autosave: RecentGame, changed: bool = False) -> None:
        super().__init__()
        self.file_name = file_name
        self.autosave = autosave
        self.changed = changed  # this window changed the file's game since opening it

    def compose(self) -> ComposeResult:
        with Vertical(classes="dialog"):
            yield Label(_("Restore the newer autosave of this game?"), classes="dialog-title")
            here = (
                _(
                    " The changes made here since opening it stay autosaved, as a game of "
                    "their own (ctrl+n, then F2, lists it)."
                )
                if self.changed
                else ""
            )
            restoring = message(
                "{file} was saved before the last changes made to it: the autosave {slot} "
                "has them ({summary}). Restoring opens the autosave here; the file itself is "
                "only changed when you save.",
                file=self.file_name,
                slot=str(self.autosave.slot),
                summary=self.autosave.summary,
            )
            yield Static(say(restoring) + here, id="restore-text")
            yield Label(
                _("y or Enter: restore · n or Esc: keep the file as saved"), classes="dialog-hint"
            )

    def action_answer(self, restore: bool) -> None:
        self.dismiss(restore)
