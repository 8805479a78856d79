"""The tap pad: a board entered by taps alone (clicks here, as a phone's taps reach the app)."""

from __future__ import annotations

import re
from itertools import pairwise
from types import SimpleNamespace

import pytest
from conftest import game_from, keys_screen, make_app, screen_text, settle, type_entries
from fit import SIZES, cut_widgets

from fathom_score.app import FathomApp
from fathom_score.app.screens.editor import EditorScreen
from fathom_score.app.screens.help import key_rows
from fathom_score.app.widgets.board import BoardView
from fathom_score.app.widgets.tap_pad import ITEM_LINES, ITEM_WIDTH, TapPad
from fathom_score.gamefile import format_content
from fathom_score.model import PoiKind, Species
from fathom_score.render.board_forms import FORMS, TWO_LINE, zone_box
from fathom_score.render.cells import cell_len
from fathom_score.table.codes import LETTER_OF, colour_codes
from fathom_score.table.taps import (
    BACKSPACE,
    CLEAR_FIELD,
    ENTER,
    UNDO,
    items_for,
    pad_items,
    tapped,
)
from fathom_score.words import _, set_language

PHONE = SIZES["phone"]


def game_text(expedition: int, colours: str = "") -> str:
    return (
        f"version = 1\nexpedition = {expedition}\n{colours}"
        '[[players]]\nname = "Ana"\n[[players]]\nname = "Ben"\n'
    )


# Ana's board in Expedition 2: eleven zones, every kind of code the pad types (colours, counts,
# icons, a camera, a stacked pair, a face-down tile, a pinned multicoloured coral, points of
# interest), with gaps skipped and zones tapped.
BOARD = {
    "A1": "rc",
    "A2": "rc",
    "A4": "y2f",
    "B1": "bfk",
    "B2": "g@ne",
    "B3": "raa",
    "C1": "(yc)",
    "C2": "mc=r",
    "C3": "st",
    "E3": "?",
    "G4": "b3f",
}


def zones_of(app, player: int = 0) -> dict[str, str]:
    board = app.session.game.players[player].board
    return {zone: format_content(content) for zone, content in board.zones.items()}


async def open_pad(pilot) -> tuple[EditorScreen, TapPad]:
    screen = pilot.app.screen
    assert isinstance(screen, EditorScreen)
    await pilot.press("f8")
    await settle(pilot)
    return screen, screen.query_one(TapPad)


async def tap_item(pilot, pad: TapPad, code: str) -> None:
    index = next(i for i, item in enumerate(pad.items) if item.code == code)
    for _page in pad.pages(pad.size.width):  # More, to the item's page
        if pad.shows(index):
            break
        more = pad.more_box()
        assert more is not None
        assert await pilot.click(pad, offset=(more.x, more.y))
    box = pad.item_box(index)
    # A finger lands anywhere on the item: here its last cell.
    assert await pilot.click(pad, offset=(box.right - 1, box.bottom - 1))


async def tap_zone(pilot, zone: str) -> None:
    view = pilot.app.screen.board_view
    x, y, _width, height = zone_box(view.board.layout, view.form, zone)
    gutter = view.styles.gutter
    # A finger lands anywhere on the zone: here on its first cell of its last line.
    assert await pilot.click(view, offset=(gutter.left + x, gutter.top + y + height - 1))


def field(app) -> str:
    return app.screen.query_one("#entry").value


