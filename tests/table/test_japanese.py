"""Issue 18: in Japanese the table layer says its words in Japanese: a zone's content, every
refusal and hint under the entry field, what an entry, undo and redo did, the autosave's
summary and the tap pad's words. Only what a person types or names stays in Latin letters:
players' and zones' names, codes (quoted, as typed), a camera's direction, and the words of
the notation a refusal tells the player to type.

In English the words are those of before, byte for byte: a content as the game file writes it.
"""

from __future__ import annotations

import re
from datetime import datetime
from pathlib import Path

import pytest

from fathom_score.app.widgets.tap_pad import TapPad
from fathom_score.gamefile import format_content, parse_zone
from fathom_score.model import DEFAULT_COLOURS, Game, Player, Poi, PoiKind, Stingray
from fathom_score.render.cells import cell_len
from fathom_score.table.entry import describe
from fathom_score.table.session import Session
from fathom_score.table.storage import Bookmark, RecentGame
from fathom_score.table.taps import pad_items
from fathom_score.words import set_language

# Each kind of content, as the game file writes it, in the expedition that has it.
CONTENTS = [
    (1, "red coral"),
    (1, "yellow 2 fish"),
    (1, "blue fish crustacean"),
    (1, "green coral 2 fish"),
    (1, "red coral undiscovered"),
    (1, "multi coral as red"),
    (1, "multi coral"),
    (2, "green camera facing NE"),
    (2, "red anglerfish stacked"),
    (3, "blue jellyfish"),
    (3, "yellow sole"),
    (1, "yellow 3 cucumber"),
    (1, "red whalefall"),
    (2, "blue siphonophore"),
    (2, "poi statue"),
    (2, "poi hidden"),
]
# The words of the notation a refusal names for the player to type (kept statue), and the
# codes it says to type (st there).
TYPED_WORDS = {"statue", "chest", "rubble", "wreck", "st", "ch", "ru", "wr"}


@pytest.fixture
def japanese():
    set_language("ja")
    yield
    set_language("en")


def latin_words(text: str) -> list[str]:
    """The words in Latin letters in `text` that are not a code (quoted), a zone's name, a
    camera's direction or POI: each one is English left untranslated."""
    text = re.sub(r"'[^']*'", "", text)  # a code or a notation, quoted as typed
    text = re.sub(r"(?<![A-Za-z])([A-G]\d+|NE|NW|SE|SW|E|W|POI)(?![A-Za-z])", "", text)
    return [w for w in re.findall(r"[A-Za-z]{2,}", text) if w not in TYPED_WORDS]


def content(expedition: int, text: str):
    return parse_zone(text, DEFAULT_COLOURS, expedition)


@pytest.mark.parametrize("expedition, text", CONTENTS)
def test_a_content_is_said_in_english_as_the_game_file_writes_it(expedition, text):
    assert describe(content(expedition, text)) == format_content(content(expedition, text))


def test_the_empty_zone_and_the_stingray_in_english():
    assert (describe(None), describe(Stingray())) == ("empty", "a stingray")


@pytest.mark.parametrize("expedition, text", CONTENTS)
def test_a_content_is_said_in_japanese_words(japanese, expedition, text):
    said = describe(content(expedition, text))
    assert said and latin_words(said) == [], said


def test_japanese_contents_read_as_written_here(japanese):
    assert describe(content(1, "yellow coral")) == "黄のサンゴ"
    assert describe(content(1, "red coral undiscovered")) == "赤のサンゴ（未発見）"
    assert describe(content(1, "yellow 2 fish")) == "黄の魚×2"
    assert describe(content(1, "blue fish crustacean")) == "青の魚と甲殻類"
    assert describe(content(1, "multi coral as red")) == "多色サンゴ（赤に固定）"
    assert describe(content(2, "green camera facing E")) == "緑の深海カメラ（東向き）"
    assert describe(content(2, "red anglerfish stacked")) == "赤のアンコウ（積み重ね）"
    assert describe(Poi(None)) == "裏向きのPOI"
    assert describe(Poi(PoiKind.WRECK)) == "難破船のPOI"
    assert (describe(None), describe(Stingray())) == ("空", "アカエイ")


