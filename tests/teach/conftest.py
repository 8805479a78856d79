"""The command line's fixtures, for the quiz command (tests/ is the root of the tests' imports,
so tests/cli is `cli`)."""

from cli.conftest import cli, plain_terminal

__all__ = ["cli", "plain_terminal"]
