"""What loading a game costs beyond parsing its TOML: the median per game of parse_game(text)
against a bare tomllib.loads(text), in one process, over 300 seeded random games (2 to 4
players, every expedition). Each game's time is the best of five, so a stray pause on the
machine does not count.

Run: .venv/bin/python -m scripts.measure_loading
"""

from __future__ import annotations

import random
import statistics
import time
import tomllib

from fathom_score.gamefile import dump_game, parse_game
from kit.games import random_game

GAMES = 300
REPEATS = 5


def game_texts() -> list[str]:
    return [
        dump_game(random_game(random.Random(seed), players=random.Random(seed).randint(2, 4)))
        for seed in range(GAMES)
    ]


def median_per_game(read, texts: list[str]) -> float:
    best = []
    for text in texts:
        times = []
        for _ in range(REPEATS):
            start = time.perf_counter()
            read(text)
            times.append(time.perf_counter() - start)
        best.append(min(times))
    return statistics.median(best)


def main() -> None:
    texts = game_texts()
    for text in texts[:20]:
        parse_game(text)  # the first game pays for imports and the built-in layout
    load = median_per_game(parse_game, texts)
    toml = median_per_game(tomllib.loads, texts)
    print(
        f"parse_game {load * 1e3:.3f} ms, tomllib.loads {toml * 1e3:.3f} ms, "
        f"ratio {load / toml:.2f}x"
    )


if __name__ == "__main__":
    main()
