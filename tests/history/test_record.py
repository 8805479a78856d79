"""Recording games, and what the history then says about them."""

from __future__ import annotations

from datetime import date, datetime

import pytest
from hypothesis import given
from hypothesis import strategies as st

from fathom_score.gamefile import dump_game, parse_game
from fathom_score.history import AlreadyRecorded, Filters, History, HistoryError, WorkingGame
from fathom_score.model import Game, Player
from fathom_score.scoring import score_game
from kit.games import random_game

from .conftest import example, games


def test_a_recorded_game_keeps_its_whole_scorepad(history):
    game = example(2)
    game_id = history.record(game, datetime(2026, 3, 14, 21, 30))
    scorepad = score_game(game)
    recorded = history.game(game_id)
    assert recorded.played_at == datetime(2026, 3, 14, 21, 30)
    assert recorded.expedition == 2 and recorded.winners == ("Noor",)
    for seat, player in zip(recorded.seats, scorepad.players):
        assert seat.name == player.name and seat.total == player.total
        assert seat.place == player.place
        assert seat.categories == {c: player.categories[c].points for c in scorepad.categories}
        assert seat.choices == player.choices
    assert history.game_text(game_id) == dump_game(game)
    assert history.load_game(game_id) == game


def test_the_same_game_twice_is_refused_unless_forced(history):
    first = history.record(example(1))
    with pytest.raises(AlreadyRecorded, match=f"already in the history as game {first}"):
        history.record(example(1))
    second = history.record(example(1), force=True)
    assert second != first and history.count_games() == 2


def test_the_same_boards_written_differently_are_the_same_game(history):
    game = example(3)
    history.record(game)
    shuffled = Game(game.expedition_number, game.players, game.colours)  # same game, rebuilt
    with pytest.raises(AlreadyRecorded):
        history.record(shuffled)


def test_recording_several_games_is_all_or_nothing(history):
    history.record(example(4))
    with pytest.raises(AlreadyRecorded):
        history.record_many([(example(1), None), (example(4), None)])
    assert history.count_games() == 1


def test_a_game_played_wrong_is_listed_but_not_counted(history):
    kept, wrong = history.record(example(2)), history.record(example(3))
    history.mark_played_wrong(wrong)
    assert {g.id: g.played_wrong for g in history.games()} == {kept: False, wrong: True}
    assert {s.name for s in history.player_stats()} == {"Noor", "Otto", "Priya", "Quinn"}
    history.mark_played_wrong(wrong, False)
    assert len(history.player_stats()) == 8


def test_a_deleted_game_can_be_restored(history):
    game_id = history.record(example(1))
    history.delete(game_id)
    assert history.games() == [] and history.player_stats() == []
    assert [g.id for g in history.games(deleted=True)] == [game_id]
    history.restore(game_id)
    assert [g.id for g in history.games()] == [game_id]
    with pytest.raises(HistoryError, match="no game 99"):
        history.delete(99)


def test_an_edited_game_is_scored_again_and_keeps_its_date_and_players(history):
    game = example(2)
    game_id = history.record(game, datetime(2026, 1, 2, 19, 0))
    history.rename_player("Noor", "Noor A.")
    noor = game.players[0]
    emptier = game.with_player(
        0, Player(noor.name, noor.board.with_zone("D4", None), noor.poi_kept)
    )
    history.replace(game_id, emptier)
    [recorded] = history.games()
    assert recorded.id == game_id and recorded.played_at == datetime(2026, 1, 2, 19, 0)
    assert recorded.seats[0].name == "Noor A."  # the seat kept its renamed player
    assert recorded.seats[0].total == score_game(emptier).players[0].total
    assert history.load_game(game_id) == parse_game(dump_game(emptier))


def test_rename_and_merge_keep_every_game(history):
    history.record(example(1))
    history.record(example(2))
    history.rename_player("ana", "Anna")
    assert "Anna" in {p.name for p in history.players()}
    history.merge_players("Otto", "Anna")  # never at the same table: one person
    [anna] = history.player_stats(Filters(player="anna"))
    assert (anna.name, anna.games, anna.best_total) == ("Anna", 2, 50)
    with pytest.raises(HistoryError, match="both played game"):
        history.merge_players("Ben", "Anna")
    with pytest.raises(HistoryError, match="merge them instead"):
        history.rename_player("Ben", "ANNA")
    with pytest.raises(HistoryError, match="no player called 'Zed'"):
        history.rename_player("Zed", "Zoe")


