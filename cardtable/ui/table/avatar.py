"""Each seat's avatar beside its name: a coloured disc with the name's first letter, on the
reading side of the name plate (left in English, right in Persian)."""

from __future__ import annotations

from PySide6.QtCore import QEvent, QRectF, Qt
from PySide6.QtGui import QColor, QFont, QPainter, QPixmap, QResizeEvent
from PySide6.QtWidgets import QApplication, QLabel, QWidget

COLOURS = ("#2f6fb0", "#b03a48", "#3f8f4f", "#8a5bb5", "#c77a1c", "#1f8a8a", "#7a6a3a",
           "#b0487f")
"""One colour per seat, told apart on green felt and in either light."""
GAP = 4
"""Pixels between the disc and the name."""
PAD = 6
"""Pixels between the plate's edge and the disc."""


def avatar_pixmap(name: str, seat: int, size: int, dpr: float) -> QPixmap:
    """The disc of `seat` with the first letter of `name`, `size` pixels across."""
    pixmap = QPixmap(int(size * dpr), int(size * dpr))
    pixmap.setDevicePixelRatio(dpr)
    pixmap.fill(Qt.GlobalColor.transparent)
    painter = QPainter(pixmap)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    painter.setPen(QColor(255, 255, 255, 200))
    painter.setBrush(QColor(COLOURS[seat % len(COLOURS)]))
    painter.drawEllipse(QRectF(0.5, 0.5, size - 1, size - 1))
    font = QFont(painter.font())
    font.setPixelSize(max(6, int(size * 0.55)))
    font.setBold(True)
    painter.setFont(font)
    painter.setPen(QColor("white"))
    letter = name.strip()[:1].upper()
    painter.drawText(QRectF(0, 0, size, size), Qt.AlignmentFlag.AlignCenter, letter)
    painter.end()
    return pixmap


SIDE, END_PAD, TOP = 10, 10, 3
"""A plate's own padding in pixels (the style's `QLabel#plate` padding, which its margins
replace): at its start the avatar's room comes on top."""


class Plate(QLabel):
    """A seat's name plate with its avatar at the plate's start (right in Persian). The
    avatar's room is part of the plate's margins from the start, so the table measures
    the plate with it and never widens it after placing it."""

    def __init__(self, parent: QWidget, seat: int = 0, name: str = "") -> None:
        super().__init__(parent)
        self.seat = seat
        self.avatar_name = name
        self.avatar = QLabel(self)
        self.avatar.setObjectName("avatar")
        self.avatar.setAttribute(Qt.WidgetAttribute.WA_TransparentForMouseEvents)
        self._fitted: tuple[object, ...] = ()
        self._fit()

    def set_avatar_name(self, name: str) -> None:
        """The name whose first letter the disc shows (the language's name of the seat)."""
        if name != self.avatar_name:
            self.avatar_name = name
            self._fit()

    def avatar_size(self) -> int:
        return self.fontMetrics().height() + 2

    def _fit(self) -> None:
        """Margins with the avatar's room at the start; the disc drawn at the font's size."""
        size = self.avatar_size()
        rtl = QApplication.layoutDirection() == Qt.LayoutDirection.RightToLeft
        key = (self.avatar_name, self.seat, size, rtl, self.devicePixelRatioF())
        start = PAD + size + GAP
        left, right = (END_PAD, start) if rtl else (start, END_PAD)
        if self.contentsMargins().left() != left or self.contentsMargins().right() != right:
            self.setContentsMargins(left, TOP, right, TOP)
        if key != self._fitted:
            self._fitted = key
            self.setLayoutDirection(QApplication.layoutDirection())
            self.avatar.setPixmap(avatar_pixmap(self.avatar_name, self.seat, size,
                                                self.devicePixelRatioF()))
            self.avatar.setFixedSize(size, size)
        self._place_avatar()

    def _place_avatar(self) -> None:
        y = (self.height() - self.avatar.height()) // 2
        x = self.width() - PAD - self.avatar.width() if self.isRightToLeft() else PAD
        self.avatar.move(max(0, x), max(0, y))

    def event(self, event: QEvent) -> bool:
        handled = super().event(event)
        # A restyle (the table's type grows), a new font or direction: the room follows,
        # and a style's padding never takes the avatar's room back.
        if event.type() in (QEvent.Type.StyleChange, QEvent.Type.FontChange,
                            QEvent.Type.LayoutDirectionChange, QEvent.Type.Polish):
            self._fit()
        return handled

    def resizeEvent(self, event: QResizeEvent) -> None:  # noqa: N802
        super().resizeEvent(event)
        self._place_avatar()
