"""Finishing a game into the history, and the History screen: statistics, changes, BG Stats."""

from __future__ import annotations

import json
import re
from dataclasses import replace
from datetime import date, datetime

import pytest
from conftest import (
    SMALL,
    example_path,
    game_from,
    make_app,
    notifications,
    screen_text,
    settle,
)
from rich.console import Console

from fathom_score.app.dialogs.finish_dialog import FinishDialog
from fathom_score.app.dialogs.play_dialog import PlayDialog
from fathom_score.app.screens.editor import EditorScreen
from fathom_score.app.screens.help import key_table
from fathom_score.app.screens.history import HistoryScreen, Query, _parse_filter
from fathom_score.app.screens.new_game import NewGameScreen
from fathom_score.gamefile import load_game
from fathom_score.history import Filters, History, database_file
from fathom_score.scoring import score_game
from kit.keys import keys_for

TWO = (
    'version = 1\nexpedition = 1\n[[players]]\nname = "Ana"\n[players.zones]\n'
    'A1 = "red coral"\nA2 = "red coral"\n[[players]]\nname = "Ben"\n[players.zones]\n'
    'A1 = "blue coral"\n'
)


async def open_history(pilot) -> None:
    """From the app's first screen, F6: the History screen, its figures read."""
    await settle(pilot)
    await pilot.press("f6")
    await settle(pilot)


async def test_finishing_a_game_records_it_and_opens_the_history_on_it():
    path = example_path(2)
    game = load_game(path)
    app = make_app(path, game)
    async with app.run_test(size=SMALL) as pilot:
        await settle(pilot)
        await pilot.press("f9")
        assert isinstance(app.screen, FinishDialog)
        await pilot.press("y")
        await settle(pilot)
        assert isinstance(app.screen, HistoryScreen)
        text = screen_text(app)
        assert "1 game, newest first" in text
    expected = score_game(game)
    with History.open() as history:
        [recorded] = history.games()
        totals = {seat.name: seat.total for seat in recorded.seats}
    assert totals == {p.name: p.total for p in expected.players}
    assert recorded.expedition == 2


async def test_finishing_the_same_boards_again_asks_before_a_second_record():
    game = game_from(TWO)
    with History.open() as history:
        first = history.record(game)
    app = make_app(None, game)
    async with app.run_test(size=SMALL) as pilot:
        await settle(pilot)
        await pilot.press("f9", "y")
        await settle(pilot)
        assert isinstance(app.screen, FinishDialog) and app.screen.again == first
        await pilot.press("y")
        await settle(pilot)
    with History.open() as history:
        assert history.count_games() == 2


async def test_not_yet_records_nothing():
    app = make_app(None, game_from(TWO))
    async with app.run_test(size=SMALL) as pilot:
        await settle(pilot)
        await pilot.press("f9", "n")
        await settle(pilot)
        assert isinstance(app.screen, EditorScreen)
    assert not database_file().exists() or History.open().count_games() == 0


def _record_three() -> list[int]:
    with History.open() as history:
        return [
            history.record(
                game_from(TWO.replace('A2 = "red coral"\n', extra)),
                played_at=datetime(2026, 10, day),
            )
            for day, extra in (
                (1, ""),
                (2, 'A2 = "red coral"\n'),
                (3, 'A2 = "red coral"\nA3 = "red coral"\n'),
            )
        ]


async def test_played_wrong_and_delete_change_the_statistics_and_undo_brings_a_game_back():
    ids = _record_three()
    app = make_app()
    async with app.run_test(size=SMALL) as pilot:
        await open_history(pilot)
        screen = app.screen
        assert isinstance(screen, HistoryScreen)
        assert screen.selected == ids[-1]  # the newest game is first
        await pilot.press("tab", "w")  # from the filter to the games
        with History.open() as history:
            [ana] = [s for s in history.player_stats() if s.name == "Ana"]
            assert ana.games == 2
        await pilot.press("down", "delete")
        with History.open() as history:
            assert history.count_games() == 2
        await pilot.press("u")
        with History.open() as history:
            assert history.count_games() == 3


