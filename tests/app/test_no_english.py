"""In Japanese the app says nothing in English: every screen and dialog a player can reach,
at 80x24 and 100x30, is read off the screen (scrolled through) and every ASCII word of three
letters or more must be one that stays the same in every language (issue 18).

What stays is small and listed below with why: players' names, zone names and quick codes,
key names, file names and formats, and a few proper names.
"""

from __future__ import annotations

import os
import re
import shutil
import tempfile
from collections.abc import Awaitable, Callable, Iterator
from pathlib import Path

import pytest
from conftest import example_path, make_app, notifications, screen_text, settle
from textual.widget import Widget

from fathom_score.gamefile import load_game
from fathom_score.table.entry import split_run
from fathom_score.teach.lessons import LESSONS
from fathom_score.teach.quiz import NAMES as QUIZ_NAMES
from fathom_score.words import set_language
from scripts.screenshots import PLAYERS, seed_history

SIZES = {"80x24": (80, 24), "100x30": (100, 30)}

# Words that are the same in every language (the brief's "names, zones and codes").
# Keys as the key line, the keys screen and the hints name them (Textual's key names and
# keymap.toml's; a hint may write one capitalised: Tab, Esc).
KEYS = {
    *("ctrl", "shift", "tab", "esc", "escape", "enter", "space", "home", "end", "del"),
    *("pgup", "pgdn", "pageup", "pagedown", "delete", "backspace", "left", "right", "up", "down"),
    "question_mark",
}
ALLOWED = {
    # The game, the program and what it reads and writes: names of things, not sentences.
    *("Fathom", "fathom", "score", "POI", "TOML", "JSON", "CSV", "SVG", "Markdown"),
    # BG Stats, the app the history exports to (a product's name).
    *("BG", "Stats"),
    # The two themes' names (Textual's), which the theme command switches between.
    *("textual", "dark", "light"),
    # A language is offered in its own words ("言語: English").
    "English",
}

WORD = re.compile(r"[A-Za-z][A-Za-z_]+[A-Za-z]")
# What a player types, quoted as the keys screen quotes it: codes and the game file's words
# (`c6 green coral`), the same in every language.
TYPED = re.compile(r"`[^`]{0,40}`")  # one may wrap onto the next line
# The BG Stats dialog's JSON, the play as BG Stats takes it: "board": "Expedition 2".
JSON_FIELD = re.compile(r'"\w+": ("[^"]*"|true|false|[\d.]+)')
ASCII_RUN = re.compile(r"[!-~]+")  # a token: printable ASCII, whatever Japanese is around it
ENDS = "()[]{}<>,.:;`'\"?!"
# Whole tokens that stay as they are: a file's name or path, a binding id (app.help) as the
# keys screen and keymap.toml name them, a TOML table ([keys]), the BG Stats dialog's link
# (escaped JSON) and its JSON's keys; and the board picture's
# labels, a colour's letter and the icons' capitals ("b:FK", "(bFK)b2FK" side by side).
KEPT_TOKEN = re.compile(
    r"\S*\.(toml|md|csv|json|svg|db)|\S*/\S*|[a-z_]+\.[a-z_]+|\[\w+\]|\S*%[0-9A-F]{2}\S*"
    r'|"\w+":?|(\(?[a-z]{1,2}:?\d?[A-Z]+\)?)+'
)


def english(
    text: str,
    names: set[str],
    colours: tuple[str, ...],
) -> dict[str, str]:
    """The ASCII words of `text` that are neither allowed nor names nor quick codes, each
    with the first line it is on (to tell where it comes from)."""
    found: dict[str, str] = {}
    for line in JSON_FIELD.sub(" ", TYPED.sub(" ", text)).splitlines():
        for word in _english_words(line, names, colours):
            found.setdefault(word, line.strip())
    return found


def _english_words(line: str, names: set[str], colours: tuple[str, ...]) -> set[str]:
    names = {name.lower() for name in names}  # the history's filter: "ana vs ben"
    found = set()
    for token in ASCII_RUN.findall(line):
        bare = token.strip(ENDS)
        if KEPT_TOKEN.fullmatch(token.rstrip(",")) or KEPT_TOKEN.fullmatch(bare):
            continue
        run, _kept, _rest = bare.partition("+")  # rcd4bf+sc: a run, then what is kept
        if run.islower() and split_run(run, colours) is not None:
            continue  # a quick code or a run of them (rcy2f.bfk)
        for word in WORD.findall(token):
            if not (word.lower() in KEYS or word.lower() in names or word in ALLOWED):
                found.add(word)
    return found


async def every_page(pilot) -> str:
    """The screen's text, and that of every page of each scrolling container on it."""
    texts = [screen_text(pilot.app)]
    for widget in pilot.app.screen.query("*"):
        if isinstance(widget, Widget) and widget.max_scroll_y > 0 and widget.display:
            for _page in range(40):
                if widget.scroll_y >= widget.max_scroll_y:
                    break
                widget.scroll_to(
                    y=widget.scroll_y + max(1, widget.scrollable_content_region.height - 1),
                    animate=False,
                    immediate=True,
                )
                await pilot.pause()
                texts.append(screen_text(pilot.app))
    return "\n".join(texts)


