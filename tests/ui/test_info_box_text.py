"""The information box's wrapped lines: a number stays with the word before it."""

from __future__ import annotations

from PySide6.QtGui import QTextDocument, QTextOption

from cardtable.ui.words import numbers_kept_with_words
from tests.ui.test_small_tables import app_parts, open_table, your_turns  # noqa: F401

BIDI = "\u200e\u200f\u202a\u202b\u202c\u202d\u202e\u2066\u2067\u2068\u2069"


def test_a_no_break_space_goes_before_each_number_and_never_into_a_tag():
    text = "Points: Dara and Kaveh 0 <b style='font-size: 12px'>bid 165</b> \u202a\u2212۲۵\u202c"
    glued = numbers_kept_with_words(text)
    assert glued == ("Points: Dara and Kaveh\u00a00 <b style='font-size: 12px'>bid\u00a0165</b>"
                     "\u00a0\u202a\u2212۲۵\u202c")
    assert numbers_kept_with_words("شما و شیرین ۳۰ · دارا و کاوه ۰") == (
        "شما و شیرین\u00a0۳۰ · دارا و کاوه\u00a0۰")
    assert numbers_kept_with_words("no figures here") == "no figures here"


def wrapped_lines(label, width: int | None = None) -> list[str]:
    """The lines a word-wrapped rich-text label shows, laid out as the label lays them
    (`width`: as it would lay them that wide)."""
    doc = QTextDocument()
    doc.setDefaultFont(label.font())
    doc.setDocumentMargin(0)
    option = QTextOption()
    option.setTextDirection(label.layoutDirection())
    option.setWrapMode(QTextOption.WrapMode.WordWrap)
    doc.setDefaultTextOption(option)
    doc.setHtml(label.text())
    doc.setTextWidth(label.contentsRect().width() if width is None else width)
    doc.size()  # lays the document out
    lines = []
    block = doc.begin()
    while block.isValid():
        layout = block.layout()
        for i in range(layout.lineCount()):
            line = layout.lineAt(i)
            lines.append(block.text()[line.textStart():line.textStart() + line.textLength()])
        block = block.next()
    return lines


def test_no_wrapped_info_line_starts_with_a_lone_number(qtbot, app_parts):  # noqa: F811
    # Four-player Shelem in Persian in the smallest window: "... دارا و کاوه ۰" used to
    # leave the ۰ alone below. Its badges wrap where their room is narrower than their
    # text: laid out at half their width, none may start a line with a number.
    win = open_table(qtbot, app_parts, "shelem", 4, (800, 560), "fa")
    table = win.table
    wrapped = 0
    for _ in your_turns(qtbot, table, 6, seed=1):
        for label in table.ui.info_labels:
            if not label.isVisible():
                continue
            lines = wrapped_lines(label, max(60, label.contentsRect().width() // 2))
            wrapped += len(lines) > 1
            for line in lines[1:]:
                first = line.strip(" \u00a0" + BIDI)
                assert not first[:1].isdigit(), (label.text(), lines)
    assert wrapped, "no badge wrapped a line: the case no longer tests anything"
    table.stop()


def test_a_box_that_grows_while_cards_move_sends_a_side_hand_off_it_at_once(
        qtbot, app_parts):  # noqa: F811
    from tests.ui.test_language_families import card_rect

    win = open_table(qtbot, app_parts, "hokm", 4, (800, 560), "fa")
    table = win.table
    view, ui = table.view, table.ui
    qtbot.waitUntil(lambda: not view.animator.busy and table.session.human_to_act(),
                    timeout=20000)
    view.animator.pause(5000)  # cards still on their way for five seconds
    assert view.animator.busy
    rows = [label.text() for label in ui.info_labels if label.isVisible()]
    ui.show_info_rows(rows + ["یک سطر بلند دیگر برای آزمودن جعبه"] * (
        len(ui.info_labels) - len(rows)))
    table.place_overlays()  # the badges' new room: the cards placed anew, at once
    box = ui.info.geometry()
    side = [s for seat in view.sides if seat != table.human
            for s in view.zones.get(("hand", seat), [])]
    assert side
    under = [s.card for s in side if card_rect(view, s).intersects(box)]
    assert not under, under
    assert view.animator.busy  # still moving: the hand did not wait for the queue
    view.animator.clear()
    table.stop()
