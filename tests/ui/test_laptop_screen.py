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
from cardtable.ui.table.solver import MIN_CARD, Placement

SCREEN = QSize(1366, 740)  # a 1366x768 screen less a task bar


@pytest.mark.parametrize("game_id", sorted(GAME_UIS))
def test_every_table_fits_a_laptop_screen_in_persian(qtbot: QtBot, game_id: str) -> None:
    assert_readable_on(qtbot, game_id, SCREEN)


# Tables that fit a laptop in Persian only as the solver now lays them out: widgets as many
# words a line as in English (Spades with Jokers' plates, Mau-Mau's status bar), a top
# seat's plate and chip side by side (Twenty-One), "thinking…" beside a top grid (Golf),
# the plates of two top grids beside them (Golf for five: 47 px cards with them under), a
# round's summary with a row a player over the action area too (Ninety-Nine for four, Old
# Maid for seven, whose order out is a column of it), a summary with no empty line beside
# its heading and its table (Mau-Mau for seven, Pan for five and six: `lines_html`), a
# penalty table without spacing between its cells (Mau-Mau for eight), a premium prompt
# keeping room only for the bids the table offers (Ninety-Nine for two: no reveal).
FITTING = [("joker-spades", 4), ("mau-mau", 6), ("twenty-one", 6), ("twenty-one", 8),
           ("golf", 5), ("golf", 6), ("golf", 8), ("ninety-nine", 4), ("old-maid", 7),
           ("mau-mau", 7), ("mau-mau", 8), ("pan", 5), ("pan", 6), ("ninety-nine", 2)]


@pytest.mark.parametrize(("game_id", "players"), FITTING,
                         ids=[f"{g}-{n}" for g, n in FITTING])
def test_crowded_tables_fit_a_laptop_screen_in_persian(qtbot: QtBot, game_id: str,
                                                        players: int) -> None:
    placement = assert_readable_on(qtbot, game_id, SCREEN, players)
    assert placement.fits


def test_a_screen_smaller_than_the_table_keeps_readable_cards(qtbot: QtBot) -> None:
    """Mau-Mau in Persian needs a little more height than a 1280x720 screen leaves (its
    prompt and plates are text, which smaller cards do not shrink): the cards stay
    readable rather than shrinking to a sliver that still would not fit."""
    assert_readable_on(qtbot, "mau-mau", QSize(1280, 680))


def assert_readable_on(qtbot: QtBot, game_id: str, screen: QSize,
                       players: int | None = None) -> Placement:
    """`game_id`'s table in Persian in a window as big as `screen` allows: readable cards.
    Returns the table's placement."""
    win = open_app_window(qtbot, None)
    win.settings.confirm_abandon = False
    win.screen_room = lambda: screen  # type: ignore[method-assign]
    win.set_language("fa")
    try:
        win.resize(screen)
        win.start_game(game_id, find_game(game_id).options_class(), "random", seed=1,
                       players=players)
        table = win.table
        qtbot.waitUntil(lambda: table.session is not None and not table.view.animator.busy,
                        timeout=20000)
        QApplication.processEvents()
        assert win.width() <= screen.width() and win.height() <= screen.height()
        assert table.ui is not None and table.ui.scene is not None
        placement = table.ui.scene.current()
        assert placement.card_w >= MIN_CARD
        return placement
    finally:
        win.table.stop()
        win.localizer.set_language("en")
