"""The exact best colouring of one cluster of unpinned multicoloured corals.

The cluster is coloured one *node* at a time: its free corals in board order (row A first,
each row from the left), each fixed coral group it can join (fixed corals of one colour,
joined) just before the first free coral touching it. After each node, all that the nodes
still to come can meet is small: the coloured nodes that still have an uncoloured neighbour
(the *frontier*, about one row of the board), which of them are joined into one coral group
through nodes already passed, how big each such group is (up to six: past six a group scores
no more), and the colours that each crustacean and camera still waiting for a coral has seen.
Partial colourings that leave the same frontier are finished best in the same way. Group
points are counted as groups grow and merge, so a partial colouring's points are exact.

The search is depth first, in palette order, and keeps three things small:

- **Bounds.** The coral groups that can still grow and the fixed coral groups still to come
  are split by colour into blocks, each block one coral group at best, holding at least the
  free corals that link its pieces (same-colour pieces are never side by side, and around a
  clump they lie apart); the free corals still to come go where they gain most, those in no
  block forming groups of six at will (`coral_bound`). A crustacean can at best still earn
  its bonus and a camera one colour for each coral it has still to see. A partial colouring
  whose points plus all it could still earn do not beat the best colouring found so far is
  dropped. A first, narrow pass (the most promising frontiers only, node by node) finds a
  good colouring to start from.
- **Remembered frontiers.** Once a frontier has been searched, the most it could add is kept;
  reaching it again, or a frontier that differs only in group sizes, with points that cannot
  beat the best colouring so far ends there. A long search forgets them now and then (and
  the coral bounds it keeps), so that its memory stays bounded.
- **Interchangeable colours.** A colour that no fixed tile still to come shows (no fixed coral
  later in the order, no crustacean or camera not yet reached that already sees it) can be
  swapped with any other such colour without changing what the rest can score. Frontiers that
  differ only by such swaps count as one, and of those colours that the frontier does not show
  only the first is tried.

Ties. Among colourings with the best total the search returns the first in palette order,
comparing corals in board order: it meets colourings in that order and only replaces the best
so far with a strictly better one. What it skips never hides an earlier best: a dropped
partial colouring cannot reach the best total, a remembered frontier is only cut short when it
cannot beat what was already found, and an untried unshown colour only gives the same points
as the one tried, later in the order.

Cost. The all-multicoloured board is quick, since the bound is exact there; the hardest
boards are clumps of a dozen to thirty free corals ringed by fixed corals and crustaceans of
every colour, where the bound still overestimates by a few points (what crustaceans and
cameras earn conflicts with groups of six) and many frontiers must be searched
(docs/benchmarks.md has the measured curve).
"""

from __future__ import annotations

import sys
from collections import deque
from collections.abc import Callable, Iterable
from dataclasses import dataclass

from ..rules.coral import GROUP_POINTS
from .coral_bound import FAR, Menu, alone_menu, area_points, closed, pieces_menu

CAP = len(GROUP_POINTS) - 1  # a group of this size or more scores the most
NONE_SEEN, BONUS_EARNED = -1, -2  # a crustacean's state besides "has seen one colour"
# The most that a group s corals bigger can score beyond a smaller one, however both grow:
# the last s steps up to six corals (28 - 21 = 7, then 6, 6, 5, 3, 1).
MOST_MORE = tuple(GROUP_POINTS[CAP] - GROUP_POINTS[CAP - s] for s in range(CAP + 1))
RENAMED = -10  # interchangeable colours are renamed -10, -11, ... in a frontier's key
SETTLED = -1  # the colour and group of a frontier zone that no later zone can join
NARROW = 24  # frontiers kept at each zone by the first, narrow pass
KEPT_BOUNDS = 1 << 16  # coral bounds, menus and links kept at most (each about 30 MB)
KEPT_FRONTIERS = 1 << 17  # searched frontiers remembered before starting again (~70 MB)

