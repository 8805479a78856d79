"""The example games score as worked out by hand, through the real command line.

Each number below was added up on paper from the example file and RULINGS.md (see the
comment at the top of each file), not copied from the program's output.
"""

from __future__ import annotations

import json
import re

import pytest

from fathom_score.gamefile import load_game, parse_game
from fathom_score.scoring import score_game
from fathom_score.words import say

from .conftest import EXAMPLES

# name: (row points in scorepad order, total, discovered tiles, place)
EXPECTED = {
    1: {
        "Ana": ((17, 9, 7, 6, 7, 4, 0), 50, 18, 2),
        "Ben": ((10, 9, 6, 4, 4, 4, 5), 42, 14, 3),
        "Chloé": ((25, 0, 6, 4, 4, 5, 7), 51, 16, 1),
    },
    2: {
        "Noor": ((16, 9, 12, 4, 6, 15, 7), 69, 14, 1),
        "Otto": ((11, 9, 3, 6, 12, 5, 3), 49, 17, 2),
        "Priya": ((28, 0, 3, 2, 0, 0, 6), 39, 13, 4),
        "Quinn": ((10, 9, 0, 2, 12, 8, 8), 49, 13, 3),
    },
    3: {
        "Rosa": ((15, 9, 12, 2, 26, 8), 72, 15, 1),
        "Sami": ((6, 9, 2, 6, 12, 0), 35, 13, 4),
        "Tao": ((29, 0, 2, 4, 12, 8), 55, 16, 2),
        "Uma": ((10, 9, 2, 2, 26, 0), 49, 15, 3),
    },
    4: {
        "Vic": ((5, 9, 12, 4, 12, 8, 5), 55, 10, 1),
        "Wren": ((21, 9, 3, 2, 6, 4, -2), 43, 12, 2),
        "Yara": ((10, 9, 3, 6, 2, 10, 3), 43, 12, 2),
    },
}
WINNERS = {1: ["Chloé"], 2: ["Noor"], 3: ["Rosa"], 4: ["Vic"]}
ROWS = {
    1: (
        "coral",
        "schooling_fish",
        "sea_cucumber",
        "crustacean",
        "whalefall",
        "siphonophore",
        "poi",
    ),
    2: ("coral", "schooling_fish", "sea_cucumber", "crustacean", "anglerfish", "camera", "poi"),
    3: ("coral", "schooling_fish", "sea_cucumber", "crustacean", "jellyfish", "poi"),
    4: (
        "coral",
        "schooling_fish",
        "sea_cucumber",
        "crustacean",
        "finless_sole",
        "stingrays",
        "poi",
    ),
}
LABELS = {
    "coral": "Coral",
    "schooling_fish": "Schooling fish",
    "sea_cucumber": "Sea cucumber",
    "crustacean": "Crustacean",
    "whalefall": "Whalefall",
    "siphonophore": "Siphonophore",
    "anglerfish": "Anglerfish",
    "camera": "Deep-sea camera",
    "jellyfish": "Jellyfish",
    "finless_sole": "Finless sole",
    "stingrays": "Stingrays",
    "poi": "Points of interest",
}


# The colour each multicoloured coral counted as: chosen (see the test below) or pinned (Vic's).
CHOICES = {
    1: {"Ben": {"E6": "yellow"}},
    2: {"Noor": {"C4": "green"}},
    3: {"Tao": {"D3": "yellow"}},
    4: {"Vic": {"C3": "yellow"}},
}


def example(expedition: int):
    return EXAMPLES / f"expedition-{expedition}.toml"


@pytest.mark.parametrize("expedition", [1, 2, 3, 4])
def test_score_json_matches_the_hand_worked_scores(cli, expedition):
    run = cli("score", example(expedition), "--json")
    assert run.status == 0 and run.err == ""
    expected = {
        "expedition": expedition,
        "players": [
            {
                "name": name,
                "categories": dict(zip(ROWS[expedition], rows)),
                "total": total,
                "discovered_tiles": tiles,
                "place": place,
                "choices": CHOICES[expedition].get(name, {}),
            }
            for name, (rows, total, tiles, place) in EXPECTED[expedition].items()
        ],
        "winners": WINNERS[expedition],
    }
    assert json.loads(run.out) == expected


