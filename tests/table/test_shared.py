"""The shared table of `fathom-score serve`, headless: sessions on different boards see each
other's changes, a board has one holder, a session changes only the board it holds, concurrent
writers lose nothing, a killed writer loses at most its last entry, and a restarted server
finds every board."""

from __future__ import annotations

import os
import signal
import subprocess
import sys
import threading
import time
from pathlib import Path

import pytest

from fathom_score.history import database_file
from fathom_score.table import shared as shared_module
from fathom_score.table.session import NotYours
from fathom_score.table.shared import (
    EXPIRES_AFTER,
    NotHolder,
    SharedSession,
    SharedTable,
    served_game,
)

from .shared_writer import NAMES, boards, enter_all, four_players

WRITER = Path(__file__).with_name("shared_writer.py")
CODE = "TestCode123"
HOST = None  # the host asks for no board: it watches them all


def join(player: int | None, code: str = CODE) -> SharedSession:
    return SharedSession.join(code, four_players(), None, player)


def stored(code: str = CODE):
    table, _, game = SharedTable.open(code, four_players())
    table.close()
    return game


def taken_in(watcher: SharedSession) -> bool:
    snapshot = watcher.poll()
    return snapshot is not None and watcher.take_in(snapshot)


class Clock:
    """time.time for the holders' heartbeats, moved on by hand."""

    def __init__(self) -> None:
        self.now = time.time()

    def time(self) -> float:
        return self.now


@pytest.fixture
def clock(monkeypatch) -> Clock:
    clock = Clock()
    monkeypatch.setattr(shared_module, "time", clock)
    return clock


def test_two_sessions_on_different_boards_see_each_others_changes():
    ana, ben = join(0), join(1)
    ana.session.enter(0, "A1", "rc")
    ana.share()
    assert taken_in(ben)
    assert ben.session.game.players[0] == ana.session.game.players[0]
    ben.session.enter(1, "B2", "yf")
    ben.share()
    assert taken_in(ana)
    assert ana.session.game == ben.session.game
    assert not taken_in(ana)  # nothing new since


def test_an_older_snapshot_handed_over_after_a_newer_one_is_left_out():
    ana, ben = join(0), join(1)
    ana.session.enter(0, "A1", "rc")
    ana.share()
    older = ben.poll()
    ana.session.enter(0, "B2", "yf")
    ana.share()
    newer = ben.poll()
    assert older is not None and newer is not None and older.version < newer.version
    assert ben.take_in(newer)
    assert not ben.take_in(older)  # two polls answered out of turn: the board stays new
    assert ben.session.game.players[0] == ana.session.game.players[0]


def test_a_poll_while_another_of_the_same_session_runs_returns_at_once(monkeypatch):
    ana, ben = join(0), join(1)
    ana.session.enter(0, "A1", "rc")
    ana.share()
    inside, go_on = threading.Event(), threading.Event()
    share = ben.share

    def slow_share() -> None:
        inside.set()
        go_on.wait(5)
        share()

    monkeypatch.setattr(ben, "share", slow_share)
    found = []
    first = threading.Thread(target=lambda: found.append(ben.poll()))
    first.start()
    assert inside.wait(5)
    assert ben.poll() is None  # the first poll brings in Ana's board, not this one
    go_on.set()
    first.join(5)
    assert found[0] is not None and ben.take_in(found[0])
    assert ben.session.game.players[0] == ana.session.game.players[0]


def test_taking_in_keeps_this_sessions_own_board_as_it_is_here():
    ana, ben = join(0), join(1)
    ana.session.enter(0, "A1", "rc")
    ben.session.enter(1, "A1", "gc")
    ben.share()
    mine = ana.session.game.players[0]
    assert taken_in(ana)  # Ben's board; Ana's change, not written yet, stays
    assert ana.session.game.players[0] == mine
    assert ana.session.game.players[1] == ben.session.game.players[1]
    ana.share()
    assert stored().players[0] == ana.session.game.players[0]


def test_the_host_watches_every_board_and_changes_none():
    ana, host = join(0), join(HOST)
    assert not host.holds and host.held_by is None
    ana.session.enter(0, "A1", "rc")
    ana.share()
    assert taken_in(host)
    assert host.session.game.players[0] == ana.session.game.players[0]
    for player in range(4):
        with pytest.raises(
            NotYours, match=f"{NAMES[player]}'s board is entered on {NAMES[player]}'s own device"
        ):
            host.session.enter(player, "A2", "yc")


