"""The exact best colouring of one cluster of unpinned multicoloured corals.

The search is dynamic programming over the cluster's coral zones in board order (row A first,
each row from the left). After each zone, what the zones still to come can meet is small: the
coloured zones that still have an uncoloured coral neighbour (the *frontier*, never much more
than one row of the board), which of them are joined into one coral group through zones
already passed and how big each such group is (up to six: past six a group scores no more),
what colours each crustacean and camera still waiting for a coral has seen, and nothing else.
Partial colourings that leave the same frontier are finished best in the same way, so only
the best of them is kept. Group points are counted as groups grow and merge, so a partial
colouring's points are exact.

Two more things keep the number of frontiers small:

- **Interchangeable colours.** A colour that no fixed tile still to come shows (no fixed coral
  later in the order, no crustacean or camera yet to be reached that already sees it) can be
  swapped with any other such colour without changing what the rest scores. Frontiers that
  differ only by such a swap are one frontier, and of the colours the frontier does not show
  only the first is tried.
- **Bounds.** A group of s corals scores at most 14/3 points a coral (six corals score 28), a
  crustacean can still earn its bonus and a camera a colour per coral it still sees. A partial
  colouring whose points plus all it could still earn fall short of a colouring already found
  is dropped. That colouring comes from a first, narrow pass that keeps only the most
  promising frontiers at each zone.

Ties. Among colourings with the best total the search returns the first in palette order,
comparing corals in board order. Each frontier keeps, of its equal best partial colourings, the
first in that order; any completion of a dropped one is matched by an equal completion of the
kept one (swapping interchangeable colours if needed), which comes earlier because the
partial colourings already differ. An unshown interchangeable colour is only ever tried as the
first one: any other gives the same points later in the order.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from functools import cached_property

from ..rules.coral import GROUP_POINTS

CAP = len(GROUP_POINTS) - 1  # a group of this size or more scores the most
NONE_SEEN, BONUS_EARNED = -1, -2  # a crustacean's state besides "seen one colour"
NARROW = 48  # frontiers kept at each zone by the first pass


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
    zones: tuple[str, ...]  # every coral zone of its coral areas, in board order
    fixed: dict[str, int]  # colour numbers of the corals that are not free
    neighbours: dict[str, tuple[str, ...]]  # each zone's coral neighbours
    crustaceans: tuple[Crustacean, ...]
    cameras: tuple[View, ...]
    palette_size: int

    @property
    def free(self) -> tuple[str, ...]:
        return tuple(z for z in self.zones if z not in self.fixed)


def best_colouring(cluster: Cluster) -> tuple[int, ...]:
    """The colour number of each free coral of the cluster, in board order."""
    plan = _Plan(cluster)
    found = plan.run(narrow=NARROW)
    return plan.run(at_least=found[0])[1]


@dataclass
class _Step:
    """What colouring one zone changes."""

    zone: str
    fixed: int | None  # its colour, if it is not free
    touching: tuple[int, ...]  # frontier positions of its coral neighbours before it
    kept: tuple[int, ...]  # frontier positions that stay after it
    stays: bool  # whether the zone joins the frontier
    watchers: tuple[int, ...]  # positions (in the open watchers after it) that see it
    carried: tuple[int, ...]  # for each open watcher after it: its position before, or -1
    choice_refs: int  # colours that fixed tiles from this zone on show
    key_refs: int  # colours that fixed tiles after this zone show
    bound3: int = 0  # three times what the zones after this one can still add, beyond groups
    frontier_areas: tuple[int, ...] = ()  # the coral area of each frontier zone after it
    later_by_area: tuple[int, ...] = ()  # coral zones after this one, by coral area


@dataclass
class _Watcher:
    kind: str  # "crustacean" or "camera"
    first: int
    last: int
    shown: int
    bonus: int = 0
    events: set[int] = field(default_factory=set)


class _Plan:
    def __init__(self, cluster: Cluster) -> None:
        self.cluster = cluster
        self.palette_mask = (1 << cluster.palette_size) - 1
        zones = cluster.zones
        index = {z: i for i, z in enumerate(zones)}
        last = [max([i, *(index[n] for n in cluster.neighbours[z])]) for i, z in enumerate(zones)]
        area = self._areas(index)
        watchers = self._watchers(index)
        self.watchers = watchers
        self.steps: list[_Step] = []
        frontier: list[int] = []
        open_before: list[int] = []
        for i, zone in enumerate(zones):
            touching = tuple(frontier.index(index[n]) for n in cluster.neighbours[zone]
                             if index[n] < i)
            kept = tuple(p for p, j in enumerate(frontier) if last[j] > i)
            stays = last[i] > i
            frontier = [frontier[p] for p in kept] + ([i] if stays else [])
            open_after = [w for w, watcher in enumerate(watchers)
                          if watcher.first <= i < watcher.last]
            # A watcher that opens and closes at this zone is scored here and never carried.
            seeing = [w for w, watcher in enumerate(watchers) if i in watcher.events]
            self.steps.append(_Step(
                zone=zone,
                fixed=cluster.fixed.get(zone),
                touching=tuple(sorted(set(touching))),
                kept=kept,
                stays=stays,
                watchers=tuple(seeing),
                carried=tuple(open_before.index(w) if w in open_before else -1
                              for w in open_after),
                choice_refs=self._refs(i, watchers, from_here=True),
                key_refs=self._refs(i, watchers, from_here=False),
            ))
            self.steps[-1].open_after = tuple(open_after)  # type: ignore[attr-defined]
            self.steps[-1].frontier_areas = tuple(area[j] for j in frontier)
            open_before = open_after
        for i, step in enumerate(self.steps):
            later = [0] * (max(area) + 1)
            for j in range(i + 1, len(zones)):
                later[area[j]] += 1
            step.later_by_area = tuple(later)
            step.bound3 = 3 * sum(
                (w.bonus if w.kind == "crustacean" and w.last > i else 0)
                + (len([e for e in w.events if e > i]) if w.kind == "camera" else 0)
                for w in watchers)

    def _areas(self, index: dict[str, int]) -> list[int]:
        """The coral area (corals joined whatever their colours) of each zone, numbered."""
        area = [-1] * len(index)
        count = 0
        for start, i in index.items():
            if area[i] >= 0:
                continue
            area[i], frontier = count, [start]
            while frontier:
                for n in self.cluster.neighbours[frontier.pop()]:
                    if area[index[n]] < 0:
                        area[index[n]] = count
                        frontier.append(n)
            count += 1
        return area

    def _watchers(self, index: dict[str, int]) -> list[_Watcher]:
        watchers = []
        for crustacean in self.cluster.crustaceans:
            events = {index[z] for z in crustacean.watched}
            watchers.append(_Watcher("crustacean", min(events), max(events), crustacean.shown,
                                     crustacean.bonus, events))
        for view in self.cluster.cameras:
            events = {index[z] for z in view.watched}
            watchers.append(_Watcher("camera", min(events), max(events), view.shown, 0, events))
        return watchers

    def _refs(self, i: int, watchers: list[_Watcher], from_here: bool) -> int:
        """Colours shown by fixed tiles that zones from `i` on (or after `i`) still meet."""
        start = i if from_here else i + 1
        refs = 0
        for zone in self.cluster.zones[start:]:
            if zone in self.cluster.fixed:
                refs |= 1 << self.cluster.fixed[zone]
        for watcher in watchers:
            if watcher.first >= start:
                refs |= watcher.shown
        return refs

    @cached_property
    def camera_count(self) -> int:
        return sum(w.kind == "camera" for w in self.watchers)

    def run(self, narrow: int | None = None, at_least: int | None = None
            ) -> tuple[int, tuple[int, ...]]:
        """The best points and colouring; `narrow` keeps only that many frontiers a zone (a
        quick, possibly worse answer), `at_least` drops what cannot reach those points."""
        layer = {(): (0, (), ((), (), (), ()))}
        for step in self.steps:
            layer = self._advance(layer, step, narrow, at_least)
        points, colouring, _ = max(layer.values(), key=_rank)
        return points, colouring

    def _advance(self, layer, step: _Step, narrow, at_least):
        following: dict = {}
        watchers = self.watchers
        open_after = step.open_after  # type: ignore[attr-defined]
        free_for_key = self.palette_mask & ~step.key_refs
        for points, prefix, state in layer.values():
            colours, labels, sizes, seen = state
            for colour in self._choices(step, state):
                gained, new_state = self._colour(step, state, colour, watchers, open_after)
                total = points + gained
                if at_least is not None and 3 * total + self._bound3(step, new_state) < 3 * at_least:
                    continue
                key = _key(new_state, free_for_key, watchers, open_after, self.camera_count)
                entry = (total, prefix if step.fixed is not None else (*prefix, colour),
                         new_state)
                old = following.get(key)
                if old is None or _rank(entry) > _rank(old):
                    following[key] = entry
        if narrow is not None and len(following) > narrow:
            best = sorted(following.items(),
                          key=lambda item: 3 * item[1][0] + self._bound3(step, item[1][2]),
                          reverse=True)
            following = dict(best[:narrow])
        return following

    def _choices(self, step: _Step, state) -> list[int]:
        """The colours worth trying for the zone, in palette order."""
        if step.fixed is not None:
            return [step.fixed]
        interchangeable = self.palette_mask & ~step.choice_refs
        shown = self._shown(state)
        choices, fresh_tried = [], False
        for colour in range(self.cluster.palette_size):
            bit = 1 << colour
            if interchangeable & bit and not shown & bit:
                if fresh_tried:
                    continue
                fresh_tried = True
            choices.append(colour)
        return choices

    def _shown(self, state) -> int:
        """Every colour the frontier, the crustaceans and the cameras hold."""
        colours, _, _, seen = state
        shown = 0
        for colour in colours:
            shown |= 1 << colour
        for value, kind in seen:
            if kind == "camera":
                shown |= value
            elif value >= 0:
                shown |= 1 << value
        return shown

    def _colour(self, step: _Step, state, colour: int, watchers, open_after):
        """Points gained and the frontier after giving `step.zone` the colour `colour`."""
        colours, labels, sizes, seen = state
        joined = {labels[p] for p in step.touching if colours[p] == colour}
        size = min(CAP, 1 + sum(sizes[label] for label in joined))
        gained = GROUP_POINTS[size] - sum(GROUP_POINTS[sizes[label]] for label in joined)
        merged = len(sizes)
        raw_labels = [merged if labels[p] in joined else labels[p] for p in step.kept]
        new_colours = tuple(colours[p] for p in step.kept)
        if step.stays:
            raw_labels.append(merged)
            new_colours += (colour,)
        all_sizes = (*sizes, size)
        renumber: dict[int, int] = {}
        for label in raw_labels:
            renumber.setdefault(label, len(renumber))
        new_labels = tuple(renumber[label] for label in raw_labels)
        new_sizes = tuple(all_sizes[label] for label in renumber)
        # Crustaceans and cameras waiting for corals, and any this zone is the only one for.
        values = {w: seen[position][0] if position >= 0 else _initial(watchers[w])
                  for position, w in zip(step.carried, open_after)}
        for w in step.watchers:
            watcher = watchers[w]
            value = values[w] if w in values else _initial(watcher)
            if watcher.kind == "camera":
                if not value >> colour & 1:
                    gained += 1
                    value |= 1 << colour
            elif value == NONE_SEEN:
                value = colour
            elif value >= 0 and value != colour:
                gained += watcher.bonus
                value = BONUS_EARNED
            values[w] = value
        new_seen = tuple((values[w], watchers[w].kind) for w in open_after)
        return gained, (new_colours, new_labels, new_sizes, new_seen)

    def _bound3(self, step: _Step, state) -> int:
        """Three times what a partial colouring can still add (see `_most_points`), plus every
        crustacean bonus and camera colour still possible."""
        _, labels, sizes, _ = state
        open_corals = [0] * len(step.later_by_area)
        for position, label in enumerate(labels):
            if labels.index(label) == position:  # each group once, by its first frontier zone
                open_corals[step.frontier_areas[position]] += sizes[label]
        most = sum(_most_points(n + later) for n, later in zip(open_corals, step.later_by_area))
        return 3 * (most - sum(GROUP_POINTS[s] for s in sizes)) + step.bound3


def _most_points(corals: int) -> int:
    """The most that `corals` corals can score in groups of any shape: groups of six score the
    most a coral (28 for six), and groups smaller than six score more together than apart."""
    return GROUP_POINTS[CAP] * (corals // CAP) + GROUP_POINTS[corals % CAP]


def _initial(watcher: _Watcher) -> int:
    if watcher.kind == "camera":
        return watcher.shown
    if watcher.shown:
        return watcher.shown.bit_length() - 1  # the one fixed colour it sees
    return NONE_SEEN


def _rank(entry) -> tuple:
    """Higher points first, then the earlier colouring in palette order."""
    points, prefix, _ = entry
    return points, tuple(-c for c in prefix)


def _key(state, free: int, watchers, open_after, cameras: int) -> tuple:
    """The frontier with interchangeable colours renamed in order of appearance."""
    colours, labels, sizes, seen = state
    names: dict[int, int] = {}

    def name(colour: int) -> int:
        if not free >> colour & 1:
            return colour
        if colour not in names:
            names[colour] = -1 - len(names)
        return names[colour]

    named_colours = tuple(name(c) for c in colours)
    named_seen = []
    for value, kind in seen:
        if kind == "crustacean":
            named_seen.append(value if value < 0 else name(value))
        else:
            fixed_part = value & ~free
            free_part = value & free
            named = []
            anonymous = 0
            for colour in range(free_part.bit_length()):
                if free_part >> colour & 1:
                    if colour in names or cameras > 1:
                        named.append(name(colour))
                    else:
                        anonymous += 1
            named_seen.append((fixed_part, tuple(sorted(named)), anonymous))
    return named_colours, labels, sizes, tuple(named_seen)
