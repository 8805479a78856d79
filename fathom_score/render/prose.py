"""Rich text that breaks Japanese lines where Japanese breaks (words/breaking.py).

Rich wraps a line only at its spaces, so a Japanese sentence, which has none, was cut by
width wherever the edge fell: 「…してください」 then 「。」 alone. `Prose` is a `Text` whose
`wrap` asks `line_starts` for each line holding Japanese; a line with none wraps as Rich wraps
it, so English is laid out exactly as before. Rich's tables and panels call `wrap` and
`__rich_measure__`, both public: a `Prose` in a cell is broken the same way.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from rich.console import Group
from rich.containers import Lines
from rich.measure import Measurement
from rich.text import Text

from ..words.breaking import has_japanese, line_starts, widest_piece

if TYPE_CHECKING:
    from rich.console import Console, ConsoleOptions, JustifyMethod, OverflowMethod, RenderableType


class Prose(Text):
    """A `Text` whose Japanese lines break between phrases, by the line-start and line-end
    rules."""

    def wrap(
        self,
        console: Console,
        width: int,
        *,
        justify: JustifyMethod | None = None,
        overflow: OverflowMethod | None = None,
        tab_size: int = 8,
        no_wrap: bool | None = None,
    ) -> Lines:
        unbroken = no_wrap or (no_wrap is None and self.no_wrap) or overflow == "ignore"
        if unbroken or not has_japanese(self.plain):
            return super().wrap(
                console,
                width,
                justify=justify,
                overflow=overflow,
                tab_size=tab_size,
                no_wrap=no_wrap,
            )
        justify = justify or self.justify or "default"
        overflow = overflow or self.overflow or "fold"
        lines = Lines()
        for line in self.split(allow_blank=True):
            if not has_japanese(line.plain):
                lines.extend(line.wrap(console, width, justify=justify, overflow=overflow))
                continue
            pieces = line.divide(line_starts(line.plain, width))
            for piece in pieces:
                piece.rstrip_end(width)
            pieces.justify(console, width, justify=justify, overflow=overflow)
            for piece in pieces:
                piece.truncate(width, overflow=overflow)
            lines.extend(pieces)
        return lines

    def __rich_measure__(self, console: Console, options: ConsoleOptions) -> Measurement:
        measured = super().__rich_measure__(console, options)
        if not has_japanese(self.plain):
            return measured
        # The least width is the widest phrase, not the whole sentence (Rich's widest word).
        least = max(widest_piece(line) for line in self.plain.split("\n"))
        return Measurement(min(least, measured.minimum), measured.maximum)


def prose(text: str | Text) -> Text:
    """`text` as `Prose`, its styles kept: what the render layer and the command line show."""
    if isinstance(text, Prose):
        return text
    if isinstance(text, str):
        return Prose(text)
    made = Prose(
        text.plain,
        style=text.style,
        justify=text.justify,
        overflow=text.overflow,
        no_wrap=text.no_wrap,
        end=text.end,
        tab_size=text.tab_size,
    )
    made.spans[:] = text.spans
    return made


def paragraphs(*parts: RenderableType) -> Group:
    """Rich's Group of `parts`, each Text of them `Prose`: a panel of sentences."""
    return Group(*(prose(part) if isinstance(part, Text) else part for part in parts))
