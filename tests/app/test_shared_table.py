"""The app as a browser session of a served game (FATHOM_SCORE_JOIN_CODE set), headless: it
enters its player's board, shows the others read-only, and takes in another session's change
with no key pressed."""

from __future__ import annotations

import asyncio
from pathlib import Path

import pytest
from conftest import notifications, screen_text, settle, start_new_game

from fathom_score.app import FathomApp
from fathom_score.app.screens.new_game import NewGameScreen
from fathom_score.config.places import CODE_VARIABLE
from fathom_score.gamefile import dump_game
from fathom_score.model import Game, Player
from fathom_score.table import shared as shared_module
from fathom_score.table.shared import SharedSession, table_game

CODE = "AppTestCode"
PATIENCE = 10.0  # seconds: only ever a limit on a hang (the poll comes every 0.3 s)


def two_players() -> Game:
    return Game(1, (Player("Ana"), Player("Ben")))


def served_file(monkeypatch, tmp_path, code: str = CODE) -> Path:
    """Ana and Ben's game file, served under `code`: this process is a session of its table."""
    monkeypatch.setenv(CODE_VARIABLE, code)
    path = tmp_path / "table.toml"
    path.write_text(dump_game(two_players()), encoding="utf-8")
    return path


async def test_a_browser_session_enters_its_board_and_takes_in_the_others(monkeypatch, tmp_path):
    path = served_file(monkeypatch, tmp_path)
    app = FathomApp(path, two_players(), cursor_blink=False, player="Ana")
    async with app.run_test(size=(120, 40)) as pilot:
        await settle(pilot)
        assert "entering Ana's board" in screen_text(app)
        ben = SharedSession.join(CODE, two_players(), path, 1)
        assert ben.holds
        ben.session.enter(1, "A1", "rc")
        ben.share()
        waited = 0.0
        while app.session.game.players[1] != ben.session.game.players[1]:
            assert waited < PATIENCE, "Ben's board never reached Ana's session"
            await asyncio.sleep(0.05)
            waited += 0.05
        await pilot.press("pagedown")  # to Ben's board: shown, not entered here
        await settle(pilot)
        screen = screen_text(app)
        assert "Ben's board is entered on Ben's own device; here it is only shown" in screen
        app.screen.query_one("#entry").value = "b2yc"
        await pilot.press("enter")
        await settle(pilot)
        assert app.session.game.players[1] == ben.session.game.players[1]
        assert "Not entered: Ben's board is entered on" in screen_text(app)

        await pilot.press("pageup")  # back to Ana's own board: her entry reaches Ben
        app.screen.query_one("#entry").value = "c3gc"
        await pilot.press("enter")
        await settle(pilot)
        waited = 0.0
        while ben.session.game.players[0] != app.session.game.players[0]:
            assert waited < PATIENCE, "Ana's board never reached Ben's session"
            snapshot = ben.poll()
            if snapshot is not None:
                ben.take_in(snapshot)
            await asyncio.sleep(0.05)
            waited += 0.05
        assert app.session.game.players[0].board.zones
        ben.leave()
    app.table.leave()


async def test_a_second_browser_on_a_held_board_is_told_and_watches(monkeypatch, tmp_path):
    # The first holder beats no heart here: on a slow machine it must not expire mid-test.
    monkeypatch.setattr(shared_module, "EXPIRES_AFTER", 600.0)
    path = served_file(monkeypatch, tmp_path)
    first = SharedSession.join(CODE, two_players(), path, 0)
    assert first.holds
    app = FathomApp(path, two_players(), cursor_blink=False, player="Ana")
    told = notifications(app)
    async with app.run_test(size=(120, 40)) as pilot:
        await settle(pilot)
        assert not app.table.shared.holds
        assert any(
            "Ana's board is being entered in another browser that joined as Ana" in m for m in told
        ), told
        assert "watching" in screen_text(app)
        app.screen.query_one("#entry").value = "rc"
        await pilot.press("enter")
        await settle(pilot)
        assert app.session.game.players[0].board.zones == {}  # never overwrites


