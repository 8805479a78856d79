"""One player's live scorepad column: every row of the expedition's sheet, total and place."""

from __future__ import annotations

from rich.console import Console, ConsoleOptions, RenderableType, RenderResult
from rich.table import Table
from rich.text import Text
from textual.reactive import reactive

from ...model import CATEGORY_LABELS
from ...render.cells import cell_len
from ...render.prose import paragraphs
from ...scoring import PlayerScore, Scorepad
from ...words import _, ordinal, say
from .prose import Static

# The column's forms, the roomiest first: the whole column (every row, place and the table's
# totals); SHORT, its categories and total; PACKED, the same figures run on in lines, for under
# a narrow board (a figure never parted from its label).
COLUMN, SHORT, PACKED = "column", "short", "packed"
GAP = "  "
# A figure's room, whatever the score: the room the packed form is given does not change as
# the figures do (the screen would move at an entry).
FIGURE = "000"


def packed_items(categories: tuple[str, ...], score: PlayerScore | None) -> list[str]:
    """The packed form's items, the total first."""
    figures = (
        [str(score.total)] + [str(score.categories[c].points) for c in categories]
        if score is not None
        else [FIGURE] * (len(categories) + 1)
    )
    labels = [_("Total")] + [say(CATEGORY_LABELS[c]) for c in categories]
    return [f"{label} {figure}" for label, figure in zip(labels, figures)]


def packed(items: list[str], width: int) -> list[list[str]]:
    """The items in lines of `width` cells, none split between two."""
    lines: list[list[str]] = [[]]
    for item in items:
        if lines[-1] and cell_len(GAP.join(lines[-1] + [item])) > width:
            lines.append([])
        lines[-1].append(item)
    return lines


class Packed:
    """The packed form's items, packed at the width it is drawn at; the total in bold."""

    def __init__(self, items: list[str]) -> None:
        self.items = items

    def __rich_console__(self, console: Console, options: ConsoleOptions) -> RenderResult:
        for line in packed(self.items, options.max_width):
            yield Text(GAP).join(
                Text(item, style="bold" if item is self.items[0] else "") for item in line
            )


class ScoreColumn(Static):
    """Redrawn from the core's scorepad after every change."""

    # The scorepad shown, if any (the first-screen benchmark waits for one).
    shown: Scorepad | None = None
    noticed = False  # showing the "working out the score" notice instead
    player = 0
    form: reactive[str] = reactive(COLUMN)

    def show(self, scorepad: Scorepad, player: int) -> None:
        # After the shorter "working out" notice the column must be laid out again.
        relayout, self.noticed = self.noticed, False
        self.shown, self.player = scorepad, player
        self.update(self._drawn(scorepad, scorepad.players[player]), layout=relayout)

    def watch_form(self) -> None:
        if self.shown is not None:
            self.update(self._drawn(self.shown, self.shown.players[self.player]))

    @staticmethod
    def lines(form: str, categories: tuple[str, ...], width: int) -> int:
        """The most lines `form` takes at `width`, with figures of three digits (the column's:
        its table line may wrap to two)."""
        if form == PACKED:
            return len(packed(packed_items(categories, None), width))
        return len(categories) + (1 if form == SHORT else 7)

    def _drawn(self, scorepad: Scorepad, score: PlayerScore) -> RenderableType:
        if self.form == PACKED:
            return Packed(packed_items(scorepad.categories, score))
        # The short form beside a board in little room: no padding at the table's edges.
        table = Table(
            show_header=False, box=None, padding=(0, 1), expand=True, pad_edge=self.form != SHORT
        )
        table.add_column("row", ratio=1)
        table.add_column("points", justify="right")
        for category in scorepad.categories:
            points = score.categories[category].points
            table.add_row(
                say(CATEGORY_LABELS[category]),
                Text(str(points), style="bold" if points else "dim"),
            )
        table.add_section()
        table.add_row(Text(_("Total"), style="bold"), Text(str(score.total), style="bold"))
        if self.form == SHORT:
            return table
        table.add_row(_("Discovered tiles"), str(score.discovered_tiles))
        winner = score.name in scorepad.winners
        table.add_row(
            _("Place"),
            Text(
                say(ordinal(score.place)) + (" ★" if winner else ""),
                style="bold" if winner else "",
            ),
        )
        others = Text(
            " · ".join(f"{p.name} {p.total}" for p in scorepad.players if p.name != score.name),
            style="dim",
        )
        return paragraphs(
            Text(f"{score.name}", style="bold"),
            table,
            Text(""),
            Text(_("Table: "), style="dim") + others,
        )

    def waiting(self, name: str) -> None:
        """Say the score is being worked out, when it takes long enough to be noticed. (Laid
        out anew: on a first screen the column may not have been given its height yet.)"""
        self.shown, self.noticed = None, True
        self.update(
            paragraphs(
                Text(name, style="bold"),
                Text(""),
                Text(_("Working out the score…"), style="italic"),
                Text(
                    _(
                        "A board with many multicoloured corals can take a while; "
                        "entries are taken meanwhile."
                    ),
                    style="dim",
                ),
            )
        )
