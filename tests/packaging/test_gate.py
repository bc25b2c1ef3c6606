"""The gate of the packaging tests (tests/packaging/packaging_support.py): a missing tool or
the bundle build is a skip naming the one command that gets it, and a failure when
CARDTABLE_FULL_TESTS asks for everything."""

from __future__ import annotations

import os
import stat
from pathlib import Path

import pytest
from packaging_support import FULL_COMMAND, needs_bundle, not_run, tool

FULL = {"CARDTABLE_FULL_TESTS": "1"}


def fake_tool(folder: Path, name: str) -> Path:
    path = folder / name
    path.write_text("#!/bin/sh\nexit 0\n")
    path.chmod(path.stat().st_mode | stat.S_IXUSR)
    return path


def test_a_tool_on_the_path_is_found(tmp_path):
    made = fake_tool(tmp_path, "makensis")
    assert tool("makensis", "nsis", path=str(tmp_path), env={}) == str(made)
    assert tool("makensis", "nsis", path=str(tmp_path), env=FULL) == str(made)


def test_a_missing_tool_is_a_skip_that_names_the_apt_line(tmp_path):
    fake_tool(tmp_path, "something-else")
    with pytest.raises(pytest.skip.Exception) as skipped:
        tool("makensis", "nsis", path=str(tmp_path), env={})
    assert str(skipped.value) == "makensis is not installed: sudo apt-get install nsis"


def test_a_missing_tool_is_a_failure_when_everything_must_run(tmp_path):
    with pytest.raises(pytest.fail.Exception) as failed:
        tool("desktop-file-validate", "desktop-file-utils", path=str(tmp_path), env=FULL)
    assert "sudo apt-get install desktop-file-utils" in str(failed.value)
    assert "CARDTABLE_FULL_TESTS" in str(failed.value)


def test_a_tool_that_is_not_executable_is_missing(tmp_path):
    (tmp_path / "Xvfb").write_text("not a program")
    with pytest.raises(pytest.skip.Exception):
        tool("Xvfb", "xvfb", path=str(tmp_path), env={})


def test_the_bundle_is_built_only_when_asked():
    with pytest.raises(pytest.skip.Exception) as skipped:
        needs_bundle({})
    assert FULL_COMMAND in str(skipped.value)
    assert FULL_COMMAND == "CARDTABLE_FULL_TESTS=1 python3 -m pytest tests/packaging"
    needs_bundle(FULL)  # no skip: the build goes ahead


def test_not_run_reads_the_real_environment_by_default(monkeypatch):
    monkeypatch.delenv("CARDTABLE_FULL_TESTS", raising=False)
    with pytest.raises(pytest.skip.Exception):
        not_run("a reason")
    monkeypatch.setenv("CARDTABLE_FULL_TESTS", "1")
    with pytest.raises(pytest.fail.Exception):
        not_run("a reason")
    assert os.environ["CARDTABLE_FULL_TESTS"] == "1"
