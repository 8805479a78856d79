"""The project's scorer agrees with the naive reference scorer (tests/reference.py) on a few
hundred seeded random games of every expedition and 2 to 4 players.

The reference tries every colouring of a board's unpinned multicoloured corals, so the games
are drawn from the generator with at most MAX_FREE_CORALS of them on each board; the test
checks that the filter keeps nearly every game rather than quietly testing few.
"""

from __future__ import annotations

import random
from pathlib import Path

import pytest
from reference import load_reference, score_reference

from fathom_score.gamefile import dump_game, load_game
from fathom_score.generate import random_game
from fathom_score.model import Game
from fathom_score.scoring import score_game

GAMES = 300
SEED = 20_240_404
MAX_FREE_CORALS = 6
EXAMPLES = Path(__file__).resolve().parents[2] / "examples"


def free_corals(game: Game) -> int:
    """The most unpinned, discovered multicoloured corals on any one board of the game."""
    return max(sum(1 for _, t in p.board.tiles()
                   if t.is_multicoloured and t.pinned is None and t.discovered)
               for p in game.players)


def reference_games(count: int = GAMES, seed: int = SEED) -> tuple[list[Game], int]:
    """`count` seeded random games the reference can brute-force, and how many were refused."""
    rng = random.Random(seed)
    games, refused = [], 0
    while len(games) < count:
        game = random_game(rng, players=rng.randint(2, 4))
        if free_corals(game) <= MAX_FREE_CORALS:
            games.append(game)
        else:
            refused += 1
    return games, refused


GAMES_TESTED, REFUSED = reference_games()


def test_the_filter_keeps_nearly_every_game():
    assert REFUSED <= GAMES // 20
    assert {g.expedition_number for g in GAMES_TESTED} == {1, 2, 3, 4}
    assert {len(g.players) for g in GAMES_TESTED} == {2, 3, 4}


@pytest.mark.parametrize("index", range(0, GAMES, 25))
def test_the_project_scores_as_the_reference(index):
    for game in GAMES_TESTED[index:index + 25]:
        assert score_game(game).to_json() == score_reference(game)


def test_the_reference_reads_game_files_as_the_project_writes_them():
    for game in GAMES_TESTED[:50]:
        assert score_reference(load_reference(dump_game(game))) == score_reference(game)


@pytest.mark.parametrize("path", sorted(EXAMPLES.glob("expedition-*.toml")), ids=lambda p: p.stem)
def test_the_reference_scores_the_examples_as_the_project(path):
    text = path.read_text(encoding="utf-8")
    assert score_reference(load_reference(text)) == score_game(load_game(path)).to_json()
