"""`fathom-score serve` measured: memory per browser session, a session's first screen in the
browser against the terminal app's, and four sessions entering 100 entries each.

    .venv/bin/python -m benchmarks.serve [--repeats N] [--entries N]

- **Memory**: the resident set (VmRSS) of each browser session's app process, with four
  players' pages and the host's open on examples/expedition-2.toml, and of the spare process
  the server keeps for the next page. Goal ≤ 80 MB each.
- **First screen**: in the browser, from `page.goto` of the join link to the page's terminal
  showing the board editor with its score (read from xterm.js, as the browser tests do); the
  page, its websocket, the app process's start and its first frame all count. Twice: as any
  visit after a browser's first (textual.js and the font from the browser's cache), and with
  the cache emptied first (a browser's very first visit). In the terminal,
  `benchmarks/first_screen.py fathom examples/expedition-2.toml` as a whole process (launch to
  the editor's first painted frame, with its score, and exit). Run in turns, medians. Goal: the
  browser ≤ 2× the terminal.
- **Load**: benchmarks/serve_load.py.

Writes benchmarks/results/serve.md. Needs Chromium (see tests/browser/harness.py).
"""

from __future__ import annotations

import argparse
import os
import shutil
import statistics
import sys
import tempfile
import time
from pathlib import Path
from typing import Any

from benchmarks.serve_load import measure as measure_load
from benchmarks.timing import interleaved_medians, machine, process_seconds
from tests.browser.harness import (
    Table,
    chromium_path,
    expose_terminal,
    launch,
    no_chromium_reason,
    start_table,
    wait_for_screen,
)

ROOT = Path(__file__).resolve().parents[1]
EXAMPLE = ROOT / "examples" / "expedition-2.toml"
PLAYERS = ("Noor", "Otto", "Priya", "Quinn")
MEMORY_GOAL_MB = 80
FIRST_SCREEN_GOAL = 2.0
RESULTS = ROOT / "benchmarks" / "results" / "serve.md"
COMMAND = ".venv/bin/python -m benchmarks.serve"
EDITOR_WITH_SCORE = r"│\s*Total\s+\d+"


def sessions(server: int) -> list[int]:
    """The app processes the server started: its children running fathom_score."""
    found = []
    for entry in Path("/proc").iterdir():
        if not entry.name.isdigit():
            continue
        try:
            fields = (entry / "stat").read_text().rsplit(")", 1)[1].split()
            command = (entry / "cmdline").read_bytes()
        except OSError:
            continue
        if int(fields[1]) == server and b"fathom_score" in command:
            found.append(int(entry.name))
    return found


def rss_mb(pid: int) -> float:
    for line in Path(f"/proc/{pid}/status").read_text().splitlines():
        if line.startswith("VmRSS:"):
            return int(line.split()[1]) / 1024
    raise ValueError(f"no VmRSS for {pid}")


def open_page(browser: Any, table: Table, player: str | None) -> Any:
    page = browser.new_page()
    expose_terminal(page)
    page.goto(table.link(player))
    wait_for_screen(page, EDITOR_WITH_SCORE)
    return page


def memory(browser: Any, table: Table) -> list[float]:
    """Each session's RSS in MB, four players and the host on one game, all on screen."""
    pages = [open_page(browser, table, name) for name in (*PLAYERS, None)]
    time.sleep(1)  # a few polls of the table each
    figures = [rss_mb(pid) for pid in sessions(table.process.pid)]
    for page in pages:
        page.close()
    return figures


def browser_first_screen(browser: Any, table: Table, empty_cache: bool = False) -> float:
    page = browser.new_page()
    expose_terminal(page)
    if empty_cache:  # as on this browser's very first visit: textual.js and the font fetched
        page.context.new_cdp_session(page).send("Network.clearBrowserCache")
    start = time.perf_counter()
    page.goto(table.link())
    wait_for_screen(page, EDITOR_WITH_SCORE)
    seconds = time.perf_counter() - start
    page.close()
    return seconds


def terminal_first_screen(home: Path) -> float:
    return process_seconds(
        [sys.executable, str(ROOT / "benchmarks" / "first_screen.py"), "fathom", str(EXAMPLE)],
        env=dict(os.environ, FATHOM_SCORE_HOME=str(home)),
    )


