"""The app: screens, app-wide keys, the theme, the key remapping and the command palette.

Screens, dialogs, the game files and the scoring core are imported where they are first used,
so that the first screen comes up as fast as Textual itself allows.
"""

from __future__ import annotations

import inspect
from collections.abc import Callable, Iterable
from dataclasses import replace
from pathlib import Path
from typing import TYPE_CHECKING, Any

from textual import events
from textual.app import App, SystemCommand
from textual.binding import Binding
from textual.content import Content
from textual.screen import Screen

from ..config.keymap import KeymapError, keymap_file, keymap_outside_keys, load_keymap
from ..config.settings import remember_language, remembered_language
from ..table import storage
from ..words import N_, _, chosen_language, language, message, say, set_language
from ..words.breaking import has_japanese, wrap
from .actions import APP, GAME
from .commands import Command, FathomCommands, palette_commands
from .restore_offer import RestoreOffer
from .table_link import TableLink

if TYPE_CHECKING:
    from textual.notifications import SeverityLevel

    from ..history.changes import Change
    from ..model import Game
    from ..rules import Reason
    from ..table.session import Session
    from .served import PageCell

THEMES = ("textual-dark", "textual-light")
# What only the host's terminal does, by action: a served page shows and changes its table's
# game, and the history (every game recorded, and who played), the autosaved games and the
# host's files are the host's. Hidden from a browser's footer, palette and keys screen, and
# refused there (docs/serve.md).
HOST_ONLY = frozenset({"history", "finish", "resume", "open"})
NAME_SHOWN = 40  # cells of an unknown `--player` name said back
# A toast's width and the cells its padding and border take (Textual 8.2.8's Toast stylesheet).
TOAST_WIDTH, TOAST_FRAME = 60, 3
# Textual's system commands (Textual 8.2.8, App.get_system_commands) that the app offers in
# its own words instead (F1 keys, the theme, ctrl+q) or does its own way (the screen's SVG is
# an export, F5), and the words of those it keeps, by Textual's English title.
OURS_INSTEAD = frozenset({"Keys", "Theme", "Quit", "Screenshot"})
TEXTUAL_COMMANDS = {
    "Maximize": (N_("Maximize"), N_("Maximize the focused widget")),
    "Minimize": (N_("Minimize"), N_("Minimize the widget and restore to normal size")),
}


def start_language() -> None:
    """The language the app starts in: `--lang` (already set), else the one last chosen in
    the app (settings.toml), else the environment's (docs/app.md, "Language")."""
    if chosen_language() is None:
        remembered = remembered_language()
        if remembered is not None:
            set_language(remembered)


