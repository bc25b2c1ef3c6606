"""`cardtable --self-test`: a smoke test of the real app, for installers and CI.

It starts the real main window (offscreen unless QT_QPA_PLATFORM says otherwise), plays one
whole hand of Hokm through the real table (the computer players think on the thread pool as
usual; the human seat is driven through `TableScreen.act` with its first legal action),
switches the window to Persian and back, and exits 0. Any failure prints a message and exits
non-zero; a timeout (`--self-test-timeout SECONDS`, default 120) makes sure it never hangs,
and a watchdog ends the process even if the event loop itself is stuck.

Settings go to a temporary folder, so a self-test never changes the user's. The report goes
to stdout and, if CARDTABLE_SELFTEST_LOG names a file, there too (a windowed Windows build
has no stdout).
"""

from __future__ import annotations

import faulthandler
import os
import shutil
import sys
import tempfile
import threading
import time
import traceback
from collections.abc import Callable, Sequence
from types import TracebackType
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from cardtable.ui.main_window import MainWindow

DEFAULT_TIMEOUT = 120.0
SEED = 1  # the lot makes the human the hakem: the trump prompt is exercised too


class SelfTestFailure(Exception):
    pass


def _timeout(argv: Sequence[str]) -> float:
    for i, arg in enumerate(argv):
        if arg.startswith("--self-test-timeout="):
            return float(arg.split("=", 1)[1])
        if arg == "--self-test-timeout" and i + 1 < len(argv):
            return float(argv[i + 1])
    return DEFAULT_TIMEOUT


class _Report:
    def __init__(self) -> None:
        self.started = time.perf_counter()
        path = os.environ.get("CARDTABLE_SELFTEST_LOG")
        self.log = open(path, "a", encoding="utf-8") if path else None  # noqa: SIM115

    def __call__(self, text: str, error: bool = False) -> None:
        line = f"self-test [{time.perf_counter() - self.started:6.2f} s] {text}"
        stream = sys.stderr if error else sys.stdout
        if stream is not None:
            print(line, file=stream, flush=True)
        if self.log is not None:
            self.log.write(line + "\n")
            self.log.flush()

    def close(self) -> None:
        if self.log is not None:
            self.log.close()


def run(argv: Sequence[str]) -> int:
    """Run the self-test; the process exit code (0 when everything worked)."""
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    home, previous_home = tempfile.mkdtemp(prefix="cardtable-selftest-"), \
        os.environ.get("CARDTABLE_HOME")
    os.environ["CARDTABLE_HOME"] = home
    report = _Report()
    limit = _timeout(argv)
    # The last resort: if the event loop hangs (a deadlock, a blocking call), dump every
    # thread's stack and end the process with a non-zero code.
    watchdog = _start_watchdog(limit + 15)
    hook = sys.excepthook
    try:
        return _run(argv, report, limit)
    except Exception:  # noqa: BLE001 - anything at all is a failed self-test
        report("FAILED before the event loop:\n" + traceback.format_exc(), error=True)
        return 1
    finally:
        sys.excepthook = hook
        if previous_home is None:
            os.environ.pop("CARDTABLE_HOME", None)
        else:
            os.environ["CARDTABLE_HOME"] = previous_home
        shutil.rmtree(home, ignore_errors=True)
        watchdog()
        report.close()


def _start_watchdog(seconds: float) -> Callable[[], None]:
    """End the process after `seconds` whatever the event loop is doing; the stop function
    comes back. faulthandler also dumps every thread's stack, where there is a stderr."""
    stream = sys.__stderr__
    try:
        if stream is None:
            raise ValueError("no stderr")
        stream.fileno()
    except (AttributeError, OSError, ValueError):
        timer = threading.Timer(seconds, lambda: os._exit(3))
        timer.daemon = True
        timer.start()
        return timer.cancel
    faulthandler.dump_traceback_later(seconds, exit=True, file=stream)
    return faulthandler.cancel_dump_traceback_later


