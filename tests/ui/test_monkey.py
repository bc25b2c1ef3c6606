"""A seeded monkey at every game's table.

For each game in the registry of tables, a few hundred random events: clicks on card
sprites and on every visible button (panels, prompts, dialogs), menu and toolbar actions
(never Quit; file dialogs and blocking questions patched), window resizes, language and
animation-speed switches, undo, redo, hints and keys. After each event the event loop runs
under a watchdog; once the table is still, the sprites must match the model exactly (every
card of every zone has its sprite there, face up exactly where the human's view shows the
face, no extra sprites) and the game must offer the human something to do. No exception
may escape.

Reproduce a failure with its seed: `CARDTABLE_MONKEY_SEED=<seed> pytest tests/ui/test_monkey.py
-k <game> -s`. A longer run: `CARDTABLE_MONKEY_EVENTS=2000`; the last N events of a run that
passed: `CARDTABLE_MONKEY_TRAIL=N`.
"""

from __future__ import annotations

import ctypes
import json
import os
import random
import sys
import threading
import time
import traceback
from collections import Counter
from collections.abc import Callable
from pathlib import Path
from types import SimpleNamespace
from typing import Any

import pytest
from app_window import open_app_window
from PySide6.QtCore import QEvent, QPoint, Qt, QTimer
from PySide6.QtGui import QKeyEvent
from PySide6.QtWidgets import (
    QAbstractButton,
    QApplication,
    QCheckBox,
    QComboBox,
    QDialog,
    QFileDialog,
    QLineEdit,
    QMessageBox,
    QSpinBox,
    QWidget,
)

from cardtable.ai import levels
from cardtable.rules.registry import find_game
from cardtable.session import Session
from cardtable.ui.dialogs.new_game import NewGameDialog
from cardtable.ui.games.registry import GAME_UIS
from cardtable.ui.main_window import MainWindow
from cardtable.ui.table import screen as screen_module
from cardtable.ui.table.card_sprite import CardSprite
from tests.gate import full_tests
from tests.ui.table_checks import dead_end, shown, table_buttons, table_problems

# 300 events a game in a full run (CI); 60 in the default run, which must answer in minutes.
EVENTS = int(os.environ.get("CARDTABLE_MONKEY_EVENTS", "300" if full_tests() else "60"))
SEED = int(os.environ.get("CARDTABLE_MONKEY_SEED", "1"))
STALL_SECONDS = 5.0  # the event loop may not stand still longer than this
SETTLE_SECONDS = 30.0  # nor the table stay busy longer (a loaded machine, slow speed)

SUMMARY: dict[str, dict[str, Any]] = {}


class EventLoopStalled(Exception):
    """Raised into the GUI thread by the watchdog when the event loop stops turning."""


class Watchdog:
    """A heartbeat timer on the GUI thread and a thread watching it: when the beat stops
    for STALL_SECONDS, the GUI thread's stack is kept and EventLoopStalled is raised in it."""

    def __init__(self, limit: float = STALL_SECONDS) -> None:
        self.limit = limit
        self.beat = time.monotonic()
        self.stalls: list[str] = []
        self.timer = QTimer()
        self.timer.setInterval(100)
        self.timer.timeout.connect(self._beat)
        self._stop = threading.Event()
        self._main = threading.main_thread().ident
        self._thread = threading.Thread(target=self._watch, daemon=True)

    def _beat(self) -> None:
        self.beat = time.monotonic()

    def start(self) -> None:
        self.timer.start()
        self._thread.start()

    def stop(self) -> None:
        self._stop.set()
        self.timer.stop()
        self._thread.join(2)

    def _watch(self) -> None:
        while not self._stop.wait(0.25):
            late = time.monotonic() - self.beat
            if late > self.limit:
                frame = sys._current_frames().get(self._main or 0)
                stack = "".join(traceback.format_stack(frame)) if frame else "?"
                self.stalls.append(f"no event for {late:.1f} s; the GUI thread was at:\n{stack}")
                ctypes.pythonapi.PyThreadState_SetAsyncExc(
                    ctypes.c_ulong(self._main or 0), ctypes.py_object(EventLoopStalled))
                self.beat = time.monotonic()


@pytest.fixture
def window(qtbot):
    win = open_app_window(qtbot, (1180, 780))
    yield win
    win.table.stop()
    for widget in QApplication.topLevelWidgets():
        if widget is not win and widget.isVisible():
            widget.close()
    win.localizer.set_language("en")


