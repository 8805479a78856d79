"""Issue 15, the entry language: `-` in a run, a zone's name before a point of interest, a
zone's name before full words, short messages in the words of whoever reads them, and no alarm
about a word still being typed.

The expected boards and messages are written out here, not worked out by the code under test.
"""

from __future__ import annotations

import pytest

from fathom_score.gamefile import GameFileError, NotationError, format_content, parse_game
from fathom_score.model import DEFAULT_COLOURS, Game, Player
from fathom_score.table.session import Refused, Session

# The editor shows the message on one line under the field: the preview's "✗ " and the
# message, at 80 columns less the screen's border.
ONE_LINE = 78
WIDE_LINE = 98


def table(expedition: int = 2, colours: tuple[str, ...] = DEFAULT_COLOURS) -> Session:
    return Session(Game(expedition, (Player("Ana"), Player("Ben")), colours))


def board(session: Session) -> dict[str, str]:
    return {zone: format_content(c) for zone, c in session.game.players[0].board.zones.items()}


def refusal(session: Session, typed: str, cursor: str = "A1") -> str:
    """Why Enter refuses `typed`; the preview says the same before Enter."""
    with pytest.raises((NotationError, Refused)) as refused:
        session.enter(0, cursor, typed)
    assert session.preview(0, cursor, typed).message == f"✗ {refused.value}"
    return str(refused.value)


# Bug 5: clear inside a run -----------------------------------------------------------------

def test_a_dash_inside_a_run_clears_its_zone_as_it_does_alone():
    session = table()
    session.enter(0, "A1", "rcrcrc")
    session.enter(0, "A1", "g1rc")
    outcome = session.enter(0, "A1", "-.-")
    assert board(session) == {"A2": "red coral", "G1": "red coral"}
    assert outcome.message == "A1: empty · A3: empty" and outcome.cursor == "A4"
    session.enter(0, "A1", "g1-")
    assert board(session) == {"A2": "red coral"}
    session.enter(0, "A1", "bf-")                  # a code, then a clear
    assert board(session) == {"A1": "blue fish"}


