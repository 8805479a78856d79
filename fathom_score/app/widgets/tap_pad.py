"""The tap pad: finger-sized items that build a zone's code in the entry field, for a phone or
tablet with no keyboard. A tapped item types what a typist would (table.taps says what); the
pad never touches the session: it posts Tapped, and the editor makes the call typing makes.
"""

from __future__ import annotations

from dataclasses import replace
from math import ceil
from typing import Any

from rich.segment import Segment
from rich.style import Style
from textual import events
from textual.geometry import Region, Size
from textual.message import Message
from textual.strip import Strip
from textual.widget import Widget

from ...model import Game
from ...render.board_map import colour_paint
from ...render.cells import cell_len, fit, within
from ...table.taps import MORE, PadItem, pad_items
from ...words import language

# A served page's cell on a phone is about 10x21 CSS px (390x844 px for 40x40 cells), and a
# fingertip wants about 40 px: an item at least 4 cells wide and 2 lines high is 39x42 px. An
# item is as wide as its words need, and one cell more so that the words of items side by side
# stand apart; the items of a line share what is left of it. Items touch, shaded apart like a
# chessboard (a column between them would cost a row of items on a phone).
ITEM_WIDTH = 4
ITEM_LINES = 2
# On a served page whose cell the page measured (`--page-cell`), an item is at least this many
# CSS px each way (Apple asks 44, Material 48; 40 fits a phone's pad beside its board).
FINGER_PX = 40


def fingertip(cell: tuple[float, float]) -> tuple[int, int]:
    """The columns and lines FINGER_PX takes each way in a served page's cell (CSS px)."""
    return ceil(FINGER_PX / cell[0]), ceil(FINGER_PX / cell[1])


# Where the whole pad and the board do not both fit (a small phone, one on its side), the pad
# has pages: at least this many lines of the items that type a code on each, then More (to the
# next page) and the field's keys, on every page.
PAGE_LINES = 3
MORE_ITEM = PadItem(MORE, "1/2", "more")

# A page: its lines, each its items and where they are drawn.
Page = list[list[tuple[PadItem, Region]]]


