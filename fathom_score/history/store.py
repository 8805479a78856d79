"""The history's database: where it lives, how it is opened, its schema and the migrations.

One SQLite file, opened with the standard library's sqlite3: WAL, so a reader never waits for a
writer; foreign keys on; a busy timeout, so two processes recording at once take turns instead of
failing. The schema's version is `PRAGMA user_version`; MIGRATIONS[n] takes a database from
version n to n + 1, in one transaction, so a database is always at one version or the next.
Every change is made in `transaction`, so a process killed at any moment leaves the database as
it was before the change or after it.
"""

from __future__ import annotations

import contextlib
import hashlib
import os
import sqlite3
import time
from collections.abc import Iterator
from contextlib import contextmanager
from datetime import datetime
from pathlib import Path

from ..config.places import data_folder
from ..words import Message, message, say

FILE_NAME = "history.sqlite3"
BUSY_SECONDS = 5.0
# "FaTh" in ASCII: marks the file as a fathom-score history, so that another program's SQLite
# database is refused instead of having tables added to it.
APPLICATION_ID = 0x46615468
# Times are local wall-clock time, to the second, as the table would write them down; the text
# sorts in time order.
TIME_FORMAT = "%Y-%m-%d %H:%M:%S"

# The scorepad's rows, one column each in `results`: a row is NULL in a game whose expedition
# does not have it, so AVG over a column is the average over the games that had the row. The
# model's categories (a test checks they are the same), written out here because they are the
# schema: a migration must make the same tables whatever the model later holds. Their labels
# are the model's alone (CATEGORY_LABELS).
CATEGORIES = (
    "coral",
    "schooling_fish",
    "sea_cucumber",
    "crustacean",
    "whalefall",
    "siphonophore",
    "anglerfish",
    "camera",
    "jellyfish",
    "finless_sole",
    "stingrays",
    "poi",
)

_VERSION_1 = [
    """CREATE TABLE players (
        id INTEGER PRIMARY KEY,
        name TEXT NOT NULL UNIQUE COLLATE NOCASE CHECK (length(trim(name)) > 0)
    )""",
    # `copy` tells apart a game recorded again on purpose (force): the same content hash may
    # appear once per copy, and copy 0 is the one a second plain `record` bumps into.
    """CREATE TABLE games (
        id INTEGER PRIMARY KEY,
        played_at TEXT NOT NULL,
        recorded_at TEXT NOT NULL,
        expedition INTEGER NOT NULL CHECK (expedition BETWEEN 1 AND 4),
        switches TEXT NOT NULL,
        content_hash TEXT NOT NULL,
        copy INTEGER NOT NULL DEFAULT 0,
        played_wrong INTEGER NOT NULL DEFAULT 0 CHECK (played_wrong IN (0, 1)),
        deleted_at TEXT,
        UNIQUE (content_hash, copy)
    )""",
    # The game's text, to score it again or edit it, apart from `games`: a listing or a count
    # of games then reads small rows, not every board.
    """CREATE TABLE game_files (
        game_id INTEGER PRIMARY KEY REFERENCES games (id) ON DELETE CASCADE,
        toml TEXT NOT NULL
    )""",
    "CREATE INDEX games_by_date ON games (played_at, id)",
    "CREATE INDEX games_by_expedition ON games (expedition, played_at)",
    # Keyed by player first: a player's statistics are one range of this table, read in order
    # without a lookup per row. `name_in_game` is the name as the game file writes it, so a
    # renamed or merged player's old games still find their seat when they are edited. Each
    # row carries its game's date, expedition and whether the game counts (kept in step by
    # the trigger below), so every statistic is an aggregate over this table alone: joining
    # `games` for each row made them four times slower.
    f"""CREATE TABLE results (
        player_id INTEGER NOT NULL REFERENCES players (id),
        game_id INTEGER NOT NULL REFERENCES games (id) ON DELETE CASCADE,
        seat INTEGER NOT NULL,
        name_in_game TEXT NOT NULL,
        total INTEGER NOT NULL,
        place INTEGER NOT NULL,
        winner INTEGER NOT NULL CHECK (winner IN (0, 1)),
        discovered_tiles INTEGER NOT NULL,
        {", ".join(f"{c} INTEGER" for c in CATEGORIES)},
        played_at TEXT NOT NULL,
        expedition INTEGER NOT NULL,
        counted INTEGER NOT NULL CHECK (counted IN (0, 1)),
        PRIMARY KEY (player_id, game_id),
        UNIQUE (game_id, seat)
    ) WITHOUT ROWID""",
    # The expeditions' figures read this index alone, already in expedition order. (An index
    # for the players' figures was tried: SQLite then read the category averages through it,
    # looking every row up again, five times slower than reading the table.)
    "CREATE INDEX results_by_expedition ON results (expedition, counted, total, winner, seat)",
    """CREATE TABLE choices (
        game_id INTEGER NOT NULL REFERENCES games (id) ON DELETE CASCADE,
        seat INTEGER NOT NULL,
        zone TEXT NOT NULL,
        colour TEXT NOT NULL,
        PRIMARY KEY (game_id, seat, zone),
        FOREIGN KEY (game_id, seat) REFERENCES results (game_id, seat) ON DELETE CASCADE
    ) WITHOUT ROWID""",
    # What statistics count: games neither deleted nor marked as played wrong.
    """CREATE TRIGGER counted_in_step AFTER UPDATE OF played_wrong, deleted_at ON games
    BEGIN
        UPDATE results SET counted = (NEW.played_wrong = 0 AND NEW.deleted_at IS NULL)
        WHERE game_id = NEW.id;
    END""",
    # `+counted`: without the plus, SQLite reads whole-table figures through the expedition
    # index and looks every row up again, twice as slow as reading the table.
    "CREATE VIEW counted AS SELECT * FROM results WHERE +counted = 1",
]

