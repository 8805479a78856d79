"""The course: a lesson per rule family, each a short explanation and puzzles on a board.

The learner changes the puzzle's board with the editor's own entries; after each change the
attempt scores the board once, the score on screen and the goal's check both read that one
scorepad, and a solved goal says why it works with its zones lit. From the scorepad's `?` the
course opens at the lesson of the reason and its nearest puzzle; "try it on my board" shows the
player's own board with that rule's zones lit.
"""

from __future__ import annotations

from rich.console import Group
from rich.text import Text
from textual.app import ComposeResult
from textual.containers import Horizontal, Vertical, VerticalScroll
from textual.screen import Screen
from textual.widgets import Header, OptionList
from textual.widgets.option_list import Option

from ...config.places import data_folder
from ...gamefile import NotationError
from ...labels import CATEGORY_LABELS
from ...render.prose import paragraphs
from ...rules import Reason
from ...scoring import Scorepad
from ...table.guide import reason_line, standings_line
from ...table.session import Refused, Session
from ...teach.course import Attempt, CourseRecord, closest_puzzle
from ...teach.lessons import LESSONS, Lesson, lesson_for_rule
from ...teach.puzzle import Goal, Puzzle, codes_needed
from ...words import N_, Message, _, message, ordinal, plural_message, points, say
from ..actions import COURSE
from ..dialogs.story_dialog import BULLET
from ..widgets.board import BoardView
from ..widgets.entry_field import EntryField, NotationSuggester
from ..widgets.key_line import KeyLine, shown_keys
from ..widgets.prose import Static

DONE_MARK = "✓ "
HINT = N_("an entry, as in the editor: rc = red coral, d4 = go to D4")


