"""The `fathom-score` command line: `main`.

`fathom-score [--player NAME] [GAME.toml]` opens the app; the subcommands score, explain,
validate and new work without it and never import Textual, so they start as fast as their
imports allow. The history commands (record, history, game, players, backup, restore,
export-play) are in cli/history.py. `serve` serves the app to browsers (textual-serve,
imported only for it).
"""

from __future__ import annotations

import argparse
import json
import os
import sys
from collections.abc import Callable, Sequence
from pathlib import Path
from typing import TYPE_CHECKING, Any

from .. import __version__
from ..config.places import CODE_VARIABLE, HOST_PAGE, PAGE_CELL, SPARE_SESSION, read_cell
from ..words import N_, message, plural_message, say
from . import history as cli_history
from . import quiz as cli_quiz
from .history import cannot_write
from .language import BadLanguage, Parser, argparse_words, take_language
from .scoring import scored

if TYPE_CHECKING:
    from ..model import Game

COMMANDS = ("score", "explain", "validate", "new", "quiz", "serve", *cli_history.COMMANDS)
EXIT_BAD_INPUT = 2


def main(argv: Sequence[str] | None = None) -> int:
    try:
        args = take_language(list(sys.argv[1:] if argv is None else argv))
    except BadLanguage as error:
        print(f"fathom-score: {error}", file=sys.stderr)
        return EXIT_BAD_INPUT
    if args == [SPARE_SESSION]:
        return _spare_session()
    if not args or (args[0] not in COMMANDS and args[0] not in ("-h", "--help", "--version")):
        if args and (meant := _command_meant(args[0])):
            said = message(
                "unknown command {typed!r} (did you mean {meant}?); see fathom-score --help",
                typed=args[0],
                meant=meant,
            )
            print(f"fathom-score: {say(said)}", file=sys.stderr)
            return EXIT_BAD_INPUT
        return _open_app(args)
    parser = _parser()
    with argparse_words():
        parsed = parser.parse_args(args)
    try:
        run: Callable[[argparse.Namespace], int] = parsed.run
        return run(parsed)
    except (_BadInput, cli_history.BadInput) as error:
        print(f"fathom-score: {error}", file=sys.stderr)
        return EXIT_BAD_INPUT
    except BrokenPipeError:
        # The reader went away (`fathom-score explain game.toml | head`): stop quietly, and keep
        # Python from complaining again when it flushes stdout at exit.
        os.dup2(os.open(os.devnull, os.O_WRONLY), sys.stdout.fileno())
        return 1
    except KeyboardInterrupt:
        return 130


_BadInput = cli_history.BadInput


def _command_meant(word: str) -> str | None:
    """The command `word` is a slip for, if it looks like one: close to a command's name, and
    not a game file to open (no such file, and no suffix or folder in it as a file's name has).
    Otherwise `fathom-score scor h09.toml` would be two game files to open."""
    if word.startswith("-") or "." in word or "/" in word or os.sep in word or Path(word).exists():
        return None
    import difflib

    close = difflib.get_close_matches(word.lower(), COMMANDS, n=1)
    return close[0] if close else None


def _parser() -> argparse.ArgumentParser:
    parser = Parser(
        prog="fathom-score",
        description=N_(
            "Score Fathom games and explain every point. Without a command, opens the "
            "app (fathom-score [--player NAME] [GAME.toml]: --player opens that player's "
            "board)."
        ),
    )
    parser.add_argument("--version", action="version", version=f"fathom-score {__version__}")
    commands = parser.add_subparsers(title=N_("commands"), metavar="COMMAND")
    _add_game_file_commands(commands)
    cli_history.add_commands(commands, _load)
    cli_quiz.add_command(commands)
    _add_serve(commands)
    return parser


def _add_game_file_commands(commands: Any) -> None:
    """score, explain, validate and new: a game file read or written."""
    score = commands.add_parser("score", help=N_("print the scorepad of a game file"))
    score.add_argument("game", type=Path, help=N_("a game file (TOML)"))
    score.add_argument("--json", action="store_true", help=N_("print the scores as JSON"))
    score.set_defaults(run=_score)

    explain = commands.add_parser("explain", help=N_("explain every point on a map of each board"))
    explain.add_argument("game", type=Path, help=N_("a game file (TOML)"))
    explain.add_argument("--player", help=N_("explain one player's board only"))
    explain.set_defaults(run=_explain)

    validate = commands.add_parser("validate", help=N_("check a game file and list its problems"))
    validate.add_argument("game", type=Path, help=N_("a game file (TOML)"))
    validate.set_defaults(run=_validate)

    new = commands.add_parser("new", help=N_("write a blank game file to fill in"))
    new.add_argument(
        "--expedition",
        type=int,
        required=True,
        choices=range(1, 5),
        metavar="N",
        help=N_("the expedition, 1 to 4"),
    )
    new.add_argument(
        "--players", required=True, help=N_("the players' names, comma-separated (2 to 4)")
    )
    new.add_argument("file", type=Path, nargs="?", help=N_("where to write it (same as --output)"))
    new.add_argument("--output", "-o", type=Path, help=N_("where to write it (default: print it)"))
    new.add_argument("--force", action="store_true", help=N_("overwrite an existing file"))
    new.set_defaults(run=_new)


