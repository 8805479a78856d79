"""A board entered by taps alone on a phone: a served page in Chromium emulating a phone held
upright (390x844 CSS px, touch, no keyboard open), every tap on the page's terminal cells; the same
board typed on another player's page scores the same."""

from __future__ import annotations

import re
import time
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

from fathom_score.app.widgets.tap_pad import TapPad
from fathom_score.gamefile import load_game
from fathom_score.render.cells import fit, within
from fathom_score.scoring import score_game
from fathom_score.table.shared import table_game
from fathom_score.table.taps import ENTER, MORE, items_for, pad_items

from .harness import (
    CHROMIUM_ARGS,
    PATIENCE_MS,
    Table,
    chromium_path,
    expose_terminal,
    no_chromium_reason,
    screen_text,
    start_table,
    wait_for_screen,
)

GAME = (
    'version = 1\nexpedition = 2\n[[players]]\nname = "Ana"\n[players.zones]\n'
    '[[players]]\nname = "Ben"\n[players.zones]\n'
)
# Twelve zones a phone shows whatever form its board takes (the left of the board), with every
# kind of code the pad types: counts, two icons, a camera, a stacked pair, a face-down tile, a
# pinned multicoloured coral, points of interest.
BOARD = {
    "A1": "rc",
    "A2": "rc",
    "A3": "y2f",
    "B1": "bfk",
    "B2": "g@ne",
    "C1": "(yc)",
    "C2": "mc=r",
    "D1": "st",
    "D2": "?",
    "E1": "b3f",
    "F1": "raa",
    "G1": "gs",
}
PHONE = {
    "viewport": {"width": 390, "height": 844},
    "has_touch": True,
    "is_mobile": True,
    "device_scale_factor": 2,
}


@pytest.fixture(scope="module")
def game_file(tmp_path_factory) -> Path:
    path = tmp_path_factory.mktemp("game") / "taps.toml"
    path.write_text(GAME)
    return path


@pytest.fixture(scope="module")
def served(game_file, tmp_path_factory) -> Iterator[Table]:
    if chromium_path() is None:
        pytest.skip(no_chromium_reason())
    table = start_table(game_file, tmp_path_factory.mktemp("home"))
    yield table
    table.stop()


@pytest.fixture(scope="module")
def phone(served) -> Iterator[Any]:
    """A browser context emulating a phone: its pages get touch events, not a mouse."""
    try:
        from playwright.sync_api import sync_playwright
    except ImportError:
        pytest.skip("Playwright for Python is not installed: pip install -e '.[test]'")
    with sync_playwright() as playwright:
        browser = playwright.chromium.launch(
            executable_path=chromium_path(), headless=True, args=CHROMIUM_ARGS
        )
        context = browser.new_context(**PHONE)
        yield context
        context.close()
        browser.close()


class Cells:
    """Where each terminal cell of a page lies, in CSS px: from the xterm element's box and the
    terminal's columns and rows."""

    def __init__(self, page: Any) -> None:
        box = page.locator(".xterm-screen").bounding_box()
        self.columns, self.rows = page.evaluate(
            "() => [window.fathomTerminal.cols, window.fathomTerminal.rows]"
        )
        self.left, self.top = box["x"], box["y"]
        self.width, self.height = box["width"] / self.columns, box["height"] / self.rows

    def tap(self, page: Any, column: int, row: int) -> None:
        page.touchscreen.tap(
            self.left + (column + 0.5) * self.width, self.top + (row + 0.5) * self.height
        )


def find(screen: list[str], text: str, rows: range) -> tuple[int, int]:
    """The column and row where `text` is shown, in the rows given."""
    for row in rows:
        column = screen[row].find(text)
        if column >= 0:
            return column, row
    raise AssertionError(f"{text!r} is not shown in rows {rows}:\n" + "\n".join(screen))


def board_rows(screen: list[str]) -> range:
    """The rows of the board: above the entry pane's top border, or where a short screen has
    none, above the line of the zone at the cursor."""
    return range(
        next(
            row
            for row, line in enumerate(screen)
            if "─" * 20 in line or re.match(r" ?[A-G]\d: ", line)
        )
    )


def tap_zone(page: Any, cells: Cells, zone: str) -> None:
    screen = screen_text(page).splitlines()
    rows = board_rows(screen)
    for row in rows:
        if found := re.search(rf"(?<![A-Z0-9]){zone}(?![0-9])", screen[row]):
            cells.tap(page, found.start(), row)
            return
    raise AssertionError(f"{zone} is not on the board:\n" + "\n".join(screen))


