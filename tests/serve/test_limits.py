"""What one guest can take of the host, in process (aiohttp's test server, no browser): an app
process whose page has gone ends, whatever it is doing; the page size, the sessions and the
processes are capped, and a refused session is told why; a guest's bad messages, a websocket
address opened as a page and a Host of another name get an answer, not a traceback.

The app behind the websocket is tests/serve/stub_app.py here, so each test says what the
process does (reads its input, or ignores everything and floods its standard error)."""

from __future__ import annotations

import asyncio
import contextlib
import io
import json
import logging
import os
import re
import signal
import sys
import time
from collections.abc import Awaitable, Callable
from pathlib import Path

import aiohttp
import pytest
from aiohttp.test_utils import TestClient, TestServer
from browser.harness import alive
from rich.console import Console

from fathom_score.config.places import PAGE_CELL_META
from fathom_score.serve import server as server_module
from fathom_score.serve import sessions
from fathom_score.serve.server import TableServer

EXAMPLE = Path(__file__).resolve().parents[2] / "examples" / "expedition-2.toml"
STUB = Path(__file__).with_name("stub_app.py")
CODE = "Right-Code_123"
PATIENCE = 20.0  # seconds: only ever a limit on a hang


def stub(monkeypatch, tmp_path: Path, mode: str) -> Path:
    """Every session runs stub_app.py in `mode`; the file it writes its records to."""
    record = tmp_path / "record"
    record.touch()
    monkeypatch.setattr(
        server_module,
        "session_command",
        lambda game, player, lang=None, host=False, cell=None: [
            sys.executable,
            str(STUB),
            mode,
            str(record),
        ],
    )
    return record


def started(record: Path) -> list[list[str]]:
    """`pid COLUMNS ROWS` of every stub process started so far."""
    return [
        line.split()
        for line in record.read_bytes().decode(errors="replace").splitlines()
        if line[:1].isdigit()
    ]


def given(record: Path) -> list[tuple[bytes, bytes]]:
    """The packets the (one) polite stub read on its standard input: (type, payload)."""
    data, packets = Path(f"{record}.input").read_bytes(), []
    while len(data) >= 5:
        size = int.from_bytes(data[1:5], "big")
        packets.append((data[:1], data[5 : 5 + size]))
        data = data[5 + size :]
    return packets


def resizes(record: Path) -> list[dict[str, int]]:
    metas = [json.loads(payload) for kind, payload in given(record) if kind == b"M"]
    return [meta for meta in metas if meta["type"] == "resize"]


async def until(condition: Callable[[], bool], patience: float = PATIENCE) -> bool:
    deadline = time.monotonic() + patience
    while not condition():
        if time.monotonic() > deadline:
            return False
        await asyncio.sleep(0.05)
    return True


async def refusal(socket: aiohttp.ClientWebSocketResponse) -> tuple[str, aiohttp.WSMessage]:
    """A refused session's words for its page (its message ["refused", words]), then its
    close, which says why too."""
    words = ""
    while (message := await socket.receive()).type == aiohttp.WSMsgType.TEXT:
        kind, said = json.loads(message.data)
        if kind == "refused":
            words = said
    assert message.type == aiohttp.WSMsgType.CLOSE, message
    return words, message


def served(
    test: Callable[[TestClient], Awaitable[None]], server: TableServer | None = None
) -> None:
    """Run `test` against the real web application of a table (`server`'s if given), served
    in this process."""

    async def run() -> None:
        table = server or TableServer(EXAMPLE, code=CODE)
        async with TestClient(TestServer(await table._make_app())) as client:
            await test(client)
        await table.sessions.wait_ended()

    asyncio.run(asyncio.wait_for(run(), 3 * PATIENCE))


