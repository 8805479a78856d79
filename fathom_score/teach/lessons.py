"""The course: one lesson per rule family, in the rulebook's order, each with its puzzles.

A lesson's title and explanation are the rules guide's (table/guide.py), so the course and the
rules screen never say a rule two ways.
"""

from __future__ import annotations

from dataclasses import dataclass

from ..table.guide import GUIDE_BY_KEY
from ..words import Message, message
from .puzzle import Puzzle, all_puzzles

# (lesson, the Reason.rule and scorepad category keys it teaches), in the rulebook's order.
ORDER: tuple[tuple[str, tuple[str, ...]], ...] = (
    ("coral", ("coral",)),
    ("schooling_fish", ("schooling_fish",)),
    ("sea_cucumber", ("sea_cucumber",)),
    ("crustacean", ("crustacean",)),
    ("whalefall", ("whalefall",)),
    ("siphonophore", ("siphonophore",)),
    ("anglerfish", ("anglerfish",)),
    ("camera", ("camera",)),
    ("jellyfish", ("jellyfish",)),
    ("finless_sole", ("finless_sole",)),
    ("stingrays", ("stingrays",)),
    ("poi", ("poi",)),
    ("multicoloured_coral", ("multicoloured_coral",)),
    ("tiebreak", ("tiebreak", "total", "place")),
)


# Said before the first lesson: every rule after it scores discovered tiles only (ruling 1).
INTRO = message(
    "A tile is laid undiscovered (face down) and becomes discovered when it is turned face up. "
    "At the end of the game every undiscovered tile is removed, and its zone is then empty: only "
    "discovered tiles score. On a board an undiscovered tile is shown in brackets, as (r:C)."
)


@dataclass(frozen=True)
class Lesson:
    key: str
    title: Message
    text: Message
    rules: tuple[str, ...]  # the Reason.rule / scorepad category keys this lesson teaches
    puzzles: tuple[Puzzle, ...]
    intro: Message | None = None  # said before the rule: the first lesson's is INTRO


def _lessons() -> tuple[Lesson, ...]:
    puzzles = all_puzzles()
    return tuple(
        Lesson(
            key,
            GUIDE_BY_KEY[key].title,
            GUIDE_BY_KEY[key].text,
            rules,
            tuple(puzzle for puzzle in puzzles if puzzle.lesson == key),
            INTRO if number == 0 else None,
        )
        for number, (key, rules) in enumerate(ORDER)
    )


LESSONS = _lessons()
_BY_RULE = {rule: lesson for lesson in LESSONS for rule in lesson.rules}


def lesson_for_rule(rule: str) -> Lesson:
    """The lesson that teaches a Reason.rule or a scorepad category; KeyError if none does."""
    return _BY_RULE[rule]
