"""The app process behind each browser's websocket (textual-serve's AppService, made robust),
the spare one started ahead, and the limits that keep a guest from taking the host's memory.

textual-serve's service stops reading a process's output once the page has gone (a send to a
closed websocket ends its reader) and never ends the process itself: an app that still had
something to write (a traceback of 347 KB) blocked on the full pipe for ever. Here the pipes
are read until the process has ended, whatever the page does, and `stop` ends the process in
seconds: quit, then its input closed, then SIGTERM, then SIGKILL.
"""

from __future__ import annotations

import asyncio
import collections
import contextlib
import json
import logging
import re
import shlex
import sys
import time
from asyncio.subprocess import PIPE, Process
from collections.abc import Awaitable, Callable
from pathlib import Path
from typing import Any

from textual_serve.app_service import AppService

from ..config.places import (
    CODE_VARIABLE,
    HOST_PAGE,
    PAGE_CELL,
    PAGE_CELL_META,
    SERVED_DRIVER,
    SPARE_SESSION,
    cell_text,
)
from ..words import Message, message

log = logging.getLogger("textual-serve")

APP = [sys.executable, "-m", "fathom_score"]
SPARE_AFTER = 0.0  # seconds after a spare app process is taken before the next one starts

# The page's size in cells, as the browser reports it, clamped: an app process's memory grows
# with its screen (at 20000 × 20000 one kept growing: 1 GB after 28 s). A 4K screen at a small
# font is about 550 × 150 cells.
PAGE_COLUMNS = 500
PAGE_ROWS = 200
# Narrower than this the app cannot draw its screens (below 6 columns Textual fails with
# `invalid width -1` or a zero step); a phone is 40, so a page narrower is drawn at this width.
PAGE_MIN_COLUMNS = 20
# Sessions open at once: four players and the host, each with a page reloaded or opened twice,
# fit with room to spare.
SESSIONS_AT_ONCE = 16
# App processes alive at once, those still ending after their page has gone included (the
# spare is one more): about 45 MB each, so about 1.5 GB at the very most.
PROCESSES_AT_ONCE = 32
# Each app process runs in a session of its own (start_new_session): Ctrl+C or a closed window
# on the host's terminal signals the server alone, which ends them in turn, rather than
# interrupting them mid-import with a traceback each.
# A process whose page has gone is asked to quit and its input is closed (it ends by itself on
# either); still there after QUIT_SECONDS it gets SIGTERM, and SIGKILL TERMINATE_SECONDS later.
QUIT_SECONDS = 2.0
TERMINATE_SECONDS = 1.0
# An app that takes no input for this long (its pipe full) is taken as stuck: its session ends.
INPUT_SECONDS = 5.0
# A page's input (keys, the mouse, pastes), taken as a burst and then at a steady rate; what
# comes faster is left out. A page's own message of a megabyte of keys kept its app process
# busy (a core) for minutes, taking each as a key. A paste of the longest entry is 1.5 KB,
# the mouse moving sends under 1 KB a second.
INPUT_BURST = 64 * 1024  # bytes
INPUT_RATE = 2 * 1024  # bytes a second
# What a process wrote on its standard error is kept up to this much (its end) to say why it
# failed; the rest is read and dropped, so the process never blocks on a full pipe.
ERRORS_KEPT = 4096


class InputAllowance:
    """How much of a page's input may go on to its app process now: INPUT_BURST at once,
    coming back at INPUT_RATE bytes a second."""

    def __init__(self) -> None:
        self.left = float(INPUT_BURST)
        self.at = time.monotonic()
        self.told = False  # whether the host's terminal was told some was left out
        # The kinds of message refused, each told once on the host's terminal.
        self.refused: set[str] = set()

    def refuse(self, kind: str, said: str) -> None:
        """Tell the host's terminal, in one line, the first time a page's `kind` of message
        is refused (a page may send it on and on)."""
        if kind not in self.refused:
            self.refused.add(kind)
            log.warning("%s", said)

    def take(self, size: int) -> bool:
        """Whether `size` bytes may go on now (they are taken from the allowance)."""
        now = time.monotonic()
        self.left = min(INPUT_BURST, self.left + (now - self.at) * INPUT_RATE)
        self.at = now
        if size > self.left:
            return False
        self.left -= size
        return True


