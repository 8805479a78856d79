"""Determinism: the same game file gives the same scores, reasons and order of reasons under
any string-hash seed, so no result depends on the order of a set or a dict."""

from __future__ import annotations

import os
import random
import subprocess
import sys
from pathlib import Path

from fathom_score.gamefile import save_game
from kit.games import random_game

EXAMPLES = sorted((Path(__file__).parents[2] / "examples").glob("*.toml"))
HASH_SEEDS = ("0", "1", "2", "12345", "random")

# Scores as JSON and every reason with its zones, working and alternatives, for each game file
# named on the command line; the explanation too for the examples (drawing it is slow).
REPORT = """
import dataclasses, json, sys
from fathom_score.cli.commands import main
from fathom_score.gamefile import load_game
from fathom_score.scoring import score_game
from fathom_score.words import say
for path in sys.argv[1:]:
    main(["score", path, "--json"])
    if "/examples/" in path:
        main(["explain", path])
    scorepad = score_game(load_game(path))
    for player in scorepad.players:
        print(json.dumps([dataclasses.asdict(r) for r in player.reasons], ensure_ascii=False))
        print(json.dumps(player.coral_choice.alternatives))
    print([say(line) for line in scorepad.sea_cucumber_story + scorepad.tiebreak_story])
"""


def reports_of(files: list[Path]) -> dict[str, str]:
    """The report under each hash seed; the processes run side by side."""
    running = {}
    for seed in HASH_SEEDS:
        env = {**os.environ, "PYTHONHASHSEED": seed, "COLUMNS": "120", "NO_COLOR": "1"}
        running[seed] = subprocess.Popen(
            [sys.executable, "-c", REPORT, *map(str, files)],
            env=env,
            stdout=subprocess.PIPE,
            text=True,
        )
    outputs = {seed: process.communicate(timeout=120)[0] for seed, process in running.items()}
    assert all(process.returncode == 0 for process in running.values())
    return outputs


def test_scores_and_reasons_do_not_depend_on_the_hash_seed(tmp_path):
    generated = []
    for seed in range(20):
        path = tmp_path / f"generated-{seed}.toml"
        save_game(random_game(random.Random(seed), expedition=seed % 4 + 1), path)
        generated.append(path)
    files = EXAMPLES + generated
    reports = reports_of(files)
    assert reports["0"].count('"winners"') == len(files), "every game was scored"
    for seed, text in reports.items():
        assert text == reports["0"], f"PYTHONHASHSEED={seed} changed the output"


def test_every_expedition_has_an_example_in_the_run():
    assert sorted(path.name for path in EXAMPLES) == [f"expedition-{n}.toml" for n in range(1, 5)]
