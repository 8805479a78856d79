"""The reveal, headless: the scorepad's rows asked then shown in its order, the totals last,
who guessed closest, and a served table's reveal kept in one row that every page follows."""

from __future__ import annotations

import pytest

from fathom_score.gamefile import load_game
from fathom_score.scoring import score_game
from fathom_score.table.reveal import Reveal, guesses_from_json, guesses_json, reveal_of
from fathom_score.table.shared import SharedTable
from fathom_score.words import say

from .shared_writer import four_players

SCOREPAD = score_game(load_game("examples/expedition-2.toml"))


def test_each_row_is_asked_then_shown_in_the_scorepads_order_then_the_totals():
    reveal = Reveal(SCOREPAD)
    seen = []
    while not reveal.at_totals:
        assert not reveal.shown and reveal.zones(0) == frozenset()
        seen.append(reveal.row)
        reveal = reveal.moved(1)
        assert reveal.shown and reveal.row == seen[-1]
        reveal = reveal.moved(1)
    assert seen == list(SCOREPAD.categories)
    assert reveal.row is None and reveal.shown
    assert [reveal.points(seat) for seat in range(4)] == [p.total for p in SCOREPAD.players]
    assert reveal.moved(1).step == reveal.step and Reveal(SCOREPAD).moved(-1).step == 0


def test_a_shown_row_lights_its_reasons_zones():
    shown = Reveal(SCOREPAD).at(1)  # the first row, shown
    cell = SCOREPAD.players[0].categories[shown.row]
    assert shown.zones(0) == {zone for reason in cell.reasons for zone in reason.zones}


def test_the_closest_guess_of_their_own_points_wins_and_ties_share_it():
    reveal = Reveal(SCOREPAD)
    assert reveal.closest() == () and reveal.closest_words() is None
    actual = [reveal.points(seat) for seat in range(4)]
    reveal = reveal.guessed(0, actual[0] + 3).guessed(1, actual[1] - 1).guessed(2, actual[2] + 1)
    assert reveal.closest() == (1, 2)
    names = f"{SCOREPAD.players[1].name} and {SCOREPAD.players[2].name}"
    assert say(reveal.closest_words()) == f"Closest: {names} (off by 1 point)"
    exact = reveal.guessed(3, actual[3])
    assert exact.closest() == (3,) and "spot on" in say(exact.closest_words())
    assert exact.moved(2).guesses_now() == {}  # the next row asks afresh
    assert exact.moved(1).closest() == (3,)  # shown, the guesses stay beside the points


@pytest.mark.parametrize(
    "text", ["", "[]", '{"0": 3}', '{"x": {"0": 1}}', '{"0": {"0": "7"}}', '{"0": {"0": true}}']
)
def test_stored_guesses_that_cannot_be_read_are_left_out(text):
    assert guesses_from_json(text) == {}


def test_guesses_go_to_json_and_back():
    guesses = {0: {0: 4, 2: 9}, 3: {1: 0}}
    assert guesses_from_json(guesses_json(guesses)) == guesses
    assert reveal_of(SCOREPAD, 999, guesses).at_totals


def test_a_served_reveal_is_one_row_every_page_follows():
    host, _, _ = SharedTable.open("RevealCode1", four_players())
    guest, _, _ = SharedTable.open("RevealCode1", four_players())
    try:
        assert guest.reveal() is None and guest.reveal_version() == 0
        version = host.move_reveal(0, fresh=True)
        assert guest.reveal_version() == version
        # Two pages guess at once for different seats: neither guess is lost.
        guest.guess_reveal(0, 1, 5)
        host.guess_reveal(0, 0, 7)
        last = host.move_reveal(1)
        assert guest.reveal() == (last, 1, {0: {1: 5, 0: 7}})
        again = host.move_reveal(0, fresh=True)  # begun again: the guesses cleared
        assert guest.reveal() == (again, 0, {})
    finally:
        host.close()
        guest.close()
