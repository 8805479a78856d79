"""Reading what is typed in the entry field: zone notation, quick codes, jumps and kept POIs.

A quick code is the short code the board map shows, typed without the colon: `rc` is a red
coral, `y2f` a yellow tile with two fish, `bfk` blue fish and crustacean, `raa` a stacked red
anglerfish, `g@e` a green camera facing E, `mc=r` a multicoloured coral pinned to red, `(rc)` an
undiscovered red coral, `~` a stingray, `st ch ru wr` the points of interest and `?` a face-down
one. Quick codes are only a shorthand: each is expanded to the zone notation and parsed by the
core, so the core decides what is valid and says why not.

Codes run together, one zone after another from the cursor: `rcy2f.bfk` (`.` skips a zone,
`:` skips two, `-` empties one, as it does alone). A zone's name in a run moves the cursor
there: `rcd4bf` is a red coral here, then a blue fish at D4. A digit is a count only just
before an icon letter, and only where a count can be: 1 to 3, after a colour's letter or an
icon letter (`y2f`, `rc2f`). Any other digit ends a zone's name, whose row is the letter
before it: `e4st` is a statue at E4 (no count is 4), `f2wr` a wreck at F2 (no tile begins
with f). Where a count could be meant (`b2st`: blue, 2 cucumbers?), a space makes it a zone:
`b2 st`. `+` and the kinds kept beside the board end a run: `rcd4bf+sc` (statue and chest;
`+` alone: none). `d4` alone moves the cursor, Enter alone to the next zone; before words it
says where they go: `c6 green coral`, or a game file's line, `C6 = "green coral"`.
"""

from __future__ import annotations

import re
from collections.abc import Container, Iterator, Sequence
from dataclasses import dataclass

from ..gamefile import NotationError, format_content, parse_zone
from ..gamefile.errors import Wording
from ..gamefile.legality import MAX_ICONS
from ..gamefile.load import zone_ranges
from ..gamefile.words import ICON_WORDS, closest_word, flag_words, icon_names, token_words
from ..model import (
    DIRECTIONS,
    MULTI,
    STANDARD,
    Content,
    Game,
    Layout,
    Poi,
    PoiKind,
    Species,
    Stingray,
    Tile,
    colour_word,
    direction_word,
)
from ..words import N_, Message, message, say
from .codes import ICON_LETTERS, LETTER_OF, POI_CODES, TOKEN_CODES, code_of_colour, colour_codes

KEPT_WORD = "kept"
KEPT_MARK = "+"
SKIP = "."
SKIP_TWO = ":"  # two dots: skips two zones
SKIPS = {SKIP: 1, SKIP_TWO: 2}
CLEAR = "-"  # empties its zone, alone or in a run
# The longest entry the app's field takes: a whole board in full words is about 1,000
# characters. Reading an entry costs time with its length, and it is read on every key (the
# preview): a paste of 100,000 froze the app for minutes.
LONGEST_ENTRY = 1500
KEPT_LETTERS = {code[0]: kind for code, kind in POI_CODES.items()}  # +sc: statue, chest
_CODE_OF = {kind: code for code, kind in POI_CODES.items()}
# A message to the player says what to type, where the game file's says what to write.
ENTRY = Wording(
    KEPT_WORD,
    lambda kind: message("type {code}", code=KEPT_MARK + _CODE_OF[kind][0]),
    lambda kind: message("type {code} there", code=_CODE_OF[kind]),
)
_DIRECTION = re.compile("(ne|nw|se|sw|e|w)")
_ZONE_LIKE = re.compile(r"([a-z]+)(\d+)")
_ZONE_LIKE_AT = re.compile(r"[a-z]\d+")  # in a run: a zone's name, or a letter and a count
_COUNTS = {str(count) for count in range(1, MAX_ICONS + 1)}
_RUN_BREAKS = "(.:~?-"
# A zone's line copied from a game file: C6 = "green coral" (the quotes and comment optional).
_FILE_LINE = re.compile(
    r"\s*(?P<zone>[a-z]\d+)\s*=\s*(?P<quote>[\"']?)(?P<text>.*?)(?P=quote)"
    r"\s*(#.*)?",
    re.IGNORECASE,
)
# Where a point of interest that begins with an icon letter may have been read as icons: after a
# tile's code (`rcst`) or a letter and a count (`b2st`).
_COUNTED_ZONE = re.compile(f"[a-z][{''.join(sorted(_COUNTS))}]")
_TOKEN_IN_RUN = re.compile(
    r"([a-z@\d]{2})(" + "|".join(c for c in POI_CODES if c[0] in ICON_LETTERS) + ")"
)


