"""Where fathom-score keeps the games in progress.

Every change of every game in progress is autosaved into the one SQLite database of the user's
data folder (history.sqlite3, beside the finished games; see `history.working`), one transaction
per change, so a kill at any moment leaves the last change that was committed
($FATHOM_SCORE_HOME, when set, holds the database instead: see `config.places`).
Each editing session autosaves to a slot of its own, so a crash or a second window never
overwrites another session's work; a slot notes the game file it came from. Game files (TOML)
stay the exchange format: opening and saving them never goes through the database.

Earlier versions autosaved loose files into an `autosave/` folder: the first time the database
is opened they are copied into it, one slot each, and moved into `autosave/imported/`.

The database and the game files are only opened once a game is open or listed, so the first
screen never waits for their modules to load. Anything wrong with the database is raised as
AutosaveError, whose message names the file and the problem.
"""

from __future__ import annotations

import os
import threading
from collections.abc import Iterator
from contextlib import contextmanager, suppress
from dataclasses import dataclass
from datetime import datetime
from itertools import islice
from pathlib import Path
from typing import TYPE_CHECKING, NamedTuple

from ..config.places import data_folder
from ..words import Message, message, plural_message, say

if TYPE_CHECKING:
    from ..history import History, WorkingGame
    from ..model import Game

RECENT_LIMIT = 12


def database_file() -> Path:
    from ..history import database_file

    return database_file()


def autosave_folder() -> Path:
    """Where earlier versions wrote their autosave files (imported into the database)."""
    return data_folder() / "autosave"


def new_slot() -> str:
    """A fresh slot name: the time it was started, and a few random letters."""
    stamp = datetime.now().strftime("%Y%m%d-%H%M%S")
    return f"game-{stamp}-{os.urandom(3).hex()}"


class AutosaveError(Exception):
    """The database cannot keep games in progress; the message names the file and the problem
    (damaged, written by a newer fathom-score, not writable)."""


class _Connection:
    """The database, for one piece of work at a time.

    One connection is kept open for the whole process and its threads take turns with it:
    opening and closing it around every change made each autosave several times slower (closing
    the last connection copies the write-ahead log into the database, with its own fsyncs).
    Anything wrong closes it, so the next piece of work opens the file afresh: a database
    fixed or moved away meanwhile is used at once. An earlier version's autosave files are
    imported before each piece of work (when there are none, that is one look at a folder).
    """

    def __init__(self) -> None:
        self.lock = threading.Lock()
        self.history: History | None = None
        self.identity: tuple[int, int] | None = None  # which file it has open (_identity)
        self.process = os.getpid()
        self.inherited: list[History] = []

    @contextmanager
    def use(self) -> Iterator[History]:
        from ..history import HistoryError

        with self.lock:
            try:
                history = self._opened()
                import_autosave_files(history)  # an earlier version may run beside this one
                yield history
            except HistoryError as error:
                self._close()
                raise AutosaveError(str(error)) from None

    def _opened(self) -> History:
        if self.process != os.getpid():
            # A forked child's copy of its parent's connection: SQLite's locks do not carry
            # over a fork, so it is neither used nor closed (nor let go, which closes it) here.
            self.inherited += [self.history] if self.history else []
            self.history, self.process = None, os.getpid()
        where = database_file()  # $FATHOM_SCORE_HOME may have changed (the tests change it)
        if self.history is not None and (
            self.history.path != where or _identity(where) != self.identity
        ):
            # Another folder, or the file was removed or replaced (a folder emptied and used
            # again): a connection kept open would go on reading the old file.
            self._close()
        if self.history is None:
            from ..history import History

            self.history = History.open(where, any_thread=True)
            self.identity = _identity(where)
        return self.history

    def _close(self) -> None:
        if self.history is not None:
            self.history.close()
            self.history = None


def _identity(path: Path) -> tuple[int, int] | None:
    """Which file `path` is now (device and inode), or None if there is none."""
    try:
        status = path.stat()
    except OSError:
        return None
    return status.st_dev, status.st_ino


