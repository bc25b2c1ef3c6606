"""Whose turn it is shows on the felt: a lit band around the hand of the seat to act, which
follows `to_act` through a whole hand and is gone once the hand is over."""

from __future__ import annotations

from PySide6.QtCore import QSize

from cardtable.rules.registry import find_game
from cardtable.ui.app import create_app
from cardtable.ui.main_window import MainWindow


def test_the_band_follows_the_seat_to_act(qtbot):
    _, localizer, settings = create_app([])
    localizer.set_language("en")
    settings.speed = "instant"
    settings.confirm_abandon = False
    win = MainWindow(localizer, settings)
    qtbot.addWidget(win)
    win.screen_room = lambda: QSize(3840, 2160)
    win.set_speed("instant")
    win.resize(1366, 768)
    win.show()
    qtbot.waitExposed(win)
    win.start_game("hokm", find_game("hokm").options_class(), "random", seed=3)
    table = win.table
    session = table.session
    seats_marked = set()
    while not session.state.round_over:
        qtbot.waitUntil(lambda: session.state.round_over or (
            not table.view.animator.busy and table.turn_marker.seat == session.state.to_act),
            timeout=10000)
        if session.state.round_over:
            break
        seat = session.state.to_act
        band, hand = table.turn_marker.rect(), table.hand_rect(seat)
        assert band is not None and hand is not None
        assert band.contains(hand.center()) and band.contains(hand)
        others = [table.hand_rect(s) for s in range(4) if s != seat]
        assert not any(r is not None and band.contains(r.center()) for r in others)
        seats_marked.add(seat)
        if session.human_to_act():
            table.act(session.legal_for(table.human)[0])
        else:
            qtbot.waitUntil(lambda s=seat: session.state.to_act != s, timeout=10000)
    assert seats_marked == {0, 1, 2, 3}
    qtbot.waitUntil(lambda: table.turn_marker.rect() is None, timeout=5000)
