"""The table: everything the app does that needs no screen, so the command line can use it too.

- `session`: the game being edited; typed text in, a checked change, autosave, save, and one
  undo history per board.
- `entry` and `codes`: the entry language (zone notation, quick codes, runs, jumps) and the
  quick codes' alphabet, with a unique code for every colour of any palette.
- `storage`: every change autosaved into the database (one transaction each), recent autosaves
  and the autosave newer than a game file, earlier versions' autosave files imported.
- `exports`: the scorepad as Markdown, CSV or JSON.
- `guide`: the rules guide's text and example boards, and reasons written as one line.
- `shared`: the table served to browsers: who holds which board, heartbeats, polling.

Nothing here imports Textual.
"""
