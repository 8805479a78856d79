"""The history's commands: record, history, game, players, backup, restore and export-play.

cli/commands.py adds them to its parser. Each imports what it needs when it runs, so that
reading the history never loads the scorer and no command loads Textual. Those that score a
game say so while its multicoloured-coral search runs long, as `score` does (cli/scoring.py).
"""

from __future__ import annotations

import argparse
import json
import sys
from collections.abc import Callable, Sequence
from datetime import date, datetime
from pathlib import Path
from typing import TYPE_CHECKING, Any

from ..words import N_, Message, message, plural_message, say
from .scoring import LongSearchNotice, scored

if TYPE_CHECKING:
    from rich.console import Console

    from ..history import Filters, History
    from ..model import Game
    from ..render.history_report import Sheet

COMMANDS = ("record", "history", "game", "players", "backup", "restore", "export-play")
GAMES_SHOWN = 20
Loader = Callable[[Path], "Game"]


class BadInput(Exception):
    """Reported as `fathom-score: MESSAGE`, exit status 2: its words (a Message, or text
    already said) are said in the chosen language when it is shown."""

    def __init__(self, words: Message | str) -> None:
        self.words = words
        super().__init__(words)

    def __str__(self) -> str:
        return say(self.words) if isinstance(self.words, Message) else self.words


def cannot_write(path: Path, error: OSError) -> Message:
    """A file that could not be written, and why (the system's words)."""
    return message(
        "{file}: cannot write: {error}", file=str(path), error=str(error.strerror or error)
    )


def add_commands(commands: Any, load: Loader) -> None:
    """Add the history's subcommands; `load` reads a game file as `score` does."""
    _add_record(commands, load)
    _add_history(commands)
    _add_game(commands, load)
    _add_players(commands)
    _add_backup_and_restore(commands)
    _add_export_play(commands, load)


def _add_record(commands: Any, load: Loader) -> None:
    """record: a finished game into the history."""
    record = commands.add_parser(
        "record", help=N_("score a finished game and keep it in the history")
    )
    record.add_argument("game", type=Path, help=N_("a game file (TOML)"))
    record.add_argument(
        "--date",
        type=_moment,
        help=N_("when it was played: YYYY-MM-DD or 'YYYY-MM-DD HH:MM' (default: now)"),
    )
    record.add_argument(
        "--force",
        action="store_true",
        help=N_("record it even if the same game is already recorded"),
    )
    record.set_defaults(run=lambda args: _record(args, load))


def _add_history(commands: Any) -> None:
    """history: the games recorded and what they tell."""
    history = commands.add_parser("history", help=N_("games recorded, statistics and charts"))
    history.add_argument("--player", help=N_("one player's statistics and totals over time"))
    history.add_argument("--versus", metavar="NAME", help=N_("with --player: head to head"))
    history.add_argument(
        "--expedition",
        type=int,
        choices=range(1, 5),
        metavar="N",
        help=N_("only games of expedition N"),
    )
    history.add_argument("--since", type=_day, help=N_("only games played on or after YYYY-MM-DD"))
    history.add_argument("--until", type=_day, help=N_("only games played on or before YYYY-MM-DD"))
    history.add_argument(
        "--limit",
        type=_number,
        default=None,
        metavar="N",
        # GAMES_SHOWN, written out: a msgid is a literal (tests/cli/test_language.py).
        help=N_(
            "games listed (default: the latest 20 in the tables, all in --json and --csv; "
            "0 for all)"
        ),
    )
    history.add_argument(
        "--deleted",
        action="store_true",
        help=N_("list the deleted games (restore one with game ID --restore)"),
    )
    output = history.add_mutually_exclusive_group()
    output.add_argument("--json", action="store_true", help=N_("print it as JSON"))
    output.add_argument(
        "--csv",
        action="store_true",
        help=N_("print every play as CSV, one row per player per game"),
    )
    history.set_defaults(run=_history)


