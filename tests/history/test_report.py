"""The history's tables drawn without Rich are Rich's own output, escape codes and all; what
they cannot draw exactly they leave to Rich."""

from __future__ import annotations

import io
from datetime import datetime, timedelta

from hypothesis import given
from hypothesis import strategies as st
from rich.console import Console

from fathom_score.history import (
    CATEGORIES,
    ExpeditionStats,
    HeadToHead,
    PlayerStats,
    RecordedGame,
    Seat,
    TotalOnDate,
)
from fathom_score.render import history_report as report

from .conftest import EXAMPLES, run_process

# Names as players type them, a few that Rich measures with its own tables (wide, combining,
# an emoji) among them, and one long enough to push a table past the width.
names = st.sampled_from(
    [
        "Ana",
        "Bo",
        "Chloé",
        "Anaïs",
        "Mary Ann",
        "O'Neil",
        "Ωmega",
        "李雷",
        "Zoë",
        "e\u0301",
        "Dana 🐙",
        "Bartholomew Fitzgerald-Worthington",
    ]
)
widths = st.integers(16, 200) | st.sampled_from([80, 100, 120, 160])
terminals = st.builds(report.Terminal, widths, st.booleans(), st.booleans())


@st.composite
def seats(draw):
    chosen = draw(st.lists(names, min_size=2, max_size=4, unique=True))
    totals = draw(st.lists(st.integers(0, 140), min_size=len(chosen), max_size=len(chosen)))
    best = max(totals)
    return tuple(
        Seat(n, t, 1 + sum(o > t for o in totals), t == best, 10, {}, {})
        for n, t in zip(chosen, totals)
    )


@st.composite
def games(draw):
    count = draw(st.integers(0, 6))
    first = draw(st.integers(1, 20_000))
    return [
        RecordedGame(
            first + i,
            datetime(2026, 1, 1) + timedelta(hours=7 * i),
            draw(st.integers(1, 4)),
            draw(st.booleans()),
            False,
            draw(seats()),
        )
        for i in range(count)
    ]


averages = st.dictionaries(st.sampled_from(CATEGORIES), st.floats(0, 40), max_size=12)
player_stats = st.builds(
    PlayerStats,
    names,
    st.integers(1, 5000),
    st.integers(0, 5000),
    st.floats(0, 150),
    st.integers(0, 150),
    averages,
)
totals = st.lists(
    st.builds(
        TotalOnDate,
        st.integers(1, 9999),
        st.just(datetime(2026, 3, 1)),
        st.integers(1, 4),
        st.integers(0, 150),
        st.integers(1, 4),
        st.booleans(),
    ),
    max_size=6,
)
sheets = st.one_of(
    st.builds(
        report.games_sheet,
        games(),
        st.integers(0, 20_000),
        st.sampled_from(["Games", "Deleted games"]),
    ),
    st.builds(report.players_sheet, st.lists(player_stats, max_size=5)),
    st.builds(
        report.expeditions_sheet,
        st.lists(
            st.builds(
                ExpeditionStats,
                st.integers(1, 4),
                st.integers(1, 3000),
                st.floats(0, 150),
                st.floats(0, 150),
                st.integers(0, 150),
            ),
            max_size=4,
        ),
    ),
    st.builds(report.totals_sheet, names, totals),
    st.builds(report.category_sheet, st.lists(player_stats, min_size=1, max_size=3)),
    st.builds(
        report.head_to_head_sheet,
        st.builds(
            HeadToHead,
            names,
            names,
            st.integers(0, 99),
            st.integers(0, 99),
            st.integers(0, 99),
            st.integers(0, 99),
            st.integers(0, 99),
            st.floats(-50, 50),
        ),
    ),
)


def rich_prints(thing, where: report.Terminal) -> str:
    out = io.StringIO()
    Console(
        file=out,
        width=where.width,
        force_terminal=where.styled,
        color_system="standard" if where.styled else None,
        no_color=not where.colour,
        markup=False,
        emoji=False,
        highlight=False,
        legacy_windows=False,
    ).print(thing)
    return out.getvalue()


@given(sheets, terminals)
def test_a_sheet_drawn_here_is_what_rich_prints(sheet, where):
    drawn = report.drawn(sheet, where)
    if drawn is not None:
        assert drawn == rich_prints(report.rich_table(sheet), where)


@given(st.text(st.sampled_from("ab c—é李"), max_size=60), widths, st.booleans())
def test_a_line_wrapped_here_is_what_rich_prints(line, width, styled):
    where = report.Terminal(width, styled, styled)
    wrapped = report.wrapped(line, where)
    if wrapped is not None:
        assert wrapped == rich_prints(line, where)


def test_the_usual_tables_are_drawn_here():
    game = RecordedGame(
        12,
        datetime(2026, 1, 1),
        2,
        False,
        False,
        (Seat("Ana", 50, 1, True, 9, {}, {}), Seat("Bo", 40, 2, False, 9, {}, {})),
    )
    for where in (report.Terminal(120, False, False), report.Terminal(100, True, True)):
        assert report.drawn(report.games_sheet([game], 1), where) is not None
        assert report.wrapped("A player's totals game by game", where) is not None


def test_the_history_at_120_columns_does_not_import_rich(home):
    assert run_process(home, "record", EXAMPLES / "expedition-2.toml")[0] == 0
    import os
    import subprocess
    import sys

    code = (
        "import sys; from fathom_score.cli.commands import main; main(['history']); "
        "main(['history', '--player', 'Noor']); "
        "print(sorted(m for m in sys.modules if m.startswith('rich')))"
    )
    done = subprocess.run(
        [sys.executable, "-c", code],
        capture_output=True,
        text=True,
        env={**os.environ, "FATHOM_SCORE_HOME": str(home), "COLUMNS": "120"},
    )
    assert done.stdout.strip().splitlines()[-1] == "[]", done.stderr
