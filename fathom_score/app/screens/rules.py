"""The rules screen: each scoring rule in plain words, with a tiny example board scored."""

from __future__ import annotations

from collections.abc import Iterable

from rich.console import Group
from rich.text import Text
from textual.app import ComposeResult
from textual.containers import Horizontal, VerticalScroll
from textual.screen import Screen
from textual.widgets import Header, OptionList, Static
from textual.widgets.option_list import Option

from ...rules import Reason
from ...scoring import Scorepad, score_game
from ...table.guide import GUIDE_BY_KEY, GUIDES, RuleGuide, reason_line, table_line
from ...words import _, message, say
from ..actions import RULES
from ..dialogs.story_dialog import BULLET
from ..widgets.board import BoardView
from ..widgets.said_footer import SaidFooter


class RulesScreen(Screen[None]):
    CSS_PATH = "rules.tcss"
    # Under 80 columns the list of rules goes over the page, which takes the whole width.
    HORIZONTAL_BREAKPOINTS = [(0, "-narrow"), (80, "-wide")]
    ACTIONS = RULES
    BINDINGS = RULES.bindings()

    def __init__(self, rule: str = "coral") -> None:
        super().__init__()
        self.rule = rule if rule in GUIDE_BY_KEY else GUIDES[0].key

    def compose(self) -> ComposeResult:
        yield Header()
        with Horizontal():
            yield OptionList(*(Option(say(g.title), id=g.key) for g in GUIDES), id="rule-list")
            with VerticalScroll(id="rule-pane"):
                yield Static(id="rule-text")
                # Its example board in the largest form the pane's width has.
                board = BoardView(
                    GUIDES[0].example.players[0].board, GUIDES[0].example.colours, id="rule-board"
                )
                board.can_focus = False
                yield board
                yield Static(id="rule-reasons")
        yield SaidFooter()

    def on_mount(self) -> None:
        self.sub_title = _("how each species scores")
        self.show_rule(self.rule)
        self.query_one(OptionList).focus()
        self.watch(self.app, "theme", self._draw, init=False)  # the example board's colours

    async def retell(self) -> None:
        """Say everything again in the language chosen now, on the rule shown."""
        await self.recompose()
        self.sub_title = _("how each species scores")
        self.show_rule(self.rule)
        self.query_one(OptionList).focus()

    def show_rule(self, rule: str) -> None:
        options = self.query_one(OptionList)
        options.highlighted = options.get_option_index(rule)

    def on_option_list_option_highlighted(self, event: OptionList.OptionHighlighted) -> None:
        if event.option.id is not None:  # every rule's option has its key for id
            self.rule = event.option.id
        self._draw()

    def _draw(self, _theme: str | None = None) -> None:
        guide = GUIDE_BY_KEY[self.rule]
        scorepad = score_game(guide.example)
        player = scorepad.players[0]
        reasons = player.categories[guide.category].reasons if guide.category else ()
        if guide.key == "multicoloured_coral":
            reasons = tuple(r for r in reasons if r.rule == guide.key) or reasons
        self.query_one("#rule-text", Static).update(_heading(guide, player.name))
        board = self.query_one(BoardView)
        board.colours = tuple(guide.example.colours)
        board.show(player.board, {z for r in reasons for z in r.zones})
        self._fit_board()
        self.query_one("#rule-reasons", Static).update(_reasons(guide, scorepad, reasons))

    def on_resize(self) -> None:
        self._fit_board()

    def _fit_board(self) -> None:
        board = self.query_one(BoardView)
        pane = self.query_one("#rule-pane")
        width = pane.scrollable_content_region.width or self.size.width
        board.form = board.form_for(width, self.size.height)

    def action_close(self) -> None:
        self.app.pop_screen()


def _heading(guide: RuleGuide, player: str) -> Group:
    game = guide.example
    return Group(
        Text(say(guide.title), style="bold underline"),
        Text(""),
        Text(say(guide.text)),
        Text(""),
        Text(
            say(
                message(
                    "Example: {player}'s board, Expedition {number}",
                    player=player,
                    number=game.expedition_number,
                )
            ),
            style="bold",
        ),
    )


def _reasons(guide: RuleGuide, scorepad: Scorepad, reasons: Iterable[Reason]) -> Group:
    parts = [Text("")]
    for reason in reasons:
        parts.append(Text(f"{_(BULLET)}{reason_line(reason)}"))
        if reason.alternatives:
            parts.append(
                Text(
                    "  "
                    + _("what if")
                    + ": "
                    + "; ".join(f"{say(label)} → {then}" for label, then in reason.alternatives),
                    style="italic",
                )
            )
    story = {"sea_cucumber": scorepad.sea_cucumber_story, "tiebreak": scorepad.tiebreak_story}.get(
        guide.key, ()
    )
    if story:
        at_table = message("At this table — {table}", table=table_line(scorepad))
        parts.append(Text(say(at_table), style="dim"))
        parts += [Text(f"{_(BULLET)}{say(line)}") for line in story]
    return Group(*parts)
