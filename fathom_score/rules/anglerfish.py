"""Anglerfish (Expedition 2): 6 per stacked pair; a lone anglerfish scores nothing."""

from __future__ import annotations

from ..model import Board, Species
from ..words import message
from .reasons import CategoryScore, Reason

PAIR_POINTS = 6


def score_anglerfish(board: Board) -> CategoryScore:
    reasons = []
    for zone in board.zones_with(Species.ANGLERFISH):
        if board.tile_at(zone).stacked:
            reasons.append(
                Reason(
                    "anglerfish",
                    message("Stacked anglerfish pair at {zone}", zone=zone),
                    PAIR_POINTS,
                    (zone,),
                    message("a stacked pair scores {points}", points=PAIR_POINTS),
                )
            )
        else:
            reasons.append(
                Reason(
                    "anglerfish",
                    message("Lone anglerfish at {zone}", zone=zone),
                    0,
                    (zone,),
                    message("only stacked pairs score"),
                )
            )
    return CategoryScore.of("anglerfish", reasons)
