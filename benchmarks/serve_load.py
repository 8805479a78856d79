"""Four browser sessions of one served game, each entering 100 entries (placing, replacing,
clearing) as fast as headless Chromium takes the keys; checks that the database ends with
exactly what was entered and every page shows the same totals, and says how long it took.

    .venv/bin/python -m benchmarks.serve_load [--entries N]

Too slow for the test suite at 100 entries (about 20 s); tests/browser/test_load.py makes 10
each. benchmarks/serve.py runs this too and writes the figures to benchmarks/results/serve.md.
"""

from __future__ import annotations

import argparse
import sys
import tempfile
from collections.abc import Callable
from pathlib import Path
from typing import Any

from tests.browser.harness import Table, chromium_path, launch, no_chromium_reason
from tests.browser.load import Load, run, serve_blank_game

PATIENCE_MS = 300_000


def measure(
    playwright: Any,
    folder: Path,
    entries: int,
    sessions: Callable[[Table], Any] = lambda table: None,
) -> Load:
    """The load run in a fresh table and a fresh browser profile under `folder`;
    `sessions(table)` is measured at the end, before the pages close."""
    folder.mkdir(parents=True, exist_ok=True)
    table = serve_blank_game(folder)
    browser = launch(playwright, folder / "profile")
    try:
        return run(browser, table, entries, table.database, PATIENCE_MS, lambda: sessions(table))
    finally:
        browser.close()
        table.stop()


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--entries", type=int, default=100)
    entries = parser.parse_args().entries
    if chromium_path() is None:
        print(no_chromium_reason(), file=sys.stderr)
        return 2
    from playwright.sync_api import sync_playwright

    with sync_playwright() as playwright, tempfile.TemporaryDirectory() as folder:
        load = measure(playwright, Path(folder), entries)
    exact = load.stored == load.expected
    print(
        f"4 sessions x {entries} entries: typed in {load.typed_seconds:.1f} s, every page "
        f"showed the final totals after {load.settled_seconds:.1f} s; database "
        f"{'exactly as entered' if exact else 'DIFFERENT from what was entered'}"
    )
    return 0 if exact else 1


if __name__ == "__main__":
    sys.exit(main())
