"""`fathom-score quiz --player NAME`: the learner's answers recorded in the history, the round
drilled by their record, the record said at the end; a bad history is said, with status 2."""

from __future__ import annotations

import io
import json

import pytest

from fathom_score.history import History
from fathom_score.labels import CATEGORY_LABELS


@pytest.fixture
def home(tmp_path, monkeypatch):
    monkeypatch.setenv("FATHOM_SCORE_HOME", str(tmp_path))
    return tmp_path


def questions(cli, expedition: int, seed: int) -> list[dict]:
    run = cli("quiz", "--expedition", expedition, "--seed", seed, "--json")
    return json.loads(run.out)["questions"]


def play(cli, monkeypatch, typed: str, *args):
    monkeypatch.setattr("sys.stdin", io.StringIO(typed))
    return cli("quiz", *args)


def test_the_answers_are_the_learners_and_the_record_is_said_at_the_end(cli, monkeypatch, home):
    first, second = questions(cli, 2, 5)[:2]
    typed = f"{first['answer']}\n{second['answer'] + 1}\n"
    run = play(cli, monkeypatch, typed, "--expedition", "2", "--seed", "5", "--player", "Ana")
    assert run.status == 0, run.err
    assert "Learner: Ana (new)" in run.out
    assert "1 of 2 right." in run.out
    with History.open(home / "history.sqlite3") as history:
        record = {r.category: (r.right, r.asked) for r in history.quiz_record("Ana")}
    expected: dict[str, list[int]] = {}
    for question, right in ((first, 1), (second, 0)):
        tally = expected.setdefault(question["category"], [0, 0])
        tally[0] += right
        tally[1] += 1
    assert record == {c: tuple(t) for c, t in expected.items()}
    label = CATEGORY_LABELS[second["category"]]
    assert run.out.rstrip().splitlines()[-1].startswith("Ana's record: ")
    assert label in run.out.rstrip().splitlines()[-1]


def test_the_next_round_asks_first_what_the_learner_got_wrong(cli, monkeypatch, home):
    missed = questions(cli, 3, 8)[0]
    play(cli, monkeypatch, f"{missed['answer'] + 2}\n", "--expedition", "3", "--seed", "8",
         "--player", "Ben")  # fmt: skip
    again = play(cli, monkeypatch, "", "--expedition", "3", "--seed", "10", "--player", "ben")
    assert again.status == 0, again.err
    assert "Learner: Ben\n" in again.out  # the same learner, in any case
    asked = again.out.split("how many points?")[0].rsplit("—", 1)[1]
    assert CATEGORY_LABELS[missed["category"]] in asked
    # The seed alone would have asked another category first: the drill chose it.
    assert questions(cli, 3, 10)[0]["category"] != missed["category"]


def test_a_damaged_history_is_said_with_status_2(cli, home):
    (home / "history.sqlite3").write_bytes(b"this is no database at all" * 100)
    run = cli("quiz", "--expedition", "1", "--seed", "1", "--player", "Ana")
    assert run.status == 2
    assert "history.sqlite3" in run.err and "damaged" in run.err
    assert "Traceback" not in run.err


@pytest.mark.parametrize(
    ("args", "problem"),
    [
        (("--player", "Ana", "--json"), "not allowed with"),
        (("--player", " "), "is not a player's name"),
    ],
)
def test_bad_arguments_are_refused_with_status_2(cli, home, args, problem):
    run = cli("quiz", "--expedition", "1", "--seed", "1", *args)
    assert run.status == 2
    assert problem in run.err
    assert "Traceback" not in run.err
