"""The tallies the triggers keep are always what the seats counted make of them, whatever is
done to the games, and the statistics read from them are the aggregates' own, to the last bit."""

from __future__ import annotations

import random
from dataclasses import replace
from datetime import date, datetime, timedelta

from hypothesis import given, settings
from hypothesis import strategies as st

from fathom_score.history import Filters, History, HistoryError
from fathom_score.history.store import TALLIES, connect
from kit.games import random_game

from .conftest import example

NAMES = ("Ana", "Bo", "Chidi", "Dana", "Eun")
# A date filter that keeps every game: the statistics are then aggregated over `counted`,
# as they were before there were tallies.
EVER = date(1900, 1, 1)

seat_names = st.lists(st.sampled_from(NAMES), min_size=2, max_size=4, unique=True)
steps = st.one_of(
    st.tuples(st.just("record"), st.integers(0, 10_000), seat_names, st.booleans()),
    st.tuples(st.just("played wrong"), st.integers(0, 50), st.booleans()),
    st.tuples(st.just("delete"), st.integers(0, 50)),
    st.tuples(st.just("restore"), st.integers(0, 50)),
    st.tuples(st.just("replace"), st.integers(0, 50), st.integers(0, 10_000), seat_names),
    st.tuples(st.just("merge"), st.sampled_from(NAMES), st.sampled_from(NAMES)),
    st.tuples(st.just("rename"), st.sampled_from(NAMES), st.sampled_from(NAMES)),
    st.tuples(st.just("backup and restore")),
)


def game(seed: int, names: list[str]):
    """Small boards of two expeditions, so that a player's tally has several seats whose
    best total can be taken away."""
    drawn = random_game(
        random.Random(seed), expedition=1 + seed % 2, players=len(names), min_zones=3, max_zones=12
    )
    return replace(drawn, players=tuple(replace(p, name=n) for p, n in zip(drawn.players, names)))


def play(history: History, step: tuple) -> None:
    """One thing a player does to the history; refusals (a merge of two people who played
    together, a game recorded twice) are part of it."""
    kind, *rest = step
    ids = [g.id for g in history.games(limit=None)] + [
        g.id for g in history.games(limit=None, deleted=True)
    ]
    pick = (lambda n: sorted(ids)[n % len(ids)]) if ids else None
    try:
        if kind == "record":
            seed, names, force = rest
            history.record(game(seed, names), datetime(2026, 1, 1) + timedelta(days=seed), force)
        elif kind == "played wrong" and pick:
            history.mark_played_wrong(pick(rest[0]), rest[1])
        elif kind == "delete" and pick:
            history.delete(pick(rest[0]))
        elif kind == "restore" and pick:
            history.restore(pick(rest[0]))
        elif kind == "replace" and pick:
            history.replace(pick(rest[0]), game(rest[1], rest[2]))
        elif kind == "merge":
            history.merge_players(*rest)
        elif kind == "rename":
            history.rename_player(rest[0], rest[1].lower())
        elif kind == "backup and restore":
            history.restore_backup(history.backup(), replace=True)
    except HistoryError:
        pass


def assert_tallies_agree(history: History) -> None:
    connection = history.connection
    kept = connection.execute("SELECT * FROM tallies ORDER BY 1, 2").fetchall()
    assert kept == connection.execute(f"{TALLIES} ORDER BY 1, 2").fetchall()
    names = [p.name for p in history.players()]
    for filters in (Filters(), Filters(expedition=2), *(Filters(player=n) for n in names[:2])):
        aggregated = filters._replace(since=EVER)
        assert history.player_stats(filters) == history.player_stats(aggregated)
        assert history.player_stats(filters, categories=False) == history.player_stats(
            aggregated, categories=False
        )
        assert history.everyone(filters) == history.everyone(aggregated)
        assert history.expedition_stats(filters) == history.expedition_stats(aggregated)
    counted = dict(
        connection.execute("SELECT player_id, count(*) FROM counted GROUP BY player_id").fetchall()
    )
    assert {p.id: p.games for p in history.players()} == {
        p.id: counted.get(p.id, 0) for p in history.players()
    }


@settings(max_examples=25, deadline=None)
@given(
    st.lists(st.tuples(st.integers(0, 10_000), seat_names), min_size=2, max_size=8),
    st.lists(steps, min_size=1, max_size=12),
)
def test_the_tallies_always_equal_the_aggregates(tmp_path_factory, recorded, plays):
    path = tmp_path_factory.mktemp("tallies") / "history.sqlite3"
    with History.open(path) as history:
        history.record_many(
            [
                (game(seed, names), datetime(2026, 1, 1) + timedelta(days=seed))
                for seed, names in recorded
            ],
            force=True,
        )
        for step in plays:
            play(history, step)
            assert_tallies_agree(history)


def test_a_history_of_the_third_schema_gets_its_tallies(tmp_path):
    path = tmp_path / "old.sqlite3"
    third = History(connect(path, version=3), path)
    third.record_many([(example(n), datetime(2025, 5, n, 20, 0)) for n in (1, 2, 3, 4)])
    third.mark_played_wrong(third.games()[0].id)
    third.close()
    with History.open(path) as history:
        assert history.connection.execute("SELECT count(*) FROM tallies").fetchone()[0] > 0
        assert_tallies_agree(history)
