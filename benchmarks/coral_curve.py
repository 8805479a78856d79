"""The multicoloured-coral search on its worst boards: `score --json` as a whole process.

    .venv/bin/python -m benchmarks.coral_curve [--cap SECONDS] [--counts 0,10,37]

One player's board holds a compact clump of N unpinned multicoloured corals around the
centre (every zone within one step of D4 first, then the next ring, in board order), and
every other zone something their colours matter to: crustaceans, corals and coral-and-
crustacean tiles in the four colours in turn, and a camera on D1 looking east across the
clump. N runs from 0 to all 37 zones, once with plain corals and once with a crustacean on
every other multicoloured coral. Each point is timed as a whole `fathom-score score --json`
process, against a bare `python -c "import networkx, rich.console, rich.table"` timed in the
same run, with its peak memory; a point over the cap is stopped and reported as over it.

The issue's goal: every point at most 3x the bare import and at most 200 MB. Results go to
benchmarks/results/coral-curve.md.
"""

from __future__ import annotations

import argparse
import os
import signal
import statistics
import subprocess
import sys
import tempfile
import threading
import time
from pathlib import Path

from fathom_score.gamefile import dump_game
from fathom_score.model import STANDARD
from kit.games import coral_clump_game

from .timing import machine

RESULTS = Path(__file__).parent / "results"
BARE_IMPORT = (sys.executable, "-c", "import networkx, rich.console, rich.table")
SCORE = (sys.executable, "-m", "fathom_score", "score")
TARGET_RATIO, TARGET_MB = 3.0, 200


def run(command: tuple[str, ...], cap: float) -> tuple[float | None, float]:
    """Seconds (None if stopped at the cap) and peak memory in MB of one whole process.

    `os.wait4` blocks until the child exits (no polling) and reports its peak memory."""
    start = time.perf_counter()
    child = subprocess.Popen(command, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    stopped = threading.Event()

    def stop() -> None:
        stopped.set()
        os.kill(child.pid, signal.SIGKILL)

    watchdog = threading.Timer(cap, stop)
    watchdog.start()
    try:
        _, status, usage = os.wait4(child.pid, 0)
    finally:
        watchdog.cancel()
    child.returncode = status  # already reaped: keep Popen from waiting again
    seconds = time.perf_counter() - start
    if not stopped.is_set() and status != 0:
        raise subprocess.CalledProcessError(status, list(command))
    return (None if stopped.is_set() else seconds), usage.ru_maxrss / 1024


def curve(counts: list[int], cap: float, folder: Path) -> list[dict]:
    bare = statistics.median(run(BARE_IMPORT, 60)[0] or 60 for _ in range(5))
    points = []
    for crustaceans in (False, True):
        for count in counts:
            path = folder / f"clump-{count}-{int(crustaceans)}.toml"
            path.write_text(dump_game(coral_clump_game(count, crustaceans)), encoding="utf-8")
            run((*SCORE, str(path), "--json"), cap)  # warm the file cache
            seconds, megabytes = run((*SCORE, str(path), "--json"), cap)
            points.append(
                {
                    "corals": count,
                    "crustaceans": crustaceans,
                    "seconds": seconds,
                    "over_bare_import": None if seconds is None else seconds / bare,
                    "peak_mb": megabytes,
                }
            )
            shown = "over the cap" if seconds is None else f"{seconds:.3f} s"
            print(
                f"{count:2} corals{' with crustaceans' if crustaceans else ''}: {shown}, "
                f"{megabytes:.0f} MB",
                file=sys.stderr,
                flush=True,
            )
    return [{"bare_import_s": bare, "cap_s": cap}, *points]


def markdown(results: list[dict]) -> str:
    head, *points = results
    lines = [
        "# The multicoloured-coral search on its worst boards",
        "",
        f"`.venv/bin/python -m benchmarks.coral_curve --cap {head['cap_s']:g}` on "
        f"{machine()['platform']}, {machine()['cpu_count']} cores, Python {machine()['python']}."
        f" Bare import: {head['bare_import_s'] * 1000:.0f} ms. Target: at most "
        f"{TARGET_RATIO:g}x the bare import and {TARGET_MB} MB.",
        "",
        "| corals | plain: s | × import | MB | with crustaceans: s | × import | MB |",
        "|---|---|---|---|---|---|---|",
    ]
    by_count: dict[int, dict[bool, dict]] = {}
    for point in points:
        by_count.setdefault(point["corals"], {})[point["crustaceans"]] = point
    for count, pair in sorted(by_count.items()):
        cells = []
        for crustaceans in (False, True):
            point = pair.get(crustaceans)
            if point is None:
                cells += ["", "", ""]
            elif point["seconds"] is None:
                cells += [f"> {head['cap_s']:g}", "—", f"{point['peak_mb']:.0f}"]
            else:
                cells += [
                    f"{point['seconds']:.3f}",
                    f"{point['over_bare_import']:.2f}",
                    f"{point['peak_mb']:.0f}",
                ]
        lines.append(f"| {count} | " + " | ".join(cells) + " |")
    missed = [
        p
        for p in points
        if p["seconds"] is None or p["over_bare_import"] > TARGET_RATIO or p["peak_mb"] > TARGET_MB
    ]
    lines += ["", f"Points over the target: {len(missed)} of {len(points)}.", ""]
    return "\n".join(lines)


def main() -> None:
    parser = argparse.ArgumentParser(prog="python -m benchmarks.coral_curve")
    parser.add_argument("--cap", type=float, default=20, help="stop a point after this long")
    parser.add_argument(
        "--counts",
        default=",".join(map(str, range(len(STANDARD) + 1))),
        help="the numbers of multicoloured corals, comma-separated",
    )
    args = parser.parse_args()
    counts = [int(c) for c in args.counts.split(",")]
    with tempfile.TemporaryDirectory() as folder:
        results = curve(counts, args.cap, Path(folder))
    RESULTS.mkdir(exist_ok=True)
    table = markdown(results)
    (RESULTS / "coral-curve.md").write_text(table, encoding="utf-8")
    print(table)


if __name__ == "__main__":
    main()