def _add_serve(commands: Any) -> None:
    serve = commands.add_parser(
        "serve",
        help=N_("serve the app to browsers: every player on their own device"),
        description=N_(
            "Serve the app to browsers with textual-serve; each browser runs its own "
            "copy of the app. Prints the join address and the game's join code, "
            "without which a browser sees nothing of the game."
        ),
    )
    serve.add_argument(
        "game",
        type=Path,
        nargs="?",
        help=N_(
            "a game file (TOML); without one, the first browser to start a "
            "new game starts the table's"
        ),
    )
    serve.add_argument(
        "--code",
        metavar="CODE",
        help=N_(
            "serve again the game served without a file under this join code "
            "(the server lists them when it starts); other local users can read a "
            "command's arguments: prefer --code-file or FATHOM_SCORE_JOIN_CODE"
        ),
    )
    serve.add_argument(
        "--code-file",
        metavar="FILE",
        type=Path,
        help=N_("as --code, the join code read from FILE (its first line)"),
    )
    serve.add_argument(
        "--host",
        default="127.0.0.1",
        help=N_(
            "the address to listen on, and the one the printed links use: "
            "this computer's address on the network browsers will use "
            "(default 127.0.0.1: this computer only)"
        ),
    )
    serve.add_argument(
        "--port",
        type=int,
        default=8000,
        help=N_("the port to listen on (default 8000; 0: any free port)"),
    )
    serve.set_defaults(run=_serve)


def _load(path: Path) -> Game:
    from ..gamefile import GameFileError, load_game

    try:
        return load_game(path)
    except GameFileError as error:
        raise _BadInput(_indent(str(error))) from None


def _indent(problems: str) -> str:
    lines = problems.splitlines()
    if len(lines) == 1:
        return problems
    heading = say(plural_message("{count} problem:", "{count} problems:", count=len(lines)))
    return heading + "\n" + "\n".join(f"  {line}" for line in lines)


def _score(args: argparse.Namespace) -> int:
    scorepad = scored(_load(args.game))
    if args.json:
        print(json.dumps(scorepad.to_json(), indent=2, ensure_ascii=False))
        return 0
    from rich.console import Console

    from ..render.scorepad_table import scorepad_table

    title = say(
        message(
            "Fathom — Expedition {number} — {file}",
            number=scorepad.expedition,
            file=args.game.name,
        )
    )
    Console().print(scorepad_table(scorepad, title))
    return 0


def _explain(args: argparse.Namespace) -> int:
    from rich.console import Console

    from ..render.explain import explain_game

    game = _load(args.game)
    only = None
    if args.player is not None:
        seat = game.seat(args.player)
        if seat is None:
            raise _BadInput(
                message(
                    "{file}: no player called {player!r}; players: {names}",
                    file=str(args.game),
                    player=args.player,
                    names=tuple(p.name for p in game.players),
                )
            )
        only = game.players[seat].name
    Console().print(explain_game(game, scored(game), only))
    return 0


def _validate(args: argparse.Namespace) -> int:
    game = _load(args.game)
    tiles = sum(p.board.discovered_tiles for p in game.players)
    said = message(
        "{file}: OK — Expedition {number}, {players}, {tiles}",
        file=str(args.game),
        number=game.expedition_number,
        players=plural_message("{count} player", "{count} players", count=len(game.players)),
        tiles=plural_message("{count} discovered tile", "{count} discovered tiles", count=tiles),
    )
    print(say(said))
    return 0


def _new(args: argparse.Namespace) -> int:
    from ..gamefile import blank_game, parse_game, write_atomic
    from ..gamefile.errors import GameFileError

    names = [n.strip() for n in args.players.split(",") if n.strip()]
    text = blank_game(args.expedition, names)
    try:
        parse_game(text, "--players")
    except GameFileError as error:
        raise _BadInput(_indent(str(error))) from None
    output = args.output or args.file
    if output is None:
        print(text, end="")
        return 0
    # A dangling link counts: writing would create the file it points to.
    if (output.exists() or output.is_symlink()) and not args.force:
        raise _BadInput(
            message("{file} already exists; choose another name or add --force", file=str(output))
        )
    try:
        write_atomic(output, text)
    except OSError as error:
        raise _BadInput(cannot_write(output, error)) from None
    said = message(
        "Wrote {file}: fill in each player's zones, then run `fathom-score score {file}`.",
        file=str(output),
    )
    print(say(said))
    return 0


