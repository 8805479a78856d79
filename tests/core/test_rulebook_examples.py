"""Every worked example in the rulebook's scoring sections, as boards a player can read.

Each board is a list of (zone, what lies there) in the game-file notation; see boards.py for a
picture of the zone names.
"""

from __future__ import annotations

from fathom_score.words import say

from .boards import cucumbers, points, score_one, score_table

CORAL_EXAMPLE = (
    ("D2", "red coral"),
    ("D3", "red coral"),
    ("D4", "multi coral"),
    ("D5", "yellow coral"),
)


class TestCoral:
    def test_multicoloured_coral_as_red_makes_three_red_and_one_yellow_for_10(self):
        pinned = dict(CORAL_EXAMPLE) | {"D4": "multi coral as red"}
        assert points(1, "coral", *pinned.items()) == 9 + 1

    def test_multicoloured_coral_as_yellow_makes_two_pairs_for_8(self):
        pinned = dict(CORAL_EXAMPLE) | {"D4": "multi coral as yellow"}
        assert points(1, "coral", *pinned.items()) == 4 + 4

    def test_unpinned_multicoloured_coral_is_counted_as_red_the_best_choice(self):
        ana = score_one(1, *CORAL_EXAMPLE)
        assert ana.categories["coral"].points == 10
        assert ana.coral_choice.colours == {"D4": "red"}

    def test_the_app_shows_what_the_other_colours_would_have_scored(self):
        ana = score_one(1, *CORAL_EXAMPLE)
        choice = next(r for r in ana.categories["coral"].reasons if r.rule == "multicoloured_coral")
        # As yellow: two pairs (8). As blue or green: a red pair and two single corals (6).
        assert {say(label): then for label, then in choice.alternatives} == {
            "as yellow": 8,
            "as blue": 6,
            "as green": 6,
        }

    def test_the_choice_names_only_the_rows_its_colour_changes(self):
        """No crustacean beside the coral and no camera seeing it: its colour changes the
        coral groups alone, and the reason says no more."""

        def working(*extra: tuple[str, str]) -> str:
            ana = score_one(2, *CORAL_EXAMPLE, *extra)
            return next(
                say(r.working)
                for r in ana.categories["coral"].reasons
                if r.rule == "multicoloured_coral"
            )

        assert working().endswith("; its colour changes coral")
        assert working(("A1", "blue crustacean")).endswith("; its colour changes coral")
        assert working(("C4", "blue crustacean")).endswith(
            "; its colour changes coral and crustacean"
        )
        assert working(("G1", "green camera facing NE")).endswith(
            "; its colour changes coral and deep-sea camera"
        )


class TestSchoolingFish:
    def test_two_separate_schools_of_six_score_9_each(self):
        assert (
            points(
                1,
                "schooling_fish",
                ("B1", "red 3 fish"),
                ("B2", "yellow 3 fish"),
                ("F1", "blue 2 fish"),
                ("F2", "green 2 fish"),
                ("F3", "red 2 fish"),
            )
            == 18
        )

    def test_twelve_fish_in_one_continuous_school_score_only_9(self):
        assert (
            points(
                1,
                "schooling_fish",
                ("D1", "red 3 fish"),
                ("D2", "yellow 3 fish"),
                ("D3", "blue 3 fish"),
                ("D4", "green 3 fish"),
            )
            == 9
        )


class TestSeaCucumber:
    def test_one_two_and_three_sea_cucumbers_rank_third_second_and_first(self):
        table = score_table(1, cucumbers("Left", 1), cucumbers("Middle", 2), cucumbers("Right", 3))
        assert _cucumber_points(table) == {"Left": 3, "Middle": 7, "Right": 12}

    def test_two_players_tied_on_three_split_first_and_two_takes_second(self):
        table = score_table(1, cucumbers("Left", 3), cucumbers("Middle", 3), cucumbers("Right", 2))
        assert _cucumber_points(table) == {"Left": 6, "Middle": 6, "Right": 7}


