"""Widgets whose Japanese lines break where Japanese breaks (words/breaking.py).

Textual wraps a line of text only at its spaces, so a Japanese sentence was cut by width
wherever the edge fell. `Broken` is a Visual (Textual's public protocol for what a widget
draws) around the Content a widget would draw: at each width it divides every line that holds
Japanese at `line_starts` and hands the lines to that Content to draw, so styles, links and
alignment are Content's own. English is drawn by Content untouched.

`Static` and `Label` here are Textual's with that one difference; the app's screens use them
for everything they write in sentences.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from textual.content import Content
from textual.visual import Visual
from textual.widgets import Label as TextualLabel
from textual.widgets import Static as TextualStatic

from ...words.breaking import has_japanese, line_starts, widest_piece

if TYPE_CHECKING:
    from textual.app import RenderResult
    from textual.css.styles import RulesMap
    from textual.strip import Strip
    from textual.style import Style
    from textual.visual import RenderOptions


class Broken(Visual):
    """`content` drawn with its Japanese lines broken between phrases."""

    def __init__(self, content: Content) -> None:
        self.content = content
        self._at: tuple[int, Content] | None = None

    def __str__(self) -> str:
        return str(self.content)  # the words, however they are broken: as Content says them

    def _lines_at(self, width: int) -> Content:
        if self._at is None or self._at[0] != width:
            lines: list[Content] = []
            for line in self.content.split("\n", allow_blank=True):
                if has_japanese(line.plain) and width > 0:
                    lines.extend(
                        piece.rstrip() for piece in line.divide(line_starts(line.plain, width))
                    )
                else:
                    lines.append(line)
            self._at = (width, Content("\n").join(lines))
        return self._at[1]

    def render_strips(
        self, width: int, height: int | None, style: Style, options: RenderOptions
    ) -> list[Strip]:
        pad = options.rules.get("line_pad", 0) * 2
        return self._lines_at(width - pad).render_strips(width, height, style, options)

    def get_optimal_width(self, rules: RulesMap, container_width: int) -> int:
        return self.content.get_optimal_width(rules, container_width)

    def get_minimal_width(self, rules: RulesMap) -> int:
        least = max(
            (widest_piece(line) for line in self.content.plain.split("\n") if line), default=0
        )
        return least + rules.get("line_pad", 0) * 2

    def get_height(self, rules: RulesMap, width: int) -> int:
        pad = rules.get("line_pad", 0) * 2
        return self._lines_at(width - pad).get_height(rules, width)


def broken(visual: Visual) -> Visual:
    """`visual` as it draws, a Content holding Japanese broken between phrases."""
    if isinstance(visual, Content) and has_japanese(visual.plain):
        return Broken(visual)
    return visual


class Static(TextualStatic):
    """Textual's Static, its Japanese lines broken between phrases."""

    _broken: tuple[Visual, Visual] | None = None

    def render(self) -> RenderResult:
        # One Broken a visual, so that its lines are worked out once a width.
        visual = self.visual
        if self._broken is None or self._broken[0] is not visual:
            self._broken = (visual, broken(visual))
        return self._broken[1]


class Label(TextualLabel, Static):
    """Textual's Label, its Japanese lines broken between phrases."""
