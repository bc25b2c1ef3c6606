"""The ring of arrows round a table's middle piles that points the way play goes, and
sweeps round when the way reverses (Mau-Mau's 10). Drawn on the felt, under every card."""

from __future__ import annotations

import math

from PySide6.QtCore import QPointF, QRectF, Qt, QVariantAnimation
from PySide6.QtGui import QColor, QPainter, QPainterPath, QPen, QPolygonF
from PySide6.QtWidgets import QGraphicsObject, QStyleOptionGraphicsItem, QWidget

from cardtable.ui.table import timings as T


class DirectionRing(QGraphicsObject):
    """Arrows round the piles, pointing the way play goes; they sweep round when a 10
    reverses it. Drawn on the felt, under every card."""

    def __init__(self) -> None:
        super().__init__()
        self.rect = QRectF(-100, -60, 200, 120)
        self.counter_clockwise = True
        self.phase = 0.0
        self.anim: QVariantAnimation | None = None
        self.setZValue(1)
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)

    def set_rect(self, rect: QRectF) -> None:
        self.prepareGeometryChange()
        self.rect = QRectF(rect)
        self.update()

    def boundingRect(self) -> QRectF:  # noqa: N802 (Qt's name)
        return self.rect.adjusted(-14, -14, 14, 14)

    def _point(self, degrees: float) -> QPointF:
        t = math.radians(degrees)
        c = self.rect.center()
        return QPointF(c.x() + self.rect.width() / 2 * math.cos(t),
                       c.y() - self.rect.height() / 2 * math.sin(t))

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem,
              widget: QWidget | None = None) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        colour = QColor(255, 244, 200, 120)
        pen = QPen(colour, 4)
        pen.setCapStyle(Qt.PenCapStyle.RoundCap)
        for k in range(4):
            start = self.phase + k * 90 + 12
            end = start + 62
            path = QPainterPath(self._point(start))
            steps = 24
            for i in range(1, steps + 1):
                path.lineTo(self._point(start + (end - start) * i / steps))
            painter.setPen(pen)
            painter.setBrush(Qt.BrushStyle.NoBrush)
            painter.drawPath(path)
            # The arrowhead at the leading end: angles grow counter-clockwise on screen.
            tip_at, back = (end, end - 6) if self.counter_clockwise else (start, start + 6)
            tip, behind = self._point(tip_at), self._point(back)
            dx, dy = tip.x() - behind.x(), tip.y() - behind.y()
            norm = math.hypot(dx, dy) or 1.0
            ux, uy = dx / norm, dy / norm
            size = 13.0
            head = QPolygonF([
                QPointF(tip.x() + ux * size * 0.6, tip.y() + uy * size * 0.6),
                QPointF(tip.x() - ux * size * 0.5 - uy * size * 0.6,
                        tip.y() - uy * size * 0.5 + ux * size * 0.6),
                QPointF(tip.x() - ux * size * 0.5 + uy * size * 0.6,
                        tip.y() - uy * size * 0.5 - ux * size * 0.6),
            ])
            painter.setPen(Qt.PenStyle.NoPen)
            painter.setBrush(colour)
            painter.drawPolygon(head)

    def show_direction(self, counter_clockwise: bool, ms: int) -> None:
        """Point the arrows the new way and sweep them a half turn round that way."""
        self.counter_clockwise = counter_clockwise
        if self.anim is not None:
            self.anim.stop()
            self.anim = None
        if ms <= 0:
            self.phase = 0.0
            self.update()
            return
        anim = QVariantAnimation(self)
        anim.setDuration(ms)
        sweep = 180.0 if counter_clockwise else -180.0
        anim.setStartValue(0.0)
        anim.setEndValue(sweep)
        anim.setEasingCurve(T.EASE_MOVE)
        anim.valueChanged.connect(self._set_phase)
        self.anim = anim
        anim.start()

    def _set_phase(self, value: object) -> None:
        self.phase = float(value)  # type: ignore[arg-type]
        self.update()
