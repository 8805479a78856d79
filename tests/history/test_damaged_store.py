"""Read code never trusts the store: a history edited by hand (a total that is a word, a date
that is not one) is said to be damaged, naming the file and the row, never a traceback."""

from __future__ import annotations

import sqlite3

import pytest

from fathom_score.history import History, HistoryError, database_file

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


def test_a_damaged_row_names_the_file_of_the_history_that_read_it(tmp_path):
    """A history opened at a path of its own (a restore's check, a test's) names that file,
    not the default database."""
    path = tmp_path / "elsewhere.sqlite3"
    with History.open(path) as history:
        history.record(example(2))
    connection = sqlite3.connect(path)
    with connection:
        connection.execute(SPOILS["a total that is a word"][0])
    connection.close()
    with History.open(path) as history, pytest.raises(HistoryError) as raised:
        history.games()
    assert str(path) in str(raised.value) and str(database_file()) not in str(raised.value)


@pytest.mark.parametrize(
    "command",
    [
        ["history"],
        ["history", "--json"],
        ["history", "--csv"],
        ["history", "--player", "Noor"],
        ["history", "--player", "Noor", "--versus", "Otto"],
        ["game", "1"],
        ["players"],
    ],
)
def test_a_game_with_no_winner_is_read_as_it_is_stored_not_a_traceback(cli, command):
    """Every place edited to 2 (no player 1st, which no scorepad gives): every command that
    reads the game still answers, with no traceback."""
    spoiled("UPDATE results SET place = 2 WHERE game_id = 1")
    status, out, err = cli(*command)
    assert status == 0 and "Traceback" not in err, err
    assert out.strip()


NESTED = "[" * 100_000 + "]" * 100_000


def test_stored_json_nested_past_reading_is_left_out_not_raised():
    """A reveal's guesses and an autosave's undo are JSON in the store: nested 100,000 deep
    (past the parser's recursion) they read as none, as any other text that is not theirs."""
    from fathom_score.table.reveal import guesses_from_json
    from fathom_score.table.session import read_undo

    assert guesses_from_json(NESTED) == {}
    assert read_undo(NESTED, example(2)) is None
