"""Reading game files (TOML). Every problem is collected and reported; nothing is half-loaded.

The reader checks that the file is a game file: readable TOML whose keys and values have the
right shapes, and zone texts in the notation. Whether the game it describes obeys the rules is
asked of the legality module, as the app and `validate` ask it.
"""

from __future__ import annotations

import os
import re
import tomllib
from functools import cache
from pathlib import Path
from typing import Any

from ..model import (
    EXPEDITIONS,
    STANDARD,
    Board,
    Content,
    Game,
    Layout,
    LayoutError,
    Player,
    PoiKind,
    RuleSwitches,
    load_layout,
)
from ..model.layout import BUILT_IN_LAYOUTS
from ..model.tiles import DEFAULT_COLOURS
from ..model.toml_text import read_toml, toml_problem
from ..words import Message, message
from .errors import GameFileError, NotationError, Problem, shown
from .legality import game_problems, needs_a_name, not_a_colour
from .notation import read_zone

FORMAT_VERSION = 1
MAX_FILE_BYTES = 1_000_000
MAX_KEY_PARTS = 16
_KEY_PART = r"""(?:[A-Za-z0-9_-]++|"[^"\n]*+"|'[^'\n]*+')"""
_DEEP_KEY = re.compile(  # possessive, so that no text makes the search backtrack
    rf"(?<![A-Za-z0-9_-])(?:{_KEY_PART}[ \t]*+\.[ \t]*+){{{MAX_KEY_PARTS},}}"
)
GAME_KEYS = ("version", "expedition", "colours", "layout", "rules", "players")
PLAYER_KEYS = ("name", "poi_kept", "zones", "colour")
RULE_SWITCHES = tuple(RuleSwitches.__dataclass_fields__)
POI_KINDS = {kind.value: kind for kind in PoiKind}


def read_at_most(path: Path, most: int) -> bytes:
    """The file's first `most` bytes: a device or a pipe reports no size, so never more than
    a game file can hold. Opened without waiting: a named pipe no one writes to (opening one
    waits for a writer) reads as empty instead of blocking the command forever."""
    descriptor = os.open(path, os.O_RDONLY | os.O_NONBLOCK)
    os.set_blocking(descriptor, True)  # a writer that is there is waited for, to its end
    with open(descriptor, "rb") as file:
        return file.read(most)


def load_game(path: str | Path) -> Game:
    """Read and check a game file; raises GameFileError naming the file and every problem."""
    path = Path(path)
    try:
        size = path.stat().st_size
        if size > MAX_FILE_BYTES:
            raise GameFileError(
                Problem(
                    message(
                        "the file is {size} bytes; a game file is at most {most}",
                        size=f"{size:,}",
                        most=f"{MAX_FILE_BYTES:,}",
                    )
                ),
                str(path),
            )
        data = read_at_most(path, MAX_FILE_BYTES + 1)
    except OSError as error:
        raise GameFileError(
            Problem(message("cannot read the file: {error}", error=str(error.strerror or error))),
            str(path),
        ) from None
    if len(data) > MAX_FILE_BYTES:
        raise GameFileError(
            Problem(
                message(
                    "the file holds more than {most} bytes; a game file is at most {most}",
                    most=f"{MAX_FILE_BYTES:,}",
                )
            ),
            str(path),
        )
    try:
        text = data.decode("utf-8")
    except UnicodeDecodeError as error:
        raise GameFileError(
            Problem(
                message(
                    "not a text file (UTF-8): byte {at} is {byte}",
                    at=error.start,
                    byte=repr(data[error.start : error.start + 1]),
                )
            ),
            str(path),
        ) from None
    return parse_game(text, str(path), base=path.parent)


