"""Textual's command palette, saying its own words (the search field's placeholder, "no
matches") in the language chosen."""

from __future__ import annotations

from rich.align import Align
from rich.text import Text
from textual.command import CommandList, CommandPalette
from textual.widgets.option_list import Option

from ...words import _


class SaidCommandPalette(CommandPalette):
    def __init__(self, *, id: str | None = None) -> None:
        super().__init__(placeholder=_("Search for commands…"), id=id)

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
