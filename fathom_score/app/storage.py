"""Where the app keeps its own files: autosaves of every game and the user's key remapping.

Everything lives under $FATHOM_SCORE_HOME (default ~/.local/share/fathom-score). Each editing
session autosaves to a slot of its own, so a crash or a second window never overwrites another
session's work; a slot may carry a `.origin` note naming the game file it came from. The game
files are only read or written once a game is open or listed, so the first screen never waits
for their module to load.
"""

from __future__ import annotations

import os
import tomllib
from dataclasses import dataclass
from datetime import datetime
from pathlib import Path
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from ..model import Game

HOME_VARIABLE = "FATHOM_SCORE_HOME"
RECENT_LIMIT = 12


def fathom_home() -> Path:
    return Path(os.environ.get(HOME_VARIABLE) or Path.home() / ".local/share/fathom-score")


def autosave_folder() -> Path:
    return fathom_home() / "autosave"


def keymap_file() -> Path:
    return fathom_home() / "keymap.toml"


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
        tiles = sum(len(p.board.zones) for p in self.game.players)
        where = f" · from {self.origin.name}" if self.origin else ""
        return f"Expedition {self.game.expedition_number} · {names} · {tiles} zones filled{where}"


def recent_games() -> list[RecentGame]:
    """Autosaved games, newest first; files that no longer load are skipped."""
    folder = autosave_folder()
    if not folder.is_dir():
        return []
    from ..gamefile import GameFileError, load_game

    slots = sorted(folder.glob("*.toml"), key=lambda p: p.stat().st_mtime, reverse=True)
    recent = []
    for slot in slots:
        try:
            recent.append(RecentGame(slot, load_game(slot), origin_of(slot)))
        except GameFileError:
            continue
        if len(recent) == RECENT_LIMIT:
            break
    return recent


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
