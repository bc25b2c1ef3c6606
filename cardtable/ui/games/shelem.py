"""Shelem at the table: the auction panel, the kitty and the four cards laid away, the first
lead that names trump, the points captured, and the paper score sheet; for two players the
three packets in front of each player, whose face-up top cards are played from the table."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, QPointF, QRect, Qt
from PySide6.QtGui import QKeyEvent
from PySide6.QtWidgets import (
    QApplication,
    QDialog,
    QGridLayout,
    QLabel,
    QPushButton,
    QSizePolicy,
    QWidget,
)

from cardtable.cards import Card, Rank, Suit
from cardtable.rules.base import Action, CardMoved, Event, MatchOver, RoundScored, TrumpNamed
from cardtable.rules.shelem import (
    BID_VALUES,
    HAND_SIZE,
    KITTY_SIZE,
    MAX_BID,
    MIN_BID,
    SHELEM_SCORE,
    TOTAL_POINTS,
    TRICK_POINTS,
    TRICKS,
    YASA_SCORE,
    AuctionWon,
    Bid,
    BidMade,
    DealerChosen,
    Discard,
    HandEnded,
    PacketPlay,
    Pass,
    Passed,
    ShelemState,
    ThrownIn,
    card_points,
    side_of,
)
from cardtable.session import Session
from cardtable.ui.games.base import GameUI, OptionSpec
from cardtable.ui.table import timings as T
from cardtable.ui.table.layout import sides_for
from cardtable.ui.table.panels import Panel
from cardtable.ui.words import Counted, card_code, fill, num, seat_name, suit_name

if TYPE_CHECKING:
    from cardtable.ui.table.card_sprite import CardSprite
    from cardtable.ui.table.screen import TableScreen

translate = QCoreApplication.translate
Shelem = Counted("Shelem")  # phrases with a count


def number_label(value: int) -> Callable[[], str]:
    """An option's choice shown as a number in the user's digits (worded when asked)."""
    return lambda: num(value)

_RED = "#c0182a"
RULE = "━━━━━━━━"
"""The line drawn in the score sheet's middle column once every player has dealt."""


def suit_html(suit: Suit, light: bool = False) -> str:
    colour = _RED if suit.is_red else ("#f4f1e6" if light else "#111111")
    return f'<span style="color:{colour}">{suit.symbol}</span>&nbsp;{suit_name(suit)}'


def card_short(card: Card) -> str:
    """A card as its printed corner index and suit sign (A♠, 10♥): the same in both
    languages, as on the cards themselves."""
    rank = card.rank.letter if card.rank >= Rank.JACK else str(card.rank.pip)
    return f"{rank}{card.suit.symbol if card.suit is not None else ''}"


def card_html(card: Card) -> str:
    colour = _RED if card.suit is not None and card.suit.is_red else "#111111"
    return f'<span style="color:{colour}">{card_short(card)}</span>'


