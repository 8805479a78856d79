"""Four players entering their boards of one served game at once, as fast as the browser
takes their keys: used by test_load.py (a few entries each) and benchmarks/serve_load.py
(100 each). The entries are tests/table/shared_writer.py's: placing, replacing and clearing.

Also the table's rough nights: a burst of pages opened and closed at once (`burst`), and the
server killed and started again while the players' pages are open (`crash_and_restart`)."""

from __future__ import annotations

import importlib.util
import time
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from fathom_score.gamefile import dump_game
from fathom_score.model import Game
from fathom_score.scoring import score_game
from fathom_score.table.shared import SharedTable

from .harness import (
    ROOT,
    Table,
    alive,
    children,
    expose_terminal,
    memory_mb,
    sessions_of,
    start_table,
    wait_for_screen,
)


def _writer() -> Any:
    """tests/table/shared_writer.py, by its path: this module is also run by
    benchmarks/serve_load.py, where `tests` is no package."""
    spec = importlib.util.spec_from_file_location(
        "fathom_shared_writer", ROOT / "tests" / "table" / "shared_writer.py"
    )
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


_WRITER = _writer()
NAMES, boards, entries, four_players = (
    _WRITER.NAMES,
    _WRITER.boards,
    _WRITER.entries,
    _WRITER.four_players,
)


def keys(zone: str, text: str) -> list[str]:
    """What a player types for one entry: the zone, then the tile ("d4rc" goes to D4 and
    places a red coral there); a clear is the zone, then "-" on its own."""
    return [zone.lower(), "-"] if text == "-" else [zone.lower() + text]


def serve_blank_game(folder: Path) -> Table:
    game = folder / "four.toml"
    game.write_text(dump_game(four_players()), encoding="utf-8")
    return start_table(game, folder / "home")


def expected_game(count: int) -> Game:
    game = four_players()
    for player in range(len(NAMES)):
        game = game.with_player(player, boards(player, player, count)[-1])
    return game


def shows_totals(name: str, totals: dict[str, int]) -> str:
    """A pattern for `name`'s page showing every total: its own in the score column, the
    others' on the `Table:` line below it."""
    others = "".join(
        rf"(?=[\s\S]*Table:.*\b{other} {total}\b)"
        for other, total in totals.items()
        if other != name
    )
    return rf"(?=[\s\S]*│\s*Total\s+{totals[name]}\b){others}"


@dataclass
class Load:
    typed_seconds: float  # until every key of every entry was handed to the browser
    settled_seconds: float  # until every page showed the final totals
    stored: Game  # the game in the database at the end
    expected: Game
    measured: Any = None  # what `measure` found while the pages were still open


def _stored(table: Table, database: Path) -> Game:
    shared, _, stored = SharedTable.open(table.code, four_players(), path=database)
    shared.close()
    return stored


def _totals(game: Game) -> dict[str, int]:
    return {player.name: player.total for player in score_game(game).players}


def open_pages(browser: Any, table: Table) -> list[Any]:
    pages = []
    for name in NAMES:
        page = browser.new_page()
        expose_terminal(page)
        page.goto(table.link(name))
        wait_for_screen(page, rf"entering {name}'s board")
        pages.append(page)
    return pages


