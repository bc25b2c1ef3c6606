"""Every table on a 1366x768 laptop, the commonest small screen, in Persian (whose words
are wider and taller than English): the window cannot grow past the screen, so the table
must fit what is left at a readable card size, not shrink its cards to a sliver."""

from __future__ import annotations

import pytest
from app_window import open_app_window
from PySide6.QtCore import QSize
from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot

from cardtable.rules.registry import find_game
from cardtable.ui.games.registry import GAME_UIS
from cardtable.ui.table.solver import MIN_CARD

SCREEN = QSize(1366, 740)  # a 1366x768 screen less a task bar


@pytest.mark.parametrize("game_id", sorted(GAME_UIS))
def test_every_table_fits_a_laptop_screen_in_persian(qtbot: QtBot, game_id: str) -> None:
    win = open_app_window(qtbot, None)
    win.settings.confirm_abandon = False
    win.screen_room = lambda: SCREEN  # type: ignore[method-assign]
    win.set_language("fa")
    try:
        win.resize(SCREEN)
        win.start_game(game_id, find_game(game_id).options_class(), "random", seed=1)
        table = win.table
        qtbot.waitUntil(lambda: table.session is not None and not table.view.animator.busy,
                        timeout=20000)
        QApplication.processEvents()
        assert win.width() <= SCREEN.width() and win.height() <= SCREEN.height()
        assert table.ui is not None and table.ui.scene is not None
        assert table.ui.scene.current().card_w >= MIN_CARD
    finally:
        win.table.stop()
        win.localizer.set_language("en")
