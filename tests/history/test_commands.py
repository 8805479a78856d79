"""The history's commands, as a player types them."""

from __future__ import annotations

import json
import sqlite3
from pathlib import Path

import pytest

from fathom_score.history import History

from .conftest import EXAMPLES, run_process


def record_examples(cli):
    for number in (1, 2, 3, 4):
        status, out, _ = cli(
            "record", EXAMPLES / f"expedition-{number}.toml", "--date", f"2026-0{number}-15"
        )
        assert status == 0 and f"Recorded game {number}" in out


def test_record_then_history_lists_the_games_and_the_players(cli):
    record_examples(cli)
    status, out, _ = cli("history")
    assert status == 0
    assert "Games (all 4)" in out and "Players" in out
    assert "Noor 69, Otto 49, Quinn 49, Priya 39" in out


def test_recording_twice_is_refused_with_exit_2_unless_forced(cli):
    game = EXAMPLES / "expedition-2.toml"
    assert cli("record", game)[0] == 0
    status, _, err = cli("record", game)
    assert status == 2 and "already in the history as game 1" in err and "--force" in err
    assert cli("record", game, "--force")[0] == 0


def test_a_bad_game_file_is_refused_as_score_refuses_it(cli, tmp_path):
    bad = tmp_path / "bad.toml"
    bad.write_text('version = 1\nexpedition = 9\n[[players]]\nname = "A"\n')
    recorded, scored = cli("record", bad), cli("score", bad)
    assert recorded[0] == scored[0] == 2
    assert recorded[2] == scored[2] and "Traceback" not in recorded[2]


def test_history_json_has_the_documented_shape(cli):
    record_examples(cli)
    status, out, _ = cli("history", "--json", "--player", "noor")
    assert status == 0
    data = json.loads(out)
    assert set(data) == {
        "version",
        "filters",
        "games",
        "players",
        "expeditions",
        "totals",
        "versus",
    }
    assert data["version"] == 1 and data["filters"]["player"] == "Noor"
    [game] = data["games"]
    assert set(game) == {"id", "played_at", "expedition", "played_wrong", "players", "winners"}
    assert game["played_at"] == "2026-02-15 00:00:00" and game["winners"] == ["Noor"]
    assert set(game["players"][0]) == {
        "name",
        "categories",
        "total",
        "discovered_tiles",
        "place",
        "winner",
        "choices",
    }
    [noor] = data["players"]
    assert noor == {
        "name": "Noor",
        "games": 1,
        "wins": 1,
        "win_rate": 1.0,
        "average_total": 69.0,
        "best_total": 69,
        "category_averages": {
            "coral": 16.0,
            "schooling_fish": 9.0,
            "sea_cucumber": 12.0,
            "crustacean": 4.0,
            "anglerfish": 6.0,
            "camera": 15.0,
            "poi": 7.0,
        },
    }
    assert data["totals"] == [
        {
            "game": 2,
            "played_at": "2026-02-15 00:00:00",
            "expedition": 2,
            "total": 69,
            "place": 1,
            "winner": True,
        }
    ]


def test_a_player_is_found_whatever_the_case_accents_included(cli):
    """SQLite's NOCASE folds A to Z alone: CHLOÉ is Chloé all the same."""
    record_examples(cli)
    status, out, err = cli("history", "--json", "--player", "CHLOÉ", "--versus", "ANA")
    assert status == 0, err
    data = json.loads(out)
    assert data["filters"]["player"] == "Chloé" and data["versus"] is not None


def test_head_to_head_and_its_charts(cli):
    record_examples(cli)
    status, out, _ = cli("history", "--player", "Noor", "--versus", "Otto")
    assert status == 0 and "Noor against Otto" in out and "+20.0" in out
    status, _, err = cli("history", "--versus", "Otto")
    assert status == 2 and "--versus needs --player" in err


