"""In Japanese no line the command line prints starts or ends where Japanese may not break,
nor cuts a number from its unit (issue 31): every command's help and every command's output,
at 60 and 80 columns, read line by line (tests/japanese_lines.py)."""

from __future__ import annotations

import io
import itertools

import pytest

from fathom_score.words.breaking import UNITS, break_points, has_japanese
from tests.japanese_lines import HEADER, badly_broken, doubled_units

from .conftest import EXAMPLES

WIDTHS = [60, 80]
COMMANDS = ["score", "explain", "validate", "new", "record", "history", "game", "players"]
COMMANDS += ["backup", "restore", "export-play", "quiz", "serve"]
GAMES = sorted(EXAMPLES.glob("*.toml"))


def number_cut_from_its_unit(text: str) -> list[str]:
    """The pairs of lines where a number ends one and its unit (点, 位, 匹 …) starts the next."""
    lines = text.splitlines()
    return [
        f"{a.strip()} / {b.strip()}"
        for a, b in itertools.pairwise(lines)
        if a.rstrip()[-1:].isdigit() and b.lstrip()[:1] in UNITS
    ]


def cut_inside_a_phrase(text: str) -> list[str]:
    """The pairs of lines where Japanese runs on from one to the next but the line was not
    broken between two phrases (words/breaking.py says where it may be)."""
    wrong = []
    for a, b in itertools.pairwise(line.strip() for line in text.splitlines()):
        runs_on = has_japanese(a[-1:]) and has_japanese(b[:1]) and b[:1] != "・"
        if runs_on and len(a) not in break_points(a + b):
            wrong.append(f"{a} / {b}")
    return wrong


def assert_broken_well(said: str, *, wrapped: bool = False) -> None:
    """`wrapped`: each line running on into the next is one text wrapped (help is), so a line
    must end between two phrases."""
    assert HEADER not in said
    wrong = badly_broken(said) + number_cut_from_its_unit(said) + doubled_units(said)
    if wrapped:
        wrong += cut_inside_a_phrase(said)
    assert not wrong, "\n".join(wrong)


@pytest.fixture
def japanese(cli, monkeypatch, tmp_path, request):
    """fathom-score --lang ja at the test's width, with a history of its own."""
    monkeypatch.setenv("COLUMNS", str(request.param))
    monkeypatch.setenv("FATHOM_SCORE_HOME", str(tmp_path))

    def run(*args):
        return cli("--lang", "ja", *args)

    return run


def test_the_check_finds_a_number_cut_from_its_unit():
    assert number_cut_from_its_unit("合計は12\n点です") == ["合計は12 / 点です"]
    assert number_cut_from_its_unit("合計は12点\nです") == []


def test_the_check_finds_a_line_cut_inside_a_phrase():
    assert cut_inside_a_phrase("アプリを開き\nます") == ["アプリを開き / ます"]
    assert cut_inside_a_phrase("アプリを\n開きます") == []


@pytest.mark.parametrize("japanese", WIDTHS, indirect=True)
@pytest.mark.parametrize("command", ["", *COMMANDS])
def test_every_commands_help(japanese, command):
    run = japanese(*command.split(), "--help")
    assert run.status == 0, run.err
    assert "使い方" in run.out
    assert_broken_well(run.out, wrapped=True)


@pytest.mark.parametrize("japanese", WIDTHS, indirect=True)
@pytest.mark.parametrize("game", GAMES, ids=[game.stem for game in GAMES])
def test_score_explain_and_validate(japanese, game):
    for command in ("score", "explain", "validate"):
        run = japanese(command, game)
        assert run.status == 0, run.err
        assert_broken_well(run.out + run.err)


@pytest.mark.parametrize("japanese", WIDTHS, indirect=True)
def test_refusals(japanese, tmp_path):
    bad = tmp_path / "bad.toml"
    text = (EXAMPLES / "expedition-2.toml").read_text(encoding="utf-8")
    bad.write_text(text.replace('"D4"', '"Z9"', 1).replace("expedition = 2", "expedition = 7"))
    for args in (("validate", bad), ("score", bad), ("record", tmp_path / "none.toml")):
        run = japanese(*args)
        assert run.status == 2 and run.err
        assert_broken_well(run.err)


@pytest.mark.parametrize("japanese", WIDTHS, indirect=True)
def test_the_history_commands(japanese, tmp_path, monkeypatch):
    for game in GAMES:
        assert japanese("record", game, "--date", "2026-11-0" + game.stem[-1]).status == 0
    runs = [
        japanese("new", tmp_path / "new.toml", "--expedition", "2", "--players", "Ana,Ben"),
        japanese("history"),
        japanese("history", "--player", "Noor"),
        japanese("history", "--player", "Noor", "--versus", "Otto"),
        japanese("game", "1"),
        japanese("game", "1", "--played-wrong"),
        japanese("players"),
        japanese("backup", tmp_path / "backup.json"),
        japanese("export-play", GAMES[0], "--bgstats", "--link"),
    ]
    monkeypatch.setattr("sys.stdin", io.StringIO("12\n7\n\n"))
    runs.append(japanese("quiz", "--expedition", "2", "--seed", "5", "--player", "Ana"))
    for run in runs:
        assert run.status == 0, run.err
        assert_broken_well(run.out + run.err)
