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
from functools import lru_cache
from typing import NamedTuple

from ..model import DIRECTIONS, MULTI, Content, Poi, PoiKind, Species, Stingray, Tile
from ..words import Message, message
from .errors import NotationError, shown
from .legality import (
    MAX_ICONS,
    count_problem,
    species_problems,
    tile_problems,
    unknown_colour,
    unknown_direction,
)
from .words import (
    EMPTY_WORDS,
    FLAG_WORDS,
    ICON_NAMES,
    ICON_WORDS,
    TOKEN_WORDS,
    closest,
    closest_word,
    icon_names,
)

MAX_TEXT = 200

__all__ = [
    "EMPTY_WORDS",
    "FLAG_WORDS",
    "ICON_NAMES",
    "ICON_WORDS",
    "TOKEN_WORDS",
    "format_content",
    "parse_zone",
    "read_zone",
]


def parse_zone(text: str, colours: Sequence[str], expedition: int | None = None) -> Content | None:
    """The content a zone text describes (None for an empty zone), or a NotationError.

    A tile the rules do not allow (a stacked coral, a camera facing nowhere) is refused with
    the first of its problems, so that whoever typed it learns at once what is wrong. With the
    expedition, a message names only the words that expedition allows.
    """
    content = read_zone(text, colours, expedition)
    # A species from another expedition is for the legality check to say, before anything else
    # (a camera in Expedition 1 is told so, not that it needs a direction).
    if (
        isinstance(content, Tile)
        and not species_problems(content, expedition)
        and (problems := tile_problems(content, tuple(colours), expedition))
    ):
        raise NotationError(problems[0])
    return content


def read_zone(text: str, colours: Sequence[str], expedition: int | None = None) -> Content | None:
    """What a zone text says, read word by word, leaving the rules to the legality check.

    Raises NotationError only for text that says nothing readable (an unknown word, a count
    without an icon, two things in one zone), with the one thing wrong and, for a word it does
    not know, the word of this expedition's notation it looks like.
    """
    if not isinstance(text, str):
        raise NotationError(
            message(
                "expected zone text in quotes, got {kind} {value}",
                kind=type(text).__name__,
                value=shown(text),
            )
        )
    if len(text) > MAX_TEXT:
        raise NotationError(
            message(
                "zone text is {length} characters long; at most {most}",
                length=len(text),
                most=MAX_TEXT,
            )
        )
    read = _read(text, tuple(colours), expedition)
    if isinstance(read, _Unreadable):
        raise NotationError(read.message)
    return read


class _Unreadable(NamedTuple):
    message: Message | str


# The same few zone texts ("red coral", "poi hidden") fill every board, and what they say is
# immutable: each is read once.
@lru_cache(maxsize=4096)
def _read(
    text: str, colours: tuple[str, ...], expedition: int | None
) -> Content | _Unreadable | None:
    words = _normalise(text)
    try:
        if " ".join(words) in EMPTY_WORDS:
            return None
        if words[0] in TOKEN_WORDS or any(w in TOKEN_WORDS for w in words):
            return _parse_token(words, colours)
        return _parse_tile(words, colours, expedition)
    except NotationError as error:
        return _Unreadable(error.words)


def _normalise(text: str) -> list[str]:
    words = (
        text.lower()
        .replace("sea cucumber", "sea-cucumber")
        .replace("finless sole", "finless-sole")
        .replace("deep-sea camera", "deep-sea-camera")
        .split()
    )
    return words or [""]


def _parse_token(words: list[str], colours: Sequence[str]) -> Content:
    tokens = [w for w in words if w in TOKEN_WORDS]
    if len(tokens) > 1 or (tokens and words[0] not in TOKEN_WORDS):
        raise NotationError(_two_things(words, colours))
    if words[0] == "stingray":
        if len(words) > 1:
            raise NotationError(
                message(
                    "a stingray token stands alone in its zone; remove {words!r}",
                    words=" ".join(words[1:]),
                )
            )
        return Stingray()
    kinds = [k.value for k in PoiKind] + ["hidden"]
    if len(words) != 2 or words[1] not in kinds:
        raise NotationError(_poi_problem(words[1:], kinds))
    return Poi(None if words[1] == "hidden" else PoiKind(words[1]))


def _poi_problem(kind: list[str], kinds: list[str]) -> Message:
    if len(kind) == 1 and (close := closest(kind[0], kinds)):
        return message(
            "unknown point of interest {word!r}; did you mean {close}?", word=kind[0], close=close
        )
    return message("write 'poi KIND': {kinds}, or hidden if face-down", kinds=tuple(kinds[:-1]))


