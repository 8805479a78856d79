"""The multicoloured-coral search skips most colourings; on random boards it must choose exactly
what trying every colouring of the whole board, in palette order, chooses: the same colours
(the first best colouring wins a tie), the same total and the same alternatives.

The boards are crowded around the centre: a chain of unpinned multicoloured corals (one
cluster), a few loose ones, fixed and pinned corals, crustaceans and a camera, with palettes of
two to six colours in any order.
"""

from __future__ import annotations

from itertools import product

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from fathom_score.model import DIRECTIONS, MULTI, STANDARD, Board, Species, Tile
from fathom_score.rules import score_camera, score_coral, score_crustacean
from fathom_score.scoring import choose_coral_colours
from fathom_score.scoring.coral_choice import ColourPuzzle
from fathom_score.scoring.frontier_search import START, _Plan, best_colouring

from .budget import FUZZ_EXAMPLES, fuzz

# Nineteen zones around the centre: small enough to crowd, big enough for separate clusters.
NEAR_CENTRE = tuple(
    z
    for z in STANDARD
    if max(map(abs, STANDARD.coords[z])) <= 2 and abs(sum(STANDARD.coords[z])) <= 2
)
COLOUR_NAMES = ("red", "yellow", "blue", "green", "purple", "white")
CORAL = ((Species.CORAL, 1),)


def colour_points(board: Board) -> int:
    return score_coral(board).points + score_crustacean(board).points + score_camera(board).points


def unpinned(board: Board) -> list[str]:
    return [z for z, t in board.tiles() if t.is_multicoloured and t.pinned is None]


def brute_force(board: Board, palette):
    """Every colouring of every unpinned multicoloured coral in palette order; the first best
    one wins."""
    free = unpinned(board)
    best = None
    for colours in product(palette, repeat=len(free)):
        points = colour_points(board.with_pins(dict(zip(free, colours))))
        if best is None or points > best[0]:
            best = (points, dict(zip(free, colours)))
    points, chosen = best
    alternatives = {
        z: tuple((c, colour_points(board.with_pins({**chosen, z: c}))) for c in palette)
        for z in free
    }
    return chosen, points, alternatives


def assert_exact(board: Board, palette) -> None:
    choice = choose_coral_colours(board, palette, colour_points)
    assert (choice.colours, choice.points, choice.alternatives) == brute_force(board, palette)


@st.composite
def chains(draw, length: int) -> list[str]:
    """Zones near the centre, each next to one already taken: one coral group, one cluster."""
    chain = [draw(st.sampled_from(NEAR_CENTRE))]
    while len(chain) < length:
        nearby = sorted(
            {
                n
                for z in chain
                for n in STANDARD.neighbours(z)
                if n in NEAR_CENTRE and n not in chain
            }
        )
        chain.append(draw(st.sampled_from(nearby)))
    return chain


@st.composite
def crowded_boards(draw, max_colourings: int, min_chain: int = 0):
    """A board and a palette, with at most `max_colourings` colourings for the brute force."""
    size = draw(st.integers(2, len(COLOUR_NAMES)))
    palette = tuple(draw(st.permutations(COLOUR_NAMES))[:size])
    most = max(k for k in range(8) if size**k <= max_colourings)
    chain = draw(chains(draw(st.integers(min(min_chain, most), most))))
    colour = st.sampled_from(palette)
    contents = st.one_of(
        st.builds(lambda c: Tile(c, CORAL), colour),
        st.builds(lambda c: Tile(MULTI, CORAL, pinned=c), colour),
        st.builds(lambda c, n: Tile(c, ((Species.CRUSTACEAN, n),)), colour, st.integers(1, 2)),
        st.builds(lambda c: Tile(c, ((Species.CORAL, 1), (Species.CRUSTACEAN, 1))), colour),
        st.builds(lambda c: Tile(c, ((Species.FISH, 1),)), colour),
    )
    around = [z for z in NEAR_CENTRE if z not in chain]
    # Most tiles go right beside the chain, where they meet its corals' colours.
    beside = sorted({n for z in chain for n in STANDARD.neighbours(z)} & set(around))
    zones = draw(st.dictionaries(st.sampled_from(around), contents, max_size=4))
    if beside:
        zones.update(draw(st.dictionaries(st.sampled_from(beside), contents, max_size=8)))
    loose = draw(st.lists(st.sampled_from(around), max_size=most - len(chain), unique=True))
    # A multicoloured tile may show other icons too (README ruling 12): a crustacean on one
    # is scored from the corals around it, and is itself a coral its neighbours see.
    extra = st.sampled_from(
        ((), ((Species.CRUSTACEAN, 1),), ((Species.CRUSTACEAN, 2),), ((Species.FISH, 1),))
    )
    zones.update({zone: Tile(MULTI, CORAL + draw(extra)) for zone in [*chain, *loose]})
    camera_at = draw(st.none() | st.sampled_from(around))
    if camera_at is not None:
        zones[camera_at] = Tile(
            draw(colour), ((Species.CAMERA, 1),), facing=draw(st.sampled_from(tuple(DIRECTIONS)))
        )
    return Board(zones), palette


