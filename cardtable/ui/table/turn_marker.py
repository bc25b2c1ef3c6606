"""The seat to act, marked on the felt: a soft lit band around its hand, under the cards
(its name plate turns gold as well). Whose turn it is shows at a glance from anywhere on
the table, not only from a label."""

from __future__ import annotations

import shiboken6
from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QBrush, QColor, QPainterPath, QPen
from PySide6.QtWidgets import QGraphicsPathItem, QGraphicsScene

GLOW = QColor(255, 214, 90, 70)
EDGE = QColor(255, 214, 90, 200)
MARGIN = 0.14
"""The band's margin around the hand, in card widths."""
Z = 1.0
"""Above the felt, under every card."""


class TurnMarker:
    """One lit band, moved to the hand of the seat to act (hidden when no seat acts)."""

    def __init__(self) -> None:
        self.item: QGraphicsPathItem | None = None
        self.seat: int | None = None

    def _item(self, scene: QGraphicsScene) -> QGraphicsPathItem:
        # The view clears its scene for a new match or round: the band is made again.
        # Made by the scene, which owns it (an item made in Python and deleted by the
        # scene's clear() would be freed twice).
        if self.item is None or not shiboken6.isValid(self.item) or self.item.scene() is not scene:
            self.item = scene.addPath(QPainterPath(), QPen(EDGE), QBrush(GLOW))
            self.item.setZValue(Z)
            self.item.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
        return self.item

    def show(self, scene: QGraphicsScene, seat: int | None, hand: QRectF | None,
             card_width: float) -> None:
        """Mark `seat`'s hand lying at `hand` (scene coordinates); None hides the band."""
        item = self._item(scene)
        self.seat = seat
        if seat is None or hand is None or hand.isEmpty():
            item.hide()
            return
        margin = MARGIN * card_width
        pen = max(1.5, card_width / 40)
        # A hand lies against the table's edge, nearer it than the band's margin: on that
        # side the band hugs the cards closer, so that its whole edge stays in sight.
        room = scene.sceneRect().adjusted(pen, pen, -pen, -pen)
        rect = hand.adjusted(-margin, -margin, margin, margin).intersected(room)
        if not rect.contains(hand):
            rect = hand.adjusted(-margin, -margin, margin, margin)
        path = QPainterPath()
        path.addRoundedRect(rect, 2 * margin, 2 * margin)
        item.setPen(QPen(EDGE, pen))
        item.setPath(path)
        item.show()

    def rect(self) -> QRectF | None:
        """Where the band lies now (None: hidden), for tests."""
        if self.item is None or not shiboken6.isValid(self.item) or not self.item.isVisible():
            return None
        return self.item.path().boundingRect()
