"""Card faces and backs drawn from the SVG deck, rendered once per size into pixmaps at
the screen's device pixel ratio (never blurry on HiDPI).

The deck's SVG (megabytes, and Qt's SVG module with it) is read when the first card is drawn
or measured, not when the art is made: the app's window shows before any table needs it.
"""

from __future__ import annotations

import math
from typing import TYPE_CHECKING

from PySide6.QtCore import QPointF, QRectF, QSize, Qt
from PySide6.QtGui import QColor, QFont, QPainter, QPainterPath, QPen, QPixmap, QPolygonF

from cardtable.cards import Card, Rank, Suit
from cardtable.resources import assets_dir

if TYPE_CHECKING:
    from PySide6.QtSvg import QSvgRenderer

_SUIT_ID = {Suit.SPADES: "spade", Suit.HEARTS: "heart", Suit.DIAMONDS: "diamond",
            Suit.CLUBS: "club"}
_RANK_ID = {Rank.ACE: "1", Rank.KING: "king", Rank.QUEEN: "queen", Rank.JACK: "jack"}

_CARD_W, _CARD_H = 169.075, 244.64  # one card of the classic deck, in its SVG's units
CARD_RATIO = _CARD_H / _CARD_W

#: deck id -> (file under assets/cards, every card drawn at the origin of its own frame)
DECKS: dict[str, tuple[str, bool]] = {
    "classic": ("svg-cards.svg", True),
    "anglo": ("anglo.svgz", False),
    "tango": ("tango.svgz", False),
}
#: "deck" is the deck's own back; the others are drawn here (colour, pattern colour).
BACKS: dict[str, tuple[str, str]] = {
    "deck": ("", ""),
    "persian-red": ("#8e1b24", "#e8c36a"),
    "turquoise": ("#0f6f78", "#f1e3b5"),
    "green": ("#1e5a37", "#d9e8c8"),
}


def element_id(card: Card | None) -> str:
    """The SVG element that draws `card` (None: the back)."""
    if card is None:
        return "back"
    if card.rank is Rank.RED_JOKER:
        return "joker_red"
    if card.rank in (Rank.BLACK_JOKER, Rank.JOKER):
        return "joker_black"
    assert card.suit is not None
    rank = _RANK_ID.get(card.rank, str(int(card.rank)) if card.rank <= Rank.TEN else "")
    return f"{_SUIT_ID[card.suit]}_{rank}"


class CardArt:
    def __init__(self, deck: str = "classic", back: str = "deck") -> None:
        self._cache: dict[tuple[str, int, float], QPixmap] = {}
        self.deck = ""
        self.back = "deck"
        self._renderer: QSvgRenderer | None = None
        self._ratio = CARD_RATIO
        self._origin_aligned = True
        self.set_theme(deck, back)

    def set_theme(self, deck: str, back: str) -> None:
        """Switch the deck and the back (unknown names fall back to the classic ones)."""
        if deck not in DECKS:
            deck = "classic"
        if back not in BACKS:
            back = "deck"
        if deck != self.deck:
            self._renderer = None  # the new deck is read when a card needs it
            self._origin_aligned = DECKS[deck][1]
        self.deck, self.back = deck, back
        self._cache.clear()

    @property
    def renderer(self) -> QSvgRenderer:
        """The deck's SVG, read at its first use."""
        return self._read_deck() if self._renderer is None else self._renderer

    @property
    def loaded(self) -> bool:
        """Whether the deck's SVG has been read yet."""
        return self._renderer is not None

    @property
    def ratio(self) -> float:
        """A card's height over its width, in this deck (read from the deck's SVG)."""
        if self._renderer is None:
            self._read_deck()
        return self._ratio

    def _read_deck(self) -> QSvgRenderer:
        from PySide6.QtSvg import QSvgRenderer

        renderer = QSvgRenderer(str(assets_dir() / "cards" / DECKS[self.deck][0]))
        frame = renderer.boundsOnElement("club_2")
        self._ratio = frame.height() / frame.width() if frame.width() > 0 else CARD_RATIO
        self._renderer = renderer
        return renderer

    @property
    def ok(self) -> bool:
        return self.renderer.isValid()

    def pixmap(self, card: Card | None, width: int, dpr: float) -> QPixmap:
        key = (element_id(card), width, dpr)
        pm = self._cache.get(key)
        if pm is None:
            pm = self._render(key[0], card, width, dpr)
            if len(self._cache) > 600:
                self._cache.clear()
            self._cache[key] = pm
        return pm

    def _render(self, element: str, card: Card | None, width: int, dpr: float) -> QPixmap:
        height = round(width * self.ratio)
        size = QSize(round(width * dpr), round(height * dpr))
        pm = QPixmap(size)
        pm.fill(Qt.GlobalColor.transparent)
        painter = QPainter(pm)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        rect = QRectF(0, 0, size.width(), size.height())
        radius = size.width() * 0.06
        clip = QPainterPath()
        clip.addRoundedRect(rect.adjusted(0.5, 0.5, -0.5, -0.5), radius, radius)
        painter.setClipPath(clip)
        painter.fillRect(rect, QColor("white"))
        if card is None and self.back != "deck":
            _draw_back(painter, rect, *BACKS[self.back])
        elif card is not None and card.rank in (Rank.ELEVEN, Rank.TWELVE):
            _draw_numeral(painter, rect, card)
        elif self.renderer.elementExists(element):
            if self._origin_aligned:
                # Some elements (the ace of spades) reach past the card: keep their scale.
                b = self.renderer.boundsOnElement(element)
                sx, sy = rect.width() / _CARD_W, rect.height() / _CARD_H
                target = QRectF(b.x() * sx, b.y() * sy, b.width() * sx, b.height() * sy)
            else:
                target = rect
            self.renderer.render(painter, element, target)
        else:  # a missing element still shows the card's name rather than nothing
            painter.setPen(QColor("black"))
            painter.drawText(rect, Qt.AlignmentFlag.AlignCenter, card.code if card else "")
        painter.setClipping(False)
        painter.setBrush(Qt.BrushStyle.NoBrush)
        painter.setPen(QPen(QColor(0, 0, 0, 110), max(1.0, dpr)))
        painter.drawRoundedRect(rect.adjusted(0.5, 0.5, -0.5, -0.5), radius, radius)
        painter.end()
        pm.setDevicePixelRatio(dpr)
        return pm


