"""Scoring a whole game: multicoloured coral choices, the scorepad and the final standings."""

from .coral_choice import Chooser, CoralChoice, choose_coral_colours, corals_to_choose
from .frontier_search import ScoringStopped
from .scorepad import PlayerScore, Scorepad, score_game
from .standings import Entry, places, tiebreak_story

__all__ = [
    "Chooser",
    "CoralChoice",
    "Entry",
    "PlayerScore",
    "Scorepad",
    "ScoringStopped",
    "choose_coral_colours",
    "corals_to_choose",
    "places",
    "score_game",
    "tiebreak_story",
]