Scene = Callable[..., Awaitable[None]]


async def press(pilot, *keys: str) -> None:
    await pilot.press(*keys)
    await settle(pilot)


async def editor(pilot) -> None:
    await settle(pilot)


async def editor_typing(pilot) -> None:
    await settle(pilot)
    await press(pilot, "r", "c", "y")  # an entry half typed: the hint and its preview


async def editor_wrong_entry(pilot) -> None:
    await settle(pilot)
    await press(pilot, "q", "q", "enter")  # the entry field's problem


async def tap_pad(pilot) -> None:
    await press(pilot, "f8")


async def scorepad(pilot) -> None:
    await press(pilot, "f2")


async def scorepad_reason(pilot) -> None:
    await press(pilot, "f2", "down", "down", "down", "tab")


async def scorepad_why(pilot) -> None:
    await press(pilot, "f2", "down", "down", "down", "tab", "y")


async def tiebreak(pilot) -> None:
    await press(pilot, "f2", "t")


async def cucumbers(pilot) -> None:
    await press(pilot, "f2", "c")


async def keys(pilot) -> None:
    await press(pilot, "f1")


async def finish(pilot) -> None:
    await press(pilot, "f9")


async def save_as(pilot) -> None:
    await press(pilot, "f4")


async def save(pilot) -> None:
    await press(pilot, "ctrl+s")


async def export(pilot) -> None:
    await press(pilot, "f5")


async def undo(pilot) -> None:
    await press(pilot, "ctrl+z")


async def palette(pilot) -> None:
    await press(pilot, "ctrl+p")


async def palette_no_match(pilot) -> None:
    await press(pilot, "ctrl+p", "9", "9", "9", "9")
    await pilot.pause(0.7)  # Textual says there is no match after half a second


async def palette_scorepad(pilot) -> None:
    await press(pilot, "f2", "ctrl+p")


async def new_game(pilot) -> None:
    await press(pilot, "ctrl+n")


async def history(pilot) -> None:
    await press(pilot, "f6")


async def history_players(pilot) -> None:
    await press(pilot, "f6", "tab")


async def history_chart(pilot) -> None:
    await press(pilot, "f6", "tab", "c")


async def history_edit(pilot) -> None:
    await press(pilot, "f6", "tab", "e")


async def bgstats(pilot) -> None:
    await press(pilot, "f6", "tab", "b")


def rule_scene(index: int) -> Scene:
    """The course at the index-th lesson: its text, its first puzzle."""

    async def rule(pilot) -> None:
        await press(pilot, "f3", "f8", *["down"] * index)

    return rule


async def lesson_solved(pilot) -> None:
    await press(pilot, "f3", "f2", "d", "4", "enter", "r", "c", "enter")  # hint, then solved


async def lesson_over_the_limit(pilot) -> None:
    await press(pilot, "f3", "g", "4", "enter", "b", "f", "enter", "d", "4", "enter", "r", "c")
    await press(pilot, "enter")


async def lesson_own_board(pilot) -> None:
    await press(pilot, "f3", "f4", "f7")  # show me, then try it on my board


async def reveal(pilot) -> None:
    await press(pilot, "f2", "v", "1", "enter", "pagedown")  # a guess, then the points shown


async def reveal_totals(pilot) -> None:
    await press(pilot, "f2", "v", *["pagedown"] * 30)  # the totals and the tie-break story


RULE_COUNT = len(LESSONS)


async def quiz(pilot) -> None:
    """The quiz on a fixed board (F12 draws one): asked, answered wrong, the learner's field."""
    from fathom_score.app.screens.quiz import QuizScreen

    await settle(pilot)
    pilot.app.push_screen(QuizScreen(2, 7))
    await settle(pilot)


async def quiz_answered(pilot) -> None:
    await quiz(pilot)
    await press(pilot, *str(pilot.app.screen.question.answer + 1), "enter")


async def quiz_learner(pilot) -> None:
    await quiz(pilot)
    await press(pilot, "f2")


# Scenes on Expedition 2's example game, opened from its file.
GAME_SCENES: dict[str, Scene] = {
    "editor": editor,
    "editor typing": editor_typing,
    "editor wrong entry": editor_wrong_entry,
    "tap pad": tap_pad,
    "scorepad": scorepad,
    "scorepad reason": scorepad_reason,
    "scorepad why": scorepad_why,
    "tie-break story": tiebreak,
    "cucumber story": cucumbers,
    "keys": keys,
    "finish": finish,
    "save as": save_as,
    "save": save,
    "export": export,
    "undo": undo,
    "palette": palette,
    "palette, no match": palette_no_match,
    "palette on the scorepad": palette_scorepad,
    "new game": new_game,
    "quiz": quiz,
    "quiz answered": quiz_answered,
    "quiz learner": quiz_learner,
    **{f"rule {index}": rule_scene(index) for index in range(RULE_COUNT)},
    "lesson solved": lesson_solved,
    "lesson over the limit": lesson_over_the_limit,
    "lesson on my board": lesson_own_board,
    "reveal": reveal,
    "reveal totals": reveal_totals,
}
# Scenes with the history seeded, started on the new-game screen.
HISTORY_SCENES: dict[str, Scene] = {
    "new game with autosaves": editor,
    "history": history,
    "history players": history_players,
    "history chart": history_chart,
    "history edit": history_edit,
    "bgstats": bgstats,
}


