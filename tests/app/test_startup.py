"""The first screen comes up without loading what it does not show: the scoring core, the game
files, the board pictures, networkx. (How fast that is, is a benchmark: benchmarks/startup.py.)"""

from __future__ import annotations

import os
import subprocess
import sys

from conftest import HERE

LATER = (
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
first_screen.run(["fathom"])
print("fathom_score.app.screens.new_game" in sys.modules,
      sorted(m for m in sys.modules if m.startswith({LATER!r})))
"""


def test_the_new_game_screen_loads_nothing_it_does_not_show(home):
    run = subprocess.run(
        [sys.executable, "-c", PROGRAM],
        capture_output=True,
        text=True,
        timeout=60,
        env={**os.environ, "FATHOM_SCORE_HOME": str(home)},
    )
    assert run.stdout.split(maxsplit=1) == ["True", "[]\n"], run.stderr