def test_edits_to_a_board_this_session_does_not_hold_are_refused():
    ana = join(0)
    session = ana.session
    with pytest.raises(
        NotYours, match="Ben's board is entered on Ben's own device; here it is only shown"
    ):
        session.enter(1, "A1", "rc")
    with pytest.raises(NotYours):
        session.set_zone(1, "A1", None)
    with pytest.raises(NotYours):
        session.undo(1)
    with pytest.raises(NotYours):
        session.redo(1)
    assert session.preview(1, "A1", "rc").message.startswith("✗ Ben's board")
    assert session.preview(1, "A1", "c3").message.startswith("→")  # a jump changes nothing
    assert session.take_unshared() == []
    session.enter(0, "A1", "rc")  # its own board: fine
    assert session.undo(0) is not None
    ben = join(1)
    with pytest.raises(NotHolder):  # the store, too, refuses a board another session holds
        ana.table.write_board(1, session.game.players[0], ana.id)
    assert stored().players[1] == ben.session.game.players[1]


def test_a_held_board_refuses_a_second_claim_until_its_holder_stops_beating(clock):
    first, second = join(1), join(1)
    assert first.holds
    assert not second.holds and second.held_by == first.id
    with pytest.raises(NotYours):
        second.session.enter(1, "A1", "rc")

    clock.now += EXPIRES_AFTER - 0.5
    first.poll()  # a heartbeat: still held
    clock.now += EXPIRES_AFTER - 0.5
    second.poll()
    assert not second.holds

    clock.now += EXPIRES_AFTER + 1  # the first session went silent
    second.poll()
    assert second.holds and second.held_by is None
    second.session.enter(1, "A1", "rc")
    second.share()
    first.session.enter(1, "A2", "yc")  # it still thinks the board is its own
    first.share()  # but never overwrites the new holder's
    assert not first.holds
    assert stored().players[1] == second.session.game.players[1]


def test_a_board_released_on_leaving_can_be_claimed_at_once():
    first = join(2)
    first.leave()
    assert join(2).holds


def test_four_writers_of_100_entries_each_lose_nothing():
    writers = [join(player) for player in range(4)]
    threads = [
        threading.Thread(target=enter_all, args=(writer, player, player, 100))
        for player, writer in enumerate(writers)
    ]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join()
    game = stored()
    for player in range(4):
        assert game.players[player] == boards(player, player, 100)[-1]
        assert game.players[player] == writers[player].session.game.players[player]
    version = writers[0].version
    assert SharedTable.open(CODE, four_players())[1] > version


def test_a_killed_writer_loses_at_most_its_last_entry_and_the_others_go_on(clock):
    join(HOST).table.close()  # the served game, as the server makes it
    environment = dict(os.environ, PYTHONPATH=str(WRITER.parents[2]))
    writer = subprocess.Popen(
        [sys.executable, str(WRITER), CODE, "0", "7", "1000"],
        stdout=subprocess.PIPE,
        text=True,
        env=environment,
    )
    others = [join(player) for player in (1, 2, 3)]
    # The others enter their boards while the writer writes, and go on after it is killed.
    threads = [
        threading.Thread(target=enter_all, args=(other, player, player + 10, 60))
        for player, other in zip((1, 2, 3), others)
    ]
    for thread in threads:
        thread.start()
    assert writer.stdout is not None
    written = 0
    for line in writer.stdout:
        written = int(line.split()[1])
        if written == 30:
            writer.send_signal(signal.SIGKILL)
            break
    writer.wait()
    for thread in threads:
        thread.join()
    assert writer.returncode == -signal.SIGKILL
    states = boards(0, 7, 1000)
    game = stored()
    # Entry 30 was in when it said so; at most the one it was making since then is not.
    assert game.players[0] in states[written : written + 2]
    for player in (1, 2, 3):
        assert game.players[player] == boards(player, player + 10, 60)[-1]
    # The killed writer's board is free again once its last heartbeat (in real time, from its
    # own process) is old.
    clock.now = time.time() + EXPIRES_AFTER + 1
    assert join(0).holds


def test_a_restarted_server_finds_the_game_file_its_code_and_every_board(tmp_path):
    origin = tmp_path / "tonight.toml"
    code, game = served_game(origin, four_players())
    assert game == four_players()
    writers = [SharedSession.join(code, four_players(), origin, p) for p in range(4)]
    for player, writer in enumerate(writers):
        enter_all(writer, player, player + 20, 5)
    for writer in writers:
        writer.leave()

    again, restored = served_game(origin, four_players())  # the server started again
    assert again == code
    for player in range(4):
        assert restored.players[player] == boards(player, player + 20, 5)[-1]
    assert served_game(tmp_path / "other.toml", four_players())[0] != code
    assert database_file().exists()