class TapPad(Widget):
    """This game's items, wrapped to the width, each a block of two lines: what it types (as
    the board shows it) over its word. Neighbouring items are shaded apart; a colour's item
    is drawn in the colour its tiles have on the board."""

    DEFAULT_CSS = """
    TapPad {
        height: auto;
    }
    TapPad > .tap-pad--item {
        background: $panel;
        color: $text;
    }
    TapPad > .tap-pad--other {
        background: $primary-muted;
        color: $text;
    }
    """
    COMPONENT_CLASSES = {"tap-pad--item", "tap-pad--other"}

    class Tapped(Message):
        """An item was tapped (or clicked)."""

        def __init__(self, item: PadItem) -> None:
            super().__init__()
            self.item = item

    def __init__(
        self,
        game: Game | None = None,
        items: list[PadItem] | None = None,
        cell: tuple[float, float] | None = None,
        **kwargs: Any,
    ) -> None:
        """This game's pad, or one of the `items` given (the reveal's digits); `cell` a served
        page's cell in CSS px, where its items are at least FINGER_PX each way."""
        super().__init__(**kwargs)
        self.least, self.lines = ITEM_WIDTH, ITEM_LINES
        self._laid_out: tuple[tuple[int, str, int | None], list[Page]] | None = None
        self.set_cell(cell)
        self.items = items if items is not None else pad_items(game) if game else []
        self.colours = game.colours if game else ()
        self.most: int | None = None  # the rows it may take (set by the editor), else all
        self.page = 0

    def set_cell(self, cell: tuple[float, float] | None) -> None:
        """Size the items for a page's cell in CSS px (None: a terminal's own sizes); a page
        tells its new cell when its font is chosen again (a phone turned)."""
        least, lines = ITEM_WIDTH, ITEM_LINES
        if cell is not None:
            columns, rows = fingertip(cell)
            least, lines = max(ITEM_WIDTH, columns), max(ITEM_LINES, rows)
        if (least, lines) != (self.least, self.lines):
            self.least, self.lines = least, lines
            self._laid_out = None
            if self.is_mounted:
                self.refresh(layout=True)

    def item_width(self, item: PadItem) -> int:
        """The cells `item` needs: its words (in the chosen language) and one more."""
        return max(self.least, cell_len(item.top) + 1, cell_len(item.label) + 1)

    def _flow(self, items: list[PadItem], width: int) -> list[list[tuple[PadItem, int]]]:
        """`items` along lines of `width` columns, each as wide as it needs; a line's spare
        columns shared out among its items."""
        rows: list[list[tuple[PadItem, int]]] = []
        used = width
        for item in items:
            wanted = min(self.item_width(item), max(width, 1))
            if used + wanted > width:
                rows.append([])
                used = 0
            rows[-1].append((item, wanted))
            used += wanted
        lines = []
        for row in rows:
            spare = max(0, width - sum(wanted for _item, wanted in row))
            lines.append(
                [
                    (item, wanted + spare // len(row) + (place < spare % len(row)))
                    for place, (item, wanted) in enumerate(row)
                ]
            )
        return lines

    def pages(self, width: int) -> list[Page]:
        """The pad's pages at `width` columns, each its lines of items and their boxes: one
        page when every item fits in `most` rows (or no limit is set), else the items that
        type a code in turn, each page ending with More and the field's keys."""
        key = (width, language(), self.most)
        if self._laid_out is not None and self._laid_out[0] == key:
            return self._laid_out[1]
        flows = [self._flow(self.items, width)]
        if self.most is not None and len(flows[0]) * self.lines > self.most:
            typing = [item for item in self.items if item.action is None]
            keys = [item for item in self.items if item.action is not None]
            lines = self._flow(typing, width)
            per_page = max(1, self.most // self.lines - len(self._flow([MORE_ITEM, *keys], width)))
            count = -(-len(lines) // per_page)
            flows = [
                lines[at : at + per_page]
                + self._flow([replace(MORE_ITEM, shown=f"{n + 1}/{count}"), *keys], width)
                for n, at in enumerate(range(0, len(lines), per_page))
            ]
        pages = [
            [
                [
                    (
                        item,
                        Region(sum(w for _i, w in line[:place]), row * self.lines, w, self.lines),
                    )
                    for place, (item, w) in enumerate(line)
                ]
                for row, line in enumerate(flow)
            ]
            for flow in flows
        ]
        self._laid_out = (key, pages)
        return pages

    def whole_rows(self, width: int) -> int:
        """The whole pad's height at `width` columns, on one page."""
        return len(self._flow(self.items, width)) * self.lines

    def paged_rows(self, width: int, most: int) -> int | None:
        """The pad's height at `width` columns in at most `most` rows: whole, or paged with
        at least PAGE_LINES lines of items that type; None if not even that fits."""
        whole = self.whole_rows(width)
        if whole <= most:
            return whole
        keys = [item for item in self.items if item.action is not None]
        lines = most // self.lines - len(self._flow([MORE_ITEM, *keys], width))
        return None if lines < PAGE_LINES else (most // self.lines) * self.lines

    def shown(self) -> Page:
        """The lines of the page shown."""
        pages = self.pages(self.size.width)
        return pages[self.page % len(pages)]

    def rows_for(self, width: int) -> int:
        """The pad's height at `width` columns (its tallest page's)."""
        return max(len(page) for page in self.pages(width)) * self.lines

    def shows(self, index: int) -> bool:
        """Whether item `index` is on the page shown."""
        return any(item is self.items[index] for line in self.shown() for item, _box in line)

    def item_box(self, index: int) -> Region:
        """Where item `index` is drawn, in the pad's own cells (on the page shown)."""
        wanted = self.items[index]
        return next(box for line in self.shown() for item, box in line if item is wanted)

    def more_box(self) -> Region | None:
        """Where More is drawn, if the pad has pages."""
        boxes = (box for line in self.shown() for item, box in line if item.code == MORE)
        return next(boxes, None)

    def item_at(self, x: int, y: int) -> PadItem | None:
        """The item drawn at cell (x, y) of the pad; None past the last one."""
        boxes = (item for line in self.shown() for item, box in line if box.contains(x, y))
        return next(boxes, None)

    def get_content_height(self, container: Size, viewport: Size, width: int) -> int:
        return self.rows_for(width)

    def render_line(self, y: int) -> Strip:
        width = self.size.width
        lines = self.shown()
        row, line = divmod(y, self.lines)
        line -= (self.lines - 2) // 2  # a taller item's top and word in its middle
        base = self.rich_style
        if row >= len(lines):
            return Strip.blank(width, base)
        segments = []
        for column, (item, box) in enumerate(lines[row]):
            text = {0: item.top, 1: item.label}.get(line, "")  # in the chosen language
            segments.append(
                Segment(
                    # Centred and cut in cells, so that a wide character keeps the item's.
                    fit(within(text, box.width), box.width, "centre"),
                    self._style(item, row + column, line == 0),
                )
            )
        return Strip(segments).adjust_cell_length(width, base)

    def _style(self, item: PadItem, place: int, top: bool) -> Style:
        if item.colour is not None:
            fill, ink = colour_paint(item.colour, self.colours)
            style = Style(color=ink, bgcolor=fill)
        else:
            shade = "tap-pad--item" if place % 2 == 0 else "tap-pad--other"
            style = self.get_component_rich_style(shade)
        return style + Style(bold=top)

    def on_click(self, event: events.Click) -> None:
        offset = event.get_content_offset(self)
        item = None if offset is None else self.item_at(offset.x, offset.y)
        if item is not None:
            event.stop()
            if item.code == MORE:  # the next page (after the last, the first)
                self.page = (self.page + 1) % len(self.pages(self.size.width))
                self.refresh()
            else:
                self.post_message(self.Tapped(item))
