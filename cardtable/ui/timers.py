"""Deferred calls and non-blocking notices.

A deferred call is owned by a parent object, so it never outlives the widget it belongs to
(a bare `QTimer.singleShot(ms, callable)` would run after a table is gone)."""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QObject, Qt, QTimer
from PySide6.QtWidgets import QMessageBox, QWidget


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


def notify(parent: QWidget, title: str, text: str) -> QMessageBox:
    """A warning that does not block the event loop (the table keeps animating)."""
    box = QMessageBox(QMessageBox.Icon.Warning, title, text, QMessageBox.StandardButton.Ok,
                      parent)
    box.setObjectName("notice")
    box.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
    box.open()
    return box
