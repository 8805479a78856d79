"""Fuzzing the zone notation: any text, or any value that is not text, either describes a tile
or token that writes back to the same thing, or is refused with a NotationError."""

from __future__ import annotations

import pytest
from hypothesis import given
from hypothesis import strategies as st
from strategies import why_refused

from fathom_score.gamefile import NotationError, format_content, parse_zone
from fathom_score.gamefile.notation import FLAG_WORDS, ICON_WORDS, TOKEN_WORDS
from fathom_score.model import DEFAULT_COLOURS, DIRECTIONS, MULTI, PoiKind

from .budget import fuzz

VOCABULARY = (
    list(ICON_WORDS)
    + list(FLAG_WORDS)
    + list(TOKEN_WORDS)
    + list(DEFAULT_COLOURS)
    + [MULTI, "hidden", "empty", "-", "sea", "cucumber", "finless", "deep-sea"]
    + [k.value for k in PoiKind]
    + list(DIRECTIONS)
    + ["0", "1", "2", "3", "4", "99"]
)

# Words the notation knows, in any order and case, with the odd stranger among them: the
# texts most likely to reach the parser's corners.
word_soup = st.lists(
    st.sampled_from(VOCABULARY).map(str.upper)
    | st.sampled_from(VOCABULARY)
    | st.text(min_size=1, max_size=8),
    max_size=8,
).map(" ".join)

not_text = st.recursive(
    st.none() | st.booleans() | st.integers() | st.floats() | st.binary(max_size=20),
    lambda inner: (
        st.lists(inner, max_size=3) | st.dictionaries(st.text(max_size=3), inner, max_size=3)
    ),
    max_leaves=20,
)


def parses_back_or_refuses(text) -> None:
    try:
        content = parse_zone(text, DEFAULT_COLOURS)
    except NotationError as error:
        assert str(error) == why_refused(text, DEFAULT_COLOURS)
        return
    assert parse_zone(format_content(content), DEFAULT_COLOURS) == content


@fuzz
@given(word_soup)
def test_word_soup_parses_back_or_is_refused(text):
    parses_back_or_refuses(text)


@fuzz
@given(st.text(max_size=300))
def test_any_text_parses_back_or_is_refused(text):
    parses_back_or_refuses(text)


@fuzz
@given(not_text)
def test_a_value_that_is_not_text_is_refused(value):
    with pytest.raises(NotationError, match="expected zone text in quotes"):
        parse_zone(value, DEFAULT_COLOURS)


def test_a_deeply_nested_value_is_refused_with_a_short_message():
    value: list = []
    for _ in range(100_000):
        value = [value]
    with pytest.raises(NotationError) as refused:
        parse_zone(value, DEFAULT_COLOURS)
    assert len(str(refused.value)) < 200


@pytest.mark.parametrize("text", ["red coral " * 100_000, "x" * 10_000_000])
def test_a_huge_text_is_refused_by_its_length(text):
    with pytest.raises(NotationError, match="characters long; at most"):
        parse_zone(text, DEFAULT_COLOURS)
