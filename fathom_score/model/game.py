"""A whole game: the expedition, the players and their boards, and the rule switches."""

from __future__ import annotations

from dataclasses import dataclass, field

from .board import Board
from .expedition import EXPEDITIONS, Expedition
from .layout import STANDARD, Layout
from .tiles import DEFAULT_COLOURS, PoiKind


@dataclass(frozen=True)
class RuleSwitches:
    """Named options for the rulings a table may want to play differently."""

    sea_cucumber_zero_scores: bool = False


@dataclass(frozen=True)
class Player:
    name: str
    board: Board = field(default_factory=Board)
    poi_kept: tuple[PoiKind, ...] = ()
    colour: str | None = None


@dataclass(frozen=True)
class Game:
    expedition_number: int
    players: tuple[Player, ...]
    colours: tuple[str, ...] = DEFAULT_COLOURS
    layout: Layout = STANDARD
    layout_ref: str = "standard"
    rules: RuleSwitches = RuleSwitches()

    @property
    def expedition(self) -> Expedition:
        return EXPEDITIONS[self.expedition_number]

    def player(self, name: str) -> Player:
        for player in self.players:
            if player.name == name:
                return player
        raise KeyError(name)

    def seat(self, name: str) -> int | None:
        """The place at the table of the player called `name`, in any case (no two players'
        names differ in case alone); None if there is no such player."""
        folded = [player.name.casefold() for player in self.players]
        return folded.index(name.casefold()) if name.casefold() in folded else None

    def with_player(self, index: int, player: Player) -> Game:
        players = list(self.players)
        players[index] = player
        return Game(
            self.expedition_number,
            tuple(players),
            self.colours,
            self.layout,
            self.layout_ref,
            self.rules,
        )
