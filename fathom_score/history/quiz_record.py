"""The scoring quiz's learner record: each answer a learner gives, kept by the player's name.

A learner is a player the history knows, found by name as the history finds one (in any case,
CHLOÉ is Chloé), or added if new, so a newcomer has a record before their first game. The
answers are kept by the player's id: a rename keeps the record, a merge moves it
(History.merge_players), a backup holds it (backup.py). The record is read per category, in
the scorepad's order: "Crustacean 9 of 10, Deep-sea camera 3 of 7".
"""

from __future__ import annotations

import sqlite3
from dataclasses import dataclass
from datetime import datetime

from ..labels import CATEGORY_LABELS
from ..model.names import cut, name_problem
from ..words import Message, message
from .record import player_id_for
from .stats import player_name
from .store import CATEGORIES, HistoryError, stamp


@dataclass(frozen=True)
class CategoryRecord:
    """How many of the learner's answers in one category were right, of how many asked."""

    category: str  # a key of score --json's categories
    right: int
    asked: int

    @property
    def wrong(self) -> int:
        return self.asked - self.right

    def said(self) -> Message:
        return message(
            "{category} {right} of {asked}",
            category=Message(CATEGORY_LABELS[self.category]),
            right=self.right,
            asked=self.asked,
        )


def learner(connection: sqlite3.Connection, name: str) -> str:
    """The learner's name as the history spells it, the player added if new; call inside a
    transaction."""
    try:
        return player_name(connection, name)
    except HistoryError:
        pass
    if (problem := name_problem(name.strip())) is not None:
        raise HistoryError(
            message("{name!r} is not a player's name: {problem}", name=cut(name), problem=problem)
        )
    player_id_for(connection, name.strip())
    return name.strip()


def record_answer(
    connection: sqlite3.Connection,
    name: str,
    expedition: int,
    category: str,
    right: bool,
    moment: datetime | None = None,
) -> None:
    """Keep one answer of the learner `name`; call inside a transaction."""
    if category not in CATEGORIES:
        raise HistoryError(
            message("{category!r} is not a category of the scorepad", category=category)
        )
    known = learner(connection, name)
    connection.execute(
        "INSERT INTO quiz_answers (player_id, expedition, category, right, answered_at) "
        "VALUES ((SELECT id FROM players WHERE name = ?), ?, ?, ?, ?)",
        (known, expedition, category, int(right), stamp(moment)),
    )


def learner_record(connection: sqlite3.Connection, name: str) -> tuple[CategoryRecord, ...]:
    """The learner's answers per category, in the scorepad's order; none for a name the
    history does not know yet."""
    rows = connection.execute(
        "SELECT category, sum(right), count(*) FROM quiz_answers "
        "WHERE player_id = (SELECT id FROM players WHERE name = ?) GROUP BY category",
        (_known_or_as_is(connection, name),),
    ).fetchall()
    found = {category: CategoryRecord(category, int(r), int(n)) for category, r, n in rows}
    return tuple(found[c] for c in CATEGORIES if c in found)


def _known_or_as_is(connection: sqlite3.Connection, name: str) -> str:
    try:
        return player_name(connection, name)
    except HistoryError:
        return name


def record_said(record: tuple[CategoryRecord, ...]) -> Message:
    """The record in a line: "Crustacean 9 of 10, Deep-sea camera 3 of 7"."""
    if not record:
        return message("no answers yet")
    return message("{categories}", categories=tuple(r.said() for r in record))
