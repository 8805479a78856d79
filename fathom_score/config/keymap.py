"""keymap.toml: the user's own keys for the app's actions, by binding id, in its [keys] table.

Read here, headless, so that the command line and the tests read it as the app does; the app
checks the binding ids and the keys against its screens (app/screens/help.py).
"""

from __future__ import annotations

import tomllib
from pathlib import Path

from ..words import message, say
from .places import config_folder


def keymap_file() -> Path:
    return config_folder() / "keymap.toml"


def keymap_outside_keys(path: Path | None = None) -> list[str]:
    """What keymap.toml holds outside its [keys] table, which is therefore never used: a
    binding written without the [keys] header above it, or a table of another name."""
    path = path or keymap_file()
    try:
        data = tomllib.loads(path.read_text(encoding="utf-8"))
    except (OSError, UnicodeDecodeError, tomllib.TOMLDecodeError):
        return []  # load_keymap reports a file that cannot be read
    return [
        say(
            message(
                "{name} is outside the [keys] table and is not used: write it under a [keys] "
                "header",
                name=name,
            )
        )
        for name in _dotted_names(data)
        if name != "keys"
    ]


def _dotted_names(table: dict[str, object], prefix: str = "") -> list[str]:
    """The names TOML read from a table, joined back with dots (a binding written without
    [keys], `editor.undo = "u"`, comes back as the table `editor` holding `undo`)."""
    names = []
    for key, value in table.items():
        if prefix == "" and key == "keys":
            names.append(key)
        elif isinstance(value, dict) and value:
            names += _dotted_names(value, f"{prefix}{key}.")
        else:
            names.append(f"{prefix}{key}")
    return names


class KeymapError(ValueError):
    """A keymap file that cannot be used; the message names the file and the problem."""


def load_keymap(path: Path | None = None) -> dict[str, str]:
    """Binding id -> keys from the [keys] table of keymap.toml; no file means no overrides."""
    path = path or keymap_file()
    try:
        data = tomllib.loads(path.read_text(encoding="utf-8"))
    except FileNotFoundError:
        return {}
    except (OSError, UnicodeDecodeError, tomllib.TOMLDecodeError) as error:
        raise KeymapError(f"{path}: {error}") from None
    keys = data.get("keys", {})
    if not isinstance(keys, dict) or not all(isinstance(v, str) for v in keys.values()):
        raise KeymapError(
            say(
                message(
                    '{path}: write [keys] then lines like editor.undo = "ctrl+z,u"', path=str(path)
                )
            )
        )
    return dict(keys)
