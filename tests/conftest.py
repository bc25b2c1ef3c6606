"""Shared test set-up: Qt runs offscreen when there is no display; app data goes to a
temporary folder so tests never touch the user's settings or saves; the figures tests
measure (tests/packaging) are printed at the end of the run."""

import os
import sys
import tempfile

if not os.environ.get("DISPLAY") and not os.environ.get("WAYLAND_DISPLAY"):
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.abspath(__file__))))

import pytest  # noqa: E402


@pytest.fixture(autouse=True)
def _cardtable_home(tmp_path, monkeypatch):
    monkeypatch.setenv("CARDTABLE_HOME", str(tmp_path / "home"))


FIGURES_FILE = "CARDTABLE_TEST_FIGURES"  # as tests/packaging/packaging_support.py names it


def pytest_configure(config):
    # The controller (not an xdist worker) names the file; the workers it starts inherit it.
    if not hasattr(config, "workerinput"):
        fd, path = tempfile.mkstemp(prefix="cardtable-figures-", suffix=".tsv")
        os.close(fd)
        os.environ[FIGURES_FILE] = path


def pytest_terminal_summary(terminalreporter):
    if hasattr(terminalreporter.config, "workerinput"):
        return  # the controller prints every worker's figures
    path = os.environ.get(FIGURES_FILE)
    if not path or not os.path.exists(path):
        return
    with open(path, encoding="utf-8") as f:
        lines = [line.rstrip("\n").split("\t", 1) for line in f if "\t" in line]
    os.unlink(path)
    if lines:
        terminalreporter.section("packaging figures")
        for label, value in lines:
            terminalreporter.write_line(f"{label}: {value}")
