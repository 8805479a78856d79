"""A served page in Japanese (issue 18): `?lang=ja` on the join form carries on through the form
to the table's page, whose app process speaks Japanese, double-width words laid out in the
page's terminal as in a terminal."""

from __future__ import annotations

import re

from .harness import expose_terminal, wait_for_screen


def test_the_japanese_join_form_opens_the_players_board_in_japanese(table, page):
    page.goto(f"{table.base}/?lang=ja")
    body = page.inner_text("body")
    assert "参加コード" in body and "Join code" not in body
    expose_terminal(page)
    page.fill("input[name=code]", table.code)
    page.fill("input[name=player]", "Otto")
    page.click("button[type=submit]")
    screen = wait_for_screen(page, r"卓：Noor 69")
    assert "lang=ja" in page.url
    assert "遠征2 · expedition-2.toml" in screen
    assert re.search(r"│ Otto\s", screen)  # Otto's own board and score column
    assert re.search(r"合計\s+49", screen)
    assert "スコアパッド" in screen  # the key line's words
    assert page.errors == []


def test_a_players_link_in_japanese_and_another_in_english_each_keep_their_own(table, page):
    expose_terminal(page)
    page.goto(f"{table.link('Noor')}&lang=ja")
    assert "合計" in wait_for_screen(page, r"卓：Otto 49")
    page.goto(table.link("Noor"))
    screen = wait_for_screen(page, r"Table: Otto 49")
    assert "合計" not in screen and "Total" in screen
