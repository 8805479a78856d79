"""Saving, reopening, autosave and its conflicts, exports, the key remapping, the palette."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from conftest import (
    GAMES,
    SMALL,
    game_from,
    make_app,
    notifications,
    resume_first_recent,
    screen_text,
    settle,
    type_entries,
)
from test_editor import TWO_PLAYERS, editor_app, zones_of

from fathom_score.app.screens.editor import EditorScreen
from fathom_score.app.screens.scorepad import ScorepadScreen
from fathom_score.gamefile import format_content, load_game, parse_game
from fathom_score.table import storage
from fathom_score.table.session import Session


async def test_save_reopen_and_undo(tmp_path):
    target = tmp_path / "table.toml"
    app = editor_app()
    async with app.run_test(size=SMALL) as pilot:
        await pilot.pause()
        await type_entries(pilot, "rc", "y2f")
        await pilot.press("ctrl+s")  # no file yet: asks where
        await pilot.pause()
        app.screen.query_one("#path").value = str(target)
        await pilot.press("enter")
        await pilot.pause()
        assert isinstance(app.screen, EditorScreen)
        assert "table.toml" in app.screen.sub_title and "•" not in app.screen.sub_title
    saved = load_game(target)
    assert {z: format_content(c) for z, c in saved.players[0].board.zones.items()} == {
        "A1": "red coral",
        "A2": "yellow 2 fish",
    }

    reopened = make_app(target, saved)
    async with reopened.run_test(size=SMALL) as pilot:
        await pilot.pause()
        assert zones_of(reopened) == {"A1": "red coral", "A2": "yellow 2 fish"}
        await pilot.press("ctrl+z")  # nothing was changed in this window yet
        assert zones_of(reopened) == {"A1": "red coral", "A2": "yellow 2 fish"}
        await type_entries(pilot, "d4", "bk")
        await pilot.press("ctrl+z")
        assert zones_of(reopened) == {"A1": "red coral", "A2": "yellow 2 fish"}
        await pilot.press("ctrl+y", "ctrl+s")
        await pilot.pause()
    assert format_content(load_game(target).players[0].board["D4"]) == "blue crustacean"


async def test_a_file_changed_by_another_window_is_not_overwritten(tmp_path):
    target = tmp_path / "table.toml"
    target.write_text(TWO_PLAYERS)
    app = make_app(target, load_game(target))
    said = notifications(app)
    async with app.run_test(size=SMALL) as pilot:
        await pilot.pause()
        await type_entries(pilot, "rc")
        target.write_text(TWO_PLAYERS.replace("Ben", "Bea"))  # the other window saved
        await pilot.press("ctrl+s")
        await pilot.pause()
        assert any("changed by another program or window" in message for message in said)
    assert "Bea" in target.read_text()


def test_every_change_is_autosaved_and_listed_to_resume(home):
    session = Session(game_from(TWO_PLAYERS))
    session.autosave()
    session.set_zone(
        0,
        "D4",
        game_from(
            TWO_PLAYERS.replace('name = "Ana"', 'name = "Ana"\n[players.zones]\nD4 = "red coral"')
        )
        .players[0]
        .board["D4"],
    )
    assert storage.database_file() == home / "history.sqlite3"
    assert not (home / "autosave").exists()  # no loose files any more
    assert parse_game(storage.autosaved_text(session.slot)) == session.game
    [recent] = storage.recent_games()
    assert format_content(recent.game.players[0].board["D4"]) == "red coral"
    assert recent.summary == (
        f"{recent.updated_at:%Y-%m-%d %H:%M} · Expedition 1 · Ana, Ben · 1 zone filled"
    )


def test_two_windows_on_one_autosave_do_not_overwrite_each_other():
    first = Session(game_from(TWO_PLAYERS))
    first.enter(0, "D4", "bf")
    [recent] = storage.recent_games()
    second = Session(recent.game, None, recent.slot)
    first.enter(0, "A1", "rc")
    second.enter(0, "B1", "rc")  # the slot changed under it: it moves elsewhere
    assert second.slot != first.slot and second.conflict
    for session, zone in ((first, "A1"), (second, "B1")):
        autosaved = parse_game(storage.autosaved_text(session.slot))
        assert set(autosaved.players[0].board.zones) == {"D4", zone}


async def test_resume_an_autosaved_game_from_the_new_game_screen():
    session = Session(game_from(TWO_PLAYERS.replace('name = "Ben"', 'name = "Bo"')))
    session.enter(1, "A1", "rc")
    app = make_app()
    async with app.run_test(size=SMALL) as pilot:
        await resume_first_recent(pilot)
        assert [p.name for p in app.session.game.players] == ["Ana", "Bo"]
        assert app.session.slot == session.slot


async def test_exports_write_the_cores_scorepad(tmp_path):
    app = make_app(
        None,
        game_from(
            TWO_PLAYERS.replace(
                'name = "Ana"', 'name = "Ana"\n[players.zones]\nA1 = "red coral"\nA2 = "red coral"'
            )
        ),
    )
    async with app.run_test(size=SMALL) as pilot:
        await pilot.pause()
        for name in ("pad.md", "pad.csv", "pad.json", "screen.svg"):
            app.screen.action_export("markdown")
            await pilot.pause()
            app.screen.query_one("#path").value = str(tmp_path / name)
            await pilot.press("enter")
            await pilot.pause()
    # Two red corals side by side are a group of 2: 4 points; Ana wins, Ben has nothing.
    assert "| Coral | 4 | 0 |" in (tmp_path / "pad.md").read_text()
    assert "Winner: Ana" in (tmp_path / "pad.md").read_text()
    assert "Total,4,0" in (tmp_path / "pad.csv").read_text().splitlines()
    data = json.loads((tmp_path / "pad.json").read_text())
    assert data["players"][0]["total"] == 4 and data["winners"] == ["Ana"]
    assert (tmp_path / "screen.svg").read_text().startswith("<svg")


async def test_keys_are_remapped_from_the_keymap_file(home):
    home.mkdir(parents=True)
    (home / "keymap.toml").write_text('[keys]\n"editor.scorepad" = "f9"\n')
    app = editor_app()
    async with app.run_test(size=SMALL) as pilot:
        await pilot.pause()
        await pilot.press("f2")
        assert isinstance(app.screen, EditorScreen)
        await pilot.press("f9")
        await pilot.pause()
        assert isinstance(app.screen, ScorepadScreen)
        await pilot.press("f1")
        await pilot.pause()
        assert "editor.scorepad" in _help_text(app) and "f9" in _help_text(app)


def _help_text(app) -> str:
    from conftest import screen_text

    return screen_text(app)


async def test_the_command_palette_offers_exports_only_when_there_is_something_to_export():
    app = editor_app()
    async with app.run_test(size=SMALL) as pilot:
        await pilot.pause()
        titles = [c.title for c in app.commands_for(app.screen)]
        assert "Save" in titles and "Scorepad" in titles
        assert not [t for t in titles if t.startswith("Export")]
        await type_entries(pilot, "rc")
        titles = [c.title for c in app.commands_for(app.screen)]
        assert "Export the scorepad as Markdown" in titles
        assert "Export this screen as SVG" in titles
        await pilot.press("ctrl+t")
        assert app.theme == "textual-light"


def damaged_database(home):
    home.mkdir(parents=True, exist_ok=True)
    database = home / "history.sqlite3"
    database.write_bytes(b"not a database at all " * 200)
    return database


async def test_a_damaged_database_is_told_once_and_the_game_stays_and_saves(home, tmp_path):
    database = damaged_database(home)
    target = tmp_path / "tonight.toml"
    app = editor_app()
    said = notifications(app)
    async with app.run_test(size=SMALL) as pilot:
        await pilot.pause()
        await type_entries(pilot, "rc", "y2f", "", "bk")
        told = [m for m in said if str(database) in m]
        assert len(told) == 1 and "damaged" in told[0]  # once, not every change
        assert "not autosaved" in app.screen.sub_title
        assert zones_of(app) == {"A1": "red coral", "A2": "yellow 2 fish", "A4": "blue crustacean"}
        await pilot.press("ctrl+s")
        await pilot.pause()
        app.screen.query_one("#path").value = str(target)
        await pilot.press("enter")
        await pilot.pause()
        await pilot.press("ctrl+q")  # saved: it quits at once
        await pilot.pause()
    assert load_game(target) == app.session.game
    assert database.read_bytes() == b"not a database at all " * 200  # left as it was
    assert app.return_code == 0 and f"It is saved in {target}" in app.farewell
    assert "could not be autosaved" in app.farewell and str(database) in app.farewell


async def test_quitting_a_game_neither_autosaved_nor_saved_asks_for_a_second_ctrl_q(home):
    # Asked again after a change: the second ctrl+q quits only the game it was asked about.
    damaged_database(home)
    app = editor_app()
    said = notifications(app)
    async with app.run_test(size=SMALL) as pilot:
        await pilot.pause()
        await type_entries(pilot, "rc")
        await pilot.press("ctrl+q")
        await pilot.pause()
        assert app.return_code is None and any("neither autosaved nor saved" in m for m in said)
        await type_entries(pilot, "y2f")  # a change since: asked again
        await pilot.press("ctrl+q")
        await pilot.pause()
        assert app.return_code is None
        assert sum("neither autosaved nor saved" in m for m in said) == 2
        await pilot.press("ctrl+q")
        await pilot.pause()
    assert app.return_code == 0 and "are not kept" in app.farewell


async def test_the_new_game_screen_says_when_autosaved_games_cannot_be_read(home):
    database = damaged_database(home)
    app = make_app()
    said = notifications(app)
    async with app.run_test(size=SMALL) as pilot:
        await pilot.pause()
        await pilot.pause()
        hint = str(app.screen.query_one("#recent-hint").render())
        assert "cannot be read" in hint
        assert any(str(database) in m for m in said)


async def test_save_as_onto_another_existing_file_asks_before_overwriting_it(tmp_path):
    other = tmp_path / "other.toml"
    other.write_text(TWO_PLAYERS.replace("Ben", "Bea"))
    app = editor_app()  # a new game: no file of its own
    said = notifications(app)

    async def save_as() -> None:
        await pilot.press("f4")
        await pilot.pause()
        app.screen.query_one("#path").value = str(other)
        await pilot.press("enter")
        await pilot.pause()

    async with app.run_test(size=SMALL) as pilot:
        await pilot.pause()
        await type_entries(pilot, "rc")
        await save_as()
        assert "other.toml exists — overwrite?" in screen_text(app)
        await pilot.press("escape")  # no: kept as it was
        await pilot.pause()
        assert isinstance(app.screen, EditorScreen) and app.session.path is None
        assert "Bea" in other.read_text()
        await save_as()
        await pilot.press("enter")  # yes
        await pilot.pause()
        assert isinstance(app.screen, EditorScreen) and app.session.path == other
        assert "•" not in app.screen.sub_title
    assert load_game(other) == app.session.game
    assert not any("changed by another program" in message for message in said)


async def test_save_as_onto_the_games_own_file_saves_it_without_asking(tmp_path):
    target = tmp_path / "table.toml"
    target.write_text(TWO_PLAYERS)
    app = make_app(target, load_game(target))
    async with app.run_test(size=SMALL) as pilot:
        await pilot.pause()
        await type_entries(pilot, "rc")
        await pilot.press("f4")
        await pilot.pause()
        assert app.screen.query_one("#path").value == str(target)
        await pilot.press("enter")
        await pilot.pause()
        assert isinstance(app.screen, EditorScreen) and "•" not in app.screen.sub_title
    assert load_game(target) == app.session.game


async def _offered(app, action) -> str:
    """The path a dialog offers at first, then the dialog closed."""
    async with app.run_test(size=SMALL) as pilot:
        await pilot.pause()
        action(app.screen)
        await pilot.pause()
        offered = app.screen.query_one("#path").value
        await pilot.press("escape")
    return offered


@pytest.mark.parametrize(
    "opened, save, export",
    [
        (None, "fathom-game.toml", "fathom-game-scorepad.md"),
        ("games/tonight.toml", "games/tonight.toml", "games/tonight-scorepad.md"),
        ("{here}/games/tonight.toml", "games/tonight.toml", "games/tonight-scorepad.md"),
        ("{elsewhere}/tonight.toml", "{elsewhere}/tonight.toml", "{elsewhere}/tonight-scorepad.md"),
    ],
    ids=["no file", "relative", "absolute under here", "elsewhere"],
)
async def test_save_as_and_export_offer_paths_by_one_rule(
    tmp_path, monkeypatch, opened, save, export
):
    """Relative to the current folder when the file is in it or below it, absolute otherwise:
    Save as once offered an absolute path for a new game and Export a relative one."""
    here, elsewhere = tmp_path / "here", tmp_path / "elsewhere"
    (here / "games").mkdir(parents=True)
    elsewhere.mkdir()
    monkeypatch.chdir(here)

    def filled(text: str) -> str:
        return text.format(here=here, elsewhere=elsewhere)

    path = Path(filled(opened)) if opened else None
    game = game_from(TWO_PLAYERS)
    assert await _offered(make_app(path, game), lambda s: s.action_save_as()) == filled(save)
    assert await _offered(make_app(path, game), lambda s: s.action_export("markdown")) == filled(
        export
    )


async def test_a_path_typed_in_one_burst_after_ctrl_u_is_the_path_saved_to(tmp_path):
    """The field's ctrl+u, a binding, came back up from the app only after the path's first
    characters were typed, and cleared them: `/tmp/qa/e1.toml` saved to /e1.toml."""
    from textual import events

    target = tmp_path / "games" / "e1.toml"
    target.parent.mkdir()
    app = editor_app()
    async with app.run_test(size=SMALL) as pilot:
        await pilot.pause()
        await type_entries(pilot, "rc")
        await pilot.press("f4")
        await pilot.pause()
        for key in ["ctrl+u", *str(target), "enter"]:
            app.post_message(events.Key(key, key if len(key) == 1 else None))
        await pilot.pause()
        await pilot.pause()
        assert isinstance(app.screen, EditorScreen) and app.session.path == target
    assert load_game(target) == app.session.game


async def test_an_autosave_the_busy_database_refused_is_tried_again_until_it_is_written(
    home, monkeypatch
):
    # Past the database's timeout (another program holding it), the autosave failed and was
    # left due, but in a plain terminal nothing tried it again: it waited for a next entry
    # that may never come, and the title said "not autosaved" until then.
    from fathom_score.app.screens import editor as editor_module

    monkeypatch.setattr(editor_module, "AUTOSAVE_RETRY_SECONDS", 0.05, raising=False)
    written = storage.autosave
    refusals = {"left": 3}

    def busy_for_a_while(*args, **kwargs):
        if refusals["left"]:
            refusals["left"] -= 1
            raise storage.AutosaveError("history.sqlite3: the database is busy")
        return written(*args, **kwargs)

    monkeypatch.setattr(storage, "autosave", busy_for_a_while)
    app = editor_app()
    async with app.run_test(size=SMALL) as pilot:
        await pilot.pause()
        await type_entries(pilot, "rc")
        assert "not autosaved" in app.screen.sub_title
        for _ in range(200):  # no key pressed: only the timer can write it
            if refusals["left"] == 0 and not app.session.autosave_due:
                break
            await pilot.pause(0.05)
        await settle(pilot)
        assert not app.session.autosave_due and app.session.autosave_problem is None
        assert "not autosaved" not in app.screen.sub_title
        slot = app.session.slot
    resumed = {r.slot: r for r in storage.recent_games()}[slot]
    assert resumed.game.players[0].board["A1"] is not None  # the entry, written


async def test_an_autosave_whose_moment_was_edited_by_hand_leaves_the_app_starting(home):
    # A bad updated_at crashed the app at its start: the new-game screen lists the autosaves.
    import sqlite3

    from fathom_score.app.screens.new_game import NewGameScreen
    from fathom_score.history import database_file

    storage.autosave("game-1", (GAMES / "expedition-2.toml").read_text(), None, None)
    connection = sqlite3.connect(database_file())
    with connection:
        connection.execute("UPDATE working SET updated_at = 'soon'")
    connection.close()
    app = make_app()
    async with app.run_test(size=(100, 30)) as pilot:
        await pilot.pause(0.5)
        assert isinstance(app.screen, NewGameScreen)
        hint = str(app.screen.query_one("#recent-hint").render())
        assert "damaged" in hint and "the autosave game-1 holds 'soon'" in hint, hint
