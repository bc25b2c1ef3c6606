"""Switching the language while the app runs sets every widget in the new language's type:
Persian's is a tenth larger (`cardtable.ui.app.language_type_scale`)."""

from __future__ import annotations

from app_window import open_app_window
from PySide6.QtWidgets import QApplication, QToolBar, QWidget


def _unstyled_sizes(win: QWidget) -> set[float]:
    """The type sizes of the window's bars and their buttons (none has a size of its own)."""
    bars = [win.menuBar(), *win.findChildren(QToolBar)]
    return {w.font().pointSizeF() for bar in bars for w in (bar, *bar.findChildren(QWidget))}


def test_a_switch_to_persian_and_back_reaches_the_menu_bar_and_the_toolbar(qtbot) -> None:
    """The first switch to Persian left the menu bar and the toolbar in English type: the
    Persian style sheet polished them before the font's change reached them."""
    win = open_app_window(qtbot)
    english = QApplication.font().pointSizeF()
    assert _unstyled_sizes(win) == {english}
    win.set_language("fa")
    persian = QApplication.font().pointSizeF()
    assert persian > english
    assert _unstyled_sizes(win) == {persian}
    win.set_language("en")
    assert _unstyled_sizes(win) == {english}
