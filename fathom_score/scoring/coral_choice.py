"""Choosing the colour of each multicoloured coral that the player has not pinned.

Each unpinned multicoloured coral takes the colour that gives the player the highest total.
Only coral groups, crustaceans and the camera depend on those colours, and two corals only
influence each other when they can join one coral group, border the same crustacean or both
sit in the camera's line of sight. So the corals are split into clusters that interact, and
each cluster is searched on its own: the cost grows with the largest cluster, not with the
number of multicoloured corals on the board.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass
from itertools import product

import networkx as nx

from ..model import Board, Species, Tile


@dataclass(frozen=True)
class CoralChoice:
    """The colour given to each unpinned multicoloured coral, and what others would score.

    `alternatives[zone]` lists (colour, colour-sensitive points) for each colour that zone could
    take, with every other coral kept at its chosen colour.
    """

    colours: dict[str, str]
    points: int
    alternatives: dict[str, tuple[tuple[str, int], ...]]


def choose_coral_colours(board: Board, palette: Sequence[str],
                         evaluate: Callable[[Board], int]) -> CoralChoice:
    """Pick the best colours; `evaluate` scores the colour-sensitive rows of a pinned board."""
    free = [zone for zone, tile in board.tiles() if tile.is_multicoloured and tile.pinned is None]
    chosen = {zone: palette[0] for zone in free}
    for cluster in _clusters(board, free):
        best = None
        # Earlier palette colours win ties, so the same board always gets the same choice.
        for colours in product(palette, repeat=len(cluster)):
            trial = {**chosen, **dict(zip(cluster, colours))}
            points = evaluate(board.with_pins(trial))
            if best is None or points > best[0]:
                best = (points, trial)
        chosen = best[1]
    points = evaluate(board.with_pins(chosen))
    alternatives = {
        zone: tuple((c, evaluate(board.with_pins({**chosen, zone: c}))) for c in palette)
        for zone in free
    }
    return CoralChoice(chosen, points, alternatives)


def _clusters(board: Board, free: list[str]) -> list[list[str]]:
    links = nx.Graph()
    links.add_nodes_from(free)
    for group in board.groups(lambda c: isinstance(c, Tile) and c.has(Species.CORAL)):
        _link_all(links, [z for z in group if z in free])
    for zone in board.zones_with(Species.CRUSTACEAN):
        _link_all(links, [n for n in board.layout.neighbours(zone) if n in free])
    for zone in board.zones_with(Species.CAMERA):
        sight = board.layout.line(zone, board.tile(zone).facing)
        _link_all(links, [z for z in sight if z in free])
    order = {zone: i for i, zone in enumerate(free)}
    return sorted((sorted(c, key=order.__getitem__) for c in nx.connected_components(links)),
                  key=lambda c: order[c[0]])


def _link_all(links: nx.Graph, zones: list[str]) -> None:
    links.add_edges_from(zip(zones, zones[1:]))
