"""Textual's command palette, saying its own words (the search field's placeholder, "no
matches") in the language chosen."""

from __future__ import annotations

from collections.abc import Iterable
from typing import Self

from rich.align import Align
from rich.text import Text
from textual.app import ComposeResult
from textual.command import Command, CommandInput, CommandList, CommandPalette, SearchIcon
from textual.containers import Horizontal, Vertical
from textual.content import Content
from textual.visual import VisualType
from textual.widgets import Button, LoadingIndicator
from textual.widgets.option_list import Option

from ...words import _
from .prose import broken


class BrokenCommandList(CommandList):
    """The palette's list of commands, each command's help broken between phrases in
    Japanese (app/widgets/prose.py): Textual cut 「レッスン」 after its レ at a phone's width."""

    def add_options(self, new_options: Iterable[Option | VisualType | None]) -> Self:
        return super().add_options(_broken_command(option) for option in new_options)


def _broken_command(option: Option | VisualType | None) -> Option | VisualType | None:
    if isinstance(option, Command) and isinstance(option.prompt, Content):
        return Command(broken(option.prompt), option.hit, option.id, option.disabled)
    return option


class SaidCommandPalette(CommandPalette):
    def __init__(self, *, id: str | None = None) -> None:
        self.said_placeholder = _("Search for commands…")
        super().__init__(placeholder=self.said_placeholder, id=id)

    def compose(self) -> ComposeResult:
        """Textual's own (Textual 8.2.8, CommandPalette.compose) with the command list that
        breaks Japanese lines: Textual takes no class for its list."""
        with Vertical(id="--container"):
            with Horizontal(id="--input"):
                yield SearchIcon()
                yield CommandInput(placeholder=self.said_placeholder, select_on_focus=False)
                if not self.run_on_select:
                    yield Button("\u25b6")
            with Vertical(id="--results"):
                yield BrokenCommandList()
                yield LoadingIndicator()

    def _start_no_matches_countdown(self, search_value: str) -> None:
        """Textual's own (Textual 8.2.8, CommandPalette._start_no_matches_countdown), with its
        English "No matches found" said instead: Textual takes no wording for it."""
        self._stop_no_matches_countdown()

        def show_no_matches() -> None:
            if search_value:
                self.query_one(CommandList).add_option(
                    Option(
                        Align.center(Text(_("No matches found"), style="not bold")),
                        disabled=True,
                        id=self._NO_MATCHES,
                    )
                )
                self._list_visible = True
            else:  # discovering, not searching: no commands to show is no news
                self._list_visible = False

        self._no_matches_timer = self.set_timer(self._NO_MATCHES_COUNTDOWN, show_no_matches)
