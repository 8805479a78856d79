"""The board editor at every size a table has: the whole board, the score, the entry field, the
hint and a way to every action lie wholly on the screen, the board in the largest form that
fits (issue 16)."""

from __future__ import annotations

import random
import re
import shutil

import pytest
from conftest import example_path, make_app, screen_text, settle
from fit import SIZES, cut_widgets
from rich.cells import cell_len

from fathom_score.app import FathomApp
from fathom_score.app.screens.editor import PAD, EditorScreen
from fathom_score.app.screens.scorepad import ScorepadScreen
from fathom_score.app.widgets.tap_pad import ITEM_LINES, ITEM_WIDTH, TapPad
from fathom_score.app.widgets.title_line import fitted_title
from fathom_score.gamefile import dump_game, load_game
from fathom_score.model import CATEGORY_LABELS
from fathom_score.render.board_forms import FORMS, form_size, form_zone_at, zone_box
from fathom_score.scoring import score_game
from fathom_score.words import _, labelled, message, say, set_language
from kit.games import random_game

# What the key line must always offer, by the words it shows.
ACTIONS = ("Save", "Finish", "Scorepad", "Undo", "Rules", "Keys", "Quit")
# The rows a screen cannot do without besides the board and the key line: the title, the
# player bar, the entry pane's rule, the zone line, a one-line entry field, two lines of message.
ESSENTIAL_ROWS = 1 + 1 + 1 + 1 + 1 + 2
# The board's padding: a column either side and a line above.
GUTTER = (2, 1)


@pytest.fixture(autouse=True, params=["en", "ja"])
def language(request):
    """Every fit test in English and in Japanese, whose words take two cells a character."""
    set_language(request.param)
    return request.param


def crowded(expedition: int):
    """A game of `expedition` whose first board has every zone filled."""
    return random_game(random.Random(expedition), expedition=expedition, min_zones=37, max_zones=37)


BOARDS = {"example": None, **{f"crowded-{e}": e for e in range(1, 5)}}


def game_file(tmp_path, board: str):
    """A copy of the game to open (saving writes it), and the game."""
    path = tmp_path / "game.toml"
    if BOARDS[board] is None:
        shutil.copy(example_path(2), path)
    else:
        path.write_text(dump_game(crowded(BOARDS[board])), encoding="utf-8")
    return path, load_game(path)


def rows_of(text: str, region) -> str:
    return "\n".join(text.splitlines()[region.y : region.bottom])


def figures_shown(text: str, scorepad, player: int) -> list[str]:
    """Each of the player's figures (category rows and total) that the screen does not show
    beside its label."""
    score = scorepad.players[player]
    rows = [(say(CATEGORY_LABELS[c]), score.categories[c].points) for c in scorepad.categories]
    rows.append((_("Total"), score.total))
    return [
        f"{label} {points}"
        for label, points in rows
        if not re.search(rf"{re.escape(label)}\s+{points}\b", text)
    ]


def larger_form_fits(screen: EditorScreen, form: str) -> str | None:
    """A form larger than `form` that would fit the screen beside its essential rows (and the
    tap pad's, where it shows)."""
    layout = screen.session.game.layout
    width, height = screen.size
    keys = screen.query_one("#keys").outer_size.height
    pad = screen.query_one("#pad-box")
    keys += pad.outer_size.height if pad.display else 0
    for larger in FORMS[: FORMS.index(form)]:
        larger_width, larger_height = form_size(layout, larger)
        if (
            larger_width + GUTTER[0] <= width
            and larger_height + GUTTER[1] <= height - ESSENTIAL_ROWS - keys
        ):
            return larger
    return None


