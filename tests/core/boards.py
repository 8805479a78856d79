"""Boards and games for tests, written in the zone notation players use in game files.

A board is a short list of (zone, zone text) pairs, e.g. ("D4", "blue fish crustacean"), so a
test reads like the board it describes. Zones: rows A (far edge) to G, D4 in the centre:

          A1  A2  A3  A4
        B1  B2  B3  B4  B5
      C1  C2  C3  C4  C5  C6
    D1  D2  D3  D4  D5  D6  D7
      E1  E2  E3  E4  E5  E6
        F1  F2  F3  F4  F5
          G1  G2  G3  G4
"""

from __future__ import annotations

from fathom_score.gamefile import parse_zone
from fathom_score.model import DEFAULT_COLOURS, Board, Game, Player, PoiKind, RuleSwitches
from fathom_score.scoring import PlayerScore, Scorepad, score_game

Zones = tuple[tuple[str, str], ...] | list[tuple[str, str]]


def board(*zones: tuple[str, str]) -> Board:
    return Board({zone: parse_zone(text, DEFAULT_COLOURS) for zone, text in zones})


def player(name: str, zones: Zones = (), kept: tuple[str, ...] = ()) -> Player:
    return Player(name, board(*zones), tuple(PoiKind(k) for k in kept))


def score_table(expedition: int, *players: Player, zero_scores: bool = False) -> Scorepad:
    return score_game(Game(expedition, players, rules=RuleSwitches(zero_scores)))


def score_one(expedition: int, *zones: tuple[str, str], kept: tuple[str, ...] = ()) -> PlayerScore:
    """Ana's score, with an opponent whose board is empty (a game needs two players)."""
    return score_table(expedition, player("Ana", zones, kept), player("Ben")).player("Ana")


def points(expedition: int, row: str, *zones: tuple[str, str], kept: tuple[str, ...] = ()) -> int:
    """Ana's points on one scorepad row."""
    return score_one(expedition, *zones, kept=kept).categories[row].points


def cucumbers(name: str, count: int) -> Player:
    """A player whose board shows `count` sea cucumbers, one per tile along row D."""
    return player(name, [(f"D{i}", "blue cucumber") for i in range(1, count + 1)])
