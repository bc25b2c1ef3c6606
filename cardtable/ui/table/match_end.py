"""The end of a match as a moment: a hand of aces fans out over the final result, with a
new match, the way back to the library, or a look at the table."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QPointF, QSize, Qt, QVariantAnimation, Signal
from PySide6.QtGui import QPainter, QPaintEvent
from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QLabel,
    QSizePolicy,
    QVBoxLayout,
    QWidget,
)

from cardtable.cards import Card
from cardtable.ui.table.card_art import CardArt

FAN = ("AS", "AH", "AC", "AD", "RJ")
SPREAD = 14.0
"""Degrees between neighbouring cards once the fan is open."""
OPEN_MS = 900


class CardFan(QWidget):
    """Cards that open from one stack into a fan (`opened` from 0 to 1)."""

    def __init__(self, art: CardArt, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.art = art
        self.opened = 0.0
        self.card_width = 64
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Fixed)
        self.setFixedHeight(int(self.card_width * 2.2))
        self.animation = QVariantAnimation(self)
        self.animation.setStartValue(0.0)
        self.animation.setEndValue(1.0)
        self.animation.setDuration(OPEN_MS)
        self.animation.valueChanged.connect(self._step)

    def sizeHint(self) -> QSize:  # noqa: N802
        return QSize(self.card_width * 5, self.height())

    def _step(self, value: object) -> None:
        self.opened = float(value) if isinstance(value, float | int) else 1.0
        self.update()

    def paintEvent(self, event: QPaintEvent) -> None:  # noqa: N802
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.SmoothPixmapTransform)
        dpr = self.devicePixelRatioF()
        w = self.card_width
        n = len(FAN)
        for i, code in enumerate(FAN):
            pixmap = self.art.pixmap(Card.parse(code), w, dpr)
            painter.save()
            # Each card turns about a point below the fan, as a hand of cards is held.
            painter.translate(QPointF(self.width() / 2, self.height() + w * 0.6))
            painter.rotate((i - (n - 1) / 2) * SPREAD * self.opened)
            painter.drawPixmap(QPointF(-w / 2, -self.height() - w * 0.25), pixmap)
            painter.restore()
        painter.end()


class MatchEndDialog(QDialog):
    """The result in words and figures under an opening fan of cards."""

    library_requested = Signal()

    def __init__(self, html: str, art: CardArt, parent: QWidget | None = None,
                 animate: bool = True) -> None:
        super().__init__(parent)
        self.setObjectName("match-end")
        translate = QCoreApplication.translate
        self.setWindowTitle(translate("GameUI", "Match over"))
        box = QVBoxLayout(self)
        # The result first: tests and screen readers find it as the dialog's first label.
        self.text = QLabel(self)
        self.text.setTextFormat(Qt.TextFormat.RichText)
        self.text.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.text.setText(html)
        self.fan = CardFan(art, self)
        box.addWidget(self.fan)
        box.addWidget(self.text)
        buttons = QDialogButtonBox(self)
        again = buttons.addButton(translate("GameUI", "New game"),
                                  QDialogButtonBox.ButtonRole.AcceptRole)
        again.setObjectName("new-game")
        self.to_library = buttons.addButton(translate("GameUI", "Back to the library"),
                                            QDialogButtonBox.ButtonRole.ActionRole)
        self.to_library.setObjectName("to-library")
        self.to_library.clicked.connect(self._library)
        buttons.addButton(QDialogButtonBox.StandardButton.Close)
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self.reject)
        box.addWidget(buttons)
        if animate:
            self.fan.animation.start()
        else:
            self.fan.opened = 1.0

    def _library(self) -> None:
        self.reject()
        self.library_requested.emit()
