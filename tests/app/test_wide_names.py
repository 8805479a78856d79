"""Players named in Japanese, whose every character takes two terminal cells: the editor, the
scorepad, the tie-break story, the History screen and the new-game screen lay them out in
cells, at a terminal's sizes and a phone's, with nothing cut inside a character and nothing
past its box (fit.py's checks, as tests/app/test_fit_*.py make them for English names)."""

from __future__ import annotations

import re
from dataclasses import replace
from datetime import datetime, timedelta
from itertools import pairwise

import pytest
from conftest import example_path, make_app, screen_cells, screen_text, settle
from fit import SIZES, cut_widgets, not_wholly_shown
from rich.cells import cell_len
from test_fit_screens import whole_words
from textual.content import Content
from textual.widget import Widget

from fathom_score.app.screens.editor import EditorScreen, _cut
from fathom_score.app.screens.editor_layout import _lines
from fathom_score.app.screens.history import _seat
from fathom_score.app.screens.scorepad import ScorepadScreen, _rows
from fathom_score.app.widgets.score_column import packed
from fathom_score.gamefile import dump_game, load_game
from fathom_score.history import History, Seat
from kit.games import random_game

# Two characters, three, eight (sixteen cells: as wide as a long English name), and mixed.
NAMES = ("太郎", "さくら", "一二三四五六七八", "Ana太郎")
# On a phone the scorepad's columns are as wide as its names: these are as wide in all as
# the English example's (Noor, Otto, Priya, Quinn), so that the table fits as it does.
SHORT_NAMES = ("太郎", "花子", "さくら", "健")
SIZE_NAMES = ["80x24", "100x30", "phone"]


def names_for(size: str) -> tuple[str, ...]:
    return SHORT_NAMES if size == "phone" else NAMES


def japanese_game(tmp_path, names=NAMES):
    """Expedition 2's example game with its players renamed, and its file."""
    game = load_game(example_path(2))
    game = replace(game, players=tuple(replace(p, name=n) for p, n in zip(game.players, names)))
    path = tmp_path / "ja.toml"
    path.write_text(dump_game(game), encoding="utf-8")
    return path, game


def region_lines(app, widget: Widget) -> list[str]:
    """What the screen shows inside `widget`'s content region, a line each, read in cells (a
    wide character cut in two by the region's edge is lost, as on the screen)."""
    region = widget.content_region
    rows = screen_cells(app)[region.y : region.bottom]
    return ["".join(row[region.x : region.right]) for row in rows]


def words_cut(app, selectors: list[str]) -> list[str]:
    """For each widget, the words of its content the screen does not show whole, but for a
    word wider than the line, which can only be folded (tests/app/test_fit_screens.py's
    whole_words, measured in cells)."""
    problems = []
    for selector in selectors:
        for widget in app.screen.query(selector):
            shown = " ".join(region_lines(app, widget)).split()
            whole = str(widget.render()).split()
            if not whole_words(shown, whole, widget.content_region.width):
                problems.append(f"{selector}: shows {' '.join(shown)!r} of {' '.join(whole)!r}")
    return problems


async def scrolled_into_view(pilot, selectors: list[str]) -> list[str]:
    """Each widget scrolled to in its scrolling container, as a player would: why it still
    does not show whole, if it does not."""
    problems = []
    for selector in selectors:
        for widget in pilot.app.screen.query(selector):
            widget.scroll_visible(animate=False, immediate=True)
            await pilot.pause()
            if (why := not_wholly_shown(pilot.app.screen, widget)) is not None:
                problems.append(f"{selector}: {why}")
    return problems


# The editor ----------------------------------------------------------------------------------


def underline_cells(app, screen: EditorScreen) -> tuple[range, range]:
    """The cells the shown player's name takes in the player bar, and those of the bar under
    it."""
    bar = screen.query_one("#players")
    region = bar.content_region
    rows = screen_cells(app)
    names, under = rows[region.y], rows[region.y + 1]
    name = screen.session.game.players[screen.player].name
    start = _cell_of(names, "".join(names).index(name))
    marked = [x for x, cell in enumerate(under) if cell == "━"]
    return range(start, start + cell_len(name)), range(marked[0], marked[-1] + 1)