class TestAnAppProcessEnds:
    def test_when_its_page_has_gone_whatever_it_is_doing(self, monkeypatch, tmp_path, caplog):
        """The stub ignores SIGTERM and its input and floods its standard error: once the
        page has gone, the server still ends it (and keeps reading what it writes), and says
        how it ended with the last few kilobytes it wrote."""
        record = stub(monkeypatch, tmp_path, "stubborn")

        async def test(client: TestClient) -> None:
            socket = await client.ws_connect(f"/ws/{CODE}")
            assert await until(lambda: len(started(record)) == 1)
            await socket.close()
            pid = int(started(record)[0][0])
            assert await until(lambda: not alive(pid)), "the app process is still running"

        with caplog.at_level(logging.WARNING, "textual-serve"):
            served(test)
        [told] = [r.getMessage() for r in caplog.records if r.levelno == logging.WARNING]
        status, tail = told.split("\n", 1)
        assert "ended with status -9" in status
        assert tail == "x" * sessions.ERRORS_KEPT

    def test_the_hosts_terminal_is_told_without_highlighting(self):
        """What an app process wrote is shown as it is: Rich's highlighting of its numbers and
        paths took minutes over 70 KB of it, holding up every session meanwhile."""
        server = TableServer(EXAMPLE, code=CODE)
        out = io.StringIO()
        server.console = Console(file=out, force_terminal=True, color_system="standard", width=100)
        server.initialize_logging()
        logging.getLogger("textual-serve").warning(
            "An app process ended with status %s; the end of what it wrote:\n%s",
            1,
            "File '/tmp/a.py', line 12",
        )
        told = out.getvalue().split("WARNING", 1)[1]
        assert "status 1;" in told and "File '/tmp/a.py', line 12" in told
        assert "\x1b[" not in told.replace("\x1b[0m", "", 1)  # the level's own colour ends

    def test_after_a_burst_of_sessions_opened_and_closed_at_once(self, monkeypatch, tmp_path):
        record = stub(monkeypatch, tmp_path, "stubborn")
        burst = 8

        async def test(client: TestClient) -> None:
            async def one() -> None:
                socket = await client.ws_connect(f"/ws/{CODE}")
                await socket.close()

            await asyncio.gather(*(one() for _ in range(burst)))
            assert await until(lambda: len(started(record)) == burst)
            pids = [int(line[0]) for line in started(record)]
            assert await until(lambda: not any(map(alive, pids))), (
                f"still running: {[pid for pid in pids if alive(pid)]}"
            )

        served(test)


class TestThePageSize:
    @pytest.mark.parametrize(
        "query, size",
        [
            ("width=20000&height=20000", [str(sessions.PAGE_COLUMNS), str(sessions.PAGE_ROWS)]),
            ("width=-5&height=0", [str(sessions.PAGE_MIN_COLUMNS), "1"]),
            ("width=120&height=40", ["120", "40"]),
        ],
    )
    def test_is_clamped_when_the_session_starts(self, monkeypatch, tmp_path, query, size):
        record = stub(monkeypatch, tmp_path, "polite")

        async def test(client: TestClient) -> None:
            socket = await client.ws_connect(f"/ws/{CODE}?{query}")
            assert await until(lambda: len(started(record)) == 1)
            await socket.close()
            assert started(record)[0][1:] == size

        served(test)

    def test_is_clamped_when_the_page_is_resized(self, monkeypatch, tmp_path):
        record = stub(monkeypatch, tmp_path, "polite")

        async def test(client: TestClient) -> None:
            socket = await client.ws_connect(f"/ws/{CODE}")
            await socket.send_json(["resize", {"width": 20000, "height": 20000}])
            await socket.send_json(["resize", {"width": 100, "height": 30}])
            assert await until(
                lambda: Path(f"{record}.input").exists() and len(resizes(record)) == 2
            )
            await socket.close()

        served(test)
        assert [(meta["width"], meta["height"]) for meta in resizes(record)] == [
            (sessions.PAGE_COLUMNS, sessions.PAGE_ROWS),
            (100, 30),
        ]


