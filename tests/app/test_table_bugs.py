"""The bugs a table tripped over (issue 8, part 1), each driven through the real app by keys."""

from __future__ import annotations

import pytest
from conftest import SMALL, game_from, make_app, settle, type_entries
from textual import events
from textual.widgets import Input

from fathom_score.app.screens.editor import EditorScreen
from fathom_score.app.screens.new_game import NewGameScreen
from fathom_score.app.widgets.board import BoardView
from fathom_score.gamefile.notation import format_content

TWO_PLAYERS = 'version = 1\nexpedition = 1\n[[players]]\nname = "Ana"\n[[players]]\nname = "Ben"\n'


def editor_app():
    return make_app(None, game_from(TWO_PLAYERS))


# Bug 2: one screen's styles must not reach another screen's widgets of the same id.


async def start_two_players(pilot) -> None:
    await pilot.pause()
    for key in ("tab", "A", "n", "a", "tab", "tab", "B", "e", "n"):
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
        await pilot.press("tab", "A", "n", "a")
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
        await pilot.press("tab")  # from the expedition list to the first name
        await pilot.press("A", "n", "a", "tab", "tab", "B", "e", "n", "enter")
        assert isinstance(app.screen, NewGameScreen)
        assert app.focused.id == "name-2"
        await pilot.press("C", "l", "e", "o", "enter")
        assert app.focused.id == "name-3"
        await pilot.press("enter")  # no fourth player: on to the Start control
        assert isinstance(app.screen, NewGameScreen)
        assert app.focused.id == "start"
        await pilot.press("enter")
        await pilot.pause()
        assert isinstance(app.screen, EditorScreen)
        assert [p.name for p in app.session.game.players] == ["Ana", "Ben", "Cleo"]


async def test_names_typed_in_one_burst_each_land_in_their_own_field():
    # A browser (or a fast typist) hands the app every key at once: the keys after an Enter
    # belong to the next field, though the field before has not handled its own keys yet.
    app = make_app()
    async with app.run_test(size=SMALL) as pilot:
        await pilot.pause()
        # An arrow and a Backspace just before Enter still act on the field they were typed in.
        burst = [
            "down",
            "enter",
            *"Wrenn",
            "backspace",
            "enter",
            *"Yuki",
            "enter",
            *"Zo",
            "enter",
            "enter",
        ]
        for key in burst:
            app.post_message(events.Key(key, key if len(key) == 1 else None))
        await settle(pilot)
        assert [app.screen.query_one(f"#name-{i}", Input).value for i in range(4)] == [
            "Wren",
            "Yuki",
            "Zo",
            "",
        ]
        assert app.screen.query_one("#expedition").highlighted == 1  # Expedition 2
        assert app.focused.id == "start"


async def test_the_expedition_is_chosen_first_then_the_names():
    # The screen opens on the expedition list, as a table would fill it in from the top.
    app = make_app()
    async with app.run_test(size=SMALL) as pilot:
        await pilot.pause()
        assert app.focused.id == "expedition"
        await pilot.press("down", "enter")  # Expedition 2, then on to the names
        assert app.focused.id == "name-0"
        await pilot.press("A", "n", "a", "enter", "B", "e", "n", "f10")
        await pilot.pause()
        assert isinstance(app.screen, EditorScreen)
        assert app.session.game.expedition_number == 2
        assert [p.name for p in app.session.game.players] == ["Ana", "Ben"]


async def test_the_start_control_is_a_visible_button_that_a_click_presses():
    app = make_app()
    async with app.run_test(size=SMALL) as pilot:
        await pilot.pause()
        await pilot.press("enter", "A", "n", "a", "enter", "B", "e", "n")
        await pilot.click("#start")
        await pilot.pause()
        assert isinstance(app.screen, EditorScreen)
        assert [p.name for p in app.session.game.players] == ["Ana", "Ben"]


# Bug 4: an error is about the text in the field; once the field is empty it goes.


