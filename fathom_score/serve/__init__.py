"""`fathom-score serve`: the app in a browser, one app process per browser connection.

How it works
------------
textual-serve runs a command for every browser connection and relays its terminal to the page,
where xterm.js draws it. `TableServer` (server.py) subclasses its Server:

- **One join code per game.** A random token (`secrets.token_urlsafe`, 64 bits), made when a
  game file is first served and kept with the shared game in the database (table/shared.py),
  so a restart serves the same game under the same code; printed on the host's terminal with
  the join address. Every route that
  reaches the game carries it in its path: `/join/<code>` is the page that shows the app,
  `/ws/<code>` the websocket that starts the app process behind it. A code is compared with
  `hmac.compare_digest` (constant time). A missing or wrong code gets the join form: `/` asks
  for the code (and optionally the player's name); a wrong one is answered `403 Forbidden`
  with the same form and nothing of the game: no title, no names, and no app process is
  started. No game is reachable by guessing a URL: there is no other route to it. The
  websocket also refuses a page of another site (its Origin), and the pages ask the browser
  never to pass their address, which holds the code, on to anyone (Referrer-Policy).
- **The per-connection command** is `python -m fathom_score [--player NAME] [GAME.toml]`, run
  directly (argument list, no shell, so a player's name cannot inject anything), with the join
  code in its environment as `FATHOM_SCORE_JOIN_CODE` (not in its arguments, which other local
  users can read in `ps`). A link `/join/<code>?player=Ana` opens Ana's board; the name travels
  in the websocket's path (`/ws/<code>/Ana`), as textual-serve's page appends the page size
  to the websocket address's query string.
- **An offline page.** textual-serve's stock page loads a web font from Google; ours
  (templates/app_index.html) loads the same Roboto Mono from textual-serve's own static files,
  and every address in it is relative to the page, so it works with no network, under whatever
  address the browser used (even with `--host 0.0.0.0`).
- **One game for every session.** Each app process shares the game through the database
  (table/shared.py): it enters its player's board and takes in the others' as they change.
  Served without a file, the first browser's new game becomes the table's, stored under the
  join code; `FATHOM_SCORE_JOIN_CODE=CODE fathom-score serve` (or `--code-file FILE`) serves
  such a game again after a restart, the code kept out of the arguments other users can read.
- **A spare app process** (`Spares` in sessions.py): one process started ahead, which has
  imported the app and waits on its standard input for a session's arguments and page size,
  so a browser's first screen does not wait for Python and the app's imports.
- **No emulated WebGL.** Where the browser's WebGL is software (no graphics card), the page
  offers textual.js none, and it draws with a plain canvas, much sooner.
- **Downloads.** In a browser the app's exports go through Textual's `deliver_text`: the app
  process hands the file to the server, which offers it once at `/download/<key>` (textual-
  serve's own route; the key is a fresh uuid4 per file, usable once).
- **Every process ends** (sessions.py). textual-serve's service stopped reading an app's
  output once its page had gone and never ended the process: one with a traceback to write
  blocked on the full pipe for ever. `SessionService` reads both pipes until the process has
  ended and, once the page has gone, asks it to quit, closes its input, then SIGTERM, then
  SIGKILL, in a task of its own (aiohttp cancels a handler whose connection is lost). The app
  quits when its input closes (app/served.py, its Textual driver), so it ends with its server
  too, even one killed with SIGKILL; each runs in a session of its own, so Ctrl+C on the host's
  terminal signals the server alone.

Security model
--------------
The server binds to 127.0.0.1 unless `--host` says otherwise, and prints a warning for any
address that is not loopback. The join code is what protects a game: without it, nothing of
the game can be read or changed and no process is started. With it, a browser gets the
table's game and nothing else of the host's: every board of the game, Save (to the game's
file) and the exports (downloads). The history is the host's terminal's (`FathomApp.host_only`):
a browser session has no History screen and does not finish or record the game, is not shown
the host's autosaved games or the history's player names, and is told, if it presses one of
those keys, that the host records the game (`fathom-score record GAME.toml`, or F9 in the app
in the host's terminal). Opening or saving other files by path is refused in a browser session
(Save as downloads the game file to the browser), so a player cannot read or write the host's
files. Every request must name this computer in its Host (an address, `localhost`, `--host`,
the computer's own name), against DNS rebinding. What a guest can take is capped (named
constants, each with why, in server.py and sessions.py): the page's size (500 × 200 cells),
sessions open (16) and app processes alive (32) at once, a refused page told why; connections
(512, 64 from one address) and the time to send a request (10 s), against half-open
connections held open. The code travels in plain HTTP: anyone who can read the local
network's traffic can read it; serve on a network you trust (the table's own Wi-Fi), and stop
the server (Ctrl+C) after the game.
"""

