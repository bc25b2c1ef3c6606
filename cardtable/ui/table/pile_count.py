"""A count on a pile of tricks taken (or pairs laid out): a round badge at the pile's corner
saying how many lie in it, so that nobody counts backs of cards (its tooltip says it in
words)."""

from __future__ import annotations

import math
from typing import TYPE_CHECKING

import shiboken6
from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QBrush, QColor, QFont, QPen
from PySide6.QtWidgets import QGraphicsEllipseItem, QGraphicsScene, QGraphicsSimpleTextItem

from cardtable.ui.words import Counted, num

if TYPE_CHECKING:
    from cardtable.ui.table.screen import TableScreen as Screen
    from cardtable.ui.table.spec import PileSpec

FILL = QColor(255, 214, 90)
INK = QColor(40, 30, 10)
SIZE = 0.5
"""The badge's width, in the pile's card widths (never under `LEAST` pixels)."""
LEAST = 18.0
TableScreen = Counted("TableScreen")
Key = tuple[object, ...]
"""A badge's key: the zone of the pile it counts (for one stack, the pile's pattern)."""
Z = 290.0
"""Over the piles at the seats (z under 100), under a trick being played (z 300)."""


def tricks_in(cards: int, per_trick: int) -> int:
    """Tricks a pile of `cards` holds (a trick not yet squared counts as one)."""
    return math.ceil(cards / per_trick) if cards > 0 else 0


class PileCounts:
    """One badge per pile that counts, kept in the view's scene (which owns the items:
    a scene cleared for a new round deletes them, and they are made again)."""

    def __init__(self) -> None:
        self.badges: dict[Key, QGraphicsEllipseItem] = {}

    def _badge(self, scene: QGraphicsScene, zone: Key) -> QGraphicsEllipseItem:
        badge = self.badges.get(zone)
        if badge is None or not shiboken6.isValid(badge) or badge.scene() is not scene:
            badge = scene.addEllipse(QRectF(), QPen(INK, 1.0), QBrush(FILL))
            badge.setZValue(Z)
            # A click goes through to the pile under it (it opens the last trick).
            badge.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
            text = QGraphicsSimpleTextItem(badge)
            text.setBrush(QBrush(INK))
            self.badges[zone] = badge
        return badge

    def show(self, scene: QGraphicsScene, zone: Key, pile: QRectF | None,
             count: int, card_width: float, text: str, tooltip: str) -> None:
        """The badge of `zone` at the top corner of `pile` (scene coordinates), showing
        `text`; hidden while the pile is empty."""
        badge = self._badge(scene, zone)
        if pile is None or pile.isEmpty() or count <= 0:
            badge.hide()
            return
        size = max(LEAST, SIZE * card_width)
        badge.setRect(QRectF(-size / 2, -size / 2, size, size))
        room = scene.sceneRect()  # a pile at the table's edge keeps its badge on the table
        badge.setPos(max(room.left() + size / 2, min(pile.right(), room.right() - size / 2)),
                     max(room.top() + size / 2, pile.top()))
        label = badge.childItems()[0]
        assert isinstance(label, QGraphicsSimpleTextItem)
        font = QFont(label.font())
        font.setBold(True)
        font.setPixelSize(max(10, round(size * 0.55)))
        label.setFont(font)
        label.setText(text)
        box = label.boundingRect()
        label.setPos(-box.width() / 2, -box.height() / 2)
        badge.setToolTip(tooltip)
        badge.show()

    def hide_all(self) -> None:
        for badge in self.badges.values():
            if shiboken6.isValid(badge):
                badge.hide()

    def shown(self) -> dict[Key, tuple[str, QRectF]]:
        """Each badge shown: its text and where it lies (scene coordinates), for tests."""
        out = {}
        for zone, badge in self.badges.items():
            if shiboken6.isValid(badge) and badge.isVisible():
                label = badge.childItems()[0]
                assert isinstance(label, QGraphicsSimpleTextItem)
                out[zone] = (label.text(), badge.sceneBoundingRect())
        return out


def _tooltip(counts: str, n: int) -> str:
    """The badge's count in words: `counts` names what the pile holds (`PileSpec.counts`)."""
    if counts == "pairs":
        return TableScreen.tr("%Ln pair(s) laid out", None, n)
    return TableScreen.tr("%Ln trick(s) taken", None, n)


def _counting(screen: Screen) -> dict[Key, tuple[PileSpec, list[Key]]]:
    """Each counting pile's badge key, with its pile and the zones it counts: a seat's own
    pile counts alone; a pile whose seats lie as one stack counts them all together."""
    scene = screen.ui.scene if screen.ui is not None else None
    out: dict[Key, tuple[PileSpec, list[Key]]] = {}
    if scene is None:
        return out
    for zone in screen.view.zones:
        found = scene.spec.pile_of(zone)
        if found is None or not found[0].count_badge:
            continue
        pile = found[0]
        key = pile.zone if pile.one_stack else zone
        out.setdefault(key, (pile, []))[1].append(zone)
    return out


def show_counts(screen: Screen) -> None:
    """Every counting pile's badge, from the cards now in its zones (a table laid out from
    a spec whose piles ask for one)."""
    counts: PileCounts = screen.pile_counts
    if screen.ui is None or screen.ui.scene is None:
        counts.hide_all()
        return
    view = screen.view
    shown = set()
    for key, (pile, zones) in _counting(screen).items():
        cards = sum(len(view.zones.get(z, [])) for z in zones)
        groups = tricks_in(cards, pile.count_per or pile.per_step)
        rect: QRectF | None = None
        for z in zones:
            r = screen.zone_rect(z)
            if r is not None:
                rect = r if rect is None else rect.united(r)
        counts.show(view.scene(), key, rect, groups, view.card_width(zones[0]), num(groups),
                    _tooltip(pile.counts, groups))
        shown.add(key)
    for key, badge in counts.badges.items():
        if key not in shown and shiboken6.isValid(badge):
            badge.hide()
