"""Snapshot tests: the main screens as SVG, at a fixed size, with the cursor not blinking.

Update after a deliberate change with `pytest tests/app --snapshot-update`, then look at them.
"""

from __future__ import annotations

import asyncio

import pytest

from scripts.screenshots import SCENES, screenshot


@pytest.mark.parametrize("name", list(SCENES))
def test_screen(name, snapshot):
    snapshot.assert_match(asyncio.run(screenshot(name)), f"{name}.svg")
