"""What every rule returns: points, and the reasons a player can check on the board.

A reason's words are data (`words.Message`: a message id and its values, zones as they are,
counts as numbers, colours and species as words of their own); they are said in the reader's
language where they are shown, never here.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from ..words import Message


@dataclass(frozen=True)
class Reason:
    """One scored (or unscored) thing on a board, explained.

    `rule` names the rule applied (a key into the rules guide), `zones` the zones to highlight,
    `working` the arithmetic, and `alternatives` what other choices would have scored (each
    choice in words, and its points). A `note` explains a choice the scorer made (a
    multicoloured coral's colour) and scores nothing itself.
    """

    rule: str
    text: Message
    points: int
    zones: tuple[str, ...] = ()
    working: Message | None = None
    alternatives: tuple[tuple[Message, int], ...] = ()
    note: bool = False


@dataclass(frozen=True)
class CategoryScore:
    """One cell of the scorepad: a category's points for one player, and why."""

    category: str
    points: int
    reasons: tuple[Reason, ...] = field(default=())

    @classmethod
    def of(cls, category: str, reasons: list[Reason] | tuple[Reason, ...]) -> CategoryScore:
        return cls(category, sum(r.points for r in reasons), tuple(reasons))