async def test_clearing_the_field_after_a_refused_entry_clears_the_error():
    app = editor_app()
    async with app.run_test(size=SMALL) as pilot:
        await pilot.pause()
        await pilot.press(*"gc@e", "enter")  # a camera: Expedition 2's, refused here
        message = app.screen.query_one("#message")
        assert "✗ Not entered" in str(message.render())
        await pilot.press(*["backspace"] * 4)
        assert app.screen.query_one("#entry", Input).value == ""
        assert "✗" not in str(message.render())
        assert not message.has_class("error")


# Bug 5: the keymap example on the keys screen shows its [keys] header, and a keymap file's
# unknown binding ids and key names are reported, not silently ignored.


async def test_the_keys_screen_shows_the_keymap_example_whole():
    app = editor_app()
    async with app.run_test(size=SMALL) as pilot:
        await pilot.pause()
        await pilot.press("f1")
        await pilot.pause()
        example = app.screen.query_one("#keymap-example")
        assert '[keys]\n  "editor.undo" = "ctrl+z,u"' in str(example.render())


async def test_unknown_binding_ids_and_keys_in_the_keymap_are_reported(home):
    home.mkdir(parents=True)
    (home / "keymap.toml").write_text(
        '[keys]\n"editor.scorepad" = "f9"\n'
        '"editor.undoo" = "u"\n"editor.redo" = "ctrl+yy"\n'
        '"dialog.cancel" = "ctrl+g"\n'
    )
    app = editor_app()
    async with app.run_test(size=SMALL) as pilot:
        await pilot.pause()
        await pilot.pause()
        messages = " ".join(n.message for n in app._notifications)
        assert "editor.undoo" in messages and "ctrl+yy" in messages
        assert "editor.scorepad" not in messages
        assert "dialog.cancel" not in messages  # the file dialog's: remapping it works
        await pilot.press("f9")  # what is right is still used
        await pilot.pause()
        assert type(app.screen).__name__ == "ScorepadScreen"


async def test_a_binding_written_without_the_keys_header_is_reported(home):
    # TOML reads `editor.undo = "u"` above any [keys] header as a table `editor`: it would
    # silently do nothing, so the app says so, and names any other table too.
    home.mkdir(parents=True)
    (home / "keymap.toml").write_text('editor.undo = "u"\n[colours]\nred = "crimson"\n')
    app = editor_app()
    async with app.run_test(size=SMALL) as pilot:
        await pilot.pause()
        await pilot.pause()
        messages = " ".join(n.message for n in app._notifications)
        assert "editor.undo is outside the [keys] table" in messages
        assert "colours.red is outside the [keys] table" in messages


# Bug 10: how to quit is on screen, and quitting says the game is autosaved.


async def test_quit_is_in_the_footer_and_quitting_says_the_game_is_autosaved(home):
    app = editor_app()
    async with app.run_test(size=SMALL) as pilot:
        await pilot.pause()
        footer_keys = [
            b.binding.action for b in app.screen.active_bindings.values() if b.binding.show
        ]
        assert "quit" in footer_keys
        await type_entries(pilot, "rc")
        await pilot.press("ctrl+q")
        await pilot.pause()
    assert app.return_code == 0
    assert f"autosaved, as {app.session.slot} in {home / 'history.sqlite3'}" in app.farewell
    assert "Resume an autosaved game" in app.farewell


async def test_the_new_game_screen_shows_how_to_quit():
    app = make_app()
    async with app.run_test(size=SMALL) as pilot:
        await pilot.pause()
        assert "Quit" in str(app.screen.query_one("#keys").render())


# Bug 11: the command palette lists each command once.


async def test_the_command_palette_lists_each_command_once():
    from textual.widgets import OptionList

    app = editor_app()
    async with app.run_test(size=SMALL) as pilot:
        await pilot.pause()
        await pilot.press("ctrl+p")
        await pilot.pause(0.3)
        options = app.screen.query_one(OptionList)
        titles = [
            str(options.get_option_at_index(i).prompt).split("\n")[0]
            for i in range(options.option_count)
        ]
    assert len(titles) == len(set(titles)), titles
    assert "Quit" in titles and "Keys" in titles
    for duplicate in ("Theme", "Screenshot"):
        assert duplicate not in titles


