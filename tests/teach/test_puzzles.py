"""The course's puzzles: every one loads, is not solved at the start, is solved by its "show me"
solution typed as the editor types it, and a search over the allowed changes solves it."""

from __future__ import annotations

from collections.abc import Iterator

import pytest

from fathom_score import scoring
from fathom_score.gamefile import parse_zone
from fathom_score.model import DIRECTIONS, Content, Game, Poi, PoiKind, Species
from fathom_score.scoring import Scorepad, score_game
from fathom_score.scoring import scorepad as scorepad_module
from fathom_score.table.entry import KEPT_LETTERS, KEPT_MARK
from fathom_score.table.session import Refused, Session, checked
from fathom_score.teach import puzzle as puzzle_module
from fathom_score.teach.lessons import LESSONS, lesson_for_rule
from fathom_score.teach.puzzle import (
    Puzzle,
    PuzzleError,
    all_puzzles,
    progress,
    read_puzzle,
)
from fathom_score.words import english, say, set_language

PUZZLES = all_puzzles()
BY_KEY = {puzzle.key: puzzle for puzzle in PUZZLES}


def test_there_are_at_least_30_puzzles_with_distinct_keys():
    assert len(PUZZLES) >= 30
    assert len(BY_KEY) == len(PUZZLES)


def test_every_lesson_has_a_puzzle_and_every_puzzle_a_lesson():
    assert all(lesson.puzzles for lesson in LESSONS)
    assert sum(len(lesson.puzzles) for lesson in LESSONS) == len(PUZZLES)


def test_the_lessons_follow_the_rulebook():
    assert [lesson.key for lesson in LESSONS] == [
        "coral", "schooling_fish", "sea_cucumber", "crustacean", "whalefall", "siphonophore",
        "anglerfish", "camera", "jellyfish", "finless_sole", "stingrays", "poi",
        "multicoloured_coral", "tiebreak",
    ]  # fmt: skip


def test_every_reason_of_the_examples_leads_to_a_lesson():
    from pathlib import Path

    from fathom_score.gamefile import load_game

    for example in sorted(Path("examples").glob("*.toml")):
        for player in score_game(load_game(example)).players:
            for cell in player.categories.values():
                assert lesson_for_rule(cell.category).rules
                for reason in cell.reasons:
                    assert reason.rule in lesson_for_rule(reason.rule).rules


@pytest.mark.parametrize("puzzle", PUZZLES, ids=lambda puzzle: puzzle.key)
def test_a_puzzle_is_not_solved_at_the_start(puzzle: Puzzle):
    start = progress(puzzle, puzzle.game, score_game(puzzle.game))
    assert not start.met
    assert start.changed == 0 and start.within_limit


def solved(puzzle: Puzzle, session: Session) -> bool:
    return progress(puzzle, session.game, score_game(session.game)).met


@pytest.mark.parametrize("puzzle", PUZZLES, ids=lambda puzzle: puzzle.key)
def test_show_me_typed_as_the_editor_types_it_solves_the_puzzle(puzzle: Puzzle):
    session = Session(puzzle.game)
    for zone, entry in puzzle.solution:
        session.enter(puzzle.player, zone, entry)
    reached = progress(puzzle, session.game, score_game(session.game))
    assert reached.met, reached
    assert reached.changed <= puzzle.limit
    assert set(puzzle.zones) <= set(puzzle.game.layout.zones)


def tiles(game: Game) -> Iterator[Content | None]:
    """Everything a learner might put in one zone: nothing, every species of the expedition
    with 1 or 2 icons in every colour, two-species tiles, cameras in every facing, stacked
    anglerfish, pinned multicoloured coral, stingrays and every point of interest."""
    yield None
    colours = game.colours
    species = [s.value for s in Species]
    texts: list[str] = []
    for colour in colours:
        for one in species:
            if one == Species.CAMERA.value:
                texts += [f"{colour} camera facing {d}" for d in DIRECTIONS]
                continue
            texts += [f"{colour} {one}", f"{colour} 2 {one}", f"{colour} 3 {one}"]
        texts.append(f"{colour} anglerfish stacked")
        texts += [f"{colour} fish crustacean", f"{colour} fish coral", f"{colour} crustacean coral"]
        texts.append(f"multi coral as {colour}")
    texts += ["multi coral", "stingray", "poi hidden"] + [f"poi {kind.value}" for kind in PoiKind]
    for text in texts:
        try:
            yield parse_zone(text, colours)
        except ValueError:
            continue


