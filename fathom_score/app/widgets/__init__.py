"""Widgets of the app: the hex board, the live score column, the quick-code palette, the entry."""
