"""Jumps inside a run of codes (`rcd4bf`), `:` skipping two zones, and `+sc` ending a run.

The expected boards are written out zone by zone here, not worked out by the code under test.
"""

from __future__ import annotations

import pytest
from hypothesis import given
from hypothesis import strategies as st
from strategies import contents, palettes

from fathom_score.gamefile import NotationError, format_content, parse_zone
from fathom_score.model import DEFAULT_COLOURS, STANDARD, Game, Player, PoiKind, Tile
from fathom_score.table.entry import is_zone_name, quick_code, split_run
from fathom_score.table.session import Session

ZONES = STANDARD.zones


def table(expedition: int = 3, colours: tuple[str, ...] = DEFAULT_COLOURS) -> Session:
    return Session(Game(expedition, (Player("Ana"), Player("Ben")), colours))


def board(session: Session) -> dict[str, str]:
    return {zone: format_content(c) for zone, c in session.game.players[0].board.zones.items()}


def test_a_zone_name_inside_a_run_moves_the_cursor_there():
    session = table()
    outcome = session.enter(0, "A1", "rcd4bf")
    assert board(session) == {"A1": "red coral", "D4": "blue fish"}
    assert outcome.cursor == "D5"
    assert outcome.message == "A1: red coral · D4: blue fish"


def test_a_run_may_start_and_end_with_a_jump():
    session = table()
    outcome = session.enter(0, "A1", "c2y2fe5")
    assert board(session) == {"C2": "yellow 2 fish"}
    assert outcome.cursor == "E5"
    assert outcome.message == "C2: yellow 2 fish · go to E5"


@pytest.mark.parametrize(
    "typed, expected",
    [
        ("rc2f", {"A1": "red coral 2 fish"}),  # a count, not C2
        ("rcc2f", {"A1": "red coral", "C2": None}),  # 'f' alone: refused below
        ("bfb2f", {"A1": "blue fish", "A2": "blue 2 fish"}),  # b2 before an icon: count
        ("bfb2gs", {"A1": "blue fish", "B2": "green cucumber"}),  # b2 before a colour: zone
        ("(rc)d4bf", {"A1": "red coral undiscovered", "D4": "blue fish"}),
        ("g@ee4rc", {"A1": "green camera facing E", "E4": "red coral"}),
        ("mc=bb4rc", {"A1": "multi coral as blue", "B4": "red coral"}),
    ],
)
def test_a_digit_is_a_count_only_just_before_an_icon_letter(typed, expected):
    session = table(expedition=2)
    if None in expected.values():
        with pytest.raises(NotationError):
            session.enter(0, "A1", typed)
        return
    session.enter(0, "A1", typed)
    assert board(session) == expected


def test_after_a_zone_name_a_token_needs_a_space_only_where_a_count_could_be_meant():
    session = table(expedition=2)
    session.enter(0, "A1", "rcd4st")  # no count is 4: D4, then a statue
    assert board(session) == {"A1": "red coral", "D4": "poi statue"}
    with pytest.raises(NotationError, match="type 'rcb2 ch'"):
        session.enter(0, "A1", "rcb2ch")  # b2c: blue, 2 corals?
    session.enter(0, "A1", "rcb2 ch")
    assert board(session) == {"A1": "red coral", "B2": "poi chest", "D4": "poi statue"}


def test_a_colon_skips_two_zones_and_a_dot_one():
    session = table()
    outcome = session.enter(0, "A1", "rc:yc.bc")
    assert board(session) == {"A1": "red coral", "A4": "yellow coral", "B2": "blue coral"}
    assert outcome.cursor == "B3"


def test_a_run_ends_with_the_kept_points_of_interest_one_letter_or_two_each():
    session = table()
    session.enter(0, "A1", "rcd4bf+scr")
    assert session.game.players[0].poi_kept == (PoiKind.STATUE, PoiKind.CHEST, PoiKind.RUBBLE)
    assert board(session) == {"A1": "red coral", "D4": "blue fish"}
    assert session.undo(0) is not None  # zones and kept: one step
    assert board(session) == {} and session.game.players[0].poi_kept == ()
    session.enter(0, "A1", "+wrru")
    assert session.game.players[0].poi_kept == (PoiKind.WRECK, PoiKind.RUBBLE)
    session.enter(0, "A1", "+wr")  # two letters first: the wreck
    assert session.game.players[0].poi_kept == (PoiKind.WRECK,)
    session.enter(0, "A1", "rc+")  # '+' alone: none kept
    assert session.game.players[0].poi_kept == ()


@pytest.mark.parametrize(
    "typed, reason",
    [
        ("rcd9bf", "unknown zone 'D9'; zones are A1–A4"),
        ("rch1bf", "unknown zone 'H1'"),
        ("rca1yc", "A1 is entered twice in one run"),
        ("g4rc.", "the run goes past the last zone, G4"),
    ],
)
def test_a_jump_that_cannot_be_made_is_refused_and_nothing_changes(typed, reason):
    session = table()
    with pytest.raises(NotationError, match=reason):
        session.enter(0, "A1", typed)
    assert board(session) == {}
    assert session.preview(0, "A1", typed).message.startswith(f"✗ {reason}")


@given(st.data())
def test_with_any_palette_two_tiles_with_a_jump_between_read_back_as_typed(data):
    """The rule never depends on the colours' names: for any palette, any two tiles' codes
    with any zone's name between them split into exactly those three pieces, the tiles land
    where the cursor and the jump put them, and no run of codes alone ever reads as a jump."""
    colours = data.draw(palettes())
    first, second = (
        data.draw(contents(3, colours).filter(lambda c: isinstance(c, Tile))) for _ in range(2)
    )
    start = data.draw(st.sampled_from(ZONES[:-1]))
    target = data.draw(st.sampled_from(ZONES))
    codes = [quick_code(first, colours), quick_code(second, colours)]
    assert not any(is_zone_name(p) for p in split_run("".join(codes), colours) or [])
    typed = codes[0] + target.lower() + codes[1]
    assert split_run(typed, colours) == [codes[0], target.lower(), codes[1]]
    session = table(colours=colours)
    if target == start:
        with pytest.raises(NotationError, match="entered twice"):
            session.enter(0, start, typed)
        return
    session.enter(0, start, typed)
    assert session.game.players[0].board.zones == {start: first, target: second}


@given(palettes())
def test_every_colour_of_any_palette_runs_into_every_row_letter_and_out_again(colours):
    """A colour's code never swallows the row letter of the zone after it, nor the zone
    the colour after it: `bc` `b2` `bc`, `gc` `g4` `gc`, for every colour and every row."""
    for colour in colours:
        code = quick_code(parse_zone(f"{colour} coral", colours), colours)
        for zone in ("A2", "B3", "C1", "D4", "E6", "F5", "G1"):
            assert split_run(f"{code}{zone.lower()}{code}", colours) == [code, zone.lower(), code]
