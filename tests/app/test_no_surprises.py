"""No surprises, round two (issue 15): the new-game screen, resuming and the board editor, each
driven through the real app."""

from __future__ import annotations

import asyncio
import re
from datetime import timedelta

import pytest
from conftest import (
    SMALL,
    example_path,
    game_from,
    make_app,
    resume_first_recent,
    screen_text,
    settle,
    type_entries,
)
from test_editor import TWO_PLAYERS
from textual import events, messages

from fathom_score.app.screens.editor import EditorScreen
from fathom_score.gamefile import format_content, load_game
from fathom_score.history import History
from fathom_score.table import storage
from fathom_score.table.session import Session


def autosaved_slots() -> list[str]:
    """Every slot in the database, listed or not."""
    if not storage.database_file().exists():
        return []
    with History.open() as history:
        return [working.slot for working in history.list_working()]


def burst(app, *keys: str) -> None:
    """Keys straight into the app's queue, none waiting for the one before (a paste, tmux's
    `send-keys Enter Enter`, a browser's burst)."""
    for key in keys:
        character = {"enter": "\r", "space": " "}.get(key, key if len(key) == 1 else None)
        app.post_message(events.Key(key, character))


# Bug 1: a second Start while the first is putting the editor up.


@pytest.mark.parametrize("presses", [("enter", "enter"), ("enter",) * 3, ("space",) * 3])
async def test_start_pressed_again_in_one_burst_starts_one_game(presses):
    app = make_app()
    async with app.run_test(size=SMALL) as pilot:
        await pilot.pause()
        await pilot.press("enter", *"Ana", "enter", *"Ben", "enter", "enter")
        assert app.focused.id == "start"
        burst(app, *presses)
        await settle(pilot)
        assert isinstance(app.screen, EditorScreen)
        assert app.screen.query_one("#board")  # the editor is whole, its board drawn
        assert [p.name for p in app.session.game.players] == ["Ana", "Ben"]
        assert len(app.screen_stack) == 2  # the emptied first screen, and the editor
        assert app.screen.cursor == "A1"  # nor did an extra press reach the editor
        assert autosaved_slots() == []  # no game left behind: none holds anything
        await type_entries(pilot, "rc")
        assert autosaved_slots() == [app.session.slot]  # the one game, from its first entry


async def test_a_game_resumed_with_enter_twice_opens_once():
    from fathom_score.table.session import Session

    unfinished = Session(game_from(TWO_PLAYERS))
    unfinished.enter(0, "A1", "rc")
    app = make_app()
    async with app.run_test(size=SMALL) as pilot:
        await settle(pilot)
        app.screen.query_one("#recent").focus()
        burst(app, "enter", "enter", "enter")
        await settle(pilot)
        assert isinstance(app.screen, EditorScreen)
        assert len(app.screen_stack) == 2
        assert app.session.slot == unfinished.slot
        assert autosaved_slots() == [unfinished.slot]


# Security 1 (the app's part): a browser closed while its app process is still starting.


@pytest.mark.parametrize("first_screen", ["editor", "new game"])
async def test_an_app_told_to_quit_while_its_first_screen_is_being_built_quits_cleanly(
    tmp_path, first_screen
):
    # A browser that closes its websocket makes textual-serve's driver post ExitApp; coming
    # before the first screen was up, the screen was taken down under its own on_mount.
    path = tmp_path / "table.toml"
    path.write_text(
        TWO_PLAYERS.replace('name = "Ana"', 'name = "Ana"\n[players.zones]\nA1 = "red coral"'),
        encoding="utf-8",
    )
    for exit_app in (
        lambda app: app.post_message(messages.ExitApp()),
        lambda app: app.call_later(lambda: app.call_later(app.exit)),
    ):
        app = make_app(path, load_game(path)) if first_screen == "editor" else make_app()
        exit_app(app)
        await app.run_async(headless=True, size=SMALL)
        assert not app.return_code  # 1: it crashed (0 or None: it quit as it was told)


