"""The course at work: a learner's go at a puzzle, the lessons done, and where a reason leads.

An Attempt holds the puzzle's board in a Session, so the learner changes it with the editor's
own entries (and learns them); after each change it scores the board once, and that one
scorepad says both the score shown and how near the goal is. The record of puzzles solved is a
small JSON file in the data folder, kept apart from the history's database: losing it loses
only ticks, and a damaged one is put aside (as .bad) rather than stopping the course.
"""

from __future__ import annotations

import json
import os
from dataclasses import dataclass, field
from pathlib import Path

from ..model import Player
from ..rules import Reason
from ..scoring import Scorepad, score_game
from ..table.guide import reason_line, standings_line
from ..table.session import Outcome, Session, difference
from ..words import Message, clauses, message
from .across import cucumbers_across, tiles_across
from .lessons import Lesson
from .puzzle import Progress, Puzzle, changed_zones, goal_reasons, progress

RECORD_FILE = "course.json"


class LessonBoard(Session):
    """A puzzle's board in the editor's Session, never autosaved: a lesson's board is not a
    game, and the new-game screen must not offer it as one to resume."""

    def autosave(self) -> None:
        pass


class Attempt:
    """One puzzle being tried: its board as the learner has changed it, scored once a change."""

    def __init__(self, puzzle: Puzzle) -> None:
        self.puzzle = puzzle
        self.session = LessonBoard(puzzle.game)  # no file and no autosave: nothing is kept
        self._start = score_game(puzzle.game)
        self._solved_board: Player | None = None  # the puzzle's own solution, played once asked
        self.scorepad: Scorepad = self._start
        self.progress: Progress = progress(puzzle, puzzle.game, self._start)

    @property
    def player(self) -> int:
        return self.puzzle.player

    def enter(self, cursor: str, text: str) -> Outcome:
        """An entry typed as the editor takes it; raises NotationError or Refused, changing
        nothing, as the editor's Session does."""
        before = self.session.game
        outcome = self.session.enter(self.player, cursor, text)
        if self.session.game is not before:
            self._checked()
        return outcome

    def undo(self) -> str | None:
        """Undo the last change; what it undid in words, or None with nothing to undo."""
        undone = self.session.undo(self.player)
        if undone is not None:
            self._checked()
        return undone

    def reset(self) -> None:
        """The puzzle's board as it was at the start (its score known already)."""
        self.session = LessonBoard(self.puzzle.game)
        self.scorepad = self._start
        self.progress = progress(self.puzzle, self.puzzle.game, self._start)

    def show_me(self) -> None:
        """Play the puzzle's solution from the start, entry by entry as the learner would."""
        self.session = LessonBoard(self.puzzle.game)
        for zone, entry in self.puzzle.solution:
            self.session.enter(self.player, zone, entry)
        self._checked()

    def solved_zones(self) -> tuple[str, ...]:
        """The zones to light once the goal is met: those of the reasons the goal counts, as
        the learner's board scores them (a learner's own solution may differ from ours); for a
        total, a place or points off the board, the puzzle's own zones and those changed."""
        counted = goal_reasons(self.puzzle.goal, self.scorepad) or ()
        scoring = tuple(dict.fromkeys(zone for reason in counted for zone in reason.zones))
        if scoring:
            return scoring
        # Nothing on the board scores it (a statue kept beside the board): what was changed.
        changed = changed_zones(self.puzzle.game, self.session.game, self.player)
        return tuple(dict.fromkeys((*self.puzzle.zones, *changed)))

    def solved_words(self) -> Message:
        """Why the goal is met, about the move the learner made: the puzzle's own words where
        the board is its solution's, else that move and what the goal counts now (the puzzle's
        words would name zones the learner did not use)."""
        if self._now() == self._solution():
            return self.puzzle.why
        return message(
            "Your move: {move}. {scored}",
            move=difference(self.puzzle.game.players[self.player], self._now()),
            scored=self._counted(()),
        )

    def why_not(self) -> Message:
        """What the goal counts after a move that does not meet it, the reasons about the zones
        changed first ("Red coral group of 3 (C3, C4, C5): group of 3 scores 9")."""
        return self._counted(changed_zones(self.puzzle.game, self.session.game, self.player))

    def _counted(self, zones: tuple[str, ...]) -> Message:
        counted = goal_reasons(self.puzzle.goal, self.scorepad)
        if counted is None:  # a total or a place: everyone's points and places
            return message("{said}", said=standings_line(self.scorepad.players))
        about = [reason for reason in counted if set(reason.zones) & set(zones)] or counted
        if not about:
            return message("nothing on the board scores here")
        return clauses([message("{said}", said=reason_line(reason)) for reason in about])

    def _now(self) -> Player:
        return self.session.game.players[self.player]

    def _solution(self) -> Player:
        if self._solved_board is None:
            solved = LessonBoard(self.puzzle.game)
            for zone, entry in self.puzzle.solution:
                solved.enter(self.player, zone, entry)
            self._solved_board = solved.game.players[self.player]
        return self._solved_board

    def facts(self) -> tuple[Message, ...]:
        """What the goal depends on beyond the learner's board, as the boards stand: every
        player's sea cucumbers for that row, every player's discovered tiles for a place."""
        goal = self.puzzle.goal
        if goal.category == "sea_cucumber":
            return (cucumbers_across(self.scorepad),)
        if goal.kind == "place":
            return (tiles_across(self.scorepad),)
        return ()

    def _checked(self) -> None:
        # The one score of this change: the scorepad shown and the goal's check both read it.
        self.scorepad = score_game(self.session.game)
        self.progress = progress(self.puzzle, self.session.game, self.scorepad)


