"""The command palette's entries: every action of the app and of the screen it was opened on."""

from __future__ import annotations

from collections.abc import Callable, Iterable
from dataclasses import dataclass

from textual.command import DiscoveryHit, Hit, Hits, Provider


@dataclass(frozen=True)
class Command:
    title: str
    help: str
    run: Callable[[], object]


class FathomCommands(Provider):
    """Asks the app which commands make sense on the current screen, in its current state."""

    def _commands(self) -> Iterable[Command]:
        return self.app.commands_for(self.screen)

    async def discover(self) -> Hits:
        for command in self._commands():
            yield DiscoveryHit(command.title, command.run, help=command.help)

    async def search(self, query: str) -> Hits:
        matcher = self.matcher(query)
        for command in self._commands():
            if (score := matcher.match(command.title)) > 0:
                yield Hit(score, matcher.highlight(command.title), command.run,
                          help=command.help)
