"""Choosing the colour of each multicoloured coral that the player has not pinned.

Each unpinned multicoloured coral takes the colour that gives the player the highest total.
Only coral groups, crustaceans and the camera depend on those colours, and two corals only
influence each other when they can join one coral group, border the same crustacean or both
sit in the camera's line of sight. So the corals are split into clusters that interact, and
each cluster is searched on its own: the cost grows with the largest cluster, not with the
number of multicoloured corals on the board.

Within a cluster every colouring is tried, so the search stays exact, but each try only
rescores what the cluster's colours can change (its scope): the coral groups the cluster's
corals can join, the crustaceans beside them and the camera that sees them. Those parts are
small, so a try costs microseconds instead of a whole board's scoring.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass
from functools import cache
from itertools import product
from typing import TYPE_CHECKING

from ..model import Board, Species, Tile
from ..rules.camera import sighting
from ..rules.coral import group_points
from ..rules.crustacean import score_crustacean

if TYPE_CHECKING:
    import networkx as nx


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
    """Pick the best colours; `evaluate` scores the colour-sensitive rows of a pinned board.

    `evaluate` must be the sum of the coral, crustacean and camera rows: the search itself
    rescores only each cluster's scope with those rules, and `evaluate` gives the whole total.
    """
    free = [zone for zone, tile in board.tiles() if tile.is_multicoloured and tile.pinned is None]
    chosen = {zone: palette[0] for zone in free}
    scopes = {}
    for cluster in _clusters(board, free):
        scope = _Scope(board, tuple(cluster))
        # Earlier palette colours win ties, so the same board always gets the same choice.
        best = max(product(palette, repeat=len(cluster)), key=scope.points)
        chosen.update(zip(cluster, best))
        scopes.update(dict.fromkeys(cluster, scope))
    points = evaluate(board.with_pins(chosen))
    alternatives = {zone: _alternatives(scopes[zone], zone, chosen, palette, points)
                    for zone in free}
    return CoralChoice(chosen, points, alternatives)


def _alternatives(scope: _Scope, zone: str, chosen: dict[str, str], palette: Sequence[str],
                  points: int) -> tuple[tuple[str, int], ...]:
    """The total with each colour at `zone`: only the zone's scope changes with it."""
    current = tuple(chosen[z] for z in scope.cluster)
    base = points - scope.points(current)
    index = scope.cluster.index(zone)
    return tuple((c, base + scope.points(current[:index] + (c,) + current[index + 1:]))
                 for c in palette)


class _Scope:
    """The parts of a board that one cluster's colours can change, rescored per colouring.

    The points are the cluster's share of the colour-sensitive rows: they differ from the
    board's total by an amount that no colouring of this cluster changes.
    """

    def __init__(self, board: Board, cluster: tuple[str, ...]) -> None:
        self.board = board
        self.cluster = cluster
        coral = board.groups(_holds_coral)
        self.corals = tuple(z for group in coral if set(group) & set(cluster) for z in group)
        self.crustaceans = tuple(
            z for z in board.zones_with(Species.CRUSTACEAN)
            if set(board.layout.neighbours(z)) & set(cluster))
        self.cameras = tuple(
            z for z in board.zones_with(Species.CAMERA)
            if set(board.layout.line(z, board.tile(z).facing)) & set(cluster))
        # Caches live on the scope, so they go when the board's scoring is done.
        self.points = cache(self._points)
        self._crustacean = cache(self._crustacean_alone)
        self._camera = cache(self._camera_alone)

    def _points(self, colours: tuple[str, ...]) -> int:
        pins = dict(zip(self.cluster, colours))
        colour_of = {z: pins.get(z) or self.board.tile(z).scoring_colour for z in self.corals}
        return (self._coral_points(colour_of) + self._crustacean_points(pins)
                + self._camera_points(pins))

    def _coral_points(self, colour_of: dict[str, str]) -> int:
        """Same-colour connected groups among the corals the cluster can join."""
        points, seen = 0, set()
        for start in self.corals:
            if start in seen:
                continue
            seen.add(start)
            group, frontier = 1, [start]
            while frontier:
                for n in self.board.layout.neighbours(frontier.pop()):
                    if n not in seen and colour_of.get(n) == colour_of[start]:
                        seen.add(n)
                        group += 1
                        frontier.append(n)
            points += group_points(group)
        return points

    def _crustacean_points(self, pins: dict[str, str]) -> int:
        return sum(self._crustacean(z, self._pins_near(self.board.layout.neighbours(z), pins))
                   for z in self.crustaceans)

    def _camera_points(self, pins: dict[str, str]) -> int:
        return sum(self._camera(z, self._pins_near(
            self.board.layout.line(z, self.board.tile(z).facing), pins)) for z in self.cameras)

    @staticmethod
    def _pins_near(zones: tuple[str, ...], pins: dict[str, str]) -> tuple[tuple[str, str], ...]:
        return tuple((z, pins[z]) for z in zones if z in pins)

    # A crustacean or camera is rescored with its own rule, once per colouring of the few
    # cluster corals around it or in its sight.
    def _crustacean_alone(self, zone: str, pins: tuple[tuple[str, str], ...]) -> int:
        nearby = (zone, *self.board.layout.neighbours(zone))
        # A neighbour may be a crustacean too; only this one's reason is its share.
        reasons = score_crustacean(self._part(nearby, pins)).reasons
        return next(r.points for r in reasons if r.zones[0] == zone)

    def _camera_alone(self, zone: str, pins: tuple[tuple[str, str], ...]) -> int:
        facing = self.board.tile(zone).facing
        seen = (zone, *self.board.layout.line(zone, facing))
        return sighting(self._part(seen, pins), zone, facing).points

    def _part(self, zones: tuple[str, ...], pins: tuple[tuple[str, str], ...]) -> Board:
        """Only these zones of the board, with the given corals pinned."""
        part = Board({z: self.board[z] for z in zones if self.board[z] is not None},
                     self.board.layout)
        return part.with_pins(dict(pins))


def _holds_coral(content) -> bool:
    return isinstance(content, Tile) and content.has(Species.CORAL)


def _clusters(board: Board, free: list[str]) -> list[list[str]]:
    import networkx as nx

    links = nx.Graph()
    links.add_nodes_from(free)
    for group in board.groups(_holds_coral):
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
