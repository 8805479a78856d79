"""The scoring quiz: "How many points?" on a seeded board shaped like the end of a real game.

One category at a time, on the board of the player asked: the learner types the points and
Enter, the screen says right or wrong, then the right answer with its reasons, their zones lit
on the board; Enter again goes on. A learner chosen from the history (F2) has every answer
recorded and the round drilled by their record (teach/drill.py); without one, nothing is kept.
The quiz itself is teach/quiz.py's, the same as `fathom-score quiz` asks.
"""

from __future__ import annotations

import random
from typing import TYPE_CHECKING

from rich.console import Group
from rich.text import Text
from textual.app import ComposeResult
from textual.containers import Horizontal, VerticalScroll
from textual.content import Content
from textual.screen import Screen
from textual.widgets import Header, Input

from ...history.quiz_record import CategoryRecord, record_said
from ...labels import CATEGORY_LABELS
from ...render.board_forms import form_size
from ...render.prose import paragraphs
from ...table.guide import reason_line
from ...teach.drill import drilled
from ...teach.quiz import Question, Quiz, board_shown, facts, make_quiz
from ...words import Message, _, message, points, say
from ..actions import QUIZ
from ..dialogs.story_dialog import BULLET
from ..widgets.board import BoardView
from ..widgets.key_line import KeyLine, shown_keys
from ..widgets.prose import Static
from .new_game import KnownNames

if TYPE_CHECKING:
    from ...model import Board
    from ...rules import Reason
    from ...scoring import PlayerScore

SEEDS = 1_000_000  # as the command line's: a seed short enough to type again
# The columns the answer and its reasons keep beside the board: as many as a board in a smaller
# form leaves, else fewer.
TEXT_ROOMS = (40, 26)


