"""The quick codes' alphabet: a letter for each icon and token, and a code for every colour.

Icon letters are fixed (`c` coral, `f` fish, ...). A colour's code is chosen so that a run of
codes always splits one way, whatever the game's colour names are: colour codes are drawn only
from letters that no icon, flag, token or camera direction uses (`COLOUR_ALPHABET`). Each
colour, in the game's order, takes the first letter of its own name that is still free there,
else the first free letter of the alphabet; so `red yellow blue green` keep `r y b g`, and
`crimson amber azure jade` get `r b z d`. A game with more colours than the alphabet has
letters gives every colour two letters, which keeps the codes prefix-free.
"""

from __future__ import annotations

from collections.abc import Sequence
from functools import lru_cache
from itertools import product

from ..model import MULTI, PoiKind, Species

ICON_LETTERS = {
    "c": Species.CORAL,
    "f": Species.FISH,
    "s": Species.CUCUMBER,
    "k": Species.CRUSTACEAN,
    "w": Species.WHALEFALL,
    "p": Species.SIPHONOPHORE,
    "a": Species.ANGLERFISH,
    "@": Species.CAMERA,
    "j": Species.JELLYFISH,
    "l": Species.SOLE,
}
LETTER_OF = {species: letter for letter, species in ICON_LETTERS.items()}
TOKEN_CODES = {
    "~": "stingray",
    "?": "poi hidden",
    "st": "poi statue",
    "ch": "poi chest",
    "ru": "poi rubble",
    "wr": "poi wreck",
}
POI_CODES = {"st": PoiKind.STATUE, "ch": PoiKind.CHEST, "ru": PoiKind.RUBBLE, "wr": PoiKind.WRECK}
MULTI_CODE = "m"
# Letters a colour code may use: none is an icon letter, `m` (multicoloured), a letter of a
# camera direction (n e s w, read after `@`) or u (`ru`, rubble, would swallow a colour u
# that followed the colour r).
_TAKEN = set(ICON_LETTERS) | {MULTI_CODE, "n", "e", "s", "w", "u"}
COLOUR_ALPHABET = "".join(c for c in "abcdefghijklmnopqrstuvwxyz" if c not in _TAKEN)


def colour_codes(colours: Sequence[str]) -> dict[str, str]:
    """Code -> colour for every colour of the game, and `m` for multicoloured coral."""
    return {**_colour_codes(tuple(colours)), MULTI_CODE: MULTI}


@lru_cache(maxsize=64)
def _colour_codes(colours: tuple[str, ...]) -> dict[str, str]:
    if len(colours) > len(COLOUR_ALPHABET):
        candidates = ["".join(pair) for pair in product(COLOUR_ALPHABET, repeat=2)]
        own = [[c[:1] + c[i : i + 1] for i in range(1, len(c))] for c in colours]
    else:
        candidates = list(COLOUR_ALPHABET)
        own = [list(colour) for colour in colours]
    codes: dict[str, str] = {}
    for colour, preferred in zip(colours, own):
        free = [
            code for code in [*preferred, *candidates] if code in candidates and code not in codes
        ]
        codes[free[0]] = colour
    return codes


def code_of_colour(colours: Sequence[str]) -> dict[str, str]:
    """Colour -> its code (multicoloured included)."""
    return {colour: code for code, colour in colour_codes(colours).items()}
