"""The first screen comes up without loading what it does not show: the scoring core, the game
files, the board pictures, networkx. (How fast that is, is a benchmark: benchmarks/startup.py.)"""

from __future__ import annotations

import os
import subprocess
import sys
from collections import Counter

import pytest
from conftest import HERE

LATER = (
    "fathom_score.model",  # the new-game screen names expeditions and colours from labels
    "fathom_score.table.session",
    "fathom_score.history",
    "fathom_score.teach",
    "fathom_score.scoring",
    "fathom_score.gamefile",
    "fathom_score.render",
    "fathom_score.rules",
    "networkx",
)

PROGRAM = f"""
import sys
sys.path.insert(0, {str(HERE.parents[1] / "benchmarks")!r})
import first_screen
first_screen.run(["fathom", *sys.argv[1:]])
print("fathom_score.app.screens.new_game" in sys.modules,
      sorted(m for m in sys.modules if m.startswith({LATER!r})))
"""


@pytest.mark.parametrize(
    "options",
    [[], ["--size", "80x24"], ["--size", "45x30", "--lang", "ja"], ["--lang", "ja"]],
)
def test_the_new_game_screen_loads_nothing_it_does_not_show(home, options):
    run = subprocess.run(
        [sys.executable, "-c", PROGRAM, *options],
        capture_output=True,
        text=True,
        timeout=60,
        env={**os.environ, "FATHOM_SCORE_HOME": str(home)},
    )
    assert run.stdout.split(maxsplit=1) == ["True", "[]\n"], run.stderr


@pytest.mark.parametrize("size", [(80, 24), (45, 30)])
async def test_a_screen_is_not_laid_out_again_for_the_size_it_has(home, size):
    # Textual hands the first screen the terminal's size up to twice more once the app is
    # idle, the size unchanged, and each time the screen laid out every widget again: three
    # whole layouts before the first key was read, a quarter of the first screen's time.
    from textual import events

    from fathom_score.app import new_app

    app = new_app(None, None)
    async with app.run_test(size=size) as pilot:
        screen = app.screen
        layouts: list[object] = []
        screen.screen_layout_refresh_signal.subscribe(screen, layouts.append)
        for _ in range(3):  # until the screen has settled (its autosave list filled)
            layouts.clear()
            await pilot.pause(0.05)
        assert layouts == []
        screen.post_message(events.Resize(screen.size, screen.size))
        await pilot.pause()
        assert layouts == []
        await pilot.resize_terminal(size[0] + 10, size[1] + 2)  # a new size is laid out
        await pilot.pause(0.1)
        assert layouts and screen.size == (size[0] + 10, size[1] + 2)


def benchmark(name: str):
    """A module of the benchmarks folder, loaded from its file."""
    import importlib.util

    path = HERE.parents[1] / "benchmarks" / f"{name}.py"
    spec = importlib.util.spec_from_file_location(f"benchmark_{name}", path)
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def widget_kinds(screen) -> Counter[str]:
    """How many of each Textual widget the screen holds, by the Textual class it is built on."""
    from textual.widgets import Input, OptionList, Static

    kinds: Counter[str] = Counter()
    for widget in screen.query("*"):
        for kind in (Input, OptionList, Static):
            if isinstance(widget, kind):
                kinds[kind.__name__] += 1
                break
    return kinds


@pytest.mark.parametrize("size", [(80, 24), (120, 36)])
async def test_the_benchmarks_floor_is_the_new_game_screen_in_plain_textual(size):
    # The first-screen benchmark's floor (benchmarks/first_screen.py) is this screen in plain
    # Textual: the same widgets, ids and style sheets, so that it tells what Textual itself asks
    # of it. Were the screen to gain a field the floor lacks, the floor would flatter the app.
    from fathom_score.app import new_app

    first_screen = benchmark("first_screen")
    floor = first_screen.floor_app()
    app = new_app(None, None)
    async with app.run_test(size=size) as pilot:
        await pilot.pause()
        screen = app.screen
        real = widget_kinds(screen)
        real_classes = set(screen.classes)
        regions = {w.id: w.region for w in screen.query("#expedition, #players, #start-line")}
    async with floor.run_test(size=size) as pilot:
        await pilot.pause()
        assert type(floor.screen).__name__ == "NewGameScreen"
        assert widget_kinds(floor.screen) == real
        assert set(floor.screen.classes) == real_classes  # its breakpoints: -narrow, -wide
        # Styled by the app's own sheets: laid out where the app's are.
        floor_regions = {
            w.id: w.region for w in floor.screen.query("#expedition, #players, #start-line")
        }
        assert floor_regions == regions


async def test_a_resize_to_the_same_size_still_reaches_the_screens_own_handler_async_or_not():
    # The scorepad's on_resize is a coroutine: called and not awaited, it never ran.
    from textual import events
    from textual.app import App
    from textual.screen import Screen

    from fathom_score.app.screens import LaidOutOnce

    heard: list[str] = []

    class Plain(LaidOutOnce, Screen[None]):
        def on_resize(self) -> None:
            heard.append("plain")

    class Waiting(LaidOutOnce, Screen[None]):
        async def on_resize(self, event: events.Resize) -> None:
            heard.append(f"waiting {event.size.width}")

    for screen, said in ((Plain(), "plain"), (Waiting(), "waiting 80")):
        app = App()
        async with app.run_test(size=(80, 24)) as pilot:
            await app.push_screen(screen)
            await pilot.pause()
            heard.clear()
            for _ in range(2):  # the second one is the same size as the first
                screen.post_message(events.Resize(screen.size, screen.size))
                await pilot.pause()
            assert heard == [said, said]
