"""RULINGS.md 5 and 15: the sea-cucumber ranking across the table, and the final standings."""

from __future__ import annotations

import pytest

from fathom_score.words import say

from .boards import cucumbers, player, score_table


def cucumber_points(counts: dict[str, int], zero_scores: bool = False) -> dict[str, int]:
    table = score_table(
        1, *[cucumbers(name, n) for name, n in counts.items()], zero_scores=zero_scores
    )
    return {p.name: p.categories["sea_cucumber"].points for p in table.players}


class TestSeaCucumberRanking:
    def test_four_players_without_ties_score_12_7_3_0(self):
        assert cucumber_points({"Ana": 1, "Ben": 4, "Cy": 2, "Dee": 3}) == {
            "Ana": 0,
            "Ben": 12,
            "Cy": 3,
            "Dee": 7,
        }

    def test_three_tied_for_first_split_12_and_the_next_count_takes_second(self):
        assert cucumber_points({"Ana": 2, "Ben": 2, "Cy": 2, "Dee": 1}) == {
            "Ana": 4,
            "Ben": 4,
            "Cy": 4,
            "Dee": 7,
        }

    def test_two_tied_for_second_split_7_rounding_down_and_the_next_count_takes_third(self):
        assert cucumber_points({"Ana": 3, "Ben": 2, "Cy": 2, "Dee": 1}) == {
            "Ana": 12,
            "Ben": 3,
            "Cy": 3,
            "Dee": 3,
        }

    def test_two_tied_for_third_split_3_rounding_down(self):
        assert cucumber_points({"Ana": 3, "Ben": 2, "Cy": 1, "Dee": 1}) == {
            "Ana": 12,
            "Ben": 7,
            "Cy": 1,
            "Dee": 1,
        }

    def test_all_four_tied_share_first_place(self):
        assert cucumber_points({"Ana": 1, "Ben": 1, "Cy": 1, "Dee": 1}) == {
            "Ana": 3,
            "Ben": 3,
            "Cy": 3,
            "Dee": 3,
        }

    def test_a_player_with_no_sea_cucumbers_takes_no_place_and_scores_0(self):
        assert cucumber_points({"Ana": 2, "Ben": 1, "Cy": 0}) == {"Ana": 12, "Ben": 7, "Cy": 0}

    def test_with_the_switch_zero_is_a_count_like_any_other(self):
        assert cucumber_points({"Ana": 2, "Ben": 1, "Cy": 0}, zero_scores=True) == {
            "Ana": 12,
            "Ben": 7,
            "Cy": 3,
        }

    def test_nobody_scores_when_no_one_has_sea_cucumbers(self):
        assert cucumber_points({"Ana": 0, "Ben": 0}) == {"Ana": 0, "Ben": 0}

    def test_with_the_switch_a_table_without_sea_cucumbers_shares_first_place(self):
        assert cucumber_points({"Ana": 0, "Ben": 0}, zero_scores=True) == {"Ana": 6, "Ben": 6}

    def test_undiscovered_sea_cucumbers_are_not_counted(self):
        ana = player("Ana", [("D1", "blue cucumber"), ("D2", "blue cucumber undiscovered")])
        table = score_table(1, ana, cucumbers("Ben", 2))
        assert table.player("Ana").categories["sea_cucumber"].points == 7

    def test_the_story_tells_who_shared_a_place(self):
        table = score_table(1, cucumbers("Ana", 3), cucumbers("Ben", 3), cucumbers("Cy", 2))
        story = " ".join(say(line) for line in table.sea_cucumber_story)
        assert "Ana and Ben tie on 3" in story and "Cy has 2: 2nd place scores 7" in story


def standings(*players: tuple[str, str, int]):
    """Players given as (name, kept token, discovered tiles). Only the token scores: a lone
    fish tile is worth nothing in Expedition 1, so the tiles only matter for the tie-break."""
    zones = ("A1", "A3", "C1", "C3", "C5", "E1")
    return score_table(
        1,
        *[
            player(name, [(z, "red fish") for z in zones[:tiles]], (kept,) if kept else ())
            for name, kept, tiles in players
        ],
    )


