"""Where a line of Japanese breaks (fathom_score/words/breaking.py): between phrases, never
before a closing mark or a small kana nor after an opening one, never inside a zone name, a
code, a direction or a number with its unit; and English exactly as Rich wraps it."""

from __future__ import annotations

import itertools

import pytest
from hypothesis import given
from hypothesis import strategies as st
from rich.cells import cell_len
from rich.console import Console
from rich.text import Text

from fathom_score.render.prose import Prose
from fathom_score.words.breaking import (
    NO_END,
    NO_START,
    UNITS,
    break_points,
    has_japanese,
    line_starts,
    widest_piece,
    wrap,
)
from scripts.catalogues import read, translations

WIDTHS = [10, 16, 24, 40, 60, 80]
JAPANESE = sorted(
    {
        line
        for entry in read(translations()["ja"])
        if entry.id
        for text in (entry.string if isinstance(entry.string, tuple) else (entry.string,))
        for line in text.split("\n")
        if has_japanese(line)
    }
)


def lines_at(text: str, width: int) -> list[str]:
    cuts = [0, *line_starts(text, width), len(text)]
    return [text[a:b] for a, b in itertools.pairwise(cuts)]


def faults(text: str, width: int) -> list[str]:
    """Every line break of `text` at `width` that Japanese does not allow: before a closing
    mark or after an opening one, between a number and its unit, or inside a piece (what lies
    between two places a line may break) that would have fitted the line whole."""
    wrong = []
    lines = lines_at(text, width)
    points = sorted({0, *break_points(text), len(text)})
    at = 0
    for before, after in itertools.pairwise(lines):
        at += len(before)
        end, start = before.rstrip()[-1:], after[:1]
        if start in NO_START or end in NO_END:
            wrong.append(f"{before}|{after}: a mark")
        if end.isdigit() and start in UNITS:
            wrong.append(f"{before}|{after}: a number from its unit")
        if at not in points:
            piece = text[max(p for p in points if p < at) : min(p for p in points if p > at)]
            if cell_len(piece.rstrip()) <= width:
                wrong.append(f"{before}|{after}: inside {piece!r}, which fits")
    return wrong


def test_a_sentence_breaks_between_its_phrases():
    text = "ボードの横に置いた彫像は、遠征1では4点になります。"
    lines = lines_at(text, 20)
    assert len(lines) > 1 and all(cell_len(line.rstrip()) <= 20 for line in lines)
    assert all(len("".join(lines[: n + 1])) in break_points(text) for n in range(len(lines) - 1))


def test_no_line_starts_with_a_closing_mark_or_cuts_a_number_from_its_unit():
    assert faults("入力してください。", 16) == []
    assert "。" not in [line[:1] for line in lines_at("入力してください。", 16)]
    assert all(
        not line.startswith("点") for line in lines_at("合計は12点です。合計は12点です。", 12)
    )
    assert faults("（B1、B2、B3、C1、C2、C3）を数えます", 14) == []


def test_a_direction_a_zone_and_a_code_stay_whole():
    text = "G1の深海カメラ（北東向き）の視線に、D4とrcy2f"
    for width in range(12, 40):  # （北東向き, which may not end with its （, is 10 cells
        joined = ["".join(lines_at(text, width)[: n + 1]) for n in range(4)]
        for word in ("北東向き", "深海カメラ", "D4", "rcy2f"):
            at = text.index(word)
            assert not any(at < len(j) < at + len(word) for j in joined), (word, width)


@pytest.mark.parametrize("width", WIDTHS)
def test_every_japanese_message_breaks_where_japanese_may(width):
    wrong = {text: found for text in JAPANESE if (found := faults(text, width))}
    assert not wrong, "\n".join(f"{text}: {found}" for text, found in list(wrong.items())[:10])


@pytest.mark.parametrize("width", WIDTHS)
def test_each_line_fits_unless_one_piece_is_wider(width):
    for text in JAPANESE:
        if widest_piece(text) <= width:
            assert all(cell_len(line.rstrip()) <= width for line in lines_at(text, width)), text


english = st.text(alphabet=st.sampled_from("abc defg hij, D4. (rc) "), min_size=0, max_size=120)


@given(english, st.integers(min_value=4, max_value=60))
def test_english_wraps_exactly_as_rich_wraps_it(text, width):
    console = Console(width=width)
    plain = Text(text).wrap(console, width)
    prose = Prose(text).wrap(console, width)
    assert [line.plain for line in prose] == [line.plain for line in plain]


def test_wrap_keeps_each_newline_and_wraps_english_as_textwrap():
    assert wrap("one two three\nfour", 8) == ["one two", "three", "four"]
    assert wrap("", 8) == [""]
    assert all(
        cell_len(line) <= 20 for line in wrap("ボードの横に置いた彫像は、遠征1では4点です。", 20)
    )
