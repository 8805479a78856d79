"""Final standings: most points wins; a tie goes to the most discovered tiles; then it is shared.

Places count like a race: tied players share a place and the next player's place skips the
shared ones (1, 1, 3). The rulebook names no tie-break after discovered tiles, so players still
level after it share the place.
"""

from __future__ import annotations

from dataclasses import dataclass

from ..rules.reasons import and_list


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


def tiebreak_story(entries: list[Entry]) -> tuple[str, ...]:
    """The standings told in sentences: who is ahead, which ties the tiles broke, which remain."""
    story = []
    by_total: dict[int, list[Entry]] = {}
    for entry in sorted(entries, key=lambda e: -e.total):
        by_total.setdefault(entry.total, []).append(entry)
    place = places(entries)
    for total, level in by_total.items():
        if len(level) == 1:
            story.append(f"{level[0].name} has {total} points: place {place[level[0].name]}.")
            continue
        names = and_list([e.name for e in level])
        tiles = ", ".join(f"{e.name} {e.discovered_tiles}{_stacks(e)}" for e in level)
        story.append(
            f"{names} are level on {total} points, so the most discovered tiles on the "
            f"ocean board decides: {tiles}."
        )
        for tile_count in sorted({e.discovered_tiles for e in level}, reverse=True):
            sharing = [e.name for e in level if e.discovered_tiles == tile_count]
            if len(sharing) == 1:
                story.append(
                    f"{sharing[0]} takes place {place[sharing[0]]} with {tile_count} tiles."
                )
            else:
                story.append(
                    f"{and_list(sharing)} also have {tile_count} tiles each; the rules "
                    f"break ties no further, so they share place {place[sharing[0]]}."
                )
    return tuple(story)


def _stacks(entry: Entry) -> str:
    """Why a player's tiles outnumber their zones: the stacked anglerfish pairs."""
    if entry.stacked_pairs == 0:
        return ""
    if entry.stacked_pairs == 1:
        return " (a stacked pair counted as two)"
    return f" ({entry.stacked_pairs} stacked pairs counted as two each)"
