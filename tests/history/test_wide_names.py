"""The history's tables and charts of players named in Japanese (two cells a character): drawn
here without Rich, as Rich prints them, columns measured in cells; nothing past the width."""

from __future__ import annotations

import os
import subprocess
import sys
from dataclasses import replace
from datetime import datetime

import pytest
from hypothesis import given
from hypothesis import strategies as st
from rich.cells import cell_len

from fathom_score.history import PlayerStats, RecordedGame, Seat
from fathom_score.render import history_chart
from fathom_score.render import history_report as report

from .conftest import example
from .test_report import rich_prints, sheets

NAMES = ("太郎", "さくら", "一二三四五六七八", "Ana太郎")
WIDTHS = [80, 100, 40]


def japanese(game):
    return replace(game, players=tuple(replace(p, name=n) for p, n in zip(game.players, NAMES)))


@pytest.fixture
def recorded(history):
    history.record(japanese(example(2)), played_at=datetime(2026, 9, 1, 20))
    history.record(example(2), played_at=datetime(2026, 9, 2, 20))


def tables(out: str) -> list[list[str]]:
    """Each table's lines, its title's included."""
    found: list[list[str]] = []
    for line in out.splitlines():
        if line[:1] == "┏":
            found.append([])
        if found and line[:1] in "┏┃┡│└":
            found[-1].append(line)
    return found


@pytest.mark.parametrize("width", WIDTHS)
@pytest.mark.parametrize("player", [None, "一二三四五六七八"])
def test_every_table_of_the_history_lines_up_in_cells(cli, monkeypatch, recorded, width, player):
    monkeypatch.setenv("COLUMNS", str(width))
    monkeypatch.setenv("TERM", "xterm-256color")
    status, out, err = cli("history", *(("--player", player) if player else ()))
    assert status == 0, err
    assert [line for line in out.splitlines() if cell_len(line) > width] == []
    for table in tables(out):
        assert len({cell_len(line) for line in table}) == 1, table
    if width >= 80:
        assert "太郎 69, さくら 49, Ana太郎 49" in out


def game(names: tuple[str, ...]) -> RecordedGame:
    seats = tuple(Seat(n, 60 - 5 * i, i + 1, i == 0, 10, {}, {}) for i, n in enumerate(names))
    return RecordedGame(7, datetime(2026, 9, 1, 20), 2, False, False, seats)


@pytest.mark.parametrize("width", [120, 100, 80])
def test_a_table_of_japanese_names_is_drawn_here_as_rich_prints_it(width):
    players = [PlayerStats(n, 3, 1, 41.5, 60, {"coral": 12.0}) for n in NAMES]
    where = report.Terminal(width, True, True)
    for sheet in (
        report.games_sheet([game(NAMES), game(NAMES[::-1])], 2),
        report.players_sheet(players),
        report.category_sheet(players[2:]),
    ):
        drawn = report.drawn(sheet, where)
        assert drawn is not None
        assert drawn == rich_prints(report.rich_table(sheet), where)


@given(sheets, st.sampled_from([40, 60, 80, 100, 120]))
def test_a_sheet_drawn_here_is_what_rich_prints_at_a_table_width(sheet, width):
    for where in (report.Terminal(width, False, False), report.Terminal(width, True, True)):
        drawn = report.drawn(sheet, where)
        if drawn is not None:
            assert drawn == rich_prints(report.rich_table(sheet), where)


@given(st.text(st.sampled_from("ab c太郎さ一…"), max_size=60), st.integers(8, 120))
def test_japanese_prose_wrapped_here_is_what_rich_prints(line, width):
    where = report.Terminal(width, False, False)
    wrapped = report.wrapped(line, where)
    if wrapped is not None:
        assert wrapped == rich_prints(line, where)


def test_japanese_names_leave_the_history_to_rich_no_more(home, recorded):
    code = (
        "import sys; from fathom_score.cli.commands import main; main(['history']); "
        "main(['history', '--player', '太郎']); "
        "print(sorted(m for m in sys.modules if m.startswith('rich.') and m[5] != '_'))"
    )
    done = subprocess.run(
        [sys.executable, "-c", code],
        capture_output=True,
        text=True,
        encoding="utf-8",
        env={**os.environ, "FATHOM_SCORE_HOME": str(home), "COLUMNS": "120"},
    )
    assert "太郎 69" in done.stdout
    # rich.cells (and its tables of widths) measures the names; rich.table, rich.console and
    # the rest stay unloaded.
    assert done.stdout.strip().splitlines()[-1] == "['rich.cells']", done.stderr


def test_the_category_bars_start_in_one_cell_under_japanese_labels(monkeypatch):
    monkeypatch.setitem(history_chart.SHORT, "coral", "サンゴ")
    monkeypatch.setitem(history_chart.SHORT, "poi", "ポイント")
    averages = {"coral": 12.0, "schooling_fish": 4.0, "poi": 3.0}
    player = PlayerStats("太郎", 3, 1, 41.5, 60, averages)
    lines = history_chart.category_bars(player, player, 40).plain.splitlines()[2:]
    assert [cell_len(line.partition(" ")[0]) for line in lines] == [6, 4, 8]
    starts = {cell_len(line[: line.index(next(c for c in line if c in "▀▄"))]) for line in lines}
    assert starts == {9}