# ---------------------------------------------------------------- the monkey


def windows() -> list[QWidget]:
    """The top-level windows in a stable order (Qt's own follows memory addresses, which
    would make a seed choose differently from one run to the next)."""
    def key(w: QWidget) -> tuple[str, str, str, str]:
        text = w.text() if isinstance(w, QMessageBox) else ""
        return w.objectName(), type(w).__name__, w.windowTitle(), text

    return sorted(QApplication.topLevelWidgets(), key=key)



def _shortest_options(dialog: NewGameDialog) -> None:
    """The new-game dialog's options at the shortest match they allow."""
    for _spec, widget, _label in dialog.fields.values():
        if isinstance(widget, QComboBox):
            widget.setCurrentIndex(0)
        elif isinstance(widget, QSpinBox):
            widget.setValue(widget.minimum())


class Monkey:
    """Random events at one game's table, from one seed, and the checks after each."""

    def __init__(self, qtbot, win: MainWindow, game_id: str, seed: int, tmp: Path) -> None:
        self.qtbot, self.win, self.game_id, self.seed, self.tmp = qtbot, win, game_id, seed, tmp
        self.rng = random.Random(f"{game_id}/{seed}")
        self.trail: list[str] = []  # what the monkey did, for the failure message
        self.kinds: Counter[str] = Counter()
        self.seconds: Counter[str] = Counter()  # time per kind of event, to keep runs short
        self.checks = 0
        self.rounds: set[tuple[int, int]] = set()  # rounds seen to their end
        self.matches: set[int] = set()
        self.errors: list[str] = []
        self.stalls: list[str] = []  # the watchdog's reports
        self.records: list[Path] = []
        self.slow_events = 0
        self.short_next = True
        self._write_bad_records()

    # ------------------------------------------------------------ patches

    def patch(self, monkeypatch: pytest.MonkeyPatch) -> None:
        rng = self.rng

        def new_game_exec(dialog: NewGameDialog) -> QDialog.DialogCode:
            if self.short_next:  # the first match: the shortest the options allow
                self.short_next = False
                _shortest_options(dialog)
            elif rng.random() < 0.15:
                return QDialog.DialogCode.Rejected
            else:
                self._random_options(dialog)
            # Computer players that pick at random: a search stops on a clock, so its moves
            # (and the run after them) would differ from one machine to the next.
            dialog.level.setCurrentIndex(max(0, dialog.level.findData("random")))
            dialog._accept()
            self.trail.append(f"  new-game dialog: {dialog.result()}")
            return (QDialog.DialogCode.Accepted if dialog.result() == 1
                    else QDialog.DialogCode.Rejected)

        def question(*_args: object, **_kw: object) -> QMessageBox.StandardButton:
            return (QMessageBox.StandardButton.Yes if rng.random() < 0.7
                    else QMessageBox.StandardButton.No)

        def save_name(*_args: object, **_kw: object) -> tuple[str, str]:
            if rng.random() < 0.2:
                return "", ""
            path = self.tmp / f"record-{len(self.records)}.json"
            self.records.append(path)
            return str(path), ""

        def open_name(*_args: object, **_kw: object) -> tuple[str, str]:
            choices = [p for p in self.records if p.exists()] + self.bad_records + [None]
            path = rng.choice(choices)
            return (str(path) if path else ""), ""

        start_game = MainWindow.start_game

        def seeded_start(win: MainWindow, game_id: str, options: Any, level: str,
                         seed: int | None = None, players: int | None = None) -> None:
            # Every deal from the monkey's own generator, so a seed replays the same run.
            seed = rng.randrange(1 << 30) if seed is None else seed
            start_game(win, game_id, options, level, seed=seed, players=players)

        monkeypatch.setattr(MainWindow, "start_game", seeded_start)
        for name in ("from_save", "from_record"):  # a resumed game, a replay taken over
            made = getattr(Session, name)

            def seeded(*args: Any, _made: Any = made, **kw: Any) -> Session:
                session = _made(*args, **kw)
                session.rng = random.Random(rng.randrange(1 << 30))
                return session

            monkeypatch.setattr(Session, name, staticmethod(seeded))
        # The hint asks the strongest search, seconds a move and stopped by a clock; a
        # random player from the monkey's generator takes the same path through the
        # thread pool at once, and the same hint each run (Enter then plays that card).
        monkeypatch.setattr(levels, "STRONGEST", "random")
        monkeypatch.setattr(screen_module, "random", SimpleNamespace(
            Random=lambda *_a: random.Random(rng.randrange(1 << 30))))
        monkeypatch.setattr(NewGameDialog, "exec", new_game_exec)
        monkeypatch.setattr(QMessageBox, "question", staticmethod(question))
        monkeypatch.setattr(QFileDialog, "getSaveFileName", staticmethod(save_name))
        monkeypatch.setattr(QFileDialog, "getOpenFileName", staticmethod(open_name))

    def _random_options(self, dialog: NewGameDialog) -> None:
        """Some of the new-game dialog's fields changed at random, matches kept short."""
        rng = self.rng
        if dialog.players.count() > 1 and rng.random() < 0.5:
            dialog.players.setCurrentIndex(rng.randrange(dialog.players.count()))
        for _spec, widget, _label in dialog.fields.values():
            if rng.random() < 0.6:
                continue
            if isinstance(widget, QComboBox) and widget.count():
                widget.setCurrentIndex(rng.randrange(widget.count()))
            elif isinstance(widget, QCheckBox):
                widget.setChecked(rng.random() < 0.5)
            elif isinstance(widget, QSpinBox):
                # Short matches: the low end of each range.
                top = min(widget.maximum(), widget.minimum() + 3)
                widget.setValue(rng.randint(widget.minimum(), top))

    def _write_bad_records(self) -> None:
        self.bad_records = []
        for name, text in (("truncated", '{"format": "cardtable-record/1", "game": '),
                           ("wrong-type", json.dumps([1, 2, 3])),
                           ("unknown-game", json.dumps({"format": "cardtable-record/1",
                                                        "game": "snap", "players": 2})),
                           ("missing", None)):
            path = self.tmp / f"bad-{name}.json"
            if text is not None:
                path.write_text(text, encoding="utf-8")
            self.bad_records.append(path)

    # ------------------------------------------------------------- events

    def step(self) -> str:
        """One random event; returns its kind."""
        modal = QApplication.activeModalWidget()
        choices: list[tuple[float, str, Callable[[], None]]] = [
            (34, "card", self.click_card),
            (28, "button", self.click_button),
            (8, "action", self.menu_action),
            (4, "resize", self.resize),
            (3, "language", self.language),
            (3, "speed", self.speed),
            (5, "undo", lambda: self.trigger(self.win.act_undo)),
            (2, "redo", lambda: self.trigger(self.win.act_redo)),
            (3, "hint", lambda: self.trigger(self.win.act_hint)),
            (4, "key", self.key),
            (2, "combo", self.combo),
            (2, "close", self.close_window),
            (3, "type", self.type_text),
            (3, "burst", self.burst),
        ]
        if modal is not None:  # a window that blocks the rest: mostly deal with it
            choices.append((60, "button", lambda: self.click_button(inside=modal)))
        elif self.lit() or table_buttons(self.win):  # and mostly play on, as a player would
            choices.append((45, "play", self.play))
        _, kind, fn = self.rng.choices(choices, [w for w, _, _ in choices])[0]
        fn()
        return kind

    def click_card(self) -> None:
        view = self.win.table.view
        if self.win.stack.currentWidget() is not self.win.table:
            self.trail.append("card: not at the table")
            return
        playable = self.lit()
        every = [i for i in view.scene().items() if isinstance(i, CardSprite) and i.isVisible()]
        pool = playable if playable and self.rng.random() < 0.75 else every
        if not pool:
            self.trail.append("card: no card on the table")
            return
        sprite = self.rng.choice(pool)
        point = self._visible_point(sprite)
        self.trail.append(f"card: {sprite.card} in {sprite.zone} at {point.x()},{point.y()}"
                          f"{' (playable)' if sprite.playable else ''}")
        self.qtbot.mouseClick(view.viewport(), Qt.MouseButton.LeftButton, pos=point)

    def lit(self) -> list[CardSprite]:
        """The cards the human may click now (a hand's, or a grid's, a pile's...)."""
        if self.win.stack.currentWidget() is not self.win.table:
            return []
        return [i for i in self.win.table.view.scene().items()
                if isinstance(i, CardSprite) and i.playable and i.isVisible()]

    def play(self) -> None:
        """A move: a lit card, or a button of the table's prompt."""
        buttons = [b for b in table_buttons(self.win) if isinstance(b, QAbstractButton)]
        if self.lit() and (not buttons or self.rng.random() < 0.7):
            self.click_card()
        elif buttons:
            button = self.rng.choice(buttons)
            self.trail.append(f"play: {button.objectName()} {button.text()!r}")
            self.qtbot.mouseClick(button, Qt.MouseButton.LeftButton,
                                  pos=button.rect().center())
        else:
            self.type_text()

    def _visible_point(self, sprite: CardSprite) -> QPoint:
        """A point of the sprite no other item covers (its centre if there is none)."""
        view = self.win.table.view
        rect = sprite.sceneBoundingRect()
        w, h = rect.width(), rect.height()
        for fx, fy in ((0.5, 0.6), (0.1, 0.6), (0.9, 0.6), (0.5, 0.35), (0.5, 0.9)):
            p = view.mapFromScene(rect.left() + w * fx, rect.top() + h * fy)
            if view.itemAt(p) is sprite:
                return p
        return view.mapFromScene(rect.center())

    def buttons(self, inside: QWidget | None = None) -> list[QAbstractButton]:
        tops = [inside] if inside is not None else [
            w for w in windows() if w.isVisible()]
        found: list[QAbstractButton] = []
        for top in tops:
            for b in top.findChildren(QAbstractButton):
                if not shown(b) or self.win.toolbar.isAncestorOf(b):
                    continue  # the toolbar's actions have events of their own
                tile = b.parent()
                if getattr(tile, "game_id", self.game_id) != self.game_id:
                    continue  # another game's tile in the library: this monkey plays one game
                found.append(b)
        return found

    def click_button(self, inside: QWidget | None = None) -> None:
        buttons = self.buttons(inside)
        if not buttons:
            self.trail.append("button: none shown")
            return
        button = self.rng.choice(buttons)
        self.trail.append(f"button: {button.objectName() or type(button).__name__} "
                          f"{button.text()!r} in {button.window().objectName()!r}")
        self.qtbot.mouseClick(button, Qt.MouseButton.LeftButton,
                              pos=button.rect().center())

    def type_text(self) -> None:
        edits = [e for w in windows() if w.isVisible()
                 for e in w.findChildren(QLineEdit) if shown(e) and not e.isReadOnly()]
        if not edits:
            self.trail.append("type: no text field")
            return
        edit = self.rng.choice(edits)
        text = self.rng.choice(["Sara", "سارا", "Ali Reza", "x" * 300, "  ", "۱۲۳", "a-b'c",
                                "\u200c", "Zoë"])
        self.trail.append(f"type {text[:20]!r} into {edit.objectName()!r}")
        edit.setFocus()
        edit.clear()
        for ch in text:  # as typed (QTest's key clicks know only ASCII)
            for kind in (QEvent.Type.KeyPress, QEvent.Type.KeyRelease):
                QApplication.sendEvent(edit, QKeyEvent(kind, 0, Qt.KeyboardModifier.NoModifier,
                                                       ch))
        if self.rng.random() < 0.5:
            self.qtbot.keyClick(edit, Qt.Key.Key_Return)

    def burst(self) -> None:
        """A few events back to back, the table not yet caught up with the first: no event
        is processed in between, so a seed still replays the same run."""
        n = self.rng.randint(2, 5)
        self.trail.append(f"burst of {n}:")
        for _ in range(n):
            fn = self.rng.choice([self.click_card, self.click_button, self.resize, self.key,
                                  lambda: self.trigger(self.win.act_undo)])
            fn()

    def combo(self) -> None:
        combos = [c for w in windows() if w.isVisible()
                  for c in w.findChildren(QComboBox) if shown(c) and c.count()]
        if not combos:
            self.trail.append("combo: none shown")
            return
        combo = self.rng.choice(combos)
        index = self.rng.randrange(combo.count())
        self.trail.append(f"combo: {combo.objectName()} -> {combo.itemData(index)}")
        combo.setCurrentIndex(index)

    def trigger(self, action: Any) -> None:
        if QApplication.activeModalWidget() is not None or not action.isEnabled():
            self.trail.append(f"action {action.text()!r}: blocked or disabled")
            return
        self.trail.append(f"action {action.text()!r}")
        action.trigger()

    def menu_action(self) -> None:
        w = self.win
        safe = [w.act_new, w.act_library, w.act_sheet, w.act_stats, w.act_save_record,
                w.act_open_record, w.act_settings, w.act_rules, w.act_about]
        self.trigger(self.rng.choice(safe))

    def resize(self) -> None:
        width, height = self.rng.randint(800, 1920), self.rng.randint(600, 1080)
        self.trail.append(f"resize {width}x{height}")
        self.win.resize(width, height)

    def language(self) -> None:
        code = self.rng.choice(["en", "fa"])
        self.trigger(self.win.language_actions[code])

    def speed(self) -> None:
        speed = self.rng.choices(["instant", "fast", "normal", "slow"], [6, 3, 2, 1])[0]
        self.trigger(self.win.speed_actions[speed])

    def key(self) -> None:
        view = self.win.table.view
        if self.win.stack.currentWidget() is not self.win.table:
            self.trail.append("key: not at the table")
            return
        key = self.rng.choice([Qt.Key.Key_Left, Qt.Key.Key_Right, Qt.Key.Key_Return,
                               Qt.Key.Key_Space])
        self.trail.append(f"key {key.name}")
        view.setFocus()
        self.qtbot.keyClick(view, key)

    def close_window(self) -> None:
        others = [w for w in windows()
                  if w.isVisible() and w is not self.win and isinstance(w, QDialog)]
        if not others:
            self.trail.append("close: no other window")
            return
        dialog = self.rng.choice(others)
        self.trail.append(f"close {dialog.objectName()!r}")
        dialog.reject()

    # ----------------------------------------------------------- settling

    def quiet(self) -> bool:
        table = self.win.table
        if table.session is None:
            return True
        return not table.view.animator.busy and not table._thinking

    def settle(self) -> None:
        try:
            self.qtbot.waitUntil(self.quiet, timeout=int(SETTLE_SECONDS * 1000))
            # Still after the calls already due have run too (a deferred `advance`, a
            # deleteLater): the check must not look at a table about to change.
            for _ in range(5):
                QApplication.processEvents()
                self.qtbot.waitUntil(self.quiet, timeout=int(SETTLE_SECONDS * 1000))
        except Exception as exc:
            if isinstance(exc, EventLoopStalled):
                raise
            if self.errors:  # what kept the table from settling
                self.fail("an exception escaped:\n" + self.errors[0])
            table = self.win.table
            state = table.session.state if table.session is not None else None
            self.fail(f"the table did not settle within {SETTLE_SECONDS:.0f} s (animator "
                      f"busy {table.view.animator.busy}, thinking {table._thinking}, searches "
                      f"running {table.ai.busy}, speed {self.win.settings.speed}, to act "
                      f"{state.to_act if state else None}, round over "
                      f"{state.round_over if state else None})")

    def keep_speed_down(self) -> None:
        """Another speed than instant for the one event after the switch, then instant
        again: the run stays short, and only those events play in real time (a seed
        replays a run exactly up to the first of them; from there it may differ)."""
        if self.win.timing.factor > 0:
            self.slow_events += 1
            if self.slow_events > 1:
                self.win.set_speed("instant")
                self.slow_events = 0

    def fail(self, what: str) -> None:
        if self.stalls:  # raised into whatever the GUI thread was doing: say so first
            what = "the event loop stalled:\n" + "\n".join(self.stalls) + "\nthen: " + what
        trail = "\n".join(self.trail[-25:])
        pytest.fail(f"{self.game_id}, seed {self.seed}, event {self.kinds.total()}: {what}\n"
                    f"last events:\n{trail}", pytrace=False)

    def check(self) -> None:
        if self.errors:
            self.fail("an exception escaped:\n" + self.errors[0])
        self.settle()
        if self.errors:
            self.fail("an exception escaped:\n" + self.errors[0])
        problems = table_problems(self.win)
        if problems:
            self.fail("the table does not match the model:\n" + "\n".join(problems[:12]))
        end = dead_end(self.win)
        if end:
            session = self.win.table.session
            assert session is not None
            legal = session.legal_for(self.win.table.human)
            shown_legal = list(legal)[:6] if isinstance(legal, list) else "(listed lazily)"
            self.fail(f"{end} (to act {session.state.to_act}; the human may {shown_legal})")
        if self.win.stack.currentWidget() is self.win.table and self.win.table.session is None:
            self.fail("a blank table: no game on it and no library")
        self.checks += 1
        session = self.win.table.session
        if session is not None and session.state.round_over and not self.win.table.replaying:
            self.rounds.add((id(session), len(session.state.results)))
            if session.state.match_over:
                self.matches.add(id(session))


