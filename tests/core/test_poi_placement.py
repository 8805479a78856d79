"""RULINGS.md 14, where a discovered point of interest lies: face-up on its zone only for the
kinds its expedition keeps on the board, kept beside the board (poi_kept) only for the others.
A face-down token may lie on any zone in any expedition."""

from __future__ import annotations

import pytest

from fathom_score.gamefile import GameFileError, parse_game

# Written from the ruling, not from the code: the kinds each expedition leaves face-up on
# their zone once discovered. Every other kind is taken off and kept beside the board.
STAYS_ON_THE_BOARD = {
    1: {"wreck"},
    2: {"statue", "chest", "rubble", "wreck"},
    3: set(),
    4: {"statue", "wreck"},
}
KINDS = ("statue", "chest", "rubble", "wreck")
CASES = [
    (expedition, kind, place, (kind in stays) == (place == "board"))
    for expedition, stays in STAYS_ON_THE_BOARD.items()
    for kind in KINDS
    for place in ("board", "kept")
]


def game(expedition: int, zones: str = "", kept: str = "") -> str:
    return (
        f"version = 1\nexpedition = {expedition}\n"
        f'[[players]]\nname = "Ana"\npoi_kept = [{kept}]\n[players.zones]\n{zones}\n'
        f'[[players]]\nname = "Ben"\n'
    )


def placed(expedition: int, kind: str, place: str) -> str:
    if place == "board":
        return game(expedition, zones=f'B2 = "poi {kind}"')
    return game(expedition, kept=f'"{kind}"')


@pytest.mark.parametrize(
    "expedition, kind, place, legal", CASES, ids=[f"E{e}-{k}-{p}" for e, k, p, _ in CASES]
)
def test_each_kind_lies_where_its_expedition_puts_it(expedition, kind, place, legal):
    text = placed(expedition, kind, place)
    if legal:
        parse_game(text, "game.toml")
        return
    with pytest.raises(GameFileError) as refused:
        parse_game(text, "game.toml")
    [problem] = refused.value.problems
    assert problem.player == "Ana"
    if place == "board":
        assert problem.zone == "B2"
        assert problem.said() == (
            f"Expedition {expedition} keeps the {kind} off the board: list it in poi_kept"
        )
    else:
        assert problem.zone is None
        assert problem.said() == (
            f"Expedition {expedition} leaves the {kind} on its zone: "
            f'write "poi {kind}" there, not in poi_kept'
        )


@pytest.mark.parametrize("expedition", [1, 2, 3, 4])
def test_face_down_tokens_may_lie_on_any_zone(expedition):
    hidden = "\n".join(f'{zone} = "poi hidden"' for zone in ("A1", "B2", "G4", "D4"))
    ana = parse_game(game(expedition, zones=hidden)).players[0]
    assert len(ana.board.pois()) == 4


def test_a_face_up_statue_beside_a_siphonophore_in_expedition_1_is_refused():
    # It would fill A2 and cost the siphonophore a point; the rules take it off the board.
    text = game(1, zones='A1 = "blue siphonophore"\nA2 = "poi statue"')
    with pytest.raises(GameFileError) as refused:
        parse_game(text, "tonight.toml")
    assert str(refused.value) == (
        "tonight.toml: player 'Ana': zone A2: Expedition 1 keeps the statue off the "
        "board: list it in poi_kept"
    )


def test_the_same_statue_kept_beside_the_board_loads_and_leaves_the_zone_empty():
    from fathom_score.scoring import score_game

    loaded = parse_game(game(1, zones='A1 = "blue siphonophore"', kept='"statue"'))
    ana = score_game(loaded).player("Ana")
    # A1 is a corner: 3 empty zones around it and 2 for the edge; the statue scores 5.
    assert ana.categories["siphonophore"].points == 3 + 2
    assert ana.categories["poi"].points == 5


def test_expedition_2_keeps_nothing_beside_the_board():
    with pytest.raises(GameFileError, match="Expedition 2 leaves the chest on its zone"):
        parse_game(game(2, kept='"chest"'))
