"""The zone notation: the short text that says what lies in a zone.

    "blue fish crustacean"     a blue tile with a fish and a crustacean icon
    "yellow 2 fish"            an icon count before the icon
    "multi coral as red"       a multicoloured coral pinned to red
    "green camera facing E"    a camera and the direction it faces
    "red anglerfish stacked"   a stacked anglerfish pair (the colour of the top tile)
    "red coral undiscovered"   a face-down tile, removed at game end
    "poi statue", "poi hidden" a point-of-interest token, face-up or face-down
    "stingray"                 an Expedition 4 stingray token

Words are case-insensitive and may come in any order.
"""

from __future__ import annotations

from collections.abc import Sequence

from ..model import DIRECTIONS, MULTI, Content, Poi, PoiKind, Species, Stingray, Tile
from ..model.expedition import EXPEDITIONS
from .errors import NotationError, shown

ICON_WORDS: dict[str, Species] = {
    "coral": Species.CORAL, "corals": Species.CORAL,
    "fish": Species.FISH, "fishes": Species.FISH, "schooling-fish": Species.FISH,
    "cucumber": Species.CUCUMBER, "cucumbers": Species.CUCUMBER,
    "sea-cucumber": Species.CUCUMBER, "sea-cucumbers": Species.CUCUMBER,
    "crustacean": Species.CRUSTACEAN, "crustaceans": Species.CRUSTACEAN,
    "crab": Species.CRUSTACEAN, "crabs": Species.CRUSTACEAN,
    "whalefall": Species.WHALEFALL,
    "siphonophore": Species.SIPHONOPHORE,
    "anglerfish": Species.ANGLERFISH,
    "camera": Species.CAMERA, "deep-sea-camera": Species.CAMERA,
    "jellyfish": Species.JELLYFISH,
    "sole": Species.SOLE, "soles": Species.SOLE, "finless-sole": Species.SOLE,
    "finless-soles": Species.SOLE,
}
ICON_NAMES = ("coral", "fish", "cucumber", "crustacean", "whalefall", "siphonophore",
              "anglerfish", "camera", "jellyfish", "sole")
FLAG_WORDS = ("stacked", "undiscovered", "facing", "as")
TOKEN_WORDS = ("stingray", "poi")
EMPTY_WORDS = ("", "empty", "-")
MAX_ICONS = 3
MAX_TEXT = 200

# The species that come on a tile of their own, one icon each.
ADVANCED = {s for e in EXPEDITIONS.values() for s in e.species}


def parse_zone(text: str, colours: Sequence[str]) -> Content | None:
    """The content a zone text describes (None for an empty zone), or a NotationError."""
    if not isinstance(text, str):
        raise NotationError(f"expected zone text in quotes, got {type(text).__name__} "
                            f"{shown(text)}")
    if len(text) > MAX_TEXT:
        raise NotationError(f"zone text is {len(text)} characters long; at most {MAX_TEXT}")
    words = _normalise(text)
    if " ".join(words) in EMPTY_WORDS:
        return None
    if words[0] in TOKEN_WORDS or any(w in TOKEN_WORDS for w in words):
        return _parse_token(words, colours)
    return _parse_tile(words, colours)


def _normalise(text: str) -> list[str]:
    words = text.lower().replace("sea cucumber", "sea-cucumber").replace(
        "finless sole", "finless-sole").replace("deep-sea camera", "deep-sea-camera").split()
    return words or [""]


def _parse_token(words: list[str], colours: Sequence[str]) -> Content:
    tokens = [w for w in words if w in TOKEN_WORDS]
    if len(tokens) > 1 or (tokens and words[0] not in TOKEN_WORDS):
        raise NotationError(_two_things(words, colours))
    if words[0] == "stingray":
        if len(words) > 1:
            raise NotationError(f"a stingray token stands alone in its zone; remove "
                                f"{' '.join(words[1:])!r}")
        return Stingray()
    kinds = [k.value for k in PoiKind] + ["hidden"]
    if len(words) != 2 or words[1] not in kinds:
        raise NotationError(f"write a point of interest as 'poi KIND' with KIND one of "
                            f"{', '.join(kinds)} ('hidden' for a face-down token)")
    return Poi(None if words[1] == "hidden" else PoiKind(words[1]))