def test_the_pad_has_this_games_colours_species_and_tokens():
    custom = 'colours = ["crimson", "amber", "azure", "jade"]\n'
    for expedition in (1, 2, 3, 4):
        game = game_from(game_text(expedition, custom))
        codes = [item.code for item in pad_items(game)]
        assert set(colour_codes(game.colours)) <= set(codes)  # r b z d and m
        assert {
            LETTER_OF[s] for s in game.expedition.all_species if s is not Species.CAMERA
        } <= set(codes)
        assert ("@e" in codes) == (expedition == 2)  # a camera faces a way
        assert ("~" in codes) == (expedition == 4)
        keeps = any(not game.expedition.keeps_on_board(kind) for kind in PoiKind)
        assert ("+" in codes) == keeps == (expedition != 2)
        assert {"?", "st", "ch", "ru", "wr", "2", "3", ".", ":", "-", "(", ")", "="} <= set(codes)
        assert [c for c in codes if c in (ENTER, BACKSPACE, CLEAR_FIELD, UNDO)] == [
            ENTER,
            BACKSPACE,
            CLEAR_FIELD,
            UNDO,
        ]
        assert len(codes) == len(set(codes))


def test_a_point_of_interest_after_a_tile_gets_the_space_a_typist_types():
    game = game_from(game_text(2))
    assert tapped("rc", "st", game) == "rc st"  # rcst: a sea cucumber's s
    assert tapped("rc", "ru", game) == "rcru"  # reads apart as it is
    assert tapped("rc.", "st", game) == "rc.st"
    assert tapped("", "st", game) == "st"
    assert tapped("rc", "f", game) == "rcf"  # an icon on the tile: no space


@pytest.mark.parametrize("expedition", [1, 2, 3, 4])
async def test_each_item_types_its_code_in_the_entry_field(expedition):
    colours = 'colours = ["crimson", "amber", "azure", "jade"]\n' if expedition == 3 else ""
    app = make_app(None, game_from(game_text(expedition, colours)))
    async with app.run_test(size=PHONE) as pilot:
        _screen, pad = await open_pad(pilot)
        typed = ""
        for item in pad.items:
            if item.action is None:
                await tap_item(pilot, pad, item.code)
                typed = tapped(typed, item.code, app.session.game)
                assert field(app) == typed, item
        assert typed.replace(" ", "") == "".join(i.code for i in pad.items if i.action is None)


async def test_enter_backspace_clear_and_undo_do_what_their_keys_do():
    app = make_app(None, game_from(game_text(1)))
    async with app.run_test(size=PHONE) as pilot:
        screen, pad = await open_pad(pilot)
        for code in ("y", "2", "f"):
            await tap_item(pilot, pad, code)
        assert field(app) == "y2f"
        await tap_item(pilot, pad, BACKSPACE)
        assert field(app) == "y2"
        assert "y2" in screen_text(app)  # the preview is the typing one
        await tap_item(pilot, pad, CLEAR_FIELD)
        assert field(app) == ""
        for code in ("r", "c", "b", "f"):
            await tap_item(pilot, pad, code)
        await tap_item(pilot, pad, ENTER)
        await settle(pilot)
        assert zones_of(app) == {"A1": "red coral", "A2": "blue fish"}
        assert screen.cursor == "A3"
        await tap_item(pilot, pad, UNDO)
        await settle(pilot)
        assert zones_of(app) == {}
        for code in ("r", "=", ENTER):  # refused as typed: back to be corrected
            await tap_item(pilot, pad, code)
        await settle(pilot)
        assert zones_of(app) == {}
        assert "Not entered" in screen_text(app)
        assert field(app) == "r="


async def test_the_pad_fits_a_phone_and_is_as_high_as_it_says():
    app = make_app(None, game_from(game_text(2)))
    async with app.run_test(size=PHONE) as pilot:
        screen, pad = await open_pad(pilot)
        assert cut_widgets(screen, ["#pad", "#entry"]) == []
        assert pad.size.height == pad.rows_for(pad.size.width)
        assert pad.size.width <= PHONE[0]
        boxes = [pad.item_box(i) for i in range(len(pad.items))]
        assert all(box.right <= pad.size.width and box.bottom <= pad.size.height for box in boxes)
        assert all(box.width >= ITEM_WIDTH >= 4 and box.height == ITEM_LINES >= 2 for box in boxes)
        assert all(a.right <= b.x or a.y != b.y for a, b in pairwise(boxes))
        lines = sorted({box.y for box in boxes})
        assert pad.rows_for(pad.size.width) == len(lines) * ITEM_LINES
        # Every line but the last is filled to the pad's width: its items share the spare.
        assert all(max(b.right for b in boxes if b.y == y) == pad.size.width for y in lines[:-1])


