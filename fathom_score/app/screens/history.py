"""The history: every recorded game, who wins and why over time, and a chart of it.

Everything shown is read from the history database (`fathom_score.history`) when the screen
opens and after each change; the statistics are SQLite's aggregates, so the screen opens as fast
with ten thousand games as with ten. The games list shows the newest games (the command line's
`history` lists them all).
"""

from __future__ import annotations

from collections.abc import Callable
from datetime import date, timedelta
from typing import TYPE_CHECKING, Any, NamedTuple, TypeVar, cast

from rich.text import Text
from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Horizontal, Vertical
from textual.content import Content
from textual.screen import Screen
from textual.widgets import DataTable, Input

from ...history import (
    ExpeditionStats,
    Filters,
    HeadToHead,
    History,
    HistoryError,
    PlayerStats,
    RecordedGame,
    Seat,
    changes,
)
from ...render.cells import cell_len, within
from ...words import N_, _, message, plural_message, say
from ..actions import GAMES_LIST, HISTORY
from ..widgets.history_chart import HistoryChart
from ..widgets.key_line import KeyLine, shown_keys
from ..widgets.prose import Static
from ..widgets.title_line import TitleLine

if TYPE_CHECKING:
    from textual.binding import BindingType

    from ..app import FathomApp

T = TypeVar("T")
LISTED = 50  # games in the list (the newest); the statistics count every game