def _run(argv: Sequence[str], report: _Report, limit: float) -> int:
    from PySide6 import __version__ as pyside_version
    from PySide6.QtCore import QCoreApplication, QEvent, QThreadPool, QTimer, qVersion
    from PySide6.QtGui import QFontDatabase
    from PySide6.QtWidgets import QApplication

    from cardtable.resources import assets_dir, i18n_dir
    from cardtable.rules.hokm import HokmOptions
    from cardtable.ui.app import FONT_FAMILY, create_app
    from cardtable.ui.main_window import MainWindow

    app, localizer, settings = create_app(list(argv))
    report(f"Qt {qVersion()}, PySide6 {pyside_version}, platform {app.platformName()}, "
           f"Python {sys.version.split()[0]}, frozen {bool(getattr(sys, 'frozen', False))}")
    report(f"assets {assets_dir()}, translations {i18n_dir()}")
    for needed in (assets_dir() / "cards" / "svg-cards.svg",
                   assets_dir() / "fonts" / "Vazirmatn-Regular.ttf",
                   assets_dir() / "icons" / "cardtable.svg",
                   assets_dir() / "rules" / "hokm.fa.html",
                   assets_dir() / "sounds" / "card.wav",
                   i18n_dir() / "cardtable_fa.qm"):
        if not needed.is_file():
            report(f"FAILED: {needed} is missing", error=True)
            return 1
    if FONT_FAMILY not in QFontDatabase.families():
        report(f"FAILED: the bundled font {FONT_FAMILY} was not loaded", error=True)
        return 1
    localizer.set_language("en")
    window = MainWindow(localizer, settings)
    window.set_speed("instant")
    window.resize(1180, 780)
    window.show()
    report("main window shown")
    report(_play_a_sound(window))

    outcome: dict[str, object] = {}

    def finish(code: int, message: str) -> None:
        if "code" in outcome:
            return
        outcome["code"] = code
        report(message, error=code != 0)
        poll.stop()
        app.exit(code)

    def excepthook(kind: type[BaseException], error: BaseException,
                   tb: TracebackType | None) -> None:
        text = "".join(traceback.format_exception(kind, error, tb))
        finish(1, "FAILED with an unexpected error:\n" + text)

    sys.excepthook = excepthook
    steps = _Steps(window, localizer, report)
    deadline = time.monotonic() + limit

    def tick() -> None:
        try:
            modal = QApplication.activeModalWidget()
            if modal is not None:
                texts = getattr(modal, "text", lambda: "")()
                raise SelfTestFailure(f"a dialog opened: {modal.windowTitle()!r} {texts!r}")
            if steps.step():
                finish(0, f"passed: {steps.summary}")
            elif time.monotonic() > deadline:
                raise SelfTestFailure(f"timed out after {limit:g} s while {steps.doing}")
        except Exception as exc:  # noqa: BLE001
            detail = str(exc) if isinstance(exc, SelfTestFailure) else traceback.format_exc()
            finish(1, f"FAILED: {detail}")

    poll = QTimer()
    poll.setInterval(5)
    poll.timeout.connect(tick)
    poll.start()
    QTimer.singleShot(0, lambda: window.start_game("hokm", HokmOptions(), "heuristic", seed=SEED))
    app.exec()
    window.table.stop()
    QThreadPool.globalInstance().waitForDone(5000)
    window.close()
    window.deleteLater()
    QCoreApplication.sendPostedEvents(None, QEvent.Type.DeferredDelete)
    code = outcome.get("code")
    return int(code) if isinstance(code, int) else 1


def _play_a_sound(window: MainWindow) -> str:
    """Play one sound as the table would (silently where there is no audio output)."""
    sounds = window.sounds
    sounds.configure(True, sounds.volume or 70)
    sounds.play("card")
    player = sounds.player
    reason = getattr(player, "reason", None)
    if reason is not None:
        return f"sound: card.wav played silently: {reason}"
    return f"sound: card.wav played through {type(player).__name__}"


