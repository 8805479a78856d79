"""Choosing the colour of each multicoloured coral that the player has not pinned.

Each unpinned multicoloured coral takes the colour that gives the player the highest total.
Only coral groups, crustaceans and the camera depend on those colours, and two corals only
influence each other when they can join one coral group, border the same crustacean or both
sit in the camera's line of sight. So the corals are split into clusters that interact, and
each cluster is searched on its own: the cost grows with the largest cluster, not with the
number of multicoloured corals on the board.

Within a cluster the search is exact, as if every colouring were tried, but it does not try
them all. It colours the corals one at a time, in the cluster's order, and notices when two
partial colourings leave the rest of the cluster facing the same situation: the same coral
groups (colour, size and which uncoloured corals they touch) still open to growth, and the same
colours already shown to each crustacean and camera that an uncoloured coral shares. The best way
to finish both is then the same, so it is worked out once (dynamic programming on that
situation, its "signature"). For the shapes real boards hold (a chain, a couple of rows) the
signatures at each step are few and the cost grows about with the square of the cluster's size
instead of the palette's size to its power; a compact clump of ten or more multicoloured corals
would still grow fast, since many groups then touch uncoloured corals at once.

Colours that no tile around the cluster shows (no fixed coral in the groups it can join, beside
its crustaceans or in its cameras' sight) are interchangeable, so only the first unused one of
them is tried for each coral.

Ties: when colourings give the same total, the one that comes first in palette order wins,
comparing the cluster's corals in board order (the first coral's colour earliest in the game's
colours, then the second's, ...). Each step keeps the first best colour, and a skipped
interchangeable colour only ever gives the same total later in that order, so this is exactly
the colouring that trying every one in turn would keep.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass
from functools import cache
from typing import TYPE_CHECKING

from ..model import Board, Species, Tile
from ..rules.camera import sighting
from ..rules.coral import GROUP_POINTS, group_points
from ..rules.crustacean import score_crustacean

if TYPE_CHECKING:
    import networkx as nx

# A colouring of a cluster: the index in the palette of each coral's colour, in cluster order,
# so that comparing two colourings as tuples is the tie rule's order.
Colouring = tuple[int, ...]


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
        scope = _Scope(board, tuple(cluster), tuple(palette))
        chosen.update(zip(cluster, scope.colours(_Search(scope).best())))
        scopes.update(dict.fromkeys(cluster, scope))
    points = evaluate(board.with_pins(chosen))
    alternatives = {zone: _alternatives(scopes[zone], zone, chosen, points) for zone in free}
    return CoralChoice(chosen, points, alternatives)


def _alternatives(scope: _Scope, zone: str, chosen: dict[str, str],
                  points: int) -> tuple[tuple[str, int], ...]:
    """The total with each colour at `zone`: only the zone's scope changes with it."""
    current = tuple(scope.palette.index(chosen[z]) for z in scope.cluster)
    base = points - scope.points(current)
    index = scope.cluster.index(zone)
    return tuple((colour, base + scope.points(current[:index] + (c,) + current[index + 1:]))
                 for c, colour in enumerate(scope.palette))


class _Search:
    """The best colouring of one cluster, built one coral at a time in the cluster's order.

    Two partial colourings with the same signature (see `_Scope.signature`) are completed
    best by the same colours, so each signature's best completion is worked out once.
    """

    def __init__(self, scope: _Scope) -> None:
        self.scope = scope
        self.completions: dict[object, Colouring] = {}

    def best(self) -> Colouring:
        return self._best_from(())

    def _best_from(self, partial: Colouring) -> Colouring:
        """The best colouring that starts with `partial`: of equals, the first in palette order."""
        if len(partial) == len(self.scope.cluster):
            return partial
        signature = self.scope.signature(partial)
        if signature not in self.completions:
            # max keeps the first of equal totals, and the candidates come in palette order.
            best = max((self._best_from((*partial, colour))
                        for colour in self.scope.choices(partial)), key=self.scope.points)
            self.completions[signature] = best[len(partial):]
        return partial + self.completions[signature]


