"""The app's main window as the table tests open it: English, instant animations, shown."""

from __future__ import annotations

from typing import Any

from cardtable.ui.app import create_app
from cardtable.ui.main_window import MainWindow


def open_app_window(qtbot: Any, size: tuple[int, int] | None = (1280, 720)) -> MainWindow:
    """A main window in English with instant animations, `size` (None: its own), shown and
    exposed; pytest-qt closes it after the test."""
    _app, localizer, settings = create_app([])
    localizer.set_language("en")
    settings.speed = "instant"
    win = MainWindow(localizer, settings)
    win.set_speed("instant")
    if size is not None:
        win.resize(*size)
    qtbot.addWidget(win)
    win.show()
    qtbot.waitExposed(win)
    return win
