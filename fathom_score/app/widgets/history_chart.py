"""The History screen's chart: a player's totals over time, or their category averages beside
everyone's, drawn by textual-plotext (plotext's terminal charts as a Textual widget)."""

from __future__ import annotations

from collections.abc import Sequence

from textual_plotext import PlotextPlot

from ...history import PlayerStats, TotalOnDate
from ...model import CATEGORY_LABELS

# Short names, so that the bars' labels fit a 40-column chart.
SHORT = {"coral": "Coral", "schooling_fish": "Fish", "sea_cucumber": "Cucumb.",
         "crustacean": "Crust.", "whalefall": "Whalef.", "siphonophore": "Siphon.",
         "anglerfish": "Angler", "camera": "Camera", "jellyfish": "Jelly",
         "finless_sole": "Sole", "stingrays": "Stingr.", "poi": "POI"}


class HistoryChart(PlotextPlot):
    """Shows one of two charts of the chosen player; `toggle` switches between them."""

    def __init__(self, *, id: str | None = None) -> None:
        super().__init__(id=id)
        self.by_category = False
        self.player: PlayerStats | None = None
        self.everyone: PlayerStats | None = None
        self.totals: Sequence[TotalOnDate] = ()

    def show(self, player: PlayerStats | None, everyone: PlayerStats | None,
             totals: Sequence[TotalOnDate]) -> None:
        self.player, self.everyone, self.totals = player, everyone, totals
        self.draw()

    def toggle(self) -> None:
        self.by_category = not self.by_category
        self.draw()

    def draw(self) -> None:
        plt = self.plt
        plt.clear_figure()
        if self.player is None:
            plt.title("No games yet")
        elif self.by_category:
            self._categories(self.player, self.everyone)
        else:
            self._totals(self.player, self.totals)
        self.refresh()

    def _totals(self, player: PlayerStats, totals: Sequence[TotalOnDate]) -> None:
        plt = self.plt
        points = list(range(1, len(totals) + 1))
        plt.plot(points, [t.total for t in totals], marker="braille")
        wins = [(n, t.total) for n, t in zip(points, totals) if t.winner]
        if wins:
            plt.scatter(*zip(*wins), marker="★", color="yellow")
        if len(points) <= 12:
            plt.xticks(points)   # whole games, not 3.8
        plt.title(f"{player.name}: totals, oldest game first (★ won)")
        plt.xlabel("game")

    def _categories(self, player: PlayerStats, everyone: PlayerStats | None) -> None:
        plt = self.plt
        shown = [c for c, average in player.category_averages.items() if average is not None]
        labels = [SHORT.get(c, CATEGORY_LABELS.get(c, c)) for c in shown]
        mine = [round(player.category_averages[c], 1) for c in shown]
        if everyone is not None:
            theirs = [round(everyone.category_averages.get(c) or 0, 1) for c in shown]
            # plotext takes `labels`; textual-plotext's type stub names it `label`.
            plt.multiple_bar(labels, [mine, theirs],
                             labels=[player.name, "everyone"])  # type: ignore[call-arg]
        else:
            plt.bar(labels, mine)
        plt.title(f"{player.name}: average points a game, by category")
