"""A board drawn as its hex map: rows A-G, each zone a labelled cell in its tile's colour.

Every zone takes two text lines (its label, then a short code for its content) and rows are
offset by half a cell, as the circles on the physical board are. The codes spell the icons with
letters, so the map reads without colour too (see LEGEND).
"""

from __future__ import annotations

from collections.abc import Collection, Sequence

from rich.text import Text

from ..model import MULTI, Board, Content, Layout, Poi, Species, Stingray, Tile

CELL_WIDTH = 8
LINES_PER_ROW = 2

ICON_CODES = {
    Species.CORAL: "C", Species.FISH: "F", Species.CUCUMBER: "S", Species.CRUSTACEAN: "K",
    Species.WHALEFALL: "W", Species.SIPHONOPHORE: "P", Species.ANGLERFISH: "A",
    Species.CAMERA: "@", Species.JELLYFISH: "J", Species.SOLE: "L",
}
ARROWS = {"E": "→", "W": "←", "NE": "↗", "NW": "↖", "SE": "↘", "SW": "↙"}
POI_CODES = {"statue": "St", "chest": "Ch", "rubble": "Ru", "wreck": "Wr", None: "?"}
LEGEND = ("C coral  F fish  S sea cucumber  K crustacean  W whalefall  P siphonophore  "
          "A anglerfish (AA stacked)  @ camera  J jellyfish  L finless sole  ~ stingray  "
          "St/Ch/Ru/Wr POI  ? face-down POI  (…) undiscovered  r: y: b: g: m: tile colour")

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


def board_map(board: Board, colours: Sequence[str], marks: Collection[str] = (),
              cursor: str | None = None, mark_style: str = "reverse") -> Text:
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
