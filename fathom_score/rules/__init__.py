"""One module per rule family; each is a pure function from a board to points and reasons."""

from .anglerfish import score_anglerfish
from .camera import score_camera
from .coral import score_coral
from .crustacean import score_crustacean
from .finless_sole import score_finless_sole
from .fish import score_fish
from .jellyfish import score_jellyfish
from .poi import score_poi
from .reasons import CategoryScore, Reason
from .sea_cucumber import count_cucumbers, rank_sea_cucumbers
from .siphonophore import score_siphonophore
from .stingrays import score_stingrays
from .whalefall import score_whalefall

# The rules that look at one board alone, by scorepad row. Sea cucumbers are ranked across the
# table and points of interest need the tokens kept beside the board, so the scorer adds those.
BOARD_RULES = {
    "coral": score_coral,
    "schooling_fish": score_fish,
    "crustacean": score_crustacean,
    "whalefall": score_whalefall,
    "siphonophore": score_siphonophore,
    "anglerfish": score_anglerfish,
    "camera": score_camera,
    "jellyfish": score_jellyfish,
    "finless_sole": score_finless_sole,
    "stingrays": score_stingrays,
}

# The rows that depend on which colour a multicoloured coral counts as.
COLOUR_SENSITIVE = ("coral", "crustacean", "camera")

__all__ = [
    "BOARD_RULES",
    "COLOUR_SENSITIVE",
    "CategoryScore",
    "Reason",
    "count_cucumbers",
    "rank_sea_cucumbers",
    "score_poi",
]
