"""Drive the real app by keys: a new game, a board entered, the live score, undo and redo."""

from __future__ import annotations

from conftest import (
    SMALL,
    game_from,
    make_app,
    press_entries,
    screen_text,
    start_new_game,
    type_entries,
)

from fathom_score.app.screens.editor import HINT, EditorScreen
from fathom_score.app.screens.new_game import NewGameScreen
from fathom_score.app.widgets.board import BoardView
from fathom_score.app.widgets.player_bar import GAP, PlayerBar
from fathom_score.gamefile import format_content
from fathom_score.model import PoiKind
from fathom_score.render.board_map import hex_origin

TWO_PLAYERS = 'version = 1\nexpedition = 1\n[[players]]\nname = "Ana"\n[[players]]\nname = "Ben"\n'
THREE_PLAYERS = TWO_PLAYERS + '[[players]]\nname = "Cy"\n'


def editor_app(text: str = TWO_PLAYERS):
    """The app opened on a new game file, straight into the board editor."""
    return make_app(None, game_from(text))


# Ana, Expedition 1. Red corals at A1 and A2 make a group of 2 (4 points); the crustacean at
# B2 touches A1 and A2 (red coral, one colour: 2); the yellow 2-fish tile is a school of 2
# icons, too small to score.
ENTRIES = ("rc", "rc", "", "y2f", "", "bk")


def zones_of(app, player: int = 0) -> dict[str, str]:
    board = app.session.game.players[player].board
    return {zone: format_content(content) for zone, content in board.zones.items()}


async def test_new_game_then_a_board_entered_by_keys_scores_live():
    app = make_app()
    async with app.run_test(size=SMALL) as pilot:
        assert isinstance(app.screen, NewGameScreen)
        await start_new_game(pilot, ("Ana", "Ben"))
        assert isinstance(app.screen, EditorScreen)
        await press_entries(pilot, *ENTRIES)
        assert zones_of(app) == {
            "A1": "red coral",
            "A2": "red coral",
            "A4": "yellow 2 fish",
            "B2": "blue crustacean",
        }
        text = screen_text(app)
        assert _row(text, "Coral") == "4"
        assert _row(text, "Crustacean") == "2"
        assert _row(text, "Schooling fish") == "0"
        assert _row(text, "Total") == "6"


def _row(text: str, label: str) -> str:
    """The points on the score column's row for `label` (the column is right of the board)."""
    for line in text.splitlines():
        right = line.split("│")[-1]
        if right.strip().startswith(label):
            return right.split()[-1]
    raise AssertionError(f"no {label} row on screen")


async def test_an_invalid_entry_is_refused_with_the_cores_reason_and_nothing_is_lost():
    app = editor_app()
    async with app.run_test(size=SMALL) as pilot:
        await pilot.pause()
        await type_entries(pilot, "rc")
        await type_entries(pilot, "blue camera facing E")  # Expedition 2's species
        message = str(app.screen.query_one("#message").render())
        assert message.startswith("✗ Not entered")
        assert "belongs to Expedition 2" in message
        await type_entries(pilot)
        assert app.screen.query_one("#entry").value == "blue camera facing E"
        assert zones_of(app) == {"A1": "red coral"}
        assert app.screen.cursor == "A2"


async def test_undo_and_redo_step_through_the_changes():
    app = editor_app()
    async with app.run_test(size=SMALL) as pilot:
        await pilot.pause()
        await type_entries(pilot, "rc", "bc")
        await pilot.press("ctrl+z")
        assert zones_of(app) == {"A1": "red coral"}
        await pilot.press("ctrl+z")
        assert zones_of(app) == {}
        await pilot.press("ctrl+y")
        assert zones_of(app) == {"A1": "red coral"}
        # A new change after an undo drops what could have been redone.
        await type_entries(pilot, "yc")
        await pilot.press("ctrl+y")
        assert zones_of(app) == {"A1": "red coral", "A3": "yellow coral"}


async def test_the_hex_keys_arrows_and_the_mouse_move_the_cursor():
    app = editor_app()
    async with app.run_test(size=SMALL) as pilot:
        await pilot.pause()
        await type_entries(pilot, "d4")
        assert app.screen.cursor == "D4"
        await pilot.press("escape")  # the board takes the keys
        moves = {"w": "C3", "e": "C4", "a": "D3", "d": "D5", "z": "E3", "x": "E4"}
        for key, zone in moves.items():
            await pilot.press(key)
            assert app.screen.cursor == zone, key
            await pilot.press(_back(key))
            assert app.screen.cursor == "D4"
        await pilot.press("up", "up", "left")
        assert app.screen.cursor == "B1"  # NW, NW, W
        await pilot.press("delete")  # clearing an empty zone changes nothing
        await pilot.press("enter")
        assert app.focused.id == "entry"
        # The middle of G1's code line, where render's hex_map draws it, inside the padding.
        board = app.screen.query_one(BoardView)
        x, y = hex_origin(board.board.layout, "G1")
        padding = board.styles.padding
        await pilot.click(BoardView, offset=(padding.left + x + 3, padding.top + y + 1))
        assert app.screen.cursor == "G1"