def expand_quick(code: str, colours: Sequence[str]) -> str | None:
    """The zone notation a quick code stands for, or None if it is not a quick code."""
    code = code.lower()
    if code in TOKEN_CODES:
        return TOKEN_CODES[code]
    undiscovered = code.startswith("(") and code.endswith(")")
    body = code[1:-1] if undiscovered else code
    codes = colour_codes(colours)
    first = _colour_at(body, 0, codes)
    if first is None:
        return None
    words = [codes[first]]
    rest = body[len(first) :]
    while rest:
        step = _quick_step(rest, codes)
        if step is None:
            return None
        taken, more = step
        words += more
        rest = rest[taken:]
    if undiscovered:
        words.append("undiscovered")
    return " ".join(words)


def _colour_at(text: str, start: int, codes: dict[str, str]) -> str | None:
    """The colour code that starts at `start`, if any (codes are prefix-free)."""
    for length in (1, 2):
        if text[start : start + length] in codes:
            return text[start : start + length]
    return None


def _quick_step(rest: str, codes: dict[str, str]) -> tuple[int, list[str]] | None:
    """How many characters of a quick code the next part takes, and its words."""
    if rest.startswith("aa"):
        return 2, ["anglerfish", "stacked"]
    if rest[0].isdigit():
        return 1, [rest[0]]
    if rest[0] == "=" and (pinned := _colour_at(rest, 1, codes)):
        return 1 + len(pinned), ["as", codes[pinned]]
    if rest[0] in ICON_LETTERS:
        words = [ICON_LETTERS[rest[0]].value]
        if rest[0] == "@" and (facing := _DIRECTION.match(rest, 1)):
            return 1 + len(facing.group()), [*words, "facing", facing.group().upper()]
        return 1, words
    return None


def split_run(
    word: str, colours: Sequence[str], zones: Container[str] = STANDARD
) -> list[str] | None:
    """The quick codes, '.' skips, '-' clears and zone names run together in one word, or None
    if it is not a run. A zone name stays as typed (`d4`); `is_zone_name` tells it from a code.
    Before an icon letter, a letter and a number that name none of the board's `zones` are a
    count, if a wrong one (`y4f`)."""
    word, codes = word.lower(), colour_codes(colours)
    pieces, at = [], 0
    while at < len(word):
        piece = _piece_at(word, at, codes, zones)
        if piece is None:
            return None
        pieces.append(piece)
        at += len(piece)
    if any(
        p not in (*SKIPS, CLEAR) and not is_zone_name(p) and expand_quick(p, colours) is None
        for p in pieces
    ):
        return None
    return pieces


def is_zone_name(piece: str) -> bool:
    """Whether a piece of a run (from `split_run`) is a zone's name rather than a code."""
    return _ZONE_LIKE_AT.fullmatch(piece) is not None


def _piece_at(word: str, i: int, codes: dict[str, str], zones: Container[str]) -> str | None:
    """The piece of a run that begins at `i`: a skip, a clear, a token, an undiscovered tile
    (what lies between parentheses is its code, never a zone), a zone's name or a tile's code,
    which runs on to the next colour code, zone's name or mark."""
    if word[i] in (*SKIPS, CLEAR, "~", "?"):
        return word[i]
    if word[i] == "(":
        end = word.find(")", i)
        return word[i : end + 1] if end >= 0 else None
    if zone := _zone_at(word, i, codes, zones, in_tile=False):
        return zone
    if word[i : i + 2] in POI_CODES:
        return word[i : i + 2]
    colour = _colour_at(word, i, codes)
    if colour is None:
        return None
    end = i + len(colour)
    while (
        end < len(word)
        and word[end] not in _RUN_BREAKS
        and not _colour_at(word, end, codes)
        and not _zone_at(word, end, codes, zones, in_tile=True)
    ):
        # '=' takes the colour code after it
        end += 1 + len(_colour_at(word, end + 1, codes) or "") if word[end] == "=" else 1
    return word[i:end]


