"""Finless sole (Expedition 4): scored on how many the board holds."""

from __future__ import annotations

from ..model import Board, Species
from .reasons import CategoryScore, Reason, plural

# Points for 0, 1, 2 and 3-or-more finless sole icons.
SOLE_POINTS = (0, 2, 6, 12)


def score_finless_sole(board: Board) -> CategoryScore:
    zones = board.zones_with(Species.SOLE)
    if not zones:
        return CategoryScore("finless_sole", 0)
    icons = board.icons(Species.SOLE)
    points = SOLE_POINTS[min(icons, len(SOLE_POINTS) - 1)]
    count = "3 or more" if icons >= 3 else str(icons)
    reason = Reason(
        "finless_sole",
        f"{plural(icons, 'finless sole')} on the board",
        points,
        zones,
        f"{count} score {points}",
    )
    return CategoryScore.of("finless_sole", [reason])
