"""Words: what a person reads, in the language they chose (English or Japanese).

The core returns words as data, a `Message` (the English source text, which is the
catalogue's msgid, and its values); the edge (the command line, the render layer, the app)
turns one into text with `say`, in the chosen language, at the moment it is shown. Text that is
only ever shown, never kept, goes through `_` and `n_` at the edge.

    message("{zone} is not on the board", zone="D4")          # a Message: data, no words yet
    plural_message("{count} point", "{count} points", count=3)
    say(message(...))   # "D4 is not on the board" / "D4はボード上にありません"
    english(message(...))   # "D4 is not on the board", whatever the language
    _("Total")          # "Total" / "合計"
    n_("{count} game", "{count} games", 2).format(count=2)

A value is said by its kind: a str (a player's or a zone's name, a code) as it is in every
language, an int in Arabic digits, a Message (a word that is itself translated: a colour, a
species) in the chosen language, a tuple of those joined by the language's list separator
(", " or "、"); `and_list` makes the "Ana, Ben and Cleo" list.

The language is `en` or `ja`: `set_language`, or else the environment as gettext reads it
(LANGUAGE, LC_ALL, LC_MESSAGES, LANG). The catalogue is read when words are first said in a
language other than English, never before: `score --json` says nothing and reads none.
Babel extracts the msgids from the calls to `message`, `plural_message`, `_`, `n_` and `N_`
(pyproject.toml's [tool.babel]; README: "Translations").
"""

from __future__ import annotations

from .languages import (
    LANGUAGES,
    chosen_language,
    environment_language,
    language,
    set_language,
)
from .message import (
    N_,
    Message,
    Value,
    _,
    and_list,
    clauses,
    english,
    labelled,
    message,
    n_,
    ordinal,
    plural_message,
    points,
    say,
)

__all__ = [
    "LANGUAGES",
    "N_",
    "Message",
    "Value",
    "_",
    "and_list",
    "chosen_language",
    "clauses",
    "english",
    "environment_language",
    "labelled",
    "language",
    "message",
    "n_",
    "ordinal",
    "plural_message",
    "points",
    "say",
    "set_language",
]
