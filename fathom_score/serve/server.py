"""textual-serve's Server, gated by the game's join code (the design is in the package's
docstring): the page and the websocket that starts an app process both need the code."""

from __future__ import annotations

import asyncio
import contextlib
import hmac
import json
import logging
import shlex
import signal
import sys
from asyncio.subprocess import PIPE, Process
from collections.abc import Callable
from pathlib import Path
from typing import Any
from urllib.parse import quote, urlsplit

import aiohttp_jinja2
import jinja2
from aiohttp import WSCloseCode, web
from rich.logging import RichHandler
from textual_serve.app_service import AppService
from textual_serve.server import Server, to_int

from ..places import SPARE_SESSION
from ..table.shared import CODE_VARIABLE, new_code

TEMPLATES = Path(__file__).parent / "templates"
SPARE_AFTER = 0.0   # seconds after a spare app process is taken before the next one starts

# The page needs nothing from another host: scripts, styles, fonts and the websocket all come
# from this server (inline styles and the one inline script are our template's own).
CONTENT_SECURITY_POLICY = ("default-src 'self'; script-src 'self' 'unsafe-inline'; "
                           "style-src 'self' 'unsafe-inline'; img-src 'self' data:; "
                           "font-src 'self'; connect-src 'self'; frame-ancestors 'none'")
PAGE_HEADERS = {
    "Content-Security-Policy": CONTENT_SECURITY_POLICY,
    # The page's address holds the join code: never send it on to anyone, never cache it.
    "Referrer-Policy": "no-referrer",
    "Cache-Control": "no-store",
    "X-Content-Type-Options": "nosniff",
}


APP = [sys.executable, "-m", "fathom_score"]


def session_command(game: Path | None, player: str | None) -> list[str]:
    """The app as one browser connection runs it: `python -m fathom_score [--player NAME]
    [GAME.toml]`, as an argument list (never through a shell)."""
    command = list(APP)
    if player:
        command += ["--player", player]
    if game is not None:
        command.append(str(game.resolve()))   # absolute: never read as an option
    return command


class SessionService(AppService):
    """textual-serve's AppService, started from an argument list with the join code in its
    environment (the stock service runs a shell command line), in a spare process started
    ahead when there is one."""

    def __init__(self, command: list[str], code: str, spares: Spares | None = None,
                 **kwargs: Any) -> None:
        super().__init__(shlex.join(command), **kwargs)
        self.arguments = command
        self.code = code
        self.spares = spares

    def _build_environment(self, width: int = 80, height: int = 24) -> dict[str, str]:
        environment = super()._build_environment(width=width, height=height)
        environment[CODE_VARIABLE] = self.code
        return environment

    async def _open_app_process(self, width: int = 80, height: int = 24) -> Process:
        process = None
        if self.spares is not None:
            process = await self.spares.take(self.arguments[len(APP):], width, height)
        if process is None:
            process = await asyncio.create_subprocess_exec(
                *self.arguments, stdin=PIPE, stdout=PIPE, stderr=PIPE,
                env=self._build_environment(width=width, height=height))
        self._process = process
        assert process.stdin is not None
        self._stdin = process.stdin
        return process


