"""Counts agree with their nouns, and a reason says its points once."""

from __future__ import annotations

from fathom_score.gamefile import parse_game
from fathom_score.rules.reasons import Reason
from fathom_score.scoring import score_game
from fathom_score.table.guide import GUIDES, reason_line, table_line
from fathom_score.words import message, say


def test_a_reason_whose_working_ends_in_its_points_is_not_followed_by_them_again():
    # Words as a rule gives them: Messages, said where the line is made.
    shared = Reason(
        "sea_cucumber",
        message("2 sea cucumbers"),
        6,
        working=message("1st place shared by 2: 12 ÷ 2 = 6"),
    )
    school = Reason(
        "schooling_fish", message("School of 6 fish icons"), 9, working=message("a school scores 9")
    )
    lone = Reason(
        "crustacean",
        message("Crustacean at D4"),
        0,
        working=message("no coral in a neighbouring zone"),
    )
    one = Reason(
        "siphonophore", message("Siphonophore at A1"), 1, working=message("1 empty zone around it")
    )
    assert reason_line(shared) == "2 sea cucumbers: 1st place shared by 2: 12 ÷ 2 = 6"
    assert reason_line(school) == "School of 6 fish icons: a school scores 9"
    assert reason_line(lone) == "Crustacean at D4: no coral in a neighbouring zone = 0 points"
    assert reason_line(one) == "Siphonophore at A1: 1 empty zone around it = 1 point"


def test_the_rules_guide_never_says_one_points_or_one_tiles():
    for guide in GUIDES:
        line = table_line(score_game(guide.example))
        assert "1 points" not in line and "1 discovered tiles" not in line, line
    game = parse_game(
        'version = 1\nexpedition = 1\n[[players]]\nname = "Ana"\n'
        '[players.zones]\nD4 = "red coral"\n[[players]]\nname = "Ben"\n'
    )
    assert table_line(score_game(game)) == (
        "Ana: 1 point, 1 discovered tile, Ben: 0 points, 0 discovered tiles"
    )


def test_a_sea_cucumber_reason_reads_the_same_for_one_and_for_two():
    game = parse_game(
        'version = 1\nexpedition = 1\n[[players]]\nname = "Ana"\n'
        '[players.zones]\nD4 = "red cucumber"\nD5 = "blue cucumber"\n'
        '[[players]]\nname = "Ben"\n[players.zones]\nA1 = "red cucumber"\n'
    )
    texts = {
        p.name: say(p.categories["sea_cucumber"].reasons[0].text) for p in score_game(game).players
    }
    assert texts == {
        "Ana": "2 sea cucumbers: 1st of the table",
        "Ben": "1 sea cucumber: 2nd of the table",
    }
