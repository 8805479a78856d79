"""The scoring quiz: "How many points?" on a seeded board shaped like the end of a real game.

`make_quiz(expedition, seed)` always gives the same game and questions for the same seed: 2 to
4 players, each board 15 to 30 zones filled, grown tile by tile next to the earlier ones as play
grows a board, with only the expedition's species, at most one camera and each point of
interest once. Each question is one player's points in one category of the scorepad, answered
by the real scorer; together they cover every row of the expedition's scorepad.

A question asks only what its screen shows: the player's board as the table entered it (its
undiscovered tiles still there, as the key's `(…)` shows them, though the scorer takes them off),
and `facts`, the words beside it for what the board cannot show: the points of interest kept
beside it, and every player's count where a row is ranked across the table (sea cucumbers).
"""

from __future__ import annotations

import random
from dataclasses import dataclass
from typing import Any

from ..gamefile import dump_game
from ..model import Board, Game
from ..scoring import Scorepad, score_game
from ..words import Message, and_list, message
from .across import cucumbers_across
from .random_boards import BoardOdds, random_player

NAMES = ("Ana", "Bo", "Chidi", "Dana")
MIN_ZONES, MAX_ZONES = 15, 30
# Grown from the centre (the submersible), each zone mostly beside the board so far; a quarter
# of the tiles of the expedition's own species, every multicoloured coral pinned.
QUIZ_ODDS = BoardOdds(
    from_centre=True,
    beside_each_once=True,
    beside=0.9,
    tokens_first=True,
    advanced=0.25,
    stacked=0.4,
    multicoloured=0.06,
    pinned=1,
    found_elsewhere=False,
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


def board_shown(quiz: Quiz, name: str) -> Board:
    """The board shown for `name`'s questions: as the table entered it, undiscovered tiles on
    it (the scorer's own board has them taken off, which would show as empty zones)."""
    return next(player.board for player in quiz.game.players if player.name == name)


def facts(quiz: Quiz, question: Question) -> tuple[Message, ...]:
    """What the answer depends on that the player's board does not show, in words: the points
    of interest kept beside it, and for a row ranked across the table every player's count."""
    player = next(player for player in quiz.game.players if player.name == question.player)
    said: list[Message] = []
    if question.category == "sea_cucumber":
        said.append(cucumbers_across(quiz.scorepad))
    if player.poi_kept:
        kept = and_list([kind.word for kind in player.poi_kept])
        said.append(message("Kept beside the board: {kept}", kept=kept))
    return tuple(said)


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
        random_player(rng, NAMES[i], expedition, rng.randint(MIN_ZONES, MAX_ZONES), QUIZ_ODDS)
        for i in range(count)
    )
    return Game(expedition, seats)
