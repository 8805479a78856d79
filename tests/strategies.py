"""Hypothesis strategies: valid Fathom games of every expedition, and zone or game-file text
that may or may not be valid.

A valid game follows the game-file contract: advanced species only in their expedition, at
most one camera (always with a facing), stacks only of discovered anglerfish, each POI kind
once per player (face-up on the board only if its expedition keeps it there, else kept beside
it), 2 to 4 players with different names.
"""

from __future__ import annotations

from hypothesis import strategies as st

from fathom_score.gamefile import NotationError, read_zone
from fathom_score.gamefile.legality import tile_problems
from fathom_score.model import (
    CORE_SPECIES,
    DEFAULT_COLOURS,
    DIRECTIONS,
    EXPEDITIONS,
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
from fathom_score.model.tiles import SPECIES_LABELS
from fathom_score.words import say

ZONES = tuple(STANDARD)
EXTRA_COLOURS = ("purple", "orange", "teal", "black", "white")

directions = st.sampled_from(tuple(DIRECTIONS))


@st.composite
def palettes(draw) -> tuple[str, ...]:
    """Mostly the default four colours; sometimes a table's own list of colour names."""
    if draw(st.booleans()):
        return DEFAULT_COLOURS
    names = draw(
        st.lists(
            st.sampled_from(DEFAULT_COLOURS + EXTRA_COLOURS), min_size=1, max_size=5, unique=True
        )
    )
    return tuple(names)


@st.composite
def core_tiles(draw, colours: tuple[str, ...]) -> Tile:
    """A tile of core species, 1 to 3 icons of each, possibly still face-down."""
    species = draw(st.lists(st.sampled_from(CORE_SPECIES), min_size=1, max_size=3, unique=True))
    icons = tuple((s, draw(st.integers(1, 3))) for s in Species if s in species)
    return Tile(draw(st.sampled_from(colours)), icons, discovered=draw(st.booleans()))


@st.composite
def multicoloured_corals(draw, colours: tuple[str, ...]) -> Tile:
    pinned = draw(st.none() | st.sampled_from(colours))
    return Tile(MULTI, ((Species.CORAL, 1),), discovered=draw(st.booleans()), pinned=pinned)


@st.composite
def advanced_tiles(draw, colours: tuple[str, ...], species: tuple[Species, ...]) -> Tile:
    """A tile of one of the expedition's advanced species (never a camera: see boards())."""
    kind = draw(st.sampled_from(species))
    colour = draw(st.sampled_from(colours))
    if kind is Species.ANGLERFISH and draw(st.booleans()):
        return Tile(colour, ((kind, 1),), stacked=True)
    return Tile(colour, ((kind, 1),), discovered=draw(st.booleans()))


def face_down_tiles(colours: tuple[str, ...]) -> st.SearchStrategy[Tile]:
    """A face-down tile written without its icons ("red undiscovered")."""
    return st.builds(Tile, st.sampled_from(colours), st.just(()), st.just(False))


def contents(expedition: int, colours: tuple[str, ...]) -> st.SearchStrategy:
    advanced = tuple(s for s in EXPEDITIONS[expedition].species if s is not Species.CAMERA)
    options = [
        core_tiles(colours),
        core_tiles(colours),
        multicoloured_corals(colours),
        advanced_tiles(colours, advanced),
        face_down_tiles(colours),
    ]
    if EXPEDITIONS[expedition].stingrays:
        options.append(st.just(Stingray()))
    return st.one_of(options)


@st.composite
def boards_and_kept(
    draw, expedition: int, colours: tuple[str, ...]
) -> tuple[Board, tuple[PoiKind, ...]]:
    zones = draw(st.lists(st.sampled_from(ZONES), max_size=18, unique=True))
    board = {zone: draw(contents(expedition, colours)) for zone in zones}
    free = [z for z in ZONES if z not in board]
    if Species.CAMERA in EXPEDITIONS[expedition].species and free and draw(st.booleans()):
        board[draw(st.sampled_from(free))] = Tile(
            draw(st.sampled_from(colours)),
            ((Species.CAMERA, 1),),
            discovered=draw(st.booleans()),
            facing=draw(directions),
        )
    # Each POI kind is discovered, still face-down on the board, or not found. A discovered one
    # lies where its expedition puts it: face-up on its zone, or kept beside the board.
    kept = []
    for kind in draw(st.permutations(tuple(PoiKind))):
        where = draw(st.sampled_from(("discovered", "absent", "hidden")))
        free = [z for z in ZONES if z not in board]
        face_up = where == "discovered" and EXPEDITIONS[expedition].keeps_on_board(kind)
        if where == "discovered" and not face_up:
            kept.append(kind)
        elif where != "absent" and free:
            board[draw(st.sampled_from(free))] = Poi(kind if face_up else None)
    return Board(board, STANDARD), tuple(kept)


player_names = st.lists(
    st.text(st.characters(categories=("L", "N", "P", "S")), min_size=1, max_size=8),
    min_size=1,
    max_size=3,
).map(" ".join)


@st.composite
def games(draw, expedition: int | None = None) -> Game:
    number = draw(st.integers(1, 4)) if expedition is None else expedition
    colours = draw(palettes())
    names = draw(st.lists(player_names, min_size=2, max_size=4, unique_by=str.casefold))
    players = []
    for name in names:
        board, kept = draw(boards_and_kept(number, colours))
        colour = draw(st.none() | st.sampled_from(colours))
        players.append(Player(name, board, kept, colour))
    rules = RuleSwitches(sea_cucumber_zero_scores=draw(st.booleans()))
    return Game(number, tuple(players), colours, STANDARD, "standard", rules)


# Words a player might write in a zone, right or wrong, for text that is often nearly valid.
ZONE_WORDS = (
    tuple(DEFAULT_COLOURS)
    + (
        MULTI,
        "purple",
        "stacked",
        "undiscovered",
        "facing",
        "as",
        "stingray",
        "poi",
        "hidden",
        "empty",
        "-",
        "sea",
        "finless",
        "deep-sea",
    )
    + tuple(s.value for s in Species)
    + tuple(SPECIES_LABELS.values())
    + tuple(k.value for k in PoiKind)
    + tuple(DIRECTIONS)
    + ("0", "1", "2", "3", "4", "²", "١")
)


@st.composite
def zone_texts(draw) -> str:
    """Zone text: runs of notation words in any case, or any text at all."""
    if draw(st.integers(0, 3)) == 0:
        return draw(st.text(max_size=40))
    words = draw(st.lists(st.sampled_from(ZONE_WORDS) | st.text(max_size=6), max_size=7))
    cased = [w.upper() if draw(st.booleans()) else w for w in words]
    return draw(st.sampled_from((" ", "  ", "\t"))).join(cased)


# TOML values of every type the loader could meet, biased towards the words it expects.
toml_scalars = (
    st.integers(-3, 6)
    | st.booleans()
    | st.floats(allow_nan=False, allow_infinity=False)
    | zone_texts()
    | st.sampled_from(("standard", "chest", "statue", "Ana", ""))
)
toml_values = st.recursive(
    toml_scalars,
    lambda inner: (
        st.lists(inner, max_size=4) | st.dictionaries(st.text(max_size=6), inner, max_size=3)
    ),
    max_leaves=12,
)

_PLAYER_KEYS = ("name", "poi_kept", "zones", "colour", "nickname")
_GAME_KEYS = ("version", "expedition", "colours", "layout", "rules", "players", "extra")


@st.composite
def game_documents(draw) -> dict:
    """A game file's data with the right keys and often-wrong values."""

    def player() -> dict:
        table = draw(st.dictionaries(st.sampled_from(_PLAYER_KEYS), toml_values, max_size=4))
        if draw(st.booleans()):
            table["zones"] = draw(
                st.dictionaries(
                    st.sampled_from(ZONES + ("d4", "Z9", "A0", " B2")),
                    zone_texts() | toml_values,
                    max_size=6,
                )
            )
        return table

    document = draw(st.dictionaries(st.sampled_from(_GAME_KEYS), toml_values, max_size=6))
    if draw(st.booleans()):
        document["players"] = [player() for _ in range(draw(st.integers(0, 5)))]
    return document


def toml_text(document: dict) -> str:
    """Write a document as TOML: top-level `key = value` lines with inline arrays and tables."""
    return "".join(f"{_key(k)} = {_value(v)}\n" for k, v in document.items())


def _key(key: str) -> str:
    return _string(key)


def _value(value) -> str:
    if isinstance(value, bool):
        return "true" if value else "false"
    if isinstance(value, (int, float)):
        return repr(value)
    if isinstance(value, str):
        return _string(value)
    if isinstance(value, list):
        return "[" + ", ".join(_value(v) for v in value) + "]"
    return "{" + ", ".join(f"{_key(k)} = {_value(v)}" for k, v in value.items()) + "}"


def _string(text: str) -> str:
    escaped = "".join(
        f"\\u{ord(c):04X}" if ord(c) < 0x20 or ord(c) == 0x7F or c in '"\\' else c for c in text
    )
    return f'"{escaped}"'


def why_refused(text: object, colours: tuple[str, ...]) -> str:
    """What parse_zone must say when it refuses `text`: the reader's reason when the words
    cannot be read, else the first rule the tile breaks. Fails when there is nothing to refuse."""
    try:
        read = read_zone(text, colours)  # type: ignore[arg-type]
    except NotationError as unreadable:
        return str(unreadable)
    problems = tile_problems(read, colours) if isinstance(read, Tile) else []
    assert problems, f"{text!r} reads as {read!r}, which breaks no rule, yet was refused"
    return say(problems[0])