class FathomApp(App[int]):
    TITLE = "fathom-score"
    # The first screen's styles (new game, or the editor on a game file) are read with the
    # app's: a screen's own CSS_PATH, read when it is first pushed, makes Textual parse every
    # style sheet again, before the first frame. The rules are scoped to their screens anyway.
    CSS_PATH = ["app.tcss", "screens/new_game.tcss", "screens/editor.tcss", "screens/history.tcss"]
    COMMANDS = App.COMMANDS | {FathomCommands}
    ACTIONS = APP
    BINDINGS = APP.bindings()

    @property
    def open_binding(self) -> Binding:
        return APP["app.open"].binding

    def __init__(
        self,
        path: Path | None = None,
        game: Game | None = None,
        *,
        cursor_blink: bool = True,
        player: str | None = None,
        host: bool = False,
        cell: tuple[float, float] | None = None,
    ) -> None:
        super().__init__()
        # A served page's terminal cell in CSS px (`fathom-score serve`, from the page): the
        # tap pad's items are a fingertip in it. None in a terminal.
        self.page_cell = cell
        self.start_path = path
        self.start_game = game
        # The player whose board the editor opens on (`--player NAME`; a browser session's
        # own player under `fathom-score serve`).
        self.player = player
        self.player_error = ""
        # The host's own page at a served table (its link holds the host's key, not just the
        # join code): it alone moves the reveal on.
        self.hosts_table = host
        self.cursor_blink = cursor_blink
        self.keymap: dict[str, str] = {}
        self.session: Session | None = None
        # The served game's table, in a browser session under `fathom-score serve`.
        self.table = TableLink.of_environment(self)
        self.keymap_error: KeymapError | None = None
        self.base_emptied = False  # see _replace_screens
        self.replacing = False  # see replace_screens
        self.held_keys: list[events.Key] | None = None  # see on_event
        self.theme = THEMES[0]
        self.farewell = ""
        self.autosave_reported: str | None = None  # the database problem last told, if any
        # The game ctrl+q was pressed on once while it was neither autosaved nor saved.
        self.quit_warned: Game | None = None
        # A newer autosave of the file opened, offered until restored or declined (F7).
        self.restore = RestoreOffer(self)
        # The changes made to the history in this window, newest last: what `u` takes back.
        self.history_changes: list[Change] = []

    def get_default_screen(self) -> Screen[Any]:
        """The first screen itself, composed with the app as Textual composes its own blank
        default screen. Pushed from on_mount instead, over a blank screen, it was laid out and
        drawn once inside the app's mount (a frame no terminal is sent) and again after it."""
        try:
            self.keymap = load_keymap()
        except KeymapError as error:
            self.keymap_error = error
        start_language()
        # Before the first screen is composed: it shows the keys as the keymap has them.
        self.set_keymap(self.keymap)
        game = self.start_game or self.served_without_file()
        if game is not None:
            session = self.first_session(game)
            session.score_ahead()  # while the editor is built, for its first frame
            return self.editor(session)
        from .screens.new_game import NewGameScreen

        return NewGameScreen(save_to=self.start_path)

    def first_session(self, game: Game) -> Session:
        """The game file's session; in a browser session of a served game, the shared table's
        (the game as the table holds it, this player's board claimed)."""
        from ..table.session import Session

        joined = self.table.join(game, self.start_path, self.seat) if self.table else None
        return joined or Session(game, self.start_path)

    def served_without_file(self) -> Game | None:
        """Served without a file: the table's game, once a browser has started it."""
        if self.table is None or self.start_path is not None:
            return None
        return self.table.game_without_file()

    def seat(self, game: Game) -> int | None:
        """The board this session enters at a served table: `--player`'s, else none (a name
        the game does not have enters none: the first player's board is not a stranger's)."""
        if not self.player:
            return None
        seat = game.seat(self.player)
        if seat is None:
            self.no_such_player(game, N_("this page shows every board and enters none"))
        return seat

    @property
    def starts_the_table(self) -> bool:
        """Whether a new game started here becomes the served table's game (served without a
        file, in a session that has not been at the table yet)."""
        return self.table is not None and self.start_path is None and self.table.may_start

    def new_game_session(self, session: Session) -> Session:
        """A game started on the new-game screen; served without a file, in a session that
        has not been at the table yet, the table's game (TableLink.start_or_join)."""
        if self.table is None or not self.starts_the_table:
            return session
        return self.table.start_or_join(session, self.start_path, self.seat)

    def notify(
        self,
        message: str,
        *,
        title: str = "",
        severity: SeverityLevel = "information",
        timeout: float | None = None,
        markup: bool = False,
    ) -> None:
        """A notification, read as text: its words hold players' names, file names and
        errors, any of which may look like markup (a player named `[/]` made it fail, one
        named `[@click=app.quit]z` a link). Every widget's notify comes here.

        Textual's toast wraps a line only at its spaces, and takes no Visual (its widget is in
        a private module): a Japanese message is broken between phrases here, at the width
        Textual's stylesheet gives a toast (60 cells, at most half the screen, less its
        padding and border)."""
        if not markup and has_japanese(message):
            width = min(TOAST_WIDTH, self.size.width // 2) - TOAST_FRAME
            message = "\n".join(line for text in message.split("\n") for line in wrap(text, width))
        super().notify(message, title=title, severity=severity, timeout=timeout, markup=markup)

    def on_page_cell(self, event: PageCell) -> None:
        """A served page chose its font again (a phone turned): its tap pads and player tabs
        are sized for the new cell, before the page's new size (sent after it) lays the
        screen out."""
        # A served page's only: not at every start.
        from .widgets.player_bar import PlayerBar
        from .widgets.tap_pad import TapPad

        self.page_cell = event.cell
        for screen in self.screen_stack:
            for pad in screen.query(TapPad):
                pad.set_cell(event.cell)
            for bar in screen.query(PlayerBar):
                bar.set_cell(event.cell)

    def on_mount(self) -> None:
        if self.table is not None and self.table.shared is not None:
            self.table.at_table()
        if self.player_error:
            self.notify(self.player_error, severity="warning", timeout=10)
        if self.keymap_error is not None:
            self.notify(
                say(message("Key remapping not used: {error}", error=str(self.keymap_error))),
                severity="error",
                timeout=10,
            )
        # Checking needs every screen's bindings: not before the first frame is up.
        self.call_after_refresh(self.check_keymap)
        # In a browser (`fathom-score serve`) every session autosaves on its own, so a newer
        # autosave is most likely another player's session, not this one's lost work: no offer.
        if self.session is not None and not self.in_browser:
            # Reading the autosaves opens the database: after the first frame, not before it.
            self.call_after_refresh(self.restore.offer_if_newer, self.session)

    def check_keymap(self) -> None:
        problems = keymap_outside_keys()
        if self.keymap:
            from .screens.help import keymap_problems

            problems += keymap_problems(self.keymap)
        if problems:
            self.notify(
                "\n".join(problems),
                title=say(message("{file}: not used", file=str(keymap_file()))),
                severity="warning",
                timeout=15,
            )

    def key_of(self, binding: Binding) -> str:
        """The binding's first key, as the keymap has it, the way the footer shows it."""
        key = self.keymap.get(binding.id or "", binding.key).split(",")[0]
        return self.get_key_display(replace(binding, key=key))

    def format_title(self, title: str, sub_title: str) -> Content:
        """The title and what this screen shows ("fathom-score · Expedition 2 · game.toml"), as
        one run of text: SVG viewers drop the leading space of a separately styled part."""
        return Content(f"{title} · {sub_title}" if sub_title else title)

    def editor(self, session: Session) -> Screen[Any]:
        from .screens.editor import EditorScreen

        if self.session is not None:
            self.session.autosave_if_due()  # the change the last editor had still to write
        self.session = session
        if self.player is not None:  # `--player`'s board (a browser's own), not the last shown
            player = self.player_index(session.game)
            if player != session.bookmark.player:
                session.bookmark = storage.Bookmark(player, session.game.layout.zones[0])
        return EditorScreen(session)

    def player_index(self, game: Game) -> int:
        """The board the editor opens on: the one of `--player`, if the game has them."""
        if self.player is None:
            return 0
        seat = game.seat(self.player)
        if seat is not None:
            return seat
        self.no_such_player(game)
        return 0

    def no_such_player(self, game: Game, instead: str = "") -> None:
        """Say that `--player` names no player of `game` (and what is done `instead`)."""
        from ..render.cells import cell_len, within  # not needed by the first screen

        asked = str(self.player)
        # A link's name may be of any length: enough of it to recognise.
        asked = asked if cell_len(asked) <= NAME_SHOWN else within(asked, NAME_SHOWN) + "…"
        names = tuple(p.name for p in game.players)
        if instead:
            said = message(
                "No player called {asked} in this game; players: {players}: {instead}",
                asked=repr(asked),
                players=names,
                instead=message(instead),
            )
        else:
            said = message(
                "No player called {asked} in this game; players: {players}",
                asked=repr(asked),
                players=names,
            )
        self.player_error = say(said)
        self.player = None

    @property
    def in_browser(self) -> bool:
        """Whether this app runs in a browser (`fathom-score serve`): the host's files are
        then out of reach, and exports download to the browser."""
        return self.is_web

    def start(self, session: Session, then: Callable[[], None] | None = None) -> None:
        """Make `session` the game in this window and show its board editor (then call
        `then`); nothing while the screens are being replaced already (see replace_screens:
        a screen that makes a game asks `replacing` first, so that a second press makes
        none)."""
        if self.replacing:
            return
        self.restore.withdraw()  # it was this window's last game's
        if self.table is not None:
            self.table.leave_unless_for(session)
        self.replace_screens(self.editor(session), then)

    def report_autosave(self, problem: str | None) -> None:
        """Say once that games are not being autosaved (the database named, and what is wrong
        with it), not after every change. None (no problem now, or nothing tried yet) is not
        announced: the editor's title stops saying "not autosaved"."""
        if problem == self.autosave_reported:
            return
        self.autosave_reported = problem
        if problem is not None:
            meanwhile = _(
                "The game is kept in this window meanwhile: save it to a "
                "file with ctrl+s (or F4, save as)."
            )
            self.notify(
                f"{say(problem)}\n{meanwhile}",
                title=_("Not autosaved"),
                severity="error",
                timeout=20,
            )

    def replace_screens(self, screen: Screen[Any], then: Callable[[], None] | None = None) -> None:
        """Close every screen and show `screen` instead, then call `then`. One replacement at
        a time: one asked for while another is under way (Start pressed twice in one burst)
        is dropped. Two at once took each other's screens down, the second emptying the
        first's editor as if it were the first screen, under the editor's own on_mount."""
        if not self.replacing:
            self.replacing = True
            self.held_keys = []
            self.run_worker(self._replace_screens(screen, then), group="screens")

    async def on_event(self, event: events.Event) -> None:
        """Keys typed while one screen replaces another (the editor opening after Start, a
        game resumed) are held, and handed to the new screen once it is up: entries typed at
        once after Start went to the new-game screen's button, and were lost without a word.
        Held too are those the old screen was handed before and left unused (they come back
        up to the app): typed in the same burst as Start, they were on their way to it."""
        if isinstance(event, events.Key) and self.held_keys is not None:
            self.held_keys.append(event)
            return
        await super().on_event(event)

    async def _hand_on_held_keys(self) -> None:
        """The keys held while the screens were replaced, in their order, before any typed
        after (this runs as a message of the app's queue, behind the keys held). The press that
        asked for the new screen, repeated in the same burst (Enter or space on Start again),
        is dropped: it was meant for the screen that has gone."""
        held, self.held_keys = self.held_keys or [], None
        while held and held[0].key in ("enter", "space"):
            held.pop(0)
        for key in held:
            await super().on_event(events.Key(key.key, key.character))  # as newly typed

    async def _replace_screens(self, screen: Screen[Any], then: Callable[[], None] | None) -> None:
        """The first screen is the app's default screen, which Textual cannot switch or pop
        (it was never pushed): the first time, `screen` goes over it and it is emptied, to stay
        at the bottom as blank as Textual's own default screen."""
        try:
            while len(self.screen_stack) > (2 if self.base_emptied else 1):
                await self.pop_screen()
            if len(self.screen_stack) > 1:
                await self.switch_screen(screen)
            else:
                first = self.screen
                await self.push_screen(screen)
                await first.remove_children()
                self.base_emptied = True
        finally:
            self.replacing = False
            self.call_later(self._hand_on_held_keys)
        if then is not None:
            then()

    # Actions ---------------------------------------------------------------------------

    def action_help(self) -> None:
        from .screens.help import HelpScreen

        if not isinstance(self.screen, HelpScreen):
            self.push_screen(HelpScreen())

    def action_rules(self, rule: str = "coral", reason: Reason | None = None) -> None:
        """The course, at the lesson of `rule` and the puzzle nearest `reason`; "try it on my
        board" there shows the board of the player on screen now."""
        from .screens.course import CourseScreen

        if isinstance(self.screen, CourseScreen):
            self.screen.show_rule(rule, reason)
            return
        own = None
        if self.session is not None:
            own = (self.session, getattr(self.screen, "player", 0))
        self.push_screen(CourseScreen(rule, reason, own))

    def action_quiz(self) -> None:
        """The scoring quiz, on the expedition the screen has chosen (the new-game screen's,
        the game's), else one drawn with the board."""
        from .screens.quiz import QuizScreen

        if isinstance(self.screen, QuizScreen):
            return
        chosen = getattr(self.screen, "chosen_expedition", None)
        expedition = chosen() if callable(chosen) else None
        if expedition is None and self.session is not None:
            expedition = self.session.game.expedition_number
        self.push_screen(QuizScreen(expedition))

    def open_reveal(
        self, start: tuple[int, dict[int, dict[int, int]]] | None = None, carry_on: bool = False
    ) -> None:
        """The reveal of the game open here; at a served table, the table's own, which the
        host's page moves on and every page follows (`start`: where it has got to;
        `carry_on`: a page just come to the table opens it there, the host's page too)."""
        from .screens.reveal import RevealScreen

        if self.session is None or self._reveal_followed(start):
            return
        shared = self.table.shared if self.table is not None else None
        if start is not None and (shared is None or (self.hosts_table and not carry_on)):
            return  # the host's page begins its reveal itself, with `v`
        self.push_screen(
            RevealScreen(
                self.session.scorepad,
                tuple(self.session.game.colours),
                shared.table if shared is not None else None,
                shared.player if shared is not None else None,
                start,
                hosts=shared is not None and self.hosts_table,
            )
        )

    def _reveal_followed(self, start: tuple[int, dict[int, dict[int, int]]] | None) -> bool:
        """Whether the table's reveal, at `start`, was taken in by a reveal open already (or
        closed, once the host's page has ended it): nothing to open then."""
        from ..table.reveal import ENDED
        from .screens.reveal import RevealScreen

        if start is not None and start[0] == ENDED:  # the host's page closed it
            if isinstance(self.screen, RevealScreen) and not self.screen.drives:
                self.pop_screen()
            return True
        if isinstance(self.screen, RevealScreen):
            if start is not None:
                self.screen.follow(*start)
            return True
        return False

    def action_history(self, selected: int | None = None) -> None:
        if self.host_only("history"):
            self.refuse_host_only("history")
            return
        from .screens.history import HistoryScreen

        if not isinstance(self.screen, HistoryScreen):
            self.push_screen(HistoryScreen(selected))

    def action_language(self, chosen: str = "") -> None:
        """Say everything in `chosen` ("ja", "en"; "": the other one) from now on, at once:
        every screen says its words again. Remembered for the next start (settings.toml), but
        in a browser: a served page's choice is its own, not the host's."""
        chosen = chosen or ("en" if language() == "ja" else "ja")
        if chosen == language():
            return
        set_language(chosen)
        if not self.in_browser:
            try:
                remember_language(chosen)
            except OSError as error:
                self.notify(str(error), title=_("Language not remembered"), severity="warning")
        self.run_worker(self.retell_screens(), group="language")

    async def retell_screens(self) -> None:
        """Every screen open says its words again, in the language chosen now: a screen with
        state of its own to keep (what is typed, selected, scrolled) retells itself; the
        others are composed again."""
        for index, screen in enumerate(self.screen_stack):
            if index == 0 and self.base_emptied:
                continue  # the emptied first screen (see _replace_screens) has nothing to say
            retell = getattr(screen, "retell", None)
            if retell is None:
                await screen.recompose()
            elif inspect.isawaitable(told := retell()):
                await told
            screen.refresh_bindings()
        self.refresh(layout=True)

    def action_toggle_theme(self) -> None:
        self.theme = THEMES[1] if self.theme == THEMES[0] else THEMES[0]

    def action_open(self) -> None:
        if self.host_only("open"):
            self.refuse_host_only("open")
            return
        from .dialogs.path_dialog import PathDialog

        self.push_screen(PathDialog(N_("Open a game file"), "", N_("Open")), self._open)

    def _open(self, path: Path | None) -> None:
        from ..gamefile import GameFileError, load_game
        from ..table.session import Session

        if path is None:
            return
        try:
            game = load_game(path)
        except GameFileError as error:
            self.notify(str(error), title=_("Cannot open"), severity="error", timeout=10)
            return
        session = Session(game, path)
        self.start(session, lambda: self.restore.offer_if_newer(session))

    async def action_quit(self) -> None:
        """Quit, saying where the game is kept: every change is autosaved, so nothing is lost.
        A game the database could not take and that is not saved either is only in this
        window: the first ctrl+q says so, a second one on the same game quits."""
        session = self.session
        if session is not None:
            session.autosave_if_due()
            if (
                session.autosave_problem
                and session.unsaved
                and self.quit_warned is not session.game
            ):
                self.quit_warned = session.game  # a change meanwhile: asked again
                self.notify(
                    _(
                        "The last changes are neither autosaved nor saved: save the game "
                        "with ctrl+s first, or press ctrl+q again to quit without them."
                    ),
                    title=_("Not quitting yet"),
                    severity="warning",
                    timeout=15,
                )
                return
        self.farewell = self.quit_message()
        self.exit(message=self.farewell)

    def quit_message(self) -> str:
        from ..table.session import farewell

        return "" if self.session is None else farewell(self.session)

    def host_only(self, action: str) -> bool:
        """Whether `action` is one this app leaves to the host's terminal (in a browser)."""
        return action in HOST_ONLY and self.in_browser

    def check_action(self, action: str, parameters: tuple[object, ...]) -> bool | None:
        return not self.host_only(action)

    def on_key(self, event: events.Key) -> None:
        """In a browser, the key of what only the host's terminal does is refused, and said:
        its binding, hidden, would let it pass unanswered."""
        if self.in_browser and (action := self.host_only_keys().get(event.key)):
            event.prevent_default()
            self.refuse_host_only(action)

    def host_only_keys(self) -> dict[str, str]:
        """The host-only actions by key, as the keymap has them."""
        return {
            key.strip(): a.action
            for table in (APP, GAME)
            for a in table.actions
            if a.action in HOST_ONLY
            for key in self.keymap.get(a.id, a.keys).split(",")
        }

    def refuse_host_only(self, action: str) -> None:
        if action == "open":
            self.notify(
                _(
                    "Opening a file by its path works only in the host's terminal: a "
                    "browser cannot reach the host's files."
                ),
                title=_("Not in a browser"),
                severity="warning",
                timeout=8,
            )
            return
        self.notify(
            _(
                "A served page shows and changes only this table's game: the history is "
                "the host's. To record the game, use the host's terminal: `fathom-score "
                "record GAME.toml` once the game is saved (ctrl+s), or open the game in the "
                "app there (its autosave is listed on the new-game screen) and finish it "
                "with F9."
            ),
            title=_("Not in a browser"),
            severity="warning",
            timeout=12,
        )

    def action_new_game(self) -> None:
        from .screens.new_game import NewGameScreen

        self.replace_screens(NewGameScreen())

    # The command palette ----------------------------------------------------------------

    def get_system_commands(self, screen: Screen[Any]) -> Iterable[SystemCommand]:
        """Textual's own commands, less those the app offers in its own words (keys, theme,
        quit) or does its own way (the screen's SVG is an export), said in the language
        chosen: each keeps its callback, only its title and help line are ours."""
        for command in super().get_system_commands(screen):
            if command.title in OURS_INSTEAD:
                continue
            title, help = TEXTUAL_COMMANDS.get(command.title, (command.title, command.help))
            yield command._replace(title=_(title), help=_(help))

    def action_command_palette(self) -> None:
        """Textual's command palette (as App.action_command_palette opens it), its search
        field saying what it is for in the language chosen."""
        from textual.command import CommandPalette

        from .widgets.command_palette import SaidCommandPalette

        if self.use_command_palette and not isinstance(self.screen, CommandPalette):
            self.push_screen(SaidCommandPalette(id="--command-palette"))

    def commands_for(self, screen: Screen[Any]) -> Iterable[Command]:
        """The palette's commands on `screen`: the app's, with the screen's among them."""
        return palette_commands(self, screen)