@pytest.mark.parametrize("arguments", [["GAME"], []], ids=["a game file", "served without one"])
def test_a_served_app_process_whose_input_ends_as_it_starts_quits_cleanly(
    tmp_path, home, arguments
):
    """The server's spare app process, handed a session and then its input closed at once (a
    page closed as soon as it opened): the app quit while its first screen was being mounted,
    under the screen's own on_mount (NoMatches: ScoreColumn), and the host's terminal got the
    traceback. It quits as the page's going tells it to."""
    import json
    import os
    import subprocess
    import sys

    from fathom_score.config.places import CODE_VARIABLE, SERVED_DRIVER, SPARE_SESSION

    game = tmp_path / "table.toml"
    game.write_text(TWO_PLAYERS, encoding="utf-8")
    environment = dict(
        os.environ,
        TEXTUAL_DRIVER=SERVED_DRIVER,
        FATHOM_SCORE_HOME=str(home),
        **{CODE_VARIABLE: "QuitsCleanly"},
    )
    session = {
        "arguments": [str(game) if a == "GAME" else a for a in arguments],
        "columns": 100,
        "rows": 30,
    }
    ended = subprocess.run(
        [sys.executable, "-m", "fathom_score", SPARE_SESSION],
        input=json.dumps(session).encode() + b"\n",
        capture_output=True,
        env=environment,
        timeout=60,
    )
    assert b"Traceback" not in ended.stderr, ended.stderr.decode()[-2000:]
    assert ended.returncode == 0


# Security 5: an entry refused on a board another browser holds is not entered later.


async def test_an_entry_refused_on_a_held_board_is_cleared_and_never_entered_later(
    monkeypatch, tmp_path
):
    from test_shared_table import PATIENCE, two_players

    from fathom_score.config.places import CODE_VARIABLE
    from fathom_score.gamefile import dump_game, format_content
    from fathom_score.table import shared as shared_module
    from fathom_score.table.shared import SharedSession

    monkeypatch.setenv(CODE_VARIABLE, "HeldBoard15")
    monkeypatch.setattr(shared_module, "EXPIRES_AFTER", 600.0)  # no expiry mid-test
    path = tmp_path / "table.toml"
    path.write_text(dump_game(two_players()), encoding="utf-8")
    first = SharedSession.join("HeldBoard15", two_players(), path, 0)
    first.session.enter(0, "A3", "rc")
    first.share()
    app = make_app(path, two_players())
    app.player = "Ana"  # as `fathom-score serve` starts a second browser joined as Ana
    async with app.run_test(size=SMALL) as pilot:
        await settle(pilot)
        assert not app.table.shared.holds
        field = app.screen.query_one("#entry")
        await pilot.press(*"a3bf", "enter")
        await settle(pilot)
        assert "Not entered" in screen_text(app)
        assert field.value == ""  # nothing left to be entered by a later Enter
        first.leave()  # the other browser goes: this one takes the board
        waited = 0.0
        while not app.table.shared.holds:
            assert waited < PATIENCE, "the board never came to this browser"
            await asyncio.sleep(0.05)
            waited += 0.05
        await settle(pilot)
        assert "Not entered" not in screen_text(app)  # the stale refusal is gone
        await pilot.press(*"a4gs", "enter")
        await settle(pilot)
        board = app.session.game.players[0].board
        assert {zone: format_content(c) for zone, c in board.zones.items()} == {
            "A3": "red coral",
            "A4": "green cucumber",
        }
    app.table.leave()


# Friction 1: the autosaved games to resume.


def started(*entries: tuple[int, str, str], text: str = TWO_PLAYERS) -> Session:
    """A game in progress, autosaved: each entry (player, zone, text) entered."""
    session = Session(game_from(text))
    for player, zone, entry in entries:
        session.enter(player, zone, entry)
    return session


def aged(session: Session, hours: int) -> Session:
    """The session, its autosave made `hours` older (the database keeps times to the second)."""
    with History.open() as history:
        working = history.load_working(session.slot)
        history.drop_working(session.slot)
        history.import_working(
            [working._replace(updated_at=working.updated_at - timedelta(hours=hours))]
        )
    return session


def listed_lines(app) -> list[str]:
    options = app.screen.query_one("#recent")
    return [str(options.get_option_at_index(i).prompt) for i in range(options.option_count)]


async def test_the_autosaved_games_are_one_key_away_newest_first_with_their_times():
    older = aged(started((0, "A1", "rc")), 25)
    newer = started((0, "A1", "rc"))
    app = make_app()
    async with app.run_test(size=SMALL) as pilot:
        await settle(pilot)
        assert app.focused.id == "expedition"
        assert "f2 Resume a game" in str(app.screen.query_one("#keys").render())
        await pilot.press("f2")
        assert app.focused.id == "recent"
        lines = listed_lines(app)
        assert [r.slot for r in app.screen.recent] == [newer.slot, older.slot]
        for line, recent in zip(lines, app.screen.recent, strict=True):
            assert line.startswith(f"{recent.updated_at:%Y-%m-%d %H:%M} · Expedition 1 · ")


