"""A player's ocean board, as hexagons or in a compact form, with a cursor and highlighted zones.

The picture is one of render's board forms, a pure function of the board (tested without an
app): by default the hex picture, each zone a small hexagon in its tile's colour, with its label
and the letter codes of its icons, so it reads without colour too; on a small screen, the
screen sets `form` to a compact one (`form_for` says which fits).
"""

from __future__ import annotations

from collections.abc import Callable, Collection, Sequence

from rich.segment import Segment
from textual import events
from textual.geometry import Size
from textual.reactive import reactive
from textual.strip import Strip
from textual.widget import Widget

from ...model import Board
from ...render.board_forms import HEX, check_form, form_lines, form_zone_at, largest_form
from ..actions import BOARD
from .in_turn import KeysInTurn

# Up and down have no straight line on a hex board; these are each other's inverse.
UP, DOWN = ("NW", "NE"), ("SE", "SW")


def step(board: Board, zone: str, directions: Sequence[str]) -> str:
    """The first zone one step away in the given directions; the zone itself at the edge."""
    for direction in directions:
        if (target := board.layout.step(zone, direction)) is not None:
            return target
    return zone


class BoardView(KeysInTurn, Widget, can_focus=True):
    """Draws a board; arrows and the hex keys move the cursor, a click picks a zone. Its keys
    act in turn with those typed around them (a burst: `Esc d d Delete`), and `chosen` hears
    of each zone the cursor moves to at once, so a key typed next acts on that zone."""

    TAKES_TEXT = False  # its letters are keys

    ACTIONS = BOARD
    BINDINGS = BOARD.bindings()

    board: reactive[Board] = reactive(Board, always_update=True)
    cursor: reactive[str | None] = reactive(None)
    marks: reactive[frozenset[str]] = reactive(frozenset())
    # "hex", "two-line" or "one-line" (render.board_forms.FORMS): each has its own size.
    form: reactive[str] = reactive(HEX, layout=True)

    def __init__(
        self,
        board: Board,
        colours: Sequence[str],
        *,
        cursor: str | None = None,
        chosen: Callable[[str], None] | None = None,
        form: str = HEX,
        id: str | None = None,
        classes: str | None = None,
    ) -> None:
        super().__init__(id=id, classes=classes)
        self.chosen = chosen  # told of each zone the cursor moves to (by key or by mouse)
        self.colours = tuple(colours)
        self.set_reactive(BoardView.board, board)
        self.set_reactive(BoardView.cursor, cursor)
        self.set_reactive(BoardView.form, check_form(form))

    def show(self, board: Board, marks: Collection[str] = ()) -> None:
        self.marks = frozenset(marks)
        self.board = board

    def validate_form(self, form: str) -> str:
        return check_form(form)

    def form_for(self, width: int, height: int) -> str:
        """The largest form of this board that fits in `width` x `height` cells, this widget's
        padding and border included: the room a screen has for it."""
        gutter = self.styles.gutter
        return largest_form(self.board.layout, width - gutter.width, height - gutter.height)

    # Drawn line by line (Textual's line API) from render's form_lines, each line one strip of
    # styled runs: made into a Text, then into Textual's own content, then cut into lines
    # again, the picture took several times as long to draw, and it is redrawn on every entry.
    _drawn: tuple[tuple[object, ...], list[Strip]] | None = None

    def _picture(self) -> list[Strip]:
        # The widget's own style (its background, which focus changes) lies under the picture.
        base = self.rich_style
        dark = self.app.current_theme.dark
        key = (self.board, self.colours, self.marks, self.cursor, dark, base, self.form)
        drawn = self._drawn
        if drawn is None or any(a is not b and a != b for a, b in zip(drawn[0], key)):
            lines = form_lines(
                self.board, self.colours, self.marks, self.cursor, dark=dark, form=self.form
            )
            drawn = self._drawn = (
                key,
                [Strip([Segment(text, base + style) for text, style in line]) for line in lines],
            )
        return drawn[1]

    def render_line(self, y: int) -> Strip:
        picture = self._picture()
        return picture[y] if y < len(picture) else Strip.blank(self.content_size.width)

    def get_content_width(self, container: Size, viewport: Size) -> int:
        return max(strip.cell_length for strip in self._picture())

    def get_content_height(self, container: Size, viewport: Size, width: int) -> int:
        return len(self._picture())

    def watch_cursor(self, zone: str | None) -> None:
        if zone is not None and self.chosen is not None:
            self.chosen(zone)

    def action_move(self, direction: str) -> None:
        self._go((direction,))

    def action_move_up(self) -> None:
        self._go(UP)

    def action_move_down(self) -> None:
        self._go(DOWN)

    def _go(self, directions: Sequence[str]) -> None:
        if self.cursor is not None:
            self.cursor = step(self.board, self.cursor, directions)

    def on_click(self, event: events.Click) -> None:
        offset = event.get_content_offset(self)
        if offset is None:
            return
        zone = form_zone_at(self.board.layout, self.form, offset.x, offset.y)
        if zone is not None and self.cursor is not None:
            self.cursor = zone
