"""The new-game screen: expedition, players, the rule switch, and autosaved games to resume.

It is the first thing the app shows, so it is kept light: plain text fields (a colour is typed,
with completion, rather than picked from a drop-down), a title line and a line of keys instead
of the Header and Footer widgets (which cost more to draw than the rest of the screen), and the
scoring core and the game files are only imported once a game starts. Autosaved games are read
after the first frame.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from pathlib import Path
from typing import TYPE_CHECKING, Any, cast

from textual import events
from textual.actions import SkipAction
from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Grid, Horizontal, Vertical
from textual.content import Content
from textual.markup import escape
from textual.reactive import reactive
from textual.screen import Screen
from textual.suggester import Suggester
from textual.widgets import Input, OptionList
from textual.widgets.option_list import Option

from ...labels import COLOUR_WORDS, DEFAULT_COLOURS, EXPEDITION_TITLES
from ...table import storage
from ...words import Message, _, message, say
from ..actions import APP, NEW_GAME, RECENT_LIST, RULE_SWITCH, START_BUTTON
from ..widgets.in_turn import FieldInTurn, ListInTurn, caught_up
from ..widgets.key_line import KeyLine, key_links, shown_keys
from ..widgets.prose import Static
from ..widgets.title_line import TitleLine
from . import LaidOutOnce, taken_down

if TYPE_CHECKING:
    from ...history import WorkingGame
    from ...model import Game
    from ..app import FathomApp

MAX_PLAYERS = 4


class NewGameScreen(LaidOutOnce, Screen[None]):
    CSS_PATH = "new_game.tcss"
    AUTO_FOCUS = "#name-0"
    ACTIONS = NEW_GAME
    BINDINGS = NEW_GAME.bindings()
    # Under 100 columns the autosaved games go under the form.
    HORIZONTAL_BREAKPOINTS = [(0, "-narrow"), (100, "-wide")]

    def __init__(self, save_to: Path | None = None) -> None:
        super().__init__()
        self.save_to = save_to
        self.recent: list[storage.RecentGame] = []
        # The autosaves deleted here, the last one last, each with its line in the list.
        self.deleted: list[tuple[WorkingGame, str]] = []
        self.known_names = KnownNames()  # the history's players, offered while typing
        self.sub_title = self.title_words()

    def title_words(self) -> str:
        """What the title line says this screen is, in the language chosen now."""
        if self.save_to is not None:
            return say(message("new game, to be saved as {file}", file=self.save_to.name))
        return _("new game")

    @property
    def fathom(self) -> FathomApp:
        return cast("FathomApp", self.app)

    def compose(self) -> ComposeResult:
        app = self.fathom
        if self.save_to is None and app.starts_the_table:
            self.sub_title = _("new game for the table: every browser with the join code joins it")
        yield TitleLine(app.format_title(app.title, self.sub_title or ""), id="title")
        with Horizontal(id="columns"):
            with Vertical(id="form"):
                yield Static(_("Expedition"), classes="pane-title")
                yield ListInTurn(
                    *(
                        Option(expedition_prompt(number, chosen=number == 1), id=str(number))
                        for number in EXPEDITION_TITLES
                    ),
                    id="expedition",
                )
                yield from self._player_fields()
                # The set's own names for its four colours, as a game file's `colours = [...]`:
                # a player's colour is then one of them, and the zones are typed with them.
                yield Static(_("Tile colours, if your set names its own"), classes="pane-title")
                yield self._field("colours", " ".join(DEFAULT_COLOURS), NO_SUGGESTIONS)
                switch = RuleSwitch(_("Rank players with no sea cucumbers"), id="zero-scores")
                switch.tooltip = _(
                    "The sea_cucumber_zero_scores switch: players with no sea "
                    "cucumbers still take a place in that ranking"
                )
                yield switch
                with Horizontal(id="start-line"):
                    yield StartButton(app, self.start_binding, id="start")
                    # A link rather than a button: the same for the mouse, lighter to draw.
                    # Not in a browser, which cannot reach the host's files.
                    if not app.host_only("open"):
                        yield Static(key_links(app, [("app", app.open_binding)]), id="links")
                yield Static(id="problem", classes="error")
                # Not yet playing: learn to score first.
                yield Static(key_links(app, [("app", APP["app.quiz"].binding)]), id="quiz-link")
            # The autosaved games are the host's: a served page (a browser) is not shown them.
            if not app.in_browser:
                with Vertical(id="recent-pane"):
                    yield Static(_("Resume an autosaved game"), classes="pane-title")
                    yield RecentList(id="recent")
                    yield Static(id="recent-hint", classes="muted")
        yield KeyLine(shown_keys(self, self.BINDINGS), id="keys")

    def _player_fields(self) -> ComposeResult:
        """The players' names and colours, under their title."""
        players = message(
            "Players, 2 to 4 (Enter: the next name), a colour each if you like ({colours})",
            colours=tuple(Message(COLOUR_WORDS[colour]) for colour in DEFAULT_COLOURS),
        )
        yield Static(say(players), classes="pane-title")
        colours = GameColours(self.colours)
        with Grid(id="players"):
            for index in range(MAX_PLAYERS):
                player = say(message("Player {number}", number=index + 1))
                yield self._field(f"name-{index}", player, self.known_names)
                yield self._field(f"colour-{index}", _("colour"), colours)

    @property
    def start_binding(self) -> Binding:
        start = self.BINDINGS[0]
        assert isinstance(start, Binding)
        return start

    def _field(self, id: str, placeholder: str, suggester: Suggester) -> Input:
        field = FieldInTurn(placeholder=placeholder, id=id, suggester=suggester)
        field.cursor_blink = self.fathom.cursor_blink
        return field

    def on_mount(self) -> None:
        if taken_down(self):
            return  # quitting already
        expeditions = self.query_one("#expedition", OptionList)
        expeditions.highlighted = 0
        # The expedition comes first on the screen and first at a table: arrows pick it, then
        # Enter or Tab goes on to the names.
        expeditions.focus()
        # Reading every autosave is file work the first frame need not wait for.
        self.call_after_refresh(self.list_recent_games)

    def on_option_list_option_highlighted(self, event: OptionList.OptionHighlighted) -> None:
        """The chosen expedition marked in words as well as in colour: ● by it, ○ by the
        others (a colour alone is lost to some eyes, and to the list once the names have the
        focus)."""
        if event.option_list.id != "expedition":
            return
        for index, number in enumerate(EXPEDITION_TITLES):
            chosen = index == event.option_index
            event.option_list.replace_option_prompt_at_index(
                index, expedition_prompt(number, chosen)
            )

    async def retell(self) -> None:
        """Say everything again in the language chosen now (FathomApp.action_language):
        composed again, with what was typed, chosen and switched on kept."""
        typed = {field.id: field.value for field in self.query(Input)}
        expedition = self.query_one("#expedition", OptionList).highlighted
        switched = self.query_one(RuleSwitch).value
        focused = self.focused.id if self.focused is not None else None
        self.sub_title = self.title_words()
        await self.recompose()
        for field in self.query(Input):
            field.value = typed.get(field.id, "")
        self.query_one("#expedition", OptionList).highlighted = expedition
        self.query_one(RuleSwitch).value = switched
        if focused is not None:
            self.set_focus(self.query_one(f"#{focused}"))
        self.list_recent_games()

    def list_recent_games(self) -> None:
        if taken_down(self) or self.fathom.in_browser:
            return  # gone; or a served page: the host's games and players are not its own
        self.known_names.read_history()
        self.show_recent()

    def show_recent(self, done: str = "", slot: str | None = None) -> None:
        """List the games to carry on (`slot`'s highlighted), saying `done` if anything was
        just done to one."""
        try:
            self.recent = storage.recent_games()
        except storage.AutosaveError as error:
            self.say_recent(
                say(message("Autosaved games cannot be read: {error}", error=str(error)))
            )
            self.fathom.report_autosave(str(error))
            return
        options = self.query_one("#recent", OptionList)
        options.clear_options()
        options.add_options(Option(Content(r.summary)) for r in self.recent)  # names: text
        slots = [r.slot for r in self.recent]
        if slots:
            options.highlighted = slots.index(slot) if slot in slots else 0
        keys = (
            _("Enter carries one on where it stopped; Delete deletes it (u: undo). ")
            if self.recent
            else _("None to carry on. ")
        )
        listed = _(
            "Every game is autosaved, and listed here from its first entry until it is recorded."
        )
        self.say_recent(f"{done}\n\n" * bool(done) + keys + listed)

    def say_recent(self, text: str) -> None:
        self.query_one("#recent-hint", Static).update(escape(text))

    def check_action(self, action: str, parameters: tuple[object, ...]) -> bool | None:
        if action == "type_name":
            return self.focused is not None and self.focused.id == "expedition"
        return not self.fathom.host_only(action)  # a served page has no autosaved games to go to

    def action_resume(self) -> None:
        # At once, not once the app is idle (focus()): the Enter typed next in the same burst
        # is the list's.
        self.set_focus(self.query_one("#recent", OptionList))

    def action_delete_autosave(self) -> None:
        index = self.query_one("#recent", OptionList).highlighted
        if index is None or index >= len(self.recent):
            return
        gone = self.recent[index]
        try:
            deleted = storage.delete(gone.slot)
        except storage.AutosaveError as error:
            self.say_recent(say(message("Not deleted: {error}", error=str(error))))
            return
        if deleted is not None:
            self.deleted.append((deleted, gone.summary))
        self.show_recent(say(message("Deleted {game} (u: undo)", game=gone.summary)))

    def action_undelete_autosave(self) -> None:
        if not self.deleted:
            self.say_recent(_("Nothing deleted here to bring back"))
            return
        back, summary = self.deleted.pop()
        try:
            storage.bring_back(back)
        except storage.AutosaveError as error:
            self.deleted.append((back, summary))
            self.say_recent(say(message("Not brought back: {error}", error=str(error))))
            return
        self.show_recent(say(message("Brought back {game}", game=summary)), back.slot)

    def chosen_expedition(self) -> int:
        """The expedition highlighted: the game's, and the quiz's (FathomApp.action_quiz)."""
        chosen = self.query_one("#expedition", OptionList).highlighted_option
        return int(chosen.id) if chosen and chosen.id else 1

    def colours(self) -> tuple[str, ...]:
        """The tiles' colour names typed (by spaces or commas), else the usual four."""
        typed = self.query_one("#colours", Input).value.replace(",", " ").lower().split()
        return tuple(typed) if typed else DEFAULT_COLOURS

    def game(self) -> Game:
        # The model loads here, once a game begins, not with the app's first screen.
        from ...model import Game, Player, RuleSwitches

        number = self.chosen_expedition()
        players = []
        for index in range(MAX_PLAYERS):
            name = self.query_one(f"#name-{index}", Input).value.strip()
            colour = colour_typed(self.query_one(f"#colour-{index}", Input).value, self.colours())
            if name:
                players.append(Player(name, colour=colour or None))
        rules = RuleSwitches(sea_cucumber_zero_scores=self.query_one(RuleSwitch).value)
        return Game(number, tuple(players), colours=self.colours(), rules=rules)

    def action_start(self) -> None:
        from ...table.session import Refused, Session

        app = self.fathom
        if app.replacing:
            return  # started already (Start pressed again in the same burst): no second game
        try:
            session = Session(self.game(), self.save_to)
        except Refused as refusal:
            self.query_one("#problem", Static).update(Content(f"✗ {refusal}"))  # names: text
            return
        # Autosaved from its first entry on: a game started and left at once is none to
        # carry on. (Served: the table's game.)
        app.start(app.new_game_session(session))

    async def action_next_field(self) -> None:
        """Enter on the expedition goes on to the names; on a name, to the next player's name;
        after the last one, or from an empty name, to the Start button; on the button, it
        starts the game. Only the button (or its key) starts: a table types names with Enter,
        and a game started with a player missing cannot take them in later.

        The focus moves as the app takes Enter, in its turn among the keys: moved later (once
        a field's Submitted message came back), the keys typed just after Enter (a fast
        typist, a browser's burst of keys) would still go to the field before. The app hands
        on no key while this runs, so the field is first let take the keys it was handed
        before Enter, and what it holds is read after them."""
        focused = self.focused
        if focused is None:
            raise SkipAction()
        if isinstance(focused, StartButton):
            # Started as the app takes Enter: the keys typed after it then wait for the editor
            # (FathomApp.on_event), where on the button they were lost.
            self.action_start()
            return
        on_expedition = focused.id == "expedition"
        if not on_expedition and (not isinstance(focused, Input) or not focused.id):
            raise SkipAction()  # the rule switch, the autosaved games
        await caught_up(focused)  # an arrow typed just before Enter picks first
        if self.focused is not focused:
            raise SkipAction()  # a key typed before it went elsewhere (F2): Enter is there
        if on_expedition:
            self.set_focus(self.query_one("#name-0", Input))
            return
        assert isinstance(focused, Input) and focused.id  # as asked above
        if focused.id == "colours":
            self.set_focus(self.query_one(StartButton))
            return
        kind, index = focused.id.split("-")
        last = int(index) == MAX_PLAYERS - 1
        if last or (kind == "name" and not focused.value.strip()):
            self.set_focus(self.query_one(StartButton))
        else:
            self.set_focus(self.query_one(f"#name-{int(index) + 1}", Input))

    async def action_type_name(self, letter: str) -> None:
        """A letter typed on the expedition list: the first player's name begins. The focus
        moves as the app takes the letter, so the rest of the name, typed on, follows it,
        once the list has taken the keys before it (an arrow just before the letter picks);
        the letter goes to the field as a key, after the focus (which selects what it holds,
        as Tab to it does)."""
        if self.focused is not None:
            await caught_up(self.focused)
        field = self.query_one("#name-0", Input)
        self.set_focus(field)
        field.post_message(events.Key(letter, letter))

    async def action_tab(self, step: int) -> None:
        """Tab and shift+Tab, as the app takes them, like Enter (action_next_field): moved
        later, the focus left the name typed just after Tab to the field before it."""
        focused = self.focused
        if focused is not None:
            await caught_up(focused)
        self.focus_next() if step > 0 else self.focus_previous()

    def on_option_list_option_selected(self, event: OptionList.OptionSelected) -> None:
        from ...table.session import resume

        if event.option_list.id != "recent":
            self.query_one("#name-0", Input).focus()  # chosen by a click: on to the names
            return
        if self.fathom.replacing:
            return  # resumed already (Enter pressed again in the same burst)
        # Only in the host's terminal: a served page lists no autosaved games to resume.
        self.fathom.start(resume(self.recent[event.option_index]))