# A frontier: each frontier zone's colour and group label, each group's size (by label), and
# each open crustacean's or camera's state (a colour number or NONE_SEEN/BONUS_EARNED for a
# crustacean, a bit mask of colours seen for a camera).
State = tuple[tuple[int, ...], tuple[int, ...], tuple[int, ...], tuple[int, ...]]
START: State = ((), (), (), ())
# A frontier as `_Plan.key` tells it: its colours with the interchangeable ones renamed, its
# labels and sizes, and each open watcher's state: a crustacean's with its colour renamed, a
# camera's as the mask of the colours it saw that are not interchangeable, the renamed ones it
# saw, and how many more it saw that are told apart by count alone.
Seen = int | tuple[int, tuple[int, ...], int]
Key = tuple[tuple[int, ...], tuple[int, ...], tuple[int, ...], tuple[Seen, ...]]
# What the depth-first search remembers a searched frontier by: the zone number and the key
# without its group sizes.
Shape = tuple[int, tuple[int, ...], tuple[int, ...], tuple[Seen, ...]]
# The kept coral bounds, by step number and the frontier's colours, labels and sizes; the kept
# menus, by step number, coral area, colour and open groups (each its size and path starts);
# the kept piece links, by step number, colour and each piece's path starts.
GroupsKey = tuple[int, tuple[int, ...], tuple[int, ...], tuple[int, ...]]
MenuKey = tuple[int, int, int, tuple[tuple[int, tuple[int, ...]], ...]]
LinksKey = tuple[int, int, tuple[tuple[int, ...], ...]]


@dataclass(frozen=True)
class Crustacean:
    """A crustacean that some free corals neighbour: its bonus needs two coral colours."""

    watched: tuple[str, ...]  # the free corals beside it
    shown: int  # bit mask of the fixed coral colours beside it (fewer than two)
    bonus: int  # 2 for each crustacean icon on the tile


@dataclass(frozen=True)
class View:
    """A camera that sees some free corals: a point for each tile colour in its sight."""

    watched: tuple[str, ...]  # the free corals in its line of sight
    shown: int  # bit mask of the other tiles' colours in its sight


@dataclass(frozen=True)
class Cluster:
    """Free corals that influence each other, and the fixed coral groups they can join.

    Its *nodes* are the free corals (named by their zones) and the groups of fixed corals of
    one colour that some free coral touches (named by their first zone); each fixed group
    comes just before the first free coral that touches it, the free corals in board order.
    """

    nodes: tuple[str, ...]
    weight: dict[str, int]  # corals in each node: 1 for a free coral, up to CAP for a group
    fixed: dict[str, int]  # the colour number of each fixed group
    neighbours: dict[str, tuple[str, ...]]  # the nodes touching each node
    crustaceans: tuple[Crustacean, ...]
    cameras: tuple[View, ...]
    palette_size: int

    @property
    def free(self) -> tuple[str, ...]:
        return tuple(z for z in self.nodes if z not in self.fixed)


class ScoringStopped(Exception):
    """The caller's `stop` said the answer is no longer wanted (a newer game is being scored)."""


STOP_EVERY = 256  # frontiers searched between two looks at `stop`


def best_colouring(cluster: Cluster, stop: Callable[[], bool] | None = None) -> tuple[int, ...]:
    """The colour number of each free coral of the cluster, in board order. `stop`, if given,
    is asked now and then; when it says yes the search ends with ScoringStopped."""
    plan = _Plan(cluster)
    return _DepthFirst(plan, plan.narrow_pass(), stop).best()


@dataclass(frozen=True)
class _Watcher:
    """A crustacean or a camera, with the zone numbers of the free corals it waits for."""

    is_camera: bool
    events: frozenset[int]
    shown: int
    bonus: int

    def initial(self) -> int:
        if self.is_camera:
            return self.shown
        # A crustacean here sees at most one fixed colour.
        return self.shown.bit_length() - 1 if self.shown else NONE_SEEN


@dataclass(frozen=True)
class _Step:
    """Colouring one zone: where it meets the frontier, and what is left after it."""

    fixed: int | None  # the zone's colour, if it is not free
    weight: int  # its corals
    # Fixed groups folded into this zone (see `_folded`): colour, corals, and the frontier
    # positions before it of their other free neighbours.
    folded: tuple[tuple[int, int, tuple[int, ...]], ...]
    touching: tuple[int, ...]  # frontier positions of its coral neighbours before it
    kept: tuple[int, ...]  # frontier positions that stay after it
    stays: bool  # whether the zone itself joins the frontier
    open_before: tuple[int, ...]  # the watchers waiting before it, by number
    open_after: tuple[int, ...]  # the watchers waiting after it
    seeing: tuple[int, ...]  # the watchers that see this zone
    choice_refs: int  # colours that fixed tiles from this zone on show
    key_refs: int  # colours that fixed tiles after this zone show
    number: int  # its place in the order
    frontier: tuple[int, ...]  # the zone numbers of the frontier after it
    frontier_areas: tuple[int, ...]  # the coral area of each frontier zone after it
    later_free: tuple[int, ...]  # free corals after it, by coral area
    # The fixed coral groups after it: graph node, colour, corals and coral area of each.
    later_fixed: tuple[tuple[int, int, int, int], ...]
    reach: tuple[tuple[bool, int], ...]  # each frontier zone's later neighbours: any free
    # one, and the colours of fixed ones (a group none of whose zones can grow is settled)
    # The frontier positions with no free coral among their later neighbours, each with the
    # colours of its later fixed neighbours: only these can settle (`reach`, fewer to scan).
    fixed_reach: tuple[tuple[int, int], ...]
    events_after: tuple[int, ...]  # for each open watcher: its free corals after this zone
    unopened: int  # what watchers not yet reached could still add at most


