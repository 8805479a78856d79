"""One quiz round typed into the real app at 80x24 through Textual's pilot: its keys and the
app's seconds (README, "Quiz").

    .venv/bin/python -m benchmarks.quiz_round

From the new-game screen: `down` (Expedition 2), `f12` (the quiz), then for each question its
answer's digits, Enter (answered), Enter (the next question), every answer right. The seed is
drawn, as F12 draws it, so the digits (and the keys) vary a little from run to run. The time is
the app's, first key to last, by this process's clock; a person's is their reading and counting.
"""

from __future__ import annotations

import asyncio
import os
import tempfile
import time


async def one_round() -> tuple[int, int, float]:
    """(questions, keys, seconds) of one round."""
    from fathom_score.app import FathomApp
    from fathom_score.app.screens.quiz import QuizScreen

    app = FathomApp(cursor_blink=False)
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        start = time.perf_counter()
        keys = ["down", "f12"]
        await pilot.press(*keys)
        screen = app.screen
        assert isinstance(screen, QuizScreen)
        while screen.question is not None:
            typed = [*str(screen.question.answer), "enter", "enter"]
            await pilot.press(*typed)
            keys += typed
        assert screen.right == screen.asked == len(screen.questions)
        return len(screen.questions), len(keys), time.perf_counter() - start


def main() -> None:
    os.environ["FATHOM_SCORE_HOME"] = tempfile.mkdtemp()  # no one's history or autosaves
    for _ in range(3):
        questions, keys, seconds = asyncio.run(one_round())
        print(f"one quiz round: {questions} questions, {keys} keys, {seconds:.1f} s")


if __name__ == "__main__":
    main()