def drawn(pad: TapPad, index: int, line: int) -> str:
    """What item `index` shows on its `line` (0 its top, 1 its word), as the pad draws it."""
    box = pad.item_box(index)
    strip = pad.render_line(box.y + line).crop(box.x, box.right)
    return "".join(segment.text for segment in strip).strip()


@pytest.mark.parametrize("size", [PHONE, (80, 24)], ids=["phone", "80x24"])
@pytest.mark.parametrize("lang", ["en", "ja"])
@pytest.mark.parametrize("expedition", [1, 2, 3, 4])
async def test_every_item_shows_its_whole_word_at_a_phones_width(lang, expedition, size):
    """A newcomer reads each item's word: whole (a species' and a colour's name as the game
    names it, never `cuc` or `fis`), and drawn whole in its item, in both languages."""
    set_language(lang)
    try:
        game = game_from(game_text(expedition))
        app = make_app(None, game)
        async with app.run_test(size=size) as pilot:
            _screen, pad = await open_pad(pilot)
            for index, item in enumerate(pad.items):
                assert drawn(pad, index, 0) == item.top, item
                assert drawn(pad, index, 1) == item.label, item
                assert cell_len(item.label) > 0 and pad.item_box(index).width > cell_len(item.label)
            species = {s.value for s in game.expedition.all_species}
            named = [item for item in pad.items if item.word in species | set(game.colours)]
            assert {item.word for item in named} == species | set(game.colours)
            assert all(item.label == _(item.word) for item in named)
    finally:
        set_language("en")


async def test_where_the_whole_pad_does_not_fit_its_pages_turn_with_more(monkeypatch):
    """At 45x30 the whole-word pad and the board do not both fit: the pad has pages, each
    ending with More and the field's keys, More turns them (after the last, the first), and
    every item is on a page."""
    monkeypatch.setattr(FathomApp, "is_web", property(lambda app: True))
    app = make_app(None, game_from(game_text(2)))
    async with app.run_test(size=SIZES["45x30"]) as pilot:
        await settle(pilot)
        pad = app.screen.query_one(TapPad)
        pages = pad.pages(pad.size.width)
        assert pad.whole_rows(pad.size.width) > pad.size.height == pad.rows_for(pad.size.width)
        assert len(pages) > 1
        keys = [ENTER, BACKSPACE, CLEAR_FIELD, UNDO]
        for page in pages:
            codes = [item.code for line in page for item, _box in line]
            assert codes[-5:] == ["more", *keys]
        typing = [item for page in pages for line in page for item, _box in line[:]]
        assert {item.code for item in pad.items} <= {item.code for item in typing}
        for turn in range(len(pages) + 1):
            assert pad.page == turn % len(pages)
            shown = [item.code for line in pad.shown() for item, _box in line]
            assert shown == [item.code for line in pages[turn % len(pages)] for item, _b in line]
            more = pad.more_box()
            assert more is not None and _("more") in drawn_at(pad, more)
            assert await pilot.click(pad, offset=(more.x, more.y))
            await settle(pilot)
        assert field(app) == ""  # More types nothing


def drawn_at(pad: TapPad, box) -> str:
    strip = pad.render_line(box.y + 1).crop(box.x, box.right)
    return "".join(segment.text for segment in strip)


async def test_f8_shows_and_hides_the_pad_hidden_at_first_in_a_terminal():
    app = make_app(None, game_from(game_text(1)))
    async with app.run_test(size=PHONE) as pilot:
        await settle(pilot)
        box = app.screen.query_one("#pad-box")
        assert not box.display  # a terminal has a keyboard
        assert "Pad" not in screen_text(app).splitlines()[-1]  # nor room on its key line
        await pilot.press("f8")
        assert box.display
        await pilot.press("f8")
        assert not box.display


