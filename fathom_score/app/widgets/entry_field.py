"""The entry field: zone notation or quick codes, with completion of the notation's words."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from textual import events
from textual.suggester import Suggester
from textual.widgets import Input

from ...model import Game
from ...table.entry import LONGEST_ENTRY, complete
from .in_turn import KeysInTurn


class NotationSuggester(Suggester):
    """Completes the word being typed from the words the notation allows at that point."""

    def __init__(self, game: Callable[[], Game]) -> None:
        super().__init__(use_cache=False)
        self.game = game

    async def get_suggestion(self, value: str) -> str | None:
        return complete(value, self.game())


class EntryField(KeysInTurn, Input):
    """An Input whose left and right arrows move the board's cursor while it is empty, and
    which hands on each entry with Enter in turn with the keys typed around it: its editing
    keys (Backspace, the arrows, ctrl+u, ...) run in turn too, or `rcf` Backspace Enter in one
    burst would enter the fish, the Backspace coming back up from the app after the Enter."""

    def __init__(
        self, *, enter: Callable[[str], None], step: Callable[[str], None], **options: Any
    ) -> None:
        super().__init__(max_length=LONGEST_ENTRY, **options)  # a longer paste is refused
        # Called at once, in turn with the keys: they act on the board and zone shown now.
        self.enter = enter  # takes an entry
        self.step = step  # moves the board's cursor a zone (E or W)
        self.keys_taken = 0  # so far: whether typing went on after an entry
        self.fix = ""  # the entry a refusal of this text suggests instead: Tab takes it

    async def on_key(self, event: events.Key) -> None:
        # Textual runs KeysInTurn's key handler after this one, then Input's, unless this one
        # prevents the default (as it does for Enter).
        self.keys_taken += 1
        if event.key == "tab" and self.fix:
            event.stop()
            event.prevent_default()  # not on to the next widget
            self.value, self.fix = self.fix, ""
            self.cursor_position = len(self.value)
            return
        if event.key != "enter":
            return
        # Enter is taken here, in its turn among the keys, and the entry is entered at once:
        # as the Input's binding, or a Submitted message, it would be entered only once it
        # had come up to the screen, and the keys typed just after it (a fast typist, a
        # paste, a browser's burst of keys) would be ahead of it: the next entry's first
        # keys run into it, Page Down or an arrow move it to another board or zone.
        event.stop()
        event.prevent_default()
        self.enter_now()

    def enter_now(self) -> None:
        """Hand on what the field holds, as Enter does (the tap pad's Enter too)."""
        entry, self.fix = self.value, ""
        with self.prevent(Input.Changed):  # the screen says how the entry went
            self.value = ""
        self.enter(entry)

    def action_cursor_left(self, select: bool = False) -> None:
        if self.value or select:
            super().action_cursor_left(select)
        else:
            self.step("W")

    def action_cursor_right(self, select: bool = False) -> None:
        if self.value or select:
            super().action_cursor_right(select)
        else:
            self.step("E")
