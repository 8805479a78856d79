"""The zone notation of the game-file contract: what players may write in a zone."""

from __future__ import annotations

import pytest

from fathom_score.gamefile import NotationError, format_content, parse_game, parse_zone
from fathom_score.model import DEFAULT_COLOURS, MULTI, Poi, PoiKind, Species, Stingray, Tile

FISH_AND_CRUSTACEAN = Tile("blue", ((Species.FISH, 1), (Species.CRUSTACEAN, 1)))


@pytest.mark.parametrize(
    "text",
    [
        "blue fish crustacean",
        "Blue Fish Crustacean",
        "crustacean fish blue",
        "blue fish crab",
        "  blue   FISH\tcrab ",
    ],
)
def test_words_are_case_insensitive_in_any_order_with_aliases(text):
    assert parse_zone(text, DEFAULT_COLOURS) == FISH_AND_CRUSTACEAN


@pytest.mark.parametrize(
    "text, species",
    [
        ("red sea cucumber", Species.CUCUMBER),
        ("red sea-cucumber", Species.CUCUMBER),
        ("red finless sole", Species.SOLE),
        ("red finless-sole", Species.SOLE),
    ],
)
def test_two_word_species_names(text, species):
    assert parse_zone(text, DEFAULT_COLOURS).species == (species,)


@pytest.mark.parametrize(
    "text, content",
    [
        ("yellow 2 fish", Tile("yellow", ((Species.FISH, 2),))),
        ("multi coral", Tile(MULTI, ((Species.CORAL, 1),))),
        ("multi coral as red", Tile(MULTI, ((Species.CORAL, 1),), pinned="red")),
        ("multi coral crustacean", Tile(MULTI, ((Species.CORAL, 1), (Species.CRUSTACEAN, 1)))),
        ("green camera facing ne", Tile("green", ((Species.CAMERA, 1),), facing="NE")),
        ("red anglerfish stacked", Tile("red", ((Species.ANGLERFISH, 1),), stacked=True)),
        ("red coral undiscovered", Tile("red", ((Species.CORAL, 1),), discovered=False)),
        ("poi statue", Poi(PoiKind.STATUE)),
        ("poi hidden", Poi(None)),
        ("stingray", Stingray()),
        ("", None),
        ("empty", None),
    ],
)
def test_the_notation_of_the_issue(text, content):
    assert parse_zone(text, DEFAULT_COLOURS) == content
    if content is not None:
        assert parse_zone(format_content(content), DEFAULT_COLOURS) == content


@pytest.mark.parametrize(
    "text, problem",
    [
        ("coral", "a tile needs a colour"),
        ("red", "a discovered tile needs an icon"),
        ("red 4 fish", "an icon count must be 1 to 3"),
        ("red 2", "must be followed by an icon"),
        ("red fish fish", "fish is written twice"),
        ("multi fish", "only a coral tile can be multicoloured"),
        ("red coral as blue", "pins a multicoloured coral"),
        ("red 2 whalefall", "shows a single whalefall icon and nothing else"),
        ("red coral facing E", "only a camera has 'facing'"),
        ("red anglerfish stacked undiscovered", "a stack cannot be undiscovered"),
        ("poi gold", "write 'poi KIND': statue, chest, rubble, wreck, or hidden if face-down"),
        ("stingray red", "a stingray token stands alone"),
        ("red ² fish", "unknown word '²'"),
    ],
)
def test_what_is_refused_and_why(text, problem):
    with pytest.raises(NotationError, match=problem):
        parse_zone(text, DEFAULT_COLOURS)


def test_a_table_may_name_its_own_colours():
    game = parse_game(
        'version = 1\nexpedition = 1\ncolours = ["Purple", "teal"]\n'
        '[[players]]\nname = "Ana"\n[players.zones]\nd4 = "purple coral"\n'
        '[[players]]\nname = "Ben"\n'
    )
    assert game.colours == ("purple", "teal")
    assert game.players[0].board["D4"] == Tile("purple", ((Species.CORAL, 1),))
