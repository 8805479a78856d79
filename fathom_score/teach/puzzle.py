"""Puzzles: a small board, a goal the real scorer checks, and a limit on the zones changed.

Each puzzle is a TOML file in fathom_score/teach/puzzles/ (package data). Its texts (title, ask,
hint, why) are English msgids: scripts/catalogues.py extracts them into the catalogue, and they
are said in the reader's language as Messages, like every other word of the app.
"""

from __future__ import annotations

import re
import tomllib
from dataclasses import dataclass
from functools import cache
from importlib import resources
from typing import Any, Literal

import tomli_w

from ..gamefile import FORMAT_VERSION, parse_game
from ..model import Game
from ..rules import Reason
from ..scoring import Scorepad
from ..table.codes import ICON_LETTERS, POI_CODES
from ..words import N_, Message, message

GoalKind = Literal["category", "total", "place"]
GOAL_KINDS: tuple[GoalKind, ...] = ("category", "total", "place")
TEXTS = ("title", "ask", "hint", "why")  # a puzzle's fields that are msgids


# The entry codes past a colour and an icon letter, each with an example and what it means: a
# prompt lists those its solution types, so no learner has to guess how to type a move. The
# examples are never a puzzle's answer (the camera puzzles face E, the corals count as blue).
CODES: tuple[tuple[str, str], ...] = (
    (r"^-", N_("- empties a zone")),
    (r"\d", N_("r3f: a red tile of 3 fish")),
    (r"@", N_("y@ne: a yellow camera facing NE (e, w, ne, nw, se, sw)")),
    (r"aa", N_("raa: a red anglerfish stacked on another")),
    (r"=", N_("mc=y: a multicoloured coral counted as yellow")),
    (r"\+", N_("+s: a statue kept beside the board (+c chest, +r rubble, +w wreck)")),
    (r"^(st|ch|ru|wr)$", N_("st, ch, ru, wr: a statue, chest, rubble or wreck face up")),
    (r"~", N_("~: a stingray token")),
)


class PuzzleError(ValueError):
    """A puzzle file the program cannot use (a mistake of ours, found by the tests)."""


@dataclass(frozen=True)
class Goal:
    kind: GoalKind
    player: int
    category: str | None  # with kind "category": the scorepad row
    zone: str | None  # with a category: only the reasons about this zone (their first zone)
    value: int  # points, or the place 1..4


@dataclass(frozen=True)
class Puzzle:
    key: str
    lesson: str
    title: Message
    ask: Message  # the goal in a player's words
    game: Game
    player: int  # whose board is changed
    goal: Goal
    limit: int  # zones added or changed at most
    hint: Message
    solution: tuple[tuple[str, str], ...]  # (zone, entry in the editor's language)
    why: Message  # said when the goal is met
    zones: tuple[str, ...]  # lit when solved


@dataclass(frozen=True)
class Progress:
    met: bool  # the goal's value reached, within the limit
    value: int  # the goal's measure now
    changed: int  # zones changed on the puzzle's board
    within_limit: bool


def codes_needed(puzzle: Puzzle) -> tuple[Message, ...]:
    """The codes the puzzle's solution types, each said with an example (CODES), then the icon
    letters of its tiles past coral's `c` (which the entry field's hint gives): "l finless
    sole"."""
    entries = [entry for _zone, entry in puzzle.solution]
    said: list[Message] = [
        Message(meaning)
        for pattern, meaning in CODES
        if any(re.search(pattern, entry) for entry in entries)
    ]
    letters = dict.fromkeys(
        letter
        for entry in entries
        if entry[:1].isalpha() and entry not in POI_CODES and "=" not in entry
        for letter in entry[1:]
        if letter in ICON_LETTERS and letter not in "c@"
    )
    said += [
        message("{letter}: {species}", letter=letter, species=ICON_LETTERS[letter].word)
        for letter in letters
    ]
    return tuple(said)


def goal_value(goal: Goal, scorepad: Scorepad) -> int:
    """What the goal measures on this scorepad."""
    player = scorepad.players[goal.player]
    if goal.kind == "total":
        return player.total
    if goal.kind == "place":
        return player.place
    counted = goal_reasons(goal, scorepad)
    assert counted is not None
    if goal.zone is None:
        return player.categories[goal.category or ""].points
    return sum(reason.points for reason in counted)


def goal_reasons(goal: Goal, scorepad: Scorepad) -> tuple[Reason, ...] | None:
    """The reasons a category's goal counts (with a zone: only those about it); None for a
    total or a place, which count everything."""
    if goal.kind != "category" or goal.category is None:
        return None
    cell = scorepad.players[goal.player].categories[goal.category]
    if goal.zone is None:
        return cell.reasons
    return tuple(
        reason
        for reason in cell.reasons
        if not reason.note and reason.zones and reason.zones[0] == goal.zone
    )


def changed_zones(start: Game, now: Game, player: int) -> tuple[str, ...]:
    """The zones of `player`'s board that differ between the two games, in layout order."""
    before, after = start.players[player].board, now.players[player].board
    return tuple(zone for zone in start.layout.zones if before[zone] != after[zone])


def progress(puzzle: Puzzle, game: Game, scorepad: Scorepad) -> Progress:
    """How far `game` (the puzzle's game as the learner changed it) is from the goal, read from
    its one scorepad: the caller scores once per entry and passes the scorepad on."""
    value = goal_value(puzzle.goal, scorepad)
    changed = len(changed_zones(puzzle.game, game, puzzle.player))
    within = changed <= puzzle.limit
    return Progress(value == puzzle.goal.value and within, value, changed, within)


def read_puzzle(text: str, source: str) -> Puzzle:
    """A puzzle from its TOML text."""
    try:
        data = tomllib.loads(text)
        return _puzzle(data, source)
    except (tomllib.TOMLDecodeError, KeyError, TypeError, ValueError) as problem:
        raise PuzzleError(f"{source}: {problem}") from problem


def _puzzle(data: dict[str, Any], source: str) -> Puzzle:
    game = parse_game(
        tomli_w.dumps(
            {
                "version": FORMAT_VERSION,
                "expedition": data["expedition"],
                "players": data["players"],
            }
        ),
        source,
    )
    goal = data["goal"]
    kind = goal["kind"]
    if kind not in GOAL_KINDS:
        raise ValueError(f"goal kind {kind!r} is not one of {GOAL_KINDS}")
    player = int(data.get("player", 0))
    return Puzzle(
        key=str(data["key"]),
        lesson=str(data["lesson"]),
        title=message(str(data["title"])),
        ask=message(str(data["ask"])),
        game=game,
        player=player,
        goal=Goal(
            kind,
            int(goal.get("player", player)),
            goal.get("category"),
            goal.get("zone"),
            int(goal["value"]),
        ),
        limit=int(data["limit"]),
        hint=message(str(data["hint"])),
        solution=tuple((str(zone), str(entry)) for zone, entry in data["solution"]),
        why=message(str(data["why"])),
        zones=tuple(str(zone) for zone in data.get("zones", ())),
    )


@cache
def all_puzzles() -> tuple[Puzzle, ...]:
    """Every puzzle in the package, by file name (their order within a lesson)."""
    folder = resources.files(__package__).joinpath("puzzles")
    files = sorted(
        (entry for entry in folder.iterdir() if entry.name.endswith(".toml")),
        key=lambda entry: entry.name,
    )
    return tuple(read_puzzle(entry.read_text(encoding="utf-8"), entry.name) for entry in files)
