"""Golden files for `score --json` and `explain` on each example, at a fixed 100-column width
without colour. Update them with `pytest tests/cli --snapshot-update` and read the diff: every
number in them was checked against test_examples.py and the example files' comments."""

from __future__ import annotations

from pathlib import Path

import pytest

from .conftest import EXAMPLES

SNAPSHOTS = Path(__file__).parent / "snapshots"


@pytest.fixture
def golden(snapshot):
    snapshot.snapshot_dir = SNAPSHOTS
    return snapshot


@pytest.mark.parametrize("expedition", [1, 2, 3, 4])
def test_score_json(cli, golden, expedition):
    run = cli("score", EXAMPLES / f"expedition-{expedition}.toml", "--json")
    assert run.status == 0
    golden.assert_match(run.out, f"expedition-{expedition}.score.json")


@pytest.mark.parametrize("expedition", [1, 2, 3, 4])
def test_explain(cli, golden, expedition):
    run = cli("explain", EXAMPLES / f"expedition-{expedition}.toml")
    assert run.status == 0
    assert "\x1b[" not in run.out  # no colour codes in a plain terminal
    golden.assert_match(run.out, f"expedition-{expedition}.explain.txt")


def test_explain_one_player(cli, golden):
    run = cli("explain", EXAMPLES / "expedition-3.toml", "--player", "Uma")
    assert run.status == 0
    assert "Rosa —" not in run.out
    golden.assert_match(run.out, "expedition-3.explain-uma.txt")
