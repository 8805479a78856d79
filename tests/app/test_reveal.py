"""The reveal in the app: `v` on the scorepad, each row asked then shown on every board, guesses
and who was closest, the totals and tie-break last; at a served table the host's page moves it
on and a player's page follows, opening the reveal by itself."""

from __future__ import annotations

import asyncio

import pytest
from conftest import example_path, make_app, screen_text, settle
from textual import events

from fathom_score.app import FathomApp
from fathom_score.app.screens.reveal import RevealScreen
from fathom_score.app.screens.scorepad import ScorepadScreen
from fathom_score.app.widgets.board import BoardView
from fathom_score.app.widgets.tap_pad import TapPad
from fathom_score.config.places import CODE_VARIABLE
from fathom_score.gamefile import dump_game, load_game
from fathom_score.scoring import score_game
from fathom_score.table.reveal import ENDED
from fathom_score.table.shared import SharedTable
from fathom_score.table.taps import BACKSPACE, ENTER

PATIENCE = 10.0  # seconds: only a limit on a hang (the poll comes every 0.3 s)
SIZE = (100, 30)


async def open_reveal(pilot) -> RevealScreen:
    await settle(pilot)
    await pilot.press("f2")
    await settle(pilot)
    assert isinstance(pilot.app.screen, ScorepadScreen)
    await pilot.press("v")
    await settle(pilot)
    screen = pilot.app.screen
    assert isinstance(screen, RevealScreen)
    return screen


def served_page(
    monkeypatch, tmp_path, code: str, player: str | None = None, host: bool = False
) -> FathomApp:
    """A browser session's app at the served table `code`, on Expedition 2's example game,
    entering `player`'s board (None: none); `host`: the host's page (opened with its key)."""
    monkeypatch.setenv(CODE_VARIABLE, code)
    path = tmp_path / "table.toml"
    game = load_game(example_path(2))
    path.write_text(dump_game(game), encoding="utf-8")
    return FathomApp(path, game, cursor_blink=False, player=player, host=host)


async def test_each_row_is_asked_then_shown_with_guesses_and_zones_then_the_totals():
    path = example_path(2)
    scorepad = score_game(load_game(path))
    app = make_app(path, load_game(path))
    async with app.run_test(size=SIZE) as pilot:
        screen = await open_reveal(pilot)
        first = next(iter(scorepad.categories))
        coral = [p.categories[first].points for p in scorepad.players]
        assert "guess your points" in screen_text(app)
        assert all(board.marks == frozenset() for board in screen.query(BoardView))
        await pilot.press(*str(coral[0] + 2), "enter")  # Noor: 2 off
        await pilot.press(*str(coral[1] + 1), "enter")  # Otto: 1 off
        await pilot.press("pagedown")
        assert screen.reveal.shown and screen.reveal.row == first
        text = screen_text(app)
        assert f"{coral[0]} points (guessed {coral[0] + 2})" in text
        assert f"Closest: {scorepad.players[1].name} (off by 1 point)" in text
        lit = {z for r in scorepad.players[0].categories[first].reasons for z in r.zones}
        assert screen.query(BoardView).first().marks == lit
        await pilot.press(*["pagedown"] * (2 * len(scorepad.categories)))
        assert screen.reveal.at_totals
        text = screen_text(app)
        assert "How the places were decided" in text
        assert f"{scorepad.players[0].name} {scorepad.players[0].total} points, 1st" in text
        await pilot.press("escape")
        assert isinstance(app.screen, ScorepadScreen)


