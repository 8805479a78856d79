"""The newcomer's path of benchmarks.newcomer is typed into the real app and solves every
coral puzzle (the benchmark asserts each one solved); its keys are those of the path."""

from __future__ import annotations

import asyncio

from fathom_score.teach.lessons import lesson_for_rule

from . import load_benchmark

newcomer = load_benchmark("newcomer")


def test_the_newcomers_path_solves_the_coral_lesson_with_the_keys_it_counts(tmp_path, monkeypatch):
    monkeypatch.setenv("FATHOM_SCORE_HOME", str(tmp_path))  # the course's ticks go here
    result = asyncio.run(newcomer.walk())
    puzzles = lesson_for_rule("coral").puzzles
    keys = [key for puzzle in puzzles for entry in newcomer.path_keys(puzzle) for key in entry]
    assert result["puzzles"] == len(puzzles)
    assert result["keys"] == 1 + len(keys) + len(puzzles) - 1  # F3, the path, Page Downs
    assert result["person_seconds_estimated"] > result["keys"] * 0.28
