"""The `fathom-score` command line.

- `commands`: `main`, the app opened on a game, and the commands on a game file (score,
  explain, validate, new) and `serve`.
- `history`: the history's commands (record, history, game, players, backup, restore,
  export-play).
- `scoring`: what a command that scores says while a long coral search runs.
"""