class ShelemUI(GameUI):
    game_id = "shelem"
    default_players = 4

    @staticmethod
    def room_for(players: int) -> tuple[int, int]:
        # Two players: the packets, the row of four trick cards and both piles of tricks won
        # share the felt with the tall information box; in Persian, in the smallest window,
        # the box lay on the trick. Four: the lay-away prompt lay on the foot of the
        # five-line Persian box.
        return (960, 600)

    @staticmethod
    def option_specs() -> list[OptionSpec]:
        return [
            OptionSpec("target", lambda: translate("Shelem", "Points to win:"),
                       choices=[(n, number_label(n)) for n in (1200, 660, 330)]),
        ]

    @staticmethod
    def intro(players: int) -> str:
        if players == 2:
            return translate(
                "Shelem", "Two players: you against Dara. Each of you has a hand of twelve "
                          "and three packets of four on the table, whose top cards play as "
                          "your partner's.")
        return translate(
            "Shelem", "Four players in two teams: you and your partner Shirin, sitting "
                      "opposite, against Dara and Kaveh. Bid for the 165 points, take the "
                      "kitty and make your contract.")

    def __init__(self) -> None:
        self.match_dialog: QDialog | None = None
        self._widgets: list[QWidget] = []
        self._lit: list[CardSprite] = []
        self._focus = -1
        self._laying = False
        self._info_height = 0
        self._corner_key: object = None
        self._corner = False

    # ----------------------------------------------------------- set-up

    def sides(self, session: Session, human: int) -> dict[int, str]:
        # Shelem is of the Hokm family: play passes to the right, counter-clockwise.
        return sides_for(session.players, human, counter_clockwise=True)

    def attach(self, screen: TableScreen) -> None:
        super().attach(screen)
        vp = screen.view.viewport()
        self._make_info_box(vp, 9)
        self.bid_panel = self._make_bid_panel(vp)
        self.lay_panel = self._make_lay_panel(vp)
        self.summary = self.make_summary_panel(vp, 460)
        self._widgets = [self.info, self.bid_panel, self.lay_panel, self.summary]
        screen.view.selection_changed.connect(self._selection_changed)
        self.listen_to_keys()

    def detach(self) -> None:
        view = self.screen.view
        self.stop_listening_to_keys()
        try:
            view.selection_changed.disconnect(self._selection_changed)
        except (RuntimeError, TypeError):
            pass
        if self._laying:
            view.end_selection()
            self._laying = False
        self._lit = []
        self._drop_widgets()

    @property
    def state(self) -> ShelemState:
        assert self.screen.session is not None
        state = self.screen.session.state
        assert isinstance(state, ShelemState)
        return state

    @property
    def players(self) -> int:
        return self.state.players

    def name(self, seat: int) -> str:
        return seat_name(seat, self.screen.human)

    def side_name(self, side: int) -> str:
        """A team ("You & Shirin") or, with two players, the player."""
        human = self.screen.human
        if self.players == 2:
            return self.name(side)
        if side == side_of(human):
            first, second = human, (human + 2) % 4
        else:
            first, second = (human + 1) % 4, (human + 3) % 4
        return fill(translate("Shelem", "%1 & %2", "team of two players"),
                    self.name(first), self.name(second))

    # -------------------------------------------------------------- panels

    def _make_bid_panel(self, parent: QWidget) -> Panel:
        panel = Panel(parent)
        panel.setObjectName("panel")
        self.bid_text = QLabel(panel)
        self.bid_text.setWordWrap(True)
        self.bid_text.setTextFormat(Qt.TextFormat.RichText)
        self.bid_text.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.bid_text.setMinimumWidth(480)
        panel.box.addWidget(self.bid_text)
        grid = QGridLayout()
        grid.setSpacing(5)
        self.bid_buttons: dict[int, QPushButton] = {}
        per_row = (len(BID_VALUES) + 1) // 2
        for i, value in enumerate(BID_VALUES):
            button = QPushButton(panel)
            button.setObjectName(f"bid-{value}")
            button.setStyleSheet("min-width: 40px; padding: 6px 6px;")
            button.clicked.connect(lambda _=False, v=value: self._bid(v))
            grid.addWidget(button, i // per_row, i % per_row)
            self.bid_buttons[value] = button
        self.pass_button = QPushButton(panel)
        self.pass_button.setObjectName("pass")
        self.pass_button.setSizePolicy(QSizePolicy.Policy.Preferred,
                                       QSizePolicy.Policy.Expanding)
        self.pass_button.clicked.connect(self._pass)
        grid.setColumnMinimumWidth(per_row, 6)
        grid.addWidget(self.pass_button, 0, per_row + 1, 2, 1)
        panel.box.addLayout(grid)
        return panel

    def _make_lay_panel(self, parent: QWidget) -> Panel:
        panel = Panel(parent)
        panel.setObjectName("panel")
        self.lay_text = QLabel(panel)
        self.lay_text.setWordWrap(True)
        self.lay_text.setTextFormat(Qt.TextFormat.RichText)
        self.lay_text.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.lay_text.setMinimumWidth(520)
        panel.box.addWidget(self.lay_text)
        self.lay_count = QLabel(panel)
        self.lay_count.setObjectName("lay-count")
        self.lay_count.setTextFormat(Qt.TextFormat.RichText)
        self.lay_count.setAlignment(Qt.AlignmentFlag.AlignCenter)
        panel.box.addWidget(self.lay_count)
        self.lay_button = QPushButton(panel)
        self.lay_button.setObjectName("lay-away")
        self.lay_button.clicked.connect(self._lay_away)
        panel.box.addWidget(self.lay_button, 0, Qt.AlignmentFlag.AlignCenter)
        return panel

    # ---------------------------------------------------------- the table

    def position(self, zone: tuple[object, ...], index: int, count: int) -> QPointF | None:
        kind = zone[0]
        if kind not in ("kitty", "laid-away", "packet", "trick", "won"):
            return None
        view = self.screen.view
        lay = view.layout_
        c, cw, ch = lay.centre, lay.card_w, lay.card_h
        two = len(view.sides) == 2
        human = self.screen.human
        if kind == "kitty":
            # Four cards face down, a little apart, left of the middle of the table: clear
            # of the auction panel in the middle (and of the packets of two players).
            x = c.x() - 3.9 * cw + (index - (count - 1) / 2) * cw * 0.3
            return QPointF(x, c.y() + (0.3 * ch if two else 0.0))
        if kind == "packet":
            seat, k = int(zone[1]), int(zone[2])  # type: ignore[call-overload]
            lift = index * 1.6  # a stack: each card a little above the one below
            if seat == human:
                x = c.x() + (1.75 + k * 0.82) * cw
                y = c.y() + 0.45 * ch
            else:
                x = c.x() - (1.75 + k * 0.82) * cw
                y = c.y() - 0.6 * ch
            return QPointF(x + lift, y - lift)
        if kind == "trick" and not two and isinstance(zone[1], int) and zone[1] in view.sides:
            # The partner's card a little lower, clear of his name plate.
            p = lay.trick(zone[1])
            return QPointF(p.x(), p.y() + ch * 0.08) if lay.edge(zone[1]) == "top" else None
        if kind == "trick" and two:
            seat = int(zone[1])  # type: ignore[call-overload]
            # A row of four across the middle: each player's hand card, then his packet
            # card beside it; the human's a little lower, the opponent's a little higher.
            if seat == human:
                return QPointF(c.x() + (index * 0.8 - 1.2) * cw, c.y() + 0.1 * ch)
            return QPointF(c.x() + (index * 0.8 + 0.4) * cw, c.y() - 0.26 * ch)
        if kind == "won" and not two and isinstance(zone[1], int) and zone[1] in view.sides:
            drop = self._below_info(zone[1])
            if drop:
                p = lay.won(zone[1], index // max(1, len(view.sides)))
                return QPointF(p.x(), p.y() + drop)
            return None
        if kind == "won" and two:
            seat = int(zone[1])  # type: ignore[call-overload]
            shift = min(index // 4, TRICKS) * cw * 0.05
            if seat == human:
                return QPointF(c.x() - 2.6 * cw - shift, c.y() + 0.5 * ch)
            if self._opponent_in_corner(seat):
                return self._top_corner(seat, QPointF(shift, 0.0))
            return self._clear_of_the_info(QPointF(c.x() + 2.6 * cw + shift, c.y() - 0.6 * ch))
        if kind == "laid-away":
            seat = int(zone[1])  # type: ignore[call-overload]
            if two:
                base = (QPointF(c.x() - 3.7 * cw, c.y() + 0.5 * ch) if seat == human
                        else QPointF(c.x() + 3.7 * cw, c.y() - 0.6 * ch))
            else:
                # Beside the hakem's own pile of tricks won, and as far down as it is; lower
                # still where the box reaches over the laid-away cards themselves (a top
                # hakem's, left of his pile, under a tall box).
                won = lay.won(seat, 0)
                dx, dy = {"bottom": (1.3 * cw, 0.0), "top": (-1.3 * cw, 0.0),
                          "left": (0.0, -0.95 * ch)}.get(lay.edge(seat), (0.0, 0.95 * ch))
                base = QPointF(won.x() + dx, won.y() + dy)
                scale = self.card_scale(zone) or 1.0
                drop = max(self._below_info(seat), self._drop_below_info(
                    base, cw * scale / 2 + 1.5 * cw * 0.06, ch * scale / 2))
                base = QPointF(base.x(), base.y() + drop)
            spread = 0.26 if seat == human else 0.06
            if two and seat != human and self._opponent_in_corner(seat):
                # Beside the pile of tricks won in the far top corner, toward the edge (below
                # it they would reach the packets).
                base = self._top_corner(seat, QPointF(-self._laid_away_room(seat), 0.0))
            return QPointF(base.x() + (index - (count - 1) / 2) * cw * spread, base.y())
        return None

    def _opponent_in_corner(self, seat: int) -> bool:
        """Two players: whether the opponent's tricks won and laid-away cards go to the far
        top corner (`_top_corner`) because beside the trick they would lie under the info
        box. Once so, they stay there for the round (unless the window or the language
        changes): the box grows and shrinks from turn to turn, the piles should not jump."""
        view = self.screen.view
        vp = view.viewport()
        key = (len(self.state.results), vp.width(), vp.height(), QApplication.layoutDirection())
        if key != self._corner_key:
            self._corner_key, self._corner = key, False
        if not self._corner:
            lay = view.layout_
            c, cw, ch = lay.centre, lay.card_w, lay.card_h
            won = self._clear_of_the_info(QPointF(c.x() + 2.6 * cw, c.y() - 0.6 * ch))
            laid = QPointF(c.x() + 3.7 * cw, c.y() - 0.6 * ch)
            self._corner = self._under_the_info(won, view.card_width(("won", seat))) or (
                bool(view.zones.get(("laid-away", seat)))
                and self._under_the_info(laid, view.card_width(("laid-away", seat))))
        return self._corner

    def _under_the_info(self, p: QPointF, card_w: float) -> bool:
        """Whether a card of width `card_w` centred at `p` would lie under the info box."""
        if not self._widgets or not self.info.isVisible():
            return False
        half_w = card_w / 2
        half_h = half_w * self.screen.view.art.ratio
        box = self.info.geometry()
        return (box.left() - half_w < p.x() < box.right() + half_w
                and box.top() - half_h < p.y() < box.bottom() + half_h)

    def _top_corner(self, seat: int, offset: QPointF) -> QPointF:
        """Two players, a small window in Persian: where the tall information box leaves no
        room for the opponent's pile of tricks won beside the trick, it lies in the other top
        corner, level with the opponent's hand and left of it however long it grows."""
        view = self.screen.view
        lay = view.layout_
        half_w = view.card_width(("won", seat)) / 2
        top = lay.hand(seat, 1)[0]
        widest = lay.hand(seat, HAND_SIZE + KITTY_SIZE)
        x = min(lay.centre.x() - 3.9 * lay.card_w, widest[0].x() - lay.card_w / 2 - 8 - half_w)
        y = max(top.y(), half_w * view.art.ratio + 4)
        # Room at the edge for the laid-away cards beside it, whether or not they are there.
        x = max(half_w + 4 + self._laid_away_room(seat), x)
        return QPointF(x + offset.x(), y + offset.y())

    def _laid_away_room(self, seat: int) -> float:
        """How far left of the pile of tricks won in the top corner the middle of the
        opponent's four laid-away cards lies, their narrow fan clear of it."""
        view = self.screen.view
        laid = view.card_width(("laid-away", seat))
        fan = (KITTY_SIZE - 1) * view.layout_.card_w * 0.06
        return (view.card_width(("won", seat)) + laid + fan) / 2 + 6

    def _clear_of_the_info(self, p: QPointF) -> QPointF:
        """Two players: the opponent's pile of tricks won, growing toward the information box
        (top right, in Persian, and tall), steps left toward the trick and down toward your
        packets as far as they leave room, until it lies clear of the box."""
        if not self._widgets:
            return p
        view = self.screen.view
        lay = view.layout_
        c, cw, ch = lay.centre, lay.card_w, lay.card_h
        box = self.info.geometry()
        # The pile's own cards, smaller than the trick's.
        half_w = view.card_width(("won", 0)) / 2
        half_h = half_w * view.art.ratio
        x, y = p.x(), p.y()
        if not (box.left() - half_w < x < box.right() + half_w and y - half_h < box.bottom()):
            return p
        # The trick's right edge (its second card) and the top of your packets bound it.
        x = max(min(x, box.left() - 6 - half_w), c.x() + 1.75 * cw + half_w)
        if x + half_w >= box.left():
            y = min(max(y, box.bottom() + 8 + half_h), c.y() + 0.12 * ch - 4 - half_h)
        return QPointF(x, y)

    def _below_info(self, seat: int) -> float:
        """How far a seat's pile of tricks won must move down to lie clear of the
        information box (in Persian it is wider, in the top right corner): 0 if it is."""
        lay = self.screen.view.layout_
        return self._drop_below_info(lay.won(seat, 0), lay.card_w * lay.WON_SCALE / 2,
                                     lay.card_h * lay.WON_SCALE / 2)

    def _drop_below_info(self, p: QPointF, half_w: float, half_h: float) -> float:
        """How far something centred at `p`, `half_w` and `half_h` from its edges, must move
        down to lie clear of the information box: 0 if it does."""
        box = self.info.geometry()
        if not self._widgets or not box.left() - half_w < p.x() < box.right() + half_w:
            return 0.0
        return max(0.0, box.bottom() + 8 + half_h - p.y())

    def card_scale(self, zone: tuple[object, ...]) -> float | None:
        kind = zone[0]
        if kind == "packet":
            return 0.66
        if kind == "laid-away":
            return 0.5
        if kind == "kitty":
            return 0.8
        return None

    def _order_packets(self) -> None:
        """Each packet's top card lies on top (a resumed game lays packets out top first)."""
        view = self.screen.view
        state = self.state
        zones = []
        for zone, sprites in view.zones.items():
            if zone[0] != "packet":
                continue
            seat, k = int(zone[1]), int(zone[2])  # type: ignore[call-overload]
            if seat >= len(state.packets):
                continue
            cards = state.packets[seat][k]
            order = {c: i for i, c in enumerate(cards)}
            sprites.sort(key=lambda s: -order.get(s.card, -1))
            zones.append(zone)
        if zones and not view.animator.busy:
            view.relayout(animate=False, zones=zones)

    # -------------------------------------------------------------- events

    def animate(self, event: Event) -> bool:
        view = self.screen.view
        human = self.screen.human
        if isinstance(event, DealerChosen):
            seat = event.seat
            view.then(lambda: self.screen.show_toast(self._dealer_text(seat)))
            return True
        if isinstance(event, BidMade):
            seat, value = event.seat, event.value
            view.then(lambda: self.screen.show_toast(self._bid_text(seat, value)))
            return True
        if isinstance(event, Passed):
            seat = event.seat
            view.then(lambda: self.screen.show_toast(self._pass_text(seat)))
            return True
        if isinstance(event, AuctionWon):
            hakem, contract = event.hakem, event.contract
            view.then(lambda: self.screen.show_toast(self._won_text(hakem, contract),
                                                     T.FLASH * 3))
            view.animator.pause(self.screen.timing.ms(T.FLASH))
            return True
        if isinstance(event, ThrownIn):
            view.then(lambda: self.screen.show_toast(self._thrown_text(), T.FLASH * 3))
            return True
        if isinstance(event, TrumpNamed):
            seat, suit = event.seat, event.suit
            view.then(lambda: self.screen.show_toast(self._trump_text(seat, suit), T.FLASH * 3))
            return True
        if isinstance(event, CardMoved) and event.dst[0] == "laid-away" and event.dst[1] == human:
            # The hakem sees the cards he lays away: they lie face up beside his tricks.
            view.move_card(event.card, event.src, event.dst, True,
                           self.screen.timing.ms(T.PLAY_CARD))
            return True
        if (isinstance(event, CardMoved) and event.src == event.dst
                and event.src[0] == "packet"):
            # A packet's next card turned face up, on top of the packet.
            view.move_card(event.card, event.src, event.dst, True,
                           self.screen.timing.ms(T.RELAYOUT))
            return True
        return isinstance(event, HandEnded | RoundScored | MatchOver)

    def _dealer_text(self, seat: int) -> str:
        if seat == self.screen.human:
            return translate("Shelem", "The lot makes you the first dealer.")
        return fill(translate("Shelem", "The lot makes %1 the first dealer."), self.name(seat))

    def _bid_text(self, seat: int, value: int) -> str:
        if seat == self.screen.human:
            return fill(translate("Shelem", "You bid %1."), num(value))
        return fill(translate("Shelem", "%1 bids %2."), self.name(seat), num(value))

    def _pass_text(self, seat: int) -> str:
        if seat == self.screen.human:
            return translate("Shelem", "You pass.")
        return fill(translate("Shelem", "%1 passes."), self.name(seat))

    def _won_text(self, hakem: int, contract: int) -> str:
        if hakem == self.screen.human:
            return fill(translate("Shelem", "You are the hakem with %1: take the kitty and lay "
                                            "away four cards."), num(contract))
        return fill(translate("Shelem", "%1 is the hakem with %2 and takes the kitty."),
                    self.name(hakem), num(contract))

    def _thrown_text(self) -> str:
        return translate("Shelem", "Everyone passed: the hand is thrown in.")

    def _trump_text(self, seat: int, suit: Suit) -> str:
        if seat == self.screen.human:
            return fill(translate("Shelem", "Your first card names trump: %1."), suit_name(suit))
        return fill(translate("Shelem", "%1's first card names trump: %2."), self.name(seat),
                    suit_name(suit))

    # ------------------------------------------------------------- prompts

    def prompt(self, legal: Sequence[Action]) -> None:
        if not legal:
            return
        first = legal[0]
        if isinstance(first, Discard):
            # 1,820 ways to lay away four of sixteen: the human chooses the four cards.
            self._show_lay_panel()
        elif isinstance(first, Bid | Pass):
            self._show_bid_panel(legal)
        elif isinstance(first, PacketPlay):
            self._light_packets([a.card for a in legal if isinstance(a, PacketPlay)])
            if self.state.trick_number == 0:
                self.screen.show_toast(translate(
                    "Shelem", "Now play a face-up card from your packets (of the suit led if "
                              "you have one there)."))
        else:
            state = self.state
            if state.trick_number == 0 and not state.trick and state.hakem == self.screen.human:
                self.screen.show_toast(translate(
                    "Shelem", "Lead a card of the suit you want as trump: your first card "
                              "names trump for the whole hand."), T.FLASH * 4)

    def card_clicked(self, card: object) -> bool:
        """Two players: a face-up packet card is a packet play, never a hand play."""
        session = self.screen.session
        if session is None or not isinstance(card, Card):
            return False
        human = self.screen.human
        if any(s.card is card for s in self._lit):
            self._unlight_packets()
            self.screen.act(PacketPlay(human, card))
            return True
        return False

    def hide_prompts(self) -> None:
        for panel in (self.bid_panel, self.lay_panel, self.summary):
            panel.hide()
        if self._laying:
            self._laying = False
            self.screen.view.end_selection()
        self._unlight_packets()

    def show_hint(self, action: Action) -> None:
        if isinstance(action, Bid) and self.bid_panel.isVisible():
            self.bid_buttons[action.value].setFocus()
        elif isinstance(action, Pass) and self.bid_panel.isVisible():
            self.pass_button.setFocus()
        elif isinstance(action, Discard) and self._laying:
            view = self.screen.view
            for sprite in list(view.selection):
                sprite.set_selected(False)
            view.selection = [s for s in view.human_hand() if s.card in action.cards]
            for sprite in view.selection:
                sprite.set_selected(True)
            view.selection_changed.emit(view.selected_cards())
        elif isinstance(action, PacketPlay):
            for i, sprite in enumerate(self._lit):
                if sprite.card is action.card:
                    self._focus = i
            self._show_packet_focus()

    # bidding

    def _show_bid_panel(self, legal: Sequence[Action]) -> None:
        values = {a.value for a in legal if isinstance(a, Bid)}
        for value, button in self.bid_buttons.items():
            button.setEnabled(value in values)
        self._fill_bid_panel()
        self.bid_panel.popup(self.screen.view.viewport())
        self.panel_below_top_plates(self.bid_panel)
        lowest = min(values) if values else None
        (self.bid_buttons[lowest] if lowest is not None else self.pass_button).setFocus()

    def _fill_bid_panel(self) -> None:
        state = self.state
        high = state.high
        if high is None:
            text = fill(translate("Shelem", "No bid yet: bid %1 to %2 in fives, or pass. A "
                                            "pass is final."), num(MIN_BID), num(MAX_BID))
        else:
            holder = state.high_seat if state.high_seat is not None else 0
            text = fill(translate("Shelem", "Highest bid: <b>%1</b>, by %2. Bid higher or "
                                            "pass: a pass is final."),
                        num(high), self.name(holder))
        self.bid_text.setText(text)

    def _bid(self, value: int) -> None:
        self.bid_panel.hide()
        self.screen.act(Bid(self.screen.human, value))

    def _pass(self) -> None:
        self.bid_panel.hide()
        self.screen.act(Pass(self.screen.human))

    # laying away

    def _kitty_cards(self) -> tuple[Card, ...]:
        deals = self.state.deals
        if not deals:
            return ()
        return tuple(deals[-1].piles.get("kitty", ()))

    def _show_lay_panel(self) -> None:
        view = self.screen.view
        hand = list(self.state.hands[self.screen.human])
        self._laying = True
        view.begin_selection(hand, KITTY_SIZE)
        self.lay_text.setText(self._lay_html())
        self._selection_changed(view.selected_cards())
        self.lay_panel.popup(view.viewport())
        self._place_lay_panel()

    def _lay_html(self) -> str:
        kitty = "&nbsp; ".join(card_code(card_html(c)) for c in self._kitty_cards())
        return fill(translate(
            "Shelem", "You took the kitty: %1<br>Choose four cards to lay away: they count for "
                      "your side as a trick (5 points) plus their own points."), kitty)

    def _selection_changed(self, cards: Sequence[object]) -> None:
        if not self._laying or not self._widgets:
            return
        chosen = [c for c in cards if isinstance(c, Card)]
        points = sum(card_points(c) for c in chosen)
        self.lay_count.setText(fill(translate(
            "Shelem", "Chosen: %1 of %2 · points in them: <b>%3</b>"),
            num(len(chosen)), num(KITTY_SIZE), num(points)))
        self.lay_button.setEnabled(len(chosen) == KITTY_SIZE)
        self.lay_button.setText(translate("Shelem", "Lay these four away"))

    def _lay_away(self) -> None:
        view = self.screen.view
        cards = [c for c in view.selected_cards() if isinstance(c, Card)]
        if len(cards) != KITTY_SIZE:
            return
        self._laying = False
        view.end_selection()
        self.lay_panel.hide()
        # The model keeps the four as a set in pack order: build that one action directly.
        self.screen.act(Discard(self.screen.human, tuple(cards)))

    # packets (two players)

    def _light_packets(self, cards: list[Card]) -> None:
        self._unlight_packets()
        view = self.screen.view
        for card in cards:
            sprite = view.sprite_of(card)
            if sprite is not None:
                sprite.set_playable(True, False)
                self._lit.append(sprite)
        self._lit.sort(key=lambda s: s.pos().x())
        self._focus = 0  # the gold ring shows where to play from; arrows move it
        self._show_packet_focus()

    def _unlight_packets(self) -> None:
        for sprite in self._lit:
            try:
                sprite.set_playable(False, False)
                sprite.set_focused(False)
            except RuntimeError:  # the sprite is gone with a cleared table
                pass
        self._lit = []
        self._focus = -1

    def _show_packet_focus(self) -> None:
        for i, sprite in enumerate(self._lit):
            sprite.set_focused(i == self._focus)

    def key_pressed(self, event: QKeyEvent) -> bool:
        """The keyboard for what the table's own keys do not reach: the packets' face-up
        cards (arrows and Enter) and confirming the four cards laid away (Enter)."""
        key = event.key()
        enter = key in (Qt.Key.Key_Return, Qt.Key.Key_Enter)
        if self._laying and enter and self.lay_button.isEnabled():
            self._lay_away()
            return True
        if not self._lit:
            return False
        if key in (Qt.Key.Key_Left, Qt.Key.Key_Right):
            step = 1 if key == Qt.Key.Key_Right else -1
            if self._focus < 0:
                self._focus = 0 if step > 0 else len(self._lit) - 1
            else:
                self._focus = (self._focus + step) % len(self._lit)
            self._show_packet_focus()
            return True
        if enter or key == Qt.Key.Key_Space:
            index = self._focus if 0 <= self._focus < len(self._lit) else 0
            self.card_clicked(self._lit[index].card)
            return True
        return False

    # ------------------------------------------------------------- summaries

    def show_round_end(self, match_over: bool) -> None:
        self.screen.toast.hide()
        self.summary_text.setText(self._summary_html())
        self.summary.title.setText(self._summary_title())
        self.next_button.setText(self._next_label())
        self.summary.popup(self.screen.view.viewport())
        self.next_button.setFocus()

    def _next_label(self) -> str:
        if self.state.match_over:
            return translate("Shelem", "See the result")
        return translate("Shelem", "Next hand")

    def _outcome(self, index: int = -1) -> str:
        """How a finished hand went for the hakem: "thrown-in", "shelem", "made", "yasa"
        or "failed" (read from the state's results, so a resumed game shows the same)."""
        result = self.state.results[index]
        d = result.details
        if d["hakem"] is None:
            return "thrown-in"
        hs = side_of(d["hakem"])
        captured = d["captured"]
        if captured[hs] == TOTAL_POINTS:
            return "shelem"  # every trick: the defenders would have 5 for any one
        if captured[hs] >= d["contract"]:
            return "made"
        if captured[hs] < captured[1 - hs]:
            return "yasa"
        return "failed"

    def _summary_title(self) -> str:
        if not self.state.results:
            return translate("Shelem", "Hand over")
        return {
            "thrown-in": translate("Shelem", "Thrown in"),
            "shelem": translate("Shelem", "Shelem!"),
            "made": translate("Shelem", "Contract made"),
            "yasa": translate("Shelem", "Yasa!"),
            "failed": translate("Shelem", "Contract failed"),
        }[self._outcome()]

    def _summary_html(self) -> str:
        state = self.state
        if not state.results:
            return ""
        result = state.results[-1]
        d = result.details
        outcome = self._outcome()
        lines: list[str] = []
        if outcome == "thrown-in":
            lines.append(translate("Shelem", "Everyone passed: the hand is not played and "
                                             "no one scores."))
        else:
            hakem, contract = d["hakem"], d["contract"]
            hs, ds = side_of(hakem), 1 - side_of(hakem)
            captured = d["captured"]
            scored = result.points[hakem]
            defenders = result.points[(hakem + 1) % state.players]
            trump = suit_name(Suit.parse(d["trump"]))
            lines.append(fill(translate("Shelem", "Contract: <b>%1</b>, bid by %2 · trump: %3"),
                              num(contract), self.name(hakem), trump))
            lines.append(fill(translate("Shelem", "Points taken: %1 <b>%2</b> · %3 <b>%4</b>"),
                              self.side_name(hs), num(captured[hs]),
                              self.side_name(ds), num(captured[ds])))
            lines.append(translate("Shelem", "(5 for each trick and for the four cards laid "
                                             "away, 10 for each ace and ten, 5 for each five)"))
            side = self.side_name(hs)
            if outcome == "shelem":
                why = fill(translate("Shelem", "All twelve tricks to %1: a shelem, worth %2 "
                                               "instead of %3."),
                           side, num(SHELEM_SCORE), num(TOTAL_POINTS))
            elif outcome == "made":
                why = fill(translate("Shelem", "Contract made, so the points taken count: %1 "
                                               "for %2."), num(scored), side)
            elif outcome == "yasa":
                why = fill(translate("Shelem", "Fewer points than the defenders: yasa, %1 for "
                                               "%2 instead of minus the contract."),
                           num(YASA_SCORE), side)
            else:
                why = fill(translate("Shelem", "Contract not made: minus the contract, %1 for "
                                               "%2."), num(scored), side)
            lines.append(f"<b>{why}</b>")
            lines.append(fill(translate("Shelem", "The defenders keep what they took: %1 for "
                                                  "%2."), num(defenders), self.side_name(ds)))
        lines.append(self._score_line())
        if not state.match_over:
            nxt = (state.dealer + 1) % state.players
            lines.append(fill(translate("Shelem", "%1 deals the next hand."), self.name(nxt))
                         if nxt != self.screen.human
                         else translate("Shelem", "You deal the next hand."))
        return "<br>".join(lines)

    def _score_line(self) -> str:
        state = self.state
        us = side_of(self.screen.human)
        them = 1 - us
        return fill(translate("Shelem", "Score: %1 <b>%2</b> · %3 <b>%4</b> (playing to %5)"),
                    self.side_name(us), num(state.side_totals[us]),
                    self.side_name(them), num(state.side_totals[them]),
                    num(state.options.target))

    def _show_match_end(self) -> None:
        state = self.state
        human = self.screen.human
        won = human in state.winners
        winner = side_of(next(iter(state.winners), 0))
        if won:
            head = (translate("Shelem", "You win the match!") if state.players == 2
                    else translate("Shelem", "You and your partner win the match!"))
        else:
            head = fill(translate("Shelem", "The match goes to %1."), self.side_name(winner))
        self.open_match_end(f"<p style='font-size:16pt'><b>{head}</b></p>" + self._score_line())

    # ----------------------------------------------------------- information

    def score_sheet(self) -> tuple[list[str], list[list[str]]]:
        """The paper sheet: a column per side with its running total, the contract in the
        middle, and a line in the middle column each time every player has dealt once."""
        if self.screen.session is None or not self._widgets:
            return [], []
        state = self.state
        us = side_of(self.screen.human)
        them = 1 - us
        headers = [self.side_name(us), translate("Shelem", "Contract"), self.side_name(them)]
        rows: list[list[str]] = []
        for i, result in enumerate(state.results):
            d = result.details
            hakem = d["hakem"]
            if hakem is None:
                middle = translate("Shelem", "all passed")
            else:
                middle = fill(translate("Shelem", "%1 · %2", "contract · hakem"),
                              num(d["contract"]), self.name(hakem))
                outcome = self._outcome(i)
                if outcome == "shelem":
                    middle = fill(translate("Shelem", "%1 · shelem"), middle)
                elif outcome == "yasa":
                    middle = fill(translate("Shelem", "%1 · yasa"), middle)
            totals = result.totals
            rows.append([num(totals[us]), middle, num(totals[them])])
            if (i + 1) % state.players == 0:
                rows.append(["", RULE, ""])
        return headers, rows

    def match_score(self) -> int:
        return self.state.side_totals[side_of(self.screen.human)]

    def plate_text(self, seat: int) -> str:
        name = self.name(seat)
        if self.screen.session is None or not self._widgets:
            return name
        state = self.state
        if state.hakem == seat and not state.round_over:
            return fill(translate("Shelem", "%1 · hakem %2"), name, num(state.contract or 0))
        if state.phase == "bidding":
            calls = [v for s, v in state.auction if s == seat]
            if calls:
                last = calls[-1]
                return fill(translate("Shelem", "%1 · %2", "player · last call"), name,
                            num(last) if last is not None else translate("Shelem", "pass"))
        if state.dealer == seat:
            return fill(translate("Shelem", "%1 · dealer"), name)
        return name

    def _known_points(self) -> tuple[list[int], bool]:
        """Points each side has captured as far as the human can know them, and whether
        the laid-away cards (hidden from the defenders) are left out."""
        state = self.state
        view = state.view(self.screen.human)
        out = [TRICK_POINTS * view.tricks[x] + sum(card_points(c) for c in view.won[x])
               for x in (0, 1)]
        hidden = False
        if view.hakem is not None and view.laid_away:
            hs = side_of(view.hakem)
            known = [c for c in view.laid_away if c is not None]
            if len(known) == len(view.laid_away):
                out[hs] += TRICK_POINTS + sum(card_points(c) for c in known)
            else:
                out[hs] += TRICK_POINTS
                hidden = True
        return out, hidden

    def refresh(self) -> None:
        if self.screen.session is None or not self._widgets:
            return
        state = self.state
        human = self.screen.human
        self._close_stale_prompts()
        us, them = side_of(human), 1 - side_of(human)
        rows = [fill(translate("Shelem", "Hand %1 · dealer: %2"), num(max(1, len(state.deals))),
                     self.name(state.dealer))]
        if state.phase == "bidding":
            if state.high is None:
                rows.append(fill(translate("Shelem", "Auction: no bid yet (%1 to %2, in fives)"),
                                 num(MIN_BID), num(MAX_BID)))
            else:
                rows.append(fill(translate("Shelem", "Auction: highest bid %1, by %2"),
                                 num(state.high),
                                 self.name(0 if state.high_seat is None else state.high_seat)))
        elif state.hakem is not None:
            rows.append(fill(translate("Shelem", "Hakem: %1 · contract: <b>%2</b>"),
                             self.name(state.hakem), num(state.contract or 0)))
            rows.append(fill(translate("Shelem", "Trump: %1"), suit_html(state.trump, light=True))
                        if state.trump is not None
                        else translate("Shelem", "Trump: named by the hakem's first card"))
            points, hidden = self._known_points()
            texts = [num(p) for p in points]
            hs = side_of(state.hakem)
            rows.append(fill(translate("Shelem", "Points taken: %1 %2 · %3 %4"),
                             self.side_name(us), texts[us], self.side_name(them), texts[them]))
            if hidden:
                rows.append(fill(translate("Shelem", "(%1: + the hidden points laid away)"),
                                 self.side_name(hs)))
            if not hidden and state.hakem == human and state.laid:
                laid = TRICK_POINTS + sum(card_points(c) for c in state.laid)
                rows.append(fill(translate("Shelem", "Of these, %1 from your laid-away cards"),
                                 num(laid)))
            if state.phase == "play" and state.to_act == human and len(state.trick) >= 2 \
                    and state.players == 2:
                rows.append(translate("Shelem", "Your turn: play a face-up packet card"))
            elif (state.phase == "play" and state.trick_number == 0 and not state.trick
                    and state.hakem == human):
                rows.append(translate("Shelem", "Your first card names trump"))
            if state.phase == "play" and state.contract is not None:
                rows.append(Shelem.tr("The defenders break it with %Ln point(s)", None,
                                      TOTAL_POINTS + 1 - state.contract))
        rows.append(fill(translate("Shelem", "Score: %1 %2 · %3 %4 (to %5)"),
                         self.side_name(us), num(state.side_totals[us]),
                         self.side_name(them), num(state.side_totals[them]),
                         num(state.options.target)))
        self.show_info_rows(rows)
        self.info.adjustSize()
        if self.players == 2:
            self._order_packets()
        self.place()
        height = self.info.height()
        if height != self._info_height and not self.screen.view.animator.busy:
            self._info_height = height
            view = self.screen.view
            view.relayout(animate=False, zones=[z for z in view.zones if z[0] == "hand"])

    def _close_stale_prompts(self) -> None:
        """A decision taken some other way (a hint, undo, the keyboard) closes its panel."""
        state = self.state
        mine = state.to_act == self.screen.human
        if self.bid_panel.isVisible() and not (mine and state.phase == "bidding"):
            self.bid_panel.hide()
        if self._laying and not (mine and state.phase == "exchange"):
            self._laying = False
            self.screen.view.end_selection()
        if self.lay_panel.isVisible() and not self._laying:
            self.lay_panel.hide()
        if self._lit and not mine:
            self._unlight_packets()

    def place(self) -> None:
        if not self._widgets:
            return
        vp = self.screen.view.viewport()
        rtl = QApplication.layoutDirection() == Qt.LayoutDirection.RightToLeft
        self.info.setLayoutDirection(QApplication.layoutDirection())
        self._size_info_clear_of_the_trick(rtl)
        x = vp.width() - self.info.width() - 10 if rtl else 10
        self.info.move(x, 10)
        for panel in (self.bid_panel, self.lay_panel, self.summary):
            panel.setLayoutDirection(QApplication.layoutDirection())
            if panel.isVisible():
                panel.centre_in(vp)
        if self.lay_panel.isVisible():
            self._place_lay_panel()
        if self.players == 4:  # two players' tricks lie in a row across the middle
            self.top_plate_clear_of_the_trick()
        if self.bid_panel.isVisible():
            self.panel_below_top_plates(self.bid_panel)

    def _size_info_clear_of_the_trick(self, rtl: bool) -> None:
        """The box at its natural size, one line per row; where that would reach over the
        trick (a small window, the long Persian lines), as wide as the room beside the trick
        leaves, its lines wrapped."""
        for label in self.info_labels:
            label.setWordWrap(False)
        self.info.setMinimumWidth(0)
        self.info.adjustSize()
        vp = self.screen.view.viewport()
        w, h = self.info.width(), self.info.height()
        trick = self._trick_rect()
        at = QRect(vp.width() - w - 10 if rtl else 10, 10, w, h)
        if trick.isNull() or not at.intersects(trick):
            return
        room = vp.width() - 10 - trick.right() - 8 if rtl else trick.left() - 8 - 10
        if room < 180:
            return
        for label in self.info_labels:
            label.setWordWrap(True)
        self.info.setMinimumWidth(room)
        self.info.resize(room, self.info.heightForWidth(room))

    def _trick_rect(self) -> QRect:
        """Where the cards of a trick lie, whether or not they are on the table now."""
        view = self.screen.view
        lay = view.layout_
        half_w, half_h = lay.card_w / 2, lay.card_h / 2
        points = []
        for seat in view.sides:
            if len(view.sides) == 2:
                points += [self.position(("trick", seat), i, 2) for i in range(2)]
            else:
                points.append(self.position(("trick", seat), 0, 1) or lay.trick(seat))
        rect = QRect()
        for p in points:
            if p is not None:
                rect = rect.united(QRect(int(p.x() - half_w), int(p.y() - half_h),
                                         int(lay.card_w), int(lay.card_h)))
        return rect

    def _place_lay_panel(self) -> None:
        """Above the human's hand, clear of the cards that rise when chosen."""
        vp = self.screen.view.viewport()
        lay = self.screen.view.layout_
        self.lay_panel.centre_in(vp)
        self.panel_below_top_plates(self.lay_panel)
        bottom = int(vp.height() - lay.card_h - lay.margin * 2 - lay.card_w * 0.35)
        y = min(self.lay_panel.y(), bottom - self.lay_panel.height())
        self.lay_panel.move(self.lay_panel.x(), max(4, y))

    def retranslate(self) -> None:
        if not self._widgets:
            return
        self.bid_panel.title.setText(translate("Shelem", "Your bid"))
        for value, button in self.bid_buttons.items():
            button.setText(num(value))
        self.pass_button.setText(translate("Shelem", "Pass"))
        self.lay_panel.title.setText(translate("Shelem", "Lay away four cards"))
        self.lay_button.setText(translate("Shelem", "Lay these four away"))
        if self.bid_panel.isVisible():
            self._fill_bid_panel()
        if self.lay_panel.isVisible():
            self.lay_text.setText(self._lay_html())
            self._selection_changed(self.screen.view.selected_cards())
        self.summary.title.setText(self._summary_title() if self.summary.isVisible()
                                   else translate("Shelem", "Hand over"))
        if self.summary.isVisible():
            self.summary_text.setText(self._summary_html())
            self.next_button.setText(self._next_label())
        self.refresh()

