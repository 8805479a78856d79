"""`fathom-score serve` without a browser: the join code gates every route to the game, the
page loads nothing from another host, the host's terminal says how to join, and warns."""

from __future__ import annotations

import asyncio
import re
from pathlib import Path
from urllib.parse import urlsplit

import aiohttp
import pytest
from aiohttp.test_utils import TestClient, TestServer
from textual_serve.download_manager import DownloadManager

from fathom_score.gamefile import load_game
from fathom_score.serve import announcement, is_loopback, new_code, sessions
from fathom_score.serve import server as server_module
from fathom_score.serve.server import TableServer, session_command

EXAMPLE = Path(__file__).resolve().parents[2] / "examples" / "expedition-2.toml"
CODE = "Right-Code_123"
GAME_WORDS = ("Noor", "Otto", "Priya", "Quinn", "Expedition", "expedition-2")


def table() -> TableServer:
    return TableServer(EXAMPLE, code=CODE, title="fathom-score · expedition-2.toml")


def get(
    path: str, headers: dict[str, str] | None = None, server: TableServer | None = None
) -> tuple[int, str, dict[str, str]]:
    """One GET against the real web application, served in this process."""

    async def fetch() -> tuple[int, str, dict[str, str]]:
        app = await (server or table())._make_app()
        async with TestClient(TestServer(app)) as client:
            response = await client.get(path, allow_redirects=False, headers=headers)
            return response.status, await response.text(), dict(response.headers)

    return asyncio.run(fetch())


class TestTheJoinCode:
    def test_a_new_code_is_random_and_url_safe(self):
        codes = {new_code() for _ in range(50)}
        assert len(codes) == 50
        assert all(re.fullmatch(r"[A-Za-z0-9_-]{11}", code) for code in codes)

    @pytest.mark.parametrize(
        "given, matches",
        [
            (CODE, True),
            ("right-code_123", False),
            (CODE[:-1], False),
            (CODE + "4", False),
            ("", False),
            ("Ŕight-Code_123", False),
        ],
    )
    def test_only_the_exact_code_matches(self, given, matches):
        assert table().code_matches(given) is matches

    def test_the_code_is_compared_in_constant_time(self, monkeypatch):
        compared = []
        real = server_module.hmac.compare_digest

        def spy(a, b):
            compared.append((a, b))
            return real(a, b)

        monkeypatch.setattr(server_module.hmac, "compare_digest", spy)
        assert not table().code_matches("guess")
        assert compared == [(b"guess", CODE.encode())]


class TestRoutes:
    def test_the_front_page_asks_for_the_code_and_shows_nothing_of_the_game(self):
        status, page, _ = get("/")
        assert status == 200 and 'name="code"' in page
        assert not [word for word in GAME_WORDS if word in page]

    @pytest.mark.parametrize(
        "path", ["/join/wrong", "/join/right-code_123", f"/join/{CODE}x", f"/join/{CODE}%20"]
    )
    def test_a_wrong_code_is_forbidden_and_shows_nothing_of_the_game(self, path):
        status, page, _ = get(path)
        assert status == 403
        assert "not this table's join code" in page and 'name="code"' in page
        assert not [word for word in GAME_WORDS if word in page]
        assert CODE not in page

    def test_the_right_code_gets_the_app_page_and_its_websocket(self):
        status, page, headers = get(f"/join/{CODE}?player=Otto")
        assert status == 200
        assert "expedition-2.toml" in page
        assert f'data-websocket-path="/ws/{CODE}/Otto"' in page
        assert headers["Referrer-Policy"] == "no-referrer"
        assert "default-src 'self'" in headers["Content-Security-Policy"]

    def test_the_join_form_leads_to_the_tables_address(self):
        status, _, headers = get(f"/join?code={CODE}&player=Ana+Bé")
        assert status == 303
        assert headers["Location"] == f"/join/{CODE}?player=Ana%20B%C3%A9"

    def test_a_player_name_is_escaped_in_the_page(self):
        status, page, _ = get(f"/join/{CODE}?player=%3Cscript%3Ex")
        assert status == 200
        assert "<script>x" not in page and "%3Cscript%3Ex" in page

    @pytest.mark.parametrize(
        "path", ["/static/", "/ws", "/download/nothing", "/game", "/join/", "/static/../server.py"]
    )
    def test_no_other_address_leads_to_the_game(self, path):
        status, page, _ = get(path)
        assert status in (403, 404)
        assert not [word for word in GAME_WORDS if word in page]

    @pytest.mark.parametrize("path", ["/", f"/join/{CODE}", "/join/wrong"])
    def test_the_pages_load_nothing_from_another_host(self, path):
        _, page, _ = get(path)
        elsewhere = [
            url
            for url in re.findall(r"(?:https?:|wss?:)?//[^\s\"'<>)]+", page)
            if urlsplit(url).netloc
        ]
        assert elsewhere == []
        assert "googleapis" not in page and "@import" not in page

    def test_the_stylesheet_loads_nothing_from_another_host(self):
        status, css, _ = get("/static/css/xterm.css")
        code = re.sub(r"/\*.*?\*/", "", css, flags=re.S)  # the licence comment names a site
        assert status == 200 and "url(" not in code and "@import" not in code