async def test_editing_a_recorded_game_replaces_its_record():
    ids = _record_three()
    app = make_app()
    async with app.run_test(size=SMALL) as pilot:
        await open_history(pilot)
        await pilot.press("tab", "e")
        await settle(pilot)
        assert isinstance(app.screen, EditorScreen)
        assert app.session.recorded_as == ids[-1]
        await pilot.press("delete")  # clear A1 of Ana's board
        await settle(pilot)
        await pilot.press("f9")
        assert isinstance(app.screen, FinishDialog) and app.screen.replaces == ids[-1]
        await pilot.press("y")
        await settle(pilot)
    with History.open() as history:
        assert history.count_games() == 3
        game = history.game(ids[-1])
        ana = next(s for s in game.seats if s.name == "Ana")
        assert ana.total == score_game(app.session.game).players[0].total


async def test_bg_stats_shows_the_play_of_the_selected_game():
    _record_three()
    app = make_app()
    async with app.run_test(size=SMALL) as pilot:
        await open_history(pilot)
        await pilot.press("tab", "b")
        await settle(pilot)
        dialog = app.screen
        assert isinstance(dialog, PlayDialog)
        assert dialog.link.startswith("bgstats://app.bgstatsapp.com/addPlay.html?data=")
        play = json.loads(dialog.text)
        assert play["playDate"].startswith("2026-10-03")
        assert {p["name"]: p["winner"] for p in play["players"]} == {"Ana": True, "Ben": False}


async def test_the_new_game_screen_completes_names_the_history_knows():
    _record_three()
    app = make_app()
    async with app.run_test(size=SMALL) as pilot:
        await settle(pilot)
        assert isinstance(app.screen, NewGameScreen)
        await pilot.press("tab")  # from the expedition list to the first name
        await pilot.press("b")
        await settle(pilot)
        await pilot.press("right")  # takes the completion
        assert app.screen.query_one("#name-0").value == "Ben"


async def test_a_damaged_history_is_reported_on_the_screen_not_raised(home):
    home.mkdir(parents=True, exist_ok=True)
    database_file().write_bytes(b"this is not a database" * 100)
    app = make_app()
    async with app.run_test(size=SMALL) as pilot:
        await open_history(pilot)
        assert isinstance(app.screen, HistoryScreen)
        assert "damaged" in screen_text(app)
    assert database_file().read_bytes() == b"this is not a database" * 100


def test_the_filter_reads_a_name_an_expedition_dates_and_a_head_to_head():
    assert _parse_filter("ana e2") == Query(Filters(player="ana", expedition=2))
    assert _parse_filter("Mary Ann") == Query(Filters(player="Mary Ann"))
    assert _parse_filter("") == Query(Filters())
    assert _parse_filter("2026-02") == Query(
        Filters(since=date(2026, 2, 1), until=date(2026, 2, 28))
    )
    assert _parse_filter("ana 2025 2026-03-04") == Query(
        Filters(player="ana", since=date(2025, 1, 1), until=date(2026, 3, 4))
    )
    assert _parse_filter("2026-12") == Query(
        Filters(since=date(2026, 12, 1), until=date(2026, 12, 31))
    )
    assert _parse_filter("ana vs ben e3") == Query(Filters(player="ana", expedition=3), "ben")
    assert _parse_filter("2026-13") == Query(Filters(player="2026-13"))  # no such month


async def test_the_figures_line_shows_each_expedition_or_the_head_to_head_asked_for():
    _record_three()
    app = make_app()
    async with app.run_test(size=SMALL) as pilot:
        await open_history(pilot)
        figures = str(app.screen.query_one("#figures").content)
        assert figures.startswith("E1: 3 games, avg ")
        app.screen.query_one("#filter").value = "ana vs ben 2026-10"
        await pilot.press("tab", "shift+tab")  # into the filter line
        app.screen.query_one("#filter").focus()
        await pilot.press("enter")
        await settle(pilot)
        figures = str(app.screen.query_one("#figures").content)
        # Game 1 is a tie (1 point each: a shared win), then Ana by 3 (a pair, 4 - 1) and by 8.
        assert figures == ("Ana vs Ben: 3 games, wins 3–1, ahead 2–0, by +3.7 a game on average"), (
            figures
        )
        title = str(app.screen.query_one("#games-title").content)
        assert title.startswith("3 games with ana vs ben from 2026-10-01 to 2026-10-31"), title


