"""Scoring a game for a command: what every command that scores one (score, explain, record,
export-play, game ID --replace) says while the multicoloured-coral search runs long.

The search is exact, and a board far beyond real play can take minutes; without a word a
command looked hung. Ctrl+C ends any command with exit status 130 (cli.main).
"""

from __future__ import annotations

import sys
import time
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from ..model import Game
    from ..scoring import Scorepad

NOTICE_SECONDS = 1.0  # a search this long is no ordinary board's: say what is going on


def scored(game: Game) -> Scorepad:
    from ..scoring import score_game

    return score_game(game, LongSearchNotice(game))


class LongSearchNotice:
    """score_game's `stop` that never stops it: once the multicoloured-coral search has run for
    NOTICE_SECONDS, it says on standard error, once, what is taking so long. The search asks
    `stop` every few hundred frontiers, so no thread or timer is needed, and a board without
    such a search never asks it."""

    def __init__(self, game: Game) -> None:
        self.game = game
        self.since = time.monotonic()
        self.said = False

    def __call__(self) -> bool:
        if not self.said and time.monotonic() - self.since >= NOTICE_SECONDS:
            self.said = True
            print(f"fathom-score: {self.notice()}", file=sys.stderr, flush=True)
        return False

    def notice(self) -> str:
        from ..scoring import corals_to_choose
        from ..words import message, plural_message, say

        corals = sum(corals_to_choose(p.board.at_game_end()) for p in self.game.players)
        return say(
            message(
                "working out the best colours of {corals}: every way to colour them is "
                "weighed to find the highest total (ruling 3), and this many packed together "
                "can take minutes. Ctrl+C stops it.",
                corals=plural_message(
                    "{count} multicoloured coral", "{count} multicoloured corals", count=corals
                ),
            )
        )
