"""The game being edited: every change checked by the core, undo and redo, autosave and save.

No Textual here, so the session can be tested and benchmarked without a screen, and the command
line could drive it too. A change goes: the typed text → an entry (`read_entry`) → the changed
zones → the core's legality check of just those zones (`zone_problems`, the same rules the
loader and `validate` apply) → the new game → autosave; the score is worked out on demand, for
the game it belongs to, so a screen can do it off its own thread. The session's game is always
legal, so a change needs checking only where it touches.

Each board keeps its own history: undo on one player's board never changes another's.
"""

from __future__ import annotations

import json
import os
import threading
import time
from collections.abc import Callable, Iterable
from dataclasses import dataclass, replace
from pathlib import Path
from typing import Any

from ..gamefile import (
    GameFileError,
    NotationError,
    Problem,
    dump_game,
    file_digest,
    format_content,
    game_problems,
    load_game,
    player_problems,
    read_zone,
    save_game,
    zone_problems,
)
from ..model import Board, Content, Game, Player, PoiKind
from ..scoring import Chooser, Scorepad, ScoringStopped, choose_coral_colours, score_game
from ..words import Message, Value, clauses, message, say
from . import storage
from .entry import (
    ENTRY,
    Jump,
    Kept,
    Place,
    Run,
    being_typed,
    continuations,
    described,
    read_entry,
)

NEW_GAME_FILE = "fathom-game.toml"  # a game without a file yet is offered this name


class Refused(ValueError):
    """A change the core would not accept; the message says why, in the core's words. It
    carries them as data (`words`), said in the chosen language when it is shown."""

    def __init__(self, words: Message | str) -> None:
        self.words = words
        super().__init__(words)

    def __str__(self) -> str:
        return say(self.words)


# How long a first screen may wait for its score before handing it to a thread: a normal board
# scores in about a millisecond, and a slow one (a big clump of multicoloured corals) is asked
# to stop (`score_game`'s stop) after this long.
QUICK_SCORE_SECONDS = 0.05


class NotYours(Refused):
    """A change to a board this session only shows: another device enters it."""


def checked(game: Game) -> Game:
    """The game, if the rules allow it; else Refused with every reason."""
    if problems := game_problems(game):
        raise Refused(say(clauses([_short(p) for p in problems])))
    return game


def _refuse_if(problems: list[Problem]) -> None:
    """Refuse a change with the first thing wrong with it, the one to put right first: the
    message is one line under the entry field."""
    if problems:
        raise Refused(_short(problems[0]))


def _short(problem: Problem) -> Message:
    if problem.zone:
        return message(
            "{where}: {problem}",
            where=message("zone {zone}", zone=problem.zone),
            problem=problem.message,
        )
    return problem.message


def _joined(parts: list[Message]) -> Message | None:
    """What an entry did, one part after another: "A1: red coral · A2: empty"."""
    joined: Message | None = None
    for part in parts:
        joined = part if joined is None else message("{done} · {then}", done=joined, then=part)
    return joined


def _kept_words(kinds: tuple[PoiKind, ...]) -> Value:
    """The kinds kept beside the board, in words: "statue, chest", or "none"."""
    return tuple(kind.word for kind in kinds) or message("none")


@dataclass(frozen=True)
class Outcome:
    """What an entry did (or would do): a line to show (said in the chosen language), and
    where the cursor goes next."""

    message: str
    cursor: str
    fix: str = ""  # the entry a refusal suggests instead (entry.Suggested), if it does


@dataclass(frozen=True)
class _Plan:
    game: Game | None  # None: nothing changes (a jump)
    outcome: Outcome


@dataclass(frozen=True)
class PendingScore:
    """A score still to be worked out, for `game` (the session's game when it was asked for)."""

    session: Session
    game: Game

    def wait(self) -> Scorepad | None:
        """The scorepad, worked out here or waited for while another thread works it out; call
        it from a worker thread. None if the game stopped being the session's meanwhile: the
        newer game's score is the one to wait for."""
        return self.session.latest_scorepad_of(self.game)


