"""The board's compact forms (render.board_forms), for screens too small for the hex picture.

Pure functions of the board, tested without an app: every zone where the board has it and
named, every code readable, the cursor and the highlighted zones marked in the letters, each
form within the size it promises (the two-line form within a phone's 40 columns, the one-line
form within the 9 lines a phone on its side leaves the board), and a click on every cell of a
zone finding that zone, in the pure functions and in a BoardView drawn in each form.
"""

from __future__ import annotations

import pytest
from test_board_picture import BOARD, GAME, LAYOUT
from textual.app import App, ComposeResult

from fathom_score.app.widgets.board import BoardView
from fathom_score.model import Board, Layout, Poi, PoiKind, Species, Stingray, Tile
from fathom_score.render.board_forms import (
    FORMS,
    HEX,
    ONE_LINE,
    TWO_LINE,
    form_lines,
    form_size,
    form_text,
    form_zone_at,
    largest_form,
    zone_box,
)
from fathom_score.render.board_map import hex_lines, tile_code

COMPACT = (TWO_LINE, ONE_LINE)

C, F, K, A = Species.CORAL, Species.FISH, Species.CRUSTACEAN, Species.ANGLERFISH
# The longest codes the game allows a zone, side by side where they crowd each other most.
LONGEST = Board(
    {
        "D1": Tile("blue", ((F, 1), (K, 1)), discovered=False),  # (b:FK)
        "D2": Tile("multi", ((C, 1),), pinned="red"),  # m:C=r
        "D3": Tile("red", ((Species.CAMERA, 1),), facing="NE"),  # r:@↗
        "D4": Tile("red", ((A, 1),), stacked=True),  # r:AA
        "D5": Tile("yellow", ((F, 2),)),  # y:2F
        "D6": Tile("yellow", ((F, 3),), discovered=False),  # (y:3F)
        "D7": Tile("blue", ((F, 2), (K, 1))),  # b:2FK
        "C1": Poi(PoiKind.STATUE),
        "C2": Poi(),
        "C3": Stingray(),  # St ? ~
        "C4": Tile("green", ((C, 1), (F, 1))),
        "C5": Tile("green", ((C, 1), (F, 1))),
        "C6": Tile("red", (), discovered=False),  # (r:)
    }
)


def plain(lines) -> list[str]:
    return ["".join(text for text, _style in line) for line in lines]


def box_text(picture: list[str], form: str, zone: str, spill: int = 0) -> str:
    """What the zone's box shows, each of its lines, with `spill` columns beyond its right."""
    x, y, width, height = zone_box(LAYOUT, form, zone)
    return "\n".join(line[x : x + width + spill] for line in picture[y : y + height])


@pytest.mark.parametrize("form", FORMS)
def test_each_form_is_the_size_it_says(form):
    lines = form_lines(BOARD, GAME.colours, {"D4"}, "D5", form=form)
    width, height = form_size(LAYOUT, form)
    assert len(lines) == height
    assert {len(line) for line in plain(lines)} == {width}


def test_the_hex_form_is_the_hex_picture():
    assert form_lines(BOARD, GAME.colours, {"D4"}, "A1", form=HEX, dark=False) == hex_lines(
        BOARD, GAME.colours, {"D4"}, "A1", dark=False
    )
    assert form_size(LAYOUT, HEX) == (57, 16)


def test_the_two_line_form_fits_a_phone_and_the_one_line_form_a_phone_on_its_side():
    width, height = form_size(LAYOUT, TWO_LINE)
    assert width <= 40 and 14 <= height <= 16
    width, height = form_size(LAYOUT, ONE_LINE)
    assert height <= 9 and width <= 60


def test_the_two_line_form_as_a_player_reads_it():
    picture = form_text(BOARD, GAME.colours, {"D4", "A1"}, "D5", form=TWO_LINE).plain
    assert (
        "\n".join(line.rstrip() for line in picture.split("\n"))
        == """\
       ▟*A1*  A2   A3   A4 ▙
        r:C
     ▟ B1   B2   B3   B4   B5 ▙

  ▟ C1   C2   C3   C4   C5   C6 ▙
             (yC)
▟ D1   D2   D3  *D4*▸[D5]◂ D6   D7 ▙
▜               b:FK           g:@→▛
    E1   E2   E3   E4   E5   E6
  ▜                             ▛
       F1   F2   F3   F4   F5
     ▜                        ▛
         G1   G2   G3   G4
       ▜                St ▛"""
    )


def test_the_one_line_form_as_a_player_reads_it():
    picture = form_text(BOARD, GAME.colours, {"D4", "A1"}, "D5", form=ONE_LINE).plain
    assert (
        "\n".join(line.rstrip() for line in picture.split("\n"))
        == """\
             *A1 r:C  A2      A3      A4
          B1      B2      B3      B4      B5
      C1      C2      C3 (yC) C4      C5      C6
  D1      D2      D3     *D4 b:FK▸D5      D6      D7 g:@→
      E1      E2      E3      E4      E5      E6
          F1      F2      F3      F4      F5
              G1      G2      G3      G4  St"""
    )


