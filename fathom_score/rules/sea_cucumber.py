"""Sea cucumber: ranked across the table by how many icons each board shows.

Distinct counts take places 1st, 2nd, 3rd, 4th worth 12, 7, 3, 0. Players on the same count
share that one place and split its points, rounding down; the next lower count takes the next
place. A player with no sea cucumbers takes no place and scores 0, unless the game's
`sea_cucumber_zero_scores` switch makes zero a count like any other.
"""

from __future__ import annotations

from ..model import Board, Species
from ..words import Message, Value, and_list, message, ordinal, plural_message
from .reasons import CategoryScore, Reason

PLACE_POINTS = (12, 7, 3, 0)


def count_cucumbers(board: Board) -> int:
    return board.icons(Species.CUCUMBER)


def rank_sea_cucumbers(
    counts: dict[str, int], boards: dict[str, Board], zero_scores: bool = False
) -> tuple[dict[str, CategoryScore], tuple[Message, ...]]:
    """Each player's sea-cucumber score, and the ranking told as a story, a Message a line."""
    ranked = sorted({c for c in counts.values() if c > 0 or zero_scores}, reverse=True)
    scores, story = {}, []
    for place, count in enumerate(ranked):
        names = [name for name, c in counts.items() if c == count]
        value = PLACE_POINTS[place] if place < len(PLACE_POINTS) else 0
        line, working = _placed(names, count, ordinal(place + 1), value)
        story.append(line)
        text = plural_message(
            "{count} sea cucumber: {place} of the table",
            "{count} sea cucumbers: {place} of the table",
            count=count,
            place=ordinal(place + 1),
        )
        for name in names:
            zones = boards[name].zones_with(Species.CUCUMBER)
            reason = Reason("sea_cucumber", text, value // len(names), zones, working)
            scores[name] = CategoryScore.of("sea_cucumber", [reason])
    for name in counts:
        if name not in scores:
            story.append(message("{name} has no sea cucumbers: no place, 0 points.", name=name))
            scores[name] = CategoryScore.of("sea_cucumber", [NO_CUCUMBERS])
    if len(ranked) > 1 or len(story) > 1:
        story.append(
            message("Players on the same count share a place; the next count takes the next place.")
        )
    return scores, tuple(story)


NO_CUCUMBERS = Reason(
    "sea_cucumber",
    message("No sea cucumbers"),
    0,
    (),
    message("no sea cucumbers take no place: 0"),
)


def _placed(names: list[str], count: int, place: Message, value: int) -> tuple[Message, Message]:
    """The story's line for the players on one count, and the working of their reason."""
    if len(names) == 1:
        return (
            message(
                "{name} has {count}: {place} place scores {points}.",
                name=names[0],
                count=count,
                place=place,
                points=value,
            ),
            message("{place} place: {points}", place=place, points=value),
        )
    shared: dict[str, Value] = {
        "place": place,
        "points": value,
        "players": len(names),
        "share": value // len(names),
    }
    return (
        message(
            "{names} tie on {count} and share {place} place: "
            "{points} ÷ {players} = {share} each (rounded down).",
            names=and_list(tuple(names)),
            count=count,
            **shared,
        ),
        message("{place} place shared by {players}: {points} ÷ {players} = {share}", **shared),
    )
