"""Count the taps that enter each board in the app at a phone's size, and check they really do.

    .venv/bin/python -m benchmarks.taps [GAME.toml ...]

Built like benchmarks/keystrokes.py, on the same boards (with no arguments: the example games
and the unseen `realistic` and `sparse` boards), but with a finger: the editor at 40x40 cells
(a phone held upright, served), its tap pad shown, every tap a click on a widget's cells. For
every player the script plans the fewest taps (`plan`): the zones in the board's order, each
zone's quick code tapped item by item (`r` `c`, `b` `f` `k`) in one run, over empty zones a
skip (`.` one, `:` two) or else Enter and a tap on the next zone, `+` and the kinds kept beside
the board at the end, and Enter. A tap on a zone, on a pad item and on Enter each count one.
It then taps that into the real app (headless), starting from empty boards, and checks that
the boards it ends with are the game's. Switching to the next player is not counted.
The last line is the total over all boards, the taps a zone last.
"""

from __future__ import annotations

import asyncio
import sys
from collections.abc import Collection
from dataclasses import dataclass, replace
from pathlib import Path

from textual import events
from textual.geometry import Region

from benchmarks.keystrokes import KEPT_CODE, Row, checked_rows, measure_and_print
from fathom_score.app import FathomApp
from fathom_score.app.screens.editor import EditorScreen
from fathom_score.app.widgets.board import BoardView
from fathom_score.app.widgets.tap_pad import TapPad
from fathom_score.gamefile import load_game
from fathom_score.model import Board, Game, Player
from fathom_score.render.board_forms import zone_box
from fathom_score.table.entry import KEPT_MARK, SKIP, SKIP_TWO, quick_code, split_run
from fathom_score.table.taps import ENTER, items_for, tapped

PHONE = (40, 40)  # a phone held upright, served (tests/app/fit.py)
TAP_ZONE_COST = 2  # Enter, then the tap on the zone


@dataclass(frozen=True)
class Tap:
    """A tap on a zone of the board, or on the pad item that types `item`."""

    zone: str | None = None
    item: str | None = None