def _back(key: str) -> str:
    return {"w": "x", "x": "w", "e": "z", "z": "e", "a": "d", "d": "a"}[key]


async def test_each_player_has_a_board_and_kept_points_of_interest():
    app = editor_app(THREE_PLAYERS)
    async with app.run_test(size=SMALL) as pilot:
        await pilot.pause()
        await type_entries(pilot, "rc")
        await pilot.press("pagedown")
        await type_entries(pilot, "bc", "kept st ch")
        assert zones_of(app, 0) == {"A1": "red coral"}
        assert zones_of(app, 1) == {"A1": "blue coral"}
        assert [k.value for k in app.session.game.players[1].poi_kept] == ["statue", "chest"]
        assert "Kept beside the board: statue, chest" in screen_text(app)
        await pilot.press("pageup", "pageup")
        assert app.screen.player == 2


async def test_clicking_a_player_name_shows_that_board():
    app = editor_app(THREE_PLAYERS)
    async with app.run_test(size=SMALL) as pilot:
        await pilot.pause()
        bar = app.screen.query_one(PlayerBar)
        names = [p.name for p in app.session.game.players]
        # The third name starts after the first two and the gaps between them (and the padding).
        x = 1 + sum(len(name) + len(GAP) for name in names[:2]) + 1
        await pilot.click(PlayerBar, offset=(x, 0))
        await pilot.pause()
        assert app.screen.player == 2 and bar.shown == 2
        await pilot.press("pagedown")
        assert app.screen.player == 0 and bar.shown == 0


async def test_a_game_opened_from_the_command_line_shows_its_boards(tmp_path):
    game = game_from(
        'version = 1\nexpedition = 3\n[[players]]\nname = "Ana"\n'
        '[players.zones]\nD4 = "red jellyfish"\nD5 = "red jellyfish"\n'
        '[[players]]\nname = "Ben"\n'
    )
    app = make_app(tmp_path / "g.toml", game)
    async with app.run_test(size=SMALL) as pilot:
        await pilot.pause()
        assert isinstance(app.screen, EditorScreen)
        text = screen_text(app)
        assert "r:J" in text and "D4" in text
        assert _row(text, "Jellyfish") == "6"  # a line of two
        assert "not saved" not in app.screen.sub_title


async def test_the_palette_types_codes_and_completion_finishes_words():
    app = editor_app()
    async with app.run_test(size=SMALL) as pilot:
        await pilot.pause()
        app.screen.action_type_code("b")
        app.screen.action_type_code("k")
        await pilot.press("enter")
        assert zones_of(app) == {"A1": "blue crustacean"}
        await pilot.press(*"gre")
        await pilot.pause()
        await pilot.press("right")  # accept the suggestion
        assert app.screen.query_one("#entry").value == "green"
        await pilot.press("space", *"cor", "right")
        assert app.screen.query_one("#entry").value == "green coral"


async def test_a_run_jumps_skips_and_keeps_as_typed_and_the_hint_shows_how_whole():
    app = editor_app()
    async with app.run_test(size=SMALL) as pilot:
        text = screen_text(app)
        assert any(HINT in line for line in text.splitlines()), "the hint, whole, on one line"
        assert "rcd4bf: bf at D4" in HINT and ": two" in HINT and "+sc kept" in HINT
        await press_entries(pilot, "rc:ysd4bf+sc")
        assert zones_of(app) == {"A1": "red coral", "A4": "yellow cucumber", "D4": "blue fish"}
        assert app.session.game.players[0].poi_kept == (PoiKind.STATUE, PoiKind.CHEST)
        assert app.screen.cursor == "D5"
        await press_entries(pilot, "g2fe5")  # a jump at the end of a run
        assert zones_of(app)["D5"] == "green 2 fish"
        assert app.screen.cursor == "E5"
        await press_entries(pilot, "rcd9")  # refused: nothing changes
        assert "unknown zone 'D9'" in screen_text(app)
        assert app.screen.cursor == "E5" and "E5" not in zones_of(app)
