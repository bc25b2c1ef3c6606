"""Autosave and resume (even after the process is killed), bad save files, undo, redo, hint."""

from __future__ import annotations

import json
import os
import signal
import subprocess
import sys
import textwrap
import time
from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QMessageBox

from cardtable.records import replay
from cardtable.rules.base import Play
from cardtable.rules.hokm import HokmOptions
from cardtable.storage import read_save, save_path
from cardtable.ui.app import create_app
from cardtable.ui.main_window import MainWindow

ROOT = Path(__file__).resolve().parents[2]


def make_window(qtbot) -> MainWindow:
    app, localizer, settings = create_app([])
    localizer.set_language("en")
    win = MainWindow(localizer, settings)
    win.set_speed("instant")
    win.resize(1100, 720)
    qtbot.addWidget(win)
    win.show()
    return win


def settled(win: MainWindow) -> bool:
    t = win.table
    return (t.session is not None and not t.view.animator.busy and not t._thinking
            and (t.session.human_to_act() or t.session.state.round_over))


def play_human_moves(qtbot, win: MainWindow, count: int) -> None:
    table = win.table
    for _ in range(count):
        qtbot.waitUntil(lambda: settled(win), timeout=10000)
        if table.session.state.round_over:
            return
        table.act(table.session.legal_for(table.human)[0])
    qtbot.waitUntil(lambda: settled(win), timeout=10000)


def test_every_action_is_saved_and_a_new_window_resumes_it(qtbot):
    win = make_window(qtbot)
    assert not win.library.banner.isVisible()
    win.start_game("hokm", HokmOptions(), "easy", seed=11)
    play_human_moves(qtbot, win, 4)
    session = win.table.session
    saved = read_save()
    assert saved is not None
    assert saved["record"] == session.record.to_json()
    assert saved["humans"] == [0] and saved["ai_level"] == "easy"
    zones_before = session.state.zones()
    to_act = session.state.to_act
    win.table.stop()
    win.close()

    again = make_window(qtbot)  # the next start
    assert again.library.banner.isVisible()
    qtbot.mouseClick(again.library.resume_button, Qt.MouseButton.LeftButton)
    resumed = again.table.session
    assert resumed is not None
    assert resumed.state.zones() == zones_before
    assert resumed.state.to_act == to_act
    assert resumed.record.to_json() == saved["record"]
    # The table shows the same cards: the human's sprites are the human's hand.
    sprites = {s.card for s in again.table.view.human_hand()}
    assert sprites == set(resumed.state.hands[0])
    play_human_moves(qtbot, again, 1)  # and the game goes on
    assert len(read_save()["record"]["rounds"][-1]["actions"]) > len(
        saved["record"]["rounds"][-1]["actions"])


def test_discarding_the_saved_game(qtbot):
    win = make_window(qtbot)
    win.start_game("hokm", HokmOptions(), "easy", seed=2)
    play_human_moves(qtbot, win, 1)
    win.show_library()
    assert win.library.banner.isVisible()
    qtbot.mouseClick(win.library.discard_button, Qt.MouseButton.LeftButton)
    assert not save_path().exists()
    assert not win.library.banner.isVisible()


@pytest.mark.parametrize("content, words", [
    ("{not json", "could not be read"),
    (json.dumps({"format": "cardtable-save/9", "record": {}}), "newer version"),
    (json.dumps([1, 2, 3]), "not a Card Table saved game"),
])
def test_a_bad_save_is_kept_aside_with_a_message(qtbot, content, words):
    path = save_path()
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(content, encoding="utf-8")
    win = make_window(qtbot)
    qtbot.waitUntil(lambda: bool(win.findChildren(QMessageBox)), timeout=3000)
    box = win.findChildren(QMessageBox)[-1]
    assert words in box.text()
    assert not win.library.banner.isVisible()
    assert not path.exists()
    kept = list(path.parent.glob("current.json.broken-*"))
    assert len(kept) == 1 and kept[0].read_text(encoding="utf-8") == content


def test_a_save_whose_record_is_illegal_is_kept_aside(qtbot):
    win = make_window(qtbot)
    win.start_game("hokm", HokmOptions(), "easy", seed=4)
    play_human_moves(qtbot, win, 2)
    data = read_save()
    data["record"]["rounds"][0]["actions"][-1]["card"] = "RJ"  # not even in the pack
    win.table.stop()
    save_path().write_text(json.dumps(data), encoding="utf-8")
    again = make_window(qtbot)
    assert again.library.banner.isVisible()  # the file looks like a save...
    qtbot.mouseClick(again.library.resume_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: bool(again.findChildren(QMessageBox)), timeout=3000)
    assert "could not be resumed" in again.findChildren(QMessageBox)[-1].text()
    assert again.table.session is None
    assert list(save_path().parent.glob("current.json.broken-*"))


