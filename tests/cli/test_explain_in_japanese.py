"""`explain` in Japanese, chosen by --lang or by the environment: every reason, story, heading
and legend in Japanese, with nothing English left but the players' names, zones and codes."""

from __future__ import annotations

import re

import pytest

from fathom_score.gamefile import load_game

from .conftest import EXAMPLES

# Latin words that stay in every language: the title, and the legend's code for a point of
# interest (the board map's codes and zones are shorter than three letters).
KEPT = {"Fathom", "POI"}


def english_left(text: str, names: set[str]) -> set[str]:
    """Every ASCII word of three letters or more in `text` that is not a name or kept."""
    for name in names:  # a name may be more than ASCII letters (Chloé)
        text = text.replace(name, " ")
    return set(re.findall(r"[A-Za-z]{3,}", text)) - KEPT


@pytest.mark.parametrize("expedition", [1, 2, 3, 4])
def test_explain_with_lang_ja_leaves_no_english_but_names_zones_and_codes(cli, expedition):
    game = EXAMPLES / f"expedition-{expedition}.toml"
    names = {player.name for player in load_game(game).players}
    run = cli("--lang", "ja", "explain", game)
    assert run.status == 0, run.err
    assert english_left(run.out, names) == set()
    for words in (
        "ナマコの順位",
        "最終順位とタイブレーク",
        "勝者：",
        "凡例：",
        "点、発見済みタイル",
    ):
        assert words in run.out


@pytest.mark.parametrize("expedition", [1, 2, 3, 4])
def test_explain_in_a_japanese_environment_is_the_same(cli, monkeypatch, expedition):
    game = EXAMPLES / f"expedition-{expedition}.toml"
    japanese = cli("--lang", "ja", "explain", game).out
    for name in ("LANGUAGE", "LC_ALL", "LC_MESSAGES"):
        monkeypatch.delenv(name, raising=False)
    monkeypatch.setenv("LANG", "ja_JP.UTF-8")
    run = cli("explain", game)
    assert run.status == 0, run.err
    assert run.out == japanese


def test_the_reasons_say_points_places_and_groups_as_the_japanese_rules_do(cli):
    out = cli("--lang", "ja", "explain", EXAMPLES / "expedition-2.toml").out
    assert "黄のサンゴ4つのグループ（D2、D3、E2、F2） — サンゴ4つのグループは15点" in out
    assert "ナマコ2匹：卓で1位 — 1位：12点" in out
    shared = "Otto、Priyaは1匹で同点のため、2位を分け合います：7 ÷ 2 = 1人3点（端数切り捨て）。"
    assert shared in out
    assert "赤なら合計68点" in out


def test_a_cameras_direction_is_said_in_words(cli):
    """Prose says 北東向き; the letters NE are only what a person types (issue 31)."""
    run = cli("--lang", "ja", "explain", EXAMPLES / "expedition-2.toml")
    assert "G1の深海カメラ（北東向き）" in run.out and "南東向き" in run.out
    assert re.findall(r"\b(?:[NS][EW]|[EW])\s*向き", run.out) == []
    english = cli("--lang", "en", "explain", EXAMPLES / "expedition-2.toml")
    assert "Camera at G1 facing NE sees" in english.out
