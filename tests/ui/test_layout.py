"""Every table from two to nine seats fits the window without hands overlapping."""

import pytest
from PySide6.QtCore import QRectF, QSizeF

from cardtable.ui.table.layout import (
    BOTTOM,
    CORNER,
    CORNER_HEIGHT,
    LEFT,
    RIGHT,
    TOP,
    TableLayout,
    sides_for,
)


def hand_rect(lay: TableLayout, seat: int, count: int, scale: float) -> QRectF:
    w, h = lay.card_w * scale, lay.card_h * scale
    points = lay.hand(seat, count)
    xs = [p.x() for p in points]
    ys = [p.y() for p in points]
    return QRectF(min(xs) - w / 2, min(ys) - h / 2, max(xs) - min(xs) + w, max(ys) - min(ys) + h)


@pytest.mark.parametrize("players", range(2, 10))
@pytest.mark.parametrize("size", [(1024, 640), (1280, 720), (3840, 2160)])
@pytest.mark.parametrize("ccw", [True, False])
def test_hands_fit_and_do_not_overlap(players, size, ccw):
    sides = sides_for(players, 0, counter_clockwise=ccw)
    assert sides[0] == BOTTOM
    assert len(set(sides.values())) == players
    lay = TableLayout(QSizeF(*size), sides)
    window = QRectF(0, 0, *size)
    count = 13 if players <= 4 else 8
    rects = {s: hand_rect(lay, s, count, 1.0 if s == 0 or players <= 4 else 0.72)
             for s in range(players)}
    for seat, rect in rects.items():
        assert window.contains(rect), (seat, rect)
    for a in range(players):
        for b in range(a + 1, players):
            assert not rects[a].intersects(rects[b]), (a, b, rects[a], rects[b])


@pytest.mark.parametrize("size", [(1024, 600), (1280, 656), (3840, 2100)])
@pytest.mark.parametrize("ccw", [True, False])
def test_two_top_hands_leave_the_corners_to_the_info_box(size, ccw):
    # Five players: two seats share the top edge; a thirteen-card hand once ran under the
    # game's info box in the corner.
    lay = TableLayout(QSizeF(*size), sides_for(5, 0, counter_clockwise=ccw))
    tops = [s for s in range(1, 5) if lay.edge(s) == TOP]
    assert len(tops) == 2
    w = size[0]
    rects = [hand_rect(lay, s, 13, 1.0) for s in tops]
    for rect in rects:
        assert rect.left() >= CORNER * w and rect.right() <= (1 - CORNER) * w, rect
    assert not rects[0].intersects(rects[1])


@pytest.mark.parametrize("players", [3, 4])
@pytest.mark.parametrize("size", [(1024, 600), (1280, 656), (3840, 2100)])
@pytest.mark.parametrize("count", [13, 24])
def test_a_lone_side_column_leaves_the_top_corner_to_the_info_box(players, size, count):
    # A Mau-Mau hand of many cards once ran up the left edge under the info box.
    lay = TableLayout(QSizeF(*size), sides_for(players, 0))
    for seat in range(1, players):
        if lay.edge(seat) in (LEFT, RIGHT):
            assert hand_rect(lay, seat, count, 1.0).top() >= CORNER_HEIGHT - 0.5


def test_play_order_runs_counter_clockwise_on_screen():
    """Persian games pass to the right: after the human come the right, top and left."""
    assert sides_for(4, 0) == {0: "bottom", 1: "right", 2: "top", 3: "left"}
    assert sides_for(4, 0, counter_clockwise=False) == {0: "bottom", 1: "left", 2: "top",
                                                        3: "right"}
    six = sides_for(6, 0)
    assert six[1].startswith("right") and six[5].startswith("left")


def test_tricks_lie_between_the_middle_and_their_seat():
    lay = TableLayout(QSizeF(1180, 760), sides_for(4, 0))
    c = lay.centre
    assert lay.trick(0).y() > c.y() and lay.trick(2).y() < c.y()
    assert lay.trick(1).x() > c.x() and lay.trick(3).x() < c.x()


@pytest.mark.parametrize("players", range(2, 10))
@pytest.mark.parametrize("size", [(1024, 600), (1280, 656), (3840, 2100)])
@pytest.mark.parametrize("ccw", [True, False])
def test_name_plates_lie_on_no_other_seats_cards(players, size, ccw):
    # Two seats down one side: the upper seat's plate once sat on the lower seat's cards.
    sides = sides_for(players, 0, counter_clockwise=ccw)
    lay = TableLayout(QSizeF(*size), sides)
    window = QRectF(0, 0, *size)
    for count in (1, 5, 13):
        rects = {s: hand_rect(lay, s, count, 1.0 if s == 0 or players <= 4 else 0.72)
                 for s in range(players)}
        for seat in range(1, players):
            centre = lay.label(seat, count)
            plate = QRectF(centre.x() - 50, centre.y() - 14, 100, 28)  # a two-word plate
            assert window.contains(plate), (seat, count, plate)
            for other in range(players):
                if other != seat:
                    assert not plate.intersects(rects[other]), (seat, other, count)
