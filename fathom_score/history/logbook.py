"""`History`: the table's logbook of finished games, for the command line and the app.

    with History.open() as history:
        history.record(game)
        for stats in history.player_stats():
            ...

Every method returns named tuples (immutable, compared by value) or plain values, and raises
HistoryError (naming the database file) for anything that goes wrong, a damaged file included;
never a sqlite3 error.
A History holds one connection: open one per thread, or one `any_thread` that the threads take
turns with.
"""

from __future__ import annotations

import sqlite3
from collections.abc import Callable, Iterable
from datetime import datetime
from functools import update_wrapper
from pathlib import Path
from types import TracebackType
from typing import TYPE_CHECKING, Any, Concatenate, ParamSpec, TypeVar

from ..model.names import cut, name_problem
from ..words import message
from . import served, stats, working
from .served import Alive, ServedGame, StoredChoice, StoredReveal
from .stats import (
    ExpeditionStats,
    Filters,
    HeadToHead,
    PlayerName,
    PlayerStats,
    RecordedGame,
    TotalOnDate,
)
from .store import (
    DamagedRow,
    HistoryError,
    connect,
    connect_read_only,
    database_file,
    no_game,
    problem,
    transaction,
)
from .working import WorkingGame

if TYPE_CHECKING:
    from ..model import Game
    from .quiz_record import CategoryRecord

P = ParamSpec("P")
R = TypeVar("R")
ANY = Filters()
Stop = Callable[[], bool]  # score_game's: asked now and then during a long coral search


def _reported(method: Callable[Concatenate[History, P], R]) -> Callable[Concatenate[History, P], R]:
    """sqlite3 errors (a file damaged after it was opened, a full disk) as HistoryError, and a
    damaged row said in this history's own file."""

    def guarded(self: History, /, *args: P.args, **kwargs: P.kwargs) -> R:
        try:
            return method(self, *args, **kwargs)
        except sqlite3.Error as error:
            raise problem(self.path, error) from None
        except DamagedRow as error:  # a row read back that is not what was written
            raise error.in_file(self.path) from None

    update_wrapper(guarded, method)
    return guarded


