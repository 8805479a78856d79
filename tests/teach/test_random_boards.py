"""The seed contract: a seed names one game, for the quiz (the README's `quiz --seed S --json`)
and for the test kit (every seeded test and benchmark). Both draw their boards with
teach.random_boards.random_player, each with its own odds; these hashes were taken before the
two generators became one, so a change to any draw (its order, its count, its odds) fails here.
A change that means to draw other games must say so and take new hashes."""

from __future__ import annotations

import hashlib
import json
import random

from fathom_score.gamefile import dump_game
from fathom_score.teach.quiz import make_quiz, quiz_json
from kit.games import random_game

QUIZZES = "40c62d637a6738938d071eee92f1e49d182970d6cb750f7c7ef27636684a588e"
KIT_GAMES = "3cf58db6f37327532070905d72f6bd63c8cba6151064141f80472fd8c570687f"


def test_the_quiz_of_a_seed_is_the_same_game_and_questions_as_ever():
    drawn = hashlib.sha256()
    for expedition in (1, 2, 3, 4):
        for seed in range(10):
            quiz = quiz_json(make_quiz(expedition, seed))
            drawn.update(json.dumps(quiz, sort_keys=True).encode())
    assert drawn.hexdigest() == QUIZZES


def test_the_kits_game_of_a_seed_is_the_same_as_ever():
    drawn = hashlib.sha256()
    for seed in range(10):
        drawn.update(dump_game(random_game(random.Random(seed))).encode())
        small = random_game(
            random.Random(seed), expedition=seed % 4 + 1, players=2, min_zones=0, max_zones=12
        )
        drawn.update(dump_game(small).encode())
    assert drawn.hexdigest() == KIT_GAMES