def _draw_back(painter: QPainter, rect: QRectF, colour: str, ink: str) -> None:
    """A back of the app's own: a coloured field, a lattice and an eight-pointed star."""
    w, h = rect.width(), rect.height()
    painter.fillRect(rect, QColor(colour))
    inner = rect.adjusted(w * 0.06, w * 0.06, -w * 0.06, -w * 0.06)
    pen = QPen(QColor(ink), max(1.0, w * 0.012))
    painter.setPen(pen)
    painter.setBrush(Qt.BrushStyle.NoBrush)
    painter.drawRoundedRect(inner, w * 0.04, w * 0.04)
    painter.save()
    painter.setClipRect(inner.adjusted(w * 0.02, w * 0.02, -w * 0.02, -w * 0.02))
    faint = QColor(ink)
    faint.setAlpha(90)
    painter.setPen(QPen(faint, max(1.0, w * 0.006)))
    step = w * 0.11
    x = inner.left() - h
    while x < inner.right() + h:
        painter.drawLine(QPointF(x, inner.top()), QPointF(x + h, inner.bottom()))
        painter.drawLine(QPointF(x + h, inner.top()), QPointF(x, inner.bottom()))
        x += step
    painter.restore()
    centre = rect.center()
    radius = w * 0.22
    star = QPolygonF()
    for i in range(16):
        r = radius if i % 2 == 0 else radius * 0.55
        angle = math.pi / 8 * i
        star.append(QPointF(centre.x() + r * math.cos(angle), centre.y() + r * math.sin(angle)))
    painter.setPen(QPen(QColor(ink), max(1.0, w * 0.01)))
    painter.setBrush(QColor(colour).darker(125))
    painter.drawPolygon(star)


def _draw_numeral(painter: QPainter, rect: QRectF, card: Card) -> None:
    """The 11s and 12s of the 60-card pack, which no deck draws: corner indices and pips."""
    assert card.suit is not None
    colour = QColor("#c0182a" if card.suit.is_red else "#111111")
    w, h = rect.width(), rect.height()
    text = str(card.rank.pip)
    font = QFont("Vazirmatn")
    font.setPixelSize(max(6, int(w * 0.16)))
    font.setBold(True)
    painter.setFont(font)
    painter.setPen(colour)
    corner = QRectF(w * 0.04, h * 0.02, w * 0.3, h * 0.12)
    painter.drawText(corner, Qt.AlignmentFlag.AlignCenter, text)
    painter.drawText(QRectF(w * 0.04, h * 0.12, w * 0.3, h * 0.1), Qt.AlignmentFlag.AlignCenter,
                     card.suit.symbol)
    painter.save()
    painter.translate(rect.center())
    painter.rotate(180)
    painter.translate(-rect.center())
    painter.drawText(corner, Qt.AlignmentFlag.AlignCenter, text)
    painter.drawText(QRectF(w * 0.04, h * 0.12, w * 0.3, h * 0.1), Qt.AlignmentFlag.AlignCenter,
                     card.suit.symbol)
    painter.restore()
    big = QFont(font)
    big.setPixelSize(max(8, int(w * 0.5)))
    painter.setFont(big)
    painter.drawText(rect, Qt.AlignmentFlag.AlignCenter, card.suit.symbol)
