"""Stingrays (Expedition 4): 2 for each token still on the board."""

from __future__ import annotations

from ..model import Board
from ..words import message, plural_message
from .reasons import CategoryScore, Reason

STINGRAY_POINTS = 2


def score_stingrays(board: Board) -> CategoryScore:
    zones = board.stingrays()
    if not zones:
        return CategoryScore("stingrays", 0)
    points = STINGRAY_POINTS * len(zones)
    reason = Reason(
        "stingrays",
        plural_message(
            "{count} stingray still on the board",
            "{count} stingrays still on the board",
            count=len(zones),
        ),
        points,
        zones,
        message("{count} × {each}", count=len(zones), each=STINGRAY_POINTS),
    )
    return CategoryScore.of("stingrays", [reason])
