"""Where fathom-score keeps its own files, and what the user configures: one home for both.

- `places`: the data and config folders ($FATHOM_SCORE_HOME) and the environment a served
  session's process is started with; below every other layer.
- `keymap`: keymap.toml, the user's own keys.
- `settings`: settings.toml, what the app remembers the user chose (the language).
"""
