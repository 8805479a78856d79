"""The served app on every phone from 320 px wide, upright and on its side, and a tablet
(issue 30): Chromium as a touch device at each size. The page picks a font at which the
terminal has room for the whole board and every category's figure (a 360-px phone at the
page's 16 px got 37 columns and a cut board), and a tap on it opens no on-screen keyboard over
the tap pad; its Keyboard button opens one."""

from __future__ import annotations

import re
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

from fathom_score.gamefile import load_game
from fathom_score.labels import CATEGORY_LABELS
from fathom_score.scoring import score_game
from fathom_score.words import _, set_language

from .harness import expose_terminal, launch, screen_text, wait_for_screen

# (CSS px) a phone's viewport: the smallest, the most common Android, an iPhone, the same
# iPhone with its keyboard up, that iPhone on its side, a tablet.
VIEWPORTS = [(320, 568), (360, 740), (390, 844), (390, 508), (844, 390), (820, 1180)]
TAP_TARGET = 40  # CSS px, either way (Apple asks 44, Material 48)


def size_name(viewport: tuple[int, int]) -> str:
    return "{}x{}".format(*viewport)


@pytest.fixture(scope="module")
def playwright() -> Iterator[Any]:
    try:
        from playwright.sync_api import sync_playwright
    except ImportError:
        pytest.skip("Playwright for Python is not installed: pip install -e '.[test]'")
    with sync_playwright() as running:
        yield running


def phone_page(playwright, table, tmp_path, viewport, lang: str = "") -> Iterator[Any]:
    context = launch(playwright, tmp_path / "profile", *viewport, touch=True)
    page = context.new_page()
    page.errors = []
    page.on("pageerror", lambda error: page.errors.append(str(error)))
    expose_terminal(page)
    page.goto(table.link("Noor") + (f"&lang={lang}" if lang else ""))
    wait_for_screen(page, r"Noor[\s\S]*A1")
    yield page
    context.close()


def figures_shown(screen: str, game_path, lang: str) -> list[str]:
    """What of Noor's board and score the screen misses: zones, and category or total figures."""
    game = load_game(game_path)
    noor = score_game(game).players[0]
    set_language(lang or "en")
    try:
        labels = {name: _(CATEGORY_LABELS[name]) for name in noor.categories}
        total = _("Total")
    finally:
        set_language(None)
    missing = [zone for zone in game.players[0].board.layout.zones if zone not in screen]
    for name, cell in noor.categories.items():
        if not re.search(rf"{re.escape(labels[name])}\s+{cell.points}\b", screen):
            missing.append(f"{labels[name]} {cell.points}")
    if not re.search(rf"{re.escape(total)}\s+{noor.total}\b", screen):
        missing.append(f"{total} {noor.total}")
    return missing


@pytest.mark.parametrize("lang", ["", "ja"])
@pytest.mark.parametrize("viewport", VIEWPORTS, ids=size_name)
def test_every_phone_shows_the_whole_board_and_every_figure(
    playwright, table, game, tmp_path, viewport, lang
):
    for page in phone_page(playwright, table, tmp_path, viewport, lang):
        page.wait_for_timeout(500)  # the last frame of the first screen
        screen, missing = figures_reached(page, game, lang)
        assert missing == [], f"at {viewport}:\n{screen}"
        assert page.errors == []


def figures_reached(page: Any, game, lang: str) -> tuple[str, list[str]]:
    """The screen and what of Noor's board and score it misses, after a tap on the key line's
    Score where the tap pad and the score share the pane (320x568, 844x390 in Japanese): the
    score is one tap away there."""
    from .test_taps import Cells

    screen = screen_text(page)
    missing = figures_shown(screen, game, lang)
    set_language(lang or "en")
    try:
        score = _("Score")
    finally:
        set_language(None)
    lines = screen.splitlines()
    rows = [r for r in range(len(lines) - 1, -1, -1) if f" {score}" in lines[r]]
    if missing and rows:
        Cells(page).tap(page, lines[rows[0]].index(f" {score}") + 1, rows[0])
        page.wait_for_timeout(500)
        screen = screen_text(page)
        missing = figures_shown(screen, game, lang)
    return screen, missing


