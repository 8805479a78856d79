"""Launch an app headless, quit as soon as its first screen is painted, and exit.

    python benchmarks/first_screen.py fathom             the app's new-game screen
    python benchmarks/first_screen.py fathom GAME.toml   `fathom-score GAME.toml`: the board
                                                         editor on that game, with its score
    python benchmarks/first_screen.py minimal            a five-line Textual app, the baseline
    python benchmarks/first_screen.py floor              the new-game screen's widgets and
                                                         styles in a plain Textual app
    python benchmarks/first_screen.py history            `fathom-score`, then F6 at once: the
                                                         History screen, its figures and chart
    ... --size 80x24                                     in a terminal of that size (120x36
                                                         by default): the editor lays itself
                                                         out by its size
    ... --lang ja                                        in Japanese (its catalogue read as
                                                         the first screen says its words)

When the first screen counts as painted: the first frame the app hands to its terminal
(`App._display` with a frame, outside a batch of updates: the frame a real terminal is sent; a
headless driver then drops it) in which the screen is the one the user asked for, with its
content. For the new-game screen, that screen; for a game file, the board editor with the
player's score column showing the scorepad, which is scored off the UI thread and may come a
frame later; for the minimal app, its one widget. The frame is already rendered (its lines
drawn) when `_display` is called, so nothing of the first frame's work is left out. The
process's whole run time is launch-to-first-frame plus a quick exit, measured the same way for
every app. (The earlier check, `call_after_refresh` on the screen that was current when the
autopilot started, fired at the next idle moment: up to a frame later, or, for a screen pushed
after it, on the wrong screen.)

Run as a script, it prints nothing; `--report` prints what the first painted frame showed.
"""

from __future__ import annotations

import asyncio
import sys
from collections.abc import Callable
from pathlib import Path
from typing import Any


def minimal_app():
    from textual.app import App
    from textual.widgets import Static

    class Minimal(App):
        def compose(self):
            yield Static("Fathom")

    return Minimal()


def fathom_app(path: Path | None = None):
    """The app as `fathom-score [GAME.toml]` opens it (cli.commands._open_app: load, then
    new_app)."""
    game = None
    if path is not None:
        from fathom_score.gamefile import load_game

        game = load_game(path)
    from fathom_score.app import new_app

    return new_app(path, game)


def floor_app():
    """The new-game screen's widgets and style sheets in a plain Textual app, none of the
    app's own code: the least Textual itself asks of that screen, to tell the app's cost from
    the framework's (issue 30, section 5)."""
    from textual.app import App
    from textual.containers import Grid, Horizontal, Vertical
    from textual.screen import Screen
    from textual.widget import Widget
    from textual.widgets import Input, OptionList, Static

    screens = Path(__file__).resolve().parents[1] / "fathom_score" / "app"

    class NewGameScreen(Screen):  # by its name, the app's style sheets style it as the app's
        HORIZONTAL_BREAKPOINTS = [(0, "-narrow"), (100, "-wide")]

        def compose(self):
            yield Static("fathom-score · new game", id="title")
            with Horizontal(id="columns"):
                with Vertical(id="form"):
                    yield Static("Expedition", classes="pane-title")
                    yield OptionList(
                        *(f"○ {n}: An expedition" for n in range(1, 5)), id="expedition"
                    )
                    yield Static(PLAYERS, classes="pane-title")
                    with Grid(id="players"):
                        for n in range(4):
                            yield Input(placeholder=f"Player {n + 1}", id=f"name-{n}")
                            yield Input(placeholder="colour", id=f"colour-{n}")
                    yield Static("Tile colours", classes="pane-title")
                    yield Input(placeholder="red yellow blue green", id="colours")
                    yield Static("[ ] Rank players with no sea cucumbers", id="zero-scores")
                    with Horizontal(id="start-line"):
                        yield Static("▶ Start the game (f10)", id="start")
                        yield Static("^o Open a game file", id="links")
                    yield Static(id="problem", classes="error")
                    yield Static("f12 Quiz", id="quiz-link")
                with Vertical(id="recent-pane"):
                    yield Static("Resume an autosaved game", classes="pane-title")
                    yield OptionList(id="recent")
                    yield Static(NO_AUTOSAVES, id="recent-hint", classes="muted")
            yield KeyLine(id="keys")

    class KeyLine(Widget):  # as the app's, a widget of its own rather than a Static
        def render(self):
            return "f10 Start the game  ^q Quit  f1 Keys"

    class Floor(App):
        CSS_PATH = [screens / name for name in FLOOR_STYLES]

        def get_default_screen(self):
            return NewGameScreen()

    return Floor()