class HistoryScreen(Screen[None]):
    # Its styles (history.tcss) are read with the app's: see FathomApp.CSS_PATH.
    # Under 100 columns the players' figures and the chart go under the games list (scrolled
    # to): beside it, neither the list's players nor the figures' columns had room.
    HORIZONTAL_BREAKPOINTS = [(0, "-narrow"), (100, "-wide")]
    ACTIONS = HISTORY
    BINDINGS = HISTORY.bindings()

    def __init__(self, selected: int | None = None) -> None:
        super().__init__()
        self.selected = selected  # the game to put the cursor on
        self.asked = Query(Filters())
        self.player: str | None = None  # whose chart is shown
        self.listed: list[RecordedGame] = []

    @property
    def fathom(self) -> FathomApp:
        return cast("FathomApp", self.app)

    def compose(self) -> ComposeResult:
        yield TitleLine(id="title")
        # Short enough for 80 columns; docs/app.md says what else the filter reads.
        yield Input(
            placeholder=_(
                "Filter (a name, e1–e4, 2026-10, ana vs ben) · Enter: apply · ↓: the games"
            ),
            id="filter",
        )
        with Horizontal(id="main"):
            with Vertical(id="games-pane"):
                yield Static(id="games-title", classes="pane-title")
                yield GamesList(id="games", cursor_type="row", zebra_stripes=True)
            with Vertical(id="side"):
                # The names stay when a table too wide for the pane scrolls sideways.
                yield DataTable(
                    id="players", cursor_type="row", zebra_stripes=True, fixed_columns=1
                )
                yield Static(id="figures")
                yield HistoryChart(id="chart")
        yield Static(id="message")
        # Not the Footer: at 100 columns it cut Rules in two (f3▏).
        yield KeyLine(self.keys(), id="keys")

    def on_mount(self) -> None:
        self.query_one("#title", Static).update(
            self.app.format_title(self.app.title, _("history")), layout=False
        )
        players = self.query_one("#players", DataTable)
        players.add_columns(*(_(label) for label in PLAYER_COLUMNS))
        # Opened on a game (just finished or edited), the keys its notice names are for that
        # game; opened with F6, what is typed first is most likely a filter.
        self.query_one(GamesList if self.selected is not None else "#filter").focus()
        self.reload()

    async def retell(self) -> None:
        """Say everything again in the language chosen now: composed again and read again, on
        the game selected and the filter asked."""
        typed = self.query_one("#filter", Input).value
        await self.recompose()
        self.query_one("#filter", Input).value = typed
        self.on_mount()

    # Reading -------------------------------------------------------------------------------

    def history(self) -> History:
        return History.open()

    def reload(self) -> None:
        """The list and the players' figures now; the chart's figures are read by the chart
        itself (`HistoryChart.show`), which draws after the screen is up."""
        try:
            with self.history() as history:
                self.listed = history.games(self.asked.filters, limit=LISTED)
                count = history.count_games(self.asked.filters)
                stats = history.player_stats(self.asked.filters, categories=False)
                expeditions = history.expedition_stats(self.asked.filters)
                versus = (
                    history.head_to_head(
                        self.asked.filters.player, self.asked.versus, self.asked.filters
                    )
                    if self.asked.filters.player and self.asked.versus
                    else None
                )
        except HistoryError as error:
            self.say(str(error), error=True)
            return
        self._show_games(count)
        self._show_players(stats)
        self.query_one("#figures", Static).update(
            Content(_figures(self.asked, expeditions, versus)), layout=False
        )
        self.player = self.player or (stats[0].name if stats else None)
        self.query_one(HistoryChart).show(self.player, self.asked.filters)

    def _show_games(self, count: int) -> None:
        self.query_one(GamesList).show(self.listed, self.selected)
        self.query_one("#games-title", Static).update(
            Content(_games_title(count, len(self.listed), self.asked)), layout=False
        )
        if self.listed:
            self.say("")
        elif self.asked != Query(Filters()):
            self.say(_("No game matches the filter"))
        else:
            self.say(
                _(
                    "No games recorded yet: finish a game in the editor (F9) or run "
                    "`fathom-score record GAME.toml`."
                )
            )

    def _show_players(self, stats: list[PlayerStats]) -> None:
        table = self.query_one("#players", DataTable)
        table.clear()
        for s in stats:
            table.add_row(
                Text(s.name),  # a name is text, never markup
                str(s.games),
                str(s.wins),
                f"{100 * s.wins / s.games:.0f}",
                f"{s.average_total:.1f}",
                str(s.best_total),
                key=s.name,
            )

    def say(self, text: str, error: bool = False) -> None:
        message = self.query_one("#message", Static)
        # One line, unless the words need more at this width (the empty history's advice in
        # Japanese at 80 columns): up to three, so that nothing is cut off.
        width = max(1, self.size.width - 2)
        lines = len(Text(text).wrap(self.app.console, width)) if text else 1
        height = min(3, max(1, lines))
        grows = message.outer_size.height != height
        message.update(Content(text), layout=grows)  # its names and errors: text
        message.styles.height = height
        message.set_class(error, "error")

    def keys(self) -> list[tuple[str, Binding]]:
        """The key line's keys: the games list's own while it has the focus, then the
        screen's and the app's."""
        own: list[BindingType] = GamesList.BINDINGS if isinstance(self.focused, GamesList) else []
        return shown_keys(self, [*own, *self.BINDINGS])

    def on_descendant_focus(self) -> None:
        self.query_one(KeyLine).show(self.keys())

    # Choosing ------------------------------------------------------------------------------

    def on_input_submitted(self, event: Input.Submitted) -> None:
        self.asked = _parse_filter(event.value)
        self.player = self.asked.filters.player or None
        self.reload()
        self.query_one(GamesList).focus()

    def on_data_table_row_highlighted(self, event: DataTable.RowHighlighted) -> None:
        if event.data_table.id == "players" and event.row_key.value != self.player:
            self.player = event.row_key.value
            self.reload()
        elif event.data_table.id == "games" and event.row_key.value is not None:
            self.selected = int(event.row_key.value)

    def current_game(self) -> RecordedGame | None:
        return next((g for g in self.listed if g.id == self.selected), None)

    # Changing ------------------------------------------------------------------------------

    def action_played_wrong(self) -> None:
        game = self.current_game()
        if game is not None:
            self._change(lambda h: changes.toggle_played_wrong(h, game.id), again=PLAYED_WRONG)

    def action_delete(self) -> None:
        game = self.current_game()
        if game is not None:
            self._change(lambda h: changes.delete(h, game.id))

    def action_undo(self) -> None:
        """Take back the last change made to the history in this window."""
        made = self.fathom.history_changes
        if not made:
            self.notify(_("Nothing changed here to undo"))
            return
        change = made.pop()
        undone = self._read(change.undo)
        if undone is not None:
            self.selected = change.game_id
            self.reload()
            self.notify(say(message("Undone: {change}", change=say(undone))))

    def _change(
        self, change: Callable[[History], changes.Change], again: Binding | None = None
    ) -> None:
        made = self._read(change)
        if made is not None:
            self.fathom.history_changes.append(made)
            self.reload()
            self.notify(told(self.fathom, made, again))

    def _read(self, read: Callable[[History], T]) -> T | None:
        """What `read` does with the history, or None once a problem with it is said."""
        try:
            with self.history() as history:
                return read(history)
        except HistoryError as error:
            self.say(str(error), error=True)
            return None

    def action_edit(self) -> None:
        """Open the game in the board editor; finishing it there replaces this record."""
        game = self.current_game()
        if game is None:
            return
        from ...table.session import Session

        loaded = self._read(lambda history: history.load_game(game.id))
        if loaded is None:
            return
        session = Session(loaded, None)
        session.recorded_as = game.id
        self.fathom.start(session)

    def action_bgstats(self) -> None:
        game = self.current_game()
        if game is None:
            return
        from ...history.plays import recorded_play  # it scores: loaded only when asked
        from ..dialogs.play_dialog import PlayDialog

        play = self._read(lambda history: recorded_play(history, game.id))
        if play is not None:
            self.app.push_screen(PlayDialog(play, game.expedition))

    def action_chart(self) -> None:
        self.query_one(HistoryChart).toggle()

    def action_to_games(self) -> None:
        self.query_one(GamesList).focus()

    def action_back(self) -> None:
        app = self.fathom
        if len(app.screen_stack) > 2 or not app.base_emptied:
            app.pop_screen()
        else:
            app.action_new_game()


