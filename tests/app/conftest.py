"""Fixtures for driving the real app headless: a private app home, games, screen text."""

from __future__ import annotations

import asyncio
import html
import inspect
import re
from pathlib import Path

import pytest
import textual._wait
from rich.cells import cell_len

from fathom_score.app import FathomApp
from fathom_score.gamefile import parse_game
from fathom_score.model import Game
from kit.keys import keys_for

HERE = Path(__file__).parent
# The example games of the repo once they exist; until then, this folder's own.
EXAMPLES = HERE.parents[1] / "examples"
GAMES = EXAMPLES if any(EXAMPLES.glob("expedition-*.toml")) else HERE / "games"

SMALL = 100, 30
LARGE = 160, 50


# Textual's pilot waits after every key until the process looks idle: it sleeps in steps of
# 20 ms until a step passes with under 1 ms of CPU. Most of an app test was those sleeps (a
# key cost at least 40 ms). Steps of 5 ms with under 0.25 ms of CPU (the same proportion) say
# the same thing four times sooner; the pilot still first waits for every widget of the screen
# to have handled its messages, and the tests wait for the score's worker by name (settle).
# Private in Textual 8.2.8 (textual/_wait.py), with no public setting: run_test and Pilot.press
# take none, and Pilot.pause(delay), the public way to wait, sleeps a fixed time instead of
# waiting for the app to go idle (too short is flaky, long enough is slower than this).
textual._wait.SLEEP_GRANULARITY = 1 / 200
textual._wait.SLEEP_IDLE = textual._wait.SLEEP_GRANULARITY / 20


@pytest.hookimpl(tryfirst=True)
def pytest_pyfunc_call(pyfuncitem):
    """Run `async def` tests on a fresh event loop (no async plugin is a dependency)."""
    if not inspect.iscoroutinefunction(pyfuncitem.obj):
        return None
    arguments = {name: pyfuncitem.funcargs[name] for name in pyfuncitem._fixtureinfo.argnames}
    asyncio.run(pyfuncitem.obj(**arguments))
    return True


@pytest.fixture(autouse=True)
def home(tmp_path, monkeypatch) -> Path:
    """Every test gets its own FATHOM_SCORE_HOME, so autosaves and keymaps never leak."""
    folder = tmp_path / "home"
    monkeypatch.setenv("FATHOM_SCORE_HOME", str(folder))
    return folder


def make_app(path: Path | None = None, game: Game | None = None) -> FathomApp:
    """The real app with the cursor not blinking, so screenshots are stable."""
    return FathomApp(path, game, cursor_blink=False)


def game_from(text: str) -> Game:
    return parse_game(text, "test game")


def example_path(expedition: int) -> Path:
    return GAMES / f"expedition-{expedition}.toml"


_TEXT = re.compile(
    r'<text [^>]*x="([\d.]+)" y="[\d.]+" [^>]*'
    r'clip-path="url\(#terminal-\d+-line-(\d+)\)">([^<]*)</text>'
)


def screen_cells(app) -> list[list[str]]:
    """The screen's cells, line by line, read from the public SVG export, each run of text put
    back at its column: a double-width character (Japanese) in its first cell and "" in its
    second, so that a line's cells are the terminal's columns."""
    width, height = app.size
    rows = [[" "] * width for _ in range(height)]
    for x, line, text in _TEXT.findall(app.export_screenshot()):
        column = round(float(x) / CELL_WIDTH)
        for character in html.unescape(text).replace("\xa0", " "):
            cells = cell_len(character)
            if not cells and column:  # a combining accent: drawn over the character before
                rows[int(line)][column - 1] += character
            elif column + cells <= width:
                rows[int(line)][column : column + cells] = [character, *[""] * (cells - 1)]
            column += cells
    return rows


def screen_text(app) -> str:
    """The screen as plain text, to assert on what a player would read (see screen_cells)."""
    return "\n".join("".join(row).rstrip() for row in screen_cells(app)) + "\n"


CELL_WIDTH = 12.2  # Rich's SVG export: the width of one terminal cell


async def settle(pilot) -> None:
    """Wait until the app is idle and its workers (the score) have finished."""
    await pilot.pause()
    await pilot.app.workers.wait_for_complete()
    await pilot.pause()


async def shown_within(pilot, text: str, seconds: float = 10.0) -> bool:
    """Whether `text` is on the screen within `seconds`: for what a timer shows, which a busy
    machine (CI's tests run in parallel) may show later than an idle one."""
    for _ in range(round(seconds / 0.05)):
        if text in screen_text(pilot.app):
            return True
        await pilot.pause(0.05)
    return text in screen_text(pilot.app)


def keys_screen(app) -> str:
    """The keys screen's table as text, wide enough that no row wraps."""
    from rich.console import Console

    from fathom_score.app.screens.help import key_table

    console = Console(width=200, record=True)
    console.print(key_table(app))
    return console.export_text()


def notifications(app) -> list[str]:
    """Every message the app notified, recorded through the public notify method."""
    seen: list[str] = []
    notify = app.notify

    def recording(message, *args, **kwargs):
        seen.append(str(message))
        return notify(message, *args, **kwargs)

    app.notify = recording
    return seen


async def start_new_game(pilot, names=("Ana", "Ben"), expedition: int = 1) -> None:
    """Fill in the new-game screen by keys and start."""
    for index, name in enumerate(names):
        pilot.app.screen.query_one(f"#name-{index}").focus()
        await pilot.press(*name)
    pilot.app.screen.query_one("#expedition").highlighted = expedition - 1
    await pilot.press("f10")
    await pilot.pause()


async def press_entries(pilot, *entries: str) -> None:
    """Type each entry into the editor's entry field key by key, then Enter ('' skips a zone)."""
    for entry in entries:
        await pilot.press(*keys_for(entry), "enter")
    await settle(pilot)


async def type_entries(pilot, *entries: str) -> None:
    """Put each entry in the entry field and press Enter ('' skips a zone).

    As if pasted: the pilot waits for the app to go idle after every key, so the tests that are
    not about typing itself skip the keys and save most of their time.
    """
    field = pilot.app.screen.query_one("#entry")
    for entry in entries:
        field.value = entry
        await pilot.press("enter")
    await settle(pilot)


async def resume_first_recent(pilot) -> None:
    """On the new-game screen, open the newest autosaved game and check the editor is up."""
    from fathom_score.app.screens.editor import EditorScreen

    await pilot.pause()
    pilot.app.screen.query_one("#recent").focus()
    await pilot.press("enter")
    await pilot.pause()
    assert isinstance(pilot.app.screen, EditorScreen)
