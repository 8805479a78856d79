"""The quiz's learner record: answers kept by the player's name, read per category, carried by
renames, merges and backups."""

from __future__ import annotations

import json

import pytest

from fathom_score.history import History, HistoryError
from fathom_score.history.quiz_record import CategoryRecord, record_said
from fathom_score.words import say, set_language

from .conftest import example


def answer(history: History, name: str, category: str, rights: str, expedition: int = 2) -> None:
    """One answer per letter of `rights`: y right, n wrong."""
    for mark in rights:
        history.record_quiz_answer(name, expedition, category, mark == "y")


def test_a_learners_record_per_category_in_the_scorepads_order(history):
    answer(history, "Ana", "camera", "yynnnyn")
    answer(history, "Ana", "crustacean", "yyyyyyyyyn")
    answer(history, "Ben", "camera", "yy")
    record = history.quiz_record("Ana")
    assert record == (CategoryRecord("crustacean", 9, 10), CategoryRecord("camera", 3, 7))
    assert say(record_said(record)) == "Crustacean 9 of 10, Deep-sea camera 3 of 7"
    assert history.quiz_record("ana") == record  # the name in any case is the same learner


def test_a_learner_is_a_player_the_history_knows_or_a_new_one(history):
    history.record(example(1))  # Ana, Ben and Chloé play
    known = {p.name for p in history.players()}
    assert history.record_quiz_answer("ANA", 1, "coral", True) == "Ana"
    assert history.record_quiz_answer("CHLOÉ", 1, "coral", True) == "Chloé"
    assert {p.name for p in history.players()} == known  # no second Ana
    assert history.record_quiz_answer("Zoë", 1, "coral", False) == "Zoë"
    assert "Zoë" in {p.name for p in history.players()}
    assert history.quiz_record("Nobody") == ()
    assert say(record_said(())) == "no answers yet"


@pytest.mark.parametrize(
    ("name", "category", "problem"),
    [("", "coral", "not a player's name"), ("Ana", "octopus", "not a category")],
)
def test_a_bad_name_or_category_is_refused(history, name, category, problem):
    with pytest.raises(HistoryError, match=problem):
        history.record_quiz_answer(name, 1, category, True)
    assert history.players() == []


def test_a_rename_keeps_the_record_and_a_merge_carries_it(history):
    answer(history, "Otto", "jellyfish", "yn")
    answer(history, "Anna", "jellyfish", "y")
    history.rename_player("Otto", "Ottokar")
    assert history.quiz_record("Ottokar") == (CategoryRecord("jellyfish", 1, 2),)
    history.merge_players("Ottokar", "Anna")
    assert history.quiz_record("Anna") == (CategoryRecord("jellyfish", 2, 3),)
    assert [p.name for p in history.players()] == ["Anna"]


def test_the_backup_holds_the_answers_and_restores_them(tmp_path):
    with History.open(tmp_path / "a.sqlite3") as original:
        original.record(example(1))
        answer(original, "Ana", "poi", "ynn", expedition=1)
        document = json.loads(json.dumps(original.backup()))
        assert len(document["tables"]["quiz_answers"]) == 3
    with History.open(tmp_path / "b.sqlite3") as copy:
        copy.restore_backup(document)
        assert copy.quiz_record("Ana") == (CategoryRecord("poi", 1, 3),)
        assert copy.backup() == document


def test_the_record_is_said_in_japanese(history):
    answer(history, "Ana", "crustacean", "yn")
    set_language("ja")
    try:
        said = say(record_said(history.quiz_record("Ana")))
    finally:
        set_language("en")
    assert "1" in said and "2" in said and "Crustacean" not in said
