"""The app as `fathom-score serve` runs it, one process per browser: Textual's web driver,
except that the app ends when its standard input does.

The server writes the page's keys into that pipe, and it closes when the server ends the
session or the server itself is gone, even killed with SIGKILL (the system closes a dead
process's files). Textual's own driver only stops reading then, and the app ran on, holding
its player's board and beating its heart for nobody (a "ghost" that locked a restarted
server's page out of its own board). Here it quits, and if quitting hangs it is ended.

It also takes the page's new cell (PAGE_CELL_META, sent when the page chooses its font again
as a phone turns) to the app, whose tap pad keeps its items a fingertip in it.
"""

from __future__ import annotations

import os
import threading

from textual import messages
from textual.drivers.web_driver import WebDriver
from textual.message import Message

from ..config.places import PAGE_CELL_META, read_cell

# How long an app whose server has gone may take to quit (to write its last change and hand
# back its board) before the process ends anyway.
ORPHAN_SECONDS = 5.0


class PageCell(Message):
    """The page's terminal cell in CSS px is now `cell` (width, height)."""

    def __init__(self, cell: tuple[float, float]) -> None:
        super().__init__()
        self.cell = cell


class ServedDriver(WebDriver):
    """Textual's web driver for an app process of `fathom-score serve` (TEXTUAL_DRIVER)."""

    def run_input_thread(self) -> None:
        super().run_input_thread()
        if not self.exit_event.is_set():  # the input ended, not the app
            self._app.post_message(messages.ExitApp())
            deadline = threading.Timer(ORPHAN_SECONDS, os._exit, (1,))
            deadline.daemon = True
            deadline.start()

    def on_meta(self, packet_type: str, payload: dict[str, object]) -> None:
        if packet_type != PAGE_CELL_META:
            super().on_meta(packet_type, payload)
        elif (cell := read_cell(str(payload.get("cell")))) is not None:
            self._app.post_message(PageCell(cell))
