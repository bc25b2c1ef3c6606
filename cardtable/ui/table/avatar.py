"""Each seat's avatar beside its name: a coloured disc with the name's first letter, on the
reading side of the name plate (left in English, right in Persian)."""

from __future__ import annotations

from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QColor, QFont, QPainter, QPixmap, QResizeEvent
from PySide6.QtWidgets import QApplication, QLabel

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


def show_avatar(plate: QLabel, name: str, seat: int) -> QLabel:
    """Put (or renew) the avatar inside `plate`, keeping room for it on the reading side."""
    avatar = plate.findChild(QLabel, "avatar")
    if avatar is None:
        avatar = QLabel(plate)
        avatar.setObjectName("avatar")
        avatar.setAttribute(Qt.WidgetAttribute.WA_TransparentForMouseEvents)
    # The language's direction, even before the plate has been told of a switch.
    plate.setLayoutDirection(QApplication.layoutDirection())
    size = plate.fontMetrics().height() + 2
    key = (name, seat, size, plate.isRightToLeft())
    if avatar.property("key") != repr(key):
        avatar.setProperty("key", repr(key))
        avatar.setPixmap(avatar_pixmap(name, seat, size, plate.devicePixelRatioF()))
        avatar.setFixedSize(size, size)
        # Room for the disc in the plate's padding at its start (ui/table/panels.py pads a
        # plate 10 px a side): the table measures the plate with it. A style sheet's
        # "left" is the start: Qt mirrors it right to left.
        plate.setStyleSheet(f"QLabel#plate {{ padding-left: {PAD + size + GAP}px; }}")
    place_avatar(plate)
    avatar.show()
    return avatar


def place_avatar(plate: QLabel) -> None:
    """Keep the avatar at the plate's start, centred in its height (after a resize)."""
    avatar = plate.findChild(QLabel, "avatar")
    if avatar is None:
        return
    y = (plate.height() - avatar.height()) // 2
    x = plate.width() - PAD - avatar.width() if plate.isRightToLeft() else PAD
    avatar.move(max(0, x), max(0, y))


class Plate(QLabel):
    """A seat's name plate: its avatar keeps to the plate's start as the plate is sized."""

    def resizeEvent(self, event: QResizeEvent) -> None:  # noqa: N802
        super().resizeEvent(event)
        place_avatar(self)