class Stuck(Exception):
    """The app process takes no more input: its session ends."""


def session_command(
    game: Path | None,
    player: str | None,
    lang: str | None = None,
    host: bool = False,
    cell: tuple[float, float] | None = None,
) -> list[str]:
    """The app as one browser connection runs it: `python -m fathom_score [--lang ja]
    [--player=NAME] [-- GAME.toml]`, as an argument list (never through a shell); `lang` the
    page's (`?lang=`, else the server's `--lang`). The name is the page's to choose: one
    argument with its option, never an option of its own (`?player=--lang=ja` made the game's
    path the player's name), and the game file's path after `--`; `cell` the page's cell in
    CSS px (page_cell: two numbers, written here, never the page's text)."""
    command = list(APP)
    if host:  # the host's page: the server checked its link's host key
        command.append(HOST_PAGE)
    if lang:
        command += ["--lang", lang]
    if cell is not None:
        command.append(f"{PAGE_CELL}={cell_text(cell)}")
    if player:
        command.append(f"--player={player}")
    if game is not None:
        command += ["--", str(game.resolve())]
    return command


# A page's cell in CSS px, as the page reports it (`?cell=10.2x21.0` on its websocket): from a
# 4 px font's to a 100 px one's; anything else is no cell (the pad keeps its own sizes).
CELL_PX = (2.0, 200.0)
_CELL = re.compile(r"([0-9]{1,3}(?:\.[0-9]{1,3})?)x([0-9]{1,3}(?:\.[0-9]{1,3})?)")


def page_cell(text: str | None) -> tuple[float, float] | None:
    """The page's cell (width, height) in CSS px from its `cell` query, or None."""
    found = _CELL.fullmatch(text or "")
    if found is None:
        return None
    width, height = float(found[1]), float(found[2])
    least, most = CELL_PX
    return (width, height) if least <= width <= most and least <= height <= most else None


def page_size(width: int, height: int) -> tuple[int, int]:
    """The page's size in cells, clamped to what a screen can show."""
    return max(PAGE_MIN_COLUMNS, min(width, PAGE_COLUMNS)), max(1, min(height, PAGE_ROWS))