class History:
    def __init__(self, connection: sqlite3.Connection, path: Path) -> None:
        self.connection = connection
        self.path = path

    @classmethod
    def open(cls, path: Path | str | None = None, *, any_thread: bool = False) -> History:
        """The history at `path` (default: history.sqlite3 in the user data folder, or in
        $FATHOM_SCORE_HOME), created or migrated as needed. `any_thread`: usable from any
        thread, one at a time (the caller makes sure of that)."""
        where = Path(path) if path is not None else database_file()
        return cls(connect(where, any_thread=any_thread), where)

    @classmethod
    def open_to_read(cls, path: Path | str | None = None) -> History:
        """The history opened as `open` does, or, when it cannot be written, read-only
        (`store.connect_read_only`): listed and shown all the same, only changes refused."""
        where = Path(path) if path is not None else database_file()
        try:
            return cls.open(where)
        except HistoryError as cannot_write:
            try:
                return cls(connect_read_only(where), where)
            except HistoryError:
                raise cannot_write from None

    def close(self) -> None:
        self.connection.close()

    def __enter__(self) -> History:
        return self

    def __exit__(
        self,
        kind: type[BaseException] | None,
        error: BaseException | None,
        trace: TracebackType | None,
    ) -> None:
        self.close()

    # Recording and changing games

    @_reported
    def record(
        self,
        game: Game,
        played_at: datetime | None = None,
        force: bool = False,
        stop: Stop | None = None,
    ) -> int:
        """Score the game and store it with everything on its scorepad; returns its id.
        AlreadyRecorded if the same game is in the history, unless `force`. `stop` is
        score_game's."""
        return self.record_many([(game, played_at)], force, stop)[0]

    @_reported
    def record_many(
        self,
        plays: Iterable[tuple[Game, datetime | None]],
        force: bool = False,
        stop: Stop | None = None,
    ) -> list[int]:
        """Record several games in one transaction: all of them, or none."""
        from .record import insert_game, scored

        # Scored before the lock is taken.
        ready = [(scored(game, stop), at) for game, at in plays]
        with transaction(self.connection):
            return [insert_game(self.connection, game, at, force) for game, at in ready]

    @_reported
    def replace(self, game_id: int, game: Game, stop: Stop | None = None) -> None:
        """Put an edited game in place of game `game_id`, scored again (`stop`: score_game's)."""
        from .record import replace_game, require_game, scored

        ready = scored(game, stop)
        with transaction(self.connection):
            require_game(self.connection, game_id)
            replace_game(self.connection, game_id, ready)

    @_reported
    def mark_played_wrong(self, game_id: int, wrong: bool = True) -> None:
        """A game played with a rule wrong stays listed but leaves the statistics."""
        self._set(game_id, "played_wrong = ?", int(wrong))

    @_reported
    def delete(self, game_id: int) -> None:
        """Take a game out of the history; `restore` puts it back."""
        self._set(game_id, "deleted_at = coalesce(deleted_at, ?)", _now())

    @_reported
    def restore(self, game_id: int) -> None:
        self._set(game_id, "deleted_at = ?", None)

    def _set(self, game_id: int, assignment: str, value: object) -> None:
        with transaction(self.connection):
            if (
                self.connection.execute(
                    f"UPDATE games SET {assignment} WHERE id = ?", (value, game_id)
                ).rowcount
                == 0
            ):
                raise no_game(game_id)

    # Players

    @_reported
    def rename_player(self, old: str, new: str) -> None:
        """Rename a player everywhere: their games stay theirs."""
        new = new.strip()
        if (problem := name_problem(new)) is not None:
            raise HistoryError(
                message(
                    "cannot rename {old!r} to {new!r}: {problem}",
                    old=cut(old),
                    new=cut(new),
                    problem=problem,
                )
            )
        with transaction(self.connection):
            old = stats.player_name(self.connection, old)
            taken = self.connection.execute(
                "SELECT name FROM players WHERE name = ?", (new,)
            ).fetchone()
            if taken is not None and taken[0].casefold() != old.casefold():
                raise HistoryError(
                    message(
                        "cannot rename {old!r} to {new!r}: {taken!r} is another player; "
                        "merge them instead",
                        old=old,
                        new=new,
                        taken=str(taken[0]),
                    )
                )
            self.connection.execute("UPDATE players SET name = ? WHERE name = ?", (new, old))

    @_reported
    def merge_players(self, source: str, into: str) -> None:
        """`source` was `into` all along: their games become `into`'s."""
        with transaction(self.connection):
            source = stats.player_name(self.connection, source)
            into = stats.player_name(self.connection, into)
            if source.casefold() == into.casefold():
                raise HistoryError(
                    message("{name!r} and {into!r} are the same player", name=source, into=into)
                )
            shared = self.connection.execute(
                "SELECT a.game_id FROM results AS a JOIN results AS b ON a.game_id = b.game_id "
                "WHERE a.player_id = (SELECT id FROM players WHERE name = ?) "
                "AND b.player_id = (SELECT id FROM players WHERE name = ?) LIMIT 1",
                (source, into),
            ).fetchone()
            if shared is not None:
                raise HistoryError(
                    message(
                        "cannot merge {name!r} into {into!r}: both played game {id}, so they "
                        "are two people",
                        name=source,
                        into=into,
                        id=int(shared[0]),
                    )
                )
            # The quiz answers too: deleting the player would take them with it (CASCADE).
            for table in ("results", "quiz_answers"):
                self.connection.execute(
                    f"UPDATE {table} SET player_id = (SELECT id FROM players WHERE name = ?) "
                    "WHERE player_id = (SELECT id FROM players WHERE name = ?)",
                    (into, source),
                )
            self.connection.execute("DELETE FROM players WHERE name = ?", (source,))

    @_reported
    def players(self) -> list[PlayerName]:
        """Every player, with their number of counted games."""
        return stats.players(self.connection)

    @_reported
    def player_name(self, name: str) -> str:
        """The name as the history spells it; HistoryError listing the players if unknown."""
        return stats.player_name(self.connection, name)

    # Reading

    @_reported
    def game(self, game_id: int) -> RecordedGame:
        return stats.game(self.connection, game_id)

    @_reported
    def load_game(self, game_id: int) -> Game:
        """The recorded game itself, read back from its text."""
        from ..gamefile import GameFileError, parse_game

        try:
            return parse_game(self.game_text(game_id), f"game {game_id}")
        except GameFileError as error:
            raise HistoryError(f"{self.path}: {error}") from None

    @_reported
    def game_text(self, game_id: int) -> str:
        """The game as it was recorded: game-file text, to score again or edit."""
        row = self.connection.execute(
            "SELECT toml FROM game_files WHERE game_id = ?", (game_id,)
        ).fetchone()
        if row is None:
            raise no_game(game_id)
        return str(row[0])

    @_reported
    def games(
        self, filters: Filters = ANY, limit: int | None = None, deleted: bool = False
    ) -> list[RecordedGame]:
        """Games newest first; the deleted ones instead with `deleted`."""
        return stats.games(self.connection, self._known(filters), limit, deleted)

    @_reported
    def count_games(self, filters: Filters = ANY, deleted: bool = False) -> int:
        """How many games `games` would list without a limit."""
        return stats.count_games(self.connection, self._known(filters), deleted)

    @_reported
    def player_stats(self, filters: Filters = ANY, categories: bool = True) -> list[PlayerStats]:
        """Each player's figures, by name; `categories=False` leaves out the averages per
        category (category_averages is then empty), which halves the work."""
        return stats.player_stats(self.connection, self._known(filters), categories)

    @_reported
    def everyone(self, filters: Filters = ANY) -> PlayerStats | None:
        """Every seat of the filtered games taken together, named "everyone": the table's
        average, to set a player's figures beside. None when no game matches."""
        return stats.everyone(self.connection, self._known(filters))

    @_reported
    def expedition_stats(self, filters: Filters = ANY) -> list[ExpeditionStats]:
        return stats.expedition_stats(self.connection, self._known(filters))

    @_reported
    def head_to_head(self, player: str, opponent: str, filters: Filters = ANY) -> HeadToHead:
        player, opponent = self.player_name(player), self.player_name(opponent)
        if player == opponent:
            raise HistoryError(
                message(
                    "{player} against {opponent}: name two different players",
                    player=player,
                    opponent=opponent,
                )
            )
        return stats.head_to_head(self.connection, player, opponent, self._known(filters))

    @_reported
    def totals_over_time(
        self, player: str, filters: Filters = ANY, limit: int | None = None
    ) -> list[TotalOnDate]:
        return stats.totals_over_time(
            self.connection, self.player_name(player), self._known(filters), limit
        )

    def _known(self, filters: Filters) -> Filters:
        if filters.player is None:
            return filters
        return Filters(
            stats.player_name(self.connection, filters.player),
            filters.expedition,
            filters.since,
            filters.until,
        )

    # Games still being entered (the app's autosave)

    @_reported
    def save_working(self, slot: str, text: str, origin: str | None = None) -> None:
        working.save_working(self.connection, slot, text, origin)

    @_reported
    def replace_working(self, game: WorkingGame, expected: str | None) -> bool:
        """Write the game in progress if its slot still holds `expected` (None: nothing);
        False if another window changed it meanwhile, and then nothing is written."""
        return working.replace_working(self.connection, game, expected)

    @_reported
    def note_working_origin(self, slot: str, origin: str | None, expected: str) -> None:
        """The slot's game (if it still holds `expected`) was saved to the file `origin`."""
        working.note_working_origin(self.connection, slot, origin, expected)

    @_reported
    def note_working_place(self, slot: str, player: int, zone: str | None, expected: str) -> None:
        """Where the slot's game (if it still holds `expected`) stopped: the board shown and
        the cursor's zone."""
        working.note_working_place(self.connection, slot, player, zone, expected)

    @_reported
    def import_working(self, games: Iterable[WorkingGame]) -> int:
        """Add in-progress games from elsewhere in one transaction; a slot already here keeps
        its game. Returns how many were added."""
        return working.import_working(self.connection, games)

    @_reported
    def load_working(self, slot: str) -> WorkingGame | None:
        return working.load_working(self.connection, slot)

    @_reported
    def list_working(self) -> list[WorkingGame]:
        return working.list_working(self.connection)

    @_reported
    def recorded_working(self, games: Iterable[WorkingGame]) -> set[str]:
        """The slots of `games` that hold a game recorded in the history just as it is."""
        return working.recorded_working(self.connection, games)

    @_reported
    def drop_working(self, slot: str) -> None:
        working.drop_working(self.connection, slot)

    # Games served to browsers (`fathom-score serve`): the table's rules are in table/shared.py

    @_reported
    def open_served(self, code: str, toml: str, origin: str | None) -> ServedGame | None:
        """The served game `code` as stored; None if there was none, and then `toml` (served
        from the game file `origin`, if any) is stored under `code` as its version 1."""
        return served.open_served(self.connection, code, toml, origin)

    @_reported
    def served(self, code: str) -> ServedGame | None:
        return served.served(self.connection, code)

    @_reported
    def served_version(self, code: str) -> int | None:
        return served.served_version(self.connection, code)

    @_reported
    def served_code(self, origin: str) -> str | None:
        """The join code the game file `origin` (an absolute path) was last served with."""
        return served.served_code(self.connection, origin)

    @_reported
    def served_host_key(self, code: str, new: str) -> str:
        """The host's key to the served game `code`, kept from its first serving (`new`, if
        it has none yet)."""
        return served.host_key(self.connection, code, new)

    @_reported
    def served_games(
        self, code: str | None = None, *, without_file: bool = False, most: int = -1
    ) -> list[ServedGame]:
        """The served games (`code`'s alone, if given; only those served without a game file,
        if `without_file`), the last changed first, `most` of them (-1: all)."""
        return served.served_games(self.connection, code, without_file=without_file, most=most)

    @_reported
    def claim_board(self, code: str, player: int, session: str, now: float, alive: Alive) -> None:
        """Hold `player`'s board for `session`; BoardHeld if another session holds it and is
        `alive` (asked of its last heartbeat)."""
        served.claim_board(self.connection, code, player, session, now, alive)

    @_reported
    def board_holder(self, code: str, player: int) -> tuple[str, float] | None:
        """The session last holding `player`'s board and its last heartbeat, or None."""
        return served.board_holder(self.connection, code, player)

    @_reported
    def beat_heart(self, code: str, session: str, now: float) -> None:
        served.beat_heart(self.connection, code, session, now)

    @_reported
    def release_boards(self, code: str, session: str) -> None:
        served.release_boards(self.connection, code, session)

    @_reported
    def served_choice(self, code: str, board: str) -> StoredChoice | None:
        """A served table's multicoloured-coral choice for `board` (table/choices.py)."""
        return served.coral_choice(self.connection, code, board)

    @_reported
    def claim_served_choice(
        self, code: str, board: str, session: str, now: float, alive: Alive
    ) -> bool:
        """Whether `session` is now the one to search `board`'s choice for the table."""
        return served.claim_choice(self.connection, code, board, session, now, alive)

    @_reported
    def beat_served_choice(self, code: str, board: str, session: str, now: float) -> None:
        served.beat_choice(self.connection, code, board, session, now)

    @_reported
    def write_served_choice(self, code: str, board: str, choice: str, now: float) -> None:
        served.write_choice(self.connection, code, board, choice, now)

    @_reported
    def drop_served_choice(self, code: str, board: str, session: str | None) -> None:
        served.drop_choice(self.connection, code, board, session)

    @_reported
    def served_reveal(self, code: str) -> StoredReveal | None:
        """The served table's reveal (table/reveal.py), or None if none was begun."""
        return served.reveal(self.connection, code)

    @_reported
    def served_reveal_version(self, code: str) -> int:
        return served.reveal_version(self.connection, code)

    @_reported
    def write_served_reveal(
        self, code: str, rewrite: Callable[[StoredReveal | None], tuple[int, str]]
    ) -> int:
        """The reveal rewritten in one transaction (its step and guesses); its new version."""
        return served.write_reveal(self.connection, code, rewrite)

    @_reported
    def write_served_board(
        self,
        code: str,
        player: int,
        session: str,
        now: float,
        alive: Alive,
        rewrite: Callable[[str], str],
    ) -> int:
        """Claim `player`'s board (as `claim_board`) and store `rewrite` of the served game's
        text, in one transaction; its new version."""
        return served.write_board(self.connection, code, player, session, now, alive, rewrite)

    # The quiz's learners

    @_reported
    def record_quiz_answer(self, name: str, expedition: int, category: str, right: bool) -> str:
        """Keep one quiz answer of the learner `name` (a player added if new); returns the
        name as the history spells it."""
        from .quiz_record import learner, record_answer

        with transaction(self.connection):
            record_answer(self.connection, name, expedition, category, right)
            return learner(self.connection, name)

    @_reported
    def quiz_record(self, name: str) -> tuple[CategoryRecord, ...]:
        """The learner's answers per category, in the scorepad's order."""
        from .quiz_record import learner_record

        return learner_record(self.connection, name)

    # Backup

    @_reported
    def backup(self) -> dict[str, Any]:
        """Everything in the history, as a JSON-ready document."""
        from .backup import dump

        return dump(self.connection)

    @_reported
    def restore_backup(self, document: object, replace: bool = False) -> int:
        """Replace the history with a backup's; refused on a history that holds anything
        unless `replace`. Returns the number of games restored."""
        from .backup import is_empty, restore

        if not replace and not is_empty(self.connection):
            raise HistoryError(
                message(
                    "{path} already holds games; restoring would replace them all (add "
                    "--force to do so)",
                    path=str(self.path),
                )
            )
        return restore(self.connection, document)

    @_reported
    def integrity(self) -> str:
        """SQLite's own check of the whole file: "ok", or what is wrong."""
        rows = self.connection.execute("PRAGMA integrity_check").fetchall()
        return "\n".join(str(r[0]) for r in rows)


def _now() -> str:
    from .store import stamp

    return stamp()
