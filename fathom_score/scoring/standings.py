"""Final standings: most points wins; a tie goes to the most discovered tiles; then it is shared.

Places count like a race: tied players share a place and the next player's place skips the
shared ones (1, 1, 3). The rulebook names no tie-break after discovered tiles, so players still
level after it share the place.
"""

from __future__ import annotations

from dataclasses import dataclass

from ..words import Message, Value, and_list, message, plural_message


@dataclass(frozen=True)
class Entry:
    name: str
    total: int
    discovered_tiles: int
    stacked_pairs: int = 0  # among the discovered tiles, each pair counted as two (ruling 7)


def places(entries: list[Entry]) -> dict[str, int]:
    """Each player's place after the tie-break; tied players share one."""
    key = {e.name: (e.total, e.discovered_tiles) for e in entries}
    return {e.name: 1 + sum(1 for k in key.values() if k > key[e.name]) for e in entries}


def tiebreak_story(entries: list[Entry]) -> tuple[Message, ...]:
    """The standings told, a Message a line: who is ahead, which ties the tiles broke, which
    remain."""
    story = []
    by_total: dict[int, list[Entry]] = {}
    for entry in sorted(entries, key=lambda e: -e.total):
        by_total.setdefault(entry.total, []).append(entry)
    place = places(entries)
    for total, level in by_total.items():
        if len(level) == 1:
            story.append(
                plural_message(
                    "{name} has {count} point: place {place}.",
                    "{name} has {count} points: place {place}.",
                    count=total,
                    name=level[0].name,
                    place=place[level[0].name],
                )
            )
            continue
        story.append(
            plural_message(
                "{names} are level on {count} point, so the most discovered tiles on the "
                "ocean board decides: {tiles}.",
                "{names} are level on {count} points, so the most discovered tiles on the "
                "ocean board decides: {tiles}.",
                count=total,
                names=and_list(tuple(e.name for e in level)),
                tiles=tuple(_tiles(e) for e in level),
            )
        )
        for tile_count in sorted({e.discovered_tiles for e in level}, reverse=True):
            sharing = [e.name for e in level if e.discovered_tiles == tile_count]
            story.append(_tiles_decide(sharing, tile_count, place[sharing[0]]))
    return tuple(story)


def _tiles_decide(sharing: list[str], tiles: int, place: int) -> Message:
    """What the discovered tiles decide for the players level on points who have `tiles`."""
    if len(sharing) == 1:
        return plural_message(
            "{name} takes place {place} with {count} tile.",
            "{name} takes place {place} with {count} tiles.",
            count=tiles,
            name=sharing[0],
            place=place,
        )
    return plural_message(
        "{names} also have {count} tile each; the rules break ties no further, so they "
        "share place {place}.",
        "{names} also have {count} tiles each; the rules break ties no further, so they "
        "share place {place}.",
        count=tiles,
        names=and_list(tuple(sharing)),
        place=place,
    )


def _tiles(entry: Entry) -> Value:
    """A player's discovered tiles, and why they outnumber their zones: the stacked anglerfish
    pairs."""
    if entry.stacked_pairs == 0:
        return message("{name} {count}", name=entry.name, count=entry.discovered_tiles)
    if entry.stacked_pairs == 1:
        return message(
            "{name} {count} (a stacked pair counted as two)",
            name=entry.name,
            count=entry.discovered_tiles,
        )
    return message(
        "{name} {count} ({pairs} stacked pairs counted as two each)",
        name=entry.name,
        count=entry.discovered_tiles,
        pairs=entry.stacked_pairs,
    )