_VERSION_2 = [
    # Games still being entered, one row per editing slot, rewritten on every change.
    """CREATE TABLE working (
        slot TEXT PRIMARY KEY,
        toml TEXT NOT NULL,
        updated_at TEXT NOT NULL
    ) WITHOUT ROWID""",
]

_VERSION_3 = [
    # The game file an in-progress game came from (an absolute path), if any: opening that file
    # again offers the newer in-progress game after a crash.
    "ALTER TABLE working ADD COLUMN origin TEXT",
]


def _tally(row: str, sign: str) -> str:
    """The changes that add `row` (NEW or OLD) to its tally (sign "+") or take it out ("-")."""
    changes = [
        f"seats = seats {sign} 1",
        f"wins = wins {sign} {row}.winner",
        f"total = total {sign} {row}.total",
        f"winning_total = winning_total {sign} {row}.winner * {row}.total",
        f"first_seats = first_seats {sign} ({row}.seat = 0)",
    ]
    for c in CATEGORIES:
        changes.append(f"{c} = {c} {sign} coalesce({row}.{c}, 0)")
        changes.append(f"{c}_seats = {c}_seats {sign} ({row}.{c} IS NOT NULL)")
    return ", ".join(changes)


def _tally_of(row: str) -> str:
    return f"player_id = {row}.player_id AND expedition = {row}.expedition"


# A counted seat joins its tally; the best total can only rise.
_TALLY_IN = f"""INSERT OR IGNORE INTO tallies (player_id, expedition)
        SELECT NEW.player_id, NEW.expedition WHERE NEW.counted;
    UPDATE tallies SET {_tally("NEW", "+")},
        best = CASE WHEN best IS NULL OR NEW.total > best THEN NEW.total ELSE best END
        WHERE NEW.counted AND {_tally_of("NEW")};"""
# A counted seat leaves its tally, and a tally left with no seat goes: the tallies are always
# what the migration below would make of the seats counted then. If the seat held the best
# total, the best is looked for again among the seats still counted (the table already shows
# the change: the triggers run after it, row by row); that is rare, and reads one index range.
_TALLY_OUT = f"""UPDATE tallies SET {_tally("OLD", "-")}
        WHERE OLD.counted AND {_tally_of("OLD")};
    DELETE FROM tallies WHERE OLD.counted AND {_tally_of("OLD")} AND seats = 0;
    UPDATE tallies SET best = (SELECT max(total) FROM results
        WHERE {_tally_of("OLD")} AND counted = 1)
        WHERE OLD.counted AND {_tally_of("OLD")} AND best <= OLD.total;"""

# The tallies as the seats counted now make them, column for column: what the migration
# fills them with, and what a test holds the triggers to.
TALLIES = f"""SELECT player_id, expedition, count(*), sum(winner), sum(total),
    sum(winner * total), sum(seat = 0), max(total),
    {", ".join(f"coalesce(sum({c}), 0), count({c})" for c in CATEGORIES)}
    FROM results WHERE counted = 1 GROUP BY player_id, expedition"""

