"""The course in the app: a puzzle solved by typing the editor's entries, one score per entry,
hint / show me / start again / undo / next, the record kept, `?` to the nearest puzzle and
"try it on my board"."""

from __future__ import annotations

import json

import pytest
from conftest import SMALL, example_path, make_app, screen_text, settle

from fathom_score.app.screens.course import CourseScreen
from fathom_score.app.widgets.board import BoardView
from fathom_score.gamefile import load_game
from fathom_score.model import Game
from fathom_score.scoring import Scorepad, score_game
from fathom_score.teach import course as course_module
from fathom_score.teach.course import RECORD_FILE
from fathom_score.teach.lessons import lesson_for_rule

CORAL = lesson_for_rule("coral")
GROW = CORAL.puzzles[0]  # Ana's coral from 4 to 9: one red coral beside her pair


async def open_course(pilot) -> CourseScreen:
    await settle(pilot)
    await pilot.press("f3")
    await settle(pilot)
    screen = pilot.app.screen
    assert isinstance(screen, CourseScreen)
    return screen


async def type_entry(pilot, text: str) -> None:
    await pilot.press(*text, "enter")
    await pilot.pause()


async def test_typing_the_solution_solves_the_puzzle_lights_its_zones_and_ticks_it(home):
    app = make_app()
    async with app.run_test(size=SMALL) as pilot:
        screen = await open_course(pilot)
        assert screen.puzzle is GROW and not screen.attempt.progress.met
        zone, entry = GROW.solution[0]
        await type_entry(pilot, zone.lower())  # the cursor to the zone, as in the editor
        await type_entry(pilot, entry)
        assert screen.attempt.progress.met
        assert "✓ Solved!" in screen_text(app)
        screen.query_one("#lesson-scroll").scroll_end(animate=False)
        await pilot.pause()
        assert "Coral: 9 points" in screen_text(app)
        # The zones of the group that scores now, the zone the entry filled among them.
        group = screen.attempt.scorepad.players[0].categories["coral"].reasons[0]
        assert group.points == 9 and zone in group.zones
        assert screen.query_one(BoardView).marks == set(group.zones)
    record = json.loads((home / RECORD_FILE).read_text())
    assert record["solved"] == [GROW.key]


async def test_each_entry_is_checked_with_one_score(monkeypatch: pytest.MonkeyPatch):
    calls: list[Game] = []

    def counted(game: Game, stop: object = None) -> Scorepad:
        calls.append(game)
        return score_game(game)

    monkeypatch.setattr(course_module, "score_game", counted)
    app = make_app()
    async with app.run_test(size=SMALL) as pilot:
        screen = await open_course(pilot)
        before = len(calls)
        await type_entry(pilot, "a1")  # a jump: nothing to score
        assert len(calls) == before
        for text in ("bf", "-", "rc"):
            await type_entry(pilot, text)
        assert len(calls) == before + 3
        assert calls[-1] is screen.attempt.session.game


async def test_hint_show_me_start_again_and_undo():
    app = make_app()
    async with app.run_test(size=SMALL) as pilot:
        screen = await open_course(pilot)
        await pilot.press("f2")
        assert "Hint:" in screen_text(app)
        await pilot.press("f4")
        assert screen.attempt.progress.met and "Shown: D4 rc" in screen_text(app)
        await pilot.press("ctrl+z")
        assert not screen.attempt.progress.met
        await pilot.press("f4", "f5")
        assert screen.attempt.session.game == GROW.game
        await type_entry(pilot, "zz9")
        assert "✗ Not entered" in screen_text(app)


async def test_show_me_does_not_tick_the_puzzle(home):
    app = make_app()
    async with app.run_test(size=SMALL) as pilot:
        await open_course(pilot)
        await pilot.press("f4")
    assert not (home / RECORD_FILE).exists()


