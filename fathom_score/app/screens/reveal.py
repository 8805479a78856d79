"""Counting it together: the scorepad revealed one row at a time, every board at once.

Each row is first asked: its points hidden, each player may type a guess of their own. Then it
is shown: everyone's points beside their guesses, who came closest, the row's zones lit on each
board. The totals, places and the tie-break story come last (table/reveal.py holds the steps).

At a served table the reveal is one row of the database: the host's page (the one that enters
no board) moves it on, and every page follows it, opening this screen when it begins; a
player's page takes its own player's guess. In a terminal this one screen does it all.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from rich.text import Text
from textual.actions import SkipAction
from textual.app import ComposeResult
from textual.containers import Grid, Vertical, VerticalScroll
from textual.content import Content
from textual.screen import Screen
from textual.widgets import Header, Input

from ...labels import CATEGORY_LABELS
from ...scoring import Scorepad
from ...table.guide import standings_line
from ...table.reveal import ENDED, Reveal, reveal_of
from ...table.shared import SharedError
from ...table.taps import BACKSPACE, ENTER, digit_items
from ...words import Message, _, message, ordinal, points, say
from ..actions import REVEAL
from ..widgets.board import BoardView
from ..widgets.in_turn import FieldInTurn, caught_up
from ..widgets.key_line import KeyLine, shown_keys
from ..widgets.prose import Static
from ..widgets.tap_pad import TapPad

if TYPE_CHECKING:
    from ...table.shared import SharedTable

BOARD_LINES = 16  # the most lines a board takes here: four boards share the screen


class RevealScreen(Screen[None]):
    CSS_PATH = "reveal.tcss"
    HORIZONTAL_BREAKPOINTS = [(0, "-narrow"), (100, "-wide")]
    ACTIONS = REVEAL
    BINDINGS = REVEAL.bindings()

    def __init__(
        self,
        scorepad: Scorepad,
        colours: tuple[str, ...],
        table: SharedTable | None = None,
        seat: int | None = None,
        start: tuple[int, dict[int, dict[int, int]]] | None = None,
        *,
        hosts: bool = False,
    ) -> None:
        super().__init__()
        # A following page opens where the host's page has got to, and so does a host's page
        # come back to a reveal in progress (its server restarted): only `v` begins afresh.
        self.reveal = reveal_of(scorepad, *start) if start else Reveal(scorepad)
        self.fresh = start is None
        self.colours = colours
        self.table = table  # the served table's reveal, or None in a terminal
        self.seat = seat  # this page's own player at a served table; None: it enters none
        self.hosts = hosts  # the host's page (whose link holds the host's key)

    @property
    def drives(self) -> bool:
        """Whether this screen moves the reveal on: a terminal's, or the host's page (not any
        page without a player: anyone with the join code can open one)."""
        return self.table is None or self.hosts

    def may_guess(self, seat: int) -> bool:
        """A terminal takes every seat's guess; a page, its own player's alone."""
        return self.table is None or seat == self.seat

    def compose(self) -> ComposeResult:
        yield Header()
        yield Static(id="reveal-row")
        with VerticalScroll(id="reveal-body"):
            yield Static(id="reveal-totals")  # at the end: the places and the tie-break
            with Grid(id="seats"):
                for seat, player in enumerate(self.reveal.scorepad.players):
                    with Vertical(classes="seat", id=f"seat-{seat}"):
                        yield Static(Text(player.name, style="bold"), classes="seat-name")
                        board = BoardView(player.board, self.colours, classes="seat-board")
                        board.can_focus = False
                        yield board
                        yield FieldInTurn(
                            placeholder=_("guess: points"),
                            type="integer",
                            max_length=4,
                            id=f"guess-{seat}",
                            disabled=not self.may_guess(seat),
                            compact=True,
                        )
                        yield Static(classes="seat-result", id=f"result-{seat}")
        yield Static(id="reveal-closest")
        # A served page's guess is typed by taps: the digits, under the boards and never
        # scrolled away (a phone opens no keyboard for the field: the page's tap pad types).
        pad = TapPad(items=digit_items(), cell=getattr(self.app, "page_cell", None), id="guess-pad")
        pad.display = self.app.is_web
        yield pad
        yield KeyLine(shown_keys(self, self.BINDINGS), max_lines=2, id="keys")

    def on_mount(self) -> None:
        self.sub_title = _("counting it together")
        if self.table is not None and self.drives and self.fresh:
            self._write(lambda table: table.move_reveal(0, fresh=True))
        self._draw()
        self._focus_a_guess()

    def _focus_a_guess(self) -> None:
        """The first guess this page may type, while a row is asked."""
        for guess in self.query(Input):
            if guess.display and not guess.disabled:
                guess.focus()
                return

    def on_resize(self) -> None:
        self._fit_boards()

    # Moving on -----------------------------------------------------------------------------

    async def action_next_step(self) -> None:
        # A guess typed but not entered counts: the last player rarely presses Enter before
        # Page Down. Once the field has taken the keys typed before Page Down.
        if isinstance(self.focused, Input):
            await caught_up(self.focused)
        if self.drives:
            for seat in range(len(self.reveal.scorepad.players)):
                field = self.query_one(f"#guess-{seat}", Input)
                if not field.disabled:
                    self._take_guess(seat, field.value)
        self._step(1)

    def action_previous_step(self) -> None:
        self._step(-1)

    def _step(self, by: int) -> None:
        if not self.drives:
            self.notify(_("The host's page moves the reveal on; this page follows it."))
            return
        self.reveal = self.reveal.moved(by)
        step = self.reveal.step
        self._write(lambda table: table.move_reveal(step))
        self._draw()
        self._focus_a_guess()
        self.query_one("#reveal-body").scroll_home(animate=False)  # a new step from its top

    def action_again(self) -> None:
        if not self.drives:
            return
        self.reveal = Reveal(self.reveal.scorepad)
        self._write(lambda table: table.move_reveal(0, fresh=True))
        self._draw()

    def follow(self, step: int, guesses: dict[int, dict[int, int]]) -> None:
        """The served table's reveal as the host's page left it (the host's page takes in
        only the guesses typed on the others: where it is, it says)."""
        if self.drives:
            step = self.reveal.step
        moved = step != self.reveal.step
        self.reveal = reveal_of(self.reveal.scorepad, step, guesses)
        self._draw()
        if moved:
            self._focus_a_guess()
            self.query_one("#reveal-body").scroll_home(animate=False)

    async def action_take_guess(self) -> None:
        """Enter on a guess field: the guess taken and the next player's field focused, once
        the field has taken the keys typed before Enter (see widgets/in_turn.py)."""
        field = self.focused
        if not isinstance(field, Input) or not (field.id or "").startswith("guess-"):
            raise SkipAction()
        await caught_up(field)
        self._take_guess(int((field.id or "").removeprefix("guess-")), field.value)
        self.focus_next(Input)

    def on_tap_pad_tapped(self, event: TapPad.Tapped) -> None:
        """A digit tapped on the end of the guess being typed (the one with the focus, else
        the first this page may type), ⌫ its last one gone, Enter it taken as Enter takes it."""
        event.stop()
        field = self._guess_typed()
        if field is None:
            return
        if not field.has_focus:
            field.focus()
        action = event.item.action
        if action == ENTER:
            self._take_guess(int((field.id or "").removeprefix("guess-")), field.value)
            self.focus_next(Input)
            return
        if action == BACKSPACE:
            field.value = field.value[:-1]
        elif field.max_length is None or len(field.value) < field.max_length:
            field.value += event.item.code
        field.cursor_position = len(field.value)

    def _guess_typed(self) -> Input | None:
        focused = self.focused
        if isinstance(focused, Input) and (focused.id or "").startswith("guess-"):
            return focused
        fields = [f for f in self.query(Input) if f.display and not f.disabled]
        return fields[0] if fields else None

    def _take_guess(self, seat: int, typed: str) -> None:
        """`seat`'s guess as typed, if it is a number, the row is still asked and it is not
        the guess already taken."""
        if not typed.strip().lstrip("-").isdigit() or self.reveal.shown:
            return
        guess = int(typed)
        if self.reveal.guesses_now().get(seat) == guess:
            return
        row = self.reveal.step // 2
        self.reveal = self.reveal.guessed(seat, guess)
        self._write(lambda table: table.guess_reveal(row, seat, guess))
        self._draw()

    def _write(self, change: Callable[[SharedTable], object]) -> None:
        if self.table is None:
            return
        try:
            change(self.table)
        except SharedError as error:
            self.notify(
                say(message("The table is not shared: {error}", error=str(error))),
                severity="error",
            )

    def action_close(self) -> None:
        """Back to the scorepad; the host's page ends the table's reveal, and every page
        following it goes back too."""
        if self.table is not None and self.drives:
            self._write(lambda table: table.move_reveal(ENDED, fresh=True))
        self.app.pop_screen()

    # Drawing -------------------------------------------------------------------------------

    def _draw(self) -> None:
        reveal = self.reveal
        self.query_one("#reveal-row", Static).update(Text(say(_heading(reveal)), style="bold"))
        for seat, player in enumerate(reveal.scorepad.players):
            board = self.query_one(f"#seat-{seat} BoardView", BoardView)
            board.show(player.board, reveal.zones(seat))
            guess = self.query_one(f"#guess-{seat}", Input)
            guess.display = not reveal.shown
            if reveal.shown:
                guess.value = ""
            self.query_one(f"#result-{seat}", Static).update(Content(say(_result(reveal, seat))))
        self.query_one("#guess-pad").display = self.app.is_web and not reveal.shown
        closest = reveal.closest_words() if reveal.shown else None
        # Its names are text, never markup (a player named `[/]` made it fail).
        self.query_one("#reveal-closest", Static).update(Content(say(closest) if closest else ""))
        totals = self.query_one("#reveal-totals", Static)
        totals.display = reveal.at_totals
        if reveal.at_totals:
            totals.update(_totals(reveal.scorepad))
        self._fit_boards()

    def _fit_boards(self) -> None:
        for seat in self.query(".seat").results(Vertical):
            board = seat.query_one(BoardView)
            board.form = board.form_for(seat.size.width or self.size.width, BOARD_LINES)


def _heading(reveal: Reveal) -> Message:
    if reveal.row is None:
        return message("The totals, places and tie-break")
    number, count = reveal.step // 2 + 1, len(reveal.rows)
    label = say(CATEGORY_LABELS[reveal.row])
    if reveal.shown:
        return message(
            "{row} ({number} of {count}): the points", row=label, number=number, count=count
        )
    return message(
        "{row} ({number} of {count}): guess your points, then Page Down",
        row=label,
        number=number,
        count=count,
    )


def _result(reveal: Reveal, seat: int) -> Message | str:
    guess = reveal.guesses_now().get(seat)
    if not reveal.shown:
        return message("guessed ✓") if guess is not None else ""
    got = points(reveal.points(seat))
    if reveal.at_totals:
        place = reveal.scorepad.players[seat].place
        return message("{points}, {place}", points=got, place=ordinal(place))
    if guess is None:
        return got
    return message("{points} (guessed {guess})", points=got, guess=guess)


def _totals(scorepad: Scorepad) -> Text:
    lines = [say(line) for line in scorepad.tiebreak_story]
    standings = standings_line(sorted(scorepad.players, key=lambda p: p.place))
    return Text("\n".join([standings, "", _("How the places were decided"), *lines, ""]))
