"""Benchmarks for issue 4: start-up, scoring speed and the app's first screen.

Run them all with `.venv/bin/python -m benchmarks` from the repository root.
"""
