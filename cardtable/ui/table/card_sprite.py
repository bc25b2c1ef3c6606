"""One card on the table: a pixmap that moves, turns over, lights up when playable and
stays inert (dimmed) when not. It knows no rules."""

from __future__ import annotations

from PySide6.QtCore import QPointF, QRectF, Qt, Signal
from PySide6.QtGui import QColor, QPainter, QPen, QTransform
from PySide6.QtWidgets import QGraphicsObject, QStyleOptionGraphicsItem, QWidget

from cardtable.cards import Card
from cardtable.ui.table.card_art import CardArt

_MOVED_ONLY = (QTransform.TransformationType.TxNone, QTransform.TransformationType.TxTranslate)


class CardSprite(QGraphicsObject):
    clicked = Signal(object)

    def __init__(self, card: Card, art: CardArt, width: int, dpr: float) -> None:
        super().__init__()
        self.card = card
        self.art = art
        self.face_up = False
        self.playable = False
        self.inert = False
        self.focused = False
        self.selected = False  # chosen in a selection (bid cards, cards laid away...)
        self.zone: tuple[object, ...] | None = None
        self._width = width
        self._dpr = dpr
        self._hover = False
        self.setAcceptHoverEvents(True)
        self.setCacheMode(QGraphicsObject.CacheMode.NoCache)

    # ----------------------------------------------------------------- looks

    def set_size(self, width: int, dpr: float) -> None:
        if (width, dpr) != (self._width, self._dpr):
            self.prepareGeometryChange()
            self._width, self._dpr = width, dpr
            self.update()

    def set_face_up(self, up: bool) -> None:
        if up != self.face_up:
            self.face_up = up
            self.update()

    def set_playable(self, playable: bool, inert: bool) -> None:
        self.playable, self.inert = playable, inert
        self.setCursor(Qt.CursorShape.PointingHandCursor if playable
                       else Qt.CursorShape.ArrowCursor)
        self.update()

    def set_selected(self, selected: bool) -> None:
        self.selected = selected
        self.update()

    def set_focused(self, focused: bool) -> None:
        self.focused = focused
        self.update()

    def face_rect(self) -> QRectF:
        """The card itself, in the sprite's coordinates (its bounding rect also holds the
        room the card rises into)."""
        w = self._width
        h = w * self.art.ratio
        return QRectF(-w / 2, -h / 2, w, h)

    def boundingRect(self) -> QRectF:  # noqa: N802 (Qt's name)
        w = self._width
        r = self.art.ratio
        # Room above the card for it to rise when chosen or pointed at.
        return QRectF(-w / 2 - 3, -w * r / 2 - w * 0.3 - 3, w + 6, w * r + w * 0.3 + 6)

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem,
              widget: QWidget | None = None) -> None:
        w = self._width
        h = round(w * self.art.ratio)
        lift = -w * 0.12 if self.playable and (self._hover or self.focused) else 0.0
        if self.selected:
            lift = -w * 0.3
        top_left = QPointF(-w / 2, -h / 2 + lift)
        pm = self.art.pixmap(self.card if self.face_up else None, w, self._dpr)
        if painter.worldTransform().type() in _MOVED_ONLY:
            # The pixmap is rendered at its size on screen: unless the table is scaled, it
            # is copied, not filtered (filtering every card was a third of a repaint).
            smooth = painter.testRenderHint(QPainter.RenderHint.SmoothPixmapTransform)
            painter.setRenderHint(QPainter.RenderHint.SmoothPixmapTransform, False)
            painter.drawPixmap(top_left, pm)
            painter.setRenderHint(QPainter.RenderHint.SmoothPixmapTransform, smooth)
        else:
            painter.drawPixmap(top_left, pm)
        if self.inert:
            painter.setPen(Qt.PenStyle.NoPen)
            painter.setBrush(QColor(0, 0, 0, 95))
            painter.drawRoundedRect(QRectF(top_left.x(), top_left.y(), w, h), w * 0.06, w * 0.06)
        if self.selected:
            painter.setBrush(Qt.BrushStyle.NoBrush)
            painter.setPen(QPen(QColor(64, 160, 255), 3))
            painter.drawRoundedRect(QRectF(top_left.x() - 1, top_left.y() - 1, w + 2, h + 2),
                                    w * 0.07, w * 0.07)
        elif self.playable and (self.focused or self._hover):
            painter.setBrush(Qt.BrushStyle.NoBrush)
            painter.setPen(QPen(QColor(255, 214, 64), 3))
            painter.drawRoundedRect(QRectF(top_left.x() - 1, top_left.y() - 1, w + 2, h + 2),
                                    w * 0.07, w * 0.07)

    # ----------------------------------------------------------------- input

    def hoverEnterEvent(self, event: object) -> None:  # noqa: N802
        self._hover = True
        self.update()

    def hoverLeaveEvent(self, event: object) -> None:  # noqa: N802
        self._hover = False
        self.update()

    def mousePressEvent(self, event: object) -> None:  # noqa: N802
        if self.playable:
            self.clicked.emit(self)