async def test_a_served_host_page_drives_and_a_players_page_follows(monkeypatch, tmp_path):
    code = "RevealAppCode"
    game = load_game(example_path(2))
    noor = served_page(monkeypatch, tmp_path, code, game.players[0].name)
    async with noor.run_test(size=SIZE) as pilot:
        await settle(pilot)
        host, _, _ = SharedTable.open(code, game)
        try:
            host.move_reveal(0, fresh=True)  # the host's page begins the reveal
            await until(pilot, lambda: isinstance(noor.screen, RevealScreen), "never opened")
            screen = noor.screen
            assert not screen.drives
            assert [g.disabled for g in screen.query("Input")] == [False, True, True, True]
            await pilot.press("pagedown")  # a follower does not move it
            assert screen.reveal.step == 0
            await pilot.press("7", "enter")  # Noor's guess reaches the table
            await until(pilot, lambda: (host.reveal() or (0, 0, {}))[2] == {0: {0: 7}}, "no guess")
            host.move_reveal(1)
            await until(pilot, lambda: screen.reveal.step == 1, "never followed")
            assert "(guessed 7)" in screen_text(noor)
            host.move_reveal(ENDED, fresh=True)  # the host's page closed it (Esc)
            await until(pilot, lambda: not isinstance(noor.screen, RevealScreen), "stayed open")
        finally:
            host.close()


async def until(pilot, done, why: str) -> None:
    waited = 0.0
    while not done():
        assert waited < PATIENCE, why
        await asyncio.sleep(0.05)
        await pilot.pause()
        waited += 0.05


async def test_guesses_typed_in_one_burst_go_to_each_players_field():
    path = example_path(2)
    app = make_app(path, load_game(path))
    async with app.run_test(size=SIZE) as pilot:
        screen = await open_reveal(pilot)
        for key in ("9", "enter", "5", "enter", "1", "2", "enter"):  # tmux's send-keys
            app.post_message(events.Key(key, "\r" if key == "enter" else key))
        await settle(pilot)
        await pilot.pause()
        assert dict(screen.reveal.guesses_now()) == {0: 9, 1: 5, 2: 12}


async def test_the_host_page_begins_moves_and_ends_the_tables_reveal(monkeypatch, tmp_path):
    code = "RevealHostCode"
    game = load_game(example_path(2))
    host_page = served_page(monkeypatch, tmp_path, code, host=True)
    async with host_page.run_test(size=SIZE) as pilot:
        screen = await open_reveal(pilot)
        # It moves the reveal on, and types no player's guess: each page its own.
        assert screen.drives and all(g.disabled for g in screen.query("Input"))
        table, _, _ = SharedTable.open(code, game)
        try:
            assert (table.reveal() or (0, None, None))[1] == 0
            await pilot.press("pagedown", "pagedown")
            assert (table.reveal() or (0, None, None))[1] == 2
            await pilot.press("escape")
            assert (table.reveal() or (0, None, None))[1] == ENDED
        finally:
            table.close()


async def test_a_served_page_types_a_guess_by_the_pads_digits(monkeypatch):
    # A phone opens no keyboard for the guess field (the page's tap pad types): its digits
    # were nowhere, and a guess could not be typed.
    monkeypatch.setattr(FathomApp, "is_web", property(lambda app: True))
    path = example_path(2)
    app = make_app(path, load_game(path))
    async with app.run_test(size=(40, 38)) as pilot:  # a phone's terminal
        screen = await open_reveal(pilot)
        pad = screen.query_one("#guess-pad", TapPad)
        assert pad.display and pad.region.bottom <= screen.query_one("#keys").region.y

        async def tap(code: str) -> None:
            index = next(i for i, item in enumerate(pad.items) if item.code == code)
            box = pad.item_box(index)
            await pilot.click(pad, offset=(box.x + 1, box.y + 1))
            await settle(pilot)

        for code in ("1", "7", BACKSPACE, "2", ENTER, "9", ENTER):
            await tap(code)
        assert dict(screen.reveal.guesses_now()) == {0: 12, 1: 9}
        await pilot.press("pagedown")
        assert screen.reveal.shown and not pad.display  # nothing to guess: no digits


