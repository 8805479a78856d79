"""The history at 10,000 games: its size on disk, and how long its commands take as whole
processes against `fathom-score score --json`, timed in the same run.

    .venv/bin/python benchmarks/history.py [--games N]

The games are seeded random games (fathom_score.generate), 2 to 4 players drawn from a table
of eight, one every evening or so, recorded in one transaction. Writes
benchmarks/results/history.md.
"""

from __future__ import annotations

import argparse
import os
import random
import sys
import tempfile
import time
from dataclasses import replace
from datetime import datetime, timedelta
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from benchmarks.timing import interleaved_medians, machine, process_seconds
from fathom_score.generate import random_game
from fathom_score.history import History

TABLE = ("Ana", "Bo", "Chidi", "Dana", "Eun", "Farah", "Gus", "Hana")
EXAMPLE = ROOT / "examples" / "expedition-2.toml"
SIZE_TARGET_BYTES = 4096
START_TARGET = 1.2
RESULTS = ROOT / "benchmarks" / "results" / "history.md"
COMMAND = ".venv/bin/python benchmarks/history.py"
# What `history` imports before it does any work: its own modules, sqlite3 and Rich.
FLOOR = "import fathom_score.cli, fathom_score.history, fathom_score.table.storage, rich.table"


def plays(count: int, seed: int = 1) -> list[tuple]:
    rng = random.Random(seed)
    start = datetime(2020, 1, 1, 20, 0)
    result = []
    for night in range(count):
        seats = rng.randint(2, 4)
        game = random_game(rng, players=seats)
        names = rng.sample(TABLE, seats)
        game = replace(game, players=tuple(replace(p, name=n)
                                           for p, n in zip(game.players, names)))
        result.append((game, start + timedelta(hours=night * 7)))
    return result


def fill(path: Path, count: int) -> float:
    began = time.perf_counter()
    with History.open(path) as history:
        history.record_many(plays(count))
        history.connection.execute("PRAGMA wal_checkpoint(TRUNCATE)")
    return time.perf_counter() - began


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--games", type=int, default=10_000)
    parser.add_argument("--repeats", type=int, default=15)
    options = parser.parse_args()
    # XDG_DATA_HOME rather than FATHOM_SCORE_HOME, so that the commands look the folder up
    # with platformdirs as they do for a player.
    data = Path(tempfile.mkdtemp(prefix="fathom-history-"))
    path = data / "fathom-score" / "history.sqlite3"
    fill_seconds = fill(path, options.games)
    size = path.stat().st_size
    env = {**os.environ, "XDG_DATA_HOME": str(data), "COLUMNS": "120"}
    env.pop("FATHOM_SCORE_HOME", None)
    fathom = [sys.executable, "-m", "fathom_score"]
    run = lambda *args: (lambda: process_seconds([*fathom, *args], env=env))  # noqa: E731
    medians = interleaved_medians({
        "score": run("score", str(EXAMPLE), "--json"),
        "history": run("history"),
        "player": run("history", "--player", "Ana"),
        "versus": run("history", "--player", "Ana", "--versus", "Bo"),
        "json": run("history", "--json", "--limit", "20"),
        "imports": lambda: process_seconds([sys.executable, "-c", FLOOR], env=env),
    }, options.repeats)
    report = markdown(options.games, fill_seconds, size, medians)
    RESULTS.write_text(report, encoding="utf-8")
    print(report)


def markdown(games: int, fill_seconds: float, size: int, medians: dict[str, float]) -> str:
    m = machine()
    per_game = size / games
    score = medians["score"]
    rows = [
        f"| `fathom-score history` (the latest 20 games, every player's figures, expeditions) "
        f"| {medians['history'] * 1000:.1f} ms | {_ratio(medians['history'] / score)} |",
        f"| `fathom-score history --player Ana` (her figures, her last 20 totals, categories "
        f"beside everyone's) | {medians['player'] * 1000:.1f} ms | "
        f"{_ratio(medians['player'] / score)} |",
        f"| `fathom-score history --player Ana --versus Bo` | "
        f"{medians['versus'] * 1000:.1f} ms | {_ratio(medians['versus'] / score)} |",
        f"| `fathom-score history --json --limit 20` (the same figures, no Rich) | "
        f"{medians['json'] * 1000:.1f} ms | {_ratio(medians['json'] / score)} |",
        f"| `python -c \"{FLOOR}\"` (only the imports `history` cannot do without) | "
        f"{medians['imports'] * 1000:.1f} ms | {medians['imports'] / score:.2f}× |",
        f"| `fathom-score score {EXAMPLE.name} --json` (the baseline) | {score * 1000:.1f} ms "
        f"| 1.00× |",
    ]
    verdict = "met" if per_game <= SIZE_TARGET_BYTES else "MISSED"
    return "\n".join([
        f"Measured with `{COMMAND}` on {m['platform']}, {m['cpu_count']} CPUs, Python "
        f"{m['python']}; whole processes, medians, run in turns.\n",
        f"{games:,} random games recorded in one transaction in {fill_seconds:.1f} s "
        f"(scoring included); the database is {size / 1e6:.1f} MB, **{per_game:,.0f} bytes a "
        f"game** (target ≤ {SIZE_TARGET_BYTES:,}: {verdict}).\n",
        "| command | median | against `score --json` (target ≤ 1.2×) |",
        "|---|---|---|",
        *rows, "",
    ])


def _ratio(ratio: float) -> str:
    return f"{ratio:.2f}× ({'met' if ratio <= START_TARGET else 'MISSED'})"


if __name__ == "__main__":
    main()
