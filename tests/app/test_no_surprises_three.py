"""No surprises, round three (issue 30), section 2: the scorepad and editor at 80x24, found by
new players typing real boards by hand at 80x24 and 100x30, each driven through the real app."""

from __future__ import annotations

import pytest
from conftest import SMALL, example_path, game_from, make_app, screen_text, settle, type_entries
from fit import cut_widgets
from test_editor import TWO_PLAYERS
from test_fit_editor import LONG_RUN, crowded, rows_of
from textual.geometry import Region

from fathom_score.app.screens.editor import kept_line
from fathom_score.app.screens.reveal import RevealScreen
from fathom_score.app.screens.scorepad import ScorepadScreen
from fathom_score.app.widgets.board import BoardView
from fathom_score.gamefile import load_game
from fathom_score.render.board_forms import zone_box
from fathom_score.scoring import score_game
from fathom_score.table.entry import describe
from fathom_score.words import say, set_language

TERMINAL = 80, 24


@pytest.mark.parametrize("size", [TERMINAL, SMALL])
@pytest.mark.parametrize("language", ["en", "ja"])
async def test_the_scorepad_key_line_always_shows_quit_and_keys(size, language):
    set_language(language)
    app = make_app(example_path(2), load_game(example_path(2)))
    async with app.run_test(size=size) as pilot:
        await settle(pilot)
        await pilot.press("f2")
        await settle(pilot)
        assert isinstance(app.screen, ScorepadScreen)
        keys = app.screen.query_one("#keys")
        shown = "\n".join(line.plain for line in keys.lines(keys.content_region.width))
        for binding in type(app).BINDINGS:
            if binding.action in ("quit", "help"):
                assert f"{app.key_of(binding)} " in shown, (binding, shown)
        text = screen_text(app)
        assert all(line in text for line in shown.splitlines())


@pytest.mark.parametrize("key", ["pageup", "pagedown"])
async def test_another_players_board_opens_without_the_last_players_entry_said(key):
    app = make_app(None, game_from(TWO_PLAYERS))
    async with app.run_test(size=TERMINAL) as pilot:
        await settle(pilot)
        await type_entries(pilot, "rc")
        message = app.screen.query_one("#message")
        assert "A1" in str(message.render())  # Ana's entry is said
        await pilot.press(key)
        await settle(pilot)
        assert app.screen.player == 1
        assert str(message.render()).strip() == ""


@pytest.mark.parametrize("language", ["en", "ja"])
async def test_the_chosen_expedition_is_marked_in_words_not_only_by_colour(language):
    set_language(language)
    app = make_app()
    async with app.run_test(size=TERMINAL) as pilot:
        await settle(pilot)
        await pilot.press("down", "down", "tab")  # Expedition 3, then on to the names
        await settle(pilot)
        lines = [line for line in screen_text(app).splitlines() if "○" in line or "●" in line]
        chosen = [line for line in lines if "●" in line]
        assert len(lines) == 4 and len(chosen) == 1, lines
        assert "● 3:" in chosen[0]


@pytest.mark.parametrize("entered_first", [False, True])
async def test_tab_takes_the_fix_a_refusal_suggests(entered_first):
    app = make_app(None, game_from(TWO_PLAYERS))
    async with app.run_test(size=TERMINAL) as pilot:
        await settle(pilot)
        await pilot.press(*"rcf1wr")
        if entered_first:
            await pilot.press("enter")  # refused, and put back to be corrected
        await settle(pilot)
        said = " ".join(str(app.screen.query_one("#message").render()).split())
        assert "type 'rcf1 wr'" in said and "Tab" in said, said
        await pilot.press("tab")
        await settle(pilot)
        assert app.screen.query_one("#entry").value == "rcf1 wr"
        assert app.focused.id == "entry"
        await pilot.press("enter")
        await settle(pilot)
        board = app.session.game.players[0].board
        assert describe(board["A1"]) == "red coral"
        assert board["F1"] is not None and "wreck" in describe(board["F1"])


async def test_tab_without_a_suggested_fix_still_leaves_the_field():
    app = make_app(None, game_from(TWO_PLAYERS))
    async with app.run_test(size=TERMINAL) as pilot:
        await settle(pilot)
        await pilot.press(*"rcf1wr", "enter", "backspace", "backspace", *"zz")
        await settle(pilot)
        await pilot.press("tab")
        await settle(pilot)
        assert app.screen.query_one("#entry").value == "rcf1zz"


async def test_a_guess_typed_but_not_entered_counts_when_the_reveal_moves_on():
    path = example_path(2)
    scorepad = score_game(load_game(path))
    app = make_app(path, load_game(path))
    async with app.run_test(size=SMALL) as pilot:
        await settle(pilot)
        await pilot.press("f2")
        await settle(pilot)
        await pilot.press("v")
        await settle(pilot)
        screen = app.screen
        assert isinstance(screen, RevealScreen)
        first = next(iter(scorepad.categories))
        last = len(scorepad.players) - 1
        got = scorepad.players[last].categories[first].points
        await pilot.press(*["9", "enter"] * last, *str(got + 1), "pagedown")  # no Enter
        await settle(pilot)
        assert screen.reveal.shown
        assert screen.reveal.guesses_now()[last] == got + 1
        result = str(screen.query_one(f"#result-{last}").render())
        assert f"{got} points (guessed {got + 1})" in result


