"""Every reason, written for a new player, on a map of the board with its zones marked."""

from __future__ import annotations

from rich.console import Group, RenderableType
from rich.padding import Padding
from rich.rule import Rule
from rich.text import Text

from ..model import CATEGORY_LABELS, Game
from ..rules.reasons import plural
from ..scoring import PlayerScore, Scorepad
from .board_map import LEGEND, board_map


def explain_game(game: Game, scorepad: Scorepad, only: str | None = None) -> RenderableType:
    parts: list[RenderableType] = []
    for player in scorepad.players:
        if only is not None and player.name != only:
            continue
        parts.append(
            Rule(
                Text.assemble(
                    (player.name, "bold"),  # a Text, so a name is never read as Rich markup
                    f" — {plural(player.total, 'point')}, "
                    f"{plural(player.discovered_tiles, 'discovered tile')}, "
                    f"place {player.place}",
                )
            )
        )
        parts.append(Padding(board_map(player.board, game.colours), (1, 0, 0, 2)))
        for category in scorepad.categories:
            parts.append(_category(game, player, category))
    parts.append(Rule("The table"))
    parts.append(Text("Sea cucumber ranking", style="bold"))
    parts += [Text(f"  {line}") for line in scorepad.sea_cucumber_story]
    parts.append(Text("Standings and tie-break", style="bold"))
    parts += [Text(f"  {line}") for line in scorepad.tiebreak_story]
    parts.append(Text(f"Winner: {' and '.join(scorepad.winners)}", style="bold green"))
    parts.append(Text(f"Key: {LEGEND}", style="dim"))
    return Group(*parts)


def _category(game: Game, player: PlayerScore, category: str) -> RenderableType:
    score = player.categories[category]
    heading = Text(f"\n{CATEGORY_LABELS[category]}: {score.points}", style="bold underline")
    if not score.reasons:
        return Group(heading, Text("  nothing on the board scores here", style="dim"))
    lines: list[RenderableType] = [heading]
    marks = {z for r in score.reasons for z in r.zones}
    if marks:
        lines.append(Padding(board_map(player.board, game.colours, marks), (0, 0, 0, 2)))
    for reason in score.reasons:
        # Points first, as on a scorepad; a note explains a choice and scores nothing itself.
        line = Text(f"  {'•' if reason.note else reason.points:>3}  ", style="bold")
        line.append(reason.text, style="not bold")
        line.append(f" — {reason.working}", style="not bold dim")
        lines.append(line)
        for label, points in reason.alternatives:
            what = "the total would be" if reason.note else "it would score"
            lines.append(Text(f"         what if {label}: {what} {points}", style="italic dim"))
    return Group(*lines)
