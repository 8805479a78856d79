"""The command palette's entries: every action of the app and of the screen it was opened on,
made from their tables (actions.py)."""

from __future__ import annotations

from collections.abc import Callable, Iterable, Iterator
from dataclasses import dataclass
from functools import partial
from typing import TYPE_CHECKING, Any, cast

from textual.actions import parse
from textual.command import DiscoveryHit, Hit, Hits, Provider
from textual.dom import DOMNode
from textual.screen import Screen

from ..words import say
from .actions import APP, BY_ID, SCREEN_COMMANDS, Actions

if TYPE_CHECKING:
    from .app import FathomApp


@dataclass(frozen=True)
class Command:
    title: str
    help: str
    run: Callable[[], object]


def palette_commands(app: FathomApp, screen: Screen[Any]) -> Iterator[Command]:
    """The app's commands in the palette's order, the screen's own (its table's) in their
    place among them. What the app leaves to the host's terminal (in a browser) is not
    offered, nor what the screen says it has nothing for yet (an export of no scores). The
    titles and help lines are said in the language chosen now."""
    for action_id in APP.palette:
        if action_id == SCREEN_COMMANDS:
            table: Actions | None = getattr(screen, "ACTIONS", None)
            yield from _commands(app, screen, table.palette if table else ())
        else:
            yield from _commands(app, app, (action_id,))


def _commands(app: FathomApp, target: DOMNode, action_ids: Iterable[str]) -> Iterator[Command]:
    """The commands of these actions, each run on `target` (a screen's, on the screen,
    whichever widget's key it is: the games list's keys name the screen already)."""
    offers = getattr(target, "offers", None)
    for action_id in action_ids:
        action = BY_ID[action_id]
        for entry in action.palette:
            _, name, arguments = parse(entry.action or action.action)
            if app.host_only(name) or (offers is not None and not offers(name)):
                continue
            run = partial(getattr(target, f"action_{name}"), *arguments)
            yield Command(say(entry.title), say(entry.help), run)


class FathomCommands(Provider):
    """Asks the app which commands make sense on the current screen, in its current state."""

    def _commands(self) -> Iterable[Command]:
        return cast("FathomApp", self.app).commands_for(self.screen)

    async def discover(self) -> Hits:
        for command in self._commands():
            yield DiscoveryHit(command.title, command.run, help=command.help)

    async def search(self, query: str) -> Hits:
        matcher = self.matcher(query)
        for command in self._commands():
            if (score := matcher.match(command.title)) > 0:
                yield Hit(score, matcher.highlight(command.title), command.run, help=command.help)