class TestTheWebsocket:
    """The websocket is what starts an app process: it needs the code too."""

    def started(self, monkeypatch) -> list[list[str]]:
        commands: list[list[str]] = []

        class Recording(server_module.SessionService):
            def __init__(self, command, code, spares=None, **kwargs):
                commands.append(command)
                super().__init__(command, code, spares, **kwargs)

            async def start(self, width, height):
                await self.remote_close()

            async def stop(self):
                pass

        monkeypatch.setattr(server_module, "SessionService", Recording)
        return commands

    def connect(
        self, path: str, origin: str | None = None, server: TableServer | None = None
    ) -> int:
        async def attempt() -> int:
            app = await (server or table())._make_app()
            async with TestClient(TestServer(app)) as client:
                headers = (
                    {"Origin": origin.replace("HOST", f"{client.host}:{client.port}")}
                    if origin
                    else None
                )
                try:
                    socket = await client.ws_connect(path, headers=headers)
                except aiohttp.WSServerHandshakeError as refused:
                    return refused.status
                await socket.close()
                return 101

        return asyncio.run(attempt())

    @pytest.mark.parametrize("path", ["/ws/wrong", "/ws/wrong/Noor", f"/ws/{CODE}x"])
    def test_a_wrong_code_starts_nothing(self, monkeypatch, path):
        started = self.started(monkeypatch)
        assert self.connect(path) == 403
        assert started == []

    def test_another_sites_page_starts_nothing(self, monkeypatch):
        started = self.started(monkeypatch)
        assert self.connect(f"/ws/{CODE}", origin="http://evil.example") == 403
        assert started == []

    def test_the_right_code_starts_the_app_for_that_player(self, monkeypatch):
        started = self.started(monkeypatch)
        assert self.connect(f"/ws/{CODE}/Otto", origin="http://HOST") == 101
        assert started == [session_command(EXAMPLE, "Otto")]

    def test_only_the_hosts_key_opens_the_hosts_page(self, monkeypatch):
        """The host's page moves the reveal on for everyone: the join code alone, which every
        guest has, once made any page without a player the host's."""
        started = self.started(monkeypatch)
        server = table()
        server.host_key = "Host-Key_1"
        _, page, _ = get(f"/join/{CODE}?host=Host-Key_1", server=server)
        assert f'data-websocket-path="/ws-host/{CODE}/Host-Key_1"' in page
        for query in ("", "?host=wrong", "?host=Host-Key_1&player=Otto", "?player=Host-Key_1"):
            _, page, _ = get(f"/join/{CODE}{query}", server=server)
            assert "/ws-host" not in page and 'data-websocket-path="/ws/' in page
        for wrong in ("wrong", "Host-Key_", "host-key_1"):
            assert self.connect(f"/ws-host/{CODE}/{wrong}", server=server) == 403
        assert self.connect("/ws-host/wrong/Host-Key_1", server=server) == 403
        assert started == []
        assert self.connect(f"/ws-host/{CODE}/Host-Key_1", server=server) == 101
        assert self.connect(f"/ws/{CODE}", server=server) == 101
        assert started == [
            session_command(EXAMPLE, None, host=True),
            session_command(EXAMPLE, None),
        ]
        assert "--host-page" in started[0] and "--host-page" not in started[1]

    def test_the_app_runs_with_the_code_in_its_environment(self, monkeypatch, tmp_path):
        """For real: the right code starts `python -m fathom_score` and relays its screen."""
        monkeypatch.setenv("FATHOM_SCORE_HOME", str(tmp_path))
        services = []

        class Kept(server_module.SessionService):
            async def start(self, width, height):
                services.append(self)
                await super().start(width, height)

        monkeypatch.setattr(server_module, "SessionService", Kept)

        async def first_screen() -> bytes:
            app = await table()._make_app()
            async with TestClient(TestServer(app)) as client:
                socket = await client.ws_connect(f"/ws/{CODE}/Priya?width=100&height=30")
                seen = b""
                async for message in socket:
                    if message.type == aiohttp.WSMsgType.BINARY:
                        seen += message.data
                    if b"Table:" in seen and b"Priya" in seen:
                        break
                environ = Path(f"/proc/{services[0]._process.pid}/environ")
                if environ.exists():  # Linux: the process's environment, as it started
                    assert f"FATHOM_SCORE_JOIN_CODE={CODE}".encode() in environ.read_bytes().split(
                        b"\0"
                    )
                await socket.close()
                # The browser left: the server ends the app process.
                await services[0]._process.wait()
                return seen

        screen = asyncio.run(asyncio.wait_for(first_screen(), 60))
        assert b"Expedition 2" in screen


