"""Helpers of the packaging tests (imported by conftest.py and the tests alike)."""

from __future__ import annotations

import os
import shutil
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
PACKAGING = ROOT / "packaging"


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


def tool(name: str, package: str) -> str:
    """The path of a command-line tool, or a failed test that says how to get it."""
    path = shutil.which(name)
    if path is None:
        pytest.fail(f"{name} is missing: install the Debian package {package} "
                    f"(apt-get install {package}; .ci/run does it before the tests)",
                    pytrace=False)
    return path


def needs_linux() -> None:
    if not sys.platform.startswith("linux"):
        pytest.skip("the .deb, the .tar.xz and Xvfb are Linux-only")


def app_env(**extra: str) -> dict[str, str]:
    """The environment to run the app in: no Python paths leaking in from the tests."""
    env = {k: v for k, v in os.environ.items()
           if not k.startswith(("PYTHON", "QT_", "PYTEST"))}
    env.update(extra)
    return env
