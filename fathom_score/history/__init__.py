"""The history the table keeps: finished games in one SQLite database, and what they tell.

- `store`: where the database lives, how it is opened, its schema and forward migrations.
- `record`: a finished game scored and stored with its game-file text.
- `stats`: games and statistics, worked out by SQLite as aggregates.
- `working`: games still being entered, one row per editing slot.
- `served`: the games served to browsers (`fathom-score serve`) and who holds which board.
- `backup`: the whole history as JSON and back. `bgstats`: a play as BG Stats imports it.
- `logbook`: `History`, the one object the command line and the app use.
- `changes`: the History screen's changes to recorded games, each told and undoable.

Nothing here imports Textual or Rich; recording loads the scorer only when a game is recorded,
so reading the history starts fast.
"""

from .logbook import History
from .stats import (
    ExpeditionStats,
    Filters,
    HeadToHead,
    PlayerName,
    PlayerStats,
    RecordedGame,
    Seat,
    TotalOnDate,
)
from .store import CATEGORIES, SCHEMA_VERSION, AlreadyRecorded, HistoryError, database_file
from .working import WorkingGame

__all__ = [
    "CATEGORIES",
    "SCHEMA_VERSION",
    "AlreadyRecorded",
    "ExpeditionStats",
    "Filters",
    "HeadToHead",
    "History",
    "HistoryError",
    "PlayerName",
    "PlayerStats",
    "RecordedGame",
    "Seat",
    "TotalOnDate",
    "WorkingGame",
    "database_file",
]
