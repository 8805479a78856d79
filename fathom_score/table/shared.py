"""The shared table: one served game that every browser session reads and writes.

`fathom-score serve` runs one app process per browser, so the sessions share the game through
the database (the one file of the history and the autosaves). The served game is one row, keyed
by its join code, holding the whole game's text and a version number that every change puts up
by one. Each board has at most one holder, the session that enters it; the others watch.

- A change is written board by board (`write_board`): in one BEGIN IMMEDIATE transaction the
  stored game is read, only that board replaced, and the game written back. Two sessions
  writing different boards at once take turns on the write lock, and neither loses the other's
  board, whatever order they come in.
- Every session polls `changed_since(version)`: a cheap read of one number, and the game only
  when it changed, so each takes in the others' boards within a poll.
- A holder beats its heart with the poll; one silent for `EXPIRES_AFTER` seconds (its process
  killed, its browser closed) has gone, and its board can be claimed again.

No Textual here: the rules (who may change which board) are tested headless.
"""

from __future__ import annotations

import os
import secrets
import threading
import time
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from dataclasses import replace
from pathlib import Path
from typing import TYPE_CHECKING, NamedTuple

from ..gamefile import GameFileError, dump_game, parse_game
from ..history import History, HistoryError, database_file
from ..history.served import BoardHeld, ServedGame, StoredChoice, StoredReveal
from ..model import Game, Player
from ..words import Message, message, say
from .choices import TableChoices

if TYPE_CHECKING:
    from .session import Session

# How often a session looks for the others' changes and beats its heart.
POLL_SECONDS = 0.3
CODE_BYTES = 8  # 64 random bits: 11 characters to type
# A holder silent for longer has gone (sessions beat every poll, a few times a second).
EXPIRES_AFTER = 3.0
# A coral search's heart beats only as often as the search looks up from its work: one silent
# for longer has gone (its process killed), and another session searches that board instead.
CHOICE_EXPIRES_AFTER = 10.0


class Snapshot(NamedTuple):
    """The shared game as one poll found it: its version tells a newer one from an older."""

    version: int
    game: Game


class SharedError(Exception):
    """The shared game cannot be read or written; the message names the file and why."""


class NotHolder(SharedError):
    """A board written by a session that does not hold it: another session does (`holder`)."""

    def __init__(self, holder: str) -> None:
        self.holder = holder
        super().__init__(say(message("the board is held by session {holder}", holder=holder)))


def _parse(text: str, code: str, base: Path | None) -> Game:
    try:
        return parse_game(text, say(message("served game {code}", code=code)), base)
    except GameFileError as error:
        raise SharedError(str(error)) from None


def new_code() -> str:
    """A fresh join code: random, URL-safe, 11 characters."""
    return secrets.token_urlsafe(CODE_BYTES)


def new_session_id() -> str:
    """Which session this is, among every process serving the table."""
    return f"{os.getpid()}-{secrets.token_hex(4)}"


