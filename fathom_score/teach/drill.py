"""The quiz drilled by a learner's record: more of the categories they get wrong, asked first.

`drilled(quiz, record)` keeps every question of the quiz (so a round still covers the whole
scorepad) and adds, for each category the learner has answered wrong, the same row of other
players of the same seeded game, up to EXTRA in all, the weakest category first. The
questions are then put weakest first, so a round cut short has drilled what most needs it.
How weak a category is: its share of wrong answers with one right and one wrong counted in
besides (Laplace's rule), so one miss in one answer weighs less than seven in ten, and a
category never asked stands at a half. The same quiz and record always give the same round.
"""

from __future__ import annotations

import random
from collections.abc import Iterable, Mapping

from ..history.quiz_record import CategoryRecord
from .quiz import Question, Quiz

EXTRA = 4  # questions added to a round, at most: a round stays about ten questions


def weakness(record: Mapping[str, CategoryRecord], category: str) -> float:
    """The learner's share of wrong answers in `category`, smoothed (a half if never asked)."""
    seen = record.get(category)
    wrong, asked = (seen.wrong, seen.asked) if seen is not None else (0, 0)
    return (wrong + 1) / (asked + 2)


def drilled(
    quiz: Quiz, record: Iterable[CategoryRecord], extra: int = EXTRA
) -> tuple[Question, ...]:
    """The quiz's questions and extra ones on the categories the learner gets wrong, weakest
    first; the quiz's own questions, as they are, for a learner with no wrong answer."""
    by_category = {r.category: r for r in record}
    missed = [c for c in quiz.scorepad.categories if c in by_category and by_category[c].wrong]
    if not missed:
        return quiz.questions
    rng = random.Random(f"drill {quiz.expedition} {quiz.seed}")
    questions = list(quiz.questions) + _extra(quiz, missed, by_category, rng, extra)
    # sorted is stable: within a category, and among equals, the quiz's own order stays.
    return tuple(sorted(questions, key=lambda q: -weakness(by_category, q.category)))


def _extra(
    quiz: Quiz,
    missed: list[str],
    record: Mapping[str, CategoryRecord],
    rng: random.Random,
    extra: int,
) -> list[Question]:
    """Up to `extra` questions not yet asked on the missed categories, one per category in
    turn, weakest first, each for another player of the game drawn from the seed."""
    asked = {(q.player, q.category) for q in quiz.questions}
    waiting = {
        category: rng.sample(
            others := [p for p in quiz.scorepad.players if (p.name, category) not in asked],
            len(others),
        )
        for category in missed
    }
    turns = sorted(missed, key=lambda c: -weakness(record, c))
    added: list[Question] = []
    while len(added) < extra and any(waiting[c] for c in turns):
        for category in turns:
            if waiting[category] and len(added) < extra:
                player = waiting[category].pop()
                added.append(Question(player.name, category, player.categories[category].points))
    return added
