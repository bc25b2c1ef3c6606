"""The table's type grows with its cards: plates, badges, panels and messages at 1920 x
1080 are larger than at 1366 x 768, never smaller than the app's own type and at most 1.6
times it, in English and Persian; a crowded table whose cards stay small keeps its words
small (they would take the cards' room)."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QSize
from PySide6.QtWidgets import QApplication

from cardtable.rules.registry import find_game
from cardtable.ui.app import create_app
from cardtable.ui.main_window import MainWindow
from cardtable.ui.table.panels import TYPE_CEILING, type_scale


def test_the_scale_follows_the_cards_with_a_floor_and_a_ceiling_in_steps():
    assert type_scale(40) == 1.0 and type_scale(90) == 1.0
    assert type_scale(126) == 1.4
    assert type_scale(300) == TYPE_CEILING
    assert all(round(type_scale(w) * 10) == type_scale(w) * 10 for w in range(20, 400, 7))


@pytest.mark.parametrize("language", ["en", "fa"])
def test_plates_and_badges_grow_with_the_cards(qtbot, language):
    _, localizer, settings = create_app([])
    localizer.set_language(language)
    try:
        grow_with_the_window(qtbot, localizer, settings)
    finally:
        localizer.set_language("en")


def grow_with_the_window(qtbot, localizer, settings) -> None:
    settings.speed = "instant"
    settings.confirm_abandon = False
    win = MainWindow(localizer, settings)
    qtbot.addWidget(win)
    win.screen_room = lambda: QSize(3840, 2160)
    win.set_speed("instant")
    win.show()
    qtbot.waitExposed(win)
    win.start_game("hokm", find_game("hokm").options_class(), "random", seed=1)
    table = win.table
    qtbot.waitUntil(lambda: table.ui.trump_panel.isVisible(), timeout=10000)
    app_px = QApplication.font().pointSizeF()
    sizes = {}
    for size in ((1366, 768), (1920, 1080), (3840, 2160)):
        win.resize(*size)
        qtbot.waitUntil(lambda s=size: win.size() == QSize(*s), timeout=3000)
        QApplication.processEvents()
        plate = table.plates[0]
        badge = table.ui.info_labels[0]
        title = table.ui.trump_panel.title
        sizes[size] = (plate.font().pointSizeF(), badge.font().pointSizeF(),
                       title.font().pointSizeF())
    small, large, huge = sizes[(1366, 768)], sizes[(1920, 1080)], sizes[(3840, 2160)]
    assert all(a < b for a, b in zip(small[:2], large[:2], strict=True)), sizes
    assert all(s >= app_px * 0.99 for s in small[:2])
    assert all(h <= app_px * TYPE_CEILING * 1.01 for h in huge[:2])
    assert huge[2] == small[2]  # a prompt's title keeps its size (its panel is sized to it)


def test_a_crowded_table_keeps_its_words_small(qtbot):
    """Golf for five at 1920 x 1080 (five grids of nine cards): its cards are small, so is
    its type."""
    _, localizer, settings = create_app([])
    localizer.set_language("en")
    settings.speed = "instant"
    win = MainWindow(localizer, settings)
    qtbot.addWidget(win)
    win.screen_room = lambda: QSize(3840, 2160)
    win.set_speed("instant")
    win.resize(1920, 1080)
    win.show()
    qtbot.waitExposed(win)
    win.start_game("golf", find_game("golf").options_class(), "random", seed=3, players=5)
    table = win.table
    QApplication.processEvents()
    card = table.ui.scene.current().card_w
    assert table.type_scale <= type_scale(card) <= 1.1  # one step under the cards at most
    assert win.height() <= 1080  # the words did not make the table ask for more room
