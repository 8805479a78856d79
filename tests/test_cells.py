"""fathom_score.render.cells: text measured, padded and cut in terminal cells; for text whose
every character takes one cell, exactly what str.ljust, rjust, center and slicing give."""

from __future__ import annotations

from hypothesis import given
from hypothesis import strategies as st
from rich.cells import cell_len as rich_cell_len

from fathom_score.render.cells import cell_len, cut, fit, plain_widths, within

english = st.text(st.sampled_from("ab cé—★·'"), max_size=20)
mixed = st.text(st.sampled_from("ab c太郎さくら一…"), max_size=20)
widths = st.integers(0, 30)


@given(english, widths)
def test_english_is_padded_as_python_pads_it(text, width):
    assert fit(text, width) == text.ljust(width)
    assert fit(text, width, "right") == text.rjust(width)
    assert fit(text, width, "centre") == text.center(width)
    assert within(text, width) == text[:width]


@given(mixed, widths, st.sampled_from(["left", "right", "centre"]))
def test_japanese_is_padded_to_the_width_in_cells(text, width, align):
    padded = fit(text, width, align)
    assert cell_len(padded) == max(width, rich_cell_len(text))
    assert padded.strip(" ") == text.strip(" ")


@given(mixed, widths)
def test_a_cut_keeps_within_the_width_and_never_halves_a_character(text, width):
    start = within(text, width)
    assert text.startswith(start) and cell_len(start) <= width
    assert cell_len(text[: len(start) + 1]) > width or start == text
    shortened = cut(text, max(1, width))
    assert cell_len(shortened) <= max(1, width)
    assert shortened == text or shortened.endswith("…")


def test_double_width_characters_take_two_cells():
    assert [cell_len(name) for name in ("太郎", "さくら", "一二三四五六七八", "Ana太郎")] == [
        4,
        6,
        16,
        7,
    ]
    assert fit("太郎", 8, "right") == "    太郎"
    assert cut("一二三四五六七八", 8) == "一二三…"
    assert plain_widths("Ana太郎 ★") and not plain_widths("e\u0301")
