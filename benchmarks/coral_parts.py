"""What makes the worst boards slow: the coral groups alone, or the crustaceans and camera.

    .venv/bin/python -m benchmarks.coral_parts [--counts 16,18,20,22,24,26] [--crustaceans]

For each of `benchmarks.coral_curve`'s clumps, the largest cluster of free corals is searched
four times in one process: as it is, without its crustaceans, without its camera, and with
neither (coral groups alone). Each line gives the search's bound at the root (the most it
allows before colouring anything), the exact best, the frontiers visited and the seconds.
A bound equal to the best means the search has nothing to refute.
"""

from __future__ import annotations

import argparse
import dataclasses
import time

from fathom_score.model import DEFAULT_COLOURS
from fathom_score.scoring import frontier_search
from fathom_score.scoring.coral_choice import ColourPuzzle
from fathom_score.scoring.frontier_search import START, Cluster
from kit.games import coral_clump_board

PARTS = {
    "as it is": {},
    "no crustaceans": {"crustaceans": ()},
    "no camera": {"cameras": ()},
    "coral groups alone": {"crustaceans": (), "cameras": ()},
}


def largest_cluster(count: int, crustaceans: bool) -> Cluster:
    puzzle = ColourPuzzle(coral_clump_board(count, crustaceans), DEFAULT_COLOURS)
    return max(puzzle.clusters(), key=lambda cluster: len(cluster.free))


def measure(cluster: Cluster) -> dict[str, float]:
    """The root bound, the best total, the frontiers visited and the seconds of one search."""
    start = time.perf_counter()
    plan = frontier_search._Plan(cluster)
    first = plan.steps[0]
    root = max(
        gained + plan.bound(first, after)
        for gained, after in (
            plan.colour(first, START, colour) for colour in plan.choices(first, START)
        )
    )
    search = frontier_search._DepthFirst(plan, plan.narrow_pass())
    visited = 0
    remember = search._remember

    def counted(*args: object) -> None:  # one call per frontier searched
        nonlocal visited
        visited += 1
        remember(*args)  # type: ignore[arg-type]

    search._remember = counted  # type: ignore[method-assign]
    search.best()
    return {
        "root_bound": root,
        "best": search.best_points,
        "frontiers": visited,
        "seconds": time.perf_counter() - start,
    }


def main() -> None:
    parser = argparse.ArgumentParser(prog="python -m benchmarks.coral_parts")
    parser.add_argument("--counts", default="16,18,20,22,24,26")
    parser.add_argument(
        "--crustaceans",
        action="store_true",
        help="the clumps with a crustacean on every other coral",
    )
    args = parser.parse_args()
    print("| corals | part | root bound | best | frontiers | s |")
    print("|---|---|---|---|---|---|")
    for count in (int(c) for c in args.counts.split(",")):
        cluster = largest_cluster(count, args.crustaceans)
        for part, without in PARTS.items():
            found = measure(dataclasses.replace(cluster, **without))
            print(
                f"| {count} | {part} | {found['root_bound']} | {found['best']} | "
                f"{found['frontiers']:,} | {found['seconds']:.2f} |",
                flush=True,
            )


if __name__ == "__main__":
    main()
