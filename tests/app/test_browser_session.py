"""The app as `fathom-score serve` runs it for one browser: opened on one player's board
(`--player`), exports handed to the browser as downloads, the host's files out of reach.

Textual's own web driver is not used here (tests/browser drives a real browser): a browser
session is the app with `in_browser` true, and `deliver_text` is recorded."""

from __future__ import annotations

import shutil

import pytest
from conftest import GAMES, SMALL, notifications, screen_text, settle

from fathom_score.app import FathomApp
from fathom_score.app.screens.help import key_rows
from fathom_score.cli.commands import main
from fathom_score.gamefile import load_game, parse_game
from fathom_score.table import storage


@pytest.fixture
def in_browser(monkeypatch):
    monkeypatch.setattr(FathomApp, "in_browser", property(lambda app: True))


def browser_session(path, game) -> FathomApp:
    app = FathomApp(path, game, cursor_blink=False)
    app.delivered = []

    def deliver_text(path_or_file, **kwargs):
        app.delivered.append((path_or_file.read(), kwargs))
        return "key"

    app.deliver_text = deliver_text
    return app


def example(tmp_path):
    path = tmp_path / "expedition-2.toml"
    shutil.copy(GAMES / "expedition-2.toml", path)
    return path, load_game(path)


async def test_the_player_option_opens_that_players_board(tmp_path):
    path, game = example(tmp_path)
    app = FathomApp(path, game, player="priya", cursor_blink=False)  # any case
    async with app.run_test(size=SMALL) as pilot:
        await settle(pilot)
        assert app.screen.player == 2
        assert "Priya" in screen_text(app).split("Table:")[0].split("│", 1)[1]


async def test_an_unknown_player_is_named_and_the_first_board_shown(tmp_path):
    path, game = example(tmp_path)
    app = FathomApp(path, game, player="Zed", cursor_blink=False)
    seen = notifications(app)
    async with app.run_test(size=SMALL) as pilot:
        await settle(pilot)
        assert app.screen.player == 0
    assert any(
        "No player called 'Zed'" in message and "Noor, Otto, Priya, Quinn" in message
        for message in seen
    )


def test_the_command_line_passes_the_player_on(monkeypatch, tmp_path):
    path, _ = example(tmp_path)
    opened = []
    monkeypatch.setattr(
        "fathom_score.app.run_app",
        lambda path, game, player=None, host=False, cell=None: opened.append((path, player)) or 0,
    )
    assert main(["--player", "Otto", str(path)]) == 0
    assert main([str(path), "--player=Quinn"]) == 0
    assert opened == [(path, "Otto"), (path, "Quinn")]
    assert main(["--player"]) == 2


async def test_in_a_browser_an_export_is_a_download_and_no_file_is_written(tmp_path, in_browser):
    path, game = example(tmp_path)
    app = browser_session(path, game)
    async with app.run_test(size=SMALL) as pilot:
        await settle(pilot)
        app.screen.action_export("markdown")
        await pilot.pause()
        assert app.screen.query_one("#path").value == "expedition-2-scorepad.md"
        await pilot.press("enter")
        await pilot.pause()
    [(text, options)] = app.delivered
    assert options["save_filename"] == "expedition-2-scorepad.md"
    assert options["mime_type"] == "text/markdown"
    assert "| Total | 69 | 49 | 39 | 49 |" in text
    assert sorted(p.name for p in tmp_path.iterdir()) == ["expedition-2.toml"]


async def test_in_a_browser_the_hosts_files_cannot_be_opened(tmp_path, in_browser):
    path, game = example(tmp_path)
    app = browser_session(path, game)
    seen = notifications(app)
    async with app.run_test(size=SMALL) as pilot:
        await settle(pilot)
        screens = len(app.screen_stack)
        app.action_open()
        await pilot.pause()
        assert len(app.screen_stack) == screens  # no path dialog
    assert sum("a browser cannot reach the host's files" in m for m in seen) == 1


async def test_in_a_browser_save_as_downloads_the_game_file(tmp_path, in_browser):
    path, game = example(tmp_path)
    app = browser_session(path, game)
    async with app.run_test(size=SMALL) as pilot:
        await settle(pilot)
        app.screen.action_save_as()
        await pilot.pause()
        assert app.screen.query_one("#path").value == "expedition-2.toml"
        app.screen.query_one("#path").value = "tonight"
        await pilot.press("enter")
        await pilot.pause()
    [(text, options)] = app.delivered
    assert options["save_filename"] == "tonight.toml"
    assert options["mime_type"] == "application/toml"
    assert parse_game(text, "the download") == game
    assert sorted(p.name for p in tmp_path.iterdir()) == ["expedition-2.toml"]  # host: as was