def _zone_at(
    word: str, i: int, codes: dict[str, str], zones: Container[str], in_tile: bool
) -> str | None:
    """The zone's name that begins at `i`: a letter and a number, unless the number is a count.

    A number is a count only just before an icon letter, and only where it can be one: a digit
    from 1 to 3 after a colour's code, or after an icon letter inside a tile's code. So `y2f`
    and `rc2f` hold counts, while `e4st` (no count is 4) and `f2wr` (no tile begins with f) are
    a zone's name then a point of interest. Before an icon letter, a letter and a number that
    name no zone of this board stay a count, so that `y4f` is told its count is wrong.
    """
    name = _ZONE_LIKE_AT.match(word, i)
    if name is None:
        return None
    if word[name.end() : name.end() + 1] not in ICON_LETTERS:
        return name.group()
    letter, number = name.group()[0], name.group()[1:]
    holds_count = _colour_at(word, i, codes) is not None or (in_tile and letter in ICON_LETTERS)
    if number in _COUNTS and holds_count:
        return None
    return name.group() if name.group().upper() in zones else None


def quick_code(content: Content | None, colours: Sequence[str]) -> str:
    """The shortest thing to type for a content: its quick code, or else its notation."""
    text = format_content(content)
    if content is None:
        return CLEAR
    candidates = [code for code, words in TOKEN_CODES.items() if words == text]
    if isinstance(content, Tile):
        candidates.append(_tile_code(content, colours))
    fitting = [
        c
        for c in candidates
        if (notation := expand_quick(c, colours)) is not None
        and parse_zone(notation, colours) == content
    ]
    return min(fitting, key=len) if fitting else text


def _tile_code(tile: Tile, colours: Sequence[str]) -> str:
    code_of = code_of_colour(colours)
    code = code_of[tile.colour]
    for species, count in tile.icons:
        code += "aa" if tile.stacked else (str(count) if count > 1 else "") + LETTER_OF[species]
    if tile.facing:
        code += tile.facing.lower()
    if tile.pinned:
        code += "=" + code_of[tile.pinned]
    return f"({code})" if not tile.discovered else code


@dataclass(frozen=True)
class Place:
    content: Content | None
    notation: str  # what the text was read as, shown to the player


@dataclass(frozen=True)
class Jump:
    zone: str


@dataclass(frozen=True)
class Kept:
    kinds: tuple[PoiKind, ...]


@dataclass(frozen=True)
class Run:
    """Zones one after another from the cursor; None leaves a zone as it is (a '.' skip), a
    Place of None empties it (a '-'), a Jump moves the cursor. `kept`, when given, replaces
    the points of interest kept beside the board (a run that ends in `+stch`)."""

    places: tuple[Place | Jump | None, ...]
    kept: Kept | None = None


Entry = Place | Run | Jump | Kept


def read_entry(text: str, game: Game) -> Entry:
    """What the typed text asks for; raises NotationError with the reason it cannot be used."""
    words = text.split()
    if len(words) == 1 and words[0].upper() in game.layout:
        return Jump(words[0].upper())
    if words and words[0].lower() == KEPT_WORD:
        return Kept(tuple(_kept_kind(w) for w in words[1:]))
    if text.startswith(KEPT_MARK):
        return _kept_codes(text[1:])
    try:
        return _read_places(text, game)
    except NotationError:
        if (spaced := _spaced(text, game)) is None:
            raise
        raise Suggested(*spaced) from None


class Suggested(NotationError):
    """A refusal whose words suggest the fix: `fix`, the whole entry as it should have been
    typed (the editor's Tab takes it)."""

    def __init__(self, words: Message, fix: str) -> None:
        super().__init__(words)
        self.fix = fix


