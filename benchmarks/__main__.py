"""Run every benchmark, print the table and write benchmarks/results/latest.{json,md}.

    .venv/bin/python -m benchmarks

Absolute times vary from machine to machine, so each target compares against a baseline
measured in the same run.
"""

from __future__ import annotations

import json
import time
from pathlib import Path

from . import entry, language, scoring, startup
from .timing import machine

RESULTS = Path(__file__).parent / "results"
CLI_TARGET, SLOWEST_TARGET = 1.1, 50
FIRST_SCREEN_TARGET = 1.2  # issue 30: the new-game screen, at every size, in both languages
GAME_TARGET = 1.3  # the editor on a game file, its score shown
# The work from Enter to the repainted score, against one score_game of the same game.
ENTRY_TARGET = 2
LANGUAGE_TARGET = 1.1  # issue 18: `score` in Japanese against English
JA_TARGET = 1.05  # issue 18: the app's first screen in Japanese against English
HISTORY_SCREEN_TARGET = 1.5  # issue 9: the History screen against the first screen
# Scoring alone at least this many times faster than the naive reference scorer.
REFERENCE_SPEEDUP_TARGET = 2
COMMAND = ".venv/bin/python -m benchmarks"


def main() -> None:
    began = time.perf_counter()
    results = {
        "machine": machine(),
        "command": COMMAND,
        "command_line": startup.command_line(repeats=15),
        "language": language.command_line(repeats=10),
        "first_screen": startup.first_screen(repeats=8),
        "history_screen": startup.history_screen(repeats=8),
        "entry": entry.per_entry(),
        "against_reference": scoring.against_reference(),
        "colour_search": scoring.colour_search_share(),
        "random_games": scoring.random_games(),
    }
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


def entry_rows(e: dict) -> list[str]:
    where = f"{e['entries']} zones of `{e['game']}` ({e['players']} players) typed into the app"
    score = (
        f"one `score_game` of the same game (median {ms(e['score_cpu_s'])} CPU, "
        f"{ms(e['score_wall_s'])} wall)"
    )
    work, latency, session = e["work_ratio"], e["latency_ratio"], e["session"]
    return [
        f"| Each entered zone, Enter to repainted score: work (CPU), {where} | median "
        f"{ms(e['work_s']['median'])}, worst {ms(e['work_s']['worst'])} | {score} | median "
        f"{verdict(work['median'], ENTRY_TARGET)}; worst {work['worst']:.1f}× |",
        f"| … the same, latency (wall clock; Textual paints at most 60 frames a second) | "
        f"median {ms(e['latency_s']['median'])}, worst {ms(e['latency_s']['worst'])} | the "
        f"same | median {latency['median']:.1f}×, worst {latency['worst']:.1f}× |",
        f"| … Textual's own least: a bare app of one Input and one Static that only shows each "
        f"entry, timed the same way | median {ms(e['floor_work_s'])} CPU | the same | "
        f"{e['floor_ratio']:.1f}× (a floor above the {ENTRY_TARGET}× target) |",
        f"| … the session's own work per entry (no screen) | preview "
        f"{ms(session['preview']['median_s'])}, enter {ms(session['enter']['median_s'])}, "
        f"autosave (after the repaint, off the UI thread) "
        f"{ms(session['autosave']['median_s'])} | one `score_game` "
        f"({ms(e['session_score_wall_s'])}) | preview {session['preview']['median']:.2f}×, "
        f"enter {session['enter']['median']:.2f}× (worst {session['enter']['worst']:.2f}×), "
        f"autosave {session['autosave']['median']:.1f}× |",
    ]


