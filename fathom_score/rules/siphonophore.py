"""Siphonophore (Expedition 1): 1 per empty neighbouring zone, 2 more on the board's edge."""

from __future__ import annotations

from ..model import Board, Species
from .reasons import CategoryScore, Reason, plural

EDGE_BONUS = 2


def score_siphonophore(board: Board) -> CategoryScore:
    reasons = []
    for zone in board.zones_with(Species.SIPHONOPHORE):
        # Positions off the board are not zones, so they never count as empty.
        empty = tuple(n for n in board.layout.neighbours(zone) if board.is_empty(n))
        on_edge = board.layout.is_edge(zone)
        icons = board.tile_at(zone).count(Species.SIPHONOPHORE)
        points = (len(empty) + (EDGE_BONUS if on_edge else 0)) * icons
        working = f"{plural(len(empty), 'empty zone')} × 1" + (
            " + 2 on the edge" if on_edge else ""
        )
        where = "on the edge" if on_edge else "inside the board"
        reasons.append(
            Reason(
                "siphonophore", f"Siphonophore at {zone} ({where})", points, (zone, *empty), working
            )
        )
    return CategoryScore.of("siphonophore", reasons)