def test_a_spare_process_runs_the_app_for_the_session_it_is_taken_for(monkeypatch, tmp_path):
    """A spare app process, started before any browser, waits; taken for Priya's page at
    100 × 30, it shows her board at that size, with the join code in its environment; and
    another spare is on its way for the next browser."""
    monkeypatch.setenv("FATHOM_SCORE_HOME", str(tmp_path))
    monkeypatch.setattr(sessions, "SPARE_AFTER", 0.0)

    async def first_screen() -> tuple[bytes, bytes | None]:
        spares = sessions.Spares(table()._session_environment())
        spares.start()
        await spares.waiting
        seen = bytearray()
        screen = asyncio.Event()

        async def shown(data: bytes) -> None:
            seen.extend(data)
            if b"Table:" in seen and b"Priya" in seen:
                screen.set()

        service = sessions.SessionService(
            session_command(EXAMPLE, "Priya"),
            CODE,
            spares,
            write_bytes=shown,
            write_str=nothing,
            close=nothing,
            download_manager=DownloadManager(),
        )
        await service.start(100, 30)
        await screen.wait()
        process = service._process
        assert process is not None
        environ = (
            Path(f"/proc/{process.pid}/environ").read_bytes()
            if Path(f"/proc/{process.pid}").exists()
            else None
        )
        await service.stop()
        assert process.returncode is not None
        assert spares.waiting is not None  # the next browser's
        await spares.close()
        return bytes(seen), environ

    screen, environ = asyncio.run(asyncio.wait_for(first_screen(), 60))
    assert b"Priya" in screen and b"Expedition 2" in screen
    assert re.search(rb"\x1b\[30;\d+H", screen)  # drawn down to row 30 of 30
    if environ is not None:  # Linux: the process's environment, as it started
        assert f"FATHOM_SCORE_JOIN_CODE={CODE}".encode() in environ.split(b"\0")


async def nothing(*_: object) -> None:
    """A websocket callback the test has no use for."""


