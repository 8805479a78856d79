"""The command line is often piped into `head` or `less`; a reader that leaves early is no error."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import pytest

EXAMPLE = Path(__file__).parents[2] / "examples" / "expedition-1.toml"


@pytest.mark.parametrize("command", [["score", "--json"], ["explain"], ["score"]])
def test_a_closed_pipe_ends_the_command_without_a_traceback(command):
    process = subprocess.Popen(
        [sys.executable, "-m", "fathom_score", command[0], str(EXAMPLE), *command[1:]],
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
    )
    process.stdout.close()  # the reader is gone before the first line is written
    errors = process.stderr.read().decode()
    process.wait(timeout=60)
    process.stderr.close()
    assert "Traceback" not in errors
    assert process.returncode in (0, 1)
