"""Read code never trusts the store: a history edited by hand (a total that is a word, a date
that is not one) is said to be damaged, naming the file and the row, never a traceback."""

from __future__ import annotations

import sqlite3

import pytest

from fathom_score.history import History, database_file

from .conftest import example

SPOILS = {
    "a total that is a word": (
        "UPDATE results SET total = 'lots' WHERE game_id = 1 AND seat = 0",
        "game 1, Noor's result holds 'lots'",
    ),
    "a category's points that are a word": (
        "UPDATE results SET coral = 'many' WHERE game_id = 1 AND seat = 1",
        "game 1, Otto's result holds 'many'",
    ),
    "a played_at that is not a date": (
        "UPDATE games SET played_at = 'yesterday' WHERE id = 1",
        "game 1 holds 'yesterday'",
    ),
}


def spoiled(statement: str) -> None:
    with History.open() as history:
        history.record(example(2))
    connection = sqlite3.connect(database_file())
    with connection:
        connection.execute(statement)
    connection.close()


@pytest.mark.parametrize("spoil", SPOILS, ids=list(SPOILS))
@pytest.mark.parametrize("command", [["history"], ["history", "--json"], ["history", "--csv"]])
def test_a_history_edited_by_hand_is_said_to_be_damaged_with_its_row(cli, spoil, command):
    statement, row = SPOILS[spoil]
    spoiled(statement)
    status, _out, err = cli(*command)
    assert status == 2 and "Traceback" not in err, err
    assert str(database_file()) in err and row in err and "damaged" in err, err
