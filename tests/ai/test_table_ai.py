"""The search at the table: it runs off the GUI thread, says "thinking…" after half a
second, stops at once for a new game, a closed table or a quitting app, and the hint asks
the hard player (off the GUI thread too) and highlights its choice."""

from __future__ import annotations

import random
import threading
import time

import pytest
from PySide6.QtCore import QCoreApplication, QThreadPool
from PySide6.QtWidgets import QComboBox

from cardtable.ai import search
from cardtable.ai.levels import DEFAULT_LEVEL, LEVELS
from cardtable.ai.search import Budget, SearchPlayer
from cardtable.rules.base import Play
from cardtable.rules.hokm import HOKM, HokmOptions
from cardtable.rules.mau_mau import LastCard, MauMauOptions
from cardtable.storage import Settings
from cardtable.ui.app import create_app
from cardtable.ui.dialogs.new_game import NewGameDialog
from cardtable.ui.dialogs.settings import SettingsDialog
from cardtable.ui.games.hokm import HokmUI
from cardtable.ui.main_window import MainWindow
from cardtable.ui.table.ai_worker import AiRunner

ENDLESS = Budget(iterations=10**9, seconds=None, epsilon=0.0)
QUICK = Budget(iterations=80, seconds=1.0, epsilon=0.0)


@pytest.fixture
def window(qtbot, monkeypatch):
    for level in ("easy", "normal"):  # quick opponents: the test is about the thread
        monkeypatch.setitem(search.BUDGETS, level, QUICK)
    app, localizer, settings = create_app([])
    localizer.set_language("en")
    win = MainWindow(localizer, settings)
    win.set_speed("instant")
    win.resize(1180, 780)
    qtbot.addWidget(win)
    win.show()
    qtbot.waitExposed(win)
    yield win
    win.table.stop()


def hokm_view():
    rng = random.Random(8)
    state = HOKM.new_state(HokmOptions(), 4, HOKM.random_deal(4, {}, rng, HokmOptions()))
    state.apply(state.legal_actions()[0])  # trump named: the hakem leads from 13 cards
    return state.view(state.to_act), state.legal_actions()


def human_to_act(win: MainWindow) -> bool:
    t = win.table
    return (t.session is not None and t.session.human_to_act()
            and not t.view.animator.busy and not t._thinking)


# ---------------------------------------------------------------- the runner


def test_a_search_runs_off_the_gui_thread_and_is_cancelled_at_once(qtbot):
    runner = AiRunner()
    view, legal = hokm_view()
    threads: list[threading.Thread] = []

    class Spy(SearchPlayer):
        def choose(self, *args, **kwargs):  # type: ignore[no-untyped-def]
            threads.append(threading.current_thread())
            return super().choose(*args, **kwargs)

    got: list[tuple[int, object]] = []
    runner.decided.connect(lambda token, action: got.append((token, action)))
    runner.start(7, Spy("hokm", "hard", budget=ENDLESS), view, legal, random.Random(1))
    qtbot.waitUntil(lambda: bool(threads), timeout=5000)
    assert threads[0] is not threading.main_thread()
    qtbot.wait(200)  # the GUI thread is free meanwhile: its event loop runs
    assert runner.busy == 1 and not got
    t = time.perf_counter()
    runner.cancel_all()
    qtbot.waitUntil(lambda: bool(got), timeout=2000)
    assert time.perf_counter() - t < 1.0
    assert got[0][0] == 7 and got[0][1] in legal  # the best so far, which callers ignore
    assert runner.busy == 0


def test_quitting_never_waits_for_a_search(qtbot):
    runner = AiRunner()
    view, legal = hokm_view()
    runner.start(1, SearchPlayer("hokm", "hard", budget=ENDLESS), view, legal,
                 random.Random(1))
    qtbot.waitUntil(lambda: runner.busy == 1, timeout=2000)
    qtbot.wait(100)
    t = time.perf_counter()
    QCoreApplication.instance().aboutToQuit.emit()  # what app.quit() sends before exiting
    assert QThreadPool.globalInstance().waitForDone(2000)  # what the exit then waits for
    assert time.perf_counter() - t < 1.0
    assert runner.busy == 0


# ----------------------------------------------------------------- the table


def test_thinking_is_shown_and_a_new_game_cancels_the_search(qtbot, window, monkeypatch):
    monkeypatch.setitem(search.BUDGETS, "hard", ENDLESS)  # thinks until stopped
    window.start_game("hokm", HokmOptions(), "hard", seed=2)
    table = window.table
    for _ in range(30):  # play the human's turns until a computer player thinks
        qtbot.waitUntil(lambda: table._thinking or human_to_act(window), timeout=10000)
        if table._thinking:
            break
        table.act(table.session.legal_for(table.human)[0])
    qtbot.waitUntil(lambda: table.ai.busy == 1, timeout=5000)
    seat = table.session.state.to_act
    assert seat != table.human
    assert not table.thinking.isVisible()  # not before half a second
    qtbot.waitUntil(lambda: table.thinking.isVisible(), timeout=3000)
    assert table.thinking.text() == "thinking…"
    plate = table.plates[seat].geometry()
    label = table.thinking.geometry()
    assert abs(label.center().x() - plate.center().x()) < plate.width()  # by its plate
    assert abs(label.center().y() - plate.center().y()) < 3 * plate.height()
    t = time.perf_counter()
    monkeypatch.setitem(search.BUDGETS, "hard", QUICK)
    window.start_game("hokm", HokmOptions(), "hard", seed=3)  # a new game: no waiting
    assert time.perf_counter() - t < 1.0
    qtbot.waitUntil(lambda: table.ai.busy == 0 or table.session.state.to_act != seat,
                    timeout=2000)
    assert not table.thinking.isVisible() or table._thinking


