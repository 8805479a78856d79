"""Properties that hold for every valid game: the board's symmetries do not change a score,
a saved game loads back the same, and no text makes the loader fail with anything but its own
clear error."""

from __future__ import annotations

import tomllib

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from strategies import game_documents, games, toml_text, why_refused, zone_texts

from fathom_score.gamefile import (
    GameFileError,
    NotationError,
    dump_game,
    format_content,
    parse_game,
    parse_zone,
)
from fathom_score.model import DEFAULT_COLOURS, STANDARD, Game
from fathom_score.model.layout import mirrored_direction, rotated_direction
from fathom_score.scoring import score_game


def rotated(game: Game, turns: int) -> Game:
    return _moved(game, lambda z: STANDARD.rotated(z, turns), lambda d: rotated_direction(d, turns))


def mirrored(game: Game) -> Game:
    return _moved(game, STANDARD.mirrored, mirrored_direction)


def _moved(game: Game, move_zone, move_direction) -> Game:
    for index, player in enumerate(game.players):
        board = player.board.transformed(move_zone, move_direction)
        game = game.with_player(
            index, type(player)(player.name, board, player.poi_kept, player.colour)
        )
    return game


@pytest.mark.parametrize("expedition", [1, 2, 3, 4])
@given(data=st.data())
def test_turning_or_mirroring_every_board_does_not_change_any_score(expedition, data):
    game = data.draw(games(expedition))
    scores = _scores(game)
    for turns in range(1, 6):
        assert _scores(rotated(game, turns)) == scores, f"turned {turns} × 60°"
    assert _scores(mirrored(game)) == scores, "mirrored"


def _scores(game: Game) -> dict:
    """Every score of the JSON, without the multicoloured corals' colours: those name zones,
    and a tie between colours goes by board order, which turning the board changes."""
    scores = score_game(game).to_json()
    for player in scores["players"]:
        del player["choices"]
    return scores


def test_six_turns_bring_every_zone_home_and_a_mirror_twice_is_the_identity():
    for zone in STANDARD:
        assert STANDARD.rotated(zone, 6) == zone
        assert STANDARD.mirrored(STANDARD.mirrored(zone)) == zone
        assert STANDARD.rotated(STANDARD.rotated(zone, 1), 5) == zone


def test_turning_moves_neighbours_to_neighbours():
    for zone in STANDARD:
        for turns in range(1, 6):
            around = {STANDARD.rotated(n, turns) for n in STANDARD.neighbours(zone)}
            assert around == set(STANDARD.neighbours(STANDARD.rotated(zone, turns)))


@given(games())
def test_a_saved_game_loads_back_equal_and_scores_the_same(game):
    loaded = parse_game(dump_game(game), "saved.toml")
    assert loaded == game
    assert score_game(loaded) == score_game(game)


@settings(max_examples=300)
@given(zone_texts(), st.sampled_from([DEFAULT_COLOURS, ("purple", "teal")]))
def test_zone_text_either_loads_or_raises_a_notation_error(text, colours):
    try:
        content = parse_zone(text, colours)
    except NotationError as error:
        assert str(error) == why_refused(text, colours)
    else:
        # What loads writes back to text that loads to the same thing.
        assert parse_zone(format_content(content), colours) == content


@settings(max_examples=80)
@given(game_documents())
def test_game_data_either_loads_or_raises_a_game_file_error(document):
    text = toml_text(document)
    assert tomllib.loads(text) == document  # the generator writes valid TOML
    _loads_or_reports(text)


@given(games(), st.data())
def test_damaged_game_text_either_loads_or_raises_a_game_file_error(game, data):
    text = dump_game(game)
    start = data.draw(st.integers(0, len(text)), label="start")
    end = data.draw(st.integers(start, min(len(text), start + 12)), label="end")
    patch = data.draw(st.text(max_size=8) | st.sampled_from(['"', "[", "]", "=", "\n", "#"]))
    _loads_or_reports(text[:start] + patch + text[end:])


@settings(max_examples=200)
@given(st.text(max_size=200))
def test_any_text_at_all_either_loads_or_raises_a_game_file_error(text):
    _loads_or_reports(text)


def _loads_or_reports(text: str) -> None:
    try:
        game = parse_game(text, "fuzz.toml")
    except GameFileError as error:
        assert error.problems and str(error).startswith("fuzz.toml: ")
    else:
        score_game(game)  # whatever loads can be scored
        assert parse_game(dump_game(game), "again.toml") == game
