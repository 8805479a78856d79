"""Timing helpers: medians over repeated runs, and a note of the machine they ran on."""

from __future__ import annotations

import os
import platform
import statistics
import subprocess
import sys
import threading
import time
from collections.abc import Callable, Sequence


def machine() -> dict[str, str | int]:
    return {
        "platform": platform.platform(),
        "processor": platform.processor() or platform.machine(),
        "cpu_count": os.cpu_count() or 0,
        "python": sys.version.split()[0],
    }


def process_seconds(
    command: Sequence[str], timeout: float = 120, env: dict[str, str] | None = None
) -> float:
    """Wall-clock time of one whole process, from launch to exit.

    The wait for the child blocks in the kernel (`Popen.wait()` with no timeout is a plain
    `waitpid`), so it returns the moment the child exits. `subprocess.run(..., timeout=...)`
    instead polls, sleeping up to 50 ms between looks, and every time it measured snapped to
    those steps. A timer thread kills a child that runs longer than `timeout` seconds.
    """
    start = time.perf_counter()
    child = subprocess.Popen(command, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL, env=env)
    watchdog = threading.Timer(timeout, child.kill)
    watchdog.start()
    try:
        status = child.wait()
    finally:
        watchdog.cancel()
    seconds = time.perf_counter() - start
    if status != 0:
        raise subprocess.CalledProcessError(status, list(command))
    return seconds


def interleaved_medians(commands: dict[str, Callable[[], float]], repeats: int) -> dict[str, float]:
    """Median seconds of each command, run in turns so that machine noise hits all alike.

    One untimed warm-up run each fills the file cache first.
    """
    for run in commands.values():
        run()
    times: dict[str, list[float]] = {name: [] for name in commands}
    for _ in range(repeats):
        for name, run in commands.items():
            times[name].append(run())
    return {name: statistics.median(values) for name, values in times.items()}


def median_seconds(run: Callable[[], object], repeats: int) -> float:
    times = []
    for _ in range(repeats):
        start = time.perf_counter()
        run()
        times.append(time.perf_counter() - start)
    return statistics.median(times)
