"""Whole-process start-up: the scoring command line and the app's first screen, each against
a baseline measured in the same run."""

from __future__ import annotations

import compileall
import json
import os
import random
import sys
import tempfile
from collections.abc import Callable
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


# Every first screen is timed at each of these sizes, against the five-line app at the same
# size (issue 30): the benchmark's own 120x36, the 80x24 a new terminal opens at, 100x30, and a
# phone's served page, 45x30. The first screen lays itself out by its size (issue 16).
SIZES = ("120x36", "80x24", "100x30", "45x30")


def first_screen(repeats: int) -> dict[str, float | str] | None:
    """None while the app does not exist yet. At every size: the app's new-game screen
    (`fathom-score`) in English and in Japanese (`--lang ja`, its catalogue read), and the
    editor on a finished example game (`fathom-score GAME.toml`), each against a five-line
    Textual app; and the floor, that screen's widgets and style sheets in a plain Textual app
    (first_screen.floor_app), to tell what the app adds from what Textual asks; the editor in
    Japanese too at 120x36. All run in turns; every run gets an
    empty FATHOM_SCORE_HOME, so that no autosave of yours is listed or offered."""
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

    commands: dict[str, Callable[[], float]] = {}
    for size in SIZES:
        for name, arguments in (
            ("minimal", ("minimal",)),
            ("floor", ("floor",)),
            ("app", ("fathom",)),
            ("app_ja", ("fathom", "--lang", "ja")),
            ("game", ("fathom", game)),
        ):
            commands[f"{name}_{size}"] = lambda arguments=arguments, size=size: run(
                *arguments, "--size", size
            )
    # The editor in Japanese too (issue 18: within 1.05x the English one).
    commands["game_ja_120x36"] = lambda: run("fathom", game, "--lang", "ja", "--size", "120x36")
    medians = interleaved_medians(commands, repeats)
    ratios = {}
    for size in SIZES:
        minimal = medians[f"minimal_{size}"]
        for name in ("app", "app_ja", "game", "floor"):
            ratios[f"{name}_ratio_{size}"] = medians[f"{name}_{size}"] / minimal
        ratios[f"ja_over_en_{size}"] = medians[f"app_ja_{size}"] / medians[f"app_{size}"]
    ratios["game_ja_over_en_120x36"] = medians["game_ja_120x36"] / medians["game_120x36"]
    return {**medians, **ratios, "game_file": Path(game).name, "repeats": repeats}


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


if __name__ == "__main__":
    # The first screens alone: .venv/bin/python -m benchmarks.startup [REPEATS]
    print(json.dumps(first_screen(int(sys.argv[1]) if len(sys.argv) > 1 else 9), indent=2))
