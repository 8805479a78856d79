"""Asking a board for the tile a zone must hold, and a tile for the colour it scores as."""

from __future__ import annotations

import pytest

from fathom_score.model import MULTI, Board, NoTile, Poi, Species, Stingray, Tile

CORAL = ((Species.CORAL, 1),)


def test_tile_at_gives_the_tile_a_zone_holds():
    tile = Tile("red", CORAL)
    assert Board({"D4": tile}).tile_at("D4") is tile


def test_tile_at_an_empty_zone_names_the_zone():
    board = Board({"D4": Tile("red", CORAL)})
    with pytest.raises(NoTile, match=r"^no tile at zone C3: it is empty$") as raised:
        board.tile_at("C3")
    assert raised.value.zone == "C3"
    # Where the zone may be empty, `tile` answers None instead.
    assert board.tile("C3") is None


def test_tile_at_a_token_names_the_zone_and_the_token():
    board = Board({"B2": Stingray(), "E5": Poi()})
    with pytest.raises(NoTile, match=r"^no tile at zone B2: it holds a Stingray token$"):
        board.tile_at("B2")
    with pytest.raises(LookupError, match=r"^no tile at zone E5: it holds a Poi token$"):
        board.tile_at("E5")


def test_a_multicoloured_coral_scores_as_the_colour_pinned_on_it():
    assert Tile(MULTI, CORAL, pinned="blue").scoring_colour == "blue"
    assert Tile("red", CORAL).scoring_colour == "red"


def test_a_multicoloured_coral_with_no_colour_chosen_has_none_to_score():
    with pytest.raises(ValueError, match="no colour to score until one is chosen"):
        _ = Tile(MULTI, CORAL).scoring_colour
