"""Bad game files are refused with exit status 2 and one clear message per problem, naming
the file, the player and the zone (or the TOML line) and saying what is wrong. Never a
traceback, and nothing on standard output."""

from __future__ import annotations

import json
import os

import pytest

from .conftest import run_process

HEADER = "version = 1\nexpedition = {expedition}\n"


def game_text(expedition: int = 1, ana: str = "", ben: str = "", kept: str = "") -> str:
    """A two-player game; `ana` and `ben` are lines for the players' [players.zones]."""
    return (
        HEADER.format(expedition=expedition)
        + f'\n[[players]]\nname = "Ana"\npoi_kept = [{kept}]\n[players.zones]\n{ana}\n'
        + f'\n[[players]]\nname = "Ben"\n[players.zones]\n{ben}\n'
    )


def players(*names: str) -> str:
    return HEADER.format(expedition=1) + "".join(
        f'\n[[players]]\nname = "{name}"\n' for name in names
    )


# (case, file text, words the message must contain besides the file's name)
BAD_FILES = [
    (
        "broken TOML",
        'version = 1\nexpedition = 1\n[[players]\nname = "Ana"\n',
        ["line 3", "not valid TOML"],
    ),
    (
        "a text not closed",
        game_text(ana='D4 = "red coral\nD5 = "blue fish"'),
        ["line 8: not valid TOML: a text is not closed"],
    ),
    (
        "a text not closed on the last line",
        game_text(ben='D4 = "red coral').rstrip(),
        ["line 13: not valid TOML: a text is not closed"],
    ),
    (
        "a zone written twice",
        game_text(ana='D4 = "red coral"\nD4 = "blue fish"'),
        ["line 9: not valid TOML: D4 is written twice"],
    ),
    (
        "a zone text without quotes",
        game_text(ana="D4 = red coral"),
        ["line 8: not valid TOML: the value after = must be", '"text" in quotes'],
    ),
    (
        "two zones on one line",
        game_text(ana='D4 = "red coral" D5 = "blue fish"'),
        ["line 8: not valid TOML: something follows the value", "one KEY = VALUE a line"],
    ),
    (
        "unknown zone",
        game_text(ana='H9 = "red coral"'),
        ["player 'Ana'", "zone H9", "unknown zone 'H9'", "A1–A4"],
    ),
    (
        "unknown word",
        game_text(ben='D4 = "red coral sparkly"'),
        ["player 'Ben'", "zone D4", "unknown word 'sparkly'", "icons: coral, fish"],
    ),
    (
        "unknown colour",
        game_text(ana='C2 = "pink coral"'),
        ["player 'Ana'", "zone C2", "unknown colour 'pink'", "red, yellow, blue, green"],
    ),
    (
        "unknown colour to pin",
        game_text(ana='C2 = "multi coral as pink"'),
        ["player 'Ana'", "zone C2", "unknown colour 'pink'"],
    ),
    (
        "two tiles in one zone",
        game_text(ana='D4 = "red coral blue fish"'),
        ["player 'Ana'", "zone D4", "two things in one zone"],
    ),
    (
        "a tile and a token in one zone",
        game_text(ana='D4 = "red coral stingray"'),
        ["player 'Ana'", "zone D4", "two things in one zone"],
    ),
    (
        "species from another expedition",
        game_text(1, ana='E5 = "blue jellyfish"'),
        ["player 'Ana'", "zone E5", "jellyfish belongs to Expedition 3", "Expedition 1"],
    ),
    (
        "stingray outside expedition 4",
        game_text(2, ben='A1 = "stingray"'),
        ["player 'Ben'", "zone A1", "only used in Expedition 4"],
    ),
    (
        "more than one camera",
        game_text(2, ana='D1 = "green camera facing E"\nD7 = "red camera facing W"'),
        ["player 'Ana'", "zone D7", "at most one deep-sea camera", "2 (D1, D7)"],
    ),
    (
        "camera without facing",
        game_text(2, ana='D1 = "green camera"'),
        ["player 'Ana'", "zone D1", "needs the direction it faces", "E, W, NE, NW, SE or SW"],
    ),
    (
        "camera facing nowhere",
        game_text(2, ana='D1 = "green camera facing N"'),
        ["player 'Ana'", "zone D1", "unknown direction 'n'", "E, SE, SW, W, NW, NE"],
    ),
    (
        "stacked coral",
        game_text(2, ana='D3 = "red coral stacked"'),
        ["player 'Ana'", "zone D3", "only anglerfish can be stacked"],
    ),
    (
        "a POI kind twice on the board",
        game_text(2, ben='B2 = "poi statue"\nB3 = "poi statue"'),
        ["player 'Ben'", "zone B3", "two statue tokens (B2 and B3)"],
    ),
    (
        "a POI kind twice beside the board",
        game_text(3, kept='"chest", "chest"'),
        ["player 'Ana'", "two chest tokens (poi_kept and poi_kept)"],
    ),
    (
        "a face-up statue on the board in expedition 1",
        game_text(1, ana='A2 = "poi statue"'),
        [
            "player 'Ana'",
            "zone A2",
            "Expedition 1 keeps the statue off the board",
            "list it in poi_kept",
        ],
    ),
    (
        "a kept chest in expedition 2",
        game_text(2, kept='"chest"'),
        [
            "player 'Ana'",
            "Expedition 2 leaves the chest on its zone",
            '"poi chest"',
            "not in poi_kept",
        ],
    ),
    ("one player", players("Ana"), ["a game has 2 to 4 players, this one has 1"]),
    (
        "five players",
        players("Ana", "Ben", "Cy", "Dee", "Eve"),
        ["a game has 2 to 4 players, this one has 5"],
    ),
    ("duplicate names", players("Ana", "ana"), ["player 'ana'", "two players are called"]),
    ("expedition 5", game_text(5), ["expedition = 5", "must be 1, 2, 3 or 4"]),
    ("expedition 0", game_text(0), ["expedition = 0", "must be 1, 2, 3 or 4"]),
    (
        "version 2",
        game_text().replace("version = 1", "version = 2"),
        ["version = 2 is not supported", "version 1"],
    ),
]


