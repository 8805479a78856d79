"""The scorepad as a Rich table: a row per category, a column per player."""

from __future__ import annotations

from rich.markup import escape
from rich.table import Table

from ..model import CATEGORY_LABELS
from ..rules.reasons import ordinal
from ..scoring import Scorepad


def scorepad_table(scorepad: Scorepad, title: str | None = None) -> Table:
    # Names and titles are plain text: a player called "[/]" must not be read as Rich markup.
    table = Table(
        title=escape(title) if title else None,
        title_style="bold",
        header_style="bold",
        show_footer=False,
    )
    table.add_column("Category")
    for player in scorepad.players:
        table.add_column(escape(player.name), justify="right")
    for category in scorepad.categories:
        table.add_row(
            CATEGORY_LABELS[category],
            *(str(p.categories[category].points) for p in scorepad.players),
        )
    table.add_section()
    table.add_row("Total", *(f"[bold]{p.total}[/]" for p in scorepad.players))
    table.add_row("Discovered tiles", *(str(p.discovered_tiles) for p in scorepad.players))
    table.add_row("Place", *(_place(p.place, p.name in scorepad.winners) for p in scorepad.players))
    return table


def _place(place: int, winner: bool) -> str:
    return f"[bold green]{ordinal(place)} ★[/]" if winner else ordinal(place)
