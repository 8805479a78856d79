"""Shared test settings: a fixed Hypothesis budget so the whole suite stays quick in CI.

HYPOTHESIS_PROFILE=thorough runs many more examples when hunting for bugs locally.
"""

import os

from hypothesis import settings

# No deadline: the tests must not depend on how fast the machine is.
settings.register_profile("ci", max_examples=30, deadline=None, derandomize=True,
                          print_blob=True)
settings.register_profile("thorough", max_examples=1000, deadline=None)
settings.load_profile(os.environ.get("HYPOTHESIS_PROFILE", "ci"))