class TestTheCaps:
    def test_a_session_past_the_cap_is_refused_and_told_why(self, monkeypatch, tmp_path):
        record = stub(monkeypatch, tmp_path, "polite")
        monkeypatch.setattr(sessions, "SESSIONS_AT_ONCE", 3)

        async def test(client: TestClient) -> None:
            sockets = [await client.ws_connect(f"/ws/{CODE}") for _ in range(3)]
            assert await until(lambda: len(started(record)) == 3)
            refused = await client.ws_connect(f"/ws/{CODE}")
            words, message = await refusal(refused)
            assert message.data == aiohttp.WSCloseCode.TRY_AGAIN_LATER
            assert "3 sessions" in message.extra and "close" in message.extra
            assert words == message.extra  # the page's words: English, as it asked for none
            japanese = await client.ws_connect(f"/ws-ja/{CODE}")
            words, message = await refusal(japanese)
            assert "3 sessions" in message.extra  # what any client reads: short, English
            # A Japanese page says it in Japanese ("Server stopped" and the refusals were
            # English there), in its own message: a close frame's reason takes 123 bytes.
            assert "セッション" in words and "もう一度開く" in words and "3" in words
            assert not re.search(r"[A-Za-z]{2,}", words), words
            for socket in sockets:
                await socket.close()
            assert len(started(record)) == 3  # none started for the refused one
            # Once the others have gone, there is room again.
            assert await until(lambda: not any(alive(int(line[0])) for line in started(record)))
            again = await client.ws_connect(f"/ws/{CODE}")
            assert await until(lambda: len(started(record)) == 4)
            await again.close()

        served(test)

    def test_processes_still_ending_count_against_the_cap(self, monkeypatch, tmp_path):
        record = stub(monkeypatch, tmp_path, "stubborn")
        monkeypatch.setattr(sessions, "PROCESSES_AT_ONCE", 2)
        # The two stay "ending" until this test ends them: with the server's own 3 seconds,
        # a loaded machine could start them and ask for the third one too late.
        monkeypatch.setattr(sessions, "QUIT_SECONDS", 3 * PATIENCE)

        async def test(client: TestClient) -> None:
            for _ in range(2):
                socket = await client.ws_connect(f"/ws/{CODE}")
                await socket.close()
            assert await until(lambda: len(started(record)) == 2)
            refused = await client.ws_connect(f"/ws/{CODE}")  # both still ending
            words, message = await refusal(refused)
            assert "2 app processes" in message.extra and "2 app processes" in words
            end_stubborn(record)
            # Once the server has seen them end, there is room again.
            assert await until(lambda: not server.sessions.alive)
            again = await client.ws_connect(f"/ws/{CODE}")
            assert await until(lambda: len(started(record)) == 3)
            await again.close()
            end_stubborn(record)  # before the server closes, which would wait for it

        server = TableServer(EXAMPLE, code=CODE)
        try:
            served(test, server)
        finally:  # they ignore the polite end: a failed assertion would have left them running
            end_stubborn(record)


def end_stubborn(record: Path) -> None:
    """Kill every stub the test started that is still running."""
    for line in started(record):
        with contextlib.suppress(ProcessLookupError):
            os.kill(int(line[0]), signal.SIGKILL)


class TestTheInput:
    def test_a_flood_of_keys_is_cut_to_what_typing_and_pasting_send(
        self, monkeypatch, tmp_path, caplog
    ):
        """A page's own messages of a megabyte of keys kept its app busy (a core) for minutes,
        taking each as a key: past a burst, a page's input is let through at a steady rate,
        and the rest left out."""
        record = stub(monkeypatch, tmp_path, "polite")
        monkeypatch.setattr(sessions, "INPUT_BURST", 1000)
        monkeypatch.setattr(sessions, "INPUT_RATE", 100)

        def typed() -> bytes:
            return b"".join(payload for kind, payload in given(record) if kind == b"D")

        async def test(client: TestClient) -> None:
            socket = await client.ws_connect(f"/ws/{CODE}")
            started_at = time.monotonic()
            await socket.send_json(["stdin", "x" * 5000])  # more than the burst: left out
            for _ in range(30):
                await socket.send_json(["stdin", "y" * 100])  # the burst takes ten or so
            await socket.send_json(["stdin", "kept"])
            assert await until(lambda: Path(f"{record}.input").exists() and typed())
            await asyncio.sleep(1.5)  # the allowance comes back
            await socket.send_json(["stdin", "again"])
            assert await until(lambda: typed().endswith(b"again"))
            elapsed = time.monotonic() - started_at
            await socket.close()
            assert b"x" not in typed()
            assert len(typed()) <= 1000 + 100 * elapsed + len("again")

        with caplog.at_level(logging.DEBUG, "textual-serve"):
            served(test)
        said = [r.getMessage() for r in caplog.records if r.levelno >= logging.WARNING]
        assert len(said) == 1 and "left out" in said[0] and not caplog.records[0].exc_info


