"""The command line's fixtures, for the quiz command."""

from tests.cli.conftest import cli, plain_terminal

__all__ = ["cli", "plain_terminal"]
