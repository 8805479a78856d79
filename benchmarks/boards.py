"""Boards the keystroke benchmark has never seen, written as game files under benchmarks/boards/.

    .venv/bin/python -m benchmarks.boards

Two kinds, from fixed seeds, so the files are the same on every run:

- `realistic-*.toml`: boards shaped like real play, 15 to 30 zones in one to three loose
  clumps (each zone beside the others with chance NEXT_TO_CLUMP, else anywhere);
- `sparse-*.toml`: 3 to 12 zones, placed the same way.

What lies on each zone is drawn from the tiles and tokens of the example game of the same
expedition (examples/expedition-N.toml), the project's record of what real boards hold; a draw
the rules refuse there (a second camera, a point of interest twice) is drawn again. The zone
counts and the kept points of interest are `kit.games.random_game`'s.

`--tiles random` writes random_game's own boards instead (its placement and its tiles, which
show two icons far more often than the examples), under boards/random-tiles/: a harder set, to
see how entry fares on busier tiles.
"""

from __future__ import annotations

import random
import sys
from dataclasses import replace
from pathlib import Path

from fathom_score.gamefile import dump_game, load_game, player_problems
from fathom_score.model import Board, Content, Game, Layout, Poi
from kit.games import random_game

ROOT = Path(__file__).resolve().parents[1]
BOARDS = Path(__file__).parent / "boards"
KINDS = {"realistic": (15, 30), "sparse": (3, 12)}
GAMES_OF_EACH_KIND = 4  # one per expedition, four players each: 16 boards
SEED = 8
NEXT_TO_CLUMP = 0.7  # the chance that a zone is laid beside the zones already there


def generate(kind: str, seed: int = SEED, examples_tiles: bool = True) -> list[Game]:
    """The games of one kind, one per expedition, the same for the same seed."""
    low, high = KINDS[kind]
    rng = random.Random(f"{kind}-{seed}")
    games = []
    for expedition in range(1, GAMES_OF_EACH_KIND + 1):
        game = random_game(rng, expedition=expedition, min_zones=low, max_zones=high)
        if examples_tiles:
            game = _with_example_contents(game, rng)
        games.append(game)
    return games


def _with_example_contents(game: Game, rng: random.Random) -> Game:
    example = load_game(ROOT / "examples" / f"expedition-{game.expedition_number}.toml")
    pool = [content for player in example.players for content in player.board.zones.values()]
    for number, player in enumerate(game.players):
        kept = player.poi_kept
        game = game.with_player(number, replace(player, board=Board({}, game.layout), poi_kept=()))
        for zone in _loose_clumps(rng, game.layout, len(player.board.zones)):
            game = _draw(game, number, zone, pool, rng)
        kept_too = game.with_player(number, replace(game.players[number], poi_kept=kept))
        if not player_problems(kept_too, number):
            game = kept_too
    return game


def _loose_clumps(rng: random.Random, layout: Layout, size: int) -> list[str]:
    """`size` zones laid mostly beside those already there, else anywhere: one to three loose
    clumps, as boards grow from a few places at once."""
    zones = rng.sample(layout.zones, rng.randint(1, 3))
    while len(zones) < size:
        beside = [n for z in zones for n in layout.neighbours(z) if n not in zones]
        anywhere = [z for z in layout.zones if z not in zones]
        zones.append(rng.choice(beside if beside and rng.random() < NEXT_TO_CLUMP else anywhere))
    return zones[:size]


def _draw(game: Game, number: int, zone: str, pool: list[Content], rng: random.Random) -> Game:
    """The game with a content from `pool` on `zone` that the rules allow there."""
    player = game.players[number]
    for content in rng.sample(pool, len(pool)):
        drawn = game.with_player(
            number, replace(player, board=player.board.with_zone(zone, content))
        )
        if not player_problems(drawn, number):
            return drawn
    hidden = Poi(None)  # a face-down token is allowed on any zone
    return game.with_player(number, replace(player, board=player.board.with_zone(zone, hidden)))


def main(arguments: list[str]) -> int:
    examples_tiles = arguments != ["--tiles", "random"]
    folder = BOARDS if examples_tiles else BOARDS / "random-tiles"
    folder.mkdir(parents=True, exist_ok=True)
    for kind in KINDS:
        for number, game in enumerate(generate(kind, examples_tiles=examples_tiles), 1):
            path = folder / f"{kind}-{number}.toml"
            path.write_text(dump_game(game), encoding="utf-8")
            print(path.relative_to(ROOT))
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
