"""A board drawn as its hex map: rows A-G, each zone a labelled cell in its tile's colour.

Every zone takes two text lines (its label, then a short code for its content) and rows are
offset by half a cell, as the circles on the physical board are. The codes spell the icons with
letters, so the map reads without colour too (see LEGEND).
"""

from __future__ import annotations

from collections.abc import Collection, Iterator, Mapping, Sequence
from dataclasses import dataclass
from functools import lru_cache

from rich.style import Style
from rich.text import Text

from ..model import MULTI, Board, Content, Layout, Poi, Species, Stingray, Tile
from ..words import N_

CELL_WIDTH = 8
LINES_PER_ROW = 2

ICON_CODES = {
    Species.CORAL: "C",
    Species.FISH: "F",
    Species.CUCUMBER: "S",
    Species.CRUSTACEAN: "K",
    Species.WHALEFALL: "W",
    Species.SIPHONOPHORE: "P",
    Species.ANGLERFISH: "A",
    Species.CAMERA: "@",
    Species.JELLYFISH: "J",
    Species.SOLE: "L",
}
ARROWS = {"E": "→", "W": "←", "NE": "↗", "NW": "↖", "SE": "↘", "SW": "↙"}
POI_CODES = {"statue": "St", "chest": "Ch", "rubble": "Ru", "wreck": "Wr", None: "?"}
# What the codes mean (a msgid: said in the reader's language where the key is shown).
LEGEND = N_(
    "C coral  F fish  S sea cucumber  K crustacean  W whalefall  P siphonophore  "
    "A anglerfish (AA stacked)  @ camera  J jellyfish  L finless sole  ~ stingray  "
    "St/Ch/Ru/Wr POI  ? face-down POI  (…) undiscovered  r: y: b: g: m: tile colour"
)

_STYLES = ("red", "yellow", "dodger_blue1", "green3", "dark_orange", "orchid", "cyan", "tan")


def colour_style(colour: str | None, colours: Sequence[str]) -> str:
    """The terminal style of a tile colour; a multicoloured coral shows as magenta."""
    if colour is None or colour == MULTI:
        return "bold magenta"
    index = colours.index(colour) if colour in colours else len(colours)
    return _STYLES[index % len(_STYLES)]


def tile_code(content: Content | None) -> str:
    """A short code for a zone's content, e.g. 'b:FK', 'y:2F', 'm:C=r', '(r:C)'."""
    if content is None:
        return "·"
    if isinstance(content, Stingray):
        return "~"
    if isinstance(content, Poi):
        return POI_CODES[content.kind.value if content.kind else None]
    icons = "".join((str(n) if n > 1 else "") + ICON_CODES[s] for s, n in content.icons)
    if content.stacked:
        icons = "AA"
    if content.facing:
        icons += ARROWS[content.facing]
    code = f"{content.colour[0]}:{icons}"
    if content.pinned:
        code += f"={content.pinned[0]}"
    return code if content.discovered else f"({code})"


def _rows(layout: Layout) -> list[list[str]]:
    rows: dict[int, list[str]] = {}
    for zone, (_q, r) in sorted(layout.coords.items(), key=lambda item: item[1][::-1]):
        rows.setdefault(r, []).append(zone)
    return [rows[r] for r in sorted(rows)]


def _column(layout: Layout, zone: str) -> int:
    """Half-cell units from the left edge: a zone's q plus half its r, shifted to start at 0."""
    left = min(2 * q + r for q, r in layout.coords.values())
    q, r = layout.coords[zone]
    return 2 * q + r - left


