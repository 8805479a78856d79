"""TOML written by hand, as game files and layout files are: read past a byte-order mark, and
tomllib's complaints put in plain words, with the line they are on.

tomllib's own words describe its parser ("Illegal character '\\n'" for a text whose closing
quote is missing); the person who wrote the file needs to hear what to put right.
"""

from __future__ import annotations

import re
import reprlib
import tomllib
from typing import Any

from ..words import N_, Message, Value, message

# Windows Notepad starts a UTF-8 file with one; TOML does not allow it, but it is no mistake.
BYTE_ORDER_MARK = "\ufeff"
_WHERE = re.compile(r"\s*\((?:at line (\d+), column \d+|at end of document)\)$")
# A text left open at the end of the file: tomllib's words, and the quote it opened with
# (the last one in the file: what follows an opening quote is text).
_UNCLOSED = {"Unterminated string": '"', 'Expected "\'"': "'", "Expected \"'''\"": "'''"}
_NOT_CLOSED = N_("a text is not closed: its closing quote is missing")
_TOO_LONG = N_("a number has more digits than any game or layout could need")
_TOO_DEEP = N_("the values are nested too deeply: no game or layout needs lists that deep")
# tomllib's message, and what to say instead (a msgid): `{char}` is the character it names,
# `{key}` the key on the line it names; braces that are text are doubled.
_PLAIN = (
    (
        r"Illegal character '\\n'|Found invalid character '\\n'",
        N_("a text is not closed: its closing quote is missing on this line"),
    ),
    (
        r"(?:Illegal|Found invalid) character (.+)",
        N_(
            "the control character {char} cannot be written as it is: write it as an "
            "escape (\\u001b)"
        ),
    ),
    (r"Cannot overwrite a value", N_("{key} is written twice")),
    (r"Cannot declare .* twice", N_("a [table] heading is written twice")),
    (
        r"Expected '=' after a key in a key/value pair",
        N_('a line reads KEY = VALUE, e.g. D4 = "red coral"'),
    ),
    (
        r"Invalid value",
        N_('the value after = must be a "text" in quotes, a number, true or false, or a [list]'),
    ),
    (r"Expected ']]' at the end of an array declaration", N_("a [[table]] heading needs its ]]")),
    (r"Expected ']' at the end of a table declaration", N_("a [table] heading needs its ]")),
    (r"Unclosed array", N_("a [list] is not closed: its ] is missing")),
    (r"Unclosed inline table", N_("a {{ table }} is not closed: its }} is missing")),
    (
        r"Unescaped '\\' in a string",
        N_("a backslash in a \"text\" is written twice (\\\\), or the text in 'single quotes'"),
    ),
    (
        r"Expected newline or end of document after a statement",
        N_(
            "something follows the value on the same line: write one KEY = VALUE a line (a comment "
            "starts with #)"
        ),
    ),
    (re.escape(_TOO_LONG), _TOO_LONG),
    (re.escape(_TOO_DEEP), _TOO_DEEP),
    (
        r"Invalid statement|Invalid initial character for a key part",
        N_("a line reads KEY = VALUE or is a [table] heading"),
    ),
)
_KEY = re.compile(r"\s*([^=]{1,40}?)\s*=")
# Values from a file are quoted in messages: keep them short, however long or deeply nested.
_SHORT = reprlib.Repr()
_SHORT.maxlevel, _SHORT.maxstring, _SHORT.maxother = 2, 60, 60
_SHORT.maxlist = _SHORT.maxdict = 4


def printable(text: str) -> str:
    """Text for a terminal: every character it would act on (ESC, BEL, ...) written as its
    escape, so that no file can move the cursor or retitle the window through a message."""
    if text.isprintable():
        return text
    return "".join(
        c if c.isprintable() else c.encode("unicode_escape").decode("ascii") for c in text
    )


def shown(value: object) -> str:
    """A value from a file as a message quotes it: its repr (every control character escaped),
    cut short."""
    return _SHORT.repr(value)


def read_toml(text: str) -> dict[str, Any]:
    """The document, as tomllib reads it once a byte-order mark is taken off. What tomllib
    cannot read without failing itself (a number longer than Python converts, values nested
    deeper than its stack) is a TOMLDecodeError too, in words `toml_problem` puts plainly."""
    try:
        return tomllib.loads(text.removeprefix(BYTE_ORDER_MARK))
    except tomllib.TOMLDecodeError:
        raise
    except ValueError:  # int() refuses more than sys.get_int_max_str_digits() digits
        raise tomllib.TOMLDecodeError(_TOO_LONG) from None
    except RecursionError:
        raise tomllib.TOMLDecodeError(_TOO_DEEP) from None


def toml_problem(error: tomllib.TOMLDecodeError, text: str) -> tuple[Message, int | None]:
    """What is wrong, in plain words (a Message), and the line it is on (None when no line
    says it)."""
    said = str(error)
    where = _WHERE.search(said)
    said = said[: where.start()] if where else said
    line = int(where.group(1)) if where and where.group(1) else None
    if said in _UNCLOSED:
        return message(_NOT_CLOSED), _opening_line(text, _UNCLOSED[said])
    if where and line is None and said == "Invalid value":
        return (
            message("the file ends where a value should be: a [list] or {{ table }} is not closed"),
            None,
        )
    problem = _plain(said, text, line)
    if where and line is None:
        problem = message("{problem} by the end of the file", problem=problem)
    return problem, line


def _plain(said: str, text: str, line: int | None) -> Message:
    """tomllib's words put plainly; its own (English) for anything not listed."""
    for pattern, plain in _PLAIN:
        if found := re.fullmatch(pattern, said):
            values = {"char": found.group(found.lastindex or 0), "key": _key(text, line)}
            # The msgid is one of _PLAIN's, marked there: only the values it names are given.
            return Message(plain, tuple((k, v) for k, v in values.items() if "{" + k in plain))
    return message("{said}", said=said)


def _opening_line(text: str, quote: str) -> int | None:
    at = text.rfind(quote)
    return text.count("\n", 0, at) + 1 if at >= 0 else None


def _key(text: str, line: int | None) -> Value:
    lines = text.split("\n")  # tomllib counts lines by \n alone
    if line is not None and 0 < line <= len(lines) and (key := _KEY.match(lines[line - 1])):
        return key.group(1)
    return message("a key")
