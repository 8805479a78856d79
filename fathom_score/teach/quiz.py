"""The scoring quiz: "How many points?" on a seeded board shaped like the end of a real game.

`make_quiz(expedition, seed)` always gives the same game and questions for the same seed: 2 to
4 players, each board 15 to 30 zones filled, grown tile by tile next to the earlier ones as play
grows a board, with only the expedition's species, at most one camera and each point of
interest once. Each question is one player's points in one category of the scorepad, answered
by the real scorer; together they cover every row of the expedition's scorepad.
"""

from __future__ import annotations

import random
from dataclasses import dataclass
from typing import Any

from ..gamefile import dump_game
from ..model import (
    DEFAULT_COLOURS,
    DIRECTIONS,
    EXPEDITIONS,
    MULTI,
    STANDARD,
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
from ..scoring import Scorepad, score_game

NAMES = ("Ana", "Bo", "Chidi", "Dana")
MIN_ZONES, MAX_ZONES = 15, 30
MAX_STINGRAYS = 4
CORE_MIXES = (  # the icon combinations found on core tiles
    (Species.CORAL,),
    (Species.FISH,),
    (Species.CUCUMBER,),
    (Species.CRUSTACEAN,),
    (Species.CORAL, Species.FISH),
    (Species.CORAL, Species.CRUSTACEAN),
    (Species.FISH, Species.CUCUMBER),
    (Species.FISH, Species.CRUSTACEAN),
    (Species.CUCUMBER, Species.CRUSTACEAN),
)


@dataclass(frozen=True)
class Question:
    """How many points `player` scores in `category` (a key of score --json's categories)."""

    player: str
    category: str
    answer: int


@dataclass(frozen=True)
class Quiz:
    expedition: int
    seed: int
    game: Game
    questions: tuple[Question, ...]
    scorepad: Scorepad  # the answers' reasons, for showing why an answer is right


def make_quiz(expedition: int, seed: int, players: int | None = None) -> Quiz:
    """The quiz of `seed` for `expedition`: its game, scored once, and its questions."""
    rng = random.Random(seed)
    game = quiz_game(expedition, rng, players)
    scorepad = score_game(game)
    return Quiz(expedition, seed, game, _questions(rng, scorepad), scorepad)


def quiz_json(quiz: Quiz) -> dict[str, Any]:
    """The README's contract of `fathom-score quiz --json`."""
    return {
        "expedition": quiz.expedition,
        "seed": quiz.seed,
        "game": dump_game(quiz.game),
        "questions": [
            {"player": q.player, "category": q.category, "answer": q.answer} for q in quiz.questions
        ],
    }


def _questions(rng: random.Random, scorepad: Scorepad) -> tuple[Question, ...]:
    """Every row of the scorepad once, each for a player drawn at random, and two more rows
    for other players, in a random order: at least eight questions, never one twice."""
    asked = [(rng.choice(scorepad.players), row) for row in scorepad.categories]
    others = [(p, row) for p in scorepad.players for row in scorepad.categories]
    others = [pair for pair in others if pair not in asked]
    asked += rng.sample(others, 2)
    rng.shuffle(asked)
    return tuple(Question(p.name, row, p.categories[row].points) for p, row in asked)


def quiz_game(expedition: int, rng: random.Random, players: int | None = None) -> Game:
    """A game a table could have finished: `players` (else 2 to 4) boards of 15 to 30 zones."""
    count = players if players is not None else rng.randint(2, 4)
    seats = tuple(
        _player(rng, NAMES[i], expedition, rng.randint(MIN_ZONES, MAX_ZONES)) for i in range(count)
    )
    return Game(expedition, seats)


def _player(rng: random.Random, name: str, expedition: int, size: int) -> Player:
    rules = EXPEDITIONS[expedition]
    unused_pois = list(PoiKind)
    rng.shuffle(unused_pois)
    contents: dict[str, Content] = {}
    kept: list[PoiKind] = []
    camera_placed = False
    stingrays = 0
    for zone in _grown_zones(rng, size):
        roll = rng.random()
        if roll < 0.08 and unused_pois:
            kind = unused_pois.pop()
            if rng.random() >= 0.7:
                contents[zone] = Poi(None)  # still face-down at the end
                continue
            if rules.keeps_on_board(kind):
                contents[zone] = Poi(kind)
                continue
            kept.append(kind)  # discovered and taken off: a tile came to lie there later
        elif roll < 0.12 and rules.stingrays and stingrays < MAX_STINGRAYS:
            contents[zone] = Stingray()
            stingrays += 1
            continue
        tile = _tile(rng, expedition, allow_camera=not camera_placed)
        camera_placed |= tile.has(Species.CAMERA)
        contents[zone] = tile
    return Player(name, Board({z: contents[z] for z in STANDARD if z in contents}), tuple(kept))


def _grown_zones(rng: random.Random, size: int) -> list[str]:
    """`size` zones, each next to an earlier one (now and then one apart, as a board has gaps),
    starting from the centre as a board grows from the submersible."""
    zones = [STANDARD.centre]
    taken = set(zones)
    while len(zones) < size:
        frontier = sorted(
            {n for z in zones for n in STANDARD.neighbours(z) if n not in taken},
            key=STANDARD.index.__getitem__,
        )
        pool = frontier if rng.random() < 0.9 else [z for z in STANDARD if z not in taken]
        zone = rng.choice(pool or [z for z in STANDARD if z not in taken])
        zones.append(zone)
        taken.add(zone)
    return zones


def _tile(rng: random.Random, expedition: int, allow_camera: bool) -> Tile:
    colours = DEFAULT_COLOURS
    discovered = rng.random() > 0.1
    advanced = [
        s for s in EXPEDITIONS[expedition].species if s is not Species.CAMERA or allow_camera
    ]
    if rng.random() < 0.25 and advanced:
        species = rng.choice(advanced)
        stacked = species is Species.ANGLERFISH and discovered and rng.random() < 0.4
        facing = rng.choice(tuple(DIRECTIONS)) if species is Species.CAMERA else None
        return Tile(rng.choice(colours), ((species, 1),), discovered, stacked, facing)
    if rng.random() < 0.06:
        return Tile(MULTI, ((Species.CORAL, 1),), discovered, pinned=rng.choice(colours))
    mix = rng.choice(CORE_MIXES)
    icons = tuple((s, rng.choice((1, 1, 1, 2, 3)) if s is Species.FISH else 1) for s in mix)
    return Tile(rng.choice(colours), icons, discovered)
