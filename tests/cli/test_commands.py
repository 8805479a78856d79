"""`new` writes a blank game to fill in; the scoring commands never import Textual."""

from __future__ import annotations

import os
import subprocess
import sys

import pytest

from fathom_score.gamefile import load_game
from fathom_score.scoring import score_game

from .conftest import EXAMPLES, ROOT, run_process


class TestNew:
    def test_writes_a_blank_game_that_loads_and_scores_zero(self, cli, tmp_path):
        path = tmp_path / "tonight.toml"
        run = cli("new", "--expedition", "3", "--players", "Ana, Ben ,Chloé", "-o", path)
        assert run.status == 0 and f"Wrote {path}" in run.out
        game = load_game(path)
        assert game.expedition_number == 3
        assert [p.name for p in game.players] == ["Ana", "Ben", "Chloé"]
        assert [p.total for p in score_game(game).players] == [0, 0, 0]

    def test_the_blank_file_shows_how_to_fill_it_in(self, cli, tmp_path):
        path = tmp_path / "game.toml"
        cli("new", "--expedition", "2", "--players", "Ana,Ben", "-o", path)
        text = path.read_text(encoding="utf-8")
        assert "Expedition 2" in text and "[players.zones]" in text
        assert 'D1 = "green camera facing E"' in text  # an example line, as a comment

    def test_lines_written_as_the_header_says_load(self, cli, tmp_path):
        """The header says to write one line per zone under each player's [players.zones]:
        the file must hold those tables (it once held inline ones, where such a line is a
        TOML error)."""
        path = tmp_path / "game.toml"
        cli("new", "--expedition", "2", "--players", "Ana,Ben", "-o", path)
        text = path.read_text(encoding="utf-8")
        lines = text.splitlines()
        assert lines.count("[[players]]") == 2 and lines.count("[players.zones]") == 2
        head, ana, ben = text.split("\n[players.zones]\n")
        path.write_text(
            f'{head}\n[players.zones]\nD4 = "blue fish crustacean"\n{ana}'
            f'\n[players.zones]\nC2 = "yellow 2 fish"\n{ben}',
            encoding="utf-8",
        )
        game = load_game(path)
        assert [len(p.board.zones) for p in game.players] == [1, 1]
        assert game.players[1].board["C2"] is not None

    def test_without_an_output_file_it_prints_the_game(self, cli):
        run = cli("new", "--expedition", "4", "--players", "Ana,Ben")
        assert run.status == 0
        assert 'name = "Ana"' in run.out and "expedition = 4" in run.out

    def test_refuses_to_overwrite_a_file_without_force(self, cli, tmp_path):
        path = tmp_path / "game.toml"
        path.write_text("my finished game", encoding="utf-8")
        run = cli("new", "--expedition", "1", "--players", "Ana,Ben", "-o", path)
        assert run.status == 2
        assert f"{path} already exists" in run.err and "--force" in run.err
        assert path.read_text(encoding="utf-8") == "my finished game"

    def test_refuses_a_dangling_link_without_force(self, cli, tmp_path):
        """A link to a file not there yet is still someone's name for a file: writing the
        game would go where it points."""
        link = tmp_path / "game.toml"
        link.symlink_to(tmp_path / "elsewhere.toml")
        run = cli("new", "--expedition", "1", "--players", "Ana,Ben", "-o", link)
        assert run.status == 2 and f"{link} already exists" in run.err
        assert link.is_symlink() and not (tmp_path / "elsewhere.toml").exists()

    def test_overwrites_with_force(self, cli, tmp_path):
        path = tmp_path / "game.toml"
        path.write_text("old", encoding="utf-8")
        run = cli("new", "--expedition", "1", "--players", "Ana,Ben", "-o", path, "--force")
        assert run.status == 0
        assert [p.name for p in load_game(path).players] == ["Ana", "Ben"]

    @pytest.mark.parametrize(
        "names, problem",
        [
            ("Ana", "a game has 2 to 4 players, this one has 1"),
            ("Ana,Ben,Cy,Dee,Eve", "a game has 2 to 4 players, this one has 5"),
            ("Ana,ana", "two players are called 'ana'"),
            ("Ana," + "x" * 41, "a name is at most 40 printable characters"),
        ],
    )
    def test_bad_names_exit_2_and_write_nothing(self, cli, tmp_path, names, problem):
        path = tmp_path / "game.toml"
        run = cli("new", "--expedition", "1", "--players", names, "-o", path)
        assert run.status == 2
        assert problem in run.err and "Traceback" not in run.err
        assert not path.exists()

    @pytest.mark.parametrize("expedition", ["0", "5", "two"])
    def test_an_expedition_outside_1_to_4_exits_2(self, cli, expedition):
        run = cli("new", "--expedition", expedition, "--players", "Ana,Ben")
        assert run.status == 2 and "--expedition" in run.err