async def test_a_watching_phone_says_whose_board_it_shows_in_lines_of_words(monkeypatch, tmp_path):
    # Said as the screen was first drawn, before its message line had a width: it was wrapped
    # at one column, "F / a / y / ' / s / …", one letter a line.
    monkeypatch.setattr(shared_module, "EXPIRES_AFTER", 600.0)
    path = served_file(monkeypatch, tmp_path)
    first = SharedSession.join(CODE, two_players(), path, 0)
    assert first.holds
    app = FathomApp(path, two_players(), cursor_blink=False, player="Ana")
    async with app.run_test(size=(40, 38)) as pilot:  # a phone's terminal
        await settle(pilot)
        assert not app.table.shared.holds
        said = app.session.only_shown(0)
        region = app.screen.query_one("#message").region
        rows = screen_text(app).splitlines()[region.y : region.bottom]
        shown = " ".join(row[region.x : region.right].strip() for row in rows)
        assert shown.startswith(said.split(";")[0]), screen_text(app)
    app.table.leave()


@pytest.mark.parametrize("size", [(120, 40), (45, 30)], ids=["120x40", "45x30"])
async def test_a_page_opened_with_no_player_says_how_to_enter_a_board(monkeypatch, tmp_path, size):
    # The bare join link (served without a file, the only link there is at first) opened a
    # page that watched every board, with no word on how to join as a player.
    path = served_file(monkeypatch, tmp_path)
    app = FathomApp(path, two_players(), cursor_blink=False)
    async with app.run_test(size=size) as pilot:
        await settle(pilot)
        shown = " ".join(screen_text(app).split())
        assert "?player= and your name" in shown and "join form" in shown, screen_text(app)
    app.table.leave()
    host = FathomApp(path, two_players(), cursor_blink=False, host=True)
    async with host.run_test(size=size) as pilot:  # the host's page enters no board anyway
        await settle(pilot)
        assert "?player=" not in screen_text(host)
    host.table.leave()


# Served without a file: the first browser's new game becomes the table's game.


async def test_served_without_a_file_the_first_new_game_becomes_the_tables(monkeypatch):
    monkeypatch.setenv(CODE_VARIABLE, "NoFileCode1")
    app = FathomApp(cursor_blink=False, player="Ana")
    async with app.run_test(size=(120, 40)) as pilot:
        assert isinstance(app.screen, NewGameScreen)
        await start_new_game(pilot, ("Ana", "Ben"))
        await settle(pilot)
        assert app.table.shared is not None and app.table.shared.holds
        assert "entering Ana's board" in screen_text(app)
        stored = table_game("NoFileCode1")
        assert stored is not None and [p.name for p in stored.players] == ["Ana", "Ben"]
    app.table.leave()

    # A browser that comes later opens the table's game at once, on its player's board.
    later = FathomApp(cursor_blink=False, player="Ben")
    async with later.run_test(size=(120, 40)) as pilot:
        await settle(pilot)
        assert not isinstance(later.screen, NewGameScreen)
        assert "entering Ben's board" in screen_text(later)
        assert later.session.game == stored
    later.table.leave()


async def test_a_new_game_started_after_another_browser_started_the_tables_joins_that_one(
    monkeypatch,
):
    monkeypatch.setenv(CODE_VARIABLE, "NoFileCode2")
    app = FathomApp(cursor_blink=False, player="Ben")
    told = notifications(app)
    async with app.run_test(size=(120, 40)) as pilot:
        assert isinstance(app.screen, NewGameScreen)
        # Meanwhile another browser starts the table's game.
        first = SharedSession.join("NoFileCode2", two_players(), None, 0)
        await start_new_game(pilot, ("Cleo", "Ben", "Dee"))
        await settle(pilot)
        assert app.session.game == two_players()
        assert any("Another browser started the table's game first" in m for m in told), told
        shared = app.table.shared
        assert shared is not None and shared.player == 1  # Ben, in the table's game
        first.leave()
    app.table.leave()


async def test_a_game_file_served_keeps_a_new_game_started_in_a_session_to_itself(
    monkeypatch, tmp_path
):
    path = served_file(monkeypatch, tmp_path, "FileCode123")
    app = FathomApp(path, two_players(), cursor_blink=False, player="Ana")
    async with app.run_test(size=(120, 40)) as pilot:
        await settle(pilot)
        assert app.table.shared is not None
        await pilot.press("ctrl+n")
        await start_new_game(pilot, ("Xan", "Yul"))
        await settle(pilot)
        assert app.table.shared is None and app.table.left
        assert table_game("FileCode123") == two_players()  # the table's game is untouched