class _Scope:
    """The parts of a board that one cluster's colours can change: the coral groups its corals
    can join, the crustaceans beside them and the cameras that see them.

    `points` is the cluster's share of the colour-sensitive rows: it differs from the board's
    total by an amount that no colouring of this cluster changes.
    """

    def __init__(self, board: Board, cluster: tuple[str, ...], palette: tuple[str, ...]) -> None:
        self.board = board
        self.cluster = cluster
        self.palette = palette
        members = set(cluster)
        # Corals connected whatever their colour: a cluster coral can only join groups in these.
        self.coral_areas = tuple(area for area in board.groups(_holds_coral)
                                 if members & set(area))
        self.fixed = {z: board.tile(z).scoring_colour
                      for area in self.coral_areas for z in area if z not in members}
        layout = board.layout
        corals = {z for area in self.coral_areas for z in area}
        self.coral_neighbours = {z: tuple(n for n in layout.neighbours(z) if n in corals)
                                 for z in corals}
        self.beside = {z: tuple(n for n in layout.neighbours(z) if n in members)
                       for z in board.zones_with(Species.CRUSTACEAN)
                       if members & set(layout.neighbours(z))}
        self.in_sight = {z: tuple(n for n in layout.line(z, board.tile(z).facing) if n in members)
                         for z in board.zones_with(Species.CAMERA)
                         if members & set(layout.line(z, board.tile(z).facing))}
        around = self._colours_around()
        self.interchangeable = frozenset(i for i, c in enumerate(palette) if c not in around)
        # Caches live on the scope, so they go when the board's scoring is done.
        self.points = cache(self._points)
        self._crustacean = cache(self._crustacean_alone)
        self._camera = cache(self._camera_alone)

    def colours(self, colouring: Colouring) -> tuple[str, ...]:
        return tuple(self.palette[c] for c in colouring)

    def choices(self, partial: Colouring) -> list[int]:
        """The colours worth trying for the next coral, in palette order.

        Of the interchangeable colours that `partial` does not use yet only the first is
        tried: any other would score the same and come later in palette order.
        """
        later = sorted(self.interchangeable.difference(partial))[1:]
        return [c for c in range(len(self.palette)) if c not in later]

    def _points(self, colouring: Colouring) -> int:
        pins = dict(zip(self.cluster, self.colours(colouring)))
        colour_of = {**self.fixed, **pins}
        return (sum(group_points(len(group)) for group in self._groups(colour_of, colour_of))
                + sum(self._crustacean(z, _shown(corals, pins))
                      for z, corals in self.beside.items())
                + sum(self._camera(z, _shown(corals, pins)) for z, corals in self.in_sight.items()))

    def signature(self, partial: Colouring) -> tuple:
        """All that the best way to colour the rest of the cluster depends on.

        Once some corals have colours, the rest only meet them through the coral groups they
        can still join (a group's colour, size and which uncoloured corals it touches) and the
        colours each crustacean or camera they share already sees; the points of coral groups
        that no uncoloured coral touches are settled and add the same to every completion.
        """
        pins = dict(zip(self.cluster, self.colours(partial)))
        uncoloured = set(self.cluster[len(partial):])
        colour_of = {**self.fixed, **pins}
        touching = []
        edge = [z for z in colour_of if uncoloured.intersection(self.coral_neighbours[z])]
        for group in self._groups(edge, colour_of):
            reach = sorted(uncoloured.intersection(
                n for z in group for n in self.coral_neighbours[z]))
            # Past the size where group points stop growing, a group's size no longer matters.
            size = min(len(group), len(GROUP_POINTS) - 1)
            touching.append((colour_of[next(iter(group))], size, tuple(reach)))
        seen = [_shown(corals, pins) for corals in (*self.beside.values(), *self.in_sight.values())
                if uncoloured & set(corals)]
        used = self.interchangeable.intersection(partial)  # they decide the choices left
        return len(partial), tuple(sorted(touching)), tuple(seen), used

    def _colours_around(self) -> set[str]:
        """The colours of the tiles around the cluster that its corals' colours are compared
        with. Colours outside this set are interchangeable: swapping two of them throughout a
        colouring changes no coral group, crustacean or camera."""
        layout, members = self.board.layout, set(self.cluster)
        around = set(self.fixed.values())
        for zone in self.beside:
            around.update(self.board.tile(n).scoring_colour for n in layout.neighbours(zone)
                          if n not in members and _holds_coral(self.board[n]))
        for zone in self.in_sight:
            around.update(self.board.tile(n).scoring_colour
                          for n in layout.line(zone, self.board.tile(zone).facing)
                          if n not in members and self.board.tile(n) is not None)
        return around

    def _groups(self, starts: Iterable[str], colour_of: dict[str, str]) -> list[set[str]]:
        """The coral groups (connected, of one colour) holding the `starts` zones, among the
        corals that `colour_of` gives a colour."""
        groups, grouped = [], set()
        for start in starts:
            if start in grouped:
                continue
            group, frontier = {start}, [start]
            while frontier:
                zone = frontier.pop()
                for n in self.coral_neighbours[zone]:
                    if n not in group and colour_of.get(n) == colour_of[zone]:
                        group.add(n)
                        frontier.append(n)
            grouped |= group
            groups.append(group)
        return groups

    # A crustacean or camera is rescored with its own rule, once per set of colours that the
    # cluster's corals beside it or in its sight show: which coral shows which does not matter.
    def _crustacean_alone(self, zone: str, shown: frozenset[str]) -> int:
        nearby = (zone, *self.board.layout.neighbours(zone))
        # A neighbour may be a crustacean too; only this one's reason is its share.
        reasons = score_crustacean(self._part(nearby, self.beside[zone], shown)).reasons
        return next(r.points for r in reasons if r.zones[0] == zone)

    def _camera_alone(self, zone: str, shown: frozenset[str]) -> int:
        facing = self.board.tile(zone).facing
        seen = (zone, *self.board.layout.line(zone, facing))
        return sighting(self._part(seen, self.in_sight[zone], shown), zone, facing).points

    def _part(self, zones: tuple[str, ...], corals: tuple[str, ...],
              shown: frozenset[str]) -> Board:
        """Only these zones of the board, with the cluster's `corals` among them showing the
        `shown` colours, each at least once."""
        part = Board({z: self.board[z] for z in zones if self.board[z] is not None},
                     self.board.layout)
        colours = sorted(shown, key=self.palette.index)
        return part.with_pins({z: colours[min(i, len(colours) - 1)]
                               for i, z in enumerate(corals)})


def _shown(corals: tuple[str, ...], pins: dict[str, str]) -> frozenset[str]:
    """The colours of those of `corals` that have one so far."""
    return frozenset(pins[z] for z in corals if z in pins)


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