class Session:
    """One game open in one window."""

    def __init__(self, game: Game, path: Path | None = None, slot: str | None = None) -> None:
        self.path = path
        self.game = checked(game)
        # What the game file held when this window opened it: saving over anything else is a
        # conflict with another window or program.
        self.file_digest = file_digest(path) if path else None
        # Why the last autosave failed (it names the database and the problem), or None: the
        # game is then kept in this window only, until the database works again or it is saved.
        self.autosave_problem: str | None = None
        self.slot = slot or storage.new_slot()
        # What the slot held when this window last read or wrote it: autosaving over anything
        # else would overwrite another window's game.
        self.slot_text = self._read_slot() if slot else None
        # Where the game stopped (the board shown, the cursor's zone: the editor keeps it up
        # to date), written with every autosave, so that it is carried on there; and where
        # the slot has it.
        self.bookmark = self.slot_bookmark = storage.Bookmark(0, self.game.layout.zones[0])
        self.undo_stacks: list[list[Player]] = [[] for _ in game.players]
        self.redo_stacks: list[list[Player]] = [[] for _ in game.players]
        self.saved_game = self.game if path and path.exists() else None
        self.conflict: Message | None = None
        self._scored: tuple[Game, Scorepad] | None = None
        self._scoring = threading.Lock()
        # With `autosave_later` set (the app sets it), a change only marks the autosave due
        # and the caller writes it with `autosave_if_due`, from another thread if it likes:
        # the file is written after every change, but not before the screen shows it.
        self.autosave_later = False
        self.autosave_due = False
        # The history's number for this game once it is recorded (or when it was opened from
        # the history to be edited): finishing it again then replaces that record.
        self.recorded_as: int | None = None
        self._autosaving = threading.RLock()
        # Under `fathom-score serve` (table/shared.py): the boards this session enters (its
        # player's, once it holds it); every other board is entered elsewhere and only shown.
        # None: every board, as in a terminal.
        self.editable: frozenset[int] | None = None
        # Boards changed here and not yet written to the shared table.
        self.unshared: set[int] = set()
        # What writes them there (the SharedSession sets it, while this session is at a table).
        self.share: Callable[[], None] | None = None
        self._sharing = threading.Lock()
        # What picks the multicoloured corals' colours: at a served table, the table's own
        # (table/choices.py), so that a slow board is searched once for every page.
        self.choose: Chooser = choose_coral_colours

    # Scores --------------------------------------------------------------------------------

    def scorepad_of(self, game: Game) -> Scorepad:
        """The scorepad of `game` (this session's game now or earlier); safe to call from a
        worker thread: the last game scored is kept, as one (game, scorepad) pair, and a call
        made while another thread scores the same game waits for its result."""
        scorepad = self.latest_scorepad_of(game, latest_only=False)
        assert scorepad is not None
        return scorepad

    def latest_scorepad_of(self, game: Game, latest_only: bool = True) -> Scorepad | None:
        """As `scorepad_of`, but None when `game` is no longer the session's game by the time
        this call's turn comes, or stops being it while a long search works it out: on a slow
        board only the newest game is scored, whatever was typed meanwhile."""
        # A long search for a game changed meanwhile stops rather than finishing.
        stale = (lambda: game is not self.game) if latest_only else None
        return self._score(game, stale, skip=stale)

    def _score(
        self, game: Game, stop: Callable[[], bool] | None, skip: Callable[[], bool] | None = None
    ) -> Scorepad | None:
        """The scorepad of `game`, kept as the last one worked out; None if, once this call's
        turn comes, `skip` says it is not wanted, or `stop` says so during the search. One at
        a time: a call made while another scores waits, then finds it kept."""
        with self._scoring:
            scorepad = self.scored(game)
            if scorepad is None:
                if skip is not None and skip():
                    return None
                try:
                    scorepad = score_game(game, stop, self.choose)
                except ScoringStopped:
                    return None
                self._scored = (game, scorepad)
            return scorepad

    def scored(self, game: Game) -> Scorepad | None:
        """The scorepad of `game` if it is worked out already; None rather than wait."""
        scored = self._scored
        return scored[1] if scored is not None and scored[0] is game else None

    def score_now_or_later(self, within: float = 0.0) -> Scorepad | PendingScore:
        """The game's scorepad, if it is worked out already or takes under `within` seconds
        here (nearly every board); else a handle to wait on for it off the caller's thread, so
        that a slow board never holds up typing."""
        game = self.game
        scorepad = self.scored(game)
        if scorepad is None and within > 0:
            give_up = time.perf_counter() + within
            scorepad = self._score(game, lambda: time.perf_counter() > give_up)
        return scorepad if scorepad is not None else PendingScore(self, game)

    def score_ahead(self, within: float = QUICK_SCORE_SECONDS) -> None:
        """Have the game's score ready for a screen still being built, before its first frame:
        worked out here if that takes under `within` seconds (no thread, no second frame to
        show it), else on a thread of its own. Either way `scored` then finds it."""
        score = self.score_now_or_later(within)
        if isinstance(score, PendingScore):
            threading.Thread(target=score.wait, daemon=True, name="score-ahead").start()

    @property
    def scorepad(self) -> Scorepad:
        return self.scorepad_of(self.game)

    @property
    def unsaved(self) -> bool:
        return self.game is not self.saved_game

    # Entries -------------------------------------------------------------------------------

    def may_change(self, player: int) -> bool:
        return self.editable is None or player in self.editable

    def only_shown(self, player: int) -> str:
        """Why `player`'s board cannot be changed here."""
        name = self.game.players[player].name
        return say(
            message(
                "{name}'s board is entered on {name}'s own device; here it is only shown",
                name=name,
            )
        )

    def _refuse_unless_mine(self, player: int) -> None:
        if not self.may_change(player):
            raise NotYours(self.only_shown(player))

    def preview(self, player: int, cursor: str, text: str) -> Outcome:
        """What Enter would do with `text`, checked exactly as Enter checks it; nothing
        changes. The message starts with → when Enter would take it, ✗ and why when not, and
        is empty for a text Enter would refuse that is only still being typed."""
        try:
            plan = self._plan(player, cursor, text)
            if plan.game is not None:
                self._refuse_unless_mine(player)
        except NotYours as error:
            return Outcome(f"✗ {error}", cursor)
        except (NotationError, Refused) as error:
            if self._being_typed(player, cursor, text):
                return Outcome("", cursor)
            return Outcome(f"✗ {error}", cursor, getattr(error, "fix", ""))
        return Outcome(f"→ {plan.outcome.message}", cursor)

    def _being_typed(self, player: int, cursor: str, text: str) -> bool:
        """Whether a text Enter refuses is only unfinished: a word begun (`co`), or a few keys
        short of an entry Enter would take (`y2`, `green camera`)."""
        return being_typed(text, self.game) or any(
            self._takes(player, cursor, more) for more in continuations(text, self.game)
        )

    def _takes(self, player: int, cursor: str, text: str) -> bool:
        try:
            self._plan(player, cursor, text)
        except (NotationError, Refused):
            return False
        return True

    def enter(self, player: int, cursor: str, text: str) -> Outcome:
        """Do what `text` asks on `player`'s board at `cursor`; raises NotationError or Refused
        (and changes nothing) when the text cannot be read or the rules refuse it."""
        plan = self._plan(player, cursor, text)
        if plan.game is not None:
            self._change(player, plan.game)
        return plan.outcome

    def _plan(self, player: int, cursor: str, text: str) -> _Plan:
        text = text.strip()
        zones = self.game.layout.zones
        following = zones[min(zones.index(cursor) + 1, len(zones) - 1)]
        if not text:
            return _Plan(None, Outcome(say(_go_to(following)), following))
        entry = read_entry(text, self.game)
        if isinstance(entry, Jump):
            return _Plan(None, Outcome(say(_go_to(entry.zone)), entry.zone))
        if isinstance(entry, Kept):
            return _Plan(
                self._with_kept(player, entry.kinds),
                Outcome(say(_kept_now(entry.kinds)), cursor),
            )
        if isinstance(entry, Place):
            return _Plan(
                self._with_zones(player, {cursor: entry.content}),
                Outcome(say(_placed(cursor, entry.content)), following),
            )
        return self._plan_run(player, cursor, entry)

    def _plan_run(self, player: int, cursor: str, run: Run) -> _Plan:
        zones = self.game.layout.zones
        at = zones.index(cursor)
        contents: dict[str, Content | None] = {}
        passed: list[str] = []  # every zone the run filled or skipped, in order
        for place in run.places:
            if isinstance(place, Jump):
                at = zones.index(place.zone)
                continue
            if at >= len(zones):
                raise NotationError(
                    message("the run goes past the last zone, {zone}", zone=zones[-1])
                )
            zone = zones[at]
            if place is not None:
                if zone in contents:
                    raise NotationError(message("{zone} is entered twice in one run", zone=zone))
                contents[zone] = place.content
            passed.append(zone)
            at += 1
        parts = [_placed(zone, content) for zone, content in contents.items()]
        if not contents and passed:
            parts = [message("{first}–{last} skipped", first=passed[0], last=passed[-1])]
        game = self._with_zones(player, contents) if contents else None
        if run.kept is not None:
            game = self._with_kept(player, run.kept.kinds, game)
            parts.append(_kept_now(run.kept.kinds))
        last = zones[min(at, len(zones) - 1)]
        if isinstance(run.places[-1], Jump) or not parts:
            parts.append(_go_to(last))
        done = _joined(parts)
        return _Plan(game, Outcome(say(done) if done else "", last))

    # Changes -------------------------------------------------------------------------------

    def set_zone(self, player: int, zone: str, content: Content | None) -> None:
        self.set_zones(player, {zone: content})

    def set_zones(self, player: int, contents: dict[str, Content | None]) -> None:
        """Several zones at once: one change, accepted or refused as a whole, undone as one."""
        if contents:
            self._change(player, self._with_zones(player, contents))

    def set_kept(self, player: int, kept: tuple[PoiKind, ...]) -> None:
        self._change(player, self._with_kept(player, kept))

    def _with_zones(self, player: int, contents: dict[str, Content | None]) -> Game:
        owner = self.game.players[player]
        board = owner.board
        for zone, content in contents.items():
            board = board.with_zone(zone, content)
        game = self.game.with_player(player, replace(owner, board=board))
        _refuse_if([p for zone in contents for p in zone_problems(game, player, zone, ENTRY)])
        return game

    def _with_kept(self, player: int, kept: tuple[PoiKind, ...], game: Game | None = None) -> Game:
        """The game (this session's, or `game`) with `player`'s kept points of interest."""
        game = game or self.game
        game = game.with_player(player, replace(game.players[player], poi_kept=kept))
        _refuse_if(player_problems(game, player, ENTRY))
        return game

    def _change(self, player: int, game: Game) -> None:
        """Make a change the rules allow, so that it can be undone on that board."""
        self._refuse_unless_mine(player)
        self.undo_stacks[player].append(self.game.players[player])
        self.redo_stacks[player].clear()
        self._become(game, player)

    # Undo, one board at a time ---------------------------------------------------------------

    def undo(self, player: int) -> str | None:
        """Undo the last change to `player`'s board; what it undid, or None if nothing."""
        return self._step(player, self.undo_stacks[player], self.redo_stacks[player], undone=True)

    def redo(self, player: int) -> str | None:
        return self._step(player, self.redo_stacks[player], self.undo_stacks[player], undone=False)

    def _step(
        self, player: int, source: list[Player], target: list[Player], undone: bool
    ) -> str | None:
        self._refuse_unless_mine(player)
        if not source:
            return None
        now = self.game.players[player]
        target.append(now)
        earlier = source.pop()
        # A board is legal on its own, so a board from this board's history is legal still.
        self._become(self.game.with_player(player, earlier), player)
        changes = difference(now, earlier)
        done = (
            message("Undone on {name}'s board: {changes}", name=now.name, changes=changes)
            if undone
            else message("Redone on {name}'s board: {changes}", name=now.name, changes=changes)
        )
        return say(done)

    def _become(self, game: Game, player: int | None = None) -> None:
        self.game = game
        if player is not None and self.editable is not None:
            with self._sharing:
                self.unshared.add(player)
        if self.autosave_later:
            self.autosave_due = True
        else:
            self.autosave()

    # The shared table (`fathom-score serve`) -------------------------------------------------

    def take_unshared(self) -> list[tuple[int, Player]]:
        """The boards changed here since they were last taken, as they are now: what to write
        to the shared table (safe from a worker thread; a change made meanwhile is taken next
        time)."""
        with self._sharing:
            players, self.unshared = sorted(self.unshared), set()
        game = self.game
        return [(player, game.players[player]) for player in players]

    def keep_unshared(self, players: Iterable[int]) -> None:
        """Boards taken to write that could not be (the database busy past its timeout):
        taken again next time, so that nothing entered is lost when it frees."""
        with self._sharing:
            self.unshared.update(players)

    def take_in(self, shared: Game) -> bool:
        """The boards other devices enter, as the shared table holds them; this session's own
        boards stay as they are here. Whether anything changed."""
        game = self.game
        for index, player in enumerate(shared.players):
            if not self.may_change(index) and game.players[index] != player:
                game = game.with_player(index, player)
        if game is self.game:
            return False
        self._become(game)
        return True

    # Files ---------------------------------------------------------------------------------

    def write_change(self) -> bool:
        """Write the last change where it goes once a screen shows it (safe from a worker
        thread): to the shared table first, where there is one (the other devices wait for
        it), then the autosave. Whether the title has news: a conflict, or an autosave problem
        that came, changed or went."""
        problem = self.autosave_problem
        share = self.share
        if share is not None:
            share()
        self.autosave_if_due()
        return self.conflict is not None or self.autosave_problem != problem

    def autosave_if_due(self) -> None:
        """Write the latest game if a change has not been autosaved yet, or else where it
        stopped if only that moved; safe to call from a worker thread (one writer at a time;
        a change made while writing is written next)."""
        with self._autosaving:
            if self.autosave_due:
                self.autosave_due = False
                self.autosave()
            elif self.slot_text is not None and self.bookmark != self.slot_bookmark:
                self._note_bookmark(self.slot_text)

    def autosave(self) -> None:
        """Write the game to this session's slot, as one transaction; a slot someone else
        changed is left alone. A database that cannot be written is noted in
        `autosave_problem`, never raised: the game stays here and can still be saved."""
        with self._autosaving:
            try:
                self._autosave(dump_game(self.game))
            except storage.AutosaveError as error:
                self.autosave_problem = str(error)
                self.autosave_due = True  # written at the next try, once the database frees
            else:
                self.autosave_problem = None

    def _autosave(self, text: str) -> None:
        bookmark = self.bookmark
        undo = undo_text(self.game, self.undo_stacks, self.redo_stacks)
        if not storage.autosave(
            self.slot, text, self.path, self.slot_text, bookmark, self.recorded_as, undo
        ):
            taken = self.slot
            self.slot = storage.new_slot()
            storage.autosave(self.slot, text, self.path, None, bookmark, self.recorded_as, undo)
            self.conflict = message(
                "Another window is autosaving {taken}; this window now autosaves to {slot}",
                taken=taken,
                slot=self.slot,
            )
        self.slot_text, self.slot_bookmark = text, bookmark

    def _note_bookmark(self, expected: str) -> None:
        bookmark = self.bookmark
        try:
            storage.note_bookmark(self.slot, bookmark, expected)
        except storage.AutosaveError as error:
            self.autosave_problem = str(error)
        else:
            self.slot_bookmark = bookmark

    def _read_slot(self) -> str | None:
        try:
            return storage.autosaved_text(self.slot)
        except storage.AutosaveError as error:
            self.autosave_problem = str(error)
            return None

    # Where the dialogs offer to write: the game file's own name and folder, or a new game's.
    def save_as_offer(self) -> str:
        return shown_path(self.path or Path(NEW_GAME_FILE))

    def export_offer(self, kind: str) -> str:
        """`kind`: a scorepad format of exports.FORMATS, or "svg" for the screen."""
        from .exports import FORMATS

        stem = self.path.stem if self.path else Path(NEW_GAME_FILE).stem
        name = f"{stem}-screen.svg" if kind == "svg" else f"{stem}-scorepad{FORMATS[kind]}"
        return shown_path((self.path.parent if self.path else Path()) / name)

    def save(self, path: Path | None = None, replacing: str | None = None) -> Path:
        """Save to the game file (or to `path`). Rather than overwrite, raises SaveConflict when
        the game file changed since this session opened it, and FileExists for any other file
        there: saved again with `replacing` (its digest), it is overwritten if still as seen."""
        with self._autosaving:  # not while an autosave notes which file the game is from
            return self._save(path, replacing)

    def _save(self, path: Path | None, replacing: str | None) -> Path:
        own = self.path if path is None or self._is_own(path) else None
        target = own or path
        if target is None:
            raise ValueError(say(message("this game has no file yet; choose where to save it")))
        expected = replacing if replacing is not None else self.file_digest if own else None
        self.file_digest = save_game(self.game, target, expected_digest=expected)
        self.path = target
        self.saved_game = self.game
        self._note_origin()
        return self.path

    def _is_own(self, path: Path) -> bool:
        """Whether `path` names this session's game file, however it is written."""
        return self.path is not None and path.resolve() == self.path.resolve()

    def _note_origin(self) -> None:
        """The slot now comes from the file just saved: opening that file again after a crash
        offers this slot's later changes. A slot not autosaved yet is noted when it is."""
        if self.slot_text is None:
            return
        try:
            storage.note_origin(self.slot, self.path, self.slot_text)
        except storage.AutosaveError as error:
            self.autosave_problem = str(error)