class CourseScreen(Screen[None]):
    CSS_PATH = "course.tcss"
    # Under 100 columns the lessons go over the page, in a short list of their own.
    HORIZONTAL_BREAKPOINTS = [(0, "-narrow"), (100, "-wide")]
    # Under 20 lines (a phone on its side) the header gives its line to the board.
    VERTICAL_BREAKPOINTS = [(0, "-short"), (20, "-tall")]
    ACTIONS = COURSE
    BINDINGS = COURSE.bindings()

    def __init__(
        self,
        rule: str = "coral",
        reason: Reason | None = None,
        own: tuple[Session, int] | None = None,
    ) -> None:
        super().__init__()
        lesson = _lesson_of(rule)
        self.lesson = lesson
        self.index = closest_puzzle(lesson, reason)
        self.own = own  # the open game's session and the seat, for "try it on my board"
        self.on_own_board = False
        self.record = CourseRecord.read(data_folder())
        self.attempt = Attempt(self.puzzle)
        self.cursor = _first_cursor(self.puzzle)

    @property
    def puzzle(self) -> Puzzle:
        return self.lesson.puzzles[self.index]

    def compose(self) -> ComposeResult:
        yield Header()
        with Horizontal(id="course"):
            yield OptionList(*self._lesson_options(), id="lesson-list")
            with Vertical(id="lesson-pane"):
                with VerticalScroll(id="lesson-scroll"):
                    yield Static(id="lesson-text")
                    yield Static(id="puzzle-ask")
                    board = BoardView(
                        self.attempt.session.game.players[self.attempt.player].board,
                        self.puzzle.game.colours,
                        cursor=self.cursor,
                        chosen=self.go_to,
                        id="puzzle-board",
                    )
                    yield board
                    yield Static(id="puzzle-score")
                yield Static(id="puzzle-goal")
                entry = EntryField(
                    enter=self.enter_text,
                    step=self.step,
                    placeholder=_(HINT),
                    id="puzzle-entry",
                    suggester=NotationSuggester(lambda: self.attempt.session.game),
                )
                yield entry
                yield Static(id="message")
        yield KeyLine(shown_keys(self, self.BINDINGS), max_lines=2, id="keys")

    def on_mount(self) -> None:
        self.sub_title = _("lessons, with puzzles on a board")
        if self.record.put_aside is not None:
            self.notify(
                say(
                    message(
                        "The course's record could not be read; it was put aside as {path}",
                        path=str(self.record.put_aside),
                    )
                ),
                severity="warning",
                timeout=8,
            )
        self._show_lesson_in_list()
        self._draw()
        self.query_one(EntryField).focus()
        self.watch(self.app, "theme", self._redraw_board, init=False)

    async def retell(self) -> None:
        """Say everything again in the language chosen now, on the puzzle shown."""
        await self.recompose()
        self.sub_title = _("lessons, with puzzles on a board")
        self._show_lesson_in_list()
        self._draw()
        self.query_one(EntryField).focus()

    def _lesson_options(self) -> list[Option]:
        return [
            Option(
                (DONE_MARK if self.record.lesson_done(lesson) else "  ") + say(lesson.title),
                id=lesson.key,
            )
            for lesson in LESSONS
        ]

    def _show_lesson_in_list(self) -> None:
        options = self.query_one(OptionList)
        with self.prevent(OptionList.OptionHighlighted):
            options.highlighted = options.get_option_index(self.lesson.key)

    # Choosing a lesson and a puzzle --------------------------------------------------------

    def show_rule(self, rule: str, reason: Reason | None = None) -> None:
        """The lesson of `rule` at the puzzle nearest `reason` (the scorepad's `?` again)."""
        self._open(_lesson_of(rule), reason)

    def action_lessons(self) -> None:
        """Over the page where they do not fit beside it; beside it, the focus goes to them."""
        listing = self.has_class("-narrow") and not self.has_class("-listing")
        self.set_class(listing, "-listing")
        if listing or not self.has_class("-narrow"):
            self.query_one(OptionList).focus()
        else:
            self.query_one(EntryField).focus()

    def on_option_list_option_selected(self, event: OptionList.OptionSelected) -> None:
        """Enter on a lesson: its first puzzle, to be tried."""
        self.remove_class("-listing")
        self.query_one(EntryField).focus()

    def on_option_list_option_highlighted(self, event: OptionList.OptionHighlighted) -> None:
        if event.option_index != event.option_list.highlighted:
            return  # stale: the list's first highlight, from before the lesson was chosen
        if event.option.id is not None and event.option.id != self.lesson.key:
            self._open(_lesson_of(event.option.id))

    def _open(self, lesson: Lesson, reason: Reason | None = None) -> None:
        self.lesson = lesson
        self.on_own_board = False
        self._begin(closest_puzzle(lesson, reason))
        self._show_lesson_in_list()

    def _begin(self, index: int) -> None:
        self.index = index
        self.attempt = Attempt(self.puzzle)
        self.cursor = _first_cursor(self.puzzle)
        board = self.query_one(BoardView)
        board.colours = tuple(self.puzzle.game.colours)
        board.cursor = self.cursor
        self.say("")
        self._draw()
        self.query_one("#lesson-scroll").scroll_home(animate=False)  # a new puzzle: from its top

    def action_puzzle(self, step: int) -> None:
        """The next (or previous) puzzle; past a lesson's last, the next lesson's first."""
        index = self.index + step
        lessons = list(LESSONS)
        at = lessons.index(self.lesson)
        if 0 <= index < len(self.lesson.puzzles):
            self._begin(index)
        elif index < 0 and at > 0:
            self.lesson = lessons[at - 1]
            self._begin(len(self.lesson.puzzles) - 1)
            self._show_lesson_in_list()
        elif index >= len(self.lesson.puzzles) and at + 1 < len(lessons):
            self.lesson = lessons[at + 1]
            self._begin(0)
            self._show_lesson_in_list()
        else:
            self.app.bell()

    # Entries -------------------------------------------------------------------------------

    def enter_text(self, text: str) -> None:
        if self.on_own_board:
            self.action_own_board()  # back to the puzzle, where entries go
        try:
            outcome = self.attempt.enter(self.cursor, text)
        except (NotationError, Refused) as error:
            self.say(message("✗ Not entered: {error}", error=str(error)), error=True)
            self.app.bell()
            return
        self.go_to(outcome.cursor)
        self._after_change(outcome.message)

    def step(self, direction: str) -> None:
        self.query_one(BoardView).action_move(direction)

    def go_to(self, zone: str) -> None:
        self.cursor = zone
        board = self.query_one(BoardView)
        if board.cursor != zone:
            board.cursor = zone

    def action_undo(self) -> None:
        undone = self.attempt.undo()
        if undone is None:
            self.say(N_("Nothing to undo on this board"))
            return
        self._after_change(undone)

    def action_reset(self) -> None:
        self.attempt.reset()
        self._after_change(N_("The puzzle's board as it was at the start"))

    def action_hint(self) -> None:
        self.say(message("Hint: {hint}", hint=self.puzzle.hint))

    def action_show_me(self) -> None:
        """Play the solution, entry by entry, and say which entries they were."""
        self.attempt.show_me()
        entries = tuple(f"{zone} {entry}" for zone, entry in self.puzzle.solution)
        self.go_to(self.puzzle.solution[-1][0])
        self._after_change(message("Shown: {entries}", entries=entries), solved_by_me=False)

    def _after_change(self, said: Message | str, solved_by_me: bool = True) -> None:
        reached = self.attempt.progress
        if reached.met and solved_by_me:
            said = message("✓ Solved! {why}", why=self.attempt.solved_words())
            if self._tick():
                # On the message line, not a toast: a toast would cover the explanation.
                said = message(
                    "{solved} Lesson done: {lesson}", solved=said, lesson=self.lesson.title
                )
        elif reached.met:
            said = message("{done} — {why}", done=said, why=self.puzzle.why)
        elif not reached.within_limit:
            said = message(
                "{done} — that is more changes than the puzzle allows: undo (ctrl+z) or start "
                "again (f5)",
                done=said,
            )
        elif reached.changed:  # a move that does not meet the goal: what it counts, and why
            said = message("{done} — {why}", done=said, why=self.attempt.why_not())
        self.say(said, error=not reached.within_limit)
        self._draw()
        # Where the page scrolls (a short window), the board the entry changed comes into view.
        self.query_one("#lesson-scroll").scroll_to_widget(self.query_one(BoardView), animate=False)

    def _tick(self) -> bool:
        """Tick the puzzle; whether that finished its lesson (then ticked in the list)."""
        was_done = self.record.lesson_done(self.lesson)
        self.record.solve(self.puzzle)
        if was_done or not self.record.lesson_done(self.lesson):
            return False
        options = self.query_one(OptionList)
        index = options.get_option_index(self.lesson.key)
        options.replace_option_prompt_at_index(index, DONE_MARK + say(self.lesson.title))
        return True

    # Try it on my board -------------------------------------------------------------------

    def action_own_board(self) -> None:
        """The player's own board, with this lesson's zones lit; again: back to the puzzle."""
        if self.own is None:
            self.say(N_("Open or start a game first: its boards are scored here"), error=True)
            return
        self.on_own_board = not self.on_own_board
        self.say("")
        self._draw()
        self.query_one("#lesson-scroll").scroll_home(animate=False)

    # Drawing -------------------------------------------------------------------------------

    def say(self, words: Message | str, error: bool = False) -> None:
        line = self.query_one("#message", Static)
        line.update(say(words) if words else "")
        line.set_class(error, "error")

    def _draw(self) -> None:
        self.query_one("#lesson-text", Static).update(_lesson_text(self.lesson))
        if self.on_own_board and self.own is not None:
            self._draw_own(*self.own)
        else:
            self._draw_puzzle()
        self._fit_board()

    def _draw_puzzle(self) -> None:
        puzzle, attempt = self.puzzle, self.attempt
        self.query_one("#puzzle-ask", Static).update(
            _ask(self.lesson, self.index, self.record.solved)
        )
        reached = attempt.progress
        lit = attempt.solved_zones() if reached.met else ()
        board = attempt.session.game.players[attempt.player].board
        self.query_one(BoardView).show(board, lit)
        self.query_one("#puzzle-score", Static).update(
            paragraphs(
                _score_now(puzzle, attempt.scorepad),
                *(Text(say(fact)) for fact in attempt.facts()),
            )
        )
        self.query_one("#puzzle-goal", Static).update(
            say(
                message(
                    "Now: {now} · changes: {changed} of {limit}",
                    now=_measure(puzzle.goal, reached.value),
                    changed=reached.changed,
                    limit=puzzle.limit,
                )
            )
        )

    def _draw_own(self, session: Session, player: int) -> None:
        seat = session.scorepad.players[player]  # the session's own score, worked out once
        reasons = [
            reason
            for cell in seat.categories.values()
            for reason in cell.reasons
            if reason.rule in self.lesson.rules or cell.category in self.lesson.rules
        ]
        self.query_one("#puzzle-ask", Static).update(
            Text(
                say(message("{player}'s own board: this rule's zones lit", player=seat.name)),
                style="bold",
            )
        )
        self.query_one(BoardView).show(seat.board, {z for r in reasons for z in r.zones})
        lines = [Text(f"{_(BULLET)}{reason_line(reason)}") for reason in reasons]
        if not lines:
            lines = [Text(_("Nothing on this board scores by this rule yet"))]
        self.query_one("#puzzle-score", Static).update(paragraphs(*lines))
        self.query_one("#puzzle-goal", Static).update(_("Again (f7): back to the puzzle"))

    def _redraw_board(self, _theme: str | None = None) -> None:
        self.query_one(BoardView).refresh()

    def on_resize(self) -> None:
        # A bare line for the entry where the height is short: the board keeps its rows.
        self.query_one(EntryField).compact = self.size.height < 30
        self._fit_board()

    def _fit_board(self) -> None:
        board = self.query_one(BoardView)
        pane = self.query_one("#lesson-scroll")
        room = pane.scrollable_content_region
        board.form = board.form_for(room.width or self.size.width, room.height or self.size.height)

    def action_close(self) -> None:
        self.app.pop_screen()


