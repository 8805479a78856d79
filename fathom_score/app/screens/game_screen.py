"""What the board editor and the scorepad share: the session, saving and exporting."""

from __future__ import annotations

import io
from pathlib import Path
from typing import TYPE_CHECKING, cast

from textual.screen import Screen

from ...gamefile import FileExists, SaveConflict, write_atomic
from ...table.session import Session
from ...words import N_, _, message, say
from ..actions import GAME
from . import LaidOutOnce, taken_down

if TYPE_CHECKING:
    from ..app import FathomApp

MIME_TYPES = {
    ".md": "text/markdown",
    ".csv": "text/csv",
    ".json": "application/json",
    ".svg": "image/svg+xml",
    ".toml": "application/toml",
}


class GameScreen(LaidOutOnce, Screen[None]):
    ACTIONS = GAME
    BINDINGS = GAME.bindings()

    # Set as on_mount begins: the screen's widgets are composed by then. (The served table's
    # poll may ask a screen to redraw before.)
    composed = False

    def __init__(self, session: Session) -> None:
        super().__init__()
        self.session = session

    @property
    def fathom(self) -> FathomApp:
        return cast("FathomApp", self.app)

    @property
    def drawable(self) -> bool:
        """Whether this screen's widgets are there to draw on: composed, and not taken down."""
        return self.composed and not taken_down(self)

    def refresh_game(self) -> None:
        """Redraw after the game changed; each screen says what that means for it."""

    @property
    def shown_player(self) -> int | None:
        """The one board this screen shows (the editor's), for its title; None: all of them."""
        return None

    def update_titles(self) -> None:
        session = self.session
        where = session.path.name if session.path else _("not saved to a file yet")
        if session.recorded_as is not None:  # finishing it replaces that record, not a new one
            where = (f"{session.path.name} · " if session.path else "") + say(
                message(
                    "game #{number} of the history (F9 replaces it)", number=session.recorded_as
                )
            )
        marker = " •" if session.unsaved else ""
        # Notices fade; while the database cannot take the game, the title keeps saying so.
        off = f" · {_('not autosaved')}" if session.autosave_problem else ""
        table = self.fathom.table
        role = table.role_showing(self.shown_player) if table is not None else None
        said_role = f" · {say(role)}" if role is not None else ""  # a browser at a served table
        expedition = say(message("Expedition {number}", number=session.game.expedition_number))
        self.sub_title = f"{expedition} · {where}{marker}{off}{said_role}"
        self.fathom.report_autosave(session.autosave_problem)
        if session.conflict:
            self.notify(say(session.conflict), severity="warning", timeout=8)
            session.conflict = None

    # Saving -------------------------------------------------------------------------------

    def action_save(self) -> None:
        if self.session.path is None:
            self.action_save_as()
        else:
            self._save(None)

    def action_save_as(self) -> None:
        from ..dialogs.path_dialog import PathDialog

        offer = self.session.save_as_offer()
        if self.fathom.in_browser:
            # The host's files are out of reach: the game file downloads to the browser.
            self.app.push_screen(
                PathDialog(N_("Download the game file as"), Path(offer).name, N_("Download")),
                self._download_game,
            )
            return
        self.app.push_screen(PathDialog(N_("Save the game as"), offer, N_("Save")), self._save_as)

    def _download_game(self, path: Path | None) -> None:
        if path is None:
            return
        from ...gamefile import dump_game

        name = path.name if path.suffix.lower() == ".toml" else f"{path.name}.toml"
        self._download(name, dump_game(self.session.game))

    def _save_as(self, path: Path | None) -> None:
        if path is not None:
            self._save(path)

    def _save(self, path: Path | None, replacing: str | None = None) -> None:
        try:
            saved = self.session.save(path, replacing)
        except FileExists as exists:
            self._ask_to_overwrite(exists)
            return
        except SaveConflict as conflict:
            self.notify(
                say(
                    message(
                        "{conflict} — use Save as (F4) to keep this version elsewhere.",
                        conflict=str(conflict),
                    )
                ),
                title=_("Not saved"),
                severity="error",
                timeout=12,
            )
        except OSError as error:
            self.notify(
                f"{path or self.session.path}: {error.strerror or error}",
                title=_("Not saved"),
                severity="error",
                timeout=12,
            )
        else:
            self.notify(say(message("Saved {file}", file=str(saved))), timeout=3)
        self.update_titles()

    def _ask_to_overwrite(self, exists: FileExists) -> None:
        from ..dialogs.overwrite_dialog import OverwriteDialog

        self.app.push_screen(
            OverwriteDialog(exists.path),
            lambda overwrite: (
                self._save(exists.path, replacing=exists.digest) if overwrite else None
            ),
        )

    # Exports ------------------------------------------------------------------------------

    def action_export(self, kind: str) -> None:
        # Exports and dialogs are loaded when first used: the editor is a first screen.
        from ..dialogs.path_dialog import PathDialog

        offer = self.session.export_offer(kind)
        if self.fathom.in_browser:
            # A browser gets a download; only the file's name is asked for.
            dialog = PathDialog(
                N_("Download as (.md, .csv, .json, or .svg for this screen)"),
                Path(offer).name,
                N_("Download"),
            )
        else:
            dialog = PathDialog(
                N_("Export to (.md, .csv, .json, or .svg for this screen)"), offer, N_("Export")
            )
        self.app.push_screen(dialog, self._export)

    def _export(self, path: Path | None) -> None:
        if path is None:
            return
        from ...table.exports import FORMATS, WRITERS

        kinds = {suffix: kind for kind, suffix in FORMATS.items()}
        suffix = path.suffix.lower()
        if suffix == ".svg":
            text = self.app.export_screenshot(title=self.app.title)
        elif suffix in kinds:
            text = WRITERS[kinds[suffix]](self.session.scorepad)
        else:
            self.notify(
                say(message("{file}: end the name with .md, .csv, .json or .svg", file=path.name)),
                title=_("Not exported"),
                severity="error",
            )
            return
        if self.fathom.in_browser:
            self._download(path.name, text)
            return
        try:
            write_atomic(path, text)
        except OSError as error:
            self.notify(
                f"{path}: {error.strerror or error}", title=_("Not exported"), severity="error"
            )
            return
        self.notify(say(message("Exported {file}", file=str(path))), timeout=3)

    def _download(self, name: str, text: str) -> None:
        """Hand the export to the browser as a download (Textual's deliver_text: textual-serve
        offers it once at a fresh address); nothing is written on the host."""
        self.app.deliver_text(
            io.StringIO(text),
            save_filename=name,
            mime_type=MIME_TYPES.get(Path(name).suffix.lower()),
        )
        self.notify(say(message("Downloading {file}", file=name)), timeout=3)

    # Finishing: into the history ---------------------------------------------------------

    def check_action(self, action: str, parameters: tuple[object, ...]) -> bool | None:
        return not self.fathom.host_only(action)

    def action_finish(self, again: int | None = None) -> None:
        """Ask, then record the game in the history (or save the changes to the recorded game
        it was opened from); the History screen then opens on it."""
        if self.fathom.host_only("finish"):
            self.fathom.refuse_host_only("finish")
            return
        from ..dialogs.finish_dialog import FinishDialog

        session = self.session
        dialog = FinishDialog(session.scorepad, session.recorded_as, again)
        self.app.push_screen(
            dialog, lambda yes: self._record(force=again is not None) if yes else None
        )

    def _record(self, force: bool) -> None:
        from ...history import AlreadyRecorded, History, HistoryError, changes
        from .history import told

        session = self.session
        try:
            with History.open() as history:
                if session.recorded_as is None:
                    session.recorded_as = history.record(session.game, force=force)
                    said = say(message("Recorded as game {number}", number=session.recorded_as))
                else:  # opened from the history: the edited boards replace the record
                    replaced = changes.replace(history, session.recorded_as, session.game)
                    self.fathom.history_changes.append(replaced)
                    said = told(self.fathom, replaced)
        except AlreadyRecorded as already:
            self.action_finish(again=already.game_id)
            return
        except HistoryError as error:
            self.notify(str(error), title=_("Not recorded"), severity="error", timeout=15)
            return
        self.notify(said, timeout=8)
        self.fathom.action_history(session.recorded_as)

    def offers(self, action: str) -> bool:
        """Whether the command palette offers `action` now: an export once there is something
        on a board to export (its key exports at any time)."""
        return action != "export" or any(
            p.board.zones or p.poi_kept for p in self.session.game.players
        )
