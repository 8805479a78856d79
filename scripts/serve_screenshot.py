"""Photograph `fathom-score serve` in a browser: screenshots/serve-browser.png (a laptop),
screenshots/serve-phone.png (a phone held upright) and serve-phone-ja.png (the same phone's
page in Japanese, from a link with ?lang=ja).

    .venv/bin/python -m scripts.serve_screenshot

Serves a copy of the Expedition 2 example (with a private FATHOM_SCORE_HOME), opens Noor's
join link in headless Chromium exactly as the browser tests do (tests/browser/harness.py:
Debian's /usr/bin/chromium or $FATHOM_SCORE_CHROMIUM), types the start of an entry so the
preview shows, and saves the page as the browser drew it: at 1280x800, and at 390x844 as a
phone's browser (touch, two pixels a point; tests/app/fit.py DEVICES).
"""

from __future__ import annotations

import shutil
import sys
import tempfile
from pathlib import Path

from playwright.sync_api import sync_playwright

from tests.browser.harness import (
    chromium_path,
    expose_terminal,
    launch,
    no_chromium_reason,
    start_table,
    wait_for_screen,
)

ROOT = Path(__file__).resolve().parents[1]
SCREENSHOTS = ROOT / "screenshots"
# Each picture: its file, the viewport in CSS pixels, whether the browser is a phone's, and the
# page's language (None: the server's).
SHOTS = (
    ("serve-browser.png", (1280, 800), False, None),
    ("serve-phone.png", (390, 844), True, None),
    ("serve-phone-ja.png", (390, 844), True, "ja"),
)


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
                for name, (width, height), touch, language in SHOTS:
                    browser = launch(
                        playwright, Path(folder) / f"profile-{name}", width, height, touch=touch
                    )
                    link = table.link("Noor")
                    if language is not None:
                        link += f"{'&' if '?' in link else '?'}lang={language}"
                    photograph(browser, link, SCREENSHOTS / name)
                    browser.close()
                    print(f"Wrote {(SCREENSHOTS / name).relative_to(ROOT)}")
        finally:
            table.stop()
    return 0


def photograph(browser, link: str, output: Path) -> None:
    """Noor's board with the start of an entry typed, as the browser drew it."""
    page = browser.new_page()
    expose_terminal(page)
    page.goto(link)
    wait_for_screen(page, r"Noor[\s\S]*A1")  # the player bar, then the board
    page.focus(".xterm-helper-textarea")
    page.keyboard.type("e1yc")  # the preview of an entry, not entered
    wait_for_screen(page, r"E1(: |：)\S")  # the preview, in the page's language (E1：)
    # The terminal fades in; fonts and the last frame must be drawn.
    page.wait_for_function(
        "() => getComputedStyle(document.getElementById('terminal')).opacity === '1'"
    )
    page.evaluate("document.fonts.ready")
    page.wait_for_timeout(300)
    page.screenshot(path=str(output))
    page.close()


if __name__ == "__main__":
    sys.exit(main())
