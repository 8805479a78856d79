"""A page whose server has gone (issue 30 §1): stopped (Ctrl+C) or killed, the page says the
server is gone, in the page's own language, and how the host starts it again; its Restart
loads the table's page again only once the server answers, never the browser's own error
page, and says meanwhile that it is still gone."""

from __future__ import annotations

import re
import shutil
import signal

import pytest

from .harness import PATIENCE_MS, ROOT, expose_terminal, wait_for_screen

CLOSED = "() => document.body.classList.contains('-closed')"
SAID = ".closed-dialog .message"
RESTART = ".closed-dialog button"
# The page says the server is still gone, or has been left (for the browser's error page).
STILL_GONE_OR_LEFT = """(selector) => {
  const said = document.querySelector(selector);
  return !said || said.textContent.includes("still");
}"""


@pytest.fixture
def own_game(tmp_path):
    path = tmp_path / "expedition-2.toml"
    shutil.copy(ROOT / "examples" / "expedition-2.toml", path)
    return path


def restart_once_the_server_answers(page) -> None:
    """Press Restart on a page whose server is back, and wait until the page has loaded again:
    until then its old terminal still shows the old screen, which a wait for that screen would
    take for the new one (and then read a document already being replaced)."""
    with page.expect_navigation(timeout=PATIENCE_MS):
        page.click(RESTART)


@pytest.mark.parametrize("lang", ["en", "ja"])
def test_a_page_of_a_stopped_server_says_it_is_gone_in_the_pages_language(
    serving, own_game, tmp_path, page, lang
):
    served = serving(own_game, tmp_path / "home")
    expose_terminal(page)
    page.goto(f"{served.link('Noor')}&lang={lang}")
    wait_for_screen(page, r"Otto 49")
    served.process.send_signal(signal.SIGINT)  # Ctrl+C in the host's terminal
    page.wait_for_function(CLOSED)
    said = page.inner_text(SAID)
    assert "fathom-score serve" in said  # how it is started again
    assert "Server stopped" not in said and "Session ended" not in said
    if lang == "ja":
        assert "サーバー" in said and "もう一度開く" in said
        assert not re.search(r"[A-Za-z]{3,}", said.replace("fathom-score serve", "")), said
    else:
        assert "The server is gone" in said and "press Restart" in said
    assert page.errors == []


def test_restart_on_a_killed_servers_page_waits_for_the_server_and_then_opens_the_table(
    serving, own_game, tmp_path, page
):
    served = serving(own_game, tmp_path / "home")
    expose_terminal(page)
    link = served.link("Noor")
    page.goto(link)
    wait_for_screen(page, r"entering Noor's board")
    served.crash()  # SIGKILL: no close frame reaches the page
    page.wait_for_function(CLOSED)
    assert "The server is gone" in page.inner_text(SAID)
    page.click(RESTART)
    page.wait_for_function(STILL_GONE_OR_LEFT, arg=SAID)
    assert page.url == link  # the table's page, not the browser's error page
    assert "The server still does not answer" in page.inner_text(SAID)
    assert page.is_visible(RESTART)
    port = int(served.base.rsplit(":", 1)[1])
    serving(own_game, tmp_path / "home", port=port)  # the host starts it again
    restart_once_the_server_answers(page)
    wait_for_screen(page, r"entering Noor's board")
    assert page.url == link
    assert page.errors == []


def test_a_reveal_under_way_carries_on_after_a_restart_on_the_hosts_and_a_players_page(
    serving, own_game, tmp_path, browser
):
    """The host's page and Noor's count it together; the server is killed mid-reveal and
    started again: both pages, Restart pressed, are at the same row, with Noor's guess, and
    the host's page moves it on from there: the host's key is kept with the game, as its join
    code is (a new key at each start made the host's page, reloaded, a page like any other,
    which cannot move the reveal on)."""
    served = serving(own_game, tmp_path / "home")
    host, noor = browser.new_page(), browser.new_page()
    try:
        for page in (host, noor):
            expose_terminal(page)
        host.goto(served.host_link)
        noor.goto(served.link("Noor"))
        wait_for_screen(noor, r"entering Noor's board")
        wait_for_screen(host, r"watching every board")
        host.focus(".xterm-helper-textarea")
        host.keyboard.press("F2")
        wait_for_screen(host, r"v Reveal")
        host.keyboard.press("v")
        wait_for_screen(noor, r"\(1 of \d+\): guess your points")
        noor.focus(".xterm-helper-textarea")
        noor.keyboard.type("7")
        noor.keyboard.press("Enter")
        wait_for_screen(host, r"guessed ✓")
        host.keyboard.press("PageDown")
        wait_for_screen(noor, r"\(1 of \d+\): the points[\s\S]*\(guessed 7\)")
        port = int(served.base.rsplit(":", 1)[1])
        served.crash()
        for page in (host, noor):
            page.wait_for_function(CLOSED)
        again = serving(own_game, tmp_path / "home", port=port)
        assert again.host_link == served.host_link
        for page in (host, noor):
            restart_once_the_server_answers(page)
        for page in (host, noor):
            wait_for_screen(page, r"\(1 of \d+\): the points[\s\S]*\(guessed 7\)")
        host.focus(".xterm-helper-textarea")
        host.keyboard.press("PageDown")
        wait_for_screen(noor, r"\(2 of \d+\): guess your points")
    finally:
        host.close()
        noor.close()