def test_validate_reports_ok_and_the_counts(cli):
    run = cli("validate", EXAMPLES / "expedition-2.toml")
    assert run.status == 0
    # 14 + 17 + 13 + 13 discovered tiles (a stacked anglerfish pair counts 2).
    assert "OK — Expedition 2, 4 players, 57 discovered tiles" in run.out


CORE_MODULES = (
    "fathom_score.cli.commands",
    "fathom_score.scoring",
    "fathom_score.gamefile",
    "fathom_score.render.scorepad_table",
    "fathom_score.render.explain",
    "fathom_score.table.session",
    "fathom_score.table.storage",
    "fathom_score.table.exports",
    "fathom_score.table.guide",
    "fathom_score.history",
    "fathom_score.history.record",
    "fathom_score.history.export",
    "fathom_score.history.bgstats",
    "fathom_score.render.history_report",
    "fathom_score.cli.history",
)


def test_the_scoring_core_and_renderers_never_import_textual():
    code = (
        f"import {', '.join(CORE_MODULES)}; import sys; "
        "assert 'textual' not in sys.modules, 'textual was imported'"
    )
    done = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, cwd=ROOT)
    assert done.returncode == 0, done.stderr


@pytest.mark.parametrize("command", [("score", "--json"), ("score",), ("explain",), ("validate",)])
def test_a_scoring_command_does_not_import_textual(command):
    # -X importtime lists every module the process imports, on standard error.
    run = run_process(*command, EXAMPLES / "expedition-2.toml", python_options=("-X", "importtime"))
    assert run.status == 0
    imported = [
        line.rsplit("|", 1)[-1].strip()
        for line in run.err.splitlines()
        if line.startswith("import time:")
    ]
    assert "fathom_score.gamefile" in imported  # the listing is really there
    # Nor the web server of `serve`.
    web = ("textual", "textual_serve", "aiohttp", "aiohttp_jinja2", "jinja2")
    assert not [m for m in imported if m.split(".")[0] in web]


def test_serve_refuses_a_game_file_that_does_not_exist(cli, tmp_path):
    run = cli("serve", tmp_path / "nowhere.toml")
    assert run.status == 2
    assert "nowhere.toml does not exist" in run.err and "fathom-score new" in run.err


def test_serve_refuses_a_game_file_with_mistakes(cli, tmp_path):
    path = tmp_path / "bad.toml"
    path.write_text("version = 1\nexpedition = 9\n", encoding="utf-8")
    run = cli("serve", path)
    assert run.status == 2 and "bad.toml" in run.err


def test_serve_says_when_the_port_is_taken(cli, tmp_path, monkeypatch):
    import socket

    monkeypatch.setenv("FATHOM_SCORE_HOME", str(tmp_path))  # it stores the served game

    with socket.socket() as taken:
        taken.bind(("127.0.0.1", 0))
        taken.listen()
        port = taken.getsockname()[1]
        run = cli("serve", "--port", str(port), EXAMPLES / "expedition-2.toml")
    assert run.status == 2 and f"cannot listen on 127.0.0.1:{port}" in run.err


