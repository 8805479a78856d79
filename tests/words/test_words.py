"""Words as data and said: values, lists, plurals, the language chosen and when the catalogue
is read."""

from __future__ import annotations

import pytest

from fathom_score.words import (
    Message,
    _,
    and_list,
    english,
    environment_language,
    language,
    message,
    n_,
    ordinal,
    plural_message,
    points,
    say,
    set_language,
)
from fathom_score.words import languages as choice

COLOUR = message("red")  # stands for a word the catalogue translates (a colour, a species)


def test_a_message_is_data_hashable_and_its_values_are_read_by_name():
    said = message("{zones}: {count}", zones=["D4", "E5"], count=2)
    assert said == Message("{zones}: {count}", (("zones", ("D4", "E5")), ("count", 2)))
    assert hash(said) == hash(message("{zones}: {count}", zones=("D4", "E5"), count=2))
    assert said["zones"] == ("D4", "E5")
    with pytest.raises(KeyError):
        said["colour"]


def test_english_says_the_source_text_with_names_numbers_and_lists_as_they_are():
    assert say(message("{player} has {zones}", player="Ana", zones=("D4", "E5"))) == (
        "Ana has D4, E5"
    )
    assert say(and_list(["Ana"])) == "Ana"
    assert say(and_list(["Ana", "Ben"])) == "Ana and Ben"
    assert say(and_list(["Ana", "Ben", "Cleo"])) == "Ana, Ben and Cleo"
    assert [say(ordinal(place)) for place in (1, 2, 3, 4)] == ["1st", "2nd", "3rd", "4th"]
    assert [say(points(count)) for count in (0, 1, 4)] == ["0 points", "1 point", "4 points"]
    assert n_("{count} game", "{count} games", 1).format(count=1) == "1 game"


def test_japanese_says_the_catalogues_words_and_leaves_names_zones_and_numbers():
    set_language("ja")
    assert say(message("{items} and {last}", items=("Ana", "Ben"), last="Cleo")) == (
        "Ana、Ben、Cleo"
    )
    assert say(and_list(["Ana", "Ben"])) == "Ana、Ben"
    assert say(ordinal(2)) == "2位"
    assert [say(points(count)) for count in (1, 4)] == ["1点", "4点"]
    assert say("Coral") == _("Coral") == "サンゴ"
    assert say(message("{rows}", rows=("Coral", "D4"))) == "Coral、D4"  # str values: as they are
    assert say(message("{rows}", rows=(message("Coral"), "D4"))) == "サンゴ、D4"


def test_a_plural_message_counts_by_its_count_and_a_nested_message_is_said_too():
    said = plural_message("{count} point", "{count} points", count=1, why=COLOUR)
    assert said.plural == "{count} points" and said.count == "count"
    assert say(said) == "1 point"


def test_a_message_unknown_to_the_catalogue_is_said_in_english():
    set_language("ja")
    assert say(message("not in any catalogue: {zone}", zone="D4")) == ("not in any catalogue: D4")


@pytest.mark.parametrize(
    ("environment", "expected"),
    [
        ({"LANG": "ja_JP.UTF-8"}, "ja"),
        ({"LANG": "en_GB.UTF-8"}, "en"),
        ({"LANG": "fr_FR.UTF-8"}, "en"),
        ({"LC_ALL": "ja_JP.UTF-8", "LANG": "en_US.UTF-8"}, "ja"),
        ({"LC_MESSAGES": "ja_JP", "LANG": "en_US.UTF-8"}, "ja"),
        ({"LANGUAGE": "en", "LC_ALL": "ja_JP.UTF-8"}, "en"),  # LANGUAGE comes first
        ({"LANGUAGE": "fr:ja", "LANG": "en_US.UTF-8"}, "ja"),  # its first of ours
        ({"LANGUAGE": "", "LANG": "ja_JP.eucJP"}, "ja"),  # an empty one does not count
        ({"LANG": "C"}, "en"),
        ({"LANGUAGE": "C:ja"}, "en"),  # gettext stops at C
        ({}, "en"),
    ],
)
def test_the_environment_chooses_as_gettext_reads_it(environment, expected):
    assert environment_language(environment) == expected


def test_set_language_none_goes_back_to_the_environment(monkeypatch):
    for name in choice.ENVIRONMENT:
        monkeypatch.delenv(name, raising=False)
    monkeypatch.setenv("LANG", "ja_JP.UTF-8")
    set_language(None)
    assert language() == "ja" and say(ordinal(1)) == "1位"
    set_language("en")
    assert language() == "en" and say(ordinal(1)) == "1st"
    with pytest.raises(ValueError, match="no such language"):
        set_language("fr")


def test_the_catalogue_is_read_when_words_are_first_said_not_before():
    set_language("ja")
    assert choice._catalogue is None
    message("{place}st", place=1)  # making a Message reads nothing
    assert choice._catalogue is None
    say(ordinal(1))
    assert choice._catalogue is not None
    set_language("en")  # a new language is read when it is first said
    assert choice._catalogue is None


def test_english_says_words_in_english_whatever_the_language_and_reads_no_catalogue():
    set_language("ja")
    words = plural_message("{count} point of interest", "{count} points of interest", count=2)
    nested = message("as {colour}", colour=COLOUR)
    assert english(words) == "2 points of interest" and english(nested) == "as red"
    assert english(message("{zones}", zones=("D4", "E5"))) == "D4, E5"
    assert choice._catalogue is None  # English needs none
    assert say(nested) == "赤なら"
