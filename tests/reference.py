"""A naive reference scorer, written straight from the rulings with no care for speed.

It shares nothing with the project's rules or scoring: only the model's data classes (what a
zone holds) and the layout's geometry (neighbours, lines of sight, edge zones). Every category
is worked out the plain way, and a multicoloured coral's colour by trying every colouring of the
board. It is the independent check that `tests/core/test_reference.py` compares the project
with, and the baseline that `python -m benchmarks` times the project against.

    score_reference(game)      -> the dict `Scorepad.to_json()` gives
    load_reference(text)       -> a Game, read plainly from game-file text (no legality checks)
    reference_games(count)     -> seeded random games it can score in reasonable time
"""

from __future__ import annotations

import random
import tomllib
from itertools import combinations, product

from fathom_score.model import (
    DEFAULT_COLOURS,
    MULTI,
    STANDARD,
    Board,
    Game,
    Player,
    Poi,
    PoiKind,
    RuleSwitches,
    Species,
    Stingray,
    Tile,
)
from kit.games import random_game

# Scorepad rows of each expedition, in the scorepad's order (README, "The JSON shape").
CORE_ROWS = ["coral", "schooling_fish", "sea_cucumber", "crustacean"]
ROWS = {
    1: CORE_ROWS + ["whalefall", "siphonophore", "poi"],
    2: CORE_ROWS + ["anglerfish", "camera", "poi"],
    3: CORE_ROWS + ["jellyfish", "poi"],
    4: CORE_ROWS + ["finless_sole", "stingrays", "poi"],
}
POI_POINTS = {
    1: {"statue": 5, "chest": 2, "rubble": -2, "wreck": 0},
    2: {"statue": 4, "chest": 3, "rubble": 2, "wreck": 1},
    3: {"statue": 8, "chest": 0, "rubble": 0, "wreck": 0},
    4: {"statue": 0, "chest": 5, "rubble": -2, "wreck": 0},
}
CORAL_GROUP_POINTS = [0, 1, 4, 9, 15, 21, 28]
CUCUMBER_PLACE_POINTS = [12, 7, 3, 0]
SOLE_POINTS = [0, 2, 6, 12]
JELLYFISH_SHAPE_POINTS = {2: 6, 3: 12, 4: 20}
PHOTOGRAPHED = ["coral", "fish", "cucumber", "crustacean", "anglerfish"]
SCAVENGERS = ["cucumber", "fish", "crustacean"]

SEED = 20_240_404
# Trying every colouring of 7 free corals is 16,384 boards: keep the games below that.
MAX_FREE_CORALS = 6


# --- The games it is compared on -----------------------------------------------------------


def reference_games(count: int, seed: int = SEED) -> tuple[list[Game], int]:
    """`count` seeded random games (2 to 4 players, every expedition) with at most
    MAX_FREE_CORALS unpinned multicoloured corals on any board, and how many were refused."""
    rng = random.Random(seed)
    games, refused = [], 0
    while len(games) < count:
        game = random_game(rng, players=rng.randint(2, 4))
        if free_corals(game) <= MAX_FREE_CORALS:
            games.append(game)
        else:
            refused += 1
    return games, refused


def free_corals(game: Game) -> int:
    """The most unpinned, discovered multicoloured corals on any one board of the game."""
    return max(
        sum(
            1
            for c in p.board.zones.values()
            if isinstance(c, Tile) and c.colour == MULTI and c.pinned is None and c.discovered
        )
        for p in game.players
    )


# --- Reading a game file -------------------------------------------------------------------

WORDS = {
    "sea cucumber": "sea-cucumber",
    "finless sole": "finless-sole",
    "deep-sea camera": "deep-sea-camera",
}
ICONS = {
    "coral": "coral",
    "fish": "fish",
    "cucumber": "cucumber",
    "sea-cucumber": "cucumber",
    "crustacean": "crustacean",
    "crab": "crustacean",
    "whalefall": "whalefall",
    "siphonophore": "siphonophore",
    "anglerfish": "anglerfish",
    "camera": "camera",
    "deep-sea-camera": "camera",
    "jellyfish": "jellyfish",
    "sole": "sole",
    "finless-sole": "sole",
}


