"""Helpers of the packaging tests (imported by conftest.py and the tests alike): where things
are, the figures the tests measure, and the gate that decides whether a test that needs a
system tool or the PyInstaller bundle runs here (see tests/packaging/conftest.py)."""

from __future__ import annotations

import os
import shutil
import sys
from collections.abc import Mapping
from pathlib import Path
from typing import NoReturn

import pytest

from tests.gate import FULL_TESTS, full_tests

ROOT = Path(__file__).resolve().parents[2]
PACKAGING = ROOT / "packaging"

FULL_COMMAND = f"{FULL_TESTS}=1 python3 -m pytest tests/packaging"
"""The one command that runs the tests the default run leaves out (the bundle build)."""

FIGURES_FILE = "CARDTABLE_TEST_FIGURES"
"""The environment variable naming the file the figures go to: the tests run in pytest-xdist's
worker processes, and the summary at the end of the run is printed by the controller
(tests/conftest.py)."""


def figure(label: str, value: str) -> None:
    """A figure for the summary at the end of the run."""
    path = os.environ.get(FIGURES_FILE)
    if path:
        with open(path, "a", encoding="utf-8") as out:
            out.write(f"{label}\t{value}\n")


def not_run(reason: str, env: Mapping[str, str] | None = None) -> NoReturn:
    """A test that cannot run here: reported as skipped with the reason (which names the one
    command that gets what it needs), or a failure when the run must run everything."""
    if full_tests(env):
        pytest.fail(f"{reason} ({FULL_TESTS} is set, so every test must run)", pytrace=False)
    pytest.skip(reason)


def tool(name: str, package: str, *, path: str | None = None,
         env: Mapping[str, str] | None = None) -> str:
    """The path of a command-line tool (looked up on `path`, the PATH by default), or the test
    not run: skipped with the apt-get line that installs it, failed under CARDTABLE_FULL_TESTS."""
    found = shutil.which(name, path=path)
    if found is None:
        not_run(f"{name} is not installed: sudo apt-get install {package}", env)
    return found


def needs_bundle(env: Mapping[str, str] | None = None) -> None:
    """The tests of the PyInstaller bundle run only when asked (CARDTABLE_FULL_TESTS): the
    build alone takes about three minutes on two cores, most of the default run's budget."""
    if not full_tests(env):
        pytest.skip(f"builds the PyInstaller bundle (about 3 minutes): {FULL_COMMAND}")


def needs_linux() -> None:
    if not sys.platform.startswith("linux"):
        pytest.skip("the .deb, the .tar.xz and Xvfb are Linux-only")


def app_env(**extra: str) -> dict[str, str]:
    """The environment to run the app in: no Python paths leaking in from the tests."""
    env = {k: v for k, v in os.environ.items()
           if not k.startswith(("PYTHON", "QT_", "PYTEST"))}
    env.update(extra)
    return env
