"""Computer players think on the thread pool, never on the GUI thread."""

from __future__ import annotations

import random
from collections.abc import Sequence

from PySide6.QtCore import QObject, QRunnable, QThreadPool, Signal

from cardtable.ai.base import Player
from cardtable.rules.base import Action, SeatView


class _Bridge(QObject):
    done = Signal(int, object)  # token, action (or an Exception)


class _Job(QRunnable):
    def __init__(self, bridge: _Bridge, token: int, player: Player, view: SeatView,
                 legal: Sequence[Action], rng: random.Random) -> None:
        super().__init__()
        self.bridge, self.token = bridge, token
        self.player, self.view, self.legal, self.rng = player, view, list(legal), rng

    def run(self) -> None:
        try:
            result: object = self.player.choose(self.view, self.legal, self.rng)
        except Exception as exc:  # reported on the GUI thread, never lost in a thread
            result = exc
        self.bridge.done.emit(self.token, result)


class AiRunner(QObject):
    """Starts AI decisions; `decided(token, action)` arrives on the GUI thread."""

    decided = Signal(int, object)

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._bridge = _Bridge(self)
        self._bridge.done.connect(self.decided)
        self.pool = QThreadPool.globalInstance()

    def start(self, token: int, player: Player, view: SeatView, legal: Sequence[Action],
              rng: random.Random) -> None:
        self.pool.start(_Job(self._bridge, token, player, view, legal, rng))
