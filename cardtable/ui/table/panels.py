"""Small panels that float over the table: prompts, summaries, the information box."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QFrame, QLabel, QVBoxLayout, QWidget

PANEL_STYLE = """
QFrame#panel {
    background: rgba(250, 247, 238, 245);
    border: 1px solid rgba(0, 0, 0, 90);
    border-radius: 10px;
}
QFrame#panel QLabel { color: #202020; }
QFrame#panel QLabel#title { font-size: 15pt; font-weight: bold; }
QFrame#panel QPushButton { padding: 6px 16px; min-width: 80px; }
QFrame#info {
    background: rgba(0, 0, 0, 110);
    border-radius: 8px;
}
QFrame#info QLabel { color: #f4f1e6; }
QLabel#plate {
    color: #f4f1e6; background: rgba(0, 0, 0, 95); border-radius: 9px; padding: 3px 10px;
}
QLabel#plate[active="true"] { background: rgba(230, 170, 30, 215); color: #1b1b1b; }
QLabel#toast {
    color: #1b1b1b; background: rgba(255, 236, 170, 235); border-radius: 10px;
    padding: 6px 14px; font-size: 12pt;
}
"""


class Panel(QFrame):
    """A rounded box in the middle of the table with a title and free content."""

    def __init__(self, parent: QWidget) -> None:
        super().__init__(parent)
        self.setObjectName("panel")
        self.box = QVBoxLayout(self)
        self.box.setContentsMargins(18, 14, 18, 14)
        self.box.setSpacing(10)
        self.title = QLabel(self)
        self.title.setObjectName("title")
        self.title.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.title.setWordWrap(True)
        self.box.addWidget(self.title)
        self.hide()

    def centre_in(self, area: QWidget) -> None:
        self.adjustSize()
        w = min(self.sizeHint().width(), int(area.width() * 0.9))
        h = min(self.sizeHint().height(), int(area.height() * 0.9))
        self.resize(w, h)
        self.move((area.width() - w) // 2, (area.height() - h) // 2 - area.height() // 14)

    def popup(self, area: QWidget) -> None:
        self.show()
        self.raise_()
        self.centre_in(area)
