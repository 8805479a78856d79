"""Count the keystrokes that enter each board in the app, and check they really do.

    .venv/bin/python -m benchmarks.keystrokes [GAME.toml ...]

For every player of every game, the script plans the shortest entry the app offers (`plan`):
the zones in the board's order, each tile's quick code run together (`rcy2f.bfk`), the cheapest
way over empty zones (`.` skips one, `:` two, a zone's name jumps there: `rcd4bf`), and `+sc`
for the points of interest kept beside the board. It then types those keys into the real app
(headless) starting from empty boards, and checks that the boards it ends with are the game's.
Switching to the next player (Page Down, one key) is not counted in a board's figure.

With no arguments it measures three sets of boards, each with its own total: the example
games (examples/expedition-*.toml), and the boards it has never seen that benchmarks/boards.py
wrote: `realistic` (15 to 30 zones in loose clumps, as in real play) and `sparse` (3 to 12).
The last line is always the total over all boards measured.
"""

from __future__ import annotations

import asyncio
import os
import sys
import tempfile
from collections.abc import Callable
from dataclasses import replace
from pathlib import Path

from textual import events

from fathom_score.app import FathomApp
from fathom_score.gamefile import load_game
from fathom_score.model import Board, Game, Player, PoiKind
from fathom_score.table.codes import POI_CODES
from fathom_score.table.entry import (
    KEPT_MARK,
    SKIP,
    SKIP_TWO,
    Kept,
    quick_code,
    read_entry,
    split_run,
)
from kit.keys import keys_for

ROOT = Path(__file__).resolve().parents[1]
KEPT_CODE = {kind: code for code, kind in POI_CODES.items()}
BOARDS = ROOT / "benchmarks" / "boards"  # written by benchmarks/boards.py
KINDS = ("realistic", "sparse")


def plan(player: Player, game: Game) -> list[str]:
    """The shortest thing to type for one board: one string per press of Enter.

    The zones are entered in the board's order, each with its shortest code, all in one run
    where the codes allow. Between two codes goes the cheapest way over the empty zones (a
    '.' each, a ':' for two, or the next zone's name), and a space only where two pieces would
    not split back apart. Each choice touches only its two neighbours, so the cheapest choice
    at every gap gives the shortest run. A zone with no quick code is typed in notation, as an
    entry of its own. The kept points of interest end the run (`+sc`).
    """
    zones = game.layout.zones
    entries: list[str] = []
    run, pieces, cursor = "", [], 0
    for index, zone in enumerate(zones):
        content = player.board[zone]
        if content is None:
            continue
        code = quick_code(content, game.colours)
        in_run = split_run(code, game.colours) == [code]
        run, pieces = _reach(run, pieces, zones, cursor, index, code if in_run else "", game)
        if in_run:
            cursor = index + 1
            continue
        entries += [run] if run else []  # notation: an entry of its own, at the cursor
        entries.append(code)
        run, pieces, cursor = "", [], index + 1
    if player.poi_kept:
        run += _kept(player.poi_kept, game)
    return entries + ([run] if run else [])


def _kept(kinds: tuple[PoiKind, ...], game: Game) -> str:
    """`+` and the kept kinds, a letter each where that reads back (`+wr` is the wreck)."""
    short = KEPT_MARK + "".join(KEPT_CODE[k][0] for k in kinds)
    return (
        short
        if read_entry(short, game) == Kept(kinds)
        else KEPT_MARK + "".join(KEPT_CODE[k] for k in kinds)
    )