def _add_game(commands: Any, load: Loader) -> None:
    """game ID: one recorded game shown, put right or taken out."""
    game = commands.add_parser(
        "game", help=N_("show, put right, edit, delete or restore a recorded game")
    )
    game.add_argument("id", type=_number, help=N_("the game's number, as `history` lists it"))
    action = game.add_mutually_exclusive_group()
    action.add_argument("--toml", action="store_true", help=N_("print the game file as recorded"))
    action.add_argument(
        "--replace",
        type=Path,
        metavar="GAME.toml",
        help=N_("replace it with this corrected game file, scored again"),
    )
    action.add_argument(
        "--played-wrong",
        action="store_true",
        help=N_("mark it as played with a rule wrong: listed, not counted"),
    )
    action.add_argument("--played-right", action="store_true", help=N_("count it again"))
    action.add_argument("--delete", action="store_true", help=N_("take it out of the history"))
    action.add_argument("--restore", action="store_true", help=N_("put a deleted game back"))
    game.set_defaults(run=lambda args: _game(args, load))


def _add_players(commands: Any) -> None:
    """players: listed, renamed or merged."""
    players = commands.add_parser("players", help=N_("list, rename or merge players"))
    change = players.add_mutually_exclusive_group()
    change.add_argument(
        "--rename",
        nargs=2,
        metavar=("OLD", "NEW"),
        help=N_("rename a player; their games stay theirs"),
    )
    change.add_argument(
        "--merge",
        nargs=2,
        metavar=("NAME", "INTO"),
        help=N_("NAME and INTO are one person: NAME's games become INTO's"),
    )
    players.set_defaults(run=_players)


def _add_backup_and_restore(commands: Any) -> None:
    """backup: the whole history to a JSON file; restore: the history from one."""
    backup = commands.add_parser("backup", help=N_("write the whole history to a JSON file"))
    backup.add_argument("file", type=Path, help=N_("the backup file to write"))
    backup.add_argument(
        "--force", action="store_true", help=N_("overwrite an existing file that is not a backup")
    )
    backup.set_defaults(run=_backup)

    restore = commands.add_parser("restore", help=N_("replace the history with a backup's"))
    restore.add_argument("file", type=Path, help=N_("a file written by `fathom-score backup`"))
    restore.add_argument(
        "--force", action="store_true", help=N_("replace a history that already holds games")
    )
    restore.set_defaults(run=_restore)


def _add_export_play(commands: Any, load: Loader) -> None:
    """export-play: a game as a play for another app."""
    export = commands.add_parser("export-play", help=N_("a game as a play for another app"))
    export.add_argument("game", type=Path, help=N_("a game file (TOML)"))
    export.add_argument(
        "--bgstats",
        action="store_true",
        required=True,
        help=N_("as BG Stats imports a play (JSON)"),
    )
    export.add_argument(
        "--link", action="store_true", help=N_("print BG Stats' addPlay link instead of the JSON")
    )
    export.add_argument("--date", type=_moment, help=N_("when it was played (default: now)"))
    export.set_defaults(run=lambda args: _export_play(args, load))


def _moment(text: str) -> datetime:
    try:
        return datetime.fromisoformat(text.strip())
    except ValueError:
        said = message("{text!r} is not a date: write YYYY-MM-DD or 'YYYY-MM-DD HH:MM'", text=text)
        raise argparse.ArgumentTypeError(say(said)) from None


# SQLite's integers are 64-bit: a larger one (`game 10**30`) overflowed as the query ran.
LARGEST_NUMBER = 2**63 - 1


def _number(text: str) -> int:
    """A game's number or a count: a whole number from 0 to LARGEST_NUMBER."""
    try:
        number = int(text.strip())
    except ValueError:  # not a number, or more digits than Python converts
        number = -1
    if not 0 <= number <= LARGEST_NUMBER:
        cut = text if len(text) <= 40 else text[:40] + "…"
        said = message("{text!r} is not a number from 0 to {most}", text=cut, most=LARGEST_NUMBER)
        raise argparse.ArgumentTypeError(say(said)) from None
    return number


