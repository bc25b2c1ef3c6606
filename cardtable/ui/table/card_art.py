"""Card faces and backs drawn from the SVG deck, rendered once per size into pixmaps at
the screen's device pixel ratio (never blurry on HiDPI)."""

from __future__ import annotations

from PySide6.QtCore import QRectF, QSize, Qt
from PySide6.QtGui import QColor, QPainter, QPainterPath, QPen, QPixmap
from PySide6.QtSvg import QSvgRenderer

from cardtable.cards import Card, Rank, Suit
from cardtable.resources import assets_dir

_SUIT_ID = {Suit.SPADES: "spade", Suit.HEARTS: "heart", Suit.DIAMONDS: "diamond",
            Suit.CLUBS: "club"}
_RANK_ID = {Rank.ACE: "1", Rank.KING: "king", Rank.QUEEN: "queen", Rank.JACK: "jack"}

_CARD_W, _CARD_H = 169.075, 244.64  # one card in the SVG's units
CARD_RATIO = _CARD_H / _CARD_W


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
    def __init__(self) -> None:
        self.renderer = QSvgRenderer(str(assets_dir() / "cards" / "svg-cards.svg"))
        self._cache: dict[tuple[str, int, float], QPixmap] = {}

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
        height = round(width * CARD_RATIO)
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
        if self.renderer.elementExists(element):
            # Some elements (the ace of spades) reach past the card: keep their scale.
            b = self.renderer.boundsOnElement(element)
            sx, sy = rect.width() / _CARD_W, rect.height() / _CARD_H
            target = QRectF(b.x() * sx, b.y() * sy, b.width() * sx, b.height() * sy)
            self.renderer.render(painter, element, target)
        else:  # a missing element still shows the card's name rather than nothing
            painter.setPen(QColor("black"))
            painter.drawText(rect, Qt.AlignmentFlag.AlignCenter, card.code if card else "")
        painter.setClipping(False)
        painter.setPen(QPen(QColor(0, 0, 0, 110), max(1.0, dpr)))
        painter.drawRoundedRect(rect.adjusted(0.5, 0.5, -0.5, -0.5), radius, radius)
        painter.end()
        pm.setDevicePixelRatio(dpr)
        return pm