async def test_a_filter_typed_as_the_screen_opens_goes_into_the_filter_and_changes_nothing():
    # On the games list, w marks a game played wrong, e opens it, u undoes: typed names run
    # them (`owen`, `eva`, `tao vs uma`).
    _record_three()
    app = make_app()
    told = notifications(app)
    async with app.run_test(size=SMALL) as pilot:
        await open_history(pilot)
        await pilot.press(*keys_for("owen eva tao vs uma"))
        await settle(pilot)
        assert isinstance(app.screen, HistoryScreen)
        assert app.screen.query_one("#filter").value == "owen eva tao vs uma"
        assert "Nothing" not in screen_text(app)
        await pilot.press("down")  # on to the games, the filter as typed
        assert app.screen.focused is app.screen.query_one("#games")
    assert told == []
    with History.open() as history:
        assert [g.played_wrong for g in history.games()] == [False] * 3


async def test_the_games_keys_act_only_on_the_games_list():
    _record_three()
    app = make_app()
    told = notifications(app)
    async with app.run_test(size=SMALL) as pilot:
        await open_history(pilot)
        screen = app.screen
        screen.query_one("#players").focus()
        await pilot.press("w", "delete", "u", "b", "c", "e")
        await settle(pilot)
        assert app.screen is screen and not screen.query_one("#chart").by_category
        assert told == []
        with History.open() as history:
            assert history.count_games() == 3
        await pilot.press("shift+tab")  # from the players to the games: the keys work there
        assert screen.focused is screen.query_one("#games")
        await pilot.press("c")
        assert screen.query_one("#chart").by_category


def _told_about_game_3(message: str) -> bool:
    return all(part in message for part in ("#3", "2026-10-03", "Ana", "Ben"))


async def test_every_change_is_told_naming_the_game_and_u_undoes_it():
    ids = _record_three()
    app = make_app()
    told = notifications(app)
    async with app.run_test(size=SMALL) as pilot:
        await open_history(pilot)
        await pilot.press("tab")  # the filter has the focus: on to the games
        await pilot.press("w")
        [marked] = told
        assert _told_about_game_3(marked) and "played wrong" in marked and "u: undo" in marked
        await pilot.press("w")  # again: counted again, and said
        assert _told_about_game_3(told[-1]) and "counted" in told[-1]
        with History.open() as history:
            assert not history.game(ids[-1]).played_wrong
        await pilot.press("u")  # undoes the second w: played wrong again
        assert "Undone" in told[-1] and _told_about_game_3(told[-1])
        # Not "Undone: …: marked played wrong", which read as the marking undone.
        assert "marked played wrong again" in told[-1]
        with History.open() as history:
            assert history.game(ids[-1]).played_wrong
        await pilot.press("u")  # and the first: counted
        with History.open() as history:
            assert not history.game(ids[-1]).played_wrong
        await pilot.press("delete")
        assert _told_about_game_3(told[-1]) and "deleted" in told[-1] and "u: undo" in told[-1]
        with History.open() as history:
            assert history.count_games() == 2
        await pilot.press("u")
        assert _told_about_game_3(told[-1]) and "back" in told[-1]
        with History.open() as history:
            assert history.count_games() == 3
        await pilot.press("u")
        assert told[-1] == "Nothing changed here to undo"


async def test_an_edited_game_replacing_its_record_is_told_and_u_puts_the_record_back():
    ids = _record_three()
    with History.open() as history:
        recorded = history.game_text(ids[-1])
    app = make_app()
    told = notifications(app)
    async with app.run_test(size=SMALL) as pilot:
        await open_history(pilot)
        await pilot.press("tab", "e")
        await settle(pilot)
        app.session.set_zone(0, "A1", None)
        await pilot.press("f9", "y")
        await settle(pilot)
        assert isinstance(app.screen, HistoryScreen)
        assert _told_about_game_3(told[-1]) and "replaced" in told[-1]
        assert "u: undo" in told[-1]
        with History.open() as history:
            assert history.game_text(ids[-1]) != recorded
        await pilot.press("u")
        await settle(pilot)
        assert "Undone" in told[-1] and _told_about_game_3(told[-1])
    with History.open() as history:
        assert history.game_text(ids[-1]) == recorded


async def test_the_games_keys_are_on_the_keys_screen_and_can_be_remapped(home):
    home.mkdir(parents=True)
    (home / "keymap.toml").write_text('[keys]\n"history.played_wrong" = "x"\n')
    ids = _record_three()
    app = make_app()
    told = notifications(app)
    async with app.run_test(size=SMALL) as pilot:
        await open_history(pilot)
        await pilot.press("tab", "x")
        with History.open() as history:
            assert history.game(ids[-1]).played_wrong
        assert "x again or u: undo" in told[-1]
        keys = Console(width=200, record=True)
        keys.print(key_table(app))
        assert re.search(r"\bx\s+Played wrong\s+history.played_wrong", keys.export_text())
    assert not [m for m in told if "unknown binding id" in m]


