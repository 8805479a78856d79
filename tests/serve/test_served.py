"""A real `fathom-score serve` and its real app processes, probed as a guest on the network
would (from 127.0.0.1 and 127.0.0.2, no browser): a burst of sessions opened and closed at once
leaves no process behind; app processes end with their server, even killed with SIGKILL, and a
restarted server's player gets their own board back; half-open connections neither lock the
others out nor run the server out of open files; stopping the server prints no traceback.

What is left is read from the real processes (/proc), not from the server's bookkeeping."""

from __future__ import annotations

import asyncio
import contextlib
import os
import re
import resource
import shutil
import signal
import socket
import subprocess
import sys
import time
from collections.abc import Callable, Iterator
from pathlib import Path

import aiohttp
import pytest
from browser.harness import ROOT, Table, alive, children, start_table
from browser.harness import sessions_of as harness_sessions_of

from fathom_score.serve import server as server_module
from fathom_score.serve import sessions

PATIENCE = 30.0  # seconds: only ever a limit on a hang
ESCAPES = re.compile(rb"\x1b\[[0-9;?]*[A-Za-z]")


@pytest.fixture
def game(tmp_path) -> Path:
    path = tmp_path / "expedition-2.toml"
    shutil.copy(ROOT / "examples" / "expedition-2.toml", path)
    return path


@pytest.fixture
def table(game, tmp_path) -> Iterator[Table]:
    served = start_table(game, tmp_path / "home")
    yield served
    served.stop()


def sessions_of(table: Table) -> list[int]:
    return harness_sessions_of(table.process.pid)


def until(condition: Callable[[], bool], patience: float = PATIENCE) -> bool:
    deadline = time.monotonic() + patience
    while not condition():
        if time.monotonic() > deadline:
            return False
        time.sleep(0.05)
    return True


def websocket_address(table: Table, player: str | None = None) -> str:
    return (
        table.base.replace("http:", "ws:")
        + f"/ws/{table.code}"
        + (f"/{player}" if player else "")
        + "?width=100&height=30"
    )


async def screen_until(table: Table, player: str, text: bytes) -> bytes:
    """Open `player`'s session and read its screen until it shows `text` (escapes left out);
    the screen so far, at the end of the patience."""
    seen = b""
    async with (
        aiohttp.ClientSession() as client,
        client.ws_connect(websocket_address(table, player)) as socket_,
    ):
        deadline = time.monotonic() + PATIENCE
        while text not in ESCAPES.sub(b"", seen) and time.monotonic() < deadline:
            with contextlib.suppress(TimeoutError):
                message = await socket_.receive(timeout=1)
                if message.type == aiohttp.WSMsgType.BINARY:
                    seen += message.data
                elif message.type != aiohttp.WSMsgType.TEXT:
                    break
    return ESCAPES.sub(b"", seen)


def test_a_burst_of_sessions_opened_and_closed_at_once_leaves_no_process(table):
    burst = 30
    closes: list[int | None] = []

    async def one(client: aiohttp.ClientSession) -> None:
        socket_ = await client.ws_connect(websocket_address(table))
        await socket_.close()
        closes.append(socket_.close_code)

    async def all_at_once() -> None:
        async with aiohttp.ClientSession() as client:
            await asyncio.gather(*(one(client) for _ in range(burst)))

    asyncio.run(all_at_once())
    assert len(closes) == burst
    assert until(lambda: sessions_of(table) == []), f"{len(sessions_of(table))} app processes left"
    assert table.process.poll() is None
    assert b"Traceback" not in b"".join(table.later)


def test_the_cap_refuses_sessions_past_it_and_says_why(table):
    async def open_past_the_cap() -> tuple[list[int], str]:
        async with aiohttp.ClientSession() as client:
            kept = [
                await client.ws_connect(websocket_address(table))
                for _ in range(sessions.SESSIONS_AT_ONCE)
            ]
            refused = await client.ws_connect(websocket_address(table))
            message = await refused.receive()
            while message.type == aiohttp.WSMsgType.TEXT:  # the page's words come first
                message = await refused.receive()
            running = children(table.process.pid)
            for socket_ in kept:
                await socket_.close()
            return running, str(message.extra)

    running, reason = asyncio.run(open_past_the_cap())
    assert len(running) == sessions.SESSIONS_AT_ONCE + 1  # and the next browser's spare
    assert f"{sessions.SESSIONS_AT_ONCE} sessions open" in reason
    assert until(lambda: sessions_of(table) == [])


