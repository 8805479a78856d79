"""The words of the zone notation, shared by the notation reader and the legality rules (a
table's own colour names must not be one of them, or a zone text could not be read)."""

from __future__ import annotations

from collections.abc import Sequence
from difflib import get_close_matches
from functools import lru_cache

from ..model import EXPEDITIONS, MULTI, Species

ICON_WORDS: dict[str, Species] = {
    "coral": Species.CORAL,
    "corals": Species.CORAL,
    "fish": Species.FISH,
    "fishes": Species.FISH,
    "schooling-fish": Species.FISH,
    "cucumber": Species.CUCUMBER,
    "cucumbers": Species.CUCUMBER,
    "sea-cucumber": Species.CUCUMBER,
    "sea-cucumbers": Species.CUCUMBER,
    "crustacean": Species.CRUSTACEAN,
    "crustaceans": Species.CRUSTACEAN,
    "crab": Species.CRUSTACEAN,
    "crabs": Species.CRUSTACEAN,
    "whalefall": Species.WHALEFALL,
    "siphonophore": Species.SIPHONOPHORE,
    "anglerfish": Species.ANGLERFISH,
    "camera": Species.CAMERA,
    "deep-sea-camera": Species.CAMERA,
    "jellyfish": Species.JELLYFISH,
    "sole": Species.SOLE,
    "soles": Species.SOLE,
    "finless-sole": Species.SOLE,
    "finless-soles": Species.SOLE,
}
ICON_NAMES = (
    "coral",
    "fish",
    "cucumber",
    "crustacean",
    "whalefall",
    "siphonophore",
    "anglerfish",
    "camera",
    "jellyfish",
    "sole",
)
FLAG_WORDS = ("stacked", "undiscovered", "facing", "as")
TOKEN_WORDS = ("stingray", "poi")
EMPTY_WORDS = ("", "empty", "-")
# Words that can never name a colour.
RESERVED = frozenset(ICON_WORDS) | set(FLAG_WORDS) | set(TOKEN_WORDS) | {MULTI, "hidden", "empty"}
# How alike a word must be to one of the notation's to be offered in its place ("corall").
_CLOSE = 0.7


def icon_names(expedition: int | None) -> tuple[str, ...]:
    """The icons a tile of this expedition may show; every icon when it is not known."""
    if expedition not in EXPEDITIONS:
        return ICON_NAMES
    return tuple(species.value for species in EXPEDITIONS[expedition].all_species)


def flag_words(expedition: int | None) -> tuple[str, ...]:
    """The flags a tile of this expedition may carry: `stacked` and `facing` only where there
    are anglerfish and cameras."""
    icons = icon_names(expedition)
    needs = {"stacked": Species.ANGLERFISH, "facing": Species.CAMERA}
    return tuple(flag for flag in FLAG_WORDS if flag not in needs or needs[flag] in icons)


def token_words(expedition: int | None) -> tuple[str, ...]:
    """The tokens a zone of this expedition may hold: stingrays only in their own."""
    if expedition in EXPEDITIONS and not EXPEDITIONS[expedition].stingrays:
        return tuple(token for token in TOKEN_WORDS if token != "stingray")
    return TOKEN_WORDS


def closest_word(word: str, colours: Sequence[str], expedition: int | None) -> str | None:
    """The word of this expedition's notation that `word` looks like a slip for, if any; the
    notation's words are letters and hyphens, so a word with anything else in it (a run of
    codes) is no slip for one."""
    if not word.replace("-", "").isalpha():
        return None
    return closest(word, _words(tuple(colours), expedition))


@lru_cache(maxsize=64)
def _words(colours: tuple[str, ...], expedition: int | None) -> tuple[str, ...]:
    icons = icon_names(expedition)
    return (
        *colours,
        MULTI,
        *(w for w, s in ICON_WORDS.items() if s in icons),
        *flag_words(expedition),
        *token_words(expedition),
    )


def closest(word: str, choices: Sequence[str]) -> str | None:
    """The choice that `word` looks like a slip for, if any."""
    close = get_close_matches(word, choices, n=1, cutoff=_CLOSE)
    return close[0] if close else None
