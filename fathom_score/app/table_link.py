"""The app's link to a served game's table (`fathom-score serve`): joining it, polling it,
sharing this session's board and leaving it. The table's own logic (claims, heartbeats,
snapshots) is headless, in table/shared.py; this module only asks it and says what happened.
"""

from __future__ import annotations

import os
from collections.abc import Callable
from contextlib import suppress
from pathlib import Path
from typing import TYPE_CHECKING

from ..words import Message, _, message, say

if TYPE_CHECKING:
    from textual.timer import Timer

    from ..model import Game
    from ..table.session import Session
    from ..table.shared import SharedSession, Snapshot
    from .app import FathomApp


class TableLink:
    """A browser session's part in the served game `code`: the table's session, once joined."""

    def __init__(self, app: FathomApp, code: str) -> None:
        self.app = app
        self.code = code
        self.shared: SharedSession | None = None
        self.left = False  # a game other than the table's was started here since
        self.poll_timer: Timer | None = None
        self.reveal_version = 0  # the served reveal's version last followed

    @classmethod
    def of_environment(cls, app: FathomApp) -> TableLink | None:
        """The link to the served game's table, in a browser session under `fathom-score
        serve` (its join code is in the environment); None in a terminal."""
        from ..config.places import CODE_VARIABLE

        code = os.environ.get(CODE_VARIABLE)
        return cls(app, code) if code else None

    def game_without_file(self) -> Game | None:
        """Served without a file: the table's game, once a browser has started it."""
        from ..table.shared import SharedError, table_game

        try:
            return table_game(self.code)
        except SharedError as error:
            self.app.player_error = not_shared(error)
            return None

    def join(
        self, game: Game, path: Path | None, seat: Callable[[Game], int | None]
    ) -> Session | None:
        """The shared table's session: the game as the table holds it (`game` if no session
        has stored one yet), the board `seat` picks claimed. None when the table cannot be
        reached (said once the app is up)."""
        from ..table.shared import SharedError, SharedSession

        try:
            self.shared = SharedSession.join(self.code, game, path, seat)
        except SharedError as error:
            self.app.player_error = not_shared(error)
            return None
        return self.shared.session

    @property
    def may_start(self) -> bool:
        """Whether a new game started here may become the table's game: this session has not
        been at the table yet."""
        return self.shared is None and not self.left

    def start_or_join(
        self, session: Session, path: Path | None, seat: Callable[[Game], int | None]
    ) -> Session:
        """A game started on the new-game screen becomes the table's game; if another browser
        started one first, this session joins that one instead."""
        joined = self.join(session.game, path, seat)
        if joined is None:
            if self.app.player_error:
                self.app.notify(self.app.player_error, severity="warning", timeout=10)
            return session
        if joined.game != session.game:
            self.app.notify(
                _(
                    "Another browser started the table's game first: here it is, and "
                    "this game was not kept."
                ),
                title=_("Joined the table"),
                timeout=10,
            )
        self.at_table()
        return joined

    @property
    def role(self) -> Message | None:
        """What this session does at the table, for its title; None before it joins."""
        return self.shared.role if self.shared is not None else None

    def role_showing(self, shown: int | None) -> Message | None:
        """The role for a title over `shown`'s board: a page entering its own board that
        shows another's says whose is shown, not "entering" a board that is not on screen."""
        shared = self.shared
        if shared is None or shown is None or shared.player in (None, shown) or not shared.holds:
            return self.role
        players = shared.session.game.players
        return message(
            "showing {shown}'s board (this page enters {name}'s)",
            shown=players[shown].name,
            name=players[shared.player].name,
        )

    def at_table(self) -> None:
        """Now a session of the shared table: say whose board this is, and start polling."""
        from ..table.shared import POLL_SECONDS

        self.say_who_holds()
        self.carry_on_reveal()
        if self.poll_timer is None:
            self.poll_timer = self.app.set_interval(POLL_SECONDS, self.poll)

    def carry_on_reveal(self) -> None:
        """A reveal the table is in the middle of (this page came late, or its server was
        restarted) opens where it has got to, with the guesses typed, on the host's page too:
        the table keeps its step and guesses, which begun afresh were lost."""
        from ..table.reveal import ENDED
        from ..table.shared import SharedError

        shared = self.shared
        if shared is None:
            return
        try:
            state = shared.table.reveal()
        except SharedError:
            return  # said by the game's own poll
        if state is None:
            return
        self.reveal_version = state[0]
        if state[1] != ENDED:
            self.app.call_after_refresh(self.app.open_reveal, (state[1], state[2]), True)

    def say_who_holds(self) -> None:
        """Tell a session that asked for a board held elsewhere that it only watches."""
        shared = self.shared
        if shared is None or shared.player is None or shared.holds:
            return
        name = shared.session.game.players[shared.player].name
        # Who holds it, in the table's words: another browser that joined as the same player
        # (its session id, a process number and random letters, means nothing to a player).
        self.app.notify(
            say(
                message(
                    "{name}'s board is being entered in another browser that joined as "
                    "{name}: here it is only shown, and it becomes yours here if that "
                    "browser leaves.",
                    name=name,
                )
            ),
            title=_("Watching"),
            severity="warning",
            timeout=10,
        )

    def poll(self) -> None:
        """Poll the table off the UI thread (one poll at a time: SharedSession.poll)."""
        self.app.run_worker(self._poll, thread=True, group="table", exit_on_error=False)

    def _poll(self) -> None:
        """Beat the heart, write what is left, and bring in the others' changes (the drawing
        is the UI thread's)."""
        from ..table.shared import SharedError

        shared = self.shared
        if shared is None:
            return
        held = shared.holds
        try:
            snapshot = shared.poll()
        except SharedError as error:
            problem = say(message("The table is not shared: {error}", error=str(error)))
            self.app.call_from_thread(self.app.report_autosave, problem)
            return
        if snapshot is not None or held != shared.holds:
            self.app.call_from_thread(self.took_in, snapshot, held != shared.holds)
        session = shared.session
        if session.autosave_problem is not None:  # a write refused (the database was busy)
            session.autosave_due = True  # the table took its boards again: the autosave too
            session.autosave_if_due()
            if session.autosave_problem is None:
                self.app.call_from_thread(self.written_again)
        self._poll_reveal(shared)

    def written_again(self) -> None:
        """The title stops saying "not autosaved": what was entered meanwhile is written."""
        self.app.report_autosave(None)
        update_titles = getattr(self.app.screen, "update_titles", None)
        if update_titles is not None:
            update_titles()

    def _poll_reveal(self, shared: SharedSession) -> None:
        """The served reveal moved on (or a guess came): every page follows it."""
        from ..table.shared import SharedError

        try:
            version = shared.table.reveal_version()
            state = shared.table.reveal() if version != self.reveal_version else None
        except SharedError:
            return  # said by the game's own poll
        # Polls run on worker threads and may be answered out of turn: never step back to an
        # older state of the reveal than one already followed.
        if state is None or state[0] <= self.reveal_version:
            return
        self.reveal_version = state[0]
        self.app.call_from_thread(self.app.open_reveal, (state[1], state[2]))

    def took_in(self, snapshot: Snapshot | None, holding_changed: bool) -> None:
        shared = self.shared
        if shared is None:
            return
        if holding_changed and shared.holds:
            self.app.notify(_("This board is yours again: its other session has left."), timeout=6)
        elif holding_changed:
            self.say_who_holds()
        changed = snapshot is not None and shared.take_in(snapshot)
        if changed or holding_changed:
            refresh_game = getattr(self.app.screen, "refresh_game", None)
            if refresh_game is not None:
                refresh_game()

    def leave_unless_for(self, session: Session) -> None:
        """Leave the table if `session` is another game (a new one started here)."""
        if self.shared is not None and session is not self.shared.session:
            self.leave()

    def leave(self) -> None:
        """Hand back this session's board at once, rather than once its heartbeat is old."""
        from ..table.shared import SharedError

        shared, self.shared = self.shared, None
        if shared is not None:
            self.left = True
            with suppress(SharedError):  # else its heartbeat grows old and it expires
                shared.leave()


def not_shared(error: Exception) -> str:
    """Why this session is not at the table, said once the app is up."""
    return say(message("Not shared with the table: {error}", error=str(error)))
