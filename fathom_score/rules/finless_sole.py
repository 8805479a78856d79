"""Finless sole (Expedition 4): scored on how many the board holds."""

from __future__ import annotations

from ..model import Board, Species
from ..words import message, plural_message
from .reasons import CategoryScore, Reason

# Points for 0, 1, 2 and 3-or-more finless sole icons.
SOLE_POINTS = (0, 2, 6, 12)


def score_finless_sole(board: Board) -> CategoryScore:
    zones = board.zones_with(Species.SOLE)
    if not zones:
        return CategoryScore("finless_sole", 0)
    icons = board.icons(Species.SOLE)
    most = len(SOLE_POINTS) - 1  # three or more score as three
    points = SOLE_POINTS[min(icons, most)]
    if icons >= most:
        working = message("{count} or more score {points}", count=most, points=points)
    else:
        working = message("{count} score {points}", count=icons, points=points)
    reason = Reason(
        "finless_sole",
        plural_message(
            "{count} finless sole on the board", "{count} finless soles on the board", count=icons
        ),
        points,
        zones,
        working,
    )
    return CategoryScore.of("finless_sole", [reason])
