"""Reading the history: games, and statistics worked out by SQLite as aggregates.

Statistics count only games that are neither deleted nor marked as played wrong (the `counted`
view); the list of games shows the ones played wrong too, marked, so they can be put right.

What they return are named tuples, immutable and compared by value: defining a frozen dataclass
costs ten times as much (0.6 ms against 0.06 ms each on Python 3.11), paid by every start-up.
No `from __future__ import annotations` here: NamedTuple would compile every field's annotation
string into a ForwardRef, a millisecond more.
"""

import sqlite3
from datetime import date, datetime
from typing import Any, NamedTuple

from ..words import Message, Value, message
from .store import CATEGORIES, HistoryError, no_game, parse_time, whole_number


class Filters(NamedTuple):
    """Which games to look at; None means any. `until` includes the whole day."""

    player: str | None = None
    expedition: int | None = None
    since: date | None = None
    until: date | None = None

    def where(self, table: str) -> tuple[str, list[object]]:
        """SQL conditions on a table or view with played_at, expedition and game_id."""
        game = "id" if table == "games" else "game_id"
        clauses: list[str] = ["1"]
        values: list[object] = []
        if self.expedition is not None:
            clauses.append(f"{table}.expedition = ?")
            values.append(self.expedition)
        if self.since is not None:
            clauses.append(f"{table}.played_at >= ?")
            values.append(self.since.isoformat())
        if self.until is not None:
            clauses.append(f"{table}.played_at < date(?, '+1 day')")
            values.append(self.until.isoformat())
        if self.player is not None:
            clauses.append(
                f"{table}.{game} IN (SELECT game_id FROM results JOIN players ON "
                f"players.id = results.player_id WHERE players.name = ?)"
            )
            values.append(self.player)
        return " AND ".join(clauses), values


class Seat(NamedTuple):
    """One player's line of a recorded game."""

    name: str
    total: int
    place: int
    winner: bool
    discovered_tiles: int
    categories: dict[str, int]
    choices: dict[str, str]


class RecordedGame(NamedTuple):
    id: int
    played_at: datetime
    expedition: int
    played_wrong: bool
    deleted: bool
    seats: tuple[Seat, ...]

    @property
    def winners(self) -> tuple[str, ...]:
        return tuple(s.name for s in self.seats if s.winner)


class PlayerStats(NamedTuple):
    name: str
    games: int
    wins: int
    average_total: float
    best_total: int
    # Each row's average over the games that had it (an expedition's own rows only count in
    # that expedition's games).
    category_averages: dict[str, float]

    @property
    def win_rate(self) -> float:
        return self.wins / self.games if self.games else 0.0


class ExpeditionStats(NamedTuple):
    expedition: int
    games: int
    average_total: float
    average_winning_total: float
    best_total: int


class HeadToHead(NamedTuple):
    player: str
    opponent: str
    games: int  # counted games both played
    wins: int  # games the player won (a shared win counts)
    opponent_wins: int
    ahead: int  # games the player finished ahead of the opponent
    behind: int
    average_margin: float  # the player's total minus the opponent's, on average


class TotalOnDate(NamedTuple):
    """One point of a player's totals over time."""

    game_id: int
    played_at: datetime
    expedition: int
    total: int
    place: int
    winner: bool


class PlayerName(NamedTuple):
    id: int
    name: str
    games: int


def player_name(connection: sqlite3.Connection, name: str) -> str:
    """The player's name as the history spells it; HistoryError naming the known players."""
    row = connection.execute("SELECT name FROM players WHERE name = ?", (name,)).fetchone()
    if row is not None:
        return str(row[0])
    known = [
        n for (n,) in connection.execute("SELECT name FROM players ORDER BY name COLLATE NOCASE")
    ]
    # NOCASE folds A to Z alone: CHLOÉ is Chloé too.
    folded = [n.casefold() for n in known]
    if name.casefold() in folded:
        return str(known[folded.index(name.casefold())])
    listed: Value = tuple(known) if known else message("none yet")
    raise HistoryError(
        message(
            "no player called {name!r} in the history; players: {players}",
            name=name,
            players=listed,
        )
    )


