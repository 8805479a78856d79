"""The quiz in Japanese: nothing English left but the players' names, zones and codes."""

from __future__ import annotations

import io
import json

import pytest
from cli.test_explain_in_japanese import english_left


@pytest.mark.parametrize("expedition", [1, 2, 3, 4])
def test_a_japanese_round_leaves_no_english(cli, monkeypatch, expedition):
    quiz = json.loads(cli("quiz", "--expedition", expedition, "--seed", 9, "--json").out)
    names = {q["player"] for q in quiz["questions"]}
    answers = [q["answer"] for q in quiz["questions"]]
    typed = f"なに\n{answers[0]}\n{answers[1] + 1}\n" + "".join(f"{a}\n" for a in answers[2:])
    monkeypatch.setattr("sys.stdin", io.StringIO(typed))
    run = cli("--lang", "ja", "quiz", "--expedition", expedition, "--seed", 9)
    assert run.status == 0, run.err
    # The command to play the round again is typed as it is, in every language.
    said = run.out.replace(f"fathom-score quiz --expedition {expedition} --seed 9", "")
    assert english_left(said, names) == set()
    for words in (
        "何点ですか？",
        "正解です：",
        "残念。正解は",
        "は数ではありません",
        "問正解です。",
    ):
        assert words in run.out


def test_the_help_is_japanese(cli):
    run = cli("--lang", "ja", "quiz", "--help")
    assert "遠征（1〜4。既定：ランダムに選ぶ）" in run.out
    assert "ゲームと答えをJSONで出力する" in run.out
