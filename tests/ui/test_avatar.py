"""Each seat's avatar: a disc with the name's first letter, one colour per seat, at the
start of its name plate (right in Persian), in room the plate has from the start (the table
measures the plate with it, so it never grows onto something after it was placed)."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtGui import QColor
from PySide6.QtWidgets import QApplication, QLabel, QWidget

from cardtable.ui.table.avatar import COLOURS, Plate, avatar_pixmap
from tests.ui.table_checks import hokm_at_1366


def test_each_seat_has_its_own_colour(qtbot):
    centres = set()
    for seat in range(8):
        image = avatar_pixmap("Dara", seat, 20, 1.0).toImage()
        centres.add(QColor(image.pixel(4, 10)).name())
    assert len(centres) == len(COLOURS) == 8


def test_the_plate_keeps_room_for_its_avatar_at_its_start(qtbot):
    parent = QWidget()
    qtbot.addWidget(parent)
    bare = QLabel("Shirin · hakem", parent)
    plate = Plate(parent, 2, "Shirin")
    plate.setText("Shirin · hakem")
    parent.show()
    plate.adjustSize()
    room = plate.avatar_size()
    assert plate.sizeHint().width() >= bare.sizeHint().width() + room
    avatar = plate.avatar
    assert avatar.width() == room and avatar.geometry().right() < plate.contentsRect().left()
    assert plate.rect().contains(avatar.geometry())


def test_in_persian_the_avatar_is_at_the_right(qtbot):
    QApplication.setLayoutDirection(Qt.LayoutDirection.RightToLeft)
    try:
        parent = QWidget()
        qtbot.addWidget(parent)
        plate = Plate(parent, 1, "دارا")
        plate.setText("دارا")
        parent.show()
        plate.adjustSize()
        assert plate.avatar.geometry().left() > plate.contentsRect().right()
    finally:
        QApplication.setLayoutDirection(Qt.LayoutDirection.LeftToRight)


def test_every_plate_at_the_table_shows_its_seat_avatar_clear_of_its_name(qtbot):
    win = hokm_at_1366(qtbot)
    plates = win.table.plates
    qtbot.waitUntil(lambda: all(p.isVisible() for p in plates.values()), timeout=5000)
    for seat, plate in plates.items():
        assert plate.avatar.isVisible() and plate.seat == seat
        assert plate.rect().contains(plate.avatar.geometry())
        assert not plate.avatar.geometry().intersects(plate.contentsRect())
