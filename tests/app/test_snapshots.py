"""Snapshot tests: the main screens as SVG, at a fixed size, with the cursor not blinking.

Update after a deliberate change with `pytest tests/app --snapshot-update`, then look at them.
"""

from __future__ import annotations

import asyncio
import sys

import pytest
from conftest import HERE

sys.path.insert(0, str(HERE.parents[1] / "scripts"))
from screenshots import SCENES, screenshot


@pytest.mark.parametrize("name", list(SCENES))
def test_screen(name, snapshot):
    snapshot.assert_match(asyncio.run(screenshot(name)), f"{name}.svg")
