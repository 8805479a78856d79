"""The legality rules in one place: a whole game's problems, and the cheap check of one zone
that the app uses, which must find exactly what the whole check finds."""

from __future__ import annotations

from hypothesis import given, settings
from hypothesis import strategies as st
from strategies import games

from fathom_score.gamefile import (
    GameFileError,
    Problem,
    change_problems,
    game_problems,
    parse_game,
    zone_problems,
)
from fathom_score.gamefile import load as loader
from fathom_score.model import (
    DIRECTIONS,
    MULTI,
    STANDARD,
    Board,
    Game,
    Player,
    Poi,
    PoiKind,
    Species,
    Stingray,
    Tile,
)


def test_every_problem_is_found_with_its_player_and_zone():
    camera = Tile("red", ((Species.CAMERA, 1),), facing="E")
    ana = Player("Ana", Board({"D1": camera, "A2": Poi(PoiKind.STATUE)}), (PoiKind.WRECK,))
    game = Game(1, (ana, Player("ana")))
    found = {(p.player, p.zone, p.said().split(":")[0].split(";")[0]) for p in game_problems(game)}
    assert found == {
        ("Ana", "A2", "Expedition 1 keeps the statue off the board"),
        ("Ana", "D1", "deep-sea camera belongs to Expedition 2, this is Expedition 1"),
        ("Ana", None, "Expedition 1 leaves the wreck on its zone"),
        ("ana", None, "two players are called 'ana'"),
    }


def test_a_legal_game_has_no_problems():
    ana = Player(
        "Ana",
        Board(
            {
                "D4": Tile(MULTI, ((Species.CORAL, 1),), pinned="red"),
                "A1": Poi(PoiKind.WRECK),
                "A2": Poi(None),
            }
        ),
        (PoiKind.STATUE,),
    )
    assert game_problems(Game(1, (ana, Player("Ben")))) == []


def test_the_loader_asks_the_legality_rules(monkeypatch):
    verdict = Problem("refused by the rules", "Ana", "D4")
    monkeypatch.setattr(loader, "game_problems", lambda game: [verdict])
    text = 'version = 1\nexpedition = 1\n[[players]]\nname = "Ana"\n[[players]]\nname = "Ben"\n'
    try:
        parse_game(text, "game.toml")
    except GameFileError as error:
        assert error.problems == [verdict]
    else:
        raise AssertionError("the loader accepted a game the rules refuse")


def test_emptying_a_zone_breaks_nothing():
    game = Game(2, (Player("Ana"), Player("Ben")))
    assert change_problems(game, 0, "D4", None) == []
    assert zone_problems(game, 0, "D4") == []


def test_a_second_camera_is_found_from_either_zone():
    first = Tile("red", ((Species.CAMERA, 1),), facing="E")
    game = Game(2, (Player("Ana", Board({"D1": first})), Player("Ben")))
    [problem] = change_problems(game, 0, "A1", Tile("blue", ((Species.CAMERA, 1),), facing="W"))
    assert (problem.zone, problem.said()) == (
        "D1",
        "a board holds at most one deep-sea camera, this one has 2 (A1, D1)",
    )


# Any tile or token, whatever the rules say of it.
any_tiles = st.builds(
    Tile,
    st.sampled_from(("red", "yellow", "purple", MULTI)),
    st.lists(
        st.tuples(st.sampled_from(tuple(Species)), st.integers(1, 3)),
        max_size=3,
        unique_by=lambda icon: icon[0],
    ).map(tuple),
    st.booleans(),
    st.booleans(),
    st.none() | st.sampled_from(tuple(DIRECTIONS)),
    st.none() | st.sampled_from(("red", "blue")),
)
any_contents = (
    st.none()
    | any_tiles
    | st.just(Stingray())
    | st.builds(Poi, st.none() | st.sampled_from(tuple(PoiKind)))
)


@settings(max_examples=300)
@given(games(), st.data())
def test_one_zone_changed_finds_what_the_whole_game_check_finds(game, data):
    assert game_problems(game) == []
    player = data.draw(st.integers(0, len(game.players) - 1), label="player")
    zone = data.draw(st.sampled_from(STANDARD.zones), label="zone")
    content = data.draw(any_contents, label="content")
    seat = game.players[player]
    changed = game.with_player(
        player, Player(seat.name, seat.board.with_zone(zone, content), seat.poi_kept, seat.colour)
    )
    assert set(change_problems(game, player, zone, content)) == set(game_problems(changed))
