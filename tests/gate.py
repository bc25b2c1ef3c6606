"""Whether this test run runs everything: CARDTABLE_FULL_TESTS, read in one place for
tests/conftest.py (the `slow` tests) and tests/packaging (the bundle, the system tools)."""

from __future__ import annotations

import os
from collections.abc import Mapping, Sequence
from typing import Any

import pytest

FULL_TESTS = "CARDTABLE_FULL_TESTS"
"""Set to 1 (as .ci/run does), every test runs, and a missing tool is a failure."""


def full_tests(env: Mapping[str, str] | None = None) -> bool:
    """Whether this run must run everything (CARDTABLE_FULL_TESTS set and not 0/no/false)."""
    value = (os.environ if env is None else env).get(FULL_TESTS, "")
    return value.strip().lower() not in ("", "0", "no", "false")


SLOW_REASON = "a long test, run by CI: CARDTABLE_FULL_TESTS=1 python3 -m pytest"


def skip_slow(items: Sequence[Any], markexpr: str = "",
              env: Mapping[str, str] | None = None) -> int:
    """Mark the `slow` tests skipped, unless the run is a full one or a -m expression chose
    the tests itself; how many were marked."""
    if full_tests(env) or markexpr:
        return 0
    skip = pytest.mark.skip(reason=SLOW_REASON)
    slow = [item for item in items if item.get_closest_marker("slow") is not None]
    for item in slow:
        item.add_marker(skip)
    return len(slow)
