"""Reading game files (TOML). Every problem is collected and reported; nothing is half-loaded."""

from __future__ import annotations

import re
import tomllib
from pathlib import Path
from typing import Any

from ..model import (EXPEDITIONS, MULTI, Board, Game, Layout, LayoutError, Player, Poi, PoiKind,
                     RuleSwitches, Species, Stingray, Tile, load_layout)
from ..model.tiles import DEFAULT_COLOURS
from .errors import GameFileError, NotationError, Problem, shown
from .notation import FLAG_WORDS, ICON_WORDS, TOKEN_WORDS, parse_zone

FORMAT_VERSION = 1
MAX_FILE_BYTES = 1_000_000
MIN_PLAYERS, MAX_PLAYERS = 2, 4
MAX_NAME = 40
MAX_KEY_PARTS = 16
_KEY_PART = r"""(?:[A-Za-z0-9_-]++|"[^"\n]*+"|'[^'\n]*+')"""
_DEEP_KEY = re.compile(  # possessive, so that no text makes the search backtrack
    rf"(?<![A-Za-z0-9_-])(?:{_KEY_PART}[ \t]*+\.[ \t]*+){{{MAX_KEY_PARTS},}}")
GAME_KEYS = ("version", "expedition", "colours", "layout", "rules", "players")
PLAYER_KEYS = ("name", "poi_kept", "zones", "colour")
RULE_SWITCHES = tuple(RuleSwitches.__dataclass_fields__)
RESERVED = set(ICON_WORDS) | set(FLAG_WORDS) | set(TOKEN_WORDS) | {MULTI, "hidden", "empty"}


def load_game(path: str | Path) -> Game:
    """Read and check a game file; raises GameFileError naming the file and every problem."""
    path = Path(path)
    try:
        size = path.stat().st_size
        if size > MAX_FILE_BYTES:
            raise GameFileError(Problem(f"the file is {size:,} bytes; a game file is at most "
                                        f"{MAX_FILE_BYTES:,}"), str(path))
        # A device or a pipe reports no size: never read more than a game file can hold.
        with path.open("rb") as file:
            data = file.read(MAX_FILE_BYTES + 1)
    except OSError as error:
        raise GameFileError(Problem(f"cannot read the file: {error.strerror or error}"),
                            str(path)) from None
    if len(data) > MAX_FILE_BYTES:
        raise GameFileError(Problem(f"the file holds more than {MAX_FILE_BYTES:,} bytes; a game "
                                    f"file is at most {MAX_FILE_BYTES:,}"), str(path))
    try:
        text = data.decode("utf-8")
    except UnicodeDecodeError as error:
        raise GameFileError(Problem(f"not a text file (UTF-8): byte {error.start} is "
                                    f"{data[error.start:error.start + 1]!r}"), str(path)) from None
    return parse_game(text, str(path), base=path.parent)


def parse_game(text: str, source: str = "<game>", base: Path | None = None) -> Game:
    """Build a game from game-file text."""
    if len(text) > MAX_FILE_BYTES:
        raise GameFileError(Problem(f"the game is {len(text):,} characters long; a game file is "
                                    f"at most {MAX_FILE_BYTES:,} bytes"), source)
    # tomllib takes quadratic time on long dotted keys, so they are refused before parsing, and
    # it recurses into nested arrays and tables until Python stops it. Neither is a game file.
    if deep := _DEEP_KEY.search(text):
        line = text.count("\n", 0, deep.start()) + 1
        raise GameFileError(Problem(f"a key with more than {MAX_KEY_PARTS} dotted parts; a game "
                                    f"file's keys have at most 3", line=line), source)
    try:
        data = tomllib.loads(text)
    except tomllib.TOMLDecodeError as error:
        raise GameFileError(_toml_problem(error), source) from None
    except RecursionError:
        raise GameFileError(Problem("arrays or tables nested too deeply to be a game file"),
                            source) from None
    return _Reader(source, base).game(data)


def _toml_problem(error: tomllib.TOMLDecodeError) -> Problem:
    message = str(error)
    match = re.search(r"\(at line (\d+), column \d+\)", message)
    line = int(match.group(1)) if match else None
    message = re.sub(r"\s*\(at line \d+, column \d+\)", "", message)
    return Problem(f"not valid TOML: {message}", line=line)


