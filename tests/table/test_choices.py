"""A served table's multicoloured-coral choices (table/choices.py): a board too slow for a
quick look is searched by one session for the whole table, and every other takes its answer;
a searcher gone silent is replaced, a waiting page stops when its game changes, and what is
stored is checked before it is used."""

from __future__ import annotations

import os
import threading
import time

import pytest

from fathom_score.scoring import ScoringStopped, score_game
from fathom_score.table import choices as choices_module
from fathom_score.table.choices import TableChoices, board_key
from fathom_score.table.shared import CHOICE_EXPIRES_AFTER, SharedSession, SharedTable
from kit.games import coral_clump_game

CODE = "ChoiceCode1"
# 16 unpinned multicoloured corals in one clump: about a second's search, well past a quick look.
SLOW = coral_clump_game(16, crustaceans=False)


def pages(count: int) -> list[SharedSession]:
    return [SharedSession.join(CODE, SLOW, None, None) for _ in range(count)]


def test_a_slow_board_is_searched_once_for_every_page_and_scores_as_alone(monkeypatch):
    """Four pages score the same slow board at once: one searches, three wait, and each
    scorepad is the one a terminal works out alone."""
    written: list[str] = []
    real_write = SharedTable.write_choice
    monkeypatch.setattr(
        SharedTable,
        "write_choice",
        lambda self, key, text: written.append(key) or real_write(self, key, text),
    )
    sessions = pages(4)
    results: dict[int, object] = {}

    def score(n: int) -> None:
        results[n] = sessions[n].session.scorepad.to_json()

    threads = [threading.Thread(target=score, args=(n,)) for n in range(4)]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join(60)
    alone = score_game(SLOW).to_json()
    assert [results[n] for n in range(4)] == [alone] * 4
    assert written == [board_key(SLOW.players[0].board.at_game_end(), SLOW.colours)]
    for shared in sessions:
        shared.leave()


def test_a_page_after_the_search_takes_the_stored_choice_without_searching(monkeypatch):
    (first,) = pages(1)
    first.session.scorepad  # noqa: B018 - worked out, and stored for the table
    calls: list[object] = []
    monkeypatch.setattr(choices_module, "choose_coral_colours", lambda *a: calls.append(a))
    (later,) = pages(1)
    assert later.session.scorepad.to_json() == score_game(SLOW).to_json()
    assert calls == []
    first.leave()
    later.leave()


def test_a_searcher_gone_silent_is_replaced(monkeypatch):
    """A session that claimed the search and was killed (its heart stopped) does not hold the
    table up past CHOICE_EXPIRES_AFTER: another session searches instead."""
    (shared,) = pages(1)
    key = board_key(SLOW.players[0].board.at_game_end(), SLOW.colours)
    assert shared.table.claim_choice(key, "killed-session")
    later = time.time() + CHOICE_EXPIRES_AFTER + 1
    monkeypatch.setattr(time, "time", lambda: later)
    assert shared.session.scorepad.to_json() == score_game(SLOW).to_json()
    shared.leave()


def test_a_page_waiting_for_anothers_search_stops_when_its_game_changes():
    (shared,) = pages(1)
    key = board_key(SLOW.players[0].board.at_game_end(), SLOW.colours)
    assert shared.table.claim_choice(key, "busy-session")  # searching, its heart beating
    choose = TableChoices(shared.table, shared.id)
    board = SLOW.players[0].board.at_game_end()
    asked = []

    def stop() -> bool:
        asked.append(1)
        return len(asked) > 3  # the game changed meanwhile

    with pytest.raises(ScoringStopped):
        choose(board, SLOW.colours, lambda b: 0, stop)
    assert shared.table.choice(key).session == "busy-session"  # its claim left alone
    shared.leave()


@pytest.mark.parametrize("stored", ["", "{", "[]", '{"colours": 1}', "[" * 10_000])
def test_a_damaged_stored_choice_is_searched_again(stored):
    (shared,) = pages(1)
    key = board_key(SLOW.players[0].board.at_game_end(), SLOW.colours)
    shared.table.write_choice(key, stored)
    assert shared.session.scorepad.to_json() == score_game(SLOW).to_json()
    shared.leave()


@pytest.mark.skipif(not hasattr(os, "setpriority"), reason="no per-thread priority here")
def test_the_long_search_runs_at_the_lowest_priority_and_never_on_the_main_thread():
    """A guest's slow board must not take the host's CPU from the server and the other
    pages: the thread that searches it for the table is at nice 19; the main thread (which
    only ever makes a quick look) keeps its own."""
    from fathom_score.table.choices import _lowest_priority

    mine = os.getpriority(os.PRIO_PROCESS, 0)
    seen: list[int] = []

    def search() -> None:
        _lowest_priority()
        seen.append(os.getpriority(os.PRIO_PROCESS, threading.get_native_id()))

    thread = threading.Thread(target=search)
    thread.start()
    thread.join()
    _lowest_priority()  # on the main thread: nothing
    assert seen == [19]
    assert os.getpriority(os.PRIO_PROCESS, 0) == mine
