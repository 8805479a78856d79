"""benchmarks.coral_parts: its figures hold together on a small clump."""

from __future__ import annotations

import dataclasses

from . import load_benchmark

coral_parts = load_benchmark("coral_parts")


def test_each_part_is_searched_to_a_best_within_its_root_bound() -> None:
    cluster = coral_parts.largest_cluster(9, crustaceans=True)
    found = {
        part: coral_parts.measure(dataclasses.replace(cluster, **without))
        for part, without in coral_parts.PARTS.items()
    }
    for figures in found.values():
        assert figures["root_bound"] >= figures["best"]
        assert figures["frontiers"] >= 1
    # Crustaceans and a camera only ever add points to the same coral groups.
    alone = found["coral groups alone"]["best"]
    assert found["no camera"]["best"] > alone  # the clump's crustaceans earn something
    assert found["as it is"]["best"] >= max(
        found["no camera"]["best"], found["no crustaceans"]["best"]
    )
