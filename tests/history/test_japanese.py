"""The history's commands in Japanese: the tables' titles and headings, "N games", the record
and backup lines and the refusals in the glossary's words, dates in ISO; the JSON (history
--json, the backup file) byte for byte the English one, and the exit statuses the same."""

from __future__ import annotations

import json
import re

from .conftest import EXAMPLES

WORD = re.compile(r"[A-Za-z][A-Za-z0-9_]*")
# The players' names, and NAME, which a command line given to type holds.
NAMES = {"Ana", "Ben", "Chlo", "Noor", "Otto", "Priya", "Quinn", "NAME"}


def recorded(cli) -> None:
    for number, day in ((2, "2026-11-01"), (1, "2026-11-02 20:30")):
        status, out, err = cli(
            "--lang", "ja", "record", EXAMPLES / f"expedition-{number}.toml", "--date", day
        )
        assert status == 0, err
        assert out.startswith(f"ゲーム {3 - number} を記録しました：遠征{number}、")


def english_left(said: str, home) -> set[str]:
    """ASCII words left in `said` but the players' names, the history's path and the
    command lines it gives to type (in backquotes, or after a colon: `fathom-score ...`)."""
    said = said.replace(str(home), " ")
    said = re.sub(r"`[^`]*`|fathom-score[^\n]*|--[a-z]+", " ", said)
    return {word for word in WORD.findall(said) if word not in NAMES}


def test_history_in_japanese(cli, home):
    status, out, err = cli("--lang", "ja", "history")
    assert status == 0 and "記録済みのゲームはまだありません" in out
    recorded(cli)
    status, out, err = cli("--lang", "ja", "history")
    assert status == 0, err
    for words in (
        "ゲーム（全2件）",
        "日時",
        "順位順のプレイヤー（合計）",
        "勝者",
        "プレイヤー（集計したゲーム数）",
        "勝率",
        "遠征",
        "勝者の平均合計",
    ):
        assert words in out
    assert "2026-11-02 20:30" in out  # dates stay ISO
    assert english_left(out, home) == set(), out


def test_one_players_history_in_japanese(cli, home):
    recorded(cli)
    status, out, err = cli("--lang", "ja", "history", "--player", "noor")
    assert status == 0, err
    for words in (
        "Noor のゲームごとの合計",
        "項目ごとの平均点",
        "全員",
        "サンゴ",
        "深海カメラ",
    ):
        assert words in out
    assert "2026-11-01" in out
    assert english_left(out, home) == set(), out


def test_players_and_backup_in_japanese(cli, home, tmp_path):
    recorded(cli)
    status, out, _ = cli("--lang", "ja", "players")
    assert status == 0 and "Noor\t1ゲーム" in out.splitlines()
    backup = tmp_path / "backup.json"
    status, out, _ = cli("--lang", "ja", "backup", backup)
    assert status == 0 and out == f"{backup} を書き出しました：履歴のすべて（2ゲーム）。\n"
    status, _, err = cli("--lang", "ja", "restore", backup)
    assert status == 2 and "にはすでにゲームがあります" in err
    assert english_left(err, home) == set(), err


def test_the_history_refuses_in_japanese_with_the_same_status(cli, home):
    recorded(cli)
    for args, said in (
        (("game", "9"), "履歴にゲーム 9 はありません"),
        (("history", "--player", "Zed"), "履歴に 'Zed' というプレイヤーはいません"),
        (("history", "--versus", "Ana"), "--versus には --player が必要です"),
        (("record", EXAMPLES / "expedition-2.toml"), "このゲームはすでにゲーム 1"),
    ):
        english = cli(*args)
        status, _, err = cli("--lang", "ja", *args)
        assert status == english[0] == 2
        assert said in err, err


def test_the_json_is_the_same_in_every_language(cli, home, tmp_path):
    recorded(cli)
    for args in (
        ("history", "--json"),
        ("history", "--player", "Noor", "--json"),
        ("game", "1", "--toml"),
        ("history", "--csv"),
    ):
        assert cli("--lang", "ja", *args) == cli("--lang", "en", *args)
    english, japanese = tmp_path / "en.json", tmp_path / "ja.json"
    assert cli("--lang", "en", "backup", english)[0] == cli("--lang", "ja", "backup", japanese)[0]
    english_backup, japanese_backup = (json.loads(f.read_text()) for f in (english, japanese))
    assert english_backup.keys() == japanese_backup.keys()
    assert english_backup["tables"] == japanese_backup["tables"]