def closest_puzzle(lesson: Lesson, reason: Reason | None = None) -> int:
    """The index in `lesson` of the puzzle nearest a reason of the scorepad: one about the
    reason's own rule first, then the one whose goal is nearest its points, then the first."""
    if reason is None:
        return 0

    def distance(index: int) -> tuple[int, int, int]:
        goal = lesson.puzzles[index].goal
        same_rule = goal.category == reason.rule or lesson.key == reason.rule
        return (0 if same_rule else 1, abs(goal.value - reason.points), index)

    return min(range(len(lesson.puzzles)), key=distance)


@dataclass
class CourseRecord:
    """The puzzles a learner has solved, kept in `path` (a JSON file)."""

    path: Path
    solved: set[str] = field(default_factory=set)
    put_aside: Path | None = None  # where a damaged file was moved when it was read

    @classmethod
    def read(cls, folder: Path) -> CourseRecord:
        path = folder / RECORD_FILE
        try:
            data = json.loads(path.read_text(encoding="utf-8"))
            solved = data["solved"]
            if not isinstance(solved, list) or not all(isinstance(key, str) for key in solved):
                raise ValueError("solved is not a list of puzzle keys")
        except FileNotFoundError:
            return cls(path)
        except (OSError, UnicodeDecodeError, ValueError, KeyError, TypeError):
            return cls(path, put_aside=_put_aside(path))
        return cls(path, set(solved))

    def lesson_done(self, lesson: Lesson) -> bool:
        return all(puzzle.key in self.solved for puzzle in lesson.puzzles)

    def solve(self, puzzle: Puzzle) -> None:
        """Tick `puzzle` and write the record at once (a closed terminal loses no tick)."""
        if puzzle.key in self.solved:
            return
        self.solved.add(puzzle.key)
        self.write()

    def write(self) -> None:
        try:
            self.path.parent.mkdir(parents=True, exist_ok=True)
            spare = self.path.with_name(self.path.name + ".new")
            text = json.dumps({"version": 1, "solved": sorted(self.solved)}, indent=2)
            spare.write_text(text + "\n", encoding="utf-8")
            os.replace(spare, self.path)  # never half a file, even if the machine stops
        except OSError:
            pass  # a read-only folder: the course goes on, its ticks are only not kept


def _put_aside(path: Path) -> Path | None:
    bad = path.with_name(path.name + ".bad")
    try:
        os.replace(path, bad)
    except OSError:
        return None
    return bad
