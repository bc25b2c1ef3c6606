"""`cardtable --self-test` from the source tree: it plays a hand and the language round trip
and exits 0; a failure or a timeout exits non-zero with a message, and never hangs."""

from __future__ import annotations

import subprocess
import sys

from packaging_support import ROOT, app_env

from cardtable.ui import selftest


def run_self_test(*extra: str, timeout: float = 300) -> subprocess.CompletedProcess[str]:
    return subprocess.run([sys.executable, "-m", "cardtable", "--self-test", *extra],
                          cwd=ROOT, capture_output=True, text=True, timeout=timeout,
                          env=app_env(QT_QPA_PLATFORM="offscreen", PYTHONPATH=str(ROOT)))


def test_self_test_from_source_passes():
    done = run_self_test()
    assert done.returncode == 0, done.stdout + done.stderr
    out = done.stdout
    assert "frozen False" in out
    assert "hand over: 52 cards played" in out
    assert "Persian: right to left" in out and "'&بازی'" in out
    assert "English again" in out
    assert out.rstrip().splitlines()[-1].split("] ", 1)[1].startswith("passed:")


def test_self_test_times_out_with_a_message():
    done = run_self_test("--self-test-timeout", "0.05", timeout=120)
    assert done.returncode == 1
    assert "FAILED: timed out after 0.05 s while" in done.stderr


def test_a_failure_during_play_exits_non_zero(qapp, monkeypatch, capsys):
    from cardtable.ui.table.screen import TableScreen

    def broken(self, action):
        raise RuntimeError("the table is broken")

    monkeypatch.setattr(TableScreen, "act", broken)
    assert selftest.run(["cardtable", "--self-test", "--self-test-timeout", "60"]) == 1
    err = capsys.readouterr().err
    assert "FAILED" in err and "the table is broken" in err


def test_a_missing_asset_fails_before_the_window(qapp, monkeypatch, tmp_path, capsys):
    import cardtable.resources as resources

    real_assets_dir, real_folder = resources.assets_dir, resources._folder
    # The assets folder is moved where assets_dir() looks it up, not by replacing assets_dir
    # itself: the modules the self-test imports for the first time (cardtable/ui/app.py,
    # cardtable/ui/table/card_art.py...) keep `from cardtable.resources import assets_dir`,
    # and a stand-in they kept would outlive this test and break every later one in this
    # process (the bundled font was then "not loaded" from the empty folder).
    monkeypatch.setattr(resources, "_folder", lambda package, fallback: tmp_path
                        if fallback == "assets" else real_folder(package, fallback))
    assert selftest.run(["cardtable", "--self-test"]) == 1
    err = capsys.readouterr().err
    assert "FAILED" in err and "svg-cards.svg is missing" in err
    import cardtable.ui.app
    import cardtable.ui.table.card_art

    assert cardtable.ui.app.assets_dir is real_assets_dir
    assert cardtable.ui.table.card_art.assets_dir is real_assets_dir


def test_the_self_test_leaves_the_settings_alone(qapp, monkeypatch, tmp_path):
    home = tmp_path / "home"
    monkeypatch.setenv("CARDTABLE_HOME", str(home))
    assert selftest.run(["cardtable", "--self-test"]) == 0
    assert not home.exists()  # the language switches went to a temporary folder
    import os

    assert os.environ["CARDTABLE_HOME"] == str(home)
