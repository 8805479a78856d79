"""A served table's downloads (an export, a saved game): a name built to break the header
stays one quoted field, and the answer is neither cached, sniffed nor run."""

from __future__ import annotations

import asyncio
from pathlib import Path

from aiohttp.test_utils import TestClient, TestServer

from fathom_score.serve.server import TableServer

EXAMPLE = Path(__file__).resolve().parents[2] / "examples" / "expedition-2.toml"
# A name a guest could give a game: a quote and a semicolon to end the field and add one, a
# script's extension, and a word in Japanese.
NAME = 'x.md"; filename=evil.html; 探検.md'
BODY = b"<script>alert(1)</script>"


class FakeAppProcess:
    """The app process's half of a download: each chunk asked for, then the end."""

    def __init__(self, server: TableServer, key: str) -> None:
        self.server, self.key, self.chunks = server, key, [BODY, b""]

    async def send_meta(self, meta: dict[str, object]) -> bool:
        await self.server.download_manager.chunk_received(self.key, self.chunks.pop(0))
        return True


def download(open_method: str) -> tuple[int, bytes, dict[str, str]]:
    async def fetch() -> tuple[int, bytes, dict[str, str]]:
        server = TableServer(EXAMPLE, code="CODE", title="t")
        await server.download_manager.create_download(
            app_service=FakeAppProcess(server, "k"),  # type: ignore[arg-type]
            delivery_key="k",
            file_name=NAME,
            open_method=open_method,
            mime_type="text/html",
            encoding="utf-8",
        )
        async with TestClient(TestServer(await server._make_app())) as client:
            response = await client.get("/download/k")
            return response.status, await response.read(), dict(response.headers)

    return asyncio.run(asyncio.wait_for(fetch(), 20))


def test_a_download_named_to_break_its_header_keeps_one_quoted_name_and_runs_nothing():
    for open_method in ("download", "browser"):
        status, body, headers = download(open_method)
        assert status == 200 and body == BODY
        kind = "attachment" if open_method == "download" else "inline"
        assert headers["Content-Disposition"] == (
            f'{kind}; filename="x.md_; filename=evil.html; __.md"; '
            "filename*=UTF-8''x.md%22%3B%20filename%3Devil.html%3B%20%E6%8E%A2%E6%A4%9C.md"
        )
        assert headers["Cache-Control"] == "no-store"
        assert headers["X-Content-Type-Options"] == "nosniff"
        assert "sandbox" in headers["Content-Security-Policy"]
        assert "default-src 'none'" in headers["Content-Security-Policy"]


def test_an_unknown_download_is_404_and_names_no_key():
    status, body, _ = asyncio.run(unknown())
    assert status == 404 and b"<" not in body


async def unknown() -> tuple[int, bytes, dict[str, str]]:
    server = TableServer(EXAMPLE, code="CODE", title="t")
    async with TestClient(TestServer(await server._make_app())) as client:
        response = await client.get("/download/<b>x")
        return response.status, await response.read(), dict(response.headers)
