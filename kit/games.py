"""Seeded random games, for benchmarks and fuzz tests.

Every generated game is one a table could have entered: each board holds 8 to 37 occupied
zones, only its expedition's species, at most one camera, each point of interest once (face-up
on its zone only when the expedition keeps it there, else kept beside the board), and stingrays
only in Expedition 4. So `parse_game(dump_game(game))` always loads it back.
"""

from __future__ import annotations

import random

from fathom_score.model import (
    DEFAULT_COLOURS,
    DIRECTIONS,
    EXPEDITIONS,
    MULTI,
    STANDARD,
    Board,
    Content,
    Game,
    Layout,
    Player,
    Poi,
    PoiKind,
    Species,
    Stingray,
    Tile,
)

NAMES = ("Ana", "Bo", "Chidi", "Dana")
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
MAX_STINGRAYS = 4


def random_game(
    rng: random.Random,
    expedition: int | None = None,
    players: int = 4,
    min_zones: int = 8,
    max_zones: int = 37,
    layout: Layout = STANDARD,
) -> Game:
    """A valid game drawn from `rng`: the same seed always gives the same game."""
    number = expedition if expedition is not None else rng.randint(1, 4)
    names = NAMES + tuple(f"Player {i}" for i in range(len(NAMES) + 1, players + 1))
    seats = tuple(
        _player(rng, names[i], number, rng.randint(min_zones, max_zones), layout)
        for i in range(players)
    )
    return Game(number, seats, layout=layout)


def _player(rng: random.Random, name: str, expedition: int, size: int, layout: Layout) -> Player:
    rules = EXPEDITIONS[expedition]
    zones = _clumped_zones(rng, layout, size)
    unused_pois = list(PoiKind)
    rng.shuffle(unused_pois)
    contents: dict[str, Content] = {}
    kept: list[PoiKind] = []
    camera_placed = False
    stingrays = 0
    for zone in zones:
        roll = rng.random()
        if roll < 0.08 and unused_pois:
            kind = unused_pois.pop()  # a face-down token is still one of the player's kinds
            if rng.random() >= 0.7:
                contents[zone] = Poi(None)
                continue
            if rules.keeps_on_board(kind):
                contents[zone] = Poi(kind)
                continue
            kept.append(kind)  # discovered and taken off: a tile came to lie there later
        elif roll < 0.12 and rules.stingrays and stingrays < MAX_STINGRAYS:
            contents[zone] = Stingray()
            stingrays += 1
            continue
        tile = _tile(rng, expedition, allow_camera=not camera_placed)
        camera_placed |= tile.has(Species.CAMERA)
        contents[zone] = tile
    # Tokens discovered elsewhere on the board; only those the expedition takes off are kept.
    found = unused_pois[: rng.randint(0, len(unused_pois))]
    kept += [kind for kind in found if not rules.keeps_on_board(kind)]
    return Player(
        name, Board({z: contents[z] for z in layout if z in contents}, layout), tuple(kept)
    )


def _clumped_zones(rng: random.Random, layout: Layout, size: int) -> list[str]:
    """`size` zones grown mostly next to each other, as boards grow around the submersible."""
    zones = [rng.choice(layout.zones)]
    taken = set(zones)
    while len(zones) < size:
        frontier = [n for z in zones for n in layout.neighbours(z) if n not in taken]
        pool = (
            frontier if frontier and rng.random() < 0.85 else [z for z in layout if z not in taken]
        )
        zone = rng.choice(pool)
        zones.append(zone)
        taken.add(zone)
    return zones


def _tile(rng: random.Random, expedition: int, allow_camera: bool) -> Tile:
    colours = DEFAULT_COLOURS
    discovered = rng.random() > 0.1
    advanced = [
        s for s in EXPEDITIONS[expedition].species if s is not Species.CAMERA or allow_camera
    ]
    if rng.random() < 0.2 and advanced:
        species = rng.choice(advanced)
        stacked = species is Species.ANGLERFISH and discovered and rng.random() < 0.5
        facing = rng.choice(tuple(DIRECTIONS)) if species is Species.CAMERA else None
        return Tile(rng.choice(colours), ((species, 1),), discovered, stacked, facing)
    if rng.random() < 0.08:
        pinned = rng.choice(colours) if rng.random() < 0.3 else None
        return Tile(MULTI, ((Species.CORAL, 1),), discovered, pinned=pinned)
    mix = rng.choice(CORE_MIXES)
    icons = tuple((s, rng.choice((1, 1, 1, 2, 3)) if s is Species.FISH else 1) for s in mix)
    return Tile(rng.choice(colours), icons, discovered)


# The multicoloured-coral search's worst boards (benchmarks.coral_curve and the tests).
CORAL = ((Species.CORAL, 1),)
CAMERA_ZONE = "D1"


def _clump_order() -> list[str]:
    """Zones by their distance from the centre, each ring in board order."""

    def distance(zone: str) -> int:
        q, r = STANDARD.coords[zone]
        cq, cr = STANDARD.coords[STANDARD.centre]
        return max(abs(q - cq), abs(r - cr), abs(q - cq + r - cr))

    return sorted(STANDARD, key=lambda zone: (distance(zone), STANDARD.zones.index(zone)))


def coral_clump_board(count: int, crustaceans: bool) -> Board:
    """The multicoloured-coral search's worst kind of board: `count` unpinned multicoloured
    corals packed around the centre (a crustacean on every other one if `crustaceans`), every
    other zone a crustacean, coral or coral-and-crustacean tile in the four colours in turn,
    and a camera on D1 looking east across them."""
    zones: dict[str, Content] = {}
    order = _clump_order()
    for i, zone in enumerate(order[:count]):
        extra = ((Species.CRUSTACEAN, 1),) if crustaceans and i % 2 else ()
        zones[zone] = Tile(MULTI, CORAL + extra)
    around = [zone for zone in order[count:] if zone != CAMERA_ZONE]
    if CAMERA_ZONE not in zones:
        zones[CAMERA_ZONE] = Tile("red", ((Species.CAMERA, 1),), facing="E")
    for i, zone in enumerate(around):
        colour = DEFAULT_COLOURS[i % len(DEFAULT_COLOURS)]
        icons = (((Species.CRUSTACEAN, 1),), CORAL, CORAL + ((Species.CRUSTACEAN, 1),))[i % 3]
        zones[zone] = Tile(colour, icons)
    return Board(zones)


def coral_clump_game(count: int, crustaceans: bool) -> Game:
    """An Expedition 2 game of that board and a second player's single coral."""
    clump = Player("Clump", coral_clump_board(count, crustaceans))
    return Game(2, (clump, Player("Other", Board({"A1": Tile("red", CORAL)}))))
