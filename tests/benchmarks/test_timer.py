"""The benchmarks' process timer resolves a few milliseconds.

A sanity check, not a speed goal: children that sleep 0, 5, 10, 15 and 20 ms before exiting
must measure about 5 ms apart, step by step. The old timer polled the child, sleeping ever
longer (up to 50 ms) between looks, so its times snapped to steps: neighbouring children came
out either equal or some 15 to 30 ms apart.
"""

from __future__ import annotations

import subprocess
import sys
from itertools import pairwise

import pytest

from . import load_benchmark

STEP_MS = 5
SLEEPS_MS = (0, 5, 10, 15, 20)


@pytest.fixture(scope="module")
def timing():
    return load_benchmark("timing")


def sleeper(ms: int) -> list[str]:
    return [sys.executable, "-S", "-c", f"import time; time.sleep({ms / 1000})"]


def measured_steps(timing) -> list[float]:
    medians = timing.interleaved_medians(
        {ms: (lambda ms=ms: timing.process_seconds(sleeper(ms))) for ms in SLEEPS_MS},
        repeats=11)
    return [(medians[b] - medians[a]) * 1000 for a, b in pairwise(SLEEPS_MS)]


def resolves(steps: list[float]) -> bool:
    # Wide margins for a busy machine; a timer with steps of 15 ms or more cannot pass: some
    # step would come out near 0 and another near 15 or more.
    return all(1.5 <= step <= 2 * STEP_MS - 1.5 for step in steps) and 15 <= sum(steps) <= 25


def test_the_timer_resolves_5_ms_steps(timing):
    # Other tests run beside this one (pytest-xdist), so one measurement may be disturbed;
    # a timer that snaps to coarse steps fails every one of three.
    tries = [measured_steps(timing) for _ in range(3)]
    assert any(resolves(steps) for steps in tries), tries


def test_a_timer_that_snaps_to_15_ms_steps_would_fail():
    assert not resolves([0.0, 15.0, 0.0, 15.0]) and not resolves([15.0, 0.0, 15.0, 0.0])


def test_a_failing_child_is_reported(timing):
    with pytest.raises(subprocess.CalledProcessError) as failure:
        timing.process_seconds([sys.executable, "-S", "-c", "raise SystemExit(3)"])
    assert failure.value.returncode == 3


def test_a_child_that_runs_too_long_is_stopped(timing):
    with pytest.raises(subprocess.CalledProcessError):
        timing.process_seconds(sleeper(10_000), timeout=0.2)
