"""textual-serve's Server, gated by the game's join code (the design is in the package's
docstring): the page and the websocket that starts an app process both need the code. Every
request must name this computer (its Host), and the connections are capped and timed out
(`Door`)."""

from __future__ import annotations

import asyncio
import contextlib
import hmac
import ipaddress
import json
import logging
import shlex
import signal
import socket
from collections.abc import Awaitable, Callable
from pathlib import Path
from typing import TYPE_CHECKING, Any
from urllib.parse import quote, urlsplit

import aiohttp_jinja2
import jinja2
from aiohttp import WSCloseCode, WSMsgType, web
from aiohttp.http_exceptions import HttpProcessingError
from rich.highlighter import NullHighlighter
from rich.logging import RichHandler
from textual_serve.server import Server, to_int

from ..table.shared import new_code
from ..words import english, say
from .page_words import app_page_words, join_words, page_language, said_in
from .sessions import (
    PAGE_MIN_COLUMNS,
    InputAllowance,
    Sessions,
    SessionService,
    Spares,
    Stuck,
    page_cell,
    session_command,
)

if TYPE_CHECKING:
    from ..model import Game

TEMPLATES = Path(__file__).parent / "templates"
# Served without a file, how often the server looks whether a browser has started the game
# (to print each player's link): one small read of the database.
GAME_LOOK_SECONDS = 2.0
log = logging.getLogger("textual-serve")
# aiohttp's log of the requests it could not handle. One it could not even read (a guest's
# malformed request, answered 400) came with its traceback on the host's terminal: that is
# the guest's business, and left out.
requests_log = logging.getLogger("fathom_score.serve.requests")
requests_log.addFilter(
    lambda record: not (record.exc_info and isinstance(record.exc_info[1], HttpProcessingError))
)

# A connection that has not sent a whole request within this long (or its next one, kept
# alive) is closed: half-open connections held open (slow-loris) would otherwise pile up
# until the server runs out of open files.
IDLE_SECONDS = 10.0
# Connections at once, in all and from one address: below the usual limit of 1,024 open files,
# with room for the app processes' pipes; one address (a guest) cannot take them all. A page
# uses a few at once (its websocket, its script and fonts).
CONNECTIONS_AT_ONCE = 512
CONNECTIONS_PER_ADDRESS = 64
# What stops the server cleanly (every session closed, every app process ended): Ctrl+C,
# SIGTERM, and the host's terminal closed (SIGHUP; not on Windows).
STOP_SIGNALS = ("SIGINT", "SIGTERM", "SIGHUP")

# The page needs nothing from another host: scripts, styles, fonts and the websocket all come
# from this server (inline styles and the one inline script are our template's own).
CONTENT_SECURITY_POLICY = (
    "default-src 'self'; script-src 'self' 'unsafe-inline'; "
    "style-src 'self' 'unsafe-inline'; img-src 'self' data:; "
    "font-src 'self'; connect-src 'self'; frame-ancestors 'none'"
)
PAGE_HEADERS = {
    "Content-Security-Policy": CONTENT_SECURITY_POLICY,
    # The page's address holds the join code: never send it on to anyone, never cache it.
    "Referrer-Policy": "no-referrer",
    "Cache-Control": "no-store",
    "X-Content-Type-Options": "nosniff",
}
# A download (an export, a saved game) is the table's data: never cached, never sniffed into
# something the browser would run, and, opened in the browser, run nothing at all.
DOWNLOAD_HEADERS = {
    "Content-Security-Policy": "default-src 'none'; sandbox",
    "Cache-Control": "no-store",
    "X-Content-Type-Options": "nosniff",
    "Referrer-Policy": "no-referrer",
}


