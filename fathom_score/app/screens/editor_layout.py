"""How the board editor lays itself out in the room its screen has (issue 16).

The screen asks `arrange` on every resize: the largest board form that fits (render's board
forms: hex, then two-line, then one-line); for it, the fewest things given up around it (first
the legend, then the entry field's border, then the player bar's underline); and with those,
the roomiest way to show the score (beside the board, beside it without its extra rows, under
it as the column or packed into lines), or where none fits, a pane switched with one key.
With the tap pad shown, its rows are
taken first and the legend gives way to it; where even the smallest trims leave too little room,
the line above the board, the rule above the entry pane and a hint under the field go too (a
phone on its side), and where the whole pad still does not fit with a form and place of the
score, it has pages in the rows left, before a smaller form or the score's pane. Rows to
spare go to a compact board's messages. Worked out from the rows each part needs at the
screen's width (the parts say), not by trial layouts: a resize lays the screen out once.
"""

from __future__ import annotations

import textwrap
from dataclasses import dataclass, replace
from functools import cache
from typing import Protocol

from textual.content import Content

from ...model import Layout
from ...render.board_forms import FORMS, HEX, form_size
from ...render.cells import cell_len, one_cell_wide
from ...words import N_, _
from ..widgets.score_column import COLUMN, PACKED, SHORT

# The entry field's placeholder: whole at 100 columns (F1 shows the full shorthand). Msgids:
# hints() says them.
HINT = N_(
    "rc y2f g@e (rc) st, run on: rcy2f.bfk (. skips, : two) · rcd4bf: bf at D4 · +sc kept · F1"
)
# Where that is too long for the field: as its placeholder, or under a narrow field on at most
# two lines.
SHORT_HINT = N_("rc y2f g@e st · run on: rcy2f.bfk (. skips) · F1: all codes")


def hints() -> tuple[str, str]:
    """The hint and the short hint, in the language chosen now."""
    return _(HINT), _(SHORT_HINT)


# Where the score goes, and in which of the score column's forms: beside the board as today,
# beside it short (its categories and total), under the board (as the column where the height
# allows, else packed into lines), or in a pane that takes the board's place at a key.
BESIDE, UNDER, PANE = "beside", "under", "pane"
PLACES = ((BESIDE, COLUMN), (BESIDE, SHORT), (UNDER, COLUMN), (UNDER, PACKED))

SIDE_WIDTH = 30  # the score column beside the board: its border, padding and figures
# The shorter column: the longest label and a figure of three digits, its padding and border.
SHORT_SIDE_WIDTH = 26
BOARD_GUTTER = (2, 1)  # the board's padding: a column either side, a line above
MESSAGE_LINES = 2  # what an entry's outcome may take (a long run's takes the legend's too)
MORE_MESSAGE_LINES = 2  # the most spare rows given to a compact board's messages (an error in
# 40 columns)


class Parts(Protocol):
    """The rows each part of the editor takes at a width (in cells)."""

    def key_lines(self, width: int, pane: bool) -> int: ...

    def bar_lines(self, underline: bool, fingertip: bool) -> int: ...

    def palette_lines(self, width: int) -> int: ...

    def pad_lines(self, width: int) -> int: ...

    def paged_pad_lines(self, width: int, most: int) -> int | None: ...

    def score_lines(self, form: str, width: int) -> int: ...


class Measured:
    """The parts' rows, each asked once: an arrangement is chosen from many."""

    def __init__(self, parts: Parts) -> None:
        self.key_lines = cache(parts.key_lines)
        self.bar_lines = cache(parts.bar_lines)
        self.palette_lines = cache(parts.palette_lines)
        self.pad_lines = cache(parts.pad_lines)
        self.paged_pad_lines = cache(parts.paged_pad_lines)
        self.score_lines = cache(parts.score_lines)


@dataclass(frozen=True)
class Trim:
    """What the editor shows around the board: giving up each in turn makes room for it."""

    palette: bool = True  # the legend of quick codes under the entry field
    boxed_entry: bool = True  # the entry field in its border (three lines), or one bare line
    bar_underline: bool = True  # the line under the player bar's names
    # With the pad only: no line above the board, no rule above the entry pane, no hint under
    # the field (the pad's items show the codes).
    tight: bool = False
    # On a served page: the player tabs a fingertip tall (PlayerBar.lines_with); given up
    # last, where the board would otherwise be drawn smaller.
    fingertip_bar: bool = True


TRIMS = (
    Trim(),
    Trim(palette=False),
    Trim(palette=False, boxed_entry=False),
    Trim(palette=False, boxed_entry=False, bar_underline=False),
    Trim(palette=False, boxed_entry=False, bar_underline=False, tight=True),
    Trim(palette=False, boxed_entry=False, bar_underline=False, fingertip_bar=False),
    Trim(palette=False, boxed_entry=False, bar_underline=False, tight=True, fingertip_bar=False),
)


@dataclass(frozen=True)
class Arrangement:
    form: str
    place: str
    score_form: str  # the score column's form; in the pane, the largest that fits it
    trim: Trim
    placeholder: str  # the hint in the entry field, or "" when it goes under the field
    hint_lines: int  # the hint's lines under the field (0 when it is the placeholder)
    message_lines: int
    pad: bool = False  # the tap pad shown under the entry field
    pad_rows: int | None = None  # its rows when it has pages (the whole pad does not fit)

    @property
    def pane(self) -> bool:
        return self.place == PANE


