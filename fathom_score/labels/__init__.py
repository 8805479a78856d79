"""The names the scorepad, the reports and the history show for the scorepad's rows.

The model's (fathom_score.model re-exports them), kept below every layer in a package of their
own so that the history draws them without loading the model: importing the model cost the
history's commands about 0.3x `score --json` (its whole process) at 10,000 recorded games.
"""

CATEGORY_LABELS = {
    "coral": "Coral",
    "schooling_fish": "Schooling fish",
    "sea_cucumber": "Sea cucumber",
    "crustacean": "Crustacean",
    "whalefall": "Whalefall",
    "siphonophore": "Siphonophore",
    "anglerfish": "Anglerfish",
    "camera": "Deep-sea camera",
    "jellyfish": "Jellyfish",
    "finless_sole": "Finless sole",
    "stingrays": "Stingrays",
    "poi": "Points of interest",
}