def test_app_processes_end_with_their_server_and_a_restarted_one_gives_the_board_back(
    game, tmp_path
):
    """kill -9 of the server while Noor and Otto are entering their boards: their app
    processes end (their input closes), and on the restarted server Noor's page enters
    Noor's board again, rather than watching a ghost hold it."""
    first = start_table(game, tmp_path / "home")
    try:

        async def open_two() -> list[int]:
            async with aiohttp.ClientSession() as client:
                pages = [
                    await client.ws_connect(websocket_address(first, name))
                    for name in ("Noor", "Otto")
                ]
                assert until(lambda: len(sessions_of(first)) == 2)
                await asyncio.sleep(2)  # both at the table: their boards held
                running = children(first.process.pid)
                first.process.kill()
                for page in pages:
                    await page.receive()  # the connection is gone with the server
                return running

        running = asyncio.run(open_two())
        first.process.wait()
        assert running, "no app process ran"
        assert until(lambda: not any(map(alive, running))), (
            f"still running without their server: {[p for p in running if alive(p)]}"
        )
    finally:
        first.stop()
    again = start_table(game, tmp_path / "home")
    try:
        screen = asyncio.run(screen_until(again, "Noor", b"entering Noor's board"))
        assert b"entering Noor's board" in screen, screen.decode(errors="replace")[-2000:]
    finally:
        again.stop()


def test_half_open_connections_neither_lock_the_table_out_nor_run_out_of_files(game, tmp_path):
    """1,100 connections that never finish their request, under the usual limit of 1,024
    open files: the server closes those past its caps at once and the others once idle, and a
    player from another address still gets the page."""
    soft, hard = resource.getrlimit(resource.RLIMIT_NOFILE)
    if min(hard, 4096) < 1300:
        pytest.skip(f"this test opens 1,100 connections: the open-file limit is {hard}")
    resource.setrlimit(resource.RLIMIT_NOFILE, (max(soft, min(hard, 4096)), hard))
    table = start_table(game, tmp_path / "home", open_files=1024)
    port = int(table.base.rsplit(":", 1)[1])
    loris: list[socket.socket] = []
    try:
        for _ in range(1100):
            connection = socket.create_connection(("127.0.0.1", port))
            connection.sendall(b"GET / HTTP/1.1\r\nHost: 127.0.0.1\r\n")  # never finished
            loris.append(connection)
        page = socket.create_connection(("127.0.0.1", port), source_address=("127.0.0.2", 0))
        page.settimeout(PATIENCE)
        page.sendall(
            f"GET / HTTP/1.1\r\nHost: 127.0.0.1:{port}\r\nConnection: close\r\n\r\n".encode()
        )
        answer = b""
        while chunk := page.recv(65536):
            answer += chunk
        page.close()
        assert answer.startswith(b"HTTP/1.1 200"), answer[:200]
        held = [c for c in loris if not closed(c, 0.0)]
        assert len(held) <= server_module.CONNECTIONS_PER_ADDRESS
        assert held and all(closed(c, PATIENCE) for c in held)  # timed out
    finally:
        for connection in loris:
            connection.close()
        table.stop()
    assert b"Too many open files" not in b"".join(table.later)


def closed(connection: socket.socket, patience: float) -> bool:
    """Whether the server closed `connection` (within `patience` seconds)."""
    connection.settimeout(patience or 0.01)
    try:
        return connection.recv(65536) == b""
    except TimeoutError:
        return False
    except OSError:
        return True


