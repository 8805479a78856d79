"""The history drawn as Rich tables for `fathom-score history`: games, statistics, and charts
drawn as tables of bars (a player's totals game by game, category averages side by side)."""

from __future__ import annotations

from collections.abc import Sequence

from rich.table import Table
from rich.text import Text

from .history import CATEGORIES, ExpeditionStats, HeadToHead, PlayerStats, RecordedGame, TotalOnDate
from .history.store import CATEGORY_LABELS

BAR_WIDTH = 30
BAR = "█"


def _table(title: str | Text, headings: Sequence[str], left: Sequence[str] = (),
           widths: dict[str, int] | None = None) -> Table:
    """A table whose cells never wrap (a line of the history is short, and Rich's wrapping
    took most of the time spent drawing it); numbers on the right. On a narrow terminal (or
    a pipe, 80 columns) only the left-aligned text columns give up room: a number or date is
    never squeezed out (`widths` gives the columns whose content is wider than the heading)."""
    table = Table(title=title, title_justify="left")
    for heading in headings:
        text = heading in left
        least = (widths or {}).get(heading, 0 if text else len(heading))
        # Text columns may be narrowed (Rich narrows only columns that may wrap); their cells
        # are one-line Texts cut with an ellipsis (`_line`), so they never wrap all the same.
        table.add_column(heading, justify="left" if text else "right", no_wrap=not text,
                         min_width=least or None, overflow="ellipsis")
    return table


def _line(text: str, style: str = "") -> Text:
    """A cell's text on one line, cut with an ellipsis when the column is narrower."""
    return Text(text, style=style, no_wrap=True, overflow="ellipsis")


def bar(value: float, most: float, width: int = BAR_WIDTH) -> str:
    """A bar as long as `value` is against `most`; a negative value draws none."""
    if most <= 0 or value <= 0:
        return ""
    return BAR * max(1, round(width * value / most))


def games_table(games: Sequence[RecordedGame], total: int, title: str = "Games") -> Table:
    shown = f"the latest {len(games)} of {total}" if len(games) < total else f"all {total}"
    number = max((len(str(game.id)) for game in games), default=1)
    table = _table(f"{title} ({shown})", ("#", "played", "exp.", "players (total, place)",
                                          "winner"), left=("played", "players (total, place)",
                                                           "winner"),
                   widths={"#": number, "played": 16, "winner": 6})
    for game in games:
        seats = ", ".join(f"{s.name} {s.total} ({s.place})" for s in game.seats)
        winner = " and ".join(game.winners)
        if game.played_wrong:
            winner += " — played wrong, not counted"
        table.add_row(str(game.id), f"{game.played_at:%Y-%m-%d %H:%M}", str(game.expedition),
                      _line(seats), _line(winner))
    return table


def players_table(stats: Sequence[PlayerStats]) -> Table:
    table = _table("Players (games counted)",
                   ("player", "games", "wins", "win rate", "average", "best"), left=("player",))
    for s in stats:
        table.add_row(Text(s.name), str(s.games), str(s.wins), f"{s.win_rate:.0%}",
                      f"{s.average_total:.1f}", str(s.best_total))
    return table


def expeditions_table(stats: Sequence[ExpeditionStats]) -> Table:
    table = _table("Expeditions", ("expedition", "games", "average total",
                                   "average winning total", "best"))
    for s in stats:
        table.add_row(str(s.expedition), str(s.games), f"{s.average_total:.1f}",
                      f"{s.average_winning_total:.1f}", str(s.best_total))
    return table


def totals_chart(player: str, totals: Sequence[TotalOnDate]) -> Table:
    """One row per game, oldest first: the date, the total as a bar, the place."""
    table = _table(Text(f"{player}'s totals, game by game"),
                   ("played", "exp.", "total", "", "place"), left=("played", "exp.", ""))
    most = max((t.total for t in totals), default=0)
    for t in totals:
        place = f"{t.place} ★" if t.winner else str(t.place)
        table.add_row(f"{t.played_at:%Y-%m-%d}", str(t.expedition), str(t.total),
                      Text(bar(t.total, most), style="cyan"), place)
    return table


def category_chart(stats: Sequence[PlayerStats]) -> Table:
    """Each category's average points, one column per player, each with its bar."""
    table = Table(title="Average points per category (over the games that had it)",
                  title_justify="left")
    table.add_column("category", no_wrap=True)
    width = max(4, BAR_WIDTH // max(1, len(stats)))
    for s in stats:
        table.add_column(Text(s.name), justify="left", no_wrap=True)
    rows = [c for c in CATEGORIES if any(c in s.category_averages for s in stats)]
    most = max((a for s in stats for a in s.category_averages.values()), default=0.0)
    for category in rows:
        cells = []
        for s in stats:
            average = s.category_averages.get(category)
            cells.append(Text("—") if average is None else Text.assemble(
                f"{average:5.1f} ", (bar(average, most, width), "green")))
        table.add_row(CATEGORY_LABELS[category], *cells)
    return table


def head_to_head_table(versus: HeadToHead) -> Table:
    a, b = versus.player, versus.opponent
    table = _table(Text(f"{a} against {b}"), ("", a, b), left=("",))
    table.add_row("games together", str(versus.games), str(versus.games))
    table.add_row("games won", str(versus.wins), str(versus.opponent_wins))
    table.add_row("finished ahead", str(versus.ahead), str(versus.behind))
    table.add_row("average margin", f"{versus.average_margin:+.1f}",
                  f"{-versus.average_margin:+.1f}")
    return table
