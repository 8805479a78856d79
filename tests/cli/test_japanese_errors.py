"""Bad game files and the command line's own refusals in Japanese: each message names the same
file, player, zone and line as the English one, with no English word left but what the person
typed (names, zones, codes, the file's own words) and the notation's and file format's words,
which stay as they are in every language. The exit statuses are the English ones."""

from __future__ import annotations

import re

import pytest

from .conftest import EXAMPLES
from .test_bad_input import BAD_FILES, game_text

# The words that stay as they are in Japanese: the notation's (what a zone text is written
# in), the game file's keys and TOML's, and the program's own name. The words of the file
# itself are allowed as well, test by test: they are what the person typed.
_STAYING = """
    coral fish cucumber crustacean whalefall siphonophore anglerfish camera jellyfish sole
    red yellow blue green multi stacked undiscovered facing as poi stingray hidden
    statue chest rubble wreck E W NE NW SE SW
    version expedition colours layout rules players name poi_kept zones colour
    KEY VALUE ZONE KIND text list table TOML UTF true false fathom score toml
"""
STAYS = set(_STAYING.split())
WORD = re.compile(r"[A-Za-z][A-Za-z0-9_]*")
ZONE = re.compile(r"[A-Z][0-9]+")
# The command line's options and commands, as typed: `--force`, `fathom-score new`.
TYPED = re.compile(r"--?[a-z][a-z-]*|`[^`]*`")


def english_left(said: str, typed: str, *names: str) -> set[str]:
    """The ASCII words in `said` that are none of those that stay, the file's (in any case),
    a zone's name, an option, or one of `names`."""
    for name in names:
        said = said.replace(name, " ")
    said = TYPED.sub(" ", said)
    allowed = STAYS | {word.lower() for word in WORD.findall(typed)}
    return {
        word
        for word in WORD.findall(said)
        if word not in allowed and word.lower() not in allowed and not ZONE.fullmatch(word)
    }


def where(needed: list[str]) -> list[str]:
    """What the Japanese message must name of the English one's words: the player, the zone
    and the line, in Japanese."""
    named = []
    for words in needed:
        if found := re.fullmatch(r"player ('[^']*')", words):
            named.append(f"プレイヤー {found[1]}")
        elif found := re.fullmatch(r"zone (\w+)", words):
            named.append(f"ゾーン {found[1]}")
        elif found := re.match(r"line (\d+)", words):
            named.append(f"{found[1]}行目")
    return named


@pytest.mark.parametrize(
    "text, needed", [case[1:] for case in BAD_FILES], ids=[case[0] for case in BAD_FILES]
)
def test_a_bad_game_file_is_refused_in_japanese(cli, tmp_path, text, needed):
    path = tmp_path / "bad game.toml"
    path.write_text(text, encoding="utf-8")
    english = cli("validate", path)
    run = cli("--lang", "ja", "validate", path)
    assert (run.status, run.out) == (english.status, "") == (2, "")
    assert f"fathom-score: {path}" in run.err
    for named in where(needed):
        assert named in run.err
    assert english_left(run.err, text, str(path)) == set(), run.err
    assert len(run.err.splitlines()) == len(english.err.splitlines())


def test_several_problems_are_counted_in_japanese(cli, tmp_path):
    path = tmp_path / "game.toml"
    text = game_text(2, ana='D1 = "green camera"\nH9 = "red coral"', ben='D4 = "red coral stacked"')
    path.write_text(text, encoding="utf-8")
    run = cli("--lang", "ja", "score", path)
    assert run.status == 2
    assert "3件の問題：" in run.err
    assert f"{path}：プレイヤー 'Ana'：ゾーン D1：深海カメラには向きが必要です" in run.err
    assert f"{path}：プレイヤー 'Ben'：ゾーン D4：積み重ねられるのはアンコウだけです" in run.err
    assert english_left(run.err, text, str(path)) == set()


def test_a_slip_is_offered_its_word_in_japanese(cli, tmp_path):
    path = tmp_path / "game.toml"
    text = game_text(ana='D4 = "red corall"', ben='A1 = "poi statu"')
    path.write_text(text, encoding="utf-8")
    run = cli("--lang", "ja", "validate", path)
    assert "'corall' という語はありません。coral のことですか？" in run.err
    assert "'statu' という興味深い点（POI）はありません。statue のことですか？" in run.err


def test_validate_says_ok_in_japanese(cli):
    run = cli("--lang", "ja", "validate", EXAMPLES / "expedition-2.toml")
    assert run.status == 0 and run.err == ""
    assert (
        run.out
        == f"{EXAMPLES / 'expedition-2.toml'}：OK — 遠征2、プレイヤー4人、発見済みタイル57枚\n"
    )


def test_the_command_lines_refusals_in_japanese(cli, tmp_path):
    refusals = [
        (("scor", "h09.toml"), "'scor' というコマンドはありません（score のことですか？）"),
        (
            ("explain", EXAMPLES / "expedition-1.toml", "--player", "Zed"),
            "'Zed' というプレイヤーはいません。プレイヤー：Ana、Ben、Chloé",
        ),
        (("scores.toml", "other.toml"), "開くゲームファイルは1つまでです"),
        (
            ("new", "--expedition", "1", "--players", "Ana,Ben", EXAMPLES / "expedition-1.toml"),
            "はすでにあります。別の名前にするか --force を付けてください",
        ),
        (("serve", tmp_path / "none.toml"), "はありません。`fathom-score new` で作るか"),
        (("serve", "--port", "70000"), "--port 70000：ポート番号は0〜65535です"),
    ]
    for args, said in refusals:
        english = cli(*args)
        run = cli("--lang", "ja", *args)
        assert run.status == english.status == 2
        assert said in run.err, run.err
        files = [str(arg) for arg in args if str(arg).endswith(".toml")]
        assert (
            english_left(run.err, " ".join(map(str, args)), *files, "Ana", "Ben", "Chloé", "Zed")
            == set()
        )


def test_new_says_what_it_wrote_in_japanese(cli, tmp_path):
    output = tmp_path / "new.toml"
    run = cli("--lang", "ja", "new", "--expedition", "2", "--players", "Ana,Ben", "-o", output)
    assert run.status == 0
    assert run.out == (
        f"{output} を書き出しました：各プレイヤーのゾーンを書き込んでから "
        f"`fathom-score score {output}` を実行してください。\n"
    )


def test_a_bad_layout_file_is_refused_in_japanese(cli, tmp_path):
    from .test_layout_files import GAME, layout_text, write

    layout = layout_text(zones={"A1": '"A1" = 0, -30', "A2": '"A2" = 3, 0'})
    write(tmp_path, layout.replace('centre = "D4"', 'centre = "Z9"\nsize = 3'))
    run = cli("--lang", "ja", "validate", tmp_path / "game.toml")
    assert run.status == cli("validate", tmp_path / "game.toml").status == 2
    board = tmp_path / "board.toml"
    assert f"レイアウト {board}：不明なキー 'size' があります" in run.err
    assert f"レイアウト {board}：中央の 'Z9' がレイアウトのゾーンの中にありません" in run.err
    typed = layout + GAME + "size"
    assert english_left(run.err, typed, str(tmp_path / "game.toml"), str(board)) == set(), run.err
