"""How long the pure layout takes: every table spec x player count x viewport x direction x
language x moment of a round (tests/ui/test_table_specs.py's cases), solved and checked.

usage: python3 tests/bench/bench_layout.py [RUNS]   (prints cases, seconds and ms a case)
"""

from __future__ import annotations

import os
import statistics
import sys
import time

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
sys.path.insert(0, ROOT)

from tests.ui.test_table_specs import SPECS, every_case  # noqa: E402


def main() -> None:
    runs = int(sys.argv[1]) if len(sys.argv) > 1 else 3
    times, cases = [], 0
    for _ in range(runs):
        start = time.process_time()
        cases = every_case()
        times.append(time.process_time() - start)
    took = statistics.median(times)
    print(f"{len(SPECS)} table specs, {cases} cases: {took:.2f} s of processor time "
          f"(median of {runs}), {1000 * took / cases:.2f} ms a case")


if __name__ == "__main__":
    main()