@fuzz
@given(crowded_boards(max_colourings=256))
def test_the_choice_is_the_best_of_every_colouring(case):
    assert_exact(*case)


# Fewer examples: the brute force tries up to 1,296 colourings of a whole board each.
@settings(fuzz, max_examples=max(1, FUZZ_EXAMPLES // 6))
@given(crowded_boards(max_colourings=1296, min_chain=4))
def test_clusters_of_up_to_six_corals_choose_as_every_colouring_would(case):
    assert_exact(*case)


# Up to seven unpinned multicoloured tiles with two or three colours (2,187 colourings).
@settings(fuzz, max_examples=max(1, FUZZ_EXAMPLES // 10))
@given(crowded_boards(max_colourings=2187, min_chain=5))
def test_up_to_seven_multicoloured_tiles_choose_as_every_colouring_would(case):
    assert_exact(*case)


def test_six_corals_in_a_row_among_every_colour_choose_as_every_colouring_would():
    # 4,096 colourings: a chain across the middle row with every colour of coral beside it,
    # crustaceans on both sides and a camera looking along the chain's side.
    board = Board(
        {
            **dict.fromkeys(("D1", "D2", "D3", "D4", "D5", "D6"), Tile(MULTI, CORAL)),
            "C3": Tile("green", CORAL),
            "C4": Tile("yellow", CORAL),
            "E1": Tile("yellow", CORAL),
            "E3": Tile("blue", CORAL),
            "F1": Tile("green", CORAL),
            "E4": Tile("red", CORAL),
            "C1": Tile("red", ((Species.CRUSTACEAN, 1),)),
            "C2": Tile("blue", ((Species.CRUSTACEAN, 2),)),
            "E2": Tile("red", ((Species.CRUSTACEAN, 1),)),
            "G1": Tile("green", ((Species.CAMERA, 1),), facing="NE"),
        }
    )
    assert_exact(board, ("red", "yellow", "blue", "green"))


# Boards on which a search that forgot part of what a partial colouring leaves open went wrong.
def multi(*zones: str) -> dict[str, Tile]:
    return dict.fromkeys(zones, Tile(MULTI, CORAL))


def crustacean(colour: str) -> Tile:
    return Tile(colour, ((Species.CRUSTACEAN, 1),))


LESSONS = {
    # A coral group past six corals: only its size up to six tells what joining it is worth.
    "group past six": (
        Board(
            {
                **multi("A2", "A3", "A4", "B4", "B5", "C6"),
                "B3": Tile("purple", CORAL),
                "D6": crustacean("green"),
                "B2": Tile("yellow", ((Species.CORAL, 1), (Species.CRUSTACEAN, 1))),
            }
        ),
        ("red", "yellow", "purple", "green"),
    ),
    # Which uncoloured corals a coloured group touches decides which of them can join it.
    "touching": (
        Board(
            {
                **multi("B5", "C5", "C6", "D5", "D6", "E6"),
                "A4": Tile("yellow", ((Species.CORAL, 1), (Species.CRUSTACEAN, 1))),
                "B4": Tile("yellow", CORAL),
                "E4": crustacean("red"),
            }
        ),
        ("yellow", "red"),
    ),
    # The colours a crustacean already sees decide what the next coral beside it adds.
    "seen by crustaceans": (
        Board(
            {
                **multi("D3", "E1", "E2", "E3", "F2", "F3"),
                "F4": crustacean("purple"),
                "G2": crustacean("green"),
                "F1": crustacean("green"),
                "E4": crustacean("blue"),
                "D2": Tile("blue", CORAL + ((Species.CRUSTACEAN, 1),)),
                "C2": Tile("blue", CORAL),
            }
        ),
        ("purple", "green", "blue"),
    ),
    # A crustacean that has seen one colour is not one that has earned its bonus, whatever
    # names the search gives colours (a renamed colour once read as "bonus earned").
    "seen, not earned": (
        Board(
            {
                **multi("D4", "E3", "E4", "E5", "F4"),
                "D3": crustacean("red"),
                "G4": crustacean("red"),
                "F5": Tile("red", ((Species.CRUSTACEAN, 2),)),
                "C3": Tile("blue", ((Species.CRUSTACEAN, 2),)),
                "D5": Tile("red", CORAL + ((Species.CRUSTACEAN, 1),)),
                "E2": Tile(MULTI, CORAL, pinned="blue"),
                "F3": Tile("yellow", CORAL + ((Species.CRUSTACEAN, 1),)),
                "E6": Tile("blue", CORAL + ((Species.CRUSTACEAN, 1),)),
            }
        ),
        ("red", "blue", "yellow"),
    ),
}


@pytest.mark.parametrize("lesson", LESSONS)
def test_boards_that_need_all_the_search_remembers_choose_as_every_colouring_would(lesson):
    assert_exact(*LESSONS[lesson])


def test_a_tie_goes_to_the_colour_listed_first_in_the_game():
    # Two touching multicoloured corals and nothing else: any one colour for both makes a
    # group of 2 (4 points), whichever colour it is, so the game's first colour is taken.
    board = Board(dict.fromkeys(("D3", "D4"), Tile(MULTI, CORAL)))
    choice = choose_coral_colours(board, ("green", "blue", "red"), colour_points)
    assert choice.colours == {"D3": "green", "D4": "green"}
    assert choice.points == 4
    # Splitting them scores two single corals: 1 + 1.
    assert choice.alternatives["D4"] == (("green", 4), ("blue", 2), ("red", 2))


def test_a_colour_only_a_crustacean_sees_still_counts_against_a_new_one():
    # The crustacean at D4 touches a red coral (D5) and the multicoloured coral (D3), which do
    # not touch each other. As red: two single corals (1 + 1) and a crustacean beside one
    # colour (2) = 4. As any other colour: 1 + 1 and a crustacean beside two colours (4) = 6.
    board = Board({"D3": Tile(MULTI, CORAL), "D4": crustacean("blue"), "D5": Tile("red", CORAL)})
    choice = choose_coral_colours(board, ("red", "yellow", "blue"), colour_points)
    assert (choice.colours, choice.points) == ({"D3": "yellow"}, 6)


def test_a_colour_only_the_camera_sees_still_counts_against_a_new_one():
    # The camera at D1 looks east along D2..D7 and sees a red fish (D5) and the multicoloured
    # coral (D3): 2 species, plus 1 colour as red or 2 colours otherwise; the coral scores 1.
    board = Board(
        {
            "D1": Tile("green", ((Species.CAMERA, 1),), facing="E"),
            "D3": Tile(MULTI, CORAL),
            "D5": Tile("red", ((Species.FISH, 1),)),
        }
    )
    choice = choose_coral_colours(board, ("red", "yellow", "blue"), colour_points)
    assert (choice.colours, choice.points) == ({"D3": "yellow"}, 1 + 2 + 2)


def test_a_crustacean_on_a_multicoloured_coral_beside_another_one_scores_as_every_colouring():
    # The board of the crash (issue 7): a crustacean on an unpinned multicoloured coral, next
    # to another one, with a second crustacean beside both. Any colours score 8: the coral
    # groups 4 (one group of 2) or 2 (two singles), and the crustaceans make up the rest.
    board = Board(
        {
            "C2": crustacean("red"),
            "D3": Tile(MULTI, CORAL + ((Species.CRUSTACEAN, 1),)),
            "D2": Tile(MULTI, CORAL),
        }
    )
    assert_exact(board, ("red", "yellow", "blue", "green"))
    assert (
        choose_coral_colours(board, ("red", "yellow", "blue", "green"), colour_points).points == 8
    )


# Boards too big to try every colouring, whose best total is known by argument.
def test_every_zone_multicoloured_scores_six_groups_of_six_and_a_single_coral():
    # Only a group of exactly six scores 28/6 a coral, and 37 is not a multiple of six: one
    # group not of six must be 1 more than a multiple of six, and a single coral (1) loses
    # least, so 6 x 28 + 1 = 169 is the most; two or more groups not of six lose more.
    board = Board(dict.fromkeys(STANDARD, Tile(MULTI, CORAL)))
    choice = choose_coral_colours(board, ("red", "yellow", "blue", "green"), colour_points)
    assert choice.points == 169
    groups = score_coral(board.with_pins(choice.colours)).reasons
    assert sorted(len(group.zones) for group in groups) == [1, 6, 6, 6, 6, 6, 6]


def test_the_six_slices_around_the_centre_reach_169():
    # The colouring that shows 169 can be reached: the six 60-degree slices around D4 in
    # alternating colours, with D4 in a third.
    colours = {
        zone: ("red", "yellow")[STANDARD.region(zone) % 2] for zone in STANDARD if zone != "D4"
    }
    board = Board(
        {
            zone: Tile(MULTI, CORAL, pinned=colour)
            for zone, colour in {**colours, "D4": "blue"}.items()
        }
    )
    assert score_coral(board).points == 169


def test_with_one_colour_every_zone_multicoloured_is_one_group():
    board = Board(dict.fromkeys(STANDARD, Tile(MULTI, CORAL)))
    assert choose_coral_colours(board, ("red",), colour_points).points == 28


def most_added(plan, i: int, state) -> int:
    """What the steps after step `i` add at most from `state`, trying every colour."""
    if i + 1 == len(plan.steps):
        return 0
    step = plan.steps[i + 1]
    colours = [step.fixed] if step.fixed is not None else range(plan.palette_size)
    return max(
        gained + most_added(plan, i + 1, after)
        for gained, after in (plan.colour(step, state, c) for c in colours)
    )


@fuzz
@given(crowded_boards(max_colourings=1296, min_chain=3), st.randoms(use_true_random=False))
def test_the_bound_never_falls_below_what_the_rest_can_add(case, rng):
    # The search drops a partial colouring on this bound: below the truth, it would drop the
    # best one. Groups that can no longer grow (`fixed_reach`) must be the only ones left out.
    from fathom_score.scoring.coral_choice import ColourPuzzle
    from fathom_score.scoring.frontier_search import START, _Plan

    board, palette = case
    for cluster in ColourPuzzle(board, palette).clusters():
        plan = _Plan(cluster)
        state = START
        for i, step in enumerate(plan.steps):
            colour = step.fixed if step.fixed is not None else rng.randrange(plan.palette_size)
            _, state = plan.colour(step, state, colour)
            assert plan.bound(step, state) >= most_added(plan, i, state)


# Beyond what trying every colouring with the rules can reach: the search against a plain
# walk through every colouring of the same steps, with no bound, no remembered frontier and
# no colour taken as interchangeable. It checks the search's shortcuts, not the steps.
def every_colouring(plan, step: int = 0, points: int = 0, state=START, colours=()):
    """(best points, the first best colouring negated) over every colouring of the steps."""
    if step == len(plan.steps):
        return points, tuple(-c for c in colours)
    rule = plan.steps[step]
    choices = range(plan.palette_size) if rule.fixed is None else (rule.fixed,)
    return max(
        every_colouring(
            plan,
            step + 1,
            points + gained,
            after,
            colours if rule.fixed is not None else (*colours, colour),
        )
        for colour in choices
        for gained, after in [plan.colour(rule, state, colour)]
    )


@st.composite
def big_clusters(draw):
    chain = draw(chains(draw(st.integers(6, 8))))
    palette = ("red", "yellow", "blue")
    colour = st.sampled_from(palette)
    extra = st.sampled_from(((), ((Species.CRUSTACEAN, 1),)))
    zones = {zone: Tile(MULTI, CORAL + draw(extra)) for zone in chain}
    beside = sorted({n for z in chain for n in STANDARD.neighbours(z)} - set(chain))
    around = st.one_of(
        st.builds(lambda c: Tile(c, CORAL), colour),
        st.builds(lambda c: Tile(c, ((Species.CRUSTACEAN, 1),)), colour),
        st.builds(lambda c: Tile(c, CORAL + ((Species.CRUSTACEAN, 1),)), colour),
    )
    zones.update(draw(st.dictionaries(st.sampled_from(beside), around, max_size=10)))
    camera_at = draw(st.none() | st.sampled_from(sorted(set(STANDARD) - set(zones))))
    if camera_at is not None:
        zones[camera_at] = Tile(
            draw(colour), ((Species.CAMERA, 1),), facing=draw(st.sampled_from(tuple(DIRECTIONS)))
        )
    return Board(zones), palette


@settings(fuzz, max_examples=max(1, FUZZ_EXAMPLES // 10))
@given(big_clusters())
def test_the_search_finds_what_walking_every_colouring_of_its_steps_finds(case):
    board, palette = case
    for cluster in ColourPuzzle(board, palette).clusters():
        plan = _Plan(cluster)
        _, first = every_colouring(plan)
        assert best_colouring(cluster) == tuple(-c for c in first)


def test_a_long_search_stops_when_told_to_and_otherwise_finishes_alike(monkeypatch):
    # Twelve multicoloured corals ringed by corals and crustaceans of every colour: the search
    # asks its `stop` along the way (the app asks it to stop when the game has changed again
    # before the score is out). It now searches fewer frontiers than it lets pass between two
    # looks, so here it looks at every one.
    from fathom_score.scoring import ScoringStopped, frontier_search, score_game
    from kit.games import coral_clump_game

    monkeypatch.setattr(frontier_search, "STOP_EVERY", 1)
    game = coral_clump_game(12, crustaceans=False)
    asked = []
    with pytest.raises(ScoringStopped):
        score_game(game, stop=lambda: asked.append(1) or True)
    assert asked == [1]  # it stopped at the first look
    assert score_game(game, stop=lambda: False).to_json() == score_game(game).to_json()


@pytest.mark.parametrize("count", range(2, 7))
@pytest.mark.parametrize("crustaceans", [False, True])
def test_the_bound_holds_on_clumps_ringed_by_corals_of_every_colour(count, crustaceans):
    # The boards where same-colour fixed corals lie apart around free ones, which the coral
    # bound counts the free corals between (`coral_bound`): at every step of every colouring,
    # it never falls below what the rest can really add.
    from kit.games import coral_clump_game

    board = coral_clump_game(count, crustaceans).players[0].board
    palette = ("red", "yellow", "blue", "green")
    for cluster in ColourPuzzle(board, palette).clusters():
        plan = _Plan(cluster)
        layer = [START]
        for i, step in enumerate(plan.steps):
            colours = [step.fixed] if step.fixed is not None else range(plan.palette_size)
            layer = [plan.colour(step, state, c)[1] for state in layer for c in colours]
            for state in layer[:64]:
                assert plan.bound(step, state) >= most_added(plan, i, state)


def test_pieces_of_one_colour_share_a_group_only_with_the_free_corals_between_them():
    from fathom_score.scoring.coral_bound import NOTHING, alone_menu, closed, pieces_menu

    assert alone_menu(4) == (15, 21, 28)
    # Two single corals two free corals apart: apart, or one group of four once both are in.
    assert pieces_menu((1, 1), ((0, 2), (2, 0)), 8)[:3] == (2, 5, 15)
    # A third piece beside the second links the first to it through the second.
    links = closed([[0, 1, 99], [1, 0, 1], [99, 1, 0]])
    assert links == ((0, 1, 2), (1, 0, 1), (2, 1, 0))
    assert NOTHING not in pieces_menu((1, 1, 1), links, 8)
    # Three pieces two free corals apart each: no one path links all three, and a tree of
    # them needs three free corals: with two, two of them make a group of four (15) and the
    # third stays alone (1), not a group of five (21).
    from fathom_score.scoring.coral_bound import _tree_need

    assert _tree_need([0, 1, 2], ((0, 2, 2), (2, 0, 2), (2, 2, 0))) == 3
    assert pieces_menu((1, 1, 1), ((0, 2, 2), (2, 0, 2), (2, 2, 0)), 8)[2:4] == (16, 28)
    # A group of six gains nothing from the others: it scores its 28 alone.
    assert pieces_menu((6, 1), ((0, 1), (1, 0)), 8)[:2] == (29, 32)