async def test_in_a_browser_no_other_sessions_autosave_is_offered(tmp_path, in_browser):
    path, game = example(tmp_path)
    # Another session's newer autosave of the same game (the terminal app would offer it).
    from fathom_score.table.session import Session

    other = Session(game, path)
    other.enter(0, "E1", "yellow coral")
    other.autosave_if_due()
    assert storage.newer_autosave(path, load_game(path)) is not None
    app = browser_session(path, load_game(path))
    async with app.run_test(size=SMALL) as pilot:
        await settle(pilot)
        assert type(app.screen).__name__ == "EditorScreen"


# A served page shows and changes only its table's game: the history (F6), finishing and
# recording (F9) and the host's autosaved games are the host's terminal's.


def _the_hosts_history() -> int:
    from fathom_score.history import History

    with History.open() as history:
        history.record(load_game(GAMES / "expedition-1.toml"))
        return history.count_games()


async def test_in_a_browser_the_history_and_finishing_are_not_offered_and_refused(
    tmp_path, in_browser
):
    from fathom_score.history import History

    recorded = _the_hosts_history()
    path, game = example(tmp_path)
    app = browser_session(path, game)
    told = notifications(app)
    async with app.run_test(size=SMALL) as pilot:
        await settle(pilot)
        editor = app.screen
        footer = {b.binding.action for b in editor.active_bindings.values() if b.binding.show}
        assert not footer & {"history", "finish"} and "save" in footer
        palette = {command.title for command in app.commands_for(editor)}
        assert not palette & {"History", "Finish game"} and "Save" in palette
        ids = {row[3] for row in key_rows(app)}
        assert "app.history" not in ids and "game.finish" not in ids and "game.save" in ids
        for key in ("f6", "f9"):
            await pilot.press(key)
            await settle(pilot)
            assert app.screen is editor, key
        app.action_history()  # nor from anywhere else
        editor.action_finish()
        await settle(pilot)
        assert app.screen is editor
    assert len(told) == 4 and all("host's terminal" in message for message in told), told
    assert "fathom-score record" in told[1]
    with History.open() as history:
        assert history.count_games() == recorded


async def test_in_a_browser_the_new_game_screen_shows_nothing_of_the_hosts_games(in_browser):
    from fathom_score.table.session import Session

    _the_hosts_history()
    unfinished = Session(load_game(GAMES / "expedition-3.toml"))
    unfinished.autosave()  # a game of the host's, never finished
    app = browser_session(None, None)
    async with app.run_test(size=SMALL) as pilot:
        await settle(pilot)
        screen = app.screen
        assert type(screen).__name__ == "NewGameScreen"
        text = screen_text(app)
        assert "Resume an autosaved game" not in text and "History" not in text
        for player in load_game(GAMES / "expedition-3.toml").players:
            assert player.name not in text
        assert screen.known_names.names == []  # the history's players are not offered


async def test_in_a_browser_opening_a_file_is_not_offered_and_its_key_is_refused(in_browser):
    app = browser_session(None, None)
    told = notifications(app)
    async with app.run_test(size=SMALL) as pilot:
        await settle(pilot)
        screen = app.screen
        assert type(screen).__name__ == "NewGameScreen"
        text = screen_text(app)
        assert "Open a game file" not in text and "^o" not in text
        palette = {command.title for command in app.commands_for(screen)}
        assert "Open game file" not in palette and "New game" in palette
        ids = {row[3] for row in key_rows(app)}
        assert "app.open" not in ids and "app.new_game" in ids
        await pilot.press("ctrl+o")
        await settle(pilot)
        assert app.screen is screen  # no path dialog
    assert len(told) == 1 and "a browser cannot reach the host's files" in told[0], told


async def test_in_a_browser_the_keys_screen_shows_no_ids_and_no_keys_a_page_lacks(in_browser):
    from fathom_score.app.screens.help import HelpScreen

    app = browser_session(None, None)
    async with app.run_test(size=(160, 60)) as pilot:
        await settle(pilot)
        await pilot.press("f1")
        await settle(pilot)
        assert isinstance(app.screen, HelpScreen)
        shown = "".join(screen_text(app).split())  # every word, however the rows wrap
        # A page cannot remap its keys (keymap.toml is the host's): no ids, no remapping.
        for hidden in ("app.help", "new_game.delete_autosave", "Bindingid", "keymap.toml"):
            assert hidden not in shown, hidden
        assert "Newgame" in shown and "^q" in shown  # the keys themselves are there, as shown
        # Nor the keys of what a page does not have: the autosaved games, the history.
        ids = {row[3] for row in key_rows(app)}
        for lacking in ("new_game.delete_autosave", "editor.restore", "restore.yes", "finish.yes"):
            assert lacking not in ids, lacking
        assert not {i for i in ids if i.startswith(("history.", "play."))}
        assert "editor.undo" in ids and "scorepad.reveal" in ids