def _cucumber_points(table) -> dict[str, int]:
    return {p.name: p.categories["sea_cucumber"].points for p in table.players}


class TestCrustacean:
    def test_beside_one_coral_scores_2(self):
        assert points(1, "crustacean", ("B2", "blue crustacean"), ("A1", "red coral")) == 2

    def test_beside_two_corals_of_the_same_colour_scores_2(self):
        assert (
            points(
                1,
                "crustacean",
                ("D2", "blue crustacean"),
                ("D1", "yellow coral"),
                ("E1", "yellow coral"),
            )
            == 2
        )

    def test_beside_two_colours_of_coral_scores_4(self):
        assert (
            points(
                1,
                "crustacean",
                ("D6", "blue crustacean"),
                ("D7", "red coral"),
                ("E6", "blue coral"),
            )
            == 4
        )

    def test_the_three_together_score_8(self):
        assert (
            points(
                1,
                "crustacean",
                ("B2", "blue crustacean"),
                ("A1", "red coral"),
                ("D2", "blue crustacean"),
                ("D1", "yellow coral"),
                ("E1", "yellow coral"),
                ("D6", "blue crustacean"),
                ("D7", "red coral"),
                ("E6", "blue coral"),
            )
            == 2 + 2 + 4
        )


class TestWhalefall:
    def test_beside_fish_and_sea_cucumber_but_no_crustacean_scores_4(self):
        assert (
            points(
                1,
                "whalefall",
                ("D4", "red whalefall"),
                ("C3", "yellow fish"),
                ("C4", "blue cucumber"),
            )
            == 4
        )

    def test_beside_all_three_scavengers_scores_7_and_a_second_crustacean_adds_nothing(self):
        assert (
            points(
                1,
                "whalefall",
                ("D4", "red whalefall"),
                ("C3", "yellow fish"),
                ("C4", "blue cucumber"),
                ("D5", "green crustacean"),
                ("E4", "red crustacean"),
            )
            == 7
        )


def test_siphonophore_on_the_edge_beside_three_empty_zones_scores_5():
    # A2 touches A1, A3, B2 and B3; only A1 is taken.
    assert points(1, "siphonophore", ("A2", "green siphonophore"), ("A1", "red coral")) == 5


def test_two_stacked_anglerfish_pairs_score_12():
    assert (
        points(2, "anglerfish", ("C3", "red anglerfish stacked"), ("E5", "blue anglerfish stacked"))
        == 12
    )


class TestDeepSeaCamera:
    # Along row D: coral, fish, crustacean with fish, sea cucumber, a stacked anglerfish pair
    # and, at the far edge, the statue the player just discovered.
    ROW_D = (
        ("D2", "red coral"),
        ("D3", "yellow fish"),
        ("D4", "blue fish crustacean"),
        ("D5", "green cucumber"),
        ("D6", "red anglerfish stacked"),
        ("D7", "poi statue"),
    )

    def test_facing_off_the_board_it_sees_nothing_and_scores_0(self):
        assert points(2, "camera", ("D1", "green camera facing W"), *self.ROW_D) == 0

    def test_turned_along_the_row_it_scores_15(self):
        # 5 species + 4 colours + 1 point of interest + 5 for all five species.
        assert points(2, "camera", ("D1", "green camera facing E"), *self.ROW_D) == 15


class TestJellyfish:
    def test_a_line_of_two_scores_6(self):
        assert points(3, "jellyfish", ("D3", "red jellyfish"), ("D4", "blue jellyfish")) == 6

    def test_a_triangle_of_three_scores_12(self):
        assert (
            points(
                3,
                "jellyfish",
                ("C3", "red jellyfish"),
                ("C4", "blue jellyfish"),
                ("D4", "green jellyfish"),
            )
            == 12
        )

    def test_a_diamond_of_four_scores_20(self):
        assert (
            points(
                3,
                "jellyfish",
                ("C3", "red jellyfish"),
                ("C4", "blue jellyfish"),
                ("D4", "green jellyfish"),
                ("D5", "yellow jellyfish"),
            )
            == 20
        )