@pytest.mark.parametrize("viewport", [(360, 740), (844, 390)], ids=size_name)
def test_a_tap_opens_no_keyboard_and_the_keyboard_button_opens_one(
    playwright, table, tmp_path, viewport
):
    for page in phone_page(playwright, table, tmp_path, viewport):
        box = page.locator(".xterm-screen").bounding_box()
        page.touchscreen.tap(box["x"] + box["width"] / 2, box["y"] + 10)
        textbox = page.locator(".xterm-helper-textarea")
        assert page.evaluate("() => document.activeElement.className").startswith(
            "xterm-helper-textarea"
        )
        assert textbox.get_attribute("inputmode") == "none"  # no on-screen keyboard
        button = page.locator("#keyboard")
        size = button.bounding_box()
        assert size["width"] >= TAP_TARGET and size["height"] >= TAP_TARGET, size
        button.tap()
        assert textbox.get_attribute("inputmode") == "text"
        assert page.evaluate("() => document.activeElement.className").startswith(
            "xterm-helper-textarea"
        )
        page.keyboard.type("a2")  # what the keyboard types reaches the app
        wait_for_screen(page, r"go to A2")
        button.tap()
        assert textbox.get_attribute("inputmode") == "none"


def swipe(page: Any, x: float, from_y: float, to_y: float, steps: int = 10) -> None:
    """A finger's swipe from (x, from_y) to (x, to_y), as a touch screen sends it (CDP)."""
    cdp = page.context.new_cdp_session(page)
    cdp.send(
        "Input.dispatchTouchEvent", {"type": "touchStart", "touchPoints": [{"x": x, "y": from_y}]}
    )
    for step in range(1, steps + 1):
        y = from_y + (to_y - from_y) * step / steps
        cdp.send(
            "Input.dispatchTouchEvent", {"type": "touchMove", "touchPoints": [{"x": x, "y": y}]}
        )
        page.wait_for_timeout(20)
    cdp.send("Input.dispatchTouchEvent", {"type": "touchEnd", "touchPoints": []})
    cdp.detach()


@pytest.mark.parametrize("viewport", [(390, 508)], ids=size_name)
def test_a_swipe_scrolls_the_screen_under_it(playwright, table, tmp_path, viewport):
    # The keys (and the reveal, the scorepad) are longer than a phone's screen, and scrolled
    # only by their scrollbar: a swipe did nothing (the app has the mouse, not the page).
    for page in phone_page(playwright, table, tmp_path, viewport):
        page.focus(".xterm-helper-textarea")
        page.keyboard.press("F1")  # the keys: longer than any phone
        before = text_of(wait_for_screen(page, r"fathom-score · keys[\s\S]*Board editor"))
        box = page.locator(".xterm-screen").bounding_box()
        middle = box["x"] + box["width"] / 2
        swipe(page, middle, box["y"] + box["height"] * 0.8, box["y"] + box["height"] * 0.3)
        page.wait_for_timeout(500)  # the app's frame
        after = text_of(screen_text(page))
        # Under the title, the list has moved up: its first lines are off the top, and lines
        # under the foot are on.
        moved = [n for n in range(1, 12) if after[1:11] == before[1 + n : 11 + n]]
        assert moved, "\n".join(["before:", *before, "after:", *after])
        assert page.errors == []


def text_of(screen: str) -> list[str]:
    """The screen's lines without their last columns (the scrollbar, which moves)."""
    return [line[:-3].rstrip() for line in screen.splitlines()]


# A phone turned on its side and back, and its keyboard opened: (the page's size at its load,
# its size then).
TURNS = pytest.mark.parametrize(
    "turned",
    [((390, 844), (844, 390)), ((390, 844), (390, 508)), ((844, 390), (390, 844))],
    ids=lambda turned: "-to-".join(map(size_name, turned)),
)


def turn(page: Any, size: tuple[int, int]) -> None:
    """The page's viewport becomes `size`, and the app has drawn its frame for it."""
    page.set_viewport_size({"width": size[0], "height": size[1]})
    page.wait_for_timeout(1000)  # the page's new size, the app's new frame


