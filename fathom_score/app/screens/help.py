"""The keys of every screen, as remapped by keymap.toml, and the entry shorthand."""

from __future__ import annotations

from rich.table import Table
from rich.text import Text
from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import VerticalScroll
from textual.screen import Screen
from textual.widgets import Footer, Header, Static

from ..entry import __doc__ as ENTRY_HELP


def key_table(app) -> Table:
    """Every binding with an id: where it works, its id, its keys now, what it does."""
    from ..app import FathomApp
    from ..dialogs.story_dialog import StoryDialog
    from ..widgets.board import BoardView
    from .editor import EditorScreen
    from .new_game import NewGameScreen, RuleSwitch, StartButton
    from .rules import RulesScreen
    from .scorepad import ScorepadScreen

    places = (("Everywhere", FathomApp), ("New game", NewGameScreen),
              ("New game: the rule switch", RuleSwitch),
              ("New game: the Start button", StartButton),
              ("Board editor", EditorScreen), ("Board (Esc to reach it)", BoardView),
              ("Scorepad", ScorepadScreen), ("Story", StoryDialog), ("Rules", RulesScreen))
    table = Table(box=None, header_style="bold", padding=(0, 2, 0, 0))
    for column in ("Where", "Keys", "Does", "Binding id"):
        table.add_column(column)
    for where, owner in places:
        for binding in owner.BINDINGS:
            if isinstance(binding, Binding) and binding.id:
                keys = app.keymap.get(binding.id, binding.key)
                table.add_row(where, Text(keys, style="bold"), binding.description, binding.id)
                where = ""
    table.add_row("Everywhere", Text("ctrl+p", style="bold"), "Command palette", "")
    table.add_row("", Text("ctrl+q", style="bold"), "Quit", "")
    return table


class HelpScreen(Screen):
    BINDINGS = [Binding("escape,f1", "close", "Back", id="help.close")]

    def compose(self) -> ComposeResult:
        yield Header()
        with VerticalScroll():
            yield Static(Text("Keys", style="bold underline"))
            yield Static(key_table(self.app))
            yield Static("\nRemap any key by its binding id in $FATHOM_SCORE_HOME/keymap.toml "
                         "(default ~/.local/share/fathom-score/keymap.toml):\n"
                         '  [keys]\n  "editor.undo" = "ctrl+z,u"\n')
            yield Static(Text("Entering tiles", style="bold underline"))
            yield Static(ENTRY_HELP.strip())
        yield Footer()

    def on_mount(self) -> None:
        self.sub_title = "keys"

    def action_close(self) -> None:
        self.app.pop_screen()
