"""Schooling fish: each separate school of 6 or more fish icons scores 9."""

from __future__ import annotations

from ..model import Board, Species
from .reasons import CategoryScore, Reason, plural, zone_list

SCHOOL_SIZE = 6
SCHOOL_POINTS = 9


def score_fish(board: Board) -> CategoryScore:
    reasons = []
    for school in board.groups_by(dict.fromkeys(board.zones_with(Species.FISH), "fish")):
        icons = sum(board.tile_at(zone).count(Species.FISH) for zone in school)
        points = SCHOOL_POINTS if icons >= SCHOOL_SIZE else 0
        working = (
            f"{plural(icons, 'icon')}: a school of {SCHOOL_SIZE}+ scores {SCHOOL_POINTS}"
            + (", however large" if icons > SCHOOL_SIZE else "")
            if points
            else f"{plural(icons, 'icon')}: a school needs {SCHOOL_SIZE}"
        )
        reasons.append(
            Reason(
                "schooling_fish",
                f"School of {plural(icons, 'fish icon')} ({zone_list(school)})",
                points,
                school,
                working,
            )
        )
    return CategoryScore.of("schooling_fish", reasons)