def page_cell(page: Any) -> tuple[float, float]:
    """The cell the page measured and told the app (its websocket's `?cell=`)."""
    width, height = page.evaluate("() => document.getElementById('terminal').dataset.cell").split(
        "x"
    )
    return float(width), float(height)


class Pad:
    """The page's tap pad, laid out as the app lays it out (TapPad's own layout at the pad's
    width and in the rows the screen shows it in), and the page of it shown."""

    def __init__(self, game: Any, screen: list[str], width: int, cell: Any = None) -> None:
        self.pad = TapPad(game, cell=cell)
        self.width = width
        first_line = self._line(self.pad.pages(width)[0], 0)
        column, row = find(screen, first_line, range(len(screen)))
        self.origin = (column, row - (self.pad.lines - 2) // 2)  # a taller item's top is lower
        # The Enter item's top is on the last line of items: the pad's rows end a line under.
        enter = next(item for item in self.pad.items if item.code == ENTER)
        rows = range(self.origin[1], len(screen))
        lines = self.pad.lines
        self.pad.most = find(screen, enter.top, rows)[1] - (lines - 2) // 2 - self.origin[1] + lines
        self.page = 0

    def _line(self, page, row: int) -> str:
        return "".join(
            fit(within(item.top, box.width), box.width, "centre")
            for item, box in (entry for line in page for entry in line)
            if box.y == row * self.pad.lines
        )

    def boxes(self) -> list[tuple[Any, Any]]:
        pages = self.pad.pages(self.width)
        return [entry for line in pages[self.page % len(pages)] for entry in line]

    def tap(self, page: Any, cells: Cells, code: str) -> None:
        """Tap the item typing `code`, after More to its page where the pad has pages."""
        for _turn in self.pad.pages(self.width):
            box = next((box for item, box in self.boxes() if item.code == code), None)
            if box is not None:
                middle = (self.origin[0] + box.x + box.width // 2, self.origin[1] + box.y + 1)
                cells.tap(page, *middle)
                return
            self.tap(page, cells, MORE)
            self.page += 1
        raise AssertionError(f"no page of the pad has {code!r}")


def entered(served: Table, player: int, zones: int) -> Any:
    """The table's game once `player`'s board holds `zones` zones (the page's autosave)."""
    deadline = time.monotonic() + PATIENCE_MS / 1000
    while time.monotonic() < deadline:
        game = table_game(served.code, served.database)
        if game is not None and len(game.players[player].board.zones) == zones:
            return game
        time.sleep(0.2)
    held = sorted(game.players[player].board.zones) if game else None
    raise AssertionError(f"the table never held {zones} zones on board {player}: {held}")


def test_a_board_tapped_on_a_phone_scores_as_the_same_board_typed(served, phone, game_file):
    game = load_game(game_file)
    items = pad_items(game)
    page = phone.new_page()
    expose_terminal(page)
    page.goto(served.link("Ana"))
    screen = wait_for_screen(page, r"×2[\s\S]*cam").splitlines()  # the pad, shown at once
    cells = Cells(page)
    assert (cells.columns, cells.rows) == (40, 38)  # under it, the Keyboard button
    pad = Pad(game, screen, cells.columns - 2, page_cell(page))  # the pane's padding either side
    assert pad.origin[0] == 1
    paged = [item for page in pad.pad.pages(pad.width) for line in page for item, _b in line]
    assert set(items) <= set(paged)
    for zone, code in BOARD.items():
        tap_zone(page, cells, zone)
        wait_for_screen(page, rf"(?:^|\n) ?{zone}: empty")  # the zone line: the cursor is there
        for item in items_for(code, game):
            pad.tap(page, cells, item.code)
        pad.tap(page, cells, ENTER)
        wait_for_screen(page, rf"(?:^|\n) ?{zone}: (?!empty)")  # the message: what was entered
    tapped = entered(served, 0, len(BOARD))

    typist = phone.new_page()
    expose_terminal(typist)
    typist.goto(served.link("Ben"))
    wait_for_screen(typist, r"×2[\s\S]*cam")
    typist.focus(".xterm-helper-textarea")
    for zone, code in BOARD.items():
        typist.keyboard.type(f"{zone.lower()} {code}")
        typist.keyboard.press("Enter")
    typed = entered(served, 1, len(BOARD))

    assert tapped.players[0].board.zones == typed.players[1].board.zones
    ana, ben = (
        {name: cell.points for name, cell in player.categories.items()} | {"total": player.total}
        for player in score_game(typed).players
    )
    assert ana == ben and ana["total"] > 0
    page.close()
    typist.close()