def _lesson_of(rule: str) -> Lesson:
    try:
        return lesson_for_rule(rule)
    except KeyError:
        return LESSONS[0]


def _first_cursor(puzzle: Puzzle) -> str:
    """Where the cursor starts: the zone the goal is about, else the board's first."""
    zone = puzzle.goal.zone
    return zone if zone is not None else puzzle.game.layout.zones[0]


def _lesson_text(lesson: Lesson) -> Group:
    intro = [Text(say(lesson.intro)), Text("")] if lesson.intro is not None else []
    return paragraphs(
        *intro,
        Text(say(lesson.title), style="bold underline"),
        Text(say(lesson.text)),
        Text(""),
    )


def _ask(lesson: Lesson, index: int, solved: set[str]) -> Group:
    puzzle = lesson.puzzles[index]
    done = f" {DONE_MARK.strip()}" if puzzle.key in solved else ""
    heading = message(
        "Puzzle {number} of {count}: {title}",
        number=index + 1,
        count=len(lesson.puzzles),
        title=puzzle.title,
    )
    lines = [
        Text(say(heading) + done, style="bold"),
        Text(say(puzzle.ask)),
        Text(say(message("Change at most {limit}", limit=_zones(puzzle.limit))), style="dim"),
    ]
    if codes := codes_needed(puzzle):
        lines.append(Text(say(message("Codes: {codes}", codes=codes)), style="dim"))
    return paragraphs(*lines)


def _zones(count: int) -> Message:
    return plural_message("{count} zone", "{count} zones", count=count)


def _measure(goal: Goal, value: int) -> Message:
    """The goal's measure now, in words: "2 points", "3rd place"."""
    if goal.kind == "place":
        return message("{place} place", place=ordinal(value))
    return points(value)


def _score_now(puzzle: Puzzle, scorepad: Scorepad) -> Group:
    """The goal's row of the scorepad as the board stands: its points and reasons."""
    goal = puzzle.goal
    seat = scorepad.players[goal.player]
    if goal.category is None:
        standings = standings_line(scorepad.players)
        return paragraphs(Text(standings))
    cell = seat.categories[goal.category]
    label = say(CATEGORY_LABELS[goal.category])
    lines = [Text(f"{seat.name} · {label}: {say(points(cell.points))}", style="bold")]
    lines += [Text(f"{_(BULLET)}{reason_line(reason)}") for reason in cell.reasons]
    return paragraphs(*lines)