@TURNS
def test_a_phone_turned_or_its_keyboard_opened_still_shows_the_whole_board(
    playwright, table, game, tmp_path, turned
):
    # The font was chosen once, at the page's load: turned on its side, an upright phone's
    # font left too few rows for the board.
    first, then = turned
    for page in phone_page(playwright, table, tmp_path, first):
        page.wait_for_timeout(500)
        turn(page, then)
        screen, missing = figures_reached(page, game, "")
        assert missing == [], f"turned to {then}:\n{screen}"
        assert page.errors == []


def pad_item_sizes(page: Any, game: Path) -> set[tuple[int, int]]:
    """The CSS px of every item of the pad the page shows, on every page of it, laid out as the
    app lays it out in the cell the page has now (the screen must show that layout's first
    line: a pad laid out in another cell, its items other widths, is not found)."""
    from .test_taps import Cells, Pad, page_cell

    wait_for_screen(page, r"⏎[\s\S]*\n.*undo")  # the pad's last line of items
    page.wait_for_timeout(500)
    cells = Cells(page)
    screen = screen_text(page).splitlines()
    pad = Pad(load_game(game), screen, cells.columns - 2, page_cell(page))
    return {
        (round(box.width * cells.width), round(box.height * cells.height))
        for shown in pad.pad.pages(pad.width)
        for line in shown
        for _item, box in line
    }


def assert_fingertips(sizes: set[tuple[int, int]]) -> None:
    assert min(w for w, _h in sizes) >= TAP_TARGET and min(h for _w, h in sizes) >= TAP_TARGET, (
        sizes
    )


@pytest.mark.parametrize("viewport", VIEWPORTS, ids=size_name)
def test_every_item_of_the_tap_pad_is_a_fingertip_wide_and_high(
    playwright, table, game, tmp_path, viewport
):
    """The page tells the app its cell (?cell= on its websocket): each of the pad's items, on
    every page of it, is at least TAP_TARGET CSS px either way (4x2 cells were 26x30 px at
    320x568 and 24x26 at 390x508)."""
    for page in phone_page(playwright, table, tmp_path, viewport):
        sizes = pad_item_sizes(page, game)
        print(f"{size_name(viewport)}: items", sorted(sizes)[:3])
        assert_fingertips(sizes)


@TURNS
def test_the_tap_pads_items_stay_a_fingertip_when_the_phone_turns(
    playwright, table, game, tmp_path, turned
):
    """A page whose font is chosen again (the phone turned, its keyboard opened) tells the app
    its new cell: the items were sized in the cell the page had at its load, 5x2 cells of
    9.6x21 px upright, 33x30 px once on its side."""
    first, then = turned
    for page in phone_page(playwright, table, tmp_path, first):
        pad_item_sizes(page, game)
        turn(page, then)
        sizes = pad_item_sizes(page, game)
        print(f"turned to {size_name(then)}: items", sorted(sizes)[:3])
        assert_fingertips(sizes)
        assert page.errors == []


# Where the board, every figure and the whole or paged pad leave the room: at 320x568,
# 360x740 and 390x508 the tabs stay one line (Trim.fingertip_bar given up), 21-26 px tall.
ROOMY = [(390, 844), (844, 390), (820, 1180)]


@pytest.mark.parametrize("viewport", ROOMY, ids=size_name)
def test_a_player_tab_is_a_fingertip_wide_and_high(playwright, table, tmp_path, viewport):
    """A tap TAP_TARGET - 2 CSS px below the top of Otto's name and half that right of its
    middle still shows Otto's board: a tab is a fingertip either way (were 29x21 px, one
    line of the name's own cells)."""
    from .test_taps import Cells

    reach = TAP_TARGET - 2
    for page in phone_page(playwright, table, tmp_path, viewport):
        # The last test's page may hold Noor's board for a moment longer: this one takes it.
        wait_for_screen(page, r"entering Noor's board")
        page.wait_for_timeout(500)
        cells = Cells(page)
        screen = screen_text(page).splitlines()
        row = next(r for r, line in enumerate(screen[:4]) if "Otto" in line)
        column = screen[row].index("Otto")
        middle = cells.left + (column + 2) * cells.width
        top = cells.top + row * cells.height
        page.touchscreen.tap(middle + reach / 2, top + reach)
        wait_for_screen(page, r"showing Otto's board")
        assert page.errors == []