def placeholder_for(field_width: int) -> str:
    """The longest hint that fits the field, or "" when none does."""
    return next((hint for hint in hints() if cell_len(hint) <= field_width), "")


def _lines(text: str, width: int) -> int:
    """The lines `text` takes wrapped to `width` cells under the field: textwrap's count where
    every character is one cell (as it always was), else Textual's own wrapping, which
    measures cells (textwrap counts characters: a Japanese hint would run past the line)."""
    if one_cell_wide(text):
        return len(textwrap.wrap(text, width))
    return len(Content(text).wrap(width))


def field_width(width: int, boxed: bool) -> int:
    """The entry field's room for text: the entry pane's padding, and a boxed field's border
    and padding."""
    return width - 2 - (6 if boxed else 0)


def arrange(
    width: int, height: int, layout: Layout, parts: Parts, pad: bool = False
) -> Arrangement:
    """The arrangement with the largest board form, then the fewest trims, then the score's
    roomiest place, that fits (the pane last of all); when nothing does, the smallest of all.
    Its rows to spare go to the messages."""
    parts = Measured(parts)
    # With the pad, the legend gives way to it, and only then may the spacing go: without, a
    # smaller board keeps the score in sight better than a bigger one unspaced.
    trims = [trim for trim in TRIMS if not (trim.palette if pad else trim.tight)]
    arrangements = []
    for form in FORMS:
        for places in (PLACES, ((PANE, None),)):
            tried = [
                _arrangement(width, height, form, place, score_form, trim, pad, parts)
                for trim in trims
                for place, score_form in places
            ]
            arrangements += tried
            for arrangement in tried:
                spare = _spare(arrangement, width, height, layout, parts)
                if spare is not None:
                    # The hex board's screens stay as they were: their messages are wide.
                    more = 0 if arrangement.form == HEX else min(spare, MORE_MESSAGE_LINES)
                    return replace(arrangement, message_lines=MESSAGE_LINES + more)
            # The whole pad does not fit with this board and score: the pad in pages, in the
            # rows left over, rather than a smaller board or the score away.
            for arrangement in tried if pad else ():
                room = _spare(replace(arrangement, pad_rows=0), width, height, layout, parts)
                rows = None if room is None else parts.paged_pad_lines(width - 2, room)
                if rows is not None:
                    return replace(arrangement, pad_rows=rows)
    return arrangements[-1]


def _arrangement(
    width: int,
    height: int,
    form: str,
    place: str,
    score_form: str | None,
    trim: Trim,
    pad: bool,
    parts: Parts,
) -> Arrangement:
    placeholder = placeholder_for(field_width(width, trim.boxed_entry))
    hint_lines = 0 if placeholder or trim.tight else _lines(hints()[1], width - 2)
    arrangement = Arrangement(
        form, place, score_form or PACKED, trim, placeholder, hint_lines, MESSAGE_LINES, pad
    )
    if score_form is None:  # the pane: the score's largest form that fits the room
        room = main_lines(arrangement, width, height, parts)
        arrangement = replace(
            arrangement,
            score_form=next(
                (f for f in (COLUMN, SHORT) if parts.score_lines(f, width - 2) <= room), PACKED
            ),
        )
    return arrangement


def main_lines(arrangement: Arrangement, width: int, height: int, parts: Parts) -> int:
    """The lines left for the board and the score beside or under it."""
    trim = arrangement.trim
    bar = parts.bar_lines(trim.bar_underline, trim.fingertip_bar)
    entry = 3 if trim.boxed_entry else 1
    rule = 0 if trim.tight else 1
    entry_pane = (
        rule
        + 1
        + entry
        + arrangement.hint_lines
        + arrangement.message_lines
        + (parts.palette_lines(width - 2) if trim.palette else 0)
    )
    title = 1
    pad = 0 if not arrangement.pad else arrangement.pad_rows
    if pad is None:
        pad = parts.pad_lines(width - 2)
    return height - title - bar - entry_pane - pad - parts.key_lines(width - 2, arrangement.pane)


def _spare(
    arrangement: Arrangement, width: int, height: int, layout: Layout, parts: Parts
) -> int | None:
    """The rows the arrangement leaves over, or None if it does not fit."""
    form_width, form_height = form_size(layout, arrangement.form)
    board_width = form_width + BOARD_GUTTER[0]
    board_height = form_height + (0 if arrangement.trim.tight else BOARD_GUTTER[1])
    room = main_lines(arrangement, width, height, parts)
    place, score_form, side = arrangement.place, arrangement.score_form, width - board_width
    if board_width > width:
        return None
    if place == BESIDE:
        # The column has a line of padding above it; the short one gives it up.
        least, above = (SIDE_WIDTH, 1) if score_form == COLUMN else (SHORT_SIDE_WIDTH, 0)
        if side < least:
            return None
        used = max(board_height, parts.score_lines(score_form, side - 3) + above)
    else:
        score_lines = parts.score_lines(score_form, width - 2)
        used = board_height + score_lines if place == UNDER else max(board_height, score_lines)
    return room - used if used <= room else None
