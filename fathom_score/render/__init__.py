"""Headless pictures and reports, shared by the command line and the app.

- `board_map`: the hex picture of a board (Rich renderables); `board_forms`: its compact forms.
- `scorepad_table`: the scorepad as a Rich table.
- `explain`: the `explain` report, every reason on a map of the board.
- `history_report`: the history's tables and bar charts, drawn as Rich draws them without
  importing it when that is simple (so this package imports nothing itself: the history's
  command would otherwise load Rich through here).
- `history_chart`: the History screen's charts of a player, in text.
- `cells`: text measured, padded and cut in terminal cells (a Japanese character takes two),
  for every column, padding and fit; it loads Rich only for text that is not one cell wide.
"""
