"""Whalefall (Expedition 1): 2 per scavenger species next to it, 1 more for all three."""

from __future__ import annotations

from ..model import Board, Species
from ..words import message
from .reasons import CategoryScore, Reason

SCAVENGERS = (Species.CUCUMBER, Species.FISH, Species.CRUSTACEAN)


def score_whalefall(board: Board) -> CategoryScore:
    reasons = []
    for zone in board.zones_with(Species.WHALEFALL):
        found: dict[Species, list[str]] = {}
        for neighbour in board.layout.neighbours(zone):
            tile = board.tile(neighbour)
            for species in SCAVENGERS:
                if tile is not None and tile.has(species):
                    found.setdefault(species, []).append(neighbour)
        kinds = [s for s in SCAVENGERS if s in found]
        bonus = 1 if len(kinds) == len(SCAVENGERS) else 0
        points = 2 * len(kinds) + bonus
        if kinds:
            seen = tuple(s.word for s in kinds)
            text = message("Whalefall at {zone} beside {species}", zone=zone, species=seen)
        else:
            text = message("Whalefall at {zone} beside no scavengers", zone=zone)
        if bonus:
            working = message("{count} scavenger species × 2 + 1 for all three", count=len(kinds))
        else:
            working = message("{count} scavenger species × 2", count=len(kinds))
        beside = {z for zs in found.values() for z in zs}
        zones = (zone, *sorted(beside, key=board.layout.zones.index))
        reasons.append(Reason("whalefall", text, points, zones, working))
    return CategoryScore.of("whalefall", reasons)
