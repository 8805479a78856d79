"""Four players of one served game entering their boards at once in four pages, as fast as the
browser takes the keys: the database ends with exactly what was entered, and every page shows
the same totals. A few entries each here; benchmarks/serve_load.py makes 100 each.

And the rough nights: a burst of pages opened and closed at once leaves no app process behind,
the pages past the cap are told why; the server killed with SIGKILL and started again while
the players' pages are open gives each page its own board back."""

from __future__ import annotations

from collections.abc import Iterator

import pytest

from fathom_score.serve.sessions import SESSIONS_AT_ONCE

from .harness import Table, chromium_path, no_chromium_reason
from .load import NAMES, burst, crash_and_restart, run, serve_blank_game

ENTRIES = 10
PATIENCE_MS = 60_000  # a limit on a hang only: the pages usually settle in a few seconds


@pytest.fixture(scope="module")
def table(tmp_path_factory) -> Iterator[Table]:
    """A blank four-player game, served (this module's own, not the example's)."""
    if chromium_path() is None:
        pytest.skip(no_chromium_reason())
    served = serve_blank_game(tmp_path_factory.mktemp("load"))
    yield served
    served.stop()


def test_four_players_entering_at_once_end_with_exactly_what_they_entered(table, browser):
    load = run(browser, table, ENTRIES, table.database, PATIENCE_MS)
    assert load.stored == load.expected


def test_a_burst_of_pages_opened_and_closed_at_once_leaves_no_app_process(table, browser):
    """More pages than the cap at once: those past it say why, in the page's language (here
    Japanese: it was English on every page); once all are closed, no app process runs a
    session."""
    result = burst(browser, table, SESSIONS_AT_ONCE + 4, PATIENCE_MS, lang="ja")
    assert len(result.refused) == 4
    assert all(f"{SESSIONS_AT_ONCE}個のセッション" in reason for reason in result.refused)
    assert result.left == []


def test_after_a_crash_every_players_page_gets_its_own_board_back(browser, tmp_path):
    """The server killed with SIGKILL while two players enter their boards: their app
    processes end with it, and once it is started again each reloaded page enters its own
    board (a ghost holding it would leave the page watching)."""
    restart = crash_and_restart(browser, tmp_path, NAMES[:2], PATIENCE_MS // 3)
    assert restart.ghosts == []
    assert all(f"entering {name}'s board" in screen for name, screen in restart.screens.items())