def first_screen_rows(app: dict) -> list[str]:
    rows = []
    for size in startup.SIZES:
        rows.append(
            f"| App, launch to first screen painted (headless), `fathom-score`, {size} | "
            f"{ms(app[f'app_{size}'])}; in Japanese (`--lang ja`) {ms(app[f'app_ja_{size}'])} | "
            f"{ms(app[f'minimal_{size}'])} (a five-line Textual app, {size}) | "
            f"{verdict(app[f'app_ratio_{size}'], FIRST_SCREEN_TARGET)}; in Japanese "
            f"{verdict(app[f'app_ja_ratio_{size}'], FIRST_SCREEN_TARGET)}; the same widgets "
            f"and styles in plain Textual (the floor) {app[f'floor_ratio_{size}']:.2f}× |"
        )
    for size in startup.SIZES:
        rows.append(
            f"| App, launch to first screen painted with its score, `fathom-score "
            f"{app['game_file']}`, {size} | {ms(app[f'game_{size}'])} | "
            f"{ms(app[f'minimal_{size}'])} (the same) | "
            f"{verdict(app[f'game_ratio_{size}'], GAME_TARGET)} |"
        )
    return rows + [
        f"| App, first screen in Japanese (`--lang ja`), `fathom-score`, 120x36 | "
        f"{ms(app['app_ja_120x36'])} | {ms(app['app_120x36'])} (the same in English) | "
        f"{verdict(app['ja_over_en_120x36'], JA_TARGET)} |",
        f"| App, first screen in Japanese, `fathom-score {app['game_file']}`, 120x36 | "
        f"{ms(app['game_ja_120x36'])} | {ms(app['game_120x36'])} (the same in English) | "
        f"{verdict(app['game_ja_over_en_120x36'], JA_TARGET)} |",
    ]


def language_rows(lang: dict) -> list[str]:
    opened = lang["json_catalogues_opened"]
    return [
        f"| `fathom-score --lang ja score EXAMPLE` (the table in Japanese), whole process | "
        f"{ms(lang['score_ja'])} | {ms(lang['score_en'])} (`--lang en`) | "
        f"{verdict(lang['score_ratio'], LANGUAGE_TARGET)} |",
        f"| `LANG=ja_JP.UTF-8 fathom-score score EXAMPLE --json`, whole process | "
        f"{ms(lang['json_ja_environment'])} | {ms(lang['json'])} (no language in the "
        f"environment) | {lang['json_ratio']:.2f}×; catalogues opened: "
        f"{len(opened)} (target 0: {'met' if not opened else 'MISSED'}) |",
    ]


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
        f'{ms(cli["baseline"])} (`python -c "{startup.BASELINE_IMPORTS}"`) | '
        f"{verdict(cli['ratio'], CLI_TARGET)} |",
    ]
    rows += language_rows(r["language"])
    if app is None:
        rows.append(
            "| App, launch to first screen | not measured: fathom_score.app is missing | | |"
        )
    else:
        rows += first_screen_rows(app)
    if r.get("history_screen"):
        h = r["history_screen"]
        rows.append(
            f"| App, the History screen over {h['games']:,} recorded games (F6 at "
            f"once), launch to painted | {ms(h['history'])} | {ms(h['app'])} (the "
            f"app's first screen, same history) | "
            f"{verdict(h['ratio'], HISTORY_SCREEN_TARGET)} |"
        )
    rows += entry_rows(r["entry"])
    rows += reference_rows(r["against_reference"], r["colour_search"])
    rows += [
        f"| Scoring {games['games']:,} random 4-player games, in process | "
        f"{games['games_per_second']:.0f} games/s; median {ms(games['median_s'])}, slowest "
        f"{ms(games['slowest_s'])} | the median game | slowest "
        f"{verdict(games['slowest_over_median'], SLOWEST_TARGET)} |",
    ]
    for name, case in r["worst_cases"].items():
        rows.append(
            f"| Worst case: {name} | {ms(case['median_s'])} | the median random game | "
            f"{verdict(case['over_random_median'], SLOWEST_TARGET)} |"
        )
    for name, points in r["curves"].items():
        (first, start), (last, end) = points[0], points[-1]
        peak = max(seconds for _, seconds in points)
        rows.append(
            f"| Growth: {first} to {last} {name} | {ms(start)} to {ms(end)} "
            f"(the curves below) | the median random game | slowest point "
            f"{verdict(peak / games['median_s'], SLOWEST_TARGET)} |"
        )
    curves = []
    for name, points in r["curves"].items():
        curves.append(f"\nScoring time of a game by {name}:\n")
        curves.append("| " + " | ".join(str(n) for n, _ in points) + " |")
        curves.append("|" + "---|" * len(points))
        curves.append("| " + " | ".join(f"{s * 1000:.1f}" for _, s in points) + " | (ms)")
    return "\n".join(
        [
            f"Measured with `{r['command']}` on {m['platform']}, {m['cpu_count']} CPUs "
            f"({m['processor']}), Python {m['python']}; medians over repeated runs; "
            f"the whole run took {r['seconds']:.0f} s.\n",
            *rows,
            *curves,
            "",
        ]
    )


if __name__ == "__main__":
    main()
