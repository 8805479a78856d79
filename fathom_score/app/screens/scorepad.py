"""The scorepad: every player side by side; a cell's reasons, highlighted on that board."""

from __future__ import annotations

from collections.abc import Collection

from rich.cells import cell_len
from rich.text import Text
from textual import events
from textual.app import ComposeResult
from textual.containers import Horizontal, Vertical, VerticalScroll
from textual.content import Content
from textual.events import DescendantFocus, Resize
from textual.geometry import Region
from textual.widgets import DataTable, Header, OptionList
from textual.widgets.option_list import Option

from ...model import CATEGORY_LABELS
from ...render.board_forms import FORMS, form_size, zone_box
from ...rules import Reason
from ...scoring import Scorepad
from ...table.session import Session
from ...words import N_, Message, _, clauses, labelled, message, ordinal, points, say
from ..actions import SCOREPAD
from ..dialogs.story_dialog import StoryDialog
from ..widgets.board import BoardView
from ..widgets.key_line import KeyLine, shown_keys
from ..widgets.prose import Static, broken
from .game_screen import GameScreen

TOTAL_ROWS = (N_("Total"), N_("Discovered tiles"), N_("Place"))
# The lines a reason's words need under the table and the board, beside its list.
REASON_LINES = 7
# The columns a reason needs beside the table to be read.
REASON_COLUMNS = 30
# The screen's own lines: the header and the key line.
CHROME_LINES = 2
# Short row names keep the table and a board side by side on a 100-column terminal.
SHORT_LABELS = {
    "schooling_fish": N_("Fish"),
    "sea_cucumber": N_("Cucumber"),
    "camera": N_("Camera"),
    "finless_sole": N_("Finless sole"),
    "poi": N_("POI"),
}
# The key line's items that stay however narrow it is (docs/app.md promises Quit and Keys;
# F1 lists the others).
NEEDED_KEYS = ("scorepad.back", "scorepad.why", "app.help", "app.quit")