def shown_path(path: Path) -> str:
    """A path as the app offers it, by one rule: relative to the current folder when it lies in
    it or below it (short, and what the player typed), absolute otherwise."""
    absolute = Path(os.path.abspath(path))
    try:
        return str(absolute.relative_to(Path.cwd()))
    except ValueError:
        return str(absolute)


def difference(before: Player, after: Player) -> Message:
    """The zones (and kept points of interest) that differ between two states of one board,
    in words: "A1 red coral → empty; kept beside the board → statue"."""
    zones = sorted(
        set(before.board.zones) | set(after.board.zones), key=after.board.layout.zones.index
    )
    changes = [
        message(
            "{zone} {before} → {after}",
            zone=zone,
            before=described(before.board[zone]),
            after=described(after.board[zone]),
        )
        for zone in zones
        if before.board[zone] != after.board[zone]
    ]
    if before.poi_kept != after.poi_kept:
        kept = _kept_words(after.poi_kept)
        changes.append(message("kept beside the board → {kinds}", kinds=kept))
    return clauses(changes) if changes else message("no change")


def _go_to(zone: str) -> Message:
    return message("go to {zone}", zone=zone)


def _placed(zone: str, content: Content | None) -> Message:
    return message("{zone}: {content}", zone=zone, content=described(content))


