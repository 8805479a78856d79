"""Jellyfish (Expedition 3): the best packing of lines, triangles and diamonds.

A line is 2 neighbouring jellyfish (6), a triangle 3 mutually neighbouring ones (12) and a
diamond two triangles sharing an edge (20). Each jellyfish counts in at most one shape, and the
board scores the best total over every way of picking separate shapes.
"""

from __future__ import annotations

from dataclasses import replace
from functools import cache
from itertools import combinations

from ..model import Board, Species
from ..words import N_, Message, message
from .reasons import CategoryScore, Reason

# Each shape by its size: its name (a msgid) and its points.
SHAPES = {2: (N_("line"), 6), 3: (N_("triangle"), 12), 4: (N_("diamond"), 20)}


def shapes_in(board: Board, zones: tuple[str, ...]) -> list[tuple[str, ...]]:
    """Every line, triangle and diamond that fits on the given zones, in layout order."""
    chosen = set(zones)
    near = {z: [n for n in board.layout.neighbours(z) if n in chosen] for z in zones}
    order = {z: i for i, z in enumerate(board.layout)}
    shapes: set[frozenset[str]] = set()
    for a in zones:
        for b in near[a]:
            shapes.add(frozenset((a, b)))
            common = [c for c in near[a] if c in near[b]]
            for c in common:
                shapes.add(frozenset((a, b, c)))
            # A diamond: the edge a-b with a triangle on each side (c and d are not neighbours).
            for c, d in combinations(common, 2):
                if d not in near[c]:
                    shapes.add(frozenset((a, b, c, d)))
    return sorted(
        (tuple(sorted(s, key=order.__getitem__)) for s in shapes),
        key=lambda s: (-len(s), [order[z] for z in s]),
    )


def best_packing(
    board: Board, zones: tuple[str, ...], largest: int = 4
) -> tuple[int, tuple[tuple[str, ...], ...]]:
    """The best total of separate shapes (of at most `largest` zones) and the shapes used.

    Search zone by zone: the first free zone is either left out or covered by one of the shapes
    through it. Remembering each set of free zones keeps a large clump polynomial in practice.
    """
    shapes = [s for s in shapes_in(board, zones) if len(s) <= largest]
    through = {z: [s for s in shapes if z in s] for z in zones}

    @cache
    def best(free: frozenset[str]) -> tuple[int, tuple[tuple[str, ...], ...]]:
        if not free:
            return 0, ()
        first = next(z for z in zones if z in free)
        result = best(free - {first})
        for shape in through[first]:
            if free.issuperset(shape):
                points, used = best(free.difference(shape))
                points += SHAPES[len(shape)][1]
                if points > result[0]:
                    result = (points, (shape, *used))
        return result

    return best(frozenset(zones))


def score_jellyfish(board: Board) -> CategoryScore:
    zones = board.zones_with(Species.JELLYFISH)
    if not zones:
        return CategoryScore("jellyfish", 0)
    total, packing = best_packing(board, zones)
    reasons = []
    for shape in packing:
        name, points = SHAPES[len(shape)]
        reasons.append(
            Reason(
                "jellyfish",
                message("Jellyfish {shape} ({zones})", shape=Message(name), zones=shape),
                points,
                shape,
                message(
                    "a {shape} of {size} scores {points}",
                    shape=Message(name),
                    size=len(shape),
                    points=points,
                ),
            )
        )
    used = {z for shape in packing for z in shape}
    left = tuple(z for z in zones if z not in used)
    if left:
        reasons.append(
            Reason(
                "jellyfish",
                message("Jellyfish in no shape ({zones})", zones=left),
                0,
                left,
                message("not part of the best packing: 0"),
            )
        )
    # The packing is a choice: say what settling for smaller shapes would have scored.
    smaller = ((2, message("lines only")), (3, message("triangles and lines only")))
    alternatives = tuple(
        (label, points)
        for size, label in smaller
        if (points := best_packing(board, zones, size)[0]) < total
    )
    reasons[0] = replace(reasons[0], alternatives=alternatives)
    return CategoryScore.of("jellyfish", reasons)