class SharedTable:
    """One served game in the database, for one session (one process). The history keeps its
    rows (`history/served.py`); here are the rules: who holds a board, and for how long."""

    def __init__(self, history: History, code: str, base: Path | None) -> None:
        self.history = history
        self.code = code
        self.base = base  # where a game's own layout file is looked for
        self.lock = threading.Lock()  # one connection, taken in turns by the app's threads

    @classmethod
    def open(
        cls, code: str, game: Game, origin: Path | None = None, path: Path | None = None
    ) -> tuple[SharedTable, int, Game]:
        """The served game `code`: created from `game` if it is not stored yet, else what is
        stored. Returns the table, the game's version and the game."""
        try:
            history = History.open(path or database_file(), any_thread=True)
        except HistoryError as error:
            raise SharedError(str(error)) from None
        table = cls(history, code, origin.parent if origin else None)
        where = str(origin.resolve()) if origin else None
        with table._history() as history:
            stored = history.open_served(code, dump_game(game), where)
        if stored is None:
            return table, 1, game
        return table, stored.version, table._read(stored.toml)

    def close(self) -> None:
        with self.lock:
            self.history.close()

    @contextmanager
    def _history(self) -> Iterator[History]:
        with self.lock:
            try:
                yield self.history
            except HistoryError as error:
                raise SharedError(str(error)) from None

    def _read(self, text: str) -> Game:
        return _parse(text, self.code, self.base)

    # Holders ---------------------------------------------------------------------------

    def claim(self, player: int, session: str) -> str | None:
        """Hold `player`'s board for `session`: None when it now does, else the session that
        holds it (a holder gone silent is replaced)."""
        now = time.time()
        try:
            with self._history() as history:
                history.claim_board(self.code, player, session, now, _alive_at(now))
        except BoardHeld as held:
            return held.holder
        return None

    def holder(self, player: int) -> str | None:
        """The session holding `player`'s board now, or None."""
        with self._history() as history:
            held = history.board_holder(self.code, player)
        return None if held is None or not _alive_at(time.time())(held[1]) else held[0]

    def heartbeat(self, session: str) -> None:
        """`session` is still here: its boards stay its own."""
        with self._history() as history:
            history.beat_heart(self.code, session, time.time())

    def release(self, session: str) -> None:
        """`session` is leaving: its boards are free at once."""
        with self._history() as history:
            history.release_boards(self.code, session)

    # The game ---------------------------------------------------------------------------

    def write_board(self, player: int, board: Player, session: str) -> int:
        """Store `player`'s board as `board`, leaving every other board as stored; the new
        version. NotHolder, writing nothing, if another session holds the board."""

        def rewrite(text: str) -> str:
            return dump_game(self._read(text).with_player(player, replace(board)))

        now = time.time()
        try:
            with self._history() as history:
                return history.write_served_board(
                    self.code, player, session, now, _alive_at(now), rewrite
                )
        except BoardHeld as held:
            raise NotHolder(held.holder) from None

    def changed_since(self, version: int) -> tuple[int, Game] | None:
        """The stored game and its version if it changed after `version`, else None (then
        only the version number is read)."""
        with self._history() as history:
            latest = history.served_version(self.code)
            stored = None if latest is None or latest <= version else history.served(self.code)
        return None if stored is None else (stored.version, self._read(stored.toml))

    # The reveal (table/reveal.py): one row, its step moved by the page that began it ------

    def reveal_version(self) -> int:
        """Only the reveal's version (0: none begun): a following page's cheap poll."""
        with self._history() as history:
            return history.served_reveal_version(self.code)

    def reveal(self) -> tuple[int, int, dict[int, dict[int, int]]] | None:
        """The reveal as stored: its version, step and guesses; None if none was begun."""
        from .reveal import guesses_from_json

        with self._history() as history:
            stored = history.served_reveal(self.code)
        if stored is None:
            return None
        return stored.version, stored.step, guesses_from_json(stored.guesses)

    def move_reveal(self, step: int, fresh: bool = False) -> int:
        """The reveal at `step` (`fresh`: begun again, its guesses cleared); its new version."""

        def rewrite(stored: StoredReveal | None) -> tuple[int, str]:
            return step, "{}" if fresh or stored is None else stored.guesses

        with self._history() as history:
            return history.write_served_reveal(self.code, rewrite)

    def guess_reveal(self, row: int, seat: int, guess: int) -> int:
        """`seat`'s guess in `row` added to the stored guesses, whoever else guessed meanwhile
        (in one transaction); the new version."""
        from .reveal import guesses_from_json, guesses_json

        def rewrite(stored: StoredReveal | None) -> tuple[int, str]:
            guesses = guesses_from_json(stored.guesses) if stored else {}
            guesses.setdefault(row, {})[seat] = guess
            return (stored.step if stored else 2 * row), guesses_json(guesses)

        with self._history() as history:
            return history.write_served_reveal(self.code, rewrite)

    # Multicoloured-coral choices, searched once for the table (table/choices.py) ---------

    def choice(self, board: str) -> StoredChoice | None:
        with self._history() as history:
            return history.served_choice(self.code, board)

    def claim_choice(self, board: str, session: str) -> bool:
        """Whether `session` is now the one to search `board`'s choice: not while it is found
        already, or another session searching it still beats its heart."""
        now = time.time()
        with self._history() as history:
            return history.claim_served_choice(
                self.code, board, session, now, _alive_at(now, CHOICE_EXPIRES_AFTER)
            )

    def beat_choice(self, board: str, session: str) -> None:
        with self._history() as history:
            history.beat_served_choice(self.code, board, session, time.time())

    def write_choice(self, board: str, choice: str) -> None:
        with self._history() as history:
            history.write_served_choice(self.code, board, choice, time.time())

    def drop_choice(self, board: str, session: str | None = None) -> None:
        """`session`'s search of `board` given up; with no session, whatever is stored."""
        with self._history() as history:
            history.drop_served_choice(self.code, board, session)