@dataclass(frozen=True)
class _Order:
    """The zones of a cluster in the order they are coloured (the fixed groups folded into a
    free zone, `host`, left out), and what each step reads of them."""

    host: dict[str, str]  # each folded fixed group's node -> the zone it is folded into
    zones: tuple[str, ...]
    neighbours: dict[str, tuple[str, ...]]
    index: dict[str, int]
    last: list[int]  # the last zone that each zone's colour still matters to
    area: list[int]
    fixed: list[int | None]

    @classmethod
    def of(cls, cluster: Cluster) -> _Order:
        host = _folded(cluster)
        zones = tuple(z for z in cluster.nodes if z not in host)
        neighbours = {z: tuple(n for n in cluster.neighbours[z] if n not in host) for z in zones}
        index = {z: i for i, z in enumerate(zones)}
        last = [max([i, *(index[n] for n in neighbours[z])]) for i, z in enumerate(zones)]
        return cls(
            host,
            zones,
            neighbours,
            index,
            last,
            _areas(zones, neighbours, index),
            [cluster.fixed.get(z) for z in zones],
        )

    def folded_at(
        self, cluster: Cluster, zone: str, frontier: list[int]
    ) -> tuple[tuple[int, int, tuple[int, ...]], ...]:
        """The fixed groups folded into `zone`: colour, corals, and the `frontier` positions
        of their other free neighbours."""
        return tuple(
            (
                cluster.fixed[v],
                cluster.weight[v],
                tuple(frontier.index(self.index[n]) for n in cluster.neighbours[v] if n != zone),
            )
            for v, h in self.host.items()
            if h == zone
        )

    def later_free(self, i: int) -> tuple[int, ...]:
        """The free corals after zone `i`, counted by coral area."""
        counts = [0] * (max(self.area) + 1)
        for j in range(i + 1, len(self.zones)):
            if self.fixed[j] is None:
                counts[self.area[j]] += 1
        return tuple(counts)

    def reach(self, i: int, frontier: list[int]) -> tuple[tuple[bool, int], ...]:
        """Each frontier zone's neighbours after zone `i`: whether any is free, and the
        colours of the fixed ones."""
        reach = []
        for j in frontier:
            later = [self.index[n] for n in self.neighbours[self.zones[j]] if self.index[n] > i]
            colours = [self.fixed[k] for k in later]
            reach.append((None in colours, colour_mask(c for c in colours if c is not None)))
        return tuple(reach)


