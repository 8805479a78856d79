"""Every screen but the editor at every size a table has (fit.SIZES): what a player needs lies
wholly on the screen, or in a scrolling container that reaches it, and no text is cut mid-word.
"""

from __future__ import annotations

import itertools

import pytest
from conftest import example_path, make_app, screen_cells, screen_text, settle
from fit import SIZES, cut_widgets, not_wholly_shown
from rich.cells import cell_len
from rich.console import Console
from textual import events
from textual.widget import Widget

from fathom_score.app.screens.help import key_rows
from fathom_score.app.screens.scorepad import ScorepadScreen
from fathom_score.gamefile import load_game
from fathom_score.words import say, set_language
from fathom_score.words.breaking import break_points, has_japanese
from scripts.screenshots import seed_history

SIZE_NAMES = list(SIZES)


@pytest.fixture(autouse=True, params=["en", "ja"])
def language(request):
    """Every fit test in English and in Japanese, whose words take two cells a character."""
    set_language(request.param)
    return request.param


def example_app():
    """The app on Expedition 2's example game (four players, every category scored)."""
    path = example_path(2)
    return make_app(path, load_game(path))


def shown_words(app, widget) -> list[str]:
    """The words on the screen inside `widget`'s content region, line after line."""
    region = widget.content_region
    lines = screen_cells(app)[region.y : region.bottom]
    return " ".join("".join(line[region.x : region.right]) for line in lines).split()


def content_words(widget) -> list[str]:
    """The words `widget` has to show, however it wraps them."""
    return str(widget.render()).split()


def whole_words(shown: list[str], whole: list[str], width: int) -> bool:
    """Whether the words shown are the content's, every one whole, but for a word longer than
    the line (a long path), which can only be folded. A word of Japanese, which has no spaces,
    is its phrases (words/breaking.py): the line may break between them, never inside one."""
    if shown == whole:
        return True
    if "".join(shown) != "".join(whole):
        return False
    allowed, offset = set(), 0
    for word in whole:
        cuts = [0, *sorted(break_points(word)), len(word)] if has_japanese(word) else [0, len(word)]
        for start, end in itertools.pairwise(cuts):
            allowed.add(offset + start)
            if cell_len(word[start:end]) > width:  # wider than the line: folded anywhere
                allowed.update(range(offset + start, offset + end))
        offset += len(word)
    breaks = list(itertools.accumulate(len(word) for word in shown))[:-1]
    return all(at in allowed for at in breaks)


def cut_words(app, selectors: list[str]) -> list[str]:
    """For each widget of the selectors, the text it shows if not every word of its content
    (a word cut at the edge, or lines lost below)."""
    problems = []
    for selector in selectors:
        for widget in app.screen.query(selector):
            shown, whole = shown_words(app, widget), content_words(widget)
            if not whole_words(shown, whole, widget.content_region.width):
                problems.append(f"{selector}: shows {' '.join(shown)!r} of {' '.join(whole)!r}")
    return problems


async def scrolled_to(pilot, widget: Widget) -> str | None:
    """Scroll the widget's scrolling container to put it at the top, as a player would; then
    why it is still not wholly shown, or None."""
    for container in widget.ancestors_with_self[1:]:
        if isinstance(container, Widget) and container.allow_vertical_scroll:
            top = container.scrollable_content_region.y
            container.scroll_to(
                y=container.scroll_y + widget.region.y - top, animate=False, immediate=True
            )
            await pilot.pause()
            break
    return not_wholly_shown(pilot.app.screen, widget)


async def reach(pilot, selectors: list[str]) -> list[str]:
    """Which widgets of the selectors cannot be shown whole, even scrolled to."""
    problems = []
    screen = pilot.app.screen
    for selector in selectors:
        widgets = list(screen.query(selector))
        if not widgets:
            problems.append(f"{selector}: nothing on {type(screen).__name__}")
        problems += [
            f"{selector}: {why}"
            for widget in widgets
            if (why := await scrolled_to(pilot, widget)) is not None
        ]
    return problems


async def reach_words(pilot, selectors: list[str]) -> list[str]:
    """As `reach`, and whether each widget, once scrolled to, shows every word it has."""
    problems = []
    for selector in selectors:
        for widget in pilot.app.screen.query(selector):
            if (why := await scrolled_to(pilot, widget)) is not None:
                problems.append(f"{selector}: {why}")
            shown, whole = shown_words(pilot.app, widget), content_words(widget)
            if not whole_words(shown, whole, widget.content_region.width):
                problems.append(f"{selector}: shows {' '.join(shown)!r} of {' '.join(whole)!r}")
    return problems


# The scorepad ------------------------------------------------------------------------------


async def open_scorepad(pilot) -> ScorepadScreen:
    await settle(pilot)
    await pilot.press("f2")
    await settle(pilot)
    screen = pilot.app.screen
    assert isinstance(screen, ScorepadScreen)
    return screen


