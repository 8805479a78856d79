"""The history drawn as tables for `fathom-score history`: games, statistics, and charts drawn
as tables of bars (a player's totals game by game, category averages side by side).

Each table is first a `Sheet`: its title, columns and cells. `drawn` writes a sheet out as Rich
would draw it, character for character and escape code for escape code, when that is simple:
every character is one cell wide or two (a Japanese name: columns are measured in cells, as
Rich measures them), the terminal is an ordinary one (or a pipe), and the table fits the width,
with at most its one-line cells cut short as Rich narrows them (an 80-column terminal).
`tests/history/test_report.py` holds `drawn` to Rich's own output. Anything else (a cell that
would wrap, a combining accent or a joined emoji, Jupyter, Windows) goes to Rich through
`rich_table`.

Kept because Rich's own Table misses the history's speed goal (README: `history` within 1.2x
`score --json`, whole processes). Measured again on 2026-12-02 (issue 17), 10,000 games, in
turns with `score --json` (benchmarks/history.py and every table sent to Rich instead): drawn
here, `history` took 0.55x the baseline's wall clock (0.72x its CPU time) and `history
--player` 0.63x (0.76x); every table by Rich, 1.31x (1.40x) and 1.23x (1.44x). Rich's imports
alone (rich.console, rich.table, rich.text) cost 0.42x the baseline's CPU time.
"""

from __future__ import annotations

import builtins
import os
import re
import sys
from collections.abc import Callable, Sequence
from typing import TYPE_CHECKING, NamedTuple

from ..history import (
    CATEGORIES,
    ExpeditionStats,
    HeadToHead,
    PlayerStats,
    RecordedGame,
    Seat,
    TotalOnDate,
)
from ..labels import CATEGORY_LABELS
from ..words import N_, message, say
from .cells import cell_len, cut_as_rich, fit, plain_widths

if TYPE_CHECKING:
    from rich.table import Table
    from rich.text import Text

BAR_WIDTH = 30
BAR = "█"


class Cell(NamedTuple):
    """A cell's text in parts, each with its style ("" for none); `style` covers the whole
    cell, the room up to the column's width included. `line`: cut with an ellipsis rather
    than wrapped when the column is narrower."""

    parts: tuple[tuple[str, str], ...]
    style: str = ""
    line: bool = False

    @property
    def text(self) -> str:
        return "".join(text for text, _ in self.parts)


class Column(NamedTuple):
    heading: str
    left: bool  # text on the left (and it may wrap); else a number on the right
    least: int  # the narrowest the column may be, without its padding
    wraps: bool  # Rich may narrow it, wrapping its cells


class Sheet(NamedTuple):
    title: str
    styled_title: bool  # a plain string title is drawn in italics; a player's name is not
    columns: tuple[Column, ...]
    rows: list[tuple[Cell, ...]]


def _cell(text: str, style: str = "") -> Cell:
    return Cell(((text, ""),), style)


def _line(text: str) -> Cell:
    """A cell's text on one line, cut with an ellipsis when the column is narrower."""
    return Cell(((text, ""),), line=True)


def _sheet(
    title: str,
    headings: Sequence[str],
    left: Sequence[str] = (),
    widths: dict[str, int] | None = None,
    styled_title: bool = True,
) -> Sheet:
    """A table whose cells never wrap (a line of the history is short, and Rich's wrapping
    took most of the time spent drawing it); numbers on the right. On a narrow terminal (or
    a pipe, 80 columns) only the left-aligned text columns give up room: a number or date is
    never squeezed out (`widths` gives the columns whose content is wider than the heading).
    The headings are msgids (a player's name is its own), said here in the chosen language."""
    columns = []
    for heading in headings:
        text = heading in left
        said = say(heading) if heading else heading
        least = (widths or {}).get(heading, 0 if text else cell_len(said))
        columns.append(Column(said, text, least, text))
    return Sheet(title, styled_title, tuple(columns), [])


def bar(value: float, most: float, width: int = BAR_WIDTH) -> str:
    """A bar as long as `value` is against `most`; a negative value draws none."""
    if most <= 0 or value <= 0:
        return ""
    return BAR * max(1, round(width * value / most))


