"""The quiz screen: reached from the new-game screen and the palette; an answer typed is said
right or wrong, then the right answer with its reasons and their zones lit; a learner chosen
from the history has the answers recorded and the round drilled; it fits every size."""

from __future__ import annotations

import pytest
from conftest import example_path, make_app, screen_text, settle
from fit import SIZES, cut_widgets
from test_fit_screens import reach

from fathom_score.app.screens.quiz import QuizScreen
from fathom_score.app.widgets.board import BoardView
from fathom_score.gamefile import load_game
from fathom_score.history import History
from fathom_score.history.quiz_record import CategoryRecord
from fathom_score.labels import CATEGORY_LABELS
from fathom_score.model import Species
from fathom_score.words import set_language


async def open_quiz(pilot, expedition: int = 2, seed: int = 7) -> QuizScreen:
    """The quiz pushed as the app pushes it, on a fixed board."""
    await settle(pilot)
    pilot.app.push_screen(QuizScreen(expedition, seed))
    await settle(pilot)
    screen = pilot.app.screen
    assert isinstance(screen, QuizScreen)
    return screen


def reasons_zones(screen: QuizScreen) -> set[str]:
    question = screen.question
    seat = next(p for p in screen.quiz.scorepad.players if p.name == question.player)
    return {z for r in seat.categories[question.category].reasons for z in r.zones}


async def test_the_new_game_screens_key_opens_the_quiz_on_the_expedition_chosen():
    app = make_app()
    async with app.run_test(size=SIZES["80x24"]) as pilot:
        await settle(pilot)
        assert "f12 Quiz" in str(app.screen.query_one("#quiz-link").render())
        assert await reach(pilot, ["#quiz-link"]) == []
        await pilot.press("down", "down", "f12")  # Expedition 3 highlighted, then the quiz
        await settle(pilot)
        assert isinstance(app.screen, QuizScreen)
        assert app.screen.expedition == 3
        await pilot.press("escape")
        await settle(pilot)
        assert not isinstance(app.screen, QuizScreen)


async def test_the_palette_opens_the_quiz_on_the_games_expedition():
    path = example_path(4)
    app = make_app(path, load_game(path))
    async with app.run_test(size=SIZES["100x30"]) as pilot:
        await settle(pilot)
        await pilot.press("ctrl+p", *"Scoring quiz")
        await settle(pilot)
        await pilot.press("enter")
        await settle(pilot)
        assert isinstance(app.screen, QuizScreen)
        assert app.screen.expedition == 4


async def test_a_right_answer_then_a_wrong_one_each_with_the_reasons_lit_on_the_board():
    app = make_app()
    async with app.run_test(size=SIZES["100x30"]) as pilot:
        screen = await open_quiz(pilot)
        board = screen.query_one(BoardView)
        first = screen.question
        label = CATEGORY_LABELS[first.category]
        assert f"{first.player} — {label}: how many points?" in screen_text(app)
        assert board.marks == frozenset()  # nothing lit before the answer
        await pilot.press(*str(first.answer), "enter")
        await settle(pilot)
        text = screen_text(app)
        assert "✓ Right:" in text and "1 of 1 right." in text
        assert board.marks == reasons_zones(screen)
        await pilot.press("enter")  # on to the next question
        await settle(pilot)
        second = screen.question
        assert second == screen.questions[1] and board.marks == frozenset()
        await pilot.press(*str(second.answer + 2), "enter")
        await settle(pilot)
        text = screen_text(app)
        assert f"✗ Not quite: the answer is {second.answer} point" in text
        assert "1 of 2 right." in text
        assert board.marks == reasons_zones(screen)


async def test_letters_are_not_an_answer():
    app = make_app()
    async with app.run_test(size=SIZES["100x30"]) as pilot:
        screen = await open_quiz(pilot)
        await pilot.press("x", "enter")
        await settle(pilot)
        assert screen.asked == 0 and not screen.answered
        said = str(screen.query_one("#quiz-verdict").render())
        assert said == "Type the points, such as 7, then Enter"


async def test_a_learner_from_the_history_has_the_answers_recorded_and_drilled(home):
    with History.open(home / "history.sqlite3") as history:
        history.record(load_game(example_path(1)))  # Ana, Ben and Chloé
        for _ in range(3):
            history.record_quiz_answer("Ana", 2, "camera", False)
    app = make_app()
    async with app.run_test(size=SIZES["80x24"]) as pilot:
        screen = await open_quiz(pilot)
        await pilot.press("f2", *"ana", "enter")
        await settle(pilot)
        assert screen.learner == "Ana"
        assert screen.question.category == "camera"  # what she gets wrong, first
        assert "Learner: Ana — Deep-sea camera 0 of 3" in screen_text(app)
        answer = screen.question.answer
        await pilot.press(*str(answer), "enter")
        await settle(pilot)
        assert "Deep-sea camera 1 of 4" in screen_text(app)
    with History.open(home / "history.sqlite3") as history:
        assert history.quiz_record("Ana") == (CategoryRecord("camera", 1, 4),)


async def test_without_a_learner_nothing_is_recorded(home):
    app = make_app()
    async with app.run_test(size=SIZES["100x30"]) as pilot:
        screen = await open_quiz(pilot)
        await pilot.press(*str(screen.question.answer), "enter")
        await settle(pilot)
    assert not (home / "history.sqlite3").exists()


@pytest.mark.parametrize("language", ["en", "ja"])
@pytest.mark.parametrize("size", list(SIZES))
async def test_the_quiz_fits_every_size_with_the_answer_shown(size, language):
    set_language(language)
    try:
        app = make_app()
        async with app.run_test(size=SIZES[size]) as pilot:
            screen = await open_quiz(pilot)
            await pilot.press(*str(screen.question.answer + 1), "enter")
            await settle(pilot)
            assert cut_widgets(screen, ["#quiz-answer", "#quiz-ask", "#keys"]) == []
            assert await reach(pilot, ["#quiz-board", "#quiz-verdict", "#quiz-reasons"]) == []
            for pane in screen.query("#quiz-board-pane, #quiz-text"):
                assert pane.virtual_size.width <= pane.scrollable_content_region.width
    finally:
        set_language("en")


async def test_every_fact_an_answer_depends_on_is_on_the_screen():
    """The board as entered (its undiscovered tiles there), the points of interest kept beside
    it and, for sea cucumbers, every player's count: for every question of many boards."""
    app = make_app()
    async with app.run_test(size=SIZES["100x30"]) as pilot:
        screen = await open_quiz(pilot)
        for expedition, seed in [(e, s) for e in (1, 2, 3, 4) for s in range(3)]:
            screen.expedition, screen.seed = expedition, seed
            screen._restart()
            players = {player.name: player for player in screen.quiz.game.players}
            for index, question in enumerate(screen.questions):
                screen.index = index
                screen._draw()
                await pilot.pause()
                player = players[question.player]
                assert screen.query_one(BoardView).board == player.board
                said = str(screen.query_one("#quiz-facts").render())
                if question.category == "sea_cucumber":
                    for seat in screen.quiz.scorepad.players:
                        count = sum(t.count(Species.CUCUMBER) for _z, t in seat.board.tiles())
                        assert f"{seat.name} {count}" in said
                for kind in player.poi_kept:
                    assert kind.value in said