@pytest.mark.parametrize("size", SIZE_NAMES)
async def test_the_scorepad_shows_every_figure_and_the_selected_reason(size):
    app = example_app()
    async with app.run_test(size=SIZES[size]) as pilot:
        screen = await open_scorepad(pilot)
        await pilot.press("down", "down", "down", "tab")  # a crustacean reason, selected
        await settle(pilot)
        assert screen.reason is not None
        table = screen.query_one("#pad")
        assert cut_widgets(screen, ["#pad", "#detail", "#keys"]) == []
        # Every column and every row of the table shows, not only the table's frame.
        assert table.virtual_size.width <= table.scrollable_content_region.width
        assert table.virtual_size.height <= table.scrollable_content_region.height
        text = screen_text(app)
        for player in app.session.scorepad.players:
            assert player.name in text
        assert cut_words(app, ["#detail"]) == []
        assert await reach(pilot, ["#pad-board", "#reasons"]) == []


@pytest.mark.parametrize("size", SIZE_NAMES)
async def test_the_tiebreak_story_is_whole_at_every_size(size):
    app = example_app()
    async with app.run_test(size=SIZES[size]) as pilot:
        await open_scorepad(pilot)
        await pilot.press("t")
        await settle(pilot)
        screen = app.screen
        assert await reach(pilot, ["#story-text", ".dialog-hint"]) == []
        assert cut_widgets(screen, [".dialog"]) == []


# The history -------------------------------------------------------------------------------


def whole_table(table) -> bool:
    """Whether every column of a DataTable shows: none is cut at its right edge."""
    return table.virtual_size.width <= table.scrollable_content_region.width


@pytest.mark.parametrize("size", SIZE_NAMES)
async def test_the_history_shows_every_column_of_its_lists(size):
    seed_history()
    app = make_app()
    async with app.run_test(size=SIZES[size]) as pilot:
        await settle(pilot)
        await pilot.press("f6")
        await settle(pilot)
        screen = app.screen
        assert cut_widgets(screen, ["#filter", "#games", "#keys"]) == []
        games = screen.query_one("#games")
        assert whole_table(games)
        newest = games.games[0]
        text = screen_text(app)
        assert newest.played_at.date().isoformat() in text
        for seat in newest.seats:
            assert f"{seat.name} {seat.total}" in text
        assert await reach(pilot, ["#players", "#figures", "#chart"]) == []
        assert whole_table(screen.query_one("#players"))


# The new-game screen -----------------------------------------------------------------------

NEW_GAME_FIELDS = [
    "#expedition",
    *(f"#{kind}-{index}" for index in range(4) for kind in ("name", "colour")),
    "#zero-scores",
    "#start",
    "#links",
    "#recent",
    "#recent-hint",
]


@pytest.mark.parametrize("size", SIZE_NAMES)
async def test_every_field_and_button_of_the_new_game_screen_is_reachable(size):
    app = make_app()
    async with app.run_test(size=SIZES[size]) as pilot:
        await settle(pilot)
        assert cut_widgets(app.screen, ["#keys"]) == []
        assert await reach(pilot, NEW_GAME_FIELDS) == []
        assert await reach_words(pilot, [".pane-title", "#recent-hint"]) == []


@pytest.mark.parametrize("in_one_burst", [False, True], ids=["key by key", "in one burst"])
async def test_a_name_typed_on_the_expedition_list_goes_to_the_first_players_name(in_one_burst):
    app = make_app()
    async with app.run_test(size=SIZES["80x24"]) as pilot:
        await settle(pilot)
        assert app.screen.focused.id == "expedition"
        keys = ["down", "A", "n", "a", "enter", "B", "e", "n"]
        if in_one_burst:  # the arrow just before the letter still picks (tmux send-keys)
            for key in keys:
                app.post_message(events.Key(key, key if len(key) == 1 else None))
            await settle(pilot)
        else:
            await pilot.press(*keys)
        assert app.screen.query_one("#name-0").value == "Ana"
        assert app.screen.query_one("#name-1").value == "Ben"
        assert app.screen.query_one("#expedition").highlighted == 1


# Rules and keys ----------------------------------------------------------------------------


@pytest.mark.parametrize("size", SIZE_NAMES)
async def test_the_course_shows_its_lessons_and_its_puzzle_board_whole(size):
    app = example_app()
    async with app.run_test(size=SIZES[size]) as pilot:
        await settle(pilot)
        await pilot.press("f3")
        await settle(pilot)
        screen = app.screen
        assert cut_widgets(screen, ["#puzzle-goal", "#puzzle-entry", "#message"]) == []
        assert await reach(pilot, ["#puzzle-ask", "#puzzle-board", "#puzzle-score"]) == []
        pane = screen.query_one("#lesson-scroll")
        assert pane.virtual_size.width <= pane.scrollable_content_region.width
        if screen.has_class("-narrow"):
            await pilot.press("f8")  # the lessons, over the page
            await settle(pilot)
        assert cut_widgets(screen, ["#lesson-list"]) == []