@pytest.mark.parametrize("size", [(120, 40), (45, 30)], ids=["120x40", "45x30"])
@pytest.mark.parametrize("name", ["Anna", "N" * 5000])
async def test_a_page_for_a_player_the_game_does_not_have_enters_no_board(
    monkeypatch, tmp_path, name, size
):
    """?player=Anna (a slip) said there was no such player, then entered the first player's
    board: it became its holder, and Ana's own page, opened later, only watched. A name of
    5,000 letters (the link's) filled half the page with its notice."""
    path = served_file(monkeypatch, tmp_path)
    app = FathomApp(path, two_players(), cursor_blink=False, player=name)
    told = notifications(app)
    async with app.run_test(size=size) as pilot:
        await settle(pilot)
        assert "watching every board" in screen_text(app) or size[0] < 100  # a phone's: cut
        said = [message for message in told if message.startswith("No player called")]
        assert len(said) == 1 and name[:20] in said[0] and len(said[0]) < 200, said
        # Said on the page too, where it stays once the notice has gone.
        app.clear_notifications()
        await settle(pilot)
        assert f"No player called '{name[:20]}" in " ".join(screen_text(app).split())
        ana = SharedSession.join(CODE, two_players(), path, 0)
        assert ana.holds
        ana.leave()
    app.table.leave()


async def test_the_hosts_page_shows_no_tap_pad_it_cannot_use(monkeypatch, tmp_path):
    monkeypatch.setattr(FathomApp, "is_web", property(lambda app: True))
    path = served_file(monkeypatch, tmp_path, "HostPadCode")
    host = FathomApp(path, two_players(), cursor_blink=False)  # no player: enters no board
    async with host.run_test(size=(120, 40)) as pilot:
        await settle(pilot)
        assert "watching every board" in screen_text(host)
        assert not host.screen.query_one("#pad-box").display
    host.table.leave()
    ana = FathomApp(path, two_players(), cursor_blink=False, player="Ana")
    async with ana.run_test(size=(120, 40)) as pilot:
        await settle(pilot)
        assert ana.screen.query_one("#pad-box").display  # a player's page has it at once
    ana.table.leave()


async def test_the_title_says_whose_board_is_shown_when_it_is_not_the_pages_own(
    monkeypatch, tmp_path
):
    path = served_file(monkeypatch, tmp_path, "TitleTabCode")
    app = FathomApp(path, two_players(), cursor_blink=False, player="Ana")
    async with app.run_test(size=(120, 40)) as pilot:
        await settle(pilot)
        assert "entering Ana's board" in screen_text(app)
        await pilot.press("pagedown")  # Ben's board shown: not the one entered here
        await settle(pilot)
        title = screen_text(app).splitlines()[0]
        assert "entering Ana's board" not in title and "showing Ben's board" in title, title
        await pilot.press("pageup")
        await settle(pilot)
        assert "entering Ana's board" in screen_text(app).splitlines()[0]
    app.table.leave()


async def test_each_board_keeps_its_own_cursor_on_a_served_page(monkeypatch, tmp_path):
    path = served_file(monkeypatch, tmp_path, "CursorTabCode")
    app = FathomApp(path, two_players(), cursor_blink=False, player="Ana")
    async with app.run_test(size=(120, 40)) as pilot:
        await settle(pilot)
        editor = app.screen
        zones = app.session.game.layout.zones
        editor.go_to(zones[5])  # Ana's cursor, on her own board
        await pilot.press("pagedown")  # Ben's board: its own cursor, not Ana's
        await settle(pilot)
        assert editor.cursor == zones[0]
        editor.go_to(zones[3])
        await pilot.press("pageup")  # back on Ana's board, where her cursor was
        await settle(pilot)
        assert editor.cursor == zones[5] and editor.board_view.cursor == zones[5]
        await pilot.press("pagedown")
        await settle(pilot)
        assert editor.cursor == zones[3]
    app.table.leave()
