"""Signed numbers and card codes in Persian (right-to-left) text, checked by where Qt draws the
glyphs, not only by the marks in the string: a score sheet in a QTableView (whose item views
ignore the embeddings LRE...PDF) and a QLabel must both show the minus and plus signs on the
LEFT of the digits, and a cell "first (second)" must keep the first number on the right.

How: a number is drawn twice, with its sign and without, right-aligned in the same place; the
ink of the digits alone must reappear in the signed drawing at the same spot (the digits stay
against the right edge, the sign is added on their left). A sign drawn on the right would push
the digits leftwards."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from PySide6.QtGui import QColor, QImage, QPalette, QStandardItem, QStandardItemModel
from PySide6.QtWidgets import QApplication, QLabel, QTableView

from cardtable.ui.words import LRI, LRM, PDI, RLM, card_code, fill, num, score, signed

# Against the right edge of the paper, whatever the direction (a plain AlignRight is mirrored in
# a right-to-left widget).
RIGHT = (Qt.AlignmentFlag.AlignAbsolute | Qt.AlignmentFlag.AlignRight
         | Qt.AlignmentFlag.AlignVCenter)
Ink = list[list[int]]  # rows of darkness, 0 (paper) to 255 (black)


@pytest.fixture
def persian(qtbot):
    from cardtable.ui.app import create_app

    _, localizer, _ = create_app([])
    localizer.set_language("fa")
    try:
        yield
    finally:
        localizer.set_language("en")


def darkness(image: QImage) -> Ink:
    image = image.convertToFormat(QImage.Format.Format_Grayscale8)
    return [[255 - image.pixelColor(x, y).value() for x in range(image.width())]
            for y in range(image.height())]


def columns(ink: Ink) -> list[int]:
    """The columns that hold ink (a glyph's stroke, not antialiasing haze)."""
    return [x for x in range(len(ink[0])) if any(row[x] > 100 for row in ink)]


def offset_of(template: Ink, ink: Ink) -> int | None:
    """The horizontal shift at which the template's inked columns best reappear in the ink
    (rows as they are: both were drawn at the same height), or None if nowhere. A drawing
    shifted by a fraction of a pixel differs by antialiasing, hence a tolerance (a wrong place
    differs by whole strokes)."""
    cols = columns(template)
    left, right = cols[0], cols[-1]
    best: tuple[float, int] | None = None
    for shift in range(-left, len(ink[0]) - right):
        diff = sum(abs(template[y][x] - ink[y][x + shift])
                   for y in range(len(template)) for x in range(left, right + 1))
        per_column = diff / (right - left + 1)
        if best is None or per_column < best[0]:
            best = (per_column, shift)
    return best[1] if best is not None and best[0] < 350 else None


def sign_side(signed_ink: Ink, digits_ink: Ink) -> str:
    """"left" when the signed drawing is the digits' drawing plus ink on their left."""
    shift = offset_of(digits_ink, signed_ink)
    assert shift is not None, "the digits do not reappear in the signed number"
    shifted = [x + shift for x in columns(digits_ink)]
    ink = columns(signed_ink)
    if ink[0] < shifted[0] and ink[-1] <= shifted[-1]:
        return "left"
    if ink[-1] > shifted[-1] and ink[0] >= shifted[0]:
        return "right"
    return "both"


def label_ink(text: str) -> Ink:
    label = QLabel(text)
    label.setLayoutDirection(Qt.LayoutDirection.RightToLeft)
    label.setAlignment(RIGHT)
    label.setAutoFillBackground(True)
    palette = label.palette()
    palette.setColor(QPalette.ColorRole.Window, QColor("white"))
    palette.setColor(QPalette.ColorRole.WindowText, QColor("black"))
    label.setPalette(palette)
    font = label.font()
    font.setPointSize(16)
    label.setFont(font)
    label.resize(260, 40)
    return darkness(label.grab().toImage())


def sheet_inks(texts: list[str]) -> list[Ink]:
    """The texts as the cells of one column of a right-to-left score sheet."""
    model = QStandardItemModel(len(texts), 1)
    for row, text in enumerate(texts):
        item = QStandardItem(text)
        item.setTextAlignment(RIGHT)
        model.setItem(row, item)
    view = QTableView()
    view.setModel(model)
    view.setLayoutDirection(Qt.LayoutDirection.RightToLeft)
    view.setShowGrid(False)
    view.setFocusPolicy(Qt.FocusPolicy.NoFocus)
    palette = view.palette()
    palette.setColor(QPalette.ColorRole.Base, QColor("white"))
    palette.setColor(QPalette.ColorRole.Text, QColor("black"))
    view.setPalette(palette)
    font = view.font()
    font.setPointSize(16)
    view.setFont(font)
    view.horizontalHeader().hide()
    view.verticalHeader().hide()
    view.setColumnWidth(0, 260)
    for row in range(len(texts)):
        view.setRowHeight(row, 40)
    view.resize(300, 40 * len(texts) + 10)
    shot = view.viewport().grab().toImage()
    out = []
    for row in range(len(texts)):
        rect = view.visualRect(model.index(row, 0)).adjusted(1, 1, -1, -1)
        out.append(darkness(shot.copy(rect)))
    return out


def test_helpers_fence_signed_numbers_with_marks(persian):
    """LRM before, RLM after (item views ignore LRE...PDF); card codes are isolates."""
    assert signed(-45) == LRM + "\u2212۴۵" + RLM
    assert signed(9) == LRM + "+۹" + RLM
    assert signed(0) == "۰"
    assert score(12) == "۱۲" and score(-3) == LRM + "\u2212۳" + RLM
    assert num(-1200) == LRM + "\u2212۱٬۲۰۰" + RLM
    assert card_code("10♦") == LRI + "10♦" + PDI


def test_helpers_add_nothing_in_english(qtbot):
    assert QApplication.layoutDirection() == Qt.LayoutDirection.LeftToRight
    assert (signed(-45), signed(9), num(-3), card_code("10♦")) == ("-45", "+9", "-3", "10♦")


@pytest.mark.parametrize("value", [-45, 53, -7])
def test_sign_left_of_digits_in_a_persian_label(persian, value):
    assert sign_side(label_ink(signed(value)), label_ink(num(abs(value)))) == "left"


@pytest.mark.parametrize("value", [-45, 53, -7])
def test_sign_left_of_digits_in_a_persian_score_sheet(persian, value):
    with_sign, digits = sheet_inks([signed(value), num(abs(value))])
    assert sign_side(with_sign, digits) == "left"


def test_first_number_of_a_cell_stays_on_the_right(persian):
    """Golf's sheet cell "round (total)", "−4 (−4)": the round's number on the right, whole,
    and the total's number whole on its left (the bug drew "(−۴ (−۴")."""
    cell = fill("%1 (%2)", score(-4), score(-12))
    first, second, both = sheet_inks([score(-4), score(-12), cell])
    first_at, second_at = offset_of(first, both), offset_of(second, both)
    assert first_at is not None and second_at is not None
    assert columns(first)[0] + first_at > columns(second)[-1] + second_at
    assert columns(both)[-1] == columns(first)[-1] + first_at  # nothing right of it


def test_the_check_sees_a_sign_on_the_wrong_side(persian):
    """Without the marks, a bare minus in a right-to-left cell is drawn on the right."""
    bare, digits = sheet_inks(["\u2212۴۵", num(45)])
    assert sign_side(bare, digits) == "right"
    old_label = label_ink("\u202a\u2212۴۵\u202c")  # labels did honour the old embedding
    assert sign_side(old_label, label_ink(num(45))) == "left"
    broken, = sheet_inks(["\u200e\u2212۴ (\u200e\u2212۱۲)"])  # QLocale's minus, no RLM
    first, = sheet_inks([score(-4)])
    at = offset_of(first, broken)
    assert at is None or columns(broken)[-1] != columns(first)[-1] + at


def test_the_family_fortunes_chain_reads_right_to_left_along_its_arrows(persian):
    """«J♣ ← 10♦»: the first card on the right, each card left to right in itself (the old
    LRE...PDF around each card made the whole chain run left to right, against the arrows)."""
    from cardtable.cards import Card
    from cardtable.ui.wording.fortunes import chain_arrow, in_ui_dir, short_plain

    first, last = Card.parse("JC"), Card.parse("TD")
    # As in the summary and the info box: a paragraph in the interface's direction.
    whole = label_ink(in_ui_dir(chain_arrow().join(short_plain(c) for c in (first, last))))
    alone = label_ink(short_plain(first))
    at = offset_of(alone, whole)
    assert at is not None
    assert columns(whole)[-1] == columns(alone)[-1] + at  # the first card is the rightmost
    ten = label_ink(short_plain(last))
    at_ten = offset_of(ten, whole)
    assert at_ten is not None and columns(ten)[0] + at_ten == columns(whole)[0]


def prefix_moved(number: str, rich: bool) -> float:
    """How far the ink of «ناموفق، ۳۰» (drawn alone, right-aligned) differs from the same place
    in «ناموفق، NUMBER برای بقیه.»: 0 when the number's digits follow the words right away,
    that is when its sign went to the digits' left."""
    r = "<b></b>" if rich else ""  # rich text, as the summaries and info boxes are
    prefix = label_ink(r + "ناموفق، " + num(30))
    whole = label_ink(r + "ناموفق، " + number + " برای بقیه.")
    cols = columns(prefix)
    return sum(abs(prefix[y][x] - whole[y][x]) for y in range(len(prefix))
               for x in range(cols[0], cols[-1] + 1)) / (cols[-1] - cols[0] + 1)


@pytest.mark.parametrize("rich", [False, True])
def test_sign_left_of_digits_inside_a_persian_sentence(persian, rich):
    """Ninety-Nine's «اعلامِ شما: ناموفق، +۳۰ برای هر یک از بقیه.»: the sign on the digits'
    left in the middle of right-to-left words too; a bare sign is not."""
    assert prefix_moved(signed(30), rich) == 0
    assert prefix_moved(signed(-30), rich) == 0
    assert prefix_moved("+۳۰", rich) > 50


def test_option_spin_boxes_group_thousands_in_persian(persian, qtbot):
    """Twenty-One's starting chips read «۵٬۰۰۰», as the rest of the app writes them."""
    from PySide6.QtWidgets import QSpinBox

    from cardtable.ui.dialogs.new_game import NewGameDialog
    from cardtable.ui.games.twenty_one import TwentyOneUI

    dialog = NewGameDialog(TwentyOneUI, "easy")
    qtbot.addWidget(dialog)
    chips = dialog.findChild(QSpinBox, "option-chips")
    chips.setValue(5000)
    assert chips.text() == "۵٬۰۰۰"