class _Reader:
    """Checks a parsed TOML document and builds the game, collecting every problem on the way."""

    def __init__(self, source: str, base: Path | None) -> None:
        self.source = source
        self.base = base
        self.problems: list[Problem] = []

    def fail(self, message: str, player: str | None = None, zone: str | None = None) -> None:
        self.problems.append(Problem(message, player, zone))

    def game(self, data: dict[str, Any]) -> Game:
        self._unknown_keys(data, GAME_KEYS, "the game")
        version = data.get("version", FORMAT_VERSION)
        if version != FORMAT_VERSION or isinstance(version, bool):
            self.fail(f"version = {shown(version)} is not supported; this fathom-score reads "
                      f"version {FORMAT_VERSION} game files")
        expedition = self._expedition(data)
        colours = self._colours(data.get("colours", list(DEFAULT_COLOURS)))
        layout, layout_ref = self._layout(data.get("layout", "standard"))
        rules = self._rules(data.get("rules", {}))
        players = self._players(data.get("players"), expedition, colours, layout)
        if self.problems:
            raise GameFileError(self.problems, self.source)
        return Game(expedition, tuple(players), tuple(colours), layout, layout_ref, rules)

    def _unknown_keys(self, table: dict, allowed: tuple[str, ...], what: str,
                      player: str | None = None) -> None:
        for key in table:
            if key not in allowed:
                self.fail(f"unknown key {shown(key)} in {what}; allowed: {', '.join(allowed)}",
                          player)

    def _expedition(self, data: dict) -> int:
        number = data.get("expedition")
        if number is None:
            self.fail("missing 'expedition = N' (1 to 4)")
        elif type(number) is not int or number not in EXPEDITIONS:
            self.fail(f"expedition = {shown(number)}: the expedition must be 1, 2, 3 or 4")
        else:
            return number
        return 0

    def _colours(self, colours: Any) -> list[str]:
        if not isinstance(colours, list) or not all(isinstance(c, str) for c in colours):
            self.fail("colours must be a list of names, e.g. colours = [\"red\", \"blue\"]")
            return list(DEFAULT_COLOURS)
        names = [c.strip().lower() for c in colours]
        for name in names:
            if not re.fullmatch(r"[a-z][a-z0-9_-]{0,19}", name) or name in RESERVED:
                self.fail(f"colour {shown(name)} cannot be used: a colour is one short word that "
                          f"is not an icon, flag or token word")
        if len(set(names)) != len(names) or not names:
            self.fail("colours must name at least one colour, each once")
        return names or list(DEFAULT_COLOURS)

    def _layout(self, reference: Any) -> tuple[Layout | None, str]:
        if not isinstance(reference, str):
            self.fail("layout must be a name (standard) or the path of a layout file")
            return None, "standard"
        try:
            return load_layout(reference, self.base), reference
        except LayoutError as error:
            self.fail(str(error))
            return None, reference

    def _rules(self, table: Any) -> RuleSwitches:
        if not isinstance(table, dict):
            self.fail("[rules] must be a table of switches")
            return RuleSwitches()
        self._unknown_keys(table, RULE_SWITCHES, "[rules]")
        switches = {}
        for key in RULE_SWITCHES:
            if key in table:
                if isinstance(table[key], bool):
                    switches[key] = table[key]
                else:
                    self.fail(f"[rules] {key} must be true or false, not {shown(table[key])}")
        return RuleSwitches(**switches)

    def _players(self, players: Any, expedition: int, colours: list[str],
                 layout: Layout | None) -> list[Player]:
        if not isinstance(players, list) or not all(isinstance(p, dict) for p in players):
            self.fail("the game needs [[players]] tables, one per player (2 to 4)")
            return []
        if not MIN_PLAYERS <= len(players) <= MAX_PLAYERS:
            self.fail(f"a game has {MIN_PLAYERS} to {MAX_PLAYERS} players, this one has "
                      f"{len(players)}")
        result, seen = [], set()
        for index, table in enumerate(players, start=1):
            player = self._player(table, index, expedition, colours, layout)
            if player is None:
                continue
            if player.name.casefold() in seen:
                self.fail(f"two players are called {player.name!r}; each name must be different",
                          player.name)
            seen.add(player.name.casefold())
            result.append(player)
        return result

    def _player(self, table: dict, index: int, expedition: int, colours: list[str],
                layout: Layout | None) -> Player | None:
        name = table.get("name")
        if not isinstance(name, str) or not name.strip():
            self.fail(f"player {index} needs a name, e.g. name = \"Ana\"")
            name = f"#{index}"
        name = name.strip()
        if len(name) > MAX_NAME or not name.isprintable():
            self.fail(f"a name is at most {MAX_NAME} printable characters", name[:MAX_NAME])
        self._unknown_keys(table, PLAYER_KEYS, "a player", name)
        colour = table.get("colour")
        if colour is not None and (not isinstance(colour, str) or colour.lower() not in colours):
            self.fail(f"colour {shown(colour)} is not one of {', '.join(colours)}", name)
            colour = None
        kept = self._kept(table.get("poi_kept", []), name)
        board = self._board(table.get("zones", {}), name, expedition, colours, layout)
        if board is None:
            return None
        self._poi_kinds(board, kept, name)
        return Player(name, board, kept, colour.lower() if colour else None)

    def _kept(self, kept: Any, player: str) -> tuple[PoiKind, ...]:
        kinds = [k.value for k in PoiKind]
        if not isinstance(kept, list):
            self.fail(f"poi_kept must be a list such as [\"chest\"]; kinds: {', '.join(kinds)}",
                      player)
            return ()
        result = []
        for item in kept:
            word = item.strip().lower() if isinstance(item, str) else item
            if word not in kinds:
                self.fail(f"poi_kept: {shown(item)} is not a point of interest; kinds: "
                          f"{', '.join(kinds)}", player)
            else:
                result.append(PoiKind(word))
        return tuple(result)

    def _board(self, zones: Any, player: str, expedition: int, colours: list[str],
               layout: Layout | None) -> Board | None:
        if not isinstance(zones, dict):
            self.fail("[players.zones] must be a table of ZONE = \"text\" lines", player)
            return None
        contents = {}
        for key, text in zones.items():
            zone = key.strip().upper()
            if layout is not None and zone not in layout:
                self.fail(f"unknown zone {shown(key)}; zones are {_zone_ranges(layout)}", player,
                          key)
                continue
            if zone in contents:
                self.fail("the zone is written twice", player, zone)
                continue
            try:
                content = parse_zone(text, colours)
            except NotationError as error:
                self.fail(f"{error}", player, zone)
                continue
            if content is not None:
                self._allowed(content, expedition, player, zone)
                contents[zone] = content
        self._cameras(contents, player)
        if layout is None:
            return None
        return Board({z: contents[z] for z in layout if z in contents}, layout)

    def _allowed(self, content, expedition: int, player: str, zone: str) -> None:
        if expedition not in EXPEDITIONS:
            return
        allowed = EXPEDITIONS[expedition]
        if isinstance(content, Stingray) and not allowed.stingrays:
            self.fail(f"stingray tokens are only used in Expedition 4, this is Expedition "
                      f"{expedition}", player, zone)
        if isinstance(content, Tile):
            for species in content.species:
                if species not in allowed.all_species:
                    home = next(e for e in EXPEDITIONS.values() if species in e.species)
                    self.fail(f"{species.label} belongs to Expedition {home.number}, this is "
                              f"Expedition {expedition} (its species: "
                              f"{', '.join(s.label for s in allowed.all_species)})", player, zone)

    def _cameras(self, contents: dict, player: str) -> None:
        cameras = [z for z, c in contents.items() if isinstance(c, Tile) and c.has(Species.CAMERA)]
        if len(cameras) > 1:
            self.fail(f"a board holds at most one deep-sea camera, this one has "
                      f"{len(cameras)} ({', '.join(cameras)})", player, cameras[1])

    def _poi_kinds(self, board: Board, kept: tuple[PoiKind, ...], player: str) -> None:
        on_board = [(z, p.kind) for z, p in board.pois() if p.kind is not None]
        hidden = sum(1 for _, p in board.pois() if p.kind is None)
        seen: dict[PoiKind, str] = {}
        for where, kind in on_board + [("poi_kept", k) for k in kept]:
            if kind in seen:
                # Name the zone even when the second copy is the one kept beside the board.
                zone = next((z for z in (where, seen[kind]) if z != "poi_kept"), None)
                self.fail(f"the {kind} point of interest appears twice ({seen[kind]} and "
                          f"{where}); each player has one token of each kind", player, zone)
            seen[kind] = where
        total = len(on_board) + len(kept) + hidden
        if total > len(PoiKind):
            self.fail(f"{total} points of interest (on the board and kept); each player has "
                      f"only {len(PoiKind)}", player)


def _zone_ranges(layout: Layout) -> str:
    rows: dict[str, list[str]] = {}
    for zone in layout:
        rows.setdefault(zone.rstrip("0123456789"), []).append(zone)
    return ", ".join(f"{zones[0]}–{zones[-1]}" if len(zones) > 1 else zones[0]
                     for zones in rows.values())