class ScorepadScreen(GameScreen):
    CSS_PATH = "scorepad.tcss"
    ACTIONS = SCOREPAD
    BINDINGS = SCOREPAD.bindings()

    def __init__(self, session: Session, player: int = 0) -> None:
        super().__init__(session)
        self.player = player
        self.row = 0
        self.reason: Reason | None = None
        self.layout_name = ""

    def compose(self) -> ComposeResult:
        yield Header()
        self.layout_name = self._layout_for(*self.app.size)
        if self.layout_name == "wide":
            with Horizontal(id="top"):
                yield self._table()
                yield self._board_pane()
            with Horizontal(id="bottom"):
                yield from self._reasons()
        else:
            # Table and reason first, beside each other where there is width; the board under
            # them, scrolled to.
            with VerticalScroll(id="body", classes=self.layout_name):
                with Horizontal(id="top"):
                    yield self._table()
                    with Vertical(id="explain"):
                        yield from self._reasons()
                yield self._board_pane()
        # Not the Footer: at 100 columns it cut Rules in two (f3 ▏).
        yield KeyLine(shown_keys(self, self.BINDINGS), needed=NEEDED_KEYS, id="keys")

    def _table(self) -> DataTable[Text | str]:
        # The category column stays when a table too wide for the screen scrolls sideways.
        return DataTable(id="pad", cursor_type="cell", zebra_stripes=True, fixed_columns=1)

    def _board_pane(self) -> Vertical:
        board = BoardView(
            self.session.game.players[self.player].board, self.session.game.colours, id="pad-board"
        )
        board.can_focus = False  # it only shows; Tab goes from the table to reasons
        return Vertical(Static(id="board-title", classes="pane-title"), board, id="board-pane")

    def _reasons(self) -> ComposeResult:
        yield OptionList(id="reasons")
        yield Static(id="detail")

    def _layout_for(self, width: int, height: int) -> str:
        """ "wide" where a board fits beside the table with room for a reason under both (the
        board in the largest form that does); else "beside" where the reason fits beside the
        table, "under" where it goes under it."""
        table_width = _table_width(self.scorepad)
        layout = self.session.game.players[self.player].board.layout
        room = (width - table_width - 1, height - CHROME_LINES - 2 - REASON_LINES)
        if any(
            all(need <= has for need, has in zip(form_size(layout, form), room)) for form in FORMS
        ):
            return "wide"
        return "beside" if width - table_width >= REASON_COLUMNS else "under"

    def on_mount(self) -> None:
        self.composed = True
        if not self.drawable:
            return  # quitting already
        self._draw()

    def _draw(self) -> None:
        self.refresh_game()
        self._fit_board()
        table = self.query_one(DataTable)
        table.move_cursor(row=self.row, column=self.player + 1)
        table.focus()

    async def retell(self) -> None:
        """Say everything again in the language chosen now (the table's width changes with
        its words, and so may the layout), on the cell and the reason selected."""
        if not self.drawable:
            return
        reasons = self.cell_reasons()
        chosen = reasons.index(self.reason) if self.reason in reasons else None
        await self.recompose()
        self._draw()
        if chosen is not None:
            self.call_after_refresh(self._choose_reason, chosen)

    async def on_resize(self, event: Resize) -> None:
        if not self.drawable:
            return
        if self._layout_for(*event.size) != self.layout_name:
            reasons = self.cell_reasons()
            chosen = reasons.index(self.reason) if self.reason in reasons else None
            await self.recompose()
            self._draw()
            if chosen is not None:
                # Once the table's cursor has listed the cell's reasons again.
                self.call_after_refresh(self._choose_reason, chosen)
        else:
            self._fit_board()

    def _choose_reason(self, index: int) -> None:
        """Select the cell's reason `index` again (the one read before a resize)."""
        options = self.query_one(OptionList)
        options.focus()
        options.highlighted = index

    def _fit_board(self) -> None:
        """The board in the largest form its room has: beside the table, or the screen's width
        and height under it."""
        board = self.query_one(BoardView)
        width, height = self.size
        if self.layout_name == "wide":
            width -= _table_width(self.scorepad) + 1
            height -= CHROME_LINES + 2 + REASON_LINES
        else:
            height -= CHROME_LINES + 1
        board.form = board.form_for(width, height)

    @property
    def scorepad(self) -> Scorepad:
        return self.session.scorepad

    def refresh_game(self) -> None:
        if not self.drawable:
            return
        scorepad = self.scorepad
        table = self.query_one(DataTable)
        table.clear(columns=True)
        table.add_column(_("Category"), key="category")
        for player in scorepad.players:
            table.add_column(Text(player.name), key=player.name)  # a name is text
        for row in _rows(scorepad):
            table.add_row(*row)
        self.update_titles()

    # Selecting a cell and a reason ---------------------------------------------------------

    def on_data_table_cell_highlighted(self, event: DataTable.CellHighlighted) -> None:
        self.row = event.coordinate.row
        self.player = max(event.coordinate.column - 1, 0)
        self._list_reasons()

    def cell_reasons(self) -> tuple[Reason, ...]:
        player = self.scorepad.players[self.player]
        categories = self.scorepad.categories
        if self.row < len(categories):
            return player.categories[categories[self.row]].reasons
        return player.reasons if self.row == len(categories) else ()

    def _list_reasons(self) -> None:
        reasons = self.cell_reasons()
        options = self.query_one(OptionList)
        options.clear_options()
        # A note explains a choice and scores nothing itself, so it shows no points.
        options.add_options(
            Option(broken(Content(f"{'' if r.note else r.points:>3}  {say(r.text)}")))
            for r in reasons
        )
        self.reason = None
        player = self.scorepad.players[self.player]
        self.query_one("#board-title", Static).update(
            Content(
                say(
                    message(
                        "{name}'s board as scored — {row}", name=player.name, row=self._row_label()
                    )
                )
            )
        )
        self.show_marks({z for r in reasons for z in r.zones})
        self.query_one("#detail", Static).update(self._cell_hint(reasons))

    def _row_label(self) -> str:
        categories = self.scorepad.categories
        if self.row < len(categories):
            return say(CATEGORY_LABELS[categories[self.row]])
        return _(TOTAL_ROWS[self.row - len(categories)])

    def _cell_hint(self, reasons: tuple[Reason, ...]) -> str:
        if self.row > len(self.scorepad.categories):
            return _("Ties on points are broken by discovered tiles: press t for the story.")
        if not reasons:
            return _("Nothing on this board scores here. Press ? for the rule.")
        return _("Tab to the reasons: each one highlights its zones. ? shows the rule.")

    def on_descendant_focus(self, event: DescendantFocus) -> None:
        options = self.query_one(OptionList)
        if event.widget is options and options.highlighted is None and options.option_count:
            options.highlighted = 0

    def on_option_list_option_highlighted(self, event: OptionList.OptionHighlighted) -> None:
        reasons = self.cell_reasons()
        if event.option_index is None or event.option_index >= len(reasons):
            return
        self.reason = reasons[event.option_index]
        self.show_marks(self.reason.zones)
        self.bring_into_view(self.reason.zones)
        self.query_one("#detail", Static).update(_explain(self.reason))

    def show_marks(self, zones: Collection[str]) -> None:
        self.query_one(BoardView).show(self.scorepad.players[self.player].board, zones)

    def bring_into_view(self, zones: Collection[str]) -> None:
        """Scroll the screen (where the board lies under the table) so that the zones a chosen
        reason lights are in sight: rows E–G lay below an 80x24 screen, out of reach of keys.
        As little as it takes: what is above stays where it can."""
        if self.layout_name == "wide" or not zones:
            return
        board = self.query_one(BoardView)
        body = self.query_one("#body", VerticalScroll)
        layout = board.board.layout
        lit = Region.from_union([Region(*zone_box(layout, board.form, zone)) for zone in zones])
        # From the board's picture to the screen, then to the scrolled body's own space.
        offset = board.content_region.offset - body.content_region.offset + body.scroll_offset
        body.scroll_to_region(lit.translate(offset), animate=False, immediate=True)

    # Keys -----------------------------------------------------------------------------------

    def action_why(self) -> None:
        if self.reason is not None:
            rule = self.reason.rule
        elif self.row < len(self.scorepad.categories):
            rule = self.scorepad.categories[self.row]
        else:
            rule = "tiebreak"
        self.fathom.action_rules(rule, self.reason)

    @property
    def follows_reveal(self) -> bool:
        """Whether this is a player's page at a served table: the host's page begins the
        table's reveal and this page follows it (opening it by itself); a reveal of its own
        would stay on its first step, since only the host's page moves it on."""
        table = self.fathom.table
        shared = table.shared if table is not None else None
        return shared is not None and shared.player is not None

    def check_action(self, action: str, parameters: tuple[object, ...]) -> bool | None:
        if action == "reveal" and self.follows_reveal:
            return False  # not on the key line nor in the palette
        return super().check_action(action, parameters)

    def offers(self, action: str) -> bool:
        """The palette offers no reveal on a player's page (check_action)."""
        if action == "reveal" and self.follows_reveal:
            return False
        return super().offers(action)

    def on_key(self, event: events.Key) -> None:
        """`v` on a player's page, whose reveal is hidden: say who begins it."""
        keys = self.fathom.keymap.get("scorepad.reveal", SCOREPAD["scorepad.reveal"].keys)
        if self.follows_reveal and event.key in {key.strip() for key in keys.split(",")}:
            event.prevent_default()
            self.notify(_("The host's page begins the reveal; this page follows it."))

    def action_reveal(self) -> None:
        if self.follows_reveal:
            self.notify(_("The host's page begins the reveal; this page follows it."))
            return
        self.fathom.open_reveal()

    def action_story(self, which: str) -> None:
        if which == "sea_cucumber":
            dialog = StoryDialog(
                N_("How the sea cucumbers were ranked"),
                self.scorepad.sea_cucumber_story,
                "sea_cucumber",
            )
        else:
            dialog = StoryDialog(
                N_("Standings and tie-break"), self.scorepad.tiebreak_story, "tiebreak"
            )
        self.app.push_screen(dialog)

    def action_back(self) -> None:
        self.app.pop_screen()


