"""Whether a game could have been played: every rule a game must obey, decided in one place.

The game-file loader, `fathom-score validate` and the app all ask this module; the file reader
only checks that a file is readable TOML of the right shape. Each check returns every problem
it finds, each naming the player and the zone where the file or the app can show it.

- `game_problems(game)`: everything wrong with a whole game.
- `player_problems(game, player)`: everything wrong with one player (a whole board and the
  points of interest kept beside it).
- `zone_problems(game, player, zone)` and `change_problems(game, player, zone, content)`: the
  cheap check of one zone, for the app, which only ever changes a legal game.

A message says how to put a point of interest right in the game file's words (`poi_kept`);
the app passes its own `Wording`, so that the same message tells a player what to type (`+s`).
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from functools import lru_cache

from ..model import (
    DIRECTIONS,
    EXPEDITIONS,
    MULTI,
    Board,
    Content,
    Game,
    Player,
    Poi,
    PoiKind,
    Species,
    Stingray,
    Tile,
)
from ..model.names import MAX_NAME, name_problem
from ..words import Message, and_list, message
from .errors import FILE, Problem, Wording, shown, species_name
from .words import RESERVED, icon_names

MIN_PLAYERS, MAX_PLAYERS = 2, 4
MAX_ICONS = 3
_COLOUR_NAME = re.compile(r"[a-z][a-z0-9_-]{0,19}")

# The species that come on a tile of their own, one icon each.
ADVANCED = frozenset(s for e in EXPEDITIONS.values() for s in e.species)


# The whole game ---------------------------------------------------------------------------


def game_problems(game: Game) -> list[Problem]:
    """Every rule the game breaks: the table's settings first, then player by player."""
    problems = _expedition_problems(game.expedition_number)
    problems += [Problem(m) for m in _colour_name_problems(tuple(game.colours))]
    problems += _seat_problems(game.players)
    for index in range(len(game.players)):
        problems += player_problems(game, index)
    return problems


def _expedition_problems(number: object) -> list[Problem]:
    if number is None:
        return [Problem(message("missing 'expedition = N' (1 to 4)"))]
    if type(number) is not int or number not in EXPEDITIONS:
        return [
            Problem(
                message(
                    "expedition = {number}: the expedition must be 1, 2, 3 or 4",
                    number=shown(number),
                )
            )
        ]
    return []


@lru_cache(maxsize=64)
def _colour_name_problems(colours: tuple[str, ...]) -> tuple[Message, ...]:
    # A colour is typed in zone texts, so it must be one plain word the notation cannot mistake
    # for an icon, a flag or a token.
    problems = [
        message(
            "colour {name} cannot be used: a colour is one short word that is not "
            "an icon, flag or token word",
            name=shown(name),
        )
        for name in colours
        if not _COLOUR_NAME.fullmatch(name) or name in RESERVED
    ]
    if len(set(colours)) != len(colours) or not colours:
        problems.append(message("colours must name at least one colour, each once"))
    return tuple(problems)


def _seat_problems(players: Sequence[Player]) -> list[Problem]:
    problems = []
    if not MIN_PLAYERS <= len(players) <= MAX_PLAYERS:
        problems.append(
            Problem(
                message(
                    "a game has {least} to {most} players, this one has {count}",
                    least=MIN_PLAYERS,
                    most=MAX_PLAYERS,
                    count=len(players),
                )
            )
        )
    seen = set()
    for index, player in enumerate(players, start=1):
        if not player.name.strip():
            problems.append(Problem(needs_a_name(index)))
        elif (problem := name_problem(player.name)) is not None:
            problems.append(Problem(problem, player.name[:MAX_NAME]))
        if player.name.casefold() in seen:
            problems.append(
                Problem(
                    message(
                        "two players are called {name!r}; each name must be different",
                        name=player.name,
                    ),
                    player.name,
                )
            )
        seen.add(player.name.casefold())
    return problems


# One player -------------------------------------------------------------------------------


def player_problems(game: Game, player: int, wording: Wording = FILE) -> list[Problem]:
    """Every rule one player's board and kept points of interest break, worded for the game
    file unless told otherwise."""
    seat = game.players[player]
    name, board = seat.name, seat.board
    expedition, colours = _expedition(game), tuple(game.colours)
    problems = []
    if seat.colour is not None and seat.colour not in colours:
        problems.append(Problem(not_a_colour(shown(seat.colour), colours), name))
    problems += _kept_problems(seat.poi_kept, expedition, name, wording)
    for zone, content in board.zones.items():
        if zone not in board.layout:
            problems.append(Problem(message("unknown zone {zone}", zone=shown(zone)), name, zone))
        elif messages := content_problems(content, expedition, colours, wording):
            problems += [Problem(message, name, zone) for message in messages]
    problems += _camera_problems(board, name)
    problems += _poi_token_problems(board, seat.poi_kept, name, wording)
    return problems


def _expedition(game: Game) -> int | None:
    """The game's expedition, or None when it has none that the rules know (already a
    problem): the expedition's own rules are then not checked."""
    number = game.expedition_number
    return number if type(number) is int and number in EXPEDITIONS else None