async def test_a_served_page_shows_the_pad_at_once_and_a_tap_on_its_key_line_hides_it(monkeypatch):
    monkeypatch.setattr(FathomApp, "is_web", property(lambda app: True))
    app = make_app(None, game_from(game_text(1)))
    async with app.run_test(size=PHONE) as pilot:
        await settle(pilot)
        box = app.screen.query_one("#pad-box")
        assert box.display
        assert cut_widgets(app.screen, ["#pad"]) == []
        keys = app.screen.query_one("#keys")
        lines = screen_text(app).splitlines()[keys.region.y : keys.region.bottom]

        async def tap_f8(title: str) -> None:
            row = next(y for y, line in enumerate(lines) if f"f8 {title}" in line)
            offset = (lines[row].index(f"f8 {title}") - keys.region.x, row)
            assert await pilot.click(keys, offset=offset)
            await settle(pilot)

        await tap_f8("Hide pad")
        assert not box.display
        lines = screen_text(app).splitlines()[keys.region.y : keys.region.bottom]
        await tap_f8("Pad")
        assert box.display


async def test_one_key_for_the_pad_and_the_score_listed_once_and_remappable(home, monkeypatch):
    monkeypatch.setattr(FathomApp, "is_web", property(lambda app: True))
    home.mkdir(parents=True)
    (home / "keymap.toml").write_text('[keys]\n"editor.pad" = "f12"\n')
    app = make_app(None, game_from(game_text(1)))
    # Too few rows for both the pad and the score (a phone on its side at the page's 16 px).
    async with app.run_test(size=(87, 18)) as pilot:
        await settle(pilot)
        keys = keys_screen(app)
        assert len(re.findall(r"\bf(8|12)\s+(Tap pad|Pad|Score)", keys)) == 1
        assert re.search(r"\bf12\s+Tap pad \(or score\)", keys)  # a page shows no ids
        ids = [row[3] for row in key_rows(app)]
        assert "editor.pad" in ids and "editor.score" not in ids
        screen = app.screen
        assert screen.query_one("#pad-box").display and screen.score_in_pane
        assert "f12 Score" in screen_text(app)
        await pilot.press("f12")  # the score, in the pad's stead
        await settle(pilot)
        assert not screen.query_one("#pad-box").display and "f12 Pad" in screen_text(app)
        await pilot.press("f12")
        await settle(pilot)
        assert screen.query_one("#pad-box").display


@pytest.mark.parametrize("form", FORMS)
async def test_a_tap_on_any_zone_moves_the_cursor_there_in_every_form(form):
    app = make_app(None, game_from(game_text(1)))
    async with app.run_test(size=SIZES["160x50"]) as pilot:
        await settle(pilot)
        screen = app.screen
        screen.board_view.form = form
        await pilot.pause()
        for zone in reversed(screen.board_view.board.layout.zones):
            await tap_zone(pilot, zone)
            assert screen.cursor == zone
        assert isinstance(screen.focused, BoardView)
        # With the board's keys in front (a zone tapped), the pad still types into the field.
        _screen, pad = await open_pad(pilot)
        await tap_item(pilot, pad, "r")
        await tap_item(pilot, pad, "c")
        await tap_item(pilot, pad, ENTER)
        await settle(pilot)
        assert zones_of(app) == {"A1": "red coral"}


