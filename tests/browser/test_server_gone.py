"""A page whose server has gone (issue 30 §1): stopped (Ctrl+C) or killed, the page says the
server is gone, in the page's own language, and how the host starts it again."""

from __future__ import annotations

import re
import shutil
import signal

import pytest

from .harness import ROOT, expose_terminal, wait_for_screen

CLOSED = "() => document.body.classList.contains('-closed')"
SAID = ".closed-dialog .message"


@pytest.fixture
def own_game(tmp_path):
    path = tmp_path / "expedition-2.toml"
    shutil.copy(ROOT / "examples" / "expedition-2.toml", path)
    return path


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
