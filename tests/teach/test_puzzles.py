"""The course's puzzles: every one loads, is not solved at the start, is solved by its "show me"
solution typed as the editor types it, and a search over the allowed changes solves it. A
puzzle of two changes is solved by a search over pairs, by no single change anywhere on the
board, and not with a third change."""

from __future__ import annotations

from collections.abc import Iterable, Iterator, Sequence
from dataclasses import dataclass, replace

import pytest

from fathom_score import scoring
from fathom_score.gamefile import game_problems, parse_zone
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
    goal_value,
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


@dataclass(frozen=True)
class Change:
    """One zone changed (and, where a token came off it, what is kept beside the board), with
    the game it makes."""

    zone: str
    content: Content | None
    kept: str  # letters typed after KEPT_MARK, or ""
    game: Game


def changes(game: Game, player: int, zones: Iterable[str]) -> Iterator[Change]:
    """Every change of one of `zones` to a content of `tiles()` that the game's rules allow.
    Only the game's rules are asked here (the editor may refuse more): a solution found is
    typed through a Session before it counts, so that a search finds only what a learner can
    type, and a search that finds nothing has looked at no less than the learner could."""
    owner = game.players[player]
    for zone in zones:
        before = owner.board[zone]
        for content in tiles(game):
            if content == before:
                continue
            board = owner.board.with_zone(zone, content)
            for kept in kept_beside(game, before, content):
                kinds = tuple(KEPT_LETTERS[letter] for letter in kept) if kept else owner.poi_kept
                changed = game.with_player(player, replace(owner, board=board, poi_kept=kinds))
                if not game_problems(changed):
                    yield Change(zone, content, kept, changed)


def typed(puzzle: Puzzle, steps: Sequence[Change]) -> Session | None:
    """The session after a learner types the changes one by one, or None if one is refused."""
    session = Session(puzzle.game)
    try:
        for step in steps:
            session.set_zone(puzzle.player, step.zone, step.content)
            if step.kept:
                session.enter(puzzle.player, step.zone, KEPT_MARK + step.kept)
            checked(session.game)
    except (Refused, ValueError):
        return None
    return session


def one_change_solutions(puzzle: Puzzle, zones: Iterable[str]) -> Iterator[Change]:
    for change in changes(puzzle.game, puzzle.player, zones):
        if meets(puzzle, change.game) and (session := typed(puzzle, [change])):
            assert solved(puzzle, session)
            yield change


def two_change_solutions(puzzle: Puzzle) -> Iterator[tuple[Change, Change]]:
    """Two changes on two zones near the board that meet the goal together.

    All the pairs near a board are millions of games, so the search is pruned and goes best
    first. Two changes may be typed in either order, so the first is one that alters what the
    goal reads (its category's reasons, or the total and the discovered tiles), nearest the
    goal's value first, and only one content per zone for each reading. The second lies next
    to the first or to a zone the goal's reasons name then (anywhere near the board for a goal
    on totals or places). Pruning can only make the search miss a solution (and fail), never
    find one that is not there."""
    start = reading(puzzle, score_game(puzzle.game))
    firsts: dict[tuple[str, object], tuple[int, Change, Scorepad]] = {}
    for change in changes(puzzle.game, puzzle.player, near(puzzle.game, puzzle.player)):
        scorepad = score_game(change.game)
        now = reading(puzzle, scorepad)
        if now != start and (change.zone, now) not in firsts:
            distance = abs(goal_value(puzzle.goal, scorepad) - puzzle.goal.value)
            firsts[change.zone, now] = (distance, change, scorepad)
    for _, first, scorepad in sorted(firsts.values(), key=lambda ranked: ranked[0]):
        for second in changes(first.game, puzzle.player, beside(puzzle, first, scorepad)):
            if meets(puzzle, second.game) and (session := typed(puzzle, [first, second])):
                assert solved(puzzle, session)
                yield first, second


def beside(puzzle: Puzzle, first: Change, scorepad: Scorepad) -> list[str]:
    """Where the search puts a second change: next to the first change or to a zone the goal's
    reasons name after it, or anywhere near the board for a goal on totals or places."""
    game, goal = first.game, puzzle.goal
    if goal.category is None:
        return [zone for zone in near(game, puzzle.player) if zone != first.zone]
    named = {first.zone}
    for reason in scorepad.players[goal.player].categories[goal.category].reasons:
        if goal.zone is None or (reason.zones and reason.zones[0] == goal.zone):
            named.update(reason.zones)
    around = set(named).union(*(game.layout.neighbours(zone) for zone in named))
    return [zone for zone in game.layout.zones if zone in around and zone != first.zone]


def meets(puzzle: Puzzle, game: Game) -> bool:
    return progress(puzzle, game, score_game(game)).met


