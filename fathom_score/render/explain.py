"""Every reason, written for a new player, on a map of the board with its zones marked, in the
reader's language: the reasons' words are said here, as they are shown."""

from __future__ import annotations

from rich.console import RenderableType
from rich.padding import Padding
from rich.rule import Rule
from rich.text import Text

from ..model import CATEGORY_LABELS, Game
from ..rules import Reason
from ..scoring import PlayerScore, Scorepad
from ..words import Value, _, message, plural_message, points, say
from .board_map import LEGEND, board_map
from .prose import paragraphs


def explain_game(game: Game, scorepad: Scorepad, only: str | None = None) -> RenderableType:
    parts: list[RenderableType] = []
    for player in scorepad.players:
        if only is not None and player.name != only:
            continue
        parts.append(Rule(_player_heading(player)))
        parts.append(Padding(board_map(player.board, game.colours), (1, 0, 0, 2)))
        for category in scorepad.categories:
            parts.append(_category(game, player, category))
    parts.append(Rule(_("The table")))
    parts.append(Text(_("Sea cucumber ranking"), style="bold"))
    parts += [Text(f"  {say(line)}") for line in scorepad.sea_cucumber_story]
    parts.append(Text(_("Standings and tie-break"), style="bold"))
    parts += [Text(f"  {say(line)}") for line in scorepad.tiebreak_story]
    parts.append(
        Text(say(message("Winner: {names}", names=_all(scorepad.winners))), style="bold green")
    )
    parts.append(Text(say(message("Key: {legend}", legend=message(LEGEND))), style="dim"))
    return paragraphs(*parts)


def _player_heading(player: PlayerScore) -> Text:
    return Text.assemble(
        (player.name, "bold"),  # a Text, so a name is never read as Rich markup
        " — ",
        say(
            message(
                "{points}, {tiles}, place {place}",
                points=points(player.total),
                tiles=plural_message(
                    "{count} discovered tile",
                    "{count} discovered tiles",
                    count=player.discovered_tiles,
                ),
                place=player.place,
            )
        ),
    )


def _all(names: tuple[str, ...]) -> Value:
    """ "Ana", "Ana and Ben", "Ana and Ben and Cleo": every winner, joined by "and"."""
    joined: Value = names[0]
    for name in names[1:]:
        joined = message("{items} and {last}", items=joined, last=name)
    return joined


def _category(game: Game, player: PlayerScore, category: str) -> RenderableType:
    score = player.categories[category]
    heading = Text(f"\n{say(CATEGORY_LABELS[category])}: {score.points}", style="bold underline")
    if not score.reasons:
        return paragraphs(heading, Text("  " + _("nothing on the board scores here"), style="dim"))
    lines: list[RenderableType] = [heading]
    marks = {z for r in score.reasons for z in r.zones}
    if marks:
        lines.append(Padding(board_map(player.board, game.colours, marks), (0, 0, 0, 2)))
    for reason in score.reasons:
        lines += _reason(reason)
    return paragraphs(*lines)


def _reason(reason: Reason) -> list[RenderableType]:
    """A reason's line, its points first as on a scorepad (a note explains a choice and scores
    nothing itself), and a line for each what-if."""
    line = Text(f"  {'•' if reason.note else reason.points:>3}  ", style="bold")
    line.append(say(reason.text), style="not bold")
    if reason.working is not None:
        line.append(f" — {say(reason.working)}", style="not bold dim")
    lines: list[RenderableType] = [line]
    for choice, then in reason.alternatives:
        if reason.note:
            what = message(
                "what if {choice}: the total would be {points}", choice=choice, points=then
            )
        else:
            what = message("what if {choice}: it would score {points}", choice=choice, points=then)
        lines.append(Text(f"         {say(what)}", style="italic dim"))
    return lines
