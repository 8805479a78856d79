"""settings.toml: what the user chose in the app and the app remembers (the language).

Read here, headless, like keymap.toml; written by the app when a setting changes (tomli-w, so
the file stays TOML a person may edit). A file that cannot be read is as no file: the setting
is then the default one, and the next change writes the file anew.
"""

from __future__ import annotations

import tomllib
from pathlib import Path

from ..words import LANGUAGES
from .places import config_folder


def settings_file() -> Path:
    return config_folder() / "settings.toml"


def _settings(path: Path) -> dict[str, object]:
    try:
        return tomllib.loads(path.read_text(encoding="utf-8"))
    except (OSError, UnicodeDecodeError, tomllib.TOMLDecodeError):
        return {}


def remembered_language(path: Path | None = None) -> str | None:
    """The language last chosen in the app ("en" or "ja"), or None if none is remembered."""
    chosen = _settings(path or settings_file()).get("language")
    return chosen if isinstance(chosen, str) and chosen in LANGUAGES else None


def remember_language(chosen: str, path: Path | None = None) -> None:
    """Keep `chosen` as the language of the next start; the file's other settings stay."""
    import tomli_w

    path = path or settings_file()
    settings = {**_settings(path), "language": chosen}
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(tomli_w.dumps(settings), encoding="utf-8")
