"""Errors in game files, worded for the person who wrote the file."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

from ..model import PoiKind
from ..model.toml_text import printable, shown

__all__ = ["FILE", "MAX_SHOWN", "GameFileError", "NotationError", "Problem", "Wording", "shown"]


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
        # A zone is named as the file wrote it, which may be anything: shown escaped.
        return printable(": ".join(where + [self.message]))


@dataclass(frozen=True)
class Wording:
    """How a message tells its reader to write a point of interest: in the game file's words
    (`FILE`), or in those the app's entry field takes (the table layer's). The message is the
    same; only these words change with who reads it."""

    kept: str  # where the kinds kept beside the board are written
    keep: Callable[[PoiKind], str]  # how to keep one there
    put: Callable[[PoiKind], str]  # how to put one on its zone instead


FILE = Wording(
    "poi_kept",
    lambda kind: "list it in poi_kept",
    lambda kind: f'write "poi {kind}" there, not in poi_kept',
)


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
