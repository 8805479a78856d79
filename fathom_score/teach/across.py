"""What the table's other boards say about a row ranked across it, in one line of words.

A sea-cucumber score depends on every player's count and a place on every player's discovered
tiles; a quiz question or a puzzle shown on one board says these lines beside it, so the
learner is never asked what the screen does not show.
"""

from __future__ import annotations

from ..rules.sea_cucumber import count_cucumbers
from ..scoring import Scorepad
from ..words import Message, message


def cucumbers_across(scorepad: Scorepad) -> Message:
    """Every player's sea-cucumber icons, as the scorer counts them (discovered tiles only)."""
    counts = tuple(f"{seat.name} {count_cucumbers(seat.board)}" for seat in scorepad.players)
    return message("Sea cucumbers across the table: {counts}", counts=counts)


def tiles_across(scorepad: Scorepad) -> Message:
    """Every player's discovered tiles: what separates players level on points."""
    counts = tuple(f"{seat.name} {seat.discovered_tiles}" for seat in scorepad.players)
    return message("Discovered tiles across the table: {counts}", counts=counts)