def test_toml_cut_short_says_where(cli, tmp_path):
    path = tmp_path / "game.toml"
    path.write_text("version = 1\nexpedition = 1\nplayers = [\n", encoding="utf-8")
    run = cli("score", path)
    assert run.status == 2
    assert (
        f"{path}: not valid TOML: the file ends where a value should be: a [list] or "
        f"{{ table }} is not closed"
    ) in run.err


def test_tomllibs_own_words_are_not_shown_for_what_it_says_plainly(cli, tmp_path):
    path = tmp_path / "game.toml"
    path.write_text(game_text(ana='D4 = "red coral\nD5 = "blue fish"'), encoding="utf-8")
    run = cli("validate", path)
    assert "Illegal character" not in run.err and "\\n" not in run.err


def test_a_byte_order_mark_is_read_past(cli, tmp_path):
    """Windows Notepad starts a UTF-8 file with a byte-order mark: the file is still TOML."""
    path = tmp_path / "game.toml"
    path.write_text("\ufeff" + game_text(ana='D4 = "red coral"'), encoding="utf-8")
    run = cli("validate", path)
    assert run.status == 0, run.err
    assert "OK — Expedition 1, 2 players, 1 discovered tile" in run.out


@pytest.mark.parametrize(
    "text, needed", [case[1:] for case in BAD_FILES], ids=[case[0] for case in BAD_FILES]
)
@pytest.mark.parametrize("command", ["score", "validate", "explain"])
def test_a_bad_game_file_is_refused_with_a_clear_message(cli, tmp_path, command, text, needed):
    path = tmp_path / "bad game.toml"
    path.write_text(text, encoding="utf-8")
    run = cli(command, path)
    assert run.status == 2
    assert run.out == ""
    assert f"fathom-score: {path}" in run.err
    for words in needed:
        assert words in run.err
    assert "Traceback" not in run.err


def test_every_problem_is_listed_at_once(cli, tmp_path):
    path = tmp_path / "game.toml"
    path.write_text(
        game_text(2, ana='D1 = "green camera"\nH9 = "red coral"', ben='D4 = "red coral stacked"'),
        encoding="utf-8",
    )
    run = cli("score", path)
    assert run.status == 2
    assert "3 problems:" in run.err
    assert f"{path}: player 'Ana': zone D1: a camera needs" in run.err
    assert f"{path}: player 'Ana': zone H9: unknown zone" in run.err
    assert f"{path}: player 'Ben': zone D4: only anglerfish can be stacked" in run.err


