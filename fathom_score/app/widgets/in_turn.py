"""Widgets that act on every key in the order it was typed, however fast the keys come.

Textual hands each key to the focused widget at once, and runs a key's binding (an arrow,
Backspace, an option list's Enter) only when the key comes back up to the app. On the new-game
form, Enter moves the focus on as soon as the app takes it (NewGameScreen.action_next_field),
so a binding key typed just before it, in one burst (a browser's keys, a fast typist over a
slow link), would come back up after the focus had moved, and act on the next field instead.
These widgets run their own bindings as they take each key, in turn with the keys typed into
them; the screen's Enter waits until the focused one has taken every key it was handed.
"""

from __future__ import annotations

import asyncio
from typing import TYPE_CHECKING

from textual import events
from textual.widget import Widget
from textual.widgets import Input, OptionList

if TYPE_CHECKING:
    from textual.app import App


class KeysInTurn:
    """Mixed into a widget: its key bindings run as it takes each key (those of the screen
    and the app above it too, as the app would run them). A plain class, not a Widget, so
    that the widget it is mixed into keeps its own styles and component classes."""

    app: App[object]
    # Whether typed characters are the widget's own (an Input inserts them), never a binding;
    # on the board, letters are keys (w e a d z x, u, r).
    TAKES_TEXT = True

    async def on_key(self, event: events.Key) -> None:
        # Textual runs the key handler of every class of the widget, this one first and then
        # the widget's own (Input's, which types the character), unless a handler prevents
        # the default: so a key a binding took goes no further, and any other key goes on.
        text = self.TAKES_TEXT and event.is_printable
        # Private in Textual 8.2.8: App._check_bindings runs the key's bindings as Textual
        # does when the key comes back up (the focused widget's, then the screen's and the
        # app's), each in turn until one's action runs: the editor's Esc and Enter raise
        # SkipAction when the focus is elsewhere, and the next binding of the key then runs.
        # No public call does that now: Screen.active_bindings holds one binding a key, so
        # running it with App.run_action would not fall through, and App.simulate_key posts
        # the key to go round again, after the keys already typed rather than in their turn.
        if not text and await self.app._check_bindings(event.key):
            event.stop()
            event.prevent_default()


class FieldInTurn(KeysInTurn, Input):
    """A text field of the new-game form, or a dialog's."""


class ListInTurn(KeysInTurn, OptionList):
    """An option list of the new-game form."""


async def caught_up(widget: Widget) -> None:
    """Once `widget` has handled every message it was sent before this call."""
    done = asyncio.Event()
    widget.call_later(done.set)  # queued behind them
    await done.wait()
