"""The History screen's chart of the chosen player: their totals game by game, drawn by
textual-plotext (plotext's terminal charts as a Textual widget), or their average points by
category beside everyone's, as pairs of bars in text.

The category chart is drawn here rather than by plotext: twelve categories and two bars each
do not fit plotext's grouped bars in forty columns (it drops or misplaces names), while one
line per bar always does.
"""

from __future__ import annotations

from collections.abc import Sequence

from rich.text import Text
from textual.app import ComposeResult
from textual.containers import Vertical
from textual.widgets import Static
from textual_plotext import PlotextPlot

from ...history import CATEGORIES, PlayerStats, TotalOnDate

# Short names, so that a bar keeps most of a 40-column chart.
SHORT = {"coral": "Coral", "schooling_fish": "Fish", "sea_cucumber": "Cucumber",
         "crustacean": "Crustacean", "whalefall": "Whalefall", "siphonophore": "Siphono.",
         "anglerfish": "Anglerfish", "camera": "Camera", "jellyfish": "Jellyfish",
         "finless_sole": "Sole", "stingrays": "Stingrays", "poi": "POI"}
MINE, THEIRS = "magenta", "grey50"   # the chosen player's bars, everyone's


class HistoryChart(Vertical):
    """Shows one of the two charts of the chosen player; `toggle` switches between them."""

    DEFAULT_CSS = """
    HistoryChart > PlotextPlot { height: 1fr; }
    HistoryChart > #categories { height: 1fr; padding: 0 1; }
    """

    def __init__(self, *, id: str | None = None) -> None:
        super().__init__(id=id)
        self.by_category = False
        self.player: PlayerStats | None = None
        self.everyone: PlayerStats | None = None
        self.totals: Sequence[TotalOnDate] = ()

    def compose(self) -> ComposeResult:
        yield PlotextPlot(id="totals")
        yield Static(id="categories")

    def show(self, player: PlayerStats | None, everyone: PlayerStats | None,
             totals: Sequence[TotalOnDate]) -> None:
        self.player, self.everyone, self.totals = player, everyone, totals
        self.draw()

    def toggle(self) -> None:
        self.by_category = not self.by_category
        self.draw()

    def draw(self) -> None:
        plot, categories = self.query_one(PlotextPlot), self.query_one("#categories", Static)
        plot.display, categories.display = not self.by_category, self.by_category
        if self.by_category:
            categories.update(category_bars(self.player, self.everyone,
                                            max(10, self.size.width - 2)))
        else:
            self._totals(plot)

    def on_resize(self) -> None:
        if self.by_category:
            self.draw()

    def _totals(self, plot: PlotextPlot) -> None:
        plt = plot.plt
        plt.clear_figure()
        if self.player is None:
            plt.title("No games yet")
        else:
            points = list(range(1, len(self.totals) + 1))
            plt.plot(points, [t.total for t in self.totals], marker="braille")
            wins = [(n, t.total) for n, t in zip(points, self.totals) if t.winner]
            if wins:
                plt.scatter(*zip(*wins), marker="★", color="yellow")
            if len(points) <= 12:
                plt.xticks(points)   # whole games, not 3.8
            plt.title(f"{self.player.name}: totals, oldest game first (★ won)")
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
