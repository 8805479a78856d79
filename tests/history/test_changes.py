"""The History screen's changes, headless: each names its game and is taken back by its undo."""

from __future__ import annotations

from dataclasses import replace
from datetime import datetime

from fathom_score.history import changes

from .conftest import example


def test_each_change_names_its_game_and_its_undo_puts_the_game_back_as_it_was(history):
    game = example(2)
    game_id = history.record(game, datetime(2026, 10, 3, 20))
    before = history.game(game_id)
    name = "Game #1 (2026-10-03: Noor, Otto, Priya, Quinn)"
    assert changes.named(before) == name

    marked = changes.toggle_played_wrong(history, game_id)
    assert marked.done == f"{name}: marked played wrong, left out of the figures"
    counted = changes.toggle_played_wrong(history, game_id)
    assert counted.done == f"{name}: counted in the figures again"
    assert counted.undo(history) == f"{name}: marked played wrong again, left out of the figures"
    assert marked.undo(history) == f"{name}: counted in the figures again"
    assert history.game(game_id) == before

    deleted = changes.delete(history, game_id)
    assert deleted.done == f"{name}: deleted" and history.count_games() == 0
    assert deleted.undo(history) == f"{name}: back in the history"
    assert history.game(game_id) == before

    text = history.game_text(game_id)
    renamed = replace(game, players=(replace(game.players[0], name="Nora"), *game.players[1:]))
    edited = changes.replace(history, game_id, renamed)
    assert edited.done == (
        "Game #1 (2026-10-03: Nora, Otto, Priya, Quinn): replaced by the edited boards"
    )
    assert edited.undo(history) == f"{name}: the boards recorded before are back"
    assert history.game_text(game_id) == text
    assert history.game(game_id) == before
