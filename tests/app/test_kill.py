"""Kill the app mid-entry, with no chance to clean up, and get every entered tile back from the
database: the file checks out, and the last change committed before the kill is there."""

from __future__ import annotations

import os
import signal
import subprocess
import sys
import textwrap

from conftest import HERE, SMALL, make_app, resume_first_recent

from fathom_score.gamefile import format_content
from fathom_score.history import History
from fathom_score.table import storage

# Runs in a child process: a new game started by keys, three tiles entered, a fourth typed
# but not yet entered; then it says so and waits to be killed.
DRIVER = textwrap.dedent("""
    import asyncio, sys
    sys.path.insert(0, {tests!r})
    from conftest import make_app, start_new_game, type_entries

    async def main():
        app = make_app()
        async with app.run_test(size=(100, 30)) as pilot:
            await start_new_game(pilot, ("Ana", "Ben"))
            await type_entries(pilot, "rc", "y2f", "", "bfk")
            await pilot.press("g", "c")
            await pilot.pause()
            print("entered", flush=True)
            await asyncio.sleep(600)

    asyncio.run(main())
""")


async def test_the_autosave_survives_a_kill_and_reopens_with_every_tile(home):
    child = subprocess.Popen(
        [sys.executable, "-c", DRIVER.format(tests=str(HERE))],
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        text=True,
        env={**os.environ, "FATHOM_SCORE_HOME": str(home)},
    )
    try:
        assert child.stdout.readline().strip() == "entered", child.stderr.read()
    finally:
        child.send_signal(signal.SIGKILL)
        child.wait()

    with History.open(home / "history.sqlite3") as history:
        assert history.integrity() == "ok"
    [recent] = storage.recent_games()
    expected = {"A1": "red coral", "A2": "yellow 2 fish", "A4": "blue fish crustacean"}
    app = make_app()
    async with app.run_test(size=SMALL) as pilot:
        await resume_first_recent(pilot)
        board = app.session.game.players[0].board
        assert {z: format_content(c) for z, c in board.zones.items()} == expected
    assert recent.slot == app.session.slot
