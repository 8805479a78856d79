"""The rules screen's content: each scoring rule in plain words, with a tiny example board.

Every example is a small game scored by the core, so the points shown beside an example are
the core's own and can never drift from the rules the app applies.
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass

from ..gamefile import parse_zone
from ..model import DEFAULT_COLOURS, Board, Content, Game, Player, PoiKind
from ..rules.reasons import Reason
from ..scoring import PlayerScore, Scorepad
from ..words import Message, english, message, ordinal, plural_message, points, say


@dataclass(frozen=True)
class RuleGuide:
    key: str  # Reason.rule, or a scorepad story
    title: Message
    text: Message
    example: Game
    category: str | None  # the scorepad row whose reasons the example shows


def _board(**zones: str) -> Board:
    return Board({zone: _content(text) for zone, text in zones.items()})


def _content(text: str) -> Content:
    content = parse_zone(text, DEFAULT_COLOURS)
    assert content is not None, f"an example zone holds something, not {text!r}"
    return content


def _game(expedition: int, *boards: Board, kept: tuple[PoiKind, ...] = ()) -> Game:
    names = ("Ana", "Ben", "Cy", "Dee")
    return Game(
        expedition,
        tuple(Player(names[i], board, kept if i == 0 else ()) for i, board in enumerate(boards)),
    )


GUIDES = (
    RuleGuide(
        "coral",
        message("Coral"),
        message(
            "Corals of one colour that touch form a group, and every group scores by its size: "
            "a lone coral is worth 1, 2 are worth 4, 3 → 9, 4 → 15, 5 → 21 and 6 or more → 28. A "
            "coral icon counts even on a tile that shows other animals too. Two groups of the same "
            "colour that do not touch score separately."
        ),
        _game(1, _board(C3="red coral", C4="red coral", D4="red fish coral", E5="blue coral")),
        "coral",
    ),
    RuleGuide(
        "schooling_fish",
        message("Schooling fish"),
        message(
            "Touching zones with fish icons make a school. Count the icons, not the tiles: a "
            "school of 6 or more icons scores 9 however big it grows, and a smaller school scores "
            "nothing."
        ),
        _game(1, _board(C3="yellow 2 fish", C4="blue fish", D4="red 3 fish", F1="green fish")),
        "schooling_fish",
    ),
    RuleGuide(
        "sea_cucumber",
        message("Sea cucumber"),
        message(
            "The table compares how many sea-cucumber icons each board shows. The most takes 1st "
            "place (12), then 7, 3 and 0. Players on the same count share that place and split its "
            "points, rounding down, and the next count takes the next place. A board with none "
            "takes no place (unless the game's sea_cucumber_zero_scores switch is on)."
        ),
        _game(
            1,
            _board(D4="red 2 cucumber"),
            _board(D4="blue 2 cucumber"),
            _board(D4="green cucumber"),
        ),
        "sea_cucumber",
    ),
    RuleGuide(
        "crustacean",
        message("Crustacean"),
        message(
            "Each crustacean icon looks at the zones around it: coral there is worth 2, and coral "
            "of two or more colours there is worth 2 more. Coral on the crustacean's own tile does "
            "not count: it is not around it."
        ),
        _game(
            1,
            _board(
                D4="blue crustacean", C4="red coral", D5="yellow coral", F2="green crustacean coral"
            ),
        ),
        "crustacean",
    ),
    RuleGuide(
        "whalefall",
        message("Whalefall (Expedition 1)"),
        message(
            "The scavengers — sea cucumber, schooling fish and crustacean — gather round a "
            "whalefall: each of those species in a zone next to it scores 2, and having all three "
            "adds 1."
        ),
        _game(
            1,
            _board(D4="green whalefall", C4="red cucumber", D5="blue fish", E4="yellow crustacean"),
        ),
        "whalefall",
    ),
    RuleGuide(
        "siphonophore",
        message("Siphonophore (Expedition 1)"),
        message(
            "A siphonophore wants space: 1 point for each zone around it that is empty at the "
            "end, with no tile and no token, plus 2 if it sits on the board's edge. An "
            "undiscovered tile is removed before scoring, so its zone counts as empty. The space "
            "beyond the edge is not a zone and never counts."
        ),
        _game(1, _board(A1="red siphonophore", A2="blue coral")),
        "siphonophore",
    ),
    RuleGuide(
        "anglerfish",
        message("Anglerfish (Expedition 2)"),
        message(
            "Anglerfish only score in pairs stacked on one zone: each stack is worth 6 and counts "
            "as two discovered tiles. A single anglerfish scores nothing."
        ),
        _game(2, _board(D4="red anglerfish stacked", D6="blue anglerfish")),
        "anglerfish",
    ),
    RuleGuide(
        "camera",
        message("Deep-sea camera (Expedition 2)"),
        message(
            "The camera looks in a straight line from its zone to the edge of the board, in the "
            "direction it faces; nothing blocks the view. It scores 1 for each species it sees "
            "(coral, fish, sea cucumber, crustacean, anglerfish), 1 for each tile colour and 1 for "
            "each face-up point of interest (St, Ch, Ru or Wr on the board: statue, chest, rubble "
            "or wreck, whose own points come in a later lesson), and 5 more if it sees all five "
            "species."
        ),
        _game(
            2,
            _board(
                D1="green camera facing E",
                D2="red coral",
                D3="blue fish",
                D5="yellow cucumber",
                D6="poi statue",
                B2="red crustacean",
            ),
        ),
        "camera",
    ),
    RuleGuide(
        "jellyfish",
        message("Jellyfish (Expedition 3)"),
        message(
            "Jellyfish score in shapes: two touching make a line (6), three that all touch make a "
            "triangle (12), and two triangles sharing a side make a diamond (20). Each jellyfish "
            "belongs to one shape at most, and the board scores the best way of splitting them up."
        ),
        _game(
            3,
            _board(
                C3="red jellyfish",
                C4="blue jellyfish",
                D4="red jellyfish",
                D5="green jellyfish",
                F3="yellow jellyfish",
            ),
        ),
        "jellyfish",
    ),
    RuleGuide(
        "finless_sole",
        message("Finless sole (Expedition 4)"),
        message(
            "Count the finless sole icons on the board: one is worth 2, two are worth 6, and three "
            "or more are worth 12."
        ),
        _game(4, _board(B2="red sole", F3="blue sole")),
        "finless_sole",
    ),
    RuleGuide(
        "stingrays",
        message("Stingrays (Expedition 4)"),
        message("Every stingray token still on the board at the end scores 2."),
        _game(4, _board(C2="stingray", E5="stingray", D4="red coral")),
        "stingrays",
    ),
    RuleGuide(
        "poi",
        message("Points of interest"),
        message(
            "A discovered point of interest scores what the expedition says it is worth, whether "
            "it stays on its zone or was taken beside the board. Expedition 1: statue +5, "
            "chest +2, rubble −2, wreck 0. Expedition 2: statue +4, chest +3, rubble +2, wreck +1. "
            "Expedition 3: statue +8, the rest 0. Expedition 4: chest +5, rubble −2, the rest 0. "
            "A token still face down scores nothing. Once discovered, a token leaves its zone and "
            "is kept beside the board, except where its expedition keeps it there: in "
            "Expedition 1 the wreck, in Expedition 2 all four, in Expedition 3 none, in "
            "Expedition 4 the statue and the wreck."
        ),
        _game(1, _board(A1="poi statue", G4="poi hidden"), kept=(PoiKind.CHEST,)),
        "poi",
    ),
    RuleGuide(
        "multicoloured_coral",
        message("Multicoloured coral"),
        message(
            "A multicoloured coral counts as one colour of its owner's choice, for coral groups, "
            "for the crustaceans beside it and for the camera. Pin a colour with 'as red' (quick "
            "code mc=r); otherwise the app picks the colour that gives the highest total and shows "
            "what each other colour would have given."
        ),
        _game(
            1,
            _board(
                C3="red coral",
                C4="multi coral",
                D4="blue coral",
                D5="blue coral",
                E5="yellow crustacean",
            ),
        ),
        "coral",
    ),
    RuleGuide(
        "tiebreak",
        message("Winner and ties"),
        message(
            "The highest total wins. Players level on points are separated by how many discovered "
            "tiles their ocean boards hold (a stacked anglerfish pair counts two). Players still "
            "level share the place: the rules go no further."
        ),
        _game(
            1,
            _board(C3="red coral", C4="red coral", C5="red coral", E2="blue fish"),
            _board(C3="blue coral", C4="blue coral", C5="blue coral"),
        ),
        None,
    ),
)

GUIDE_BY_KEY = {guide.key: guide for guide in GUIDES}


def reason_line(reason: Reason) -> str:
    """A reason as one line in the reader's language: what it is, its working and its points,
    each said once (a working that already ends in the points, as its English shows, is not
    followed by "= points" again)."""
    working = reason.working
    if working is None:
        return say(reason.text)
    if reason.note or english(working).endswith(f" {reason.points}"):
        return say(message("{text}: {working}", text=reason.text, working=working))
    return say(
        message(
            "{text}: {working} = {points}",
            text=reason.text,
            working=working,
            points=points(reason.points),
        )
    )


def table_line(scorepad: Scorepad) -> str:
    """Every player's total and discovered tiles, for a story told about the whole table."""
    players = tuple(
        message(
            "{name}: {points}, {tiles}",
            name=p.name,
            points=points(p.total),
            tiles=plural_message(
                "{count} discovered tile", "{count} discovered tiles", count=p.discovered_tiles
            ),
        )
        for p in scorepad.players
    )
    # Translators: the players listed, each with their points and discovered tiles.
    return say(message("{players}", players=players))


def standings_line(players: Iterable[PlayerScore]) -> str:
    """ "Ana 12 points, 1st · Ben 9 points, 2nd": each player's total and place, in the order
    given (the course's in seat order, the reveal's by place)."""
    return " · ".join(
        say(
            message(
                "{player} {points}, {place}",
                player=p.name,
                points=points(p.total),
                place=ordinal(p.place),
            )
        )
        for p in players
    )