def _alive_at(now: float, expires_after: float = EXPIRES_AFTER) -> Callable[[float], bool]:
    """Whether a holder whose heart last beat then is still there at `now`."""
    return lambda heartbeat: now - heartbeat <= expires_after


def served_code(origin: Path, path: Path | None = None) -> str | None:
    """The join code the game file `origin` was last served with, if it is stored."""
    try:
        with History.open(path or database_file()) as history:
            return history.served_code(str(origin.resolve()))
    except HistoryError as error:
        raise SharedError(str(error)) from None


def host_key(code: str, path: Path | None = None) -> str:
    """The host's own key to the served game `code` (its page alone moves the reveal on):
    made when the code is first served and kept with it, as the code is, so that a server
    started again serves the host's page of before too."""
    try:
        with History.open(path or database_file()) as history:
            return history.served_host_key(code, new_code())
    except HistoryError as error:
        raise SharedError(str(error)) from None


class Table(NamedTuple):
    """A game served without a file: its join code, when it last changed, and the game."""

    code: str
    updated_at: str
    game: Game


def table_game(code: str, path: Path | None = None) -> Game | None:
    """The game stored under the join code `code`, or None while no session has started it
    (serving without a file: the first browser's new game becomes the table's)."""
    tables = _tables(lambda history: history.served_games(code), path)
    return tables[0].game if tables else None


def table_without_file(code: str, path: Path | None = None) -> Game | None:
    """The game served without a file under the join code `code`, if there is one (a served
    file's code is that file's: serving the file finds it)."""
    tables = _tables(lambda history: history.served_games(code, without_file=True), path)
    return tables[0].game if tables else None


def tables_without_file(path: Path | None = None, most: int = 5) -> list[Table]:
    """The games served without a file, the last changed first: a restarted server serves
    one again by its code (`fathom-score serve --code=CODE`)."""
    return _tables(lambda history: history.served_games(without_file=True, most=most), path)


def _tables(ask: Callable[[History], list[ServedGame]], path: Path | None) -> list[Table]:
    try:
        with History.open(path or database_file()) as history:
            found = ask(history)
    except HistoryError as error:
        raise SharedError(str(error)) from None
    return [Table(game.code, game.updated_at, _parse(game.toml, game.code, None)) for game in found]


def served_game(origin: Path, game: Game) -> tuple[str, Game]:
    """The join code and the game of the file `origin` as it was last served (a server
    started again finds them), or a new code with `game` stored under it."""
    code = served_code(origin) or new_code()
    table, _, stored = SharedTable.open(code, game, origin)
    table.close()
    return code, stored


