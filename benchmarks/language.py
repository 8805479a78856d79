"""The command line in Japanese against English, as startup.py times commands: `score`'s
table in each language, and `score --json` with the environment in Japanese and without one,
which must read no catalogue (tests/cli/test_language.py checks that too).

    .venv/bin/python -m benchmarks.language
"""

from __future__ import annotations

import json
import os
import subprocess
import sys

from .startup import compiled, example_games
from .timing import interleaved_medians, process_seconds

# Prints each catalogue (.mo) the command line opens, then runs it.
WATCH_OPENS = (
    "import sys\n"
    "sys.addaudithook(lambda event, args: event == 'open' and str(args[0]).endswith('.mo')"
    " and print(args[0], file=sys.stderr))\n"
    "from fathom_score.cli.commands import main\n"
    "sys.exit(main(sys.argv[1:]))\n"
)


def environment(lang: str | None) -> dict[str, str]:
    """The environment with no language set but `LANG=lang`, if given."""
    names = ("LANGUAGE", "LC_ALL", "LC_MESSAGES", "LANG")
    env = {name: value for name, value in os.environ.items() if name not in names}
    return env if lang is None else {**env, "LANG": lang}


def catalogues_opened(arguments: list[str], lang: str) -> list[str]:
    done = subprocess.run(
        [sys.executable, "-c", WATCH_OPENS, *arguments],
        capture_output=True,
        text=True,
        env=environment(lang),
        check=True,
    )
    return done.stderr.split()


def command_line(repeats: int) -> dict[str, object]:
    compiled()
    games = example_games()
    turns = iter(games * repeats * 8)
    score = [sys.executable, "-m", "fathom_score", "score"]
    english, japanese = environment(None), environment("ja_JP.UTF-8")

    def run(arguments: list[str], env: dict[str, str]) -> float:
        return process_seconds([*score, str(next(turns)), *arguments], env=env)

    medians = interleaved_medians(
        {
            "score_en": lambda: run(["--lang", "en"], english),
            "score_ja": lambda: run(["--lang", "ja"], english),
            "json": lambda: run(["--json"], english),
            "json_ja_environment": lambda: run(["--json"], japanese),
        },
        repeats,
    )
    game = str(games[0])
    return {
        **medians,
        "score_ratio": medians["score_ja"] / medians["score_en"],
        "json_ratio": medians["json_ja_environment"] / medians["json"],
        "json_catalogues_opened": catalogues_opened(["score", game, "--json"], "ja_JP.UTF-8"),
        "score_catalogues_opened": catalogues_opened(["score", game], "ja_JP.UTF-8"),
    }


if __name__ == "__main__":
    print(json.dumps(command_line(repeats=15), indent=2))
