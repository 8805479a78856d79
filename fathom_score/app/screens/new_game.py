"""The new-game screen: expedition, players, the rule switch, and autosaved games to resume."""

from __future__ import annotations

from pathlib import Path

from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Horizontal, Vertical
from textual.screen import Screen
from textual.widgets import (Button, Checkbox, Footer, Header, Input, Label, OptionList,
                             RadioButton, RadioSet, Select, Static)
from textual.widgets.option_list import Option

from ...model import DEFAULT_COLOURS, EXPEDITIONS, Game, Player, RuleSwitches
from .. import storage
from ..session import Refused, Session, resume

MAX_PLAYERS = 4


class NewGameScreen(Screen):
    CSS_PATH = "new_game.tcss"
    BINDINGS = [
        Binding("f10", "start", "Start the game", id="new_game.start"),
    ]

    def __init__(self, save_to: Path | None = None) -> None:
        super().__init__()
        self.save_to = save_to
        self.recent = storage.recent_games()

    def compose(self) -> ComposeResult:
        yield Header()
        with Horizontal(id="columns"):
            with Vertical(id="form"):
                yield Label("New game", classes="pane-title")
                yield Label("Expedition")
                with RadioSet(id="expedition"):
                    for number, expedition in EXPEDITIONS.items():
                        yield RadioButton(f"{number}: {expedition.title}", value=number == 1,
                                          id=f"expedition-{number}")
                yield Label("Players (2 to 4): name, and their colour if you like")
                for index in range(MAX_PLAYERS):
                    with Horizontal(classes="player-row"):
                        name = Input(placeholder=f"Player {index + 1}", id=f"name-{index}")
                        name.cursor_blink = self.app.cursor_blink
                        yield name
                        yield Select(((c, c) for c in DEFAULT_COLOURS), prompt="colour",
                                     id=f"colour-{index}", compact=True)
                yield Checkbox("Players with no sea cucumbers still take a place "
                               "(sea_cucumber_zero_scores)", id="zero-scores")
                with Horizontal(id="buttons"):
                    yield Button("Start (F10)", variant="primary", id="start")
                    yield Button("Open a file… (ctrl+o)", id="open")
                yield Static(id="problem", classes="error")
            with Vertical(id="recent-pane"):
                yield Label("Resume an autosaved game", classes="pane-title")
                yield OptionList(*(Option(r.summary) for r in self.recent), id="recent")
                if not self.recent:
                    yield Static("No autosaved games yet: every change you make is "
                                 f"autosaved under {storage.HOME_VARIABLE} "
                                 "(see docs/app.md).", classes="muted")
        yield Footer()

    def on_mount(self) -> None:
        self.sub_title = (f"new game, to be saved as {self.save_to.name}" if self.save_to
                          else "new game")
        self.query_one("#name-0", Input).focus()

    def game(self) -> Game:
        radio = self.query_one(RadioSet).pressed_button
        number = int(radio.id.removeprefix("expedition-")) if radio else 1
        players = []
        for index in range(MAX_PLAYERS):
            name = self.query_one(f"#name-{index}", Input).value.strip()
            colour = self.query_one(f"#colour-{index}", Select).value
            if name:
                players.append(Player(name, colour=colour if isinstance(colour, str) else None))
        rules = RuleSwitches(sea_cucumber_zero_scores=self.query_one(Checkbox).value)
        return Game(number, tuple(players), rules=rules)

    def action_start(self) -> None:
        try:
            session = Session(self.game(), self.save_to)
        except Refused as refusal:
            self.query_one("#problem", Static).update(f"✗ {refusal}")
            return
        session.autosave()
        self.app.run_worker(self.app.start(session))

    def on_input_submitted(self, event: Input.Submitted) -> None:
        self.action_start()

    def on_button_pressed(self, event: Button.Pressed) -> None:
        if event.button.id == "start":
            self.action_start()
        else:
            self.app.action_open()

    def on_option_list_option_selected(self, event: OptionList.OptionSelected) -> None:
        self.app.run_worker(self.app.start(resume(self.recent[event.option_index])))
