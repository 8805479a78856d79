"""The title line at the top of a screen: "fathom-score · Expedition 2 · game.toml"."""

from __future__ import annotations

from rich.cells import cell_len
from textual.content import Content

from .prose import Static

SEPARATOR = " · "


def fitted_title(title: str, width: int) -> str:
    """`title` in `width` cells: where it is too long (a phone's 40 columns), its first parts
    are left out, whole, so that what this screen shows (the game's file, its unsaved marker)
    stays and no part is cut mid-word; a last part too long alone is left to be cut."""
    parts = title.split(SEPARATOR)
    for first in range(len(parts)):
        line = SEPARATOR.join(parts[first:])
        if cell_len(line) <= width:
            return line
    return parts[-1]


class TitleLine(Static):
    """A screen's title, fitted to the width it is given (see fitted_title)."""

    def render(self) -> Content:
        title = self.visual.plain if isinstance(self.visual, Content) else str(self.visual)
        return Content(fitted_title(title, self.size.width))
