"""Players' names are text, never markup: a guest at a served table names a player `[/]` (which
once crashed the host's app at every start, on the new-game screen's autosave list, and the
History screen, the scorepad and the page itself), `[b]x` or `[@click=app.quit]z` (which became
a clickable action). Every screen that shows a name opens and shows it as written."""

from __future__ import annotations

from dataclasses import replace

from conftest import example_path, make_app, notifications, screen_text, settle
from textual.widgets._toast import Toast

from fathom_score.app.screens.new_game import NewGameScreen
from fathom_score.gamefile import load_game
from fathom_score.history import History
from fathom_score.table.session import Session

NAMES = ("[/]", "[b]x", "[@click=app.quit]z", "[red]w[/red]")


def markup_game(tmp_path, expedition=2):
    """An example game, its players named in markup, and its file."""
    game = load_game(example_path(expedition))
    game = replace(game, players=tuple(replace(p, name=n) for p, n in zip(game.players, NAMES)))
    return tmp_path / "markup.toml", game


def all_shown(text: str, names=NAMES) -> bool:
    return all(name in text for name in names)


async def test_names_in_markup_open_every_screen_as_written(tmp_path):
    path, game = markup_game(tmp_path)
    Session(game, path).autosave()  # a game of the host's, never finished
    with History.open() as history:
        history.record(markup_game(tmp_path, 1)[1])
    app = make_app()
    said = notifications(app)
    async with app.run_test(size=(160, 50)) as pilot:
        await settle(pilot)
        assert isinstance(app.screen, NewGameScreen)
        assert all_shown(screen_text(app), NAMES[:2])  # the autosave list, names as written
        app.screen.query_one("#recent").focus()
        await pilot.press("enter")
        await settle(pilot)
        assert all_shown(screen_text(app))  # the editor
        app.notify(f"Told: {NAMES[0]} {NAMES[2]}")  # a notification, as its toast draws it
        app.screen.say(f"Said: {NAMES[1]} {NAMES[0]}")  # the editor's message line
        await settle(pilot)
        assert f"Said: {NAMES[1]} {NAMES[0]}" in screen_text(app)
        toasts = [str(Toast(told).render()) for told in app._notifications]
        assert any(f"Told: {NAMES[0]} {NAMES[2]}" in toast for toast in toasts)
        await pilot.press("f2")
        await settle(pilot)
        assert all_shown(screen_text(app))  # the scorepad
        await pilot.press("v")
        await settle(pilot)
        await pilot.press("1", "enter")  # the first player's guess
        await pilot.press("pagedown")
        await settle(pilot)
        assert f"Closest: {NAMES[0]} (off by" in screen_text(app)  # the reveal
        await pilot.press(*["pagedown"] * (2 * len(app.screen.reveal.rows)))  # to the totals
        await settle(pilot)
        assert all_shown(screen_text(app))
        await pilot.press("escape")
        await settle(pilot)
        await pilot.press("f6")
        await settle(pilot)
        assert all_shown(screen_text(app), NAMES[:3])  # the History screen (three players)
        assert said and app.is_running
