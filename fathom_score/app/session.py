"""The game being edited: every change checked by the core, undo and redo, autosave and save.

No Textual here, so the session can be tested and benchmarked without a screen. A change is only
accepted when the core's legality rules allow the game it makes (the same rules the loader and
`validate` apply), so the app never holds a game the command line would refuse. The session's
game is always legal, so a change needs checking only where it touches: the zones it fills, or
the points of interest kept beside a board.
"""

from __future__ import annotations

from dataclasses import replace
from pathlib import Path

from ..gamefile import (Problem, SaveConflict, file_digest, game_problems, player_problems,
                        save_game, zone_problems)
from ..model import Content, Game, PoiKind
from ..scoring import Scorepad, score_game
from . import storage


class Refused(ValueError):
    """A change the core would not accept; the message says why, in the core's words."""


def checked(game: Game) -> Game:
    """The game, if the rules allow it; else Refused with every reason."""
    _refuse_if(game_problems(game))
    return game


def _refuse_if(problems: list[Problem]) -> None:
    if problems:
        # Two zones of one change can report the same board-wide problem (a second camera).
        reasons = dict.fromkeys(_short(p) for p in problems)
        raise Refused("; ".join(reasons))


def _short(problem: Problem) -> str:
    where = [f"zone {problem.zone}"] if problem.zone else []
    return ": ".join(where + [problem.message])


class Session:
    """One game open in one window."""

    def __init__(self, game: Game, path: Path | None = None, slot: Path | None = None) -> None:
        self.path = path
        self.game = checked(game)
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
        game = self.game.with_player(player, replace(owner, board=board))
        _refuse_if([p for zone in contents for p in zone_problems(game, player, zone)])
        self._change(game)

    def set_kept(self, player: int, kept: tuple[PoiKind, ...]) -> None:
        game = self.game.with_player(player, replace(self.game.players[player], poi_kept=kept))
        _refuse_if(player_problems(game, player))
        self._change(game)

    def _change(self, game: Game) -> None:
        """Make a change the rules allow, so that it can be undone."""
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
