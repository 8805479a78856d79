"""Photograph `fathom-score serve` in a browser: screenshots/serve-browser.png.

    .venv/bin/python scripts/serve_screenshot.py

Serves a copy of the Expedition 2 example (with a private FATHOM_SCORE_HOME), opens Noor's
join link in headless Chromium exactly as the browser tests do (tests/browser/harness.py:
Debian's /usr/bin/chromium or $FATHOM_SCORE_CHROMIUM), types the start of an entry so the
preview shows, and saves the page as the browser drew it.
"""

from __future__ import annotations

import shutil
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from playwright.sync_api import sync_playwright

from tests.browser.harness import (
    chromium_path,
    expose_terminal,
    launch,
    no_chromium_reason,
    start_table,
    wait_for_screen,
)

OUTPUT = ROOT / "screenshots" / "serve-browser.png"
WIDTH, HEIGHT = 1280, 800


def main() -> int:
    if chromium_path() is None:
        print(no_chromium_reason(), file=sys.stderr)
        return 1
    with tempfile.TemporaryDirectory() as folder:
        game = Path(folder) / "expedition-2.toml"
        shutil.copy(ROOT / "examples" / "expedition-2.toml", game)
        table = start_table(game, Path(folder) / "home")
        try:
            with sync_playwright() as playwright:
                browser = launch(playwright, Path(folder) / "profile", WIDTH, HEIGHT)
                page = browser.new_page()
                expose_terminal(page)
                page.goto(table.link("Noor"))
                wait_for_screen(page, r"Table: Otto 49")
                page.focus(".xterm-helper-textarea")
                page.keyboard.type("e1yc")            # the preview of an entry, not entered
                wait_for_screen(page, r"E1: yellow coral")
                # The terminal fades in; fonts and the last frame must be drawn.
                page.wait_for_function("() => getComputedStyle(document.getElementById("
                                       "'terminal')).opacity === '1'")
                page.evaluate("document.fonts.ready")
                page.wait_for_timeout(300)
                page.screenshot(path=str(OUTPUT))
                browser.close()
        finally:
            table.stop()
    print(f"Wrote {OUTPUT.relative_to(ROOT)}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
