"""Errors in game files, worded for the person who wrote the file."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

from ..model import PoiKind, Species
from ..model.toml_text import printable, shown
from ..words import Message, Value, message, plural_message, say

__all__ = [
    "FILE",
    "MAX_SHOWN",
    "GameFileError",
    "NotationError",
    "Problem",
    "Wording",
    "shown",
    "species_name",
]

# A species as a message names it (the notation's own word is its `value`, as typed).
_SPECIES_NAMES = {
    Species.CORAL: message("coral"),
    Species.FISH: message("schooling fish"),
    Species.CUCUMBER: message("sea cucumber"),
    Species.CRUSTACEAN: message("crustacean"),
    Species.WHALEFALL: message("whalefall"),
    Species.SIPHONOPHORE: message("siphonophore"),
    Species.ANGLERFISH: message("anglerfish"),
    Species.CAMERA: message("deep-sea camera"),
    Species.JELLYFISH: message("jellyfish"),
    Species.SOLE: message("finless sole"),
}


def species_name(species: Species) -> Message:
    """The species' name in a message ("schooling fish", 魚の群れ)."""
    return _SPECIES_NAMES[species]


@dataclass(frozen=True)
class Problem:
    """One thing wrong with a game, located as precisely as the file allows: what is wrong is
    a Message, said in the reader's language where it is shown."""

    message: Message
    player: str | None = None
    zone: str | None = None
    line: int | None = None

    def said(self) -> str:
        """What is wrong, in the chosen language."""
        return say(self.message)

    def located(self, source: str | None = None) -> str:
        where = [source] if source else []
        if self.line is not None:
            where.append(say(message("line {line}", line=self.line)))
        if self.player is not None:
            where.append(say(message("player {player!r}", player=self.player)))
        if self.zone is not None:
            where.append(say(message("zone {zone}", zone=self.zone)))
        said: Message = self.message
        for place in reversed(where):  # "file: player 'Ana': zone D4: …"; in Japanese "："
            said = message("{where}: {problem}", where=place, problem=said)
        # A zone is named as the file wrote it, which may be anything: shown escaped.
        return printable(say(said))


@dataclass(frozen=True)
class Wording:
    """How a message tells its reader to write a point of interest: in the game file's words
    (`FILE`), or in those the app's entry field takes (the table layer's). The message is the
    same; only these words change with who reads it."""

    kept: Value  # where the kinds kept beside the board are written
    keep: Callable[[PoiKind], Value]  # how to keep one there
    put: Callable[[PoiKind], Value]  # how to put one on its zone instead


FILE = Wording(
    "poi_kept",
    lambda kind: message("list it in poi_kept"),
    lambda kind: message('write "poi {kind}" there, not in poi_kept', kind=str(kind)),
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
            more = len(self.problems) - MAX_SHOWN
            lines.append(
                say(
                    plural_message(
                        "... and {count} more problem", "... and {count} more problems", count=more
                    )
                )
            )
        return "\n".join(lines)


class NotationError(ValueError):
    """Zone text that does not describe a tile or token; the message says what is allowed. It
    carries the words as data (`words`), said in the chosen language when it is shown."""

    def __init__(self, words: Message | str) -> None:
        self.words = words
        super().__init__(words)

    def __str__(self) -> str:
        return say(self.words)
