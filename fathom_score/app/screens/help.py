"""The keys of every screen, as remapped by keymap.toml, and the entry shorthand."""

from __future__ import annotations

import string
from typing import TYPE_CHECKING, cast

from rich.markup import escape
from rich.table import Table
from rich.text import Text
from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import VerticalScroll
from textual.keys import Keys
from textual.screen import Screen
from textual.widgets import Footer, Header, Static

from ...config.keymap import keymap_file
from ...render.cells import cell_len
from ...table import entry
from ..actions import BY_ID, KEYS, PLACES

if TYPE_CHECKING:
    from ..app import FathomApp


def key_rows(app: FathomApp) -> list[tuple[str, str, str, str]]:
    """Every action with a binding id: where it works (said once for its place), its keys
    now, what it does, its id."""
    rows = []
    for place in PLACES:
        where = place.where
        for action in place.actions:
            if not action.id or app.host_only(action.action):
                continue
            rows.append(
                (where, app.keymap.get(action.id, action.keys), action.description, action.id)
            )
            where = ""
    rows.append(("Everywhere", "ctrl+p", "Command palette", ""))
    return rows


def key_table(app: FathomApp) -> Table:
    """The key rows as a table of four columns."""
    table = Table(box=None, header_style="bold", padding=(0, 2, 0, 0))
    rows = key_rows(app)
    table.add_column("Where")
    # Keys and ids are never wrapped nor cut short: the words of the others wrap instead.
    for column, index in (("Keys", 1), ("Does", None), ("Binding id", 3)):
        if index is None:
            table.add_column(column)
        else:
            least = max(cell_len(row[index]) for row in rows)
            table.add_column(column, no_wrap=True, min_width=least)
    for where, keys, does, binding_id in rows:
        table.add_row(where, Text(keys, style="bold"), does, binding_id)
    return table


def key_list(app: FathomApp) -> Text:
    """The key rows for a narrow screen, where four columns would cut their words: each
    group's name over its keys, each key with what it does, its id under it."""
    text = Text()
    for where, keys, does, binding_id in key_rows(app):
        if where:
            text.append(f"{where}\n", style="bold underline")
        text.append(f"  {keys}", style="bold")
        text.append(f"  {does}\n")
        if binding_id:
            text.append(f"    {binding_id}\n", style="dim")
    return text


# Narrower than this, the table's cells wrap a word a line: the list reads better.
TABLE_WIDTH = 78


def table_width(app: FathomApp) -> int:
    """The cells the four-column table needs: every word whole, and cells of few lines."""
    from rich.console import Console

    return max(TABLE_WIDTH, Console(width=500).measure(key_table(app)).minimum)


# Key names Textual knows besides the Keys enum: one character, or a character's name, as a
# binding names the character it is given ("/" is "slash"). The comma separates a binding's
# keys and a space is stripped from them, so neither can be given to one: theirs are written.
_MODIFIERS = {"ctrl", "shift", "alt", "meta", "super", "hyper"}
_CHARACTER_NAMES = {
    binding.key
    for binding in Binding.make_bindings(
        (c, "") for c in string.printable if c.isprintable() and c not in ", "
    )
} | {"comma", "space"}


def _known_key(key: str) -> bool:
    *modifiers, name = key.strip().lower().split("+")
    return (
        set(modifiers) <= _MODIFIERS
        and bool(name)
        and (len(name) == 1 or name in _CHARACTER_NAMES or name in _KEY_NAMES)
    )


_KEY_NAMES = {key.value.split("+")[-1] for key in Keys}


def keymap_problems(keymap: dict[str, str]) -> list[str]:
    """What in the user's keymap cannot work: a binding id no screen has, a key Textual does
    not know. The rest of the keymap is still used."""
    problems = []
    for binding_id, keys in keymap.items():
        if binding_id not in BY_ID:  # every table's, the file dialog's too (not listed on F1)
            problems.append(f"unknown binding id {binding_id!r} (F1 lists them)")
            continue
        problems += [
            f"{binding_id}: unknown key {key.strip()!r}"
            for key in keys.split(",")
            if not _known_key(key)
        ]
    return problems


class HelpScreen(Screen[None]):
    ACTIONS = KEYS
    BINDINGS = KEYS.bindings()

    def compose(self) -> ComposeResult:
        yield Header()
        with VerticalScroll(id="keys-scroll"):
            yield Static(Text("Keys", style="bold underline"))
            yield Static(id="key-table")
            # Escaped: the example's [keys] header would otherwise be read as a style tag.
            yield Static(
                escape(
                    f"\nRemap any key by its binding id in {keymap_file()}"
                    ", under a [keys] header:\n"
                    '  [keys]\n  "editor.undo" = "ctrl+z,u"\n'
                ),
                id="keymap-example",
            )
            yield Static(Text("Entering tiles", style="bold underline"))
            yield Static((entry.__doc__ or "").strip())
        yield Footer()

    def on_mount(self) -> None:
        self.sub_title = "keys"
        self.on_resize()

    def on_resize(self) -> None:
        # The table where its columns fit; else a list, which wraps between words.
        app = cast("FathomApp", self.app)
        narrow = self.size.width - 2 < table_width(app)
        self.query_one("#key-table", Static).update(key_list(app) if narrow else key_table(app))

    def action_close(self) -> None:
        self.app.pop_screen()