async def test_games_with_nothing_entered_or_recorded_as_they_are_are_not_listed():
    nothing = Session(game_from(TWO_PLAYERS))
    nothing.autosave()  # an empty autosave, as earlier versions left
    recorded = started((0, "A1", "rc"), (1, "B2", "yf"))
    with History.open() as history:
        history.record(recorded.game)
    playing = aged(started((0, "C3", "gc")), 1)
    app = make_app()
    async with app.run_test(size=SMALL) as pilot:
        await settle(pilot)
        assert [r.slot for r in app.screen.recent] == [playing.slot]
    recorded.enter(0, "D4", "bf")  # changed since: it is to carry on again
    app = make_app()
    async with app.run_test(size=SMALL) as pilot:
        await settle(pilot)
        assert [r.slot for r in app.screen.recent] == [recorded.slot, playing.slot]


async def test_delete_takes_an_autosaved_game_off_the_list_and_u_brings_it_back():
    kept, gone = aged(started((0, "A1", "rc")), 1), started((0, "B1", "yf"))
    app = make_app()
    async with app.run_test(size=SMALL) as pilot:
        await settle(pilot)
        await pilot.press("f2", "delete")  # the newest, highlighted first
        await settle(pilot)
        assert [r.slot for r in app.screen.recent] == [kept.slot]
        assert autosaved_slots() == [kept.slot]
        hint = str(app.screen.query_one("#recent-hint").render())
        assert "Deleted " in hint and "1 zone filled" in hint and "(u: undo)" in hint
        await pilot.press("u")
        await settle(pilot)
        assert [r.slot for r in app.screen.recent] == [gone.slot, kept.slot]
        assert app.screen.query_one("#recent").highlighted == 0  # the one brought back
        assert sorted(autosaved_slots()) == sorted([kept.slot, gone.slot])
        hint = str(app.screen.query_one("#recent-hint").render())
        assert f"Brought back {app.screen.recent[0].summary}" in hint


async def test_a_resumed_game_opens_on_the_board_and_zone_it_stopped_at():
    app = make_app(None, game_from(TWO_PLAYERS))
    async with app.run_test(size=SMALL) as pilot:
        await settle(pilot)
        await pilot.press("pagedown")  # Ben's board
        await type_entries(pilot, "rc", "yf", "c3")  # then a jump: nothing entered
        await pilot.press("right")  # nor by moving the cursor
        await settle(pilot)
        assert (app.screen.player, app.screen.cursor) == (1, "C4")
        await pilot.press("ctrl+q")
        await pilot.pause()
    again = make_app()
    async with again.run_test(size=SMALL) as pilot:
        await settle(pilot)
        await resume_first_recent(pilot)
        await settle(pilot)
        assert (again.screen.player, again.screen.cursor) == (1, "C4")
        assert "C4" in str(again.screen.query_one("#zone-line").render())
        assert again.screen.query_one("#players").shown == 1


# Bug 8: what quitting says is true, from a fresh FATHOM_SCORE_HOME.


async def quit_app(pilot) -> None:
    await pilot.press("ctrl+q")
    await pilot.pause()


async def listed_after() -> list[str]:
    """The games the next run of the app lists to carry on."""
    again = make_app()
    async with again.run_test(size=SMALL) as pilot:
        await settle(pilot)
        return listed_lines(again)


@pytest.fixture
def example_copy(tmp_path):
    path = tmp_path / "expedition-2.toml"
    path.write_text(example_path(2).read_text(encoding="utf-8"), encoding="utf-8")
    return path


async def test_quitting_a_game_file_left_unchanged_says_nothing_was_autosaved(home, example_copy):
    app = make_app(example_copy, load_game(example_copy))
    async with app.run_test(size=SMALL) as pilot:
        await settle(pilot)
        await quit_app(pilot)
    assert app.farewell.startswith("fathom-score: nothing was changed, so nothing was autosaved")
    assert str(home / "history.sqlite3") in app.farewell
    assert f"The game is in {example_copy}." in app.farewell
    assert "Resume" not in app.farewell
    assert not (home / "history.sqlite3").exists()
    assert await listed_after() == []