def load_reference(text: str) -> Game:
    data = tomllib.loads(text)
    colours = tuple(c.lower() for c in data.get("colours", DEFAULT_COLOURS))
    players = []
    for table in data["players"]:
        zones = {}
        for zone, zone_text in table.get("zones", {}).items():
            content = read_zone(zone_text, colours)
            if content is not None:
                zones[zone.upper()] = content
        board = Board({z: zones[z] for z in STANDARD if z in zones}, STANDARD)
        kept = tuple(PoiKind(k.lower()) for k in table.get("poi_kept", []))
        players.append(Player(table["name"].strip(), board, kept))
    rules = RuleSwitches(**data.get("rules", {}))
    return Game(data["expedition"], tuple(players), colours, STANDARD, "standard", rules)


def read_zone(text: str, colours: tuple[str, ...]):
    text = text.lower()
    for phrase, word in WORDS.items():
        text = text.replace(phrase, word)
    words = text.split()
    if not words:
        return None
    if words[0] == "stingray":
        return Stingray()
    if words[0] == "poi":
        return Poi(None if words[1] == "hidden" else PoiKind(words[1]))
    colour, pinned, facing = None, None, None
    icons = {}
    stacked, discovered = False, True
    count = 1
    i = 0
    while i < len(words):
        word = words[i]
        if word.isdigit():
            count = int(word)
        elif word in ICONS:
            icons[ICONS[word]] = count
            count = 1
        elif word in colours or word == MULTI:
            colour = word
        elif word == "stacked":
            stacked = True
        elif word == "undiscovered":
            discovered = False
        elif word == "facing":
            i += 1
            facing = words[i].upper()
        elif word == "as":
            i += 1
            pinned = words[i]
        i += 1
    # The project's tiles list their icons in the order species are declared.
    ordered = tuple((s, icons[s.value]) for s in Species if s.value in icons)
    return Tile(colour, ordered, discovered, stacked, facing, pinned)


# --- The whole game -----------------------------------------------------------------------


def score_reference(game: Game) -> dict:
    number = game.expedition_number
    rows = ROWS[number]
    results, counts = [], []
    for player in game.players:
        zones = board_at_game_end(player.board)
        counts.append(icons(zones, "cucumber"))
        layout = player.board.layout
        colours = best_colouring(zones, layout, game.colours)
        categories = {}
        for row in rows:
            if row == "sea_cucumber":
                categories[row] = 0  # ranked across the table below
            elif row == "poi":
                categories[row] = poi(zones, player.poi_kept, number)
            else:
                categories[row] = BOARD_ROWS[row](zones, layout, colours)
        choices = {
            zone: colours[zone]
            for zone in layout.zones
            if zone in tiles(zones) and tiles(zones)[zone].colour == MULTI
        }
        results.append(
            {
                "name": player.name,
                "categories": categories,
                "discovered_tiles": discovered_tiles(zones),
                "choices": choices,
            }
        )

    for result, points in zip(results, sea_cucumbers(counts, game.rules.sea_cucumber_zero_scores)):
        result["categories"]["sea_cucumber"] = points
    for result in results:
        result["total"] = sum(result["categories"].values())
    for result in results:
        better = [
            r
            for r in results
            if (r["total"], r["discovered_tiles"]) > (result["total"], result["discovered_tiles"])
        ]
        result["place"] = 1 + len(better)
    players = [
        {
            "name": r["name"],
            "categories": r["categories"],
            "total": r["total"],
            "discovered_tiles": r["discovered_tiles"],
            "place": r["place"],
            "choices": r["choices"],
        }
        for r in results
    ]
    winners = [r["name"] for r in results if r["place"] == 1]
    return {"expedition": number, "players": players, "winners": winners}


