"""A play as BG Stats imports it."""

from __future__ import annotations

import json
from datetime import datetime
from urllib.parse import unquote

from fathom_score.history import bgstats
from fathom_score.scoring import score_game

from .conftest import example


def test_a_play_names_the_game_the_date_and_every_player_with_score_rank_and_win():
    play = bgstats.play(score_game(example(4)), datetime(2026, 4, 1, 20, 5, 9), "abc")
    assert play["sourceName"] == "fathom-score" and play["sourcePlayId"] == "abc"
    assert play["game"] == {
        "name": "Fathom",
        "highestWins": True,
        "noPoints": False,
        "sourceGameId": "fathom",
    }
    assert play["playDate"] == "2026-04-01 20:05:09"
    assert [(p["name"], p["score"], p["rank"], p["winner"]) for p in play["players"]] == [
        ("Vic", 55, 1, True),
        ("Wren", 43, 2, False),
        ("Yara", 43, 2, False),
    ]


def test_a_player_has_the_same_id_in_every_play_whatever_the_case():
    assert bgstats.player_id("Vic") == bgstats.player_id("VIC") != bgstats.player_id("Wren")


def test_the_push_link_carries_the_play_url_encoded():
    play = bgstats.play(score_game(example(1)), datetime(2026, 4, 1), "x")
    link = bgstats.push_link(play)
    prefix = "bgstats://app.bgstatsapp.com/addPlay.html?data="
    assert link.startswith(prefix) and " " not in link and "{" not in link
    assert json.loads(unquote(link[len(prefix) :])) == play
