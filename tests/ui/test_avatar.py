"""Each seat's name plate carries its avatar (a disc with the name's first letter, one
colour per seat) at the plate's start, beside the name and never over it, in both
languages."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QSize
from PySide6.QtGui import QColor
from PySide6.QtWidgets import QLabel

from cardtable.rules.registry import find_game
from cardtable.ui.app import create_app
from cardtable.ui.main_window import MainWindow
from cardtable.ui.table.avatar import COLOURS, avatar_pixmap


def test_each_seat_has_its_own_colour(qtbot):
    centres = set()
    for seat in range(8):
        image = avatar_pixmap("Dara", seat, 20, 1.0).toImage()
        centres.add(QColor(image.pixel(4, 10)).name())
    assert len(centres) == len(COLOURS) == 8


@pytest.mark.parametrize("language", ["en", "fa"])
def test_the_avatar_sits_at_the_plates_start_beside_the_name(qtbot, language):
    _, localizer, settings = create_app([])
    localizer.set_language(language)
    settings.speed = "instant"
    win = MainWindow(localizer, settings)
    qtbot.addWidget(win)
    win.screen_room = lambda: QSize(3840, 2160)
    win.set_speed("instant")
    win.resize(1366, 768)
    win.show()
    qtbot.waitExposed(win)
    try:
        win.start_game("hokm", find_game("hokm").options_class(), "random", seed=3)
        table = win.table
        qtbot.waitUntil(lambda: not table.view.animator.busy, timeout=10000)
        for plate in table.plates.values():
            avatar = plate.findChild(QLabel, "avatar")
            assert avatar is not None and avatar.isVisible()
            disc, text = avatar.geometry(), plate.contentsRect()
            assert plate.rect().contains(disc)
            assert not disc.intersects(text)  # the name has its own room
            if language == "fa":
                assert disc.left() > text.right()  # the start is on the right
            else:
                assert disc.right() < text.left()
    finally:
        localizer.set_language("en")