class TestNoTraceback:
    """Whatever a guest sends, the host's terminal gets no traceback, and the server goes on."""

    def test_bad_messages_are_left_out_and_the_session_goes_on(self, monkeypatch, tmp_path, caplog):
        record = stub(monkeypatch, tmp_path, "polite")

        async def test(client: TestClient) -> None:
            socket = await client.ws_connect(f"/ws/{CODE}")
            for bad in [
                "not json",
                "[]",
                '{"a": 1}',
                '["resize"]',
                '["resize", {"width": "x"}]',
                '["stdin", 5]',
                '["stdin"]',
                "[1, 2]",
            ]:
                await socket.send_str(bad)
            await socket.send_json(["stdin", "kept"])
            assert await until(
                lambda: Path(f"{record}.input").exists() and (b"D", b"kept") in given(record)
            )
            await socket.close()

        with caplog.at_level(logging.DEBUG, "textual-serve"):
            served(test)
        assert [r for r in caplog.records if r.levelno >= logging.WARNING] == []

    def test_messages_the_app_cannot_take_are_refused_with_a_line_each(
        self, monkeypatch, tmp_path, caplog
    ):
        """A frame nested too deep (RecursionError), keys with a lone surrogate
        (UnicodeEncodeError) and a page too narrow for the app (Textual's `invalid width -1`)
        once put a traceback on the host's terminal; each is refused with one line, however
        often it comes, and the session goes on."""
        record = stub(monkeypatch, tmp_path, "polite")

        async def test(client: TestClient) -> None:
            socket = await client.ws_connect(f"/ws/{CODE}")
            for _ in range(2):
                await socket.send_str("[" * 100_000 + "]" * 100_000)
                await socket.send_str(json.dumps(["stdin", "a\ud800b"]))
                await socket.send_json(["resize", {"width": 2, "height": 10}])
            await socket.send_json(["stdin", "kept"])
            assert await until(
                lambda: Path(f"{record}.input").exists() and (b"D", b"kept") in given(record)
            )
            await socket.close()

        with caplog.at_level(logging.DEBUG, "textual-serve"):
            served(test)
        told = [r for r in caplog.records if r.levelno >= logging.WARNING]
        assert len(told) == 3 and not any(r.exc_info for r in told)
        assert all("\n" not in r.getMessage() for r in told)
        assert all(meta["width"] >= sessions.PAGE_MIN_COLUMNS for meta in resizes(record))

    def test_a_pages_new_cell_reaches_the_app_as_two_numbers_or_not_at_all(
        self, monkeypatch, tmp_path
    ):
        """A page that chose its font again (a phone turned) sends ["cell", "WxH"]: the app
        is told the two numbers the server read, as a meta packet of its own; text that is
        not a cell, or a cell out of bounds, is left out."""
        record = stub(monkeypatch, tmp_path, "polite")

        async def test(client: TestClient) -> None:
            socket = await client.ws_connect(f"/ws/{CODE}")
            for bad in ["1x2", "6.6x15;--lang=ja", "x", "", 7, None, {"cell": "6.6x15"}]:
                await socket.send_json(["cell", bad])
            await socket.send_json(["cell", "6.6x15"])
            await socket.send_json(["stdin", "kept"])
            assert await until(
                lambda: Path(f"{record}.input").exists() and (b"D", b"kept") in given(record)
            )
            await socket.close()

        served(test)
        metas = [json.loads(payload) for kind, payload in given(record) if kind == b"M"]
        cells = [meta for meta in metas if meta["type"] == PAGE_CELL_META]
        assert cells == [{"type": PAGE_CELL_META, "cell": "6.6x15.0"}]

    def test_the_websocket_opened_as_a_page(self, monkeypatch, tmp_path, caplog):
        record = stub(monkeypatch, tmp_path, "polite")

        async def test(client: TestClient) -> None:
            response = await client.get(f"/ws/{CODE}")
            assert response.status == 400
            assert "join link" in await response.text()

        with caplog.at_level(logging.DEBUG, "textual-serve"):
            served(test)
        assert caplog.records == [] and started(record) == []


class TestTheHostHeader:
    """Against DNS rebinding: a page of another name that resolves to this computer."""

    def fetch(self, host: str) -> int:
        status = 0

        async def test(client: TestClient) -> None:
            nonlocal status
            port = client.port
            response = await client.get(
                f"/join/{CODE}", headers={"Host": host.replace("PORT", str(port))}
            )
            status = response.status

        served(test)
        return status

    @pytest.mark.parametrize("host", ["127.0.0.1:PORT", "localhost:PORT", "[::1]:PORT"])
    def test_this_computers_addresses_are_served(self, host):
        assert self.fetch(host) == 200

    @pytest.mark.parametrize(
        "host",
        [
            "evil.example:PORT",
            "evil.example",
            "127.0.0.1:1",
            "127.0.0.1",
            "",
            "localhost.evil.example:PORT",
        ],
    )
    def test_any_other_is_refused(self, host):
        assert self.fetch(host) == 421