def plan(player: Player, game: Game, tappable: Collection[str]) -> list[Tap]:
    """The fewest taps that enter one board from its first zone, tapping only the zones in
    `tappable` (those drawn whole on the screen).

    The zones go in the board's order in one run of codes; over a gap of empty zones, skips
    cost one tap for two zones, Enter and a tap on the next zone two taps, and each gap is
    crossed the cheaper way (the choice at one gap changes no other). Where a code would not
    read back apart from the run before it, the run is entered first.
    """
    zones = game.layout.zones
    taps: list[Tap] = []
    text, pieces, cursor = "", [], 0
    for index, zone in enumerate(zones):
        content = player.board[zone]
        if content is None:
            continue
        code = quick_code(content, game.colours)
        if split_run(code, game.colours) != [code]:
            raise SystemExit(f"{player.name}'s {zone} ({code!r}) has no quick code to tap")
        skips = [SKIP_TWO] * ((index - cursor) // 2) + [SKIP] * ((index - cursor) % 2)
        run_on = _typed(text + "".join(skips), code, game)
        fits = _reads_as(run_on, [*pieces, *skips, code], game)
        if zone in tappable and (not fits or len(skips) > TAP_ZONE_COST - (not text)):
            taps += [Tap(item=ENTER)] if text else []
            taps.append(Tap(zone=zone))
            text, pieces, skips = "", [], []
        elif not fits:
            raise SystemExit(
                f"{player.name}'s {zone}: {run_on!r} does not read back, and "
                f"{zone} cannot be tapped at {PHONE[0]}x{PHONE[1]}"
            )
        taps += [Tap(item=item) for item in (*skips, *(i.code for i in items_for(code, game)))]
        text = _typed(text + "".join(skips), code, game)
        pieces, cursor = [*pieces, *skips, code], index + 1
    if player.poi_kept:
        taps += [Tap(item=code) for code in (KEPT_MARK, *(KEPT_CODE[k] for k in player.poi_kept))]
        text += KEPT_MARK
    return taps + ([Tap(item=ENTER)] if text else [])


def _typed(text: str, code: str, game: Game) -> str:
    """The field once the items of `code` are tapped after `text`."""
    for item in items_for(code, game):
        text = tapped(text, item.code, game)
    return text


def _reads_as(text: str, pieces: list[str], game: Game) -> bool:
    split = [split_run(word, game.colours, game.layout) for word in text.split()]
    return None not in split and [p for word in split for p in word or []] == pieces


async def replay(game: Game) -> tuple[Game, list[int]]:
    """Tap each board in, from the same game with every board empty, at a phone's size; the
    boards entered and the taps each took."""
    empty = replace(
        game,
        players=tuple(replace(p, board=Board({}, game.layout), poi_kept=()) for p in game.players),
    )
    app = FathomApp(None, empty, cursor_blink=False)
    counts = []
    async with app.run_test(size=PHONE) as pilot:
        await pilot.pause()
        screen = app.screen
        assert isinstance(screen, EditorScreen)
        screen.pad_wanted = True  # as a served page shows it
        screen.lay_out()
        await pilot.pause()
        for number, player in enumerate(game.players):
            if number:
                await pilot.press("pagedown")
            taps = plan(player, game, tappable(screen))
            for tap in taps:
                await _tap(pilot, screen, tap)
            counts.append(len(taps))
        await pilot.app.workers.wait_for_complete()
        return app.session.game, counts


def tappable(screen: EditorScreen) -> set[str]:
    """The zones whose whole box is on the screen, where a finger can tap them."""
    view = screen.board_view
    seen = screen.find_widget(view)
    shown = seen.region.intersection(seen.clip).intersection(screen.region)
    left, top = view.content_region.offset
    return {
        zone
        for zone in view.board.layout.zones
        if shown.contains_region(_zone_region(view, zone).translate((left, top)))
    }


def _zone_region(view: BoardView, zone: str) -> Region:
    return Region(*zone_box(view.board.layout, view.form, zone))


async def _tap(pilot, screen: EditorScreen, tap: Tap) -> None:
    """A tap in the middle of the zone's box or the item's, as a terminal sends one (the
    button pressed and let go), checked to land on that widget. Taps go in the app's queue
    without waiting for it to settle after each (as `pilot.click` does), but for Enter's."""
    if tap.zone is not None:
        view = screen.board_view
        box = _zone_region(view, tap.zone)
        target, (x, y) = view, view.content_region.offset + (box.x + box.width // 2, box.y)
    else:
        pad = screen.query_one(TapPad)
        box = pad.item_box(next(i for i, item in enumerate(pad.items) if item.code == tap.item))
        target, (x, y) = pad, pad.content_region.offset + (box.x + box.width // 2, box.y)
    if pilot.app.get_widget_at(x, y)[0] is not target:
        raise SystemExit(f"a tap on {tap} at ({x}, {y}) would miss its widget")
    for event in (events.MouseDown, events.MouseUp):
        pilot.app.post_message(
            event(target, x, y, 0, 0, 1, False, False, False, screen_x=x, screen_y=y)
        )
    if tap.item == ENTER:
        await pilot.pause()


def measure(path: Path) -> list[Row]:
    game = load_game(path)
    entered, counts = asyncio.run(replay(game))
    return checked_rows(path, game, entered, counts)


def _total(label: str, rows: list[Row]) -> str:
    zones, taps = sum(r[2] for r in rows), sum(r[3] for r in rows)
    return f"{label}: {taps} taps for {zones} zones, {taps / zones:.2f} taps a zone"


def main(arguments: list[str]) -> int:
    print(_total("all boards", measure_and_print(arguments, measure, "taps", _total)))
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
