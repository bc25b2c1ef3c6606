"""Shared set-up of the packaging tests: the one bundle build of a test session, the tools
they need, and the figures they measure (printed at the end of the run by tests/conftest.py).

Which of them run (the gate is in tests/packaging/packaging_support.py):

- By default (`python3 -m pytest`, the README's command) every test that needs only Python
  runs. A test that needs a system tool (makensis, desktop-file-validate, Xvfb, dpkg-deb,
  strip) runs when the tool is installed and is otherwise skipped, the reason naming the one
  `sudo apt-get install ...` that brings it.
- The tests of the PyInstaller bundle, the .deb and the .tar.xz (tests/packaging/
  test_linux_bundle.py) are skipped by default: the build alone takes about three minutes on
  two cores, and the default run must answer in under four. They run with
  `CARDTABLE_FULL_TESTS=1 python3 -m pytest tests/packaging` (or the whole suite).
- With CARDTABLE_FULL_TESTS=1 (.ci/run sets it) everything runs, and a missing tool is a
  failure, not a skip.

The bundle is built once per run: every test that uses it is in one pytest-xdist group
("bundle", --dist loadgroup in pyproject.toml), so one worker builds it and runs them all.
"""

from __future__ import annotations

import subprocess
import sys
import time
from dataclasses import dataclass
from pathlib import Path

import pytest
from packaging_support import (
    PACKAGING,
    ROOT,
    app_env,
    figure,
    needs_bundle,
    needs_linux,
    not_run,
    tool,
)

BUILD_TIMEOUT = 1500  # seconds; a quiet 2-core machine needs about two minutes


@dataclass
class Build:
    dist: Path
    work: Path
    bundle: Path
    deb: Path
    tarball: Path
    seconds: float
    log: str


@pytest.fixture(scope="session")
def build(tmp_path_factory: pytest.TempPathFactory) -> Build:
    """The bundle, the .deb and the .tar.xz, built once per test session with the README's
    command (into a temporary folder, so a developer's dist/ is left alone)."""
    needs_linux()
    needs_bundle()
    try:
        import PyInstaller  # noqa: F401
    except ImportError:
        not_run("PyInstaller is not installed: python3 -m pip install -e '.[test]'")
    tool("dpkg-deb", "dpkg")
    tool("strip", "binutils")
    tool("xz", "xz-utils")
    top = tmp_path_factory.mktemp("packaging")
    dist, work = top / "dist", top / "work"
    started = time.perf_counter()
    done = subprocess.run([sys.executable, str(PACKAGING / "build.py"), "--dist", str(dist),
                           "--work", str(work)], cwd=ROOT, capture_output=True, text=True,
                          timeout=BUILD_TIMEOUT, env=app_env())
    seconds = time.perf_counter() - started
    if done.returncode != 0:
        pytest.fail(f"packaging/build.py failed ({done.returncode}):\n"
                    f"{done.stdout[-6000:]}\n{done.stderr[-6000:]}", pytrace=False)
    debs = sorted(dist.glob("cardtable_*.deb"))
    tars = sorted(dist.glob("cardtable-*.tar.xz"))
    assert len(debs) == 1 and len(tars) == 1, sorted(p.name for p in dist.iterdir())
    figure("bundle, .deb and .tar.xz built in", f"{seconds:.0f} s (packaging/build.py)")
    return Build(dist, work, dist / "cardtable", debs[0], tars[0], seconds,
                 done.stdout + done.stderr)


@pytest.fixture(scope="session")
def installed(build: Build, tmp_path_factory: pytest.TempPathFactory) -> Path:
    """The .deb unpacked into a temporary root (dpkg -x), as dpkg -i would lay it out."""
    root = tmp_path_factory.mktemp("root")
    subprocess.run([tool("dpkg", "dpkg"), "-x", str(build.deb), str(root)], check=True,
                   timeout=300)
    return root
