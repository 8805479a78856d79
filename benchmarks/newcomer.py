"""A newcomer's path through the coral lesson (issue 19): keys typed and seconds, in the real app.

    .venv/bin/python -m benchmarks.newcomer

The path, in the real app at 80x24 from an empty home: F3 opens the course at the coral lesson;
for each of its puzzles the newcomer asks for the hint (F2), goes to the zone the hint leads to
(its name, Enter) and types the entry (Enter), as the puzzle's "show me" solution does, then
Page Down to the next puzzle. Every key is pressed through Textual's pilot, one at a time, and
each puzzle is checked solved before going on (the path is typed, not assumed).

Reported: the keys, and two kinds of seconds. The app's: the wall time of the whole path, keys
handled and screens repainted (what the program costs the newcomer). A person's: not measured
here (no person is); estimated with the keystroke-level model of Card, Moran and Newell, a
stated model rather than a measurement: 0.28 s a key (an average typist), 1.35 s to think
before each entry, and reading the lesson and each puzzle at 200 words a minute.
"""

from __future__ import annotations

import asyncio
import os
import tempfile
import time

from fathom_score.teach.puzzle import Puzzle

KEY_SECONDS, THINK_SECONDS, WORDS_A_MINUTE = 0.28, 1.35, 200
SIZE = (80, 24)


def path_keys(puzzle: Puzzle) -> list[list[str]]:
    """The entries of one puzzle's path, each a list of keys: the hint, the zone, the tile."""
    entries: list[list[str]] = [["f2"]]
    for zone, entry in puzzle.solution:
        entries.append([*zone.lower(), "enter"])
        entries.append([*entry, "enter"])
    return entries


def words(text: str) -> int:
    return len(text.split())


async def walk() -> dict[str, float]:
    """The path typed into the real app; its keys, entries, words read and the app's time."""
    from fathom_score.app import FathomApp
    from fathom_score.app.screens.course import CourseScreen
    from fathom_score.teach.lessons import lesson_for_rule
    from fathom_score.words import say

    lesson = lesson_for_rule("coral")
    app = FathomApp(cursor_blink=False)
    keys = entries = 0
    read = words(say(lesson.text))
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        began = time.perf_counter()
        await pilot.press("f3")
        keys += 1
        screen = app.screen
        assert isinstance(screen, CourseScreen) and screen.lesson is lesson
        for number, puzzle in enumerate(lesson.puzzles):
            assert screen.puzzle is puzzle
            read += words(say(puzzle.ask)) + words(say(puzzle.hint)) + words(say(puzzle.why))
            for entry in path_keys(puzzle):
                for key in entry:
                    await pilot.press(key)
                keys += len(entry)
                entries += 1
            assert screen.attempt.progress.met, f"puzzle {puzzle.key} not solved"
            if number + 1 < len(lesson.puzzles):
                await pilot.press("pagedown")
                keys += 1
        seconds = time.perf_counter() - began
    person = keys * KEY_SECONDS + entries * THINK_SECONDS + read / WORDS_A_MINUTE * 60
    return {
        "puzzles": len(lesson.puzzles),
        "keys": keys,
        "entries": entries,
        "app_seconds": seconds,
        "words_read": read,
        "person_seconds_estimated": person,
    }


def main() -> None:
    os.environ["FATHOM_SCORE_HOME"] = tempfile.mkdtemp(prefix="fathom-newcomer-")
    result = asyncio.run(walk())
    print(f"the coral lesson at {SIZE[0]}x{SIZE[1]}, every puzzle solved by typing its path:")
    print(f"  puzzles {result['puzzles']}, keys {result['keys']}, entries {result['entries']}")
    print(f"  the app's time for the whole path: {result['app_seconds']:.2f} s")
    print(
        f"  a person's time, estimated (keystroke-level model, {KEY_SECONDS} s a key, "
        f"{THINK_SECONDS} s before each entry, {result['words_read']} words read at "
        f"{WORDS_A_MINUTE} a minute): {result['person_seconds_estimated']:.0f} s"
    )


if __name__ == "__main__":
    main()
