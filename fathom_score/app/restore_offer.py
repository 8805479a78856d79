"""The offer to restore a newer autosave of the game file opened (after a crash the file is
older than its autosave): a notice and a key on the editor's key line (F7) while it stands,
and the dialog that key opens."""

from __future__ import annotations

from typing import TYPE_CHECKING

from ..table import storage
from ..words import _, message, say

if TYPE_CHECKING:
    from ..table.session import Session
    from ..table.storage import RecentGame
    from .app import FathomApp


class RestoreOffer:
    """The newer autosave offered in this window, if any, until restored or declined."""

    def __init__(self, app: FathomApp) -> None:
        self.app = app
        self.newer: RecentGame | None = None

    def offer_if_newer(self, session: Session) -> None:
        """Offer the autosave of `session`'s file if it is newer than the file. A notice and a
        key, never a dialog that comes up by itself: a player typing the first entries as the
        file opens (y2f, Enter) would answer it with them."""
        app = self.app
        if session.path is None or session is not app.session:
            return
        try:
            newer = storage.newer_autosave(session.path, session.game)
        except storage.AutosaveError as error:
            app.report_autosave(str(error))
            return
        if newer is None:
            return
        from .screens.editor import RESTORE

        self.newer = newer
        # Short: a notice covers the entry field's end while it shows. The dialog says more.
        app.notify(
            say(
                message(
                    "{file} is older than its autosave: press {key} to see it and restore it.",
                    file=session.path.name,
                    key=app.key_of(RESTORE),
                )
            ),
            title=_("A newer autosave"),
            timeout=12,
        )
        self.changed()

    def ask(self) -> None:
        """The offer's dialog, opened by its key: restore the autosave, or keep the file as
        saved (the offer goes; the autosave stays listed under Resume)."""
        app, offer, session = self.app, self.newer, self.app.session
        if offer is None or session is None or session.path is None:
            return
        from ..table.session import resume
        from .dialogs.restore_dialog import RestoreDialog

        name = session.path.name

        def answered(restore: bool | None) -> None:
            if restore:
                app.start(resume(offer))
                return
            self.newer = None
            self.changed()
            app.notify(
                say(
                    message(
                        "{file} is kept as saved; the newer autosave stays listed under "
                        "Resume (ctrl+n, then F2).",
                        file=name,
                    )
                ),
                timeout=8,
            )

        app.push_screen(RestoreDialog(name, offer, changed=session.unsaved), answered)

    def withdraw(self) -> None:
        """Another game in this window: the offer was the last one's."""
        self.newer = None

    def changed(self) -> None:
        """The editors' key lines show the restore key while the offer stands, and only then."""
        from .screens.editor import EditorScreen

        for screen in self.app.screen_stack:
            if isinstance(screen, EditorScreen):
                screen.show_keys()
