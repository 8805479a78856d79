"""`fathom-score quiz`: the scoring quiz as plain questions and answers (no Textual).

Each question shows the player's board, asks one category's points and answers with the
scorepad's reasons for that row; end of input (Ctrl+D) ends the round with its tally. `--json`
prints the quiz without asking: the README's contract. `--player NAME` records each answer in
the history as the learner's, asks more of the categories they get wrong (teach/drill.py) and
says their record at the end.
"""

from __future__ import annotations

import argparse
import json
import random
import sys
from collections.abc import Callable, Sequence
from typing import TYPE_CHECKING, Any

from ..labels import CATEGORY_LABELS
from ..words import N_, Message, message, points, say

if TYPE_CHECKING:
    from ..rules import CategoryScore
    from ..scoring import PlayerScore
    from ..teach.quiz import Question, Quiz

SEEDS = 1_000_000  # a seed drawn when none is given: short enough to type again
EXIT_BAD_INPUT = 2  # as every command's bad input (cli/commands.py)


def add_command(commands: Any) -> None:
    quiz = commands.add_parser(
        "quiz", help=N_("a scoring quiz: how many points does this board score?")
    )
    quiz.add_argument(
        "--expedition",
        type=int,
        choices=range(1, 5),
        metavar="N",
        help=N_("the expedition, 1 to 4 (default: drawn at random)"),
    )
    quiz.add_argument(
        "--seed", type=int, metavar="S", help=N_("the seed of the board, to play a round again")
    )
    # --json prints the quiz without asking: there is nothing of a learner's to record.
    either = quiz.add_mutually_exclusive_group()
    either.add_argument(
        "--json", action="store_true", help=N_("print the game and the answers as JSON")
    )
    either.add_argument(
        "--player",
        metavar="NAME",
        help=N_(
            "the learner, by a name the history knows (or a new one): the answers are "
            "recorded, the categories they get wrong asked more"
        ),
    )
    quiz.set_defaults(run=run_quiz)


def run_quiz(args: argparse.Namespace) -> int:
    from ..teach.quiz import make_quiz, quiz_json

    seed = args.seed if args.seed is not None else random.SystemRandom().randrange(SEEDS)
    expedition = args.expedition or random.Random(seed).randint(1, 4)
    quiz = make_quiz(expedition, seed)
    if args.json:
        print(json.dumps(quiz_json(quiz), indent=2, ensure_ascii=False))
        return 0
    replay = f"fathom-score quiz --expedition {expedition} --seed {seed}"
    print(
        say(
            message(
                "Expedition {number}, seed {seed} (again: {replay})",
                number=expedition,
                seed=seed,
                replay=replay,
            )
        )
    )
    if args.player is None:
        return _ask_all(quiz, quiz.questions)
    return _ask_learner(quiz, args.player)


def _ask_learner(quiz: Quiz, name: str) -> int:
    """The round drilled by the learner's record, each answer recorded in the history as it
    is given, the record said at the end. A history that cannot be used is said, with exit
    status 2, as the history's commands say it."""
    from ..history import History, HistoryError
    from ..history.quiz_record import record_said
    from ..model.names import cut, name_problem
    from ..teach.drill import drilled

    try:
        if (problem := name_problem(name.strip())) is not None:
            said = message(
                "{name!r} is not a player's name: {problem}", name=cut(name), problem=problem
            )
            raise HistoryError(said)
        with History.open() as history:
            known = {p.name.casefold(): p.name for p in history.players()}
            learner = known.get(name.strip().casefold(), name.strip())
            said = message("Learner: {name}", name=learner)
            if learner.casefold() not in known:
                said = message("Learner: {name} (new)", name=learner)
            print(say(said))

            def keep(question: Question, right: bool) -> None:
                history.record_quiz_answer(learner, quiz.expedition, question.category, right)

            _ask_all(quiz, drilled(quiz, history.quiz_record(learner)), keep)
            record = record_said(history.quiz_record(learner))
            print(say(message("{name}'s record: {record}", name=learner, record=record)))
    except HistoryError as error:
        print(f"fathom-score: {error}", file=sys.stderr)
        return EXIT_BAD_INPUT
    return 0


def _ask_all(
    quiz: Quiz,
    questions: Sequence[Question],
    keep: Callable[[Question, bool], None] | None = None,
) -> int:
    """Ask `questions` in turn until the end of input; `keep` hears of each answer."""
    from ..teach.quiz import facts

    right = asked = 0
    shown = None
    told: set[Message] = set()  # the facts said since this board was shown
    for question in questions:
        player = next(p for p in quiz.scorepad.players if p.name == question.player)
        if player.name != shown:
            _show_board(quiz, player)
            shown, told = player.name, set()
        for fact in facts(quiz, question):
            if fact not in told:
                print(say(fact))
                told.add(fact)
        typed = _read_points(question)
        if typed is None:
            print()
            break
        asked += 1
        if keep is not None:
            keep(question, typed == question.answer)
        if typed == question.answer:
            right += 1
            print(say(message("Right: {points}.", points=points(question.answer))))
        else:
            print(
                say(message("Not quite: the answer is {points}.", points=points(question.answer)))
            )
        _show_reasons(player.categories[question.category])
    print(say(message("{right} of {asked} right.", right=right, asked=asked)))
    return 0


def _show_board(quiz: Quiz, player: PlayerScore) -> None:
    from rich.console import Console

    from ..render.board_map import LEGEND, board_map
    from ..teach.quiz import board_shown

    print()
    print(say(message("{player}'s board:", player=player.name)))
    Console(highlight=False).print(board_map(board_shown(quiz, player.name), quiz.game.colours))
    print(say(message("Key: {legend}", legend=message(LEGEND))))


def _read_points(question: Question) -> int | None:
    """The points typed for `question`, asked again until they are a number; None at the end
    of input."""
    ask = message(
        "{player} — {category}: how many points?",
        player=question.player,
        category=Message(CATEGORY_LABELS[question.category]),
    )
    while True:
        try:
            typed = input(say(ask) + " ")
        except EOFError:
            return None
        try:
            return int(typed.strip())
        except ValueError:
            print(
                say(
                    message(
                        "{typed!r} is not a number: type the points, such as 7.",
                        typed=typed.strip(),
                    )
                )
            )


def _show_reasons(score: CategoryScore) -> None:
    """The scorepad's reasons for the row, as `explain` says them."""
    if not score.reasons:
        print("  " + say(message("nothing on the board scores here")))
    for reason in score.reasons:
        line = f"  {'•' if reason.note else reason.points:>3}  {say(reason.text)}"
        if reason.working is not None:
            line += f" — {say(reason.working)}"
        print(line)
