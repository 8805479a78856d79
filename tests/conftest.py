"""Shared test settings: a fixed Hypothesis budget so the whole suite stays quick in CI.

HYPOTHESIS_PROFILE=thorough runs many more examples when hunting for bugs locally.
"""

import logging
import os

import pytest
from hypothesis import settings

from fathom_score.words import set_language

# No deadline: the tests must not depend on how fast the machine is.
settings.register_profile("ci", max_examples=30, deadline=None, derandomize=True, print_blob=True)
settings.register_profile("thorough", max_examples=1000, deadline=None)
settings.load_profile(os.environ.get("HYPOTHESIS_PROFILE", "ci"))


@pytest.fixture(autouse=True)
def serve_log_as_it_was():
    """`fathom-score serve` run in a test's process gives the textual-serve logger a handler on
    that test's terminal (TableServer.initialize_logging, once a process): taken off after it,
    so that a later test of the same worker neither prints there nor misses its records."""
    log = logging.getLogger("textual-serve")
    handlers, level, propagate = list(log.handlers), log.level, log.propagate
    yield
    log.handlers[:] = handlers
    log.setLevel(level)
    log.propagate = propagate


@pytest.fixture(autouse=True)
def in_english():
    """Every test starts in English whatever the machine's LANG, and a test that chooses a
    language (`--lang ja` run in the test's process) leaves none chosen for the next."""
    set_language("en")
    yield
    set_language("en")
