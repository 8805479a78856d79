"""Writing game files: canonical, readable TOML, saved atomically.

tomli-w writes the TOML, so every key and string is quoted and escaped as TOML requires (a
layout's zone may be called anything, "A.1" included) and the file always reads back.
"""

from __future__ import annotations

import hashlib
import os
import re
import tempfile
from pathlib import Path
from typing import Any

import tomli_w

from ..model import DEFAULT_COLOURS, Game, Player, RuleSwitches
from .load import FORMAT_VERSION
from .notation import format_content


def dump_game(game: Game) -> str:
    """The game as game-file text; loading it gives back the same game."""
    document: dict[str, Any] = {"version": FORMAT_VERSION, "expedition": game.expedition_number}
    if tuple(game.colours) != DEFAULT_COLOURS:
        document["colours"] = list(game.colours)
    if game.layout_ref != "standard":
        document["layout"] = game.layout_ref
    switches = {k: v for k, v in game.rules.__dict__.items() if v != getattr(RuleSwitches(), k)}
    if switches:
        document["rules"] = switches
    return tomli_w.dumps(document) + "".join(_player(player, game) for player in game.players)


def _player(player: Player, game: Game) -> str:
    """A player's [[players]] table and its [players.zones], written out whatever their size:
    tomli-w writes short ones inline (`players = [{ ..., zones = {} }]`), where a zone line
    added by hand, as the file's header says, is a TOML error."""
    table: dict[str, Any] = {"name": player.name}
    if player.colour:
        table["colour"] = player.colour
    table["poi_kept"] = [k.value for k in player.poi_kept]
    zones = {
        zone: format_content(content)
        for zone in game.layout
        if (content := player.board[zone]) is not None
    }
    return f"\n[[players]]\n{tomli_w.dumps(table)}\n[players.zones]\n{tomli_w.dumps(zones)}"


class SaveConflict(Exception):
    """The file changed on disk since it was opened: saving now would overwrite someone's work."""

    def __init__(self, path: Path, message: str | None = None) -> None:
        self.path = path
        super().__init__(
            message
            or f"{path} was changed by another program or window since it "
            f"was opened; not overwriting it"
        )


class FileExists(SaveConflict):
    """A file where none was expected (one this window did not open): it may be overwritten
    once the user says so, as it is now (`digest`)."""

    def __init__(self, path: Path, digest: str | None) -> None:
        super().__init__(path, f"{path} exists")
        self.digest = digest


_UNCHECKED = object()


def file_digest(path: str | Path) -> str | None:
    """A fingerprint of the file's bytes, or None when there is no file."""
    try:
        return hashlib.sha256(Path(path).read_bytes()).hexdigest()
    except FileNotFoundError:
        return None


def save_game(
    game: Game, path: str | Path, expected_digest: str | object | None = _UNCHECKED
) -> str:
    """Write the game so that the file on disk is always either the old or the new game.

    The text goes to a temporary file in the same folder, is flushed to disk, and then renamed
    over the old file; a rename within one folder is atomic. With `expected_digest` (what
    file_digest gave when the game was opened, None for a file that did not exist), a file that
    has changed since is not overwritten: SaveConflict is raised instead (FileExists when there
    was to be no file). A file deleted since is written again: there is nothing to overwrite.
    Returns the new digest.
    """
    path = Path(path)
    found = file_digest(path)
    if expected_digest is not _UNCHECKED and found is not None and found != expected_digest:
        raise FileExists(path, found) if expected_digest is None else SaveConflict(path)
    text = dump_game(game)
    write_atomic(path, text)
    return hashlib.sha256(text.encode("utf-8")).hexdigest()


def write_atomic(path: Path, text: str) -> None:
    """Write the file so that it is always either the old text or the new one: a temporary
    file in the same folder, flushed to disk, then renamed over it. A link is written through:
    the file it points to is replaced, and the link stays."""
    path = Path(os.path.realpath(path)) if path.is_symlink() else path
    path.parent.mkdir(parents=True, exist_ok=True)
    _clean_up_after_the_killed(path)
    fd, temporary = tempfile.mkstemp(prefix=_temporary_prefix(path), suffix=".tmp", dir=path.parent)
    try:
        # mkstemp makes a private file (0600); a saved file gets the mode any editor would
        # give it: the old file's, or what the umask allows.
        os.fchmod(fd, _mode_for(path))
        with os.fdopen(fd, "w", encoding="utf-8", newline="\n") as file:
            file.write(text)
            file.flush()
            os.fsync(file.fileno())
        os.replace(temporary, path)
    except BaseException:
        Path(temporary).unlink(missing_ok=True)
        raise
    _sync_folder(path.parent)


def _temporary_prefix(path: Path) -> str:
    """Hidden, named for the file and the writer (its process on this computer), so that the
    temporary file of a writer killed midway can be told from one still being written."""
    return f".{path.name}.{os.getpid()}@{_HOST}."


_HOST = os.uname().nodename if hasattr(os, "uname") else ""


def _clean_up_after_the_killed(path: Path) -> None:
    """Remove the temporary files a writer of `path` left when it was killed midway (a process
    killed outright runs no clean-up of its own): those of a process of this computer that
    no longer runs. Others' are left alone: a writer on another computer sharing the folder
    may still be at work."""
    if os.name != "posix":
        return  # no safe way there to ask whether a process runs
    leftover = re.compile(rf"{re.escape(f'.{path.name}.')}(\d+)@{re.escape(_HOST)}\.\w+\.tmp")
    try:
        names = [entry.name for entry in os.scandir(path.parent) if entry.name.startswith(".")]
    except OSError:
        return
    for name in names:
        if (found := leftover.fullmatch(name)) and not _runs(int(found.group(1))):
            (path.parent / name).unlink(missing_ok=True)


def _runs(pid: int) -> bool:
    try:
        os.kill(pid, 0)  # signal 0: only asks whether the process is there
    except (ProcessLookupError, OverflowError):  # gone, or no process ever had that number
        return False
    except OSError:
        return True  # there, but another user's
    return True


def _mode_for(path: Path) -> int:
    try:
        return path.stat().st_mode & 0o7777
    except FileNotFoundError:
        umask = os.umask(0o022)  # reading the umask means setting it; put it straight back
        os.umask(umask)
        return 0o666 & ~umask


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