_VERSION_4 = [
    # Each player's figures at each expedition, kept by the triggers below as seats are
    # recorded, edited, marked, deleted, restored or merged: every player's statistics, every
    # expedition's and everyone's are then read from a few dozen rows instead of aggregated
    # over every seat ever played. Counted seats only (the `counted` view); the sums of
    # totals and points are exact integers, so their averages are the aggregates' own. A
    # filter by date cannot be answered here: stats.py aggregates `counted` for those.
    f"""CREATE TABLE tallies (
        player_id INTEGER NOT NULL,
        expedition INTEGER NOT NULL,
        seats INTEGER NOT NULL DEFAULT 0,
        wins INTEGER NOT NULL DEFAULT 0,
        total INTEGER NOT NULL DEFAULT 0,
        winning_total INTEGER NOT NULL DEFAULT 0,
        first_seats INTEGER NOT NULL DEFAULT 0,
        best INTEGER,
        {
        ", ".join(
            f"{c} INTEGER NOT NULL DEFAULT 0, {c}_seats INTEGER NOT NULL DEFAULT 0"
            for c in CATEGORIES
        )
    },
        PRIMARY KEY (player_id, expedition)
    ) WITHOUT ROWID""",
    f"CREATE TRIGGER tally_recorded AFTER INSERT ON results BEGIN {_TALLY_IN} END",
    f"CREATE TRIGGER tally_removed AFTER DELETE ON results BEGIN {_TALLY_OUT} END",
    # Any change to a seat (its `counted` flag, its player after a merge, its points after an
    # edit): out with the old row, in with the new.
    f"CREATE TRIGGER tally_changed AFTER UPDATE ON results BEGIN {_TALLY_OUT} {_TALLY_IN} END",
    # The tallies of the games already recorded.
    f"INSERT INTO tallies {TALLIES}",
]

_VERSION_5 = [
    # `fathom-score serve`: one row per served game, keyed by its join code, holding the whole
    # game's text; `version` goes up by one with every change, so a session polling it reads
    # the game only when another session changed it. `origin`, the game file served (absolute
    # path): a server started again on that file finds its join code and game here.
    """CREATE TABLE shared_games (
        code TEXT PRIMARY KEY,
        toml TEXT NOT NULL,
        version INTEGER NOT NULL,
        origin TEXT,
        updated_at TEXT NOT NULL
    )""",
    "CREATE INDEX shared_games_by_origin ON shared_games (origin)",
    # Which session enters which board; a holder whose heartbeat (seconds since the epoch:
    # the sessions are separate processes) is older than a few seconds has gone.
    """CREATE TABLE shared_holders (
        code TEXT NOT NULL REFERENCES shared_games (code) ON DELETE CASCADE,
        player INTEGER NOT NULL,
        session TEXT NOT NULL,
        heartbeat REAL NOT NULL,
        PRIMARY KEY (code, player)
    ) WITHOUT ROWID""",
]

_VERSION_6 = [
    # Where a game in progress stopped, to resume it there: the board shown (a seat, from 0)
    # and the zone under the cursor (NULL: the board's first). `recorded_as`: the history's
    # game it is an edit of (the History screen's e), which finishing it replaces.
    "ALTER TABLE working ADD COLUMN player INTEGER NOT NULL DEFAULT 0",
    "ALTER TABLE working ADD COLUMN zone TEXT",
    "ALTER TABLE working ADD COLUMN recorded_as INTEGER",
]

_VERSION_7 = [
    # The scoring quiz's learner record (issue 19): one row per question answered by a player
    # the history knows (by id, so a rename carries the record and a merge moves it), to say
    # "crustaceans 9 of 10" and to ask more of the categories a learner gets wrong.
    """CREATE TABLE quiz_answers (
        id INTEGER PRIMARY KEY,
        player_id INTEGER NOT NULL REFERENCES players (id) ON DELETE CASCADE,
        expedition INTEGER NOT NULL,
        category TEXT NOT NULL,
        right INTEGER NOT NULL CHECK (right IN (0, 1)),
        answered_at TEXT NOT NULL
    )""",
    "CREATE INDEX quiz_answers_by_player ON quiz_answers (player_id, category)",
    # A served table's reveal (the scorepad counted aloud, one category at a time): the host's
    # page moves `step` on, every page follows (table/reveal.py: step 2k asks the scorepad's
    # row k, 2k+1 shows it, the last the totals); `guesses` is JSON, {row: {seat: points}}.
    # `version` goes up with every change, as shared_games' does.
    """CREATE TABLE shared_reveals (
        code TEXT PRIMARY KEY REFERENCES shared_games (code) ON DELETE CASCADE,
        step INTEGER NOT NULL,
        guesses TEXT NOT NULL DEFAULT '{}',
        version INTEGER NOT NULL
    ) WITHOUT ROWID""",
]