def test_serve_code_serves_again_only_a_game_served_without_a_file(cli, tmp_path, monkeypatch):
    from fathom_score.table.shared import SharedTable

    monkeypatch.setenv("FATHOM_SCORE_HOME", str(tmp_path))
    run = cli("serve", "--code", "NoSuchCode1")
    assert run.status == 2
    assert "--code NoSuchCode1: no game served without a file has that join code" in run.err
    # Another game served without a file is named, to be served again by its code.
    table, _, _ = SharedTable.open("EarlierCode", load_game(EXAMPLES / "expedition-2.toml"))
    table.close()
    run = cli("serve", "--code", "NoSuchCode1")
    assert run.status == 2 and "EarlierCode  Expedition 2, Noor, Otto, Priya" in run.err
    # A code may begin with "-" (codes are URL-safe base64): the hints write --code=CODE.
    run = cli("serve", "--code=-NoSuchCode")
    assert run.status == 2 and "--code -NoSuchCode: no game served without a file" in run.err
    # A served file's code is that file's.
    table, _, _ = SharedTable.open(
        "FileCode123", load_game(EXAMPLES / "expedition-2.toml"), EXAMPLES / "expedition-2.toml"
    )
    table.close()
    run = cli("serve", "--code", "FileCode123")
    assert run.status == 2 and "no game served without a file has that join code" in run.err
    run = cli("serve", "--code", "EarlierCode", EXAMPLES / "expedition-2.toml")
    assert run.status == 2 and "keeps its own join code" in run.err


def test_a_spare_session_is_refused_in_a_terminal():
    import pty

    leader, follower = pty.openpty()
    try:
        done = subprocess.run(
            [sys.executable, "-m", "fathom_score", "--spare-session"],
            stdin=follower,
            capture_output=True,
            text=True,
            timeout=60,
        )
    finally:
        os.close(leader)
        os.close(follower)
    assert done.returncode == 2
    assert "how `fathom-score serve` starts its spare app processes" in done.stderr


def test_a_spare_session_whose_server_stopped_first_ends_quietly():
    done = subprocess.run(
        [sys.executable, "-m", "fathom_score", "--spare-session"],
        stdin=subprocess.DEVNULL,
        capture_output=True,
        text=True,
        timeout=60,
    )
    assert (done.returncode, done.stdout, done.stderr) == (0, "", "")


def test_serve_takes_the_join_code_from_a_file_or_the_environment_not_its_arguments(
    cli, tmp_path, monkeypatch
):
    """The documented restart must not put the code in /proc/PID/cmdline, which every local
    user can read: the code comes from --code-file or FATHOM_SCORE_JOIN_CODE."""
    monkeypatch.setenv("FATHOM_SCORE_HOME", str(tmp_path))
    served: list[str | None] = []
    monkeypatch.setattr(
        "fathom_score.serve.serve", lambda path, game, host, port, code: served.append(code) or 0
    )
    secret = tmp_path / "code.txt"
    secret.write_text("FromFile123\nignored\n", encoding="utf-8")
    assert cli("serve", "--code-file", secret).status == 0
    monkeypatch.setenv("FATHOM_SCORE_JOIN_CODE", "FromEnv4567")
    assert cli("serve").status == 0
    assert served == ["FromFile123", "FromEnv4567"]
    # A file keeps its own code: the environment's is not taken for it.
    assert cli("serve", EXAMPLES / "expedition-2.toml").status == 0
    assert served[-1] is None
    # A code file that cannot be read, or holds nothing, is a clear exit 2.
    run = cli("serve", "--code-file", tmp_path / "none.txt")
    assert run.status == 2 and "--code-file " in run.err and "cannot read it" in run.err
    (tmp_path / "empty.txt").write_text("\n", encoding="utf-8")
    run = cli("serve", "--code-file", tmp_path / "empty.txt")
    assert run.status == 2 and "its first line holds no join code" in run.err
    assert "Traceback" not in run.err
