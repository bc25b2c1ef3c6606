"""Before and after, in one run: the protocol's random rounds per second (by `apply`, and by
`apply_legal` where the checkout has it) and the search's iterations per second and time
per decision of every game, for two checkouts of the code, the two measured
alternately in fresh processes and compared by the medians.

    python3 tests/bench/compare_versions.py BEFORE_DIR [AFTER_DIR] [--seconds 1] [--pairs 3]

BEFORE_DIR and AFTER_DIR are directories holding a `cardtable` package (AFTER_DIR: this
checkout); a checkout of an older commit is made with
`git worktree add /tmp/before <commit>` or `git archive <commit> | tar -x -C /tmp/before`.
The benchmark code itself is this checkout's (tests/bench), run against each.
"""

from __future__ import annotations

import argparse
import json
import os
import statistics
import subprocess
import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent

PROBE = """
import json, sys
sys.path.insert(0, {bench!r})
import bench_protocol as bp, bench_search as bs
out = {{}}
for g in {games!r}:
    n = bp.counts(g, False)[0]
    starts = bp.dealt(g, n)
    out[g] = [bp.protocol_run(starts, {seconds!r})[0],
              bp.protocol_run(starts, {seconds!r}, trusted=True)[0],
              *bs.search_speed(g, n, {iterations!r}, {decisions!r})]
print(json.dumps(out))
"""


def measure(tree: str, games: list[str], seconds: float, iterations: int,
            decisions: int) -> dict[str, list[float]]:
    code = PROBE.format(bench=str(HERE), games=games, seconds=seconds,
                        iterations=iterations, decisions=decisions)
    env = dict(os.environ, PYTHONPATH=tree)
    done = subprocess.run([sys.executable, "-c", code], env=env, cwd="/", check=True,
                          capture_output=True, text=True)
    return json.loads(done.stdout.strip().splitlines()[-1])


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("before")
    parser.add_argument("after", nargs="?", default=str(HERE.parents[1]))
    parser.add_argument("--seconds", type=float, default=1.0, help="CPU s per protocol figure")
    parser.add_argument("--iterations", type=int, default=100)
    parser.add_argument("--decisions", type=int, default=3)
    parser.add_argument("--pairs", type=int, default=3)
    parser.add_argument("--games", help="comma-separated game ids (default: all)")
    args = parser.parse_args()
    sys.path.insert(0, str(HERE))
    from bench_protocol import GAMES  # noqa: PLC0415 (after the path is set)

    games = args.games.split(",") if args.games else sorted(GAMES)
    runs: dict[str, list[dict[str, list[float]]]] = {"before": [], "after": []}
    for i in range(args.pairs):
        order = ("before", "after") if i % 2 == 0 else ("after", "before")
        for side in order:
            tree = args.before if side == "before" else args.after
            runs[side].append(measure(tree, games, args.seconds, args.iterations,
                                      args.decisions))
    print("rounds/s: random rounds through apply (before, after) and through apply_legal "
          "(after; a checkout without it plays by apply); search: iterations/s and CPU ms "
          "per decision; medians of the runs")
    print(f"{'game':>14} {'apply before':>12} {'after':>7} {'ratio':>6} {'apply_legal':>11}"
          f" {'ratio':>6} {'it/s before':>11} {'after':>6} {'ratio':>6}"
          f" {'ms before':>9} {'after':>6}")
    for g in games:
        def med(side: str, k: int, game: str = g) -> float:
            return statistics.median(r[game][k] for r in runs[side])

        pb, pa, ta = med("before", 0), med("after", 0), med("after", 1)
        sb, sa = med("before", 3), med("after", 3)
        db, da = med("before", 2) * 1000, med("after", 2) * 1000
        print(f"{g:>14} {pb:12.0f} {pa:7.0f} {ratio(pa, pb):5.2f}x {ta:11.0f}"
              f" {ratio(ta, pb):5.2f}x {sb:11.0f} {sa:6.0f} {ratio(sa, sb):5.2f}x"
              f" {db:9.1f} {da:6.1f}")


def ratio(after: float, before: float) -> float:
    return after / before if before == before and before > 0 else float("nan")


if __name__ == "__main__":
    main()