def places(table) -> dict[str, int]:
    return {p.name: p.place for p in table.players}


class TestStandings:
    def test_most_points_wins(self):
        table = standings(("Ana", "chest", 1), ("Ben", "statue", 0))
        assert places(table) == {"Ana": 2, "Ben": 1}
        assert table.winners == ("Ben",)

    def test_a_tie_on_points_goes_to_the_most_discovered_tiles(self):
        table = standings(("Ana", "statue", 2), ("Ben", "statue", 3), ("Cy", "chest", 5))
        assert [(p.total, p.discovered_tiles) for p in table.players] == [(5, 2), (5, 3), (2, 5)]
        assert places(table) == {"Ana": 2, "Ben": 1, "Cy": 3}
        assert table.winners == ("Ben",)

    def test_still_tied_players_share_the_place_and_the_next_place_is_skipped(self):
        table = standings(("Ana", "statue", 3), ("Ben", "statue", 3), ("Cy", "chest", 5))
        assert places(table) == {"Ana": 1, "Ben": 1, "Cy": 3}
        assert table.winners == ("Ana", "Ben")

    def test_a_shared_second_place_is_followed_by_fourth(self):
        table = standings(
            ("Ana", "statue", 0), ("Ben", "chest", 2), ("Cy", "chest", 2), ("Dee", "", 4)
        )
        assert places(table) == {"Ana": 1, "Ben": 2, "Cy": 2, "Dee": 4}

    def test_undiscovered_tiles_do_not_count_in_the_tie_break(self):
        ana = player(
            "Ana",
            [("A1", "red fish"), ("A3", "red fish undiscovered"), ("C1", "red fish undiscovered")],
            ("statue",),
        )
        ben = player("Ben", [("A1", "red fish"), ("A3", "red fish")], ("statue",))
        assert places(score_table(1, ana, ben)) == {"Ana": 2, "Ben": 1}

    def test_a_stacked_anglerfish_pair_counts_two_tiles_in_the_tie_break(self):
        # Both score 6 for the pair and 3 for the chest. Ana's stack and fish are 3 tiles; Ben's
        # lone anglerfish scores nothing but is a fourth tile.
        ana = player("Ana", [("D4", "red anglerfish stacked"), ("A1", "red fish")], ("chest",))
        ben = player(
            "Ben",
            [("D4", "red anglerfish stacked"), ("A1", "red fish"), ("A3", "red anglerfish")],
            ("chest",),
        )
        table = score_table(2, ana, ben)
        assert [(p.total, p.discovered_tiles) for p in table.players] == [(9, 3), (9, 4)]
        assert table.winners == ("Ben",)
        # The story says why Ana's two zones are three tiles.
        assert (
            "the most discovered tiles on the ocean board decides: Ana 3 (a stacked pair "
            "counted as two), Ben 4 (a stacked pair counted as two)"
        ) in say(table.tiebreak_story[0])

    def test_the_story_names_the_tie_broken_and_the_tie_left_shared(self):
        table = standings(
            ("Ana", "statue", 3), ("Ben", "statue", 3), ("Cy", "chest", 5), ("Dee", "chest", 4)
        )
        story = " ".join(say(line) for line in table.tiebreak_story)
        assert "Ana and Ben are level on 5 points" in story
        assert "share place 1" in story
        assert "Cy takes place 3 with 5 tiles" in story
        assert "Dee takes place 4 with 4 tiles" in story


@pytest.mark.parametrize("kept", ["statue", "chest"])
def test_a_game_where_everyone_is_level_has_every_player_winning(kept):
    table = standings(("Ana", kept, 2), ("Ben", kept, 2))
    assert table.winners == ("Ana", "Ben") and places(table) == {"Ana": 1, "Ben": 1}