class QuizScreen(Screen[None]):
    CSS_PATH = "quiz.tcss"
    # Under 70 columns (a phone) the board goes over the question's words, all scrolled.
    HORIZONTAL_BREAKPOINTS = [(0, "-narrow"), (70, "-wide")]
    # Under 20 lines (a phone on its side) the header gives its line to the board.
    VERTICAL_BREAKPOINTS = [(0, "-short"), (20, "-tall")]
    ACTIONS = QUIZ
    BINDINGS = QUIZ.bindings()

    def __init__(self, expedition: int | None = None, seed: int | None = None) -> None:
        super().__init__()
        self.seed = seed if seed is not None else random.SystemRandom().randrange(SEEDS)
        self.expedition = expedition or random.Random(self.seed).randint(1, 4)
        self.learner: str | None = None
        self.record: tuple[CategoryRecord, ...] = ()
        self.known_names = KnownNames()
        self._begin()

    def _begin(self) -> None:
        """A round on the board of this expedition and seed, drilled for the learner."""
        self.quiz: Quiz = make_quiz(self.expedition, self.seed)
        self.questions: tuple[Question, ...] = drilled(self.quiz, self.record)
        self.index = 0
        self.answered = self.was_right = False
        self.right = self.asked = 0

    @property
    def question(self) -> Question | None:
        return self.questions[self.index] if self.index < len(self.questions) else None

    def compose(self) -> ComposeResult:
        yield Header()
        yield Static(id="quiz-ask")
        with Horizontal(id="quiz-page"):
            with VerticalScroll(id="quiz-board-pane"):
                yield BoardView(self._board(), self.quiz.game.colours, id="quiz-board")
            with VerticalScroll(id="quiz-text"):
                yield Static(id="quiz-facts")
                yield Static(id="quiz-verdict")
                yield Static(id="quiz-reasons")
                yield Static(id="quiz-tally")
        yield Input(
            type="integer", placeholder=_("the points, then Enter"), id="quiz-answer", compact=True
        )
        yield Input(
            placeholder=_("the learner's name (Enter: none)"),
            suggester=self.known_names,
            id="quiz-learner-name",
            compact=True,
        )
        yield Static(id="quiz-learner")
        yield KeyLine(shown_keys(self, self.BINDINGS), max_lines=2, id="keys")

    def on_mount(self) -> None:
        self.sub_title = _("how many points?")
        if not self.app_in_browser:
            self.known_names.read_history()
        self._draw()
        self.query_one("#quiz-answer", Input).focus()
        self.watch(self.app, "theme", self._redraw_board, init=False)

    async def retell(self) -> None:
        """Say everything again in the language chosen now, at the question shown."""
        await self.recompose()
        self.sub_title = _("how many points?")
        self._draw()
        self.query_one("#quiz-answer", Input).focus()

    @property
    def app_in_browser(self) -> bool:
        return bool(getattr(self.app, "in_browser", False))

    # Answering ---------------------------------------------------------------------------

    def on_input_submitted(self, event: Input.Submitted) -> None:
        event.stop()
        if event.input.id == "quiz-learner-name":
            self._choose(event.value)
        elif self.question is None:
            self.action_another()  # the round is over: Enter gives the next board
        elif self.answered:
            self.index += 1
            self.answered = False
            event.input.value = ""
            self._draw()
        else:
            self._answer(event.value)

    def _answer(self, typed: str) -> None:
        question = self.question
        assert question is not None  # asked only while a question stands
        try:
            given = int(typed.strip())
        except ValueError:
            self._say_verdict(message("Type the points, such as 7, then Enter"), "")
            return
        right = self.was_right = given == question.answer
        self.answered = True
        self.asked += 1
        self.right += right
        self._keep(question, right)
        self._draw()

    def _keep(self, question: Question, right: bool) -> None:
        """The answer into the learner's record, if a learner is chosen."""
        if self.learner is None:
            return
        from ...history import History, HistoryError

        try:
            with History.open() as history:
                history.record_quiz_answer(self.learner, self.expedition, question.category, right)
                self.record = history.quiz_record(self.learner)
        except HistoryError as error:
            self.notify(str(error), title=_("Answer not recorded"), severity="error", timeout=10)

    # The learner -------------------------------------------------------------------------

    def action_learner(self) -> None:
        """Show the learner's field (again: hide it); the history is the host's, so a served
        page has none."""
        if self.app_in_browser:
            self.notify(
                _("The learners' records are the host's: choose a learner in the host's terminal."),
                severity="warning",
                timeout=8,
            )
            return
        choosing = not self.has_class("-choosing")
        self.set_class(choosing, "-choosing")
        field = self.query_one("#quiz-learner-name" if choosing else "#quiz-answer", Input)
        field.focus()

    def _choose(self, typed: str) -> None:
        """The learner named (none for an empty name): their record is read, and the round
        on this board begins again, drilled for them."""
        from ...history import History, HistoryError

        name = typed.strip()
        self.remove_class("-choosing")
        self.query_one("#quiz-answer", Input).focus()
        if not name:
            self.learner, self.record = None, ()
            self._draw()
            return
        try:
            with History.open() as history:
                known = {p.name.casefold(): p.name for p in history.players()}
                self.learner = known.get(name.casefold(), name)
                self.record = history.quiz_record(self.learner)
        except HistoryError as error:
            self.notify(str(error), title=_("No learner"), severity="error", timeout=10)
            return
        self._restart()

    # Boards ------------------------------------------------------------------------------

    def action_another(self) -> None:
        self.seed = (self.seed + 1) % SEEDS
        self._restart()

    def action_expedition(self) -> None:
        self.expedition = self.expedition % 4 + 1
        self._restart()

    def _restart(self) -> None:
        self._begin()
        board = self.query_one(BoardView)
        board.colours = tuple(self.quiz.game.colours)
        self.query_one("#quiz-answer", Input).value = ""
        self._draw()

    def action_close(self) -> None:
        if self.has_class("-choosing"):
            self.action_learner()  # Escape on the learner's field: back to the answer
            return
        self.app.pop_screen()

    # Drawing -----------------------------------------------------------------------------

    def _seat(self) -> PlayerScore:
        question = self.question or self.questions[-1]
        return next(p for p in self.quiz.scorepad.players if p.name == question.player)

    def _board(self) -> Board:
        """The board asked about, as the table entered it: its undiscovered tiles shown."""
        return board_shown(self.quiz, self._seat().name)

    def _draw(self) -> None:
        seat = self._seat()
        question = self.question
        cell = seat.categories[question.category] if question is not None else None
        lit = {z for r in cell.reasons for z in r.zones} if cell and self.answered else set()
        self.query_one(BoardView).show(self._board(), lit)
        self.query_one("#quiz-ask", Static).update(self._ask())
        # What the answer depends on that the board does not show (a question asks only that).
        told = facts(self.quiz, question) if question is not None else ()
        self.query_one("#quiz-facts", Static).update("\n".join(say(fact) for fact in told))
        if question is None:
            self._say_verdict(message("Round over. Enter: another board"), "")
            self.query_one("#quiz-reasons", Static).update("")
        elif self.answered and cell is not None:
            self._say_answer(question, cell.reasons)
        else:
            self._say_verdict("", "")
            self.query_one("#quiz-reasons", Static).update("")
        tally = message("{right} of {asked} right.", right=self.right, asked=self.asked)
        self.query_one("#quiz-tally", Static).update(say(tally) if self.asked else "")
        self.query_one("#quiz-learner", Static).update(Content(self._learner_line()))
        self._fit_board()

    def _ask(self) -> Group:
        heading = message(
            "Question {number} of {count} · Expedition {expedition}, seed {seed}",
            number=min(self.index + 1, len(self.questions)),
            count=len(self.questions),
            expedition=self.expedition,
            seed=self.seed,
        )
        lines = [Text(say(heading), style="dim")]
        if (question := self.question) is not None:
            ask = message(
                "{player} — {category}: how many points?",
                player=question.player,
                category=Message(CATEGORY_LABELS[question.category]),
            )
            lines.append(Text(say(ask), style="bold"))
        return paragraphs(*lines)

    def _say_answer(self, question: Question, reasons: tuple[Reason, ...]) -> None:
        answer = points(question.answer)
        if self.was_right:
            self._say_verdict("✓ " + say(message("Right: {points}.", points=answer)), "right")
        else:
            said = message("Not quite: the answer is {points}.", points=answer)
            self._say_verdict("✗ " + say(said), "wrong")
        lines = [Text(f"{_(BULLET)}{reason_line(r)}") for r in reasons]
        if not lines:
            lines = [Text(_("nothing on the board scores here"))]
        lines.append(Text(_("Enter: the next question"), style="dim"))
        self.query_one("#quiz-reasons", Static).update(paragraphs(*lines))

    def _say_verdict(self, words: Message | str, kind: str) -> None:
        verdict = self.query_one("#quiz-verdict", Static)
        verdict.update(say(words) if words else "")
        verdict.set_class(kind == "right", "right")
        verdict.set_class(kind == "wrong", "wrong")

    def _learner_line(self) -> str:
        if self.learner is None:
            return _("No learner: answers are not recorded (f2 chooses one)")
        return say(
            message(
                "Learner: {name} — {record}", name=self.learner, record=record_said(self.record)
            )
        )

    def _redraw_board(self, _theme: str | None = None) -> None:
        self.query_one(BoardView).refresh()

    def on_resize(self) -> None:
        self._fit_board()

    def _fit_board(self) -> None:
        """The largest form of the board that leaves the question's words room beside it
        (wide: TEXT_ROOM, or less where the board would not fit whole, as on a phone on its
        side) or fits the page's width (narrow, where the page scrolls)."""
        board = self.query_one(BoardView)
        page = self.query_one("#quiz-page").region
        width, height = page.width or self.size.width, page.height or self.size.height
        if self.has_class("-narrow"):
            board.form = board.form_for(width, height)
            return
        for room in TEXT_ROOMS:
            board.form = board.form_for(width - room, height)
            drawn_width, drawn_height = form_size(board.board.layout, board.form)
            gutter = board.styles.gutter + self.query_one("#quiz-board-pane").styles.gutter
            if drawn_width + gutter.width <= width - room and drawn_height <= height:
                return
