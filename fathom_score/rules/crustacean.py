"""Crustacean: 2 points beside coral, 2 more beside at least two coral colours."""

from __future__ import annotations

from ..model import Board, Species
from .reasons import CategoryScore, Reason, zone_list


def score_crustacean(board: Board) -> CategoryScore:
    reasons = []
    coral_zones = set(board.zones_with(Species.CORAL))
    for zone in board.zones_with(Species.CRUSTACEAN):
        icons = board.tile_at(zone).count(Species.CRUSTACEAN)
        # Coral on the crustacean's own tile is not neighbouring: only the zones around count.
        corals = [n for n in board.layout.neighbours(zone) if n in coral_zones]
        colours = sorted({board.tile_at(n).scoring_colour for n in corals})
        each = (2 if corals else 0) + (2 if len(colours) >= 2 else 0)
        if not corals:
            working = "no coral in a neighbouring zone: 0"
        elif len(colours) == 1:
            working = f"beside {colours[0]} coral only: 2"
        else:
            working = f"beside coral of {len(colours)} colours ({', '.join(colours)}): 2 + 2"
        if icons > 1:
            working += f", for each of {icons} icons"
        text = f"Crustacean at {zone}" + (f" beside coral at {zone_list(corals)}" if corals else "")
        reasons.append(Reason("crustacean", text, each * icons, (zone, *corals), working))
    return CategoryScore.of("crustacean", reasons)
