"""Quick codes stay unambiguous for any palette, and a board of any palette can be typed."""

from __future__ import annotations

import importlib.util
from pathlib import Path

import pytest
from hypothesis import given
from hypothesis import strategies as st

from fathom_score.gamefile import parse_game
from fathom_score.gamefile.words import RESERVED
from fathom_score.model import MULTI, Game
from fathom_score.table.codes import COLOUR_ALPHABET, ICON_LETTERS, TOKEN_CODES, colour_codes
from fathom_score.table.entry import expand_quick, split_run
from fathom_score.table.session import Session

ROOT = Path(__file__).resolve().parents[2]
JEWELS = ("crimson", "amber", "azure", "jade")

colour_names = st.from_regex(r"[a-z][a-z0-9_-]{0,8}", fullmatch=True)
# Any palette a game file may name: short words that are not the notation's own.
palettes = st.lists(
    colour_names.filter(lambda name: name not in RESERVED), min_size=1, max_size=16, unique=True
)


def test_a_palette_whose_first_letters_clash_gets_a_code_for_every_colour():
    assert colour_codes(JEWELS) == {
        "r": "crimson",
        "b": "amber",
        "z": "azure",
        "d": "jade",
        "m": MULTI,
    }
    assert colour_codes(("red", "yellow", "blue", "green")) == {
        "r": "red",
        "y": "yellow",
        "b": "blue",
        "g": "green",
        "m": MULTI,
    }


@given(palettes)
def test_every_colour_of_any_palette_has_its_own_code_that_no_other_code_shares(colours):
    codes = colour_codes(colours)
    assert sorted(codes.values()) == sorted([*colours, MULTI])
    for code in codes:
        assert code == "m" or set(code) <= set(COLOUR_ALPHABET)
        assert code[0] not in ICON_LETTERS and code not in TOKEN_CODES
        # Prefix-free: a run of codes splits one way only.
        assert not any(other != code and other.startswith(code) for other in codes)
        assert expand_quick(f"{code}c", colours) == f"{codes[code]} coral"
    # Every colour's tile, run together with every icon and a stacked anglerfish, splits back.
    pieces = [f"{code}2fk" for code in codes] + [f"{code}aa" for code in codes if code != "m"]
    assert split_run("".join(pieces), colours) == pieces


def keystrokes_module():
    """benchmarks/keystrokes.py, loaded by its path (tests/benchmarks shadows the name)."""
    spec = importlib.util.spec_from_file_location(
        "benchmark_keystrokes", ROOT / "benchmarks" / "keystrokes.py"
    )
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


@pytest.mark.parametrize("colours", [JEWELS, ("red", "yellow", "blue", "green")])
def test_the_keystroke_plan_types_a_board_of_any_palette_exactly(tmp_path, monkeypatch, colours):
    monkeypatch.setenv("FATHOM_SCORE_HOME", str(tmp_path))
    a, b, c, d = colours
    game = parse_game(
        f"""
version = 1
expedition = 2
colours = {list(colours)!r}
[[players]]
name = "Ana"
[players.zones]
A1 = "{a} coral"
A2 = "{b} anglerfish stacked"
A3 = "{c} 2 fish crustacean"
B2 = "multi coral as {d}"
C1 = "{d} camera facing NE"
D4 = "{a} coral undiscovered"
G4 = "{b} cucumber"
[[players]]
name = "Ben"
""".replace("'", '"')
    )
    keystrokes = keystrokes_module()
    entries = keystrokes.plan(game.players[0], game)
    assert all(" " not in entry for entry in entries), "every zone is typed as a quick code"
    empty = Game(2, tuple(p.__class__(p.name) for p in game.players), game.colours)
    table = Session(empty)
    cursor = empty.layout.zones[0]
    for entry in entries:
        cursor = table.enter(0, cursor, entry).cursor
    assert table.game.players[0].board.zones == game.players[0].board.zones