def _rows(scorepad: Scorepad) -> list[list[Text | str]]:
    """The table's rows under its header: each category, the total, the tiles, the place."""
    players = scorepad.players
    rows: list[list[Text | str]] = [
        [
            say(SHORT_LABELS.get(category, CATEGORY_LABELS[category])),
            *(_right(p.categories[category].points) for p in players),
        ]
        for category in scorepad.categories
    ]
    rows.append([Text(_("Total"), style="bold"), *(_right(p.total, "bold") for p in players)])
    rows.append([_("Tiles"), *(_right(p.discovered_tiles) for p in players)])
    rows.append(
        [
            _("Place"),
            *(
                _right(say(ordinal(p.place)) + (" ★" if p.name in scorepad.winners else ""), "bold")
                for p in players
            ),
        ]
    )
    return rows


def _table_width(scorepad: Scorepad) -> int:
    """The table's width in cells: each column as wide as its widest cell, and a cell's
    padding of one each side."""
    columns = zip([_("Category"), *(p.name for p in scorepad.players)], *_rows(scorepad))
    return sum(max(cell_len(str(cell)) for cell in column) + 2 for column in columns)


def _right(value: object, style: str = "") -> Text:
    return Text(str(value), style=style, justify="right")


def _explain(reason: Reason) -> Text:
    """A reason in the reader's language: its words, points, working, zones and what-ifs."""
    text = Text()
    text.append(f"{say(reason.text)}\n", style="bold")
    if not reason.note:  # a note explains a choice and scores nothing itself
        text.append(labelled(say(points(reason.points))), style="bold")
    text.append(f"{say(reason.working) if reason.working else ''}\n")
    if reason.zones:
        zones = say(message("Zones: {zones}", zones=reason.zones))
        text.append(f"{zones}\n", style="dim")
    if reason.alternatives:
        what_if = _("What if (the total)") if reason.note else _("What if")
        text.append(labelled(what_if), style="bold italic")
        text.append(
            say(clauses([other_choice(label, then) for label, then in reason.alternatives]))
        )
        text.append("\n")
    text.append(_("? shows the rule"), style="dim")
    return text


def other_choice(choice: Message, then: int) -> Message:
    """What another choice would have scored: "facing E → 1"."""
    # Translators: {points} is a number of points.
    return message("{choice} → {points}", choice=choice, points=then)