def report(
    figures: list[float], medians: dict[str, float], load: Any, entries: int, repeats: int
) -> str:
    ratio = medians["browser"] / medians["terminal"]
    cold = medians["browser, empty cache"] / medians["terminal"]
    worst = max(figures)
    exact = load.stored == load.expected
    lines = [
        "# `fathom-score serve`",
        "",
        f"Measured by `{COMMAND}` on {machine()['platform']}, {machine()['cpu_count']} CPUs, "
        f"load average {os.getloadavg()[0]:.1f} at the end; see docs/benchmarks.md.",
        "",
        "| what | figure | goal | |",
        "| --- | --- | --- | --- |",
        f"| memory per browser session (VmRSS of {len(figures)} app processes: five pages' "
        "sessions and the spare waiting for the next page) | "
        f"{', '.join(f'{f:.0f}' for f in sorted(figures))} MB (largest {worst:.0f} MB) | "
        f"≤ {MEMORY_GOAL_MB} MB | {'met' if worst <= MEMORY_GOAL_MB else 'missed'} |",
        f"| … after {entries} entries each (the load's 4 sessions below, and the spare) | "
        f"{', '.join(f'{f:.0f}' for f in sorted(load.measured))} MB | ≤ {MEMORY_GOAL_MB} MB | "
        f"{'met' if max(load.measured) <= MEMORY_GOAL_MB else 'missed'} |",
        f"| first screen, browser (median of {repeats}) | {medians['browser'] * 1000:.0f} ms | | |",
        f"| first screen, browser with an empty cache (a browser's first visit) | "
        f"{medians['browser, empty cache'] * 1000:.0f} ms | | |",
        f"| first screen, terminal app (same run) | {medians['terminal'] * 1000:.0f} ms | | |",
        f"| browser ÷ terminal | {ratio:.2f}× | ≤ {FIRST_SCREEN_GOAL:g}× | "
        f"{'met' if ratio <= FIRST_SCREEN_GOAL else 'missed'} |",
        f"| browser with an empty cache ÷ terminal | {cold:.2f}× | ≤ {FIRST_SCREEN_GOAL:g}× | "
        f"{'met' if cold <= FIRST_SCREEN_GOAL else 'missed'} |",
        f"| 4 sessions × {entries} entries, keys typed | {load.typed_seconds:.1f} s | | |",
        f"| … until every page showed the final totals | {load.settled_seconds:.1f} s | | |",
        f"| … the database afterwards | {'exactly as entered' if exact else 'DIFFERENT'} | "
        f"exactly as entered | {'met' if exact else 'missed'} |",
        "",
    ]
    return "\n".join(lines)


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--repeats", type=int, default=7)
    parser.add_argument("--entries", type=int, default=100)
    args = parser.parse_args()
    if chromium_path() is None:
        print(no_chromium_reason(), file=sys.stderr)
        return 2
    from playwright.sync_api import sync_playwright

    with sync_playwright() as playwright, tempfile.TemporaryDirectory() as name:
        folder = Path(name)
        game = folder / "expedition-2.toml"
        shutil.copy(EXAMPLE, game)
        table = start_table(game, folder / "home")
        browser = launch(playwright, folder / "profile")
        try:
            figures = memory(browser, table)
            medians = interleaved_medians(
                {
                    "browser": lambda: browser_first_screen(browser, table),
                    "browser, empty cache": lambda: browser_first_screen(browser, table, True),
                    "terminal": lambda: terminal_first_screen(folder / "terminal-home"),
                },
                args.repeats,
            )
        finally:
            browser.close()
            table.stop()
        load = measure_load(
            playwright,
            folder / "load",
            args.entries,
            lambda table: [rss_mb(pid) for pid in sessions(table.process.pid)],
        )
    text = report(figures, medians, load, args.entries, args.repeats)
    RESULTS.write_text(text, encoding="utf-8")
    print(text)
    print(f"memory: mean {statistics.mean(figures):.0f} MB")
    return 0


if __name__ == "__main__":
    sys.exit(main())