class _Plan:
    """The steps of one cluster, worked out once, and what a step does to a frontier."""

    def __init__(self, cluster: Cluster) -> None:
        self.palette_size = cluster.palette_size
        self.palette_mask = (1 << cluster.palette_size) - 1
        order = _Order.of(cluster)
        self.watchers = _watchers(cluster, order.index)
        # Each folded fixed group: its colour, weight and the number of the zone it joins at.
        self.folded = [
            (cluster.fixed[v], cluster.weight[v], order.index[h]) for v, h in order.host.items()
        ]
        self.colour_count = max([cluster.palette_size - 1, *cluster.fixed.values()]) + 1
        self.graph = _Graph(cluster, order.zones, order.index, order.host)
        self._group_bounds: dict[GroupsKey, int] = {}
        self._menus: dict[MenuKey, Menu | None] = {}
        self.steps: list[_Step] = []
        frontier: list[int] = []
        for i in range(len(order.zones)):
            before = frontier
            kept = tuple(p for p, j in enumerate(before) if order.last[j] > i)
            frontier = [before[p] for p in kept] + ([i] if order.last[i] > i else [])
            self.steps.append(self._step(cluster, order, i, before, kept, frontier))

    def _step(
        self,
        cluster: Cluster,
        order: _Order,
        i: int,
        before: list[int],
        kept: tuple[int, ...],
        frontier: list[int],
    ) -> _Step:
        """Colouring zone `i`, met by the frontier `before` and leaving `frontier`."""
        zone, fixed, area = order.zones[i], order.fixed, order.area
        open_before = self._open_after(i - 1)
        open_after = self._open_after(i)
        reach = order.reach(i, frontier)
        return _Step(
            fixed=fixed[i],
            weight=cluster.weight[zone],
            folded=order.folded_at(cluster, zone, before),
            touching=tuple(
                sorted(
                    before.index(order.index[n])
                    for n in order.neighbours[zone]
                    if order.index[n] < i
                )
            ),
            kept=kept,
            stays=order.last[i] > i,
            open_before=open_before,
            open_after=open_after,
            seeing=tuple(w for w, watcher in enumerate(self.watchers) if i in watcher.events),
            choice_refs=self._refs(fixed, i),
            key_refs=self._refs(fixed, i + 1),
            number=i,
            frontier=tuple(frontier),
            frontier_areas=tuple(area[j] for j in frontier),
            later_free=order.later_free(i),
            later_fixed=self._later_fixed(i, area),
            reach=reach,
            fixed_reach=tuple(
                (position, colours)
                for position, (free_next, colours) in enumerate(reach)
                if not free_next
            ),
            events_after=tuple(sum(e > i for e in self.watchers[w].events) for w in open_after),
            unopened=sum(
                self._most_added(w, w.initial(), len(w.events))
                for w in self.watchers
                if min(w.events) > i
            ),
        )

    def _later_fixed(self, i: int, area: list[int]) -> tuple[tuple[int, int, int, int], ...]:
        """The fixed tiles met after zone `i`: (node, colour, weight, area) each."""
        graph = self.graph
        return tuple(
            (node, colour, graph.weight[node], area[graph.time[node]])
            for node, colour in enumerate(graph.colour)
            if colour is not None and graph.time[node] > i
        )

    def _open_after(self, i: int) -> tuple[int, ...]:
        """The watchers still waiting after zone `i`, by number (before the first: none)."""
        if i < 0:
            return ()
        return tuple(
            w
            for w, watcher in enumerate(self.watchers)
            if min(watcher.events) <= i < max(watcher.events)
        )

    def _refs(self, fixed: list[int | None], start: int) -> int:
        """Colours shown by fixed tiles that the zones from `start` on still meet."""
        refs = 0
        for colour in fixed[start:]:
            if colour is not None:
                refs |= 1 << colour
        for colour, _, at in self.folded:
            if at >= start:
                refs |= 1 << colour
        for watcher in self.watchers:
            if min(watcher.events) >= start:
                refs |= watcher.shown
        return refs

    def _most_added(self, watcher: _Watcher, value: int, events_left: int) -> int:
        """The most a watcher in state `value` can still add with `events_left` corals to come."""
        if watcher.is_camera:
            return min(events_left, self.palette_size - (value & self.palette_mask).bit_count())
        # A crustacean that has seen no coral colour yet needs two more corals to see two.
        needed = 2 if value == NONE_SEEN else 1
        return 0 if value == BONUS_EARNED or events_left < needed else watcher.bonus

    def choices(self, step: _Step, state: State) -> list[int]:
        """The colours worth trying for the step's zone, in palette order."""
        if step.fixed is not None:
            return [step.fixed]
        interchangeable = self.palette_mask & ~step.choice_refs
        shown = self._shown(step, state)
        choices, fresh_tried = [], False
        for colour in range(self.palette_size):
            bit = 1 << colour
            if interchangeable & bit and not shown & bit:
                if fresh_tried:
                    continue
                fresh_tried = True
            choices.append(colour)
        return choices

    def _shown(self, step: _Step, state: State) -> int:
        """Every colour that the frontier, the crustaceans and the cameras hold."""
        colours, _, _, seen = state
        shown = 0
        for colour in colours:
            if colour >= 0:
                shown |= 1 << colour
        for w, value in zip(step.open_before, seen):
            if self.watchers[w].is_camera:
                shown |= value
            elif value >= 0:
                shown |= 1 << value
        return shown

    def colour(self, step: _Step, state: State, colour: int) -> tuple[int, State]:
        """Points gained, and the frontier after giving the step's zone `colour`."""
        colours, labels, sizes, seen = state
        gained, new_colours, new_labels, new_sizes = self._grow(
            step, colours, labels, sizes, colour
        )
        if not step.seeing:
            # A watcher opens and closes only at a zone it sees: the same ones wait, unchanged.
            return gained, (new_colours, new_labels, new_sizes, seen)
        seen_gain, new_seen = self._watch(step, seen, colour)
        return gained + seen_gain, (new_colours, new_labels, new_sizes, new_seen)

    def _grow(
        self,
        step: _Step,
        colours: tuple[int, ...],
        labels: tuple[int, ...],
        sizes: tuple[int, ...],
        colour: int,
    ) -> tuple[int, tuple[int, ...], tuple[int, ...], tuple[int, ...]]:
        """The coral part of `colour`: points gained, and the frontier's colours, group labels
        and group sizes after."""
        weight, gained = step.weight, 0
        if step.folded:
            sizes, weight, gained = self._fold(step, colours, labels, sizes, colour)
        joined = {labels[p] for p in step.touching if colours[p] == colour}
        size = min(CAP, weight + sum(sizes[label] for label in joined))
        gained += GROUP_POINTS[size] - sum(GROUP_POINTS[sizes[label]] for label in joined)
        merged = len(sizes)
        raw = [merged if labels[p] in joined else labels[p] for p in step.kept]
        kept_colours = [colours[p] for p in step.kept]
        if step.stays:
            raw.append(merged)
            kept_colours.append(colour)
        # A zone whose later neighbours can none of them join its group (no free coral, no
        # fixed coral of its colour) no longer matters: its group's points are settled.
        for position, fixed_next in step.fixed_reach:
            if kept_colours[position] >= 0 and not fixed_next >> kept_colours[position] & 1:
                kept_colours[position], raw[position] = SETTLED, SETTLED
        return (gained, tuple(kept_colours), *_relabelled(raw, (*sizes, size)))

    def _watch(
        self, step: _Step, seen: tuple[int, ...], colour: int
    ) -> tuple[int, tuple[int, ...]]:
        """The crustaceans' and cameras' part of `colour`: points gained, and what each watcher
        still waiting after the step has seen."""
        gained = 0
        values = dict(zip(step.open_before, seen))
        for w in step.seeing:
            watcher = self.watchers[w]
            value = values[w] if w in values else watcher.initial()
            if watcher.is_camera:
                if not value >> colour & 1:
                    gained += 1
                    value |= 1 << colour
            elif value == NONE_SEEN:
                value = colour
            elif value >= 0 and value != colour:
                gained += watcher.bonus
                value = BONUS_EARNED
            values[w] = value
        return gained, tuple(
            values[w] if w in values else self.watchers[w].initial() for w in step.open_after
        )

    def _fold(
        self,
        step: _Step,
        colours: tuple[int, ...],
        labels: tuple[int, ...],
        sizes: tuple[int, ...],
        colour: int,
    ) -> tuple[tuple[int, ...], int, int]:
        """Join the step's folded fixed groups: to the zone's group if it takes their colour,
        else to the group of an earlier free neighbour of theirs that has it, else alone.
        Returns the groups' sizes after, the zone's weight with what joins it, and points."""
        grown, weight, gained = list(sizes), step.weight, 0
        for fixed_colour, corals, positions in step.folded:
            if fixed_colour == colour:
                weight += corals
                continue
            # Its free neighbours touch one another, so all those of its colour are one group.
            label = next((labels[p] for p in positions if colours[p] == fixed_colour), None)
            if label is None:
                gained += GROUP_POINTS[min(CAP, corals)]
            else:
                size = min(CAP, grown[label] + corals)
                gained += GROUP_POINTS[size] - GROUP_POINTS[grown[label]]
                grown[label] = size
        return tuple(grown), weight, gained

    def bound(self, step: _Step, state: State) -> int:
        """The most that a partial colouring leaving `state` after `step` can still add.

        Coral groups: the open groups that can still grow and the fixed coral groups to come
        are the pieces of `coral_bound`, in each coral area with its free corals to come;
        groups that can no longer grow keep what they have. Crustaceans and cameras: every
        bonus and colour still possible.
        """
        colours, labels, sizes, seen = state
        # Frontiers that differ only in what crustaceans and cameras saw are common.
        key = (step.number, colours, labels, sizes)
        groups = self._group_bounds.get(key)
        if groups is None:
            if len(self._group_bounds) >= KEPT_BOUNDS:  # a long search: start again
                self._group_bounds.clear()
            groups = self._group_bounds[key] = self._group_bound(step, colours, labels, sizes)
        watchers = sum(
            self._most_added(self.watchers[w], value, left)
            for w, value, left in zip(step.open_after, seen, step.events_after)
        )
        return groups + watchers + step.unopened

    def _group_bound(
        self, step: _Step, colours: tuple[int, ...], labels: tuple[int, ...], sizes: tuple[int, ...]
    ) -> int:
        """The most that coral groups can still add (the coral part of `bound`)."""
        # A group grows if any of its zones has a free later neighbour or a fixed one of its
        # colour; only zones without a free one (`fixed_reach`) can fail to.
        stuck = {
            position
            for position, fixed_next in step.fixed_reach
            if colours[position] < 0 or not fixed_next >> colours[position] & 1
        }
        ports: dict[int, list[int]] = {}  # each growing group's zones that can meet more
        for position, label in enumerate(labels):
            if label != SETTLED and position not in stuck:
                ports.setdefault(label, []).append(position)
        # (area, colour) -> the open groups, each its corals and where paths from it start
        pieces: dict[tuple[int, int], list[tuple[int, tuple[int, ...]]]] = {}
        open_points = 0
        for label, positions in ports.items():
            first = positions[0]
            where = (step.frontier_areas[first], colours[first])
            pieces.setdefault(where, []).append((sizes[label], tuple(positions)))
            open_points += GROUP_POINTS[sizes[label]]
        total = 0
        for area, free in enumerate(step.later_free):
            # Colours with no open group first: they are the same for every frontier at this
            # step, so `joined` works their part out once.
            order = sorted(range(self.colour_count), key=lambda c: (area, c) in pieces)
            menus = []
            for colour in order:
                menu = self._menu(step, area, colour, tuple(pieces.get((area, colour), ())))
                if menu is not None:
                    menus.append(menu)
            total += area_points(tuple(menus), free)
        return total - open_points

    def _menu(
        self, step: _Step, area: int, colour: int, groups: tuple[tuple[int, tuple[int, ...]], ...]
    ) -> Menu | None:
        """What the pieces of one colour in one area score for each number of free corals
        they take: the open `groups` and the fixed groups to come (None if there are none).
        Kept, since most frontiers share most colours' pieces."""
        key = (step.number, area, colour, groups)
        if key not in self._menus:
            if len(self._menus) >= KEPT_BOUNDS:  # a long search: start again
                self._menus.clear()
            found = groups + tuple(
                (weight, (-1 - node,))
                for node, fixed_colour, weight, at in step.later_fixed
                if fixed_colour == colour and at == area
            )
            if not found:
                menu = None
            elif len(found) == 1:
                menu = alone_menu(found[0][0])
            else:
                menu = pieces_menu(
                    tuple(weight for weight, _ in found),
                    self.graph.piece_links(step, colour, tuple(s for _, s in found)),
                    step.later_free[area],
                )
            # No free coral takes a colour beyond the palette.
            self._menus[key] = menu if menu is None or colour < self.palette_size else menu[:1]
        return self._menus[key]

    def key(self, step: _Step, state: State) -> Key:
        """The frontier with interchangeable colours renamed in order of appearance."""
        colours, labels, sizes, seen = state
        free = self.palette_mask & ~step.key_refs
        names: dict[int, int] = {}

        def name(colour: int) -> int:
            if colour < 0 or not free >> colour & 1:
                return colour
            # Below every sentinel (SETTLED, NONE_SEEN, BONUS_EARNED), so none is mistaken
            # for a renamed colour.
            return names.setdefault(colour, RENAMED - len(names))

        named_colours = tuple(name(c) for c in colours)
        named_seen: list[Seen] = []
        cameras = [w for w in step.open_after if self.watchers[w].is_camera]
        for w, value in zip(step.open_after, seen):
            if not self.watchers[w].is_camera:
                named_seen.append(value if value < 0 else name(value))
                continue
            named, anonymous = [], 0
            for colour in range(self.palette_size):
                if (free & value) >> colour & 1:
                    # With one camera, colours only it shows are told apart by count alone.
                    if colour in names or len(cameras) > 1:
                        named.append(name(colour))
                    else:
                        anonymous += 1
            named_seen.append((value & ~free, tuple(sorted(named)), anonymous))
        return named_colours, labels, sizes, tuple(named_seen)

    def narrow_pass(self) -> int:
        """The total of a good colouring: zone by zone, only the most promising frontiers."""
        # Keyed as `following` is; the start's key is never read, only its value.
        layer: dict[Key, tuple[int, State]] = {START: (0, START)}
        for step in self.steps:
            following: dict[Key, tuple[int, State]] = {}
            for points, state in layer.values():
                for colour in self.choices(step, state):
                    gained, after = self.colour(step, state, colour)
                    key = self.key(step, after)
                    if key not in following or following[key][0] < points + gained:
                        following[key] = (points + gained, after)
            if len(following) > NARROW:
                # The bound overestimates what is left by more the more is left: points
                # already made count twice (on the clump curve this finds better colourings).
                ranked = sorted(
                    following.items(),
                    reverse=True,
                    key=lambda item: 2 * item[1][0] + self.bound(step, item[1][1]),
                )
                following = dict(ranked[:NARROW])
            layer = following
        return max(points for points, _ in layer.values())