_VERSION_8 = [
    # Each board's undo and redo kept with its game in progress, so that quitting and carrying
    # on keeps them (table/session.py writes it: JSON, in the game file's words; NULL: none,
    # as every slot written before).
    "ALTER TABLE working ADD COLUMN undo TEXT",
]

_VERSION_9 = [
    # The host's own key to a served game (its page alone moves the reveal on), kept with the
    # game's join code, so that a server started again gives the host's page, reloaded, its
    # part back (a new key at each start made it a page like any other). No reference to
    # shared_games: served without a file, the key is made before any browser starts a game.
    """CREATE TABLE shared_hosts (
        code TEXT PRIMARY KEY,
        key TEXT NOT NULL
    ) WITHOUT ROWID""",
]

_VERSION_10 = [
    # A served table's multicoloured-coral choices (table/choices.py), worked out once for the
    # table rather than once per page: `board` is a digest of a board at game end and the
    # game's colours; `session` searches it meanwhile, its `heartbeat` beating; `choice` is
    # JSON once found. `made_at` (seconds) lets the oldest go past a few hundred a table.
    """CREATE TABLE shared_choices (
        code TEXT NOT NULL REFERENCES shared_games (code) ON DELETE CASCADE,
        board TEXT NOT NULL,
        session TEXT,
        heartbeat REAL,
        choice TEXT,
        made_at REAL NOT NULL,
        PRIMARY KEY (code, board)
    ) WITHOUT ROWID""",
]

MIGRATIONS: list[list[str]] = [
    _VERSION_1,
    _VERSION_2,
    _VERSION_3,
    _VERSION_4,
    _VERSION_5,
    _VERSION_6,
    _VERSION_7,
    _VERSION_8,
    _VERSION_9,
    _VERSION_10,
]
SCHEMA_VERSION = len(MIGRATIONS)


class HistoryError(Exception):
    """The history cannot be used as asked; the message names the file and the problem. Its
    words (a Message, or text already said) are said when it is shown."""

    def __init__(self, words: Message | str) -> None:
        self.words = words
        super().__init__(words)

    def __str__(self) -> str:
        return say(self.words) if isinstance(self.words, Message) else self.words


def no_game(game_id: int) -> HistoryError:
    return HistoryError(message("there is no game {id} in the history", id=game_id))


class AlreadyRecorded(HistoryError):
    def __init__(self, game_id: int, played_at: str) -> None:
        self.game_id = game_id
        super().__init__(
            message(
                "this game is already in the history as game {id}, played {played}; record "
                "it again with --force if it really was played twice",
                id=game_id,
                played=played_at,
            )
        )


def database_file() -> Path:
    return data_folder() / FILE_NAME


def connect(
    path: Path, version: int = SCHEMA_VERSION, *, any_thread: bool = False
) -> sqlite3.Connection:
    """The database at `path`, created or migrated to `version`; HistoryError if it cannot be
    used. Nothing is written to a file that is not a fathom-score history or is newer than
    this code. `any_thread`: the connection may be used from any thread, one at a time (the
    caller makes sure of that)."""
    try:
        path.parent.mkdir(parents=True, exist_ok=True)
    except OSError as error:
        raise HistoryError(
            message(
                "{path}: cannot create its folder: {error}",
                path=str(path),
                error=str(error.strerror or error),
            )
        ) from None
    try:
        private(path)
        # isolation_level=None: transactions are begun explicitly (see `transaction`).
        connection = sqlite3.connect(
            path, timeout=BUSY_SECONDS, isolation_level=None, check_same_thread=not any_thread
        )
    except sqlite3.Error as error:
        raise problem(path, error) from None
    try:
        _prepare(connection, path, version)
    except sqlite3.Error as error:
        connection.close()
        raise problem(path, error) from None
    except HistoryError:
        connection.close()
        raise
    return connection