def _kept_now(kinds: tuple[PoiKind, ...]) -> Message:
    return message("kept beside the board: {kinds}", kinds=_kept_words(kinds))


def resume(recent: storage.RecentGame) -> Session:
    """Continue an autosaved game in its own slot, where it stopped."""
    session = Session(recent.game, recent.origin, recent.slot)
    session.bookmark = session.slot_bookmark = recent.bookmark
    session.recorded_as = recent.recorded_as
    kept = read_undo(recent.undo, recent.game)
    if kept is not None:
        session.undo_stacks, session.redo_stacks = kept
    if recent.origin is not None and not _holds(recent.origin, recent.game):
        session.saved_game = None  # its last changes are not in the file
    return session


def _holds(path: Path, game: Game) -> bool:
    """Whether the game file `path` holds `game` now."""
    try:
        return load_game(path) == game
    except GameFileError:
        return False


def farewell(session: Session) -> str:
    """What quitting leaves behind, as the app says it: where the game is kept and how to carry
    it on, each claim checked against the database and the file as they are now."""
    if session.autosave_problem:
        return _not_autosaved(session, session.autosave_problem)
    try:
        listed = storage.listed(session.slot) if session.slot_text is not None else None
    except storage.AutosaveError as error:
        return _not_autosaved(session, str(error))
    database = storage.database_file()
    if listed is not None:
        return _carry_on(session, listed, database)
    return _nothing_to_carry_on(session, database)