class _DepthFirst:
    """Depth first in palette order, keeping the first colouring of the best total.

    For each frontier it has searched it remembers the most the rest could bring beyond the
    points that are already settled (closed groups, bonuses, camera colours): a frontier with
    the same colours and groups but groups no bigger reaches no more, since the same later
    colours then give groups no bigger and group points never fall as a group grows.
    """

    def __init__(self, plan: _Plan, good: int, stop: Callable[[], bool] | None = None) -> None:
        self.plan = plan
        self.stop = stop
        self.until_look = STOP_EVERY
        self.best_points = good - 1  # a colouring must reach `good` to be taken
        self.best_colours: tuple[int, ...] | None = None
        # (zone number, frontier without group sizes) -> [(group sizes, most brought), ...]
        self.searched: dict[Shape, list[tuple[tuple[int, ...], int]]] = {}
        self.remembered = 0  # frontiers remembered since `searched` was last emptied

    def best(self) -> tuple[int, ...]:
        limit = sys.getrecursionlimit()
        sys.setrecursionlimit(max(limit, 4 * len(self.plan.steps) + 100))
        try:
            self._search(0, 0, (), START)
        finally:
            sys.setrecursionlimit(limit)
        assert self.best_colours is not None, "the narrow pass's total is always reached again"
        return self.best_colours

    def _search(self, i: int, points: int, colours: tuple[int, ...], state: State) -> None:
        plan = self.plan
        if self.stop is not None:
            self.until_look -= 1
            if not self.until_look:
                self.until_look = STOP_EVERY
                if self.stop():
                    raise ScoringStopped
        if i == len(plan.steps):
            if points > self.best_points:
                self.best_points, self.best_colours = points, colours
            return
        step = plan.steps[i]
        for colour in plan.choices(step, state):
            gained, after = plan.colour(step, state, colour)
            reached = points + gained
            if reached + plan.bound(step, after) <= self.best_points:
                continue
            named_colours, labels, sizes, named_seen = plan.key(step, after)
            shape = (i, named_colours, labels, named_seen)
            settled = reached - sum(GROUP_POINTS[size] for size in sizes)
            if self._covered(shape, sizes, settled):
                continue
            self._search(
                i + 1, reached, colours if step.fixed is not None else (*colours, colour), after
            )
            self._remember(shape, sizes, self.best_points - settled)

    def _covered(self, shape: Shape, sizes: tuple[int, ...], settled: int) -> bool:
        """Whether a searched frontier shows this one cannot beat the best total so far."""
        room = self.best_points - settled
        return any(
            most + sum(MOST_MORE[max(0, a - b)] for a, b in zip(sizes, other)) <= room
            for other, most in self.searched.get(shape, ())
        )

    def _remember(self, shape: Shape, sizes: tuple[int, ...], most: int) -> None:
        kept = [
            (other, bound)
            for other, bound in self.searched.get(shape, ())
            if not (bound >= most and all(a <= b for a, b in zip(other, sizes)))
        ]
        kept.append((sizes, most))
        self.remembered += 1
        if self.remembered > KEPT_FRONTIERS:  # a long search: memory before speed
            self.searched.clear()
            self.remembered = 0
        self.searched[shape] = kept