class SessionService(AppService):
    """textual-serve's AppService, started from an argument list with the join code in its
    environment (the stock service runs a shell command line), in a spare process started
    ahead when there is one; its pipes read until the process ends, and the process ended in
    seconds once its session is over."""

    def __init__(
        self, command: list[str], code: str, spares: Spares | None = None, **kwargs: Any
    ) -> None:
        super().__init__(shlex.join(command), **kwargs)
        self.arguments = command
        self.code = code
        self.spares = spares
        self.page_gone = False  # nothing more is sent to the page: output is read and dropped
        self.errors: collections.deque[bytes] = collections.deque()

    def _build_environment(self, width: int = 80, height: int = 24) -> dict[str, str]:
        environment = super()._build_environment(width=width, height=height)
        environment[CODE_VARIABLE] = self.code
        environment["TEXTUAL_DRIVER"] = SERVED_DRIVER
        return environment

    async def start(self, width: int, height: int) -> None:
        await super().start(*page_size(width, height))

    async def set_terminal_size(self, width: int, height: int) -> None:
        await super().set_terminal_size(*page_size(width, height))

    async def _open_app_process(self, width: int = 80, height: int = 24) -> Process:
        spare = self.spares.take() if self.spares is not None else None
        if spare is not None:
            self._use(spare)
            session = {"arguments": self.arguments[len(APP) :], "columns": width, "rows": height}
            if await self._write(json.dumps(session).encode("utf-8") + b"\n"):
                return spare
            await _discard(spare)  # it ended meanwhile: the session starts one of its own
        process = await asyncio.create_subprocess_exec(
            *self.arguments,
            stdin=PIPE,
            stdout=PIPE,
            stderr=PIPE,
            start_new_session=True,
            env=self._build_environment(width=width, height=height),
        )
        self._use(process)
        return process

    def _use(self, process: Process) -> None:
        self._process = process
        assert process.stdin is not None
        self._stdin = process.stdin

    # To the process ---------------------------------------------------------------------

    async def send_bytes(self, data: bytes) -> bool:
        return await self._write(self.encode_packet(b"D", data))

    async def send_meta(self, data: dict[str, str | int | bool | None]) -> bool:
        return await self._write(self.encode_packet(b"M", json.dumps(data).encode("utf-8")))

    async def set_page_cell(self, cell: tuple[float, float]) -> bool:
        """Tell the app the page's new cell (its font chosen again): ServedDriver reads it."""
        return await self.send_meta({"type": PAGE_CELL_META, "cell": cell_text(cell)})

    async def _write(self, packet: bytes) -> bool:
        """Hand `packet` to the process; False if it has ended. Stuck if it has not taken its
        input for INPUT_SECONDS: a guest typing into a hung app would otherwise hold the
        session (and the page's end would go unnoticed) for as long as it hangs."""
        try:
            self.stdin.write(packet)
            await asyncio.wait_for(self.stdin.drain(), INPUT_SECONDS)
        except TimeoutError:
            raise Stuck("the app process takes no input") from None
        except (RuntimeError, ConnectionError):
            return False
        return True

    # From the process -------------------------------------------------------------------

    async def run(self) -> None:
        """Relay the process's screen to the page until its output ends, reading its errors
        all the while; once the page has gone, read on and drop what it writes."""
        process = self._process
        assert process is not None and process.stdout is not None
        errors = asyncio.create_task(self._read_errors())
        try:
            await self._relay(process.stdout)
        finally:
            with contextlib.suppress(asyncio.CancelledError):
                await errors

    async def _relay(self, stdout: asyncio.StreamReader) -> None:
        ready = False
        for _ in range(10):  # the prelude: a Textual app says so first
            line = await stdout.readline()
            if not line or (ready := line == b"__GANGLION__\n"):
                break
        if not ready:
            await _drop(stdout)
            return
        with contextlib.suppress(asyncio.IncompleteReadError):
            while True:
                kind = await stdout.readexactly(1)
                payload = await stdout.readexactly(
                    int.from_bytes(await stdout.readexactly(4), "big")
                )
                if not self.page_gone:
                    await self._on_packet(kind, payload)

    async def _on_packet(self, kind: bytes, payload: bytes) -> None:
        try:
            if kind == b"D":
                await self.on_data(payload)
            elif kind == b"M":
                await self.on_meta(payload)
            elif kind == b"P":
                await self.on_packed(payload)
        except ConnectionError:
            self.page_gone = True  # the page closed: from now on the output is dropped

    async def _read_errors(self) -> None:
        """Read the standard error to its end, keeping the last ERRORS_KEPT bytes."""
        assert self._process is not None and self._process.stderr is not None
        kept = 0
        while data := await self._process.stderr.read(65536):
            self.errors.append(data)
            kept += len(data)
            while kept - len(self.errors[0]) >= ERRORS_KEPT:
                kept -= len(self.errors.popleft())

    # Ending -----------------------------------------------------------------------------

    async def stop(self) -> None:
        """End the process, whatever it is doing: ask it to quit and close its input (the app
        ends on either), then SIGTERM, then SIGKILL; its pipes are read to the end meanwhile."""
        self.page_gone = True
        await self._download_manager.cancel_app_downloads(app_service_id=self.app_service_id)
        process = self._process
        if process is None:
            return
        if self._task is None:  # it never got as far as its relay
            self._task = asyncio.create_task(self.run())
        quit = self.encode_packet(b"M", json.dumps({"type": "quit"}).encode("utf-8"))
        with contextlib.suppress(RuntimeError, ConnectionError):  # not waiting for it
            self.stdin.write(quit)
        self.stdin.close()
        for patience, signal in (
            (QUIT_SECONDS, process.terminate),
            (TERMINATE_SECONDS, process.kill),
        ):
            if await _ended(process, patience):
                break
            with contextlib.suppress(ProcessLookupError):
                signal()
        await process.wait()
        await self._task
        if self.errors and process.returncode:
            # Its last ERRORS_KEPT bytes: the chunks kept hold up to one chunk more.
            tail = b"".join(self.errors)[-ERRORS_KEPT:]
            log.warning(
                "An app process ended with status %s; the end of what it wrote:\n%s",
                process.returncode,
                tail.decode("utf-8", "replace"),
            )


