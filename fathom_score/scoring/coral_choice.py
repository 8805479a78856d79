"""Choosing the colour of each multicoloured coral that the player has not pinned.

Each unpinned multicoloured coral takes the colour that gives the player the highest total.
Only three rows depend on those colours: coral groups, crustaceans (two or more coral colours
beside them) and the camera (how many tile colours it sees). `ColourPuzzle` reads just that
part of a board into plain tables; `frontier_search` finds the exact best colouring.

Corals that cannot influence each other (no shared coral area, crustacean or camera) are
solved apart, so a board's cost grows with its largest cluster, not with its number of
multicoloured corals.

Ties: when colourings give the same total, the one that comes first in palette order wins,
comparing the corals in board order (the first coral's colour earliest in the game's colours,
then the second's, ...). The search keeps exactly that colouring; see `frontier_search`.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass
from functools import cached_property
from itertools import pairwise

from ..model import Board, Species, Tile
from ..rules.coral import GROUP_POINTS
from .frontier_search import CAP, Cluster, Crustacean, View, best_colouring, colour_mask


@dataclass(frozen=True)
class CoralChoice:
    """The colour given to each unpinned multicoloured coral, and what others would score.

    `alternatives[zone]` lists (colour, colour-sensitive points) for each colour that zone could
    take, with every other coral kept at its chosen colour.
    """

    colours: dict[str, str]
    points: int
    alternatives: dict[str, tuple[tuple[str, int], ...]]


# What picks the colours of a board's unpinned multicoloured corals, as choose_coral_colours
# does (it, or what keeps its answers: a served table works each board out once for every
# page, table/choices.py).
Chooser = Callable[
    [Board, Sequence[str], Callable[[Board], int], Callable[[], bool] | None], CoralChoice
]


def corals_to_choose(board: Board) -> int:
    """How many multicoloured corals on the board have no colour pinned: the ones to choose.
    Undiscovered tiles count too: score a board as it is at game end (`at_game_end`)."""
    return sum(1 for _, tile in board.tiles() if tile.is_multicoloured and tile.pinned is None)


def choose_coral_colours(
    board: Board,
    palette: Sequence[str],
    evaluate: Callable[[Board], int],
    stop: Callable[[], bool] | None = None,
) -> CoralChoice:
    """Pick the best colours; `evaluate` scores the colour-sensitive rows of a pinned board.

    `evaluate` must be the sum of the coral, crustacean and camera rows. The search works on
    its own tables; `evaluate` gives the board's real total once, and the alternatives are that
    total moved by what each change does to the tables' points. `stop`: see `best_colouring`.
    """
    puzzle = ColourPuzzle(board, palette)
    if not puzzle.free:
        return CoralChoice({}, evaluate(board), {})
    colouring: dict[str, int] = {}
    # A coral that influences no other is simply tried in every colour: what each colour
    # gives, up to an amount no colour changes (the other corals' colours, whatever they are).
    alone: dict[str, list[int]] = {}
    placeholder = dict.fromkeys(puzzle.free, 0)
    for cluster in puzzle.clusters():
        if len(cluster.free) == 1:
            zone = cluster.free[0]
            alone[zone] = [
                puzzle.points({**placeholder, zone: c}) for c in range(len(puzzle.palette))
            ]
            colouring[zone] = alone[zone].index(max(alone[zone]))  # the first best colour
        else:
            colouring.update(zip(cluster.free, best_colouring(cluster, stop)))
    colours = {zone: puzzle.colours[c] for zone, c in colouring.items()}
    points = evaluate(board.with_pins(colours))
    chosen = puzzle.points(colouring)
    alternatives = {}
    for zone in puzzle.free:
        if zone in alone:
            gains = [value - alone[zone][colouring[zone]] for value in alone[zone]]
        else:
            gains = [
                puzzle.points({**colouring, zone: c}) - chosen for c in range(len(puzzle.palette))
            ]
        alternatives[zone] = tuple(
            (puzzle.colours[c], points + gain) for c, gain in enumerate(gains)
        )
    return CoralChoice(colours, points, alternatives)


class ColourPuzzle:
    """The colour-sensitive part of a board as plain tables over colour numbers.

    Colours are numbered in palette order; a tile whose colour is not in the palette (possible
    only for boards built in code) gets a number after them, which no free coral may take.
    """

    def __init__(self, board: Board, palette: Sequence[str]) -> None:
        self.palette = tuple(palette)
        self.colours = list(self.palette)
        self._number = {colour: i for i, colour in enumerate(self.colours)}
        layout = board.layout
        self.order = {zone: i for i, zone in enumerate(layout)}
        tiles = dict(board.tiles())
        corals = [z for z, t in tiles.items() if t.has(Species.CORAL)]
        self.free = tuple(
            z for z in corals if tiles[z].is_multicoloured and tiles[z].pinned is None
        )
        free = set(self.free)
        self.fixed = {
            z: self._colour_number(tiles[z].scoring_colour) for z in corals if z not in free
        }
        coral_set = set(corals)
        self.coral_neighbours = {
            z: tuple(n for n in layout.neighbours(z) if n in coral_set) for z in corals
        }
        self.crustaceans = self._crustaceans(board, tiles, coral_set, free)
        self.cameras = self._cameras(board, tiles, free)

    def _colour_number(self, colour: str) -> int:
        if colour not in self._number:
            self._number[colour] = len(self.colours)
            self.colours.append(colour)
        return self._number[colour]

    def _crustaceans(
        self, board: Board, tiles: dict[str, Tile], corals: set[str], free: set[str]
    ) -> list[Crustacean]:
        """The crustaceans whose bonus waits on a free coral's colour."""
        crustaceans = []
        for zone, tile in tiles.items():
            if not tile.has(Species.CRUSTACEAN):
                continue
            beside = [n for n in board.layout.neighbours(zone) if n in corals]
            shown = colour_mask(self.fixed[n] for n in beside if n not in free)
            watched = tuple(n for n in beside if n in free)
            # Two fixed colours already earn the bonus, whatever the free corals become.
            if watched and shown.bit_count() < 2:
                crustaceans.append(Crustacean(watched, shown, 2 * tile.count(Species.CRUSTACEAN)))
        return crustaceans

    def _cameras(self, board: Board, tiles: dict[str, Tile], free: set[str]) -> list[View]:
        """The cameras that see a free coral, with the colours of the other tiles in sight."""
        cameras = []
        for zone, tile in tiles.items():
            if tile.has(Species.CAMERA) and tile.facing:
                line = [z for z in board.layout.line(zone, tile.facing) if z in tiles]
                watched = tuple(z for z in line if z in free)
                if watched:
                    shown = colour_mask(
                        self._colour_number(tiles[z].scoring_colour) for z in line if z not in free
                    )
                    cameras.append(View(watched, shown))
        return cameras

    def points(self, colouring: dict[str, int]) -> int:
        """The colour-sensitive points that vary with the free corals' colours, for a full
        colouring: coral groups, crustacean bonuses and the colours each camera sees."""
        colour_of = {**self.fixed, **colouring}
        total, grouped = 0, set()
        for start in colour_of:
            if start in grouped:
                continue
            group, frontier = {start}, [start]
            while frontier:
                zone = frontier.pop()
                for n in self.coral_neighbours[zone]:
                    if n not in group and colour_of[n] == colour_of[zone]:
                        group.add(n)
                        frontier.append(n)
            grouped |= group
            total += GROUP_POINTS[min(len(group), len(GROUP_POINTS) - 1)]
        for crustacean in self.crustaceans:
            shown = crustacean.shown | colour_mask(colouring[z] for z in crustacean.watched)
            total += crustacean.bonus if shown.bit_count() >= 2 else 0
        for view in self.cameras:
            total += (view.shown | colour_mask(colouring[z] for z in view.watched)).bit_count()
        return total

    def clusters(self) -> list[Cluster]:
        """Groups of free corals whose colours can influence each other (through a coral area,
        a crustacean or a camera), each with the fixed coral groups its corals can join."""
        parent = {z: z for z in self.free}

        def root(zone: str) -> str:
            while parent[zone] != zone:
                parent[zone] = parent[parent[zone]]
                zone = parent[zone]
            return zone

        def link(zones: Sequence[str]) -> None:
            for a, b in pairwise(zones):
                parent[root(a)] = root(b)

        for area in self._groups(lambda a, b: True):
            link([z for z in area if z in parent])
        for watched in [c.watched for c in self.crustaceans] + [v.watched for v in self.cameras]:
            link(watched)
        members: dict[str, list[str]] = {}
        for zone in self.free:
            members.setdefault(root(zone), []).append(zone)
        return [self._cluster(free) for free in members.values()]

    def _cluster(self, free: list[str]) -> Cluster:
        """One cluster's nodes: its free corals, and each fixed group that one of them touches
        placed just before the first of them that does."""
        group_of = self._fixed_group_of
        size = {name: len(group) for name, group in self._fixed_groups.items()}
        neighbours: dict[str, set[str]] = {}
        order: dict[str, tuple[int, int]] = {}
        for zone in free:
            neighbours[zone] = set()
            order[zone] = (self.order[zone], 1)
            for n in self.coral_neighbours[zone]:
                node = group_of.get(n, n)
                neighbours[zone].add(node)
                neighbours.setdefault(node, set()).add(zone)
                if node in size:
                    order[node] = min(order.get(node, (self.order[zone], 0)), (self.order[zone], 0))
        nodes = tuple(sorted(neighbours, key=order.__getitem__))
        return Cluster(
            nodes=nodes,
            weight={node: min(size.get(node, 1), CAP) for node in nodes},
            fixed={node: self.fixed[node] for node in nodes if node in size},
            neighbours={
                node: tuple(sorted(neighbours[node], key=order.__getitem__)) for node in nodes
            },
            crustaceans=tuple(c for c in self.crustaceans if c.watched[0] in neighbours),
            cameras=tuple(v for v in self.cameras if v.watched[0] in neighbours),
            palette_size=len(self.palette),
        )

    @cached_property
    def _fixed_groups(self) -> dict[str, list[str]]:
        """Connected fixed corals of one colour, each in board order, named by its first zone
        (worked out once for all clusters)."""
        groups = self._groups(
            lambda a, b: a in self.fixed and self.fixed.get(b) == self.fixed[a], starts=self.fixed
        )
        return {group[0]: group for group in groups}

    @cached_property
    def _fixed_group_of(self) -> dict[str, str]:
        return {zone: name for name, group in self._fixed_groups.items() for zone in group}

    def _groups(
        self, joined: Callable[[str, str], bool], starts: Iterable[str] | None = None
    ) -> list[list[str]]:
        """Sets of corals connected through neighbours that `joined` accepts, in board order."""
        groups, seen = [], set()
        for start in self.coral_neighbours if starts is None else starts:
            if start in seen:
                continue
            group, frontier = [start], [start]
            seen.add(start)
            while frontier:
                zone = frontier.pop()
                for n in self.coral_neighbours[zone]:
                    if n not in seen and joined(zone, n):
                        seen.add(n)
                        group.append(n)
                        frontier.append(n)
            groups.append(sorted(group, key=self.order.__getitem__))
        return groups
