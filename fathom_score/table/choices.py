"""A served table's multicoloured-coral choices: each board searched once for the table.

Every page of a served table shows every board's score, and each page is a process of its own:
a board with many unpinned multicoloured corals was searched by every one of them (26 such
corals cost about 20 CPU-seconds each: 330 CPU-seconds for 16 pages on a 2-core host). Here a
board is first tried for QUICK_SECONDS, as any page would (nearly every board is done by then);
a longer search is claimed in the database by one session, which writes the choice it finds;
the others wait for it and take it. While it searches, its heart beats (at the search's own
looks at `stop`); one silent for CHOICE_EXPIRES_AFTER has gone, and another session takes over.

The long search runs at the system's lowest priority (it is off the app's main thread, on a
thread of its own): however long one guest's board takes, the server and every page's typing
come first. No Textual here.
"""

from __future__ import annotations

import contextlib
import hashlib
import json
import os
import threading
import time
from collections.abc import Callable, Sequence
from typing import TYPE_CHECKING

from ..model import Board
from ..scoring import CoralChoice, ScoringStopped, choose_coral_colours

if TYPE_CHECKING:
    from .shared import SharedTable

QUICK_SECONDS = 0.2  # what every page spends on a board before it asks the table
POLL_SECONDS = 0.2  # how often a page waiting for another's search looks for its answer
BEAT_SECONDS = 1.0  # how often a searching session says it is still searching

Stop = Callable[[], bool] | None


def board_key(board: Board, palette: Sequence[str]) -> str:
    """A digest of what a board's choice depends on: its layout, its contents at game end and
    the game's colours (the same in every process: plain data, written out)."""
    layout = sorted(board.layout.coords.items())
    text = repr((tuple(palette), board.layout.name, layout, sorted(board.zones.items())))
    return hashlib.sha256(text.encode("utf-8")).hexdigest()


def choice_json(choice: CoralChoice) -> str:
    alternatives = {
        zone: [list(pair) for pair in pairs] for zone, pairs in choice.alternatives.items()
    }
    return json.dumps(
        {"colours": choice.colours, "points": choice.points, "alternatives": alternatives}
    )


def choice_from_json(text: str) -> CoralChoice | None:
    """The choice `choice_json` wrote; None for anything else (it is searched again)."""
    try:
        words = json.loads(text)
        return CoralChoice(
            {str(zone): str(colour) for zone, colour in words["colours"].items()},
            int(words["points"]),
            {
                str(zone): tuple((str(colour), int(points)) for colour, points in pairs)
                for zone, pairs in words["alternatives"].items()
            },
        )
    except (ValueError, TypeError, KeyError, AttributeError, RecursionError):
        return None


class TableChoices:
    """The Chooser of a session at a served table (scoring.Chooser): choose_coral_colours,
    with every search longer than QUICK_SECONDS done once for the table."""

    def __init__(self, table: SharedTable, session: str) -> None:
        self.table = table
        self.session = session

    def __call__(
        self,
        board: Board,
        palette: Sequence[str],
        evaluate: Callable[[Board], int],
        stop: Stop,
    ) -> CoralChoice:
        from .shared import SharedError

        key = board_key(board, palette)
        try:
            found = self._stored(key)
        except SharedError:
            found = None
        if found is not None:
            return found
        give_up = time.monotonic() + QUICK_SECONDS
        try:
            return choose_coral_colours(board, palette, evaluate, _either(stop, give_up))
        except ScoringStopped:
            if stop is not None and stop():
                raise
        try:
            return self._once_for_the_table(key, board, palette, evaluate, stop)
        except SharedError:  # the database busy or gone: searched here, as in a terminal
            return choose_coral_colours(board, palette, evaluate, stop)

    def _once_for_the_table(
        self,
        key: str,
        board: Board,
        palette: Sequence[str],
        evaluate: Callable[[Board], int],
        stop: Stop,
    ) -> CoralChoice:
        """The choice another session found, waited for, or this one's search, written for
        the others."""
        while not self.table.claim_choice(key, self.session):
            found = self._stored(key)
            if found is not None:
                return found
            if stop is not None and stop():
                raise ScoringStopped
            time.sleep(POLL_SECONDS)
        _lowest_priority()
        try:
            choice = choose_coral_colours(board, palette, evaluate, self._beating(key, stop))
        except BaseException:
            self.table.drop_choice(key, self.session)
            raise
        self.table.write_choice(key, choice_json(choice))
        return choice

    def _stored(self, key: str) -> CoralChoice | None:
        """The choice stored for `key`, if any; one that cannot be read is dropped, to be
        searched again (the database is written by other processes: it is checked here)."""
        stored = self.table.choice(key)
        if stored is None or stored.choice is None:
            return None
        found = choice_from_json(stored.choice)
        if found is None:
            self.table.drop_choice(key)
        return found

    def _beating(self, key: str, stop: Stop) -> Callable[[], bool]:
        """`stop`, beating this session's heart for `key` at most once a BEAT_SECONDS."""
        last = time.monotonic()

        def beat_then_ask() -> bool:
            nonlocal last
            if time.monotonic() - last >= BEAT_SECONDS:
                last = time.monotonic()
                self.table.beat_choice(key, self.session)
            return stop is not None and stop()

        return beat_then_ask


def _either(stop: Stop, give_up: float) -> Callable[[], bool]:
    return lambda: time.monotonic() > give_up or (stop is not None and stop())


def _lowest_priority() -> None:
    """This thread (never the app's main one) at the lowest CPU priority, where the system
    has one per thread (Linux: a thread's nice value is its own). It stays there: a thread
    may not raise its priority again, and the search's thread is one of its own."""
    if threading.current_thread() is threading.main_thread() or not hasattr(os, "setpriority"):
        return
    with contextlib.suppress(OSError):
        os.setpriority(os.PRIO_PROCESS, threading.get_native_id(), 19)
