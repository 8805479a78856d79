"""The bugs a table tripped over (issue 8, part 1), each driven through the real app by keys."""

from __future__ import annotations

from textual.widgets import Input

from fathom_score.app.screens.editor import EditorScreen
from fathom_score.app.screens.new_game import NewGameScreen
from fathom_score.app.widgets.board import BoardView

from conftest import SMALL, game_from, make_app, type_entries

TWO_PLAYERS = 'version = 1\nexpedition = 1\n[[players]]\nname = "Ana"\n[[players]]\nname = "Ben"\n'


def editor_app():
    return make_app(None, game_from(TWO_PLAYERS))


# Bug 2: one screen's styles must not reach another screen's widgets of the same id.

async def start_two_players(pilot) -> None:
    await pilot.pause()
    for key in ("A", "n", "a", "tab", "tab", "B", "e", "n"):
        await pilot.press(key)
    await pilot.press("f10")
    await pilot.pause()
    assert isinstance(pilot.app.screen, EditorScreen)


async def test_the_new_game_rows_keep_their_height_after_the_editor_was_shown():
    app = make_app()
    async with app.run_test(size=SMALL) as pilot:
        await start_two_players(pilot)
        await pilot.press("ctrl+n")
        await pilot.pause()
        assert isinstance(app.screen, NewGameScreen)
        await pilot.press("A", "n", "a")
        assert app.screen.query_one("#players").size.height == 7
        name = app.screen.query_one("#name-0", Input)
        assert name.value == "Ana" and name.size.height == 1


async def test_the_editor_shows_the_whole_board_and_score_after_the_new_game_screen():
    app = editor_app()
    async with app.run_test(size=SMALL) as pilot:
        await pilot.pause()
        await pilot.press("ctrl+n")
        await start_two_players(pilot)
        assert app.screen.query_one("#players").size.height == 2
        main = app.screen.query_one("#main").region
        board = app.screen.query_one(BoardView)
        # The board and the score column are drawn whole: nothing hangs below the pane.
        assert board.region.bottom <= main.bottom
        assert board.virtual_size.height <= board.region.height
        score = app.screen.query_one("#score")
        assert score.region.bottom <= main.bottom


# Bug 1: Enter in a name field goes on to the next player; only the Start control starts.

async def test_enter_in_a_name_field_moves_on_and_never_starts_the_game():
    app = make_app()
    async with app.run_test(size=SMALL) as pilot:
        await pilot.pause()
        await pilot.press("A", "n", "a", "tab", "tab", "B", "e", "n", "enter")
        assert isinstance(app.screen, NewGameScreen)
        assert app.focused.id == "name-2"
        await pilot.press("C", "l", "e", "o", "enter")
        assert app.focused.id == "name-3"
        await pilot.press("enter")   # no fourth player: on to the Start control
        assert isinstance(app.screen, NewGameScreen)
        assert app.focused.id == "start"
        await pilot.press("enter")
        await pilot.pause()
        assert isinstance(app.screen, EditorScreen)
        assert [p.name for p in app.session.game.players] == ["Ana", "Ben", "Cleo"]


async def test_the_start_control_is_a_visible_button_that_a_click_presses():
    app = make_app()
    async with app.run_test(size=SMALL) as pilot:
        await pilot.pause()
        await pilot.press("A", "n", "a", "enter", "B", "e", "n")
        await pilot.click("#start")
        await pilot.pause()
        assert isinstance(app.screen, EditorScreen)
        assert [p.name for p in app.session.game.players] == ["Ana", "Ben"]


# Bug 4: an error is about the text in the field; once the field is empty it goes.

async def test_clearing_the_field_after_a_refused_entry_clears_the_error():
    app = editor_app()
    async with app.run_test(size=SMALL) as pilot:
        await pilot.pause()
        await pilot.press(*"gc@e", "enter")    # a camera: Expedition 2's, refused here
        message = app.screen.query_one("#message")
        assert "✗ Not entered" in str(message.render())
        await pilot.press(*["backspace"] * 4)
        assert app.screen.query_one("#entry", Input).value == ""
        assert "✗" not in str(message.render())
        assert not message.has_class("error")