@pytest.mark.parametrize("size", SIZE_NAMES)
async def test_the_keys_screen_scrolls_and_cuts_no_column(size):
    app = example_app()
    async with app.run_test(size=SIZES[size]) as pilot:
        await settle(pilot)
        await pilot.press("f1")
        await settle(pilot)
        table = app.screen.query_one("#key-table")
        scroll = app.screen.query_one("#keys-scroll")
        assert not_wholly_shown(app.screen, scroll) is None
        assert table.region.width <= scroll.scrollable_content_region.width
        # Drawn at its width, every binding id and every key reads whole: none cut short.
        console = Console(width=table.content_region.width, record=True)
        console.print(table.content)
        words = console.export_text().split()
        assert not [word for word in words if "…" in word]
        for _where, keys, _does, binding_id in key_rows(app):
            assert keys in words and (binding_id in words or not binding_id)


# The dialogs -------------------------------------------------------------------------------


def dialogs(app):
    """Every dialog, made as the app makes it, by name."""
    from datetime import datetime
    from pathlib import Path

    from fathom_score.app.dialogs.finish_dialog import FinishDialog
    from fathom_score.app.dialogs.overwrite_dialog import OverwriteDialog
    from fathom_score.app.dialogs.path_dialog import PathDialog
    from fathom_score.app.dialogs.restore_dialog import RestoreDialog
    from fathom_score.table.storage import Bookmark, RecentGame

    session = app.session
    autosave = RecentGame(
        "a1b2c3", session.game, session.path, datetime(2026, 10, 3, 20), Bookmark(0, "A1")
    )
    return {
        "save as": lambda: PathDialog("Save the game as", "games/expedition-2-copy.toml", "save"),
        "finish": lambda: FinishDialog(session.scorepad, None, None),
        "overwrite": lambda: OverwriteDialog(Path("/home/ana/games/expedition-2.toml")),
        "restore": lambda: RestoreDialog("expedition-2.toml", autosave, changed=True),
    }


@pytest.mark.parametrize("size", SIZE_NAMES)
@pytest.mark.parametrize("name", ["save as", "finish", "overwrite", "restore"])
async def test_every_dialog_fits_with_its_words_whole(size, name):
    app = example_app()
    async with app.run_test(size=SIZES[size]) as pilot:
        await settle(pilot)
        app.push_screen(dialogs(app)[name]())
        await settle(pilot)
        assert cut_widgets(app.screen, [".dialog"]) == []
        assert await reach_words(pilot, [".dialog Label", ".dialog Static"]) == []


@pytest.mark.parametrize("size", SIZE_NAMES)
async def test_the_bgstats_dialog_keeps_its_keys_in_sight(size):
    seed_history()
    app = make_app()
    async with app.run_test(size=SIZES[size]) as pilot:
        await settle(pilot)
        await pilot.press("f6")
        await settle(pilot)
        await pilot.press("tab", "b")
        await settle(pilot)
        assert cut_widgets(app.screen, [".dialog", "#play-body", ".dialog-hint"]) == []
        assert cut_words(app, [".dialog-hint"]) == []
        # The link and the JSON scroll within the dialog, to the JSON's last line.
        body = app.screen.query_one("#play-body")
        body.scroll_end(animate=False, immediate=True)
        await pilot.pause()
        assert app.screen.query_one("#play-json").region.bottom <= body.region.bottom


async def test_the_scorepad_keeps_the_selected_reason_when_the_screen_is_resized():
    app = example_app()
    async with app.run_test(size=SIZES["100x30"]) as pilot:
        screen = await open_scorepad(pilot)
        await pilot.press("down", "down", "down", "tab")
        await settle(pilot)
        reason = screen.reason
        assert reason is not None
        for size in ("phone", "phone on its side", "100x30"):
            await pilot.resize_terminal(*SIZES[size])
            await settle(pilot)
            assert screen.reason == reason
            assert say(reason.text).split()[0] in str(screen.query_one("#detail").render())


@pytest.mark.parametrize("size", SIZE_NAMES)
async def test_the_reveal_shows_its_row_and_reaches_every_board(size):
    app = example_app()
    async with app.run_test(size=SIZES[size]) as pilot:
        await settle(pilot)
        await pilot.press("f2")
        await settle(pilot)
        await pilot.press("v")
        await settle(pilot)
        screen = app.screen
        assert cut_widgets(screen, ["#reveal-row", "#keys"]) == []
        seats = [f"#seat-{seat}" for seat in range(len(app.session.game.players))]
        assert await reach(pilot, [f"{seat} BoardView" for seat in seats]) == []
        body = screen.query_one("#reveal-body")
        assert body.virtual_size.width <= body.scrollable_content_region.width