async def _ended(process: Process, patience: float) -> bool:
    """Whether `process` ends within `patience` seconds."""
    try:
        await asyncio.wait_for(asyncio.shield(process.wait()), patience)
    except TimeoutError:
        return False
    return True


async def _drop(stream: asyncio.StreamReader | None) -> None:
    """Read `stream` to its end, keeping nothing."""
    while stream is not None and await stream.read(65536):
        pass


async def _discard(process: Process) -> None:
    """A process that has ended: read what is left in its pipes, so they close."""
    await asyncio.gather(_drop(process.stdout), _drop(process.stderr), process.wait())


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
        self.waiting = asyncio.ensure_future(
            asyncio.create_subprocess_exec(
                *APP,
                SPARE_SESSION,
                stdin=PIPE,
                stdout=PIPE,
                stderr=PIPE,
                start_new_session=True,
                env=self.environment,
            )
        )

    def take(self) -> Process | None:
        """The spare process, for a session to hand its arguments and page size to; None
        when none is ready (one is on its way for the next browser). Nothing is awaited:
        a session's process is its own from the moment it is handed over, whatever happens
        to its websocket."""
        waiting = self.waiting
        if waiting is None or not waiting.done():
            return None  # still starting: it stays the next browser's
        self.waiting = None
        if self.later is None:
            self.later = asyncio.get_running_loop().call_later(SPARE_AFTER, self.start)
        if waiting.cancelled() or waiting.exception() is not None:
            return None
        process = waiting.result()
        return process if process.returncode is None else None

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


class Sessions:
    """Every session's service, from its start until its process has ended: what the caps
    count, and what the server waits for before it stops."""

    def __init__(self) -> None:
        self.open: set[SessionService] = set()  # its page still there
        self.alive: set[SessionService] = set()  # its process not ended yet
        self.ending: set[asyncio.Task[None]] = set()

    def refusal(self) -> Message | None:
        """Why a new session cannot start now (the page shows it), or None."""
        if len(self.open) >= SESSIONS_AT_ONCE:
            return message(
                "This table already has {count} sessions open, the most it takes: close a "
                "page of it, then press Restart.",
                count=SESSIONS_AT_ONCE,
            )
        if len(self.alive) >= PROCESSES_AT_ONCE:
            return message(
                "The host already runs {count} app processes, the most it takes: close a "
                "page of it, wait a few seconds, then press Restart.",
                count=PROCESSES_AT_ONCE,
            )
        return None

    async def run(self, service: SessionService, session: Callable[[], Awaitable[None]]) -> None:
        """Run `session` (start the service, relay the page), then end the service's process
        in a task of its own: a websocket handler cancelled on the way (its connection lost)
        still leaves no process behind."""
        self.open.add(service)
        self.alive.add(service)
        try:
            await session()
        finally:
            self.open.discard(service)
            ending = asyncio.ensure_future(service.stop())
            self.ending.add(ending)
            ending.add_done_callback(lambda _: self._ended(service, ending))
            await asyncio.shield(ending)

    def _ended(self, service: SessionService, ending: asyncio.Task[None]) -> None:
        self.alive.discard(service)
        self.ending.discard(ending)
        if not ending.cancelled() and ending.exception() is not None:
            log.error("An app process could not be ended: %s", ending.exception())

    async def wait_ended(self) -> None:
        """Until every process that is ending has ended."""
        while self.ending:
            await asyncio.wait(set(self.ending))
