"""The entry field: zone notation or quick codes, with completion of the notation's words."""

from __future__ import annotations

from collections.abc import Callable

from textual import events
from textual.message import Message
from textual.suggester import Suggester
from textual.widgets import Input

from ...model import Game
from ...table.entry import complete
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

    class Step(Message):
        def __init__(self, direction: str) -> None:
            super().__init__()
            self.direction = direction

    async def _on_key(self, event: events.Key) -> None:
        if event.key != "enter":
            await super()._on_key(event)
            return
        # Enter is taken here, in its turn among the keys. As the Input's binding it would run
        # only once it had bubbled up to the app, and the field may have taken the next
        # entry's first keys by then (a fast typist, a paste, a browser's burst of keys): the
        # two entries would run together. The field empties at once for the next entry; the
        # screen puts back an entry it refuses.
        event.stop()
        event.prevent_default()
        entry, self.value = self.value, ""
        self.post_message(self.Submitted(self, entry))

    def action_cursor_left(self, select: bool = False) -> None:
        if self.value or select:
            super().action_cursor_left(select)
        else:
            self.post_message(self.Step("W"))

    def action_cursor_right(self, select: bool = False) -> None:
        if self.value or select:
            super().action_cursor_right(select)
        else:
            self.post_message(self.Step("E"))
