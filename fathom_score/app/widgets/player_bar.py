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

from ...render.cells import cell_len, cut

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
    or, where there is no line to spare for the bar, underlined."""

    DEFAULT_CSS = """
    PlayerBar {
        height: auto;
        padding: 0 1;
    }
    """

    shown: reactive[int] = reactive(0)
    underline: reactive[bool] = reactive(True, layout=True)  # the bar under the names

    def __init__(self, names: Sequence[str], shown: int = 0, *, id: str | None = None) -> None:
        super().__init__(id=id)
        self.names = tuple(names)
        self.set_reactive(PlayerBar.shown, shown)

    def get_content_height(self, container: Size, viewport: Size, width: int) -> int:
        return 2 if self.underline else 1  # the names are fitted to one line: never wrapped

    def render(self) -> Content:
        names, bar = [], []
        for i, name in enumerate(fitted_names(self.names, self.shown, self.content_size.width)):
            # The whole name is the link: the action's argument is the player's number.
            style = (
                "bold $accent" + ("" if self.underline else " underline")
                if i == self.shown
                else "$text-muted"
            )
            names.append(
                Content.from_markup(f"[@click=screen.show_player({i})][{style}]$name", name=name)
            )
            # As wide as the name in cells: 太郎 takes four, not two.
            width = cell_len(name)
            bar.append(
                Content.styled("━" * width, "$accent") if i == self.shown else Content(" " * width)
            )
        lines = [Content(GAP).join(names)] + ([Content(GAP).join(bar)] if self.underline else [])
        return Content("\n").join(lines)
