"""The board in each of its forms: the hex picture, and two compact ones for small screens.

Every form draws the same board with the same colours, letter codes and marks: highlighted
zones keep their colours and are starred, the others fade, the cursor's name is reversed, and
each of these shows in the letters too, so every form reads without colour. A screen asks
`largest_form` for the form that fits the room it has; the sizes on the standard board:

- "hex" (57x16): board_map's hexagons, each zone's name over its code.
- "two-line" (36x14), for a phone (40 columns): each zone a block two lines high, its name
  (`[D4]` at the cursor, `*D4*` highlighted) over its code; the cursor has pointers either side.
- "one-line" (58x7), for a short screen (a phone on its side has 18 rows): each zone one line,
  its name on the plate (`▸D4` at the cursor, `*D4` highlighted) then its tile with the code.

Rows are offset by half a zone as on the board in every form. A compact zone of the standard
board has room for four letters of its code, and five at a pinch: a code longer than four loses
its colon (`(b:FK)` reads `(bFK)`, `m:C=r` reads `mC=r`; in the two-line form a fifth letter runs
on over the gap to the zone's right, or to its left at a row's end), and one still longer
than five shows its first four letters and `…` (`(bCF…` for a face-down
coral, fish and crustacean tile: the editor's zone line names it whole). These read whole:
`(b:FK)`, `m:C=r`, `r:@↗`, `r:AA`, `(y:3F)`, `St`, `?`, `~`.
"""

from __future__ import annotations

from collections.abc import Callable, Collection, Mapping, Sequence
from dataclasses import dataclass
from functools import lru_cache

from rich.style import Style
from rich.text import Text

from ..model import Board, Layout
from .board_map import (
    HEX_LINES,
    HEX_WIDTH,
    PLATE_MARGIN,
    Cells,
    HexTheme,
    Lines,
    ZonePaint,
    draw_plate,
    hex_lines,
    hex_origins,
    hex_size,
    lines_text,
    point_at,
    short_code,
    zone_in,
    zone_origins,
    zone_paints,
)

HEX, TWO_LINE, ONE_LINE = "hex", "two-line", "one-line"
FORMS = (HEX, TWO_LINE, ONE_LINE)  # the largest first
CODE_ROOM = 5  # the letters of a code a compact zone shows
MIN_BLOCK = 4  # a two-line zone's columns: a name of two letters and its brackets


@dataclass(frozen=True)
class Shape:
    """Where a form draws each zone: the top-left corner of its box (a click anywhere in the
    box finds the zone), the box's size, and the size of the whole picture."""

    origins: Mapping[str, tuple[int, int]]
    zone_width: int
    zone_lines: int
    size: tuple[int, int]


def check_form(form: str) -> str:
    """The form, if it is one of FORMS."""
    if form not in FORMS:
        raise ValueError(f"no board form {form!r}: one of {', '.join(FORMS)}")
    return form


@lru_cache(maxsize=16)
def shape(layout: Layout, form: str) -> Shape:
    """How `form` lays out the zones of `layout` (worked out once: the board is redrawn on
    every entry)."""
    if check_form(form) == HEX:
        return Shape(hex_origins(layout), HEX_WIDTH, HEX_LINES, hex_size(layout))
    name = max(len(zone) for zone in layout.zones)
    if form == TWO_LINE:
        width = max(MIN_BLOCK, name + 2)
        lines, pitch = 2, width + 1
    else:
        # The name lies on the plate, between one tile and the next: no gap is needed.
        width = name + 1 + CODE_ROOM
        lines, pitch = 1, width
    origins = zone_origins(layout, pitch, PLATE_MARGIN, lines, 0)
    size = (
        max(x for x, _ in origins.values()) + width + PLATE_MARGIN,
        max(y for _, y in origins.values()) + lines,
    )
    return Shape(origins, width, lines, size)


def form_size(layout: Layout, form: str) -> tuple[int, int]:
    """The width and height in cells of the board drawn in `form`."""
    return shape(layout, form).size


def zone_box(layout: Layout, form: str, zone: str) -> tuple[int, int, int, int]:
    """The zone's box in `form`'s picture: column, line, width and height."""
    drawn = shape(layout, form)
    return (*drawn.origins[zone], drawn.zone_width, drawn.zone_lines)


def form_zone_at(layout: Layout, form: str, x: int, y: int) -> str | None:
    """The zone drawn at cell (x, y) of `form`'s picture, for clicks and taps."""
    drawn = shape(layout, form)
    return zone_in(drawn.origins, drawn.zone_width, drawn.zone_lines, x, y)


