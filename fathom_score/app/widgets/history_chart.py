"""The History screen's chart of the chosen player: their totals game by game, or their
average points by category beside everyone's, both drawn in text by render/history_chart.py
(which says why not by a plotting library).
"""

from __future__ import annotations

from collections.abc import Sequence

from textual import work
from textual.geometry import Size

from ...history import Filters, History, HistoryError, PlayerStats, TotalOnDate
from ...render.history_chart import category_bars, totals_columns
from .prose import Static

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
        self.drawn_at = Size(0, 0)  # the size the chart was last drawn for

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
            self.update(
                totals_columns(self.player, self.totals or (), width, max(4, self.size.height - 3))
            )

    def on_resize(self) -> None:
        ready = (self.averages if self.by_category else self.totals) is not None
        if ready and self.size != self.drawn_at:
            self.draw()
