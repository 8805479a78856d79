"""In-process scoring: against the naive reference scorer and a bare TOML parse, 1,000 seeded
random games, worst cases built on purpose, and how the time grows with the choices a board
leaves open."""

from __future__ import annotations

import random
import statistics
import time
import tomllib
from collections.abc import Callable
from functools import partial

from fathom_score.gamefile import dump_game, parse_game, parse_zone
from fathom_score.model import DEFAULT_COLOURS, Board, Game, Player
from fathom_score.scoring import score_game
from kit.games import random_game
from tests.reference import load_reference, reference_games, score_reference

from .timing import median_seconds

GAMES = 1_000
SEED = 20_240_404
# Every game is timed this many times and keeps its best time: a pause of the whole machine
# must not pass for a slow game, and every game is treated alike.
REPEATS = 3
# A chain of zones through the middle row: multicoloured corals placed along it touch each
# other, so they form one interacting cluster however many there are.
CORAL_CHAIN = ("D1", "D2", "D3", "D4", "D5", "D6", "D7")
# Around the chain: crustaceans and corals of every colour, and a camera looking along row E
# and up the chain's side, so every colour matters to every choice.
CORAL_SURROUNDINGS = {
    "C1": "red crustacean",
    "C2": "blue crustacean",
    "C3": "green coral",
    "C4": "yellow coral",
    "E1": "yellow coral",
    "E2": "red crustacean",
    "E3": "blue coral",
    "F1": "green coral",
    "G1": "green camera facing NE",
}
# Jellyfish clump outwards from the centre, ring by ring.
JELLYFISH_CLUMP = (
    "D4",
    "D3",
    "D5",
    "C3",
    "C4",
    "E3",
    "E4",
    "D2",
    "D6",
    "C2",
    "C5",
    "E2",
    "E5",
    "B2",
    "B3",
    "F3",
    "F4",
    "B4",
    "F2",
)


def game_of(zones: dict[str, str], expedition: int) -> Game:
    """A four-player game whose first board holds `zones` and the others a few tiles."""
    board = Board({z: parse_zone(text, DEFAULT_COLOURS) for z, text in zones.items()})
    others = random_game(random.Random(expedition), expedition, players=3, max_zones=12)
    return Game(expedition, (Player("Worst", board), *others.players))


def multicoloured_corals(count: int) -> Game:
    zones = dict(CORAL_SURROUNDINGS)
    zones.update(dict.fromkeys(CORAL_CHAIN[:count], "multi coral"))
    return game_of(zones, 2)


def jellyfish(count: int) -> Game:
    return game_of(dict.fromkeys(JELLYFISH_CLUMP[:count], "blue jellyfish"), 3)


# The games compared with the reference: 2 to 4 players, every expedition, seeded.
REFERENCE_GAMES = 300


def against_reference() -> dict[str, float]:
    """Median per-game seconds of the project and the naive reference (tests/reference.py) on
    the same games, each step timed on the same game in turn, and of a bare `tomllib.loads`
    of the game's file text."""
    games, refused = reference_games(REFERENCE_GAMES)
    texts = [dump_game(game) for game in games]
    steps: dict[str, Callable[[object, str], object]] = {
        "toml": lambda game, text: tomllib.loads(text),
        "load_score": lambda game, text: score_game(parse_game(text)),
        "score": lambda game, text: score_game(game),
        "reference_load_score": lambda game, text: score_reference(load_reference(text)),
        "reference_score": lambda game, text: score_reference(game),
    }
    for step in steps.values():  # untimed: the first call pays for lazy imports (networkx)
        step(games[0], texts[0])
    times: dict[str, list[float]] = {name: [] for name in steps}
    for game, text in zip(games, texts):
        for name, step in steps.items():
            times[name].append(min(_seconds(step, game, text) for _ in range(REPEATS)))
    medians = {name: statistics.median(values) for name, values in times.items()}
    return {
        "games": len(games),
        "refused": refused,
        **medians,
        "load_score_over_toml": medians["load_score"] / medians["toml"],
        "reference_load_score_over_toml": medians["reference_load_score"] / medians["toml"],
        "reference_score_over_score": medians["reference_score"] / medians["score"],
    }


def colour_search_share() -> dict[str, float]:
    """How much of scoring the reference's games is the multicoloured-coral colour search:
    the median game's seconds inside `choose_coral_colours` and outside it."""
    from fathom_score.scoring import scorepad

    games, _ = reference_games(REFERENCE_GAMES)
    search = scorepad.choose_coral_colours
    inside = [0.0]

    def timed_search(*args):
        start = time.perf_counter()
        try:
            return search(*args)
        finally:
            inside[0] += time.perf_counter() - start

    scorepad.choose_coral_colours = timed_search
    try:
        splits = []
        for game in games:
            runs = []
            for _ in range(REPEATS):
                inside[0] = 0.0
                total = _seconds(lambda game, text: score_game(game), game, "")
                runs.append((total, inside[0]))
            splits.append(min(runs))  # the fastest run, and the search's time in it
    finally:
        scorepad.choose_coral_colours = search
    return {
        "search_s": statistics.median(s for _, s in splits),
        "rest_s": statistics.median(t - s for t, s in splits),
        "games_searched": sum(1 for _, s in splits if s > 0),
    }


def _seconds(step: Callable[[object, str], object], game: Game, text: str) -> float:
    start = time.perf_counter()
    step(game, text)
    return time.perf_counter() - start


def random_games() -> dict[str, float]:
    rng = random.Random(SEED)
    games = [random_game(rng) for _ in range(GAMES)]
    # Untimed: the first game pays for lazy imports (networkx), which the command-line
    # benchmark already counts.
    score_game(games[0])
    times = [min(scoring_seconds(game) for _ in range(REPEATS)) for game in games]
    median = statistics.median(times)
    return {
        "games": GAMES,
        "games_per_second": GAMES / sum(times),
        "median_s": median,
        "slowest_s": max(times),
        "slowest_over_median": max(times) / median,
    }


def scoring_seconds(game: Game) -> float:
    start = time.perf_counter()
    score_game(game)
    return time.perf_counter() - start


def worst_cases(median: float) -> dict[str, dict[str, float]]:
    cases = {
        "4 unpinned multicoloured corals, crustaceans, camera": multicoloured_corals(4),
        "12 jellyfish in one clump": jellyfish(12),
    }
    results = {}
    for name, game in cases.items():
        seconds = median_seconds(partial(score_game, game), 5)
        results[name] = {"median_s": seconds, "over_random_median": seconds / median}
    return results


def curves() -> dict[str, list[tuple[int, float]]]:
    return {
        "multicoloured corals in one cluster": [
            (n, median_seconds(partial(score_game, multicoloured_corals(n)), 3)) for n in range(7)
        ],
        "jellyfish in one clump": [
            (n, median_seconds(partial(score_game, jellyfish(n)), 3)) for n in range(17)
        ],
    }
