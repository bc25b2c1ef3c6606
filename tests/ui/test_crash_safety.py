"""Crash safety: an unexpected error in the GUI is logged (a small rotating file under the
log folder), the game is saved before anything else, the table is laid out again from the
save (or the library shown, never a blank window), and a message names the log. A save
that fails half-way leaves the previous one readable."""

from __future__ import annotations

import json
import logging
import os
from pathlib import Path
from typing import Any

import platformdirs
import pytest
from app_window import open_app_window
from PySide6.QtWidgets import QDialog, QMessageBox

from cardtable.records import replay
from cardtable.rules.hokm import HokmOptions
from cardtable.session import Session
from cardtable.storage import read_save, save_path, write_atomic, write_save
from cardtable.ui import crash
from cardtable.ui.app import install_error_dialog
from cardtable.ui.crash import LOG_BACKUPS, LOG_BYTES, log_dir, log_path, setup_logging
from cardtable.ui.games.hokm import HokmUI
from cardtable.ui.main_window import MainWindow
from cardtable.ui.timers import later
from tests.ui.table_checks import table_problems


@pytest.fixture
def window(qtbot):
    win = open_app_window(qtbot, (1180, 780))
    yield win
    win.table.stop()


@pytest.fixture
def guard(window):
    """The app's own error hook, as `main` installs it (pytest-qt's capture is off)."""
    g = install_error_dialog(window)
    yield g
    g.uninstall()


def still(win: MainWindow) -> bool:
    t = win.table
    return (t.session is not None and not t.view.animator.busy and not t._thinking
            and (t.session.human_to_act() or t.session.state.round_over))


def play_into_the_hand(qtbot, win: MainWindow, moves: int) -> None:
    """Hokm, seed 1: the human is hakem, names trump, and plays a few cards."""
    win.start_game("hokm", HokmOptions(), "random", seed=1)
    table = win.table
    for _ in range(moves):
        qtbot.waitUntil(lambda: still(win), timeout=15000)
        table.act(table.session.legal_for(table.human)[0])
    qtbot.waitUntil(lambda: still(win), timeout=15000)


def crash_dialog(qtbot, win: MainWindow) -> QMessageBox:
    qtbot.waitUntil(lambda: any(b.isVisible() for b in win.findChildren(QMessageBox, "crash")),
                    timeout=5000)
    return next(b for b in win.findChildren(QMessageBox, "crash") if b.isVisible())


@pytest.mark.qt_no_exception_capture
def test_an_error_in_a_slot_mid_game_is_logged_saved_and_the_table_laid_out_again(
        qtbot, window, guard, monkeypatch):
    play_into_the_hand(qtbot, window, 3)
    table = window.table
    session = table.session
    save_path().unlink()  # the save must be written by the error handler itself

    refresh = HokmUI.refresh
    failures: list[int] = []

    def broken_once(self: HokmUI) -> None:
        if not failures:
            failures.append(1)
            raise RuntimeError("the info box fell over (test 4711)")
        refresh(self)

    monkeypatch.setattr(HokmUI, "refresh", broken_once)
    table.act(session.legal_for(table.human)[0])  # applied; the queued refresh then raises
    box = crash_dialog(qtbot, window)

    record = session.record.to_json()
    text = box.text()
    assert "the info box fell over (test 4711)" in text
    assert str(log_path()) in text
    assert "saved" in text
    assert "RuntimeError" in box.detailedText()
    logged = log_path().read_text(encoding="utf-8")
    assert "Traceback" in logged and "the info box fell over (test 4711)" in logged
    assert "in broken" in logged  # the traceback reaches the slot that raised

    saved = read_save()
    assert saved is not None and saved["record"] == record
    assert Session.from_save(saved).state.zones() == session.state.zones()

    # Not a blank window: the table is laid out again from the save and plays on.
    assert window.stack.currentWidget() is table
    resumed = table.session
    assert resumed is not None and resumed is not session
    assert resumed.record.to_json() == record
    qtbot.waitUntil(lambda: still(window), timeout=15000)
    assert table_problems(window) == []
    box.accept()
    before = len(resumed.record.rounds[-1].actions)
    table.act(resumed.legal_for(table.human)[0])
    qtbot.waitUntil(lambda: still(window), timeout=15000)
    assert len(resumed.record.rounds[-1].actions) > before


@pytest.mark.qt_no_exception_capture
def test_an_error_that_keeps_coming_back_ends_at_the_library_with_one_message(
        qtbot, window, guard):
    play_into_the_hand(qtbot, window, 2)
    table = window.table

    def broken(self: HokmUI) -> None:
        raise RuntimeError("broken every time")

    with pytest.MonkeyPatch.context() as mp:
        mp.setattr(HokmUI, "refresh", broken)
        table.act(table.session.legal_for(table.human)[0])
        box = crash_dialog(qtbot, window)
        # Laid out again, the table fails again at once: the library, with the save.
        assert window.stack.currentWidget() is window.library
        assert window.library.banner.isVisible()
        assert "choose Resume" in box.text()
        later(window, 0, lambda: 1 / 0)  # another error, with the message still open
        qtbot.waitUntil(lambda: guard.errors >= 2, timeout=3000)
        visible = [b for b in window.findChildren(QMessageBox, "crash") if b.isVisible()]
        assert visible == [box]  # one message, not one per error
    window.resume_saved()
    qtbot.waitUntil(lambda: still(window), timeout=15000)
    assert table_problems(window) == []