def games(
    connection: sqlite3.Connection,
    filters: Filters,
    limit: int | None = None,
    deleted: bool = False,
) -> list[RecordedGame]:
    """Games newest first (played wrong ones included, marked)."""
    where, values = filters.where("games")
    shown = "deleted_at IS NOT NULL" if deleted else "deleted_at IS NULL"
    rows = connection.execute(
        f"SELECT id, played_at, expedition, played_wrong, deleted_at FROM games "
        f"WHERE {shown} AND {where} ORDER BY played_at DESC, id DESC "
        f"LIMIT {-1 if limit is None else int(limit)}",
        values,
    ).fetchall()
    seats = _seats(connection, [row[0] for row in rows])
    return [
        RecordedGame(
            gid,
            parse_time(at, game_row(gid)),
            exp,
            bool(wrong),
            gone is not None,
            seats.get(gid, ()),
        )
        for gid, at, exp, wrong, gone in rows
    ]


def game(connection: sqlite3.Connection, game_id: int) -> RecordedGame:
    row = connection.execute(
        "SELECT id, played_at, expedition, played_wrong, deleted_at FROM games WHERE id = ?",
        (game_id,),
    ).fetchone()
    if row is None:
        raise no_game(game_id)
    gid, at, exp, wrong, gone = row
    return RecordedGame(
        gid,
        parse_time(at, game_row(gid)),
        exp,
        bool(wrong),
        gone is not None,
        _seats(connection, [gid]).get(gid, ()),
    )


def count_games(connection: sqlite3.Connection, filters: Filters, deleted: bool = False) -> int:
    where, values = filters.where("games")
    shown = "deleted_at IS NOT NULL" if deleted else "deleted_at IS NULL"
    return int(
        connection.execute(
            f"SELECT count(*) FROM games WHERE {shown} AND {where}", values
        ).fetchone()[0]
    )


def game_row(game_id: int) -> Message:
    """How a damaged row of a game is named."""
    return message("game {id}", id=game_id)


def seat_row(game_id: int, name: str) -> Message:
    """How a damaged row of a player's result is named."""
    return message("game {id}, {name}'s result", id=game_id, name=name)


def _seats(connection: sqlite3.Connection, game_ids: list[int]) -> dict[int, tuple[Seat, ...]]:
    seats: dict[int, list[Seat]] = {}
    choices: dict[tuple[int, int], dict[str, str]] = {}
    for start in range(0, len(game_ids), 500):  # SQLite limits the number of parameters
        chunk = game_ids[start : start + 500]
        marks = ", ".join("?" for _ in chunk)
        for gid, seat, zone, colour in connection.execute(
            f"SELECT game_id, seat, zone, colour FROM choices WHERE game_id IN ({marks}) "
            f"ORDER BY game_id, seat, zone",
            chunk,
        ):
            choices.setdefault((gid, seat), {})[zone] = colour
        for gid, seat, name, total, place, winner, tiles, *points in connection.execute(
            f"SELECT game_id, seat, players.name, total, place, winner, discovered_tiles, "
            f"{', '.join(CATEGORIES)} FROM results JOIN players ON players.id = player_id "
            f"WHERE game_id IN ({marks}) ORDER BY game_id, seat",
            chunk,
        ):
            row = seat_row(gid, name)
            categories = {
                c: whole_number(p, row) for c, p in zip(CATEGORIES, points) if p is not None
            }
            seats.setdefault(gid, []).append(
                Seat(
                    name,
                    whole_number(total, row),
                    whole_number(place, row),
                    bool(winner),
                    whole_number(tiles, row),
                    categories,
                    choices.get((gid, seat), {}),
                )
            )
    return {gid: tuple(s) for gid, s in seats.items()}


