"""Whose turn it is shows on the felt: a lit band around the hand of the seat to act, which
follows `to_act` through a whole hand and is gone once the hand is over."""

from __future__ import annotations

from tests.ui.table_checks import hokm_at_1366


def test_the_band_follows_the_seat_to_act(qtbot):
    win = hokm_at_1366(qtbot)
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
        # Its whole edge in sight, the side against the table's edge too.
        assert table.view.sceneRect().contains(band), (seat, band)
        others = [table.hand_rect(s) for s in range(4) if s != seat]
        assert not any(r is not None and band.contains(r.center()) for r in others)
        seats_marked.add(seat)
        if session.human_to_act():
            table.act(session.legal_for(table.human)[0])
        else:
            qtbot.waitUntil(lambda s=seat: session.state.to_act != s, timeout=10000)
    assert seats_marked == {0, 1, 2, 3}
    qtbot.waitUntil(lambda: table.turn_marker.rect() is None, timeout=5000)
