"""Start-up against a yardstick: `cardtable --startup-time` and a bare PySide6 main window
with a label (tests/bench/bare_window.py), same interpreter, same platform plugin
(offscreen), run interleaved. Prints each one's median whole-process wall time, median time
inside `main()` to the window shown, peak RSS, the ratios of the whole-process time and of
the peak RSS, and how many modules the app has loaded when its window shows.

    python3 tests/bench/bench_startup.py [RUNS] [--from-source]

Byte code is cached (in a temporary PYTHONPYCACHEPREFIX, filled by one unmeasured run of
each), as in an installed app; with `--from-source` the checkout's own modules are compiled
at every run (as from a source tree under PYTHONDONTWRITEBYTECODE), everything else cached.
"""

from __future__ import annotations

import os
import re
import shutil
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
BARE = Path(__file__).resolve().with_name("bare_window.py")
COMMANDS = {
    "cardtable": [sys.executable, "-m", "cardtable", "--startup-time"],
    "bare window": [sys.executable, str(BARE)],
}


def run_once(command: list[str], env: dict[str, str]) -> tuple[float, float, float]:
    """(whole-process wall seconds, seconds to window shown as printed, peak RSS in MiB)."""
    started = time.perf_counter()
    proc = subprocess.Popen(command, env=env, cwd=ROOT, stdout=subprocess.PIPE,
                            stderr=subprocess.DEVNULL, text=True)
    assert proc.stdout is not None
    out = proc.stdout.read()
    # wait4, not wait: the child's own resource usage (RUSAGE_CHILDREN would mix both kinds).
    _, status, usage = os.wait4(proc.pid, 0)
    wall = time.perf_counter() - started
    proc.returncode = os.waitstatus_to_exitcode(status)
    found = re.search(r"main window shown after ([\d.]+) s", out)
    if proc.returncode != 0 or not found:
        raise SystemExit(f"{command} failed ({proc.returncode}): {out}")
    return wall, float(found.group(1)), usage.ru_maxrss / 1024


#: The app's start path, then what it loaded (counted: a figure that no load on the machine
#: blurs).
COUNT_MODULES = """
import sys
from cardtable.ui.app import main
main(["cardtable", "--startup-time"])
ours = [m for m in sys.modules if m == "cardtable" or m.startswith("cardtable.")]
print(f"{len(sys.modules)} ({len(ours)} of them cardtable's)")
"""


def modules_loaded(env: dict[str, str]) -> str:
    out = subprocess.run([sys.executable, "-c", COUNT_MODULES], env=env, cwd=ROOT,
                         capture_output=True, text=True, check=True).stdout
    return out.strip().splitlines()[-1]


def main() -> None:
    args = [a for a in sys.argv[1:] if not a.startswith("--")]
    runs = int(args[0]) if args else 7
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen", CARDTABLE_HOME=tempfile.mkdtemp(),
               PYTHONPATH=os.pathsep.join(filter(None, [str(ROOT),
                                                         os.environ.get("PYTHONPATH")])))
    # Byte code goes to a cache of this run's own, never to the checkout's __pycache__.
    cache = tempfile.mkdtemp()
    env["PYTHONPYCACHEPREFIX"] = cache
    env.pop("PYTHONDONTWRITEBYTECODE", None)
    results: dict[str, list[tuple[float, float, float]]] = {name: [] for name in COMMANDS}
    for command in COMMANDS.values():  # one unmeasured run each: warm caches
        run_once(command, env)
    from_source = "--from-source" in sys.argv
    if from_source:  # the checkout's byte code dropped, and never written again
        shutil.rmtree(Path(cache, *ROOT.parts[1:]), ignore_errors=True)
        env["PYTHONDONTWRITEBYTECODE"] = "1"
    for _ in range(runs):
        for name, command in COMMANDS.items():
            results[name].append(run_once(command, env))
    medians = {name: [statistics.median(r[i] for r in rs) for i in range(3)]
               for name, rs in results.items()}
    how = "compiled from source" if from_source else "byte code cached"
    print(f"medians of {runs} interleaved runs, offscreen, {how}:")
    print(f"{'':12} {'process wall':>13} {'in main()':>10} {'peak RSS':>9}")
    for name, (wall, shown, rss) in medians.items():
        print(f"{name:12} {wall:11.3f} s {shown:8.3f} s {rss:5.0f} MiB")
    app, bare = medians["cardtable"], medians["bare window"]
    # "in main()" is each program's own figure (the app imports its window there; the bare
    # window's imports come before), so only the whole process and the memory compare.
    print(f"ratio        {app[0] / bare[0]:11.2f} x {'':10} {app[2] / bare[2]:7.2f} x")
    print(f"modules the app has loaded when its window shows: {modules_loaded(env)}")


if __name__ == "__main__":
    main()
