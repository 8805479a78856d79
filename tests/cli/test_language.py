"""`--lang` on every command, the environment's language otherwise: the scorepad table and
`--help` in Japanese, `score --json` the same in every language and reading no catalogue."""

from __future__ import annotations

import argparse
import gettext
import re
import subprocess
import sys

import pytest
from rich.cells import cell_len

from fathom_score.cli import commands
from fathom_score.cli.history import GAMES_SHOWN
from fathom_score.cli.language import wrap_cells
from fathom_score.words import language, set_language

from .conftest import EXAMPLES, ROOT

GAME = EXAMPLES / "expedition-2.toml"
NAMES = ("Noor", "Otto", "Priya", "Quinn")
HELP_COMMANDS = ((), *((command,) for command in commands.COMMANDS))
JAPANESE_TABLE = [
    "項目",
    "サンゴ",
    "魚の群れ",
    "ナマコ",
    "甲殻類",
    "アンコウ",
    "深海カメラ",
    "興味深い点",
    "合計",
    "発見済みタイルの数",
    "順位",
    "1位 ★",
]


def latin_words(text: str) -> set[str]:
    return set(re.findall(r"[A-Za-z]+", text))


@pytest.mark.parametrize(
    "args",
    [
        ("--lang", "ja", "score", GAME),
        ("score", GAME, "--lang", "ja"),
        ("score", "--lang=ja", GAME),
    ],
)
def test_score_in_japanese_wherever_lang_stands(cli, args):
    run = cli(*args)
    assert run.status == 0, run.err
    assert all(word in run.out for word in JAPANESE_TABLE)
    assert "Fathom — 遠征2 — expedition-2.toml" in run.out
    # No English left but the title's Fathom, the file's name and the players'.
    assert latin_words(run.out) <= {"Fathom", "expedition", "toml", *NAMES}


def test_the_japanese_table_lines_up_in_terminal_cells(cli):
    lines = cli("--lang", "ja", "score", GAME).out.splitlines()
    table = [line for line in lines if line[:1] in "┏┃┡│├└"]
    assert len({cell_len(line) for line in table}) == 1
    assert len({len(line) for line in table}) > 1  # the characters alone do not line up


def test_english_stays_the_default_and_lang_en_changes_nothing(cli):
    english = cli("score", GAME).out
    assert "Category" in english and "1st ★" in english
    assert cli("--lang", "en", "score", GAME).out == english


@pytest.mark.parametrize("expedition", [1, 2, 3, 4])
def test_score_json_is_the_same_in_every_language(cli, expedition):
    game = EXAMPLES / f"expedition-{expedition}.toml"
    english = cli("score", game, "--json")
    japanese = cli("--lang", "ja", "score", game, "--json")
    assert english.status == japanese.status == 0
    assert japanese.out == english.out


# Says every catalogue file opened, then runs the command line.
OPENS = (
    "import sys\n"
    "sys.addaudithook(lambda event, args: event == 'open' and str(args[0]).endswith('.mo')"
    " and print('opened', args[0], file=sys.stderr))\n"
    "from fathom_score.cli.commands import main\n"
    "sys.exit(main(sys.argv[1:]))\n"
)


def run_watching_opens(*args: str, lang: str) -> subprocess.CompletedProcess[str]:
    env = {"COLUMNS": "100", "NO_COLOR": "1", "PYTHONIOENCODING": "utf-8", "LANG": lang}
    return subprocess.run(
        [sys.executable, "-c", OPENS, *args],
        capture_output=True,
        text=True,
        encoding="utf-8",
        cwd=ROOT,
        env=env,
        timeout=60,
    )


def test_score_json_never_opens_a_catalogue_even_in_japanese():
    english = run_watching_opens("score", str(GAME), "--json", lang="C.UTF-8")
    japanese = run_watching_opens("score", str(GAME), "--json", lang="ja_JP.UTF-8")
    assert japanese.returncode == english.returncode == 0
    assert "opened" not in japanese.stderr
    assert japanese.stdout == english.stdout


