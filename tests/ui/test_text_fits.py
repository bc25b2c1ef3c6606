"""Text fits, in English and in Persian, in a 1280x720 window: every label, button and box of
the library, the settings and every game's new-game dialog gets at least the room its text
asks for, and lies inside its window. (At 200% scaling the layout is the same in logical
pixels; docs/scaled_screens.py makes the pictures to look at.)"""

from __future__ import annotations

import pytest
from PySide6.QtCore import QPoint, QRect, Qt
from PySide6.QtGui import QColor
from PySide6.QtWidgets import (
    QAbstractButton,
    QApplication,
    QComboBox,
    QLabel,
    QSpinBox,
    QWidget,
)

from cardtable.ui.app import create_app
from cardtable.ui.dialogs.new_game import NewGameDialog
from cardtable.ui.games.registry import GAME_UIS
from cardtable.ui.main_window import MainWindow

CHECKED = (QLabel, QAbstractButton, QComboBox, QSpinBox)


def cramped(top: QWidget) -> list[str]:
    """The visible text widgets under `top` that are smaller than their text, or that stick
    out of `top`."""
    QApplication.processEvents()
    frame = top.rect()
    problems = []
    for widget in top.findChildren(QWidget):
        if not isinstance(widget, CHECKED) or not widget.isVisibleTo(top):
            continue
        if widget.objectName().startswith("qt_"):  # Qt's own parts (scroll bars' buttons)
            continue
        name = f"{type(widget).__name__} {widget.objectName()!r}"
        text = widget.text() if isinstance(widget, QLabel | QAbstractButton) else ""
        if isinstance(widget, QLabel) and widget.wordWrap():
            need_w, need_h = 0, widget.heightForWidth(widget.width())
        elif isinstance(widget, QLabel) and not text:
            continue  # a picture or a spacer
        else:
            hint = widget.minimumSizeHint() if isinstance(widget, QComboBox | QSpinBox) \
                else widget.sizeHint()
            need_w, need_h = hint.width(), hint.height()
        if widget.width() < need_w or widget.height() < need_h:
            problems.append(f"{name} {text[:40]!r}: {widget.width()}x{widget.height()} "
                            f"< {need_w}x{need_h}")
        elif isinstance(widget, QLabel) and widget.wordWrap() and text and ink_at_the_edge(widget):
            problems.append(f"{name} {text[:40]!r}: a line runs past the label's edge")
        inside = QRect(widget.mapTo(top, QPoint(0, 0)), widget.size())
        if not frame.contains(inside) and not _scrolled(widget, top):
            problems.append(f"{name} {text[:40]!r} sticks out of its window: {inside}")
    return problems


def ink_at_the_edge(label: QLabel) -> bool:
    """Dark text in the column of pixels where the label's lines end (the left one in
    Persian): a line cut off."""
    image = label.grab().toImage()
    x = 0 if label.layoutDirection() == Qt.LayoutDirection.RightToLeft else image.width() - 1
    return any(QColor(image.pixel(x, y)).lightness() < 100 for y in range(image.height()))


def _scrolled(widget: QWidget, top: QWidget) -> bool:
    """Inside a scroll area's page: out of sight is then a matter of scrolling."""
    parent = widget.parentWidget()
    while parent is not None and parent is not top:
        if parent.objectName() == "qt_scrollarea_viewport":
            return True
        parent = parent.parentWidget()
    return False


@pytest.fixture
def window(qtbot):
    app, localizer, settings = create_app([])
    localizer.set_language("en")
    win = MainWindow(localizer, settings)
    win.resize(1280, 720)
    qtbot.addWidget(win)
    win.show()
    qtbot.waitExposed(win)
    yield win
    localizer.set_language("en")


@pytest.mark.parametrize("lang", ["en", "fa"])
def test_the_library_and_the_settings_fit(qtbot, window, lang):
    window.set_language(lang)
    window.show_library()
    qtbot.wait(50)
    assert cramped(window) == []
    window.show_settings()
    dialog = window.settings_dialog
    qtbot.waitExposed(dialog)
    assert cramped(dialog) == []
    dialog.close()


@pytest.mark.parametrize("lang", ["en", "fa"])
def test_every_new_game_dialog_fits(qtbot, window, lang):
    window.set_language(lang)
    problems = {}
    for game_id, ui in GAME_UIS.items():
        dialog = NewGameDialog(ui, "easy", window)
        dialog.show()
        qtbot.waitExposed(dialog)
        found = cramped(dialog)
        if found:
            problems[game_id] = found
        dialog.close()
        dialog.deleteLater()
    assert problems == {}


def test_the_check_sees_a_clipped_label(qtbot, window):
    label = QLabel("A label far too long for the little room it is given", window)
    label.setObjectName("squeezed")
    label.setGeometry(10, 10, 40, 10)
    label.show()
    found = cramped(window)
    assert any("'squeezed'" in p for p in found)
    label.move(1270, 10)
    label.resize(label.sizeHint())
    assert any("'squeezed'" in p and "sticks out" in p for p in cramped(window))
    label.move(10, 10)
    label.setText("یک برچسب بلند فارسی که در چند سطر می‌شکند و سطرهایش از لبهٔ چپ بیرون می‌زند "
                  "و آخر هر سطر بریده می‌شود، چون جای کافی ندارد.")
    label.setLayoutDirection(Qt.LayoutDirection.RightToLeft)
    label.setWordWrap(True)
    label.setContentsMargins(-30, 0, 0, 0)  # the lines run 30 pixels past the left edge
    label.resize(300, label.heightForWidth(300) + 10)
    assert any("'squeezed'" in p and "past the label's edge" in p for p in cramped(window))


def test_persian_wrapped_lines_are_not_cut_off(qtbot, window):
    """Qt sets right-to-left wrapped lines a little wider than the label; the app's Persian
    style gives them room (cardtable.ui.app.RTL_STYLE)."""
    window.set_language("fa")
    text = ("هر بازیکن جدولی از نُه کارتِ به‌پشت دارد. در نوبتتان کارتی بکشید و آن را با کارتی "
            "از جدولتان عوض کنید یا دور بیندازید. ستونِ سه کارتِ هم‌ارزش امتیازی ندارد و "
            "چهار کارتِ هم‌ارزش در یک مربع روی هم -۲۵ است.")
    cut = []
    for width in range(200, 420, 7):
        label = QLabel(text)
        label.setWordWrap(True)
        label.ensurePolished()
        label.resize(width, label.heightForWidth(width))
        if ink_at_the_edge(label):
            cut.append(width)
    assert cut == []