def zones_not_drawn(screen: EditorScreen) -> list[str]:
    board = screen.board_view
    layout, form = screen.session.game.layout, board.form
    region = board.content_region
    missing = []
    for zone in layout.zones:
        x, y, w, h = zone_box(layout, form, zone)
        centre = (x + w // 2, y + h // 2)
        on_screen = (region.x + centre[0], region.y + centre[1])
        if (
            form_zone_at(layout, form, *centre) != zone
            or not board.region.contains(*on_screen)
            or not screen.region.contains(*on_screen)
        ):
            missing.append(zone)
    return missing


@pytest.mark.parametrize("board", list(BOARDS))
@pytest.mark.parametrize("size", list(SIZES))
async def test_the_editor_shows_everything_a_player_needs(tmp_path, size, board):
    path, game = game_file(tmp_path, board)
    app = make_app(path, game)
    async with app.run_test(size=SIZES[size]) as pilot:
        await settle(pilot)
        screen = app.screen
        assert isinstance(screen, EditorScreen)
        wanted = ["#players", "#board", "#zone-line", "#entry", "#keys"]
        assert cut_widgets(screen, wanted) == []
        assert zones_not_drawn(screen) == []
        assert larger_form_fits(screen, screen.board_view.form) is None
        text = screen_text(app)
        zone_line = rows_of(text, screen.query_one("#zone-line").region)
        assert zone_line.strip().startswith(screen.cursor + labelled("").strip())
        keys = rows_of(text, screen.query_one("#keys").region)
        assert [a for a in ACTIONS if not re.search(rf"\S+ {re.escape(_(a))}\b", keys)] == []
        assert hint_cut(screen) is None
        scorepad = score_game(game)
        if screen.score_in_pane:
            # The total stays in sight; the figures are a key away.
            assert f"{game.players[0].name} {scorepad.players[0].total}" in zone_line
            await pilot.press(PAD.key)
            await pilot.pause()
            text = screen_text(app)
        assert cut_widgets(screen, ["#score"]) == []
        assert figures_shown(text, scorepad, 0) == []


def hint_cut(screen: EditorScreen) -> str | None:
    """Why the entry's hint is not readable whole: as the field's placeholder it must fit the
    field; under the field, it must lie on the screen in at most two lines."""
    entry = screen.query_one("#entry")
    if entry.placeholder:
        if cell_len(entry.placeholder) > entry.content_region.width:
            return f"the placeholder is cut at {entry.content_region.width} columns"
        return None
    hint = screen.query_one("#hint")
    if cut := cut_widgets(screen, ["#hint"]):
        return cut[0]
    if hint.region.height > 2:
        return f"the hint takes {hint.region.height} lines"
    return None


@pytest.mark.parametrize("size", ["80x24", "phone"])
async def test_every_key_line_item_runs_its_action_on_a_click(tmp_path, size):
    path, game = game_file(tmp_path, "example")
    app = make_app(path, game)
    async with app.run_test(size=SIZES[size]) as pilot:
        await settle(pilot)
        editor = app.screen
        keys = editor.query_one("#keys")
        lines = rows_of(screen_text(app), keys.region).splitlines()
        for label, opens in (("Scorepad", ScorepadScreen), ("Rules", None), ("Keys", None)):
            said = f" {_(label)}"
            row, column = next(
                (y, cell_len(line[: line.index(said)]))
                for y, line in enumerate(lines)
                if said in line
            )
            await pilot.click(keys, offset=(column + 2 - keys.region.x, row))
            await pilot.pause()
            assert app.screen is not editor, label
            if opens is not None:
                assert isinstance(app.screen, opens)
            await pilot.press("escape")
            await pilot.pause()
            assert app.screen is editor


LONG_RUN = "rcy2fbkgs" * 9  # every zone of the board, in one entry


@pytest.mark.parametrize("size", ["100x30", "80x24", "45x30", "phone"])
async def test_a_long_message_keeps_to_its_lines(size):
    """The preview and the outcome of a run over the whole board say more than their lines
    hold: the preview takes the board's lines too (cut only where even they are too few), the
    outcome is cut at its lines, and the board has every row back, the entry pane its height."""
    app = make_app(None, crowded(1))
    async with app.run_test(size=SIZES[size]) as pilot:
        await settle(pilot)
        screen = app.screen
        board, pane = screen.board_view.region, screen.query_one("#entry-pane").region
        screen.query_one("#entry").value = LONG_RUN
        await settle(pilot)
        assert cut_widgets(screen, ["#entry", "#keys", "#message"]) == []
        await pilot.press("enter")
        await settle(pilot)
        assert cut_widgets(screen, ["#board", "#entry", "#keys", "#message"]) == []
        assert screen.board_view.region == board
        assert screen.query_one("#entry-pane").region == pane
        assert screen_text(app).count("…") >= 1


@pytest.mark.parametrize("size", ["80x24", "45x30", "phone", "phone on its side"])
async def test_an_error_is_said_whole_and_keeps_the_board_in_place(size, language):
    """The longest of errors (it says what to type instead) takes three lines on a phone."""
    app = make_app(None, crowded(2))
    async with app.run_test(size=SIZES[size]) as pilot:
        await settle(pilot)
        screen = app.screen
        board, pane = screen.board_view.region, screen.query_one("#entry-pane").region
        screen.query_one("#entry").value = "rcy2fgs.bfkst+c"
        await pilot.press("enter")
        await settle(pilot)
        message = screen.query_one("#message")
        assert message.has_class("error")
        assert cut_widgets(screen, ["#board", "#entry", "#keys", "#message"]) == []
        assert screen.board_view.region == board
        assert screen.query_one("#entry-pane").region == pane
        said = " ".join(rows_of(screen_text(app), message.region).split())
        # What to type instead, last, in the reader's words.
        ending = {
            "en": "type 'rcy2fgs.bfk st+c' (Tab takes it)",
            "ja": "'rcy2fgs.bfk st+c' と打ってください（Tab でそのとおりに直します）",
        }
        assert said.endswith(ending[language]), said


async def test_the_board_form_follows_every_resize(tmp_path):
    path, game = game_file(tmp_path, "example")
    app = make_app(path, game)
    async with app.run_test(size=SIZES["100x30"]) as pilot:
        await settle(pilot)
        forms = [app.screen.board_view.form]
        # A window only 18 rows tall (a page on its side at the old 16 px font) takes the
        # one-line board: no device in SIZES is that short now that the page's font steps down.
        for size in ("phone", (87, 18), "100x30"):
            await pilot.resize_terminal(*(SIZES[size] if isinstance(size, str) else size))
            await settle(pilot)
            forms.append(app.screen.board_view.form)
            assert cut_widgets(app.screen, ["#board", "#entry", "#keys"]) == [], size
        assert forms == ["hex", "two-line", "one-line", "hex"]


def served(monkeypatch) -> None:
    """The app as a served page runs it: the tap pad shown at once."""
    monkeypatch.setattr(FathomApp, "is_web", property(lambda app: True))


def pad_items_cut(screen: EditorScreen) -> list[str]:
    """The pad's items that are smaller than a finger (ITEM_WIDTH by ITEM_LINES) or not wholly
    on the screen, on any of its pages."""
    pad = screen.query_one(TapPad)
    pages = pad.pages(pad.size.width)  # where the whole pad does not fit, each of its pages
    paged = [item for page in pages for line in page for item, _box in line]
    cut = [f"{item.code} on no page" for item in pad.items if item not in paged]
    assert all(pad.rows_for(pad.size.width) >= len(page) * ITEM_LINES for page in pages)
    for item, box in ((item, box) for page in pages for line in page for item, box in line):
        box = box.translate(pad.content_region.offset)
        if (
            box.width < ITEM_WIDTH
            or box.height < ITEM_LINES
            or not pad.content_region.contains_region(box)
            or not screen.region.contains_region(box)
        ):
            cut.append(f"{item.code} at {box}")
    return cut


def zones_not_tappable(screen: EditorScreen) -> list[str]:
    """The zones whose middle cell is not the board's on the screen (something covers it)."""
    board = screen.board_view
    layout, form = screen.session.game.layout, board.form
    missing = []
    for zone in layout.zones:
        x, y, w, h = zone_box(layout, form, zone)
        on_screen = (board.content_region.x + x + w // 2, board.content_region.y + y + h // 2)
        if screen.get_widget_at(*on_screen)[0] is not board:
            missing.append(zone)
    return missing


@pytest.mark.parametrize("board", list(BOARDS))
@pytest.mark.parametrize("size", list(SIZES))
async def test_the_editor_with_the_tap_pad_shown_fits_every_size(
    tmp_path, monkeypatch, size, board
):
    served(monkeypatch)
    path, game = game_file(tmp_path, board)
    app = make_app(path, game)
    async with app.run_test(size=SIZES[size]) as pilot:
        await settle(pilot)
        screen = app.screen
        assert screen.query_one("#pad-box").display
        wanted = ["#players", "#board", "#zone-line", "#entry", "#keys", "#pad"]
        assert cut_widgets(screen, wanted) == []
        assert pad_items_cut(screen) == []
        assert zones_not_drawn(screen) == []
        assert zones_not_tappable(screen) == []
        assert larger_form_fits(screen, screen.board_view.form) is None
        text = screen_text(app)
        keys = rows_of(text, screen.query_one("#keys").region)
        # Finishing is the host's, in a browser.
        served_actions = [a for a in ACTIONS if a != "Finish"]
        assert [a for a in served_actions if not re.search(rf"\S+ {re.escape(_(a))}\b", keys)] == []
        scorepad = score_game(game)
        if not screen.score_in_pane:
            assert cut_widgets(screen, ["#score"]) == []
            assert figures_shown(text, scorepad, 0) == []
            assert re.search(rf"\S+ {_('Hide pad')}\b", keys)
            return
        # The pad and the score share one pane: the total in sight meanwhile, the score one
        # key (or one tap) away, and back.
        zone_line = rows_of(text, screen.query_one("#zone-line").region)
        assert f"{game.players[0].name} {scorepad.players[0].total}" in zone_line
        assert re.search(rf"\S+ {_('Score')}\b", keys)
        await pilot.press(PAD.key)
        await settle(pilot)
        text = screen_text(app)
        assert not screen.query_one("#pad-box").display
        assert cut_widgets(screen, ["#score", "#entry", "#keys"]) == []
        assert figures_shown(text, scorepad, 0) == []
        assert re.search(rf"\S+ {_('Pad')}\b", rows_of(text, screen.query_one("#keys").region))
        await pilot.press(PAD.key)
        await settle(pilot)
        assert screen.query_one("#pad-box").display
        assert cut_widgets(screen, wanted) == []


@pytest.mark.parametrize("size", ["100x30", "phone"])
async def test_f8_hides_the_pad_where_the_pad_and_the_score_both_fit(tmp_path, monkeypatch, size):
    served(monkeypatch)
    path, game = game_file(tmp_path, "example")
    app = make_app(path, game)
    async with app.run_test(size=SIZES[size]) as pilot:
        await settle(pilot)
        screen = app.screen
        with_pad = screen.board_view.form
        await pilot.press(PAD.key)
        await settle(pilot)
        assert not screen.query_one("#pad-box").display
        keys = rows_of(screen_text(app), screen.query_one("#keys").region)
        assert re.search(rf"\S+ {_('Pad')}\b", keys)
        assert cut_widgets(screen, ["#board", "#score", "#entry", "#keys"]) == []
        assert FORMS.index(screen.board_view.form) <= FORMS.index(with_pad)


# Found on a phone: the title was cut at its end, "fathom-score · Expedition 2 ·", the game's
# file (what this window shows) gone. Its first parts give way instead, whole.


def test_a_title_too_long_leaves_out_its_first_parts_whole():
    title = "fathom-score · Expedition 2 · expedition-2.toml •"
    assert fitted_title(title, 80) == title
    assert fitted_title(title, 40) == "Expedition 2 · expedition-2.toml •"
    assert fitted_title(title, 20) == "expedition-2.toml •"
    assert fitted_title(title, 5) == "expedition-2.toml •"  # left to the widget to cut


@pytest.mark.parametrize("size", ["phone", "45x30", "80x24"])
async def test_the_title_names_the_game_file_at_every_width(tmp_path, size):
    path = tmp_path / "expedition-2.toml"
    shutil.copy(example_path(2), path)
    app = make_app(path, load_game(path))
    async with app.run_test(size=SIZES[size]) as pilot:
        await settle(pilot)
        title = rows_of(screen_text(app), app.screen.query_one("#title").region).strip()
        expedition = say(message("Expedition {number}", number=2))
        assert title.endswith(f"{expedition} · expedition-2.toml"), title


# A served page's cell in CSS px at each phone's font (measured in Chromium,
# tests/browser/test_phones.py), and the page's cells.
PAGE_CELLS = {
    "small phone": (6.6, 15.0),
    "phone": (7.8, 18.0),
    "iPhone": (9.6, 21.0),
    "iPhone, keyboard up": (6.0, 13.0),
    "phone on its side": (6.6, 15.0),
    "tablet": (9.6, 21.0),
}


@pytest.mark.parametrize("size", list(PAGE_CELLS))
async def test_a_served_pages_pad_items_are_a_fingertip_in_its_cell(tmp_path, monkeypatch, size):
    """Told the page's cell, the pad's items are at least 40 CSS px either way, on every page
    of it, and the board, the entry field and the pad still fit."""
    served(monkeypatch)
    path, game = game_file(tmp_path, "example")
    width, height = PAGE_CELLS[size]
    app = FathomApp(path, game, cursor_blink=False, cell=(width, height))
    async with app.run_test(size=SIZES[size]) as pilot:
        await settle(pilot)
        screen = app.screen
        pad = screen.query_one(TapPad)
        assert cut_widgets(screen, ["#board", "#entry", "#pad"]) == []
        assert pad_items_cut(screen) == []
        assert zones_not_drawn(screen) == []
        boxes = [box for page in pad.pages(pad.size.width) for line in page for _i, box in line]
        assert min(box.width * width for box in boxes) >= 40
        assert min(box.height * height for box in boxes) >= 40
