"""The scorepad: reasons of a cell highlighted on the board, the stories, rules and what-if."""

from __future__ import annotations

from conftest import SMALL, game_from, make_app, screen_text

from fathom_score.app.dialogs.story_dialog import StoryDialog
from fathom_score.app.screens.course import CourseScreen
from fathom_score.app.screens.scorepad import ScorepadScreen
from fathom_score.app.widgets.board import BoardView
from fathom_score.words import say, set_language

# Ana: red corals at A1, A2 (a group of 2: 4), one at C1 (1) and a blue one at B3 (1). The
# crustacean at C3 has B3 (blue coral) among its neighbours: 2. Her camera at D1 faces E and sees
# D2 (yellow fish): 1 species + 1 colour = 2; facing NE it would see C1 (red coral): also 2.
# Ben has only a red coral at G1: 1 point, level with nobody.
GAME = """version = 1
expedition = 2
[[players]]
name = "Ana"
[players.zones]
A1 = "red coral"
A2 = "red coral"
B3 = "blue coral"
C3 = "green crustacean"
C1 = "red coral"
D1 = "green camera facing E"
D2 = "yellow fish"
[[players]]
name = "Ben"
[players.zones]
G1 = "red coral"
"""


async def open_scorepad(pilot):
    await pilot.pause()
    await pilot.press("f2")
    await pilot.pause()
    assert isinstance(pilot.app.screen, ScorepadScreen)


async def test_a_cells_reasons_highlight_their_zones_on_that_players_board():
    app = make_app(None, game_from(GAME))
    async with app.run_test(size=SMALL) as pilot:
        await open_scorepad(pilot)
        board = app.screen.query_one(BoardView)
        # The cursor starts on Ana's coral cell: every coral reason is highlighted.
        assert board.marks == {"A1", "A2", "B3", "C1"}
        await pilot.press("tab")  # to the reasons
        reasons = [say(r.text) for r in app.screen.cell_reasons()]
        assert reasons == [
            "Red coral group of 2 (A1, A2)",
            "Red coral group of 1 (C1)",
            "Blue coral group of 1 (B3)",
        ]
        assert board.marks == {"A1", "A2"}
        await pilot.press("shift+tab", "down", "down", "down", "tab")  # crustacean row
        assert say(app.screen.reason.text).startswith("Crustacean at C3")
        assert board.marks == {"C3", "B3"}
        await pilot.press("question_mark")
        assert isinstance(app.screen, CourseScreen)
        assert app.screen.lesson.key == "crustacean"
        await pilot.press("escape")
        assert isinstance(app.screen, ScorepadScreen)


async def test_what_if_shows_the_camera_turned_each_way():
    app = make_app(None, game_from(GAME))
    async with app.run_test(size=SMALL) as pilot:
        await open_scorepad(pilot)
        camera_row = 5  # coral, fish, cucumber, crustacean, angler, camera
        await pilot.press(*["down"] * camera_row, "tab")
        reason = app.screen.reason
        assert reason.rule == "camera" and reason.points == 2
        assert set(reason.zones) == {"D1", "D2", "D3", "D4", "D5", "D6", "D7"}
        assert app.screen.query_one(BoardView).marks == set(reason.zones)
        text = screen_text(app)
        assert "What if:" in text and "facing NE → 2" in text


async def test_the_tie_break_and_sea_cucumber_stories_are_told_in_words():
    app = make_app(None, game_from(GAME))
    async with app.run_test(size=SMALL) as pilot:
        await open_scorepad(pilot)
        await pilot.press("t")
        assert isinstance(app.screen, StoryDialog)
        assert app.screen.lines == app.session.scorepad.tiebreak_story
        assert "Ben has 1 point: place 2." in screen_text(app)
        await pilot.press("escape", "c")
        assert app.screen.lines == app.session.scorepad.sea_cucumber_story
        assert "Ana has no sea cucumbers: no place, 0 points." in screen_text(app)


async def test_the_course_explains_each_rule_with_a_puzzle():
    app = make_app(None, game_from(GAME))
    async with app.run_test(size=SMALL) as pilot:
        await pilot.press("f3")
        assert isinstance(app.screen, CourseScreen)
        await pilot.press("shift+tab", "down")  # from the entry line to the lessons: fish
        text = screen_text(app)
        assert "Schooling fish" in text and "Puzzle 1 of" in text


async def test_the_reasons_what_ifs_and_stories_are_said_in_the_language_chosen():
    set_language("ja")  # the app's own words may stay English here: the reasons' are tested
    app = make_app(None, game_from(GAME))
    async with app.run_test(size=SMALL) as pilot:
        await open_scorepad(pilot)
        await pilot.press(*["down"] * 5, "tab")  # the camera row
        text = "".join(screen_text(app).split())  # every word, however the pane wraps it
        camera = "D1の深海カメラ（東向き）の視線に魚の群れ、色：黄"
        assert camera in text and "2点：" in text and "北東向きなら→2点" in text
        await pilot.press("shift+tab", "t")
        assert "Benは1点で2位です。" in screen_text(app)
        await pilot.press("escape", "c")
        assert "Anaはナマコがいないため、順位なし、0点です。" in screen_text(app)
