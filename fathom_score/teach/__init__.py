"""Teaching a new player: lessons with puzzles on real boards (headless: no Textual here)."""