def private(path: Path) -> None:
    """Make the database at `path` readable by its owner alone (0600), created so if new: it
    holds the served games' join codes. SQLite gives its -wal and -shm files the database's
    own permissions. One made before by an older version, open to every local user, is
    closed to them; one of another user's is left as it is.

    A database that exists is never opened here, only changed by its path: closing any
    descriptor of a file drops every POSIX lock this process holds on it, so opening and
    closing one beside a connection already open (a served page's autosave beside its table
    link) would take that connection's locks away and let its writes be lost."""
    try:
        status = path.stat()
    except FileNotFoundError:
        # Made meanwhile, or a folder it may not write: SQLite says why.
        with contextlib.suppress(OSError):
            os.close(os.open(path, os.O_WRONLY | os.O_CREAT | os.O_EXCL, 0o600))
        return
    except OSError:
        return  # a path it may not look at: SQLite says why
    if status.st_mode & 0o077 and status.st_uid == os.getuid():
        with contextlib.suppress(OSError):  # a file it may not change: read as it is
            path.chmod(0o600)


def connect_read_only(path: Path) -> sqlite3.Connection:
    """The history at `path` for reading alone, when it cannot be written (a read-only disk, or
    a folder this user may not write): nothing is created, migrated or written. SQLite opens a
    WAL database read-only only where it may make the -shm file beside it; where it may not,
    the file is read as immutable (and no one writes a file in a folder no one may write)."""
    if not path.is_file():
        raise HistoryError(
            message("{path}: there is no history here, and it cannot be made", path=str(path))
        )
    address = path.resolve().as_uri()
    try:
        try:
            return _reading(f"{address}?mode=ro", path)
        except sqlite3.OperationalError:
            return _reading(f"{address}?immutable=1", path)
    except sqlite3.Error as error:
        raise problem(path, error) from None


def _reading(uri: str, path: Path) -> sqlite3.Connection:
    connection = sqlite3.connect(uri, uri=True, isolation_level=None)
    try:
        _check_before_reading(connection, path)
    except BaseException:
        connection.close()
        raise
    return connection


def _check_before_reading(connection: sqlite3.Connection, path: Path) -> None:
    _check_before_writing(connection, path, SCHEMA_VERSION)
    found = connection.execute("PRAGMA user_version").fetchone()[0]
    if found < SCHEMA_VERSION:
        raise HistoryError(
            message(
                "{path}: written by an older fathom-score (history schema version {found}), "
                "and it cannot be brought up to date where it cannot be written; copy it "
                "where it may be, or make it writable",
                path=str(path),
                found=found,
            )
        )


def _prepare(connection: sqlite3.Connection, path: Path, version: int) -> None:
    """Check the file, switch it to WAL and migrate it. Two processes opening a new file at
    once can find it locked in ways SQLite's busy timeout does not wait for (switching the
    journal mode, a lock taken while another is being let go): then start again, briefly."""
    deadline = time.monotonic() + BUSY_SECONDS
    while True:
        try:
            _check_before_writing(connection, path, version)
            connection.execute("PRAGMA journal_mode = WAL")
            connection.execute("PRAGMA foreign_keys = ON")
            connection.execute("PRAGMA synchronous = FULL")
            migrate(connection, version)
            return
        except sqlite3.OperationalError as error:
            if not _busy(error) or time.monotonic() > deadline:
                raise
            time.sleep(0.005)


def _busy(error: sqlite3.Error) -> bool:
    return "locked" in str(error) or "busy" in str(error)


def _check_before_writing(connection: sqlite3.Connection, path: Path, version: int) -> None:
    # One statement, so that all three are read from one moment of a file that another
    # process may be creating meanwhile.
    found, application, tables = connection.execute(
        "SELECT user_version, application_id, (SELECT count(*) FROM sqlite_schema) "
        "FROM pragma_user_version, pragma_application_id"
    ).fetchone()
    if application != APPLICATION_ID and (found or tables or application):
        raise HistoryError(
            message(
                "{path}: not a fathom-score history (another program's SQLite database); "
                "not changing it",
                path=str(path),
            )
        )
    if found > version:
        raise HistoryError(
            message(
                "{path}: written by a newer fathom-score (history schema version {found}; "
                "this one knows up to {version}); not changing it — update fathom-score to "
                "use it",
                path=str(path),
                found=found,
                version=version,
            )
        )


