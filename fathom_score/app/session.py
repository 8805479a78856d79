"""The game being edited: every change checked by the core, undo and redo, autosave and save.

No Textual here, so the session can be tested and benchmarked without a screen. A change is only
accepted when the core would load the resulting game file (`parse_game(dump_game(game))`), and
the game the session holds is the one the core built, so the app never holds a game the command
line would refuse.
"""

from __future__ import annotations

from dataclasses import replace
from pathlib import Path

from ..gamefile import (GameFileError, SaveConflict, dump_game, file_digest, parse_game,
                        save_game)
from ..model import Content, Game, PoiKind
from ..scoring import Scorepad, score_game
from . import storage


class Refused(ValueError):
    """A change the core would not accept; the message says why, in the core's words."""


def checked(game: Game, base: Path | None = None) -> Game:
    """The game as the core reads it back from its own file, or Refused."""
    try:
        return parse_game(dump_game(game), "this game", base)
    except GameFileError as error:
        raise Refused("; ".join(_short(p) for p in error.problems)) from None


def _short(problem) -> str:
    where = [f"zone {problem.zone}"] if problem.zone else []
    return ": ".join(where + [problem.message])


class Session:
    """One game open in one window."""

    def __init__(self, game: Game, path: Path | None = None, slot: Path | None = None) -> None:
        self.path = path
        self.game = checked(game, self._base)
        # What the game file held when this window opened it: saving over anything else is a
        # conflict with another window or program.
        self.file_digest = file_digest(path) if path else None
        self.slot = slot or storage.new_slot()
        self.slot_digest = file_digest(self.slot)
        self.undo_stack: list[Game] = []
        self.redo_stack: list[Game] = []
        self.saved_game = self.game if path and path.exists() else None
        self.conflict: str | None = None
        self._scorepad: Scorepad | None = None

    @property
    def _base(self) -> Path | None:
        return self.path.parent if self.path else None

    @property
    def scorepad(self) -> Scorepad:
        if self._scorepad is None:
            self._scorepad = score_game(self.game)
        return self._scorepad

    @property
    def unsaved(self) -> bool:
        return self.game is not self.saved_game

    # Changes -----------------------------------------------------------------------------

    def set_zone(self, player: int, zone: str, content: Content | None) -> None:
        self.set_zones(player, {zone: content})

    def set_zones(self, player: int, contents: dict[str, Content | None]) -> None:
        """Several zones at once: one change, accepted or refused as a whole, undone as one."""
        if not contents:
            return
        owner = self.game.players[player]
        board = owner.board
        for zone, content in contents.items():
            board = board.with_zone(zone, content)
        self._change(self.game.with_player(player, replace(owner, board=board)))

    def set_kept(self, player: int, kept: tuple[PoiKind, ...]) -> None:
        self._change(self.game.with_player(player, replace(self.game.players[player],
                                                           poi_kept=kept)))

    def _change(self, game: Game) -> None:
        game = checked(game, self._base)
        self.undo_stack.append(self.game)
        self.redo_stack.clear()
        self._become(game)

    def undo(self) -> bool:
        return self._step(self.undo_stack, self.redo_stack)

    def redo(self) -> bool:
        return self._step(self.redo_stack, self.undo_stack)

    def _step(self, source: list[Game], target: list[Game]) -> bool:
        if not source:
            return False
        target.append(self.game)
        self._become(source.pop())
        return True

    def _become(self, game: Game) -> None:
        self.game = game
        self._scorepad = None
        self.autosave()

    # Files -------------------------------------------------------------------------------

    def autosave(self) -> None:
        """Write the game to this session's slot; a slot someone else changed is left alone."""
        try:
            self.slot_digest = save_game(self.game, self.slot, expected_digest=self.slot_digest)
        except SaveConflict:
            taken = self.slot
            self.slot = storage.new_slot()
            self.slot_digest = save_game(self.game, self.slot, expected_digest=None)
            self.conflict = (f"Another window is autosaving {taken.name}; this window now "
                             f"autosaves to {self.slot.name}")
        storage.note_origin(self.slot, self.path)

    def save(self, path: Path | None = None) -> Path:
        """Save to the game file (or a new one); raises SaveConflict rather than overwrite."""
        if path is not None and path != self.path:
            digest = save_game(self.game, path, expected_digest=None)
            self.path = path
        elif self.path is None:
            raise ValueError("this game has no file yet; choose where to save it")
        else:
            digest = save_game(self.game, self.path, expected_digest=self.file_digest)
        self.file_digest = digest
        self.saved_game = self.game
        storage.note_origin(self.slot, self.path)
        return self.path


def resume(recent: storage.RecentGame) -> Session:
    """Continue an autosaved game in its own slot."""
    return Session(recent.game, recent.origin, recent.slot)