@pytest.mark.qt_no_exception_capture
@pytest.mark.parametrize("game_id", sorted(GAME_UIS))
def test_monkey_at_the_table(qtbot, window, monkeypatch, tmp_path, game_id):
    monkey = Monkey(qtbot, window, game_id, SEED, tmp_path)
    monkey.patch(monkeypatch)
    errors = monkey.errors

    def hook(kind: type[BaseException], error: BaseException, tb: object) -> None:
        errors.append("".join(traceback.format_exception(kind, error, tb)))  # type: ignore

    old_hook = sys.excepthook
    sys.excepthook = hook
    watchdog = Watchdog()
    monkey.stalls = watchdog.stalls
    watchdog.start()
    started = time.perf_counter()
    try:
        window.new_game(game_id)  # through the (patched) dialog: a short match
        assert window.table.session is not None, "the first game did not start"
        monkey.check()
        for _ in range(EVENTS):
            began = time.perf_counter()
            kind = monkey.step()
            monkey.kinds[kind] += 1
            monkey.check()
            monkey.keep_speed_down()
            monkey.seconds[kind] += time.perf_counter() - began
    except EventLoopStalled:
        monkey.fail("EventLoopStalled")
    finally:
        watchdog.stop()
        sys.excepthook = old_hook
    SUMMARY[game_id] = {
        "events": monkey.kinds.total(), "checks": monkey.checks,
        "seconds": time.perf_counter() - started,
        "rounds": len(monkey.rounds), "matches": len(monkey.matches),
        "kinds": dict(monkey.kinds),
    }
    print(f"\nmonkey {game_id}: {monkey.kinds.total()} events, {monkey.checks} table checks, "
          f"{len(monkey.rounds)} rounds and {len(monkey.matches)} matches played out, "
          f"{time.perf_counter() - started:.1f} s ({dict(sorted(monkey.kinds.items()))})\n"
          f"  seconds by kind: { {k: round(v, 1) for k, v in monkey.seconds.most_common()} }")
    if os.environ.get("CARDTABLE_MONKEY_TRAIL"):  # to compare a run with a failing one
        print("\n".join(monkey.trail[-int(os.environ["CARDTABLE_MONKEY_TRAIL"]):]))
    assert monkey.kinds.total() == EVENTS
    assert monkey.checks == EVENTS + 1


