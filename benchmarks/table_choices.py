"""A served table's slow board, scored by every page: the CPU it costs the host, with the
table's coral choices (table/choices.py: searched once, the others wait) against every page
searching on its own (the way before it), measured in the same run.

    .venv/bin/python -m benchmarks.table_choices [--pages N] [--corals N]

Each page is a process of its own, as under `fathom-score serve`: it joins the table and
works out the scorepad of a game whose first board has N unpinned multicoloured corals in
one clump (kit.games.coral_clump_game; 20 take about 1.5 s alone, 26 about 14 s). The
figure is the CPU-seconds of all the pages together (user + system, from the system's own
count of each ended process), and the wall-clock seconds until the last page had its scorepad.
"""

from __future__ import annotations

import argparse
import os
import resource
import subprocess
import sys
import tempfile
import time

CODE = "BenchChoices1"


def page(corals: int, shared: bool) -> None:
    """One page: join the table, score, say the total."""
    from fathom_score.scoring import choose_coral_colours
    from fathom_score.table.shared import SharedSession
    from kit.games import coral_clump_game

    joined = SharedSession.join(CODE, coral_clump_game(corals, crustaceans=False), None, None)
    if not shared:
        joined.session.choose = choose_coral_colours
    print(joined.session.scorepad.players[0].total)
    joined.leave()


def table(pages: int, corals: int, shared: bool) -> tuple[float, float, set[str]]:
    """CPU-seconds and wall seconds of `pages` pages, in a home of their own; their totals."""
    with tempfile.TemporaryDirectory() as home:
        environment = {**os.environ, "FATHOM_SCORE_HOME": home}
        command = [sys.executable, "-m", "benchmarks.table_choices", "--page", str(corals)]
        if not shared:
            command.append("--alone")
        before = resource.getrusage(resource.RUSAGE_CHILDREN)
        start = time.perf_counter()
        running = [
            subprocess.Popen(command, env=environment, stdout=subprocess.PIPE, text=True)
            for _ in range(pages)
        ]
        totals = {process.communicate()[0].strip() for process in running}
        wall = time.perf_counter() - start
        after = resource.getrusage(resource.RUSAGE_CHILDREN)
    cpu = (after.ru_utime - before.ru_utime) + (after.ru_stime - before.ru_stime)
    return cpu, wall, totals


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--pages", type=int, default=8)
    parser.add_argument("--corals", type=int, default=20)
    parser.add_argument("--page", type=int, help=argparse.SUPPRESS)
    parser.add_argument("--alone", action="store_true", help=argparse.SUPPRESS)
    options = parser.parse_args()
    if options.page is not None:
        page(options.page, not options.alone)
        return 0
    print(
        f"{options.pages} pages, a board of {options.corals} multicoloured corals, "
        f"{os.cpu_count()} cores"
    )
    alone = table(options.pages, options.corals, shared=False)
    shared = table(options.pages, options.corals, shared=True)
    for name, (cpu, wall, totals) in (("every page alone", alone), ("once for the table", shared)):
        print(f"{name:>18}: {cpu:6.1f} CPU-s, {wall:5.1f} s wall, totals {sorted(totals)}")
    print(f"CPU once for the table / every page alone: {shared[0] / alone[0]:.2f}")
    return 0 if alone[2] == shared[2] and len(shared[2]) == 1 else 1


if __name__ == "__main__":
    sys.exit(main())
