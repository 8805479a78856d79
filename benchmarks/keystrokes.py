"""Count the keystrokes that enter each example board in the app, and check they really do.

    .venv/bin/python benchmarks/keystrokes.py [GAME.toml ...]

For every player of every example game (examples/expedition-*.toml by default), the script
plans a short entry with what the app offers: walk the zones in order typing each tile's quick
code, run together (`rcy2f.bfk`, a `.` per empty zone skipped), and press Enter to jump with a
zone name (`e2`) when that is shorter than the skips; then `+stch` for the points of interest
kept beside the board. It then types those keys into the
real app (headless) starting from empty boards, and checks that the boards it ends with are the
example's. Switching to the next player (Page Down, one key) is not counted in a board's figure.
"""

from __future__ import annotations

import asyncio
import os
import sys
import tempfile
from dataclasses import replace
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from fathom_score.app import FathomApp
from fathom_score.app.keys import keys_for
from fathom_score.gamefile import load_game
from fathom_score.model import Board, Game, Player
from fathom_score.table.codes import POI_CODES
from fathom_score.table.entry import SKIP, quick_code, split_run

KEPT_CODE = {kind: code for code, kind in POI_CODES.items()}


def plan(player: Player, game: Game) -> list[str]:
    """What to type for one board: one string per press of Enter."""
    zones = game.layout.zones
    entries, run, cursor = [], "", 0
    for index, zone in enumerate(zones):
        content = player.board[zone]
        if content is None:
            continue
        skips = index - cursor
        if skips > len(zone) + 2:          # Enter, the zone's name and Enter beat the skips
            entries += [run] if run else []
            entries.append(zone.lower())
            run = ""
        else:
            run += SKIP * skips
        code = quick_code(content, game.colours)
        if split_run(code, game.colours) == [code] and _joins(run, code, game):
            run += code
        else:                              # notation, or a code that must stand first
            entries += [run] if run else []
            run = code
        cursor = index + 1
    entries += [run] if run else []
    if player.poi_kept:
        entries.append("+" + "".join(KEPT_CODE[k] for k in player.poi_kept))
    return entries


def _joins(run: str, code: str, game: Game) -> bool:
    """Whether `code` can follow `run` and still read as its own zone."""
    return split_run(run + code, game.colours) == (split_run(run, game.colours) or []) + [code]


def keystrokes(entries: list[str]) -> int:
    return sum(len(entry) + 1 for entry in entries)


async def replay(game: Game, plans: list[list[str]]) -> Game:
    """Type the plans into the app, from the same game with every board empty."""
    empty = replace(game, players=tuple(replace(p, board=Board({}, game.layout), poi_kept=())
                                        for p in game.players))
    app = FathomApp(None, empty, cursor_blink=False)
    async with app.run_test(size=(100, 30)) as pilot:
        await pilot.pause()
        for number, entries in enumerate(plans):
            if number:
                await pilot.press("pagedown")
            for entry in entries:
                await pilot.press(*keys_for(entry), "enter")
        await pilot.pause()
        return app.session.game


def measure(path: Path) -> list[tuple[str, str, int, int]]:
    game = load_game(path)
    plans = [plan(player, game) for player in game.players]
    entered = asyncio.run(replay(game, plans))
    rows = []
    for player, typed, entries in zip(game.players, entered.players, plans):
        if typed.board.zones != player.board.zones or typed.poi_kept != player.poi_kept:
            raise SystemExit(f"{path.name}: {player.name}'s board did not come out as planned")
        rows.append((path.name, player.name, len(player.board.zones), keystrokes(entries)))
    return rows


def main(arguments: list[str]) -> int:
    paths = [Path(a) for a in arguments] or sorted((ROOT / "examples").glob("expedition-*.toml"))
    with tempfile.TemporaryDirectory() as home:
        os.environ["FATHOM_SCORE_HOME"] = home    # the replay's autosaves go nowhere lasting
        rows = [row for path in paths for row in measure(path)]
    print(f"{'game':<20} {'player':<10} {'zones':>5} {'keys':>5} {'keys/zone':>9}")
    for game, player, zones, keys in rows:
        print(f"{game:<20} {player:<10} {zones:>5} {keys:>5} {keys / zones:>9.2f}")
    zones = sum(r[2] for r in rows)
    keys = sum(r[3] for r in rows)
    print(f"{'all boards':<20} {len(rows):<10} {zones:>5} {keys:>5} {keys / zones:>9.2f}")
    print(f"A 20-zone board at this rate: {20 * keys / zones:.0f} keystrokes")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
