"""Panels (prompts, summaries) and messages are opaque: what lies under them never shows
through. Drawn over a loud red, their inside is their own colour."""

from __future__ import annotations

from PySide6.QtGui import QColor
from PySide6.QtWidgets import QLabel, QWidget

from cardtable.ui.table.panels import Panel, panel_style

KEPT: list[QWidget] = []


def backdrop(qtbot) -> QWidget:
    base = QWidget()
    base.setStyleSheet("background: #ff0000;")
    qtbot.addWidget(base)
    holder = QWidget(base)
    holder.setStyleSheet(panel_style())
    holder.resize(800, 300)
    base.resize(800, 300)
    base.show()
    KEPT.append(base)
    return holder


def inside(widget: QWidget, holder: QWidget) -> set[str]:
    """The colours a few pixels inside the widget's edges, away from text and corners."""
    image = holder.grab().toImage()
    r = widget.geometry()
    points = [(r.left() + 6, r.center().y()), (r.right() - 6, r.center().y()),
              (r.left() + 6, r.top() + 12), (r.right() - 6, r.bottom() - 12)]
    return {QColor(image.pixel(x, y)).name() for x, y in points}


def test_a_panel_is_opaque(qtbot):
    holder = backdrop(qtbot)
    panel = Panel(holder)
    panel.title.setText("Hand over")
    panel.show()
    panel.setGeometry(40, 40, 300, 200)
    assert inside(panel, holder) == {"#faf7ee"}


def test_a_message_is_opaque(qtbot):
    holder = backdrop(qtbot)
    toast = QLabel("Not allowed: you must follow suit when you can", holder)
    toast.setObjectName("toast")
    toast.show()
    toast.adjustSize()
    toast.move(20, 40)
    assert inside(toast, holder) == {"#ffecaa"}
