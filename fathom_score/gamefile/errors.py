"""Errors in game files, worded for the person who wrote the file."""

from __future__ import annotations

import reprlib
from dataclasses import dataclass

# Values from a file are quoted in messages: keep them short, however long or deeply nested.
_SHORT = reprlib.Repr()
_SHORT.maxlevel, _SHORT.maxstring, _SHORT.maxother = 2, 60, 60
_SHORT.maxlist = _SHORT.maxdict = 4


def shown(value: object) -> str:
    """A value from a game file as a message quotes it: its repr, cut short."""
    return _SHORT.repr(value)


@dataclass(frozen=True)
class Problem:
    """One thing wrong with a game, located as precisely as the file allows."""

    message: str
    player: str | None = None
    zone: str | None = None
    line: int | None = None

    def located(self, source: str | None = None) -> str:
        where = [source] if source else []
        if self.line is not None:
            where.append(f"line {self.line}")
        if self.player is not None:
            where.append(f"player {self.player!r}")
        if self.zone is not None:
            where.append(f"zone {self.zone}")
        return ": ".join(where + [self.message]) if where else self.message


MAX_SHOWN = 20


class GameFileError(ValueError):
    """A game that cannot be loaded; it lists every problem found, and nothing is half-loaded."""

    def __init__(self, problems: list[Problem] | Problem, source: str | None = None) -> None:
        self.problems = [problems] if isinstance(problems, Problem) else list(problems)
        self.source = source
        super().__init__(str(self))

    def __str__(self) -> str:
        # A badly broken file can have thousands of problems; the first few say enough.
        lines = [p.located(self.source) for p in self.problems[:MAX_SHOWN]]
        if len(self.problems) > MAX_SHOWN:
            lines.append(f"... and {len(self.problems) - MAX_SHOWN} more problems")
        return "\n".join(lines)


class NotationError(ValueError):
    """Zone text that does not describe a tile or token; the message says what is allowed."""