def _relabelled(
    raw: list[int], every_size: tuple[int, ...]
) -> tuple[tuple[int, ...], tuple[int, ...]]:
    """Group labels `raw` numbered again in order of appearance (settled zones keep SETTLED),
    and the size of each group so numbered, from `every_size` by old label."""
    renumber: dict[int, int] = {}
    for label in raw:
        if label != SETTLED:
            renumber.setdefault(label, len(renumber))
    return (
        tuple(renumber.get(label, SETTLED) for label in raw),
        tuple(every_size[label] for label in renumber),
    )


def _folded(cluster: Cluster) -> dict[str, str]:
    """Fixed groups that need no place on the frontier, each with the free coral it joins.

    A fixed group whose free neighbours all touch one another (one free coral, or two side by
    side) can only ever join the one group those of its colour form, so it is settled when the
    last of them is coloured: on the board's edge most fixed corals are such.
    """
    order = {z: i for i, z in enumerate(cluster.nodes)}
    host = {}
    for group in cluster.fixed:
        free = cluster.neighbours[group]
        if free and all(b in cluster.neighbours[a] for a in free for b in free if a != b):
            host[group] = max(free, key=order.__getitem__)
    return host


def colour_mask(colours: Iterable[int]) -> int:
    """A set of colour numbers as a bit mask (bit c for colour c)."""
    mask = 0
    for colour in colours:
        mask |= 1 << colour
    return mask


