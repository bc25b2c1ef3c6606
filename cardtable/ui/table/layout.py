"""Zones to screen positions. The model names zones; only this file knows where they are.

The human sits at the bottom. `sides` maps each seat to a side of the table; for the
Persian games that pass to the right (counter-clockwise), the next seat after the human
sits on the right, then the top, then the left.
"""

from __future__ import annotations

from PySide6.QtCore import QPointF, QSizeF

from cardtable.ui.table.card_art import CARD_RATIO

BOTTOM, RIGHT, TOP, LEFT = "bottom", "right", "top", "left"
_CCW = (BOTTOM, RIGHT, TOP, LEFT)
_CW = (BOTTOM, LEFT, TOP, RIGHT)


def sides_for(players: int, human: int, counter_clockwise: bool = True) -> dict[int, str]:
    order = _CCW if counter_clockwise else _CW
    if players == 4:
        return {(human + i) % 4: order[i] for i in range(4)}
    if players == 2:
        return {human: BOTTOM, (human + 1) % 2: TOP}
    if players == 3:
        third = (RIGHT, LEFT) if counter_clockwise else (LEFT, RIGHT)
        return {human: BOTTOM, (human + 1) % 3: third[0], (human + 2) % 3: third[1]}
    raise ValueError(f"no table layout for {players} players yet")


class TableLayout:
    def __init__(self, size: QSizeF, sides: dict[int, str]) -> None:
        self.w = size.width()
        self.h = size.height()
        self.sides = sides
        self.card_w = max(36, int(min(self.w / 12.5, self.h / 6.4)))
        self.card_h = self.card_w * CARD_RATIO
        self.centre = QPointF(self.w / 2, self.h / 2 - self.card_h * 0.05)

    @property
    def margin(self) -> float:
        return self.card_w * 0.18

    def anchor(self, seat: int) -> QPointF:
        """The middle of a seat's hand."""
        side = self.sides[seat]
        m, cw, ch = self.margin, self.card_w, self.card_h
        if side == BOTTOM:
            return QPointF(self.w / 2, self.h - ch / 2 - m)
        if side == TOP:
            return QPointF(self.w / 2, ch * 0.5 + m * 0.5)
        if side == RIGHT:
            return QPointF(self.w - cw / 2 - m, self.h / 2 - ch * 0.15)
        return QPointF(cw / 2 + m, self.h / 2 - ch * 0.15)

    def hand(self, seat: int, count: int) -> list[QPointF]:
        """A fanned row (bottom, top) or column (sides) of `count` cards."""
        if count == 0:
            return []
        side = self.sides[seat]
        a = self.anchor(seat)
        if side == BOTTOM:
            step = min(self.card_w * 0.62, (self.w * 0.66 - self.card_w) / max(1, count - 1))
        elif side == TOP:
            step = min(self.card_w * 0.3, (self.w * 0.5 - self.card_w) / max(1, count - 1))
        else:
            step = min(self.card_h * 0.16, (self.h * 0.5) / max(1, count - 1))
        span = step * (count - 1)
        if side in (BOTTOM, TOP):
            return [QPointF(a.x() - span / 2 + i * step, a.y()) for i in range(count)]
        return [QPointF(a.x(), a.y() - span / 2 + i * step) for i in range(count)]

    def toward(self, seat: int, distance: float) -> QPointF:
        """A point between the centre and the seat."""
        side = self.sides[seat]
        c = self.centre
        dx = {LEFT: -1.0, RIGHT: 1.0}.get(side, 0.0)
        dy = {TOP: -1.0, BOTTOM: 1.0}.get(side, 0.0)
        return QPointF(c.x() + dx * distance * self.card_w, c.y() + dy * distance * self.card_h)

    def trick(self, seat: int) -> QPointF:
        side = self.sides[seat]
        return self.toward(seat, 0.78 if side in (LEFT, RIGHT) else 0.42)

    def lot(self, seat: int) -> QPointF:
        side = self.sides[seat]
        return self.toward(seat, 1.6 if side in (LEFT, RIGHT) else 0.85)

    def deck(self) -> QPointF:
        return QPointF(self.centre)

    def won(self, seat: int, index: int) -> QPointF:
        """A seat's pile of tricks won: on the felt between the middle and the seat, to the
        seat's own left, each trick slightly offset so the count can be seen."""
        side = self.sides[seat]
        c = self.centre
        cw, ch = self.card_w, self.card_h
        shift = index * cw * 0.07
        if side == BOTTOM:
            return QPointF(c.x() + 1.7 * cw + shift, c.y() + 1.2 * ch)
        if side == TOP:
            return QPointF(c.x() - 1.7 * cw - shift, c.y() - 1.2 * ch)
        if side == RIGHT:
            return QPointF(c.x() + 2.7 * cw, c.y() - 1.0 * ch + shift)
        return QPointF(c.x() - 2.7 * cw, c.y() + 1.0 * ch - shift)

    def label(self, seat: int, count: int = 13) -> QPointF:
        """Where a seat's name plate sits (its centre): clear of its hand and the corners."""
        side = self.sides[seat]
        a = self.anchor(seat)
        cw, ch = self.card_w, self.card_h
        if side == BOTTOM:
            first = self.hand(seat, max(1, count))[0]
            return QPointF(max(cw * 0.9, first.x() - cw * 1.3), a.y() + ch * 0.1)
        if side == TOP:
            return QPointF(a.x(), a.y() + ch * 0.5 + ch * 0.16)
        points = self.hand(seat, max(1, count))
        return QPointF(a.x(), points[0].y() - ch * 0.5 - ch * 0.13)
