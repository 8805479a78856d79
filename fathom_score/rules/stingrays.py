"""Stingrays (Expedition 4): 2 for each token still on the board."""

from __future__ import annotations

from ..model import Board
from .reasons import CategoryScore, Reason, plural

STINGRAY_POINTS = 2


def score_stingrays(board: Board) -> CategoryScore:
    zones = board.stingrays()
    if not zones:
        return CategoryScore("stingrays", 0)
    points = STINGRAY_POINTS * len(zones)
    reason = Reason(
        "stingrays",
        f"{plural(len(zones), 'stingray')} still on the board",
        points,
        zones,
        f"{len(zones)} × {STINGRAY_POINTS}",
    )
    return CategoryScore.of("stingrays", [reason])
