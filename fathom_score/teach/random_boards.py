"""Seeded random boards a table could have entered: the quiz's boards and the test kit's.

`random_player` grows one player's board zone by zone next to the earlier ones and lays on each
a tile or a token, with only the expedition's species, at most one camera, each point of
interest once (face-up on its zone only where the expedition keeps it there, else kept beside
the board) and stingrays only where the expedition has them. What differs between the quiz and
the kit is only their `BoardOdds`.

The same generator draws the same board from the same stream: a seed names a game in the
README's quiz contract and in the kit's tests. So a change here that alters any draw (its order,
its count or its odds) changes every seeded game; tests/teach/test_random_boards.py pins them.
"""

from __future__ import annotations

import random
from dataclasses import dataclass

from ..model import (
    DEFAULT_COLOURS,
    DIRECTIONS,
    EXPEDITIONS,
    MULTI,
    STANDARD,
    Board,
    Content,
    Layout,
    Player,
    Poi,
    PoiKind,
    Species,
    Stingray,
    Tile,
)

MAX_STINGRAYS = 4
CORE_MIXES = (  # the icon combinations found on core tiles
    (Species.CORAL,),
    (Species.FISH,),
    (Species.CUCUMBER,),
    (Species.CRUSTACEAN,),
    (Species.CORAL, Species.FISH),
    (Species.CORAL, Species.CRUSTACEAN),
    (Species.FISH, Species.CUCUMBER),
    (Species.FISH, Species.CRUSTACEAN),
    (Species.CUCUMBER, Species.CRUSTACEAN),
)
FISH_ICONS = (1, 1, 1, 2, 3)  # a fish tile's icons, one drawn: mostly one
POI = 0.08  # the chance that a zone's draw is a point of interest (while one is left)
STINGRAY = 0.12  # below this and above POI: a stingray, where the expedition has them
FACE_UP = 0.7  # a point of interest drawn is discovered (below this) or still face-down
UNDISCOVERED = 0.1  # a tile is still face-down at the end (a draw at most this)


@dataclass(frozen=True)
class BoardOdds:
    """How a drawn board grows and what its tiles are: each float is a chance from 0 to 1."""

    from_centre: bool  # the first zone is the centre (drawing nothing), else any zone drawn
    beside_each_once: bool  # the zones beside the board: each once in board order, else once
    # for every filled zone it touches, in the order the board grew (more likely in a bay)
    beside: float  # a zone is drawn beside the earlier ones, else anywhere left
    tokens_first: bool  # the points of interest are shuffled before the zones are drawn
    advanced: float  # a tile is of the expedition's own species
    stacked: float  # a discovered anglerfish is stacked on another
    multicoloured: float  # a core tile is a multicoloured coral
    pinned: float  # a multicoloured coral's colour is pinned (1: always, drawing nothing)
    found_elsewhere: bool  # more points of interest were found on zones later covered


def random_player(
    rng: random.Random,
    name: str,
    expedition: int,
    size: int,
    odds: BoardOdds,
    layout: Layout = STANDARD,
) -> Player:
    """A player's board of `size` zones (at least one) drawn from `rng` with `odds`."""
    rules = EXPEDITIONS[expedition]
    zones, unused_pois = _zones_and_tokens(rng, layout, size, odds)
    contents: dict[str, Content] = {}
    kept: list[PoiKind] = []
    camera_placed = False
    stingrays = 0
    for zone in zones:
        roll = rng.random()
        if roll < POI and unused_pois:
            kind = unused_pois.pop()  # a face-down token is still one of the player's kinds
            if rng.random() >= FACE_UP:
                contents[zone] = Poi(None)
                continue
            if rules.keeps_on_board(kind):
                contents[zone] = Poi(kind)
                continue
            kept.append(kind)  # discovered and taken off: a tile came to lie there later
        elif roll < STINGRAY and rules.stingrays and stingrays < MAX_STINGRAYS:
            contents[zone] = Stingray()
            stingrays += 1
            continue
        tile = _tile(rng, expedition, odds, allow_camera=not camera_placed)
        camera_placed |= tile.has(Species.CAMERA)
        contents[zone] = tile
    if odds.found_elsewhere:  # only those the expedition takes off the board are kept
        found = unused_pois[: rng.randint(0, len(unused_pois))]
        kept += [kind for kind in found if not rules.keeps_on_board(kind)]
    return Player(
        name, Board({z: contents[z] for z in layout if z in contents}, layout), tuple(kept)
    )


def _zones_and_tokens(
    rng: random.Random, layout: Layout, size: int, odds: BoardOdds
) -> tuple[list[str], list[PoiKind]]:
    """The board's zones in the order they are laid, and its points of interest in the order
    they are drawn, each drawn when the odds say."""
    if odds.tokens_first:
        tokens = _shuffled_tokens(rng)
        return _grown_zones(rng, layout, size, odds), tokens
    zones = _grown_zones(rng, layout, size, odds)
    return zones, _shuffled_tokens(rng)


def _shuffled_tokens(rng: random.Random) -> list[PoiKind]:
    tokens = list(PoiKind)
    rng.shuffle(tokens)
    return tokens


def _happens(rng: random.Random, chance: float) -> bool:
    """A draw against `chance`; a certain one draws nothing, so the stream goes on unchanged."""
    return chance >= 1 or rng.random() < chance


def _grown_zones(rng: random.Random, layout: Layout, size: int, odds: BoardOdds) -> list[str]:
    """`size` zones, mostly each next to an earlier one (now and then anywhere, as a board has
    gaps), as a board grows around the submersible."""
    zones = [layout.centre] if odds.from_centre else [rng.choice(layout.zones)]
    taken = set(zones)
    while len(zones) < size:
        beside = [n for z in zones for n in layout.neighbours(z) if n not in taken]
        if odds.beside_each_once:
            beside = sorted(set(beside), key=layout.index.__getitem__)
        pool = (
            beside
            if beside and _happens(rng, odds.beside)
            else [z for z in layout if z not in taken]
        )
        zone = rng.choice(pool)
        zones.append(zone)
        taken.add(zone)
    return zones


def _tile(rng: random.Random, expedition: int, odds: BoardOdds, allow_camera: bool) -> Tile:
    colours = DEFAULT_COLOURS
    discovered = rng.random() > UNDISCOVERED
    advanced = [
        s for s in EXPEDITIONS[expedition].species if s is not Species.CAMERA or allow_camera
    ]
    if _happens(rng, odds.advanced) and advanced:
        species = rng.choice(advanced)
        stacked = species is Species.ANGLERFISH and discovered and _happens(rng, odds.stacked)
        facing = rng.choice(tuple(DIRECTIONS)) if species is Species.CAMERA else None
        return Tile(rng.choice(colours), ((species, 1),), discovered, stacked, facing)
    if _happens(rng, odds.multicoloured):
        pinned = rng.choice(colours) if _happens(rng, odds.pinned) else None
        return Tile(MULTI, ((Species.CORAL, 1),), discovered, pinned=pinned)
    mix = rng.choice(CORE_MIXES)
    icons = tuple((s, rng.choice(FISH_ICONS) if s is Species.FISH else 1) for s in mix)
    return Tile(rng.choice(colours), icons, discovered)