async def test_quitting_a_changed_game_says_where_it_is_autosaved_and_the_list_has_it(
    home, example_copy
):
    app = make_app(example_copy, load_game(example_copy))
    async with app.run_test(size=SMALL) as pilot:
        await settle(pilot)
        await type_entries(pilot, "-")  # A1 cleared
        await quit_app(pilot)
    assert f"autosaved, as {app.session.slot} in {home / 'history.sqlite3'}" in app.farewell
    assert f"The last changes are not in {example_copy} yet" in app.farewell
    [line] = await listed_after()
    assert f"pick it under 'Resume an autosaved game': {line}." in app.farewell


async def test_quitting_a_new_game_with_nothing_entered_says_there_is_nothing_to_carry_on(home):
    app = make_app()
    async with app.run_test(size=SMALL) as pilot:
        await pilot.pause()
        await pilot.press("enter", *"Ana", "enter", *"Ben", "f10")
        await settle(pilot)
        assert isinstance(app.screen, EditorScreen)
        await quit_app(pilot)
    assert app.farewell.startswith("fathom-score: nothing was entered, so nothing was autosaved")
    assert "Resume" not in app.farewell
    assert await listed_after() == []


async def test_quitting_a_game_just_recorded_says_it_is_in_the_history(home):
    app = make_app(None, game_from(TWO_PLAYERS))
    async with app.run_test(size=SMALL) as pilot:
        await settle(pilot)
        await type_entries(pilot, "rc")
        await pilot.press("f9", "y")
        await settle(pilot)
        await quit_app(pilot)
    assert "recorded in the history as game #1 just as it is" in app.farewell
    assert "Resume" not in app.farewell
    assert await listed_after() == []


# Friction 7: a recorded game opened to be edited says so.


async def test_a_recorded_game_opened_for_editing_says_which_record_finishing_replaces(home):
    with History.open() as history:
        history.record(started((0, "A1", "rc")).game)
    app = make_app()
    async with app.run_test(size=SMALL) as pilot:
        await settle(pilot)
        await pilot.press("f6")
        await settle(pilot)
        await pilot.press("tab", "e")  # from the filter line to the games, then e
        await settle(pilot)
        assert isinstance(app.screen, EditorScreen)
        title = screen_text(app).splitlines()[0]
        assert "game #1 of the history (F9 replaces it)" in title
        assert "not saved to a file yet" not in title
        await type_entries(pilot, "yf")
        await quit_app(pilot)
    again = make_app()  # carried on after a quit, it is still that record's edit
    async with again.run_test(size=SMALL) as pilot:
        await settle(pilot)
        assert listed_lines(again)[0].endswith("edits game #1")
        await resume_first_recent(pilot)
        await settle(pilot)
        assert again.session.recorded_as == 1
        assert "game #1 of the history" in screen_text(again).splitlines()[0]


# Friction 4: the editor at 100x30 cuts nothing.


@pytest.mark.parametrize("focus", ["entry", "board"])
async def test_the_editor_key_line_shows_every_key_it_shows_whole_at_100_columns(focus):
    app = make_app(None, game_from(TWO_PLAYERS))
    async with app.run_test(size=SMALL) as pilot:
        await settle(pilot)
        if focus == "board":
            await pilot.press("escape")
            await settle(pilot)
        key_line = screen_text(app).splitlines()[-1]
        # Those the screen runs now: the restore key only while a newer autosave is offered.
        shown = [
            b
            for owner in (app.screen, app)
            for b in type(owner).BINDINGS
            if b.show and owner.check_action(b.action.split("(")[0], ())
        ]
        assert {b.action for b in shown} >= {"history", "quit", "player(1)", "scorepad"}
        for binding in shown:
            assert f"{app.get_key_display(binding)} {binding.description}" in key_line, (
                binding,
                key_line,
            )


async def test_the_preview_of_a_long_run_shows_all_of_it_kept_tokens_too():
    app = make_app(None, game_from(TWO_PLAYERS))
    async with app.run_test(size=SMALL) as pilot:
        await settle(pilot)
        run = "rc" * 12 + "+stch"
        app.screen.query_one("#entry").value = run
        await settle(pilot)
        preview = app.session.preview(0, "A1", run).message
        assert len(preview) > 2 * SMALL[0]  # more than the two lines it had
        text = " ".join(screen_text(app).split())
        assert " ".join(preview.split()) in text
        assert "C3: red coral · kept beside the board: statue, chest" in text
        board = app.screen.query_one("#board")  # and the board is still whole
        assert board.region.bottom <= app.screen.query_one("#main").region.bottom
        assert board.virtual_size.height <= board.region.height