# The players' figures' columns, as msgids.
PLAYER_COLUMNS = (N_("Player"), N_("Games"), N_("Wins"), N_("Win%"), N_("Avg"), N_("Best"))
PLAYED_WRONG = GAMES_LIST["history.played_wrong"].binding
UNDO = GAMES_LIST["history.undelete"].binding


class GamesList(DataTable[Text]):
    """The recorded games, each one's players on as many lines as the list's width needs
    (broken between players, never cut). Their keys work here only: typed into the filter,
    or on the players' figures, a letter is never a change to a game."""

    ACTIONS = GAMES_LIST
    BINDINGS = GAMES_LIST.bindings()
    COLUMNS = ("#", N_("Played"), N_("Exp."), N_("Players"))
    DAY = len("2026-10-03")

    def __init__(self, **kwargs: Any) -> None:
        super().__init__(**kwargs)
        self.games: list[RecordedGame] = []
        self.filled_for = 0  # the players' width the rows were laid out for

    def show(self, games: list[RecordedGame], selected: int | None) -> None:
        """List the games, the cursor on game `selected` if it is listed."""
        self.games = games
        widths = self.widths()
        self.filled_for = widths[-1]
        # Columns of the widths worked out here: measured by the table, a column kept the
        # width of its widest cell ever, and rows drawn before it measured them were cut to
        # its header's width.
        self.clear(columns=True)
        for label, width in zip(self.COLUMNS, widths):
            self.add_column(_(label), width=width)
        for game in games:
            cells = _game_row(game, widths[-1])
            self.add_row(*cells, key=str(game.id), height=len(cells[-1].split()))
        if selected is not None and str(selected) in self.rows:
            self.move_cursor(row=self.get_row_index(str(selected)))

    def widths(self) -> tuple[int, ...]:
        """Each column's width; the players' is what the list's width leaves them."""
        number = max((len(str(game.id)) for game in self.games), default=1)
        fixed = (number, self.DAY, cell_len(_(self.COLUMNS[2])))
        # Before the first layout, what history.tcss will give the list, so that the first
        # frame's rows are laid out once (filling the list costs more than the rest of the
        # screen): Textual shares the screen less the filter's margins (2) between the two
        # panes, and the games pane has a padding of 1 each side. Should that be wrong, the
        # first resize lays the rows out again.
        width = (
            self.size.width
            or (self.app.size.width - 2) // (1 if self.screen.has_class("-narrow") else 2) - 2
        )
        players = (
            width
            - self.styles.scrollbar_size_vertical
            - sum(fixed)
            - 2 * self.cell_padding * len(self.COLUMNS)
        )
        return (*fixed, max(cell_len(_(self.COLUMNS[-1])), players))

    def on_mount(self) -> None:
        self.show([], None)  # the columns, shown even when the history cannot be read

    def on_resize(self) -> None:
        if self.games and self.widths()[-1] != self.filled_for:
            key = self.coordinate_to_cell_key(self.cursor_coordinate).row_key.value
            self.show(self.games, int(key) if key is not None else None)


def told(app: FathomApp, change: changes.Change, again: Binding | None = None) -> str:
    """What a change to the history did, and the keys that take it back: `u` on the games
    list, and `again` if pressing it again does too."""
    if again:
        keys = say(message("{key} again or {undo}", key=app.key_of(again), undo=app.key_of(UNDO)))
    else:
        keys = app.key_of(UNDO)
    return say(message("{done} · {keys}: undo", done=say(change.done), keys=keys))


def _game_row(game: RecordedGame, width: int) -> tuple[Text, ...]:
    """The game's cells, its players (by place) on lines of at most `width` cells, broken
    between two players; a name too long for a line of its own is shortened, never its
    total."""
    seats = sorted(game.seats, key=lambda s: s.place)
    pieces = [_seat(seat, "," if seat is not seats[-1] else "", width) for seat in seats]
    if game.played_wrong:
        pieces.insert(0, Text(_("played wrong:"), style="italic"))
    lines = [Text()]  # unstyled: a piece's style (a winner's bold) stays on that piece
    for piece in pieces:
        if lines[-1] and lines[-1].cell_len + 1 + piece.cell_len > width:
            lines.append(Text())
        lines[-1].append_text(Text(" ") + piece if lines[-1] else piece)
    for line in lines:
        line.truncate(width, overflow="ellipsis")
    players = Text("\n").join(lines)
    number = Text(str(game.id), style="dim strike" if game.played_wrong else "")
    if game.played_wrong:
        players.stylize("dim")
    return (number, Text(game.played_at.strftime("%Y-%m-%d")), Text(f"E{game.expedition}"), players)