def largest_form(layout: Layout, width: int, height: int) -> str:
    """The largest form that fits in `width` x `height` cells. When none does, the one cut
    least at the side, then the shortest: a board cut at its side loses zones, while below it
    can scroll."""
    sizes = [(form, form_size(layout, form)) for form in FORMS]
    for form, (form_width, form_height) in sizes:
        if form_width <= width and form_height <= height:
            return form
    return min(sizes, key=lambda item: (max(0, item[1][0] - width), item[1][1]))[0]


def form_lines(
    board: Board,
    colours: Sequence[str],
    marks: Collection[str] = (),
    cursor: str | None = None,
    *,
    dark: bool = True,
    form: str = HEX,
) -> Lines:
    """The board drawn in `form`, as lines of (text, style) runs (board_map's hex_lines)."""
    return _DRAWN[check_form(form)](board, colours, marks, cursor, dark=dark)


def form_text(
    board: Board,
    colours: Sequence[str],
    marks: Collection[str] = (),
    cursor: str | None = None,
    *,
    dark: bool = True,
    form: str = HEX,
) -> Text:
    """The board drawn in `form`, as one Rich Text."""
    return lines_text(form_lines(board, colours, marks, cursor, dark=dark, form=form))


def two_line_lines(
    board: Board,
    colours: Sequence[str],
    marks: Collection[str] = (),
    cursor: str | None = None,
    *,
    dark: bool = True,
) -> Lines:
    """The two-line form: each zone a block of its tile's colour, its name over its code."""
    return _compact(board, colours, marks, cursor, dark, TWO_LINE, _block)


def one_line_lines(
    board: Board,
    colours: Sequence[str],
    marks: Collection[str] = (),
    cursor: str | None = None,
    *,
    dark: bool = True,
) -> Lines:
    """The one-line form: each zone's name on the plate, then its tile with the code."""
    return _compact(board, colours, marks, cursor, dark, ONE_LINE, _name_and_tile)


ZoneDrawing = Callable[[Cells, int, int, Shape, ZonePaint, HexTheme], None]


def _compact(
    board: Board,
    colours: Sequence[str],
    marks: Collection[str],
    cursor: str | None,
    dark: bool,
    form: str,
    draw_zone: ZoneDrawing,
) -> Lines:
    theme = HexTheme.for_screen(dark)
    drawn = shape(board.layout, form)
    cells = Cells(*drawn.size)
    draw_plate(cells, board.layout, drawn.origins, drawn.zone_width, drawn.zone_lines, theme)
    for paint in zone_paints(board, colours, marks, cursor, theme):
        draw_zone(cells, *drawn.origins[paint.zone], drawn, paint, theme)
    return cells.runs()


def _block(cells: Cells, x: int, y: int, drawn: Shape, paint: ZonePaint, theme: HexTheme) -> None:
    width = drawn.zone_width
    inside = Style(bgcolor=paint.fill)
    cells.fill(x, y, width, inside)
    cells.fill(x, y + 1, width, inside)
    cells.centre(x, y, width, paint.label, paint.label_style)
    # One letter too many runs on over a gap beside the zone that holds nothing else: the one
    # to its right, or at a row's end, where the plate's edge is drawn, the one to its left.
    line = cells.rows[y + 1]
    right, left = (
        x + width < len(line) and line[x + width][0] == " ",
        x > 0 and line[x - 1][0] == " ",
    )
    code = _code(paint, width, width + (right or left))
    if len(code) > width and not right:
        cells.write(x - 1, y + 1, code, paint.code_style)
    else:
        cells.centre(x, y + 1, width, code, paint.code_style)
    if paint.cursor:
        point_at(cells, x - 1, x + width, y, theme)


def _name_and_tile(
    cells: Cells, x: int, y: int, drawn: Shape, paint: ZonePaint, theme: HexTheme
) -> None:
    name_width = drawn.zone_width - CODE_ROOM
    mark = "▸" if paint.cursor else "*" if paint.marked else " "
    cells.write(x, y, (mark + paint.zone).ljust(name_width), paint.plate_label_style(theme))
    cells.fill(x + name_width, y, CODE_ROOM, Style(bgcolor=paint.fill))
    code = _code(paint, CODE_ROOM - 1, CODE_ROOM)
    # A space between the name and a code that leaves room for one, to read without colour.
    cells.centre(
        x + name_width,
        y,
        CODE_ROOM,
        code if len(code) == CODE_ROOM else f" {code}",
        paint.code_style,
    )


def _code(paint: ZonePaint, room: int, most: int) -> str:
    """The zone's code: without its colon if longer than `room`, cut short if still longer
    than `most`."""
    code = short_code(paint.content, room)
    return code if len(code) <= most else code[: most - 1] + "…"


_DRAWN: dict[str, Callable[..., Lines]] = {
    HEX: hex_lines,
    TWO_LINE: two_line_lines,
    ONE_LINE: one_line_lines,
}
