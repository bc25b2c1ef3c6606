"""Deferred calls owned by a parent object, so a call never outlives the widget it
belongs to (a bare `QTimer.singleShot(ms, callable)` would run after a table is gone)."""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QObject, QTimer


def later(parent: QObject, ms: int, fn: Callable[[], object]) -> QTimer:
    """Call `fn` once after `ms` milliseconds (never after `parent` is gone)."""
    timer = QTimer(parent)
    timer.setSingleShot(True)

    def fire() -> None:
        timer.deleteLater()
        fn()

    timer.timeout.connect(fire)
    timer.start(max(0, ms))
    return timer
