"""Fuzzing whole game files: wrong types, missing keys, huge strings, deep nesting, binary junk,
oversized files and unknown versions are each refused with a GameFileError (exit status 2 and a
clear message on the command line), quickly and without reading more than a game file holds."""

from __future__ import annotations

import math
import random
import subprocess
import sys
import tomllib
import tracemalloc
from pathlib import Path

import pytest
from hypothesis import given
from hypothesis import strategies as st

from fathom_score.cli.commands import main
from fathom_score.gamefile import GameFileError, dump_game, load_game, parse_game
from fathom_score.gamefile.load import MAX_FILE_BYTES
from kit.games import random_game

from .budget import fuzz

MB = 1_000_000


def toml_value(value) -> str:
    """A value written as inline TOML (tomllib can read TOML but not write it)."""
    if isinstance(value, bool):
        return "true" if value else "false"
    if isinstance(value, float) and not math.isfinite(value):
        return "nan" if math.isnan(value) else ("inf" if value > 0 else "-inf")
    if isinstance(value, (int, float)):
        return repr(value)
    if isinstance(value, str):
        return (
            '"'
            + "".join(
                c if c not in '"\\' and c.isprintable() else f"\\u{ord(c):04X}" for c in value
            )
            + '"'
        )
    if isinstance(value, list):
        return "[" + ", ".join(toml_value(v) for v in value) + "]"
    return "{" + ", ".join(f"{toml_value(k)} = {toml_value(v)}" for k, v in value.items()) + "}"


def toml_document(table: dict) -> str:
    return "".join(f"{toml_value(k)} = {toml_value(v)}\n" for k, v in table.items())


junk_values = st.recursive(
    st.booleans()
    | st.integers()
    | st.floats()
    | st.text(max_size=20)
    | st.sampled_from(["", "standard", "red", "D4", "red coral", "poi statue", "x" * 5000]),
    lambda inner: (
        st.lists(inner, max_size=4) | st.dictionaries(st.text(max_size=5), inner, max_size=4)
    ),
    max_leaves=12,
)


@st.composite
def broken_documents(draw) -> str:
    """A real game with a few of its keys removed, retyped or given junk values."""
    game = random_game(
        random.Random(draw(st.integers(0, 10_000))),
        players=draw(st.integers(1, 5)),
        min_zones=0,
        max_zones=12,
    )
    document = tomllib.loads(dump_game(game))
    for _ in range(draw(st.integers(1, 4))):
        table = document
        path = draw(
            st.lists(
                st.text(max_size=3)
                | st.sampled_from(
                    [
                        "players",
                        "zones",
                        "name",
                        "poi_kept",
                        "version",
                        "expedition",
                        "colours",
                        "layout",
                        "rules",
                        "colour",
                        "D4",
                        "A1",
                    ]
                ),
                min_size=1,
                max_size=4,
            )
        )
        for key in path[:-1]:
            table = table.get(key) if isinstance(table, dict) else None
            if isinstance(table, list) and table:
                table = table[0]
        if isinstance(table, dict):
            if draw(st.booleans()) and path[-1] in table:
                del table[path[-1]]
            else:
                table[path[-1]] = draw(junk_values)
    return toml_document(document)


def loads_or_refuses(text: str) -> None:
    try:
        game = parse_game(text, "fuzz.toml")
    except GameFileError as error:
        assert error.problems and str(error).startswith("fuzz.toml")
        return
    assert dump_game(parse_game(dump_game(game))) == dump_game(game)


@fuzz
@given(broken_documents())
def test_a_broken_game_file_loads_or_is_refused(text):
    loads_or_refuses(text)


@fuzz
@given(st.dictionaries(st.text(max_size=10), junk_values, max_size=6).map(toml_document))
def test_any_toml_document_loads_or_is_refused(text):
    loads_or_refuses(text)


@fuzz
@given(st.text(max_size=500))
def test_any_text_loads_or_is_refused(text):
    loads_or_refuses(text)


@fuzz
@given(st.binary(max_size=500))
def test_binary_junk_is_refused(tmp_path_factory, data):
    path = tmp_path_factory.mktemp("junk") / "junk.toml"
    path.write_bytes(data)
    try:
        load_game(path)
    except GameFileError as error:
        assert str(error).startswith(str(path))


