"""The scorepad as a Rich table: a row per category, a column per player, in the chosen
language (Rich measures the columns in terminal cells, so Japanese lines up too)."""

from __future__ import annotations

from rich.markup import escape
from rich.table import Table

from ..model import CATEGORY_LABELS
from ..scoring import Scorepad
from ..words import _, ordinal, say


def scorepad_table(scorepad: Scorepad, title: str | None = None) -> Table:
    # Names and titles are plain text: a player called "[/]" must not be read as Rich markup.
    table = Table(
        title=escape(title) if title else None,
        title_style="bold",
        header_style="bold",
        show_footer=False,
    )
    table.add_column(_("Category"))
    for player in scorepad.players:
        table.add_column(escape(player.name), justify="right")
    for category in scorepad.categories:
        table.add_row(
            say(CATEGORY_LABELS[category]),
            *(str(p.categories[category].points) for p in scorepad.players),
        )
    table.add_section()
    table.add_row(_("Total"), *(f"[bold]{p.total}[/]" for p in scorepad.players))
    table.add_row(_("Discovered tiles"), *(str(p.discovered_tiles) for p in scorepad.players))
    table.add_row(
        _("Place"), *(_place(p.place, p.name in scorepad.winners) for p in scorepad.players)
    )
    return table


def _place(place: int, winner: bool) -> str:
    said = escape(say(ordinal(place)))
    return f"[bold green]{said} ★[/]" if winner else said