def _day(text: str) -> date:
    try:
        return date.fromisoformat(text.strip())
    except ValueError:
        said = message("{text!r} is not a date: write YYYY-MM-DD", text=text)
        raise argparse.ArgumentTypeError(say(said)) from None


def _open(reading: bool) -> History:
    from ..history import History, HistoryError

    try:
        return History.open_to_read() if reading else History.open()
    except HistoryError as error:
        raise BadInput(str(error)) from None


def _reported(run: Callable[[History], int], reading: bool = False) -> int:
    """Run with the history open; its errors become the command's clear message. `reading`:
    the command changes nothing, so a history that cannot be written will do."""
    from ..history import HistoryError

    history = _open(reading)
    try:
        return run(history)
    except HistoryError as error:
        raise BadInput(str(error)) from None
    finally:
        history.close()


def _record(args: argparse.Namespace, load: Loader) -> int:
    game = _with_layout_path(load(args.game), args.game)

    def run(history: History) -> int:
        game_id = history.record(game, args.date, args.force, stop=LongSearchNotice(game))
        recorded = history.game(game_id)
        said = message(
            "Recorded game {id}: Expedition {number}, {played}; {winners} won with {best}. "
            "History: {path}",
            id=game_id,
            number=recorded.expedition,
            played=f"{recorded.played_at:%Y-%m-%d %H:%M}",
            winners=_both(recorded.winners),
            best=max(s.total for s in recorded.seats),
            path=str(history.path),
        )
        print(say(said))
        return 0

    return _reported(run)


def _both(names: Sequence[str]) -> Message | str:
    """Names joined by "and", every one (a tie of three is "A and B and C")."""
    if len(names) == 1:
        return names[0]
    return message("{first} and {rest}", first=names[0], rest=_both(names[1:]))


def _with_layout_path(game: Game, path: Path) -> Game:
    """A layout file named relative to the game file, named by its full path: the history
    keeps the game's text away from that folder."""
    from dataclasses import replace

    reference = game.layout_ref
    if reference == "standard" or (
        "/" not in reference and "\\" not in reference and not reference.endswith(".toml")
    ):
        return game
    return replace(game, layout_ref=str((path.parent / reference).resolve()))


def _filters(args: argparse.Namespace) -> Filters:
    from ..history import Filters

    return Filters(args.player, args.expedition, args.since, args.until)


def _history(args: argparse.Namespace) -> int:
    if args.versus and not args.player:
        raise BadInput(
            message("--versus needs --player: fathom-score history --player A --versus B")
        )
    return _reported(lambda history: _show_history(history, args), reading=True)


def _show_history(history: History, args: argparse.Namespace) -> int:
    # Names as the history spells them, whatever case they were typed in.
    args.player = args.player and history.player_name(args.player)
    args.versus = args.versus and history.player_name(args.versus)
    filters = _filters(args)
    machine = args.json or args.csv
    limit = args.limit if args.limit is not None else (None if machine else GAMES_SHOWN)
    games = history.games(filters, limit or None, args.deleted)
    if args.csv:
        from ..history.export import plays_csv

        sys.stdout.write(plays_csv(games))
        return 0
    # The tables show no category averages for the whole table: only the charts of one or
    # two players (and --json) do, and leaving them out halves the biggest query.
    players = history.player_stats(filters, categories=bool(args.json or args.player))
    # The per-expedition table is shown only without --player (and always in --json).
    expeditions = history.expedition_stats(filters) if args.json or not args.player else []
    totals = history.totals_over_time(args.player, filters, limit or None) if args.player else None
    versus = history.head_to_head(args.player, args.versus, filters) if args.versus else None
    if args.json:
        from ..history.export import history_json

        print(
            json.dumps(
                history_json(filters, games, players, expeditions, totals, versus),
                indent=2,
                ensure_ascii=False,
            )
        )
        return 0
    _print_history(history, args, games, players, expeditions, totals, versus)
    return 0