def _parse_tile(words: list[str], colours: Sequence[str], expedition: int | None) -> Tile:
    tile = _TileWords(words, colours, expedition)
    i = 0
    while i < len(words):
        i = tile.read(i)
    return tile.tile()


class _TileWords:
    """A tile's words read one by one, each saying one thing of the tile."""

    def __init__(self, words: list[str], colours: Sequence[str], expedition: int | None) -> None:
        self.words, self.colours, self.expedition = words, colours, expedition
        self.colour: str | None = None
        self.pinned: str | None = None
        self.facing: str | None = None
        self.stacked = self.undiscovered = False
        self.icons: dict[Species, int] = {}
        self.count: int | None = None  # a count read, waiting for its icon

    def read(self, i: int) -> int:
        """Take in the word at `i` (with the one after it, for 'facing' and 'as'); the place
        of the next word."""
        word = self.words[i]
        if self.count is not None and word not in ICON_WORDS:
            if not _known(word, self.colours):
                raise NotationError(self._unknown(word))
            raise NotationError(
                message(
                    "the count {count} must be followed by an icon, not {word!r}",
                    count=self.count,
                    word=word,
                )
            )
        if word.isascii() and word.isdigit():  # int() refuses digits such as '²'
            self._count(word)
        elif word in ICON_WORDS:
            self._icon(ICON_WORDS[word])
        elif word in self.colours or word == MULTI:
            if self.colour is not None:
                raise NotationError(_two_things(self.words, self.colours))
            self.colour = word
        elif word == "stacked":
            self.stacked = True
        elif word == "undiscovered":
            self.undiscovered = True
        elif word in ("facing", "as"):
            self._qualifier(word, i + 1)
            return i + 2
        else:
            raise NotationError(self._unknown(word))
        return i + 1

    def _count(self, word: str) -> None:
        self.count = int(word)
        if not 1 <= self.count <= MAX_ICONS:
            raise NotationError(count_problem(word))

    def _icon(self, species: Species) -> None:
        if species in self.icons:
            raise NotationError(
                message(
                    "{icon} is written twice; write a count instead (e.g. '2 {icon}')",
                    icon=species.value,
                )
            )
        self.icons[species] = self.count or 1
        self.count = None

    def _qualifier(self, word: str, at: int) -> None:
        """'facing DIRECTION' or 'as COLOUR', the word after it at `at`."""
        if at >= len(self.words):
            raise NotationError(
                message("{word!r} needs a direction after it", word=word)
                if word == "facing"
                else message("{word!r} needs a colour after it", word=word)
            )
        if word == "facing":
            self.facing = _direction(self.words[at])
        else:
            self.pinned = _colour(self.words[at], self.colours)

    def _unknown(self, word: str) -> Message:
        return _unknown_word(word, self.words, self.colours, self.expedition)

    def tile(self) -> Tile:
        if self.count is not None:
            raise NotationError(
                message("the count {count} must be followed by an icon", count=self.count)
            )
        order = [s for s in Species if s in self.icons]
        # A tile without a colour is read all the same: the legality check says it needs one.
        return Tile(
            self.colour,  # type: ignore[arg-type]  # None until the legality check refuses it
            tuple((s, self.icons[s]) for s in order),
            not self.undiscovered,
            self.stacked,
            self.facing,
            self.pinned,
        )


def _direction(word: str) -> str:
    direction = word.upper()
    if direction not in DIRECTIONS:
        raise NotationError(unknown_direction(word))
    return direction


def _colour(word: str, colours: Sequence[str]) -> str:
    if word not in colours:
        raise NotationError(unknown_colour(word, colours))
    return word


def _known(word: str, colours: Sequence[str]) -> bool:
    return word in ICON_WORDS or word in colours or word in (MULTI, *FLAG_WORDS) or word.isdigit()


def _unknown_word(
    word: str, words: list[str], colours: Sequence[str], expedition: int | None
) -> Message:
    """The one thing to say of a word the notation does not know: the word of this
    expedition it looks like a slip for; else, in a tile without a colour, that it is no colour
    of this game (unless it looks like another expedition's word: `jelyfish`); else this
    expedition's icons."""
    if close := closest_word(word, colours, expedition):
        return message("unknown word {word!r}; did you mean {close}?", word=word, close=close)
    if (
        word.isalpha()
        and not any(w in colours or w == MULTI for w in words)
        and not closest_word(word, colours, None)
    ):
        return unknown_colour(word, colours)
    return message(
        "unknown word {word!r}; icons: {icons}", word=word, icons=tuple(icon_names(expedition))
    )


def _two_things(words: list[str], colours: Sequence[str]) -> Message:
    return message(
        "{text!r} puts two things in one zone; a zone holds one tile (one colour) or one token",
        text=" ".join(words),
    )


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
