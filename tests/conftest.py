"""Shared test set-up: Qt runs offscreen when there is no display; app data goes to a
temporary folder so tests never touch the user's settings or saves; the figures tests
measure (tests/packaging) are printed at the end of the run.

The default run (`python3 -m pytest`, the README's command) is the quick one, a few minutes
on two cores: tests marked `slow` (whole matches played out by clicks, the largest random
playouts, the bundle build) are reported as skipped, with the command that runs them.
CARDTABLE_FULL_TESTS=1 (.ci/run sets it) runs every test; so does asking for them by
marker (`-m slow`)."""

import os
import sys
import tempfile

if not os.environ.get("DISPLAY") and not os.environ.get("WAYLAND_DISPLAY"):
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.abspath(__file__))))

import pytest  # noqa: E402

from tests.gate import skip_slow  # noqa: E402


@pytest.fixture(autouse=True)
def _cardtable_home(tmp_path, monkeypatch):
    monkeypatch.setenv("CARDTABLE_HOME", str(tmp_path / "home"))


@pytest.fixture(autouse=True)
def _you_play_your_last_card(monkeypatch, request):
    """Tests that drive your seat play every card themselves, the last one too: the setting
    that plays a forced last card for you is off in them (tests/ui/test_pace.py turns it
    on, and tests/ui/test_settings.py checks that it is kept); and sound is off (the sound
    tests turn it on, with a player that records instead of playing)."""
    if request.node.get_closest_marker("real_settings") is not None:
        return
    from cardtable import storage

    load = storage.Settings.load.__func__  # type: ignore[attr-defined]

    def loaded(cls):
        settings = load(cls)
        settings.auto_last_card = False
        settings.sound = False  # a test run on a machine with speakers stays quiet
        return settings

    monkeypatch.setattr(storage.Settings, "load", classmethod(loaded))


def pytest_collection_modifyitems(config, items):
    skip_slow(items, config.getoption("markexpr", ""))


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