def test_the_command_is_an_argument_list_with_the_player_as_one_argument():
    command = session_command(EXAMPLE, "Ana; rm -rf ~")
    assert command[1:4] == ["-m", "fathom_score", "--player=Ana; rm -rf ~"]
    assert command[-1] == str(EXAMPLE)
    assert session_command(None, None)[1:] == ["-m", "fathom_score"]


@pytest.mark.parametrize("player", ["--lang=ja", "--lang", "--player", "--", "-h", "score"])
@pytest.mark.parametrize("lang", [None, "ja"])
def test_a_players_name_is_never_read_as_an_option(monkeypatch, player, lang):
    """`?player=--lang=ja` once made the game's path the player's name (shown on the page,
    the host's absolute path), and `?player=--lang` ended the app: the app, started with the
    page's command, opens the game file for that player, whatever the name."""
    import fathom_score.app
    from fathom_score.cli.commands import main

    opened: list[tuple[object, object, object]] = []
    monkeypatch.setattr(
        fathom_score.app,
        "run_app",
        lambda path, game, player, host, cell: opened.append((path, player, host)) or 0,
    )
    assert main(session_command(EXAMPLE, player, lang)[3:]) == 0
    assert opened == [(EXAMPLE, player, False)]


@pytest.mark.parametrize(
    "query", ["10.2x21", "--player=Eve", "10x21 --lang=ja", "1e3x2", "999x21", "10x", "", None]
)
def test_the_pages_cell_reaches_the_app_as_two_numbers_or_not_at_all(monkeypatch, query):
    """`?cell=10.2x21` (the page's cell in CSS px, for the tap pad) becomes the app's
    `--page-cell=10.2x21.0`, written from two numbers the server checked: any other text, an
    option among it, gives no cell, never an argument of the page's own."""
    import fathom_score.app
    from fathom_score.cli.commands import main

    cell = sessions.page_cell(query)
    assert cell == ((10.2, 21.0) if query == "10.2x21" else None)
    command = session_command(EXAMPLE, "Ana", cell=cell)
    assert [a for a in command if a.startswith("--page-cell")] == (
        ["--page-cell=10.2x21.0"] if cell else []
    )
    assert not any("--lang" in a or "Eve" in a for a in command)
    opened: list[object] = []
    monkeypatch.setattr(
        fathom_score.app,
        "run_app",
        lambda path, game, player, host, cell: opened.append((path, player, cell)) or 0,
    )
    assert main(command[3:]) == 0
    assert opened == [(EXAMPLE, "Ana", cell)]