async def test_next_and_previous_go_through_the_lessons_in_order():
    app = make_app()
    async with app.run_test(size=SMALL) as pilot:
        screen = await open_course(pilot)
        await pilot.press(*["pagedown"] * len(CORAL.puzzles))
        assert screen.lesson.key == "schooling_fish" and screen.index == 0
        await pilot.press("pageup")
        assert screen.lesson is CORAL and screen.puzzle is CORAL.puzzles[-1]


async def test_a_damaged_record_is_put_aside_and_the_course_goes_on(home):
    home.mkdir(parents=True, exist_ok=True)
    (home / RECORD_FILE).write_text("{ not json")
    app = make_app()
    async with app.run_test(size=SMALL) as pilot:
        screen = await open_course(pilot)
        assert screen.record.solved == set()
        assert (home / f"{RECORD_FILE}.bad").read_text() == "{ not json"


async def test_why_opens_the_reasons_lesson_and_my_board_lights_its_zones():
    path = example_path(2)
    game = load_game(path)
    app = make_app(path, game)
    async with app.run_test(size=SMALL) as pilot:
        await settle(pilot)
        await pilot.press("f2")
        await settle(pilot)
        scorepad = app.screen
        row = list(scorepad.scorepad.categories).index("crustacean")
        await pilot.press(*["down"] * row, "tab")
        reason = scorepad.reason
        assert reason is not None and reason.rule == "crustacean"
        await pilot.press("question_mark")
        screen = app.screen
        assert isinstance(screen, CourseScreen) and screen.lesson.key == "crustacean"
        values = [abs(p.goal.value - reason.points) for p in screen.lesson.puzzles]
        assert values[screen.index] == min(values)
        await pilot.press("f7")
        player = score_game(game).players[scorepad.player]
        lit = {z for r in player.categories["crustacean"].reasons for z in r.zones}
        assert screen.query_one(BoardView).marks == lit
        assert screen.query_one(BoardView).board == player.board
        await pilot.press("f7")
        assert screen.query_one(BoardView).board == screen.attempt.session.game.players[0].board


async def test_my_board_without_a_game_says_to_open_one():
    app = make_app()
    async with app.run_test(size=SMALL) as pilot:
        screen = await open_course(pilot)
        assert app.session is None and screen.own is None
        await pilot.press("f7")
        assert "Open or start a game first" in screen_text(app)


async def test_a_lesson_whose_puzzles_are_all_solved_is_ticked_in_the_list(home):
    app = make_app()
    async with app.run_test(size=SMALL) as pilot:
        screen = await open_course(pilot)
        for number, puzzle in enumerate(CORAL.puzzles):
            assert screen.puzzle is puzzle
            for zone, entry in puzzle.solution:
                await type_entry(pilot, zone.lower())
                await type_entry(pilot, entry)
            assert screen.attempt.progress.met
            ticked = str(screen.query_one("#lesson-list").get_option_at_index(0).prompt)
            assert ticked.startswith("✓") == (number == len(CORAL.puzzles) - 1)
            await pilot.press("pagedown")
    solved = json.loads((home / RECORD_FILE).read_text())["solved"]
    assert solved == sorted(puzzle.key for puzzle in CORAL.puzzles)


async def test_the_last_puzzle_of_a_lesson_says_lesson_done_beside_its_explanation(home):
    """No toast over the page: the lesson done is said on the message line, after the
    solved puzzle's explanation, which stays in full."""
    app = make_app()
    async with app.run_test(size=SMALL) as pilot:
        screen = await open_course(pilot)
        screen._begin(len(CORAL.puzzles) - 1)
        (home / RECORD_FILE).parent.mkdir(parents=True, exist_ok=True)
        screen.record.solved |= {puzzle.key for puzzle in CORAL.puzzles[:-1]}
        for zone, entry in screen.puzzle.solution:
            await type_entry(pilot, zone.lower())
            await type_entry(pilot, entry)
        assert screen.attempt.progress.met
        assert not list(app._notifications)
        said = str(screen.query_one("#message").render())
        assert "✓ Solved!" in said and "Lesson done: Coral" in said