def parse_game(text: str, source: str = "<game>", base: Path | None = None) -> Game:
    """Build a game from game-file text."""
    if len(text) > MAX_FILE_BYTES:
        raise GameFileError(
            Problem(
                message(
                    "the game is {length} characters long; a game file is at most {most} bytes",
                    length=f"{len(text):,}",
                    most=f"{MAX_FILE_BYTES:,}",
                )
            ),
            source,
        )
    # tomllib takes quadratic time on long dotted keys, so they are refused before parsing, and
    # it recurses into nested arrays and tables until Python stops it. Neither is a game file.
    # A key of that many parts needs that many dots, which an everyday game file does not have.
    if text.count(".") >= MAX_KEY_PARTS and (deep := _DEEP_KEY.search(text)):
        line = text.count("\n", 0, deep.start()) + 1
        raise GameFileError(
            Problem(
                message(
                    "a key with more than {most} dotted parts; a game file's keys have at most 3",
                    most=MAX_KEY_PARTS,
                ),
                line=line,
            ),
            source,
        )
    try:
        data = read_toml(text)
    except tomllib.TOMLDecodeError as error:
        problem, where = toml_problem(error, text)
        raise GameFileError(
            Problem(message("not valid TOML: {problem}", problem=problem), line=where), source
        ) from None
    except RecursionError:
        raise GameFileError(
            Problem(message("arrays or tables nested too deeply to be a game file")), source
        ) from None
    return _Reader(source, base).game(data)


class _Reader:
    """Checks the shape of a parsed TOML document and builds the game, collecting every problem
    on the way; the game's legality is then checked as a whole."""

    def __init__(self, source: str, base: Path | None) -> None:
        self.source = source
        self.base = base
        self.problems: list[Problem] = []
        # The game's expedition once known to be one, so that a zone's message names only the
        # words it allows.
        self.expedition: int | None = None

    def fail(self, words: Message, player: str | None = None, zone: str | None = None) -> None:
        self.problems.append(Problem(words, player, zone))

    def game(self, data: dict[str, Any]) -> Game:
        self._unknown_keys(data, GAME_KEYS, message("the game"))
        version = data.get("version", FORMAT_VERSION)
        if version != FORMAT_VERSION or isinstance(version, bool):
            self.fail(
                message(
                    "version = {version} is not supported; this fathom-score reads "
                    "version {supported} game files",
                    version=shown(version),
                    supported=FORMAT_VERSION,
                )
            )
        colours = self._colours(data.get("colours", DEFAULT_COLOURS))
        layout, layout_ref = self._layout(data.get("layout", "standard"))
        rules = self._rules(data.get("rules", {}))
        number = data.get("expedition")
        self.expedition = number if type(number) is int and number in EXPEDITIONS else None
        players = self._players(data.get("players"), colours or DEFAULT_COLOURS, layout)
        if layout is None or players is None:  # no game to check: the reason is recorded
            raise GameFileError(self.problems, self.source)
        # The expedition is left to the legality check, which says what it must be.
        game = Game(
            data.get("expedition"),  # type: ignore[arg-type]  # checked just below
            players,
            colours,
            layout,
            layout_ref,
            rules,
        )
        self.problems += game_problems(game)
        if self.problems:
            raise GameFileError(self.problems, self.source)
        return game

    def _unknown_keys(
        self,
        table: dict[str, Any],
        allowed: tuple[str, ...],
        what: Message | str,
        player: str | None = None,
    ) -> None:
        for key in table:
            if key not in allowed:
                self.fail(
                    message(
                        "unknown key {key} in {what}; allowed: {allowed}",
                        key=shown(key),
                        what=what,
                        allowed=tuple(allowed),
                    ),
                    player,
                )

    def _colours(self, colours: Any) -> tuple[str, ...]:
        if colours is DEFAULT_COLOURS:
            return colours
        if not isinstance(colours, list) or not all(isinstance(c, str) for c in colours):
            self.fail(message('colours must be a list of names, e.g. colours = ["red", "blue"]'))
            return DEFAULT_COLOURS
        return tuple(c.strip().lower() for c in colours)

    def _layout(self, reference: Any) -> tuple[Layout | None, str]:
        if not isinstance(reference, str) or not reference.isprintable():
            self.fail(
                message(
                    "layout = {layout}: a layout is a name (standard) or the path "
                    "of a layout file, in printable characters",
                    layout=shown(reference),
                )
            )
            return None, "standard"
        try:
            return _layout(reference, self.base), reference
        except LayoutError as error:
            self.problems += [Problem(words) for words in error.problems]
            return None, reference

    def _rules(self, table: Any) -> RuleSwitches:
        if not isinstance(table, dict):
            self.fail(message("[rules] must be a table of switches"))
            return RuleSwitches()
        if not table:
            return RuleSwitches()
        self._unknown_keys(table, RULE_SWITCHES, "[rules]")
        switches = {}
        for key in RULE_SWITCHES:
            if key in table:
                if isinstance(table[key], bool):
                    switches[key] = table[key]
                else:
                    self.fail(
                        message(
                            "[rules] {key} must be true or false, not {value}",
                            key=key,
                            value=shown(table[key]),
                        )
                    )
        return RuleSwitches(**switches)

    def _players(
        self, players: Any, colours: tuple[str, ...], layout: Layout | None
    ) -> tuple[Player, ...] | None:
        if not isinstance(players, list) or not all(isinstance(p, dict) for p in players):
            self.fail(message("the game needs [[players]] tables, one per player (2 to 4)"))
            return None
        return tuple(
            self._player(table, index, colours, layout)
            for index, table in enumerate(players, start=1)
        )

    def _player(
        self, table: dict[str, Any], index: int, colours: tuple[str, ...], layout: Layout | None
    ) -> Player:
        name = table.get("name")
        if not isinstance(name, str) or not name.strip():
            self.fail(needs_a_name(index))
            name = f"#{index}"
        name = name.strip()
        self._unknown_keys(table, PLAYER_KEYS, message("a player"), name)
        colour = table.get("colour")
        if colour is not None and not isinstance(colour, str):
            self.fail(not_a_colour(shown(colour), colours), name)
            colour = None
        kept = self._kept(table.get("poi_kept", ()), name)
        board = self._board(table.get("zones", {}), name, colours, layout)
        return Player(name, board, kept, colour.lower() if colour else None)

    def _kept(self, kept: Any, player: str) -> tuple[PoiKind, ...]:
        if not isinstance(kept, (list, tuple)):
            self.fail(
                message(
                    'poi_kept must be a list such as ["chest"]; kinds: {kinds}',
                    kinds=tuple(POI_KINDS),
                ),
                player,
            )
            return ()
        result = []
        for item in kept:
            word = item.strip().lower() if isinstance(item, str) else None
            if word not in POI_KINDS:
                self.fail(
                    message(
                        "poi_kept: {item} is not a point of interest; kinds: {kinds}",
                        item=shown(item),
                        kinds=tuple(POI_KINDS),
                    ),
                    player,
                )
            else:
                result.append(POI_KINDS[word])
        return tuple(result)

    def _board(
        self, zones: Any, player: str, colours: tuple[str, ...], layout: Layout | None
    ) -> Board:
        if not isinstance(zones, dict):
            self.fail(message('[players.zones] must be a table of ZONE = "text" lines'), player)
            zones = {}
        contents: dict[str, Content] = {}
        for key, text in zones.items():
            zone = key if key in _ZONE_KEYS else key.strip().upper()
            if layout is not None and zone not in layout:
                self.fail(
                    message(
                        "unknown zone {zone}; zones are {zones}",
                        zone=shown(key),
                        zones=zone_ranges(layout),
                    ),
                    player,
                    key,
                )
                continue
            if zone in contents:
                self.fail(message("the zone is written twice"), player, zone)
                continue
            try:
                content = read_zone(text, colours, self.expedition)
            except NotationError as error:
                self.fail(_words(error), player, zone)
                continue
            if content is not None:
                contents[zone] = content
        layout = layout or STANDARD
        return Board({zone: contents[zone] for zone in layout if zone in contents}, layout)


