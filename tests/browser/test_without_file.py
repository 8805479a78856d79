"""Served without a game file, in a real browser: the first page's new game becomes the
table's, and a page that joins later opens that game on its own player's board."""

from __future__ import annotations

from collections.abc import Iterator

import pytest

from .harness import (
    Table,
    chromium_path,
    expose_terminal,
    no_chromium_reason,
    start_table,
    wait_for_screen,
)


@pytest.fixture(scope="module")
def table(tmp_path_factory) -> Iterator[Table]:
    if chromium_path() is None:
        pytest.skip(no_chromium_reason())
    served = start_table(None, tmp_path_factory.mktemp("home"))
    yield served
    served.stop()


def open_page(browser, table: Table, player: str):
    page = browser.new_page()
    expose_terminal(page)
    page.goto(table.link(player))
    return page


def test_the_first_pages_new_game_is_the_one_every_later_page_joins(table, browser):
    assert "The first browser to start a game" in table.announcement
    wren = open_page(browser, table, "Wren")
    yuki = None
    try:
        wait_for_screen(wren, r"new game for the table")
        wren.focus(".xterm-helper-textarea")
        wren.keyboard.press("Enter")  # Expedition 1, then the names
        for name in ("Wren", "Yuki"):
            wren.keyboard.type(name)
            wren.keyboard.press("Enter")
        wren.keyboard.press("Enter")  # an empty name: on to Start
        wren.keyboard.press("Enter")  # Start
        wait_for_screen(wren, r"entering Wren's board")
        yuki = open_page(browser, table, "Yuki")
        wait_for_screen(yuki, r"entering Yuki's board")
        yuki.focus(".xterm-helper-textarea")
        yuki.keyboard.type("a1rc")
        yuki.keyboard.press("Enter")
        # Yuki's coral reaches Wren's page with nothing pressed there.
        wait_for_screen(wren, r"Table:.*\bYuki 1\b")
    finally:
        wren.close()
        if yuki is not None:
            yuki.close()
