"""fathom-score: score Fathom board games and explain every point."""

__version__ = "0.1.0"