@pytest.mark.parametrize("size", [TERMINAL, SMALL])
@pytest.mark.parametrize("language", ["en", "ja"])
async def test_expedition_1_shows_what_is_kept_beside_the_board(size, language):
    set_language(language)
    app = make_app(None, game_from(TWO_PLAYERS))  # Expedition 1: the tallest score column
    async with app.run_test(size=size) as pilot:
        await settle(pilot)
        await type_entries(pilot, "+stch")
        await pilot.pause()
        kept = kept_line(app.session.game.players[0].poi_kept)
        assert "statue" in kept or "像" in kept
        assert kept in screen_text(app), screen_text(app)


@pytest.mark.parametrize("size", [TERMINAL, SMALL])
@pytest.mark.parametrize("language", ["en", "ja"])
async def test_a_whole_board_runs_preview_is_shown_whole_before_enter(size, language):
    """Typed without Enter, a run over every zone previews every zone it enters (it was cut
    after the message's two lines); once entered, the board has its rows back."""
    set_language(language)
    app = make_app(None, crowded(1))
    async with app.run_test(size=size) as pilot:
        await settle(pilot)
        screen = app.screen
        board = screen.board_view.region
        screen.query_one("#entry").value = LONG_RUN
        await settle(pilot)
        preview = say(screen.session.preview(screen.player, screen.cursor, LONG_RUN).message)
        assert preview.count("G3") == 1  # the run's last zone
        message = screen.query_one("#message")
        said = " ".join(rows_of(screen_text(app), message.region).split())
        assert "…" not in said
        assert "".join(said.split()) == "".join(preview.split())
        assert cut_widgets(screen, ["#entry", "#keys", "#message", "#zone-line"]) == []
        await pilot.press("enter")
        await settle(pilot)
        assert screen.board_view.region == board


def _lit_zones_out_of_sight(screen) -> list[str]:
    """The lit zones of the scorepad's board that are not wholly on the screen, in sight."""
    board = screen.query_one(BoardView)
    seen = board.screen.find_widget(board).clip
    out = []
    for zone in sorted(board.marks):
        x, y, width, height = zone_box(board.board.layout, board.form, zone)
        box = Region(board.content_region.x + x, board.content_region.y + y, width, height)
        if seen.intersection(box) != box:
            out.append(zone)
    return out


@pytest.mark.parametrize("size", [TERMINAL, SMALL])
@pytest.mark.parametrize("language", ["en", "ja"])
async def test_a_chosen_reasons_zones_come_into_view(size, language):
    """A reason whose zones lie in the board's lowest rows (E–G), chosen by keys alone on the
    scorepad: the board scrolls so that every zone it lights is in sight."""
    set_language(language)
    app = make_app(example_path(2), load_game(example_path(2)))
    async with app.run_test(size=size) as pilot:
        await settle(pilot)
        await pilot.press("f2")
        await settle(pilot)
        screen = app.screen
        assert isinstance(screen, ScorepadScreen)
        categories = screen.scorepad.categories
        low = [
            (row, index)
            for row, category in enumerate(categories)
            for index, reason in enumerate(screen.scorepad.players[0].categories[category].reasons)
            if reason.zones and all(zone[0] in "EFG" for zone in reason.zones)
        ]
        assert low, "the example has a reason in rows E–G"
        row, index = low[0]
        await pilot.press(*["down"] * row, "tab", *["down"] * index)
        await settle(pilot)
        assert (
            screen.reason is not None
            and set(screen.reason.zones) == screen.query_one(BoardView).marks
        )
        assert _lit_zones_out_of_sight(screen) == [], screen_text(app)
        await pilot.press("shift+tab")  # back to the table: in sight again
        await settle(pilot)
        assert cut_widgets(screen, ["#pad"]) == []


@pytest.mark.parametrize("size", [TERMINAL, SMALL])
@pytest.mark.parametrize("language", ["en", "ja"])
async def test_the_new_game_screen_takes_the_sets_own_colour_names(size, language, tmp_path):
    """A set whose bags are crimson, amber, azure and jade: named so on the new-game screen,
    a player's colour is one of them, and the game (its file, its record) has them."""
    set_language(language)
    app = make_app()
    async with app.run_test(size=size) as pilot:
        await settle(pilot)
        await pilot.press("tab")  # on to the first name
        await pilot.press(*"Ana", "tab", *"crimson", "tab", *"Bo", "tab", *"jade")
        field = app.screen.query_one("#colours")
        app.screen.set_focus(field)
        await settle(pilot)
        assert cut_widgets(app.screen, ["#colours"]) == []
        await pilot.press(*"crimson amber azure jade")
        app.screen.action_start()
        await settle(pilot)
        game = app.session.game
        assert game.colours == ("crimson", "amber", "azure", "jade")
        assert [p.colour for p in game.players] == ["crimson", "jade"]
        saved = load_game(app.session.save(tmp_path / "tonight.toml"))
        assert saved.colours == game.colours and saved.players[0].colour == "crimson"