def board_map(
    board: Board,
    colours: Sequence[str],
    marks: Collection[str] = (),
    cursor: str | None = None,
    mark_style: str = "reverse",
) -> Text:
    """The board as text; marked zones are highlighted and starred, the cursor bracketed."""
    layout = board.layout
    text = Text(no_wrap=True, overflow="ignore")
    half = CELL_WIDTH // 2
    for row in _rows(layout):
        label_line, content_line = Text(), Text()
        for zone in row:
            pad = _column(layout, zone) * half - len(label_line)
            label_line.append(" " * pad)
            content_line.append(" " * pad)
            content = board[zone]
            marked = zone in marks
            # Marks and the cursor show in the label too, so the map reads without colour.
            label = f"[{zone}]" if zone == cursor else f"*{zone}*" if marked else zone
            label_style = "bold reverse" if zone == cursor else ("bold" if marked else "dim")
            label_line.append(label.center(CELL_WIDTH - 1), label_style)
            label_line.append(" ")
            style = _content_style(content, colours)
            if marked:
                style += f" {mark_style}"
            content_line.append(tile_code(content).center(CELL_WIDTH - 1), style)
            content_line.append(" ")
        text.append_text(label_line)
        text.append("\n")
        text.append_text(content_line)
        text.append("\n")
    text.rstrip()
    return text


def _content_style(content: Content | None, colours: Sequence[str]) -> str:
    if isinstance(content, Tile):
        style = colour_style(content.colour, colours)
        return style if content.discovered else f"{style} dim italic"
    if isinstance(content, Poi):
        # The terminal's own text colour: readable on light and dark backgrounds alike.
        return "bold" if content.face_up else "grey50"
    if isinstance(content, Stingray):
        return "bold cyan"
    return "grey42"


def zone_at(layout: Layout, x: int, y: int) -> str | None:
    """The zone drawn at character (x, y) of board_map's text, for mouse clicks."""
    rows = _rows(layout)
    row_index = y // LINES_PER_ROW
    if not 0 <= row_index < len(rows) or x < 0:
        return None
    half = CELL_WIDTH // 2
    for zone in rows[row_index]:
        start = _column(layout, zone) * half
        if start <= x < start + CELL_WIDTH - 1:
            return zone
    return None


# The hex picture ------------------------------------------------------------------------------
#
# Each zone is a small filled hexagon, two lines high: ▟█████▙ over ▜█████▛, its label on the top
# line and its code on the bottom one, in the tile's colour. Rows are offset by half a zone as on
# the physical board, and the zones sit on a plate in the shape of the board, so its outline and
# its edge zones show. Colours depend on the theme; the letters never do.

HEX_WIDTH = 7  # a zone's hexagon; zones are HEX_WIDTH + 1 apart (one column of plate)
HEX_LINES = 2
PLATE_MARGIN = 1  # plate columns left and right of a row's outer zones
TOP, LEFT = 1, PLATE_MARGIN  # where zone A1's row and the leftmost zone (D1) start

# Physical tile colours: the same on a light or a dark screen.
_FILLS = ("#d23b2f", "#f2c53d", "#2f6fd6", "#3a9a4a", "#e07b24", "#d277c9", "#2bb3b8", "#c2a371")
_MULTI_FILL = "#a44dc4"
_POI_FILL, _HIDDEN_FILL, _STINGRAY_FILL = "#e8dcc0", "#7a7f86", "#4f6272"


@dataclass(frozen=True)
class HexTheme:
    """What the theme decides: the plate (the board itself), an empty zone, and the marks."""

    plate: str
    empty: str
    empty_text: str
    highlight: str  # a highlighted zone's edges and the cursor's pointers

    @classmethod
    def for_screen(cls, dark: bool) -> HexTheme:
        return DARK if dark else LIGHT


DARK = HexTheme("#113650", "#285a78", "#a9c6d8", "#ffffff")
LIGHT = HexTheme("#86b4d2", "#c6dff0", "#2f5a75", "#000000")


def _mix(colour: str, other: str, amount: float) -> str:
    """`colour` moved `amount` of the way to `other` (both #rrggbb)."""
    a = [int(colour[i : i + 2], 16) for i in (1, 3, 5)]
    b = [int(other[i : i + 2], 16) for i in (1, 3, 5)]
    return "#" + "".join(f"{round(x + (y - x) * amount):02x}" for x, y in zip(a, b))


def _ink(fill: str) -> str:
    """Black or white, whichever reads better on `fill`."""
    r, g, b = (int(fill[i : i + 2], 16) for i in (1, 3, 5))
    return "#000000" if 0.299 * r + 0.587 * g + 0.114 * b > 150 else "#ffffff"