def test_filters_by_player_expedition_and_dates(history):
    for number in (1, 2, 3, 4):
        history.record(example(number), datetime(2026, number, 10, 20, 0))
    ids = lambda **f: [g.expedition for g in history.games(Filters(**f))]  # noqa: E731
    assert ids() == [4, 3, 2, 1]
    assert ids(expedition=3) == [3]
    assert ids(since=date(2026, 2, 10), until=date(2026, 3, 10)) == [3, 2]
    assert ids(player="rosa") == [3]
    with pytest.raises(HistoryError, match="no player called 'Nobody'"):
        history.games(Filters(player="Nobody"))


def test_head_to_head(history):
    history.record_many([(g, None) for g in games(3, seed=10, players=2)])
    versus = history.head_to_head("Ana", "Bo")
    totals = [(g.seats[0].total, g.seats[1].total) for g in history.games()]
    assert versus.games == 3
    assert versus.ahead == sum(g.seats[0].place < g.seats[1].place for g in history.games())
    assert versus.behind == sum(g.seats[1].place < g.seats[0].place for g in history.games())
    assert versus.average_margin == pytest.approx(sum(x - y for x, y in totals) / 3)
    assert versus.wins == sum(g.seats[0].winner for g in history.games())
    with pytest.raises(HistoryError, match="two different players"):
        history.head_to_head("Ana", "ana")


@given(st.lists(st.integers(0, 10_000), min_size=1, max_size=4, unique=True))
def test_player_statistics_agree_with_the_games_they_count(tmp_path_factory, seeds):
    import random

    with History.open(tmp_path_factory.mktemp("h") / "h.sqlite3") as history:
        plays = [
            random_game(random.Random(s), players=random.Random(s).randint(2, 4)) for s in seeds
        ]
        history.record_many([(g, None) for g in plays], force=True)
        for stats in history.player_stats():
            seats = [s for g in history.games() for s in g.seats if s.name == stats.name]
            assert stats.games == len(seats)
            assert stats.wins == sum(s.winner for s in seats)
            assert stats.best_total == max(s.total for s in seats)
            assert stats.average_total == pytest.approx(sum(s.total for s in seats) / len(seats))
            for category, average in stats.category_averages.items():
                had = [s.categories[category] for s in seats if category in s.categories]
                assert average == pytest.approx(sum(had) / len(had))


def test_games_in_progress_are_saved_listed_and_dropped(history):
    history.save_working("a", "first")
    history.save_working("b", "other")
    history.save_working("a", "second")
    assert history.load_working("a").toml == "second"
    assert {w.slot for w in history.list_working()} == {"a", "b"}
    history.drop_working("a")
    assert history.load_working("a") is None
    assert [w.slot for w in history.list_working()] == ["b"]


def test_a_game_in_progress_is_replaced_only_if_it_holds_what_the_writer_last_saw(history):
    def working(text, origin=None):
        return WorkingGame("a", text, datetime(2025, 5, 1, 20, 0), origin, 1, "C3", 7)

    assert history.replace_working(working("first", "/games/tonight.toml"), expected=None)
    assert not history.replace_working(working("other window"), expected=None)
    assert history.replace_working(working("second", "/games/tonight.toml"), expected="first")
    assert not history.replace_working(working("stale"), expected="first")
    assert history.load_working("a") == working("second", "/games/tonight.toml")


def test_where_a_game_in_progress_stopped_is_noted_without_changing_its_time(history):
    history.save_working("a", "game")
    before = history.load_working("a")
    assert (before.player, before.zone, before.recorded_as) == (0, None, None)
    history.note_working_place("a", 2, "D4", expected="another game")
    assert history.load_working("a") == before  # the slot holds something else
    history.note_working_place("a", 2, "D4", expected="game")
    assert history.load_working("a") == before._replace(player=2, zone="D4")


def test_saving_a_game_in_progress_to_a_file_notes_the_file_and_keeps_its_time(history):
    history.save_working("a", "game")
    before = history.load_working("a")
    history.note_working_origin("a", "/games/saved.toml", expected="another game")
    assert history.load_working("a").origin is None  # the slot holds something else
    history.note_working_origin("a", "/games/saved.toml", expected="game")
    after = history.load_working("a")
    assert after.origin == "/games/saved.toml" and after.updated_at == before.updated_at


def test_imported_games_in_progress_keep_their_time_and_never_replace_a_slot(history):
    history.save_working("a", "newer")
    at = datetime(2025, 5, 1, 20, 0)
    added = history.import_working(
        [WorkingGame("a", "older", at), WorkingGame("b", "imported", at, "/games/b.toml")]
    )
    assert added == 1
    assert history.load_working("a").toml == "newer"
    assert history.load_working("b") == WorkingGame("b", "imported", at, "/games/b.toml")


def test_many_games_record_quickly_in_one_transaction(history):
    ids = history.record_many([(g, None) for g in games(30)])
    assert len(ids) == 30 == history.count_games()