_database = _Connection().use


# Autosaving ---------------------------------------------------------------------------------


class Bookmark(NamedTuple):
    """Where a game in progress stopped, to carry it on there: the board shown (a seat, from 0)
    and the zone under the cursor."""

    player: int
    zone: str


def autosave(
    slot: str,
    text: str,
    origin: Path | None,
    expected: str | None,
    bookmark: Bookmark | None = None,
    recorded_as: int | None = None,
    undo: str | None = None,
) -> bool:
    """Write one change of the game in `slot`, as one transaction, if the slot still holds
    `expected` (None: nothing yet); False, writing nothing, if another window changed it.
    `bookmark`: where it stopped; `recorded_as`: the history's game it is an edit of; `undo`:
    each board's undo and redo, as the session writes them."""
    from ..history import WorkingGame

    player, zone = bookmark or (0, None)
    working = WorkingGame(
        slot, text, datetime.now(), _where(origin), player, zone, recorded_as, undo
    )
    with _database() as history:
        return history.replace_working(working, expected)


def note_bookmark(slot: str, bookmark: Bookmark, expected: str) -> None:
    """The game in `slot` (if it still holds `expected`) stopped at `bookmark`."""
    with _database() as history:
        history.note_working_place(slot, bookmark.player, bookmark.zone, expected)


def autosaved_text(slot: str) -> str | None:
    """What `slot` holds now, or None if it holds nothing."""
    with _database() as history:
        working = history.load_working(slot)
    return None if working is None else working.toml


def note_origin(slot: str, origin: Path | None, expected: str) -> None:
    """The game in `slot` (if it still holds `expected`) was saved to the file `origin`."""
    with _database() as history:
        history.note_working_origin(slot, _where(origin), expected)


def _where(origin: Path | None) -> str | None:
    return None if origin is None else str(origin.resolve())


# Reading games in progress --------------------------------------------------------------------


@dataclass(frozen=True)
class RecentGame:
    slot: str
    game: Game
    origin: Path | None
    updated_at: datetime
    bookmark: Bookmark
    recorded_as: int | None = None  # the history's game it is an edit of
    undo: str | None = None  # each board's undo and redo, as the session wrote them

    @property
    def summary(self) -> str:
        """One line that tells it from the others: when it changed, what it is, how far; in
        the chosen language."""
        zones = sum(len(p.board.zones) for p in self.game.players)
        parts: list[Message | str] = [
            f"{self.updated_at:%Y-%m-%d %H:%M}",
            message("Expedition {number}", number=self.game.expedition_number),
            message("{players}", players=tuple(p.name for p in self.game.players)),
            plural_message("{count} zone filled", "{count} zones filled", count=zones),
        ]
        if self.origin:
            parts.append(message("from {file}", file=self.origin.name))
        if self.recorded_as is not None:
            parts.append(message("edits game #{id}", id=self.recorded_as))
        return " · ".join(say(part) if isinstance(part, Message) else part for part in parts)


def has_entries(game: Game) -> bool:
    """Whether anything is entered on any board: a zone filled or a token kept beside it."""
    return any(p.board.zones or p.poi_kept for p in game.players)


def _nothing_saved() -> bool:
    """Whether no game in progress can exist yet: no database and no earlier version's
    autosave files. Reading then needs no database made (a first run's first screen)."""
    folder = autosave_folder()
    return not database_file().exists() and not (folder.is_dir() and any(folder.glob("*.toml")))


def recent_games(limit: int = RECENT_LIMIT) -> list[RecentGame]:
    """The games in progress there are to carry on, newest first. Left out: one whose text no
    longer loads, one with nothing entered (a game started and left at once), and one the
    history holds just as it is (recorded, and not changed since)."""
    if _nothing_saved():
        return []
    with _database() as history:
        working = history.list_working()
        recorded = history.recorded_working(working)
    return list(islice(_to_carry_on(working, recorded), limit))