def _kept_problems(
    kept: Sequence[PoiKind], expedition: int | None, player: str, wording: Wording
) -> list[Problem]:
    if expedition not in EXPEDITIONS:
        return []
    keeps = EXPEDITIONS[expedition]
    return [
        Problem(
            message(
                "Expedition {expedition} leaves the {kind} on its zone: {put}",
                expedition=expedition,
                kind=kind.word,
                put=wording.put(kind),
            ),
            player,
        )
        for kind in kept
        if keeps.keeps_on_board(kind)
    ]


def _camera_problems(board: Board, player: str) -> list[Problem]:
    cameras = [
        zone
        for zone, content in board.zones.items()
        if isinstance(content, Tile)
        and any(species is Species.CAMERA for species, _ in content.icons)
    ]
    if len(cameras) <= 1:
        return []
    cameras.sort(key=board.layout.zones.index)
    return [
        Problem(
            message(
                "a board holds at most one deep-sea camera, this one has {count} ({zones})",
                count=len(cameras),
                zones=tuple(cameras),
            ),
            player,
            cameras[1],
        )
    ]


def _poi_token_problems(
    board: Board, kept: Sequence[PoiKind], player: str, wording: Wording
) -> list[Problem]:
    """Each player has one token of each kind: no kind twice, and no more than four tokens."""
    pois = [(zone, c) for zone, c in board.zones.items() if isinstance(c, Poi)]
    on_board: list[tuple[str | None, PoiKind]] = [
        (zone, poi.kind) for zone, poi in pois if poi.kind is not None
    ]
    problems: list[Problem] = []
    seen: dict[PoiKind, str | None] = {}  # where each kind lies: its zone, or None when kept
    for zone, kind in on_board + [(None, k) for k in kept]:
        if kind in seen:
            places = [wording.kept if z is None else z for z in (seen[kind], zone)]
            # Name the zone even when the second copy is the one kept beside the board.
            problems.append(
                Problem(
                    message(
                        "two {kind} tokens ({places}); each player has one",
                        kind=kind.word,
                        places=and_list(places),
                    ),
                    player,
                    zone or seen[kind],
                )
            )
        seen[kind] = zone
    total = len(pois) + len(kept)
    if total > len(PoiKind):
        problems.append(
            Problem(
                message(
                    "{count} points of interest (on the board and kept); each player has "
                    "only {most}",
                    count=total,
                    most=len(PoiKind),
                ),
                player,
            )
        )
    return problems


# One zone ---------------------------------------------------------------------------------


def zone_problems(game: Game, player: int, zone: str, wording: Wording = FILE) -> list[Problem]:
    """The problems with what lies in one zone of one player's board.

    Only what this zone's content can break is checked (its own content, and the board-wide
    limits its kind of content counts towards), so a change to a legal game is checked without
    reading every zone. The app calls it on the game as changed, with its own wording.
    """
    seat = game.players[player]
    content = seat.board[zone]
    if content is None:
        return []  # an emptied zone breaks no rule: every limit is an upper bound
    if zone not in game.layout:
        return [Problem(message("unknown zone {zone}", zone=shown(zone)), seat.name, zone)]
    messages = content_problems(content, _expedition(game), tuple(game.colours), wording)
    problems = [Problem(message, seat.name, zone) for message in messages]
    if isinstance(content, Tile) and content.has(Species.CAMERA):
        problems += _camera_problems(seat.board, seat.name)
    if isinstance(content, Poi):
        problems += _poi_token_problems(seat.board, seat.poi_kept, seat.name, wording)
    return problems


def change_problems(
    game: Game, player: int, zone: str, content: Content | None, wording: Wording = FILE
) -> list[Problem]:
    """The problems that putting `content` in `zone` of a player's board would cause."""
    seat = game.players[player]
    changed = game.with_player(
        player, Player(seat.name, seat.board.with_zone(zone, content), seat.poi_kept, seat.colour)
    )
    return zone_problems(changed, player, zone, wording)


@lru_cache(maxsize=4096)
def content_problems(
    content: Content, expedition: int | None, colours: tuple[str, ...], wording: Wording = FILE
) -> tuple[Message, ...]:
    """What is wrong with one tile or token in a zone of this expedition, as messages.

    Boards repeat the same few contents and all of them are immutable, so each combination is
    judged once.
    """
    if isinstance(content, Tile):
        # A species from another expedition first: nothing else written on the tile puts that
        # right (a camera in Expedition 1 is told so, not that it needs a direction).
        return species_problems(content, expedition) + tuple(
            tile_problems(content, colours, expedition)
        )
    if expedition not in EXPEDITIONS:
        return ()
    rules = EXPEDITIONS[expedition]
    if isinstance(content, Stingray) and not rules.stingrays:
        return (
            message(
                "stingray tokens are only used in Expedition 4, this is Expedition {expedition}",
                expedition=expedition,
            ),
        )
    if isinstance(content, Poi) and content.kind and not rules.keeps_on_board(content.kind):
        return (
            message(
                "Expedition {expedition} keeps the {kind} off the board: {keep}",
                expedition=expedition,
                kind=content.kind.word,
                keep=wording.keep(content.kind),
            ),
        )
    return ()


