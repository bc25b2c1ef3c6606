"""Mau-Mau at the table: the stock and the discard pile, the ring that shows which way play
goes (and spins round when a 10 reverses it), the suit a jack names, a 7's pending draw,
the suit and target pickers, the "Last card!" button and its penalty, reshuffles, and the
penalty table between rounds with the players eliminated."""

from __future__ import annotations

import math
from collections.abc import Sequence
from typing import TYPE_CHECKING

import shiboken6
from PySide6.QtCore import QCoreApplication, QPointF, QRectF, Qt, QVariantAnimation
from PySide6.QtGui import QColor, QKeyEvent, QPainter, QPainterPath, QPen, QPolygonF
from PySide6.QtWidgets import (
    QApplication,
    QDialog,
    QFrame,
    QGraphicsObject,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QStyleOptionGraphicsItem,
    QVBoxLayout,
    QWidget,
)

from cardtable.cards import Card, Rank, Suit
from cardtable.rules.base import Action, CardMoved, Event, MatchOver, RoundScored, RoundStarted
from cardtable.rules.mau_mau import (
    DISCARD,
    DRAWN,
    STOCK,
    DirectionReversed,
    Draw,
    Eliminated,
    LastCard,
    LastCardCalled,
    LastCardPenalty,
    MauMauState,
    MauPlay,
    Pass,
    Passed,
    PrizeEight,
    Reshuffled,
    RoundWon,
    SevenPending,
    SevenTaken,
    SuitNamed,
    TurnSkipped,
    TwoTargeted,
)
from cardtable.session import Session
from cardtable.ui.games.base import GameUI, OptionSpec
from cardtable.ui.table import timings as T
from cardtable.ui.table.layout import sides_for
from cardtable.ui.table.panels import Panel
from cardtable.ui.words import (
    Counted,
    card_code,
    card_name,
    fill,
    num,
    seat_name,
    signed,
    suit_name,
)

if TYPE_CHECKING:
    from cardtable.ui.table.card_sprite import CardSprite
    from cardtable.ui.table.screen import TableScreen

translate = QCoreApplication.translate
MauMau = Counted("MauMau")  # phrases with a count

_RED = "#c0182a"
REVERSE_MS = 900  # the ring's turn when a 10 reverses play (scaled by the speed setting)
STATUS_STYLE = """
QLabel#chip {
    color: #1b1b1b; background: rgba(250, 247, 238, 235); border-radius: 9px;
    padding: 3px 12px; font-size: 12pt;
}
QLabel#chip[kind="seven"] { background: rgba(190, 26, 42, 235); color: white; font-weight: bold; }
QLabel#chip[kind="eight"] { background: rgba(230, 170, 30, 235); }
QPushButton#last-card {
    background: #e8792b; color: white; font-weight: bold; border-radius: 6px;
    padding: 7px 16px; border: 1px solid #a24d12;
}
QPushButton#last-card:checked { background: #2f8f46; border-color: #1d5e2c; }
"""


def suit_html(suit: Suit, light: bool = False) -> str:
    colour = _RED if suit.is_red else ("#f4f1e6" if light else "#111111")
    return f'<span style="color:{colour}">{suit.symbol}</span>&nbsp;{suit_name(suit)}'


def short_card(card: Card) -> str:
    """A card as printed in its corner, with its suit's colour (for the summary)."""
    rank = {Rank.ACE: "A", Rank.KING: "K", Rank.QUEEN: "Q", Rank.JACK: "J"}.get(
        card.rank, str(int(card.rank)))
    suit = Suit.SPADES if card.suit is None else card.suit
    colour = _RED if suit.is_red else "#111111"
    # Isolated left to right, so that "7♠" does not turn into "♠7" in Persian text.
    return f'<span style="color:{colour}">{card_code(rank + suit.symbol)}</span>'


BAR_NARROWEST, BAR_USUAL_MIN, BAR_WIDEST = 200, 240, 320
"""The turn prompt's widths: where room is short, its narrowest; else between the others."""


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


