"""The key presses that type a text into the app, for the app tests and the keystroke
benchmark."""

from __future__ import annotations

# Textual's names for the keys that type these characters (letters and digits are themselves).
_KEY_NAMES = {
    " ": "space",
    "?": "question_mark",
    "@": "at",
    "(": "left_parenthesis",
    ")": "right_parenthesis",
    "=": "equals_sign",
    "-": "minus",
    "~": "tilde",
}


def keys_for(text: str) -> list[str]:
    """The key presses that type `text`: one per character."""
    return [_KEY_NAMES.get(character, character) for character in text]
