"""The History screen's changes, headless: each names its game and is taken back by its undo."""

from __future__ import annotations

from dataclasses import replace
from datetime import datetime

from fathom_score.history import changes
from fathom_score.words import say, set_language

from .conftest import example


def test_each_change_names_its_game_and_its_undo_puts_the_game_back_as_it_was(history):
    game = example(2)
    game_id = history.record(game, datetime(2026, 10, 3, 20))
    before = history.game(game_id)
    name = "Game #1 (2026-10-03: Noor, Otto, Priya, Quinn)"
    assert say(changes.named(before)) == name

    marked = changes.toggle_played_wrong(history, game_id)
    assert say(marked.done) == f"{name}: marked played wrong, left out of the figures"
    counted = changes.toggle_played_wrong(history, game_id)
    assert say(counted.done) == f"{name}: counted in the figures again"
    again = f"{name}: marked played wrong again, left out of the figures"
    assert say(counted.undo(history)) == again
    assert say(marked.undo(history)) == f"{name}: counted in the figures again"
    assert history.game(game_id) == before

    deleted = changes.delete(history, game_id)
    assert say(deleted.done) == f"{name}: deleted" and history.count_games() == 0
    assert say(deleted.undo(history)) == f"{name}: back in the history"
    assert history.game(game_id) == before

    text = history.game_text(game_id)
    renamed = replace(game, players=(replace(game.players[0], name="Nora"), *game.players[1:]))
    edited = changes.replace(history, game_id, renamed)
    assert say(edited.done) == (
        "Game #1 (2026-10-03: Nora, Otto, Priya, Quinn): replaced by the edited boards"
    )
    assert say(edited.undo(history)) == f"{name}: the boards recorded before are back"
    assert history.game_text(game_id) == text
    assert history.game(game_id) == before


def test_a_change_is_said_in_japanese(history):
    game_id = history.record(example(2), datetime(2026, 10, 3, 20))
    set_language("ja")
    try:
        said = say(changes.delete(history, game_id).done)
    finally:
        set_language("en")
    assert "2026-10-03" in said and "Noor、Otto" in said
    assert not {"Game", "deleted"} & set(said.replace("(", " ").split())
