"""Before and after, in one run: the protocol's random rounds per second and the search's
iterations per second of every game, for two checkouts of the code, the two measured
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
    out[g] = [bp.protocol_run(bp.dealt(g, n), {seconds!r})[0],
              bs.search_speed(g, n, {iterations!r}, {decisions!r})[1]]
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
    print(f"{'game':>14} {'rounds/s before':>16} {'after':>9} {'ratio':>6}"
          f" {'search it/s before':>19} {'after':>7} {'ratio':>6}")
    for g in games:
        cells = []
        for k in (0, 1):
            b = statistics.median(r[g][k] for r in runs["before"])
            a = statistics.median(r[g][k] for r in runs["after"])
            ratio = a / b if b == b and b > 0 else float("nan")
            cells.append((b, a, ratio))
        (pb, pa, pr), (sb, sa, sr) = cells
        print(f"{g:>14} {pb:16.0f} {pa:9.0f} {pr:5.2f}x {sb:19.0f} {sa:7.0f} {sr:5.2f}x")


if __name__ == "__main__":
    main()