def _print_history(
    history: History,
    args: argparse.Namespace,
    games: Any,
    players: Any,
    expeditions: Any,
    totals: Any,
    versus: Any,
) -> None:
    from ..render import history_report as report

    out = _Printer()
    if not games and not players:
        out.say(say(_nothing_recorded(history, args)))
        return
    filters = _filters(args)
    listed_all = args.limit == 0 or len(games) < (args.limit or GAMES_SHOWN)
    out.sheet(
        report.games_sheet(
            games,
            len(games) if listed_all else history.count_games(filters, args.deleted),
            N_("Deleted games") if args.deleted else N_("Games"),
        )
    )
    if versus is not None:
        out.sheet(report.head_to_head_sheet(versus))
        both = [
            s
            for name in (args.player, args.versus)
            for s in history.player_stats(_with_player(filters, name))
        ]
        out.sheet(report.category_sheet(both))
        return
    out.sheet(report.players_sheet(players))
    if totals is not None:
        out.sheet(report.totals_sheet(history.player_name(args.player), totals))
        table = history.everyone(_with_player(filters, None))
        # The whole table's column, named in the reader's language (the history's name for it
        # is a key, "everyone").
        table = table and table._replace(name=say(N_("everyone")))
        out.sheet(report.category_sheet([*players, *([table] if table else [])]))
        return
    out.sheet(report.expeditions_sheet(expeditions))
    said = message(
        "A player's totals game by game and averages per category: "
        "fathom-score history --player NAME [--versus NAME]"
    )
    out.say(say(said))


def _nothing_recorded(history: History, args: argparse.Namespace) -> Message:
    if _any_filter(args):
        return message(
            "No games recorded yet that match. Record one with `fathom-score record "
            "GAME.toml`; the history lives in {path}.",
            path=str(history.path),
        )
    return message(
        "No games recorded yet. Record one with `fathom-score record GAME.toml`; "
        "the history lives in {path}.",
        path=str(history.path),
    )


class _Printer:
    """Tables and lines printed as Rich prints them: drawn here when that is simple (Rich
    then is never imported, which was half of the command's time), by Rich otherwise."""

    def __init__(self) -> None:
        from ..render.history_report import terminal

        self.where = terminal()
        self.console: Console | None = None

    def sheet(self, sheet: Sheet) -> None:
        from ..render.history_report import drawn, rich_table

        text = drawn(sheet, self.where) if self.where else None
        if text is None:
            self.rich().print(rich_table(sheet))
        else:
            sys.stdout.write(text)

    def say(self, line: str) -> None:
        from ..render.history_report import wrapped

        text = wrapped(line, self.where) if self.where else None
        if text is None:
            self.rich().print(line)
        else:
            sys.stdout.write(text)

    def rich(self) -> Console:
        if self.console is None:
            self.console = _console()
        return self.console


def _console() -> Console:
    """Every name and number is printed as it is: no markup, emoji codes or highlighting to
    read into a player's name (and the emoji table is never loaded)."""
    from rich.console import Console

    return Console(markup=False, emoji=False, highlight=False)


def _with_player(filters: Filters, name: str | None) -> Filters:
    return filters._replace(player=name)


def _any_filter(args: argparse.Namespace) -> bool:
    return any(v is not None for v in (args.player, args.expedition, args.since, args.until))


def _game(args: argparse.Namespace, load: Loader) -> int:
    replacement = _with_layout_path(load(args.replace), args.replace) if args.replace else None

    def run(history: History) -> int:
        if args.toml:
            sys.stdout.write(history.game_text(args.id))
            return 0
        if replacement is not None:
            history.replace(args.id, replacement, stop=LongSearchNotice(replacement))
        elif args.played_wrong or args.played_right:
            history.mark_played_wrong(args.id, args.played_wrong)
        elif args.delete:
            history.delete(args.id)
        elif args.restore:
            history.restore(args.id)
        _print_game(history, args.id)
        return 0

    changes = (
        replacement is not None
        or args.played_wrong
        or args.played_right
        or args.delete
        or args.restore
    )
    return _reported(run, reading=not changes)


