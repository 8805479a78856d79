"""Writing game files: canonical, readable TOML, saved atomically."""

from __future__ import annotations

import hashlib
import os
import tempfile
from pathlib import Path

from ..model import DEFAULT_COLOURS, Game, RuleSwitches
from .notation import format_content
from .load import FORMAT_VERSION


def dump_game(game: Game) -> str:
    """The game as game-file text; loading it gives back the same game."""
    lines = [f"version = {FORMAT_VERSION}", f"expedition = {game.expedition_number}"]
    if tuple(game.colours) != DEFAULT_COLOURS:
        lines.append(f"colours = [{', '.join(_string(c) for c in game.colours)}]")
    if game.layout_ref != "standard":
        lines.append(f"layout = {_string(game.layout_ref)}")
    switches = {k: v for k, v in game.rules.__dict__.items()
                if v != getattr(RuleSwitches(), k)}
    if switches:
        lines += ["", "[rules]"] + [f"{k} = {str(v).lower()}" for k, v in switches.items()]
    for player in game.players:
        lines += ["", "[[players]]", f"name = {_string(player.name)}"]
        if player.colour:
            lines.append(f"colour = {_string(player.colour)}")
        lines.append(f"poi_kept = [{', '.join(_string(k.value) for k in player.poi_kept)}]")
        lines.append("[players.zones]")
        for zone in game.layout:
            if (content := player.board[zone]) is not None:
                lines.append(f"{zone} = {_string(format_content(content))}")
    return "\n".join(lines) + "\n"


def _string(value: str) -> str:
    """A TOML basic string, escaping what TOML requires."""
    out = []
    for char in value:
        if char in '"\\':
            out.append("\\" + char)
        elif ord(char) < 0x20 or ord(char) == 0x7F:
            out.append(f"\\u{ord(char):04X}")
        else:
            out.append(char)
    return '"' + "".join(out) + '"'


class SaveConflict(Exception):
    """The file changed on disk since it was opened: saving now would overwrite someone's work."""

    def __init__(self, path: Path) -> None:
        self.path = path
        super().__init__(f"{path} was changed by another program or window since it was opened; "
                         f"not overwriting it")


_UNCHECKED = object()


def file_digest(path: str | Path) -> str | None:
    """A fingerprint of the file's bytes, or None when there is no file."""
    try:
        return hashlib.sha256(Path(path).read_bytes()).hexdigest()
    except FileNotFoundError:
        return None


def save_game(game: Game, path: str | Path, expected_digest: str | None | object = _UNCHECKED
              ) -> str:
    """Write the game so that the file on disk is always either the old or the new game.

    The text goes to a temporary file in the same folder, is flushed to disk, and then renamed
    over the old file; a rename within one folder is atomic. With `expected_digest` (what
    file_digest gave when the game was opened, None for a file that did not exist), a file that
    has changed since is not overwritten: SaveConflict is raised instead. Returns the new digest.
    """
    path = Path(path)
    if expected_digest is not _UNCHECKED and file_digest(path) != expected_digest:
        raise SaveConflict(path)
    text = dump_game(game)
    write_atomic(path, text)
    return hashlib.sha256(text.encode("utf-8")).hexdigest()


def write_atomic(path: Path, text: str) -> None:
    path.parent.mkdir(parents=True, exist_ok=True)
    fd, temporary = tempfile.mkstemp(prefix=f".{path.name}.", suffix=".tmp", dir=path.parent)
    try:
        with os.fdopen(fd, "w", encoding="utf-8", newline="\n") as file:
            file.write(text)
            file.flush()
            os.fsync(file.fileno())
        os.replace(temporary, path)
    except BaseException:
        Path(temporary).unlink(missing_ok=True)
        raise
    _sync_folder(path.parent)


def _sync_folder(folder: Path) -> None:
    """Make the rename itself durable where the platform allows it."""
    try:
        fd = os.open(folder, os.O_RDONLY)
    except OSError:
        return
    try:
        os.fsync(fd)
    except OSError:
        pass
    finally:
        os.close(fd)
