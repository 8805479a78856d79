"""The quick-code palette: the expedition's colours, species and tokens, each with its key.

It doubles as the legend of the quick codes; clicking an entry types its code into the entry.
"""

from __future__ import annotations

from typing import Any

from textual.content import Content
from textual.geometry import Size
from textual.widget import Widget

from ...model import Game
from ...table.codes import LETTER_OF, TOKEN_CODES, colour_codes
from ...words import _

GAP = "  "


def palette_items(game: Game) -> list[tuple[str, str]]:
    """(code, label) for everything this game can hold."""
    colours = [(letter, name) for letter, name in colour_codes(game.colours).items()]
    species = [(LETTER_OF[s], s.label) for s in game.expedition.all_species]
    tokens = [
        (code, words.removeprefix("poi "))
        for code, words in TOKEN_CODES.items()
        if code != "~" or game.expedition.stingrays
    ]
    return colours + species + tokens + [("-", _("clear"))]


class Palette(Widget):
    """Click an entry to type its code; the screen decides where the text goes.

    Entries are packed into lines by hand so that none is split between two lines.
    """

    def __init__(self, game: Game, **kwargs: Any) -> None:
        super().__init__(**kwargs)
        # repr() quotes the code for the action's argument, whatever characters it holds; the
        # space goes inside the code's run because SVG viewers drop a run's leading space.
        self.entries = [
            Content.from_markup(
                f"[@click=screen.type_code({code!r})][b]$code [/b]$label[/]", code=code, label=label
            )
            for code, label in palette_items(game)
        ]

    def lines(self, width: int) -> list[Content]:
        lines = [Content()]
        for entry in self.entries:
            if lines[-1] and lines[-1].cell_length + len(GAP) + entry.cell_length > width:
                lines.append(Content())
            lines[-1] = lines[-1] + GAP + entry if lines[-1] else entry
        return lines

    def get_content_height(self, container: Size, viewport: Size, width: int) -> int:
        return len(self.lines(width))

    def render(self) -> Content:
        return Content("\n").join(self.lines(self.content_region.width))