PLAYERS = (
    "Players, 2 to 4 (Enter: the next name), a colour each if you like (red, yellow, blue, green)"
)
NO_AUTOSAVES = (
    "None to carry on. Every game is autosaved, and listed here from its first entry until it"
    " is recorded."
)
FLOOR_STYLES = ("app.tcss", "screens/new_game.tcss", "screens/editor.tcss", "screens/history.tcss")


def floor_ready(screen) -> bool:
    from textual.widgets import Input

    return len(screen.query(Input)) == 9


def minimal_ready(screen) -> bool:
    from textual.widgets import Static

    return bool(screen.query(Static))


def new_game_ready(screen) -> bool:
    return type(screen).__name__ == "NewGameScreen" and screen.is_mounted


def editor_ready(screen) -> bool:
    """The editor, its board drawn and its score column showing the scorepad."""
    if type(screen).__name__ != "EditorScreen" or not screen.is_mounted:
        return False
    from fathom_score.app.widgets.score_column import ScoreColumn

    return any(column.shown is not None for column in screen.query(ScoreColumn))


def history_ready(screen) -> bool:
    """The History screen with its games listed (or its message that there are none)."""
    if type(screen).__name__ != "HistoryScreen" or not screen.is_mounted:
        return False
    from textual.widgets import DataTable

    return screen.query_one("#games", DataTable).row_count > 0


def watch_first_frame(app, ready: Callable[[Any], bool]) -> asyncio.Event:
    """An event set when the app hands its terminal the first frame of a `ready` screen."""
    painted = asyncio.Event()
    display = app._display

    def display_and_check(screen, renderable) -> None:
        display(screen, renderable)
        if (
            not painted.is_set()
            and renderable is not None
            and not app._batch_count
            and screen is app.screen
            and ready(screen)
        ):
            app.first_frame = (type(screen).__name__, len(screen._compositor.visible_widgets))
            painted.set()

    app._display = display_and_check
    return painted


def quit_at(painted: asyncio.Event, keys: tuple[str, ...] = ()):
    """Press `keys` (if any) as soon as the app is running, then quit at the painted frame.

    The keys are posted as a terminal would send them (`App.simulate_key`), not with
    `pilot.press`, which afterwards waits for the app to be idle: that wait, not the app,
    held up the quit by hundreds of milliseconds."""

    async def autopilot(pilot) -> None:
        for key in keys:
            pilot.app.simulate_key(key)
        await painted.wait()
        pilot.app.exit()

    return autopilot


SIZE = (120, 36)


def run(argv: list[str]) -> Any:
    report = "--report" in argv
    argv = [a for a in argv if a != "--report"]
    size = SIZE
    if "--size" in argv:
        at = argv.index("--size")
        size = tuple(int(cells) for cells in argv[at + 1].split("x"))
        del argv[at : at + 2]
    if "--lang" in argv:
        at = argv.index("--lang")
        from fathom_score.words import set_language

        set_language(argv[at + 1])
        del argv[at : at + 2]
    keys: tuple[str, ...] = ()
    if argv[0] == "minimal":
        app, ready = minimal_app(), minimal_ready
    elif argv[0] == "floor":
        app, ready = floor_app(), floor_ready
    elif argv[0] == "history":
        app, ready, keys = fathom_app(), history_ready, ("f6",)
    elif len(argv) > 1:
        app, ready = fathom_app(Path(argv[1])), editor_ready
    else:
        app, ready = fathom_app(), new_game_ready
    painted = watch_first_frame(app, ready)
    app.run(headless=True, size=size, auto_pilot=quit_at(painted, keys))
    if not painted.is_set():
        raise SystemExit("the first screen was never painted")
    if report:
        print(*app.first_frame)
    return app


if __name__ == "__main__":
    run(sys.argv[1:])
