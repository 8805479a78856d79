"""`fathom-score serve` in a real browser (headless Chromium): the join link shows the game and
loads nothing from elsewhere, a wrong code shows nothing of it, a zone typed in the page
changes the score, and an export downloads to the browser."""

from __future__ import annotations

import re
from urllib.parse import urlsplit

from fathom_score.gamefile import load_game
from fathom_score.scoring import score_game
from fathom_score.table.session import Session

from .harness import ROOT, expose_terminal, screen_text, wait_for_screen

GAME_WORDS = ("Noor", "Otto", "Priya", "Quinn", "Expedition")


def total_line(screen: str) -> str:
    """The score column's total: the line `Total  49` right of the board."""
    found = re.search(r"│\s*Total\s+(\d+)", screen)
    assert found, screen
    return found.group(1)


def test_the_join_link_shows_the_players_board_and_loads_nothing_from_elsewhere(table, page):
    expose_terminal(page)
    page.goto(table.link("Otto"))
    screen = wait_for_screen(page, r"Table: Noor 69")
    assert "Expedition 2 · expedition-2.toml" in screen
    assert re.search(r"│ Otto\s", screen)  # Otto's own board and score column
    assert total_line(screen) == "49"
    elsewhere = [
        url
        for url in page.requested
        if urlsplit(url).netloc != table.host and not url.startswith("data:")
    ]
    assert elsewhere == []
    assert page.errors == []


def test_a_wrong_code_shows_nothing_of_the_game_and_the_right_one_opens_it(table, page):
    page.goto(table.base)
    page.fill("input[name=code]", table.code[::-1])
    with page.expect_navigation():
        page.click("button[type=submit]")
    body = page.inner_text("body")
    assert "not this table's join code" in body
    assert not [word for word in GAME_WORDS if word in page.content()]
    assert not [url for url in page.requested if "/ws/" in url]  # no app was started
    assert page.locator(".xterm").count() == 0

    expose_terminal(page)
    page.fill("input[name=code]", table.code)
    page.fill("input[name=player]", "Quinn")
    page.click("button[type=submit]")
    screen = wait_for_screen(page, r"│ Quinn\s")
    assert "Table: Noor 69 · Otto 49 · Priya 39" in screen


def test_a_zone_typed_in_the_page_changes_the_score_and_the_export_downloads(
    table, page, game, tmp_path
):
    expose_terminal(page)
    page.goto(table.link("Otto"))
    # Once Otto's board is this page's (the first test's page may still be letting it go).
    before = total_line(wait_for_screen(page, r"(?=[\s\S]*Table: Noor 69)entering Otto's board"))
    # What the core says Otto's total becomes with a yellow coral at E1 (typed from A1,
    # where the editor's cursor starts: `e1` jumps there, `yc` is the tile).
    session = Session(load_game(game))
    session.enter(1, "A1", "e1yc")
    expected = score_game(session.game).players[1].total
    assert str(expected) != before

    page.focus(".xterm-helper-textarea")
    page.keyboard.type("e1yc")
    page.keyboard.press("Enter")
    screen = wait_for_screen(page, rf"│\s*Total\s+{expected}\b")
    assert re.search(r"E1\s.*\n.*y:C", screen)  # the tile is on the board picture

    page.keyboard.press("F5")  # export; in a browser, a download
    wait_for_screen(page, r"Download as")
    with page.expect_download() as started:
        page.keyboard.press("Enter")
    download = started.value
    assert download.suggested_filename == "expedition-2-scorepad.md"
    saved = tmp_path / download.suggested_filename
    download.save_as(saved)
    markdown = saved.read_text(encoding="utf-8")
    assert markdown.startswith("# Fathom — Expedition 2")
    assert f"| Total | 69 | {expected} | 39 | 49 |" in markdown
    assert "Winner: Noor" in markdown
    assert screen_text(page)  # the session is still up after the download


WEBGL_RENDERER = """() => {
  const gl = document.createElement("canvas").getContext("webgl2");
  if (!gl) return null;
  const info = gl.getExtension("WEBGL_debug_renderer_info");
  return info ? String(gl.getParameter(info.UNMASKED_RENDERER_WEBGL)) : "";
}"""


def test_the_page_offers_webgl_only_where_the_browser_draws_it_with_a_graphics_card(table, page):
    # What this browser does with WebGL, asked on a page of its own.
    page.goto("about:blank")
    renderer = page.evaluate(WEBGL_RENDERER)
    expose_terminal(page)
    page.goto(table.link("Otto"))
    wait_for_screen(page, r"Table: Noor 69")
    offered = page.evaluate(WEBGL_RENDERER)
    if renderer is not None and re.search("swiftshader|llvmpipe|software", renderer, re.I):
        assert offered is None  # emulated: the terminal is drawn without it, as quick
    else:
        assert offered == renderer  # a graphics card, or no WebGL at all: left as it is
    assert page.errors == []


def test_a_served_page_shows_nothing_of_the_hosts_history_and_records_nothing(table, page):
    from dataclasses import replace

    from fathom_score.history import History

    # The host's own earlier game, by players who are not at this table.
    earlier = load_game(ROOT / "examples" / "expedition-1.toml")
    earlier = replace(
        earlier,
        players=tuple(
            replace(p, name=name)
            for p, name in zip(earlier.players, ("Hostina", "Hostbert", "Hostella"))
        ),
    )
    with History.open(table.database) as history:
        history.record(earlier)
        recorded = history.count_games()
    expose_terminal(page)
    page.goto(table.link("Priya"))
    wait_for_screen(page, r"entering Priya's board")
    page.focus(".xterm-helper-textarea")  # the footer shows its keys once the page has focus
    screen = wait_for_screen(page, r"\^s Save")
    assert "History" not in screen and "Finish" not in screen
    page.keyboard.press("F6")
    screen = wait_for_screen(page, r"Not in a browser")
    page.keyboard.press("F9")
    page.keyboard.press("y")  # had F9 asked, this would record the game
    screen = wait_for_screen(page, r"Not in a browser[\s\S]*Not in a browser")
    assert "entering Priya's board" in screen
    assert not re.search(r"Host(ina|bert|ella)|newest first|Finish the game", screen)
    with History.open(table.database) as history:
        assert history.count_games() == recorded
    assert page.errors == []
