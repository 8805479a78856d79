"""The tap pad's items: a board entered by taps alone, on a phone or tablet with no keyboard.

Each item types a piece of a quick code into the entry field, exactly what a typist would type
for it (a colour's code, an icon's letter, a count, a skip), so the preview, the hint and the
refusals are the typing ones; the rest are the keys a field needs (Enter, ⌫, Clear, Undo). The
items are this game's: its own colour names, the expedition's species and tokens, and `+` only
where the expedition keeps points of interest beside the board.
"""

from __future__ import annotations

from dataclasses import dataclass

from ..model import DEFAULT_COLOURS, DIRECTIONS, MULTI, Game, PoiKind, Species
from ..words import N_, _
from .codes import LETTER_OF, POI_CODES, colour_codes
from .entry import CLEAR, KEPT_MARK, SKIP, SKIP_TWO, split_run

# What the items that are not text do: the editor turns each into the call its key makes.
ENTER, BACKSPACE, CLEAR_FIELD, UNDO = "enter", "backspace", "clear", "undo"
# The pad's own: its next page, where it has pages (the pad turns it, the editor never sees it).
MORE = "more"
ACTIONS = (ENTER, BACKSPACE, CLEAR_FIELD, UNDO, MORE)

# The letters the board picture shows for each icon, and its arrows for a camera's facing.
_SHOWN = {
    Species.CORAL: "C",
    Species.FISH: "F",
    Species.CUCUMBER: "S",
    Species.CRUSTACEAN: "K",
    Species.WHALEFALL: "W",
    Species.SIPHONOPHORE: "P",
    Species.ANGLERFISH: "A",
    Species.JELLYFISH: "J",
    Species.SOLE: "L",
}
_ARROWS = {"E": "→", "W": "←", "NE": "↗", "NW": "↖", "SE": "↘", "SW": "↙"}
_POI_SHOWN = {PoiKind.STATUE: "St", PoiKind.CHEST: "Ch", PoiKind.RUBBLE: "Ru", PoiKind.WRECK: "Wr"}
# Every item's word and the one top that is a word, as msgids (a game's own colour names
# aside, which stay as written): whole words a newcomer reads, a colour's, a species' and a
# token's as the game file names them. An item is as wide as its word needs (the pad lays
# them out); in Japanese the glossary's words, a double-width character two cells.
PAD_WORDS = (
    *(N_("red"), N_("yellow"), N_("blue"), N_("green"), N_("multi")),
    *(N_("coral"), N_("fish"), N_("cucumber"), N_("crustacean"), N_("whalefall")),
    *(N_("siphonophore"), N_("anglerfish"), N_("camera"), N_("jellyfish"), N_("sole")),
    *(N_("icons"), N_("hidden"), N_("statue"), N_("chest"), N_("rubble"), N_("wreck")),
    *(N_("stingray"), N_("face-down"), N_("end"), N_("as"), N_("kept"), N_("skip")),
    *(N_("skip two"), N_("empty"), N_("enter"), N_("delete"), N_("Clear"), N_("all")),
    *(N_("undo"), N_("more")),
)


@dataclass(frozen=True)
class PadItem:
    """One item: what it types (or the action it is), what it shows over its word, and the
    colour it is drawn in (a colour item's). `word` and `shown` are English (a msgid, where it
    is in PAD_WORDS); `label` and `top` say them as the pad draws them."""

    code: str
    shown: str
    word: str
    colour: str | None = None

    @property
    def action(self) -> str | None:
        return self.code if self.code in ACTIONS else None

    @property
    def label(self) -> str:
        """The word under the item, in the chosen language; a game's own colour as written."""
        own_colour = self.colour is not None and self.colour not in (*DEFAULT_COLOURS, MULTI)
        return _(self.word) if self.word in PAD_WORDS and not own_colour else self.word

    @property
    def top(self) -> str:
        """What the item shows over its word: what it types, as the board shows it (the same
        in every language), or the word of a key that types nothing (Clr)."""
        return _(self.shown) if self.action and self.shown in PAD_WORDS else self.shown


def pad_items(game: Game) -> list[PadItem]:
    """Every item of this game's pad, in the order a zone's code is built: colour, count,
    icon, then tokens, the run's marks and the field's keys."""
    colours = [
        PadItem(code, code, colour, colour) for code, colour in colour_codes(game.colours).items()
    ]
    counts = [PadItem(str(n), f"×{n}", "icons") for n in (2, 3)]
    icons = [item for species in game.expedition.all_species for item in _icon_items(species)]
    tokens = [
        PadItem("?", "?", "hidden"),
        *(PadItem(code, _POI_SHOWN[kind], kind.value) for code, kind in POI_CODES.items()),
        *([PadItem("~", "~", "stingray")] if game.expedition.stingrays else []),
    ]
    keeps = any(not game.expedition.keeps_on_board(kind) for kind in PoiKind)
    # A face-down tile's code goes between ( and ); = pins a multicoloured coral's colour.
    marks = [
        PadItem("(", "(", "face-down"),
        PadItem(")", ")", "end"),
        PadItem("=", "=", "as"),
        *([PadItem(KEPT_MARK, KEPT_MARK, "kept")] if keeps else []),
        PadItem(SKIP, SKIP, "skip"),
        PadItem(SKIP_TWO, SKIP_TWO, "skip two"),
        PadItem(CLEAR, CLEAR, "empty"),
    ]
    keys = [
        PadItem(ENTER, "⏎", "enter"),
        PadItem(BACKSPACE, "⌫", "delete"),
        PadItem(CLEAR_FIELD, "Clear", "all"),
        PadItem(UNDO, "↶", "undo"),
    ]
    return colours + counts + icons + tokens + marks + keys


def digit_items() -> list[PadItem]:
    """The reveal's pad: a guess's digits, then ⌫ and Enter (a phone types a guess by taps)."""
    digits = [PadItem(digit, digit, "") for digit in "1234567890"]
    return [*digits, PadItem(BACKSPACE, "⌫", "delete"), PadItem(ENTER, "⏎", "enter")]


def _icon_items(species: Species) -> list[PadItem]:
    """A species' item; a camera's are one for each way it may face (it must face one)."""
    letter = LETTER_OF[species]
    if species is Species.CAMERA:
        return [PadItem(letter + d.lower(), "@" + _ARROWS[d], "camera") for d in DIRECTIONS]
    return [PadItem(letter, _SHOWN[species], species.value)]


def tapped(text: str, code: str, game: Game) -> str:
    """The entry field's text once an item typing `code` is tapped: the code on the end, after
    a space where a typist would need one (`rc st`: in `rcst` the s would be a sea
    cucumber's letter)."""
    last = text.split()[-1] if text and not text[-1].isspace() else ""
    if code in POI_CODES and last and KEPT_MARK not in text:
        pieces = split_run(last + code, game.colours, game.layout)
        if pieces is None or pieces[-1] != code:
            return f"{text} {code}"
    return text + code


def items_for(code: str, game: Game) -> list[PadItem]:
    """The items that type `code` (a zone's quick code, a skip, a token), one after another:
    the longest item that fits first (`@ne` is one camera item, `st` the statue)."""
    typing = sorted(
        (item for item in pad_items(game) if item.action is None), key=lambda item: -len(item.code)
    )
    items: list[PadItem] = []
    while len(typed := "".join(item.code for item in items)) < len(code):
        item = next((i for i in typing if code.startswith(i.code, len(typed))), None)
        if item is None:
            raise ValueError(f"no item of the pad types {code[len(typed) :]!r} (in {code!r})")
        items.append(item)
    return items
