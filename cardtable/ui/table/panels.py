"""Small panels that float over the table: prompts, summaries, the information box."""

from __future__ import annotations

import math
from collections.abc import Iterable
from typing import Any

from PySide6.QtCore import QEvent, QSize, Qt
from PySide6.QtGui import QTextDocument
from PySide6.QtWidgets import (
    QFrame,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QStyle,
    QVBoxLayout,
    QWidget,
)

from cardtable.ui.table.parts import PANEL_MARGINS

# Panels and messages are opaque: cards and chips never show through their text.
PANEL_STYLE = """
QFrame#panel {
    background: #faf7ee;
    border: 1px solid #c8b47a;
    border-radius: 12px;
}
QFrame#panel QLabel { color: #202020; }
QFrame#panel QLabel#title { font-size: @TITLE@pt; font-weight: bold; }
QFrame#panel QPushButton { padding: 6px 16px; min-width: 80px; }
QFrame#info {
    background: rgba(0, 0, 0, 110);
    border-radius: 8px;
}
QFrame#info QLabel { color: #f4f1e6; }
QFrame#status QLabel#badge {
    color: #f4f1e6; background: rgba(0, 0, 0, 110); border-radius: 8px; padding: 2px 10px;
}
QLabel#plate {
    color: #f4f1e6; background: rgba(0, 0, 0, 95); border-radius: 9px; padding: 3px 10px;
}
QLabel#plate[overcards="true"] { background: rgba(12, 38, 26, 235); }
QLabel#plate[active="true"] { background: rgba(230, 170, 30, 215); color: #1b1b1b; }
QLabel#toast {
    color: #1b1b1b; background: #ffecaa; border: 1px solid #c8a640; border-radius: 10px;
    padding: 6px 14px; font-size: @TOAST@pt;
}
"""

THINKING_STYLE = ("color: #f4ecd0; background: rgba(0, 0, 0, 90); border-radius: 6px;"
                  " padding: 1px 8px; font-style: italic;")
"""The "thinking…" label under a seat's plate."""

TYPE_FLOOR, TYPE_CEILING = 1.0, 1.6
"""The table's type grows with its cards from the app's own size, never smaller, and at
most by this much (a 4K screen)."""
TYPE_CARD = 90
"""The card width (pixels) at which the table's type is the app's own: a laptop's table."""


def type_scale(card_width: float) -> float:
    """How much larger than the app's own the table's type is for cards `card_width`
    pixels wide, in steps of a tenth (a window being dragged restyles the table a few
    times, not at every pixel). It follows the cards, not the window: a crowded table whose
    cards stay small keeps its words small too, and so its cards."""
    scale = max(TYPE_FLOOR, min(TYPE_CEILING, card_width / TYPE_CARD))
    return round(scale * 10) / 10


def panel_style(scale: float = 1.0, base_pt: float | None = None) -> str:
    """The table's style with its type `scale` times the app's (`base_pt` points)."""
    # Prompts, summaries and messages keep their size: the games size their buttons and
    # rows to it (their specs' paddings), so only the words read across the table grow.
    style = PANEL_STYLE.replace("@TITLE@", "15").replace("@TOAST@", "12")
    if base_pt is not None:
        # The words one reads across the table: plates, badges, the "thinking" hint. A
        # prompt's body and buttons keep the app's size (the solver sizes prompts to them).
        size = f"font-size: {base_pt * scale:.1f}pt;"
        style += (f"QLabel#plate {{ {size} }}\nQFrame#status QLabel#badge {{ {size} }}\n"
                  f"QLabel#thinking {{ {size} }}\n")
    return style


CLOSE_SPACING = 6
"""Pixels between the rows of a prompt that packs its rows close (a turn's choices, a grid
of bids or ranks, a row of card pictures), and between the buttons of a row."""


def keep_widest(widget: QPushButton | QLabel, texts: Iterable[str]) -> None:
    """A button or label as wide as the longest of `texts` it may show (measured as Qt
    sizes it, style and all), so that its prompt keeps one size whatever it says."""
    own = widget.text()
    widget.setMinimumWidth(0)
    widest = 0
    for text in texts:
        widget.setText(text)
        widest = max(widest, widget.sizeHint().width())
    widget.setText(own)
    widget.setMinimumWidth(widest)


