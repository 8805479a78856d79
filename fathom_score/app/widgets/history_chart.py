"""The History screen's chart of the chosen player: their totals game by game, drawn by
textual-plotext (plotext's terminal charts as a Textual widget), or their average points by
category beside everyone's, as pairs of bars in text.

The chart is drawn after the screen is up: plotext takes longer to import than the rest of
the screen takes to show, so it is imported on a worker thread while the lists are already
on screen, and its figures are read from the history then too. The category chart is drawn
here rather than by plotext: twelve categories and two bars each do not fit plotext's grouped
bars in forty columns (it drops or misplaces names), while one line per bar always does.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING

from rich.text import Text
from textual import work
from textual.app import ComposeResult
from textual.containers import Vertical
from textual.widgets import Static

from ...history import CATEGORIES, Filters, History, HistoryError, PlayerStats, TotalOnDate

if TYPE_CHECKING:
    from textual_plotext import PlotextPlot

# Short names, so that a bar keeps most of a 40-column chart.
SHORT = {"coral": "Coral", "schooling_fish": "Fish", "sea_cucumber": "Cucumber",
         "crustacean": "Crustacean", "whalefall": "Whalefall", "siphonophore": "Siphono.",
         "anglerfish": "Anglerfish", "camera": "Camera", "jellyfish": "Jellyfish",
         "finless_sole": "Sole", "stingrays": "Stingrays", "poi": "POI"}
MINE, THEIRS = "magenta", "grey50"   # the chosen player's bars, everyone's
CHARTED = 100  # the latest games whose totals are charted


class HistoryChart(Vertical):
    """Shows one of the two charts of a player; `toggle` switches between them."""

    DEFAULT_CSS = """
    HistoryChart > PlotextPlot { height: 1fr; }
    HistoryChart > #categories { height: 1fr; padding: 0 1; }
    """

    def __init__(self, *, id: str | None = None) -> None:
        super().__init__(id=id)
        self.by_category = False
        self.player: str | None = None
        self.filters = Filters()
        self.totals: Sequence[TotalOnDate] = ()
        self.averages: tuple[PlayerStats | None, PlayerStats | None] | None = None

    def compose(self) -> ComposeResult:
        yield Static("Drawing the chart…", id="categories")

    def show(self, player: str | None, filters: Filters) -> None:
        self.player, self.filters, self.averages = player, filters, None
        self._read_and_draw()

    def toggle(self) -> None:
        self.by_category = not self.by_category
        self._read_and_draw()

    @work(thread=True, exclusive=True, group="chart")
    def _read_and_draw(self) -> None:
        """Off the UI thread: plotext's import (once) and the chart's figures."""
        try:
            if self.by_category:
                self.averages = self.averages or self._averages()
            else:
                from textual_plotext import PlotextPlot  # noqa: F401  (imported here, once)

                self.totals = self._totals()
        except HistoryError as error:
            self.app.call_from_thread(self._say, str(error))
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
            mine = history.player_stats(Filters(self.player, self.filters.expedition,
                                                self.filters.since, self.filters.until))
            return (mine[0] if mine else None), history.everyone(self.filters)

    def _say(self, text: str) -> None:
        self.query_one("#categories", Static).update(text)

    def draw(self) -> None:
        categories = self.query_one("#categories", Static)
        plot = self._plot()
        plot.display, categories.display = not self.by_category, self.by_category
        if self.by_category:
            player, everyone = self.averages or (None, None)
            categories.update(category_bars(player, everyone, max(10, self.size.width - 2)))
        else:
            self._draw_totals(plot)

    def _plot(self) -> PlotextPlot:
        from textual_plotext import PlotextPlot

        plots = self.query(PlotextPlot)
        if plots:
            return plots.first()
        plot = PlotextPlot()
        self.mount(plot, before=0)
        return plot

    def on_resize(self) -> None:
        if self.by_category and self.averages is not None:
            self.draw()

    def _draw_totals(self, plot: PlotextPlot) -> None:
        plt = plot.plt
        plt.clear_figure()
        if self.player is None or not self.totals:
            plt.title("No games yet")
        else:
            points = list(range(1, len(self.totals) + 1))
            plt.plot(points, [t.total for t in self.totals], marker="braille")
            wins = [(n, t.total) for n, t in zip(points, self.totals) if t.winner]
            if wins:
                plt.scatter(*zip(*wins), marker="★", color="yellow")
            if len(points) <= 12:
                plt.xticks(points)   # whole games, not 3.8
            which = f" of the latest {CHARTED} games" if len(points) == CHARTED else ""
            plt.title(f"{self.player}: totals{which}, oldest game first (★ won)")
            plt.xlabel("game")
        plot.refresh()


def category_bars(player: PlayerStats | None, everyone: PlayerStats | None,
                  width: int) -> Text:
    """A line a category, in the scorepad's order, with two bars in it: the player's in the
    top half of the line, everyone's in the bottom half (a half block: its ink is the top
    bar, its background the bottom one), scaled to the largest average, then both figures."""
    if player is None:
        return Text("No games yet")
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