def test_history_csv_has_one_row_per_player_per_game(cli):
    record_examples(cli)
    status, out, _ = cli("history", "--csv")
    lines = out.splitlines()
    assert status == 0 and lines[0].startswith("game,played_at,expedition")
    assert len(lines) == 1 + 3 + 4 + 4 + 3


def test_game_commands_mark_delete_restore_and_replace(cli, tmp_path):
    record_examples(cli)
    assert "played wrong" in cli("game", "2", "--played-wrong")[1]
    assert cli("game", "3", "--delete")[0] == 0
    games = json.loads(cli("history", "--json")[1])["games"]
    assert [(g["id"], g["played_wrong"]) for g in games] == [(4, False), (2, True), (1, False)]
    assert cli("game", "3", "--restore")[0] == 0
    text = cli("game", "1", "--toml")[1]
    edited = tmp_path / "edited.toml"
    edited.write_text(text.replace('name = "Ana"', 'name = "Ana"\ncolour = "red"'))
    assert cli("game", "1", "--replace", edited)[0] == 0
    assert cli("game", "1", "--toml")[1] != text
    status, _, err = cli("game", "42")
    assert status == 2 and "no game 42" in err


def test_players_rename_and_merge(cli):
    record_examples(cli)
    status, out, _ = cli("players", "--rename", "Ana", "Anna")
    assert status == 0 and "Anna\t1 game\n" in out
    assert cli("players", "--merge", "Otto", "Anna")[0] == 0
    status, _, err = cli("players", "--merge", "Ben", "Anna")
    assert status == 2 and "both played game 1" in err


def test_backup_and_restore_on_the_command_line(cli, home, tmp_path):
    record_examples(cli)
    backup = tmp_path / "backup.json"
    assert cli("backup", backup)[0] == 0
    status, _, err = cli("restore", backup)
    assert status == 2 and "already holds games" in err
    (home / "history.sqlite3").unlink()
    for leftover in home.glob("history.sqlite3-*"):
        leftover.unlink()
    status, out, _ = cli("restore", backup)
    assert status == 0 and "Restored 4 games" in out
    again = tmp_path / "again.json"
    cli("backup", again)
    assert again.read_text() == backup.read_text()
    not_json = tmp_path / "not.json"
    not_json.write_text("{")
    assert cli("restore", not_json)[0] == 2


def test_backup_refuses_to_overwrite_a_file_that_is_no_backup_unless_forced(cli, tmp_path):
    record_examples(cli)
    game = tmp_path / "tonight.toml"
    game.write_text((EXAMPLES / "expedition-2.toml").read_text())
    status, out, err = cli("backup", game)
    assert status == 2 and out == ""
    assert f"{game} already exists and is not a fathom-score backup" in err and "--force" in err
    assert game.read_text() == (EXAMPLES / "expedition-2.toml").read_text()
    assert cli("backup", game, "--force")[0] == 0
    assert json.loads(game.read_text())["format"] == "fathom-score history"


def test_backup_writes_over_an_older_backup(cli, tmp_path):
    backup = tmp_path / "backup.json"
    assert cli("backup", backup)[0] == 0
    record_examples(cli)
    status, out, _ = cli("backup", backup)
    assert status == 0 and "(4 games)" in out
    assert len(json.loads(backup.read_text())["tables"]["games"]) == 4


def test_backup_into_a_missing_folder_is_refused_not_created(cli, tmp_path):
    status, _, err = cli("backup", tmp_path / "nowhere" / "backup.json")
    assert status == 2 and f"{tmp_path / 'nowhere'} does not exist" in err
    assert not (tmp_path / "nowhere").exists()


def test_export_play_for_bg_stats(cli):
    game = EXAMPLES / "expedition-3.toml"
    status, out, _ = cli("export-play", game, "--bgstats", "--date", "2026-05-01 20:30")
    play = json.loads(out)
    assert status == 0 and play["playDate"] == "2026-05-01 20:30:00"
    assert play["players"][0] == {
        "name": "Rosa",
        "score": 72,
        "winner": True,
        "rank": 1,
        "sourcePlayerId": play["players"][0]["sourcePlayerId"],
    }
    status, out, _ = cli("export-play", game, "--bgstats", "--link")
    assert out.startswith("bgstats://app.bgstatsapp.com/addPlay.html?data=%7B")


