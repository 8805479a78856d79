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
from textual.widgets import Header

from ...config.keymap import keymap_file
from ...render.cells import cell_len
from ...render.prose import prose
from ...table import entry
from ...words import N_, _, language, message, say
from ..actions import (
    BY_ID,
    FINISH_DIALOG,
    GAMES_LIST,
    HISTORY,
    KEYS,
    PLACES,
    PLAY_DIALOG,
    RECENT_LIST,
    RESTORE_DIALOG,
)
from ..widgets.key_line import KeyLine, shown_keys
from ..widgets.prose import Static

if TYPE_CHECKING:
    from ..app import FathomApp


# What a served page does not have: the host's autosaved games (and their restore offer) and
# its history (finishing a game into it, its screen, a BG Stats play of a game in it).
NOT_ON_A_PAGE = (RECENT_LIST, RESTORE_DIALOG, FINISH_DIALOG, HISTORY, GAMES_LIST, PLAY_DIALOG)
NOT_ON_A_PAGE_IDS = frozenset({"editor.restore"})


def key_rows(app: FathomApp) -> list[tuple[str, str, str, str]]:
    """Every action with a binding id: where it works (said once for its place), its keys
    now, what it does, its id; in the language chosen now. In a browser, only the keys a
    served page has."""
    rows = []
    page = app.in_browser
    for place in PLACES:
        if page and place in NOT_ON_A_PAGE:
            continue
        where = say(place.where)
        for action in place.actions:
            if not action.id or app.host_only(action.action):
                continue
            if page and action.id in NOT_ON_A_PAGE_IDS:
                continue
            keys = app.keymap.get(action.id, action.keys)
            rows.append((where, keys_shown(app, keys), say(action.description), action.id))
            where = ""
    rows.append((_("Everywhere"), "ctrl+p", _("Command palette"), ""))
    return rows


def keys_shown(app: FathomApp, keys: str) -> str:
    """A binding's keys as the key line shows them (`?,y`, not the keymap's `question_mark,y`):
    what is pressed, the same in every language."""
    return ",".join(app.get_key_display(Binding(key.strip(), "")) for key in keys.split(","))


def shows_ids(app: FathomApp) -> bool:
    """Whether the keys screen shows binding ids: they remap keys in keymap.toml, which is the
    host's; a served page has no keymap of its own to write them in."""
    return not app.in_browser


def key_table(app: FathomApp) -> Table:
    """The key rows as a table of four columns (three on a served page: no ids)."""
    table = Table(box=None, header_style="bold", padding=(0, 2, 0, 0))
    rows = key_rows(app)
    ids = shows_ids(app)
    table.add_column(_("Where"))
    # Keys and ids are never wrapped nor cut short: the words of the others wrap instead.
    columns = ((_("Keys"), 1), (_("Does"), None), (_("Binding id"), 3))
    for column, index in columns if ids else columns[:2]:
        if index is None:
            table.add_column(column)
        else:
            least = max(cell_len(row[index]) for row in rows)
            table.add_column(column, no_wrap=True, min_width=least)
    for where, keys, does, binding_id in rows:
        cells = (prose(where), Text(keys, style="bold"), prose(does), binding_id)
        table.add_row(*(cells if ids else cells[:3]))
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
        if binding_id and shows_ids(app):
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
            problems.append(
                say(message("unknown binding id {id} (F1 lists them)", id=repr(binding_id)))
            )
            continue
        problems += [
            say(message("{id}: unknown key {key}", id=binding_id, key=repr(key.strip())))
            for key in keys.split(",")
            if not _known_key(key)
        ]
    return problems


def entry_help() -> str:
    """The entry shorthand, as the entry module's docstring tells it (in Japanese, its
    translation, a paragraph a message: the screen breaks its lines)."""
    if language() == "en":
        return (entry.__doc__ or "").strip()
    return "\n\n".join(_(paragraph) for paragraph in ENTRY_HELP)


# The entry module's docstring, a msgid a paragraph (Babel reads no docstring; a message holds
# no line break of its own). tests/app/test_language.py fails when the two differ.
ENTRY_HELP = (
    N_(
        "Reading what is typed in the entry field: zone notation, quick codes, jumps and kept POIs."
    ),
    N_(
        "A quick code is the short code the board map shows, typed without the colon: `rc` is a "
        "red coral, `y2f` a yellow tile with two fish, `bfk` blue fish and crustacean, `raa` a "
        "stacked red anglerfish, `g@e` a green camera facing E, `mc=r` a multicoloured coral "
        "pinned to red, `(rc)` an undiscovered red coral, `~` a stingray, `st ch ru wr` the "
        "points of interest and `?` a face-down one. Quick codes are only a shorthand: each is "
        "expanded to the zone notation and parsed by the core, so the core decides what is "
        "valid and says why not."
    ),
    N_(
        "Codes run together, one zone after another from the cursor: `rcy2f.bfk` (`.` skips a "
        "zone, `:` skips two, `-` empties one, as it does alone). A zone's name in a run moves "
        "the cursor there: `rcd4bf` is a red coral here, then a blue fish at D4. A digit is a "
        "count only just before an icon letter, and only where a count can be: 1 to 3, after a "
        "colour's letter or an icon letter (`y2f`, `rc2f`). Any other digit ends a zone's name, "
        "whose row is the letter before it: `e4st` is a statue at E4 (no count is 4), `f2wr` a "
        "wreck at F2 (no tile begins with f). Where a count could be meant (`b2st`: blue, 2 "
        "cucumbers?), a space makes it a zone: `b2 st`. `+` and the kinds kept beside the board "
        "end a run: `rcd4bf+sc` (statue and chest; `+` alone: none). `d4` alone moves the "
        "cursor, Enter alone to the next zone; before words it says where they go: `c6 green "
        'coral`, or a game file\'s line, `C6 = "green coral"`.'
    ),
)


class HelpScreen(Screen[None]):
    ACTIONS = KEYS
    BINDINGS = KEYS.bindings()

    def compose(self) -> ComposeResult:
        yield Header()
        with VerticalScroll(id="keys-scroll"):
            yield Static(Text(_("Keys"), style="bold underline"))
            yield Static(id="key-table")
            if shows_ids(self.fathom):  # a page has no keymap to remap its keys in
                remap = message(
                    "Remap any key by its binding id in {file}, under a [keys] header:",
                    file=str(keymap_file()),
                )
                # No blank line above it: the language's row (help.language, last of the table's)
                # took its place, so that the screen is as long as it was before there was one.
                # Escaped: the example's [keys] header would otherwise be read as a style tag.
                yield Static(
                    escape(f"{say(remap)}\n" + '  [keys]\n  "editor.undo" = "ctrl+z,u"\n'),
                    id="keymap-example",
                )
            yield Static(Text(_("Entering tiles"), style="bold underline"))
            yield Static(entry_help())
        # Not the Footer: at 45 columns its keys were drawn over each other (「f▏^p パ  ット」).
        yield KeyLine(shown_keys(self, self.BINDINGS), id="keys")

    @property
    def fathom(self) -> FathomApp:
        return cast("FathomApp", self.app)

    def on_mount(self) -> None:
        self.retell()

    def retell(self) -> None:
        """What the screen says outside its widgets, in the language chosen now."""
        self.sub_title = _("keys")
        self.on_resize()

    def on_resize(self) -> None:
        # The table where its columns fit; else a list, which wraps between words.
        app = cast("FathomApp", self.app)
        narrow = self.size.width - 2 < table_width(app)
        self.query_one("#key-table", Static).update(key_list(app) if narrow else key_table(app))

    def action_close(self) -> None:
        self.app.pop_screen()
