"""The History screen's two charts of a player, drawn in text: their totals game by game, and
their average points by category beside everyone's.

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

from ..history import CATEGORIES, PlayerStats, TotalOnDate
from ..words import N_, _, message, say
from .cells import cell_len, fit

# Short names, so that a bar keeps most of a 40-column chart (msgids: said as drawn).
SHORT = {
    "coral": N_("Coral"),
    "schooling_fish": N_("Fish"),
    "sea_cucumber": N_("Cucumber"),
    "crustacean": N_("Crustacean"),
    "whalefall": N_("Whalefall"),
    "siphonophore": N_("Siphono."),
    "anglerfish": N_("Anglerfish"),
    "camera": N_("Camera"),
    "jellyfish": N_("Jellyfish"),
    "finless_sole": N_("Sole"),
    "stingrays": N_("Stingrays"),
    "poi": N_("POI"),
}
MINE, THEIRS = "magenta", "grey50"  # the chosen player's bars, everyone's
WON = "bold yellow"  # a game the player won, in the totals chart
EIGHTHS = " ▁▂▃▄▅▆▇█"
# Also where every game listed is played wrong: listed, but left out of the figures.
NO_GAMES = N_("No game counted in the figures")


def totals_columns(
    player: str | None, totals: Sequence[TotalOnDate], width: int, height: int
) -> Text:
    """A column per game, oldest on the left, as many of the latest as fit (up to three
    cells wide, with a gap, when few): its height the total, to an eighth of a line, from 0 to
    the highest; a win in yellow, with a ★ above it."""
    if player is None or not totals:
        return Text(_(NO_GAMES))
    axis = len(str(max(t.total for t in totals)))
    room = width - axis - 2
    shown = list(totals)[-room:]
    step = max(1, min(4, room // len(shown)))  # cells a game takes: the column and a gap
    top = max(1, max(t.total for t in shown))
    heights = [max(0, t.total) / top * height * 8 for t in shown]
    if len(shown) < len(totals):
        title = message(
            "{player}'s totals, the latest {count} games (yellow ★: won)",
            player=player,
            count=len(shown),
        )
    else:
        title = message("{player}'s totals, game by game (yellow ★: won)", player=player)
    text = Text(f"{say(title)}\n", style="bold", no_wrap=True, overflow="crop")
    for line in range(height, 0, -1):
        label = str(top) if line == height else "0" if line == 1 else ""
        text.append(f"{label:>{axis}} ┤" if label else f"{'':{axis}} │", style="dim")
        for cell, style in _column_runs(line, heights, shown, step):
            text.append(cell, style=style)
        text.append("\n")
    text.append(f"{'':{axis}} └" + "─" * (step * len(shown)) + "\n", style="dim")
    average = sum(t.total for t in shown) / len(shown)
    latest = say(message("oldest → latest · average {average}", average=f"{average:.1f}"))
    text.append(f"{'':{axis}}  {latest}", style="dim")
    return text


def _column_runs(
    line: int, heights: list[float], shown: list[TotalOnDate], step: int
) -> list[tuple[str, str]]:
    """One line of the columns (counted from 1 at the bottom), `step` cells a game: one run
    per stretch of one style, fewer to draw."""
    bar = max(1, step - 1)
    runs: list[tuple[str, str]] = []
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
    return runs


def category_bars(player: PlayerStats | None, everyone: PlayerStats | None, width: int) -> Text:
    """A line a category, in the scorepad's order, with two bars in it: the player's in the
    top half of the line, everyone's in the bottom half (a half block: its ink is the top
    bar, its background the bottom one), scaled to the largest average, then both figures."""
    if player is None:
        return Text(_(NO_GAMES))
    shown = [c for c in CATEGORIES if player.category_averages.get(c) is not None]
    theirs = everyone.category_averages if everyone is not None else {}
    largest = max(
        [player.category_averages[c] for c in shown] + [theirs.get(c) or 0 for c in shown] + [1]
    )
    names = {c: _(SHORT[c]) for c in shown}
    name_width = max(cell_len(name) for name in names.values()) if shown else 0
    room = max(4, width - name_width - 16)  # the name, a space, the bars, two figures
    title = message("{player}: average points a game, by category", player=player.name)
    text = Text(
        f"{say(title)}\n",
        style="bold",
        no_wrap=True,
        overflow="crop",
    )
    text.append(f"{'':{name_width}} ")
    text.append("▀", style=f"{MINE} on {THEIRS}")
    key = say(message("top: {player} · bottom: everyone", player=player.name))
    text.append(f" {key}\n", style="dim")
    for category in shown:
        mine, all_ = player.category_averages[category], theirs.get(category) or 0.0
        text.append(fit(names[category], name_width) + " ")
        _two_bars(text, round(mine / largest * room), round(all_ / largest * room))
        text.append(f"  {mine:.1f}", style="bold")
        text.append(f" / {all_:.1f}\n", style="dim")
    return text


def _two_bars(text: Text, top: int, bottom: int) -> None:
    """The player's bar, `top` cells, over everyone's, `bottom` cells, in one line of `text`."""
    for cell in range(max(top, bottom, 1)):
        if cell < top:
            text.append("▀", style=f"{MINE} on {THEIRS}" if cell < bottom else MINE)
        else:
            text.append("▄" if cell < bottom else " ", style=THEIRS)