@pytest.fixture(autouse=True)
def home(monkeypatch) -> Iterator[Path]:
    """A home at a path of one length on every machine: the keys screen shows where
    keymap.toml is read from, and a path of pytest's numbered folders (longer as a machine
    runs more tests) wrapped in the middle of its name, leaving "oml" on a line of its own."""
    folder = Path(tempfile.gettempdir()) / f"fathom-words-{os.getpid():08d}"
    shutil.rmtree(folder, ignore_errors=True)
    monkeypatch.setenv("FATHOM_SCORE_HOME", str(folder))
    yield folder
    shutil.rmtree(folder, ignore_errors=True)


@pytest.fixture(autouse=True)
def japanese():
    set_language("ja")
    yield
    set_language("en")


async def english_seen(app, scene: Scene, size: tuple[int, int]) -> dict[str, str]:
    told = notifications(app)
    async with app.run_test(size=size) as pilot:
        await scene(pilot)
        text = await every_page(pilot)
        game = app.session.game if app.session else load_game(example_path(2))
        # The colours as the game file names them are typed in an entry (y2f, or "yellow 2
        # fish"): an entry's problem lists them ("このゲームの色は red, yellow, …").
        names = {p.name for p in game.players} | set(PLAYERS) | set(game.colours)
        names |= set(QUIZ_NAMES)  # the quiz's players
        return english("\n".join([text, *told]), names, tuple(game.colours))


@pytest.mark.parametrize("size", list(SIZES))
@pytest.mark.parametrize("scene", list(GAME_SCENES))
async def test_no_english_on_a_game(scene, size, tmp_path):
    path = tmp_path / "expedition-2.toml"  # a copy: the scenes save and export it
    path.write_text(example_path(2).read_text(encoding="utf-8"), encoding="utf-8")
    app = make_app(path, load_game(path))
    assert await english_seen(app, GAME_SCENES[scene], SIZES[size]) == {}


@pytest.mark.parametrize("size", list(SIZES))
@pytest.mark.parametrize("scene", list(HISTORY_SCENES))
async def test_no_english_with_a_history(scene, size):
    seed_history()
    app = make_app()
    assert await english_seen(app, HISTORY_SCENES[scene], SIZES[size]) == {}


async def test_no_english_in_the_restore_offer(tmp_path):
    from fathom_score.table.session import Session

    path = tmp_path / "tonight.toml"
    path.write_text(example_path(2).read_text(encoding="utf-8"), encoding="utf-8")
    crashed = Session(load_game(path), path)
    crashed.enter(0, "A1", "rc")  # autosaved, never saved: then a crash
    import os
    import time

    os.utime(path, (time.time() - 60, time.time() - 60))

    async def offered(pilot) -> None:
        await settle(pilot)

    async def dialog(pilot) -> None:
        await press(pilot, "f7")

    for scene in (offered, dialog):
        app = make_app(path, load_game(path))
        assert await english_seen(app, scene, SIZES["80x24"]) == {}


def test_the_check_finds_english():
    names, colours = {"Ana"}, ("red", "yellow", "blue")
    assert english("Ana: rcy2f.bfk ctrl+s 保存 A1 fathom-score x.toml", names, colours) == {}
    assert set(english("Quit the\napplication", names, colours)) == {"Quit", "the", "application"}
    assert set(english("🔎 Search for commands…", names, colours)) == {"Search", "for", "commands"}
    assert set(english("言語を切り替える（Maximize）", names, colours)) == {"Maximize"}


async def test_textuals_own_commands_are_said_in_japanese_and_do_what_they_did():
    from textual.app import App

    path = example_path(2)
    app = make_app(path, load_game(path))
    async with app.run_test(size=SIZES["100x30"]) as pilot:
        await settle(pilot)
        for maximized in (False, True):
            if maximized:
                app.screen.action_maximize()
                await pilot.pause()
            ours = list(app.get_system_commands(app.screen))
            textuals = [
                c
                for c in App.get_system_commands(app, app.screen)
                if c.title not in {"Keys", "Theme", "Quit", "Screenshot"}
            ]
            assert [c.callback for c in ours] == [c.callback for c in textuals]
            assert [c.title for c in ours] == ["最大化を解除" if maximized else "最大化"]
            assert english(" ".join(f"{c.title} {c.help}" for c in ours), set(), ()) == {}
        set_language("en")  # in English, Textual's own words
        assert list(app.get_system_commands(app.screen)) == [
            c for c in App.get_system_commands(app, app.screen) if c.title == "Minimize"
        ]
