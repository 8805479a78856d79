"""The most that coral groups can still score, knowing how far apart same-colour corals lie.

A partial colouring leaves *pieces*: the coral groups on the frontier that can still grow,
and the fixed coral groups still to come. Two pieces of one colour are never side by side
(they would be one group already, or will merge for nothing), so one coral group holding
both must also hold the free corals of a path between them: at least as many as the fewest
free corals on any path from one to the other through zones still to come (fixed corals of
their colour on the way cost nothing, other fixed corals block the way). Around a clump of
free corals ringed by fixed corals of turning colours, same-colour fixed corals are several
zones apart, so few of them can share a group of six; pooling a colour's corals "at will"
overlooks that and overestimates by a dozen points.

The bound: the pieces of each colour are split into blocks (one coral group each, in the
best case); a block of several pieces uses at least the free corals that link its farthest
two (distances closed over the other pieces of the colour) and may take more up to six; the
free corals no block takes form groups of their own at will (`most_points`). Every split and
share of free corals is tried, and the most is the bound.
"""

from __future__ import annotations

from functools import cache, lru_cache
from itertools import combinations, pairwise, permutations

from ..rules.coral import GROUP_POINTS

CAP = len(GROUP_POINTS) - 1
FAR = 99  # no path at all
NOTHING = -1  # a menu entry that no split reaches

# The menus and their sums are kept between searches (the same pieces come back on the next
# board), up to a bounded number, so that a long-running app does not grow without end.

# A menu: for each number of free corals the blocks of one colour take, the most they score
# (NOTHING if no split of the pieces can take exactly that many).
Menu = tuple[int, ...]


def most_points(corals: int) -> int:
    """The most that `corals` corals can score in coral groups of any shape: groups of six
    score the most a coral, and groups of fewer than six score more together than apart."""
    return GROUP_POINTS[CAP] * (corals // CAP) + GROUP_POINTS[corals % CAP]


LEFT_OVER = tuple(most_points(corals) for corals in range(64))  # most_points, looked up


@cache
def alone_menu(weight: int) -> Menu:
    """One piece: free corals join it up to six."""
    return tuple(GROUP_POINTS[min(CAP, weight + x)] for x in range(max(0, CAP - weight) + 1))


@lru_cache(maxsize=1 << 14)
def pieces_menu(weights: tuple[int, ...], links: tuple[tuple[int, ...], ...], limit: int) -> Menu:
    """Several pieces of one colour, `links[a][b]` free corals at least between pieces a and b
    (FAR if none can link them): the most their blocks score for each number of free corals
    they take, up to `limit`."""
    # A piece of six or more gains nothing in a block: it scores its 28 alone (a path through
    # it is already in `links`).
    full = sum(GROUP_POINTS[CAP] for weight in weights if weight >= CAP)
    keep = [a for a, weight in enumerate(weights) if weight < CAP]
    weights = tuple(weights[a] for a in keep)
    links = tuple(tuple(links[a][b] for b in keep) for a in keep)
    options = [_block_options(block, weights, links, limit) for block in range(1 << len(keep))]
    best = [[0]]
    for mask in range(1, 1 << len(keep)):
        best.append(_split_best(mask, options, best, limit))
    return tuple(value if value == NOTHING else value + full for value in best[-1])


def _split_best(
    mask: int, options: list[list[tuple[int, int]]], best: list[list[int]], limit: int
) -> list[int]:
    """The pieces of `mask` split into blocks the best way, for each number of free corals
    they take: the block holding its lowest piece, and the best of the rest (`best`, by mask,
    known for every smaller mask)."""
    first = mask & -mask
    rest_of = mask ^ first
    menu = [NOTHING] * (limit + 1)
    sub = rest_of
    while True:  # every block holding the lowest piece of `mask`
        block = sub | first
        others = best[mask ^ block]
        for x, value in options[block]:
            for y, other in enumerate(others[: limit + 1 - x], x):
                if other != NOTHING and value + other > menu[y]:
                    menu[y] = value + other
        if not sub:
            break
        sub = (sub - 1) & rest_of
    while menu[-1] == NOTHING:
        menu.pop()
    return menu


def _block_options(
    block: int, weights: tuple[int, ...], links: tuple[tuple[int, ...], ...], limit: int
) -> list[tuple[int, int]]:
    """(free corals taken, points) for one block of pieces made one coral group."""
    members = [a for a in range(len(weights)) if block >> a & 1]
    need = max((links[a][b] for a in members for b in members if a < b), default=0)
    if len(members) > 2 and need < FAR:
        # Three of them need no more than all of them, and may show more.
        need = max(
            need,
            _tree_need(members, links),
            *(_tree_need(list(three), links) for three in combinations(members, 3)),
        )
    weight = sum(weights[a] for a in members)
    return [
        (x, GROUP_POINTS[min(CAP, weight + x)])
        for x in range(need, min(limit, max(need, CAP - weight)) + 1)
    ]


def _tree_need(members: list[int], links: tuple[tuple[int, ...], ...]) -> int:
    """The fewest free corals that can join three or more pieces. Walking round the tree of
    their group visits each zone as often as it has neighbours in the tree, and the zones
    with three or more add at most (pieces - 2) visits: so the shortest round of the pieces
    (by `links`) is at most twice the free corals plus pieces - 2."""
    first, *rest = members
    shortest = min(
        links[first][order[0]]
        + links[order[-1]][first]
        + sum(links[a][b] for a, b in pairwise(order))
        for order in permutations(rest)
        if order[0] < order[-1]
    )
    return (shortest - len(members) + 3) // 2


def closed(links: list[list[int]]) -> tuple[tuple[int, ...], ...]:
    """Links through other pieces of the colour (a path may pass through them for nothing,
    taking them into the block), each at most CAP (more free corals add nothing past six)."""
    count = len(links)
    for k in range(count):
        for a in range(count):
            for b in range(count):
                if links[a][k] + links[k][b] < links[a][b]:
                    links[a][b] = links[a][k] + links[k][b]
    return tuple(tuple(d if d >= FAR else min(d, CAP) for d in row) for row in links)


@lru_cache(maxsize=1 << 14)
def area_points(menus: tuple[Menu, ...], free: int) -> int:
    """The most that pieces of every colour (one menu each) and `free` free corals score."""
    if not menus:
        return most_points(free)
    # The last menu joins the others here: the sum of all of them is not kept.
    best = 0
    last = menus[-1][: free + 1]
    for x, value in enumerate(joined(menus[:-1], free)):
        if value != NOTHING:
            for y, more in enumerate(last[: free + 1 - x], x):
                if more != NOTHING and value + more + LEFT_OVER[free - y] > best:
                    best = value + more + LEFT_OVER[free - y]
    return best


@lru_cache(maxsize=1 << 14)
def joined(menus: tuple[Menu, ...], free: int) -> Menu:
    """The menu of several colours' pieces together (one menu each), up to `free` free
    corals. Kept for every start of the tuple: frontiers that differ in one colour's pieces
    share the others'."""
    if len(menus) < 2:
        return menus[0][: free + 1] if menus else (0,)
    taken, menu = joined(menus[:-1], free), menus[-1][: free + 1]
    both = [NOTHING] * min(free + 1, len(taken) + len(menu) - 1)
    for x, value in enumerate(taken):
        if value != NOTHING:
            for y, more in enumerate(menu[: free + 1 - x], x):
                if more != NOTHING and value + more > both[y]:
                    both[y] = value + more
    return tuple(both)