class Spares:
    """One app process started ahead of the next browser (`fathom-score --spare-session`):
    it has imported the app and waits on its standard input for a session's arguments and
    page size. A browser's first screen then starts from there, not from a bare Python.

    Each one taken is replaced SPARE_AFTER seconds later: at once, so that a page opened soon
    after finds one ready too (with a delay of a second, pages opened a second apart found
    theirs still importing: docs/benchmarks.md)."""

    def __init__(self, environment: dict[str, str]) -> None:
        self.environment = environment
        self.waiting: asyncio.Task[Process] | None = None
        self.later: asyncio.TimerHandle | None = None

    def start(self) -> None:
        self.later = None
        self.waiting = asyncio.ensure_future(asyncio.create_subprocess_exec(
            *APP, SPARE_SESSION,
            stdin=PIPE, stdout=PIPE, stderr=PIPE, env=self.environment))

    async def take(self, arguments: list[str], width: int, height: int) -> Process | None:
        """The spare process, running the app with `arguments` at `width` × `height`; None
        when there is none ready (one is on its way for the next browser)."""
        waiting, self.waiting = self.waiting, None
        if self.later is None:
            self.later = asyncio.get_running_loop().call_later(SPARE_AFTER, self.start)
        if waiting is None:
            return None
        process = await waiting
        if process.returncode is not None or process.stdin is None:
            return None
        session = {"arguments": arguments, "columns": width, "rows": height}
        try:
            process.stdin.write(json.dumps(session).encode("utf-8") + b"\n")
            await process.stdin.drain()
        except (BrokenPipeError, ConnectionResetError):
            return None   # it ended meanwhile: the session starts a process of its own
        return process

    async def close(self) -> None:
        """Stop the spare waiting, if any (its standard input closes: it ends by itself)."""
        if self.later is not None:
            self.later.cancel()
        waiting, self.waiting = self.waiting, None
        if waiting is not None:
            process = await waiting
            if process.stdin is not None:
                process.stdin.close()
            await process.wait()