_AVERAGES = ", ".join(f"avg(c.{c})" for c in CATEGORIES)


def player_stats(
    connection: sqlite3.Connection, filters: Filters, categories: bool = True
) -> list[PlayerStats]:
    """Every player's statistics over the counted games (the one player's, with a player
    filter), by name; without `categories`, no category averages (half the work)."""
    if filters.since is None and filters.until is None:
        return _player_tallies(connection, filters, categories)
    where, values = Filters(None, filters.expedition, filters.since, filters.until).where("c")
    if filters.player is not None:
        where += " AND players.name = ?"
        values.append(filters.player)
    averages = f", {_AVERAGES}" if categories else ""
    rows = connection.execute(
        f"SELECT players.name, count(*), sum(c.winner), avg(c.total), max(c.total){averages} "
        f"FROM counted AS c JOIN players ON players.id = c.player_id WHERE {where} "
        f"GROUP BY c.player_id ORDER BY players.name COLLATE NOCASE",
        values,
    ).fetchall()
    return _player_stats(rows)


def _player_stats(rows: list[tuple[Any, ...]]) -> list[PlayerStats]:
    """Rows of name, games, wins, average, best and the category averages (if read), from
    the aggregates over `counted` or from the tallies alike."""
    return [
        PlayerStats(
            name,
            n,
            wins,
            average,
            best,
            {c: a for c, a in zip(CATEGORIES, averages) if a is not None},
        )
        for name, n, wins, average, best, *averages in rows
    ]


# The tallies' sums, as the aggregates over `counted` would give them: an average is the
# exact integer sum over the count, divided once, as SQLite's avg() divides.
_TALLIED = (
    "sum(t.seats), coalesce(sum(t.wins), 0), "
    "CAST(sum(t.total) AS REAL) / nullif(sum(t.seats), 0), max(t.best)"
)
_TALLIED_AVERAGES = ", ".join(
    f"CAST(sum(t.{c}) AS REAL) / nullif(sum(t.{c}_seats), 0)" for c in CATEGORIES
)


def _tally_where(filters: Filters) -> tuple[str, list[object]]:
    """Conditions on `tallies AS t` joined to players, for filters without dates."""
    clauses: list[str] = ["1"]
    values: list[object] = []
    if filters.expedition is not None:
        clauses.append("t.expedition = ?")
        values.append(filters.expedition)
    if filters.player is not None:
        clauses.append("players.name = ?")
        values.append(filters.player)
    return " AND ".join(clauses), values


def _player_tallies(
    connection: sqlite3.Connection, filters: Filters, categories: bool
) -> list[PlayerStats]:
    where, values = _tally_where(filters)
    averages = f", {_TALLIED_AVERAGES}" if categories else ""
    rows = connection.execute(
        f"SELECT players.name, {_TALLIED}{averages} FROM tallies AS t "
        f"JOIN players ON players.id = t.player_id WHERE {where} GROUP BY t.player_id "
        f"HAVING sum(t.seats) > 0 ORDER BY players.name COLLATE NOCASE",
        values,
    ).fetchall()
    return _player_stats(rows)


def everyone(
    connection: sqlite3.Connection, filters: Filters, name: str = "everyone"
) -> PlayerStats | None:
    """All the players of the filtered games taken together, as one (the table's average)."""
    if filters.player is None and filters.since is None and filters.until is None:
        where, values = _tally_where(filters)
        row = connection.execute(
            f"SELECT {_TALLIED}, {_TALLIED_AVERAGES} FROM tallies AS t WHERE {where}", values
        ).fetchone()
    else:
        where, values = filters.where("c")
        row = connection.execute(
            f"SELECT count(*), coalesce(sum(c.winner), 0), avg(c.total), max(c.total), "
            f"{_AVERAGES} FROM counted AS c WHERE {where}",
            values,
        ).fetchone()
    n, wins, average, best, *averages = row
    if not n:
        return None
    return PlayerStats(
        name, n, wins, average, best, {c: a for c, a in zip(CATEGORIES, averages) if a is not None}
    )


