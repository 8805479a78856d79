"""RULINGS.md 1-8: undiscovered tiles, coral, schooling fish, crustaceans, whalefall and
siphonophore, each ruling checked on a small board."""

from __future__ import annotations

import pytest

from fathom_score.rules.siphonophore import score_siphonophore

from .boards import board, points, score_one


class TestUndiscoveredTilesAreRemovedAtGameEnd:
    def test_an_undiscovered_coral_scores_nothing_and_splits_its_group(self):
        assert (
            points(
                1,
                "coral",
                ("D2", "red coral"),
                ("D3", "red coral undiscovered"),
                ("D4", "red coral"),
            )
            == 1 + 1
        )

    def test_the_zone_of_a_removed_tile_is_empty_for_a_siphonophore(self):
        ring = [(z, "red coral undiscovered") for z in ("C3", "C4", "D3", "D5", "E3", "E4")]
        assert points(1, "siphonophore", ("D4", "blue siphonophore"), *ring) == 6

    def test_undiscovered_tiles_are_not_discovered_tiles(self):
        ana = score_one(
            1, ("D2", "red coral"), ("D3", "red fish undiscovered"), ("D4", "red whalefall")
        )
        assert ana.discovered_tiles == 2

    def test_an_undiscovered_crustacean_scores_nothing(self):
        assert (
            points(
                1,
                "crustacean",
                ("D4", "blue crustacean undiscovered"),
                ("D3", "red coral"),
                ("D5", "yellow coral"),
            )
            == 0
        )

    def test_an_undiscovered_coral_does_not_feed_a_crustacean(self):
        assert (
            points(
                1,
                "crustacean",
                ("D4", "blue crustacean"),
                ("D3", "red coral"),
                ("D5", "yellow coral undiscovered"),
            )
            == 2
        )

    def test_a_face_down_tile_may_be_written_without_its_icons(self):
        assert score_one(1, ("D4", "red undiscovered")).total == 0


class TestCoral:
    @pytest.mark.parametrize(
        "size, expected", [(1, 1), (2, 4), (3, 9), (4, 15), (5, 21), (6, 28), (7, 28)]
    )
    def test_a_group_scores_by_its_size(self, size, expected):
        row_d = [(f"D{i}", "red coral") for i in range(1, size + 1)]
        assert points(1, "coral", *row_d) == expected

    def test_neighbouring_corals_of_different_colours_are_separate_groups(self):
        assert points(1, "coral", ("D3", "red coral"), ("D4", "yellow coral")) == 1 + 1

    def test_a_coral_icon_on_a_tile_with_other_icons_still_joins_the_group(self):
        assert points(1, "coral", ("D3", "red coral fish"), ("D4", "red coral")) == 4

    def test_same_colour_corals_that_do_not_touch_are_separate_groups(self):
        assert points(1, "coral", ("D2", "red coral"), ("D4", "red coral")) == 1 + 1


class TestMulticolouredCoral:
    # Red coral at C3, a multicoloured coral at C4, and two crustaceans (B3 and D4) that each
    # touch both corals.
    BOARD = (
        ("C3", "red coral"),
        ("C4", "multi coral"),
        ("B3", "blue crustacean"),
        ("D4", "blue crustacean"),
    )

    def test_the_app_picks_the_colour_that_maximises_the_total_not_the_coral_row(self):
        # As red: a pair (4) and two crustaceans beside one colour (2 + 2) = 8.
        # As yellow: two single corals (1 + 1) and two crustaceans beside two colours (4 + 4) = 10.
        ana = score_one(1, *self.BOARD)
        assert ana.coral_choice.colours == {"C4": "yellow"}
        assert (ana.categories["coral"].points, ana.categories["crustacean"].points) == (2, 8)

    def test_a_pinned_colour_is_respected_even_when_it_scores_less(self):
        pinned = dict(self.BOARD) | {"C4": "multi coral as red"}
        ana = score_one(1, *pinned.items())
        assert ana.coral_choice.colours == {}
        assert ana.total == 4 + 2 + 2

    def test_the_chosen_colour_also_counts_for_the_camera(self):
        # Red coral and yellow fish already in sight: blue (or green) adds a third colour.
        ana = score_one(
            2,
            ("D1", "green camera facing E"),
            ("D2", "red coral"),
            ("D3", "yellow fish"),
            ("D4", "multi coral"),
        )
        assert ana.coral_choice.colours == {"D4": "blue"}
        assert ana.categories["camera"].points == 2 + 3
        assert ana.categories["coral"].points == 1 + 1

    def test_an_undiscovered_multicoloured_coral_takes_no_colour(self):
        ana = score_one(1, ("D4", "multi coral undiscovered"))
        assert ana.coral_choice.colours == {}
        assert ana.total == 0


