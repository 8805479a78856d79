"""The players' names above the board, the shown one marked; click a name to show that board.

Drawn as two lines of text by one widget rather than with Textual's Tabs (a widget per name,
an animated underline and their style sheets): the editor is the first screen when a game file
is opened, and the tabs alone cost it about a tenth of its start-up.
"""

from __future__ import annotations

from collections.abc import Sequence

from textual.content import Content
from textual.geometry import Size
from textual.reactive import reactive
from textual.widget import Widget

from ...render.cells import cell_len, cut, fit
from .tap_pad import fingertip

GAP = "   "
LEAST = 3  # the fewest cells a shortened name keeps: a character or two and the ellipsis


def fitted_names(names: Sequence[str], shown: int, width: int) -> list[str]:
    """The names in one line of `width` cells (0: any width): where they are too wide, the
    widest of the others is shortened a cell at a time, with an ellipsis, and the shown
    player's name last of all. Wrapped, the names would part from the bar under them."""
    fitted = list(names)
    room = width - cell_len(GAP) * (len(names) - 1)
    while width and sum(map(cell_len, fitted)) > room:
        wide = [i for i, name in enumerate(fitted) if cell_len(name) > LEAST]
        others = [i for i in wide if i != shown] or wide
        if not others:
            break
        widest = max(others, key=lambda i: (cell_len(fitted[i]), i))
        fitted[widest] = cut(names[widest], cell_len(fitted[widest]) - 1)
    return fitted


class PlayerBar(Widget):
    """Each player's name; the shown one bold and underlined with a bar in the accent colour,
    or, where there is no line to spare for the bar, underlined. On a served page whose cell
    is known, each name is a fingertip's tap target: as many lines tall and cells wide as
    FINGER_PX takes in that cell, every line of it a link to that board."""

    DEFAULT_CSS = """
    PlayerBar {
        height: auto;
        padding: 0 1;
    }
    PlayerBar.-fingertip {
        link-style: none;  /* a tab's padding and lines are links too: not underlined */
    }
    """

    shown: reactive[int] = reactive(0)
    underline: reactive[bool] = reactive(True, layout=True)  # the bar under the names
    # A fingertip tall on a served page, where the editor has the room (its Trim).
    fingertip: reactive[bool] = reactive(True, layout=True)

    def __init__(
        self,
        names: Sequence[str],
        shown: int = 0,
        *,
        cell: tuple[float, float] | None = None,
        id: str | None = None,
    ) -> None:
        super().__init__(id=id)
        self.names = tuple(names)
        self.set_reactive(PlayerBar.shown, shown)
        self.least, self.tall = 0, 1  # a name's fewest cells and lines (a served page's tap)
        self.set_cell(cell)

    def set_cell(self, cell: tuple[float, float] | None) -> None:
        """Size the names for a served page's cell in CSS px (None: a terminal's)."""
        least, tall = (0, 1) if cell is None else fingertip(cell)
        if (least, tall) != (self.least, self.tall):
            self.least, self.tall = least, tall
            self.set_class(cell is not None, "-fingertip")
            if self.is_mounted:
                self.refresh(layout=True)

    def lines_with(self, underline: bool, fingertip: bool = True) -> int:
        """The bar's height with or without the line under the names, and a fingertip tall
        or not (on a served page whose cell is known)."""
        return max(2 if underline else 1, self.tall if fingertip else 1)

    def get_content_height(self, container: Size, viewport: Size, width: int) -> int:
        # The names are fitted to one line: never wrapped.
        return self.lines_with(self.underline, self.fingertip)

    def render(self) -> Content:
        fitted = fitted_names(self.names, self.shown, self.content_size.width)
        # Padded evenly either side, so that a fingertip on the name's middle is on its tab.
        widths = [
            cell_len(name) + 2 * max(0, -(-(self.least - cell_len(name)) // 2)) for name in fitted
        ]
        if sum(widths) + cell_len(GAP) * (len(fitted) - 1) > self.content_size.width:
            widths = [cell_len(name) for name in fitted]  # no room for fingertips: as before
        rows: list[list[Content]] = [
            [] for _ in range(self.lines_with(self.underline, self.fingertip))
        ]
        barred = len(rows) > 1  # a line under the names: the bar marks the shown one
        for i, (name, width) in enumerate(zip(fitted, widths, strict=True)):
            # The whole name is the link, on every line: the action's argument is its number.
            link = f"[@click=screen.show_player({i})]"
            style = (
                "bold $accent" + ("" if barred else " underline")
                if i == self.shown
                else "$text-muted"
            )
            shown = fit(name, width, "centre")
            rows[0].append(Content.from_markup(f"{link}[{style}]$name", name=shown))
            # In a terminal the bar under the names is drawn, not clicked; a page's tap
            # reaches the name from any of its lines.
            under = link if self.least else ""
            for line, row in enumerate(rows[1:], 1):
                if line == 1 and i == self.shown:
                    row.append(Content.from_markup(f"{under}[$accent]$bar", bar="━" * width))
                else:
                    row.append(Content.from_markup(f"{under}$gap", gap=" " * width))
        return Content("\n").join(Content(GAP).join(row) for row in rows)