def _carry_on(session: Session, listed: storage.RecentGame, database: Path) -> str:
    """The farewell of a game its autosave lists to carry on."""
    lines = [
        message(
            "fathom-score: every change is autosaved, as {slot} in {database}.",
            slot=session.slot,
            database=str(database),
        )
    ]
    if session.path is not None:
        lines.append(
            message("The game is saved in {file} too.", file=str(session.path))
            if not session.unsaved
            else message(
                "The last changes are not in {file} yet: resume the game and save it (ctrl+s).",
                file=str(session.path),
            )
        )
    lines.append(
        message(
            "To carry on: run fathom-score and pick it under 'Resume an autosaved game': "
            "{summary}.",
            summary=listed.summary,
        )
    )
    return "\n".join(say(line) for line in lines)


def _nothing_to_carry_on(session: Session, database: Path) -> str:
    """The farewell of a game with nothing to resume: unchanged, recorded, or empty."""
    if session.slot_text is None:
        first = (
            message(
                "fathom-score: nothing was changed, so nothing was autosaved (a game is "
                "autosaved into {database} from its first change).",
                database=str(database),
            )
            if storage.has_entries(session.game)
            else message(
                "fathom-score: nothing was entered, so nothing was autosaved (a game is "
                "autosaved into {database} from its first change).",
                database=str(database),
            )
        )
        lines = [first]
        if session.recorded_as is not None and session.path is None:
            lines.append(message("Game #{id} is in the history as it was.", id=session.recorded_as))
    elif storage.has_entries(session.game):
        lines = [_recorded(session.recorded_as)]
    else:
        lines = [
            message(
                "fathom-score: every board is empty: its autosave in {database} is not "
                "listed to carry on.",
                database=str(database),
            )
        ]
    if session.path is not None:
        lines.append(
            message("The game is in {file}.", file=str(session.path))
            if not session.unsaved
            else message("The last changes are not in {file}.", file=str(session.path))
        )
    return "\n".join(say(line) for line in lines)