# Bug: keys that come faster than the screen takes them (a paste, a browser's burst of keys
# under `fathom-score serve`) ran two entries together: Enter, a binding, was run only once it
# had bubbled up to the app, and the field had taken the next entry's keys by then.


async def test_entries_typed_faster_than_the_screen_each_keep_their_own_text():
    from textual import events

    from fathom_score.table.session import Session

    app = editor_app()
    async with app.run_test(size=SMALL) as pilot:
        await pilot.pause()
        for key in [*"a1rc", "enter", *"b2yf", "enter", *"c3gc", "enter"]:
            # Straight into the app's queue, none waiting for the one before.
            character = "\r" if key == "enter" else key
            app.post_message(events.Key(key, character))
        await settle(pilot)
        typed_slowly = Session(game_from(TWO_PLAYERS))
        for entry in ("a1rc", "b2yf", "c3gc"):
            typed_slowly.enter(0, "A1", entry)
        assert app.session.game == typed_slowly.game
        assert len(app.session.game.players[0].board.zones) == 3
        assert app.screen.query_one("#entry", Input).value == ""


# Bug (issue 15's QA): the field's own editing keys (Backspace, Delete, ←, →, ctrl+u, …) are
# bindings, run only once the key has bubbled up to the app, while Enter is taken in its turn:
# `rcf` Backspace Enter in one burst entered red coral fish, the Backspace coming after it.


async def test_editing_keys_typed_just_before_enter_edit_the_entry_first():
    app = editor_app()
    async with app.run_test(size=SMALL) as pilot:
        await pilot.pause()
        for key in [
            *"a1rcf",
            "backspace",
            "enter",  # red coral at A1
            *"b2f",
            "left",
            "y",
            "enter",  # yellow fish at B2
            *"c3xx",
            "ctrl+u",
            *"c3gc",
            "enter",
        ]:  # green coral at C3
            app.post_message(events.Key(key, key if len(key) == 1 else None))
        await settle(pilot)
        board = app.session.game.players[0].board.zones
        zones = {zone: format_content(content) for zone, content in board.items()}
        assert zones == {"A1": "red coral", "B2": "yellow fish", "C3": "green coral"}
        assert app.screen.query_one("#entry", Input).value == ""


# Bug (issue 15's QA): an entry was entered when the screen got round to it, on the board and
# at the zone shown then: Page Down or an arrow typed just after Enter, in one burst, had moved
# on already, and Eli's last entry went onto Fern's board.


async def test_an_entry_goes_where_the_cursor_was_when_enter_was_typed():
    keys = [
        *"a1rc",
        "enter",
        "pagedown",
        *"a1gc",
        "enter",
        "down",
        *"yf",
        "enter",
        "pageup",
        *"g4bk",
        "enter",
        "up",
        *"rs",
        "enter",
    ]
    games = []
    for in_one_burst in (False, True):
        app = editor_app()
        async with app.run_test(size=SMALL) as pilot:
            await pilot.pause()
            for key in keys:
                if in_one_burst:  # straight into the app's queue, none waiting for the last
                    app.post_message(events.Key(key, key if len(key) == 1 else None))
                else:
                    await pilot.press(key)
                    await settle(pilot)
            await settle(pilot)
            games.append(
                [
                    {zone: format_content(content) for zone, content in player.board.zones.items()}
                    for player in app.session.game.players
                ]
            )
    typed_slowly, typed_at_once = games
    # ↓ from A2 (where the cursor moved on to) is B3; Page Up goes back to Ana's A1.
    assert typed_slowly == [
        {"A1": "red coral", "G4": "blue crustacean", "F4": "red cucumber"},
        {"A1": "green coral", "B3": "yellow fish"},
    ]
    assert typed_at_once == typed_slowly


