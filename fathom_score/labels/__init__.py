"""The names the scorepad, the reports and the history show for the scorepad's rows, the
expeditions' titles and the default tile colours.

The model's (fathom_score.model re-exports them), kept below every layer in a package of their
own so that the history draws them without loading the model: importing the model cost the
history's commands about 0.3x `score --json` (its whole process) at 10,000 recorded games.
The new-game screen, the app's first, names the expeditions and colours from here for the
same reason: the model's import is a good part of the first screen's time, and waits for a game.
They are msgids, in English: `words.say` says one in the reader's language where it is shown.
"""

from ..words import N_

CATEGORY_LABELS = {
    "coral": N_("Coral"),
    "schooling_fish": N_("Schooling fish"),
    "sea_cucumber": N_("Sea cucumber"),
    "crustacean": N_("Crustacean"),
    "whalefall": N_("Whalefall"),
    "siphonophore": N_("Siphonophore"),
    "anglerfish": N_("Anglerfish"),
    "camera": N_("Deep-sea camera"),
    "jellyfish": N_("Jellyfish"),
    "finless_sole": N_("Finless sole"),
    "stingrays": N_("Stingrays"),
    "poi": N_("Points of interest"),
}

# Each expedition's title, by its number (model/expedition.py's Expedition.title reads it here).
EXPEDITION_TITLES = {
    1: N_("A Leviathan Falls"),
    2: N_("Covering Every Angle"),
    3: N_("Playful Visitors"),
    4: N_("Standoff in the Shallows"),
}
# The colours a game's tiles have unless its file names its own (model/tiles.py re-exports it).
DEFAULT_COLOURS = ("red", "yellow", "blue", "green")
# The default colours' names, said in the reader's language (赤, 黄 …), and capitalised to
# start a sentence; a game's own colours are names it gives and stay as they are written.
COLOUR_WORDS = {"red": N_("red"), "yellow": N_("yellow"), "blue": N_("blue"), "green": N_("green")}
COLOUR_TITLES = {"red": N_("Red"), "yellow": N_("Yellow"), "blue": N_("Blue"), "green": N_("Green")}

# The directions as prose says them: the letters in English, as the rules print them, the words
# in Japanese (北東向き); what a person types is always the letters.
DIRECTION_WORDS = {
    "E": N_("E"),
    "SE": N_("SE"),
    "SW": N_("SW"),
    "W": N_("W"),
    "NW": N_("NW"),
    "NE": N_("NE"),
}
