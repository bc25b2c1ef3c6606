"""Zones to screen positions. The model names zones; only this file (and a game's own
`GameUI.position` hook) knows where they are.

The human sits at the bottom. Every other seat gets a place on an edge of the table,
written "edge:fraction" ("top:0.3" is on the top edge, three tenths across; "left:0.6" on
the left edge, six tenths down). Seats follow the direction of play: for the Persian
games that pass to the right (counter-clockwise) the next seat after the human sits on
the right, then along the top from right to left, then down the left side.
"""

from __future__ import annotations

from PySide6.QtCore import QPointF, QSizeF

from cardtable.ui.table.card_art import CARD_RATIO

BOTTOM, RIGHT, TOP, LEFT = "bottom", "right", "top", "left"

CORNER = 0.22
"""The share of the width each top corner keeps for a game's info box when two hands share
the top edge (five players): the hands fan out between the corners."""

CORNER_HEIGHT = 124.0
"""How far down the top corners stay free for a game's info box (four lines of text) above a
lone seat's column on the left or right edge."""

# Counter-clockwise places of the other seats, by their number (1 to 8).
_CCW_PLACES: dict[int, tuple[str, ...]] = {
    1: ("top",),
    2: ("right", "left"),
    3: ("right", "top", "left"),
    4: ("right:0.55", "top:0.64", "top:0.36", "left:0.55"),
    5: ("right:0.6", "top:0.78", "top:0.5", "top:0.22", "left:0.6"),
    6: ("right:0.72", "right:0.36", "top:0.64", "top:0.36", "left:0.36", "left:0.72"),
    7: ("right:0.72", "right:0.36", "top:0.75", "top:0.5", "top:0.25", "left:0.36",
        "left:0.72"),
    8: ("right:0.75", "right:0.42", "top:0.8", "top:0.6", "top:0.4", "top:0.2",
        "left:0.42", "left:0.75"),
}


def _mirror(place: str) -> str:
    edge, _, frac = place.partition(":")
    edge = {LEFT: RIGHT, RIGHT: LEFT}.get(edge, edge)
    if frac and edge == TOP:
        frac = f"{1 - float(frac):.2f}"
    return f"{edge}:{frac}" if frac else edge


def sides_for(players: int, human: int, counter_clockwise: bool = True) -> dict[int, str]:
    """Each seat's place at the table, the human at the bottom."""
    if not 1 <= players <= 9:
        raise ValueError(f"no table layout for {players} players")
    places = _CCW_PLACES.get(players - 1, ())
    if not counter_clockwise:
        places = tuple(_mirror(p) for p in places)
    sides = {human: BOTTOM}
    for i, place in enumerate(places, start=1):
        sides[(human + i) % players] = place
    return sides


def edge_of(place: str) -> tuple[str, float]:
    edge, _, frac = place.partition(":")
    return edge, float(frac) if frac else 0.5