class TableServer(Server):
    """Serve one game to browsers that know its join code."""

    def __init__(
        self,
        game: Path | None,
        *,
        host: str = "127.0.0.1",
        port: int = 8000,
        code: str | None = None,
        title: str = "fathom-score",
        lang: str | None = None,
        host_key: str | None = None,
        on_game: Callable[[Game], None] | None = None,
    ) -> None:
        """`lang`: the pages' language where their address asks for none (the server's
        `--lang`); None: the join form in the server's language, the app as it chooses.
        `host_key`: the host's page's key, kept with the game (None: a new one). `on_game`:
        served without a file, called once with the table's game when a browser starts it
        (the host's terminal then prints each player's link)."""
        super().__init__(
            shlex.join(session_command(game, None)),
            host=host,
            port=port,
            title=title,
            templates_path=TEMPLATES,
        )
        self.game = game
        self.lang = lang
        self.code = code or new_code()
        # The host's own link holds this key besides the code: its page alone moves the
        # table's reveal on (any holder of the code could open a page without a player). It
        # is printed on the host's terminal only, and kept with the game (table.shared.host_key)
        # as the code is: the host's page, reloaded after a restart, is the host's again.
        self.host_key = host_key or new_code()
        self.sockets: set[web.WebSocketResponse] = set()
        self.spares: Spares | None = None
        self.sessions = Sessions()
        self.names = served_names(host)
        self.on_game = on_game

    def code_matches(self, given: str) -> bool:
        """Whether `given` is this game's join code, in time independent of where they differ."""
        return hmac.compare_digest(given.encode("utf-8", "replace"), self.code.encode("utf-8"))

    def host_key_matches(self, given: str) -> bool:
        """Whether `given` is the host's key, in time independent of where they differ."""
        return hmac.compare_digest(given.encode("utf-8", "replace"), self.host_key.encode())

    # The web application --------------------------------------------------------------

    def serves(self, request: web.BaseRequest) -> bool:
        """Whether the request's Host names this server: one of its names (or an address)
        and the port it came in on. A page of another name that resolves to this computer
        (DNS rebinding) is not served."""
        try:
            given = urlsplit(f"//{request.host}")
            name, port = (given.hostname or "").lower(), given.port or 80
        except ValueError:
            return False
        sockname = request.transport.get_extra_info("sockname") if request.transport else None
        if not sockname or port != sockname[1]:
            return False
        return name in self.names or is_address(name)

    @web.middleware
    async def check_host(
        self, request: web.Request, handler: Callable[[web.Request], Awaitable[web.StreamResponse]]
    ) -> web.StreamResponse:
        if not self.serves(request):
            raise web.HTTPMisdirectedRequest(
                text="This server does not serve that address: "
                "use the join link printed by its host."
            )
        return await handler(request)

    async def _make_app(self) -> web.Application:
        app = web.Application(middlewares=[self.check_host])
        aiohttp_jinja2.setup(app, loader=jinja2.FileSystemLoader(TEMPLATES), autoescape=True)
        app.add_routes(
            [
                web.get("/", self.handle_join_form),
                web.get("/join", self.handle_join_submitted),
                web.get("/join/{code}", self.handle_table),
                web.get("/ws/{code}", self.handle_websocket),
                web.get("/ws/{code}/{player}", self.handle_websocket),
                web.get("/ws-host/{code}/{key}", self.handle_websocket),
                # A page in a language of its own (`?lang=ja`): its app process speaks it.
                web.get("/ws-{lang:ja|en}/{code}", self.handle_websocket),
                web.get("/ws-{lang:ja|en}/{code}/{player}", self.handle_websocket),
                web.get("/ws-host-{lang:ja|en}/{code}/{key}", self.handle_websocket),
                web.get("/download/{key}", self.handle_download),
                web.static("/static", self.statics_path, show_index=False),
            ]
        )
        app.on_shutdown.append(self.on_shutdown)
        return app

    async def handle_download(self, request: web.Request) -> web.StreamResponse:
        """`/download/<key>`: a file the app delivered, once, with `DOWNLOAD_HEADERS` and its
        name quoted (textual-serve's own answer sent the name bare, and neither header)."""
        try:
            meta = await self.download_manager.get_download_metadata(request.match_info["key"])
        except KeyError:
            raise web.HTTPNotFound(text="No such download.") from None
        response = web.StreamResponse(headers=DOWNLOAD_HEADERS)
        charset = f"; charset={meta.encoding}" if meta.encoding else ""
        response.headers["Content-Type"] = meta.mime_type + charset
        kind = "inline" if meta.open_method == "browser" else "attachment"
        response.headers["Content-Disposition"] = content_disposition(kind, meta.file_name)
        await response.prepare(request)
        async for chunk in self.download_manager.download(request.match_info["key"]):
            await response.write(chunk)
        await response.write_eof()
        return response

    def _page(
        self, request: web.Request, template: str, context: dict[str, Any], status: int = 200
    ) -> web.Response:
        response = aiohttp_jinja2.render_template(template, request, context, status=status)
        response.headers.update(PAGE_HEADERS)
        return response

    def _join_form(
        self, request: web.Request, wrong: bool, player: str, status: int = 200
    ) -> web.Response:
        """The join form, in the language its address asks for (and sent on with it)."""
        lang = page_language(request.query.get("lang")) or self.lang
        context = {"wrong": wrong, "player": player, "page_lang": lang, **join_words(lang)}
        return self._page(request, "join.html", context, status=status)

    async def handle_join_form(self, request: web.Request) -> web.Response:
        """`/[?lang=ja]`: the join form, which shows nothing of the game."""
        return self._join_form(request, False, "")

    async def handle_join_submitted(self, request: web.Request) -> web.Response:
        """`/join?code=…&player=…[&lang=ja]`, the join form sent: on to the table's own
        address."""
        code = request.query.get("code", "").strip()
        player = request.query.get("player", "").strip()
        if not code:
            return self._join_form(request, False, player)
        lang = page_language(request.query.get("lang")) or self.lang
        raise web.HTTPSeeOther(table_path(code, player or None, lang))

    async def handle_table(self, request: web.Request) -> web.Response:
        """`/join/<code>[?player=NAME][&lang=ja]`: the app's page, or 403 and the join form."""
        player = request.query.get("player", "").strip()
        if not self.code_matches(request.match_info["code"]):
            return self._join_form(request, True, player, status=403)
        lang = page_language(request.query.get("lang")) or self.lang
        hosts = not player and self.host_key_matches(request.query.get("host", ""))
        websocket = "/ws-host" if hosts else "/ws"
        websocket += f"-{lang}" if lang else ""
        websocket += f"/{quote(self.code, safe='')}"
        if hosts:
            websocket += f"/{quote(self.host_key, safe='')}"
        elif player:
            websocket += f"/{quote(player, safe='')}"
        context = {
            **app_page_words(lang),
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
        hosts = "key" in request.match_info
        if hosts and not self.host_key_matches(request.match_info["key"]):
            raise web.HTTPForbidden(text="Wrong host's key.")
        origin = request.headers.get("Origin")
        if origin is not None and urlsplit(origin).netloc != request.host:
            # Another site's page in this browser (cross-site websocket hijacking).
            raise web.HTTPForbidden(text="Not from this table's page.")
        websocket = web.WebSocketResponse(heartbeat=15)
        if not websocket.can_prepare(request).ok:
            raise web.HTTPBadRequest(
                text="This address is the page's websocket: open the "
                "table's join link in a browser."
            )
        await websocket.prepare(request)
        if await self._refused(request, websocket):
            return websocket
        service = SessionService(
            session_command(
                self.game,
                request.match_info.get("player") or None,
                request.match_info.get("lang"),
                host=hosts,
                cell=page_cell(request.query.get("cell")),
            ),
            self.code,
            self.spares,
            write_bytes=websocket.send_bytes,
            write_str=websocket.send_str,
            close=websocket.close,
            download_manager=self.download_manager,
            debug=self.debug,
        )
        width = to_int(request.query.get("width", "80"), 80)
        height = to_int(request.query.get("height", "24"), 24)
        self.sockets.add(websocket)
        try:
            await self.sessions.run(
                service, lambda: self._session(websocket, service, width, height)
            )
        finally:
            self.sockets.discard(websocket)
            await websocket.close()  # its process has ended: the page says "Session ended"
        return websocket

    async def _refused(self, request: web.Request, websocket: web.WebSocketResponse) -> bool:
        """Whether the page is refused (too many sessions or processes at once), told why: the
        page shows it (templates/app_index.html) in its language, in a message of its own, as
        a close frame's reason takes 123 bytes, too few for the Japanese; the reason says it
        in English."""
        refusal = self.sessions.refusal()
        if refusal is None:
            return False
        with said_in(request.match_info.get("lang") or self.lang):  # no await inside
            words = say(refusal)
        await websocket.send_json(["refused", words])
        await websocket.close(
            code=WSCloseCode.TRY_AGAIN_LATER, message=english(refusal).encode("utf-8")
        )
        return True

    async def _session(
        self, websocket: web.WebSocketResponse, service: SessionService, width: int, height: int
    ) -> None:
        try:
            await service.start(width, height)
            await self._process_messages(websocket, service)
        except Stuck as stuck:
            log.warning("A session ended: %s", stuck)
        except ConnectionError:
            pass  # the page went away: its process is ended all the same
        except Exception as error:  # as textual-serve does: log it, keep serving the others
            self.log_error(error)

    async def _process_messages(self, websocket: web.WebSocketResponse, app_service: Any) -> None:
        """The page's messages to its app process, as textual-serve relays them; one that is
        not of the page's form (a guest's own) is left out."""
        service: SessionService = app_service
        allowance = InputAllowance()
        async for message in websocket:
            if message.type != WSMsgType.TEXT:
                continue
            try:
                envelope = json.loads(message.data)
            except ValueError:
                continue
            except RecursionError:
                allowance.refuse("nested", "A page sent a message nested too deep: left out")
                continue
            if isinstance(envelope, list) and envelope:  # ["stdin", "x"], ["blur"], …
                await self._relay(
                    websocket, service, allowance, envelope[0], (envelope + [None])[1]
                )

    async def _relay(
        self,
        websocket: web.WebSocketResponse,
        service: SessionService,
        allowance: InputAllowance,
        kind: object,
        data: object,
    ) -> None:
        if kind == "stdin" and isinstance(data, str):
            await _relay_keys(service, allowance, data)
        elif (
            kind == "resize"
            and isinstance(data, dict)
            and all(type(data.get(side)) is int for side in ("width", "height"))
        ):
            if data["width"] < PAGE_MIN_COLUMNS:
                allowance.refuse(
                    "narrow",
                    f"A page asked for {data['width']} columns: drawn at {PAGE_MIN_COLUMNS}",
                )
            await service.set_terminal_size(data["width"], data["height"])
        elif kind == "cell" and isinstance(data, str) and (cell := page_cell(data)):
            await service.set_page_cell(cell)
        elif kind == "ping":
            await websocket.send_json(["pong", data])
        elif kind == "blur":
            await service.blur()
        elif kind == "focus":
            await service.focus()

    def log_error(self, error: Exception) -> None:
        logging.getLogger("textual-serve").exception(error)

    def initialize_logging(self) -> None:
        """textual-serve's own messages (a session that failed, a download that timed out) on
        the host's terminal, without taking over the process's root logger as the stock
        Server does."""
        log = logging.getLogger("textual-serve")
        if not log.handlers:
            # Not highlighted: an app process's output is told as it is, and Rich's
            # highlighting of its numbers and paths took minutes over 70 KB of it, every
            # session waiting meanwhile.
            log.addHandler(
                RichHandler(
                    show_path=False,
                    show_time=False,
                    console=self.console,
                    highlighter=NullHighlighter(),
                )
            )
            log.setLevel(logging.DEBUG if self.debug else logging.INFO)
            log.propagate = False

    async def on_shutdown(self, app: web.Application) -> None:
        """Close every browser's connection: each handler then ends its app process."""
        for websocket in list(self.sockets):
            await websocket.close(code=WSCloseCode.GOING_AWAY, message=b"Server stopped")

    # Running --------------------------------------------------------------------------

    def run(self, ready: Callable[[int], None]) -> None:
        """Serve until Ctrl+C, SIGTERM or SIGHUP; `ready(port)` once the port is open (the
        port asked for, or the one the system chose for port 0)."""
        self.initialize_logging()

        async def serve() -> None:
            loop = asyncio.get_running_loop()
            stop = asyncio.Event()
            for name in STOP_SIGNALS:
                # Windows has no SIGHUP, nor signal handlers in its loop: Ctrl+C still works.
                with contextlib.suppress(NotImplementedError, AttributeError):
                    loop.add_signal_handler(getattr(signal, name), stop.set)
            await self.serve_until(stop, ready)

        asyncio.run(serve())

    async def serve_until(self, stop: asyncio.Event, ready: Callable[[int], None]) -> None:
        """Serve until `stop` is set, then close every session and end every app process."""
        runner = web.AppRunner(
            await self._make_app(),
            access_log=None,
            shutdown_timeout=5,
            keepalive_timeout=IDLE_SECONDS,
            logger=requests_log,
        )
        await runner.setup()
        assert runner.server is not None
        server = runner.server
        self.spares = Spares(self._session_environment())
        self.spares.start()
        listening = watching = None
        try:
            listening = await asyncio.get_running_loop().create_server(
                lambda: Door(server), self.host, self.port
            )
            ready(int(listening.sockets[0].getsockname()[1]))
            watching = asyncio.create_task(self._wait_for_the_game()) if self.on_game else None
            await stop.wait()
        finally:
            if watching is not None:
                watching.cancel()
            if listening is not None:
                listening.close()
            await runner.cleanup()
            await self.sessions.wait_ended()
            await self.spares.close()

    async def _wait_for_the_game(self) -> None:
        """Served without a file: look for the table's game until a browser has started it,
        then hand it to `on_game` (its players are known only then)."""
        from ..table.shared import SharedError, table_game

        assert self.on_game is not None
        while True:
            await asyncio.sleep(GAME_LOOK_SECONDS)
            try:
                game = await asyncio.to_thread(table_game, self.code)
            except SharedError:
                continue  # the database busy: the next look
            if game is not None:
                self.on_game(game)
                return

    def _session_environment(self) -> dict[str, str]:
        """The environment of every session's app process (textual-serve's, with the join
        code); a spare is given the page's size later, with the session."""
        return SessionService(
            [],
            self.code,
            write_bytes=_nothing,
            write_str=_nothing,
            close=_nothing,
            download_manager=self.download_manager,
            debug=self.debug,
        )._build_environment()


async def _nothing(*_: Any) -> None:
    """A websocket callback for a service that never has one."""


class Door(asyncio.Protocol):
    """Each connection at the door: closed at once past CONNECTIONS_AT_ONCE, or past
    CONNECTIONS_PER_ADDRESS from its address; else handed to aiohttp's handler for good."""

    def __init__(self, server: web.Server) -> None:
        self.server = server

    def connection_made(self, transport: asyncio.BaseTransport) -> None:
        assert isinstance(transport, asyncio.Transport)
        address = _address(transport)
        inside = [
            _address(handler.transport)
            for handler in self.server.connections
            if handler.transport is not None
        ]
        if len(inside) >= CONNECTIONS_AT_ONCE or inside.count(address) >= CONNECTIONS_PER_ADDRESS:
            transport.abort()
            return
        handler = self.server()
        transport.set_protocol(handler)
        handler.connection_made(transport)


def _address(transport: asyncio.BaseTransport) -> str:
    peer = transport.get_extra_info("peername")
    return str(peer[0]) if peer else ""


def served_names(host: str) -> frozenset[str]:
    """The host names a request may give for this server (addresses are always served):
    the one it was started with (--host), `localhost`, and this computer's own name (as
    mDNS gives it on a local network too)."""
    computer = socket.gethostname().lower()
    return frozenset({host.lower().strip("[]"), "localhost", computer, f"{computer}.local"})


def is_address(name: str) -> bool:
    """Whether `name` is an IP address (no DNS name can be rebound to it)."""
    try:
        ipaddress.ip_address(name.strip("[]"))
    except ValueError:
        return False
    return True


def content_disposition(kind: str, file_name: str) -> str:
    """`kind; filename="…"; filename*=UTF-8''…` (RFC 6266): the name quoted, so that no quote,
    semicolon or line break in it ends the header's field, and in full in UTF-8 for the
    browsers that read it; the plain `filename` keeps only printable ASCII."""
    plain = "".join(c if " " <= c <= "~" and c not in '"\\' else "_" for c in file_name)
    return f"{kind}; filename=\"{plain}\"; filename*=UTF-8''{quote(file_name, safe='')}"


def table_path(
    code: str, player: str | None = None, lang: str | None = None, host_key: str | None = None
) -> str:
    """The path of the table's page for `code`, opening `player`'s board if given, in `lang`
    if given (`?lang=ja`: the page and its app process in Japanese); with `host_key`, the
    host's own page, which moves the reveal on."""
    path = f"/join/{quote(code, safe='')}"
    query = [f"player={quote(player, safe='')}"] if player else []
    query += [f"host={quote(host_key, safe='')}"] if host_key else []
    query += [f"lang={lang}"] if lang else []
    return path + ("?" + "&".join(query) if query else "")


async def _relay_keys(service: SessionService, allowance: InputAllowance, data: str) -> None:
    """A page's keys to its app process, within the allowance; what no keyboard types (a
    lone surrogate) or what came too fast is left out, said once on the host's terminal."""
    try:
        keys = data.encode("utf-8")
    except UnicodeEncodeError:  # a lone surrogate, which no keyboard types
        allowance.refuse("surrogate", "A page sent keys that are not text: left out")
        return
    if allowance.take(len(keys)):
        await service.send_bytes(keys)
    elif not allowance.told:
        allowance.told = True
        log.warning(
            "A page sent far more input than typing and pasting send: what "
            "came too fast was left out"
        )