def species_problems(tile: Tile, expedition: int | None) -> tuple[Message, ...]:
    """The species on a tile that belong to another expedition than this one."""
    if expedition not in EXPEDITIONS:
        return ()
    allowed = EXPEDITIONS[expedition].all_species
    problems = []
    for species in tile.species:
        if species not in allowed:
            home = next(e for e in EXPEDITIONS.values() if species in e.species)
            problems.append(
                message(
                    "{species} belongs to Expedition {home}, this is Expedition {expedition}",
                    species=species_name(species),
                    home=home.number,
                    expedition=expedition,
                )
            )
    return tuple(problems)


def tile_problems(
    tile: Tile, colours: Sequence[str], expedition: int | None = None
) -> list[Message]:
    """What a tile breaks of the rules for tiles as printed (README ruling 12), in any
    expedition; the first is the one that matters most to whoever wrote it. The expedition, if
    given, only narrows the icons a message offers to its own."""
    icons = dict(tile.icons)
    problems = _colour_problems(tile, colours) + _icon_problems(tile, icons, expedition)
    # A multicoloured coral may share its tile with other core icons; the colour it is counted
    # as then applies to the whole tile (the camera sees that colour too).
    if tile.colour == MULTI and icons and Species.CORAL not in icons:
        problems.append(
            message(
                "only a coral tile can be multicoloured (multi): add the coral icon or "
                "give the tile its colour"
            )
        )
    problems += _pin_problems(tile, colours) + _stack_problems(tile, icons)
    problems += _facing_problems(tile, icons)
    return problems


def _colour_problems(tile: Tile, colours: Sequence[str]) -> list[Message]:
    if tile.colour is None:
        return [
            message(
                "a tile needs a colour: one of {colours}, or multi for a multicoloured coral",
                colours=tuple(colours),
            )
        ]
    if tile.colour != MULTI and colours and tile.colour not in colours:
        return [unknown_colour(tile.colour, colours)]
    return []


def _icon_problems(tile: Tile, icons: dict[Species, int], expedition: int | None) -> list[Message]:
    problems = []
    if not icons and tile.discovered:
        problems.append(
            message("a discovered tile needs an icon: {icons}", icons=tuple(icon_names(expedition)))
        )
    problems += [count_problem(count) for count in icons.values() if not 1 <= count <= MAX_ICONS]
    advanced = [s for s in icons if s in ADVANCED]
    if advanced and (len(icons) > 1 or icons[advanced[0]] > 1):
        problems.append(
            message(
                "a {species} tile shows a single {icon} icon and nothing else",
                species=species_name(advanced[0]),
                icon=advanced[0].value,
            )
        )
    return problems


def _pin_problems(tile: Tile, colours: Sequence[str]) -> list[Message]:
    if tile.pinned is None:
        return []
    if tile.colour != MULTI:
        return [
            message(
                "'as {pinned}' pins a multicoloured coral; this tile is {colour}",
                pinned=tile.pinned,
                colour=str(tile.colour),
            )
        ]
    if tile.pinned not in colours:
        return [unknown_colour(tile.pinned, colours)]
    return []


def unknown_colour(name: str, colours: Sequence[str]) -> Message:
    return message(
        "unknown colour {name!r}; this game's colours are {colours}",
        name=name,
        colours=tuple(colours),
    )


def not_a_colour(shown_name: str, colours: Sequence[str]) -> Message:
    """A player's colour that is none of the game's."""
    return message("colour {name} is not one of {colours}", name=shown_name, colours=tuple(colours))


def needs_a_name(index: int) -> Message:
    return message('player {index} needs a name, e.g. name = "Ana"', index=index)


def count_problem(count: object) -> Message:
    return message(
        "an icon count must be 1 to {most}, not {count}", most=MAX_ICONS, count=str(count)
    )


def unknown_direction(word: str) -> Message:
    return message(
        "unknown direction {word!r}; a camera faces one of {directions}",
        word=word,
        directions=tuple(DIRECTIONS),
    )


def _stack_problems(tile: Tile, icons: dict[Species, int]) -> list[Message]:
    if not tile.stacked:
        return []
    if Species.ANGLERFISH not in icons:
        return [message("only anglerfish can be stacked")]
    if not tile.discovered:
        return [message("only discovered anglerfish are stacked; a stack cannot be undiscovered")]
    return []


def _facing_problems(tile: Tile, icons: dict[Species, int]) -> list[Message]:
    if Species.CAMERA in icons and tile.facing is None:
        return [
            message("a camera needs the direction it faces: 'facing E' (E, W, NE, NW, SE or SW)")
        ]
    if tile.facing is not None and Species.CAMERA not in icons:
        return [message("only a camera has 'facing'")]
    if tile.facing is not None and tile.facing not in DIRECTIONS:
        return [unknown_direction(tile.facing)]
    return []