def _parse_tile(words: list[str], colours: Sequence[str]) -> Tile:
    colour = pinned = facing = None
    stacked = undiscovered = False
    icons: dict[Species, int] = {}
    count: int | None = None
    i = 0
    while i < len(words):
        word = words[i]
        if count is not None and word not in ICON_WORDS:
            raise NotationError(f"the count {count} must be followed by an icon "
                                f"({', '.join(ICON_NAMES)}), not {word!r}")
        if word.isascii() and word.isdigit():  # int() refuses digits such as '²'
            count = int(word)
            if not 1 <= count <= MAX_ICONS:
                raise NotationError(f"an icon count must be 1 to {MAX_ICONS}, not {word}")
        elif word in ICON_WORDS:
            species = ICON_WORDS[word]
            if species in icons:
                raise NotationError(f"{species.value} is written twice; write a count instead "
                                    f"(e.g. '2 {species.value}')")
            icons[species] = count or 1
            count = None
        elif word in colours or word == MULTI:
            if colour is not None:
                raise NotationError(_two_things(words, colours))
            colour = word
        elif word == "stacked":
            stacked = True
        elif word == "undiscovered":
            undiscovered = True
        elif word in ("facing", "as"):
            if i + 1 >= len(words):
                raise NotationError(f"{word!r} needs a "
                                    f"{'direction' if word == 'facing' else 'colour'} after it")
            i += 1
            if word == "facing":
                facing = _direction(words[i])
            else:
                pinned = _colour(words[i], colours)
        else:
            raise NotationError(_unknown_word(word, colours))
        i += 1
    if count is not None:
        raise NotationError(f"the count {count} must be followed by an icon")
    return _checked_tile(colour, icons, not undiscovered, stacked, facing, pinned, colours)


def _checked_tile(colour, icons, discovered, stacked, facing, pinned, colours) -> Tile:
    if colour is None:
        raise NotationError(f"a tile needs a colour: one of {', '.join(colours)}, or multi for a "
                            f"multicoloured coral")
    if not icons and discovered:
        raise NotationError(f"a discovered tile needs at least one icon: "
                            f"{', '.join(ICON_NAMES)}")
    advanced = [s for s in icons if s in ADVANCED]
    if advanced and (len(icons) > 1 or icons[advanced[0]] > 1):
        raise NotationError(f"a {advanced[0].label} tile shows a single {advanced[0].value} "
                            f"icon and nothing else")
    # A multicoloured coral may share its tile with other core icons; the colour it is counted
    # as then applies to the whole tile (the camera sees that colour too).
    if colour == MULTI and icons and Species.CORAL not in icons:
        raise NotationError("only a coral tile can be multicoloured (multi): add the coral icon "
                            "or give the tile its colour")
    if pinned is not None and colour != MULTI:
        raise NotationError(f"'as {pinned}' pins a multicoloured coral; this tile is {colour}")
    if stacked and Species.ANGLERFISH not in icons:
        raise NotationError("only anglerfish can be stacked")
    if stacked and not discovered:
        raise NotationError("only discovered anglerfish are stacked; a stack cannot be "
                            "undiscovered")
    if Species.CAMERA in icons and facing is None:
        raise NotationError("a camera needs the direction it faces: 'facing E' (E, W, NE, NW, "
                            "SE or SW)")
    if facing is not None and Species.CAMERA not in icons:
        raise NotationError("only a camera has 'facing'")
    order = [s for s in Species if s in icons]
    return Tile(colour, tuple((s, icons[s]) for s in order), discovered, stacked, facing, pinned)


def _direction(word: str) -> str:
    direction = word.upper()
    if direction not in DIRECTIONS:
        raise NotationError(f"unknown direction {word!r}; a camera faces one of "
                            f"{', '.join(DIRECTIONS)}")
    return direction


def _colour(word: str, colours: Sequence[str]) -> str:
    if word not in colours:
        raise NotationError(f"unknown colour {word!r}; the colours are {', '.join(colours)}")
    return word


def _unknown_word(word: str, colours: Sequence[str]) -> str:
    return (f"unknown word {word!r}; a zone holds a colour ({', '.join(colours)} or multi), "
            f"icons ({', '.join(ICON_NAMES)}) with an optional count, the flags stacked, "
            f"undiscovered, 'facing DIR' and 'as COLOUR', or a token (stingray, 'poi KIND', "
            f"'poi hidden')")


def _two_things(words: list[str], colours: Sequence[str]) -> str:
    return (f"{' '.join(words)!r} puts two things in one zone; a zone holds one tile (one "
            f"colour) or one token")


def format_content(content: Content | None) -> str:
    """The canonical zone text for a content; parse_zone(format_content(c)) == c."""
    if content is None:
        return ""
    if isinstance(content, Stingray):
        return "stingray"
    if isinstance(content, Poi):
        return f"poi {content.kind.value if content.kind else 'hidden'}"
    words = [content.colour]
    for species, count in content.icons:
        words += ([str(count)] if count > 1 else []) + [species.value]
    if content.stacked:
        words.append("stacked")
    if content.facing:
        words += ["facing", content.facing]
    if content.pinned:
        words += ["as", content.pinned]
    if not content.discovered:
        words.append("undiscovered")
    return " ".join(words)
