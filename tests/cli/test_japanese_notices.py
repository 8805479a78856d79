"""What the command line says beside its output, in Japanese: the long coral search's notice,
the served table's announcement and the app's farewell on quitting."""

from __future__ import annotations

import re

from fathom_score.cli.scoring import LongSearchNotice
from fathom_score.gamefile import load_game
from fathom_score.serve import announcement
from fathom_score.table.session import Session, farewell
from fathom_score.words import set_language

from .conftest import EXAMPLES

# What stays in Latin letters: the program, the keys to press, addresses and --options.
LATIN = re.compile(r"fathom-score( serve)?|Ctrl\+C|ctrl\+s|F6|https?://\S+|--[a-z]+|`[^`]*`")


def english_left(said: str, *names: str) -> set[str]:
    said = LATIN.sub(" ", said)
    for name in names:
        said = said.replace(name, " ")
    return set(re.findall(r"[A-Za-z][A-Za-z0-9_]*", said))


def test_the_long_search_notice_in_japanese():
    game = load_game(EXAMPLES / "expedition-2.toml")
    set_language("ja")
    notice = LongSearchNotice(game).notice()
    assert "多色サンゴ" in notice and "裁定3" in notice
    assert english_left(notice) == set()


def test_the_served_tables_announcement_in_japanese(tmp_path):
    path = EXAMPLES / "expedition-2.toml"
    game = load_game(path)
    set_language("ja")
    for host in ("127.0.0.1", "0.0.0.0"):
        said = announcement("ABCD-1234", host, 8000, path, game)
        assert "参加コード：ABCD-1234" in said and "遠征2" in said
        names = ("ABCD", "expedition-2.toml", "Noor", "Otto", "Priya", "Quinn", "THIS-COMPUTER")
        assert english_left(said, *names) == set(), said
    said = announcement("ABCD-1234", "127.0.0.1", 8000, None, None)
    # ?player= is what a player types at the link's end: a code, as the join code is.
    assert "新しいゲーム" in said and english_left(said, "ABCD", "?player=") == set(), said


def test_the_farewell_in_japanese(tmp_path, monkeypatch):
    monkeypatch.setenv("FATHOM_SCORE_HOME", str(tmp_path))
    session = Session(load_game(EXAMPLES / "expedition-2.toml"))
    set_language("ja")
    said = farewell(session)
    assert "自動保存していません" in said
    assert english_left(said, str(tmp_path / "history.sqlite3")) == set(), said
