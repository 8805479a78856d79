"""Siphonophore (Expedition 1): 1 per empty neighbouring zone, 2 more on the board's edge."""

from __future__ import annotations

from ..model import Board, Species
from ..words import message, plural_message
from .reasons import CategoryScore, Reason

EDGE_BONUS = 2


def score_siphonophore(board: Board) -> CategoryScore:
    reasons = []
    for zone in board.zones_with(Species.SIPHONOPHORE):
        # Positions off the board are not zones, so they never count as empty.
        empty = tuple(n for n in board.layout.neighbours(zone) if board.is_empty(n))
        on_edge = board.layout.is_edge(zone)
        icons = board.tile_at(zone).count(Species.SIPHONOPHORE)
        points = (len(empty) + (EDGE_BONUS if on_edge else 0)) * icons
        if on_edge:
            working = plural_message(
                "{count} empty zone × 1 + {bonus} on the edge",
                "{count} empty zones × 1 + {bonus} on the edge",
                count=len(empty),
                bonus=EDGE_BONUS,
            )
            text = message("Siphonophore at {zone} (on the edge)", zone=zone)
        else:
            working = plural_message(
                "{count} empty zone × 1", "{count} empty zones × 1", count=len(empty)
            )
            text = message("Siphonophore at {zone} (inside the board)", zone=zone)
        reasons.append(Reason("siphonophore", text, points, (zone, *empty), working))
    return CategoryScore.of("siphonophore", reasons)
