"""The course: one lesson per rule family, in the rulebook's order, each with its puzzles.

A lesson's title and explanation are the rules guide's (table/guide.py), so the course and the
rules screen never say a rule two ways.
"""

from __future__ import annotations

from dataclasses import dataclass

from ..table.guide import GUIDE_BY_KEY
from ..words import Message
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


@dataclass(frozen=True)
class Lesson:
    key: str
    title: Message
    text: Message
    rules: tuple[str, ...]  # the Reason.rule / scorepad category keys this lesson teaches
    puzzles: tuple[Puzzle, ...]


def _lessons() -> tuple[Lesson, ...]:
    puzzles = all_puzzles()
    return tuple(
        Lesson(
            key,
            GUIDE_BY_KEY[key].title,
            GUIDE_BY_KEY[key].text,
            rules,
            tuple(puzzle for puzzle in puzzles if puzzle.lesson == key),
        )
        for key, rules in ORDER
    )


LESSONS = _lessons()
_BY_RULE = {rule: lesson for lesson in LESSONS for rule in lesson.rules}


def lesson_for_rule(rule: str) -> Lesson:
    """The lesson that teaches a Reason.rule or a scorepad category; KeyError if none does."""
    return _BY_RULE[rule]
