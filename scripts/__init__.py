"""The project's scripts (the README's screenshots, the loading measure), each run from the
repository's root as `.venv/bin/python -m scripts.NAME`."""
