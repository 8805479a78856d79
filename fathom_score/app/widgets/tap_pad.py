"""The tap pad: finger-sized items that build a zone's code in the entry field, for a phone or
tablet with no keyboard. A tapped item types what a typist would (table.taps says what); the
pad never touches the session: it posts Tapped, and the editor makes the call typing makes.
"""

from __future__ import annotations

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
from ...render.cells import fit, within
from ...table.taps import PadItem, pad_items

# A served page's cell on a phone is about 10x21 CSS px (390x844 px for 40x40 cells), and a
# fingertip wants about 40 px: an item 4 cells wide and 2 lines high is 39x42 px. Items touch,
# shaded apart like a chessboard (a column between them would cost a row of items on a phone:
# nine fit in the 38 columns the entry pane leaves, seven with gaps).
ITEM_WIDTH = 4
ITEM_LINES = 2


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
        self, game: Game | None = None, items: list[PadItem] | None = None, **kwargs: Any
    ) -> None:
        """This game's pad, or one of the `items` given (the reveal's digits)."""
        super().__init__(**kwargs)
        self.items = items if items is not None else pad_items(game) if game else []
        self.colours = game.colours if game else ()

    @staticmethod
    def per_line(width: int) -> int:
        return max(1, width // ITEM_WIDTH)

    def rows_for(self, width: int) -> int:
        """The pad's height at `width` columns."""
        return ceil(len(self.items) / self.per_line(width)) * ITEM_LINES

    def item_box(self, index: int) -> Region:
        """Where item `index` is drawn, in the pad's own cells."""
        across = self.per_line(self.size.width)
        row, column = divmod(index, across)
        return Region(column * ITEM_WIDTH, row * ITEM_LINES, ITEM_WIDTH, ITEM_LINES)

    def item_at(self, x: int, y: int) -> PadItem | None:
        """The item drawn at cell (x, y) of the pad; None past the last one."""
        column, across = x // ITEM_WIDTH, self.per_line(self.size.width)
        index = (y // ITEM_LINES) * across + column
        if column >= across or not 0 <= index < len(self.items):
            return None
        return self.items[index]

    def get_content_height(self, container: Size, viewport: Size, width: int) -> int:
        return self.rows_for(width)

    def render_line(self, y: int) -> Strip:
        width = self.size.width
        across = self.per_line(width)
        row, line = divmod(y, ITEM_LINES)
        base = self.rich_style
        segments = []
        for column, item in enumerate(self.items[row * across : (row + 1) * across]):
            text = item.top if line == 0 else item.label  # in the chosen language
            segments.append(
                Segment(
                    # Centred and cut in cells, so that a wide character keeps the item's 4.
                    fit(within(text, ITEM_WIDTH), ITEM_WIDTH, "centre"),
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
            self.post_message(self.Tapped(item))