def _seat(seat: Seat, after: str, width: int) -> Text:
    """'Noor 69 ★,': the name shortened ('Maximil… 69') where the whole will not fit."""
    figures = f" {seat.total}" + (" ★" if seat.winner else "") + after
    room = width - cell_len(figures)
    if cell_len(seat.name) <= room:
        name = seat.name
    else:  # cut in cells, never inside a character; at least its first character stays
        name = (within(seat.name, max(1, room - 1)) or seat.name[:1]) + "…"
    return Text(name + figures, style="bold" if seat.winner else "")


class Query(NamedTuple):
    """What the filter line asks for: which games, and the opponent of a head to head."""

    filters: Filters
    versus: str | None = None


def _parse_filter(text: str) -> Query:
    """'ana e2 2026-10' → Ana's Expedition 2 games of October 2026; 'ana vs ben' → Ana's and
    Ben's figures side by side. e1–e4 is an expedition; a year, month or day (YYYY, YYYY-MM,
    YYYY-MM-DD) a span of days, two of them from the first to the second; every other word
    makes the player's name."""
    expedition, spans, words = None, [], []
    for word in text.split():
        if len(word) == 2 and word[0] in "eE" and word[1] in "1234":
            expedition = int(word[1])
        elif (span := _days(word)) is not None:
            spans.append(span)
        else:
            words.append(word)
    name = " ".join(words)
    player, _, versus = name.partition(" vs ")
    since = spans[0][0] if spans else None
    until = spans[-1][1] if spans else None
    return Query(Filters(player.strip() or None, expedition, since, until), versus.strip() or None)


def _days(word: str) -> tuple[date, date] | None:
    """The first and last day a year, a month or a day written as a date covers."""
    parts = word.split("-")
    if not all(part.isdigit() for part in parts) or len(parts[0]) != 4 or len(parts) > 3:
        return None
    try:
        numbers = [int(part) for part in parts]
        first = date(numbers[0], *(numbers[1:] + [1, 1])[:2])
        if len(parts) == 3:
            return first, first
        if len(parts) == 2:
            following = date(first.year + first.month // 12, first.month % 12 + 1, 1)
            return first, following - timedelta(days=1)
        return first, date(first.year, 12, 31)
    except ValueError:
        return None


def _games_title(count: int, listed: int, query: Query) -> str:
    """The games pane's title: how many games, which ones, how many listed."""
    games = plural_message("{count} game", "{count} games", count=count)
    asked = _filter_words(query)
    if count > listed:
        words = message(
            "{games}{asked}, the newest {listed} listed, newest first",
            games=games,
            asked=asked,
            listed=listed,
        )
    else:
        words = message("{games}{asked}, newest first", games=games, asked=asked)
    return say(words)


def _filter_words(query: Query) -> str:
    filters = query.filters
    parts = []
    if filters.player and query.versus:
        head_to_head = message(
            "with {player} vs {versus}", player=filters.player, versus=query.versus
        )
        parts.append(say(head_to_head))
    elif filters.player:
        parts.append(say(message("with {who}", who=filters.player)))
    if filters.expedition:
        parts.append(say(message("in Expedition {number}", number=filters.expedition)))
    if filters.since:
        since, until = str(filters.since), str(filters.until)
        parts.append(say(message("from {since} to {until}", since=since, until=until)))
    return (" " + " ".join(parts)) if parts else ""


def _figures(query: Query, expeditions: list[ExpeditionStats], versus: HeadToHead | None) -> str:
    """The line under the players: the head to head asked for, else each expedition's."""
    if versus is not None:
        if not versus.games:
            return say(
                message(
                    "{player} and {opponent} have no counted game together",
                    player=versus.player,
                    opponent=versus.opponent,
                )
            )
        return say(
            message(
                "{player} vs {opponent}: {games}, wins {wins}–{losses}, ahead {ahead}–{behind}, "
                "by {margin} a game on average",
                player=versus.player,
                opponent=versus.opponent,
                games=plural_message("{count} game", "{count} games", count=versus.games),
                wins=versus.wins,
                losses=versus.opponent_wins,
                ahead=versus.ahead,
                behind=versus.behind,
                margin=f"{versus.average_margin:+.1f}",
            )
        )
    # One short line each, to fit beside the games at 100 columns.
    return "\n".join(
        say(
            message(
                "E{number}: {games}, avg {average}, winners {winners}, best {best}",
                number=e.expedition,
                games=plural_message("{count} game", "{count} games", count=e.games),
                average=f"{e.average_total:.1f}",
                winners=f"{e.average_winning_total:.1f}",
                best=e.best_total,
            )
        )
        for e in expeditions
    )
