"""Each seat's avatar: a disc with the name's first letter, one colour per seat. (Not yet
on the name plates: widening a plate after the table measured it put plates on prompts in
the small-table checks; it is to come as a widget of the table's spec.)"""

from __future__ import annotations

from PySide6.QtGui import QColor

from cardtable.ui.table.avatar import COLOURS, avatar_pixmap


def test_each_seat_has_its_own_colour(qtbot):
    centres = set()
    for seat in range(8):
        image = avatar_pixmap("Dara", seat, 20, 1.0).toImage()
        centres.add(QColor(image.pixel(4, 10)).name())
    assert len(centres) == len(COLOURS) == 8