class TableLayout:
    def __init__(self, size: QSizeF, sides: dict[int, str], ratio: float = CARD_RATIO) -> None:
        self.w = size.width()
        self.h = size.height()
        self.sides = sides
        self.card_w = max(36, int(min(self.w / 12.5, self.h / 6.4)))
        self.card_h = self.card_w * ratio
        self.centre = QPointF(self.w / 2, self.h / 2 - self.card_h * 0.05)
        self._crowd = {edge: sum(1 for p in sides.values() if edge_of(p)[0] == edge)
                       for edge in (TOP, LEFT, RIGHT, BOTTOM)}

    @property
    def margin(self) -> float:
        return self.card_w * 0.18

    def edge(self, seat: int) -> str:
        return edge_of(self.sides[seat])[0]

    def anchor(self, seat: int) -> QPointF:
        """The middle of a seat's hand."""
        edge, frac = edge_of(self.sides[seat])
        m, cw, ch = self.margin, self.card_w, self.card_h
        if edge == BOTTOM:
            return QPointF(self.w / 2, self.h - ch / 2 - m)
        if edge == TOP:
            return QPointF(self.w * frac, ch * 0.5 + m * 0.5)
        y = self.h * frac - ch * 0.15
        if edge == RIGHT:
            return QPointF(self.w - cw / 2 - m, y)
        return QPointF(cw / 2 + m, y)

    def hand(self, seat: int, count: int) -> list[QPointF]:
        """A fanned row (bottom, top) or column (sides) of `count` cards."""
        if count == 0:
            return []
        edge = self.edge(seat)
        a = self.anchor(seat)
        crowd = max(1, self._crowd.get(edge, 1))
        gaps = max(1, count - 1)
        if edge == BOTTOM:
            # 0.62 of the width: the side seats' plates (wide in Persian) keep the corners.
            step = min(self.card_w * 0.62, (self.w * 0.62 - self.card_w) / gaps)
        elif edge == TOP:
            if crowd == 2:  # each in half of what the corners leave, a little apart
                room = self.w * ((1 - 2 * CORNER) / 2 - 0.01) - self.card_w
            else:
                room = self.w * (0.5 if crowd == 1 else 0.78 / crowd) - self.card_w
            step = max(1.0, min(self.card_w * 0.3, room / gaps))
        else:
            room = self.h * 0.5 if crowd == 1 else self.h * 0.34 - self.card_h * 0.8
            if crowd == 1:  # a long column (a Mau-Mau hand) stops short of the top corner
                room = min(room, 2 * (a.y() - self.card_h / 2 - CORNER_HEIGHT))
            step = max(1.0, min(self.card_h * 0.16, room / gaps))
        span = step * (count - 1)
        if edge in (BOTTOM, TOP):
            return [QPointF(a.x() - span / 2 + i * step, a.y()) for i in range(count)]
        return [QPointF(a.x(), a.y() - span / 2 + i * step) for i in range(count)]

    def _unit(self, seat: int) -> tuple[float, float]:
        """The direction from the middle of the table to the seat, in card units."""
        if self.sides[seat] in (BOTTOM, TOP, LEFT, RIGHT):
            return {BOTTOM: (0.0, 1.0), TOP: (0.0, -1.0), LEFT: (-1.0, 0.0),
                    RIGHT: (1.0, 0.0)}[self.sides[seat]]
        a = self.anchor(seat)
        dx = (a.x() - self.centre.x()) / (self.w / 2)
        dy = (a.y() - self.centre.y()) / (self.h / 2)
        norm = max(abs(dx), abs(dy), 1e-6)
        return dx / norm, dy / norm

    def toward(self, seat: int, distance: float) -> QPointF:
        """A point between the centre and the seat."""
        ux, uy = self._unit(seat)
        c = self.centre
        return QPointF(c.x() + ux * distance * self.card_w, c.y() + uy * distance * self.card_h)

    def trick(self, seat: int) -> QPointF:
        ux, uy = self._unit(seat)
        return self.toward(seat, 0.78 if abs(ux) > abs(uy) else 0.42)

    def lot(self, seat: int) -> QPointF:
        ux, uy = self._unit(seat)
        return self.toward(seat, 1.6 if abs(ux) > abs(uy) else 0.85)

    def deck(self) -> QPointF:
        return QPointF(self.centre)

    def pile(self, index: int, of: int) -> QPointF:
        """The `index`th of `of` piles in a row across the middle (stock, discards...)."""
        c = self.centre
        step = self.card_w * 1.3
        return QPointF(c.x() + (index - (of - 1) / 2) * step, c.y())

    WON_SCALE = 0.7  # won tricks are drawn smaller: they are a count, not cards to read

    def won(self, seat: int, index: int) -> QPointF:
        """A seat's pile of tricks won: on the felt between the middle and the seat, to the
        seat's own left, each trick slightly offset so the count can be seen."""
        c = self.centre
        cw, ch = self.card_w, self.card_h
        small_h = ch * self.WON_SCALE
        shift = index * cw * 0.07
        place = self.sides[seat]
        hand_top = self.h - ch - self.margin * 2  # the top edge of the human's hand
        if place == BOTTOM:
            return QPointF(c.x() + 1.7 * cw + shift, min(c.y() + 1.2 * ch,
                                                          hand_top - small_h / 2))
        if place == TOP:
            return QPointF(c.x() - 1.7 * cw - shift, max(c.y() - 1.2 * ch,
                                                          ch + self.margin * 2 + small_h / 2))
        if place == RIGHT:
            # Below the top seat's name plate (which follows its hand aside on a small
            # table, where the middle is near the top).
            plate_bottom = self.margin + 1.3 * ch
            return QPointF(c.x() + 2.7 * cw,
                           max(c.y() - 1.0 * ch, plate_bottom + 6 + small_h / 2) + shift)
        if place == LEFT:
            return QPointF(c.x() - 2.7 * cw, min(c.y() + 1.0 * ch - shift,
                                                  hand_top - small_h / 2))
        # Crowded tables: just inside the seat, beside its hand.
        a = self.anchor(seat)
        edge = self.edge(seat)
        if edge == TOP:
            return QPointF(a.x() + shift, a.y() + ch * 0.95)
        inward = 1.0 if edge == LEFT else -1.0
        return QPointF(a.x() + inward * cw * 1.15, a.y() + shift)

    def label(self, seat: int, count: int = 13) -> QPointF:
        """Where a seat's name plate sits (its centre): clear of its hand and the corners."""
        edge = self.edge(seat)
        a = self.anchor(seat)
        cw, ch = self.card_w, self.card_h
        if edge == BOTTOM:
            first = self.hand(seat, max(1, count))[0]
            # Wide enough apart for a two-part plate in Persian ("شما (دست‌دهنده) · …").
            return QPointF(max(cw * 0.9, first.x() - cw * 1.5), a.y() + ch * 0.1)
        if edge == TOP:
            return QPointF(a.x(), a.y() + ch * 0.5 + ch * 0.16)
        points = self.hand(seat, max(1, count))
        if self.seat_below(seat) is not None:
            # Two seats down one side: below the upper column the plate would lie on the
            # lower seat's cards, so it goes above, in the corner.
            return QPointF(a.x(), points[0].y() - ch * 0.5 - ch * 0.2)
        # Below a side seat's column of cards: the top corners belong to the info box.
        return QPointF(a.x(), points[-1].y() + ch * 0.5 + ch * 0.2)  # room for two lines

    def seat_below(self, seat: int) -> int | None:
        """The seat under this one on the same side edge of a crowded table, if any."""
        edge, frac = edge_of(self.sides[seat])
        if edge not in (LEFT, RIGHT):
            return None
        below = [(f, s) for s, p in self.sides.items()
                 for e, f in [edge_of(p)] if e == edge and f > frac]
        return min(below)[1] if below else None
