"""Textual's Footer, with each key's words said in the language chosen now."""

from __future__ import annotations

from textual.app import ComposeResult
from textual.widgets import Footer
from textual.widgets._footer import FooterKey

from ...words import say


class SaidFooter(Footer):
    """The Footer's keys, their descriptions (msgids, from the action tables) said as the
    footer is composed: it is composed again when the bindings change, and when the language
    does (FathomApp.action_language)."""

    def compose(self) -> ComposeResult:
        for widget in super().compose():
            if isinstance(widget, FooterKey) and widget.description:
                widget.description = say(widget.description)
            yield widget