class TableServer(Server):
    """Serve one game to browsers that know its join code."""

    def __init__(self, game: Path | None, *, host: str = "127.0.0.1", port: int = 8000,
                 code: str | None = None, title: str = "fathom-score") -> None:
        super().__init__(shlex.join(session_command(game, None)), host=host, port=port,
                         title=title, templates_path=TEMPLATES)
        self.game = game
        self.code = code or new_code()
        self.sockets: set[web.WebSocketResponse] = set()
        self.spares: Spares | None = None

    def code_matches(self, given: str) -> bool:
        """Whether `given` is this game's join code, in time independent of where they differ."""
        return hmac.compare_digest(given.encode("utf-8", "replace"), self.code.encode("utf-8"))

    # The web application --------------------------------------------------------------

    async def _make_app(self) -> web.Application:
        app = web.Application()
        aiohttp_jinja2.setup(app, loader=jinja2.FileSystemLoader(TEMPLATES),
                             autoescape=True)
        app.add_routes([
            web.get("/", self.handle_join_form),
            web.get("/join", self.handle_join_submitted),
            web.get("/join/{code}", self.handle_table),
            web.get("/ws/{code}", self.handle_websocket),
            web.get("/ws/{code}/{player}", self.handle_websocket),
            web.get("/download/{key}", self.handle_download),
            web.static("/static", self.statics_path, show_index=False),
        ])
        app.on_shutdown.append(self.on_shutdown)
        return app

    def _page(self, request: web.Request, template: str, context: dict[str, Any],
              status: int = 200) -> web.Response:
        response = aiohttp_jinja2.render_template(template, request, context, status=status)
        response.headers.update(PAGE_HEADERS)
        return response

    async def handle_join_form(self, request: web.Request) -> web.Response:
        """`/`: the join form, which shows nothing of the game."""
        return self._page(request, "join.html", {"wrong": False, "player": ""})

    async def handle_join_submitted(self, request: web.Request) -> web.Response:
        """`/join?code=…&player=…`, the join form sent: on to the table's own address."""
        code = request.query.get("code", "").strip()
        player = request.query.get("player", "").strip()
        if not code:
            return self._page(request, "join.html", {"wrong": False, "player": player})
        raise web.HTTPSeeOther(table_path(code, player or None))

    async def handle_table(self, request: web.Request) -> web.Response:
        """`/join/<code>[?player=NAME]`: the app's page, or 403 and the join form."""
        player = request.query.get("player", "").strip()
        if not self.code_matches(request.match_info["code"]):
            return self._page(request, "join.html", {"wrong": True, "player": player},
                              status=403)
        websocket = f"/ws/{quote(self.code, safe='')}"
        if player:
            websocket += f"/{quote(player, safe='')}"
        context = {
            "title": self.title + (f" · {player}" if player else ""),
            "static": "/static/",
            "websocket_path": websocket,
            "font_size": to_int(request.query.get("fontsize", "16"), 16),
        }
        return self._page(request, "app_index.html", context)

    async def handle_websocket(self, request: web.Request) -> web.WebSocketResponse:
        """`/ws/<code>[/<player>]`: start an app process for this browser and relay it."""
        if not self.code_matches(request.match_info["code"]):
            raise web.HTTPForbidden(text="Wrong join code.")
        origin = request.headers.get("Origin")
        if origin is not None and urlsplit(origin).netloc != request.host:
            # Another site's page in this browser (cross-site websocket hijacking).
            raise web.HTTPForbidden(text="Not from this table's page.")
        player = request.match_info.get("player") or None
        width = to_int(request.query.get("width", "80"), 80)
        height = to_int(request.query.get("height", "24"), 24)

        websocket = web.WebSocketResponse(heartbeat=15)
        service: SessionService | None = None
        self.sockets.add(websocket)
        try:
            await websocket.prepare(request)
            service = SessionService(
                session_command(self.game, player), self.code, self.spares,
                write_bytes=websocket.send_bytes, write_str=websocket.send_str,
                close=websocket.close, download_manager=self.download_manager,
                debug=self.debug)
            await service.start(width, height)
            await self._process_messages(websocket, service)
        except asyncio.CancelledError:
            await websocket.close()
        except Exception as error:   # as textual-serve does: log it, keep serving the others
            self.log_error(error)
        finally:
            self.sockets.discard(websocket)
            if service is not None:
                await service.stop()
        return websocket

    def log_error(self, error: Exception) -> None:
        logging.getLogger("textual-serve").exception(error)

    def initialize_logging(self) -> None:
        """textual-serve's own messages (a session that failed, a download that timed out) on
        the host's terminal, without taking over the process's root logger as the stock
        Server does."""
        log = logging.getLogger("textual-serve")
        if not log.handlers:
            log.addHandler(RichHandler(show_path=False, show_time=False, console=self.console))
            log.setLevel(logging.DEBUG if self.debug else logging.INFO)
            log.propagate = False

    async def on_shutdown(self, app: web.Application) -> None:
        """Close every browser's connection: each handler then ends its app process."""
        for websocket in list(self.sockets):
            await websocket.close(code=WSCloseCode.GOING_AWAY, message=b"Server stopped")

    # Running --------------------------------------------------------------------------

    def run(self, ready: Callable[[int], None]) -> None:
        """Serve until Ctrl+C or SIGTERM; `ready(port)` once the port is open (the port asked
        for, or the one the system chose for port 0)."""
        self.initialize_logging()
        asyncio.run(self._run(ready))

    async def _run(self, ready: Callable[[int], None]) -> None:
        loop = asyncio.get_running_loop()
        stop = asyncio.Event()
        for signal_number in (signal.SIGINT, signal.SIGTERM):
            with contextlib.suppress(NotImplementedError):   # Windows: Ctrl+C still works
                loop.add_signal_handler(signal_number, stop.set)
        runner = web.AppRunner(await self._make_app(), access_log=None, shutdown_timeout=5)
        await runner.setup()
        self.spares = Spares(self._session_environment())
        self.spares.start()
        try:
            site = web.TCPSite(runner, self.host, self.port)
            await site.start()
            ready(int(runner.addresses[0][1]))
            await stop.wait()
        finally:
            await runner.cleanup()
            await self.spares.close()

    def _session_environment(self) -> dict[str, str]:
        """The environment of every session's app process (textual-serve's, with the join
        code); a spare is given the page's size later, with the session."""
        return SessionService([], self.code, write_bytes=_nothing, write_str=_nothing,
                              close=_nothing, download_manager=self.download_manager,
                              debug=self.debug)._build_environment()


async def _nothing(*_: Any) -> None:
    """A websocket callback for a service that never has one."""


def table_path(code: str, player: str | None = None) -> str:
    """The path of the table's page for `code`, opening `player`'s board if given."""
    path = f"/join/{quote(code, safe='')}"
    return path + (f"?player={quote(player, safe='')}" if player else "")