class SharedSession:
    """One session's part in the shared table: the board it enters (if it holds it), its
    heartbeat, writing its changes and taking in everyone else's.

    `share` and `poll` do the database's work and may run on worker threads; `take_in`
    changes the session's game and belongs to the thread that draws it.
    """

    def __init__(
        self, table: SharedTable, session: Session, version: int, player: int | None
    ) -> None:
        self.table = table
        self.session = session
        self.version = version  # the shared game's version last polled
        self.taken = version  # the version last taken in (polls may be answered out of turn)
        self.player = player  # the board this session asks for; None: the host, watching
        self.id = new_session_id()
        self.held_by: str | None = None  # who holds `player`'s board when it is not us
        # Taking the boards and writing them in one go: two writers taking turns could
        # otherwise write an older state of a board after a newer one.
        self._writing = threading.Lock()
        # One poll at a time: the app's timer starts one every POLL_SECONDS, slow or not.
        self._polling = threading.Lock()
        session.editable = frozenset()
        session.share = self.share_or_say
        session.choose = TableChoices(table, self.id)

    @classmethod
    def join(
        cls,
        code: str,
        game: Game,
        origin: Path | None,
        player: int | Callable[[Game], int | None] | None,
    ) -> SharedSession:
        """Open the served game `code` (as stored, or `game` if it is new), as a session of
        its own, and claim `player`'s board. `player` may be a function that picks the board
        from the game as stored, whose players need not be `game`'s: served without a file,
        another browser may have started the table's game first."""
        from .session import Session

        table, version, stored = SharedTable.open(code, game, origin)
        seat = player(stored) if callable(player) else player
        shared = cls(table, Session(stored, origin), version, seat)
        shared.claim()
        return shared

    def claim(self) -> bool:
        """Ask for this session's board; whether it now holds it (else `held_by` says who
        does, and the board is only shown here)."""
        if self.player is None:
            return False
        self.held_by = self.table.claim(self.player, self.id)
        self.session.editable = frozenset() if self.held_by else frozenset({self.player})
        return self.held_by is None

    @property
    def holds(self) -> bool:
        return bool(self.session.editable)

    @property
    def role(self) -> Message:
        """What this session does at the table, for its title (said where it is shown)."""
        if self.player is None:
            return message("watching every board")
        name = self.session.game.players[self.player].name
        if self.holds:
            return message("entering {name}'s board", name=name)
        return message("watching ({name}'s board is open elsewhere)", name=name)

    def share(self) -> None:
        """Write every board changed here since the last time, one transaction each. A board
        another session took meanwhile (this one was silent too long) is no longer ours."""
        with self._writing:
            boards = self.session.take_unshared()
            for done, (player, board) in enumerate(boards):
                try:
                    self.table.write_board(player, board, self.id)
                except NotHolder as error:
                    self.held_by = error.holder
                    self.session.editable = frozenset()
                except SharedError:
                    # The database busy (or gone) past its timeout: the boards not written
                    # yet are taken again at the next poll, not lost.
                    self.session.keep_unshared(player for player, _ in boards[done:])
                    raise

    def share_or_say(self) -> None:
        """`share`, after a change (from a worker thread): a table that cannot be written is
        said as the session's autosave problem (its title and a notice say so), not raised."""
        try:
            self.share()
        except SharedError as error:
            self.session.autosave_problem = say(
                message("The table is not shared: {problem}", problem=str(error))
            )

    def poll(self) -> Snapshot | None:
        """Beat the heart, ask again for a board held elsewhere, and return the shared game
        if another session changed it since the last poll. None at once while another poll
        of this session is still running: that one brings in whatever changed."""
        if not self._polling.acquire(blocking=False):
            return None
        try:
            return self._poll()
        finally:
            self._polling.release()

    def _poll(self) -> Snapshot | None:
        self.share()  # anything not written yet goes first, so it is never taken back
        if self.holds:
            self.table.heartbeat(self.id)
        elif self.player is not None and self.held_by is not None:
            self.claim()  # its holder may have gone
        changed = self.table.changed_since(self.version)
        if changed is None:
            return None
        self.version = changed[0]
        return Snapshot(*changed)

    def take_in(self, snapshot: Snapshot) -> bool:
        """The others' boards from `snapshot` into this session; whether anything changed.
        A snapshot older than one already taken in is left out: two polls running at once
        (the app's timer does not wait for a slow one) may hand theirs over in either order,
        and the older must not bring back boards as they were before."""
        if snapshot.version <= self.taken:
            return False
        self.taken = snapshot.version
        return self.session.take_in(snapshot.game)

    def leave(self) -> None:
        """Write what is left, then let go of the board at once."""
        self.session.share = None  # a change's autosave still on its way shares nothing now
        try:
            self.share()
            self.table.release(self.id)
        finally:
            self.table.close()