PLAYERS = N_("players by place (total)")


def seats_by_place(seats: Sequence[Seat]) -> str:
    """Each player and total, first place first; `=` marks a place shared. Four players'
    names and places in brackets ran past an 80-column terminal."""
    places = [seat.place for seat in seats]
    return ", ".join(
        f"{s.name} {s.total}" + ("=" if places.count(s.place) > 1 else "")
        for s in sorted(seats, key=lambda s: s.place)
    )


def games_sheet(games: Sequence[RecordedGame], total: int, title: str = N_("Games")) -> Sheet:
    """The games listed, with how many of the games there are they are; `title` a msgid."""
    shown = (
        message("the latest {shown} of {total}", shown=len(games), total=total)
        if len(games) < total
        else message("all {total}", total=total)
    )
    number = max((len(str(game.id)) for game in games), default=1)
    sheet = _sheet(
        say(message("{title} ({shown})", title=message(title), shown=shown)),
        ("#", N_("played"), N_("exp."), PLAYERS, N_("winner")),
        left=(N_("played"), PLAYERS, N_("winner")),
        widths={"#": number, N_("played"): 16, N_("winner"): 6},
    )
    for game in games:
        seats = seats_by_place(game.seats)
        winner = _joined(game.winners)
        if game.played_wrong:
            winner = say(message("{winner} — played wrong, not counted", winner=winner))
        sheet.rows.append(
            (
                _cell(str(game.id)),
                _cell(f"{game.played_at:%Y-%m-%d %H:%M}"),
                _cell(str(game.expedition)),
                _line(seats),
                _line(winner),
            )
        )
    return sheet


def _joined(names: Sequence[str]) -> str:
    """Names joined by "and", every one ("A and B and C"); a name alone as it is."""
    if len(names) == 1:
        return names[0]
    return say(message("{first} and {rest}", first=names[0], rest=_joined(names[1:])))


def players_sheet(stats: Sequence[PlayerStats]) -> Sheet:
    sheet = _sheet(
        say(N_("Players (games counted)")),
        (N_("player"), N_("games"), N_("wins"), N_("win rate"), N_("average"), N_("best")),
        left=(N_("player"),),
    )
    for s in stats:
        sheet.rows.append(
            tuple(
                map(
                    _cell,
                    (
                        s.name,
                        str(s.games),
                        str(s.wins),
                        f"{s.win_rate:.0%}",
                        f"{s.average_total:.1f}",
                        str(s.best_total),
                    ),
                )
            )
        )
    return sheet


def expeditions_sheet(stats: Sequence[ExpeditionStats]) -> Sheet:
    sheet = _sheet(
        say(N_("Expeditions")),
        (
            N_("expedition"),
            N_("games"),
            N_("average total"),
            N_("average winning total"),
            N_("best"),
        ),
    )
    for s in stats:
        sheet.rows.append(
            tuple(
                map(
                    _cell,
                    (
                        str(s.expedition),
                        str(s.games),
                        f"{s.average_total:.1f}",
                        f"{s.average_winning_total:.1f}",
                        str(s.best_total),
                    ),
                )
            )
        )
    return sheet


def totals_sheet(player: str, totals: Sequence[TotalOnDate]) -> Sheet:
    """One row per game, oldest first: the date, the total as a bar, the place."""
    sheet = _sheet(
        say(message("{player}'s totals, game by game", player=player)),
        (N_("played"), N_("exp."), N_("total"), "", N_("place")),
        left=(N_("played"), N_("exp."), ""),
        styled_title=False,
    )
    most = max((t.total for t in totals), default=0)
    for t in totals:
        place = f"{t.place} ★" if t.winner else str(t.place)
        sheet.rows.append(
            (
                _cell(f"{t.played_at:%Y-%m-%d}"),
                _cell(str(t.expedition)),
                _cell(str(t.total)),
                _cell(bar(t.total, most), "cyan"),
                _cell(place),
            )
        )
    return sheet