@pytest.mark.qt_no_exception_capture
def test_an_error_with_no_game_on_the_table_goes_back_to_the_library(qtbot, window, guard,
                                                                     monkeypatch):
    def broken(self: object, *args: object) -> None:
        raise ValueError("no table for you")

    monkeypatch.setattr(window.table, "start", broken)
    monkeypatch.setattr("cardtable.ui.dialogs.new_game.NewGameDialog.exec",
                        lambda self: QDialog.DialogCode.Accepted)
    window.act_new.trigger()  # the slot raises half-way: the table is shown, but empty
    box = crash_dialog(qtbot, window)
    assert "no table for you" in box.text()
    assert window.stack.currentWidget() is window.library


def test_the_log_rotates_and_stays_small():
    path = setup_logging()
    assert path == log_dir() / "cardtable.log"
    for i in range(3000):
        crash.log.error("line %d %s", i, "x" * 400)
    files = sorted(path.parent.glob("cardtable.log*"))
    assert path in files
    assert 1 < len(files) <= LOG_BACKUPS + 1
    assert all(f.stat().st_size <= LOG_BYTES + 1024 for f in files)


def test_the_log_is_under_platformdirs_log_folder_or_cardtable_home(monkeypatch, tmp_path):
    assert log_dir() == Path(os.environ["CARDTABLE_HOME"]) / "logs"
    monkeypatch.delenv("CARDTABLE_HOME")
    # Only the path is asked for: nothing is written to the real home.
    assert log_dir() == Path(platformdirs.user_log_dir("cardtable", appauthor=False))


def test_the_error_handler_logs_errors_in_threads(window, monkeypatch):
    import threading

    g = crash.CrashGuard(window).install()
    try:
        t = threading.Thread(target=lambda: 1 / 0, name="worker-7")
        t.start()
        t.join()
    finally:
        g.uninstall()
    for handler in logging.getLogger("cardtable").handlers:
        handler.flush()
    logged = log_path().read_text(encoding="utf-8")
    assert "worker-7" in logged and "ZeroDivisionError" in logged


# --------------------------------------------------------- saves written half-way


def a_save(moves: int) -> dict[str, object]:
    from cardtable.rules.registry import find_game

    game = find_game("hokm")
    session = Session(game, HokmOptions(), 4, humans=[0], ai_level="random", seed=5)
    session.start()
    for _ in range(moves):
        session.apply(session.state.legal_actions()[0])
    return session.to_save()


@pytest.mark.parametrize("fail", ["os.replace", "os.fsync", "write"])
def test_a_save_that_fails_half_way_leaves_the_previous_save_readable(fail):
    old, new = a_save(2), a_save(6)
    write_save(old)

    def boom(*_args: object, **_kw: object) -> None:
        raise OSError(28, "No space left on device")

    with pytest.MonkeyPatch.context() as mp:
        if fail == "write":
            # The disk fills up with the file half written.
            real_fdopen = os.fdopen

            class HalfFile:
                def __init__(self, f: Any) -> None:
                    self.f = f

                def __enter__(self) -> HalfFile:
                    return self

                def __exit__(self, *_exc: object) -> None:
                    self.f.close()

                def write(self, text: str) -> int:
                    self.f.write(text[: len(text) // 2])
                    self.f.flush()
                    raise OSError(28, "No space left on device")

            mp.setattr(os, "fdopen", lambda fd, *a, **k: HalfFile(real_fdopen(fd, *a, **k)))
        else:
            mp.setattr(fail, boom)
        with pytest.raises(OSError):
            write_save(new)
    assert read_save() == json.loads(json.dumps(old))
    replay(read_save()["record"])  # and it still replays
    leftovers = [p for p in save_path().parent.iterdir() if p.name != save_path().name]
    assert leftovers == []  # no half-written temporary file is left behind


def test_write_atomic_never_shows_a_half_file(monkeypatch, tmp_path):
    path = tmp_path / "x.json"
    write_atomic(path, "first")
    monkeypatch.setattr("os.replace", lambda *_a: (_ for _ in ()).throw(OSError("no")))
    with pytest.raises(OSError):
        write_atomic(path, "second")
    assert path.read_text(encoding="utf-8") == "first"


def test_a_failing_autosave_during_play_keeps_the_last_good_save(qtbot, window):
    play_into_the_hand(qtbot, window, 2)
    good = read_save()
    table = window.table

    def full(*_args: object) -> None:
        raise OSError(28, "No space left on device")

    with pytest.MonkeyPatch.context() as mp:
        mp.setattr("os.replace", full)
        table.act(table.session.legal_for(table.human)[0])
        qtbot.waitUntil(lambda: bool(window.findChildren(QMessageBox, "notice")), timeout=5000)
        assert "could not be saved" in window.findChildren(QMessageBox, "notice")[-1].text()
        assert read_save() == good
    assert Session.from_save(good) is not None