def _print_game(history: History, game_id: int) -> None:
    from ..render import history_report as report

    game = history.game(game_id)
    _Printer().sheet(report.games_sheet([game], 1))
    if game.deleted:
        said = message(
            "Game {id} is deleted: `fathom-score game {id} --restore` puts it back.", id=game_id
        )
        print(say(said))


def _players(args: argparse.Namespace) -> int:
    def run(history: History) -> int:
        if args.rename:
            history.rename_player(*args.rename)
            said = message("Renamed {old} to {new}.", old=args.rename[0], new=args.rename[1])
            print(say(said))
        elif args.merge:
            history.merge_players(*args.merge)
            said = message("Merged {name} into {into}.", name=args.merge[0], into=args.merge[1])
            print(say(said))
        for player in history.players():
            games = plural_message("{count} game", "{count} games", count=player.games)
            print(f"{player.name}\t{say(games)}")
        return 0

    return _reported(run, reading=not (args.rename or args.merge))


def _backup(args: argparse.Namespace) -> int:
    from ..gamefile import write_atomic
    from ..history.backup import is_backup_file

    if not args.file.parent.is_dir():
        raise BadInput(
            message(
                "{folder} does not exist: create the folder first, or name a file in a "
                "folder that exists",
                folder=str(args.file.parent),
            )
        )
    # A dangling link is a file too: writing the backup would replace it.
    if (
        (args.file.exists() or args.file.is_symlink())
        and not args.force
        and not is_backup_file(args.file)
    ):
        raise BadInput(
            message(
                "{file} already exists and is not a fathom-score backup; choose another "
                "name or add --force",
                file=str(args.file),
            )
        )

    def run(history: History) -> int:
        document = history.backup()
        try:
            write_atomic(args.file, json.dumps(document, indent=1, ensure_ascii=False) + "\n")
        except OSError as error:
            raise BadInput(cannot_write(args.file, error)) from None
        games = len(document["tables"]["games"])
        said = message(
            "Wrote {file}: the whole history ({games}).",
            file=str(args.file),
            games=plural_message("{count} game", "{count} games", count=games),
        )
        print(say(said))
        return 0

    return _reported(run)


def _restore(args: argparse.Namespace) -> int:
    try:
        document = json.loads(args.file.read_text(encoding="utf-8"))
    except OSError as error:
        raise BadInput(
            message(
                "{file}: cannot read: {error}",
                file=str(args.file),
                error=str(error.strerror or error),
            )
        ) from None
    except (UnicodeDecodeError, json.JSONDecodeError, RecursionError) as error:
        # RecursionError: nested past what the parser follows (a backup is a few levels deep).
        raise BadInput(
            message("{file}: not a JSON backup: {error}", file=str(args.file), error=str(error))
        ) from None

    def run(history: History) -> int:
        from ..history import HistoryError

        try:
            games = history.restore_backup(document, args.force)
        except HistoryError as error:
            raise BadInput(f"{args.file}: {error}") from None
        said = message(
            "Restored {games} from {file} into {path}.",
            games=plural_message("{count} game", "{count} games", count=games),
            file=str(args.file),
            path=str(history.path),
        )
        print(say(said))
        return 0

    return _reported(run)


def _export_play(args: argparse.Namespace, load: Loader) -> int:
    from ..gamefile import dump_game
    from ..history import bgstats
    from ..history.store import content_hash

    game = load(args.game)
    play = bgstats.play(
        scored(game), args.date or datetime.now(), content_hash(dump_game(game))[:16]
    )
    if args.link:
        print(bgstats.push_link(play))
    else:
        print(json.dumps(play, indent=2, ensure_ascii=False))
    return 0
