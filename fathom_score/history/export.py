"""The history written out: `history --json` (a public contract, see docs/history.md) and
`history --csv` (one row per player per game)."""

from __future__ import annotations

import csv
import io
from collections.abc import Sequence
from typing import Any

from .stats import ExpeditionStats, Filters, HeadToHead, PlayerStats, RecordedGame, TotalOnDate
from .store import CATEGORIES, TIME_FORMAT

JSON_VERSION = 1


def history_json(
    filters: Filters,
    games: Sequence[RecordedGame],
    players: Sequence[PlayerStats],
    expeditions: Sequence[ExpeditionStats],
    totals: Sequence[TotalOnDate] | None,
    versus: HeadToHead | None,
) -> dict[str, Any]:
    return {
        "version": JSON_VERSION,
        "filters": {
            "player": filters.player,
            "expedition": filters.expedition,
            "since": filters.since and filters.since.isoformat(),
            "until": filters.until and filters.until.isoformat(),
        },
        "games": [_game(g) for g in games],
        "players": [_player(p) for p in players],
        "expeditions": [_expedition(e) for e in expeditions],
        "totals": None if totals is None else [_total(t) for t in totals],
        "versus": None if versus is None else _versus(versus),
    }


def _expedition(stats: ExpeditionStats) -> dict[str, Any]:
    return {
        "expedition": stats.expedition,
        "games": stats.games,
        "average_total": _round(stats.average_total),
        "average_winning_total": _round(stats.average_winning_total),
        "best_total": stats.best_total,
    }


def _total(total: TotalOnDate) -> dict[str, Any]:
    return {
        "game": total.game_id,
        "played_at": total.played_at.strftime(TIME_FORMAT),
        "expedition": total.expedition,
        "total": total.total,
        "place": total.place,
        "winner": total.winner,
    }


def _versus(versus: HeadToHead) -> dict[str, Any]:
    return {
        "player": versus.player,
        "opponent": versus.opponent,
        "games": versus.games,
        "wins": versus.wins,
        "opponent_wins": versus.opponent_wins,
        "ahead": versus.ahead,
        "behind": versus.behind,
        "average_margin": _round(versus.average_margin),
    }


def _game(game: RecordedGame) -> dict[str, Any]:
    return {
        "id": game.id,
        "played_at": game.played_at.strftime(TIME_FORMAT),
        "expedition": game.expedition,
        "played_wrong": game.played_wrong,
        "players": [
            {
                "name": s.name,
                "categories": s.categories,
                "total": s.total,
                "discovered_tiles": s.discovered_tiles,
                "place": s.place,
                "winner": s.winner,
                "choices": s.choices,
            }
            for s in game.seats
        ],
        "winners": list(game.winners),
    }


def _player(stats: PlayerStats) -> dict[str, Any]:
    return {
        "name": stats.name,
        "games": stats.games,
        "wins": stats.wins,
        "win_rate": _round(stats.win_rate, 4),
        "average_total": _round(stats.average_total),
        "best_total": stats.best_total,
        "category_averages": {c: _round(a) for c, a in stats.category_averages.items()},
    }


def _round(value: float, digits: int = 2) -> float:
    return round(value, digits)


CSV_HEADER = (
    "game",
    "played_at",
    "expedition",
    "played_wrong",
    "seat",
    "player",
    "total",
    "place",
    "winner",
    "discovered_tiles",
    *CATEGORIES,
    "choices",
)


def plays_csv(games: Sequence[RecordedGame]) -> str:
    """One row per player per game, oldest game first; a category the game's expedition does
    not have is left empty; choices read `C4=green D3=red`."""
    out = io.StringIO()
    writer = csv.writer(out, lineterminator="\n")
    writer.writerow(CSV_HEADER)
    for game in reversed(games):
        for seat, s in enumerate(game.seats, start=1):
            writer.writerow(
                [
                    game.id,
                    game.played_at.strftime(TIME_FORMAT),
                    game.expedition,
                    int(game.played_wrong),
                    seat,
                    s.name,
                    s.total,
                    s.place,
                    int(s.winner),
                    s.discovered_tiles,
                    *(s.categories.get(c, "") for c in CATEGORIES),
                    " ".join(f"{z}={c}" for z, c in s.choices.items()),
                ]
            )
    return out.getvalue()
