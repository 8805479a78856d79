"""The check every Japanese screen and command's output is held to (issue 31): no line starts
or ends where Japanese may not break. Shared by tests/app and tests/cli."""

from __future__ import annotations

import re

from fathom_score.words.breaking import NO_END, NO_START, has_japanese

# A run of text: what lies between box-drawing and block characters, scroll bars and gaps of
# two spaces or more (columns side by side).
RUN = re.compile(r"[^\u2500-\u259f\s▁▔▎▊]+(?: [^\u2500-\u259f\s▁▔▎▊]+)*")
# The Japanese marks only: ASCII ones (a code's ")" or ",") are not Japanese line breaking.
# "・" is also a list's bullet, which starts a line.
START = {mark for mark in NO_START if not mark.isascii()} - {"・"}
END = {mark for mark in NO_END if not mark.isascii()}
HEADER = "Project-Id-Version"


def badly_broken(text: str) -> list[str]:
    """The lines of `text` with a run of Japanese that starts or ends where it may not."""
    wrong = []
    for line in text.splitlines():
        for run in RUN.finditer(line):
            if has_japanese(run[0]) and _breaks_badly(line, run.start(), run.end()):
                wrong.append(line.strip())
                break
    return wrong


def _breaks_badly(line: str, start: int, end: int) -> bool:
    # A run that touches a border is cut by a dialog drawn over it, not broken: each of its
    # ends is looked at only where a space (a panel's padding) stands between it and a border.
    starts = start == 0 or line[start - 1] == " "
    ends = end == len(line) or line[end] == " "
    return (starts and line[start] in START) or (ends and line[end - 1] in END)


# A unit said twice: a placeholder given "12点" in a message that adds its own 点.
DOUBLED_UNIT = re.compile(r"([点位匹枚件問])\1")


def doubled_units(text: str) -> list[str]:
    """The lines of `text` where a unit follows itself (「12点点」)."""
    return [line.strip() for line in text.splitlines() if DOUBLED_UNIT.search(line)]
