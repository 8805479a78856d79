"""Whole-process start-up: the scoring command line and the app's first screen, each against
a baseline measured in the same run."""

from __future__ import annotations

import compileall
import os
import random
import sys
import tempfile
from pathlib import Path

from fathom_score.gamefile import save_game
from kit.games import random_game

from .timing import interleaved_medians, process_seconds

ROOT = Path(__file__).resolve().parents[1]
BASELINE_IMPORTS = "import networkx, rich.console, rich.table"


def example_games() -> list[Path]:
    """The example games; a generated one stands in while there are none."""
    examples = sorted((ROOT / "examples").glob("expedition-*.toml"))
    if examples:
        return examples
    path = Path(tempfile.mkdtemp()) / "generated.toml"
    save_game(random_game(random.Random(1), expedition=2), path)
    return [path]


def compiled() -> None:
    """Write the project's bytecode first, as installing a package does (and as the first run
    of an editable install does, unless PYTHONDONTWRITEBYTECODE is set): the libraries it is
    measured against are byte-compiled already, so an uncompiled project would pay for
    compiling its own modules in every timed run."""
    compileall.compile_dir(ROOT / "fathom_score", quiet=1)


def command_line(repeats: int) -> dict[str, float]:
    compiled()
    games = iter(example_games() * repeats * 2)
    medians = interleaved_medians(
        {
            "score": lambda: process_seconds(
                [sys.executable, "-m", "fathom_score", "score", str(next(games)), "--json"]
            ),
            "baseline": lambda: process_seconds([sys.executable, "-c", BASELINE_IMPORTS]),
        },
        repeats,
    )
    return {**medians, "ratio": medians["score"] / medians["baseline"]}


def first_screen(repeats: int) -> dict[str, float] | None:
    """None while the app does not exist yet. The app's new-game screen (`fathom-score`) and
    the editor on a finished example game (`fathom-score GAME.toml`), each against a
    five-line Textual app, all run in turns; every run gets an empty FATHOM_SCORE_HOME, so
    that no autosave of yours is listed or offered."""
    try:
        import fathom_score.app  # noqa: F401  (only to learn whether it exists)
    except ImportError:
        return None
    compiled()
    script = str(ROOT / "benchmarks" / "first_screen.py")
    game = str(example_games()[min(1, len(example_games()) - 1)])

    def run(*arguments: str) -> float:
        with tempfile.TemporaryDirectory() as home:
            return process_seconds(
                [sys.executable, script, *arguments], env={**os.environ, "FATHOM_SCORE_HOME": home}
            )

    # The editor lays itself out by its size (issue 16): the game again where a new terminal
    # opens and at a phone's size, each against the five-line app at that size.
    sized = {
        f"{kind}_{size}": (lambda arguments=arguments, size=size: run(*arguments, "--size", size))
        for size in SMALL_SIZES
        for kind, arguments in (("game", ("fathom", game)), ("minimal", ("minimal",)))
    }
    medians = interleaved_medians(
        {
            "app": lambda: run("fathom"),
            "game": lambda: run("fathom", game),
            # The same first screens in Japanese (issue 18: within 1.05x the English ones).
            "app_ja": lambda: run("fathom", "--lang", "ja"),
            "game_ja": lambda: run("fathom", game, "--lang", "ja"),
            "minimal": lambda: run("minimal"),
            **sized,
        },
        repeats,
    )
    return {
        **medians,
        "game_file": Path(game).name,
        "ratio": medians["app"] / medians["minimal"],
        "game_ratio": medians["game"] / medians["minimal"],
        "ja_ratio": medians["app_ja"] / medians["app"],
        "game_ja_ratio": medians["game_ja"] / medians["game"],
        **{
            f"game_ratio_{size}": medians[f"game_{size}"] / medians[f"minimal_{size}"]
            for size in SMALL_SIZES
        },
    }


SMALL_SIZES = ("80x24", "40x40")


HISTORY_GAMES = 10_000


def history_screen(repeats: int) -> dict[str, float]:
    """The History screen (`fathom-score`, then F6 at once) over a history of 10,000 seeded
    games, against the app's first screen on the same history, run in turns."""
    from .history import fill

    compiled()
    script = str(ROOT / "benchmarks" / "first_screen.py")
    with tempfile.TemporaryDirectory() as home:
        fill(Path(home) / "history.sqlite3", HISTORY_GAMES)
        env = {**os.environ, "FATHOM_SCORE_HOME": home}
        medians = interleaved_medians(
            {
                "history": lambda: process_seconds([sys.executable, script, "history"], env=env),
                "app": lambda: process_seconds([sys.executable, script, "fathom"], env=env),
            },
            repeats,
        )
    return {**medians, "games": HISTORY_GAMES, "ratio": medians["history"] / medians["app"]}
