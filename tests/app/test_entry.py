"""Quick codes and the entry field, without a screen; and the entry fuzzed through the app."""

from __future__ import annotations

import asyncio
import os

import pytest
from conftest import SMALL, game_from
from hypothesis import example, given, settings
from hypothesis import strategies as st
from strategies import contents, games, zone_texts
from test_editor import TWO_PLAYERS, editor_app

from fathom_score.gamefile import NotationError, dump_game, format_content, parse_game, parse_zone
from fathom_score.model import DEFAULT_COLOURS, PoiKind
from fathom_score.table.entry import (
    Jump,
    Kept,
    Place,
    Run,
    expand_quick,
    quick_code,
    read_entry,
    split_run,
)

GAME = game_from(TWO_PLAYERS)


@pytest.mark.parametrize(
    "code, notation",
    [
        ("rc", "red coral"),
        ("y2f", "yellow 2 fish"),
        ("bfk", "blue fish crustacean"),
        ("raa", "red anglerfish stacked"),
        ("g@ne", "green camera facing NE"),
        ("mc=r", "multi coral as red"),
        ("(rc)", "red coral undiscovered"),
        ("~", "stingray"),
        ("?", "poi hidden"),
        ("ru", "poi rubble"),
    ],
)
def test_quick_codes_read_as_the_notation(code, notation):
    assert expand_quick(code, DEFAULT_COLOURS) == notation


def test_words_that_are_not_quick_codes_are_left_to_the_notation():
    assert expand_quick("red", DEFAULT_COLOURS) is None  # 'e' is no icon
    assert expand_quick("coral", DEFAULT_COLOURS) is None  # 'c' is no colour
    assert read_entry("d4", GAME) == Jump("D4")
    assert read_entry("kept st chest", GAME) == Kept((PoiKind.STATUE, PoiKind.CHEST))
    assert read_entry("-", GAME) == Place(None, "-")


def test_quick_codes_run_together_one_zone_after_another():
    assert split_run("rcy2f.bfk", DEFAULT_COLOURS) == ["rc", "y2f", ".", "bfk"]
    assert split_run("st(rc)~?mc=rg@ne", DEFAULT_COLOURS) == [
        "st",
        "(rc)",
        "~",
        "?",
        "mc=r",
        "g@ne",
    ]
    entry = read_entry("rc.y2f", GAME)
    assert isinstance(entry, Run)
    assert [p and format_content(p.content) for p in entry.places] == [
        "red coral",
        None,
        "yellow 2 fish",
    ]
    assert read_entry("+stch", GAME) == Kept((PoiKind.STATUE, PoiKind.CHEST))
    assert split_run("rcst", DEFAULT_COLOURS) is None  # 'st' only starts a code


def test_a_quick_code_that_reads_wrong_says_what_it_read():
    expedition_2 = game_from(TWO_PLAYERS.replace("expedition = 1", "expedition = 2"))
    with pytest.raises(NotationError, match="'b@' reads as 'blue camera': a camera needs"):
        read_entry("b@", expedition_2)


@given(st.data())
def test_the_shortest_code_of_any_content_reads_back_as_that_content(data):
    game = data.draw(games())
    content = data.draw(contents(game.expedition_number, game.colours))
    code = quick_code(content, game.colours)
    assert len(code) <= len(format_content(content))
    entry = read_entry(code, game)
    assert isinstance(entry, Place) and entry.content == content


# Typed at the app: notation-like word salad, quick-code-like letters, or anything at all.
typed = zone_texts() | st.text(alphabet="rybgmcfskwpaj@l0123456789=()~?-.+", max_size=12)


# Every example starts an app, so CI tries a small fixed budget (the suite's profile draws the
# same examples on every run). A longer hunt:
#   FATHOM_APP_FUZZ_EXAMPLES=200 HYPOTHESIS_PROFILE=thorough .venv/bin/pytest tests/app -k fuzzed
@settings(max_examples=int(os.environ.get("FATHOM_APP_FUZZ_EXAMPLES", "4")))
@given(st.lists(typed, min_size=1, max_size=12))
# Random text is mostly refused: one list of entries that are taken, so the check of what an
# accepted entry changed always runs too.
@example(["rc.y2f", "d4", "bfk", "kept statue", "blue 2 fish", "-", "", "(gc)~?", "mc=r"])
def test_fuzzed_entries_are_refused_with_a_message_and_lose_nothing(texts):
    asyncio.run(_type_all(texts))


async def _type_all(texts: list[str]) -> None:
    app = editor_app()
    async with app.run_test(size=SMALL) as pilot:
        await pilot.pause()
        await _type(pilot, "rc")  # a tile that must survive every refusal
        for text in texts:
            before, cursor = app.session.game, app.screen.cursor
            await _type(pilot, text)
            message = str(app.screen.query_one("#message").render())
            if message.startswith("✗"):
                assert message.startswith("✗ Not entered: ")
                assert app.session.game is before
                assert app.screen.query_one("#entry").value == text  # kept, to be fixed
                app.screen.query_one("#entry").value = ""
            else:
                _check_accepted(text, before, app.session.game, cursor)
            # The command line loads exactly what the app holds.
            assert parse_game(dump_game(app.session.game)) == app.session.game


def _check_accepted(text: str, before, after, cursor: str) -> None:
    """Only what the entry could have asked for changed, judged without the entry reader: a
    text the core's notation reads fills the cursor's zone with exactly that; anything else
    changes zones from the cursor on, no more of them than the text has characters, and each
    to a content whose own notation reads back as itself, or empty where the text has a '-'."""
    old, new = before.players[0], after.players[0]
    changed = [z for z in GAME.layout.zones if old.board[z] != new.board[z]]
    if new.poi_kept != old.poi_kept:
        assert text.strip().lower().startswith(("+", "kept")) and not changed
        return
    try:
        notation = parse_zone(text, GAME.colours) if text.strip() else NOTHING
    except NotationError:
        notation = NOTHING
    if notation is not NOTHING:
        assert changed in ([cursor], []) and new.board[cursor] == notation
        return
    zones = GAME.layout.zones
    window = zones[zones.index(cursor) : zones.index(cursor) + len(text.strip())]
    assert set(changed) <= set(window)
    for zone in changed:
        content = new.board[zone]
        if content is None:
            assert "-" in text, "only a '-' empties a zone"
        else:
            assert parse_zone(format_content(content), GAME.colours) == content


NOTHING = object()


async def _type(pilot, text: str) -> None:
    entry = pilot.app.screen.query_one("#entry")
    entry.value = text
    await pilot.press("enter")


async def test_the_message_line_says_nothing_alarming_while_a_word_is_typed():
    """Issue 15, friction 5: the preview of a word begun is no error."""
    app = editor_app()
    async with app.run_test(size=SMALL) as pilot:
        await pilot.pause()
        message = app.screen.query_one("#message")
        for key in [*"red", "space", *"cora"]:
            await pilot.press(key)
            await pilot.pause()
            assert "✗" not in str(message.render()) and not message.has_class("error")
        await pilot.press(*"lx")
        await pilot.pause()
        assert str(message.render()) == "✗ unknown word 'coralx'; did you mean coral?"
        assert message.has_class("error")