async def test_an_entry_refused_in_a_burst_is_not_joined_to_the_next_ones():
    """Put back in the field, a refused run had the burst's next entries typed onto its end,
    and the whole was entered, once Page Down had come, on the next player's board."""
    app = editor_app()
    async with app.run_test(size=SMALL) as pilot:
        await pilot.pause()
        for key in [*"g4rcrc", "enter", *"a1rc", "enter", "pagedown", *"b1gc", "enter"]:
            app.post_message(events.Key(key, key if len(key) == 1 else None))
        await settle(pilot)
        boards = [
            {zone: format_content(content) for zone, content in player.board.zones.items()}
            for player in app.session.game.players
        ]
        assert boards == [{"A1": "red coral"}, {"B1": "green coral"}]
        assert app.screen.query_one("#entry", Input).value == ""


async def test_a_huge_paste_into_the_entry_field_is_refused_and_the_field_still_works():
    """10,000 characters of codes, pasted (a browser's page takes any paste), were previewed
    on every key, seconds each with the screen frozen; no entry is near that long."""
    from fathom_score.table.entry import LONGEST_ENTRY

    app = editor_app()
    async with app.run_test(size=SMALL) as pilot:
        await pilot.pause()
        field = app.screen.query_one("#entry", Input)
        app.post_message(events.Paste("rc" * 5000))
        await settle(pilot)
        assert len(field.value) <= LONGEST_ENTRY
        await pilot.press("ctrl+u", *"g4rc", "enter")
        await settle(pilot)
        assert format_content(app.session.game.players[0].board["G4"]) == "red coral"


# Bug (issue 15's QA): Tab moved the focus only once the list had taken it, and the app had
# handed the name typed just after it to the list by then: `Tab Ana Enter Ben Enter Enter` in
# one burst started a game of Ben alone (Ana lost in the expedition list).


@pytest.mark.parametrize("back", [False, True], ids=["tab", "shift+tab"])
async def test_a_name_typed_just_after_tab_goes_into_the_field_tab_went_to(back):
    app = make_app()
    async with app.run_test(size=SMALL) as pilot:
        await settle(pilot)
        assert app.focused.id == "expedition"
        burst = ["down", "tab", *"Ana", "enter", *"Ben", "tab", *"red"]
        if back:  # from Ben's colour back to his name
            burst += ["shift+tab", "end", *"ny"]
        for key in [*burst, "enter", *"Cleo"]:
            app.post_message(events.Key(key, key if len(key) == 1 else None))
        await settle(pilot)
        names = [app.screen.query_one(f"#name-{i}", Input).value for i in range(3)]
        assert names == ["Ana", "Benny" if back else "Ben", "Cleo"]
        assert app.screen.query_one("#colour-1", Input).value == "red"


# Bug (issue 15's QA): Esc gave the keys to the board only once the field had taken it, and
# the keys typed just after it had been handed to the field by then: `Esc d d x` in one
# burst typed "ddx" into the field. The same from the board back to typing with i or Enter.


async def test_keys_typed_just_after_esc_or_i_go_where_it_sent_them():
    game = game_from(
        TWO_PLAYERS.replace('name = "Ana"', 'name = "Ana"\n[players.zones]\nA3 = "blue fish"')
    )
    keys = [
        "escape",
        "d",
        "d",
        "delete",
        "i",
        *"rc",
        "enter",
        "escape",
        "x",
        "d",
        "u",
        "enter",
        *"gc",
        "enter",
    ]
    games = []
    for in_one_burst in (False, True):
        app = make_app(None, game)
        async with app.run_test(size=SMALL) as pilot:
            await settle(pilot)
            for key in keys:
                if in_one_burst:
                    app.post_message(events.Key(key, key if len(key) == 1 else None))
                else:
                    await pilot.press(key)
                    await settle(pilot)
            await settle(pilot)
            games.append(
                (
                    {
                        zone: format_content(content)
                        for zone, content in app.session.game.players[0].board.zones.items()
                    },
                    app.screen.query_one("#entry", Input).value,
                )
            )
    typed_slowly, typed_at_once = games
    # A3 cleared, red coral entered there (the cursor goes on to A4); Esc x goes SE to B5, d
    # finds no zone further east, u takes the red coral back (A3 empty again); Enter, then
    # green coral at B5.
    assert typed_slowly == ({"B5": "green coral"}, "")
    assert typed_at_once == typed_slowly
