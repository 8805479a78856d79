"""The quick-code palette: the expedition's colours, species and tokens, each with its key.

It doubles as the legend of the quick codes; clicking an entry types its code into the entry.
"""

from __future__ import annotations

from textual.content import Content
from textual.widgets import Static

from ...model import Game
from ..entry import LETTER_OF, TOKEN_CODES, colour_letters


def palette_items(game: Game) -> list[tuple[str, str]]:
    """(code, label) for everything this game can hold."""
    colours = [(letter, name) for letter, name in colour_letters(game.colours).items()]
    species = [(LETTER_OF[s], s.label) for s in game.expedition.all_species]
    tokens = [(code, words.removeprefix("poi ")) for code, words in TOKEN_CODES.items()
              if code != "~" or game.expedition.stingrays]
    return colours + species + tokens + [("-", "clear")]


class Palette(Static):
    """Click an entry to type its code; the screen decides where the text goes."""

    def __init__(self, game: Game, **kwargs) -> None:
        super().__init__(**kwargs)
        self.game = game

    def on_mount(self) -> None:
        parts = []
        for code, label in palette_items(self.game):
            # repr() quotes the code for the action's argument, whatever characters it holds.
            parts.append(Content.from_markup(
                f"[@click=screen.type_code({code!r})][b]$code[/b] $label[/]",
                code=code, label=label))
        self.update(Content("  ").join(parts))