def test_closing_the_table_stops_the_search(qtbot, window, monkeypatch):
    monkeypatch.setitem(search.BUDGETS, "hard", ENDLESS)
    window.start_game("hokm", HokmOptions(), "hard", seed=2)
    table = window.table
    for _ in range(30):
        qtbot.waitUntil(lambda: table._thinking or human_to_act(window), timeout=10000)
        if table._thinking:
            break
        table.act(table.session.legal_for(table.human)[0])
    qtbot.waitUntil(lambda: table.ai.busy == 1, timeout=5000)
    table.stop()
    qtbot.waitUntil(lambda: table.ai.busy == 0, timeout=1000)
    assert not table.thinking.isVisible()


def test_the_hint_asks_the_hard_player_off_the_gui_thread(qtbot, window, monkeypatch):
    monkeypatch.setitem(search.BUDGETS, "hard", QUICK)
    threads: list[tuple[str, threading.Thread]] = []
    real = SearchPlayer.choose

    def spy(self, *args, **kwargs):  # type: ignore[no-untyped-def]
        threads.append((self.level, threading.current_thread()))
        return real(self, *args, **kwargs)

    monkeypatch.setattr(SearchPlayer, "choose", spy)
    window.start_game("hokm", HokmOptions(), "easy", seed=1)  # seed 1: you are the hakem
    table = window.table
    shown: list[object] = []
    table.hint_shown.connect(shown.append)
    qtbot.waitUntil(lambda: human_to_act(window), timeout=10000)
    table.act(table.session.legal_for(table.human)[0])  # name trump
    qtbot.waitUntil(lambda: human_to_act(window), timeout=10000)
    threads.clear()
    action = table.hint()
    assert isinstance(action, Play) and action in table.session.legal_for(table.human)
    assert [level for level, _ in threads] == ["hard"]
    assert threads[0][1] is not threading.main_thread()
    assert shown == [action] and table.last_hint == action
    focused = [s.card for s in table.view.human_hand() if s.focused]
    assert focused == [action.card]


def test_a_new_game_cancels_a_hint_in_progress(qtbot, window, monkeypatch):
    monkeypatch.setitem(search.BUDGETS, "hard", ENDLESS)
    window.start_game("hokm", HokmOptions(), "easy", seed=1)
    table = window.table
    qtbot.waitUntil(lambda: human_to_act(window), timeout=10000)
    table.act(table.session.legal_for(table.human)[0])  # name trump (no search for that)
    qtbot.waitUntil(lambda: human_to_act(window), timeout=10000)
    from cardtable.ui.timers import later

    later(table, 300, table.stop)
    t = time.perf_counter()
    assert table.hint() is None
    assert time.perf_counter() - t < 2.0
    qtbot.waitUntil(lambda: table.ai.busy == 0, timeout=1000)


def test_a_call_out_of_turn_is_decided_off_the_gui_thread(qtbot, window, monkeypatch):
    calls: list[tuple[threading.Thread, object]] = []
    real = SearchPlayer.interject

    def spy(self, view, legal, rng, cancel=None):  # type: ignore[no-untyped-def]
        answer = real(self, view, legal, rng, cancel)
        calls.append((threading.current_thread(), answer))
        return answer

    monkeypatch.setattr(SearchPlayer, "interject", spy)
    window.start_game("mau-mau", MauMauOptions(), "easy", seed=12, players=4)
    table = window.table
    for _ in range(80):  # the human plays on until a computer player has had its chance
        qtbot.waitUntil(lambda: human_to_act(window) or table.session.state.round_over,
                        timeout=15000)
        if calls or table.session.state.round_over:
            break
        legal = table.session.legal_for(table.human)
        table.act(legal[0])
    assert calls, "no computer player was offered a call in this round"
    assert all(thread is not threading.main_thread() for thread, _ in calls)
    called = [a for _, a in calls if isinstance(a, LastCard)]
    actions = [a for r in table.session.record.rounds for a in r.actions]
    assert all(a in actions for a in called)  # each call taken was played at the table


# --------------------------------------------------------------- the dialogs


def test_the_dialogs_offer_the_three_levels_by_name(qtbot, window):
    assert LEVELS == ("random", "easy", "normal", "hard") and DEFAULT_LEVEL == "normal"
    assert Settings().ai_level == "normal"
    dialog = NewGameDialog(HokmUI, DEFAULT_LEVEL, window)
    qtbot.addWidget(dialog)
    assert dialog.ai_level() == "normal"
    names = {dialog.level.itemData(i): dialog.level.itemText(i)
             for i in range(dialog.level.count())}
    assert names == {"random": "Beginner (random cards)", "easy": "Easy (sensible play)",
                     "normal": "Normal (thinks ahead)", "hard": "Hard (thinks longest)"}
    settings = SettingsDialog(Settings(ai_level="hard"), window)
    qtbot.addWidget(settings)
    combo = settings.findChild(QComboBox, "ai_level")
    assert combo.currentData() == "hard" and combo.currentText() == "Hard (thinks longest)"
    assert [combo.itemData(i) for i in range(combo.count())] == list(LEVELS)
    speed = settings.findChild(QComboBox, "speed")  # "normal" is a speed as well as a level
    assert speed.itemText(speed.findData("normal")) == "Normal"