def _recorded(game_id: int | None) -> Message:
    if game_id:
        return message(
            "fathom-score: the game is recorded in the history as game #{id} just as it "
            "is (fathom-score history, or F6, shows it): there is nothing more to carry on.",
            id=game_id,
        )
    return message(
        "fathom-score: the game is recorded in the history just as it is "
        "(fathom-score history, or F6, shows it): there is nothing more to carry on."
    )


def _not_autosaved(session: Session, problem: str) -> str:
    lines = [message("fathom-score: the game could not be autosaved: {problem}", problem=problem)]
    if session.path is not None and not session.unsaved:
        lines.append(message("It is saved in {file}.", file=str(session.path)))
    else:
        lines.append(message("Its changes since it was last saved are not kept."))
    return "\n".join(say(line) for line in lines)


# Undo and redo kept with the autosave ---------------------------------------------------------

# The steps kept of each board's undo and of its redo: a night's entries, in a few kilobytes
# written with every change.
UNDO_KEPT = 100

Stacks = list[list[Player]]


def undo_text(game: Game, undo: Stacks, redo: Stacks) -> str | None:
    """Each board's undo and redo (the last UNDO_KEPT steps of each) as JSON, every board in
    the game file's words; None when there is nothing to undo or redo."""
    if not any(undo) and not any(redo):
        return None
    steps = [
        [[_player_words(p) for p in stack[-UNDO_KEPT:]] for stack in stacks]
        for stacks in (undo, redo)
    ]
    return json.dumps({"undo": steps[0], "redo": steps[1]}, ensure_ascii=False)


