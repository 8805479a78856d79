"""The board as filled hexagons (render.board_map.hex_map): a pure function, tested without an app.

What a player compares with the physical board: every zone where the board has it, its letters,
the highlighted zones and the cursor, in both themes and within the 100x30 editor.
"""

from __future__ import annotations

from fathom_score.gamefile import parse_game
from fathom_score.render.board_map import DARK, LIGHT, hex_map, hex_origin, hex_zone_at

GAME = parse_game(
    """version = 1
expedition = 2
[[players]]
name = "Ana"
[players.zones]
A1 = "red coral"
D4 = "blue fish crustacean"
D7 = "green camera facing E"
C3 = "yellow coral undiscovered"
G4 = "poi statue"
[[players]]
name = "Ben"
""",
    "test game",
)
BOARD = GAME.players[0].board
LAYOUT = BOARD.layout


def lines(text) -> list[str]:
    return text.plain.split("\n")


def test_each_zone_is_drawn_where_a_click_finds_it():
    for zone in LAYOUT.zones:
        x, y = hex_origin(LAYOUT, zone)
        for dx in range(7):
            for dy in range(2):
                assert hex_zone_at(LAYOUT, x + dx, y + dy) == zone
    assert hex_zone_at(LAYOUT, 0, 0) is None  # the plate's corner is no zone


def test_zones_are_hexagons_in_rows_offset_like_the_board():
    picture = lines(hex_map(BOARD, GAME.colours))
    x, y = hex_origin(LAYOUT, "D1")
    assert picture[y][x : x + 7] == "▟ D1  ▙" and picture[y + 1][x : x + 7] == "▜     ▛"
    # Each row down to D starts half a zone further left, then half a zone further right.
    starts = [hex_origin(LAYOUT, f"{row}1")[0] for row in "ABCDEFG"]
    assert starts == [13, 9, 5, 1, 5, 9, 13]


def test_every_tile_shows_its_letters_so_the_map_reads_without_colour():
    picture = hex_map(BOARD, GAME.colours).plain
    for code in ("r:C", "b:FK", "g:@→", "(y:C)", "St"):
        assert code in picture


def test_the_cursor_and_the_highlighted_zones_are_marked_in_the_letters_too():
    picture = hex_map(BOARD, GAME.colours, marks={"D4", "A1"}, cursor="D5").plain
    assert "*D4*" in picture and "*A1*" in picture and "[D5]" in picture
    assert "*D3*" not in picture and "[D4]" not in picture


def test_highlighted_zones_keep_their_colour_and_the_others_fade():
    plain = hex_map(BOARD, GAME.colours)
    marked = hex_map(BOARD, GAME.colours, marks={"D4"})

    def fill_at(text, zone):
        x, y = hex_origin(LAYOUT, zone)
        offset = sum(len(line) + 1 for line in lines(text)[: y + 1]) + x + 3
        return next(
            span.style.bgcolor
            for span in text.spans
            if span.start <= offset < span.end and span.style.bgcolor
        )

    assert fill_at(marked, "D4") == fill_at(plain, "D4")
    assert fill_at(marked, "A1") != fill_at(plain, "A1")


def test_the_board_fits_beside_the_score_column_at_100_columns():
    picture = lines(hex_map(BOARD, GAME.colours))
    assert max(len(line) for line in picture) <= 57
    assert len(picture) == 16


def test_the_plate_follows_the_theme():
    dark, light = hex_map(BOARD, GAME.colours, dark=True), hex_map(BOARD, GAME.colours, dark=False)

    def colours(text):
        return {str(s.style.bgcolor.name) for s in text.spans if s.style.bgcolor}

    assert DARK.plate in colours(dark) and LIGHT.plate not in colours(dark)
    assert LIGHT.plate in colours(light)


async def test_the_editor_redraws_the_board_for_the_theme():
    from conftest import SMALL, make_app

    app = make_app(None, GAME)
    async with app.run_test(size=SMALL) as pilot:
        await pilot.pause()
        assert DARK.plate in app.export_screenshot()
        await pilot.press("ctrl+t")
        await pilot.pause()
        screen = app.export_screenshot()
        assert LIGHT.plate in screen and DARK.plate not in screen
