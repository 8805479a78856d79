"""Bugs seen at a real table, in the app: undo across boards, the preview, a newer autosave."""

from __future__ import annotations

import os
import re
import time

from conftest import (
    SMALL,
    keys_screen,
    make_app,
    notifications,
    screen_text,
    settle,
    shown_within,
    type_entries,
)
from test_editor import THREE_PLAYERS, editor_app, zones_of
from test_no_surprises import burst

from fathom_score.app.dialogs.restore_dialog import RestoreDialog
from fathom_score.app.screens.editor import EditorScreen
from fathom_score.gamefile import load_game
from fathom_score.table.session import Session


def message(app) -> str:
    return str(app.screen.query_one("#message").render())


async def test_undo_on_one_board_never_changes_another():
    app = editor_app(THREE_PLAYERS.replace("expedition = 1", "expedition = 2"))
    async with app.run_test(size=SMALL) as pilot:
        await pilot.pause()
        await pilot.press("pagedown")
        await type_entries(pilot, "g@e")  # Ben's camera
        await pilot.press("pagedown")
        await type_entries(pilot, "rc", "yc")  # Cleo's corals
        await pilot.press("ctrl+z", "ctrl+z", "ctrl+z")
        await settle(pilot)
        assert zones_of(app, 1) == {"A1": "green camera facing E"}
        assert zones_of(app, 2) == {}
        assert message(app) == "Nothing to undo on this board"
        await pilot.press("ctrl+y")
        assert message(app) == "Redone on Cy's board: A1 empty → red coral"


async def test_the_preview_says_no_where_enter_would_say_no():
    app = editor_app(THREE_PLAYERS.replace("expedition = 1", "expedition = 2"))
    async with app.run_test(size=SMALL) as pilot:
        await pilot.pause()
        await pilot.press("r", "j")
        assert message(app).startswith("✗ zone A1: jellyfish belongs to Expedition 3")
        await pilot.press("backspace", "c")
        assert message(app) == "→ A1: red coral"
        await pilot.press("backspace", "backspace", "d", "9")
        assert message(app).startswith("✗ unknown zone 'D9'; zones are A1–A4, B1–B5")


def crashed_file(tmp_path) -> tuple:
    """A game file whose window crashed after a change it autosaved and never saved."""
    path = tmp_path / "tonight.toml"
    path.write_text(THREE_PLAYERS)
    crashed = Session(load_game(path), path)
    crashed.enter(0, "A1", "rc")  # autosaved, never saved: then a crash
    os.utime(path, (time.time() - 60, time.time() - 60))
    return path, crashed


def key_line(app) -> str:
    return screen_text(app).splitlines()[-1]


async def test_opening_a_file_older_than_its_autosave_offers_the_autosave(tmp_path):
    path, crashed = crashed_file(tmp_path)
    app = make_app(path, load_game(path))
    told = notifications(app)
    async with app.run_test(size=SMALL) as pilot:
        await settle(pilot)  # offered once the first frame is up
        assert isinstance(app.screen, EditorScreen)
        assert any("press f7" in said and "tonight.toml" in said for said in told), told
        assert "f7 Restore autosave" in key_line(app)
        await pilot.press("f7")
        await settle(pilot)
        assert isinstance(app.screen, RestoreDialog)
        await pilot.press("y")
        await settle(pilot)
        assert isinstance(app.screen, EditorScreen)
        assert zones_of(app) == {"A1": "red coral"}
        assert app.session.slot == crashed.slot and app.session.path == path
        assert "Restore autosave" not in key_line(app)


async def test_entries_typed_as_the_file_opens_go_to_the_board_not_to_the_offer(tmp_path):
    # A player who opens the file and types at once: y2f is a yellow 2-fish tile, not a yes
    # to restoring, Enter enters it, and Esc goes to the board keys rather than saying no.
    path, crashed = crashed_file(tmp_path)
    app = make_app(path, load_game(path))
    async with app.run_test(size=SMALL) as pilot:
        await settle(pilot)  # the offer is made by now
        burst(app, *"y2f", "enter", *"bck", "enter", "escape")
        await settle(pilot)
        assert isinstance(app.screen, EditorScreen)
        assert app.session.slot != crashed.slot
        assert zones_of(app) == {"A1": "yellow 2 fish", "A2": "blue coral crustacean"}
        assert "f7 Restore autosave" in key_line(app)  # still offered
        await pilot.press("f7")
        await settle(pilot)
        assert "stay autosaved" in screen_text(app)  # what restoring leaves of them
        await pilot.press("n")  # kept as it is: the offer goes
        await settle(pilot)
        assert isinstance(app.screen, EditorScreen)
        assert zones_of(app) == {"A1": "yellow 2 fish", "A2": "blue coral crustacean"}
        assert "Restore autosave" not in key_line(app)


async def test_a_slow_score_is_announced_and_then_shown():
    # A board whose score takes a while (many multicoloured corals): the column says the
    # score is being worked out instead of showing the last change's numbers, and entries
    # are still taken meanwhile.
    import threading

    app = editor_app()
    release = threading.Event()
    async with app.run_test(size=SMALL) as pilot:
        await settle(pilot)
        session = app.session
        quick = session.latest_scorepad_of

        def slow(game, latest_only=True):
            release.wait(5)
            return quick(game, latest_only)

        session.latest_scorepad_of = slow
        field = app.screen.query_one("#entry")
        field.value = "rc"
        await pilot.press("enter")
        assert await shown_within(pilot, "Working out the score")
        field.value = "yc"
        await pilot.press("enter")  # taken while the score is worked out
        assert zones_of(app, 0) == {"A1": "red coral", "A2": "yellow coral"}
        release.set()
        await settle(pilot)
        shown = screen_text(app)
        assert "Working out" not in shown and "Total" in shown and "Place" in shown


async def test_the_restore_dialog_is_styled_and_its_keys_can_be_remapped(tmp_path, home):
    home.mkdir(parents=True)
    (home / "keymap.toml").write_text('[keys]\n"editor.restore" = "f11"\n"restore.yes" = "r"\n')
    path, crashed = crashed_file(tmp_path)
    app = make_app(path, load_game(path))
    told = notifications(app)
    async with app.run_test(size=SMALL) as pilot:
        await settle(pilot)
        assert not [said for said in told if "not used" in said or "unknown" in said], told
        keys = keys_screen(app)
        assert re.search(r"\bf11\s+Restore autosave\s+editor.restore", keys)
        assert re.search(r"\br\s+Restore\s+restore.yes", keys)
        await pilot.press("f11")
        await settle(pilot)
        assert isinstance(app.screen, RestoreDialog)
        box = app.screen.query_one(".dialog").region  # dialogs.tcss: a box in the middle
        assert box.x > 0 and box.right < SMALL[0] and box.y > 0
        await pilot.press("r")
        await settle(pilot)
        assert app.session.slot == crashed.slot