@pytest.mark.parametrize("stop", ["Ctrl+C", "SIGTERM", "SIGHUP"])
def test_stopping_the_server_with_sessions_open_prints_no_traceback(table, stop):
    """Ctrl+C in the host's terminal signals its whole process group; SIGHUP is the terminal
    closed. The server stops cleanly on each, and ends every app process."""

    async def open_and_stop() -> list[int]:
        async with aiohttp.ClientSession() as client:
            pages = [
                await client.ws_connect(websocket_address(table, name)) for name in ("Noor", "Otto")
            ]
            assert until(lambda: len(sessions_of(table)) == 2)  # still starting, maybe
            running = children(table.process.pid)
            if stop == "Ctrl+C":
                os.killpg(table.process.pid, signal.SIGINT)
            else:
                table.process.send_signal(getattr(signal, stop))
            for page in pages:
                await page.receive()
            return running

    running = asyncio.run(open_and_stop())
    assert table.process.wait(PATIENCE) == 0
    time.sleep(0.5)  # what it printed last reaches the harness
    printed = b"".join(table.later).decode(errors="replace")
    assert "Traceback" not in printed and "Event loop is closed" not in printed, printed
    assert not any(map(alive, running))


@pytest.mark.parametrize(
    "request_",
    [
        b"GET /" + b"a" * 10_000 + b" HTTP/1.1\r\nHost: HOST\r\n\r\n",  # a line too long
        b"GET / HTTP/1.1\r\nHost: HOST\r\nX: " + b"b" * 10_000 + b"\r\n\r\n",  # a header too
        b"GET / HTTP/1.1\r\nHost: HOST\r\n" + b"X: y\r\n" * 200 + b"\r\n",  # too many
        b"POST /join HTTP/1.1\r\nHost: HOST\r\nTransfer-Encoding: chunked\r\n\r\nzz\r\n",
        b"GET /join/\xff\xfe HTTP/1.1\r\nHost: HOST\r\n\r\n",  # not a path
        b"GET / HTTP/1.1\r\nHost: HOST\r\nHost: HOST\r\n\r\n",  # two Hosts
    ],
    ids=["long line", "long header", "many headers", "bad chunk", "bad path", "two hosts"],
)
def test_a_malformed_request_gets_400_and_the_host_no_traceback(table, request_):
    """aiohttp answered each with 400 and logged it, with its traceback, on the host's
    terminal (“Error handling request from 127.0.0.1”): a guest's bad request is not the
    host's business."""
    with socket.create_connection(table.base.split("//")[1].split(":")) as connection:
        connection.sendall(request_.replace(b"HOST", table.host.encode()))
        connection.settimeout(PATIENCE)
        assert connection.recv(100).startswith(b"HTTP/1.0 400")
    time.sleep(0.5)  # what the server prints about it, if anything
    printed = b"".join(table.later)
    assert b"Traceback" not in printed and b"Error handling request" not in printed, printed


# Found at the end of a stop: a test run killed midway (its pytest ended by a signal, as a CI
# timeout does) left its `fathom-score serve` running, serving, the fixtures' teardown never
# run. A server the tests start ends when the process that started it dies.

STARTER = """
import sys
sys.path.insert(0, {tests!r})
from pathlib import Path
from browser.harness import start_table
table = start_table(Path({game!r}), Path({home!r}))
print(table.process.pid, flush=True)
sys.stdin.read()   # until killed
"""


@pytest.mark.skipif(not sys.platform.startswith("linux"), reason="the kernel's parent-death signal")
def test_a_server_the_tests_start_ends_when_the_test_process_dies(game, tmp_path):
    starter = subprocess.Popen(
        [
            sys.executable,
            "-c",
            STARTER.format(tests=str(ROOT / "tests"), game=str(game), home=str(tmp_path / "home")),
        ],
        stdin=subprocess.PIPE,
        stdout=subprocess.PIPE,
        cwd=ROOT,
    )
    assert starter.stdout is not None
    server = int(starter.stdout.readline())
    assert alive(server)
    starter.kill()  # SIGKILL: no teardown of any kind runs
    starter.wait()
    deadline = time.monotonic() + 30
    while alive(server) and time.monotonic() < deadline:
        time.sleep(0.1)
    ended = not alive(server)
    if not ended:
        os.killpg(server, signal.SIGKILL)
    assert ended, "the server outlived the test process that started it"