from __future__ import annotations

import ipaddress
import socket
import sys
from pathlib import Path
from typing import TYPE_CHECKING

from ..config.places import CODE_VARIABLE
from ..table.shared import (
    SharedError,
    host_key,
    new_code,
    served_game,
    table_without_file,
    tables_without_file,
)
from ..words import Message, chosen_language, message, say
from .server import TableServer, table_path

if TYPE_CHECKING:
    from ..model import Game

__all__ = ["CODE_VARIABLE", "TableServer", "is_loopback", "new_code", "serve"]

EVERY_INTERFACE = ("0.0.0.0", "::", "")


def serve(
    path: Path | None, game: Game | None, host: str, port: int, code: str | None = None
) -> int:
    """Serve the game at `path` (or the new-game screen) until Ctrl+C; print how to join.
    A game file served before is served again with its join code and its boards as they were
    (they are kept in the database)."""
    table = _table(path, game, code)
    if table is None:
        return 2
    code, game, key, earlier = table

    def started(begun: Game) -> None:
        """Served without a file, the game a browser started: each player's own link."""
        base = base_address(host, server.port)
        print("\n".join(player_links(server.code, base, begun, chosen_language())), flush=True)

    server = TableServer(
        path,
        host=host,
        port=port,
        code=code,
        title=f"fathom-score · {path.name}" if path else "fathom-score",
        lang=chosen_language(),
        host_key=key,
        on_game=started if game is None else None,
    )

    def ready(bound: int) -> None:
        links = announcement(
            server.code, host, bound, path, game, chosen_language(), server.host_key
        )
        print(links + earlier, flush=True)
        server.port = bound

    try:
        server.run(ready)
    except OSError as error:
        said = message(
            "cannot listen on {host}:{port}: {error}",
            host=host,
            port=port,
            error=str(error.strerror or error),
        )
        print(f"fathom-score serve: {say(said)}", file=sys.stderr)
        return 2
    return 0


def _table(
    path: Path | None, game: Game | None, code: str | None
) -> tuple[str, Game | None, str, str] | None:
    """The table to serve: its join code, its game (None: the first browser's new game), the
    host's key, and the lines naming the games served before without a file; None, said on
    stderr, if there is none to serve."""
    try:
        if path is not None and game is not None and code is None:
            code, game = served_game(path, game)
        elif path is None and code is not None:
            game = table_without_file(code)
            if game is None:
                said = message(
                    "--code {code}: no game served without a file has that join code", code=code
                )
                print(f"fathom-score serve: {say(said)}{earlier_tables(code)}", file=sys.stderr)
                return None
        earlier = earlier_tables(code) if path is None and game is None else ""
        code = code or new_code()
        return code, game, host_key(code), earlier
    except SharedError as error:
        said = message("cannot share the game: {error}", error=str(error))
        print(f"fathom-score serve: {say(said)}", file=sys.stderr)
        return None


def announcement(
    code: str,
    host: str,
    port: int,
    path: Path | None,
    game: Game | None,
    lang: str | None = None,
    host_key: str | None = None,
) -> str:
    """What the host's terminal says: the address, the join code, and a warning when the
    game can be reached from other machines; the links open the pages in `lang` if given
    (`fathom-score --lang ja serve`)."""
    base = base_address(host, port)
    lines = [
        f"fathom-score serve: {say(_served(path, game))}",
        "  " + say(message("Join code:  {code}", code=code)),
        "  " + say(message("Join link:  {link}", link=f"{base}{table_path(code, lang=lang)}")),
        "  " + say(message("(or open {address} and type the code)", address=f"{base}/")),
    ]
    if host_key is not None:  # for the host alone: not to be given out
        link = f"{base}{table_path(code, lang=lang, host_key=host_key)}"
        said = message("Your own page (it moves the reveal on; keep it): {link}", link=link)
        lines.append("  " + say(said))
    lines += player_links(code, base, game, lang) if game is not None else [how_to_join()]
    lines += _reach(host)
    again = (
        message("serving {file} again", file=path.name)
        if path
        else f"`{CODE_VARIABLE}={code} fathom-score serve`"
    )
    if game is None:
        said = message(
            "The first browser to start a game on its new-game screen starts the "
            "table's game; every other browser with the code joins it."
        )
        lines.append(say(said))
    said = message(
        "Every browser shows the same game, live; each player enters their own board. Press "
        "Ctrl+C to stop (the game is kept: {again} brings it back, with the same code).",
        again=again,
    )
    lines.append(say(said))
    return "\n".join(lines)


