"""Coral: each connected group of one colour scores by its size."""

from __future__ import annotations

from ..model import Board, Species, colour_word
from ..words import Message, message
from .reasons import CategoryScore, Reason

# Points by group size (index 0 is no group at all): 1, 2, 3, 4, 5 and 6-or-more corals.
GROUP_POINTS = (0, 1, 4, 9, 15, 21, 28)


def group_points(size: int) -> int:
    return GROUP_POINTS[min(size, len(GROUP_POINTS) - 1)]


def score_coral(board: Board) -> CategoryScore:
    """Group corals by colour (multicoloured ones by their chosen colour) and score each group."""
    colour_of = {
        zone: board.tile_at(zone).scoring_colour for zone in board.zones_with(Species.CORAL)
    }
    groups = board.groups_by(colour_of)
    reasons = []
    # Reasons go colour by colour, in the order the colours first appear on the board.
    for colour in dict.fromkeys(colour_of.values()):
        for group in (g for g in groups if colour_of[g[0]] == colour):
            points = group_points(len(group))
            reasons.append(
                Reason(
                    "coral",
                    message(
                        "{colour} coral group of {size} ({zones})",
                        colour=colour_word(colour, capitalised=True),
                        size=len(group),
                        zones=group,
                    ),
                    points,
                    group,
                    _group_working(len(group), points),
                )
            )
    return CategoryScore.of("coral", reasons)


def _group_working(size: int, points: int) -> Message:
    largest = len(GROUP_POINTS) - 1  # a group of six or more scores as six
    if size >= largest:
        return message("group of {size}+ scores {points}", size=largest, points=points)
    return message("group of {size} scores {points}", size=size, points=points)