def colour_paint(colour: str | None, colours: Sequence[str]) -> tuple[str, str]:
    """The fill of a tile of this colour on the board, and the ink that reads on it (the tap
    pad's colour items are drawn in them)."""
    if colour is None or colour == MULTI:
        fill = _MULTI_FILL
    else:
        index = colours.index(colour) if colour in colours else len(colours)
        fill = _FILLS[index % len(_FILLS)]
    return fill, _ink(fill)


def _fill(content: Content | None, colours: Sequence[str], theme: HexTheme) -> str:
    if isinstance(content, Tile):
        fill = colour_paint(content.colour, colours)[0]
        # Face-down: the colour of its bag, washed out.
        return fill if content.discovered else _mix(fill, theme.plate, 0.55)
    if isinstance(content, Poi):
        return _POI_FILL if content.face_up else _HIDDEN_FILL
    if isinstance(content, Stingray):
        return _STINGRAY_FILL
    return theme.empty


def short_code(content: Content | None, room: int) -> str:
    """The code on a zone, as short as it must be: 'b:FK', or 'bFK' when longer than `room`;
    nothing on an empty zone."""
    if content is None:
        return ""
    code = tile_code(content)
    return code.replace(":", "") if len(code) > room else code


def zone_origins(
    layout: Layout, pitch: int, left: int, lines: int, top: int
) -> dict[str, tuple[int, int]]:
    """Each zone's top-left corner in a picture of rows `lines` high whose zones are `pitch`
    columns apart, each row offset by half a zone (rounded down) as on the board."""
    return {
        zone: (left + _column(layout, zone) * pitch // 2, top + number * lines)
        for number, row in enumerate(_rows(layout))
        for zone in row
    }


def hex_origin(layout: Layout, zone: str) -> tuple[int, int]:
    """The column and line of a zone's top-left corner in hex_map's picture."""
    return hex_origins(layout)[zone]


@lru_cache(maxsize=8)
def hex_origins(layout: Layout) -> dict[str, tuple[int, int]]:
    """Each zone's top-left corner in hex_map's picture."""
    # Worked out once per layout: the board is redrawn on every entry, from these.
    return zone_origins(layout, HEX_WIDTH + 1, LEFT, HEX_LINES, TOP)


def hex_size(layout: Layout) -> tuple[int, int]:
    """The width and height of hex_map's picture: the plate and its top and bottom edges."""
    origins = hex_origins(layout).values()
    return (
        max(x for x, _ in origins) + HEX_WIDTH + PLATE_MARGIN,
        max(y for _, y in origins) + HEX_LINES + 1,
    )


def zone_in(
    origins: Mapping[str, tuple[int, int]], width: int, lines: int, x: int, y: int
) -> str | None:
    """The zone whose box, `width` columns and `lines` lines from its origin, holds (x, y)."""
    for zone, (left, top) in origins.items():
        if left <= x < left + width and top <= y < top + lines:
            return zone
    return None


Lines = list[list[tuple[str, Style]]]


class Cells:
    """A picture being drawn, a (character, style) pair per cell, handed out as runs."""

    def __init__(self, width: int, height: int) -> None:
        blank = (" ", Style())
        self.rows = [[blank] * width for _ in range(height)]

    def put(self, x: int, y: int, char: str, style: Style) -> None:
        self.rows[y][x] = (char, style)

    def fill(self, x: int, y: int, width: int, style: Style) -> None:
        self.rows[y][x : x + width] = [(" ", style)] * width

    def write(self, x: int, y: int, words: str, style: Style) -> None:
        self.rows[y][x : x + len(words)] = [(char, style) for char in words]

    def centre(self, x: int, y: int, width: int, words: str, style: Style) -> None:
        """`words` centred in `width` columns from x; longer words start at x and run on."""
        self.write(x + max(0, (width - len(words)) // 2), y, words, style)

    def runs(self) -> Lines:
        """Each line as runs of one style, not one run per cell: a terminal app turns every run
        into a styled segment each time it draws the board."""
        lines = []
        for line in self.rows:
            runs = []
            run, run_style = [line[0][0]], line[0][1]
            for char, style in line[1:]:
                if style is run_style or style == run_style:
                    run.append(char)
                else:
                    runs.append(("".join(run), run_style))
                    run, run_style = [char], style
            runs.append(("".join(run), run_style))
            lines.append(runs)
        return lines


def lines_text(lines: Lines) -> Text:
    """A picture's lines as one Rich Text, for a console or a Static."""
    text = Text(no_wrap=True, overflow="ignore", end="")
    for number, line in enumerate(lines):
        if number:
            text.append("\n")
        for run, style in line:
            text.append(run, style)
    return text


@dataclass(frozen=True)
class ZonePaint:
    """How a zone is drawn in every form of the picture: the fill of its tile and the ink of
    its letters (faded while other zones are highlighted), and its marks."""

    zone: str
    content: Content | None
    fill: str
    ink: str
    marked: bool
    faded: bool
    cursor: bool

    @property
    def label(self) -> str:
        # Marks and the cursor show in the label too, so the picture reads without colour.
        return f"[{self.zone}]" if self.cursor else f"*{self.zone}*" if self.marked else self.zone

    @property
    def label_style(self) -> Style:
        return Style(
            color=self.ink, bgcolor=self.fill, bold=self.marked or self.cursor, reverse=self.cursor
        )

    def plate_label_style(self, theme: HexTheme) -> Style:
        """The style of the zone's name written on the plate beside its tile."""
        ink = theme.highlight if self.marked else theme.empty_text
        return Style(
            color=_mix(ink, theme.plate, 0.55) if self.faded else ink,
            bgcolor=theme.plate,
            bold=self.marked or self.cursor,
            reverse=self.cursor,
        )

    @property
    def code_style(self) -> Style:
        return Style(
            color=self.ink,
            bgcolor=self.fill,
            bold=True,
            italic=isinstance(self.content, Tile) and not self.content.discovered,
        )


def zone_paints(
    board: Board,
    colours: Sequence[str],
    marks: Collection[str],
    cursor: str | None,
    theme: HexTheme,
) -> Iterator[ZonePaint]:
    """Each zone of the board as it is painted, in layout order."""
    for zone in board.layout.zones:
        content = board[zone]
        marked, faded = zone in marks, bool(marks) and zone not in marks
        fill = _fill(content, colours, theme)
        ink = theme.empty_text if content is None else _ink(fill)
        if faded:
            fill, ink = _mix(fill, theme.plate, 0.6), _mix(ink, theme.plate, 0.55)
        yield ZonePaint(zone, content, fill, ink, marked, faded, zone == cursor)


def draw_plate(
    cells: Cells,
    layout: Layout,
    origins: Mapping[str, tuple[int, int]],
    zone_width: int,
    lines: int,
    theme: HexTheme,
) -> None:
    """The board under its zones, a margin beyond each row's outer zones. With rows two lines
    high its sides slant, as the board widens down to the middle row and narrows after it (a
    row one line high has no room for the slant)."""
    on_screen = Style(color=theme.plate)
    rows = _rows(layout)
    for index, row in enumerate(rows):
        left, right, y = _row_span(row, origins, zone_width)
        for dy in range(lines):
            cells.fill(left, y + dy, right - left, Style(bgcolor=theme.plate))
        if lines < 2:
            continue
        if index <= len(rows) // 2:
            cells.put(left, y, "▟", on_screen)
            cells.put(right - 1, y, "▙", on_screen)
        if index >= len(rows) // 2:
            cells.put(left, y + lines - 1, "▜", on_screen)
            cells.put(right - 1, y + lines - 1, "▛", on_screen)


def _row_span(
    row: Sequence[str], origins: Mapping[str, tuple[int, int]], zone_width: int
) -> tuple[int, int, int]:
    """Where a row's plate starts and ends (its margins included), and its top line."""
    left, y = origins[row[0]]
    return left - PLATE_MARGIN, origins[row[-1]][0] + zone_width + PLATE_MARGIN, y


def point_at(
    cells: Cells, left: int, right: int, y: int, theme: HexTheme, arrows: str = "▸◂"
) -> None:
    """The cursor's pointers, either side of its zone."""
    pointer = Style(color=theme.highlight, bgcolor=theme.plate, bold=True)
    cells.put(left, y, arrows[0], pointer)
    cells.put(right, y, arrows[1], pointer)


def hex_map(
    board: Board,
    colours: Sequence[str],
    marks: Collection[str] = (),
    cursor: str | None = None,
    *,
    dark: bool = True,
) -> Text:
    """The board as filled hexagons on a plate the shape of the board.

    Highlighted zones keep their colours, get bright edges and a starred label, and every other
    zone fades; the cursor's label is bracketed and reversed, with pointers either side. Each of
    these shows in the letters too, so the picture reads without colour.
    """
    return lines_text(hex_lines(board, colours, marks, cursor, dark=dark))


def hex_lines(
    board: Board,
    colours: Sequence[str],
    marks: Collection[str] = (),
    cursor: str | None = None,
    *,
    dark: bool = True,
) -> Lines:
    """hex_map's picture as lines of (text, style) runs, one run per stretch of one style: what
    a terminal app draws directly, without making a Text of it first."""
    theme = HexTheme.for_screen(dark)
    layout = board.layout
    origins = hex_origins(layout)
    cells = Cells(*hex_size(layout))
    draw_plate(cells, layout, origins, HEX_WIDTH, HEX_LINES, theme)
    _hex_plate_edges(cells, layout, origins, theme)
    for paint in zone_paints(board, colours, marks, cursor, theme):
        _hex_zone(cells, *origins[paint.zone], paint, theme)
    return cells.runs()


def _hex_plate_edges(
    cells: Cells, layout: Layout, origins: Mapping[str, tuple[int, int]], theme: HexTheme
) -> None:
    """The plate's straight top and bottom edges, half a line beyond its first and last rows."""
    rows = _rows(layout)
    on_screen = Style(color=theme.plate)
    for row, dy, edge in ((rows[0], -1, "▄"), (rows[-1], HEX_LINES, "▀")):
        left, right, y = _row_span(row, origins, HEX_WIDTH)
        cells.write(left + 1, y + dy, edge * (right - left - 2), on_screen)


def _hex_zone(cells: Cells, x: int, y: int, paint: ZonePaint, theme: HexTheme) -> None:
    # A highlighted zone's edges are bright.
    edge = Style(color=theme.highlight if paint.marked else paint.fill, bgcolor=theme.plate)
    inside = Style(bgcolor=paint.fill)
    for dy, (left_edge, right_edge) in enumerate((("▟", "▙"), ("▜", "▛"))):
        cells.put(x, y + dy, left_edge, edge)
        cells.fill(x + 1, y + dy, HEX_WIDTH - 2, inside)
        cells.put(x + HEX_WIDTH - 1, y + dy, right_edge, edge)
    _write(cells, x, y, paint.label, paint.label_style)
    _write(cells, x, y + 1, short_code(paint.content, HEX_WIDTH - 2), paint.code_style)
    if paint.cursor:
        point_at(cells, x - 1, x + HEX_WIDTH, y, theme)
        point_at(cells, x - 1, x + HEX_WIDTH, y + 1, theme, "▶◀")


def _write(cells: Cells, x: int, y: int, words: str, style: Style) -> None:
    """Centre `words` in a zone's hexagon: inside its edges if they fit, over them if not."""
    if len(words) <= HEX_WIDTH - 2:
        cells.centre(x + 1, y, HEX_WIDTH - 2, words, style)
    else:
        cells.centre(x, y, HEX_WIDTH, words[:HEX_WIDTH], style)


def hex_zone_at(layout: Layout, x: int, y: int) -> str | None:
    """The zone drawn at character (x, y) of hex_map's picture, for mouse clicks."""
    return zone_in(hex_origins(layout), HEX_WIDTH, HEX_LINES, x, y)
