"""RULINGS.md 9-14: anglerfish, the deep-sea camera, jellyfish, finless sole, stingrays and
points of interest."""

from __future__ import annotations

import pytest

from fathom_score.model import DIRECTIONS
from fathom_score.words import say

from .boards import points, score_one


class TestAnglerfish:
    def test_a_lone_anglerfish_scores_0(self):
        assert points(2, "anglerfish", ("D4", "red anglerfish")) == 0

    def test_two_unstacked_anglerfish_side_by_side_are_not_a_pair(self):
        assert points(2, "anglerfish", ("D4", "red anglerfish"), ("D5", "blue anglerfish")) == 0

    def test_a_stack_counts_as_two_discovered_tiles(self):
        ana = score_one(2, ("D4", "red anglerfish stacked"), ("D5", "blue anglerfish"))
        assert ana.discovered_tiles == 3

    def test_a_stack_shows_the_camera_only_its_top_colour(self):
        # Red coral and a stack with a red top: one colour in sight. A yellow top: two.
        camera = ("D1", "green camera facing E")
        assert (
            points(2, "camera", camera, ("D2", "red coral"), ("D3", "red anglerfish stacked"))
            == 2 + 1
        )
        assert (
            points(2, "camera", camera, ("D2", "red coral"), ("D3", "yellow anglerfish stacked"))
            == 2 + 2
        )


class TestDeepSeaCamera:
    def test_nothing_blocks_the_line_of_sight_to_the_far_edge(self):
        # A statue and a coral stand in front of the fish at D7; all three count.
        assert (
            points(
                2,
                "camera",
                ("D1", "green camera facing E"),
                ("D2", "poi statue"),
                ("D4", "red coral"),
                ("D7", "yellow fish"),
            )
            == 2 + 2 + 1
        )

    def test_the_line_of_sight_runs_diagonally_corner_to_corner(self):
        # From G1 facing NE the line is F2, E3, D4, C4, B4, A4.
        assert points(2, "camera", ("G1", "green camera facing NE"), ("A4", "red coral")) == 1 + 1

    def test_the_camera_tile_never_counts_towards_its_own_colour_or_species(self):
        # Only a red coral in sight: 1 species + 1 colour; the green camera adds nothing.
        assert points(2, "camera", ("D1", "green camera facing E"), ("D5", "red coral")) == 2

    def test_a_face_down_point_of_interest_is_not_counted(self):
        assert points(2, "camera", ("D1", "green camera facing E"), ("D4", "poi hidden")) == 0

    def test_each_face_up_point_of_interest_in_sight_counts(self):
        assert (
            points(
                2,
                "camera",
                ("D1", "green camera facing E"),
                ("D3", "poi statue"),
                ("D5", "poi wreck"),
            )
            == 2
        )

    def test_tiles_beside_the_line_of_sight_are_not_in_it(self):
        assert (
            points(
                2,
                "camera",
                ("D4", "green camera facing E"),
                ("C4", "red coral"),
                ("E4", "yellow fish"),
                ("D3", "blue cucumber"),
            )
            == 0
        )

    def test_two_species_on_one_tile_both_count(self):
        assert (
            points(2, "camera", ("D1", "green camera facing E"), ("D4", "blue fish crustacean"))
            == 2 + 1
        )

    def test_four_species_earn_no_bonus(self):
        assert (
            points(
                2,
                "camera",
                ("D1", "green camera facing E"),
                ("D2", "red coral"),
                ("D3", "red fish"),
                ("D4", "red cucumber"),
                ("D5", "red crustacean"),
            )
            == 4 + 1
        )

    def test_the_reason_says_what_each_other_facing_would_score(self):
        ana = score_one(
            2, ("D4", "green camera facing E"), ("D6", "red coral"), ("C4", "yellow fish")
        )
        (reason,) = ana.categories["camera"].reasons
        assert {say(label): then for label, then in reason.alternatives} == {
            "facing SE": 0,
            "facing SW": 0,
            "facing W": 0,
            "facing NW": 0,
            "facing NE": 2,
        }
        assert set(DIRECTIONS) == {"E"} | {
            say(label).split()[1] for label, _ in reason.alternatives
        }