@pytest.mark.parametrize("damage", ["garbage", "newer"])
def test_a_damaged_or_newer_history_is_reported_and_score_still_works(home, damage):
    path = home / "history.sqlite3"
    if damage == "garbage":
        path.write_bytes(b"this is not a database " * 100)
    else:
        History.open(path).close()
        with sqlite3.connect(path) as newer:
            newer.execute("PRAGMA user_version = 99")
        newer.close()
    before = path.read_bytes()
    for command in (
        ("history",),
        ("record", EXAMPLES / "expedition-1.toml"),
        ("history", "--json"),
        ("players",),
    ):
        status, out, err = run_process(home, *command)
        assert status == 2 and str(path) in err and "Traceback" not in err, err
    assert path.read_bytes() == before
    status, out, _ = run_process(home, "score", EXAMPLES / "expedition-1.toml", "--json")
    assert status == 0 and json.loads(out)["winners"] == ["Chloé"]


def test_an_empty_history_says_how_to_start(cli):
    status, out, _ = cli("history")
    assert status == 0 and "No games recorded yet" in out


def test_reading_the_history_loads_neither_the_scorer_nor_textual(home):
    record = run_process(home, "record", EXAMPLES / "expedition-2.toml")
    assert record[0] == 0
    import subprocess
    import sys

    code = (
        "import sys; from fathom_score.cli.commands import main; main(['history']); "
        "print(sorted(m for m in sys.modules if m.startswith(('textual', "
        "'fathom_score.scoring', 'fathom_score.rules', 'networkx'))))"
    )
    done = subprocess.run(
        [sys.executable, "-c", code],
        capture_output=True,
        text=True,
        env={**__import__("os").environ, "FATHOM_SCORE_HOME": str(home)},
    )
    assert done.stdout.strip().splitlines()[-1] == "[]", done.stderr


@pytest.mark.skipif(not Path("/proc/self").is_dir(), reason="needs a folder nobody may write")
def test_a_folder_nobody_may_write_is_reported_and_score_still_works():
    # /proc/self refuses new files even to root, unlike a folder made read-only with chmod.
    status, _, err = run_process(Path("/proc/self"), "history")
    assert status == 2 and "Traceback" not in err
    assert "/proc/self/history.sqlite3: cannot write the history database" in err
    status, out, _ = run_process(Path("/proc/self"), "score", EXAMPLES / "expedition-1.toml")
    assert status == 0 and "Chloé" in out


def test_a_narrow_terminal_keeps_every_game_number_date_and_expedition(home):
    """Rich gives a too-wide table's room back from its columns; the number, date and
    expedition columns once shrank to nothing on an 80-column pipe."""
    import io

    from rich.console import Console

    from fathom_score.gamefile import load_game
    from fathom_score.render import history_report

    with History.open() as history:
        for number in (1, 2, 3, 4):
            history.record(load_game(EXAMPLES / f"expedition-{number}.toml"))
        games = history.games()
    for width in (60, 80):
        out = io.StringIO()
        Console(file=out, width=width, color_system=None).print(
            history_report.games_table(games, len(games))
        )
        lines = out.getvalue().splitlines()
        for game in games:
            row = next(line for line in lines if line.startswith(f"│ {game.id} │"))
            assert f" {game.played_at:%Y-%m-%d %H:%M} │    {game.expedition} │" in row
        assert max(len(line) for line in lines) <= width


@pytest.fixture
def recorded(cli):
    record_examples(cli)
    return cli("history", "--json")[1]


