"""A plate wrapped into a narrow room breaks at its separators where a line does not fit,
and unwraps to its text."""

from __future__ import annotations

from PySide6.QtWidgets import QLabel

from cardtable.ui.table.plate_wrap import unwrap_plate, wrap_plate


def _plate(qtbot, text: str) -> QLabel:
    plate = QLabel(text)
    plate.setStyleSheet("QLabel { padding: 4px 10px; }")
    qtbot.addWidget(plate)
    plate.adjustSize()
    return plate


def _width_for(plate: QLabel, line: str) -> int:
    """The plate width that just holds `line` on one line."""
    m = plate.contentsMargins()
    return plate.fontMetrics().horizontalAdvance(line) + m.left() + m.right() + 4


def test_only_a_line_too_wide_breaks_and_only_at_its_separators(qtbot):
    text = "Shirin (dealer) · score 0<br>bid ? · tricks 0"
    plate = _plate(qtbot, text)
    one_line = plate.height()
    width = _width_for(plate, "bid ? · tricks 0")
    assert width < _width_for(plate, "Shirin (dealer) · score 0")
    height = wrap_plate(plate, width)
    assert plate.text() == "Shirin (dealer)<br>score 0<br>bid ? · tricks 0"
    assert plate.wordWrap() and plate.width() == width and height > one_line
    wrap_plate(plate, width - 8)  # narrower still, wrapped again from the text it had
    assert plate.text() == "Shirin (dealer)<br>score 0<br>bid ?<br>tricks 0"
    unwrap_plate(plate)
    assert plate.text() == text
    assert not plate.wordWrap()


def test_a_plain_plate_breaks_with_new_lines_and_its_names_stay_plain(qtbot):
    plate = _plate(qtbot, "Ali & Sara · 3 cards · no call")
    wrap_plate(plate, _width_for(plate, "3 cards · no call"))
    assert plate.text() == "Ali & Sara\n3 cards · no call"
    unwrap_plate(plate)
    assert plate.text() == "Ali & Sara · 3 cards · no call"


def test_a_text_set_after_wrapping_is_kept_when_the_plate_unwraps(qtbot):
    plate = _plate(qtbot, "Dara · score 0")
    width = _width_for(plate, "score 20")
    wrap_plate(plate, width)
    plate.setText("Dara · score 20")  # the next refresh
    unwrap_plate(plate)
    assert plate.text() == "Dara · score 20"
    wrap_plate(plate, width)
    assert plate.text() == "Dara\nscore 20"


def test_a_persian_plate_breaks_at_its_bar_separators(qtbot):
    """Persian separates with " | " (a middle dot beside Persian digits reads as a zero)."""
    text = "شیرین (دست‌دهنده) | امتیاز ۰<br>پیش‌بینی ؟ | ۰ دست برده"
    plate = _plate(qtbot, text)
    width = _width_for(plate, "پیش‌بینی ؟ | ۰ دست برده")
    assert width < _width_for(plate, "شیرین (دست‌دهنده) | امتیاز ۰")
    wrap_plate(plate, width)
    assert plate.text() == "شیرین (دست‌دهنده)<br>امتیاز ۰<br>پیش‌بینی ؟ | ۰ دست برده"
    unwrap_plate(plate)
    assert plate.text() == text
