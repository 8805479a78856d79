"""The one check of a player's name, wherever a name enters: a game file, `players --rename`,
`quiz --player`, a restored backup. A name is printed in every listing and kept in the
history, so no escape sequence reaches a terminal and no name grows a line past reading."""

from __future__ import annotations

from ..words import Message, message

MAX_NAME = 40


def name_problem(name: str) -> Message | None:
    """What is wrong with `name` as a player's name (taken as written, spaces around it
    included), or None."""
    if not name.strip():
        return message("a name is needed")
    if len(name) > MAX_NAME or not name.isprintable():
        return message("a name is at most {most} printable characters", most=MAX_NAME)
    return None


def cut(name: str) -> str:
    """A name as a message quotes it: at most MAX_NAME characters, however long it is."""
    return name if len(name) <= MAX_NAME else name[:MAX_NAME] + "…"
