"""Where a line of Japanese may break, and the lines a text takes at a width.

Japanese has no spaces between words: a line may break between any two characters, but a
typesetter breaks it between phrases (文節), never before a closing mark or a small kana and
never after an opening mark (the basic line-start and line-end rules, 禁則処理). BudouX, Google's
phrase segmenter made for line breaking, finds the phrases; the rules below only take away the
breaks that would start or end a line wrongly, or cut what a person reads as one thing: a zone
name (D4), a code, a number with its unit (12点), a word of the game.

`line_starts(text, width)` is the one answer every renderer asks: the offsets where each new
line starts, as Rich's `Text.divide` and Textual's `Content.divide` take them. Text with no
Japanese in it is not asked here at all (render/prose.py, app/widgets/prose.py): English wraps
exactly as it always did.
"""

from __future__ import annotations

import itertools
import re
import textwrap
from functools import cache, lru_cache
from typing import TYPE_CHECKING

from rich.cells import cell_len

if TYPE_CHECKING:
    from budoux import Parser

# Never at the start of a line: closing brackets and marks, the long-vowel mark, small kana,
# iteration marks (JIS X 4051's line-start prohibition, the basic set).
NO_START = frozenset(
    "、。，．・：；？！ー〜…‥）」』】〕〉》］｝〙〗"
    "ぁぃぅぇぉっゃゅょゎゕゖァィゥェォッャュョヮヵヶㇰㇱㇲㇳㇴㇵㇶㇷㇸㇹㇺㇻㇼㇽㇾㇿ々ゝゞヽヾ"
    ",.:;?!)]}%"
)
# Never at the end of a line: opening brackets.
NO_END = frozenset("（「『【〔〈《［｛〘〖([{")
# The units a number is said with: "12点", "2位", "3匹", "4つ", "5枚", "6問", "7回".
UNITS = frozenset("点位匹つ枚問回人局件分秒")
# Words of the game BudouX would cut (it reads "（北" and "東向き" as two phrases, and "北東" and
# "向き"), "もしも" (which it cuts after its first も), and a name with a space in it.
WHOLE_WORDS = (
    "(?:北東|北西|南東|南西|東|西)(?:向き)?",
    "深海カメラ",
    "サイフォノフォア",
    "もしも",
    "BG Stats",
)
JAPANESE = re.compile("[\u3000-\u30ff\u3400-\u9fff\uf900-\ufaff\uff00-\uffef]")


def has_japanese(text: str) -> bool:
    """Whether `text` holds a character of Japanese (kana, kanji, full-width forms)."""
    return JAPANESE.search(text) is not None


@cache
def _parser() -> Parser:
    # Loaded the first time Japanese is wrapped: an English session never imports BudouX.
    import budoux

    return budoux.load_default_japanese_parser()


@lru_cache(maxsize=4096)
def break_points(text: str) -> frozenset[int]:
    """The offsets in `text` (one line, no newline) before which a new line may start."""
    points: set[int] = set()
    offset = 0
    for phrase in _parser().parse(text):
        offset += len(phrase)
        points.add(offset)
    # After a space, as English breaks; a line then starts at the next word.
    points.update(match.end() for match in re.finditer(r"\s+", text))
    kept = _kept_whole(text)
    return frozenset(p for p in points if 0 < p < len(text) and p not in kept and _may(text, p))


def _kept_whole(text: str) -> set[int]:
    inside: set[int] = set()
    for word in WHOLE_WORDS:
        for match in re.finditer(word, text):
            inside.update(range(match.start() + 1, match.end()))
    return inside


def _may(text: str, at: int) -> bool:
    """Whether a line may start at `at`: between `text[at - 1]` and `text[at]`."""
    before, after = text[at - 1], text[at]
    if after in NO_START or before in NO_END:
        return False
    if before.isascii() and after.isascii() and not (before.isspace() or after.isspace()):
        return False  # inside a zone name, a code, a number
    if text[:at].rstrip()[-1:] in NO_END | {"→"}:
        return False  # "{{ table }}", "facing E → 2点": past a space, still the mark's
    return not (before.isdigit() and after in UNITS)


def line_starts(text: str, width: int) -> list[int]:
    """The offsets where each line after the first starts, `text` (one line) wrapped to
    `width` cells: as many phrases a line as fit; a phrase wider than a line is folded by
    characters, still never starting a line where the rules forbid."""
    if cell_len(text.rstrip()) <= width:
        return []  # the whole line fits: no phrase need be found (nor BudouX loaded)
    starts: list[int] = []
    line_start, fitting = 0, None  # fitting: the furthest break whose line still fits
    for point in [*sorted(break_points(text)), len(text)]:
        while cell_len(text[line_start:point].rstrip()) > width:
            if fitting is not None:
                starts.append(fitting)
                line_start, fitting = fitting, None
                continue
            cuts = _fold(text, line_start, point, width)
            if not cuts:
                break  # one character wider than the line: it is the line
            starts.extend(cuts)
            line_start = cuts[-1]
        fitting = point
    return starts


def _fold(text: str, start: int, end: int, width: int) -> list[int]:
    """Where a phrase too wide for a line (text[start:end]) is cut, a line's width at a time:
    at the last place in the line that the rules allow between two characters (between 無効です：
    and %(value)r), else by width, moved back a character or three where it would start a line
    with a closing mark or cut a number from its unit ("}）、")."""
    cuts: list[int] = []
    line_start, used = start, 0
    for at in range(start, end):
        size = cell_len(text[at])
        if used + size > width and at > line_start:
            allowed = next((p for p in range(at, line_start, -1) if _may(text, p)), None)
            cut = at if allowed is None else allowed
            while allowed is None and cut - 1 > line_start and not _may_fold(text, cut):
                if at - cut >= 3:  # "}）、": three marks that may not start a line
                    break
                cut -= 1
            cuts.append(cut)
            line_start, used = cut, cell_len(text[cut:at])
        used += size
    return cuts


def _may_fold(text: str, at: int) -> bool:
    before, after = text[at - 1], text[at]
    return (
        after not in NO_START and before not in NO_END and not (before.isdigit() and after in UNITS)
    )


def widest_piece(line: str) -> int:
    """The cells of the widest piece of `line` (one line) that no break may cut: the least
    width it wraps to without folding a phrase."""
    cuts = [0, *sorted(break_points(line)), len(line)]
    return max(cell_len(line[a:b].rstrip()) for a, b in itertools.pairwise(cuts))


def wrap(text: str, width: int) -> list[str]:
    """`text` as the lines it takes at `width` cells, each newline of it a line's end too:
    for measuring, and for what has no renderer of its own (argparse's help)."""
    lines: list[str] = []
    for paragraph in text.split("\n"):
        cuts = (
            [0, *line_starts(paragraph, width), len(paragraph)] if has_japanese(paragraph) else []
        )
        if not cuts:
            lines.extend(textwrap.wrap(paragraph, width) or [""])
            continue
        lines.extend(paragraph[a:b].rstrip() for a, b in itertools.pairwise(cuts))
    return lines