class MauMauUI(GameUI):
    game_id = "mau-mau"
    default_players = 4

    @staticmethod
    def option_specs() -> list[OptionSpec]:
        return [
            OptionSpec("decks", lambda: translate("MauMau", "Packs:"), choices=[
                (2, lambda: translate("MauMau", "Two packs shuffled together")),
                (1, lambda: translate("MauMau", "One pack (up to five players)")),
            ]),
            OptionSpec("limit", lambda: translate("MauMau", "Penalty points that eliminate:"),
                       minimum=100, maximum=500),
        ]

    @staticmethod
    def room_for(players: int) -> tuple[int, int]:
        # Six or more: the side columns leave the box no corner, and in the smallest window
        # it lay on the stock (on the discard pile, in Persian) and the prompt on the stock.
        return (960, 600) if players >= 6 else (0, 0)

    @staticmethod
    def intro(players: int) -> str:
        return fill(translate("MauMau", "%1 players, seven cards each. Match the top card's "
                                        "suit or rank; 10, 2, 7, 8, ace and jack have special "
                                        "powers. Say “Last card!” when one card is left. "
                                        "Cards left in hand cost penalty points; reach the "
                                        "limit and you are out."), num(players))

    def __init__(self) -> None:
        self.match_dialog: QDialog | None = None
        self._widgets: list[QWidget] = []
        self.ring: DirectionRing | None = None
        self._legal: Sequence[Action] = []
        self._prompting = False
        self._armed = False
        self._dealing = False
        self._need_stock = False
        self._swallow = 0
        self._pending: Card | None = None
        self._anims: list[QVariantAnimation] = []

    # ----------------------------------------------------------- set-up

    def sides(self, session: Session, human: int) -> dict[int, str]:
        # The house rules deal and play counter-clockwise: to the right on the screen.
        return sides_for(session.players, human, counter_clockwise=True)

    def attach(self, screen: TableScreen) -> None:
        super().attach(screen)
        vp = screen.view.viewport()
        self._make_info_box(vp, 6)
        self.status = QFrame(vp)
        self.status.setStyleSheet(STATUS_STYLE)
        row = QVBoxLayout(self.status)
        row.setContentsMargins(0, 0, 0, 0)
        row.setSpacing(6)
        self.suit_chip = self._chip("suit")
        self.seven_chip = self._chip("seven")
        self.eight_chip = self._chip("eight")
        for chip in (self.suit_chip, self.seven_chip, self.eight_chip):
            row.addWidget(chip, 0, Qt.AlignmentFlag.AlignRight)
        self.status.show()
        self.bar = self._make_bar(vp)
        self.suit_panel = self._make_suit_panel(vp)
        self.target_panel = self._make_target_panel(vp)
        self.summary = self.make_summary_panel(vp, 460)
        self._widgets = [self.info, self.status, self.bar, self.suit_panel, self.target_panel,
                         self.summary]
        self.listen_to_keys()
        self._ensure_ring()

    def _chip(self, kind: str) -> QLabel:
        chip = QLabel(self.status)
        chip.setObjectName("chip")
        chip.setProperty("kind", kind)
        chip.setTextFormat(Qt.TextFormat.RichText)
        chip.hide()
        return chip

    def detach(self) -> None:
        for anim in self._anims:
            anim.stop()
        self._anims.clear()
        self.stop_listening_to_keys()
        self._prompting = False
        if self.ring is not None and shiboken6.isValid(self.ring):
            if self.ring.anim is not None:
                self.ring.anim.stop()
            if self.ring.scene() is not None:
                self.ring.scene().removeItem(self.ring)
        self.ring = None
        self._drop_widgets()

    @property
    def state(self) -> MauMauState:
        assert self.screen.session is not None
        state = self.screen.session.state
        assert isinstance(state, MauMauState)
        return state

    def name(self, seat: int) -> str:
        return seat_name(seat, self.screen.human)

    # ------------------------------------------------------------ places

    def position(self, zone: tuple[object, ...], index: int, count: int) -> QPointF | None:
        if tuple(zone) != DISCARD:
            return None
        # The discard pile: the last three cards a little apart, so the run of play shows.
        lay = self.screen.view.layout_
        base = lay.pile(1, 2)
        spread = 3
        first = max(0, count - spread)
        step = lay.card_w * 0.16
        left = base.x() - step
        if index < first:
            return QPointF(left - min(index, 12) * 0.3, base.y() - min(index, 12) * 0.3)
        return QPointF(left + (index - first) * step, base.y())

    def _ensure_ring(self) -> None:
        """The ring lives in the scene, which the table clears when it lays out anew."""
        view = self.screen.view
        if self.ring is None or not shiboken6.isValid(self.ring) or self.ring.scene() is None:
            self.ring = DirectionRing()
            view.scene().addItem(self.ring)
        lay = view.layout_
        c = lay.centre
        rx, ry = lay.card_w * 2.0, lay.card_h * 0.8
        self.ring.set_rect(QRectF(c.x() - rx, c.y() - ry, rx * 2, ry * 2))

    # -------------------------------------------------------------- panels

    def _make_bar(self, parent: QWidget) -> Panel:
        """The human's controls beside the piles: draw, pass, and "Last card!"."""
        panel = Panel(parent)
        panel.setObjectName("panel")
        panel.setStyleSheet(STATUS_STYLE)
        panel.setMinimumWidth(BAR_USUAL_MIN)
        panel.setMaximumWidth(BAR_WIDEST)
        panel.box.setContentsMargins(14, 10, 14, 10)
        panel.box.setSpacing(6)
        panel.title.setStyleSheet("font-size: 13pt;")
        self.bar_text = QLabel(panel)
        self.bar_text.setObjectName("bar-help")
        self.bar_text.setStyleSheet("font-size: 9pt;")
        self.bar_text.setWordWrap(True)
        self.bar_text.setAlignment(Qt.AlignmentFlag.AlignCenter)
        panel.box.addWidget(self.bar_text)
        self.draw_button = QPushButton(panel)
        self.draw_button.setObjectName("draw")
        self.draw_button.clicked.connect(self._draw)
        panel.box.addWidget(self.draw_button)
        self.pass_button = QPushButton(panel)
        self.pass_button.setObjectName("pass")
        self.pass_button.clicked.connect(self._pass)
        panel.box.addWidget(self.pass_button)
        self.call_button = QPushButton(panel)
        self.call_button.setObjectName("last-card")
        self.call_button.clicked.connect(self._call)
        panel.box.addWidget(self.call_button)
        return panel

    def _make_suit_panel(self, parent: QWidget) -> Panel:
        panel = Panel(parent)
        self.suit_text = QLabel(panel)
        self.suit_text.setAlignment(Qt.AlignmentFlag.AlignCenter)
        panel.box.addWidget(self.suit_text)
        row = QHBoxLayout()
        self.suit_buttons: dict[Suit, QPushButton] = {}
        for suit in Suit:
            button = QPushButton(panel)
            button.setObjectName(f"suit-{suit.letter}")
            button.clicked.connect(lambda _=False, s=suit: self._name_suit(s))
            row.addWidget(button)
            self.suit_buttons[suit] = button
        panel.box.addLayout(row)
        self.suit_cancel = QPushButton(panel)
        self.suit_cancel.setObjectName("cancel-suit")
        self.suit_cancel.clicked.connect(self._cancel_choice)
        panel.box.addWidget(self.suit_cancel, 0, Qt.AlignmentFlag.AlignCenter)
        return panel

    def _make_target_panel(self, parent: QWidget) -> Panel:
        panel = Panel(parent)
        self.target_text = QLabel(panel)
        self.target_text.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.target_text.setWordWrap(True)
        panel.box.addWidget(self.target_text)
        self.target_row = QHBoxLayout()
        panel.box.addLayout(self.target_row)
        self.target_buttons: dict[int, QPushButton] = {}
        self.target_cancel = QPushButton(panel)
        self.target_cancel.setObjectName("cancel-target")
        self.target_cancel.clicked.connect(self._cancel_choice)
        panel.box.addWidget(self.target_cancel, 0, Qt.AlignmentFlag.AlignCenter)
        return panel

    # -------------------------------------------------------------- events

    def animate(self, event: Event) -> bool:
        view = self.screen.view
        timing = self.screen.timing
        show = self.screen.show_toast
        if isinstance(event, RoundStarted):
            number, dealer = event.number, event.roles.get("dealer", 0)
            self._dealing = True
            self._need_stock = True
            view.then(lambda: show(self._deal_text(number, dealer)))
            return False  # the table clears the cards away first
        if isinstance(event, CardMoved):
            return self._card_moved(event)
        if isinstance(event, Reshuffled):
            self._swallow = event.count
            view.then(lambda: show(translate("MauMau", "The stock is empty: the discards "
                                                       "under the top card are shuffled into "
                                                       "a new stock.")))
            view.then(self._gather_discards)
            view.animator.pause(timing.ms(T.GATHER * 2))
            return True
        text = self._event_text(event)
        if text is None:
            return isinstance(event, RoundScored | MatchOver)
        if isinstance(event, DirectionReversed):
            ccw = event.direction == 1
            view.then(lambda: self._reverse(ccw))
            view.then(lambda: show(text))
            view.animator.pause(timing.ms(REVERSE_MS))
            return True
        view.then(lambda: show(text))
        if isinstance(event, LastCardPenalty | Eliminated | RoundWon | TurnSkipped):
            view.animator.pause(timing.ms(T.FLASH))
        return True

    def _card_moved(self, event: CardMoved) -> bool:
        view = self.screen.view
        timing = self.screen.timing
        if self._swallow and event.src == DISCARD and event.dst == STOCK:
            self._swallow -= 1  # moved together by the reshuffle's own animation
            return True
        if event.src != STOCK:
            return False
        if self._need_stock:
            self._need_stock = False
            view.then(self._lay_stock)
        if self._dealing and event.dst[0] == "hand":
            view.move_card(event.card, event.src, event.dst, event.face_up,
                           timing.ms(T.DEAL_CARD), timing.ms(T.DEAL_STAGGER))
            return True
        if event.dst == DISCARD:
            self._dealing = False  # the card turned up to start the pile
        return False

    def _lay_stock(self) -> None:
        """The whole pack face down where the stock lies, so the deal comes from it."""
        view = self.screen.view
        deal = self.state.deals[-1]
        cards = [c for hand in deal.hands for c in hand] + list(reversed(deal.piles["stock"]))
        for card in cards:
            view.place(card, ("new",), STOCK, False)
        view.relayout(animate=False, zones=[STOCK])

    def _gather_discards(self) -> None:
        """The discards under the top card slide onto the stock, turning face down."""
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
            anim.finished.connect(lambda a=anim: self._anims.remove(a) if a in self._anims
                                  else None)
            self._anims.append(anim)
            anim.start()

    def _reverse(self, counter_clockwise: bool) -> None:
        self._ensure_ring()
        assert self.ring is not None
        self.ring.show_direction(counter_clockwise, self.screen.timing.ms(REVERSE_MS))
        self.refresh()

    def _deal_text(self, number: int, dealer: int) -> str:
        if dealer == self.screen.human:
            return fill(translate("MauMau", "Round %1: you deal."), num(number))
        return fill(translate("MauMau", "Round %1: %2 deals."), num(number), self.name(dealer))

    def _event_text(self, event: Event) -> str | None:
        human = self.screen.human
        you = getattr(event, "seat", None) == human
        name = self.name(getattr(event, "seat", 0) or 0)
        if isinstance(event, SuitNamed):
            suit = suit_name(event.suit)
            return (fill(translate("MauMau", "You play a jack and name %1."), suit) if you
                    else fill(translate("MauMau", "%1 plays a jack and names %2."), name, suit))
        if isinstance(event, DirectionReversed):
            way = self._way(event.direction == 1)
            return (fill(translate("MauMau", "You play a 10: play now goes %1."), way) if you
                    else fill(translate("MauMau", "%1 plays a 10: play now goes %2."), name, way))
        if isinstance(event, TurnSkipped):
            return (translate("MauMau", "An ace: you miss your turn.") if you
                    else fill(translate("MauMau", "An ace: %1 misses a turn."), name))
        if isinstance(event, SevenPending):
            return fill(translate("MauMau", "A seven: the next player draws %1 or plays a 7."),
                        num(event.count))
        if isinstance(event, SevenTaken):
            return (fill(translate("MauMau", "You draw %1 cards for the sevens."),
                         num(event.count)) if you
                    else fill(translate("MauMau", "%1 draws %2 cards for the sevens."), name,
                              num(event.count)))
        if isinstance(event, PrizeEight):
            return (translate("MauMau", "An eight: play again, its suit or another 8.") if you
                    else fill(translate("MauMau", "An eight: %1 plays again."), name))
        if isinstance(event, TwoTargeted):
            if event.target == human:
                return fill(translate("MauMau", "%1 plays a 2: you draw a card."), name)
            target = self.name(event.target)
            return (fill(translate("MauMau", "You play a 2: %1 draws a card."), target) if you
                    else fill(translate("MauMau", "%1 plays a 2: %2 draws a card."), name,
                              target))
        if isinstance(event, Passed):
            return (translate("MauMau", "You pass.") if you
                    else fill(translate("MauMau", "%1 passes."), name))
        if isinstance(event, LastCardCalled):
            return (translate("MauMau", "You call “Last card!”") if you
                    else fill(translate("MauMau", "%1: “Last card!”"), name))
        if isinstance(event, LastCardPenalty):
            return (translate("MauMau", "You did not call “Last card!”: you draw a penalty "
                                        "card.") if you
                    else fill(translate("MauMau", "%1 did not call “Last card!” and draws a "
                                                  "penalty card."), name))
        if isinstance(event, RoundWon):
            if event.doubled:
                return (translate("MauMau", "You go out with a jack: every penalty is "
                                            "doubled!") if you
                        else fill(translate("MauMau", "%1 goes out with a jack: every penalty "
                                                      "is doubled!"), name))
            return (translate("MauMau", "You are out of cards and win the round!") if you
                    else fill(translate("MauMau", "%1 is out of cards and wins the round."),
                              name))
        if isinstance(event, Eliminated):
            return (fill(translate("MauMau", "You reach %1 penalty points and are out of the "
                                             "game."), num(event.total)) if you
                    else fill(translate("MauMau", "%1 reaches %2 penalty points and is out of "
                                                  "the game."), name, num(event.total)))
        return None

    def _way(self, counter_clockwise: bool) -> str:
        return (translate("MauMau", "to the right (counter-clockwise)") if counter_clockwise
                else translate("MauMau", "to the left (clockwise)"))

    # ------------------------------------------------------------- prompts

    def prompt(self, legal: Sequence[Action]) -> None:
        human = self.screen.human
        state = self.state
        if not legal:
            return
        self._legal = legal
        self._prompting = True
        mine_to_act = state.to_act == human
        plays = [a for a in legal if isinstance(a, MauPlay)]
        if mine_to_act:
            self.screen.view.set_playable([a.card for a in plays])
            if len(state.hands[human]) != 2 or not plays:
                self._armed = False
        self._fill_bar()
        self.bar.show()
        self.bar.raise_()
        self.place()

    def _has(self, kind: type) -> bool:
        return any(isinstance(a, kind) for a in self._legal)

    def _fill_bar(self) -> None:
        state = self.state
        human = self.screen.human
        mine = state.to_act == human
        self.call_button.setCheckable(False)
        if not mine:  # only the call is open: the next player is thinking
            self.bar.title.setText(translate("MauMau", "One card left!"))
            self.bar_text.setText(translate("MauMau", "Call it before the next player moves, "
                                                      "or draw a penalty card."))
            self.draw_button.hide()
            self.pass_button.hide()
            self.call_button.setText(translate("MauMau", "Last card!"))
            self.call_button.show()
            self.bar.adjustSize()
            return
        top = state.discard[-1]
        if state.pending7:
            title = fill(translate("MauMau", "Sevens: draw %1"), num(state.pending7))
            help_text = translate("MauMau", "Play a 7 to pass the draw on, or take the cards.")
        elif state.prize8:
            title = translate("MauMau", "Play again")
            help_text = fill(translate("MauMau", "After your 8: a card of %1 or another 8."),
                             suit_html(Suit.SPADES if top.suit is None else top.suit))
        elif state.phase == DRAWN and state.drawn is not None:
            title = fill(translate("MauMau", "You drew the %1"), card_name(state.drawn))
            help_text = (translate("MauMau", "Play it now, or keep it and pass.")
                         if self._has(MauPlay) else
                         translate("MauMau", "It does not fit: keep it and pass."))
        else:
            title = translate("MauMau", "Your turn")
            follow = state.named if state.named is not None else top.suit
            if follow is None:  # a card without a suit never lies on Mau-Mau's pile
                follow = Suit.SPADES
            help_text = (fill(translate("MauMau", "Click a card of %1 or a card of the same "
                                                  "rank; a jack goes on anything but a 7."),
                              suit_html(follow))
                         if self._has(MauPlay) else
                         translate("MauMau", "Nothing fits: draw a card."))
        self.bar.title.setText(title)
        self.bar_text.setText(help_text)
        draws = self._has(Draw)
        self.draw_button.setVisible(draws)
        if draws:
            if state.pending7:
                can = min(state.pending7, len(state.stock) + len(state.discard) - 1)
                self.draw_button.setText(translate("MauMau", "Take the last card") if can == 1
                                         else fill(translate("MauMau", "Take %1 cards"),
                                                   num(can)))
            elif state.prize8:
                self.draw_button.setText(translate("MauMau", "Draw a card and end your turn"))
            else:
                self.draw_button.setText(translate("MauMau", "Draw a card"))
        passes = self._has(Pass)
        self.pass_button.setVisible(passes)
        if passes:
            self.pass_button.setText(translate("MauMau", "Keep it and pass")
                                     if state.phase == DRAWN else translate("MauMau", "Pass"))
        if self._has(LastCard):
            self.call_button.setText(translate("MauMau", "Last card!"))
            self.call_button.show()
        elif len(state.hands[human]) == 2 and self._has(MauPlay):
            # Say it as you play: the call goes with the play that leaves one card.
            self.call_button.setCheckable(True)
            self.call_button.setChecked(self._armed)
            self.call_button.setText(translate("MauMau", "Last card! (said with my play)")
                                     if self._armed else translate("MauMau", "Last card!"))
            self.call_button.show()
        else:
            self.call_button.hide()
        self.bar.adjustSize()

    def card_clicked(self, card: object) -> bool:
        if not self._prompting or not isinstance(card, Card):
            return True
        plays = [a for a in self._legal if isinstance(a, MauPlay) and a.card is card]
        if not plays:
            return True
        if card.rank is Rank.JACK:
            self._pending = card
            self._show_suit_panel(card)
        elif card.rank is Rank.TWO and len(plays) > 1:
            self._pending = card
            self._show_target_panel(plays)
        else:
            self._play(plays[0])
        return True

    def _show_suit_panel(self, card: Card) -> None:
        self.suit_text.setText(fill(translate("MauMau", "Your %1: which suit must follow?"),
                                    card_name(card)))
        self.bar.hide()
        self.suit_panel.popup(self.screen.view.viewport())
        hand = self.state.hands[self.screen.human]
        best = max(Suit, key=lambda s: sum(1 for c in hand if c.suit is s and c is not card))
        self.suit_buttons[best].setFocus()

    def _show_target_panel(self, plays: list[MauPlay]) -> None:
        while self.target_row.count():
            item = self.target_row.takeAt(0)
            widget = item.widget() if item is not None else None
            if widget is not None:
                widget.deleteLater()
        self.target_buttons = {}
        state = self.state
        for action in plays:
            seat = action.target
            assert seat is not None
            button = QPushButton(self._target_text(seat), self.target_panel)
            button.setObjectName(f"target-{seat}")
            button.clicked.connect(lambda _=False, a=action: self._play(a))
            self.target_row.addWidget(button)
            self.target_buttons[seat] = button
        self.target_text.setText(translate("MauMau", "Your 2: who draws a card?"))
        self.bar.hide()
        self.target_panel.popup(self.screen.view.viewport())
        fewest = min(self.target_buttons, key=lambda s: len(state.hands[s]))
        self.target_buttons[fewest].setFocus()

    def _target_text(self, seat: int) -> str:
        held = len(self.state.hands[seat])
        if held == 1:
            return fill(translate("MauMau", "%1 (one card)"), self.name(seat))
        return fill(translate("MauMau", "%1 (%2 cards)"), self.name(seat), num(held))

    def _name_suit(self, suit: Suit) -> None:
        card = self._pending
        action = next((a for a in self._legal if isinstance(a, MauPlay) and a.card is card
                       and a.suit is suit), None)
        if action is not None:
            self._play(action)

    def _cancel_choice(self) -> None:
        self._pending = None
        self.suit_panel.hide()
        self.target_panel.hide()
        self.bar.show()
        self.place()
        self.screen.view.setFocus()

    def _play(self, action: MauPlay) -> None:
        armed = self._armed
        self.hide_prompts()
        self.screen.act(action)
        session = self.screen.session
        call = LastCard(self.screen.human)
        if armed and session is not None and call in session.legal_for(self.screen.human):
            self.screen.act(call)

    def _draw(self) -> None:
        action = next((a for a in self._legal if isinstance(a, Draw)), None)
        if action is not None:
            self.hide_prompts()
            self.screen.act(action)

    def _pass(self) -> None:
        action = next((a for a in self._legal if isinstance(a, Pass)), None)
        if action is not None:
            self.hide_prompts()
            self.screen.act(action)

    def _call(self) -> None:
        call = next((a for a in self._legal if isinstance(a, LastCard)), None)
        if call is not None:
            self.call_button.hide()
            self._legal = [a for a in self._legal if a is not call]
            if self.state.to_act != self.screen.human:
                self.bar.hide()
                self._prompting = False
            self.screen.act(call)
            if self.bar.isVisible():
                self._fill_bar()
            return
        if self.call_button.isCheckable():
            self._armed = self.call_button.isChecked()
            self._fill_bar()

    def key_pressed(self, event: QKeyEvent) -> bool:
        """D draws, P passes (keeps a drawn card), L calls "last card"."""
        if not self._prompting or not self.bar.isVisible():
            return False
        key = event.key()
        if key == Qt.Key.Key_D and self.draw_button.isVisible():
            self._draw()
            return True
        if key == Qt.Key.Key_P and self.pass_button.isVisible():
            self._pass()
            return True
        if key == Qt.Key.Key_L and self.call_button.isVisible():
            self.call_button.click()
            return True
        return False

    def hide_prompts(self) -> None:
        if not self._widgets:
            return
        for anim in list(self._anims):  # a reshuffle's slide: finish it at once
            anim.setCurrentTime(anim.duration())
            anim.stop()
        self._anims.clear()
        self._prompting = False
        self._pending = None
        for panel in (self.bar, self.suit_panel, self.target_panel, self.summary):
            panel.hide()
        self.screen.view.set_playable(None)

    def show_hint(self, action: Action) -> None:
        if isinstance(action, MauPlay):
            self.screen.view.show_hint(action.card)
            if action.suit is not None:
                text = fill(translate("MauMau", "Hint: play the %1 and name %2."),
                            card_name(action.card), suit_name(action.suit))
            elif action.target is not None:
                text = fill(translate("MauMau", "Hint: play the %1 at %2."),
                            card_name(action.card), self.name(action.target))
            else:
                text = fill(translate("MauMau", "Hint: play the %1."), card_name(action.card))
        elif isinstance(action, Draw):
            self.draw_button.setFocus()
            text = translate("MauMau", "Hint: draw.")
        elif isinstance(action, Pass):
            self.pass_button.setFocus()
            text = translate("MauMau", "Hint: pass.")
        elif isinstance(action, LastCard):
            self.call_button.setFocus()
            text = translate("MauMau", "Hint: call “Last card!”")
        else:
            return
        self.screen.show_toast(text)

    # ------------------------------------------------------------- summaries

    def show_round_end(self, match_over: bool) -> None:
        self.hide_prompts()
        self.screen.toast.hide()
        # Every hand is shown: the cards left are what the penalties count.
        view = self.screen.view
        for seat in range(self.state.players):
            for sprite in view.zones.get(("hand", seat), []):
                sprite.set_face_up(True)
        self.summary_text.setText(self._summary_html())
        self.next_button.setText(self._next_label())
        self.summary.popup(view.viewport())
        self.next_button.setFocus()

    def _next_label(self) -> str:
        if self.state.match_over:
            return translate("MauMau", "See the result")
        return translate("MauMau", "Next round")

    def _summary_html(self) -> str:
        state = self.state
        if not state.results:
            return ""
        result = state.results[-1]
        d = result.details
        winner, doubled = d["winner"], d["doubled"]
        human = self.screen.human
        eliminated = list(d.get("eliminated", []))
        head = (translate("MauMau", "You go out and win the round!") if winner == human
                else fill(translate("MauMau", "%1 goes out and wins the round"),
                          self.name(winner)))
        lines = [f"<p style='font-size:15pt'><b>{head}</b></p>"]
        if doubled:
            lines.append("<b>" + translate("MauMau", "The last card was a jack: every penalty "
                                                     "this round counts double.") + "</b>")
        else:
            lines.append(translate("MauMau", "Cards left in hand cost penalty points: 2 to 10 "
                                             "face value, jack 20, queen 3, king 4, ace 11."))
        lines.append(self._penalty_table(result.points, result.totals, winner, eliminated))
        for seat in eliminated:
            limit = num(state.options.limit)
            lines.append(fill(translate("MauMau", "You reached the limit of %1 and are out of "
                                                  "the game."), limit) if seat == human
                         else fill(translate("MauMau", "%1 reached the limit of %2 and is out "
                                                       "of the game."), self.name(seat), limit))
        if state.match_over:
            winners = state.winners
            if human in winners:
                lines.append("<b>" + translate("MauMau", "You are the last player left: you "
                                                         "win the match!") + "</b>")
            else:
                lines.append("<b>" + fill(translate("MauMau", "%1 wins the match."),
                                          self._names(winners)) + "</b>")
        return "<br>".join(lines)

    def _names(self, seats: tuple[int, ...] | list[int]) -> str:
        names = [self.name(s) for s in seats]
        text = names[0] if names else ""
        for name in names[1:]:
            text = fill(translate("MauMau", "%1, %2", "a list of names"), text, name)
        return text

    def _penalty_table(self, points: tuple[int, ...], totals: tuple[int, ...], winner: int,
                       eliminated: list[int]) -> str:
        state = self.state
        left = translate("MauMau", "Cards left")
        this_round = translate("MauMau", "This round")
        total_word = translate("MauMau", "Total")
        head = (f"<tr><th></th><th style='padding:0 8px'>{left}</th>"
                f"<th style='padding:0 8px'>{this_round}</th>"
                f"<th style='padding:0 8px'>{total_word}</th></tr>")
        rows = [head]
        for seat in range(state.players):
            if not state.active[seat] and seat not in eliminated:
                continue  # out of the game before this round
            cards = " ".join(short_card(c) for c in state.hands[seat]) if seat != winner \
                else translate("MauMau", "out")
            total = num(totals[seat])
            if seat in eliminated:
                total = f"<b style='color:{_RED}'>{total} ✗</b>"
            rows.append(f"<tr><td style='padding:0 8px'><b>{self.name(seat)}</b></td>"
                        f"<td style='padding:0 8px'>{cards}</td>"
                        f"<td align='center'>{num(points[seat])}</td>"
                        f"<td align='center'>{total}</td></tr>")
        return "<table align='center' style='margin-top:6px'>" + "".join(rows) + "</table>"

    def _show_match_end(self) -> None:
        state = self.state
        human = self.screen.human
        if human in state.winners:
            head = translate("MauMau", "You win the match!")
        else:
            head = fill(translate("MauMau", "%1 wins the match."), self._names(state.winners))
        totals = "<br>".join(fill(MauMau.tr("%1: %Ln penalty point(s)", None, t), self.name(s))
                             for s, t in enumerate(state.totals))
        self.open_match_end(f"<p style='font-size:16pt'><b>{head}</b></p>{totals}")

    # ----------------------------------------------------------- information

    def score_sheet(self) -> tuple[list[str], list[list[str]]]:
        if self.screen.session is None or not self._widgets:
            return [], []
        state = self.state
        headers = [translate("MauMau", "Round"), translate("MauMau", "Winner")]
        headers += [self.name(s) for s in range(state.players)]
        headers.append(translate("MauMau", "Note"))
        rows = []
        out: set[int] = set()
        for i, result in enumerate(state.results):
            d = result.details
            cells = [num(i + 1), self.name(d["winner"])]
            for seat in range(state.players):
                if seat in out:
                    cells.append("")
                elif seat == d["winner"]:
                    cells.append(fill(translate("MauMau", "out (%1)"), num(result.totals[seat])))
                else:
                    cells.append(fill(translate("MauMau", "%1 (%2)", "points this game (total)"),
                                      signed(result.points[seat]), num(result.totals[seat])))
            notes = []
            if d["doubled"]:
                notes.append(translate("MauMau", "doubled (jack)"))
            if d.get("eliminated"):
                notes.append(fill(translate("MauMau", "eliminated: %1"),
                                  self._names(list(d["eliminated"]))))
                out.update(d["eliminated"])
            cells.append(fill(translate("MauMau", "%1; %2"), *notes) if len(notes) == 2
                         else (notes[0] if notes else ""))
            rows.append(cells)
        return headers, rows

    def match_score(self) -> int:
        """The human's penalty points at the end (fewer is better)."""
        return self.state.scores[self.screen.human]

    def plate_text(self, seat: int) -> str:
        name = self.name(seat)
        if self.screen.session is None:
            return name
        state = self.state
        if not state.active[seat]:
            return fill(translate("MauMau", "%1 · eliminated"), name)
        if not state.round_over and len(state.hands[seat]) == 1:
            return fill(translate("MauMau", "%1 · one card!"), name)
        return name

    def refresh(self) -> None:
        if self.screen.session is None or not self._widgets:
            return
        state = self.state
        human = self.screen.human
        self._ensure_ring()
        assert self.ring is not None
        ccw = state.direction == 1
        turning = (self.ring.anim is not None
                   and self.ring.anim.state() == QVariantAnimation.State.Running)
        if self.ring.counter_clockwise != ccw and not turning:
            self.ring.counter_clockwise = ccw
            self.ring.update()
        if self._prompting and self.bar.isVisible() and state.to_act != human \
                and not any(isinstance(a, LastCard) for a in self.screen.session.legal_for(human)):
            self.bar.hide()  # the call is no longer open
            self._prompting = False
        rows = [fill(translate("MauMau", "Dealer: %1"), self.name(state.dealer)),
                fill(translate("MauMau", "Play goes %1"), self._way(ccw))]
        rows.append(translate("MauMau", "Stock: 1 card") if len(state.stock) == 1
                    else MauMau.tr("Stock: %Ln card(s)", None, len(state.stock)))
        rows.append(fill(translate("MauMau", "Your penalty points: %1 (out at %2)"),
                         num(state.scores[human]), num(state.options.limit)))
        self.show_info_rows(rows)
        self._fill_chips()
        self.info.adjustSize()
        self.place()

    def _fill_chips(self) -> None:
        state = self.state
        live = not state.round_over and bool(state.discard)
        named = state.named if live else None
        self.suit_chip.setVisible(named is not None)
        if named is not None:
            self.suit_chip.setText(fill(translate("MauMau", "Jack: follow %1"),
                                        f"<span style='font-size:15pt'>{suit_html(named)}</span>"))
        self.seven_chip.setVisible(live and state.pending7 > 0)
        if live and state.pending7:
            self.seven_chip.setText(fill(translate("MauMau", "Sevens: +%1 to draw"),
                                         num(state.pending7)))
        self.eight_chip.setVisible(live and state.prize8)
        if live and state.prize8:
            self.eight_chip.setText(
                translate("MauMau", "Eight: you play again") if state.turn == self.screen.human
                else fill(translate("MauMau", "Eight: %1 plays again"), self.name(state.turn)))
        for chip in (self.suit_chip, self.seven_chip, self.eight_chip):
            chip.style().unpolish(chip)
            chip.style().polish(chip)
        self.status.adjustSize()

    def place(self) -> None:
        if not self._widgets:
            return
        view = self.screen.view
        vp = view.viewport()
        lay = view.layout_
        direction = QApplication.layoutDirection()
        rtl = direction == Qt.LayoutDirection.RightToLeft
        centre = lay.centre
        top = lay.card_h + lay.margin * 2  # below the top seats' hands and name plates
        for seat, plate in self.screen.plates.items():
            if seat in view.sides and lay.edge(seat) == "top" and plate.isVisible():
                top = max(top, plate.geometry().bottom() + 8)
        reach = lay.card_w * 1.45
        self.info.setLayoutDirection(direction)
        self.info.adjustSize()
        self.status.setLayoutDirection(direction)
        self.status.adjustSize()
        crowded = self.screen.session is not None and self.screen.session.players >= 6
        if crowded:
            # Every corner holds a hand: the box goes beside the piles, opposite the bar,
            # its lines wrapped where the room there is narrower than they are (Persian:
            # it lay on the discard pile).
            if rtl:
                room = self.clear_of_the_side_columns(1 << 20, 0, True) - int(centre.x() + reach)
            else:
                room = int(centre.x() - reach) - self.clear_of_the_side_columns(-(1 << 20), 0,
                                                                              False)
            self.wrap_info_into(room)
            ix = (int(centre.x() + reach) if rtl
                  else int(centre.x() - reach - self.info.width()))
            ix = self.clear_of_the_side_columns(ix, self.info.width(), rtl)
            self.info.move(max(4, ix), int(top))
        else:
            self.info.move(vp.width() - self.info.width() - 10 if rtl else 10, 10)
        # The chips (named suit, sevens, eight) beside the piles, opposite the bar.
        sx = int(centre.x() + reach) if rtl else int(centre.x() - reach - self.status.width())
        sy = (self.info.geometry().bottom() + 8 if crowded
              else int(centre.y() - self.status.height() / 2))
        self.status.move(max(4, sx), sy)
        self.status.raise_()
        if self.bar.isVisible():
            self.bar.setLayoutDirection(direction)
            self._fit_bar(rtl)
            w, h = self.bar.width(), self.bar.height()
            far = lay.card_w * 2.2
            bx = int(centre.x() - far - w) if rtl else int(centre.x() + far)
            if crowded:  # a gap, not flush, between it and the side columns
                bx = self.clear_of_the_side_columns(bx, w, not rtl)
            bottom = vp.height() - lay.card_h - lay.margin * 3 - 44
            by = int(max(top, min(centre.y() - h / 2, bottom - h)))
            self.bar.move(max(4, min(bx, vp.width() - w - 4)),
                          max(4, min(by, vp.height() - h - 4)))
            self.bar.raise_()
        for panel in (self.suit_panel, self.target_panel, self.summary):
            panel.setLayoutDirection(direction)
            if panel.isVisible():
                panel.centre_in(vp)
                panel.raise_()

    def _fit_bar(self, rtl: bool) -> None:
        """The prompt as wide as it likes, or narrower (taller) where the room between the
        piles and the side seats' cards on its side is less (a small window: it lay on the
        stock)."""
        self.bar.setProperty("full_min_width", None)
        self.bar.setMinimumWidth(BAR_USUAL_MIN)
        self.bar.setMaximumWidth(BAR_WIDEST)
        self.bar.adjustSize()
        view = self.screen.view
        piles = [view.mapFromScene(s.sceneBoundingRect()).boundingRect()
                 for zone in (STOCK, DISCARD) for s in view.zones.get(zone, [])
                 if s.isVisible()]
        if not piles:
            return
        if rtl:
            room = (min(r.left() for r in piles) - 10
                    - self.clear_of_the_side_columns(-(1 << 20), 0, False))
        else:
            room = (self.clear_of_the_side_columns(1 << 20, 0, True)
                    - max(r.right() for r in piles) - 10)
        if BAR_NARROWEST <= room < self.bar.width():
            # The width the table gives back after narrowing it into a gap: this one.
            self.bar.setProperty("full_min_width", room)
            self.bar.setMinimumWidth(room)
            self.bar.setMaximumWidth(room)
            self.bar.resize(room, self.bar.heightForWidth(room))

    def retranslate(self) -> None:
        if not self._widgets:
            return
        self.suit_panel.title.setText(translate("MauMau", "Name a suit"))
        for suit, button in self.suit_buttons.items():
            button.setText(f"{suit.symbol} {suit_name(suit)}")
            button.setStyleSheet(f"color: {_RED if suit.is_red else '#111111'};")
        self.suit_cancel.setText(translate("MauMau", "Choose another card"))
        self.target_panel.title.setText(translate("MauMau", "A 2: choose who draws"))
        self.target_cancel.setText(translate("MauMau", "Choose another card"))
        self.summary.title.setText(translate("MauMau", "Round over"))
        self.draw_button.setToolTip(translate("MauMau", "Draw from the stock (D)"))
        self.pass_button.setToolTip(translate("MauMau", "End your turn (P)"))
        self.call_button.setToolTip(translate("MauMau", "Call “Last card!” (L)"))
        if self.summary.isVisible():
            self.summary_text.setText(self._summary_html())
            self.next_button.setText(self._next_label())
        if self.suit_panel.isVisible() and self._pending is not None:
            self.suit_text.setText(fill(translate("MauMau", "Your %1: which suit must follow?"),
                                        card_name(self._pending)))
        if self.target_panel.isVisible():
            self.target_text.setText(translate("MauMau", "Your 2: who draws a card?"))
            for seat, button in self.target_buttons.items():
                button.setText(self._target_text(seat))
        if self._prompting and self.bar.isVisible():
            self._fill_bar()
        self.refresh()