@pytest.fixture
def read_only(home, recorded):
    """run(*args) -> (status, out, err): fathom-score as its own process with the history of
    the examples in a folder read-only to it. chmod for a user; root writes anywhere, so for
    root the folder is mounted read-only in a mount namespace of the process's own (unshare),
    where that works."""
    import os
    import shutil
    import subprocess
    import sys

    env = {**os.environ, "FATHOM_SCORE_HOME": str(home), "COLUMNS": "100"}
    command = [sys.executable, "-m", "fathom_score"]
    modes = {path: path.stat().st_mode for path in [home, *home.iterdir()]}
    if os.geteuid() != 0:
        for path in modes:
            path.chmod(0o555 if path.is_dir() else 0o444)
    elif shutil.which("unshare") is None:
        pytest.skip("root writes anywhere, and there is no unshare to mount a folder read-only")
    else:
        mount = 'mount --bind "$0" "$0" && mount -o remount,bind,ro "$0" "$0" && exec "$@"'
        command = ["unshare", "-m", "sh", "-c", mount, str(home), *command]
        probe = subprocess.run([*command, "--version"], capture_output=True, text=True)
        if probe.returncode != 0:
            pytest.skip(f"cannot mount a folder read-only here: {probe.stderr.strip()}")

    def run(*args):
        done = subprocess.run(
            [*command, *map(str, args)], capture_output=True, text=True, timeout=60, env=env
        )
        return done.returncode, done.stdout, done.stderr

    yield run
    for path, mode in modes.items():
        path.chmod(mode)


def test_a_read_only_history_can_still_be_listed(recorded, read_only):
    """A history on a read-only disk, or in a folder the user may not write, is read as it is:
    listed, shown, exported as JSON; only a change is refused."""
    run = read_only
    listing = recorded
    status, out, err = run("history", "--json")
    assert status == 0, err
    assert out == listing
    status, out, err = run("history")
    assert status == 0 and "Games (all 4)" in out, err
    status, out, _ = run("game", "2", "--toml")
    assert status == 0 and 'name = "Noor"' in out
    status, out, _ = run("players")
    assert status == 0 and "Noor\t1 game" in out
    status, _, err = run("record", EXAMPLES / "expedition-1.toml", "--force")
    assert status == 2 and "cannot write the history database" in err
    assert "Traceback" not in err


def test_the_history_at_80_columns_shows_every_player_of_every_game(cli, monkeypatch):
    """Four players' totals once ran past an 80-column terminal, the last cut to 'Dev…'."""
    record_examples(cli)
    monkeypatch.setenv("COLUMNS", "80")
    status, out, _ = cli("history")
    assert status == 0
    with History.open() as history:
        games = history.games()
    assert any(len(game.seats) == 4 for game in games)
    lines = out.splitlines()
    for game in games:
        row = next(line for line in lines if line.startswith(f"│ {game.id} │"))
        for seat in game.seats:
            assert f"{seat.name} {seat.total}" in row, row
    assert max(len(line) for line in lines) <= 80


# One name check wherever a name enters: these got past `players --rename` and `quiz
# --player`, and the backup they left was refused by restore's own check.
BAD_NAMES = [("an escape", "Ana\x1b]0;pwned\x07"), ("100,000 characters", "A" * 100_000)]


@pytest.mark.parametrize("case, name", BAD_NAMES)
def test_a_name_no_game_file_may_hold_enters_by_no_other_door(cli, home, tmp_path, case, name):
    record_examples(cli)
    status, _, err = cli("players", "--rename", "Ana", name)
    assert status == 2 and "a name is at most 40 printable characters" in err, case
    status, _, err = cli("quiz", "--expedition", "1", "--seed", "1", "--player", name)
    assert status == 2 and "is not a player's name" in err, case
    assert "\x1b" not in err and len(err) < 1000
    # Nothing of it was kept: the history's backup restores as it was made.
    backup = tmp_path / "backup.json"
    assert cli("backup", backup)[0] == 0
    assert name not in backup.read_text(encoding="utf-8")
    (home / "history.sqlite3").unlink()
    for leftover in home.glob("history.sqlite3-*"):
        leftover.unlink()
    assert cli("restore", backup)[0] == 0