async def test_f2_and_enter_in_one_burst_resume_the_newest_game():
    playing = started((1, "B2", "rc"))
    app = make_app()
    async with app.run_test(size=SMALL) as pilot:
        await settle(pilot)
        burst(app, "f2", "enter")
        await settle(pilot)
        assert isinstance(app.screen, EditorScreen)
        assert app.session.slot == playing.slot


async def test_in_a_browser_the_key_lines_offer_nothing_of_the_hosts(monkeypatch):
    from fathom_score.app import FathomApp

    monkeypatch.setattr(FathomApp, "in_browser", property(lambda app: True))
    app = make_app()
    async with app.run_test(size=SMALL) as pilot:
        await settle(pilot)
        key_line = screen_text(app).splitlines()[-1]
        assert "Start the game" in key_line
        assert "Resume" not in key_line and "History" not in key_line
        await pilot.press("f2")  # no list of the host's games to go to
        await settle(pilot)
        assert app.focused.id == "expedition"
        await pilot.press("enter", *"Ana", "enter", *"Ben", "f10")
        await settle(pilot)
        assert isinstance(app.screen, EditorScreen)
        key_line = screen_text(app).splitlines()[-1]
        assert "Scorepad" in key_line
        assert "Finish" not in key_line and "History" not in key_line


# Friction 4, the other screens: the scorepad's and the History screen's Footer cut a label at
# 100 columns too (`f1 Keys  f3▏^p palette`: Rules gone).


def _every_key_shown_whole(app, own) -> None:
    key_line = screen_text(app).splitlines()[-1]
    for binding in (*own, *type(app).BINDINGS):
        key = app.key_of(binding)
        if binding.show and re.search(rf"(?<!\S){re.escape(key)}(?!\w)", key_line):
            assert f"{key} {binding.description}" in key_line, (binding, key_line)
    for binding in own:
        if binding.show:
            assert f"{app.key_of(binding)} {binding.description}" in key_line, (binding, key_line)
    assert "Quit" in key_line


async def test_the_scorepad_key_line_shows_each_key_whole_at_100_columns():
    app = make_app(example_path(2), load_game(example_path(2)))
    async with app.run_test(size=SMALL) as pilot:
        await settle(pilot)
        await pilot.press("f2")
        await settle(pilot)
        _every_key_shown_whole(app, type(app.screen).BINDINGS)


async def test_the_history_key_line_shows_the_games_keys_whole_at_100_columns():
    from fathom_score.app.screens.history import GamesList

    with History.open() as history:
        history.record(load_game(example_path(2)))
    app = make_app()
    async with app.run_test(size=SMALL) as pilot:
        await settle(pilot)
        await pilot.press("f6")
        await settle(pilot)
        await pilot.press("down")  # from the filter to the games: their keys are shown
        await settle(pilot)
        assert isinstance(app.screen.focused, GamesList)
        _every_key_shown_whole(app, (*GamesList.BINDINGS, *type(app.screen).BINDINGS))
        assert "Played wrong" in screen_text(app).splitlines()[-1]
        app.screen.query_one("#filter").focus()  # in the filter: the games' keys are not
        await settle(pilot)
        assert "Played wrong" not in screen_text(app).splitlines()[-1]


# Found typing a new game into the app in tmux on a busy machine: entries typed as soon as
# Start was pressed, while the editor was being put up, went to the new-game screen's Start
# button and were lost, without a word (`a1rc` Enter `a2yc` Enter, a second and a half after
# Start, gave an empty board).


async def test_entries_typed_while_the_editor_opens_are_entered_on_it():
    app = make_app()
    async with app.run_test(size=SMALL) as pilot:
        await pilot.pause()
        await pilot.press("enter", *"Ana", "enter", *"Ben", "enter", "enter")
        assert app.focused.id == "start"
        burst(app, "enter", "enter", *"a1rc", "enter", *"a2yc", "enter")
        await settle(pilot)
        assert isinstance(app.screen, EditorScreen)
        zones = app.session.game.players[0].board.zones
        assert {zone: format_content(content) for zone, content in zones.items()} == {
            "A1": "red coral",
            "A2": "yellow coral",
        }