def near(game: Game, player: int) -> list[str]:
    """The board's filled zones and their neighbours: where a one-tile answer can be."""
    board = game.players[player].board
    filled = [zone for zone in game.layout.zones if board[zone] is not None]
    zones = set(filled)
    for zone in filled:
        zones.update(game.layout.neighbours(zone))
    zones.update(game.layout.edge_zones[:1])  # somewhere on the edge, away from everything
    return [zone for zone in game.layout.zones if zone in zones]


def one_change_solutions(puzzle: Puzzle) -> Iterator[tuple[str, Content | None]]:
    game = puzzle.game
    board = game.players[puzzle.player].board
    for zone in near(game, puzzle.player):
        for content in tiles(game):
            if content == board[zone]:
                continue
            for kept in kept_beside(game, board[zone], content):
                session = Session(game)
                try:
                    session.set_zone(puzzle.player, zone, content)
                    if kept:
                        session.enter(puzzle.player, zone, KEPT_MARK + kept)
                    checked(session.game)
                except (Refused, ValueError):
                    continue
                if solved(puzzle, session):
                    yield zone, content


def kept_beside(game: Game, before: Content | None, after: Content | None) -> Iterator[str]:
    """With a zone's change, what may be kept beside the board as well: nothing, or, where a
    token is taken off its zone, that token kept (any kind: the face-down one may be any)."""
    yield ""
    if isinstance(before, Poi) and after is None:
        yield from KEPT_LETTERS


@pytest.mark.parametrize("puzzle", PUZZLES, ids=lambda puzzle: puzzle.key)
def test_a_search_over_the_allowed_changes_solves_the_puzzle(puzzle: Puzzle):
    assert puzzle.limit == 1, "the search tries one change; a longer puzzle needs a longer search"
    assert next(one_change_solutions(puzzle), None) is not None


def test_checking_a_puzzle_after_an_entry_takes_one_score_game(monkeypatch: pytest.MonkeyPatch):
    calls: list[Game] = []

    def counted(game: Game, stop: object = None) -> Scorepad:
        calls.append(game)
        return score_game(game)

    for module in (scoring, scorepad_module, puzzle_module):
        monkeypatch.setattr(module, "score_game", counted, raising=False)
    puzzle = BY_KEY["coral-grow"]
    session = Session(puzzle.game)
    session.enter(puzzle.player, "D4", "rc")
    reached = progress(puzzle, session.game, scoring.score_game(session.game))  # the caller's
    assert reached.met
    assert len(calls) == 1


def test_the_goal_on_a_zone_counts_only_that_zones_reasons():
    puzzle = BY_KEY["crustacean-two"]
    session = Session(puzzle.game)
    session.enter(puzzle.player, "F1", "rk")  # a second crustacean, with no coral round it
    session.enter(puzzle.player, "D5", "yc")
    assert progress(puzzle, session.game, score_game(session.game)).value == 4


def test_too_many_changes_do_not_meet_the_goal():
    puzzle = BY_KEY["coral-grow"]
    session = Session(puzzle.game)
    session.enter(puzzle.player, "G4", "bf")
    session.enter(puzzle.player, "D4", "rc")
    reached = progress(puzzle, session.game, score_game(session.game))
    assert reached.value == 9 and reached.changed == 2
    assert not reached.within_limit and not reached.met


def test_a_broken_puzzle_is_refused_with_its_file_named():
    with pytest.raises(PuzzleError, match=r"broken\.toml"):
        read_puzzle('key = "x"\n', "broken.toml")


def test_every_puzzle_speaks_japanese():
    set_language("ja")
    try:
        for puzzle in PUZZLES:
            for text in (puzzle.title, puzzle.ask, puzzle.hint, puzzle.why):
                assert any(ord(c) > 0x3000 for c in say(text)), english(text)
    finally:
        set_language("en")
