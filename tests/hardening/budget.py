"""How hard the fuzz tests try.

CI runs a fixed, derandomized budget (the suite's "ci" Hypothesis profile). For a longer hunt:

    FATHOM_FUZZ_EXAMPLES=20000 HYPOTHESIS_PROFILE=thorough .venv/bin/pytest tests/hardening -q

("thorough" draws fresh random examples on every run instead of the fixed CI ones.)
"""

import os

from hypothesis import HealthCheck, settings

FUZZ_EXAMPLES = int(os.environ.get("FATHOM_FUZZ_EXAMPLES", "150"))

# Junk documents are slow to draw and often large on purpose.
fuzz = settings(
    max_examples=FUZZ_EXAMPLES,
    suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large],
)