class TestSchoolingFish:
    def test_icons_are_counted_not_tiles(self):
        assert points(1, "schooling_fish", ("D3", "red 3 fish"), ("D4", "blue 3 fish")) == 9

    def test_six_single_fish_tiles_in_a_row_make_a_school(self):
        assert points(1, "schooling_fish", *[(f"D{i}", "red fish") for i in range(1, 7)]) == 9

    def test_five_fish_are_not_a_school(self):
        assert points(1, "schooling_fish", ("D3", "red 3 fish"), ("D4", "blue 2 fish")) == 0

    def test_fish_on_a_tile_with_other_icons_join_the_school(self):
        assert (
            points(
                1,
                "schooling_fish",
                ("D3", "red 3 fish"),
                ("D4", "blue 2 fish"),
                ("D5", "blue fish crustacean"),
            )
            == 9
        )

    def test_a_one_zone_gap_keeps_two_schools_apart(self):
        assert (
            points(
                1,
                "schooling_fish",
                ("D1", "red 3 fish"),
                ("D2", "blue 3 fish"),
                ("D4", "red 3 fish"),
                ("D5", "blue 3 fish"),
            )
            == 18
        )


class TestCrustacean:
    def test_coral_on_the_crustaceans_own_tile_is_not_neighbouring(self):
        assert points(1, "crustacean", ("D4", "red coral crustacean")) == 0

    def test_own_coral_does_not_make_a_second_colour(self):
        assert points(1, "crustacean", ("D4", "red coral crustacean"), ("D5", "yellow coral")) == 2

    def test_coral_on_a_neighbouring_tile_with_other_icons_counts(self):
        assert (
            points(
                1,
                "crustacean",
                ("D4", "blue crustacean"),
                ("D5", "red coral fish"),
                ("E4", "yellow coral crustacean"),
            )
            == 4 + 2
        )

    def test_three_colours_score_no_more_than_two(self):
        assert (
            points(
                1,
                "crustacean",
                ("D4", "blue crustacean"),
                ("D3", "red coral"),
                ("D5", "yellow coral"),
                ("E4", "green coral"),
            )
            == 4
        )

    def test_coral_two_zones_away_does_not_count(self):
        assert points(1, "crustacean", ("D4", "blue crustacean"), ("D6", "red coral")) == 0


class TestWhalefall:
    def test_species_are_counted_not_tiles(self):
        assert (
            points(
                1,
                "whalefall",
                ("D4", "red whalefall"),
                ("C3", "yellow fish"),
                ("C4", "blue fish"),
                ("D5", "green 3 fish"),
            )
            == 2
        )

    def test_one_tile_with_two_scavengers_counts_both(self):
        assert points(1, "whalefall", ("D4", "red whalefall"), ("E4", "blue fish crustacean")) == 4

    def test_coral_is_not_a_scavenger(self):
        assert points(1, "whalefall", ("D4", "red whalefall"), ("C3", "yellow coral")) == 0

    def test_undiscovered_scavengers_do_not_count(self):
        assert (
            points(
                1,
                "whalefall",
                ("D4", "red whalefall"),
                ("C3", "yellow fish"),
                ("C4", "blue cucumber undiscovered"),
            )
            == 2
        )


class TestSiphonophore:
    def test_inside_the_board_with_six_empty_neighbours_scores_6(self):
        assert points(1, "siphonophore", ("D4", "blue siphonophore")) == 6

    @pytest.mark.parametrize("corner", ["A1", "A4", "D1", "D7", "G1", "G4"])
    def test_off_board_positions_are_not_zones_so_a_lone_corner_scores_3_plus_2(self, corner):
        assert points(1, "siphonophore", (corner, "blue siphonophore")) == 3 + 2

    @pytest.mark.parametrize("edge", ["A2", "B1", "C6", "E1", "F5", "G3"])
    def test_an_edge_zone_between_corners_has_four_zones_around_it(self, edge):
        assert points(1, "siphonophore", (edge, "blue siphonophore")) == 4 + 2

    def test_tokens_of_any_kind_make_a_zone_not_empty(self):
        # A face-down and a face-up point of interest, and a stingray: 3 of 6 zones taken.
        # (Stingrays belong to Expedition 4; the rule is checked on the board alone.)
        siphonophore_board = board(
            ("D4", "blue siphonophore"),
            ("C3", "poi hidden"),
            ("C4", "poi chest"),
            ("E4", "stingray"),
        )
        assert score_siphonophore(siphonophore_board).points == 3

    def test_each_siphonophore_scores_on_its_own(self):
        assert (
            points(1, "siphonophore", ("D4", "blue siphonophore"), ("D5", "red siphonophore"))
            == 5 + 5
        )
