"""Write SVG screenshots of the app's main screens, from the example games, to screenshots/.

    .venv/bin/python -m scripts.screenshots

The same scenes are the app's snapshot tests (tests/app/test_snapshots.py), so the pictures in
the docs always show the app as it is tested.
"""

from __future__ import annotations

import asyncio
import os
import shutil
import sys
import tempfile
from collections.abc import Awaitable, Callable
from dataclasses import dataclass
from pathlib import Path

from fathom_score.app import FathomApp
from fathom_score.gamefile import load_game
from fathom_score.words import set_language

ROOT = Path(__file__).resolve().parents[1]
EXAMPLES = ROOT / "examples"
FALLBACK = ROOT / "tests" / "app" / "games"
TITLE = "fathom-score"


def example(expedition: int) -> Path:
    """An example game of the repo; this folder's stand-in until the examples exist."""
    path = EXAMPLES / f"expedition-{expedition}.toml"
    return path if path.exists() else FALLBACK / path.name


@dataclass(frozen=True)
class Scene:
    """A screen to photograph: which game, what size and theme, and the keys to get there."""

    expedition: int | None
    size: tuple[int, int]
    run_before: Callable[[object], Awaitable[None]]
    theme: str = "textual-dark"
    history: bool = False  # whether the scene's home holds a history of games
    language: str = "en"  # the language the app speaks in it ("ja": the Japanese scenes)


PLAYERS = ("Ben", "Ana", "Cleo", "Dev")


def seed_history() -> None:
    """Ten games of the same four players, played five days apart, recorded in the history
    of the current FATHOM_SCORE_HOME: generated from a fixed seed, so every run is the same."""
    import random
    from dataclasses import replace
    from datetime import datetime, timedelta

    from fathom_score.history import History
    from kit.games import random_game

    rng = random.Random(7)
    with History.open() as history:
        for number in range(10):
            game = random_game(rng, expedition=1 + number % 4)
            seats = tuple(replace(p, name=name) for p, name in zip(game.players, PLAYERS))
            history.record(
                replace(game, players=seats),
                played_at=datetime(2026, 9, 1, 20) + timedelta(days=5 * number),
            )


async def _nothing(pilot) -> None:
    await pilot.pause()


async def _mid_entry(pilot) -> None:
    """The second player's board half entered: 'bf' typed, not yet entered, at D4."""
    await pilot.pause()
    await pilot.press("pagedown")
    for zone in ("E4", "E5", "E6", "F1", "F2", "F3", "F4", "F5", "G1", "G2", "G3", "G4"):
        pilot.app.session.set_zone(1, zone, None)
    pilot.app.screen.refresh_game()
    for key in ("d", "4", "enter", "b", "f"):
        await pilot.press(key)
    await pilot.pause()


async def _scorepad_reason(pilot) -> None:
    """The scorepad, the crustacean cell of the first player, its first reason highlighted."""
    await pilot.pause()
    await pilot.press("f2")
    await pilot.pause()
    await pilot.press("down", "down", "down", "tab")
    await pilot.pause()


async def _tiebreak(pilot) -> None:
    await _scorepad_reason(pilot)
    await pilot.press("t")
    await pilot.pause()


async def _lesson(pilot) -> None:
    """The crustacean's reason on the scorepad, then `?`: its lesson at the nearest puzzle."""
    await _scorepad_reason(pilot)
    await pilot.press("question_mark")
    await pilot.pause()


async def _lesson_solved(pilot) -> None:
    """The course's first puzzle (coral) solved by typing its entries, as a newcomer would."""
    await pilot.pause()
    await pilot.press("f3")
    await pilot.pause()
    for zone, entry in pilot.app.screen.puzzle.solution:
        await pilot.press(*zone.lower(), "enter", *entry, "enter")
    await pilot.pause()


async def _quiz_answered(pilot) -> None:
    """The quiz on Expedition 2's board of seed 7 (F12 draws a seed), its first question
    answered one point too many: the right answer, its reasons lit on the board."""
    from fathom_score.app.screens.quiz import QuizScreen

    await pilot.pause()
    pilot.app.push_screen(QuizScreen(2, 7))
    await pilot.pause()
    await pilot.press(*str(pilot.app.screen.question.answer + 1), "enter")
    await pilot.pause()


async def _reveal(pilot) -> None:
    """Counting it together: `v` on the scorepad, two guesses typed, the first row shown."""
    await pilot.pause()
    await pilot.press("f2")
    await pilot.pause()
    await pilot.press("v")
    await pilot.pause()
    await pilot.press("1", "4", "enter", "1", "0", "enter", "pagedown")
    await pilot.pause()


async def _finish(pilot) -> None:
    await pilot.pause()
    await pilot.press("f9")
    await pilot.pause()


