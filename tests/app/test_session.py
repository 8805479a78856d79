"""The app's session checks every change with the core's legality rules, without a screen and
without writing the game out and reading it back."""

from __future__ import annotations

import pytest
from conftest import game_from

from fathom_score.gamefile import load as loader
from fathom_score.model import Poi, PoiKind, Species, Tile
from fathom_score.table.session import Refused, Session

STATUE = Poi(PoiKind.STATUE)


def session(expedition: int) -> Session:
    return Session(
        game_from(
            f"version = 1\nexpedition = {expedition}\n[[players]]\n"
            f'name = "Ana"\n[[players]]\nname = "Ben"\n'
        )
    )


def test_a_face_up_statue_in_expedition_1_is_refused_and_belongs_beside_the_board():
    ana = session(1)
    with pytest.raises(
        Refused,
        match="zone A2: Expedition 1 keeps the statue off "
        r"the board: type \+s",
    ):
        ana.set_zone(0, "A2", STATUE)
    assert ana.game.players[0].board["A2"] is None
    ana.set_kept(0, (PoiKind.STATUE,))
    assert ana.game.players[0].poi_kept == (PoiKind.STATUE,)


def test_expedition_2_keeps_every_discovered_token_on_the_board():
    ana = session(2)
    with pytest.raises(Refused, match="Expedition 2 leaves the chest on its zone: type ch there"):
        ana.set_kept(0, (PoiKind.CHEST,))
    ana.set_zone(0, "A2", Poi(PoiKind.CHEST))
    assert ana.game.players[0].board["A2"] == Poi(PoiKind.CHEST)


def test_two_cameras_in_one_change_are_refused_once():
    ana = session(2)
    camera = Tile("red", ((Species.CAMERA, 1),), facing="E")
    with pytest.raises(Refused) as refused:
        ana.set_zones(0, {"D1": camera, "D2": camera})
    assert str(refused.value) == (
        "zone D2: a board holds at most one deep-sea camera, this one has 2 (D1, D2)"
    )
    assert ana.game.players[0].board.zones == {}


def test_a_change_is_checked_without_reading_a_game_file(monkeypatch):
    ana = session(1)

    class NoToml:
        @staticmethod
        def loads(text):
            raise AssertionError("the change was checked by reading the game back")

    monkeypatch.setattr(loader, "tomllib", NoToml)
    ana.set_zone(0, "D4", Tile("red", ((Species.CORAL, 1),)))
    assert ana.game.players[0].board["D4"].species == (Species.CORAL,)
