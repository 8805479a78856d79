"""The rules screen: each scoring rule in plain words, with a tiny example board scored."""

from __future__ import annotations

from rich.console import Group
from rich.text import Text
from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Horizontal, VerticalScroll
from textual.screen import Screen
from textual.widgets import Footer, Header, OptionList, Static
from textual.widgets.option_list import Option

from ...render.board_map import hex_map
from ...scoring import score_game
from ...table.guide import GUIDE_BY_KEY, GUIDES, RuleGuide, reason_line, table_line


class RulesScreen(Screen):
    CSS_PATH = "rules.tcss"
    BINDINGS = [Binding("escape,f3", "close", "Back", id="rules.close")]

    def __init__(self, rule: str = "coral") -> None:
        super().__init__()
        self.rule = rule if rule in GUIDE_BY_KEY else GUIDES[0].key

    def compose(self) -> ComposeResult:
        yield Header()
        with Horizontal():
            yield OptionList(*(Option(g.title, id=g.key) for g in GUIDES), id="rule-list")
            with VerticalScroll(id="rule-pane"):
                yield Static(id="rule-text")
        yield Footer()

    def on_mount(self) -> None:
        self.sub_title = "how each species scores"
        self.show_rule(self.rule)
        self.query_one(OptionList).focus()
        self.watch(self.app, "theme", self._draw, init=False)   # the example board's colours

    def show_rule(self, rule: str) -> None:
        options = self.query_one(OptionList)
        options.highlighted = options.get_option_index(rule)

    def on_option_list_option_highlighted(self, event: OptionList.OptionHighlighted) -> None:
        self.rule = event.option.id
        self._draw()

    def _draw(self, _theme: str | None = None) -> None:
        self.query_one("#rule-text", Static).update(
            _page(GUIDE_BY_KEY[self.rule], self.app.current_theme.dark))

    def action_close(self) -> None:
        self.app.pop_screen()


def _page(guide: RuleGuide, dark: bool) -> Group:
    game = guide.example
    scorepad = score_game(game)
    player = scorepad.players[0]
    parts = [Text(guide.title, style="bold underline"), Text(""), Text(guide.text), Text("")]
    reasons = player.categories[guide.category].reasons if guide.category else ()
    if guide.key == "multicoloured_coral":
        reasons = tuple(r for r in reasons if r.rule == guide.key) or reasons
    marks = {z for r in reasons for z in r.zones}
    parts.append(Text(f"Example: {player.name}'s board, Expedition {game.expedition_number}",
                      style="bold"))
    parts.append(hex_map(player.board, game.colours, marks, dark=dark))
    parts.append(Text(""))
    for reason in reasons:
        parts.append(Text(f"• {reason_line(reason)}"))
        if reason.alternatives:
            parts.append(Text("  what if: " + "; ".join(f"{label} → {points}"
                                                       for label, points in reason.alternatives),
                              style="italic"))
    story = {"sea_cucumber": scorepad.sea_cucumber_story,
             "tiebreak": scorepad.tiebreak_story}.get(guide.key, ())
    if story:
        parts.append(Text(f"At this table — {table_line(scorepad)}", style="dim"))
        parts += [Text(f"• {line}") for line in story]
    return Group(*parts)