def read_undo(text: str | None, game: Game) -> tuple[Stacks, Stacks] | None:
    """The undo and redo `undo_text` wrote for `game`; None if there are none, or they no longer
    fit the game (another number of players) or cannot be read: the game resumes without."""
    if not text:
        return None
    try:
        document = json.loads(text)
        undo, redo = (
            [[_player_of(words, game) for words in stack] for stack in document[which]]
            for which in ("undo", "redo")
        )
    except (ValueError, TypeError, KeyError, AttributeError, NotationError, RecursionError):
        return None
    if len(undo) != len(game.players) or len(redo) != len(game.players):
        return None
    return undo, redo


def _player_words(player: Player) -> dict[str, object]:
    zones = {zone: format_content(content) for zone, content in player.board.zones.items()}
    kept = [kind.value for kind in player.poi_kept]
    return {"name": player.name, "colour": player.colour, "poi_kept": kept, "zones": zones}


def _player_of(words: dict[str, Any], game: Game) -> Player:
    layout = game.layout
    contents = {
        zone: content
        for zone, text in words["zones"].items()
        if zone in layout
        and (content := read_zone(text, game.colours, game.expedition_number)) is not None
    }
    board = Board({zone: contents[zone] for zone in layout if zone in contents}, layout)
    kept = tuple(PoiKind(kind) for kind in words["poi_kept"])
    colour = words.get("colour")
    return Player(str(words["name"]), board, kept, colour if isinstance(colour, str) else None)