def problem(path: Path, error: sqlite3.Error) -> HistoryError:
    """A sqlite3 error worded for the player: which file, and what is wrong with it."""
    text = str(error)
    if isinstance(error, sqlite3.DatabaseError) and (
        "not a database" in text or "malformed" in text or "corrupt" in text
    ):
        return HistoryError(
            message(
                "{path}: the history database is damaged ({text}); it was left as it is: "
                "move it away, then `fathom-score restore BACKUP.json` or record games into "
                "a new history",
                path=str(path),
                text=text,
            )
        )
    if "readonly" in text or "unable to open" in text:
        return HistoryError(
            message(
                "{path}: cannot write the history database ({text}); check that the folder "
                "and the file may be written",
                path=str(path),
                text=text,
            )
        )
    if _busy(error):
        return HistoryError(
            message(
                "{path}: the history database stayed busy for {seconds} s (another "
                "fathom-score is writing it); try again",
                path=str(path),
                seconds=f"{BUSY_SECONDS:g}",
            )
        )
    return HistoryError(f"{path}: {text}")


def migrate(connection: sqlite3.Connection, version: int = SCHEMA_VERSION) -> None:
    """Bring the database forward to `version`, one transaction per step. The version is read
    again inside each transaction, so two processes opening a new database at once do each step
    once."""
    if connection.execute("PRAGMA user_version").fetchone()[0] >= version:
        return  # the usual case: no write lock taken just to open the history
    while True:
        with transaction(connection):
            found = connection.execute("PRAGMA user_version").fetchone()[0]
            if found >= version:
                return
            if found == 0:
                connection.execute(f"PRAGMA application_id = {APPLICATION_ID}")
            for statement in MIGRATIONS[found]:
                connection.execute(statement)
            connection.execute(f"PRAGMA user_version = {found + 1}")


@contextmanager
def transaction(connection: sqlite3.Connection) -> Iterator[sqlite3.Connection]:
    """One transaction: all of it is committed, or none of it.

    BEGIN IMMEDIATE takes the write lock at the start (waiting up to the busy timeout for
    another writer): a transaction that began as a reader and then wrote would fail at once
    with "database is locked" if another process had written meanwhile, timeout or not.
    """
    connection.execute("BEGIN IMMEDIATE")
    try:
        yield connection
    except BaseException:
        connection.execute("ROLLBACK")
        raise
    connection.execute("COMMIT")


def content_hash(text: str) -> str:
    """A recorded game's fingerprint: of its canonical game-file text (`dump_game`), so the
    same boards are the same game however the file was written."""
    return hashlib.sha256(text.encode("utf-8")).hexdigest()


def stamp(moment: datetime | None = None) -> str:
    return (moment or datetime.now()).strftime(TIME_FORMAT)


def parse_time(text: str, row: Message | str = "") -> datetime:
    """A stamp read back. TIME_FORMAT is ISO 8601's, and fromisoformat reads it without
    strptime, whose first use imports _strptime, calendar and locale (5 ms of `history`).
    The store is not trusted: a stamp edited by hand into something else is a HistoryError
    naming `row`, not a traceback."""
    try:
        return datetime.fromisoformat(text)
    except (TypeError, ValueError):
        raise damaged(row, text, message("a date and time")) from None


def whole_number(value: object, row: Message | str = "") -> int:
    """A count or a score read back, checked: a column edited by hand into a word (SQLite
    keeps whatever it is given) is a HistoryError naming `row`."""
    if isinstance(value, int) and not isinstance(value, bool):
        return value
    raise damaged(row, value, message("a whole number"))


class DamagedRow(HistoryError):
    """The history's file holds `value` at `row` where `wanted` belongs. The read code that
    finds it does not know which file it reads: the History that ran it names it (`file`),
    else the default database is named."""

    def __init__(self, row: Message | str, value: object, wanted: Message) -> None:
        self.row, self.value, self.wanted = row, value, wanted
        self.file: Path | None = None
        super().__init__(self._words())

    def in_file(self, file: Path) -> DamagedRow:
        self.file = file
        self.words = self._words()
        return self

    def _words(self) -> Message:
        return message(
            "the history in {file} is damaged: {row} holds {value} where {wanted} belongs; "
            "restore a backup (fathom-score restore FILE) or move the file away",
            file=str(self.file or database_file()),
            row=self.row or message("a row"),
            value=repr(self.value)[:40],
            wanted=self.wanted,
        )


def damaged(row: Message | str, value: object, wanted: Message) -> HistoryError:
    """The history's file holds `value` at `row` where `wanted` belongs (DamagedRow)."""
    return DamagedRow(row, value, wanted)
