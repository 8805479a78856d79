"""Counting it together: the scorepad revealed one category at a time, for every player at once.

Tables like to count aloud. The reveal walks the scorepad's rows in its order; each row is first
asked (its points hidden, each player may guess their own) and then shown (everyone's points,
the guesses beside them, and who guessed closest). After the last row come the totals, the
places and the tie-break story. The whole state is one step number and the guesses, so that a
served table can keep it in one row of the database and every page can follow the host's.

No Textual here: the steps and who was closest are tested headless.
"""

from __future__ import annotations

import json
from collections.abc import Mapping
from dataclasses import dataclass, field, replace
from types import MappingProxyType

from ..scoring import Scorepad
from ..words import Message, and_list, message, points

Guesses = Mapping[int, Mapping[int, int]]  # row index -> seat -> points guessed
ENDED = -1  # a served reveal's step once the page driving it has closed it


@dataclass(frozen=True)
class Reveal:
    """Where the reveal of `scorepad` stands: step 2k asks row k, step 2k+1 shows it, the last
    step shows the totals and places."""

    scorepad: Scorepad
    step: int = 0
    guesses: Guesses = field(default_factory=lambda: MappingProxyType({}))

    @property
    def rows(self) -> tuple[str, ...]:
        return tuple(self.scorepad.categories)

    @property
    def last_step(self) -> int:
        return 2 * len(self.rows)

    @property
    def at_totals(self) -> bool:
        return self.step >= self.last_step

    @property
    def row(self) -> str | None:
        """The category asked or shown now; None at the totals."""
        return None if self.at_totals else self.rows[self.step // 2]

    @property
    def shown(self) -> bool:
        """Whether this step shows its row's points (else it asks for guesses)."""
        return self.at_totals or self.step % 2 == 1

    def moved(self, by: int) -> Reveal:
        """`by` steps on (or back), within the reveal."""
        return self.at(self.step + by)

    def at(self, step: int) -> Reveal:
        """At `step`, kept within the reveal."""
        return replace(self, step=min(max(step, 0), self.last_step))

    def guessed(self, seat: int, guess: int) -> Reveal:
        """`seat`'s guess of their own points in the row asked now."""
        if self.at_totals:
            return self
        index = self.step // 2
        row = {**self.guesses.get(index, {}), seat: guess}
        return replace(self, guesses=MappingProxyType({**self.guesses, index: row}))

    def guesses_now(self) -> Mapping[int, int]:
        return {} if self.at_totals else self.guesses.get(self.step // 2, {})

    def points(self, seat: int) -> int:
        """`seat`'s points in the row now (at the totals, their total)."""
        player = self.scorepad.players[seat]
        return player.total if self.row is None else player.categories[self.row].points

    def zones(self, seat: int) -> frozenset[str]:
        """The zones of `seat`'s board the row's reasons name, lit once it is shown."""
        if self.row is None or not self.shown:
            return frozenset()
        cell = self.scorepad.players[seat].categories[self.row]
        return frozenset(zone for reason in cell.reasons for zone in reason.zones)

    def closest(self) -> tuple[int, ...]:
        """The seats whose guess came nearest their own points in the row now (all of them
        on a tie); none without guesses."""
        guesses = self.guesses_now()
        if not guesses:
            return ()
        off = {seat: abs(guess - self.points(seat)) for seat, guess in guesses.items()}
        least = min(off.values())
        return tuple(sorted(seat for seat, by in off.items() if by == least))

    def closest_words(self) -> Message | None:
        """ "Closest: Ana (off by 1)", "Closest: Ana and Bo (spot on)"; None without guesses."""
        seats = self.closest()
        if not seats:
            return None
        names = and_list([self.scorepad.players[seat].name for seat in seats])
        off = abs(self.guesses_now()[seats[0]] - self.points(seats[0]))
        if off == 0:
            return message("Closest: {names} (spot on)", names=names)
        return message("Closest: {names} (off by {off})", names=names, off=points(off))


def reveal_of(scorepad: Scorepad, step: int, guesses: Guesses) -> Reveal:
    """A reveal as a served table stored it, its step kept within this scorepad's."""
    return Reveal(scorepad, 0, MappingProxyType(dict(guesses))).at(step)


def guesses_json(guesses: Guesses) -> str:
    """The guesses as a served table stores them: {"row": {"seat": points}}."""
    return json.dumps(
        {
            str(row): {str(seat): guess for seat, guess in by_seat.items()}
            for row, by_seat in guesses.items()
        },
        sort_keys=True,
    )


def guesses_from_json(text: str) -> dict[int, dict[int, int]]:
    """The stored guesses; what cannot be read as guesses is left out, never raised."""
    try:
        data = json.loads(text)
    except (ValueError, RecursionError):  # the store is not trusted: nested past reading, too
        return {}
    if not isinstance(data, dict):
        return {}
    guesses: dict[int, dict[int, int]] = {}
    for row, by_seat in data.items():
        if not isinstance(by_seat, dict):
            continue
        for seat, guess in by_seat.items():
            if str(row).isdigit() and str(seat).isdigit() and type(guess) is int:
                guesses.setdefault(int(row), {})[int(seat)] = guess
    return guesses