def _read_places(text: str, game: Game) -> Place | Run:
    """Zones' names, each followed by what goes there in the notation or in codes, and the
    kept points of interest at the end; a zone's name may be left out at the start."""
    if line := _FILE_LINE.fullmatch(text):
        text = " ".join(line.group("zone", "text"))
    run, mark, kept = text.partition(KEPT_MARK)
    places: list[Place | Jump | None] = []
    for zone, part in _parts(run, game):
        places += [Jump(zone)] if zone else []
        places += _read_part(part, game) if part else []
    if len(places) == 1 and isinstance(places[0], Place) and not mark:
        return places[0]
    return Run(tuple(places), _kept_codes(kept) if mark else None)


def _parts(text: str, game: Game) -> list[tuple[str | None, str]]:
    """The text cut before each word that is a zone's name: (that zone, the words after it
    up to the next one); the first part's zone is None (the cursor's)."""
    parts: list[tuple[str | None, list[str]]] = [(None, [])]
    for word in text.split():
        if word.upper() in game.layout and word.lower() not in game.colours:
            parts.append((word.upper(), []))
        else:
            parts[-1][1].append(word)
    return [(zone, " ".join(words)) for zone, words in parts if zone or words]


def _read_part(text: str, game: Game) -> list[Place | Jump | None]:
    """What one zone's part of an entry puts there: the notation, or else codes, skips and
    jumps run on from it."""
    try:
        return [Place(parse_zone(text, game.colours, game.expedition_number), text)]
    except NotationError as error:
        unreadable = error
    words = text.split()
    runs = [split_run(word, game.colours, game.layout) for word in words]
    if None in runs:
        raise NotationError(_unreadable(words, runs, game, unreadable))
    return [
        place for pieces in runs for piece in pieces or () for place in _run_places(piece, game)
    ]


def _unreadable(
    words: list[str], runs: list[list[str] | None], game: Game, notation: NotationError
) -> Message | str:
    """The one thing wrong with words that are neither notation nor codes: a zone's name
    mistyped, a word with a slip in it, or where a code goes wrong; else what the notation
    says (`notation`)."""
    if _looks_like_zone(words[0], game):  # `d9`, `d9 red coral`
        return unknown_zone(words[0], game.layout)
    if len(words) > 1 and not any(runs):
        return notation.words  # notation throughout: `red corall`
    word = words[runs.index(None)]  # a word of codes, or one among codes: `rc rcx`
    if (problem := _code_problem(word, game)) and not closest_word(
        word, game.colours, game.expedition_number
    ):
        return problem
    try:
        parse_zone(word, game.colours, game.expedition_number)
    except NotationError as error:
        return error.words
    return notation.words


def _code_problem(word: str, game: Game) -> Message | None:
    """Where a word that begins as a run of codes stops being one (`rcx`), or None if it does
    not begin as one (`purple`: the notation says what is wrong with it)."""
    word, codes = word.lower(), colour_codes(game.colours)
    at = 0
    while (piece := _piece_at(word, at, codes, game.layout)) is not None:
        tail = piece.strip("()")
        first = _colour_at(tail, 0, codes)
        steps = tail[len(first or "") :]
        while first and steps and (step := _quick_step(steps, codes)):
            steps = steps[step[0] :]
        if first and steps:
            return message("{word!r}: {letter!r} is not an icon letter", word=word, letter=steps[0])
        at += len(piece)
        if at == len(word):
            return None
    if word[at] == "(":
        return message("{word!r}: an undiscovered tile's code ends with ')'", word=word)
    if not at:
        return None
    return message("{word!r}: no code begins with {letter!r}", word=word, letter=word[at])


def _spaced(text: str, game: Game) -> tuple[Message, str] | None:
    """For a refused text in which a point of interest that begins with an icon letter was
    read as icons (`rcst`: a cucumber after rc? `b2st`: blue, 2 cucumbers?), what to type for
    it, and the whole text with that space; None if a space would not help."""
    for found in _TOKEN_IN_RUN.finditer(text.lower()):
        at = found.start(2)
        spaced = f"{text[:at]} {text[at:]}"
        try:
            # Not read_entry, which would try every other place again for each: on a long
            # entry in words (each `crustacean` holds `st`) that took minutes.
            _read_places(spaced, game)
        except NotationError:
            continue
        before, code = found.groups()
        word = f"{text[:at].split()[-1]} {text[at:].split()[0]}"
        kind = POI_CODES[code]
        if _COUNTED_ZONE.fullmatch(before) and before.upper() in game.layout:
            said = message(
                "{digit} before {letter} reads as a count; for {zone} then a {kind}, type {word!r}",
                digit=before[1],
                letter=code[0],
                zone=before.upper(),
                kind=kind.word,
                word=word,
            )
        else:
            said = message(
                "{letter} after a tile's code reads as an icon; for a {kind}, type {word!r}",
                letter=code[0],
                kind=kind.word,
                word=word,
            )
        return said, spaced
    return None


