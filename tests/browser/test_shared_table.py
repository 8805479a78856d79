"""The shared table in a real browser: two players of one served game, each on their own page,
enter a tile each, and both pages show both new totals with nothing pressed."""

from __future__ import annotations

import re

from fathom_score.gamefile import load_game
from fathom_score.scoring import score_game
from fathom_score.table.session import Session

from .harness import ROOT, expose_terminal, wait_for_screen

EXAMPLE = ROOT / "examples" / "expedition-2.toml"


def totals_after(entries: dict[int, str]) -> dict[str, int]:
    """Each player's total as the core scores the example with `entries` (player → text
    typed from A1)."""
    session = Session(load_game(EXAMPLE))
    for player, text in entries.items():
        session.enter(player, "A1", text)
    return {p.name: p.total for p in score_game(session.game).players}


def shows_totals(name: str, totals: dict[str, int]) -> str:
    """A pattern for `name`'s page showing every total: its own in the score column, the
    others' on the `Table:` line below it."""
    others = "".join(
        rf"(?=[\s\S]*Table:.*\b{other} {total}\b)"
        for other, total in totals.items()
        if other != name
    )
    return rf"(?=[\s\S]*│\s*Total\s+{totals[name]}\b){others}"


def open_board(browser, table, player: str):
    page = browser.new_page()
    expose_terminal(page)
    page.goto(table.link(player))
    # Once the board is this page's own: a page closed just before may still be letting go.
    wait_for_screen(page, rf"entering {player}'s board")
    page.focus(".xterm-helper-textarea")
    return page


def enter(page, text: str) -> None:
    page.keyboard.type(text)
    page.keyboard.press("Enter")


def test_two_players_enter_their_own_boards_and_both_pages_show_both_totals(table, browser):
    otto, priya = open_board(browser, table, "Otto"), open_board(browser, table, "Priya")
    try:
        enter(otto, "e1yc")
        enter(priya, "e1yc")
        totals = totals_after({1: "e1yc", 2: "e1yc"})
        assert totals != totals_after({})
        # Each page waits (up to the harness's patience) for the other's board: no key pressed.
        wait_for_screen(otto, shows_totals("Otto", totals))
        wait_for_screen(priya, shows_totals("Priya", totals))
    finally:
        otto.close()
        priya.close()


def test_a_board_is_shown_but_not_changed_on_another_players_page(table, browser):
    otto = open_board(browser, table, "Otto")
    try:
        otto.keyboard.press("PageUp")  # to Noor's board, entered on Noor's own device
        wait_for_screen(otto, r"Noor's board is entered on Noor's own device")
        enter(otto, "e2yc")
        screen = wait_for_screen(otto, r"Not entered: Noor's board is entered on")
        assert re.search(r"│\s*Total\s+69\b", screen)  # Noor's total as it was
    finally:
        otto.close()
