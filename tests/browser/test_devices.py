"""The served app on a phone and a tablet (Chromium as a touch device, at the viewports of
tests/app/fit.py DEVICES): the page's terminal is the size the fit tests assume, the scorepad
shows every player's figures, and the editor shows the whole board, the total and its keys."""

from __future__ import annotations

import re
import sys
from collections.abc import Iterator
from typing import Any

import pytest

from fathom_score.gamefile import load_game

from .harness import ROOT, expose_terminal, launch, screen_text, wait_for_screen

sys.path.insert(0, str(ROOT / "tests" / "app"))
from fit import DEVICES

SIZES = ["phone", "tablet"]


@pytest.fixture(scope="module", params=SIZES)
def device(request, table, tmp_path_factory) -> Iterator[tuple[str, Any]]:
    try:
        from playwright.sync_api import sync_playwright
    except ImportError:
        pytest.skip("Playwright for Python is not installed: pip install -e '.[test]'")
    (width, height), _cells = DEVICES[request.param]
    with sync_playwright() as playwright:
        context = launch(
            playwright, tmp_path_factory.mktemp("device-profile"), width, height, touch=True
        )
        yield request.param, context
        context.close()


@pytest.fixture
def page(device) -> Iterator[Any]:
    _name, context = device
    tab = context.new_page()
    tab.errors = []
    tab.on("pageerror", lambda error: tab.errors.append(str(error)))
    expose_terminal(tab)
    yield tab
    tab.close()


def open_board(page, table, player: str) -> str:
    page.goto(table.link(player))
    screen = wait_for_screen(page, rf"{player}")
    page.focus(".xterm-helper-textarea")
    return screen


def test_the_page_is_the_terminal_the_fit_tests_assume(device, table, page):
    name, _context = device
    open_board(page, table, "Noor")
    cells = page.evaluate("() => [window.fathomTerminal.cols, window.fathomTerminal.rows]")
    assert tuple(cells) == DEVICES[name][1]


def test_the_scorepad_shows_every_players_figures(table, page, game):
    open_board(page, table, "Noor")
    wait_for_screen(page, r"Noor")
    page.keyboard.press("F2")
    screen = wait_for_screen(page, r"Category[\s\S]*Place")
    scorepad = load_game(game)
    for player in scorepad.players:
        assert player.name in screen
    total = re.search(r"Total((?:\s+\d+)+)", screen)
    assert total, screen
    assert total.group(1).split() == ["69", "49", "39", "49"]
    assert re.search(r"Place\s+1st ★\s+2nd\s+4th\s+3rd", screen), screen
    assert page.errors == []


def test_the_editor_shows_every_zone_the_total_and_its_keys(table, page, game):
    open_board(page, table, "Noor")
    screen = wait_for_screen(page, r"A1[\s\S]*\bSave\b")
    layout = load_game(game).players[0].board.layout
    missing = [zone for zone in layout.zones if not re.search(rf"\b{zone}\b", screen)]
    assert missing == [], screen
    assert re.search(r"Total\s+69\b", screen), screen
    for action in ("Save", "Quit"):  # Finish and History are the host's, not a browser's
        assert action in screen, screen
    assert screen_text(page)
