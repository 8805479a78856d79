"""Anglerfish (Expedition 2): 6 per stacked pair; a lone anglerfish scores nothing."""

from __future__ import annotations

from ..model import Board, Species
from .reasons import CategoryScore, Reason

PAIR_POINTS = 6


def score_anglerfish(board: Board) -> CategoryScore:
    reasons = []
    for zone in board.zones_with(Species.ANGLERFISH):
        if board.tile_at(zone).stacked:
            reasons.append(
                Reason(
                    "anglerfish",
                    f"Stacked anglerfish pair at {zone}",
                    PAIR_POINTS,
                    (zone,),
                    f"a stacked pair scores {PAIR_POINTS}",
                )
            )
        else:
            reasons.append(
                Reason(
                    "anglerfish",
                    f"Lone anglerfish at {zone}",
                    0,
                    (zone,),
                    "only stacked pairs score",
                )
            )
    return CategoryScore.of("anglerfish", reasons)