def run(
    browser: Any,
    table: Table,
    count: int,
    database: Path,
    patience_ms: int,
    measure: Callable[[], Any] = lambda: None,
) -> Load:
    """Every page types its `count` entries, turn about, one entry each at a time; then wait
    until every page shows every final total (and `measure`, before the pages close)."""
    pages = open_pages(browser, table)
    plans = [
        [k for zone, text in entries(player, count) for k in keys(zone, text)]
        for player in range(len(NAMES))
    ]
    start = time.perf_counter()
    for turn in range(max(map(len, plans))):
        for page, plan in zip(pages, plans):
            if turn < len(plan):
                page.focus(".xterm-helper-textarea")
                page.keyboard.type(plan[turn])
                page.keyboard.press("Enter")
    typed = time.perf_counter() - start
    expected = expected_game(count)
    totals = _totals(expected)
    try:
        for name, page in zip(NAMES, pages):
            wait_for_screen(page, shows_totals(name, totals), patience_ms)
    except AssertionError as error:
        # Whether an entry never reached the table, or a page never took the table in.
        raise AssertionError(
            f"{error}\nexpected totals {totals}; the table holds "
            f"{_totals(_stored(table, database))}"
        ) from None
    settled = time.perf_counter() - start
    measured = measure()
    stored = _stored(table, database)
    for page in pages:
        page.close()
    return Load(typed, settled, stored, expected, measured)


@dataclass
class Burst:
    refused: list[str]  # what each page the server refused says
    running: int  # the app processes running once every page had its answer
    running_mb: float  # and their memory then, together
    left: list[int]  # the session processes still running at the end of the patience


def burst(
    browser: Any, table: Table, count: int, patience_ms: int, lang: str | None = None
) -> Burst:
    """Open `count` pages of the table at once (in `lang`, if given); once each has its
    websocket (a session, or a refusal), close them all at once, without waiting for a first
    screen; then watch the server's app processes until none runs a session."""
    pages = [browser.new_page() for _ in range(count)]
    for page in pages:
        page.goto(table.link() + (f"?lang={lang}" if lang else ""), wait_until="commit")
    for page in pages:
        page.wait_for_function(_ANSWERED, timeout=patience_ms)
    running = children(table.process.pid)
    refused = [reason for reason in (str(page.evaluate(_REFUSAL)) for page in pages) if reason]
    for page in pages:
        page.close()
    # What is left is the last look's, not one taken after it: a spare the server starts just
    # then (busy starting, it is not yet seen as waiting) would otherwise count as a session.
    deadline = time.monotonic() + patience_ms / 1000
    left = sessions_of(table.process.pid)
    while time.monotonic() < deadline and left:
        time.sleep(0.05)
        left = sessions_of(table.process.pid)
    return Burst(refused, len(running), memory_mb(running), left)


# Whether the page's websocket opened, or closed; and what its "Session ended" dialog says
# once it shows (empty before).
_ANSWERED = """() => ["-loaded", "-closed"].some(
  (name) => document.body.classList.contains(name))"""
_REFUSAL = """() => document.body.classList.contains("-closed")
  ? document.querySelector(".closed-dialog .message").textContent : "" """


@dataclass
class Restart:
    ghosts: list[int]  # app processes of the killed server still running
    screens: dict[str, str]  # what each player's page shows on the restarted server


def crash_and_restart(browser: Any, folder: Path, names: list[str], patience_ms: int) -> Restart:
    """Serve a blank game, open `names`' pages (each entering their board), kill the server
    with SIGKILL, start it again on the same port and database, reload the pages: each must
    enter its own board again, not watch a ghost of the killed server hold it."""
    first = serve_blank_game(folder)
    pages = []
    try:
        for name in names:
            page = browser.new_page()
            expose_terminal(page)
            page.goto(first.link(name))
            wait_for_screen(page, rf"entering {name}'s board")
            pages.append(page)
        running = children(first.process.pid)
        first.process.kill()
        first.process.wait()
    finally:
        first.stop()
    deadline = time.monotonic() + patience_ms / 1000
    while time.monotonic() < deadline and any(map(alive, running)):
        time.sleep(0.05)
    ghosts = [pid for pid in running if alive(pid)]
    port = int(first.base.rsplit(":", 1)[1])
    again = start_table(folder / "four.toml", folder / "home", port=port)
    try:
        screens = {}
        for name, page in zip(names, pages):
            page.reload()
            screens[name] = wait_for_screen(page, rf"entering {name}'s board", patience_ms)
            page.close()
    finally:
        again.stop()
    return Restart(ghosts, screens)
