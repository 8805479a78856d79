"""The History screen's chart of the chosen player: their totals game by game, or their
average points by category beside everyone's, both drawn in text.

Drawn here rather than by a plotting library: textual-plotext works with this Textual, but
importing it took longer than the whole History screen takes to open (the issue's goal is at
most 1.5x the app's first screen), and its grouped bars dropped or misplaced category names in
forty columns. A column of eighth blocks per game and a line of half blocks per category say
the same and fit any width.
"""

from __future__ import annotations

import math
from collections.abc import Sequence

from rich.text import Text
from textual import work
from textual.geometry import Size
from textual.widgets import Static

from ...history import CATEGORIES, Filters, History, HistoryError, PlayerStats, TotalOnDate

# Short names, so that a bar keeps most of a 40-column chart.
SHORT = {"coral": "Coral", "schooling_fish": "Fish", "sea_cucumber": "Cucumber",
         "crustacean": "Crustacean", "whalefall": "Whalefall", "siphonophore": "Siphono.",
         "anglerfish": "Anglerfish", "camera": "Camera", "jellyfish": "Jellyfish",
         "finless_sole": "Sole", "stingrays": "Stingrays", "poi": "POI"}
MINE, THEIRS = "magenta", "grey50"   # the chosen player's bars, everyone's
WON = "bold yellow"                   # a game the player won, in the totals chart
EIGHTHS = " ▁▂▃▄▅▆▇█"
CHARTED = 200  # the latest games read for the totals chart (as many as fit are drawn)


class HistoryChart(Static):
    """Shows one of the two charts of a player; `toggle` switches between them. The figures
    are read on a worker thread, so a long history never holds up the screen."""

    DEFAULT_CSS = """
    HistoryChart { height: 1fr; padding: 0 1; }
    """

    def __init__(self, *, id: str | None = None) -> None:
        super().__init__(id=id)
        self.by_category = False
        self.player: str | None = None
        self.filters = Filters()
        self.totals: Sequence[TotalOnDate] | None = None
        self.averages: tuple[PlayerStats | None, PlayerStats | None] | None = None
        self.drawn_at = Size(0, 0)   # the size the chart was last drawn for

    def show(self, player: str | None, filters: Filters) -> None:
        self.player, self.filters = player, filters
        self.totals = self.averages = None
        self._read_and_draw()

    def toggle(self) -> None:
        self.by_category = not self.by_category
        self._read_and_draw()

    @work(thread=True, exclusive=True, group="chart")
    def _read_and_draw(self) -> None:
        try:
            if self.by_category:
                self.averages = self.averages or self._averages()
            else:
                self.totals = self.totals if self.totals is not None else self._totals()
        except HistoryError as error:
            self.app.call_from_thread(self.update, str(error))
            return
        self.app.call_from_thread(self.draw)

    def _totals(self) -> Sequence[TotalOnDate]:
        if self.player is None:
            return ()
        with History.open() as history:
            return history.totals_over_time(self.player, self.filters, CHARTED)

    def _averages(self) -> tuple[PlayerStats | None, PlayerStats | None]:
        if self.player is None:
            return None, None
        with History.open() as history:
            mine = history.player_stats(self.filters._replace(player=self.player))
            return (mine[0] if mine else None), history.everyone(self.filters)

    def draw(self) -> None:
        self.drawn_at = self.size
        width = max(12, self.size.width - 2)
        if self.by_category:
            player, everyone = self.averages or (None, None)
            self.update(category_bars(player, everyone, width))
        else:
            self.update(totals_columns(self.player, self.totals or (), width,
                                       max(4, self.size.height - 3)))

    def on_resize(self) -> None:
        ready = (self.averages if self.by_category else self.totals) is not None
        if ready and self.size != self.drawn_at:
            self.draw()


# Also where every game listed is played wrong: listed, but left out of the figures.
NO_GAMES = "No game counted in the figures"


