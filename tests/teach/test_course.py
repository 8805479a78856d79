"""The course at work: an attempt scores once a change, undo / reset / show me, the record of
puzzles solved (a damaged file is put aside), and the puzzle a reason leads to."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from fathom_score.gamefile import NotationError
from fathom_score.model import Game, Poi, Species
from fathom_score.rules import Reason
from fathom_score.scoring import Scorepad, score_game
from fathom_score.table.session import Refused
from fathom_score.teach import course as course_module
from fathom_score.teach.course import RECORD_FILE, Attempt, CourseRecord, closest_puzzle
from fathom_score.teach.lessons import LESSONS, lesson_for_rule
from fathom_score.teach.puzzle import all_puzzles
from fathom_score.words import english, message

BY_KEY = {puzzle.key: puzzle for puzzle in all_puzzles()}


@pytest.fixture
def scored(monkeypatch: pytest.MonkeyPatch) -> list[Game]:
    """Every game the course scores, in order."""
    calls: list[Game] = []

    def counted(game: Game, stop: object = None) -> Scorepad:
        calls.append(game)
        return score_game(game)

    monkeypatch.setattr(course_module, "score_game", counted)
    return calls


def test_each_entry_that_changes_the_board_is_scored_once(scored: list[Game]):
    attempt = Attempt(BY_KEY["crustacean-two"])
    assert len(scored) == 1  # the board at the start
    attempt.enter("D5", "yc")
    assert len(scored) == 2 and scored[-1] is attempt.session.game
    assert attempt.progress.met and attempt.progress.value == 4
    assert attempt.scorepad.players[0].categories["crustacean"].points == 4


def test_a_jump_or_a_refused_entry_scores_nothing(scored: list[Game]):
    attempt = Attempt(BY_KEY["crustacean-two"])
    outcome = attempt.enter("D5", "f1")  # a jump to F1
    assert outcome.cursor == "F1"
    with pytest.raises((NotationError, Refused)):
        attempt.enter("D5", "zz9")
    assert len(scored) == 1
    assert not attempt.progress.met


def test_undo_and_reset_go_back_and_show_me_solves(scored: list[Game]):
    puzzle = BY_KEY["crustacean-two"]
    attempt = Attempt(puzzle)
    attempt.enter("D5", "yc")
    assert attempt.undo() is not None
    assert attempt.session.game == puzzle.game and not attempt.progress.met
    assert attempt.undo() is None  # nothing more to undo
    attempt.enter("F1", "rk")
    attempt.reset()
    assert attempt.session.game == puzzle.game and attempt.progress.changed == 0
    attempt.show_me()
    assert attempt.progress.met


def test_over_the_limit_the_goal_is_not_met():
    attempt = Attempt(BY_KEY["coral-grow"])
    attempt.enter("G4", "bf")
    attempt.enter("D4", "rc")
    assert attempt.progress.changed == 2
    assert not attempt.progress.within_limit and not attempt.progress.met


def test_the_record_keeps_the_puzzles_solved(tmp_path: Path):
    record = CourseRecord.read(tmp_path)
    assert record.solved == set() and record.put_aside is None
    coral = LESSONS[0]
    for puzzle in coral.puzzles[:-1]:
        record.solve(puzzle)
    assert not record.lesson_done(coral)
    record.solve(coral.puzzles[-1])
    again = CourseRecord.read(tmp_path)
    assert again.solved == {puzzle.key for puzzle in coral.puzzles}
    assert again.lesson_done(coral) and not again.lesson_done(LESSONS[1])


@pytest.mark.parametrize(
    "text", ["{not json", '{"solved": "coral-grow"}', '{"solved": [1, 2]}', "[]", "\xff\xfe"]
)
def test_a_damaged_record_is_put_aside_as_bad(tmp_path: Path, text: str):
    (tmp_path / RECORD_FILE).write_bytes(text.encode("latin-1"))
    record = CourseRecord.read(tmp_path)
    assert record.solved == set()
    assert record.put_aside == tmp_path / f"{RECORD_FILE}.bad"
    assert record.put_aside.read_bytes() == text.encode("latin-1")  # kept, not lost
    record.solve(BY_KEY["coral-grow"])
    assert json.loads((tmp_path / RECORD_FILE).read_text())["solved"] == ["coral-grow"]


def test_a_reason_leads_to_the_puzzle_nearest_its_points():
    crustacean = lesson_for_rule("crustacean")
    values = [puzzle.goal.value for puzzle in crustacean.puzzles]
    for value in values:
        reason = Reason("crustacean", message("a crustacean"), value, ("D4",))
        assert values[closest_puzzle(crustacean, reason)] == value
    assert closest_puzzle(crustacean) == 0
    far = Reason("crustacean", message("a crustacean"), 100)
    assert closest_puzzle(crustacean, far) == values.index(max(values))


@pytest.mark.parametrize("puzzle", all_puzzles(), ids=lambda puzzle: puzzle.key)
def test_show_me_in_an_attempt_solves_every_puzzle_and_lights_what_scores(puzzle):
    attempt = Attempt(puzzle)
    assert not attempt.progress.met
    attempt.show_me()
    assert attempt.progress.met
    lit = attempt.solved_zones()
    assert lit and set(lit) <= set(puzzle.game.layout.zones)


def test_a_puzzle_solved_leaves_no_game_to_resume(tmp_path, monkeypatch):
    """A lesson's board is not a game: trying and solving it autosaves nothing, so the
    new-game screen offers nothing to carry on."""
    from fathom_score.table import storage

    monkeypatch.setenv("FATHOM_SCORE_HOME", str(tmp_path / "home"))
    attempt = Attempt(BY_KEY["crustacean-two"])
    attempt.show_me()
    assert attempt.progress.met
    attempt.undo()
    assert storage.recent_games() == []


@pytest.mark.parametrize(
    "puzzle",
    [p for p in all_puzzles() if p.goal.category == "sea_cucumber" or p.goal.kind == "place"],
    ids=lambda puzzle: puzzle.key,
)
def test_a_puzzle_says_what_the_other_boards_hold_for_its_goal(puzzle):
    """A sea-cucumber goal depends on every player's count, a place on every player's
    discovered tiles: the attempt says them, at the start and once solved."""
    attempt = Attempt(puzzle)
    for _step in ("start", "solved"):
        said = " ".join(english(fact) for fact in attempt.facts())
        for game_player, seat in zip(attempt.session.game.players, attempt.scorepad.players):
            tiles = [t for _z, t in game_player.board.tiles() if t.discovered]
            if puzzle.goal.category == "sea_cucumber":
                count = sum(t.count(Species.CUCUMBER) for t in tiles)
            else:  # a stacked pair is two tiles (ruling 9)
                count = sum(2 if t.stacked else 1 for t in tiles)
            assert f"{seat.name} {count}" in said
        attempt.show_me()


def test_the_lessons_say_what_discovered_and_undiscovered_tiles_are_and_what_stays():
    """Ruling 1 before any rule; the siphonophore's empty zones agree with it; where each
    expedition keeps its found tokens (ruling 14); St explained where a camera puzzle shows it."""
    first = LESSONS[0]
    assert first.intro is not None
    intro = english(first.intro)
    assert all(word in intro for word in ("undiscovered", "discovered", "removed", "empty"))
    siphonophore = english(lesson_for_rule("siphonophore").text)
    assert "undiscovered tile is removed" in siphonophore
    assert "holds nothing at all" not in siphonophore
    poi = english(lesson_for_rule("poi").text)
    assert "kept beside the board" in poi
    for kept_there in ["1 the wreck", "2 all four", "3 none", "4 the statue and the wreck"]:
        assert f"in Expedition {kept_there}" in poi
    camera = lesson_for_rule("camera")
    shows_st = any(
        isinstance(content, Poi) and content.face_up
        for puzzle in camera.puzzles
        for player in puzzle.game.players
        for content in player.board.zones.values()
    )
    assert shows_st and "St" in english(camera.text)


def test_a_points_of_interest_puzzle_names_its_expedition():
    for puzzle in lesson_for_rule("poi").puzzles:
        assert f"Expedition {puzzle.game.expedition.number}" in english(puzzle.ask), puzzle.key


def test_a_puzzle_solved_another_way_is_explained_by_the_move_made():
    """fish-second's own words name E6; solved with D6 instead they say D6, never E6."""
    puzzle = BY_KEY["fish-second"]
    assert "E6" in english(puzzle.why)
    attempt = Attempt(puzzle)
    attempt.enter("D6", "r3f")
    assert attempt.progress.met
    said = english(attempt.solved_words())
    assert "D6" in said and "E6" not in said
    assert "school of 6" in said  # what the goal counts now: the school that scores
    attempt.show_me()
    assert attempt.solved_words() == puzzle.why  # the puzzle's own move: its own words


def test_a_move_that_misses_the_goal_says_what_it_counts():
    """coral-grow wants 9: a red coral beside only one of Ana's corals makes a group whose
    points the message says, not only the new score."""
    attempt = Attempt(BY_KEY["coral-grow"])
    start = attempt.scorepad.players[0].categories["coral"].points
    for zone in attempt.puzzle.game.layout.zones:
        trial = Attempt(attempt.puzzle)
        try:
            trial.enter(zone, "rc")
        except Refused:
            continue
        if not trial.progress.met:
            said = english(trial.why_not())
            reasons = trial.scorepad.players[0].categories["coral"].reasons
            touching = [r for r in reasons if zone in r.zones]
            assert touching and all(english(r.text) in said for r in touching), said
            assert trial.progress.value != start or "group of" in said
            return
    pytest.fail("every red coral solved coral-grow")