def board_at_game_end(board: Board) -> dict:
    """Ruling 1: undiscovered tiles are taken off; their zones are empty."""
    return {
        zone: content
        for zone, content in board.zones.items()
        if not (isinstance(content, Tile) and not content.discovered)
    }


def tiles(zones: dict) -> dict:
    return {zone: c for zone, c in zones.items() if isinstance(c, Tile)}


def icon_count(tile: Tile, species: str) -> int:
    return sum(n for s, n in tile.icons if s.value == species)


def icons(zones: dict, species: str) -> int:
    return sum(icon_count(tile, species) for tile in tiles(zones).values())


def discovered_tiles(zones: dict) -> int:
    """A stacked anglerfish pair is two tiles."""
    return sum(2 if tile.stacked else 1 for tile in tiles(zones).values())


# --- Multicoloured coral: every colouring, the first best wins -----------------------------


def best_colouring(zones: dict, layout, palette) -> dict:
    """The colour each coral tile counts as. Unpinned multicoloured corals take the colouring
    with the highest total; only coral, crustacean and camera points depend on it, so those are
    what is compared. Colourings are tried in palette order, corals in board order, and only a
    strictly higher total replaces the best so far (README ruling 3)."""
    fixed = {
        zone: (tile.pinned if tile.colour == MULTI else tile.colour)
        for zone, tile in tiles(zones).items()
    }
    free = [
        zone
        for zone in layout.zones
        if zone in fixed and tiles(zones)[zone].colour == MULTI and fixed[zone] is None
    ]
    best, best_points = None, None
    for colouring in product(palette, repeat=len(free)):
        colours = {**fixed, **dict(zip(free, colouring))}
        points = (
            coral(zones, layout, colours)
            + crustacean(zones, layout, colours)
            + camera(zones, layout, colours)
        )
        if best_points is None or points > best_points:
            best, best_points = colours, points
    return best


# --- Each category -------------------------------------------------------------------------


def groups(zones: list, layout, joined) -> list:
    """Connected groups of `zones`, where `joined(a, b)` says two neighbours belong together."""
    left = set(zones)
    found = []
    while left:
        start = left.pop()
        group = [start]
        for zone in group:
            for n in layout.neighbours(zone):
                if n in left and joined(zone, n):
                    left.remove(n)
                    group.append(n)
        found.append(group)
    return found


def coral(zones, layout, colours) -> int:
    corals = [z for z, t in tiles(zones).items() if icon_count(t, "coral")]
    total = 0
    for group in groups(corals, layout, lambda a, b: colours[a] == colours[b]):
        total += CORAL_GROUP_POINTS[min(len(group), 6)]
    return total


def schooling_fish(zones, layout, colours) -> int:
    fish = [z for z, t in tiles(zones).items() if icon_count(t, "fish")]
    schools = groups(fish, layout, lambda a, b: True)
    return sum(9 for school in schools if sum(icon_count(zones[z], "fish") for z in school) >= 6)


def crustacean(zones, layout, colours) -> int:
    total = 0
    for zone, tile in tiles(zones).items():
        if icon_count(tile, "crustacean"):
            seen = {
                colours[n]
                for n in layout.neighbours(zone)
                if isinstance(zones.get(n), Tile) and icon_count(zones[n], "coral")
            }
            each = (2 if seen else 0) + (2 if len(seen) >= 2 else 0)
            total += each * icon_count(tile, "crustacean")
    return total


def whalefall(zones, layout, colours) -> int:
    total = 0
    for zone, tile in tiles(zones).items():
        if icon_count(tile, "whalefall"):
            around = [zones[n] for n in layout.neighbours(zone) if isinstance(zones.get(n), Tile)]
            kinds = [s for s in SCAVENGERS if any(icon_count(t, s) for t in around)]
            total += 2 * len(kinds) + (1 if len(kinds) == 3 else 0)
    return total


