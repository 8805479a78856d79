"""Crustacean: 2 points beside coral, 2 more beside at least two coral colours."""

from __future__ import annotations

from ..model import Board, Species, colour_word
from ..words import Message, message
from .reasons import CategoryScore, Reason


def score_crustacean(board: Board) -> CategoryScore:
    reasons = []
    coral_zones = set(board.zones_with(Species.CORAL))
    for zone in board.zones_with(Species.CRUSTACEAN):
        icons = board.tile_at(zone).count(Species.CRUSTACEAN)
        # Coral on the crustacean's own tile is not neighbouring: only the zones around count.
        corals = [n for n in board.layout.neighbours(zone) if n in coral_zones]
        colours = sorted({board.tile_at(n).scoring_colour for n in corals})
        each = (2 if corals else 0) + (2 if len(colours) >= 2 else 0)
        working = _working(colours)
        if icons > 1:
            working = message("{working}, for each of {icons} icons", working=working, icons=icons)
        if corals:
            text = message(
                "Crustacean at {zone} beside coral at {corals}", zone=zone, corals=tuple(corals)
            )
        else:
            text = message("Crustacean at {zone}", zone=zone)
        reasons.append(Reason("crustacean", text, each * icons, (zone, *corals), working))
    return CategoryScore.of("crustacean", reasons)


def _working(colours: list[str]) -> Message:
    """One icon's points, by the coral colours beside it."""
    if not colours:
        return message("no coral in a neighbouring zone: 0")
    if len(colours) == 1:
        return message("beside {colour} coral only: 2", colour=colour_word(colours[0]))
    return message(
        "beside coral of {count} colours ({colours}): 2 + 2",
        count=len(colours),
        colours=tuple(colour_word(c) for c in colours),
    )