def _areas(
    zones: tuple[str, ...], neighbours: dict[str, tuple[str, ...]], index: dict[str, int]
) -> list[int]:
    """The coral area (corals joined whatever their colours) of each zone, numbered."""
    area = [-1] * len(zones)
    count = 0
    for i, start in enumerate(zones):
        if area[i] >= 0:
            continue
        area[i], frontier = count, [start]
        while frontier:
            for n in neighbours[frontier.pop()]:
                if area[index[n]] < 0:
                    area[index[n]] = count
                    frontier.append(n)
        count += 1
    return area


def _watchers(cluster: Cluster, index: dict[str, int]) -> list[_Watcher]:
    return [
        _Watcher(False, frozenset(index[z] for z in c.watched), c.shown, c.bonus)
        for c in cluster.crustaceans
    ] + [
        _Watcher(True, frozenset(index[z] for z in v.watched), v.shown, 0) for v in cluster.cameras
    ]


class _Graph:
    """The cluster's zones and folded fixed groups as numbered nodes, for paths between
    same-colour pieces (`coral_bound`): node i < len(zones) is zone number i, then the
    folded groups; a node's *time* is the step after which it is coloured or joined."""

    def __init__(
        self, cluster: Cluster, zones: tuple[str, ...], index: dict[str, int], host: dict[str, str]
    ) -> None:
        folded = list(host)
        number = {**index, **{v: len(zones) + k for k, v in enumerate(folded)}}
        names = [*zones, *folded]
        self.time = [*range(len(zones)), *(index[host[v]] for v in folded)]
        self.colour = [cluster.fixed.get(name) for name in names]
        self.weight = [cluster.weight[name] for name in names]
        self.neighbours = [tuple(number[n] for n in cluster.neighbours[name]) for name in names]
        self._links: dict[tuple[int, int], dict[int, dict[int, int]]] = {}
        self._piece_links: dict[LinksKey, tuple[tuple[int, ...], ...]] = {}

    def links(self, step: _Step, colour: int) -> dict[int, dict[int, int]]:
        """The fewest free corals on a path between two pieces of `colour` through the nodes
        after `step`, by where paths start: a frontier position, or -1 - node for a fixed
        group to come. Worked out once for each step and colour."""
        key = (step.number, colour)
        if key not in self._links:
            starts = {
                position: [n for n in self.neighbours[zone] if self._open(step, colour, n)]
                for position, zone in enumerate(step.frontier)
            }
            for node, fixed_colour, _, _ in step.later_fixed:
                if fixed_colour == colour:
                    starts[-1 - node] = [node]
            self._links[key] = {
                source: self._paths(step, colour, first, starts) for source, first in starts.items()
            }
        return self._links[key]

    def piece_links(
        self, step: _Step, colour: int, starts: tuple[tuple[int, ...], ...]
    ) -> tuple[tuple[int, ...], ...]:
        """Between each two pieces of `colour` (each given by where its paths start), the
        fewest free corals that link them, also through the other pieces (`closed`)."""
        key = (step.number, colour, starts)
        if key not in self._piece_links:
            if len(self._piece_links) >= KEPT_BOUNDS:  # a long search: start again
                self._piece_links.clear()
            links = self.links(step, colour)
            self._piece_links[key] = closed(
                [
                    [
                        0 if a == b else min(links[s][t] for s in mine for t in theirs)
                        for b, theirs in enumerate(starts)
                    ]
                    for a, mine in enumerate(starts)
                ]
            )
        return self._piece_links[key]

    def _open(self, step: _Step, colour: int, node: int) -> bool:
        """Whether a path between pieces of `colour` may pass through `node`."""
        return self.time[node] > step.number and self.colour[node] in (None, colour)

    def _paths(
        self, step: _Step, colour: int, first: list[int], starts: dict[int, list[int]]
    ) -> dict[int, int]:
        """From the nodes `first`, the fewest free corals to reach each start of a path."""
        cost = {}
        queue = deque((self._cost(n), n) for n in sorted(first, key=self._cost))
        while queue:  # free corals cost 1, fixed ones of the colour nothing: a 0-1 search
            spent, node = queue.popleft()
            if node in cost:
                continue
            cost[node] = spent
            for n in self.neighbours[node]:
                if n not in cost and self._open(step, colour, n):
                    if self._cost(n):
                        queue.append((spent + self._cost(n), n))
                    else:
                        queue.appendleft((spent, n))
        return {
            source: min((cost[n] for n in ends if n in cost), default=FAR)
            for source, ends in starts.items()
        }

    def _cost(self, node: int) -> int:
        return 1 if self.colour[node] is None else 0