def _reach(
    run: str,
    pieces: list[str],
    zones: tuple[str, ...],
    cursor: int,
    index: int,
    code: str,
    game: Game,
) -> tuple[str, list[str]]:
    """The run extended over the empty zones from `cursor` to `index`, then `code`; the
    shortest extension whose pieces read back as meant."""
    skips = index - cursor
    ways = [
        [SKIP_TWO] * (skips // 2) + [SKIP] * (skips % 2),
        [SKIP] * skips,
        *([[zones[index].lower()]] if skips > 1 else []),
    ]
    wanted = [*([code] if code else [])]
    best: tuple[str, list[str]] | None = None
    for way in ways:
        for before, after in (("", ""), ("", " "), (" ", ""), (" ", " ")):
            text = run + (before if run else "") + "".join(way) + (after if way else "") + code
            expected = pieces + way + wanted
            if _pieces(text, game) == expected and (best is None or len(text) < len(best[0])):
                best = (text, expected)
    assert best is not None, f"no way to type {code!r} after {run!r}"
    return best


def _pieces(run: str, game: Game) -> list[str] | None:
    split = [split_run(word, game.colours) for word in run.split()]
    return None if None in split else [p for pieces in split for p in pieces or []]


def keystrokes(entries: list[str]) -> int:
    return sum(len(entry) + 1 for entry in entries)


async def replay(game: Game, plans: list[list[str]]) -> Game:
    """Type the plans into the app, from the same game with every board empty."""
    empty = replace(
        game,
        players=tuple(replace(p, board=Board({}, game.layout), poi_kept=()) for p in game.players),
    )
    app = FathomApp(None, empty, cursor_blink=False)
    async with app.run_test(size=(100, 30)) as pilot:
        await pilot.pause()
        for number, entries in enumerate(plans):
            if number:
                await pilot.press("pagedown")
            for entry in entries:
                # Keys go in the app's queue as a terminal sends them; waiting for the app to
                # settle once an entry (not once a key, as `pilot.press` does) keeps this quick.
                for key, character in zip(keys_for(entry), entry):
                    app.post_message(events.Key(key, character))
                app.post_message(events.Key("enter", "\r"))
                await pilot.pause()
        await pilot.pause()
        return app.session.game


Row = tuple[str, str, int, int]  # game file, player, zones, keys (or taps)


def measure(path: Path) -> list[Row]:
    game = load_game(path)
    plans = [plan(player, game) for player in game.players]
    return checked_rows(
        path, game, asyncio.run(replay(game, plans)), [keystrokes(entries) for entries in plans]
    )


def checked_rows(path: Path, game: Game, entered: Game, counts: list[int]) -> list[Row]:
    """A row for each player, once their board entered is the game's, exactly."""
    rows = []
    for player, typed, count in zip(game.players, entered.players, counts):
        if typed.board.zones != player.board.zones or typed.poi_kept != player.poi_kept:
            raise SystemExit(f"{path.name}: {player.name}'s board did not come out as planned")
        rows.append((path.name, player.name, len(player.board.zones), count))
    return rows


def default_sets() -> dict[str, list[Path]]:
    return {
        "examples": sorted((ROOT / "examples").glob("expedition-*.toml")),
        **{kind: sorted(BOARDS.glob(f"{kind}-*.toml")) for kind in KINDS},
    }


def _total(label: str, rows: list[Row]) -> str:
    zones = sum(r[2] for r in rows)
    keys = sum(r[3] for r in rows)
    return f"{label:<20} {len(rows):<10} {zones:>5} {keys:>5} {keys / zones:>9.2f}"


def measure_and_print(
    arguments: list[str],
    measure: Callable[[Path], list[Row]],
    unit: str,
    total: Callable[[str, list[Row]], str],
) -> list[Row]:
    """Measure the games given (else the default sets), print a row for each board and a
    `total` for each set; every board measured."""
    sets = {"boards": [Path(a) for a in arguments]} if arguments else default_sets()
    with tempfile.TemporaryDirectory() as home:
        os.environ["FATHOM_SCORE_HOME"] = home  # the replay's autosaves go nowhere lasting
        measured = {
            name: [row for path in paths for row in measure(path)] for name, paths in sets.items()
        }
    print(f"{'game':<20} {'player':<10} {'zones':>5} {unit:>5} {unit + '/zone':>9}")
    for name, rows in measured.items():
        for game, player, zones, count in rows:
            print(f"{game:<20} {player:<10} {zones:>5} {count:>5} {count / zones:>9.2f}")
        if len(measured) > 1:
            print(total(f"{name} boards", rows))
    return [row for rows in measured.values() for row in rows]


def main(arguments: list[str]) -> int:
    every = measure_and_print(arguments, measure, "keys", _total)
    print(_total("all boards", every))
    zones, keys = sum(r[2] for r in every), sum(r[3] for r in every)
    print(f"A 20-zone board at this rate: {20 * keys / zones:.0f} keystrokes")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