@pytest.fixture(scope="module", autouse=True)
def _print_summary():
    yield
    if SUMMARY:
        print(f"\nTable monkey, seed {SEED}: events per game")
        for game_id, row in sorted(SUMMARY.items()):
            print(f"  {game_id:14} {row['events']:5} events {row['checks']:5} checks "
                  f"{row['rounds']:3} rounds {row['matches']:3} matches {row['seconds']:6.1f} s")
        print(f"  total {sum(r['events'] for r in SUMMARY.values())} events")


# ------------------------------------------------- the monkey's own checks can fail


def test_the_watchdog_interrupts_a_stalled_event_loop(qtbot):
    watchdog = Watchdog(limit=0.5)
    watchdog.start()
    try:
        qtbot.wait(300)  # the loop turns: no stall
        assert watchdog.stalls == []
        with pytest.raises(EventLoopStalled):
            end = time.monotonic() + 10
            while time.monotonic() < end:  # a slot that never returns
                pass
    finally:
        watchdog.stop()
    assert "while time.monotonic() < end" in watchdog.stalls[0]


def test_the_table_check_sees_a_lost_sprite_and_a_wrong_face(qtbot, window):
    window.start_game("hokm", find_game("hokm").options_class(), "random", seed=1)
    table = window.table
    qtbot.waitUntil(lambda: not table.view.animator.busy and not table._thinking,
                    timeout=15000)
    assert table_problems(window) == []
    other = next(z for z in table.view.zones if z[0] == "hand" and z[1] != table.human)
    table.view.zones[other][0].set_face_up(True)  # a hidden card shown
    assert any("extra" in p for p in table_problems(window))
    table.view.zones[other][0].set_face_up(False)
    lost = table.view.zones[other].pop()
    problems = table_problems(window)
    assert any("in no zone" in p for p in problems)
    assert any(f"missing {lost.card}" in p for p in problems)