class TestTheHostsTerminal:
    def test_loopback_prints_the_links_and_no_warning(self):
        text = announcement("CODE", "127.0.0.1", 8000, EXAMPLE, load_game(EXAMPLE))
        assert "Join code:  CODE" in text
        assert "http://127.0.0.1:8000/join/CODE" in text
        assert "Otto: http://127.0.0.1:8000/join/CODE?player=Otto" in text
        assert "WARNING" not in text

    def test_the_hosts_own_link_is_printed_with_its_key(self):
        text = announcement("CODE", "127.0.0.1", 8000, EXAMPLE, load_game(EXAMPLE), None, "KEY")
        assert "Your own page (it moves the reveal on; keep it): " in text
        assert "http://127.0.0.1:8000/join/CODE?host=KEY" in text
        assert "host=" not in announcement("CODE", "127.0.0.1", 8000, EXAMPLE, None)

    @pytest.mark.parametrize("host", ["192.168.1.20", "0.0.0.0", "table.local", "::"])
    def test_any_other_address_is_warned_about(self, host):
        text = announcement("CODE", host, 8000, None, None)
        assert "WARNING" in text and "join code" in text
        assert "Browsers must use an address of this computer" in text

    def test_without_a_file_the_first_browsers_new_game_is_the_tables(self):
        text = announcement("CODE", "127.0.0.1", 8000, None, None)
        assert "The first browser to start a game on its new-game screen starts the table's" in text
        assert "`FATHOM_SCORE_JOIN_CODE=CODE fathom-score serve` brings it back" in text

    def test_without_a_file_it_says_how_a_player_joins(self):
        text = " ".join(announcement("CODE", "127.0.0.1", 8000, None, None).split())
        assert "followed by ?player= and their name" in text and "join form" in text
        assert "each player's own link is printed here once the game is started" in text

    def test_without_a_file_each_players_link_comes_once_a_browser_starts_the_game(
        self, monkeypatch, tmp_path
    ):
        from fathom_score.model import Game, Player
        from fathom_score.serve import player_links
        from fathom_score.table.shared import SharedSession

        monkeypatch.setenv("FATHOM_SCORE_HOME", str(tmp_path))
        monkeypatch.setattr(server_module, "GAME_LOOK_SECONDS", 0.02)
        begun: list[Game] = []
        server = TableServer(None, code="NoFileCode1", on_game=begun.append)

        async def look() -> None:
            waiting = asyncio.create_task(server._wait_for_the_game())
            await asyncio.sleep(0.2)
            assert begun == [] and not waiting.done()  # no game yet: it goes on looking
            game = Game(1, (Player("Ana"), Player("Ben")))
            shared = SharedSession.join("NoFileCode1", game, None, lambda game: None)
            try:
                await asyncio.wait_for(waiting, timeout=10)
            finally:
                shared.leave()

        asyncio.run(look())
        assert [player.name for player in begun[0].players] == ["Ana", "Ben"]
        lines = player_links("NoFileCode1", "http://127.0.0.1:8000", begun[0], None)
        assert lines[1:] == [
            "    Ana: http://127.0.0.1:8000/join/NoFileCode1?player=Ana",
            "    Ben: http://127.0.0.1:8000/join/NoFileCode1?player=Ben",
        ]

    def test_every_interface_links_to_an_address_of_this_computer(self):
        text = announcement("CODE", "0.0.0.0", 8000, None, None)
        assert "http://0.0.0.0" not in text

    @pytest.mark.parametrize(
        "host, loopback",
        [
            ("127.0.0.1", True),
            ("localhost", True),
            ("::1", True),
            ("127.0.0.2", True),
            ("0.0.0.0", False),
            ("192.168.1.20", False),
            ("example.org", False),
            ("::", False),
        ],
    )
    def test_loopback_addresses(self, host, loopback):
        assert is_loopback(host) is loopback


class TestThePagesLanguage:
    """`?lang=ja` on a page's address: the page in Japanese, carried on to the table's page
    and to its app process (the browser's language never reaches the server otherwise)."""

    def test_the_join_form_in_japanese_carries_the_language_on(self):
        status, page, _ = get("/?lang=ja")
        assert status == 200
        assert '<html lang="ja">' in page and "参加コード" in page and "Join code" not in page
        assert '<input type="hidden" name="lang" value="ja" />' in page

    def test_the_join_form_is_english_without_a_language_or_with_one_we_lack(self):
        for path in ("/", "/?lang=fr"):
            _, page, _ = get(path)
            assert '<html lang="en">' in page and "Join code" in page
            assert 'name="lang"' not in page

    def test_a_wrong_code_is_said_in_the_pages_language(self):
        status, page, _ = get("/join/wrong?lang=ja")
        assert status == 403
        assert "参加コードではありません" in page and "<code>fathom-score serve</code>" in page

    def test_the_join_form_sent_in_japanese_leads_to_the_japanese_table(self):
        status, _, headers = get(f"/join?code={CODE}&player=Ana&lang=ja")
        assert status == 303
        assert headers["Location"] == f"/join/{CODE}?player=Ana&lang=ja"

    def test_the_tables_page_in_japanese_opens_a_japanese_app_process(self):
        status, page, _ = get(f"/join/{CODE}?player=Otto&lang=ja")
        assert status == 200
        assert f'data-websocket-path="/ws-ja/{CODE}/Otto"' in page
        assert "セッションは終了しました。" in page
        assert session_command(EXAMPLE, "Otto", "ja")[2:6] == [
            "fathom_score",
            "--lang",
            "ja",
            "--player=Otto",
        ]