@pytest.mark.parametrize("expedition", [1, 2, 3, 4])
def test_score_json_has_exactly_the_public_shape(cli, expedition):
    data = json.loads(cli("score", example(expedition), "--json").out)
    assert list(data) == ["expedition", "players", "winners"]
    for player in data["players"]:
        assert list(player) == [
            "name",
            "categories",
            "total",
            "discovered_tiles",
            "place",
            "choices",
        ]
        assert all(type(v) is str for v in player["choices"].values())
        assert tuple(player["categories"]) == ROWS[expedition]
        assert all(type(v) is int for v in player["categories"].values())
        assert sum(player["categories"].values()) == player["total"]


@pytest.mark.parametrize("expedition", [1, 2, 3, 4])
def test_score_prints_a_row_per_category_and_the_totals(cli, expedition):
    run = cli("score", example(expedition))
    assert run.status == 0 and run.err == ""
    lines = run.out.splitlines()
    header = next(line for line in lines if "Category" in line)
    assert all(name in header for name in EXPECTED[expedition])
    for row in ROWS[expedition]:
        assert any(line.strip("│┃ ").startswith(LABELS[row]) for line in lines), row
    totals = next(line for line in lines if line.strip("│ ").startswith("Total"))
    assert _numbers(totals) == [total for _, total, _, _ in EXPECTED[expedition].values()]
    tiles = next(line for line in lines if "Discovered tiles" in line)
    assert _numbers(tiles) == [t for _, _, t, _ in EXPECTED[expedition].values()]
    assert f"Expedition {expedition}" in run.out and "Place" in run.out


def _numbers(line: str) -> list[int]:
    return [int(cell) for cell in line.split("│")[2:-1]]


@pytest.mark.parametrize(
    "expedition, chosen",
    [
        (1, {"Ben": {"E6": "yellow"}}),  # a second coral colour for Ben's crustacean
        (2, {"Noor": {"C4": "green"}}),  # the colour Noor's camera lacks
        (3, {"Tao": {"D3": "yellow"}}),  # his red group is already 6: join it for nothing
        (4, {}),  # Vic pinned his to yellow himself
    ],
)
def test_the_app_colours_unpinned_multicoloured_corals_as_worked_out(expedition, chosen):
    scorepad = score_game(load_game(example(expedition)))
    assert {
        p.name: p.coral_choice.colours for p in scorepad.players if p.coral_choice.colours
    } == chosen


def test_the_tie_on_49_in_expedition_2_is_broken_by_discovered_tiles():
    scorepad = score_game(load_game(example(2)))
    story = " ".join(say(line) for line in scorepad.tiebreak_story)
    assert "Otto and Quinn are level on 49 points" in story
    assert "Otto takes place 2 with 17 tiles" in story


def test_the_tie_in_expedition_4_stays_shared():
    scorepad = score_game(load_game(example(4)))
    assert "Wren and Yara also have 12 tiles each" in " ".join(
        say(line) for line in scorepad.tiebreak_story
    )


@pytest.mark.parametrize("expedition", [1, 2, 3, 4])
def test_validate_accepts_each_example(cli, expedition):
    run = cli("validate", example(expedition))
    tiles = sum(t for _, _, t, _ in EXPECTED[expedition].values())
    players = len(EXPECTED[expedition])
    assert run.status == 0
    assert run.out.strip() == (
        f"{example(expedition)}: OK — Expedition {expedition}, "
        f"{players} players, {tiles} discovered tiles"
    )


def test_the_readmes_example_game_file_obeys_the_rules():
    # The README shows one player's part of a game; a second player makes it a whole game.
    readme = (EXAMPLES.parent / "README.md").read_text(encoding="utf-8")
    example = re.search(r"```toml\n(.*?)```", readme, re.S).group(1)
    game = parse_game(example + '\n[[players]]\nname = "Ben"\n', "README.md")
    assert game.expedition_number == 2 and game.players[0].poi_kept == ()