def _kept_codes(text: str) -> Kept:
    """The kinds after `+`: each a two-letter code (`st ch ru wr`) or its first letter alone
    (`s c r w`); a two-letter code is read first, so `+wr` is the wreck."""
    codes, kinds, i = "".join(text.split()).lower(), [], 0
    while i < len(codes):
        taken = 2 if codes[i : i + 2] in POI_CODES else 1
        kinds.append(_kept_kind(codes[i : i + taken]))
        i += taken
    return Kept(tuple(kinds))


def _run_places(piece: str, game: Game) -> tuple[Place | Jump | None, ...]:
    if piece in SKIPS:
        return (None,) * SKIPS[piece]
    if piece == CLEAR:
        return (Place(None, CLEAR),)
    if is_zone_name(piece):
        if piece.upper() not in game.layout:
            raise NotationError(unknown_zone(piece, game.layout))
        return (Jump(piece.upper()),)
    return (_quick_place(piece, game),)


def _looks_like_zone(word: str, game: Game) -> bool:
    """A row letter (or a letter no colour has) and a number: a zone with a typo in it."""
    shape = _ZONE_LIKE.fullmatch(word.lower())
    if shape is None:
        return False
    rows = {zone.rstrip("0123456789").lower() for zone in game.layout.zones}
    return (
        shape.group(1) in rows or _colour_at(shape.group(1), 0, colour_codes(game.colours)) is None
    )


def unknown_zone(word: str, layout: Layout) -> Message:
    """The command line's own words for a zone that is not on the board."""
    return message(
        "unknown zone {zone!r}; zones are {zones}", zone=word.upper(), zones=zone_ranges(layout)
    )


def _quick_place(code: str, game: Game) -> Place:
    notation = expand_quick(code, game.colours)
    assert notation is not None  # split_run only returns pieces that expand
    try:
        return Place(parse_zone(notation, game.colours, game.expedition_number), notation)
    except NotationError as error:
        raise NotationError(
            message(
                "{code!r} reads as {notation!r}: {problem}",
                code=code,
                notation=notation,
                problem=error.words,
            )
        ) from None


def _kept_kind(word: str) -> PoiKind:
    word = word.lower()
    if word in POI_CODES:
        return POI_CODES[word]
    if word in KEPT_LETTERS:
        return KEPT_LETTERS[word]
    if word in {k.value for k in PoiKind}:
        return PoiKind(word)
    raise NotationError(
        message("{word!r} is not a point of interest: statue, chest, rubble or wreck", word=word)
    )


def vocabulary(game: Game) -> dict[str, tuple[str, ...]]:
    """The words that may follow each word, for completion; '' is any other position. Only
    what this expedition allows: no `stacked` without anglerfish."""
    number = game.expedition_number
    return {
        "": (
            *game.colours,
            MULTI,
            *icon_names(number),
            *flag_words(number),
            *token_words(number),
            KEPT_WORD,
        ),
        "poi": (*(k.value for k in PoiKind), "hidden"),
        "facing": tuple(DIRECTIONS),
        "as": tuple(game.colours),
        KEPT_WORD: tuple(k.value for k in PoiKind),
    }


def complete(value: str, game: Game) -> str | None:
    """The value with its last word completed, when exactly one word fits best."""
    if not value or value.endswith(" "):
        return None
    head, _, last = value.rpartition(" ")
    # A quick code is already complete; do not talk the player out of it.
    if not head and expand_quick(last, game.colours) is not None:
        return None
    matches = _words_from(last, _choices(head, game))
    if not matches:
        return None
    return f"{head} {matches[0]}".lstrip() if head else matches[0]