def _serve(args: argparse.Namespace) -> int:
    game = None
    code = _join_code(args)
    if args.game is not None:
        if not args.game.exists():
            raise _BadInput(
                message(
                    "{file} does not exist; write one with `fathom-score new`, or serve "
                    "without a file to start the game in a browser",
                    file=str(args.game),
                )
            )
        if code is not None:
            raise _BadInput(
                message(
                    "--code: {file} keeps its own join code (serving it again finds it); "
                    "--code serves a game served without a file",
                    file=str(args.game),
                )
            )
        game = _load(args.game)
    if not 0 <= args.port <= 65535:
        raise _BadInput(message("--port {port}: a port is 0 to 65535", port=args.port))
    from ..serve import serve

    return serve(args.game, game, args.host, args.port, code)


def _join_code(args: argparse.Namespace) -> str | None:
    """The join code to serve again: `--code`, else the first line of `--code-file`, else
    the environment's FATHOM_SCORE_JOIN_CODE when serving without a file (a file keeps its
    own code). The file and the environment keep the code out of the command's arguments,
    which every local user can read (/proc/PID/cmdline)."""
    if args.code is not None:
        return str(args.code)
    if args.code_file is not None:
        try:
            lines = args.code_file.read_text(encoding="utf-8").splitlines()
        except (OSError, UnicodeDecodeError) as error:
            problem = getattr(error, "strerror", None) or str(error)
            said = message(
                "--code-file {file}: cannot read it: {error}",
                file=str(args.code_file),
                error=problem,
            )
            raise _BadInput(said) from None
        if not lines or not lines[0].strip():
            said = message(
                "--code-file {file}: its first line holds no join code", file=str(args.code_file)
            )
            raise _BadInput(said)
        return str(lines[0]).strip()
    if args.game is None:
        return os.environ.get(CODE_VARIABLE) or None
    return None


def _app_arguments(
    args: list[str],
) -> tuple[str | None, bool, tuple[float, float] | None, list[str]]:
    """`--player NAME` (or `--player=NAME`), whether `--host-page` was given (by `fathom-score
    serve`, for the host's page), the page's cell (`--page-cell=WxH`, by `fathom-score serve`)
    and what is left: the game file, if any (all that follows a `--`, which ends the
    options)."""
    player, host = None, False
    cell: tuple[float, float] | None = None
    rest: list[str] = []
    items = iter(args)
    for item in items:
        if item == "--":
            rest += items
        elif item == HOST_PAGE:
            host = True
        elif item.startswith(f"{PAGE_CELL}="):
            cell = read_cell(item.removeprefix(f"{PAGE_CELL}="))
        elif item == "--player":
            player = next(items, None)
            if player is None:
                raise _BadInput(message("--player needs a player's name"))
        elif item.startswith("--player="):
            player = item.removeprefix("--player=")
        else:
            rest.append(item)
    return player, host, cell, rest


def _spare_session() -> int:
    """A spare app process of `fathom-score serve`, started before any browser asks for one.

    It imports what the app's first screen needs, then waits for a session: one line of JSON
    on its standard input with the app's arguments and the page's size in cells; then it runs
    the app as `python -m fathom_score ARGUMENTS` would, for that page. A browser's first
    screen then need not wait for Python to start and import the app (most of the app
    process's part of it)."""
    if sys.stdin.isatty():
        said = message(
            "{spare} is how `fathom-score serve` starts its spare app processes, not for a "
            "terminal; run `fathom-score [GAME.toml]`",
            spare=SPARE_SESSION,
        )
        print(f"fathom-score: {say(said)}", file=sys.stderr)
        return EXIT_BAD_INPUT
    from ..app import preload

    preload()
    line = _read_line(sys.stdin.fileno())
    if not line:
        return 0  # the server stopped before a browser came
    session = json.loads(line)
    os.environ.update(COLUMNS=str(session["columns"]), ROWS=str(session["rows"]))
    return _open_app([str(argument) for argument in session["arguments"]])


def _read_line(descriptor: int) -> bytes:
    """One line from `descriptor`, read a byte at a time: whatever follows it on standard
    input (the page's keys) is the app's, and must still be there for it."""
    line = b""
    while not line.endswith(b"\n"):
        byte = os.read(descriptor, 1)
        if not byte:
            return b""
        line += byte
    return line


def _open_app(args: list[str]) -> int:
    try:
        # main has taken --lang already; a served session's arguments come here directly.
        player, host, cell, args = _app_arguments(take_language(args))
    except (_BadInput, BadLanguage) as error:
        print(f"fathom-score: {error}", file=sys.stderr)
        return EXIT_BAD_INPUT
    if len(args) > 1:
        said = message("give at most one game file to open; see fathom-score --help")
        print(f"fathom-score: {say(said)}", file=sys.stderr)
        return EXIT_BAD_INPUT
    path = Path(args[0]) if args else None
    game = None  # a new game; the app saves it to `path` if one was given
    if path is not None and path.exists():
        try:
            game = _load(path)
        except _BadInput as error:
            print(f"fathom-score: {error}", file=sys.stderr)
            return EXIT_BAD_INPUT
    from ..app import run_app

    return run_app(path, game, player=player, host=host, cell=cell)