def table(expedition: int = 2) -> Session:
    return Session(Game(expedition, (Player("Ana"), Player("Ben")), DEFAULT_COLOURS))


# What each typed text makes the editor say, one of each refusal and hint of the entry.
TYPED = [
    "rcx",  # a letter that is no icon's
    "rc.x",  # no code begins with it
    "rcst",  # a statue read as a cucumber: what to type
    "b2st",  # a zone read as a count
    "d9",  # no such zone
    "y4f",  # a quick code read as notation the core refuses
    "kept foo",  # no such point of interest
    "+x",
    "rc" * 50,  # past the last zone
    "rcd4bfd4rc",  # a zone twice
    "+s",  # kept where this expedition leaves it on its zone
    "~",  # a token of another expedition
    "e1yc",
    "y2f",
    "(rc)",
    "mc=r",
    "g@e",
    "raa",
    "?",
    "st",
    "d4",
    "",
    "...",
]


@pytest.mark.parametrize("typed", TYPED)
def test_what_an_entry_does_or_why_not_is_said_in_japanese(japanese, typed):
    said = table().preview(0, "A1", typed).message
    assert said and latin_words(said) == [], said


def test_a_run_and_the_kept_kinds_are_said_in_japanese(japanese):
    session = table(1)
    done = session.enter(0, "A1", "rc-y2f+sc")
    assert done.message == "A1：赤のサンゴ · A2：空 · A3：黄の魚×2 · ボードの横に置いた：彫像、宝箱"
    assert session.enter(0, "A1", "...").message == "A1–A3をスキップ"


def test_undo_and_redo_say_in_japanese_what_they_changed(japanese):
    session = table(1)
    session.enter(0, "D4", "rc")
    session.enter(0, "A1", "+s")
    assert session.undo(0) == "Anaのボードで元に戻しました：ボードの横に置いた → なし"
    assert session.undo(0) == "Anaのボードで元に戻しました：D4：赤のサンゴ → 空"
    assert session.redo(0) == "Anaのボードでやり直しました：D4：空 → 赤のサンゴ"


def test_a_board_entered_elsewhere_says_so_in_japanese(japanese):
    session = table()
    session.editable = frozenset({1})
    said = session.preview(0, "A1", "rc").message
    assert said == "✗ AnaのボードはAnaの端末で入力します。ここでは表示だけです"


def test_the_autosave_summary_in_japanese_and_in_english():
    game = table(1).game
    game = game.with_player(
        0, Player("Ana", game.players[0].board.with_zone("D4", content(1, "red coral")))
    )
    recent = RecentGame(
        "slot", game, Path("x.toml"), datetime(2026, 12, 1, 10, 0), Bookmark(0, "A1"), 4
    )
    english = (
        "2026-12-01 10:00 · Expedition 1 · Ana, Ben · 1 zone filled · from x.toml · edits game #4"
    )
    assert recent.summary == english
    set_language("ja")
    try:
        assert recent.summary == (
            "2026-12-01 10:00 · 遠征1 · Ana、Ben · 1ゾーン入力済み · x.tomlから · ゲーム#4の編集"
        )
    finally:
        set_language("en")


@pytest.mark.parametrize("expedition", [1, 2, 3, 4])
def test_every_japanese_word_of_the_tap_pad_fits_its_item(japanese, expedition):
    game = table(expedition).game
    pad = TapPad(game)
    for item in pad_items(game):
        for said in (item.top, item.label):
            assert cell_len(said) < pad.item_width(item), (item, said)  # and a cell apart
        assert not re.search("[A-Za-z]", item.label), item  # every word is translated
    assert "消去" in {item.top for item in pad_items(table(expedition).game)}


def test_a_games_own_colour_stays_as_written_on_the_pad(japanese):
    game = Game(1, (Player("Ana"),), ("crimson", "yellow", "azure", "jade"))
    labels = [item.label for item in pad_items(game) if item.colour is not None]
    assert labels == ["crimson", "黄", "azure", "jade", "多色"]