class Panel(QFrame):
    """A rounded box in the middle of the table with a title and free content."""

    def __init__(self, parent: QWidget, margins: tuple[int, int] = PANEL_MARGINS) -> None:
        """`margins`: at each side and above and below (`ui/table/parts.py`; a table's spec
        pads the panel's sample by the same)."""
        super().__init__(parent)
        self.setObjectName("panel")
        self.box = QVBoxLayout(self)
        self.box.setContentsMargins(margins[0], margins[1], margins[0], margins[1])
        self.box.setSpacing(10)
        self.title = QLabel(self)
        self.title.setObjectName("title")
        self.title.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.title.setWordWrap(True)
        self.box.addWidget(self.title)
        self.hide()

    _PLACED = (QEvent.Type.Show, QEvent.Type.Move, QEvent.Type.Resize)

    def event(self, event: QEvent) -> bool:
        """The table keeps name plates and the like clear of a panel wherever it goes."""
        handled = super().event(event)
        if event.type() in self._PLACED:
            self._tell_the_table(hidden=False)
        elif event.type() == QEvent.Type.Hide:
            self._tell_the_table(hidden=True)
        return handled

    def _tell_the_table(self, hidden: bool) -> None:
        w = self.parentWidget()
        while w is not None and not hasattr(w, "panel_moved"):
            w = w.parentWidget()
        if w is not None:
            w.panel_moved(hidden)

    def centre_in(self, area: QWidget) -> None:
        self.adjustSize()
        w = min(self.sizeHint().width(), int(area.width() * 0.9))
        h = self.sizeHint().height()
        if self.hasHeightForWidth():
            # A wrapped text can need a line more at this width than the hint gives it
            # (the last line of Twenty-One's stake prompt was cut off).
            h = max(h, self.heightForWidth(w))
        h = min(h, int(area.height() * 0.9))
        self.resize(w, h)
        self.move((area.width() - w) // 2, (area.height() - h) // 2 - area.height() // 14)

    def popup(self, area: QWidget) -> None:
        self.show()
        self.raise_()
        self.centre_in(area)


class ReplayBar(QFrame):
    """The controls of a replayed record: to the start, back, forward, to the end, and
    "play from here"."""

    def __init__(self, screen: Any) -> None:
        super().__init__(screen)
        self.table_screen = screen  # not `screen`: QWidget.screen() is Qt's own method
        self.setObjectName("panel")
        row = QHBoxLayout(self)
        row.setContentsMargins(12, 6, 12, 6)
        # The style's own media icons: the app font has no media glyphs.
        icon = self.style().standardIcon
        pixmap = QStyle.StandardPixmap
        self.first = QPushButton(icon(pixmap.SP_MediaSkipBackward), "", self)
        self.back = QPushButton(icon(pixmap.SP_MediaSeekBackward), "", self)
        self.step = QPushButton(icon(pixmap.SP_MediaPlay), "", self)
        self.last = QPushButton(icon(pixmap.SP_MediaSkipForward), "", self)
        self.position = QLabel(self)
        self.play = QPushButton(self)
        self.play.setObjectName("play-from-here")
        # Time runs left to right in both languages: the media buttons keep their order
        # (and their arrows) in Persian too; the words around them follow the language.
        media = QWidget(self)
        media.setLayoutDirection(Qt.LayoutDirection.LeftToRight)
        buttons = QHBoxLayout(media)
        buttons.setContentsMargins(0, 0, 0, 0)
        for name, button in (("replay-first", self.first), ("replay-back", self.back),
                             ("replay-step", self.step), ("replay-last", self.last)):
            button.setObjectName(name)
            button.setFixedWidth(44)
            buttons.addWidget(button)
        row.addWidget(media)
        row.addWidget(self.position)
        row.addWidget(self.play)
        self.first.clicked.connect(lambda: screen.replay_seek(1))
        self.back.clicked.connect(lambda: screen.replay_seek(screen.replay_pos - 1))
        self.step.clicked.connect(screen.replay_step)
        self.last.clicked.connect(lambda: screen.replay_seek(screen.replay_total))
        self.play.clicked.connect(lambda: screen.take_over(0))
        self.retranslate()

    def refresh(self) -> None:
        from cardtable.ui.words import fill, num

        pos, total = self.table_screen.replay_pos, self.table_screen.replay_total
        self.position.setText(fill(self.tr("Step %1 of %2"), num(pos), num(total)))
        self.first.setEnabled(pos > 1)
        self.back.setEnabled(pos > 1)
        self.step.setEnabled(pos < total)
        self.last.setEnabled(pos < total)

    def retranslate(self) -> None:
        self.first.setToolTip(self.tr("To the first deal"))
        self.back.setToolTip(self.tr("One step back"))
        self.step.setToolTip(self.tr("One step forward"))
        self.last.setToolTip(self.tr("To the end of the record"))
        self.play.setText(self.tr("Play from here"))
        if self.table_screen.replay_record is not None:
            self.refresh()

    def changeEvent(self, event: QEvent) -> None:  # noqa: N802
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)


class WideText(QLabel):
    """A wrapped rich text that asks to be as wide as its longest line: the table gives it
    that where it has the room, and it wraps to the room it has (a wrapped QLabel asks for
    a narrow column, and a prompt would stand tall and thin)."""

    def sizeHint(self) -> QSize:  # noqa: N802 - Qt's name
        if not self.wordWrap():
            return super().sizeHint()
        doc = QTextDocument()
        doc.setDefaultFont(self.font())
        doc.setHtml(self.text())
        margins = self.contentsMargins()
        width = max(self.minimumWidth(), math.ceil(doc.idealWidth()) + margins.left()
                    + margins.right() + 2 * self.margin())
        return QSize(width, self.heightForWidth(width))


def wide_text(parent: QWidget) -> WideText:
    """A centred rich text for a prompt, as wide as its lines where there is room."""
    label = WideText(parent)
    label.setWordWrap(True)
    label.setTextFormat(Qt.TextFormat.RichText)
    label.setAlignment(Qt.AlignmentFlag.AlignCenter)
    return label
