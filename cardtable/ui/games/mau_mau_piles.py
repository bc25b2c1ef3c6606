"""Mau-Mau's stock and discard pile at the table: the whole pack laid face down as the
stock before the deal (so the deal comes from it), and the reshuffle, the discards under
the top card sliding onto the stock face down."""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QPointF, QVariantAnimation

from cardtable.rules.base import CardMoved
from cardtable.rules.mau_mau import DISCARD, STOCK, MauMauState
from cardtable.ui.table import timings as T

if TYPE_CHECKING:
    from cardtable.ui.table.card_sprite import CardSprite
    from cardtable.ui.table.screen import TableScreen


class StockAndDiscard:
    """The two middle piles' own moves, which the table's ordinary card moves do not
    cover."""

    def __init__(self, screen: TableScreen) -> None:
        self.screen = screen
        self.dealing = False
        self.need_stock = False
        self.swallow = 0
        self.anims: list[QVariantAnimation] = []

    def round_started(self) -> None:
        self.dealing = True
        self.need_stock = True

    def reshuffled(self, count: int) -> None:
        """Queue the slide of the discards onto the stock; their `count` moves that follow
        are shown by it."""
        self.swallow = count
        view = self.screen.view
        view.then(self._gather_discards)
        view.animator.pause(self.screen.timing.ms(T.GATHER * 2))

    def card_moved(self, event: CardMoved, state: MauMauState) -> bool:
        """True where the move is shown here (the deal, a reshuffle's card)."""
        view = self.screen.view
        timing = self.screen.timing
        if self.swallow and event.src == DISCARD and event.dst == STOCK:
            self.swallow -= 1  # moved together by the reshuffle's own animation
            return True
        if event.src != STOCK:
            return False
        if self.need_stock:
            self.need_stock = False
            view.then(lambda: self._lay_stock(state))
        if self.dealing and event.dst[0] == "hand":
            view.move_card(event.card, event.src, event.dst, event.face_up,
                           timing.ms(T.DEAL_CARD), timing.ms(T.DEAL_STAGGER))
            return True
        if event.dst == DISCARD:
            self.dealing = False  # the card turned up to start the pile
        return False

    def finish(self) -> None:
        """A reshuffle's slide done at once."""
        for anim in list(self.anims):
            anim.setCurrentTime(anim.duration())
            anim.stop()
        self.anims.clear()

    def stop(self) -> None:
        for anim in self.anims:
            anim.stop()
        self.anims.clear()

    def _lay_stock(self, state: MauMauState) -> None:
        view = self.screen.view
        deal = state.deals[-1]
        cards = [c for hand in deal.hands for c in hand] + list(reversed(deal.piles["stock"]))
        for one in cards:
            view.place(one, ("new",), STOCK, False)
        view.relayout(animate=False, zones=[STOCK])

    def _gather_discards(self) -> None:
        view = self.screen.view
        sprites = view.zones.get(DISCARD, [])
        if len(sprites) < 2:
            return
        moving, view.zones[DISCARD] = sprites[:-1], sprites[-1:]
        stock = view.zones.setdefault(STOCK, [])
        for sprite in moving:
            sprite.zone = STOCK
            sprite.set_face_up(False)
        stock[:0] = moving
        self._slide(view.targets(STOCK) + view.targets(DISCARD),
                    self.screen.timing.ms(T.GATHER * 2))

    def _slide(self, moves: list[tuple[CardSprite, QPointF]], ms: int) -> None:
        for sprite, target in moves:
            if ms <= 0:
                sprite.setPos(target)
                continue
            anim = QVariantAnimation(self.screen.view)
            anim.setDuration(ms)
            anim.setStartValue(sprite.pos())
            anim.setEndValue(target)
            anim.setEasingCurve(T.EASE_GATHER)
            anim.valueChanged.connect(sprite.setPos)
            anim.finished.connect(lambda a=anim: self.anims.remove(a) if a in self.anims
                                  else None)
            self.anims.append(anim)
            anim.start()