def reading(puzzle: Puzzle, scorepad: Scorepad) -> object:
    """What the goal reads on a scorepad, beyond its value: a category's reasons (those on the
    goal's zone), or the player's total and discovered tiles."""
    goal = puzzle.goal
    player = scorepad.players[goal.player]
    if goal.category is None:
        return player.total, player.discovered_tiles
    reasons = player.categories[goal.category].reasons
    return tuple(r for r in reasons if goal.zone is None or (r.zones and r.zones[0] == goal.zone))


def kept_beside(game: Game, before: Content | None, after: Content | None) -> Iterator[str]:
    """With a zone's change, what may be kept beside the board as well: nothing, or, where a
    token is taken off its zone, that token kept (any kind: the face-down one may be any)."""
    yield ""
    if isinstance(before, Poi) and after is None:
        yield from KEPT_LETTERS


ONE_CHANGE = [puzzle for puzzle in PUZZLES if puzzle.limit == 1]
TWO_CHANGES = [puzzle for puzzle in PUZZLES if puzzle.limit == 2]


def test_every_puzzle_allows_one_or_two_changes_and_at_least_three_allow_two():
    assert {puzzle.limit for puzzle in PUZZLES} == {1, 2}
    assert len(TWO_CHANGES) >= 3


@pytest.mark.parametrize("puzzle", ONE_CHANGE, ids=lambda puzzle: puzzle.key)
def test_a_search_over_one_change_solves_a_puzzle_of_one(puzzle: Puzzle):
    zones = near(puzzle.game, puzzle.player)
    assert next(one_change_solutions(puzzle, zones), None) is not None


@pytest.mark.parametrize("puzzle", TWO_CHANGES, ids=lambda puzzle: puzzle.key)
def test_a_search_over_two_changes_solves_a_puzzle_of_two(puzzle: Puzzle):
    assert next(two_change_solutions(puzzle), None) is not None


@pytest.mark.parametrize("puzzle", TWO_CHANGES, ids=lambda puzzle: puzzle.key)
def test_no_single_change_anywhere_solves_a_puzzle_of_two(puzzle: Puzzle):
    """Every zone of the board, not only those near it, and every change the game's rules allow
    (even one the editor would refuse): the second change is really needed."""
    every = changes(puzzle.game, puzzle.player, puzzle.game.layout.zones)
    assert [(c.zone, c.content) for c in every if meets(puzzle, c.game)] == []


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


@pytest.mark.parametrize("puzzle", TWO_CHANGES, ids=lambda puzzle: puzzle.key)
def test_a_third_change_is_over_the_limit_of_two(puzzle: Puzzle):
    """The show-me solution changes both zones the limit allows; one change more, far from the
    board and leaving the goal's value as it is, is over the limit and does not meet it."""
    session = Session(puzzle.game)
    for zone, entry in puzzle.solution:
        session.enter(puzzle.player, zone, entry)
    assert progress(puzzle, session.game, score_game(session.game)).changed == puzzle.limit
    apart = [z for z in session.game.layout.zones if z not in near(session.game, puzzle.player)]
    third = next(
        change
        for change in changes(session.game, puzzle.player, apart)
        if change.content is not None
        and goal_value(puzzle.goal, score_game(change.game)) == puzzle.goal.value
    )
    reached = progress(puzzle, third.game, score_game(third.game))
    assert reached.value == puzzle.goal.value and reached.changed == 3
    assert not reached.within_limit and not reached.met


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


@pytest.mark.parametrize("puzzle", PUZZLES, ids=lambda puzzle: puzzle.key)
def test_a_puzzles_prompt_lists_the_codes_its_solution_types(puzzle: Puzzle):
    """`-`, `r3f`, `g@e`, `raa`, `mc=b`, `+s`, a face-up token and `~`: each the solution types
    is said with the prompt, as is every icon letter past coral's `c`."""
    from fathom_score.teach.puzzle import codes_needed

    said = " ".join(english(code) for code in codes_needed(puzzle))
    for _zone, entry in puzzle.solution:
        marks = ["-", "@", "=", "+", "~", "aa"]
        assert all(mark in said for mark in marks if mark in entry), (entry, said)
        if any(char.isdigit() for char in entry):
            assert "r3f" in said
        if entry in KEPT_LETTERS or entry in ("st", "ch", "ru", "wr"):
            assert entry in said
        for letter in set(entry[1:]) & set("fskwpjl"):
            if "=" not in entry and entry not in ("st", "ch", "ru", "wr"):
                assert f"{letter}: " in said, (entry, said)


def test_the_rankings_have_puzzles_for_3rd_and_4th_and_the_place_after_a_shared_one():
    lesson = lesson_for_rule("place")
    solved = []
    for puzzle in lesson.puzzles:
        session = Session(puzzle.game)
        for zone, entry in puzzle.solution:
            session.enter(puzzle.player, zone, entry)
        solved.append((puzzle, sorted(p.place for p in score_game(session.game).players)))
    # Below the learner's new place, a 4th; and a place shared above the goal, then the next.
    assert any(places == [1, 2, 3, 4] and p.goal.value == 3 for p, places in solved)
    assert any(places == [1, 1, 3, 4] and p.goal.value == 3 for p, places in solved)
