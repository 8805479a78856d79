"""The history at 10,000 games: its size on disk, and how long its commands take as whole
processes against `fathom-score score --json`, timed in the same run.

    .venv/bin/python -m benchmarks.history [--games N]

The games are seeded random games (kit.games), 2 to 4 players drawn from a table
of eight, one every evening or so, recorded in one transaction. Writes
benchmarks/results/history.md.
"""

from __future__ import annotations

import argparse
import os
import random
import resource
import statistics
import sys
import tempfile
import time
from dataclasses import replace
from datetime import datetime, timedelta
from pathlib import Path

from benchmarks.timing import interleaved_medians, machine, process_seconds
from fathom_score.history import History
from kit.games import random_game

ROOT = Path(__file__).resolve().parents[1]
TABLE = ("Ana", "Bo", "Chidi", "Dana", "Eun", "Farah", "Gus", "Hana")
EXAMPLE = ROOT / "examples" / "expedition-2.toml"
SIZE_TARGET_BYTES = 4096
START_TARGET = 1.2
RESULTS = ROOT / "benchmarks" / "results" / "history.md"
COMMAND = ".venv/bin/python -m benchmarks.history"
# What `history` imports before it does any work: its own modules and sqlite3 (Rich only when
# a table is not simple to draw, see fathom_score/render/history_report.py).
FLOOR = "import fathom_score.cli.commands, fathom_score.history, fathom_score.render.history_report"


def plays(count: int, seed: int = 1) -> list[tuple]:
    rng = random.Random(seed)
    start = datetime(2020, 1, 1, 20, 0)
    result = []
    for night in range(count):
        seats = rng.randint(2, 4)
        game = random_game(rng, players=seats)
        names = rng.sample(TABLE, seats)
        game = replace(game, players=tuple(replace(p, name=n) for p, n in zip(game.players, names)))
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
    # Bytecode written by the warm-up runs and read from then on, as an installed package has
    # it: without it every module the baseline does not share is compiled again each run.
    env.pop("PYTHONDONTWRITEBYTECODE", None)
    fathom = [sys.executable, "-m", "fathom_score"]
    cpu: dict[str, list[float]] = {}

    def timed(name: str, command: list[str]):
        # An 80-column terminal narrows the list of games (its players end in an ellipsis).
        where = {**env, "COLUMNS": "80"} if name == "narrow" else env

        def run() -> float:
            # CPU time too (user + system, from the kernel's accounts of finished children):
            # on a busy machine it moves far less than the wall clock.
            before = resource.getrusage(resource.RUSAGE_CHILDREN)
            seconds = process_seconds(command, env=where)
            after = resource.getrusage(resource.RUSAGE_CHILDREN)
            cpu.setdefault(name, []).append(
                after.ru_utime + after.ru_stime - before.ru_utime - before.ru_stime
            )
            return seconds

        return run

    commands = {
        "score": [*fathom, "score", str(EXAMPLE), "--json"],
        "history": [*fathom, "history"],
        "narrow": [*fathom, "history"],
        "player": [*fathom, "history", "--player", "Ana"],
        "versus": [*fathom, "history", "--player", "Ana", "--versus", "Bo"],
        "json": [*fathom, "history", "--json", "--limit", "20"],
        "imports": [sys.executable, "-c", FLOOR],
    }
    medians = interleaved_medians({n: timed(n, c) for n, c in commands.items()}, options.repeats)
    cpu_medians = {name: statistics.median(times) for name, times in cpu.items()}
    report = markdown(options.games, fill_seconds, size, medians, cpu_medians)
    RESULTS.write_text(report, encoding="utf-8")
    print(report)


LABELS = {
    "history": "`fathom-score history` (the latest 20 games, every player's figures, expeditions)",
    "narrow": "`fathom-score history` at 80 columns (the list of games narrowed)",
    "player": "`fathom-score history --player Ana` (her figures, her last 20 totals, her "
    "categories beside everyone's)",
    "versus": "`fathom-score history --player Ana --versus Bo`",
    "json": "`fathom-score history --json --limit 20` (the figures as JSON)",
    "imports": f'`python -c "{FLOOR}"` (the imports `history` cannot do without)',
    "score": f"`fathom-score score {EXAMPLE.name} --json` (the baseline)",
}


def markdown(
    games: int, fill_seconds: float, size: int, medians: dict[str, float], cpu: dict[str, float]
) -> str:
    m = machine()
    per_game = size / games
    rows = [
        f"| {LABELS[name]} | {medians[name] * 1000:.1f} ms | "
        f"{_ratio(medians[name] / medians['score'], name)} | {cpu[name] * 1000:.1f} ms | "
        f"{_ratio(cpu[name] / cpu['score'], name)} |"
        for name in LABELS
    ]
    verdict = "met" if per_game <= SIZE_TARGET_BYTES else "MISSED"
    return "\n".join(
        [
            f"Measured with `{COMMAND}` on {m['platform']}, {m['cpu_count']} CPUs, Python "
            f"{m['python']}; whole processes, medians, run in turns.\n",
            f"{games:,} random games recorded in one transaction in {fill_seconds:.1f} s "
            f"(scoring included); the database is {size / 1e6:.1f} MB, **{per_game:,.0f} bytes a "
            f"game** (target ≤ {SIZE_TARGET_BYTES:,}: {verdict}).\n",
            f"Load average during the run: {os.getloadavg()[0]:.1f} on {m['cpu_count']} CPUs.\n",
            "| command | wall clock | against `score --json` (target ≤ 1.2×) | CPU time | "
            "against `score --json` |",
            "|---|---|---|---|---|",
            *rows,
            "",
        ]
    )


def _ratio(ratio: float, name: str) -> str:
    if name in ("score", "imports"):
        return f"{ratio:.2f}×"
    return f"{ratio:.2f}× ({'met' if ratio <= START_TARGET else 'MISSED'})"


if __name__ == "__main__":
    main()
