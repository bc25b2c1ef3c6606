"""Persian digits are not of one width in Vazirmatn (۱ is less than half ۳). Hokm's badge of
the set's hands kept room for its sample "۱ | ۱ (تا ۱)" in a set of one hand, showed
"۰ | ۰ (تا ۱)", wrapped to two lines and stood over the top of the window. A status badge's
samples are measured with the widest digit in every place of a digit: it stays one line
whatever count it shows."""

from __future__ import annotations

import attrs
from PySide6.QtWidgets import QLabel

from cardtable.rules.registry import find_game
from cardtable.ui.table.samples import PERSIAN_DIGITS, with_widest_digits
from tests.ui.test_small_tables import app_parts, open_table  # noqa: F401


def test_every_digit_becomes_the_widest(qtbot):
    label = QLabel()
    metrics = label.fontMetrics()
    wide = with_widest_digits(label, "۱ | ۱ (تا ۱۰)")
    assert wide[0] == wide[4] == wide[-3] == wide[-2]
    assert wide[0] == max(PERSIAN_DIGITS, key=metrics.horizontalAdvance)
    assert with_widest_digits(label, "Tricks: 13") == "Tricks: 13"  # Latin digits: one width


def test_a_set_of_one_hand_keeps_its_badge_on_one_line(qtbot, app_parts):  # noqa: F811
    win = open_table(qtbot, app_parts, "hokm", 4, (1366, 740), "fa")
    options = attrs.evolve(find_game("hokm").options_class(), hands_per_set=1)
    win.start_game("hokm", options, "random", seed=1)
    qtbot.wait(100)
    ui = win.table.ui
    badges = [label for label in ui.info_labels if label.isVisible()]
    assert len(badges) == 4
    assert "۰" in badges[3].text()
    heights = {label.height() for label in badges}
    assert len(heights) == 1, [label.geometry() for label in badges]
    assert all(label.y() >= 0 for label in badges)
