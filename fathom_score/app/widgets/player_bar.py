"""The players' names above the board, the shown one marked; click a name to show that board.

Drawn as two lines of text by one widget rather than with Textual's Tabs (a widget per name,
an animated underline and their style sheets): the editor is the first screen when a game file
is opened, and the tabs alone cost it about a tenth of its start-up.
"""

from __future__ import annotations

from collections.abc import Sequence

from textual.content import Content
from textual.reactive import reactive
from textual.widget import Widget

GAP = "   "


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

    def render(self) -> Content:
        names, bar = [], []
        for i, name in enumerate(self.names):
            # The whole name is the link: the action's argument is the player's number.
            style = (
                "bold $accent" + ("" if self.underline else " underline")
                if i == self.shown
                else "$text-muted"
            )
            names.append(
                Content.from_markup(f"[@click=screen.show_player({i})][{style}]$name", name=name)
            )
            bar.append(
                Content.styled("━" * len(name), "$accent")
                if i == self.shown
                else Content(" " * len(name))
            )
        lines = [Content(GAP).join(names)] + ([Content(GAP).join(bar)] if self.underline else [])
        return Content("\n").join(lines)