def category_sheet(stats: Sequence[PlayerStats]) -> Sheet:
    """Each category's average points, one column per player, each with its bar."""
    columns = (
        Column(say(N_("category")), True, 0, False),
        *(Column(s.name, True, 0, False) for s in stats),
    )
    title = say(N_("Average points per category (over the games that had it)"))
    sheet = Sheet(title, True, columns, [])
    width = max(4, BAR_WIDTH // max(1, len(stats)))
    most = max((a for s in stats for a in s.category_averages.values()), default=0.0)
    for category in (c for c in CATEGORIES if any(c in s.category_averages for s in stats)):
        cells = [_cell(say(CATEGORY_LABELS[category]))]
        for s in stats:
            average = s.category_averages.get(category)
            cells.append(
                _cell("—")
                if average is None
                else Cell(((f"{average:5.1f} ", ""), (bar(average, most, width), "green")))
            )
        sheet.rows.append(tuple(cells))
    return sheet


def head_to_head_sheet(versus: HeadToHead) -> Sheet:
    a, b = versus.player, versus.opponent
    title = say(message("{player} against {opponent}", player=a, opponent=b))
    # The players' names are columns' headings as they are: no msgids.
    sheet = _sheet(title, ("",), left=("",), styled_title=False)
    sheet = sheet._replace(
        columns=(
            *sheet.columns,
            Column(a, False, cell_len(a), False),
            Column(b, False, cell_len(b), False),
        )
    )
    for label, mine, theirs in (
        (N_("games together"), str(versus.games), str(versus.games)),
        (N_("games won"), str(versus.wins), str(versus.opponent_wins)),
        (N_("finished ahead"), str(versus.ahead), str(versus.behind)),
        (N_("average margin"), f"{versus.average_margin:+.1f}", f"{-versus.average_margin:+.1f}"),
    ):
        sheet.rows.append((_cell(say(label)), _cell(mine), _cell(theirs)))
    return sheet


# Drawing a sheet as Rich draws a table with its default box (a heavy head), one cell of
# padding either side, its header in bold and a string title in italics on the left.

_CODES = {"bold": "1", "italic": "3", "cyan": "36", "green": "32"}
_COLOURS = {"cyan", "green"}


class Terminal(NamedTuple):
    """Where the tables go, as Rich would see it: its width, whether it takes escape codes,
    and whether those may set colours (not with NO_COLOR)."""

    width: int
    styled: bool
    colour: bool


def terminal() -> Terminal | None:
    """Standard output as Rich sees it, when that is plain to see; None (use Rich) on
    Windows, in Jupyter or IDLE, on a dumb terminal, or when the environment forces Rich's
    hand (FORCE_COLOR, TTY_COMPATIBLE)."""
    environ = os.environ
    if (
        sys.platform == "win32"
        or hasattr(builtins, "get_ipython")
        or "idlelib" in sys.modules
        or {"FORCE_COLOR", "TTY_COMPATIBLE"} & environ.keys()
        or environ.get("TERM", "").lower() in ("dumb", "unknown")
    ):
        return None
    try:
        styled = sys.stdout.isatty()
    except ValueError:  # closed
        return None
    return Terminal(_width(), styled, styled and environ.get("NO_COLOR", "") == "")


def _width() -> int:
    """COLUMNS if set, else the first of standard input, output and error that is a
    terminal, else 80: Rich's own order."""
    columns = os.environ.get("COLUMNS", "")
    if columns.isdigit():
        return int(columns)
    for descriptor in (0, 1, 2):
        try:
            return os.get_terminal_size(descriptor).columns or 80
        except (AttributeError, ValueError, OSError):
            continue
    return 80


def drawn(sheet: Sheet, where: Terminal) -> str | None:
    """The sheet as Rich would print it, or None if it is not simple enough to draw here."""
    simple = _plain_widths(sheet)
    widths = _widths(sheet, where.width - len(sheet.columns) - 1) if simple else None
    if widths is None:
        return None
    table_width = sum(widths) + 3 * len(widths) + 1
    paint = _painter(where)
    lines = [paint(fit(sheet.title, table_width), "italic" if sheet.styled_title else "")]
    lines.append(_rule("┏━┳┓", widths))
    lines.append(
        "┃"
        + "┃".join(
            paint(" ", "bold") + paint(_fit(c.heading, w, c.left), "bold") + paint(" ", "bold")
            for c, w in zip(sheet.columns, widths)
        )
        + "┃"
    )
    lines.append(_rule("┡━╇┩", widths))
    for row in sheet.rows:
        lines.append(
            "│"
            + "│".join(
                f" {_painted(cell, w, column.left, paint)} "
                for cell, w, column in zip(row, widths, sheet.columns)
            )
            + "│"
        )
    lines.append(_rule("└─┴┘", widths))
    return "\n".join(lines) + "\n"


def _widths(sheet: Sheet, room: int) -> list[int] | None:
    """The columns' widths inside their padding, as Rich's Table works them out for `room`
    cells (the width less the borders); None when Rich would wrap a cell or a title, crop
    the table, or pad an empty column its own way. Only one-line cells may be cut short."""
    texts = [[c.heading, *(row[i].text for row in sheet.rows)] for i, c in enumerate(sheet.columns)]
    lengths = [[cell_len(t) for t in column] for column in texts]
    widths = [_measured(c, n, room) for c, n in zip(sheet.columns, lengths)]
    if sum(widths) > room:
        widths = _narrowed(sheet.columns, lengths, widths, room)
    inside = [w - 2 for w in widths]
    table_width = sum(widths) + len(widths) + 1
    if (
        _wrapped_by_rich(sheet, texts, inside)
        or _spaces_on_the_right(sheet, texts)
        or sum(widths) > room
        or min(inside) < 1
        or cell_len(sheet.title) > table_width
    ):
        return None
    return inside


def _wrapped_by_rich(sheet: Sheet, texts: list[list[str]], inside: list[int]) -> bool:
    """Whether a heading or a cell that is not one line (`Cell.line`) is longer than its
    column: Rich would wrap it."""
    return any(
        cell_len(text) > w and (j == 0 or not sheet.rows[j - 1][i].line)
        for i, (w, column) in enumerate(zip(inside, texts))
        for j, text in enumerate(column)
    )


def _spaces_on_the_right(sheet: Sheet, texts: list[list[str]]) -> bool:
    """Whether a right-aligned column has a text ending in spaces, which Rich strips."""
    return any(
        t != t.rstrip() for column, c in zip(texts, sheet.columns) if not c.left for t in column
    )


def _measured(column: Column, lengths: list[int], room: int) -> int:
    """A column's width with its padding, no wider than `room` unless its least width says
    so (Rich's Measurement of a column of padded texts)."""
    if room < 1:
        return 0
    widest = room if room - 2 < 1 else min(max(lengths), room - 2) + 2
    widest = min(widest, room)
    return max(widest, column.least + 2) if column.least else widest


def _narrowed(
    columns: Sequence[Column], lengths: list[list[int]], widths: list[int], room: int
) -> list[int]:
    """Rich's way to give room back: the widest columns that may wrap first, down to the
    next widest, then every column evenly; then each column measured again at its width."""
    wraps = [c.wraps for c in columns]
    excess = sum(widths) - room
    while any(wraps) and excess > 0:
        widest = max(w for w, may in zip(widths, wraps) if may)
        second = max(w if may and w != widest else 0 for w, may in zip(widths, wraps))
        ratios = [int(w == widest and may) for w, may in zip(widths, wraps)]
        if not any(ratios) or not widest - second:
            break
        widths = _reduced(excess, ratios, [min(excess, widest - second)] * len(widths), widths)
        excess = sum(widths) - room
    if excess > 0:
        widths = _reduced(excess, [1] * len(widths), widths, widths)
    return [_measured(c, n, w) for c, n, w in zip(columns, lengths, widths)]


def _reduced(total: int, ratios: list[int], most: list[int], values: list[int]) -> list[int]:
    """rich._ratio.ratio_reduce: `total` taken from `values` in proportion to `ratios`,
    at most `most` from each."""
    ratios = [r if m else 0 for r, m in zip(ratios, most)]
    left, weight, result = total, sum(ratios), []
    for ratio, limit, value in zip(ratios, most, values):
        if ratio and weight > 0:
            taken = min(limit, round(ratio * left / weight))
            result.append(value - taken)
            left -= taken
            weight -= ratio
        else:
            result.append(value)
    return result


def _plain_widths(sheet: Sheet) -> bool:
    texts = [
        sheet.title,
        *(c.heading for c in sheet.columns),
        *(cell.text for row in sheet.rows for cell in row),
    ]
    return plain_widths("".join(texts))


def _rule(box: str, widths: list[int]) -> str:
    return box[0] + box[2].join(box[1] * (w + 2) for w in widths) + box[3]


def _fit(text: str, width: int, left: bool) -> str:
    return fit(text, width, "left" if left else "right")


def _painter(where: Terminal) -> Callable[[str, str], str]:
    def paint(text: str, style: str) -> str:
        if not text or not style or not where.styled or (style in _COLOURS and not where.colour):
            return text
        return f"\x1b[{_CODES[style]}m{text}\x1b[0m"

    return paint


def _painted(cell: Cell, width: int, left: bool, paint: Callable[[str, str], str]) -> str:
    """A cell's text padded to the column's width; a whole-cell style covers the padding; a
    one-line cell too long for it ends with an ellipsis."""
    length = cell_len(cell.text)
    if length > width:
        return cut_as_rich(cell.text, width)
    if cell.style:
        return paint(_fit(cell.text, width, left), cell.style)
    room = " " * (width - length)
    text = "".join(paint(part, style) for part, style in cell.parts)
    return text + room if left else room + text


def wrapped(text: str, where: Terminal) -> str | None:
    """A line of prose as Rich prints it, broken between words to the width (rich/_wrap.py's
    divide_line); None if a word is longer than the width or a character is not simple."""
    if not plain_widths(text):
        return None
    breaks, used = [], 0
    for word in re.finditer(r"\s*\S+\s*", text):
        length = cell_len(word.group().rstrip())
        if where.width - used >= length:
            used += cell_len(word.group())
        elif length > where.width:
            return None
        elif used and word.start():
            breaks.append(word.start())
            used = cell_len(word.group())
    pieces = [text[a:b] for a, b in zip([0, *breaks], [*breaks, len(text)])]
    return "".join(_cut_spaces(piece, where.width) + "\n" for piece in pieces)


def _cut_spaces(line: str, width: int) -> str:
    """Trailing spaces beyond the width dropped, as Rich's Text.rstrip_end and then the
    console's crop to the width in cells do."""
    excess = cell_len(line) - width
    if excess <= 0:
        return line
    spaces = len(line) - len(line.rstrip())
    return line[: len(line) - min(spaces, excess)]


# The same sheets as Rich tables, for whatever `drawn` leaves to Rich.


def rich_table(sheet: Sheet) -> Table:
    from rich.table import Table
    from rich.text import Text

    table = Table(
        title=sheet.title if sheet.styled_title else Text(sheet.title), title_justify="left"
    )
    for column in sheet.columns:
        # Text columns may be narrowed (Rich narrows only columns that may wrap); their cells
        # are one-line Texts cut with an ellipsis, so they never wrap all the same.
        table.add_column(
            Text(column.heading),
            justify="left" if column.left else "right",
            no_wrap=not column.wraps,
            min_width=column.least or None,
            overflow="ellipsis",
        )
    for row in sheet.rows:
        table.add_row(*(_rich_text(cell) for cell in row))
    return table


def _rich_text(cell: Cell) -> Text:
    from rich.text import Text

    if cell.line:
        return Text(cell.text, no_wrap=True, overflow="ellipsis")
    return Text.assemble(*cell.parts, style=cell.style)


def games_table(games: Sequence[RecordedGame], total: int, title: str = N_("Games")) -> Table:
    return rich_table(games_sheet(games, total, title))
