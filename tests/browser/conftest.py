"""Fixtures for the browser tests: one `fathom-score serve` and one headless Chromium for the
module; skipped, with the reason, where there is no Chromium or no Playwright."""

from __future__ import annotations

import shutil
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any

import pytest

from .harness import ROOT, Table, chromium_path, launch, no_chromium_reason, start_table


@pytest.fixture(scope="module")
def game(tmp_path_factory) -> Path:
    """A copy of the Expedition 2 example, so nothing the browser does reaches the repo."""
    path = tmp_path_factory.mktemp("game") / "expedition-2.toml"
    shutil.copy(ROOT / "examples" / "expedition-2.toml", path)
    return path


@pytest.fixture(scope="module")
def table(game, tmp_path_factory) -> Iterator[Table]:
    if chromium_path() is None:
        pytest.skip(no_chromium_reason())
    served = start_table(game, tmp_path_factory.mktemp("home"))
    yield served
    served.stop()


@pytest.fixture(scope="module")
def browser(table, tmp_path_factory) -> Iterator[Any]:
    try:
        from playwright.sync_api import sync_playwright
    except ImportError:
        pytest.skip("Playwright for Python is not installed: pip install -e '.[test]'")
    with sync_playwright() as playwright:
        context = launch(playwright, tmp_path_factory.mktemp("chromium-profile"))
        yield context
        context.close()


@pytest.fixture
def page(browser) -> Iterator[Any]:
    """A fresh tab; every address it asks for is kept in `page.requested`."""
    tab = browser.new_page()
    tab.requested = []
    tab.errors = []
    tab.on("request", lambda request: tab.requested.append(request.url))
    tab.on("websocket", lambda socket: tab.requested.append(socket.url))
    tab.on("pageerror", lambda error: tab.errors.append(str(error)))
    yield tab
    tab.close()


@pytest.fixture
def serving() -> Iterator[Callable[..., Table]]:
    """`start_table` for one test: every server it starts is stopped when the test ends,
    whatever happened, and so are the app processes of one it killed (Table.crash)."""
    started: list[Table] = []

    def serve(game: Path | None, home: Path, port: int = 0) -> Table:
        served = start_table(game, home, port=port)
        started.append(served)
        return served

    yield serve
    for served in started:
        served.stop()