def being_typed(text: str, game: Game) -> bool:
    """Whether the last word of `text` is the start of a word the notation allows there (`co`,
    on its way to coral): nothing is wrong with it yet."""
    head, _, last = text.rpartition(" ")
    return bool(last) and bool(_words_from(last, _choices(head, game)))


def continuations(text: str, game: Game) -> Iterator[str]:
    """What `text` may become with a few more keys: after a word of the notation (or a space),
    one more word with what that word needs after it (`green camera` → `green camera facing
    E`); else one more icon letter, direction, zone number, colour code or ')' for the code
    being typed (`y2` → `y2c`). A text Enter refuses that one of these makes good is still
    being typed."""
    words = vocabulary(game)
    last = text.split()[-1].lower() if text.split() else ""
    if (
        text.endswith(" ")
        or last.isdigit()
        or last in ICON_WORDS
        or any(last in (w.lower() for w in choices) for choices in words.values())
    ):
        for word in _choices(text, game):
            yield " ".join([text.rstrip(), word, *words.get(word, ())[:1]])
        return
    colour = next(iter(colour_codes(game.colours)))
    for tail in ("c", "e", "1", ")", "c)", colour, f"{colour}c)"):
        yield text + tail


def _choices(head: str, game: Game) -> tuple[str, ...]:
    """The words that may come after `head`, the text before the word being typed."""
    previous = head.split()[-1].lower() if head.split() else ""
    words = vocabulary(game)
    return words.get(previous, words[KEPT_WORD] if KEPT_WORD in head.lower().split() else words[""])


def _words_from(start: str, choices: Sequence[str]) -> list[str]:
    """The choices that begin with `start` and go on past it."""
    return [w for w in choices if w.lower().startswith(start.lower()) and w != start.lower()]


def describe(content: Content | None) -> str:
    """A zone's content in words, in the chosen language (`described`)."""
    return say(described(content))


# A species by the word the game file writes for its icon, said in the reader's language.
_ICON_WORDS = {
    Species.CORAL: N_("coral"),
    Species.FISH: N_("fish"),
    Species.CUCUMBER: N_("cucumber"),
    Species.CRUSTACEAN: N_("crustacean"),
    Species.WHALEFALL: N_("whalefall"),
    Species.SIPHONOPHORE: N_("siphonophore"),
    Species.ANGLERFISH: N_("anglerfish"),
    Species.CAMERA: N_("camera"),
    Species.JELLYFISH: N_("jellyfish"),
    Species.SOLE: N_("sole"),
}


def described(content: Content | None) -> Message:
    """A zone's content as a person reads it: in English the game file's own text ("yellow 2
    fish", "multi coral as red", "poi hidden"; "empty", "a stingray"), in Japanese its words
    (黄の魚×2, 多色サンゴ（赤に固定）, 裏向きのPOI). The file's text stays `format_content`'s."""
    if content is None:
        return message("empty")
    if isinstance(content, Stingray):
        return message("a stingray")
    if isinstance(content, Poi):
        if content.kind is None:
            return message("poi hidden")
        return message("poi {kind}", kind=content.kind.word)
    return _tile_words(content)


def _tile_words(tile: Tile) -> Message:
    icons: Message | None = None
    for species, count in tile.icons:
        icon = Message(_ICON_WORDS[species])
        if count > 1:
            icon = message("{count} {species}", count=count, species=icon)
        icons = icon if icons is None else message("{icons} {icon}", icons=icons, icon=icon)
    if icons is None:  # a face-down tile being typed, its icons not yet known: `(r)`
        words = (
            message("multi")
            if tile.colour == MULTI
            else message("{colour}", colour=colour_word(tile.colour))
        )
    elif tile.colour == MULTI:
        words = message("multi {icons}", icons=icons)
    else:
        words = message("{colour} {icons}", colour=colour_word(tile.colour), icons=icons)
    if tile.stacked:
        words = message("{tile} stacked", tile=words)
    if tile.facing:
        words = message(
            "{tile} facing {direction}", tile=words, direction=direction_word(tile.facing)
        )
    if tile.pinned:
        words = message("{tile} as {colour}", tile=words, colour=colour_word(tile.pinned))
    if not tile.discovered:
        words = message("{tile} undiscovered", tile=words)
    return words
