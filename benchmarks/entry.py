"""Each entered zone in the real app: from Enter to the repainted score, against one score_game.

    .venv/bin/python -m benchmarks.entry [GAME.toml]

Opens the app headless (Textual's `run_test` pilot) on the game's players with empty boards
and enters every occupied zone of every board, player by player, in the board's order: the
cursor is put on the zone, the zone's game-file notation goes into the entry field (as if
typed; its preview is not timed), then Enter is pressed. Per entry, two figures run from
just before the Enter key is sent to the first frame the app hands its terminal in which the
score column shows the new game's scorepad (`App._display`, as in benchmarks/first_screen.py):

- latency: wall-clock time. It includes idle waits: Textual paints at most 60 frames a second.
- work: CPU time of the whole process over the same span (every thread: the scoring worker,
  the pilot, the garbage collector): the work done for the entry.

Each is divided by one `score_game` of the same game state, timed right after in the same run
(the best of three, each on a fresh copy of the game read back from its text, so that no board
caches a result from an earlier call); median and worst over the entries.

The session's own work per entry (no app, no screen): `Session.preview` of the text,
`Session.enter` of it (reading it, the change and its legality check) and the autosave that
follows it (`Session.autosave_if_due`, which the app runs on a worker thread once the change is
on screen), each against the same `score_game`.
"""

from __future__ import annotations

import asyncio
import os
import statistics
import sys
import tempfile
import time
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from dataclasses import replace
from pathlib import Path
from typing import Any

from fathom_score.gamefile import dump_game, format_content, load_game, parse_game
from fathom_score.model import Board, Game
from fathom_score.scoring import score_game

ROOT = Path(__file__).resolve().parents[1]
GAME = ROOT / "examples" / "expedition-2.toml"
SIZE = (120, 36)


def blank(game: Game) -> Game:
    """The same players, expedition and rules, every board empty."""
    return replace(
        game,
        players=tuple(
            replace(p, board=Board(layout=game.layout), poi_kept=()) for p in game.players
        ),
    )


def entries(game: Game) -> list[tuple[int, str, str]]:
    """(player, zone, notation) for every occupied zone, board by board, in layout order."""
    return [
        (index, zone, format_content(content))
        for index, player in enumerate(game.players)
        for zone in game.layout
        if (content := player.board[zone]) is not None
    ]


def score_seconds(game: Game) -> tuple[float, float]:
    """(wall, CPU) seconds of one score_game of `game`, the best of three fresh copies."""
    text = dump_game(game)
    walls, cpus = [], []
    for _ in range(3):
        fresh = parse_game(text, "benchmark")
        wall, cpu = time.perf_counter(), time.process_time()
        score_game(fresh)
        cpus.append(time.process_time() - cpu)
        walls.append(time.perf_counter() - wall)
    return min(walls), min(cpus)


class FrameWatch:
    """Notes the first frame the app hands its terminal once a condition holds."""

    def __init__(self, app: Any) -> None:
        self.app = app
        self.condition: Callable[[], bool] | None = None
        self.shown = asyncio.Event()
        self.at = (0.0, 0.0)
        display = app._display

        def display_and_check(screen: Any, renderable: Any) -> None:
            display(screen, renderable)
            if (
                self.condition is not None
                and renderable is not None
                and not app._batch_count
                and self.condition()
            ):
                self.at = (time.perf_counter(), time.process_time())
                self.condition = None
                self.shown.set()

        app._display = display_and_check

    def expect(self, condition: Callable[[], bool]) -> None:
        self.shown.clear()
        self.condition = condition


async def settle(pilot: Any) -> None:
    await pilot.pause()
    await pilot.app.workers.wait_for_complete()
    await pilot.pause()


async def in_the_app(game: Game) -> list[dict[str, float]]:
    from fathom_score.app import FathomApp
    from fathom_score.app.widgets.entry_field import EntryField

    app = FathomApp(None, blank(game), cursor_blink=False)
    rows = []
    async with app.run_test(size=SIZE) as pilot:
        await settle(pilot)
        screen = app.screen
        field = screen.query_one(EntryField)
        frames = FrameWatch(app)
        for player, zone, text in entries(game):
            if screen.player != player:
                await pilot.press("pagedown")
                await settle(pilot)
            screen.go_to(zone)
            field.value = text
            await settle(pilot)
            before = app.session.game
            frames.expect(
                lambda before=before: (
                    screen.scored_game is not before and screen.scored_game is app.session.game
                )
            )
            wall, cpu = time.perf_counter(), time.process_time()
            await pilot.press("enter")
            await asyncio.wait_for(frames.shown.wait(), 30)
            after = app.session.game
            if after.players[player].board[zone] is None:
                raise RuntimeError(
                    f"{zone} {text!r} was not entered: {screen.query_one('#message').content}"
                )
            score_wall, score_cpu = score_seconds(after)
            rows.append(
                {
                    "latency": frames.at[0] - wall,
                    "work": frames.at[1] - cpu,
                    "score_wall": score_wall,
                    "score_cpu": score_cpu,
                }
            )
            await settle(pilot)
        if app.session.game.players != game.players:
            raise RuntimeError("the boards typed into the app differ from the game")
    return rows