def siphonophore(zones, layout, colours) -> int:
    total = 0
    for zone, tile in tiles(zones).items():
        if icon_count(tile, "siphonophore"):
            empty = [n for n in layout.neighbours(zone) if n not in zones]
            edge = 2 if len(layout.neighbours(zone)) < 6 else 0
            total += (len(empty) + edge) * icon_count(tile, "siphonophore")
    return total


def anglerfish(zones, layout, colours) -> int:
    return sum(6 for t in tiles(zones).values() if icon_count(t, "anglerfish") and t.stacked)


def camera(zones, layout, colours) -> int:
    total = 0
    for zone, tile in tiles(zones).items():
        if icon_count(tile, "camera"):
            sight = layout.line(zone, tile.facing)
            seen = [zones[z] for z in sight if isinstance(zones.get(z), Tile)]
            species = [s for s in PHOTOGRAPHED if any(icon_count(t, s) for t in seen)]
            tile_colours = {colours[z] for z in sight if isinstance(zones.get(z), Tile)}
            pois = [z for z in sight if isinstance(zones.get(z), Poi) and zones[z].kind]
            total += len(species) + len(tile_colours) + len(pois) + (5 if len(species) == 5 else 0)
    return total


def jellyfish(zones, layout, colours) -> int:
    jellies = [z for z, t in tiles(zones).items() if icon_count(t, "jellyfish")]
    shapes = [s for size in (2, 3, 4) for s in combinations(jellies, size) if is_shape(s, layout)]
    return best_packing(jellies, shapes)


def is_shape(zones, layout) -> bool:
    """A line (2 neighbours), a triangle (3 mutual neighbours) or a diamond (4 zones, two
    triangles sharing an edge: on this lattice, 4 zones with 5 neighbouring pairs)."""
    pairs = sum(1 for a, b in combinations(zones, 2) if b in layout.neighbours(a))
    return pairs == {2: 1, 3: 3, 4: 5}[len(zones)]


def best_packing(free: list, shapes: list) -> int:
    """Either the first free jellyfish is in no shape, or in one of the shapes through it."""
    if not free:
        return 0
    first, rest = free[0], free[1:]
    best = best_packing(rest, shapes)
    for shape in shapes:
        if first in shape and all(z in free for z in shape):
            left = [z for z in free if z not in shape]
            best = max(best, JELLYFISH_SHAPE_POINTS[len(shape)] + best_packing(left, shapes))
    return best


def finless_sole(zones, layout, colours) -> int:
    return SOLE_POINTS[min(icons(zones, "sole"), 3)]


def stingrays(zones, layout, colours) -> int:
    return 2 * sum(1 for c in zones.values() if isinstance(c, Stingray))


def poi(zones, kept, expedition: int) -> int:
    face_up = [c.kind for c in zones.values() if isinstance(c, Poi) and c.kind is not None]
    return sum(POI_POINTS[expedition][kind.value] for kind in [*face_up, *kept])


def sea_cucumbers(counts: list, zero_scores: bool) -> list:
    """Distinct counts take places 12, 7, 3, 0; tied players split a place, rounding down."""
    ranked = sorted({c for c in counts if c > 0 or zero_scores}, reverse=True)
    points = []
    for count in counts:
        if count not in ranked:
            points.append(0)
            continue
        place = ranked.index(count)
        value = CUCUMBER_PLACE_POINTS[place] if place < len(CUCUMBER_PLACE_POINTS) else 0
        points.append(value // counts.count(count))
    return points


BOARD_ROWS = {
    "coral": coral,
    "schooling_fish": schooling_fish,
    "crustacean": crustacean,
    "whalefall": whalefall,
    "siphonophore": siphonophore,
    "anglerfish": anglerfish,
    "camera": camera,
    "jellyfish": jellyfish,
    "finless_sole": finless_sole,
    "stingrays": stingrays,
}
