"""Where fathom-score keeps its own files: autosaves of every game and the user's key remapping.

Autosaves are data, in the platform's data folder; keymap.toml is configuration, in its config
folder (platformdirs knows both for Linux, macOS and Windows). $FATHOM_SCORE_HOME, when set,
holds both instead. Each editing session autosaves to a slot of its own, so a crash or a second
window never overwrites another session's work; a slot may carry a `.origin` note naming the
game file it came from. The game files are only read or written once a game is open or listed,
so the first screen never waits for their module to load.
"""

from __future__ import annotations

import os
import tomllib
from dataclasses import dataclass
from datetime import datetime
from pathlib import Path
from typing import TYPE_CHECKING

from ..places import config_folder, data_folder

if TYPE_CHECKING:
    from ..model import Game

RECENT_LIMIT = 12


def autosave_folder() -> Path:
    return data_folder() / "autosave"


def keymap_file() -> Path:
    return config_folder() / "keymap.toml"


def new_slot() -> Path:
    """A fresh autosave file name: the time it was started, and a few random letters."""
    stamp = datetime.now().strftime("%Y%m%d-%H%M%S")
    return autosave_folder() / f"game-{stamp}-{os.urandom(3).hex()}.toml"


def origin_of(slot: Path) -> Path | None:
    note = slot.with_suffix(".origin")
    try:
        return Path(note.read_text(encoding="utf-8").strip()) if note.exists() else None
    except OSError:
        return None


def note_origin(slot: Path, origin: Path | None) -> None:
    from ..gamefile import write_atomic

    note = slot.with_suffix(".origin")
    if origin is None:
        note.unlink(missing_ok=True)
    else:
        write_atomic(note, str(origin.resolve()) + "\n")


@dataclass(frozen=True)
class RecentGame:
    slot: Path
    game: Game
    origin: Path | None

    @property
    def summary(self) -> str:
        names = ", ".join(p.name for p in self.game.players)
        from ..rules.reasons import plural  # listed after the first frame: load it then

        zones = sum(len(p.board.zones) for p in self.game.players)
        where = f" · from {self.origin.name}" if self.origin else ""
        return (f"Expedition {self.game.expedition_number} · {names} · "
                f"{plural(zones, 'zone')} filled{where}")


def recent_games(limit: int = RECENT_LIMIT) -> list[RecentGame]:
    """Autosaved games, newest first; files that no longer load are skipped."""
    slots = _slots_newest_first()
    if not slots:
        return []   # and the game files' module is not loaded for nothing
    from ..gamefile import GameFileError, load_game

    recent = []
    for slot in slots:
        try:
            recent.append(RecentGame(slot, load_game(slot), origin_of(slot)))
        except GameFileError:
            continue
        if len(recent) == limit:
            break
    return recent


def _slots_newest_first() -> list[Path]:
    folder = autosave_folder()
    if not folder.is_dir():
        return []
    return sorted(folder.glob("*.toml"), key=lambda p: p.stat().st_mtime, reverse=True)


def newer_autosave(path: Path, game: Game) -> RecentGame | None:
    """The newest autosave of the game file `path` that was written after the file and holds
    a different game: what a crash left unsaved, for the app to offer to restore."""
    from ..gamefile import GameFileError, load_game

    try:
        saved_at = path.stat().st_mtime
        where = path.resolve()
    except OSError:
        return None
    for slot in _slots_newest_first():
        if slot.stat().st_mtime <= saved_at:
            break
        if origin_of(slot) != where:
            continue
        try:
            autosaved = load_game(slot)
        except GameFileError:
            continue
        if autosaved != game:
            return RecentGame(slot, autosaved, where)
    return None


def keymap_outside_keys(path: Path | None = None) -> list[str]:
    """What keymap.toml holds outside its [keys] table, which is therefore never used: a
    binding written without the [keys] header above it, or a table of another name."""
    path = path or keymap_file()
    try:
        data = tomllib.loads(path.read_text(encoding="utf-8"))
    except (OSError, UnicodeDecodeError, tomllib.TOMLDecodeError):
        return []   # load_keymap reports a file that cannot be read
    return [f"{name} is outside the [keys] table and is not used: write it under a [keys] "
            f"header" for name in _dotted_names(data) if name != "keys"]


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
        raise KeymapError(f'{path}: write [keys] then lines like editor.undo = "ctrl+z,u"')
    return dict(keys)