class _Steps:
    """One small step per timer tick: play the hand, then the language round trip."""

    def __init__(self, window: object, localizer: object, report: Callable[..., None]) -> None:
        self.window = window
        self.localizer = localizer
        self.report = report
        self.stage = "play"
        self.doing = "starting the game"
        self.human_moves = 0
        self.summary = ""

    def step(self) -> bool:
        stage = getattr(self, "_" + self.stage)
        return bool(stage())

    # --------------------------------------------------------------- the hand

    def _play(self) -> bool:
        from cardtable.rules.base import Play

        table = self.window.table  # type: ignore[attr-defined]
        session, ui = table.session, table.ui
        if session is None or ui is None:
            return False
        self.doing = f"playing the hand ({self.human_moves} human decisions so far)"
        if ui.summary.isVisible():
            state = session.state
            if not state.round_over:
                raise SelfTestFailure("the hand summary is shown before the hand is over")
            if sum(state.tricks) < 7:
                raise SelfTestFailure(f"the hand ended after only {sum(state.tricks)} tricks")
            played = sum(isinstance(a, Play) for a in session.record.rounds[-1].actions)
            self.summary = f"one hand of Hokm, {played} cards played, tricks {state.tricks}"
            self.report(f"hand over: {played} cards played, tricks {list(state.tricks)}, "
                        f"{self.human_moves} decisions by the driven human seat")
            self.stage = "persian"
            self.window.set_language("fa")  # type: ignore[attr-defined]
            return False
        busy = table.view.animator.busy or table._thinking
        if session.human_to_act() and not busy:
            legal = session.legal_for(table.human)
            if not legal:
                raise SelfTestFailure("the human seat is to act but has no legal action")
            for panel in ("trump_panel", "bam_panel"):  # the prompt the click would close
                widget = getattr(ui, panel, None)
                if widget is not None:
                    widget.hide()
            before = len(session.record.rounds[-1].actions)
            table.act(legal[0])
            if len(session.record.rounds[-1].actions) <= before:
                raise SelfTestFailure(f"the table refused a legal action: {legal[0]!r}")
            self.human_moves += 1
            if self.human_moves > 40:
                raise SelfTestFailure("the hand does not end")
        return False

    # ------------------------------------------------------- the language trip

    def _persian(self) -> bool:
        from PySide6.QtCore import QCoreApplication, Qt
        from PySide6.QtWidgets import QApplication

        self.doing = "switching to Persian"
        window = self.window
        if QApplication.layoutDirection() != Qt.LayoutDirection.RightToLeft:
            return False
        title = window.game_menu.title()  # type: ignore[attr-defined]
        if title == "&Game":
            return False  # the language-change events arrive through the event loop
        if not any("\u0600" <= ch <= "\u06ff" for ch in title):
            raise SelfTestFailure(f"the Game menu is not in Persian: {title!r}")
        plate = window.table.plates[window.table.human].text()  # type: ignore[attr-defined]
        if not plate.startswith("شما"):
            raise SelfTestFailure(f"the player's name plate is not in Persian: {plate!r}")
        cancel = QCoreApplication.translate("QPlatformTheme", "Cancel")
        if cancel == "Cancel":
            raise SelfTestFailure("Qt's own Persian translations (qtbase_fa.qm) were not found")
        self.report(f"Persian: right to left, menu {title!r}, Qt's 'Cancel' is {cancel!r}")
        self.stage = "english"
        window.set_language("en")  # type: ignore[attr-defined]
        return False

    def _english(self) -> bool:
        from PySide6.QtCore import Qt
        from PySide6.QtWidgets import QApplication

        self.doing = "switching back to English"
        window = self.window
        if QApplication.layoutDirection() != Qt.LayoutDirection.LeftToRight:
            return False
        if window.game_menu.title() != "&Game":  # type: ignore[attr-defined]
            return False
        next_text = window.table.ui.next_button.text()  # type: ignore[attr-defined]
        if next_text not in ("Next hand", "See the result"):
            return False
        self.report("English again: left to right")
        self.summary += ", Persian and back"
        return True
