"""The entry field: zone notation or quick codes, with completion of the notation's words."""

from __future__ import annotations

from collections.abc import Callable

from textual.message import Message
from textual.suggester import Suggester
from textual.widgets import Input

from ...model import Game
from ...table.entry import complete


class NotationSuggester(Suggester):
    """Completes the word being typed from the words the notation allows at that point."""

    def __init__(self, game: Callable[[], Game]) -> None:
        super().__init__(use_cache=False)
        self.game = game

    async def get_suggestion(self, value: str) -> str | None:
        return complete(value, self.game())


class EntryField(Input):
    """An Input whose left and right arrows move the board's cursor while it is empty."""

    class Step(Message):
        def __init__(self, direction: str) -> None:
            super().__init__()
            self.direction = direction

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