async def textual_floor(count: int) -> list[float]:
    """The least any Textual app does for an entry: a bare app of one Input and one Static,
    whose Enter only writes the entered text into the Static. CPU seconds from Enter to the
    frame that shows it, measured exactly as the app's entries are, `count` times."""
    from textual.app import App, ComposeResult
    from textual.widgets import Input, Static

    class Bare(App[None]):
        def compose(self) -> ComposeResult:
            yield Input(id="entry")
            yield Static(id="shown")

        def on_input_submitted(self, event: Input.Submitted) -> None:
            self.query_one("#shown", Static).update(event.value)

    app = Bare()
    works = []
    async with app.run_test(size=SIZE) as pilot:
        await settle(pilot)
        field, shown = app.query_one(Input), app.query_one("#shown", Static)
        frames = FrameWatch(app)
        for n in range(count):
            field.value = text = f"entry {n}"
            await settle(pilot)
            frames.expect(lambda text=text: str(shown.content) == text)
            cpu = time.process_time()
            await pilot.press("enter")
            await asyncio.wait_for(frames.shown.wait(), 30)
            works.append(frames.at[1] - cpu)
    return works


def in_the_session(game: Game) -> list[dict[str, float]]:
    from fathom_score.table.session import Session

    rows = []
    with private_home():
        session = Session(blank(game))
        session.autosave_later = True  # as in the app: the autosave is written after Enter
        cursor: dict[int, str] = {}
        for player, zone, text in entries(game):
            cursor[player] = zone
            start = time.perf_counter()
            session.preview(player, zone, text)
            preview = time.perf_counter() - start
            start = time.perf_counter()
            session.enter(player, zone, text)
            enter = time.perf_counter() - start
            start = time.perf_counter()
            session.autosave_if_due()
            autosave = time.perf_counter() - start
            score_wall, _ = score_seconds(session.game)
            rows.append(
                {"preview": preview, "enter": enter, "autosave": autosave, "score_wall": score_wall}
            )
    return rows


@contextmanager
def private_home() -> Iterator[None]:
    """A FATHOM_SCORE_HOME of its own: the autosaves go to a database there, not to yours."""
    previous = os.environ.get("FATHOM_SCORE_HOME")
    with tempfile.TemporaryDirectory() as home:
        os.environ["FATHOM_SCORE_HOME"] = home
        try:
            yield
        finally:
            if previous is None:
                del os.environ["FATHOM_SCORE_HOME"]
            else:
                os.environ["FATHOM_SCORE_HOME"] = previous


def summary(ratios: list[float]) -> dict[str, float]:
    return {"median": statistics.median(ratios), "worst": max(ratios)}


def per_entry(path: Path = GAME) -> dict[str, Any]:
    game = load_game(path)
    with private_home():
        app_rows = asyncio.run(in_the_app(game))
    session_rows = in_the_session(game)
    floor = asyncio.run(textual_floor(len(app_rows)))
    med = statistics.median
    return {
        "game": path.name,
        "players": len(game.players),
        "entries": len(app_rows),
        "score_wall_s": med(r["score_wall"] for r in app_rows),
        "score_cpu_s": med(r["score_cpu"] for r in app_rows),
        "latency_s": summary([r["latency"] for r in app_rows]),
        "work_s": summary([r["work"] for r in app_rows]),
        "latency_ratio": summary([r["latency"] / r["score_wall"] for r in app_rows]),
        "work_ratio": summary([r["work"] / r["score_cpu"] for r in app_rows]),
        # Textual's own least per entry, against the same median score_game.
        "floor_work_s": med(floor),
        "floor_ratio": med(floor) / med(r["score_cpu"] for r in app_rows),
        "session": {
            name: {
                "median_s": med(r[name] for r in session_rows),
                **summary([r[name] / r["score_wall"] for r in session_rows]),
            }
            for name in ("preview", "enter", "autosave")
        },
        "session_score_wall_s": med(r["score_wall"] for r in session_rows),
    }


def report(result: dict[str, Any]) -> str:
    def ms(seconds: float) -> str:
        return f"{seconds * 1000:.2f} ms"

    lines = [
        f"{result['game']}: {result['players']} players, {result['entries']} entries; "
        f"one score_game: median {ms(result['score_wall_s'])} "
        f"(CPU {ms(result['score_cpu_s'])})"
    ]
    for name, label in (
        ("work", "Enter to repainted score, work (CPU)"),
        ("latency", "Enter to repainted score, latency"),
    ):
        lines.append(
            f"  {label}: median {ms(result[name + '_s']['median'])}, worst "
            f"{ms(result[name + '_s']['worst'])}; against score_game: median "
            f"{result[name + '_ratio']['median']:.2f}×, worst "
            f"{result[name + '_ratio']['worst']:.2f}×"
        )
    lines.append(
        f"  A bare Textual app (one Input, one Static) doing nothing but show the entry: "
        f"median {ms(result['floor_work_s'])} CPU, {result['floor_ratio']:.2f}× "
        f"score_game"
    )
    for name, figures in result["session"].items():
        lines.append(
            f"  Session.{name}: median {ms(figures['median_s'])}; against score_game: "
            f"median {figures['median']:.2f}×, worst {figures['worst']:.2f}×"
        )
    return "\n".join(lines)


if __name__ == "__main__":
    print(report(per_entry(Path(sys.argv[1]) if len(sys.argv) > 1 else GAME)))
