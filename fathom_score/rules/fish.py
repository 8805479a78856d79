"""Schooling fish: each separate school of 6 or more fish icons scores 9."""

from __future__ import annotations

from ..model import Board, Species
from ..words import Message, plural_message
from .reasons import CategoryScore, Reason

SCHOOL_SIZE = 6
SCHOOL_POINTS = 9


def score_fish(board: Board) -> CategoryScore:
    reasons = []
    for school in board.groups_by(dict.fromkeys(board.zones_with(Species.FISH), "fish")):
        icons = sum(board.tile_at(zone).count(Species.FISH) for zone in school)
        points = SCHOOL_POINTS if icons >= SCHOOL_SIZE else 0
        reasons.append(
            Reason(
                "schooling_fish",
                plural_message(
                    "School of {count} fish icon ({zones})",
                    "School of {count} fish icons ({zones})",
                    count=icons,
                    zones=school,
                ),
                points,
                school,
                _working(icons),
            )
        )
    return CategoryScore.of("schooling_fish", reasons)


def _working(icons: int) -> Message:
    values = {"size": SCHOOL_SIZE, "points": SCHOOL_POINTS}
    if icons < SCHOOL_SIZE:
        return plural_message(
            "{count} icon: a school needs {size}",
            "{count} icons: a school needs {size}",
            count=icons,
            **values,
        )
    if icons == SCHOOL_SIZE:
        return plural_message(
            "{count} icon: a school of {size}+ scores {points}",
            "{count} icons: a school of {size}+ scores {points}",
            count=icons,
            **values,
        )
    return plural_message(
        "{count} icon: a school of {size}+ scores {points}, however large",
        "{count} icons: a school of {size}+ scores {points}, however large",
        count=icons,
        **values,
    )
