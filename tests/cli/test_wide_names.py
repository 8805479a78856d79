"""`score` and `explain` of a game whose players are named in Japanese (two cells a character):
the scorepad's columns line up in cells and nothing runs past the terminal's width."""

from __future__ import annotations

import pytest
from rich.cells import cell_len

from .conftest import EXAMPLES

NAMES = ("太郎", "さくら", "一二三四五六七八", "Ana太郎")
WIDTHS = [80, 100, 40]


@pytest.fixture
def japanese_game(tmp_path):
    """Expedition 2's example with its four players renamed."""
    text = (EXAMPLES / "expedition-2.toml").read_text(encoding="utf-8")
    for english, japanese in zip(("Noor", "Otto", "Priya", "Quinn"), NAMES):
        text = text.replace(f'name = "{english}"', f'name = "{japanese}"')
    path = tmp_path / "ja.toml"
    path.write_text(text, encoding="utf-8")
    return path


def table_lines(out: str) -> list[str]:
    return [line for line in out.splitlines() if line[:1] in "┏┃┡│├└"]


def rule_cells(line: str) -> list[int]:
    """The cells a line's column rules are in."""
    cells, at = [], 0
    for character in line:
        if character in "┃│┏┳┓┡╇┩├┼┤└┴┘":
            cells.append(at)
        at += cell_len(character)
    return cells


@pytest.mark.parametrize("width", WIDTHS)
def test_the_scorepad_table_lines_up_in_cells(cli, monkeypatch, japanese_game, width):
    monkeypatch.setenv("COLUMNS", str(width))
    run = cli("score", japanese_game)
    assert run.status == 0, run.err
    lines = table_lines(run.out)
    assert len(lines) >= 15  # at 40 columns, Rich wraps a category's name
    assert {cell_len(line) for line in lines} == {cell_len(lines[0])}
    assert cell_len(lines[0]) <= width
    assert len({tuple(rule_cells(line)) for line in lines}) == 1
    if width >= 80:
        assert all(name in lines[1] for name in NAMES)


@pytest.mark.parametrize("width", WIDTHS)
def test_explain_keeps_every_line_within_the_width(cli, monkeypatch, japanese_game, width):
    monkeypatch.setenv("COLUMNS", str(width))
    run = cli("explain", japanese_game)
    assert run.status == 0, run.err
    assert [line for line in run.out.splitlines() if cell_len(line) > width] == []
    heads = [line for line in run.out.splitlines() if " points, " in line and "─" in line]
    assert [name for name, head in zip(NAMES, heads) if name not in head] == []
    assert "Winner: 太郎" in run.out
