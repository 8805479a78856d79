"""The multicoloured-coral search rescores only what each cluster can change; on small random
boards it must choose exactly what trying every colouring of the whole board chooses."""

from __future__ import annotations

from itertools import product

from hypothesis import assume, given
from hypothesis import strategies as st

from fathom_score.model import DIRECTIONS, MULTI, STANDARD, Board, Species, Tile
from fathom_score.rules import score_camera, score_coral, score_crustacean
from fathom_score.scoring import choose_coral_colours

from .budget import fuzz

# Nineteen zones around the centre: small enough to crowd, big enough for separate clusters.
NEAR_CENTRE = tuple(z for z in STANDARD if max(map(abs, STANDARD.coords[z])) <= 2
                    and abs(sum(STANDARD.coords[z])) <= 2)
MAX_TRIES = 256  # colourings the brute force may try per board


def colour_points(board: Board) -> int:
    return score_coral(board).points + score_crustacean(board).points + score_camera(board).points


@st.composite
def crowded_boards(draw):
    palette = tuple(draw(st.sampled_from([("red", "yellow", "blue", "green"),
                                          ("red", "yellow", "blue"), ("red", "blue")])))
    colour = st.sampled_from(palette)
    contents = st.one_of(
        st.builds(lambda c: Tile(c, ((Species.CORAL, 1),)), colour),
        st.just(Tile(MULTI, ((Species.CORAL, 1),))),
        st.builds(lambda c: Tile(MULTI, ((Species.CORAL, 1),), pinned=c), colour),
        st.builds(lambda c, n: Tile(c, ((Species.CRUSTACEAN, n),)), colour, st.integers(1, 2)),
        st.builds(lambda c: Tile(c, ((Species.CORAL, 1), (Species.CRUSTACEAN, 1))), colour),
        st.builds(lambda c: Tile(c, ((Species.FISH, 1),)), colour),
    )
    zones = draw(st.dictionaries(st.sampled_from(NEAR_CENTRE), contents, max_size=14))
    if draw(st.booleans()):
        camera = draw(st.sampled_from(NEAR_CENTRE))
        zones[camera] = Tile(draw(colour), ((Species.CAMERA, 1),),
                             facing=draw(st.sampled_from(tuple(DIRECTIONS))))
    return Board(zones), palette


def brute_force(board: Board, palette):
    """Every colouring of every unpinned multicoloured coral; the first best one wins."""
    free = [z for z, t in board.tiles() if t.is_multicoloured and t.pinned is None]
    best = None
    for colours in product(palette, repeat=len(free)):
        points = colour_points(board.with_pins(dict(zip(free, colours))))
        if best is None or points > best[0]:
            best = (points, dict(zip(free, colours)))
    points, chosen = best
    alternatives = {z: tuple((c, colour_points(board.with_pins({**chosen, z: c})))
                             for c in palette) for z in free}
    return chosen, points, alternatives


@fuzz
@given(crowded_boards())
def test_the_choice_is_the_best_of_every_colouring(case):
    board, palette = case
    free = sum(1 for _, t in board.tiles() if t.is_multicoloured and t.pinned is None)
    assume(len(palette) ** free <= MAX_TRIES)  # the brute force's limit, not the search's
    choice = choose_coral_colours(board, palette, colour_points)
    assert (choice.colours, choice.points, choice.alternatives) == brute_force(board, palette)
