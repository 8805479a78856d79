"""The names the scorepad, the reports and the history show for the scorepad's rows.

The model's (fathom_score.model re-exports them), kept below every layer in a package of their
own so that the history draws them without loading the model: importing the model cost the
history's commands about 0.3x `score --json` (its whole process) at 10,000 recorded games.
They are msgids, in English: `words.say` says one in the reader's language where it is shown.
"""

from ..words import N_

CATEGORY_LABELS = {
    "coral": N_("Coral"),
    "schooling_fish": N_("Schooling fish"),
    "sea_cucumber": N_("Sea cucumber"),
    "crustacean": N_("Crustacean"),
    "whalefall": N_("Whalefall"),
    "siphonophore": N_("Siphonophore"),
    "anglerfish": N_("Anglerfish"),
    "camera": N_("Deep-sea camera"),
    "jellyfish": N_("Jellyfish"),
    "finless_sole": N_("Finless sole"),
    "stingrays": N_("Stingrays"),
    "poi": N_("Points of interest"),
}
