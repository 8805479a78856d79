"""No surprises, round two (issue 15): the new-game screen, resuming and the board editor, each
driven through the real app."""

from __future__ import annotations

import asyncio

import pytest
from conftest import SMALL, game_from, make_app, screen_text, settle
from test_editor import TWO_PLAYERS
from textual import events, messages

from fathom_score.app.screens.editor import EditorScreen
from fathom_score.gamefile import load_game
from fathom_score.history import History
from fathom_score.table import storage


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
        character = {"enter": "\r", "space": " "}.get(key, key)
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
        assert app.screen.query_one("#board")   # the editor is whole, its board drawn
        assert [p.name for p in app.session.game.players] == ["Ana", "Ben"]
        assert len(app.screen_stack) == 2        # the emptied first screen, and the editor
        assert autosaved_slots() == [app.session.slot]   # no other game left behind
        assert app.screen.cursor == "A1"         # nor did an extra press reach the editor


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
        tmp_path, first_screen):
    # A browser that closes its websocket makes textual-serve's driver post ExitApp; coming
    # before the first screen was up, the screen was taken down under its own on_mount.
    path = tmp_path / "table.toml"
    path.write_text(TWO_PLAYERS.replace('name = "Ana"', 'name = "Ana"\n[players.zones]\n'
                                        'A1 = "red coral"'), encoding="utf-8")
    for exit_app in (lambda app: app.post_message(messages.ExitApp()),
                     lambda app: app.call_later(lambda: app.call_later(app.exit))):
        app = make_app(path, load_game(path)) if first_screen == "editor" else make_app()
        exit_app(app)
        await app.run_async(headless=True, size=SMALL)
        assert not app.return_code   # 1: it crashed (0 or None: it quit as it was told)


# Security 5: an entry refused on a board another browser holds is not entered later.

async def test_an_entry_refused_on_a_held_board_is_cleared_and_never_entered_later(
        monkeypatch, tmp_path):
    from test_shared_table import PATIENCE, two_players

    from fathom_score.gamefile import dump_game, format_content
    from fathom_score.table import shared as shared_module
    from fathom_score.table.shared import CODE_VARIABLE, SharedSession

    monkeypatch.setenv(CODE_VARIABLE, "HeldBoard15")
    monkeypatch.setattr(shared_module, "EXPIRES_AFTER", 600.0)   # no expiry mid-test
    path = tmp_path / "table.toml"
    path.write_text(dump_game(two_players()), encoding="utf-8")
    first = SharedSession.join("HeldBoard15", two_players(), path, 0)
    first.session.enter(0, "A3", "rc")
    first.share()
    app = make_app(path, two_players())
    app.player = "Ana"   # as `fathom-score serve` starts a second browser joined as Ana
    async with app.run_test(size=SMALL) as pilot:
        await settle(pilot)
        assert not app.shared.holds
        field = app.screen.query_one("#entry")
        await pilot.press(*"a3bf", "enter")
        await settle(pilot)
        assert "Not entered" in screen_text(app)
        assert field.value == ""   # nothing left to be entered by a later Enter
        first.leave()              # the other browser goes: this one takes the board
        waited = 0.0
        while not app.shared.holds:
            assert waited < PATIENCE, "the board never came to this browser"
            await asyncio.sleep(0.05)
            waited += 0.05
        await settle(pilot)
        assert "Not entered" not in screen_text(app)   # the stale refusal is gone
        await pilot.press(*"a4gs", "enter")
        await settle(pilot)
        board = app.session.game.players[0].board
        assert {zone: format_content(c) for zone, c in board.zones.items()} == {
            "A3": "red coral", "A4": "green cucumber"}
    app.leave_table()
