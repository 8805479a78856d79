"""One player's live scorepad column: every row of the expedition's sheet, total and place."""

from __future__ import annotations

from rich.console import Group
from rich.table import Table
from rich.text import Text
from textual.widgets import Static

from ...model import CATEGORY_LABELS
from ...rules.reasons import ordinal
from ...scoring import Scorepad


class ScoreColumn(Static):
    """Redrawn from the core's scorepad after every change."""

    # The scorepad shown, if any (the first-screen benchmark waits for one).
    shown: Scorepad | None = None
    noticed = False   # showing the "working out the score" notice instead

    def show(self, scorepad: Scorepad, player: int) -> None:
        # After the shorter "working out" notice the column must be laid out again.
        relayout, self.noticed = self.noticed, False
        self.shown = scorepad
        score = scorepad.players[player]
        table = Table(show_header=False, box=None, padding=(0, 1), expand=True)
        table.add_column("row", ratio=1)
        table.add_column("points", justify="right")
        for category in scorepad.categories:
            points = score.categories[category].points
            table.add_row(CATEGORY_LABELS[category], Text(str(points),
                                                          style="bold" if points else "dim"))
        table.add_section()
        table.add_row(Text("Total", style="bold"), Text(str(score.total), style="bold"))
        table.add_row("Discovered tiles", str(score.discovered_tiles))
        winner = score.name in scorepad.winners
        table.add_row("Place", Text(ordinal(score.place) + (" ★" if winner else ""),
                                    style="bold" if winner else ""))
        others = Text(" · ".join(f"{p.name} {p.total}" for p in scorepad.players
                                 if p.name != score.name), style="dim")
        self.update(Group(Text(f"{score.name}", style="bold"), table, Text(""),
                          Text("Table: ", style="dim") + others), layout=relayout)

    def waiting(self, name: str) -> None:
        """Say the score is being worked out, when it takes long enough to be noticed. (Laid
        out anew: on a first screen the column may not have been given its height yet.)"""
        self.shown, self.noticed = None, True
        self.update(Group(Text(name, style="bold"), Text(""),
                          Text("Working out the score…", style="italic"),
                          Text("A board with many multicoloured corals can take a while; "
                               "entries are taken meanwhile.", style="dim")))
