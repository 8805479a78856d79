"""Four players of one served game entering their boards at once in four pages, as fast as the
browser takes the keys: the database ends with exactly what was entered, and every page shows
the same totals. A few entries each here; benchmarks/serve_load.py makes 100 each."""

from __future__ import annotations

from collections.abc import Iterator

import pytest

from .harness import Table, chromium_path, no_chromium_reason
from .load import run, serve_blank_game

ENTRIES = 10
PATIENCE_MS = 60_000   # a limit on a hang only: the pages usually settle in a few seconds


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

