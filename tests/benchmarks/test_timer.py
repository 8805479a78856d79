"""The benchmarks' process timer sees a child end the moment it ends.

A sanity check, not a speed goal. The old timer polled the child, sleeping ever longer (up to
50 ms) between looks, so its times snapped to steps. Each child here, sleeping 0 to 20 ms,
writes down the time just before it exits, on the clock every process shares (Linux's
CLOCK_MONOTONIC, Python's perf_counter); how late the timer's end comes after that moment is
what the timer adds. A child's start-up is left out of it: on a busy machine (the other tests
run beside this one) starting a Python varies by more than 5 ms from one child to the next,
and steps of 5 ms between the children's whole times drowned in it. So is the odd child that
the machine sets aside between its last moment and its exit (most of them, under a load of
ten on two cores): the lower quartile of the lateness is read, not the median. A timer that
polls, as the old one did, is timed in the same run, in turns with it.
"""

from __future__ import annotations

import statistics
import subprocess
import sys
import time
from collections.abc import Callable, Sequence
from pathlib import Path

import pytest

from . import load_benchmark

STEP_MS = 5
SLEEPS_MS = (0, 5, 10, 15, 20)
REPEATS = 9

Timer = Callable[[Sequence[str]], float]


@pytest.fixture(scope="module")
def timing():
    return load_benchmark("timing")


def sleeper(ms: int, stamp: Path | None = None) -> list[str]:
    """A child that sleeps `ms`, then (given `stamp`) writes the time there and exits at once."""
    code = f"import time; time.sleep({ms / 1000})"
    if stamp is not None:
        code += (
            f"; import os; open({str(stamp)!r}, 'w').write(repr(time.perf_counter())); os._exit(0)"
        )
    return [sys.executable, "-S", "-c", code]


def polling_seconds(command: Sequence[str]) -> float:
    """The old timer: subprocess.run with a timeout polls the child until it has ended."""
    start = time.perf_counter()
    subprocess.run(command, timeout=120, check=True)
    return time.perf_counter() - start


def lateness_ms(timers: Sequence[Timer], folder: Path) -> list[float]:
    """How late each timer says a child ended, after the child's own last moment: the lower
    quartile over children of every sleep, the timers taking turns."""
    late: dict[str, list[float]] = {timer.__name__: [] for timer in timers}
    for repeat in range(REPEATS):
        for ms in SLEEPS_MS:
            for timer in timers:
                stamp = folder / f"{timer.__name__}-{repeat}-{ms}"
                began = time.perf_counter()
                seconds = timer(sleeper(ms, stamp))
                late[timer.__name__].append((began + seconds - float(stamp.read_text())) * 1000)
    return [statistics.quantiles(late[timer.__name__], n=4)[0] for timer in timers]


@pytest.mark.skipif(
    sys.platform != "linux",
    reason="compares two processes' times: one clock for all of them on Linux",
)
def test_the_timer_sees_a_child_end_when_it_ends(timing, tmp_path):
    late, polled = lateness_ms([timing.process_seconds, polling_seconds], tmp_path)
    # Late by less than a step: 5 ms steps are resolved. And by less than polling is on this
    # machine now, however busy it is. (Not by a quarter of it: the child's own exit, after its
    # last moment, is about a millisecond, and Python's polling starts at half a millisecond
    # between looks, so a short child is seen by polling only 2 or 3 ms late.)
    assert late < STEP_MS and late < polled, (late, polled)


def test_a_failing_child_is_reported(timing):
    with pytest.raises(subprocess.CalledProcessError) as failure:
        timing.process_seconds([sys.executable, "-S", "-c", "raise SystemExit(3)"])
    assert failure.value.returncode == 3


def test_a_child_that_runs_too_long_is_stopped(timing):
    with pytest.raises(subprocess.CalledProcessError):
        timing.process_seconds(sleeper(10_000), timeout=0.2)