def _cell_of(row: list[str], index: int) -> int:
    """The cell that the character at `index` of the row's text starts in."""
    seen = -1
    for x, cell in enumerate(row):
        if cell:
            seen += 1
            if seen == index:
                return x
    raise IndexError(index)


@pytest.mark.parametrize("size", SIZE_NAMES)
async def test_the_editor_lays_out_japanese_names_in_cells(tmp_path, size):
    path, game = japanese_game(tmp_path)
    app = make_app(path, game)
    async with app.run_test(size=SIZES[size]) as pilot:
        await settle(pilot)
        screen = app.screen
        assert isinstance(screen, EditorScreen)
        assert cut_widgets(screen, ["#players", "#board", "#zone-line", "#entry", "#keys"]) == []
        bar = region_lines(app, screen.query_one("#players"))[0]
        # On one line, each name whole or (on a phone) its start and an ellipsis.
        assert len(bar.split()) == len(NAMES)
        assert all(n in bar or re.search(rf"{re.escape(n[:2])}\S*…", bar) for n in NAMES)
        for player in (0, 3):  # 太郎 first, Ana太郎 last: the bar is under the whole name
            screen.action_show_player(player)
            await settle(pilot)
            name, under = underline_cells(app, screen)
            assert under == name  # and the name shown is whole
        assert words_cut(app, ["#title"]) == []


async def test_the_score_column_names_its_player_whole(tmp_path):
    path, game = japanese_game(tmp_path)
    app = make_app(path, game)
    async with app.run_test(size=SIZES["100x30"]) as pilot:
        await settle(pilot)
        score = app.screen.query_one("#score")
        assert cut_widgets(app.screen, ["#score"]) == []
        lines = region_lines(app, score)
        assert lines[0].strip() == "太郎"
        assert any(re.search(r"Total\s+69$", line.strip()) for line in lines)


def test_packed_figures_keep_to_the_width_in_cells():
    items = ["合計 69", "サンゴ 16", "魚の群れ 9", "ナマコ 12", "甲殻類 4"]
    for width in range(12, 40):
        assert all(cell_len("  ".join(line)) <= width for line in packed(items, width))


def test_a_long_message_is_cut_within_its_width_in_cells():
    for width in range(4, 40):
        line = _cut(Content("太郎のボードにはもう置けません" * 4), width)
        assert cell_len(line.plain) <= width and line.plain.endswith("…")
    assert _cut(Content("Ana太郎 has no room on D4 for that tile"), 16).plain == "Ana太郎 has no…"


def test_the_hint_under_the_field_counts_its_lines_in_cells():
    hint = "コード一覧は F1 で見られます"  # 28 cells
    assert [_lines(hint, width) for width in (30, 20, 12)] == [1, 2, 3]


# The scorepad and the tie-break story --------------------------------------------------------


async def open_scorepad(pilot) -> ScorepadScreen:
    await settle(pilot)
    await pilot.press("f2")
    await settle(pilot)
    assert isinstance(pilot.app.screen, ScorepadScreen)
    return pilot.app.screen


@pytest.mark.parametrize("size", SIZE_NAMES)
async def test_the_scorepad_columns_line_up_under_japanese_names(tmp_path, size):
    path, game = japanese_game(tmp_path, names_for(size))
    app = make_app(path, game)
    async with app.run_test(size=SIZES[size]) as pilot:
        screen = await open_scorepad(pilot)
        table = screen.query_one("#pad")
        assert cut_widgets(screen, ["#pad", "#detail", "#keys"]) == []
        assert table.virtual_size.width <= table.scrollable_content_region.width
        region = table.region
        rows = [row[region.x : region.right] for row in screen_cells(app)[region.y : region.bottom]]
        header = "".join(rows[0])
        starts = [_cell_of(rows[0], header.index(n)) for n in names_for(size)] + [region.width]
        for player, (start, end) in enumerate(pairwise(starts)):
            # Under each name, that player's figures, right-aligned in the column's cells.
            column = ["".join(row[start:end]) for row in rows[1:]]
            figures = [str(row[1 + player]) for row in _rows(screen.scorepad)]
            assert [cell.strip() for cell in column] == figures
            assert len({cell_len(cell.rstrip()) for cell in column}) == 1, column


