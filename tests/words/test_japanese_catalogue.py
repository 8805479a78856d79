"""The Japanese catalogue kept to the glossary's usage (../shared/ja-glossary.md, issue 31): no
word the glossary retires, a unit after every number that has one in English, full-width marks
in Japanese sentences, and no line break of a message's own (the layout breaks lines)."""

from __future__ import annotations

import re

import pytest

from scripts.catalogues import read, translations

CATALOGUE = read(translations()["ja"])
ENTRIES = [entry for entry in CATALOGUE if entry.id]

# The words the glossary retires, each with the word to say instead.
RETIRED = {
    "テーブル": "卓 (a TOML or database table stays テーブル)",
    "ブラウザー": "ブラウザ",
    "珊瑚": "サンゴ",
    "海鼠": "ナマコ",
    "海月": "クラゲ",
    "鯨": "クジラ",
    "カテゴリ": "項目",
    "サイフォノ(?!フォア)": "サイフォノフォア, never cut short",
}
# テーブル is the file format's word for a [table] of TOML, and a database's: the English says so.
FILE_TABLES = re.compile(r"\[|TOML|backup|nested|tables\b", re.IGNORECASE)
# A number in English said with its unit: "{count} points", "{size} tiles", "3 games".
NUMBERS = r"count|size|points|total|share|bonus|best|average|off|games|shown|changed|limit"
COUNTED = re.compile(
    rf"(\{{(?:{NUMBERS})\}}|(?<![\w{{.])\d+)\s+"
    r"(points?|tiles?|icons?|corals?|fish|games?|players?|questions?|zones?|cucumbers?|"
    r"jellyfish|stingrays?|wins?|groups?)\b"
)
UNITS = "点枚つ匹人問件回種位勝個"
JAPANESE = "\u3040-\u30ff\u4e00-\u9fff\uff01-\uff5e"
ASCII_MARK = re.compile(rf"[{JAPANESE}][?:]")


def forms(text: object) -> tuple[str, ...]:
    return tuple(text) if isinstance(text, (list, tuple)) else (str(text),)


def entry_id(entry) -> str:
    return forms(entry.id)[0][:60]


def retired_words(msgid: str, msgstr: str) -> list[str]:
    found = [word for word in RETIRED if re.search(word, msgstr)]
    if "テーブル" in found and FILE_TABLES.search(msgid):
        found.remove("テーブル")
    return found


def units_missing(msgid: str, msgstr: str) -> list[str]:
    """The numbers `msgid` says with a unit that `msgstr` says bare."""
    missing = []
    for number in COUNTED.finditer(msgid):
        said = re.escape(number[1])
        if not re.search(rf"{said}\s?(?:[{UNITS}]|ゲーム|ゾーン|アイコン)|[{UNITS}]{said}", msgstr):
            missing.append(f"{number[0]!r}")
    return missing


def test_the_checks_find_what_they_look_for():
    assert retired_words("the table", "テーブルの全員") == ["テーブル"]
    assert retired_words("[rules] must be a table", "[rules] はテーブルに") == []
    assert retired_words("Siphonophore", "サイフォノ.") == ["サイフォノ(?!フォア)"]
    assert retired_words("Siphonophore", "サイフォノフォア") == []
    assert units_missing("{count} points", "{count}") == ["'{count} points'"]
    assert units_missing("{count} points", "{count}点") == []
    assert units_missing("a group of {size} tiles", "{size}枚のグループ") == []
    assert ASCII_MARK.search("得点は: 18") and not ASCII_MARK.search("r: 赤、F1: キー")


@pytest.mark.parametrize("entry", ENTRIES, ids=entry_id)
def test_no_word_the_glossary_retires(entry):
    for msgstr in forms(entry.string):
        assert retired_words(forms(entry.id)[0], msgstr) == [], {w: RETIRED[w] for w in RETIRED}


@pytest.mark.parametrize("entry", ENTRIES, ids=entry_id)
def test_a_number_keeps_the_unit_it_has_in_english(entry):
    for msgstr in forms(entry.string):
        assert units_missing(forms(entry.id)[-1], msgstr) == [], msgstr


@pytest.mark.parametrize("entry", ENTRIES, ids=entry_id)
def test_japanese_sentences_take_full_width_marks(entry):
    for msgstr in forms(entry.string):
        assert not ASCII_MARK.search(msgstr), msgstr


@pytest.mark.parametrize("entry", ENTRIES, ids=entry_id)
def test_a_message_holds_no_line_break_of_its_own(entry):
    """But argparse's error line, whose line end is argparse's own."""
    for text in (*forms(entry.id), *forms(entry.string)):
        assert "\n" not in text.removesuffix("\n"), text