class RecentList(OptionList):
    """The autosaved games to carry on: Enter resumes one, Delete deletes it, u brings back the
    last one deleted."""

    ACTIONS = RECENT_LIST
    BINDINGS = RECENT_LIST.bindings()


class StartButton(Static, can_focus=True):
    """The one way to start: Enter or a click on it, or its key from anywhere on the screen.

    A focusable line of text drawn as a button: the stock Button costs the first frame more."""

    ACTIONS = START_BUTTON
    BINDINGS = START_BUTTON.bindings()

    def __init__(self, app: FathomApp, binding: Binding, **kwargs: Any) -> None:
        super().__init__(
            Content(f" ▶ {say(binding.description)} ({app.key_of(binding)}) "), **kwargs
        )

    def action_press(self) -> None:
        screen = self.screen
        if isinstance(screen, NewGameScreen):
            screen.action_start()

    def on_click(self) -> None:
        self.action_press()


class RuleSwitch(Static, can_focus=True):
    """A tick box as one line of text: the stock Checkbox costs the first frame more to draw."""

    ACTIONS = RULE_SWITCH
    BINDINGS = RULE_SWITCH.bindings()
    value: reactive[bool] = reactive(False)

    def __init__(self, label: str, **kwargs: Any) -> None:
        super().__init__(**kwargs)
        self.label = label

    def render(self) -> str:
        return f"[{'X' if self.value else ' '}] {self.label}"

    def action_switch(self) -> None:
        self.value = not self.value

    def on_click(self) -> None:
        self.action_switch()


