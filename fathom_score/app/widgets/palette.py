"""The quick-code palette: the expedition's colours, species and tokens, each with its key.

It doubles as the legend of the quick codes; clicking an entry types its code into the entry.
"""

from __future__ import annotations

from typing import Any

from textual.content import Content
from textual.geometry import Size
from textual.widget import Widget

from ...model import MULTI, Game, colour_word
from ...table.codes import LETTER_OF, POI_CODES, TOKEN_CODES, colour_codes
from ...words import Message, _, message, say

GAP = "  "


# The tokens' words in the legend, by code: what TOKEN_CODES types, less its "poi ".
TOKEN_LABELS: dict[str, Message] = {
    "~": message("stingray"),
    "?": message("hidden"),  # a face-down point of interest
    **{code: kind.word for code, kind in POI_CODES.items()},
}


def _colour_label(name: str) -> str:
    word = colour_word(name)
    return say(word) if isinstance(word, Message) else name


def palette_items(game: Game) -> list[tuple[str, str]]:
    """(code, label) for everything this game can hold, the labels in the reader's language
    (a game's own colours as it names them)."""
    colours = [
        (letter, _("multi") if name == MULTI else _colour_label(name))
        for letter, name in colour_codes(game.colours).items()
    ]
    species = [(LETTER_OF[s], say(s.word)) for s in game.expedition.all_species]
    tokens = [
        (code, say(TOKEN_LABELS[code]))
        for code in TOKEN_CODES
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