def how_to_join() -> str:
    """Served without a file, before the game is started: how a player joins as one."""
    said = message(
        "A player joins with the join link followed by ?player= and their name, or types "
        "the code and their name in the join form; each player's own link is printed "
        "here once the game is started."
    )
    return "  " + say(said)


def base_address(host: str, port: int) -> str:
    """`http://ADDRESS:PORT`, as browsers at the table reach this computer."""
    address = host if host not in EVERY_INTERFACE else (network_address() or "THIS-COMPUTER")
    return f"http://{'[' + address + ']' if ':' in address else address}:{port}"


def player_links(code: str, base: str, game: Game, lang: str | None) -> list[str]:
    """Each player's own link, under its heading, as the host's terminal prints them."""
    lines = ["  " + say(message("A player's own board:"))]
    return lines + [f"    {p.name}: {base}{table_path(code, p.name, lang)}" for p in game.players]


def _served(path: Path | None, game: Game | None) -> Message:
    """What is served: a game file's, the one served before, or a new game."""
    if game is None:
        return message("a new game")
    if path is None:
        return message("the game served before, Expedition {number}", number=game.expedition_number)
    return message("{file}, Expedition {number}", file=path.name, number=game.expedition_number)


def _reach(host: str) -> list[str]:
    """Who can connect, and the warning when it is more than this computer."""
    if is_loopback(host):
        said = message(
            "Only this computer can connect ({host}). To host a table on your network, give "
            "--host this computer's address on it.",
            host=host,
        )
        return [say(said)]
    where = message("every network interface") if host in EVERY_INTERFACE else host
    warning = message(
        "WARNING: listening on {where}: anyone on the network who has the join code can "
        "open this game and change it, and the code travels unencrypted. Serve only on a "
        "network you trust, share the code only with the table, and stop the server "
        "after the game.",
        where=where,
    )
    links = (
        message(
            "Browsers must use an address of this computer that they can reach: the links "
            "above use --host (for {host}, this computer's network address as far as it "
            "can tell).",
            host=host or message("every interface"),
        )
        if host in EVERY_INTERFACE
        else message(
            "Browsers must use an address of this computer that they can reach: the links "
            "above use --host."
        )
    )
    return [say(warning), say(links)]


def earlier_tables(leave_out: str | None) -> str:
    """Lines naming the games served before without a file, to serve one again by its code
    (empty when there are none)."""
    tables = [t for t in tables_without_file() if t.code != leave_out]
    if not tables:
        return ""
    heading = message(
        "Games served before without a file (serve one again with "
        "`FATHOM_SCORE_JOIN_CODE=CODE fathom-score serve`):"
    )
    lines = ["", say(heading)]
    lines += [
        f"  {t.code}  "
        + say(
            message(
                "Expedition {number}, {players}; last changed {changed}",
                number=t.game.expedition_number,
                players=tuple(p.name for p in t.game.players),
                changed=str(t.updated_at),
            )
        )
        for t in tables
    ]
    return "\n".join(lines)


def network_address() -> str | None:
    """This computer's address on its local network, as far as it can tell without sending
    anything: the source address the system would pick for a packet to a non-routed one."""
    try:
        with socket.socket(socket.AF_INET, socket.SOCK_DGRAM) as probe:
            probe.connect(("192.0.2.1", 9))  # TEST-NET-1: a UDP connect sends nothing
            return str(probe.getsockname()[0])
    except OSError:
        return None


def is_loopback(host: str) -> bool:
    """Whether `host` can only be reached from this machine."""
    if host.lower() == "localhost":
        return True
    try:
        return ipaddress.ip_address(host.strip("[]")).is_loopback
    except ValueError:
        return False  # a host name: it may well resolve to a network address
