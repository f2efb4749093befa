"""One Hypothesis setting for every fuzz test of the suite.

`make test` runs each fuzzer on a fixed, derandomized set of examples, so a run of the suite
is reproducible (Hypothesis's advice for CI). Searching for new failures is a separate, longer
run: `MEEPLE_FUZZ=deep` draws fresh random examples, `MEEPLE_FUZZ_EXAMPLES=N` sets how many
per test (default: 20 times the test's own count when deep).
"""

from __future__ import annotations

import os

from hypothesis import HealthCheck, settings

DEEP = os.environ.get("MEEPLE_FUZZ") == "deep"


def fuzz_settings(examples: int) -> settings:
    """`examples` examples, derandomized; random and 20 times as many under MEEPLE_FUZZ=deep."""
    count = int(os.environ.get("MEEPLE_FUZZ_EXAMPLES", 0)) or (examples * 20 if DEEP else examples)
    return settings(max_examples=count, deadline=None, derandomize=not DEEP,
                    suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large])
