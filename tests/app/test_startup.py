"""The first screen comes up without loading what it does not show: the scoring core, the game
files, the board pictures, networkx. (How fast that is, is a benchmark: benchmarks/startup.py.)"""

from __future__ import annotations

import os
import subprocess
import sys

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