async def _history(pilot) -> None:
    await pilot.pause()
    await pilot.press("f6")
    await pilot.pause()


async def _history_categories(pilot) -> None:
    await _history(pilot)
    await pilot.press("tab", "c")  # the games list's keys, from the filter
    await pilot.pause()


async def _bgstats(pilot) -> None:
    await _history(pilot)
    await pilot.press("tab", "b")
    await pilot.pause()


async def _help(pilot) -> None:
    await pilot.pause()
    await pilot.press("f1")
    # The long table is laid out, then its scrollbar sized from it: under load one pause
    # caught the scrollbar before that.
    await pilot.wait_for_scheduled_animations()
    await pilot.pause()
    await pilot.pause()


SMALL, LARGE = (100, 30), (160, 50)
SCENES: dict[str, Scene] = {
    "new-game": Scene(None, SMALL, _nothing),
    "board-editor-mid-entry": Scene(2, SMALL, _mid_entry),
    "board-editor-light-large": Scene(1, LARGE, _mid_entry, "textual-light"),
    # Noor's board where a new terminal opens, and about a phone's width (issue 16).
    "board-editor-80x24": Scene(2, (80, 24), _nothing),
    "board-editor-45x30": Scene(2, (45, 30), _nothing),
    "scorepad-reason": Scene(2, SMALL, _scorepad_reason),
    "scorepad-reason-light-large": Scene(3, LARGE, _scorepad_reason, "textual-light"),
    "scorepad-80x24": Scene(2, (80, 24), _scorepad_reason),
    "scorepad-45x30": Scene(2, (45, 30), _scorepad_reason),
    "tiebreak-story": Scene(2, SMALL, _tiebreak),
    "lesson": Scene(2, SMALL, _lesson),
    "lesson-solved-80x24": Scene(2, (80, 24), _lesson_solved),
    "quiz-answered": Scene(None, SMALL, _quiz_answered),
    "quiz-answered-80x24": Scene(None, (80, 24), _quiz_answered),
    "reveal": Scene(2, SMALL, _reveal),
    "reveal-80x24": Scene(2, (80, 24), _reveal),
    "keys": Scene(2, SMALL, _help),
    "finish-game": Scene(2, SMALL, _finish),
    "history": Scene(None, SMALL, _history, history=True),
    "history-categories": Scene(None, SMALL, _history_categories, history=True),
    "bgstats-play": Scene(None, SMALL, _bgstats, history=True),
    # The same screens in Japanese (issue 18), where double-width words must fit: at 100x30
    # and at 80x24, what many terminals open at.
    **{
        f"ja-{name}-{width}x{height}": Scene(
            expedition, (width, height), run_before, history=history, language="ja"
        )
        for name, expedition, run_before, history in (
            ("board-editor", 2, _mid_entry, False),
            ("scorepad-reason", 2, _scorepad_reason, False),
            ("tiebreak-story", 2, _tiebreak, False),
            ("lesson", 2, _lesson, False),
            ("history", None, _history, True),
        )
        for width, height in (SMALL, (80, 24))
    },
}


def scene_home() -> Path:
    """An empty home for one scene, always at a path of the same length: the keys screen shows
    where keymap.toml is read from, and a longer path (pytest's numbered temporary folders, a
    test worker's subfolder) wrapped onto one more line and moved the screen's scrollbar.
    One per process, so that test workers running scenes side by side never share it."""
    home = Path(tempfile.gettempdir()) / f"fathom-score-scene-{os.getpid():08d}"
    shutil.rmtree(home, ignore_errors=True)
    home.mkdir()
    return home


async def screenshot(name: str) -> str:
    """The scene as SVG, with a fixed title and the cursor not blinking, in an empty home
    (no autosaves, keymap or history of whoever runs it)."""
    os.environ["FATHOM_SCORE_HOME"] = str(scene_home())
    scene = SCENES[name]
    if scene.history:
        seed_history()
    path = example(scene.expedition) if scene.expedition else None
    set_language(scene.language)
    app = FathomApp(path, load_game(path) if path else None, cursor_blink=False)
    app.theme = scene.theme
    async with app.run_test(size=scene.size) as pilot:
        await scene.run_before(pilot)
        await pilot.app.workers.wait_for_complete()  # the score is worked out off-screen
        await pilot.pause()
        # The file's folder differs from machine to machine; its name alone is shown.
        return app.export_screenshot(title=TITLE)


def main() -> int:
    out = ROOT / "screenshots"
    out.mkdir(exist_ok=True)
    for name in SCENES:
        (out / f"{name}.svg").write_text(asyncio.run(screenshot(name)), encoding="utf-8")
        print(f"wrote screenshots/{name}.svg")
    shutil.rmtree(scene_home(), ignore_errors=True)
    return 0


if __name__ == "__main__":
    sys.exit(main())
