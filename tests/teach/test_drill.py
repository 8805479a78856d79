"""The quiz drilled by a learner's record: more questions on the categories they get wrong."""

from __future__ import annotations

from collections import Counter

import pytest

from fathom_score.history.quiz_record import CategoryRecord
from fathom_score.teach.drill import EXTRA, drilled, weakness
from fathom_score.teach.quiz import make_quiz, quiz_json

SEEDS = range(20)


def test_a_learner_with_no_wrong_answer_gets_the_quiz_as_it_is():
    quiz = make_quiz(2, 7)
    assert drilled(quiz, ()) == quiz.questions
    assert drilled(quiz, [CategoryRecord("coral", 5, 5)]) == quiz.questions


@pytest.mark.parametrize("expedition", [1, 2, 3, 4])
def test_the_missed_categories_come_up_more_often_and_first(expedition):
    for seed in SEEDS:
        quiz = make_quiz(expedition, seed)
        record = [CategoryRecord("crustacean", 1, 8), CategoryRecord("coral", 10, 10)]
        round_ = drilled(quiz, record)
        before = Counter(q.category for q in quiz.questions)
        after = Counter(q.category for q in round_)
        players = len(quiz.scorepad.players)
        # Every row of the scorepad not yet asked of a player is there to ask.
        assert after["crustacean"] == min(players, before["crustacean"] + EXTRA)
        assert after["crustacean"] > before["crustacean"] or before["crustacean"] == players
        assert round_[0].category == "crustacean"
        assert set(quiz.questions) <= set(round_)  # the whole scorepad is still asked
        assert len(round_) - len(quiz.questions) <= EXTRA


def test_the_extra_questions_are_answered_by_the_scorer_and_never_twice():
    for seed in SEEDS:
        quiz = make_quiz(3, seed)
        record = [CategoryRecord(c, 0, 3) for c in quiz.scorepad.categories]
        round_ = drilled(quiz, record)
        assert len({(q.player, q.category) for q in round_}) == len(round_)
        seats = {p.name: p for p in quiz.scorepad.players}
        for question in round_:
            assert question.answer == seats[question.player].categories[question.category].points


def test_the_weaker_category_is_asked_first_and_gets_the_extra_questions_first():
    quiz = make_quiz(2, 11)
    record = [CategoryRecord("camera", 3, 10), CategoryRecord("anglerfish", 1, 2)]
    assert weakness({r.category: r for r in record}, "camera") > 0.5
    round_ = drilled(quiz, record, extra=1)
    assert round_[0].category == "camera"
    added = set(round_) - set(quiz.questions)
    assert [q.category for q in added] == ["camera"]


def test_the_same_seed_and_record_give_the_same_round_and_the_json_is_unchanged():
    record = [CategoryRecord("jellyfish", 0, 4)]
    first, again = make_quiz(3, 5), make_quiz(3, 5)
    assert drilled(first, record) == drilled(again, record)
    assert quiz_json(first) == quiz_json(make_quiz(3, 5))  # drilling changes no quiz


@pytest.mark.parametrize("expedition", [1, 2, 3, 4])
def test_a_drilled_question_is_one_its_screen_can_answer(expedition):
    """The extra sea-cucumber questions come with every player's count, and a player's kept
    points of interest are said with every question on that board."""
    from fathom_score.model import Species
    from fathom_score.teach.quiz import facts
    from fathom_score.words import english

    for seed in SEEDS:
        quiz = make_quiz(expedition, seed)
        record = [CategoryRecord("sea_cucumber", 0, 6), CategoryRecord("poi", 0, 6)]
        players = {player.name: player for player in quiz.game.players}
        for question in drilled(quiz, record):
            said = " ".join(english(fact) for fact in facts(quiz, question))
            if question.category == "sea_cucumber":
                for seat in quiz.scorepad.players:
                    count = sum(tile.count(Species.CUCUMBER) for _z, tile in seat.board.tiles())
                    assert f"{seat.name} {count}" in said
            for kind in players[question.player].poi_kept:
                assert kind.value in said