def expedition_stats(connection: sqlite3.Connection, filters: Filters) -> list[ExpeditionStats]:
    if filters.player is None and filters.since is None and filters.until is None:
        where, values = _tally_where(filters)
        rows = connection.execute(
            f"SELECT t.expedition, sum(t.first_seats), "
            f"CAST(sum(t.total) AS REAL) / sum(t.seats), "
            f"CAST(sum(t.winning_total) AS REAL) / nullif(sum(t.wins), 0), max(t.best) "
            f"FROM tallies AS t WHERE {where} GROUP BY t.expedition HAVING sum(t.seats) > 0 "
            f"ORDER BY t.expedition",
            values,
        ).fetchall()
        return [ExpeditionStats(*row) for row in rows]
    # `+`: grouped in expedition order, SQLite would read the rows through the expedition
    # index and look each up again for its date, twice as slow as reading the table.
    where, values = filters.where("c")
    rows = connection.execute(
        f"SELECT c.expedition, sum(c.seat = 0), avg(c.total), "
        f"avg(CASE WHEN c.winner THEN c.total END), max(c.total) FROM counted AS c "
        f"WHERE {where} GROUP BY +c.expedition ORDER BY +c.expedition",
        values,
    ).fetchall()
    return [ExpeditionStats(*row) for row in rows]


def head_to_head(
    connection: sqlite3.Connection, player: str, opponent: str, filters: Filters
) -> HeadToHead:
    where, values = Filters(None, filters.expedition, filters.since, filters.until).where("a")
    games, wins, their_wins, ahead, behind, margin = connection.execute(
        f"SELECT count(*), coalesce(sum(a.winner), 0), coalesce(sum(b.winner), 0), "
        f"coalesce(sum(a.place < b.place), 0), coalesce(sum(b.place < a.place), 0), "
        f"coalesce(avg(a.total - b.total), 0.0) "
        f"FROM counted AS a JOIN results AS b ON b.game_id = a.game_id "
        f"WHERE a.player_id = (SELECT id FROM players WHERE name = ?) "
        f"AND b.player_id = (SELECT id FROM players WHERE name = ?) AND {where}",
        [player, opponent, *values],
    ).fetchone()
    return HeadToHead(player, opponent, games, wins, their_wins, ahead, behind, margin)


def totals_over_time(
    connection: sqlite3.Connection, player: str, filters: Filters, limit: int | None = None
) -> list[TotalOnDate]:
    """The player's counted games, oldest first (the latest `limit` of them)."""
    where, values = Filters(None, filters.expedition, filters.since, filters.until).where("c")
    rows = connection.execute(
        f"SELECT c.game_id, c.played_at, c.expedition, c.total, c.place, c.winner "
        f"FROM counted AS c WHERE c.player_id = (SELECT id FROM players WHERE name = ?) "
        f"AND {where} ORDER BY c.played_at DESC, c.game_id DESC "
        f"LIMIT {-1 if limit is None else int(limit)}",
        [player, *values],
    ).fetchall()
    return [
        TotalOnDate(
            gid,
            parse_time(at, game_row(gid)),
            exp,
            whole_number(total, seat_row(gid, player)),
            whole_number(place, seat_row(gid, player)),
            bool(won),
        )
        for gid, at, exp, total, place, won in reversed(rows)
    ]


def players(connection: sqlite3.Connection) -> list[PlayerName]:
    rows = connection.execute(
        "SELECT players.id, players.name, coalesce(sum(t.seats), 0) FROM players "
        "LEFT JOIN tallies AS t ON t.player_id = players.id "
        "GROUP BY players.id ORDER BY players.name COLLATE NOCASE"
    ).fetchall()
    return [PlayerName(*row) for row in rows]