@pytest.mark.parametrize("size", SIZE_NAMES)
async def test_the_tiebreak_story_of_japanese_names_is_whole(tmp_path, size):
    path, game = japanese_game(tmp_path)
    app = make_app(path, game)
    async with app.run_test(size=SIZES[size]) as pilot:
        await open_scorepad(pilot)
        await pilot.press("t")
        await settle(pilot)
        assert await scrolled_into_view(pilot, ["#story-text", ".dialog-hint"]) == []
        assert cut_widgets(app.screen, [".dialog"]) == []
        assert words_cut(app, ["#story-text"]) == []
        story = " ".join(region_lines(app, app.screen.query_one("#story-text")))
        assert [name for name in NAMES if name not in story] == []


# The History screen ----------------------------------------------------------------------------


def seed_japanese_history() -> None:
    """Ten games of the four Japanese names, as scripts/screenshots.py's seed_history."""
    import random

    rng = random.Random(7)
    with History.open() as history:
        for number in range(10):
            game = random_game(rng, expedition=1 + number % 4)
            seats = tuple(replace(p, name=name) for p, name in zip(game.players, NAMES))
            history.record(
                replace(game, players=seats),
                played_at=datetime(2026, 9, 1, 20) + timedelta(days=5 * number),
            )


@pytest.mark.parametrize("size", SIZE_NAMES)
async def test_the_history_lists_japanese_names_with_every_total(size):
    seed_japanese_history()
    app = make_app()
    async with app.run_test(size=SIZES[size]) as pilot:
        await settle(pilot)
        await pilot.press("f6")
        await settle(pilot)
        screen = app.screen
        assert cut_widgets(screen, ["#filter", "#games", "#keys"]) == []
        games = screen.query_one("#games")
        assert games.virtual_size.width <= games.scrollable_content_region.width
        listed = "\n".join(region_lines(app, games))
        for seat in games.games[0].seats:
            # The name whole, or its start and an ellipsis: its total is never the one cut.
            shown = rf"{re.escape(seat.name)}|{re.escape(seat.name[0])}\S*…"
            assert re.search(rf"(?:{shown}) {seat.total}\b", listed), (seat, listed)
        assert await scrolled_into_view(pilot, ["#players", "#figures", "#chart"]) == []


def test_a_seat_too_wide_is_cut_in_cells_never_its_total():
    seat = Seat("一二三四五六七八", 39, 4, False, 13, {}, {})
    for width in range(7, 24):
        shown = _seat(seat, ",", width).plain
        assert cell_len(shown) <= width and shown.endswith(" 39,"), (width, shown)
    assert _seat(seat, ",", 8).plain == "一… 39,"
    assert _seat(Seat("Maximilian", 69, 1, True, 9, {}, {}), "", 12).plain == "Maximi… 69 ★"


# The new-game screen ---------------------------------------------------------------------------


@pytest.mark.parametrize("size", SIZE_NAMES)
async def test_a_japanese_name_typed_on_the_new_game_screen_is_shown_whole(size):
    app = make_app()
    async with app.run_test(size=SIZES[size]) as pilot:
        await settle(pilot)
        for index, name in enumerate(("さくら", "Ana太郎")):
            app.screen.query_one(f"#name-{index}").focus()
            await pilot.press(*name)
        await pilot.pause()
        assert [app.screen.query_one(f"#name-{i}").value for i in (0, 1)] == ["さくら", "Ana太郎"]
        assert cut_widgets(app.screen, ["#name-0", "#name-1", "#keys"]) == []
        assert "さくら" in screen_text(app) and "Ana太郎" in screen_text(app)
        await pilot.press("f10")
        await settle(pilot)
        assert isinstance(app.screen, EditorScreen)
        bar = region_lines(app, app.screen.query_one("#players"))[0]
        assert "さくら" in bar and "Ana太郎" in bar
        name, under = underline_cells(app, app.screen)
        assert under == name
