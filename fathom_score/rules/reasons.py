"""What every rule returns: points, and the reasons a player can check on the board."""

from __future__ import annotations

from dataclasses import dataclass, field


@dataclass(frozen=True)
class Reason:
    """One scored (or unscored) thing on a board, explained.

    `rule` names the rule applied (a key into the rules guide), `zones` the zones to highlight,
    `working` the arithmetic, and `alternatives` what other choices would have scored. A `note`
    explains a choice the scorer made (a multicoloured coral's colour) and scores nothing itself.
    """

    rule: str
    text: str
    points: int
    zones: tuple[str, ...] = ()
    working: str = ""
    alternatives: tuple[tuple[str, int], ...] = ()
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


def zone_list(zones: tuple[str, ...] | list[str]) -> str:
    return ", ".join(zones)


def and_list(items: list[str]) -> str:
    """'Ana', 'Ana and Ben', 'Ana, Ben and Cleo'."""
    return items[0] if len(items) == 1 else ", ".join(items[:-1]) + " and " + items[-1]


def ordinal(place: int) -> str:
    """1st, 2nd, 3rd, 4th, ... (places in this game never reach the teens)."""
    return f"{place}{ {1: 'st', 2: 'nd', 3: 'rd'}.get(place, 'th') }"


def plural(count: int, word: str, plural_word: str | None = None) -> str:
    return f"{count} {word if count == 1 else plural_word or word + 's'}"