def totals_columns(player: str | None, totals: Sequence[TotalOnDate], width: int,
                   height: int) -> Text:
    """A column per game, oldest on the left, as many of the latest as fit (up to three
    cells wide, with a gap, when few): its height the total, to an eighth of a line, from 0 to
    the highest; a win in yellow, with a ★ above it."""
    if player is None or not totals:
        return Text(NO_GAMES)
    axis = len(str(max(t.total for t in totals)))
    room = width - axis - 2
    shown = list(totals)[-room:]
    step = max(1, min(4, room // len(shown)))   # cells a game takes: the column and a gap
    bar = max(1, step - 1)
    top = max(1, max(t.total for t in shown))
    heights = [max(0, t.total) / top * height * 8 for t in shown]
    which = f"the latest {len(shown)} games" if len(shown) < len(totals) else "game by game"
    text = Text(f"{player}'s totals, {which} (yellow ★: won)\n", style="bold",
                no_wrap=True, overflow="crop")
    for line in range(height, 0, -1):
        label = str(top) if line == height else "0" if line == 1 else ""
        text.append(f"{label:>{axis}} ┤" if label else f"{'':{axis}} │", style="dim")
        runs: list[tuple[str, str]] = []   # one run per stretch of one style: fewer to draw
        for eighths, total in zip(heights, shown):
            filled = min(8, max(0, round(eighths - (line - 1) * 8)))
            # A win's star sits on the line just above its column.
            if total.winner and filled == 0 and line == math.ceil(round(eighths) / 8) + 1:
                cell, style = "★".center(bar), WON
            else:
                cell, style = EIGHTHS[filled] * bar, WON if total.winner else MINE
            cell += " " * (step - bar)
            if runs and (runs[-1][1] == style or not cell.strip()):
                runs[-1] = (runs[-1][0] + cell, runs[-1][1])
            else:
                runs.append((cell, style))
        for cell, style in runs:
            text.append(cell, style=style)
        text.append("\n")
    text.append(f"{'':{axis}} └" + "─" * (step * len(shown)) + "\n", style="dim")
    average = sum(t.total for t in shown) / len(shown)
    text.append(f"{'':{axis}}  oldest → latest · average {average:.1f}", style="dim")
    return text


def category_bars(player: PlayerStats | None, everyone: PlayerStats | None,
                  width: int) -> Text:
    """A line a category, in the scorepad's order, with two bars in it: the player's in the
    top half of the line, everyone's in the bottom half (a half block: its ink is the top
    bar, its background the bottom one), scaled to the largest average, then both figures."""
    if player is None:
        return Text(NO_GAMES)
    shown = [c for c in CATEGORIES if player.category_averages.get(c) is not None]
    theirs = everyone.category_averages if everyone is not None else {}
    largest = max([player.category_averages[c] for c in shown]
                  + [theirs.get(c) or 0 for c in shown] + [1])
    name_width = max(len(SHORT[c]) for c in shown) if shown else 0
    room = max(4, width - name_width - 16)   # the name, a space, the bars, two figures
    text = Text(f"{player.name}: average points a game, by category\n", style="bold",
                no_wrap=True, overflow="crop")
    text.append(f"{'':{name_width}} ")
    text.append("▀", style=f"{MINE} on {THEIRS}")
    text.append(f" top: {player.name} · bottom: everyone\n", style="dim")
    for category in shown:
        mine, all_ = player.category_averages[category], theirs.get(category) or 0.0
        text.append(f"{SHORT[category]:{name_width}} ")
        top, bottom = round(mine / largest * room), round(all_ / largest * room)
        for cell in range(max(top, bottom, 1)):
            if cell < top:
                text.append("▀", style=f"{MINE} on {THEIRS}" if cell < bottom else MINE)
            else:
                text.append("▄" if cell < bottom else " ", style=THEIRS)
        text.append(f"  {mine:.1f}", style="bold")
        text.append(f" / {all_:.1f}\n", style="dim")
    return text
