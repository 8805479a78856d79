"""Run every benchmark, print the table and write benchmarks/results/latest.{json,md}.

    .venv/bin/python -m benchmarks

Absolute times vary from machine to machine, so each target compares against a baseline
measured in the same run.
"""

from __future__ import annotations

import json
import time
from pathlib import Path

from . import scoring, startup
from .timing import machine

RESULTS = Path(__file__).parent / "results"
CLI_TARGET, APP_TARGET, SLOWEST_TARGET = 1.1, 1.5, 50
# Scoring alone at least this many times faster than the naive reference scorer.
REFERENCE_SPEEDUP_TARGET = 2
COMMAND = ".venv/bin/python -m benchmarks"


def main() -> None:
    began = time.perf_counter()
    results = {"machine": machine(), "command": COMMAND,
               "command_line": startup.command_line(repeats=15),
               "first_screen": startup.first_screen(repeats=8),
               "against_reference": scoring.against_reference(),
               "colour_search": scoring.colour_search_share(),
               "random_games": scoring.random_games()}
    results["worst_cases"] = scoring.worst_cases(results["random_games"]["median_s"])
    results["curves"] = scoring.curves()
    results["seconds"] = time.perf_counter() - began
    RESULTS.mkdir(exist_ok=True)
    (RESULTS / "latest.json").write_text(json.dumps(results, indent=2) + "\n", encoding="utf-8")
    table = markdown(results)
    (RESULTS / "latest.md").write_text(table, encoding="utf-8")
    print(table)


def ms(seconds: float) -> str:
    return f"{seconds * 1000:.{2 if seconds < 0.01 else 1}f} ms"


def verdict(ratio: float, target: float) -> str:
    return f"{ratio:.2f}× (target ≤ {target}×: {'met' if ratio <= target else 'MISSED'})"


def reference_rows(ref: dict, search: dict) -> list[str]:
    games = f"median of {ref['games']} random games (2–4 players, every expedition)"
    speedup = ref["reference_score_over_score"]
    met = "met" if speedup >= REFERENCE_SPEEDUP_TARGET else "MISSED"
    return [
        f"| Scoring alone, in process ({games}) | {ms(ref['score'])} | "
        f"{ms(ref['reference_score'])} (the naive reference scorer, `tests/reference.py`) | "
        f"{speedup:.2f}× faster (target ≥ {REFERENCE_SPEEDUP_TARGET}×: {met}) |",
        f"| … of which the multicoloured-coral colour search (run in {search['games_searched']} "
        f"of the {ref['games']} games) | median {ms(search['search_s'])} a game; the rest "
        f"{ms(search['rest_s'])} | | |",
        f"| Load + score from the file's text, in process ({games}) | {ms(ref['load_score'])} "
        f"| {ms(ref['toml'])} (a bare `tomllib.loads` of the same text) | "
        f"{ref['load_score_over_toml']:.1f}× (the reference's load + score: "
        f"{ms(ref['reference_load_score'])}, {ref['reference_load_score_over_toml']:.1f}×) |",
    ]


def markdown(r: dict) -> str:
    m, cli, app, games = r["machine"], r["command_line"], r["first_screen"], r["random_games"]
    rows = [
        "| Benchmark | Measured | Baseline (same run) | Ratio |",
        "|---|---|---|---|",
        f"| `fathom-score score EXAMPLE --json`, whole process | {ms(cli['score'])} | "
        f"{ms(cli['baseline'])} (`python -c \"{startup.BASELINE_IMPORTS}\"`) | "
        f"{verdict(cli['ratio'], CLI_TARGET)} |",
    ]
    if app is None:
        rows.append("| App, launch to first screen | not measured: fathom_score.app is missing "
                    "| | |")
    else:
        rows.append(f"| App, launch to first screen (headless) | {ms(app['app'])} | "
                    f"{ms(app['minimal'])} (a five-line Textual app) | "
                    f"{verdict(app['ratio'], APP_TARGET)} |")
    rows += reference_rows(r["against_reference"], r["colour_search"])
    rows += [
        f"| Scoring {games['games']:,} random 4-player games, in process | "
        f"{games['games_per_second']:.0f} games/s; median {ms(games['median_s'])}, slowest "
        f"{ms(games['slowest_s'])} | the median game | slowest "
        f"{verdict(games['slowest_over_median'], SLOWEST_TARGET)} |",
    ]
    for name, case in r["worst_cases"].items():
        rows.append(f"| Worst case: {name} | {ms(case['median_s'])} | the median random game | "
                    f"{verdict(case['over_random_median'], SLOWEST_TARGET)} |")
    for name, points in r["curves"].items():
        (first, start), (last, end) = points[0], points[-1]
        peak = max(seconds for _, seconds in points)
        rows.append(f"| Growth: {first} to {last} {name} | {ms(start)} to {ms(end)} "
                    f"(the curves below) | the median random game | slowest point "
                    f"{verdict(peak / games['median_s'], SLOWEST_TARGET)} |")
    curves = []
    for name, points in r["curves"].items():
        curves.append(f"\nScoring time of a game by {name}:\n")
        curves.append("| " + " | ".join(str(n) for n, _ in points) + " |")
        curves.append("|" + "---|" * len(points))
        curves.append("| " + " | ".join(f"{s * 1000:.1f}" for _, s in points) + " | (ms)")
    return "\n".join([
        f"Measured with `{r['command']}` on {m['platform']}, {m['cpu_count']} CPUs "
        f"({m['processor']}), Python {m['python']}; medians over repeated runs; "
        f"the whole run took {r['seconds']:.0f} s.\n",
        *rows, *curves, "",
    ])


if __name__ == "__main__":
    main()
