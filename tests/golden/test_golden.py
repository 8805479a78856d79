"""Fathom's contracts with its users, against files the release before the rule-pack seam
wrote (README.md here): the canonical text of every game file (the content hash of every
recorded game), `score --json` of every example and test game, and a history that release
wrote, opened (and migrated) by today's code with every figure kept."""

from __future__ import annotations

import json
import shutil
import sqlite3
from pathlib import Path

import pytest

from fathom_score.gamefile import load_game
from fathom_score.gamefile.load import parse_game
from fathom_score.gamefile.save import dump_game
from fathom_score.history.store import content_hash

HERE = Path(__file__).parent
ROOT = HERE.parents[1]
EXPECTED = HERE / "expected"
RELEASE = HERE / "release"


def game_files() -> list[tuple[str, Path]]:
    """Each golden game's name in expected/ and its file."""
    found = []
    for pattern in ("examples/*.toml", "tests/app/games/*.toml", "benchmarks/boards/*.toml"):
        for path in sorted(ROOT.glob(pattern)):
            found.append((str(path.relative_to(ROOT)).replace("/", "__")[: -len(".toml")], path))
    found += [(f"golden__{path.stem}", path) for path in sorted((HERE / "games").glob("*.toml"))]
    return found


GAMES = game_files()


def test_every_golden_game_is_checked():
    """The globs find every file the release wrote a golden for, and no game is without one."""
    assert len(GAMES) == 40
    assert {f"{name}.score.json" for name, _ in GAMES} == {p.name for p in EXPECTED.glob("*.json")}


@pytest.mark.parametrize(("name", "path"), GAMES, ids=[name for name, _ in GAMES])
def test_canonical_text_is_unchanged(name, path):
    expected = (EXPECTED / f"{name}.canonical.toml").read_text(encoding="utf-8")
    assert dump_game(load_game(path)) == expected


@pytest.mark.parametrize(("name", "path"), GAMES, ids=[name for name, _ in GAMES])
def test_score_json_is_unchanged(cli, name, path):
    run = cli("score", path, "--json")
    assert run.status == 0, run.err
    assert run.out == (EXPECTED / f"{name}.score.json").read_text(encoding="utf-8")


@pytest.fixture
def release_home(tmp_path, monkeypatch):
    """FATHOM_SCORE_HOME holding a copy of the release's history."""
    shutil.copy(RELEASE / "history.sqlite3", tmp_path / "history.sqlite3")
    monkeypatch.setenv("FATHOM_SCORE_HOME", str(tmp_path))
    return tmp_path


def test_the_release_history_opens_with_every_figure_kept(cli, release_home):
    run = cli("history", "--json")
    assert run.status == 0, run.err
    assert json.loads(run.out) == json.loads((RELEASE / "history.json").read_text("utf-8"))


def test_every_recorded_game_still_has_its_content_hash(cli, release_home):
    """The release's recorded files, read and written again by today's code, hash as they
    did: the same game recorded again is still found to be the same game."""
    assert cli("history", "--json").status == 0  # opened, and migrated if the schema moved
    with sqlite3.connect(release_home / "history.sqlite3") as connection:
        rows = connection.execute(
            "SELECT content_hash, toml FROM games JOIN game_files ON game_id = id"
        ).fetchall()
    assert len(rows) == 15
    for stored_hash, toml in rows:
        assert content_hash(dump_game(parse_game(toml))) == stored_hash


def test_the_release_backup_restores_with_every_figure_kept(cli, tmp_path, monkeypatch):
    monkeypatch.setenv("FATHOM_SCORE_HOME", str(tmp_path))
    assert cli("restore", RELEASE / "backup.json").status == 0
    run = cli("history", "--json")
    assert json.loads(run.out) == json.loads((RELEASE / "history.json").read_text("utf-8"))


def test_the_release_history_keeps_its_players_and_quiz_record(cli, release_home):
    players = cli("players")
    assert players.status == 0
    assert "Beau\t10 games" in players.out and "Bo\t" not in players.out
    with sqlite3.connect(release_home / "history.sqlite3") as connection:
        assert connection.execute("SELECT count(*) FROM quiz_answers").fetchone() == (5,)
