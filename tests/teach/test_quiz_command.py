"""`fathom-score quiz`: the --json contract, and the plain round driven by standard input."""

from __future__ import annotations

import io
import json
import re
from pathlib import Path

import pytest
from cli.conftest import run_process

from fathom_score.model import EXPEDITIONS


def quiz_of(cli, expedition, seed):
    run = cli("quiz", "--expedition", expedition, "--seed", seed, "--json")
    assert run.status == 0, run.err
    return json.loads(run.out)


@pytest.mark.parametrize("expedition", [1, 2, 3, 4])
def test_json_is_the_readme_contract(cli, expedition):
    quiz = quiz_of(cli, expedition, 7)
    assert set(quiz) == {"expedition", "seed", "game", "questions"}
    assert (quiz["expedition"], quiz["seed"]) == (expedition, 7)
    assert isinstance(quiz["game"], str) and quiz["game"].startswith("version = 1\n")
    assert len(quiz["questions"]) >= 5
    for question in quiz["questions"]:
        assert set(question) == {"player", "category", "answer"}
        assert isinstance(question["answer"], int)
    assert set(EXPEDITIONS[expedition].categories) <= {q["category"] for q in quiz["questions"]}


@pytest.mark.parametrize(("expedition", "seed"), [(1, 3), (2, 40), (3, 99), (4, 123456)])
def test_the_game_validates_and_score_json_gives_the_answers(cli, tmp_path, expedition, seed):
    quiz = quiz_of(cli, expedition, seed)
    game = tmp_path / "quiz.toml"
    game.write_text(quiz["game"], encoding="utf-8")
    assert cli("validate", game).status == 0
    scores = json.loads(cli("score", "--json", game).out)
    categories = {p["name"]: p["categories"] for p in scores["players"]}
    assert 2 <= len(categories) <= 4
    for question in quiz["questions"]:
        assert question["answer"] == categories[question["player"]][question["category"]]


def test_json_in_its_own_process_is_the_same(cli):
    alone = run_process("quiz", "--expedition", "3", "--seed", "8", "--json")
    assert alone.status == 0, alone.err
    assert json.loads(alone.out) == quiz_of(cli, 3, 8)


def play(cli, monkeypatch, typed, *args):
    monkeypatch.setattr("sys.stdin", io.StringIO(typed))
    return cli("quiz", *args)


def test_a_round_right_wrong_garbage_then_end_of_input(cli, monkeypatch):
    first, second = quiz_of(cli, 2, 5)["questions"][:2]
    typed = f"lots\n{first['answer']}\n{second['answer'] + 3}\n"
    run = play(cli, monkeypatch, typed, "--expedition", "2", "--seed", "5")
    assert run.status == 0, run.err
    assert run.out.count("how many points?") == 4  # asked again after "lots"; the third at EOF
    assert "'lots' is not a number" in run.out
    assert f"Right: {first['answer']} point" in run.out
    assert f"Not quite: the answer is {second['answer']} point" in run.out
    assert run.out.rstrip().endswith("1 of 2 right.")
    assert "Key: " in run.out and "Ana's board:" in run.out


def test_every_question_answered_then_the_tally(cli, monkeypatch):
    questions = quiz_of(cli, 4, 2)["questions"]
    typed = "".join(f"{q['answer']}\n" for q in questions)
    run = play(cli, monkeypatch, typed, "--expedition", "4", "--seed", "2")
    assert run.status == 0, run.err
    assert run.out.rstrip().endswith(f"{len(questions)} of {len(questions)} right.")


def test_the_answer_comes_with_the_scorepads_reasons(cli, monkeypatch):
    run = play(cli, monkeypatch, "0\n", "--expedition", "1", "--seed", "3")
    assert "— 1st place: 12" in run.out  # Ana's sea cucumbers, first asked of seed 3


def test_an_empty_input_ends_at_once(cli, monkeypatch):
    run = play(cli, monkeypatch, "", "--expedition", "1", "--seed", "1")
    assert run.status == 0
    assert run.out.rstrip().endswith("0 of 0 right.")


def test_without_a_seed_one_is_drawn_and_said_to_play_the_round_again(cli, monkeypatch):
    run = play(cli, monkeypatch, "", "--expedition", "3")
    replay = re.search(r"fathom-score quiz --expedition 3 --seed (\d+)", run.out)
    assert replay is not None
    again = play(cli, monkeypatch, "", "--expedition", "3", "--seed", replay[1])
    assert again.out == run.out


def test_a_bad_expedition_is_refused(cli):
    run = cli("quiz", "--expedition", "5", "--json")
    assert run.status == 2
    assert "Traceback" not in run.err


def test_in_its_own_process_end_of_input_exits_cleanly():
    run = run_process("quiz", "--expedition", "2", "--seed", "4")
    assert run.status == 0, run.err
    assert run.err == ""


def test_the_readme_shows_what_the_command_prints(cli):
    readme = (Path(__file__).resolve().parents[2] / "README.md").read_text(encoding="utf-8")
    shown = readme[readme.index("### Quiz") :]
    quiz = quiz_of(cli, 2, 7)
    first = quiz["questions"][0]
    assert json.dumps(first) in shown
    assert json.dumps(quiz["game"])[:60] in shown


REASON_LINE = re.compile(r"^\s+(•|-?\d+)\s\s\S")  # an answer's reason, said after the answer


def screens(out: str) -> list[str]:
    """What a learner has read when each question is asked: the board shown last and the
    words printed since, but not the answers' reasons (said only after an answer)."""
    shown, screen = [], []
    for line in out.splitlines():
        if line.endswith("'s board:"):
            screen = []
        if "how many points?" in line:
            shown.append("\n".join([*screen, line.split("how many points?")[0]]))
        if not REASON_LINE.match(line):
            screen.append(line)
    return shown


@pytest.mark.parametrize("expedition", [1, 2, 3, 4])
def test_every_fact_an_answer_depends_on_is_on_the_screen(cli, monkeypatch, expedition):
    """Every player's sea-cucumber count for a question ranked across the table, the points of
    interest kept beside the board, and each undiscovered tile (as the key's `(…)`)."""
    from fathom_score.gamefile import parse_game
    from fathom_score.model import Species
    from fathom_score.render.board_map import tile_code

    for seed in range(12):
        quiz = quiz_of(cli, expedition, seed)
        game = parse_game(quiz["game"], "quiz")
        questions = quiz["questions"]
        typed = "".join(f"{q['answer']}\n" for q in questions)
        args = ("--expedition", str(expedition), "--seed", str(seed))
        shown = screens(play(cli, monkeypatch, typed, *args).out)
        assert len(shown) == len(questions)
        players = {player.name: player for player in game.players}
        for question, screen in zip(questions, shown, strict=True):
            player = players[question["player"]]
            assert f"{player.name}'s board:" in screen
            for zone, tile in player.board.tiles():
                if not tile.discovered:
                    assert tile_code(tile) in screen, (seed, question, zone)
            if question["category"] == "sea_cucumber":
                for other in game.players:
                    count = sum(
                        tile.count(Species.CUCUMBER)
                        for _zone, tile in other.board.tiles()
                        if tile.discovered
                    )
                    assert f"{other.name} {count}" in screen, (seed, question)
            for kind in player.poi_kept:
                assert kind.value in screen.split("Kept beside the board:")[-1], (seed, kind)
