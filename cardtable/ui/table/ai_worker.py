"""Computer players think on the thread pool, never on the GUI thread, and stop at once
when asked: a new game, a closed table or a quitting app never waits for a search."""

from __future__ import annotations

import random
import threading
from collections.abc import Sequence

from PySide6.QtCore import QCoreApplication, QObject, QRunnable, QThreadPool, Signal

from cardtable.ai.base import Player, interject
from cardtable.ai.search import SearchPlayer
from cardtable.rules.base import Action, SeatView


class _Bridge(QObject):
    done = Signal(int, object)  # token, action (or None, or an Exception)


def decide(player: Player, view: SeatView, legal: Sequence[Action], rng: random.Random,
           cancel: threading.Event, out_of_turn: bool = False) -> Action | None:
    """The player's decision; a search player stops as soon as `cancel` is set."""
    if isinstance(player, SearchPlayer):
        if out_of_turn:
            return player.interject(view, legal, rng, cancel)
        return player.choose(view, legal, rng, cancel)
    if out_of_turn:
        return interject(player, view, legal, rng)
    return player.choose(view, legal, rng)


class _Job(QRunnable):
    def __init__(self, runner: AiRunner, token: int, player: Player, view: SeatView,
                 legal: Sequence[Action], rng: random.Random, cancel: threading.Event,
                 out_of_turn: bool) -> None:
        super().__init__()
        self.runner, self.bridge, self.token = runner, runner._bridge, token
        # A lazily listed choice (Cheat's millions of plays) is passed as it is, never copied.
        self.legal = list(legal) if isinstance(legal, list) else legal
        self.player, self.view, self.rng = player, view, rng
        self.cancel, self.out_of_turn = cancel, out_of_turn

    def run(self) -> None:
        try:
            result: object = decide(self.player, self.view, self.legal, self.rng, self.cancel,
                                    self.out_of_turn)
        except Exception as exc:  # reported on the GUI thread, never lost in a thread
            result = exc
        self.runner._finished(self.cancel)
        try:
            self.bridge.done.emit(self.token, result)
        except RuntimeError:  # the table is gone (the app is closing): nobody waits
            pass


class AiRunner(QObject):
    """Starts AI decisions; `decided(token, action)` arrives on the GUI thread (also for a
    cancelled search, whose result the caller's token check then ignores)."""

    decided = Signal(int, object)

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._bridge = _Bridge(self)
        self._bridge.done.connect(self.decided)
        self.pool = QThreadPool.globalInstance()
        self._lock = threading.Lock()
        self._running: set[threading.Event] = set()
        app = QCoreApplication.instance()
        if app is not None:  # the pool is waited for at exit: let it find nothing to wait for
            app.aboutToQuit.connect(self.cancel_all)

    def start(self, token: int, player: Player, view: SeatView, legal: Sequence[Action],
              rng: random.Random, out_of_turn: bool = False) -> threading.Event:
        """Think on the pool; the returned event cancels this one search."""
        cancel = threading.Event()
        with self._lock:
            self._running.add(cancel)
        self.pool.start(_Job(self, token, player, view, legal, rng, cancel, out_of_turn))
        return cancel

    def cancel_all(self) -> None:
        """Stop every search now thinking (each returns within one iteration)."""
        with self._lock:
            for cancel in self._running:
                cancel.set()

    @property
    def busy(self) -> int:
        """How many searches are still running."""
        with self._lock:
            return len(self._running)

    def _finished(self, cancel: threading.Event) -> None:
        with self._lock:
            self._running.discard(cancel)