@pytest.mark.parametrize("form", COMPACT)
def test_every_zone_is_named_in_its_box(form):
    picture = plain(form_lines(BOARD, GAME.colours, form=form))
    for zone in LAYOUT.zones:
        assert zone in box_text(picture, form, zone)


@pytest.mark.parametrize("form", COMPACT)
def test_rows_are_offset_by_half_a_zone_as_on_the_board(form):
    starts = {row: zone_box(LAYOUT, form, f"{row}1")[0] for row in "ABCDEFG"}
    step = zone_box(LAYOUT, form, "D2")[0] - starts["D"]
    assert [starts[row] - starts["D"] for row in "ABCDEFG"] == [
        step * n // 2 for n in (3, 2, 1, 0, 1, 2, 3)
    ]
    # D4 lies between C3 and C4, and E3 and E4.
    assert (
        zone_box(LAYOUT, form, "C3")[0]
        < zone_box(LAYOUT, form, "D4")[0]
        < zone_box(LAYOUT, form, "C4")[0]
    )


@pytest.mark.parametrize("form", COMPACT)
def test_the_longest_codes_read_whole_at_most_without_their_colon(form):
    picture = plain(form_lines(LONGEST, GAME.colours, form=form))
    for zone, content in LONGEST.zones.items():
        code = tile_code(content)
        shown = box_text(picture, form, zone, spill=1)
        assert code in shown or code.replace(":", "") in shown, (zone, code, shown)


@pytest.mark.parametrize("form", COMPACT)
def test_a_code_too_long_for_a_zone_shows_its_start_and_an_ellipsis(form):
    board = Board({"D4": Tile("blue", ((C, 1), (F, 1), (K, 1)), discovered=False)})
    picture = plain(form_lines(board, GAME.colours, form=form))
    assert tile_code(board["D4"]) == "(b:CFK)"
    assert "(bCF…" in box_text(picture, form, "D4", spill=1)


def test_two_line_form_marks_the_cursor_and_the_highlighted_zones_in_the_letters():
    picture = form_text(BOARD, GAME.colours, {"D4", "A1"}, "D5", form=TWO_LINE).plain
    assert "*D4*" in picture and "*A1*" in picture and "[D5]" in picture
    assert "*D3*" not in picture and "[D4]" not in picture


def test_one_line_form_marks_the_cursor_and_the_highlighted_zones_in_the_letters():
    picture = form_text(BOARD, GAME.colours, {"D4", "A1"}, "D5", form=ONE_LINE).plain
    assert "*D4" in picture and "*A1" in picture and "▸D5" in picture
    assert "*D3" not in picture and "▸D4" not in picture


@pytest.mark.parametrize("form", COMPACT)
def test_highlighted_zones_keep_their_colour_and_the_others_fade(form):
    def fills(marks):
        lines = form_lines(BOARD, GAME.colours, marks, form=form)
        return {zone: _fill_in_box(lines, form, zone) for zone in ("D4", "A1")}

    plain_fills, marked_fills = fills(()), fills({"D4"})
    assert marked_fills["D4"] == plain_fills["D4"]
    assert marked_fills["A1"] != plain_fills["A1"]


def _fill_in_box(lines, form, zone):
    """The background of the last column of a zone's box (inside its tile in every form)."""
    x, y, width, _height = zone_box(LAYOUT, form, zone)
    column = 0
    for text, style in lines[y]:
        if column <= x + width - 1 < column + len(text):
            return style.bgcolor
        column += len(text)
    raise AssertionError(f"{zone} is not drawn")


@pytest.mark.parametrize("form", FORMS)
def test_a_click_on_every_cell_of_a_zone_finds_it(form):
    for zone in LAYOUT.zones:
        x, y, width, height = zone_box(LAYOUT, form, zone)
        assert {
            form_zone_at(LAYOUT, form, x + dx, y + dy)
            for dx in range(width)
            for dy in range(height)
        } == {zone}
    assert form_zone_at(LAYOUT, form, 0, 0) is None  # the plate's corner is no zone
    assert form_zone_at(LAYOUT, form, -1, 3) is None


@pytest.mark.parametrize("form", FORMS)
def test_no_two_zones_share_a_cell(form):
    cells = [
        (x + dx, y + dy)
        for zone in LAYOUT.zones
        for x, y, width, height in [zone_box(LAYOUT, form, zone)]
        for dx in range(width)
        for dy in range(height)
    ]
    assert len(cells) == len(set(cells))


