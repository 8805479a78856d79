"""A play as BG Stats imports it from another app ("push plays to BG Stats").

The format is BG Stats' own (bgstatsapp.com, "Push plays to BG Stats from other apps or
websites"): a JSON object, url-encoded into an addPlay link that opens the app's import
dialog, where the game and players are matched to the user's own. fathom-score sends no BGG id
(the app matches Fathom by name); ids it sends are stable, so a second import of the same play
or player is matched to the first.
"""

from __future__ import annotations

import hashlib
import json
from datetime import datetime
from typing import Any
from urllib.parse import quote

from ..scoring import Scorepad
from .store import stamp

SOURCE_NAME = "fathom-score"
GAME_NAME = "Fathom"
PUSH_LINK = "bgstats://app.bgstatsapp.com/addPlay.html?data="


def play(scorepad: Scorepad, played_at: datetime, play_id: str) -> dict[str, Any]:
    """The play as BG Stats' push format. `play_id` identifies the play (the game's content
    hash); each player's sourcePlayerId is their name, case-folded, hashed."""
    return {
        "sourceName": SOURCE_NAME,
        "sourcePlayId": play_id,
        "game": {
            "name": GAME_NAME,
            "highestWins": True,
            "noPoints": False,
            "sourceGameId": "fathom",
        },
        "playDate": stamp(played_at),
        "board": f"Expedition {scorepad.expedition}",
        "players": [
            {
                "name": p.name,
                "score": p.total,
                "winner": p.name in scorepad.winners,
                "rank": p.place,
                "sourcePlayerId": player_id(p.name),
            }
            for p in scorepad.players
        ],
    }


def player_id(name: str) -> str:
    return hashlib.sha256(name.casefold().encode("utf-8")).hexdigest()[:16]


def push_link(data: dict[str, Any]) -> str:
    """The link that opens BG Stats on this play (its JSON, url-encoded)."""
    text = json.dumps(data, ensure_ascii=False, separators=(",", ":"))
    return PUSH_LINK + quote(text, safe="")
