"""The project's scorer agrees with the naive reference scorer (tests/reference.py) on a few
hundred seeded random games of every expedition and 2 to 4 players.

The reference tries every colouring of a board's unpinned multicoloured corals, so the games
(`reference_games`, the benchmark's games too) are drawn from the generator with at most
MAX_FREE_CORALS of them on each board; the test checks that the filter keeps nearly every
game rather than quietly testing few.
"""

from __future__ import annotations

from pathlib import Path

import pytest
from reference import MAX_FREE_CORALS, free_corals, load_reference, reference_games, score_reference

from fathom_score.gamefile import dump_game, load_game
from fathom_score.scoring import score_game

GAMES = 300
EXAMPLES = Path(__file__).resolve().parents[2] / "examples"
GAMES_TESTED, REFUSED = reference_games(GAMES)


def test_the_filter_keeps_nearly_every_game():
    assert REFUSED <= GAMES // 20
    # ... and keeps boards where the colour choice has real work to do.
    assert max(free_corals(g) for g in GAMES_TESTED) >= MAX_FREE_CORALS - 1
    assert {g.expedition_number for g in GAMES_TESTED} == {1, 2, 3, 4}
    assert {len(g.players) for g in GAMES_TESTED} == {2, 3, 4}


@pytest.mark.parametrize("index", range(0, GAMES, 25))
def test_the_project_scores_as_the_reference(index):
    for game in GAMES_TESTED[index : index + 25]:
        assert score_game(game).to_json() == score_reference(game)


def test_the_reference_reads_game_files_as_the_project_writes_them():
    for game in GAMES_TESTED[:50]:
        assert score_reference(load_reference(dump_game(game))) == score_reference(game)


@pytest.mark.parametrize("path", sorted(EXAMPLES.glob("expedition-*.toml")), ids=lambda p: p.stem)
def test_the_reference_scores_the_examples_as_the_project(path):
    text = path.read_text(encoding="utf-8")
    assert score_reference(load_reference(text)) == score_game(load_game(path)).to_json()
