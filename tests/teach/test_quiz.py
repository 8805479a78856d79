"""make_quiz: seeded games a table could have finished, and questions the scorer answers."""

from __future__ import annotations

import pytest

from fathom_score.gamefile import dump_game, game_problems, parse_game
from fathom_score.model import EXPEDITIONS
from fathom_score.scoring import score_game
from fathom_score.teach.quiz import MAX_ZONES, MIN_ZONES, make_quiz, quiz_json

SEEDS = range(60)


@pytest.mark.parametrize("expedition", [1, 2, 3, 4])
def test_every_quiz_game_loads_back_as_a_legal_game(expedition):
    for seed in SEEDS:
        quiz = make_quiz(expedition, seed)
        loaded = parse_game(dump_game(quiz.game), f"seed {seed}")  # load checks legality
        assert game_problems(loaded) == []
        assert loaded == quiz.game


@pytest.mark.parametrize("expedition", [1, 2, 3, 4])
def test_every_board_is_an_end_of_game_board(expedition):
    sizes = set()
    for seed in SEEDS:
        game = make_quiz(expedition, seed).game
        assert 2 <= len(game.players) <= 4
        assert game.expedition_number == expedition
        for player in game.players:
            zones = player.board.zones
            assert MIN_ZONES <= len(zones) <= MAX_ZONES
            sizes.add(len(zones))
            # Grown as play grows a board: nearly every zone touches another filled one.
            touching = [
                z for z in zones if any(n in zones for n in player.board.layout.neighbours(z))
            ]
            assert len(touching) >= 0.8 * len(zones)
    assert min(sizes) < 20 and max(sizes) > 25  # the whole range is drawn, not one size


@pytest.mark.parametrize("expedition", [1, 2, 3, 4])
def test_the_questions_cover_the_scorepad_and_the_scorer_answers_them(expedition):
    for seed in SEEDS:
        quiz = make_quiz(expedition, seed)
        assert len(quiz.questions) >= 5
        asked = {q.category for q in quiz.questions}
        assert set(EXPEDITIONS[expedition].categories) <= asked
        assert len({(q.player, q.category) for q in quiz.questions}) == len(quiz.questions)
        fresh = score_game(parse_game(dump_game(quiz.game), "quiz")).to_json()
        scores = {p["name"]: p["categories"] for p in fresh["players"]}
        for question in quiz.questions:
            assert question.answer == scores[question.player][question.category]


def test_the_same_seed_gives_the_same_quiz_and_another_seed_another():
    assert quiz_json(make_quiz(2, 11)) == quiz_json(make_quiz(2, 11))
    assert quiz_json(make_quiz(2, 11)) != quiz_json(make_quiz(2, 12))


@pytest.mark.parametrize("players", [2, 3, 4])
def test_the_number_of_players_can_be_chosen(players):
    assert len(make_quiz(1, 5, players).game.players) == players


def test_the_expeditions_own_species_are_on_the_boards():
    for number, expedition in EXPEDITIONS.items():
        seen = set()
        for seed in range(10):
            for player in make_quiz(number, seed).game.players:
                seen |= {s for _, tile in player.board.tiles() for s in tile.species}
        assert set(expedition.species) <= seen
