"""The keys of every screen, as remapped by keymap.toml, and the entry shorthand."""

from __future__ import annotations

import string

from rich.markup import escape
from rich.table import Table
from rich.text import Text
from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import VerticalScroll
from textual.keys import Keys, _character_to_key
from textual.screen import Screen
from textual.widgets import Footer, Header, Static

from ...table import entry, storage


def binding_places(app_type: type) -> tuple[tuple[str, type], ...]:
    """Where each group of bindings works, and the class that holds them (the app's own class
    is passed in, so that this module never imports the app: no import circle)."""
    from ..dialogs.finish_dialog import FinishDialog
    from ..dialogs.overwrite_dialog import OverwriteDialog
    from ..dialogs.play_dialog import PlayDialog
    from ..dialogs.restore_dialog import RestoreDialog
    from ..dialogs.story_dialog import StoryDialog
    from ..widgets.board import BoardView
    from .editor import EditorScreen
    from .history import GamesList, HistoryScreen
    from .new_game import NewGameScreen, RecentList, RuleSwitch, StartButton
    from .rules import RulesScreen
    from .scorepad import ScorepadScreen

    return (("Everywhere", app_type), ("New game", NewGameScreen),
            ("New game: the rule switch", RuleSwitch),
            ("New game: the Start button", StartButton),
            ("New game: the autosaved games", RecentList),
            ("Board editor", EditorScreen), ("Board (Esc to reach it)", BoardView),
            ("Scorepad", ScorepadScreen), ("Story", StoryDialog),
            ("Finishing a game", FinishDialog),
            ("Saving over a file not opened here", OverwriteDialog),
            ("Restoring a newer autosave", RestoreDialog), ("History", HistoryScreen),
            ("History: the games list", GamesList),
            ("A BG Stats play", PlayDialog), ("Rules", RulesScreen), ("Keys", HelpScreen))


def _bindings(owner: type) -> list[Binding]:
    return [b for b in owner.BINDINGS if isinstance(b, Binding) and b.id]


def key_table(app) -> Table:
    """Every binding with an id: where it works, its id, its keys now, what it does."""
    table = Table(box=None, header_style="bold", padding=(0, 2, 0, 0))
    for column in ("Where", "Keys", "Does", "Binding id"):
        table.add_column(column)
    for where, owner in binding_places(type(app)):
        for binding in _bindings(owner):
            if app.host_only(binding.action):
                continue
            keys = app.keymap.get(binding.id, binding.key)
            table.add_row(where, Text(keys, style="bold"), binding.description, binding.id)
            where = ""
    table.add_row("Everywhere", Text("ctrl+p", style="bold"), "Command palette", "")
    return table


# Key names Textual knows besides the Keys enum: one character, or a character's name.
_MODIFIERS = {"ctrl", "shift", "alt", "meta", "super", "hyper"}
_CHARACTER_NAMES = {_character_to_key(c) for c in string.printable if c.isprintable()}


def _known_key(key: str) -> bool:
    *modifiers, name = key.strip().lower().split("+")
    return (set(modifiers) <= _MODIFIERS and bool(name)
            and (len(name) == 1 or name in _CHARACTER_NAMES or name in _KEY_NAMES))


_KEY_NAMES = {key.value.split("+")[-1] for key in Keys}


def keymap_problems(app_type: type, keymap: dict[str, str]) -> list[str]:
    """What in the user's keymap cannot work: a binding id no screen has, a key Textual does
    not know. The rest of the keymap is still used."""
    ids = {b.id for _, owner in binding_places(app_type) for b in _bindings(owner)}
    problems = []
    for binding_id, keys in keymap.items():
        if binding_id not in ids:
            problems.append(f"unknown binding id {binding_id!r} (F1 lists them)")
            continue
        problems += [f"{binding_id}: unknown key {key.strip()!r}" for key in keys.split(",")
                     if not _known_key(key)]
    return problems


class HelpScreen(Screen):
    BINDINGS = [Binding("escape,f1", "close", "Back", id="help.close")]

    def compose(self) -> ComposeResult:
        yield Header()
        with VerticalScroll():
            yield Static(Text("Keys", style="bold underline"))
            yield Static(key_table(self.app))
            # Escaped: the example's [keys] header would otherwise be read as a style tag.
            yield Static(escape(f"\nRemap any key by its binding id in {storage.keymap_file()}"
                                ', under a [keys] header:\n'
                                '  [keys]\n  "editor.undo" = "ctrl+z,u"\n'),
                         id="keymap-example")
            yield Static(Text("Entering tiles", style="bold underline"))
            yield Static((entry.__doc__ or "").strip())
        yield Footer()

    def on_mount(self) -> None:
        self.sub_title = "keys"

    def action_close(self) -> None:
        self.app.pop_screen()