def test_killed_mid_game_resumes_the_same_position(tmp_path):
    """A real process, killed with SIGKILL while playing, loses nothing it had played."""
    script = textwrap.dedent("""
        import sys, time
        from PySide6.QtWidgets import QApplication
        from cardtable.rules.hokm import HokmOptions
        from cardtable.ui.app import create_app
        from cardtable.ui.main_window import MainWindow
        app, localizer, settings = create_app([])
        win = MainWindow(localizer, settings)
        win.set_speed("instant")
        win.show()
        win.start_game("hokm", HokmOptions(), "easy", seed=21)
        table = win.table
        moves = 0
        while True:
            QApplication.processEvents()
            s = table.session
            if (s.human_to_act() and not table.view.animator.busy and not table._thinking):
                table.act(s.legal_for(table.human)[0])
                moves += 1
                if moves == 5:
                    print("played", flush=True)
            time.sleep(0.002)
    """)
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen", PYTHONPATH=str(ROOT))
    proc = subprocess.Popen([sys.executable, "-c", script], env=env, stdout=subprocess.PIPE,
                            stderr=subprocess.PIPE, text=True)
    try:
        line = proc.stdout.readline()
        assert line.strip() == "played", proc.stderr.read()
        time.sleep(0.3)  # let it play on a little: the kill lands mid-game
    finally:
        proc.send_signal(signal.SIGKILL)
        proc.wait(timeout=10)
    saved = read_save()
    assert saved is not None
    record, state = replay(saved["record"])  # whole, legal, and replayable
    human_moves = [a for r in record.rounds for a in r.actions if a.seat == 0]
    assert len(human_moves) >= 5
    assert not state.match_over


def test_undo_takes_back_the_human_move_and_redo_puts_it_back(qtbot):
    win = make_window(qtbot)
    win.start_game("hokm", HokmOptions(), "easy", seed=1)  # the human is hakem
    table = win.table
    play_human_moves(qtbot, win, 3)
    session = table.session
    before = session.record.to_json()
    last_human = max(i for i, a in enumerate(session.record.rounds[-1].actions)
                     if a.seat == 0)
    win.act_undo.trigger()
    after = session.record.to_json()
    assert len(after["rounds"][-1]["actions"]) == last_human
    assert after["rounds"][-1]["actions"] == before["rounds"][-1]["actions"][:last_human]
    # The state is exactly the replay of the shortened record, and it is the human's turn.
    _, replayed = replay(after)
    assert session.state.zones() == replayed.zones()
    assert session.state.to_act == 0
    assert read_save()["record"] == after  # the save follows the undo
    assert {s.card for s in table.view.human_hand()} == set(session.state.hands[0])
    win.act_redo.trigger()
    assert session.record.to_json() == before
    # Nothing of the human's to undo at the start of a round.
    while session.can_undo():
        session.undo()
    assert all(a.seat != 0 for a in session.record.rounds[-1].actions)
    assert not table.undo()


def test_hint_suggests_a_legal_move_and_shows_it(qtbot):
    win = make_window(qtbot)
    win.start_game("hokm", HokmOptions(), "easy", seed=1)
    table = win.table
    ui = table.ui
    qtbot.waitUntil(lambda: ui.trump_panel.isVisible(), timeout=10000)
    suggestion = table.hint()
    assert suggestion in table.session.legal_for(0)
    assert ui.trump_buttons[suggestion.suit].hasFocus() or not win.isActiveWindow()
    table.act(suggestion)
    play_human_moves(qtbot, win, 0)
    qtbot.waitUntil(lambda: settled(win), timeout=10000)
    suggestion = table.hint()
    assert isinstance(suggestion, Play)
    assert suggestion in table.session.legal_for(0)
    focused = [s for s in table.view.human_hand() if s.focused]
    assert [s.card for s in focused] == [suggestion.card]


def test_the_resume_banner_names_the_unfinished_game_in_either_language(qtbot):
    win = make_window(qtbot)
    win.start_game("hokm", HokmOptions(), "random", seed=11)
    play_human_moves(qtbot, win, 1)
    again = make_window(qtbot)
    assert again.library.banner.isVisible()
    assert "unfinished game of Hokm" in again.library.banner_text.text()
    again.localizer.set_language("fa")
    try:
        qtbot.waitUntil(lambda: "حکم" in again.library.banner_text.text(), timeout=3000)
    finally:
        again.localizer.set_language("en")