def _words(error: NotationError) -> Message:
    # read_zone words every refusal as a Message (only the app's entry field has others).
    assert isinstance(error.words, Message), error.words
    return error.words


# Zone keys as they are usually written, so that most need no normalising.
_ZONE_KEYS = frozenset(STANDARD)


def _layout(reference: str, base: Path | None) -> Layout:
    """The layout a game names; a built-in one is read once, a layout file every time (it may
    have been corrected since)."""
    if (
        "/" not in reference
        and "\\" not in reference
        and (layout := _built_in_layout(reference)) is not None
    ):
        return layout
    return load_layout(reference, base)


@cache
def _built_in_layout(name: str) -> Layout | None:
    if name == "standard":
        return STANDARD  # the model's own, so its derived tables are shared with every game
    return load_layout(name) if (BUILT_IN_LAYOUTS / f"{name}.toml").is_file() else None


def zone_ranges(layout: Layout) -> tuple[str, ...]:
    """Each row's zones, first to last ("A1–A4"): a list, said with the reader's separator."""
    rows: dict[str, list[str]] = {}
    for zone in layout:
        rows.setdefault(zone.rstrip("0123456789"), []).append(zone)
    return tuple(
        f"{zones[0]}–{zones[-1]}" if len(zones) > 1 else zones[0] for zones in rows.values()
    )
