"""Scoring a whole game: every row of the expedition's scorepad for every player."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from ..model import Board, Game, Player, Species, colour_word
from ..rules import (
    BOARD_RULES,
    COLOUR_SENSITIVE,
    CategoryScore,
    Reason,
    count_cucumbers,
    rank_sea_cucumbers,
    score_poi,
)
from ..words import Message, and_list, message
from .coral_choice import Chooser, CoralChoice, choose_coral_colours, corals_to_choose
from .standings import Entry, places, tiebreak_story


@dataclass(frozen=True)
class PlayerScore:
    name: str
    categories: dict[str, CategoryScore]
    total: int
    discovered_tiles: int
    place: int
    coral_choice: CoralChoice
    board: Board  # as scored: undiscovered tiles removed, multicoloured corals coloured

    @property
    def choices(self) -> dict[str, str]:
        """The colour each discovered multicoloured coral counted as, pinned or chosen, in
        board order."""
        return {
            zone: tile.pinned
            for zone, tile in self.board.tiles()
            if tile.is_multicoloured and tile.pinned is not None
        }

    @property
    def reasons(self) -> tuple[Reason, ...]:
        return tuple(r for c in self.categories.values() for r in c.reasons)


@dataclass(frozen=True)
class Scorepad:
    expedition: int
    categories: tuple[str, ...]
    players: tuple[PlayerScore, ...]
    winners: tuple[str, ...]
    sea_cucumber_story: tuple[Message, ...]
    tiebreak_story: tuple[Message, ...]

    def player(self, name: str) -> PlayerScore:
        return next(p for p in self.players if p.name == name)

    def to_json(self) -> dict[str, Any]:
        """The public JSON shape of `fathom-score score --json`."""
        return {
            "expedition": self.expedition,
            "players": [
                {
                    "name": p.name,
                    "categories": {c: p.categories[c].points for c in self.categories},
                    "total": p.total,
                    "discovered_tiles": p.discovered_tiles,
                    "place": p.place,
                    "choices": p.choices,
                }
                for p in self.players
            ],
            "winners": list(self.winners),
        }


def score_game(
    game: Game, stop: Callable[[], bool] | None = None, choose: Chooser = choose_coral_colours
) -> Scorepad:
    """Every row of every player's scorepad. `stop`, if given, is asked now and then during a
    long multicoloured-coral search; when it says yes, ScoringStopped is raised. `choose`
    picks the multicoloured corals' colours (a served table's keeps its answers)."""
    rows = game.expedition.categories
    board_rows = [row for row in rows if row in BOARD_RULES]
    sensitive = [row for row in board_rows if row in COLOUR_SENSITIVE]
    scored = {
        player.name: _board_scores(player, game, board_rows, sensitive, stop, choose)
        for player in game.players
    }
    counts = {p.name: count_cucumbers(scored[p.name][0]) for p in game.players}
    cucumbers, cucumber_story = rank_sea_cucumbers(
        counts, {name: s[0] for name, s in scored.items()}, game.rules.sea_cucumber_zero_scores
    )

    entries, players = [], []
    for player in game.players:
        board, choice, categories = scored[player.name]
        categories["sea_cucumber"] = cucumbers[player.name]
        categories, total = _totalled(player, board, choice, categories, rows, sensitive)
        stacks = sum(1 for _, tile in board.tiles() if tile.stacked)
        entries.append(Entry(player.name, total, board.discovered_tiles, stacks))
        players.append((player.name, categories, total, board.discovered_tiles, choice, board))

    place = places(entries)
    best = min(place.values())
    return Scorepad(
        game.expedition_number,
        rows,
        tuple(
            PlayerScore(name, cats, total, tiles, place[name], choice, board)
            for name, cats, total, tiles, choice, board in players
        ),
        tuple(e.name for e in entries if place[e.name] == best),
        cucumber_story,
        tiebreak_story(entries),
    )


def _board_scores(
    player: Player,
    game: Game,
    board_rows: list[str],
    sensitive: list[str],
    stop: Callable[[], bool] | None,
    choose: Chooser,
) -> tuple[Board, CoralChoice, dict[str, CategoryScore]]:
    """What a player's board scores on its own (every row but the sea cucumbers, ranked
    across the table): the board as scored, its coral choice and its rows."""
    board, choice, colour_rows = _coloured(
        player.board.at_game_end(), game.colours, sensitive, stop, choose
    )
    categories = {
        row: colour_rows[row] if row in colour_rows else BOARD_RULES[row](board)
        for row in board_rows
    }
    categories["poi"] = score_poi(board, player.poi_kept, game.expedition)
    return board, choice, categories


def _totalled(
    player: Player,
    board: Board,
    choice: CoralChoice,
    categories: dict[str, CategoryScore],
    rows: tuple[str, ...],
    sensitive: list[str],
) -> tuple[dict[str, CategoryScore], int]:
    """The player's rows in the scorepad's order, the coral row telling the colours chosen,
    and the total."""
    categories = {row: categories[row] for row in rows}
    total = sum(c.points for c in categories.values())
    if choice.colours:
        categories["coral"] = _explain_choice(
            categories["coral"], player, board, choice, total, sensitive
        )
    return categories, total


def _coloured(
    end: Board,
    palette: tuple[str, ...],
    sensitive: list[str],
    stop: Callable[[], bool] | None = None,
    choose: Chooser = choose_coral_colours,
) -> tuple[Board, CoralChoice, dict[str, CategoryScore]]:
    """The board with every multicoloured coral coloured, the choice made, and the scores of
    the colour-sensitive rows on that board."""
    if not corals_to_choose(end):
        # Nothing to choose: the choice would only score the colour rows once more.
        rows = _rows(end, sensitive)
        return end, CoralChoice({}, sum(r.points for r in rows.values()), {}), rows
    evaluated: list[tuple[Board, dict[str, CategoryScore]]] = []

    def colour_points(board: Board) -> int:
        rows = _rows(board, sensitive)
        evaluated[:] = [(board, rows)]
        return sum(r.points for r in rows.values())

    choice = choose(end, palette, colour_points, stop)
    board = end.with_pins(choice.colours)
    # The choice scores the chosen board last, to total it: keep those rows, not score again.
    if evaluated and evaluated[0][0].zones == board.zones:
        board, rows = evaluated[0]
        return board, choice, rows
    return board, choice, _rows(board, sensitive)


def _rows(board: Board, rows: list[str]) -> dict[str, CategoryScore]:
    return {row: BOARD_RULES[row](board) for row in rows}


def _changes(board: Board, zone: str, row: str) -> bool:
    """Whether the colour of the coral at `zone` can change that row: its coral groups always,
    a crustacean's only from a neighbouring zone (ruling 4), a camera's if it sees the zone."""
    if row == "crustacean":
        beside = board.layout.neighbours(zone)
        return any(z in beside for z in board.zones_with(Species.CRUSTACEAN))
    if row == "camera":
        return any(
            zone in board.layout.line(z, facing)
            for z in board.zones_with(Species.CAMERA)
            if (facing := board.tile_at(z).facing)
        )
    return True


def _explain_choice(
    coral: CategoryScore,
    player: Player,
    board: Board,
    choice: CoralChoice,
    total: int,
    sensitive: list[str],
) -> CategoryScore:
    """Add a reason per chosen multicoloured coral giving the player's total with each colour."""
    reasons = list(coral.reasons)
    for zone, colour in choice.colours.items():
        # The colour-sensitive rows are named as their species are (coral, deep-sea camera).
        rows = and_list([Species(r).word for r in sensitive if _changes(board, zone, r)])
        alternatives = tuple(
            (message("as {colour}", colour=colour_word(c)), total - choice.points + points)
            for c, points in choice.alternatives[zone]
            if c != colour
        )
        text = message(
            "Multicoloured coral at {zone} counted as {colour}, the best choice for {player}",
            zone=zone,
            colour=colour_word(colour),
            player=player.name,
        )
        working = message(
            "{colour} gives the highest total, {total}; its colour changes {rows}",
            colour=colour_word(colour),
            total=total,
            rows=rows,
        )
        reasons.append(
            Reason("multicoloured_coral", text, 0, (zone,), working, alternatives, note=True)
        )
    return CategoryScore.of(coral.category, reasons)