def nested(depth: int, open_: str, close: str, inner: str = "1") -> str:
    return open_ * depth + inner + close * depth


# Each document holds something no game file does; the match is the refusal's own words.
STRANGE_DOCUMENTS = {
    "version 2": ("version = 2\nexpedition = 1\n", "version = 2 is not supported"),
    "a string version": ('version = "1"\nexpedition = 1\n', "version = '1' is not supported"),
    "no expedition": ('version = 1\n[[players]]\nname = "A"\n', "missing 'expedition"),
    "no players": ("version = 1\nexpedition = 1\n", "needs \\[\\[players\\]\\]"),
    "nested arrays": (
        "version = 1\nexpedition = " + nested(50_000, "[", "]", ""),
        "nested too deeply",
    ),
    "nested inline tables": (
        "version = 1\nexpedition = " + nested(50_000, "{a = ", "}"),
        "nested too deeply",
    ),
    "a long dotted key": ("version = 1\n" + ".".join(["a"] * 200_000) + " = 1\n", "dotted parts"),
    "a long table header": ("[" + ".".join(['"a"'] * 100_000) + "]\n", "dotted parts"),
    "a huge zone text": (
        'version = 1\nexpedition = 1\n[[players]]\nname = "A"\n'
        '[players.zones]\nD4 = "' + "red coral " * 90_000 + '"\n',
        "characters long",
    ),
    "a huge name": (
        'version = 1\nexpedition = 1\n[[players]]\nname = "' + "A" * 900_000 + '"\n',
        "at most 40 printable characters",
    ),
    "a deep value quoted in a message": (
        "version = 1\nexpedition = 1\nrules.sea_cucumber_zero_scores = " + nested(400, "[", "]"),
        "true or false",
    ),
    "a NUL byte": ("version = 1\x00\n", "not valid TOML"),
}


@pytest.mark.parametrize("text, message", STRANGE_DOCUMENTS.values(), ids=STRANGE_DOCUMENTS)
def test_a_strange_document_is_refused_with_its_reason(text, message):
    with pytest.raises(GameFileError, match=message) as refused:
        parse_game(text, "strange.toml")
    assert len(str(refused.value)) < 2_000, "the message quotes the file, not all of it"


def test_a_10_mb_file_is_refused_by_its_size_without_being_read(tmp_path):
    path = tmp_path / "huge.toml"
    path.write_text("# filler\n" * (10 * MB // 9), encoding="utf-8")
    tracemalloc.start()
    with pytest.raises(GameFileError, match="at most 1,000,000"):
        load_game(path)
    peak = tracemalloc.get_traced_memory()[1]
    tracemalloc.stop()
    assert peak < MB


@pytest.mark.skipif(not Path("/dev/zero").exists(), reason="needs a device without an end")
def test_an_endless_device_is_read_no_further_than_a_game_file():
    with pytest.raises(GameFileError, match="more than 1,000,000 bytes"):
        load_game("/dev/zero")


@pytest.mark.parametrize(
    "name, content",
    [
        ("huge.toml", b"# filler\n" * (2 * MAX_FILE_BYTES // 9)),
        ("binary.toml", bytes(range(256)) * 10),
        ("deep.toml", b"version = 1\nexpedition = " + b"[" * 100_000),
        ("version.toml", b"version = 2\nexpedition = 1\n"),
    ],
)
def test_the_command_line_refuses_a_bad_file_with_exit_status_2(tmp_path, capsys, name, content):
    path = tmp_path / name
    path.write_bytes(content)
    assert main(["score", str(path), "--json"]) == 2
    err = capsys.readouterr().err
    assert err.startswith("fathom-score: ") and str(path) in err and "Traceback" not in err


def test_the_installed_command_refuses_deep_nesting_without_a_traceback(tmp_path):
    path = tmp_path / "deep.toml"
    path.write_text("version = 1\nexpedition = " + nested(100_000, "{a = ", "}"))
    done = subprocess.run(
        [sys.executable, "-m", "fathom_score", "score", str(path)],
        capture_output=True,
        text=True,
        timeout=60,
    )
    assert done.returncode == 2
    assert "nested too deeply" in done.stderr and "Traceback" not in done.stderr