def colour_typed(typed: str, colours: Sequence[str]) -> str:
    """The colour a player's field names: one of the game's colours as it is written or, for
    a default colour, as the reader's language says it (赤 for red, as the title lists them)."""
    folded = typed.strip().casefold()
    for colour in colours:
        if folded == _(COLOUR_WORDS.get(colour, colour)).casefold():
            return colour
    return folded


class GameColours(Suggester):
    """Completes a player's colour to one of the game's colours, as typed on the screen now."""

    def __init__(self, colours: Callable[[], Sequence[str]]) -> None:
        super().__init__(use_cache=False, case_sensitive=False)
        self.colours = colours

    async def get_suggestion(self, value: str) -> str | None:
        folded = value.casefold()
        return next((c for c in self.colours() if c.startswith(folded)), None)


class NoSuggestions(Suggester):
    async def get_suggestion(self, value: str) -> str | None:
        return None


NO_SUGGESTIONS = NoSuggestions()


class KnownNames(Suggester):
    """Completes a name to a player the history knows (Right arrow or End takes it), so that
    Ana is the same player game after game; read after the first frame."""

    def __init__(self) -> None:
        super().__init__(case_sensitive=False)
        self.names: list[str] = []

    def read_history(self) -> None:
        from ...history import History, HistoryError, database_file

        if not database_file().exists():
            return  # no history yet: nothing to offer, and no database made just to look
        try:
            with History.open() as history:
                # The most played first: the likeliest completion wins a shared prefix.
                self.names = [p.name for p in sorted(history.players(), key=lambda p: -p.games)]
        except HistoryError:
            self.names = []  # the History screen says what is wrong with the file

    async def get_suggestion(self, value: str) -> str | None:
        folded = value.casefold()
        return next((name for name in self.names if name.casefold().startswith(folded)), None)


def expedition_prompt(number: int, chosen: bool) -> str:
    """An expedition's line in the list, marked when it is the one chosen."""
    return f"{'●' if chosen else '○'} {number}: {_(EXPEDITION_TITLES[number])}"