def test_the_largest_form_that_fits_is_chosen():
    hex_width, hex_height = form_size(LAYOUT, HEX)
    two_width, two_height = form_size(LAYOUT, TWO_LINE)
    one_width, one_height = form_size(LAYOUT, ONE_LINE)
    assert largest_form(LAYOUT, hex_width, hex_height) == HEX
    assert largest_form(LAYOUT, 40, 40) == TWO_LINE  # a phone
    assert largest_form(LAYOUT, hex_width, hex_height - 1) == TWO_LINE
    assert largest_form(LAYOUT, 60, 9) == ONE_LINE  # a phone on its side
    assert largest_form(LAYOUT, one_width, one_height) == ONE_LINE
    # Nothing fits: a form as wide as the space scrolls down rather than being cut at the side.
    assert largest_form(LAYOUT, 40, 5) == TWO_LINE
    assert largest_form(LAYOUT, 20, 5) == TWO_LINE  # the narrowest
    assert two_width < one_width and one_height < two_height


# In a BoardView ------------------------------------------------------------------------------


class OneBoard(App[None]):
    # The editor's board: its padding lies between a click and the picture.
    CSS = "BoardView { width: auto; height: auto; padding: 1 1 0 1; }"

    def __init__(self, form: str) -> None:
        super().__init__()
        self.form = form

    def compose(self) -> ComposeResult:
        yield BoardView(BOARD, GAME.colours, cursor="D4", form=self.form)


@pytest.mark.parametrize("form", FORMS)
async def test_a_board_view_in_each_form_maps_a_click_on_every_zone_to_it(form):
    app = OneBoard(form)
    async with app.run_test(size=(80, 24)) as pilot:
        view = app.query_one(BoardView)
        assert (view.size.width, view.size.height) == form_size(LAYOUT, form)
        for zone in LAYOUT.zones:
            x, y, width, height = zone_box(LAYOUT, form, zone)
            await pilot.click(BoardView, offset=(1 + x + width - 1, 1 + y + height - 1))
            assert view.cursor == zone


async def test_a_board_view_draws_the_form_it_is_given_and_chooses_the_largest_that_fits():
    app = OneBoard(HEX)
    async with app.run_test(size=(80, 24)) as pilot:
        view = app.query_one(BoardView)
        width, height = form_size(LAYOUT, HEX)
        assert view.form_for(width + 2, height + 1) == HEX  # its padding too
        assert view.form_for(width + 1, height + 1) == TWO_LINE
        assert view.form_for(40, 40) == TWO_LINE
        assert view.form_for(87, 8) == ONE_LINE
        view.form = ONE_LINE
        await pilot.pause()
        assert view.size.height == form_size(LAYOUT, ONE_LINE)[1]
        assert "▸D4" in "".join(
            s.text for y in range(view.size.height) for s in view.render_line(y)
        )
        with pytest.raises(ValueError, match="one-line"):
            view.form = "tiny"


@pytest.mark.parametrize("form", FORMS)
def test_a_layout_of_its_own_is_drawn_whole_in_every_form(form):
    # A zone named with the eight letters a name may have, and one six steps out.
    coords = {
        ("Atoll-12" if zone == "A1" else zone): axial for zone, axial in LAYOUT.coords.items()
    }
    layout = Layout("mine", "D4", {**coords, "Far": (3, -6)})
    board = Board({"Atoll-12": Tile("red", ((C, 1),)), "Far": Poi()}, layout)
    lines = form_lines(board, GAME.colours, {"D4"}, "Far", form=form)
    width, height = form_size(layout, form)
    assert len(lines) == height and {len(line) for line in plain(lines)} == {width}
    picture = plain(lines)
    for zone in layout.zones:
        x, y, box_width, box_height = zone_box(layout, form, zone)
        shown = "\n".join(line[x : x + box_width] for line in picture[y : y + box_height])
        # (The hex picture shows seven letters of a name, as it always has.)
        assert zone in shown or (form == HEX and zone[:7] in shown)
        assert form_zone_at(layout, form, x + box_width - 1, y + box_height - 1) == zone


def test_a_long_code_at_a_rows_end_reads_whole_and_leaves_the_plates_edge():
    """A fifth letter runs on to the left of the row's last zone: to its right is the plate's
    edge, which it wrote over ('(r2F…' in the quiz's board at 80x24, the edge gone)."""
    ends = {
        "D7": Tile("yellow", ((F, 3),), discovered=False),
        "E6": Tile("red", ((F, 2),), discovered=False),
    }
    board = Board(ends)
    picture = plain(form_lines(board, GAME.colours, form=TWO_LINE))
    empty = plain(form_lines(Board({}), GAME.colours, form=TWO_LINE))
    for zone, content in ends.items():
        x, y, width, _height = zone_box(LAYOUT, TWO_LINE, zone)
        code = tile_code(content).replace(":", "")
        assert picture[y + 1][x - 1 : x + width] == code, zone
        assert picture[y + 1][x + width :] == empty[y + 1][x + width :], zone  # the edge