@pytest.mark.parametrize("player", [None, "Nobody"])
async def test_a_page_without_the_hosts_key_neither_moves_the_reveal_nor_guesses(
    monkeypatch, tmp_path, player
):
    """Anyone with the join code can open a page with no `?player=` (or an unknown one): it
    once acted as the host's, beginning, moving and ending the reveal for everyone and typing
    any seat's guess. It follows the host's page, and guesses for no one."""
    code = "RevealGuestCode"
    game = load_game(example_path(2))
    guest = served_page(monkeypatch, tmp_path, code, player)
    async with guest.run_test(size=SIZE) as pilot:
        await settle(pilot)
        host, _, _ = SharedTable.open(code, game)
        try:
            await pilot.press("f2")
            await settle(pilot)
            await pilot.press("v")  # begins nothing for the table
            await settle(pilot)
            assert host.reveal() is None or host.reveal()[1] == ENDED
            host.move_reveal(0, fresh=True)  # the host's page begins it
            await until(pilot, lambda: isinstance(guest.screen, RevealScreen), "never opened")
            screen = guest.screen
            assert not screen.drives
            assert all(g.disabled for g in screen.query("Input"))
            await pilot.press("1", "enter", "pagedown", "escape")
            await settle(pilot)
            assert host.reveal()[1:] == (0, {})  # not moved, not ended, no guess
        finally:
            host.close()


async def test_a_players_page_offers_no_reveal_of_its_own_and_says_who_begins_it(
    monkeypatch, tmp_path
):
    from conftest import notifications

    code = "RevealPlayerV"
    game = load_game(example_path(2))
    noor = served_page(monkeypatch, tmp_path, code, game.players[0].name)
    told = notifications(noor)
    async with noor.run_test(size=SIZE) as pilot:
        await settle(pilot)
        await pilot.press("f2")
        await settle(pilot)
        scorepad = noor.screen
        assert isinstance(scorepad, ScorepadScreen)
        assert "Reveal" not in screen_text(noor)  # not on its key line
        palette = {command.title for command in noor.commands_for(scorepad)}
        assert not any("reveal" in title.lower() for title in palette), palette
        await pilot.press("v")  # no private reveal stuck on its first step
        await settle(pilot)
        assert noor.screen is scorepad
        assert any("host's page begins the reveal" in said for said in told), told
    noor.table.leave()


@pytest.mark.parametrize("player", [None, "Otto"])
async def test_a_page_of_a_restarted_server_carries_on_the_reveal_at_its_step_and_guesses(
    monkeypatch, tmp_path, player
):
    """A server restarted mid-reveal: the page that comes back (the host's, opened with its new
    key, or a player's) opens the reveal where the table had got to, with the guesses typed,
    and the table keeps them: the host's page once began it afresh, every guess lost, and a
    player's page skipped a reveal begun before it came."""
    code = "RevealRestart"
    game = load_game(example_path(2))
    before, _, _ = SharedTable.open(code, game)  # the pages of the server before the restart
    try:
        before.move_reveal(0, fresh=True)
        before.guess_reveal(0, 0, 7)
        before.guess_reveal(0, 1, 5)
        before.move_reveal(2)
        before.guess_reveal(1, 1, 4)
        kept = before.reveal()
        assert kept is not None
        page = served_page(monkeypatch, tmp_path, code, player, host=player is None)
        async with page.run_test(size=SIZE) as pilot:
            await until(pilot, lambda: isinstance(page.screen, RevealScreen), "never opened")
            screen = page.screen
            assert screen.drives == (player is None)
            assert screen.reveal.step == 2
            assert {row: dict(seats) for row, seats in screen.reveal.guesses.items()} == kept[2]
            assert "guessed ✓" in screen_text(page)  # Otto's guess of the row asked now
            await pilot.pause(0.5)  # a poll or two
            assert before.reveal()[1:] == kept[1:]  # neither begun again nor emptied
            if player is None:  # the host's page moves it on from there
                await pilot.press("pagedown")
                await until(pilot, lambda: before.reveal()[1] == 3, "not moved on")
                assert before.reveal()[2] == kept[2]
        page.table.leave()
    finally:
        before.close()
