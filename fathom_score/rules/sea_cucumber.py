"""Sea cucumber: ranked across the table by how many icons each board shows.

Distinct counts take places 1st, 2nd, 3rd, 4th worth 12, 7, 3, 0. Players on the same count
share that one place and split its points, rounding down; the next lower count takes the next
place. A player with no sea cucumbers takes no place and scores 0, unless the game's
`sea_cucumber_zero_scores` switch makes zero a count like any other.
"""

from __future__ import annotations

from ..model import Board, Species
from .reasons import CategoryScore, Reason, and_list, ordinal, plural

PLACE_POINTS = (12, 7, 3, 0)


def count_cucumbers(board: Board) -> int:
    return board.icons(Species.CUCUMBER)


def rank_sea_cucumbers(
    counts: dict[str, int], boards: dict[str, Board], zero_scores: bool = False
) -> tuple[dict[str, CategoryScore], tuple[str, ...]]:
    """Each player's sea-cucumber score, and the ranking told as a story in sentences."""
    ranked = sorted({c for c in counts.values() if c > 0 or zero_scores}, reverse=True)
    scores, story = {}, []
    for place, count in enumerate(ranked):
        names = [name for name, c in counts.items() if c == count]
        value = PLACE_POINTS[place] if place < len(PLACE_POINTS) else 0
        share = value // len(names)
        place_name = ordinal(place + 1)
        if len(names) == 1:
            story.append(f"{names[0]} has {count}: {place_name} place scores {value}.")
            working = f"{place_name} place: {value}"
        else:
            story.append(
                f"{and_list(names)} tie on {count} and share {place_name} place: "
                f"{value} ÷ {len(names)} = {share} each (rounded down)."
            )
            working = f"{place_name} place shared by {len(names)}: {value} ÷ {len(names)} = {share}"
        for name in names:
            zones = boards[name].zones_with(Species.CUCUMBER)
            text = f"{plural(count, 'sea cucumber')}: {place_name} of the table"
            scores[name] = CategoryScore.of(
                "sea_cucumber", [Reason("sea_cucumber", text, share, zones, working)]
            )
    for name in counts:
        if name not in scores:
            story.append(f"{name} has no sea cucumbers: no place, 0 points.")
            scores[name] = CategoryScore.of(
                "sea_cucumber",
                [
                    Reason(
                        "sea_cucumber",
                        "No sea cucumbers",
                        0,
                        (),
                        "no sea cucumbers take no place: 0",
                    )
                ],
            )
    if len(ranked) > 1 or len(story) > 1:
        story.append(
            "Players on the same count share a place; the next count takes the next place."
        )
    return scores, tuple(story)