def listed(slot: str) -> RecentGame | None:
    """The game in progress in `slot`, if `recent_games` lists it (limit aside)."""
    if _nothing_saved():
        return None
    with _database() as history:
        working = history.load_working(slot)
        found = [] if working is None else [working]
        recorded = history.recorded_working(found)
    return next(_to_carry_on(found, recorded), None)


def _to_carry_on(working: list[WorkingGame], recorded: set[str]) -> Iterator[RecentGame]:
    for row in working:
        if row.slot not in recorded:
            game = _read(row)
            if game is not None and has_entries(game.game):
                yield game


def delete(slot: str) -> WorkingGame | None:
    """Take the game in progress in `slot` out of the database; what it held (for `bring_back`),
    or None if it was gone already."""
    with _database() as history:
        working = history.load_working(slot)
        history.drop_working(slot)
    return working


def bring_back(working: WorkingGame) -> None:
    """Put back a game in progress `delete` took out, with its own time (a slot used again
    meanwhile keeps what it holds)."""
    with _database() as history:
        history.import_working([working])


def newer_autosave(path: Path, game: Game) -> RecentGame | None:
    """The newest game in progress from the game file `path` that changed after the file was
    written and holds a different game: what a crash left unsaved, for the app to offer."""
    try:
        # The database keeps times to the second: an autosave of the same second as the file
        # counts as newer (it holds the file's own game if nothing changed after the save).
        saved_at = datetime.fromtimestamp(path.stat().st_mtime).replace(microsecond=0)
        where = _where(path)
    except OSError:
        return None
    if _nothing_saved():
        return None
    with _database() as history:
        working = history.list_working()
    for row in working:
        if row.updated_at < saved_at:
            break
        if row.origin != where:
            continue
        autosaved = _read(row)
        if autosaved is not None and autosaved.game != game:
            return autosaved
    return None


def _read(working: WorkingGame) -> RecentGame | None:
    from ..gamefile import GameFileError, parse_game

    try:
        game = parse_game(working.toml, say(message("autosave {slot}", slot=working.slot)))
    except GameFileError:
        return None
    origin = Path(working.origin) if working.origin else None
    zones = game.layout.zones
    # Where it stopped, if that is still on this game (else the first board's first zone).
    player = working.player if 0 <= working.player < len(game.players) else 0
    zone = working.zone if working.zone in zones else zones[0]
    return RecentGame(
        working.slot,
        game,
        origin,
        working.updated_at,
        Bookmark(player, zone),
        working.recorded_as,
        working.undo,
    )


# Autosave files of earlier versions -------------------------------------------------------------


def import_autosave_files(history: History) -> None:
    """Copy an earlier version's autosave files into the database, one slot each, in one
    transaction, then move them into autosave/imported/. Nothing is deleted: a file that cannot
    be read or moved stays where it is (and a slot already in the database keeps its game)."""
    folder = autosave_folder()
    files = sorted(folder.glob("*.toml")) if folder.is_dir() else []
    games = [(file, game) for file in files if (game := _autosave_file(file)) is not None]
    if not games:
        return
    history.import_working(game for _, game in games)
    _put_away([file for file, _ in games], folder / "imported")


def _autosave_file(file: Path) -> WorkingGame | None:
    from ..history import WorkingGame

    try:
        text = file.read_text(encoding="utf-8")
        changed = datetime.fromtimestamp(file.stat().st_mtime)
    except (OSError, UnicodeDecodeError):
        return None
    return WorkingGame(file.stem, text, changed, _origin_note(file))


def _origin_note(file: Path) -> str | None:
    """The `.origin` note beside an autosave file: the game file it came from."""
    try:
        return file.with_suffix(".origin").read_text(encoding="utf-8").strip() or None
    except (OSError, UnicodeDecodeError):
        return None


def _put_away(files: list[Path], imported: Path) -> None:
    try:
        imported.mkdir(exist_ok=True)
    except OSError:
        return
    for file in files:
        for part in (file, file.with_suffix(".origin")):
            target = imported / part.name
            # Not there: another window moved it first. Not movable: read-only, left alone.
            with suppress(OSError):
                if part.exists() and not target.exists():
                    part.rename(target)