@pytest.mark.parametrize("size", [(80, 24), (100, 30), (120, 40)])
async def test_the_bg_stats_dialog_shows_the_push_link_and_its_keys_whole(size):
    _record_three()
    app = make_app()
    async with app.run_test(size=size) as pilot:
        await open_history(pilot)
        await pilot.press("tab", "b")
        await settle(pilot)
        dialog = app.screen
        assert isinstance(dialog, PlayDialog)
        rows = screen_text(app).splitlines()
        hint = ("o: open in BG Stats", "l: copy the link", "j: copy the JSON", "Esc: close")
        assert any(all(key in row for key in hint) for row in rows), "\n".join(rows)
        # The link as the screen shows it, wrapped: its lines, read inside the link's region.
        region = dialog.query_one("#play-link").content_region
        shown = "".join(
            row[region.x : region.right].strip() for row in rows[region.y : region.bottom]
        )
        assert shown == dialog.link


FOUR = ("Noor", 69), ("Otto", 49), ("Priya", 39), ("Quinn", 49)  # the Expedition 2 example
LONG = ("Maximilian", 69), ("Annabelle", 49), ("Christopher", 39), ("Genevieve", 49)


def _record_four_player_games() -> None:
    game = load_game(example_path(2))
    long = replace(
        game, players=tuple(replace(p, name=name) for p, (name, _) in zip(game.players, LONG))
    )
    with History.open() as history:
        history.record(game, played_at=datetime(2026, 10, 1))
        history.record(long, played_at=datetime(2026, 10, 2))


def _every_player_shown(app) -> None:
    """Every player's total in the games list, after their name: whole, or where the list is
    too narrow for it, shortened (at least four letters of it left); nothing hidden."""
    table = app.screen.query_one("#games")
    region = table.content_region
    rows = [
        row[region.x : region.right]
        for row in screen_text(app).splitlines()[region.y : region.bottom]
    ]
    for name, total in FOUR + LONG:
        assert re.search(rf"\b({name}|{name[:4]}\w*…) {total}\b", " ".join(rows)), (
            f"{name} {total}:\n" + "\n".join(rows)
        )
    assert table.max_scroll_x == 0


@pytest.mark.parametrize("size", [(80, 24), (100, 30), (120, 40)])
async def test_the_games_list_shows_every_player_of_a_four_player_game(size):
    _record_four_player_games()
    app = make_app()
    async with app.run_test(size=size) as pilot:
        await open_history(pilot)
        _every_player_shown(app)


async def test_the_games_list_lays_its_players_out_again_when_the_terminal_is_resized():
    _record_four_player_games()
    app = make_app()
    async with app.run_test(size=(160, 40)) as pilot:
        await open_history(pilot)
        await pilot.press("tab", "down")  # the cursor on the second game
        await pilot.resize_terminal(80, 24)
        await settle(pilot)
        _every_player_shown(app)
        assert app.screen.selected == 1


async def test_the_line_under_the_list_says_when_a_filter_matches_nothing_and_clears_after():
    _record_three()
    app = make_app()
    async with app.run_test(size=SMALL) as pilot:
        await open_history(pilot)
        await pilot.press(*keys_for("ana 2025"), "enter")
        await settle(pilot)
        message = app.screen.query_one("#message")
        assert str(message.content) == "No game matches the filter"
        app.screen.query_one("#filter").value = ""
        app.screen.query_one("#filter").focus()
        await pilot.press("enter")
        await settle(pilot)
        assert str(message.content) == ""


async def test_a_history_of_games_played_wrong_is_not_said_to_have_none():
    """Every game marked played wrong: the chart said "No games yet" beside the games list."""
    ids = _record_three()
    with History.open() as history:
        for game_id in ids:
            history.mark_played_wrong(game_id, True)
    app = make_app()
    async with app.run_test(size=SMALL) as pilot:
        await open_history(pilot)
        text = screen_text(app)
        assert "played wrong" in text and "No games yet" not in text
        assert "No game counted" in text
