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