async def test_a_board_entered_by_taps_alone_is_the_same_board_typed():
    app = make_app(None, game_from(game_text(2)))
    async with app.run_test(size=PHONE) as pilot:
        screen, pad = await open_pad(pilot)
        screen.board_view.form = TWO_LINE  # the form a phone's board takes: every zone shown
        await pilot.pause()
        cursor = "A1"
        for zone, code in BOARD.items():
            if zone != cursor:
                if field(app):
                    await tap_item(pilot, pad, ENTER)
                await tap_zone(pilot, zone)
            for item in items_for(code, app.session.game):
                await tap_item(pilot, pad, item.code)
            zones = app.session.game.layout.zones
            cursor = zones[zones.index(zone) + 1] if zone != zones[-1] else zone
        await tap_item(pilot, pad, ENTER)
        await settle(pilot)
        tapped_in = zones_of(app, 0)
        await pilot.press("pagedown")
        screen.query_one("#entry").focus()  # from the board, the last zone tapped
        await type_entries(pilot, *(f"{zone.lower()} {code}" for zone, code in BOARD.items()))
        assert len(tapped_in) == len(BOARD) >= 10
        assert tapped_in == zones_of(app, 1)
        scores = app.session.latest_scorepad_of(app.session.game).to_json()["players"]
        assert [scores[0][key] for key in ("categories", "total")] == [
            scores[1][key] for key in ("categories", "total")
        ]


async def test_taps_in_a_burst_leave_the_message_of_the_entry_not_a_stale_preview():
    # A phone's taps can come faster than the field's changes reach the screen: the preview of
    # 'rc' came after its Enter, and said '→ A2: red coral' of a field already empty.
    app = make_app(None, game_from(game_text(1)))
    async with app.run_test(size=PHONE) as pilot:
        screen, pad = await open_pad(pilot)
        for code in ("r", "c", ENTER):
            pad.post_message(TapPad.Tapped(next(i for i in pad.items if i.code == code)))
        await settle(pilot)
        assert zones_of(app) == {"A1": "red coral"}
        assert str(screen.query_one("#message").render()) == "A1: red coral"


async def test_a_pages_new_cell_resizes_the_pads_items_for_a_fingertip(monkeypatch):
    """The served driver takes the page's new cell (its font chosen again as the phone turns)
    to the app: the pad's items are then at least FINGER_PX in that cell, not the first's."""
    from fathom_score.app.served import PageCell, ServedDriver
    from fathom_score.app.widgets.tap_pad import FINGER_PX
    from fathom_score.config.places import PAGE_CELL_META

    monkeypatch.setattr(FathomApp, "is_web", property(lambda app: True))
    app = make_app(None, game_from(game_text(1)))
    app.page_cell = (9.6, 21.0)
    async with app.run_test(size=PHONE) as pilot:
        await settle(pilot)
        pad = app.screen.query_one(TapPad)
        before = (pad.least, pad.lines)
        posted: list[object] = []
        driver = ServedDriver.__new__(ServedDriver)  # only its on_meta, without a web page
        driver._app = SimpleNamespace(post_message=posted.append)
        driver.on_meta(PAGE_CELL_META, {"type": PAGE_CELL_META, "cell": "6.6x15.0"})
        driver.on_meta(PAGE_CELL_META, {"type": PAGE_CELL_META, "cell": "junk"})
        assert [type(m) for m in posted] == [PageCell]
        app.post_message(posted[0])
        await settle(pilot)
        assert app.page_cell == (6.6, 15.0)
        assert before == (5, 2)
        assert pad.least * 6.6 >= FINGER_PX and pad.lines * 15.0 >= FINGER_PX
        widths = {box.width for line in pad.shown() for _item, box in line}
        assert min(widths) * 6.6 >= FINGER_PX


@pytest.mark.parametrize("lang", ["en", "ja"])
def test_items_that_do_different_things_have_different_words(lang):
    """Each word says what its item does: the face-down POI (?) and the face-down tile's
    opening mark, say, are two words in Japanese as in English (未発見 is not 裏向き)."""
    set_language(lang)
    try:
        items = pad_items(game_from(game_text(2)))
        words = {item.word: item.label for item in items}
        assert len(set(words.values())) == len(words), words
    finally:
        set_language("en")