def test_a_kind_on_the_board_and_kept_is_two_problems(cli, tmp_path):
    # In Expedition 2 a discovered chest stays on its zone: the kept copy is out of place, and
    # the kind is there twice.
    path = tmp_path / "game.toml"
    path.write_text(game_text(2, ana='B2 = "poi chest"', kept='"chest"'), encoding="utf-8")
    run = cli("validate", path)
    assert run.status == 2
    assert "2 problems:" in run.err
    assert f"{path}: player 'Ana': Expedition 2 leaves the chest on its zone" in run.err
    assert f"{path}: player 'Ana': zone B2: two chest tokens (B2 and poi_kept)" in run.err


def test_a_missing_file(cli, tmp_path):
    run = cli("score", tmp_path / "nowhere.toml")
    assert run.status == 2
    assert f"{tmp_path / 'nowhere.toml'}: cannot read the file: No such file" in run.err


def test_a_folder_instead_of_a_file(cli, tmp_path):
    run = cli("validate", tmp_path)
    assert run.status == 2 and f"{tmp_path}: cannot read the file" in run.err


def test_explain_for_a_player_not_in_the_game(cli):
    from .conftest import EXAMPLES

    run = cli("explain", EXAMPLES / "expedition-1.toml", "--player", "Zed")
    assert run.status == 2
    assert "no player called 'Zed'; players: Ana, Ben, Chloé" in run.err


def test_binary_junk_in_a_real_process(tmp_path):
    path = tmp_path / "photo.toml"
    path.write_bytes(b"\x89PNG\r\n\x1a\n\x00\x00\x00\rIHDR\xff\xfe")
    run = run_process("score", path)
    assert run.status == 2
    assert f"{path}: not a text file (UTF-8)" in run.err
    assert "Traceback" not in run.err and run.out == ""


def test_broken_toml_in_a_real_process(tmp_path):
    path = tmp_path / "game.toml"
    path.write_text("version = 1\nexpedition = = 1\n", encoding="utf-8")
    run = run_process("score", "--json", path)
    assert run.status == 2
    assert f"{path}: line 2: not valid TOML" in run.err
    assert "Traceback" not in run.err and run.out == ""


def test_a_player_name_that_looks_like_markup_is_printed_as_written(cli, tmp_path):
    # Rich would read "[/]" as a closing tag; the scorepad and explain must print it as text.
    path = tmp_path / "game.toml"
    path.write_text(players("[/]", "[bold]Ben"), encoding="utf-8")
    for command in ("score", "explain"):
        run = cli(command, path)
        assert run.status == 0, run.err
        assert "[/]" in run.out and "[bold]Ben" in run.out


def test_a_crustacean_on_a_multicoloured_coral_beside_another_scores(cli, tmp_path):
    # Issue 7's three zones: `score` ended in a TypeError inside the crustacean rule.
    game = tmp_path / "crash.toml"
    game.write_text(
        'version = 1\nexpedition = 1\n[[players]]\nname = "A"\n[players.zones]\n'
        'C2 = "red crustacean"\nD3 = "multi coral crustacean"\nD2 = "multi coral"\n'
        '[[players]]\nname = "B"\n[players.zones]\nA1 = "red coral"\n',
        encoding="utf-8",
    )
    run = cli("score", game, "--json")
    assert run.status == 0 and run.err == ""
    assert json.loads(run.out)["players"][0]["total"] == 8


ESCAPE = "\\u001b]0;pwned\\u001b\\\\"  # as TOML writes ESC ] 0 ; pwned ESC \ in a text


@pytest.mark.parametrize(
    "text",
    [
        game_text(ana=f'"A1{ESCAPE}" = "red coral"'),
        game_text(ana='A1 = "green coral"').replace(
            "expedition = 1\n", f'expedition = 1\ncolours = ["red{ESCAPE}", "blue"]\n'
        ),
        game_text().replace("expedition = 1\n", f'expedition = 1\nlayout = "no{ESCAPE}.toml"\n'),
        game_text().replace('name = "Ben"', f'name = "Ben{ESCAPE}"'),
        game_text(ana=f'D4 = "red coral {ESCAPE}"'),
        game_text(kept=f'"chest{ESCAPE}"'),
        game_text().replace("[[players]]\n", f'[[players]]\ncolour = "r{ESCAPE}"\n', 1),
    ],
    ids=["zone", "colours", "layout", "player", "zone text", "poi_kept", "player colour"],
)
@pytest.mark.parametrize("command", ["validate", "score", "explain"])
def test_a_name_with_a_terminal_escape_is_refused_and_shown_escaped(cli, tmp_path, command, text):
    path = tmp_path / "game.toml"
    path.write_text(text, encoding="utf-8")
    run = cli(command, path)
    assert run.status == 2
    assert "\x1b" not in run.err + run.out
    assert "\\x1b]0;pwned\\x1b\\\\" in run.err


