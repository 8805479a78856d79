"""The words of the zone notation, shared by the notation reader and the legality rules (a
table's own colour names must not be one of them, or a zone text could not be read)."""

from __future__ import annotations

from ..model import MULTI, Species

ICON_WORDS: dict[str, Species] = {
    "coral": Species.CORAL, "corals": Species.CORAL,
    "fish": Species.FISH, "fishes": Species.FISH, "schooling-fish": Species.FISH,
    "cucumber": Species.CUCUMBER, "cucumbers": Species.CUCUMBER,
    "sea-cucumber": Species.CUCUMBER, "sea-cucumbers": Species.CUCUMBER,
    "crustacean": Species.CRUSTACEAN, "crustaceans": Species.CRUSTACEAN,
    "crab": Species.CRUSTACEAN, "crabs": Species.CRUSTACEAN,
    "whalefall": Species.WHALEFALL,
    "siphonophore": Species.SIPHONOPHORE,
    "anglerfish": Species.ANGLERFISH,
    "camera": Species.CAMERA, "deep-sea-camera": Species.CAMERA,
    "jellyfish": Species.JELLYFISH,
    "sole": Species.SOLE, "soles": Species.SOLE, "finless-sole": Species.SOLE,
    "finless-soles": Species.SOLE,
}
ICON_NAMES = ("coral", "fish", "cucumber", "crustacean", "whalefall", "siphonophore",
              "anglerfish", "camera", "jellyfish", "sole")
FLAG_WORDS = ("stacked", "undiscovered", "facing", "as")
TOKEN_WORDS = ("stingray", "poi")
EMPTY_WORDS = ("", "empty", "-")
# Words that can never name a colour.
RESERVED = frozenset(ICON_WORDS) | set(FLAG_WORDS) | set(TOKEN_WORDS) | {MULTI, "hidden", "empty"}
