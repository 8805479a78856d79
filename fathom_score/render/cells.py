"""Text measured in terminal cells, not characters: a Japanese character takes two cells, so a
name such as 太郎 is four cells wide though two characters long, and a column padded or cut by
`len` would run out of line.

Text whose every character is one cell wide (English, most of Latin, Greek and Cyrillic) is
measured here without loading Rich, as Rich itself does; anything else goes to rich.cells,
imported only then (the history's command draws its tables without Rich, for speed).
"""

from __future__ import annotations

from typing import Literal

ELLIPSIS = "…"

# Characters Rich counts one cell wide without looking them up (rich/cells.py's
# _SINGLE_CELL_UNICODE_RANGES), and the few the reports draw themselves.
ONE_CELL = frozenset(
    [
        chr(c)
        for start, end in (
            (0x20, 0x7E),
            (0xA0, 0xAC),
            (0xAE, 0x2FF),
            (0x370, 0x482),
            (0x2500, 0x25FC),
        )
        for c in range(start, end + 1)
    ]
    + ["★", "—", ELLIPSIS]
)


def one_cell_wide(text: str) -> bool:
    """Whether every character of `text` takes one cell, so that its length is its width."""
    return ONE_CELL.issuperset(text)


def cell_len(text: str) -> int:
    """The cells `text` takes in a terminal."""
    if ONE_CELL.issuperset(text):
        return len(text)
    from rich.cells import cell_len as measured

    return measured(text)


def fit(text: str, width: int, align: Literal["left", "right", "centre"] = "left") -> str:
    """`text` padded with spaces to `width` cells (as str.ljust, rjust and center pad to a
    number of characters); text already as wide or wider is left as it is."""
    room = width - cell_len(text)
    if room <= 0:
        return text
    if align == "left":
        return text + " " * room
    if align == "right":
        return " " * room + text
    # str.center's split of an odd room, so that English stays as it was drawn.
    left = room // 2 + (room & width & 1)
    return " " * left + text + " " * (room - left)


def within(text: str, width: int) -> str:
    """The longest start of `text` that fits in `width` cells, never cut inside a character."""
    if width <= 0:
        return ""
    if ONE_CELL.issuperset(text):
        return text[:width]
    from rich.cells import chop_cells

    return next(iter(chop_cells(text, width)), "")


def cut(text: str, width: int) -> str:
    """`text` if it fits in `width` cells, else as much of it as fits with an ellipsis."""
    if cell_len(text) <= width:
        return text
    return within(text, width - 1) + ELLIPSIS


def plain_widths(text: str) -> bool:
    """Whether every character of `text` takes one cell or two, none joined to the next or
    drawn over the last (a zero-width joiner, a combining accent): its width is then the sum
    of its characters', and a cut falls between two of them."""
    if ONE_CELL.issuperset(text):
        return True
    from rich.cells import get_character_cell_size

    return all(get_character_cell_size(c) in (1, 2) for c in set(text))


def cut_as_rich(text: str, width: int) -> str:
    """`text` cut to exactly `width` cells with an ellipsis, as Rich's Text.truncate cuts it:
    a double-width character the cut would halve becomes a space."""
    if ONE_CELL.issuperset(text):
        return text[: width - 1] + ELLIPSIS
    from rich.cells import set_cell_size

    return set_cell_size(text, width - 1) + ELLIPSIS