@pytest.mark.parametrize(
    "typed, meant",
    [("scor", "score"), ("valdate", "validate"), ("explian", "explain"), ("histroy", "history")],
)
def test_a_mistyped_command_is_named_with_the_command_meant(cli, typed, meant):
    run = cli(typed, "h09.toml")
    assert run.status == 2 and run.out == ""
    assert f"unknown command {typed!r} (did you mean {meant}?)" in run.err


def test_a_game_file_named_like_a_command_is_still_a_game_file(cli, tmp_path):
    """Only a word that is no file and has no file's suffix or folder is taken for a command:
    `fathom-score scores.toml` opens (or starts) that game."""
    run = cli("scores.toml", tmp_path / "other.toml")
    assert run.status == 2 and "give at most one game file to open" in run.err
    assert "unknown command" not in run.err


@pytest.mark.parametrize("typed", ["noor", "NOOR"])
def test_explain_finds_a_player_whatever_the_case(cli, typed):
    from .conftest import EXAMPLES

    run = cli("explain", EXAMPLES / "expedition-2.toml", "--player", typed)
    assert run.status == 0, run.err
    assert "Noor — 69 points" in run.out and "Otto — " not in run.out


# Bounded attacks on the reader itself: each once crashed with a traceback, or hung.
HUGE_NUMBER = "9" * 5000  # past Python's 4,300 digits for int()
DEEP = 5000  # past tomllib's stack


@pytest.mark.parametrize(
    "case, text, needed",
    [
        (
            "a 5,000-digit expedition",
            game_text().replace("expedition = 1", f"expedition = {HUGE_NUMBER}"),
            "a number has more digits",
        ),
        (
            "a 5,000-digit zone key value",
            game_text(ana=f"D4 = {HUGE_NUMBER}"),
            "a number has more digits",
        ),
        (
            "a layout nested 5,000 deep",
            game_text().replace(
                "expedition = 1", "expedition = 1\nlayout = " + "[" * DEEP + "]" * DEEP
            ),
            "the values are nested too deeply",
        ),
        (
            "rules nested 5,000 deep",
            game_text().replace(
                "expedition = 1", "expedition = 1\nrules = " + "{a = " * DEEP + "1" + "}" * DEEP
            ),
            "the values are nested too deeply",
        ),
    ],
)
def test_a_number_or_nesting_past_what_python_reads_is_a_clear_exit_2(
    cli, tmp_path, case, text, needed
):
    path = tmp_path / "game.toml"
    path.write_text(text, encoding="utf-8")
    for command in ("score", "validate"):
        run = cli(command, path)
        assert run.status == 2, case
        assert f"{path}: not valid TOML: {needed}" in run.err and run.out == ""


def test_a_layout_file_nested_5000_deep_is_a_clear_exit_2(cli, tmp_path):
    layout = tmp_path / "deep-layout.toml"
    layout.write_text("zones = " + "[" * DEEP + "]" * DEEP + "\n", encoding="utf-8")
    path = tmp_path / "game.toml"
    path.write_text(
        game_text().replace("expedition = 1", 'expedition = 1\nlayout = "deep-layout.toml"'),
        encoding="utf-8",
    )
    run = cli("score", path)
    assert run.status == 2 and "nested too deeply" in run.err and "Traceback" not in run.err


def test_a_named_pipe_no_one_writes_to_is_refused_not_waited_on_forever(tmp_path):
    fifo = tmp_path / "game.toml"
    os.mkfifo(fifo)
    run = run_process("score", fifo, timeout=20)  # before: blocked in open() until killed
    assert run.status == 2 and str(fifo) in run.err and "Traceback" not in run.err


@pytest.mark.parametrize(
    "command", [("game", str(10**30)), ("game", HUGE_NUMBER), ("history", "--limit", str(10**30))]
)
def test_a_number_past_what_the_history_holds_is_a_clear_exit_2(
    cli, tmp_path, monkeypatch, command
):
    monkeypatch.setenv("FATHOM_SCORE_HOME", str(tmp_path))
    run = cli(*command)
    assert run.status == 2
    assert "is not a number from 0 to 9223372036854775807" in run.err
    assert "Traceback" not in run.err and len(run.err) < 2000