def test_the_environments_japanese_opens_the_catalogue_once_words_are_said():
    run = run_watching_opens("score", str(GAME), lang="ja_JP.UTF-8")
    assert run.returncode == 0, run.stderr
    assert run.stderr.count("opened") == 1 and "fathom_score.mo" in run.stderr
    assert "発見済みタイルの数" in run.stdout


@pytest.mark.parametrize("command", HELP_COMMANDS, ids=lambda c: " ".join(c) or "main")
def test_help_in_japanese_fits_the_terminal_with_argparses_words_too(cli, command):
    run = cli("--lang", "ja", *command, "--help")
    assert run.status == 0
    assert run.out.startswith("使い方：fathom-score") and "\nオプション：\n" in run.out
    assert "-h, --help" in run.out and "このヘルプを表示して終了する" in run.out
    assert not {"usage", "options", "show", "help message"} & latin_words(run.out)
    # argparse never breaks a group of options: game's usage is 113 cells wide in English too,
    # and 114 under the wider prefix.
    set_language("en")
    widest = max(cell_len(line) for line in cli(*command, "--help").out.splitlines())
    wider_prefix = cell_len("使い方：") - len("usage: ")
    assert max(cell_len(line) for line in run.out.splitlines()) <= max(100, widest + wider_prefix)


def test_the_usage_lines_up_under_the_japanese_prefix(cli):
    usage = cli("--lang", "ja", "history", "--help").out.split("\n\n")[0].splitlines()
    assert len(usage) > 1
    start = cell_len("使い方：fathom-score history ")
    assert all(line[:start].isspace() and line[start] == "[" for line in usage[1:])


def test_argparses_errors_in_japanese_and_argparse_left_as_it_was(cli):
    run = cli("--lang", "ja", "score")
    assert run.status == 2
    assert "fathom-score score: エラー：次の引数が必要です：game" in run.err
    assert argparse._ is gettext.gettext  # type: ignore[attr-defined]
    set_language("en")
    assert cli("score").err.splitlines()[-1] == (
        "fathom-score score: error: the following arguments are required: game"
    )


@pytest.mark.parametrize("args", [("--lang", "fr", "score", GAME), ("score", GAME, "--lang")])
def test_a_language_we_do_not_have_is_refused(cli, args):
    run = cli(*args)
    assert run.status == 2 and run.err.startswith("fathom-score: --lang")
    assert "en or ja" in run.err


def test_the_app_takes_lang_too(monkeypatch):
    import fathom_score.app

    seen = []
    monkeypatch.setattr(
        fathom_score.app,
        "run_app",
        lambda path, game, player, host, cell: seen.append(language()) or 0,
    )
    assert commands.main(["--lang", "ja", str(GAME)]) == 0
    assert commands.main([str(GAME), "--lang", "en"]) == 0
    assert seen == ["ja", "en"]
    # A served session's process opens the app with its arguments as they were given.
    assert commands._open_app(["--lang=ja", str(GAME)]) == 0
    assert seen[-1] == "ja"


def test_the_environment_chooses_when_lang_is_not_given(cli, monkeypatch):
    monkeypatch.setenv("LANGUAGE", "ja")
    set_language(None)
    assert "発見済みタイルの数" in cli("score", GAME).out


def test_the_history_help_says_how_many_games_it_lists(cli):
    assert f"the latest {GAMES_SHOWN} in the tables" in " ".join(
        cli("history", "--help").out.split()
    )


def test_wrapping_by_cells_keeps_latin_runs_whole():
    lines = wrap_cells("ゲームファイル (TOML)。--player でそのプレイヤーのボードを開きます", 20)
    assert all(cell_len(line) <= 20 for line in lines)
    assert any("--player" in line for line in lines)
    assert "".join(lines).replace(" ", "") == (
        "ゲームファイル(TOML)。--playerでそのプレイヤーのボードを開きます"
    )