class TestJellyfish:
    @staticmethod
    def jellyfish(*zones: str) -> int:
        return points(3, "jellyfish", *[(zone, "red jellyfish") for zone in zones])

    def test_a_lone_jellyfish_scores_0(self):
        assert self.jellyfish("D4") == 0

    def test_three_in_a_row_make_one_line_and_one_left_over(self):
        assert self.jellyfish("D3", "D4", "D5") == 6

    def test_five_in_a_row_make_two_lines_because_a_row_holds_no_triangle(self):
        assert self.jellyfish("D1", "D2", "D3", "D4", "D5") == 6 + 6

    def test_each_jellyfish_counts_in_one_shape_only(self):
        # A triangle C3-C4-D4 with E4 hanging off D4: the triangle (12), not triangle + line.
        assert self.jellyfish("C3", "C4", "D4", "E4") == 12

    def test_a_diamond_and_a_line_beat_a_diamond_that_strands_two(self):
        # Row C from C2 to C5 above D4 and D5. The diamond C3-C4-D4-D5 would leave C2 and C5
        # alone (20); the diamond C4-C5-D4-D5 leaves C2-C3 as a line (20 + 6).
        assert self.jellyfish("C2", "C3", "C4", "C5", "D4", "D5") == 20 + 6

    def test_three_lines_beat_a_triangle_that_strands_three(self):
        # Triangle E3-E4-F3 would leave D5, E2 and G3 alone (12); instead D5-E4, E2-E3 and
        # F3-G3 make three lines.
        assert self.jellyfish("D5", "E2", "E3", "E4", "F3", "G3") == 6 + 6 + 6

    def test_two_triangles_joined_by_one_edge_are_not_a_diamond(self):
        # B3-B4-C4 and D4-E3-E4, joined only by C4-D4.
        assert self.jellyfish("B3", "B4", "C4", "D4", "E3", "E4") == 12 + 12

    def test_a_full_flower_of_seven_scores_a_diamond_and_a_line(self):
        assert self.jellyfish("D4", "C3", "C4", "D3", "D5", "E3", "E4") == 20 + 6

    def test_the_reason_says_what_smaller_shapes_would_have_scored(self):
        ana = score_one(3, *[(z, "red jellyfish") for z in ("C3", "C4", "D4", "D5")])
        first = ana.categories["jellyfish"].reasons[0]
        assert {say(label): then for label, then in first.alternatives} == {
            "lines only": 12,
            "triangles and lines only": 12,
        }


@pytest.mark.parametrize("soles, expected", [(0, 0), (1, 2), (2, 6), (3, 12), (4, 12)])
def test_finless_sole_scores_by_how_many_the_board_holds(soles, expected):
    zones = [(f"D{i}", "yellow sole") for i in range(1, soles + 1)]
    assert points(4, "finless_sole", *zones) == expected


def test_an_undiscovered_finless_sole_scores_nothing():
    assert points(4, "finless_sole", ("D1", "yellow sole"), ("D2", "yellow sole undiscovered")) == 2


@pytest.mark.parametrize("stingrays, expected", [(0, 0), (1, 2), (6, 12)])
def test_each_stingray_still_on_the_board_scores_2(stingrays, expected):
    zones = [(zone, "stingray") for zone in ("A1", "A4", "D1", "D7", "G1", "G4")[:stingrays]]
    assert points(4, "stingrays", *zones) == expected


POI_POINTS = {
    1: {"statue": 5, "chest": 2, "rubble": -2, "wreck": 0},
    2: {"statue": 4, "chest": 3, "rubble": 2, "wreck": 1},
    3: {"statue": 8, "chest": 0, "rubble": 0, "wreck": 0},
    4: {"statue": 0, "chest": 5, "rubble": -2, "wreck": 0},
}


POI_CASES = [(e, k, p) for e, kinds in POI_POINTS.items() for k, p in kinds.items()]


class TestPointsOfInterest:
    @pytest.mark.parametrize("expedition, kind, expected", POI_CASES)
    def test_a_discovered_token_kept_beside_the_board(self, expedition, kind, expected):
        assert points(expedition, "poi", kept=(kind,)) == expected

    @pytest.mark.parametrize("expedition, kind, expected", POI_CASES)
    def test_a_discovered_token_left_on_its_zone(self, expedition, kind, expected):
        assert points(expedition, "poi", ("B2", f"poi {kind}")) == expected

    @pytest.mark.parametrize("expedition", [1, 2, 3, 4])
    def test_a_face_down_token_scores_0(self, expedition):
        assert points(expedition, "poi", ("B2", "poi hidden"), ("C2", "poi hidden")) == 0

    def test_expedition_1_rubble_costs_2_even_beside_other_tokens(self):
        assert points(1, "poi", ("B2", "poi rubble"), kept=("statue", "chest")) == 5 + 2 - 2

    def test_a_lone_rubble_makes_the_row_and_the_total_negative(self):
        ana = score_one(1, kept=("rubble",))
        assert (ana.categories["poi"].points, ana.total) == (-2, -2)
