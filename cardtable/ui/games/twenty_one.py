"""Twenty-One at the table: chips only, the bank in the middle, the stake chosen with a
slider and quick amounts, hit and stand, the three-card expose rule, the banker's hand shown
at the end of every duel, the human as banker (take or decline the bank, exchange, hit and
stand), side bets, the bank call and the match end by cycles of the bank."""

from __future__ import annotations

import functools
from collections.abc import Sequence
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QCoreApplication, QPoint, QPointF, QRect, QRectF, Qt
from PySide6.QtWidgets import (
    QApplication,
    QDialog,
    QFrame,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QSlider,
    QVBoxLayout,
    QWidget,
)

from cardtable.cards import Card
from cardtable.rules.base import (
    Action,
    CardMoved,
    Event,
    MatchOver,
    RoundScored,
    RoundStarted,
)
from cardtable.rules.twenty_one import (
    BANKER,
    BET,
    DISCARD,
    HIT,
    OFFER,
    SIDE,
    STOCK,
    BankCalled,
    BankDeclined,
    BankOffered,
    BankPutUp,
    BankReturned,
    BetPlaced,
    Busted,
    DeclineBank,
    DuelSettled,
    Exchange,
    Exchanged,
    Exposed,
    Hit,
    NoSideBet,
    Reshuffled,
    SideBet,
    SideBetPlaced,
    Stand,
    Stood,
    TwentyOneState,
    hand_value,
)
from cardtable.rules.twenty_one import Bet as BetAction
from cardtable.session import Session
from cardtable.ui.games.base import GameUI, OptionSpec
from cardtable.ui.table import timings as T
from cardtable.ui.table.layout import sides_for
from cardtable.ui.table.panels import Panel
from cardtable.ui.table.spots import spot_beside
from cardtable.ui.words import Counted, card_name, fill, num, seat_name, signed

if TYPE_CHECKING:
    from cardtable.ui.table.screen import TableScreen

translate = QCoreApplication.translate
TwentyOne = Counted("TwentyOne")  # phrases with a count

_RED = "#c0182a"
EXTRA_STYLE = """
QLabel#bank {
    color: #3a2a00; background: qradialgradient(cx:0.5, cy:0.5, radius:0.8,
        stop:0 #ffe58a, stop:1 #d9a520);
    border: 2px solid #8a6410; border-radius: 14px; padding: 4px 14px;
    font-size: 12pt; font-weight: bold;
}
QLabel#stake {
    color: #ffffff; background: rgba(24, 90, 170, 225); border: 2px dashed #cfe3ff;
    border-radius: 12px; padding: 2px 10px; font-weight: bold;
}
QLabel#side-stake {
    color: #ffffff; background: rgba(120, 60, 150, 215); border-radius: 10px;
    padding: 1px 8px; font-size: 9pt;
}
QLabel#chips-only { color: #ffe9a8; font-style: italic; }
"""


def card_html(card: Card, dark: bool = False) -> str:
    """A card's name with its suit symbol in colour."""
    suit = card.suit
    if suit is None:
        return card_name(card)
    colour = (_RED if not dark else "#ff9a9a") if suit.is_red else (
        "#111111" if not dark else "#f4f1e6")
    return f'<span style="color:{colour}">{suit.symbol}</span>&nbsp;{card_name(card)}'


class TwentyOneUI(GameUI):
    game_id = "twenty-one"
    default_players = 4

    @staticmethod
    def room_for(players: int) -> tuple[int, int]:
        # Six to eight seats, each with its chips: the smallest window puts them on each
        # other, and the box on the stock; with fewer, the stake prompt finds no room beside
        # the box below 960 x 600.
        if players >= 6:
            return (1152, 680)
        return (960, 600)

    @staticmethod
    def option_specs() -> list[OptionSpec]:
        return [
            OptionSpec("chips", lambda: translate("TwentyOne", "Starting chips:"),
                       minimum=100, maximum=1_000_000),
            OptionSpec("bank", lambda: translate("TwentyOne", "Bank put up by the banker:"),
                       minimum=50, maximum=1_000_000),
            OptionSpec("min_bet", lambda: translate("TwentyOne", "Smallest stake:"),
                       minimum=1, maximum=100_000),
            OptionSpec("bank_call",
                       lambda: translate("TwentyOne", "Bank call when the bank grows to "
                                                      "(times its start):"),
                       minimum=2, maximum=20),
            OptionSpec("bank_rounds",
                       lambda: translate("TwentyOne", "Rounds a banker keeps the bank:"),
                       minimum=1, maximum=20),
            OptionSpec("side_bets",
                       lambda: translate("TwentyOne", "Side bets on other players' duels:")),
            OptionSpec("cycles",
                       lambda: translate("TwentyOne", "Times the bank goes round the table:"),
                       minimum=1, maximum=10),
        ]

    @staticmethod
    def intro(players: int) -> str:
        return translate("TwentyOne", "Each player in turn duels the banker: take cards to "
                                      "come as close to 21 as you can without going over. "
                                      "The bank passes round the table. Played for chips "
                                      "only: no money is involved.")

    def __init__(self) -> None:
        self.match_dialog: QDialog | None = None
        self._widgets: list[QWidget] = []
        self._legal: Sequence[Action] = []
        self._stakes: list[int] = []
        self._side_mode = False
        self._decided: tuple[int, int] | None = None
        self._bank_open = False
        self._expose: Card | None = None
        self._duel_seat: int | None = None
        self._stake_shown = 0
        self._side_shown: list[tuple[int, int]] = []

    # ----------------------------------------------------------- set-up

    def sides(self, session: Session, human: int) -> dict[int, str]:
        # A Persian game: the bank and the duels go round to the right (counter-clockwise).
        return sides_for(session.players, human, counter_clockwise=True)

    def attach(self, screen: TableScreen) -> None:
        super().attach(screen)
        screen.view.hand_key = self._arrival
        vp = screen.view.viewport()
        self.info = QFrame(vp)
        self.info.setObjectName("info")
        self.info.setStyleSheet(EXTRA_STYLE)
        box = QVBoxLayout(self.info)
        box.setContentsMargins(12, 8, 12, 8)
        box.setSpacing(2)
        self.info_labels = [QLabel(self.info) for _ in range(6)]
        for label in self.info_labels:
            label.setTextFormat(Qt.TextFormat.RichText)
            box.addWidget(label)
        self.chips_only = QLabel(self.info)
        self.chips_only.setObjectName("chips-only")
        box.addWidget(self.chips_only)
        self.info.show()
        self.bank_label = QLabel(vp)
        self.bank_label.setObjectName("bank")
        self.bank_label.setStyleSheet(EXTRA_STYLE)
        self.bank_label.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.stake_label = QLabel(vp)
        self.stake_label.setObjectName("stake")
        self.stake_label.setStyleSheet(EXTRA_STYLE)
        self.stake_label.hide()
        self.side_labels: list[QLabel] = []
        self.bank_panel = self._make_bank_panel(vp)
        self.bet_panel = self._make_bet_panel(vp)
        self.bar = self._make_bar(vp)
        self.summary = self.make_summary_panel(vp, 580)
        self._widgets = [self.info, self.bank_label, self.stake_label, self.bank_panel,
                         self.bet_panel, self.bar, self.summary]
        screen.view.selection_changed.connect(self._selection_changed)

    def detach(self) -> None:
        view = self.screen.view
        try:
            view.selection_changed.disconnect(self._selection_changed)
        except (RuntimeError, TypeError):
            pass
        if view.selecting:
            view.end_selection()
        for w in self._widgets + self.side_labels:
            w.hide()
            w.deleteLater()
        self._widgets = []
        self.side_labels = []
        if self.match_dialog is not None:
            self.match_dialog.close()
            self.match_dialog.deleteLater()
            self.match_dialog = None

    @property
    def state(self) -> TwentyOneState:
        assert self.screen.session is not None
        state = self.screen.session.state
        assert isinstance(state, TwentyOneState)
        return state

    def name(self, seat: int) -> str:
        return seat_name(seat, self.screen.human)

    def who(self, seat: int) -> str:
        """A player named after a verb or a preposition: "you" for the human."""
        if seat == self.screen.human:
            return translate("TwentyOne", "you", "the human player, after a verb or preposition")
        return self.name(seat)

    def _arrival(self, card: Card) -> tuple[int, ...]:
        """The human's cards in the order received (the three-card rule counts them)."""
        session = self.screen.session
        if session is None:
            return (99,)
        hand = self.state.hands[self.screen.human]
        return (hand.index(card),) if card in hand else (99,)

    # ------------------------------------------------------------ places

    def position(self, zone: tuple[object, ...], index: int, count: int) -> QPointF | None:
        view = self.screen.view
        if zone != ("hand", self.screen.human) or self.screen.session is None:
            return None
        lay = view.layout_
        points = lay.hand(self.screen.human, count)
        if index >= len(points):
            return None
        p = points[index]
        sprites = view.zones.get(zone, [])
        if (index < len(sprites) and self.state.banker != self.screen.human
                and self._is_exposed(sprites[index].card)):
            # A card turned face up for all (the three-card rule) stands a little higher.
            return QPointF(p.x(), p.y() - lay.card_h * 0.2)
        return p

    def _is_exposed(self, card: Card) -> bool:
        state = self.state
        human = self.screen.human
        hand = state.hands[human]
        return card in hand and state.up[human][hand.index(card)]

    # -------------------------------------------------------------- panels

    def _make_bank_panel(self, parent: QWidget) -> Panel:
        panel = Panel(parent)
        self.bank_text = QLabel(panel)
        self.bank_text.setWordWrap(True)
        self.bank_text.setTextFormat(Qt.TextFormat.RichText)
        self.bank_text.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.bank_text.setMinimumWidth(380)
        panel.box.addWidget(self.bank_text)
        row = QHBoxLayout()
        self.take_bank = QPushButton(panel)
        self.take_bank.setObjectName("take-bank")
        self.exchange_button = QPushButton(panel)
        self.exchange_button.setObjectName("exchange")
        self.decline_button = QPushButton(panel)
        self.decline_button.setObjectName("decline-bank")
        self.take_bank.clicked.connect(self._keep)
        self.exchange_button.clicked.connect(self._exchange)
        self.decline_button.clicked.connect(self._decline)
        for b in (self.take_bank, self.exchange_button, self.decline_button):
            row.addWidget(b)
        panel.box.addLayout(row)
        return panel

    def _make_bet_panel(self, parent: QWidget) -> Panel:
        panel = Panel(parent)
        self.bet_text = QLabel(panel)
        self.bet_text.setWordWrap(True)
        self.bet_text.setTextFormat(Qt.TextFormat.RichText)
        self.bet_text.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.bet_text.setMinimumWidth(400)
        panel.box.addWidget(self.bet_text)
        self.amount_label = QLabel(panel)
        self.amount_label.setObjectName("amount")
        self.amount_label.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.amount_label.setStyleSheet("font-size: 18pt; font-weight: bold; color: #1f4d35;")
        self.slider = QSlider(Qt.Orientation.Horizontal, panel)
        self.slider.setObjectName("stake-slider")
        self.slider.valueChanged.connect(self._slider_moved)
        # The stake beside its slider, not above it: a row less for a small window, where
        # the panel lay on the information box.
        stake = QHBoxLayout()
        stake.setSpacing(14)
        stake.addWidget(self.amount_label)
        stake.addWidget(self.slider, 1)
        panel.box.addLayout(stake)
        quick = QHBoxLayout()
        self.quick_buttons: dict[str, QPushButton] = {}
        for key in ("min", "quarter", "half", "bank"):
            b = QPushButton(panel)
            b.setObjectName(f"quick-{key}")
            b.setStyleSheet("min-width: 60px; padding: 4px 8px;")
            b.clicked.connect(lambda _=False, k=key: self._quick(k))
            quick.addWidget(b)
            self.quick_buttons[key] = b
        panel.box.addLayout(quick)
        row = QHBoxLayout()
        self.no_side_button = QPushButton(panel)
        self.no_side_button.setObjectName("no-side-bet")
        self.no_side_button.clicked.connect(self._no_side)
        self.bet_button = QPushButton(panel)
        self.bet_button.setObjectName("bet")
        self.bet_button.clicked.connect(self._bet)
        row.addWidget(self.no_side_button)
        row.addWidget(self.bet_button)
        panel.box.addLayout(row)
        return panel

    def _make_bar(self, parent: QWidget) -> Panel:
        """Hit or stand, beside the piles: for the dueling player and for the banker."""
        panel = Panel(parent)
        panel.setMaximumWidth(340)
        panel.setMinimumWidth(250)
        panel.box.setContentsMargins(14, 10, 14, 10)
        panel.box.setSpacing(6)
        panel.title.setStyleSheet("font-size: 13pt;")
        self.bar_text = QLabel(panel)
        self.bar_text.setObjectName("bar-help")
        self.bar_text.setTextFormat(Qt.TextFormat.RichText)
        self.bar_text.setWordWrap(True)
        self.bar_text.setAlignment(Qt.AlignmentFlag.AlignCenter)
        panel.box.addWidget(self.bar_text)
        row = QHBoxLayout()
        self.hit_button = QPushButton(panel)
        self.hit_button.setObjectName("hit")
        self.stand_button = QPushButton(panel)
        self.stand_button.setObjectName("stand")
        self.hit_button.clicked.connect(self._hit)
        self.stand_button.clicked.connect(self._stand)
        row.addWidget(self.hit_button)
        row.addWidget(self.stand_button)
        panel.box.addLayout(row)
        return panel

    # -------------------------------------------------------------- events

    def animate(self, event: Event) -> bool:
        view = self.screen.view
        timing = self.screen.timing
        show = self._toast
        if isinstance(event, RoundStarted):
            number, banker = event.number, event.roles.get("banker", 0)
            view.then(lambda: self._new_round(number))
            view.then(lambda: show(self._round_text(number, banker)))
            return True
        if isinstance(event, CardMoved) and event.src == STOCK and event.dst[0] == "hand":
            return False  # the table moves it
        if isinstance(event, BankOffered):
            seat = event.seat
            view.then(lambda: show(self._offered_text(seat)))
            view.animator.pause(timing.ms(T.FLASH // 2))
            return True
        if isinstance(event, BankDeclined):
            seat = event.seat
            view.then(lambda: show(self._declined_text(seat)))
            view.animator.pause(timing.ms(T.FLASH // 2))
            return True
        if isinstance(event, BankPutUp):
            seat, amount = event.seat, event.amount
            view.then(lambda: show(self._put_up_text(seat, amount)))
            view.then(self.refresh)
            return True
        if isinstance(event, Exchanged):
            seat = event.seat
            view.then(lambda: show(self._exchanged_text(seat)))
            return True
        if isinstance(event, BetPlaced):
            seat, amount = event.seat, event.amount
            view.then(lambda: self._show_stake(seat, amount))
            view.then(lambda: show(self._bet_text(seat, amount)))
            return True
        if isinstance(event, SideBetPlaced):
            seat, amount = event.seat, event.amount
            if amount:
                view.then(lambda: self._add_side(seat, amount))
                view.then(lambda: show(self._side_text(seat, amount)))
            return True
        if isinstance(event, Exposed):
            seat, card = event.seat, event.card
            view.then(lambda: self._expose_sprite(seat, card))
            view.animator.pause(timing.ms(T.PLAY_CARD // 2))
            return True
        if isinstance(event, Stood):
            seat = event.seat
            view.then(lambda: show(self._stood_text(seat)))
            return True
        if isinstance(event, Busted):
            seat, total = event.seat, event.total
            view.then(lambda: show(self._bust_text(seat, total)))
            view.animator.pause(timing.ms(T.FLASH // 2))
            return True
        if isinstance(event, DuelSettled):
            view.then(lambda: self._reveal(event))
            view.animator.pause(timing.ms(T.FLASH * 2))
            return True
        if isinstance(event, BankCalled):
            seat, bank = event.seat, event.bank
            view.then(lambda: show(self._call_text(seat, bank), T.FLASH * 3))
            view.animator.pause(timing.ms(T.FLASH))
            return True
        if isinstance(event, BankReturned):
            seat, amount = event.seat, event.amount
            view.then(lambda: show(self._returned_text(seat, amount)))
            return True
        if isinstance(event, Reshuffled):
            view.then(lambda: show(translate("TwentyOne", "The stock is empty: the discards "
                                                          "are shuffled into a new stock.")))
            return True
        if isinstance(event, CardMoved) and event.src == DISCARD and event.dst == STOCK:
            view.move_card(event.card, event.src, event.dst, False, timing.ms(T.GATHER),
                           timing.ms(T.DEAL_STAGGER) // 3)
            return True
        if isinstance(event, CardMoved) and event.dst == DISCARD:
            # The banker's exchanged card goes down face down, but the human who put it
            # there knows it: its face shows, as on a table laid out anew from the view.
            face_up = event.face_up or event.src == ("hand", self.screen.human)
            view.move_card(event.card, event.src, event.dst, face_up,
                           timing.ms(T.PLAY_CARD), timing.ms(T.DEAL_STAGGER))
            if event.src[0] == "hand":
                view.then(self._clear_stakes)
            return True
        return isinstance(event, RoundScored | MatchOver)

    def _toast(self, text: str, ms: int = T.FLASH * 2) -> None:
        self.screen.show_toast(text, ms)

    def _new_round(self, number: int) -> None:
        """Clear the table and lay the round's pack face down as the stock."""
        view = self.screen.view
        view.settle()
        for sprites in view.zones.values():
            for s in sprites:
                view.scene().removeItem(s)
        view.zones = {}
        self._clear_stakes()
        state = self.state
        deals = state.deals
        if 0 < number <= len(deals):
            deal = deals[number - 1]
            pack = [c for h in deal.hands for c in h] + list(deal.piles.get("stock", ()))
            for card in reversed(pack):
                view.place(card, ("deck",), STOCK, False)
            view.relayout(animate=False, zones=[STOCK])
        self.refresh()

    def _round_text(self, number: int, banker: int) -> str:
        return fill(translate("TwentyOne", "Round %1: the bank goes to %2."), num(number),
                    self.who(banker))

    def _offered_text(self, seat: int) -> str:
        if seat == self.screen.human:
            return translate("TwentyOne", "The bank comes to you.")
        return fill(translate("TwentyOne", "The bank is offered to %1."), self.name(seat))

    def _declined_text(self, seat: int) -> str:
        if seat == self.screen.human:
            return translate("TwentyOne", "You decline the bank.")
        return fill(translate("TwentyOne", "%1 declines the bank."), self.name(seat))

    def _put_up_text(self, seat: int, amount: int) -> str:
        if seat == self.screen.human:
            return TwentyOne.tr("You put up a bank of %Ln chip(s).", None, amount)
        return fill(TwentyOne.tr("%1 puts up a bank of %Ln chip(s).", None, amount),
                    self.name(seat))

    def _exchanged_text(self, seat: int) -> str:
        if seat == self.screen.human:
            return translate("TwentyOne", "You exchange your face-down card.")
        return fill(translate("TwentyOne", "The banker, %1, exchanges the face-down card."),
                    self.name(seat))

    def _bet_text(self, seat: int, amount: int) -> str:
        whole = self.state.holding and amount == self.state.bank
        if seat == self.screen.human:
            return (translate("TwentyOne", "You bet the whole bank!") if whole
                    else TwentyOne.tr("You bet %Ln chip(s).", None, amount))
        if whole:
            return fill(translate("TwentyOne", "%1 bets the whole bank!"), self.name(seat))
        return fill(TwentyOne.tr("%1 bets %Ln chip(s).", None, amount), self.name(seat))

    def _side_text(self, seat: int, amount: int) -> str:
        duel = self.state.duel
        if seat == self.screen.human:
            return fill(translate("TwentyOne", "You add a side bet of %1 on %2's duel."),
                        num(amount), self.name(duel))
        if duel == self.screen.human:
            return fill(translate("TwentyOne", "%1 adds a side bet of %2 on your duel."),
                        self.name(seat), num(amount))
        return fill(translate("TwentyOne", "%1 adds a side bet of %2 on %3's duel."),
                    self.name(seat), num(amount), self.name(duel))

    def _stood_text(self, seat: int) -> str:
        state = self.state
        if seat == state.banker:
            if seat == self.screen.human:
                return translate("TwentyOne", "You stand as banker.")
            return fill(translate("TwentyOne", "The banker, %1, stands."), self.name(seat))
        if seat == self.screen.human:
            return translate("TwentyOne", "You stand. The banker turns up his card.")
        if state.banker == self.screen.human:
            return fill(translate("TwentyOne", "%1 stands. Your card is turned up: hit or "
                                               "stand as banker."), self.name(seat))
        return fill(translate("TwentyOne", "%1 stands. The banker turns up his card."),
                    self.name(seat))

    def _bust_text(self, seat: int, total: int) -> str:
        if seat == self.screen.human:
            return fill(translate("TwentyOne", "Bust! You have %1."), num(total))
        return fill(translate("TwentyOne", "%1 is bust with %2!"), self.name(seat), num(total))

    def _call_text(self, seat: int, bank: int) -> str:
        if seat == self.screen.human:
            return fill(translate("TwentyOne", "Bank call! The bank holds %1 chips: at the end "
                                               "of this round you take it back and the bank "
                                               "passes."), num(bank))
        return fill(translate("TwentyOne", "Bank call! The bank holds %1 chips: at the end of "
                                           "this round %2 takes it back and the bank passes."),
                    num(bank), self.name(seat))

    def _returned_text(self, seat: int, amount: int) -> str:
        if seat == self.screen.human:
            return TwentyOne.tr("You take the bank of %Ln chip(s) back.", None, amount)
        return fill(TwentyOne.tr("%1 takes the bank of %Ln chip(s) back.", None, amount),
                    self.name(seat))

    def _expose_sprite(self, seat: int, card: Card) -> None:
        view = self.screen.view
        for sprite in view.zones.get(("hand", seat), []):
            if sprite.card is card:
                sprite.set_face_up(True)
        view.relayout(animate=False, zones=[("hand", seat)])

    def _reveal(self, event: DuelSettled) -> None:
        """The end of a duel: both hands turned up, and the result in words."""
        view = self.screen.view
        state = self.state
        banker = state.banker
        for zone in (("hand", event.seat), ("hand", banker)):
            for sprite in view.zones.get(zone, []):
                sprite.set_face_up(True)
        self._toast(self._duel_text(event.seat, event.winner, event.stake, event.player,
                                    event.banker), T.FLASH * 3)

    def _duel_text(self, seat: int, winner: str, stake: int, player: int, banker: int) -> str:
        you = seat == self.screen.human
        name = self.name(seat)
        if player > 21:
            return (fill(TwentyOne.tr("You are bust with %1: %Ln chip(s) go into the bank.",
                                      None, stake), num(player)) if you
                    else fill(TwentyOne.tr("%1 is bust with %2: %Ln chip(s) go into the bank.",
                                           None, stake), name, num(player)))
        if banker > 21:
            return (fill(TwentyOne.tr("The banker is bust with %1: you win %Ln chip(s).",
                                      None, stake), num(banker)) if you
                    else fill(TwentyOne.tr("The banker is bust with %1: %2 wins %Ln chip(s).",
                                           None, stake), num(banker), name))
        if winner == "player":
            return (fill(TwentyOne.tr("You %1, the banker %2: you win %Ln chip(s).", None, stake),
                         num(player), num(banker)) if you
                    else fill(TwentyOne.tr("%1 %2, the banker %3: %1 wins %Ln chip(s).", None,
                                           stake), name, num(player), num(banker)))
        if player == banker:
            return (fill(TwentyOne.tr("You %1, the banker %2: a tie goes to the banker; you lose "
                                      "%Ln chip(s).", None, stake),
                         num(player), num(banker)) if you
                    else fill(TwentyOne.tr("%1 %2, the banker %3: a tie goes to the banker; %1 "
                                           "loses %Ln chip(s).", None, stake),
                              name, num(player), num(banker)))
        return (fill(TwentyOne.tr("You %1, the banker %2: you lose %Ln chip(s).", None, stake),
                     num(player), num(banker)) if you
                else fill(TwentyOne.tr("%1 %2, the banker %3: %1 loses %Ln chip(s).", None, stake),
                          name, num(player), num(banker)))

    # ------------------------------------------------------------- stakes

    def _show_stake(self, seat: int, amount: int) -> None:
        self._duel_seat = seat
        self._stake_shown = amount
        self._side_shown = []
        self._fill_stakes()

    def _add_side(self, seat: int, amount: int) -> None:
        self._side_shown.append((seat, amount))
        self._fill_stakes()

    def _clear_stakes(self) -> None:
        self._duel_seat = None
        self._stake_shown = 0
        self._side_shown = []
        if self._widgets:
            self._fill_stakes()

    def _sync_stakes(self) -> None:
        """The stake chips from the state (after a resume or an undo)."""
        state = self.state
        if state.phase in (SIDE, HIT, BANKER) and state.stake:
            self._duel_seat = state.duel
            self._stake_shown = state.stake
            self._side_shown = list(state.sides)
        else:
            self._duel_seat = None
            self._stake_shown = 0
            self._side_shown = []

    def _fill_stakes(self) -> None:
        if self._duel_seat is None or not self._stake_shown:
            self.stake_label.hide()
        else:
            self.stake_label.setText(fill(translate("TwentyOne", "Stake %1"),
                                          num(self._stake_shown)))
            self.stake_label.show()
        while len(self.side_labels) < len(self._side_shown):
            label = QLabel(self.screen.view.viewport())
            label.setObjectName("side-stake")
            label.setStyleSheet(EXTRA_STYLE)
            self.side_labels.append(label)
        for i, label in enumerate(self.side_labels):
            if i < len(self._side_shown):
                label.setText(fill(translate("TwentyOne", "Side bet %1"),
                                   num(self._side_shown[i][1])))
                label.show()
            else:
                label.hide()
        self.place()

    # ------------------------------------------------------------- prompts

    def _key(self) -> tuple[int, int]:
        session = self.screen.session
        assert session is not None
        return len(session.record.rounds), len(session.record.rounds[-1].actions)

    def prompt(self, legal: Sequence[Action]) -> None:
        if not self._widgets or not legal:
            return
        state = self.state
        human = self.screen.human
        self._legal = legal
        for panel in (self.bank_panel, self.bet_panel, self.bar):
            panel.hide()
        if state.to_act != human:
            # Out of turn: the banker, before the player's bet.
            if self._decided == self._key():
                return
            self._show_bank_panel()
            return
        phase = state.phase
        if phase == OFFER:
            self._show_bank_panel()
        elif phase == BET:
            self._show_bet_panel(side=False)
        elif phase == SIDE:
            self._show_bet_panel(side=True)
        elif phase in (HIT, BANKER):
            self._show_bar()

    def waits_for_human(self, extra: list[Action]) -> bool:
        return self._bank_open

    def hide_prompts(self) -> None:
        if not self._widgets:
            return
        view = self.screen.view
        if view.selecting:
            view.end_selection()
        self._bank_open = False
        self._expose = None
        for panel in (self.bank_panel, self.bet_panel, self.bar, self.summary):
            panel.hide()

    def _show_bank_panel(self) -> None:
        state = self.state
        human = self.screen.human
        can_exchange = any(isinstance(a, Exchange) for a in self._legal)
        can_decline = any(isinstance(a, DeclineBank) for a in self._legal)
        self._bank_open = True
        self._fill_bank_panel()
        self.take_bank.setVisible(can_exchange or not can_decline)
        self.exchange_button.setVisible(can_exchange)
        self.decline_button.setVisible(can_decline)
        self.bank_panel.popup(self.screen.view.viewport())
        self.bank_panel.move(self._prompt_spot(self.bank_panel))
        forced = state.phase == OFFER and state.banker == human
        (self.decline_button if forced else self.take_bank).setFocus()

    def _fill_bank_panel(self) -> None:
        state = self.state
        human = self.screen.human
        opts = state.options
        card = next(iter(state.hands[human]), None)
        card_text = card_html(card) if card is not None else ""
        if state.phase == OFFER:
            self.bank_panel.title.setText(translate("TwentyOne", "The bank comes to you"))
            self.bank_text.setText(fill(TwentyOne.tr(
                "You hold %Ln chip(s), fewer than the bank of %1: you must pass the bank on.",
                None, state.chips[human]), num(opts.bank)))
            self.decline_button.setText(translate("TwentyOne", "Pass the bank on"))
        elif not state.holding:
            self.bank_panel.title.setText(translate("TwentyOne", "The bank comes to you"))
            self.bank_text.setText(fill(translate(
                "TwentyOne", "Put up a bank of %1 of your %2 chips and play banker against "
                             "each player in turn?<br>Your face-down card: %3. Before each "
                             "duel you may once exchange it for the next card of the stock."),
                num(opts.bank), num(state.chips[human]), card_text))
            self.take_bank.setText(translate("TwentyOne", "Take the bank"))
            self.exchange_button.setText(translate("TwentyOne", "Take it and exchange my card"))
            self.decline_button.setText(translate("TwentyOne", "Decline the bank"))
        else:
            self.bank_panel.title.setText(fill(translate("TwentyOne", "Before %1 bets"),
                                               self.name(state.duel)))
            self.bank_text.setText(fill(translate(
                "TwentyOne", "You are the banker. Your face-down card: %1.<br>Exchange it for "
                             "the next card of the stock? (Once per duel.)"), card_text))
            self.take_bank.setText(translate("TwentyOne", "Keep my card"))
            self.exchange_button.setText(translate("TwentyOne", "Exchange"))

    def _keep(self) -> None:
        """Keep the card (and take the bank when offered): let the player bet."""
        if self.state.phase == OFFER:
            self._decline()
            return
        self._decided = self._key()
        self._bank_open = False
        self.bank_panel.hide()
        self.screen.advance()

    def _exchange(self) -> None:
        action = next((a for a in self._legal if isinstance(a, Exchange)), None)
        if action is not None:
            self._decided = None
            self._act(action)

    def _decline(self) -> None:
        action = next((a for a in self._legal if isinstance(a, DeclineBank)), None)
        if action is not None:
            self._act(action)

    def _act(self, action: Action) -> None:
        self.hide_prompts()
        self.screen.act(action)

    # the stake
    def _show_bet_panel(self, side: bool) -> None:
        self._side_mode = side
        if side:
            self._stakes = sorted(a.amount for a in self._legal if isinstance(a, SideBet))
        else:
            self._stakes = sorted(a.amount for a in self._legal if isinstance(a, BetAction))
        self._fill_bet_panel()
        self.slider.blockSignals(True)
        self.slider.setRange(0, max(0, len(self._stakes) - 1))
        self.slider.setValue(0)
        self.slider.blockSignals(False)
        self._slider_moved(0)
        self.bet_panel.popup(self.screen.view.viewport())
        self.bet_panel.move(self._prompt_spot(self.bet_panel))
        self.slider.setFocus()

    def _fill_bet_panel(self) -> None:
        state = self.state
        human = self.screen.human
        card = next(iter(state.hands[human]), None)
        bank = state.bank if state.holding else state.options.bank
        if self._side_mode:
            self.bet_panel.title.setText(fill(translate("TwentyOne", "A side bet on %1's duel?"),
                                              self.name(state.duel)))
            if self._stakes:
                text = fill(translate("TwentyOne", "Your chips win or lose with %1 against the "
                                                   "banker. Up to %2 chips."),
                            self.name(state.duel), num(self._stakes[-1]))
            else:
                text = translate("TwentyOne", "The bank cannot cover a side bet now.")
        else:
            self.bet_panel.title.setText(translate("TwentyOne", "Your stake"))
            text = fill(translate("TwentyOne", "Your card: %1. The bank holds %2 chips; you "
                                               "hold %3.<br>Bet from %4 to %5 chips."),
                        card_html(card) if card is not None else "", num(bank),
                        num(state.chips[human]), num(self._stakes[0] if self._stakes else 0),
                        num(self._stakes[-1] if self._stakes else 0))
        self.bet_text.setText(text)
        self.quick_buttons["min"].setText(translate("TwentyOne", "Smallest"))
        self.quick_buttons["quarter"].setText(translate("TwentyOne", "A quarter"))
        self.quick_buttons["half"].setText(translate("TwentyOne", "Half"))
        self.quick_buttons["bank"].setText(translate("TwentyOne", "The whole bank"))
        whole = not self._side_mode and bank in self._stakes
        self.quick_buttons["bank"].setVisible(not self._side_mode)
        self.quick_buttons["bank"].setEnabled(whole)
        self.quick_buttons["bank"].setToolTip(
            "" if whole else translate("TwentyOne", "You hold fewer chips than the bank."))
        for key in ("min", "quarter", "half"):
            self.quick_buttons[key].setEnabled(bool(self._stakes))
        self.slider.setEnabled(len(self._stakes) > 1)
        self.no_side_button.setVisible(self._side_mode)
        self.no_side_button.setText(translate("TwentyOne", "No side bet"))
        self.bet_button.setEnabled(bool(self._stakes))
        self.bet_panel.adjustSize()

    def _amount(self) -> int:
        if not self._stakes:
            return 0
        return self._stakes[max(0, min(self.slider.value(), len(self._stakes) - 1))]

    def _slider_moved(self, _value: int) -> None:
        amount = self._amount()
        state = self.state
        whole = (not self._side_mode and state.holding and amount == state.bank) or (
            not self._side_mode and not state.holding and amount == state.options.bank)
        self.amount_label.setText(
            TwentyOne.tr("%Ln chip(s) · the whole bank", None, amount) if whole
            else TwentyOne.tr("%Ln chip(s)", None, amount))
        if self._side_mode:
            self.bet_button.setText(fill(translate("TwentyOne", "Side bet %1"), num(amount)))
        elif whole:
            self.bet_button.setText(translate("TwentyOne", "Bet the whole bank"))
        else:
            self.bet_button.setText(fill(translate("TwentyOne", "Bet %1"), num(amount)))

    def _quick(self, key: str) -> None:
        if not self._stakes:
            return
        top = self._stakes[-1]
        state = self.state
        bank = state.bank if state.holding else state.options.bank
        if key == "min":
            index = 0
        elif key == "bank":
            if bank not in self._stakes:
                return
            index = self._stakes.index(bank)
        else:
            target = (bank if not self._side_mode else top) * (0.25 if key == "quarter"
                                                                else 0.5)
            fits = [i for i, a in enumerate(self._stakes) if a <= target]
            index = fits[-1] if fits else 0
        self.slider.setValue(index)
        self._slider_moved(index)

    def _bet(self) -> None:
        amount = self._amount()
        kind: type[Any] = SideBet if self._side_mode else BetAction
        action = next((a for a in self._legal if isinstance(a, kind)
                       and a.amount == amount), None)
        if action is not None:
            self._act(action)

    def _no_side(self) -> None:
        action = next((a for a in self._legal if isinstance(a, NoSideBet)), None)
        if action is not None:
            self._act(action)

    # hit or stand
    def _show_bar(self) -> None:
        self._expose = None
        self._fill_bar()
        state = self.state
        human = self.screen.human
        hand = state.hands[human]
        if state.phase == HIT and len(hand) >= 3:
            down = [c for i, c in enumerate(hand) if not state.up[human][i]]
            self.screen.view.begin_selection(down, limit=1)
        self.bar.show()
        self.bar.raise_()
        self.place()
        self.hit_button.setFocus()

    def _fill_bar(self) -> None:
        state = self.state
        human = self.screen.human
        hand = state.hands[human]
        total = hand_value(hand)
        lines = [fill(translate("TwentyOne", "Your total: %1"), f"<b>{num(total)}</b>")]
        if state.phase == BANKER:
            self.bar.title.setText(fill(translate("TwentyOne", "Banker against %1"),
                                        self.name(state.duel)))
            shown = [c for i, c in enumerate(state.hands[state.duel]) if state.up[state.duel][i]]
            hidden = len(state.hands[state.duel]) - len(shown)
            lines.append(fill(translate("TwentyOne", "%1 has %2 cards (%3 face down); the "
                                                     "stake is %4."),
                              self.name(state.duel), num(len(state.hands[state.duel])),
                              num(hidden), num(state.stake)))
            lines.append(translate("TwentyOne", "Ties go to the banker."))
            self.hit_button.setEnabled(True)
            self.hit_button.setText(translate("TwentyOne", "Hit"))
        else:
            self.bar.title.setText(translate("TwentyOne", "Your duel"))
            lines.append(TwentyOne.tr("Stake: %Ln chip(s)", None, state.stake))
            if len(hand) >= 3:
                lines.append(translate("TwentyOne", "Three-card rule: to take another card, "
                                                    "first click one of your cards to turn it "
                                                    "face up for all."))
                if self._expose is None:
                    self.hit_button.setEnabled(False)
                    self.hit_button.setText(translate("TwentyOne", "Hit"))
                else:
                    self.hit_button.setEnabled(True)
                    self.hit_button.setText(fill(translate("TwentyOne", "Show %1 and hit"),
                                                 card_name(self._expose)))
            else:
                self.hit_button.setEnabled(True)
                self.hit_button.setText(translate("TwentyOne", "Hit"))
        self.stand_button.setText(translate("TwentyOne", "Stand"))
        self.bar_text.setText("<br>".join(lines))
        self.bar.adjustSize()

    def _selection_changed(self, cards: list[Card]) -> None:
        if not self.bar.isVisible():
            return
        self._expose = cards[-1] if cards else None
        self._fill_bar()
        self.place()

    def _hit(self) -> None:
        hits = [a for a in self._legal if isinstance(a, Hit)]
        action = next((a for a in hits if a.expose is self._expose), None)
        if action is not None:
            self._act(action)

    def _stand(self) -> None:
        action = next((a for a in self._legal if isinstance(a, Stand)), None)
        if action is not None:
            self._act(action)

    def show_hint(self, action: Action) -> None:
        if isinstance(action, BetAction | SideBet) and self.bet_panel.isVisible():
            if action.amount in self._stakes:
                self.slider.setValue(self._stakes.index(action.amount))
            self.bet_button.setFocus()
            self._toast(TwentyOne.tr("Hint: bet %Ln chip(s).", None, action.amount))
        elif isinstance(action, NoSideBet) and self.bet_panel.isVisible():
            self.no_side_button.setFocus()
            self._toast(translate("TwentyOne", "Hint: no side bet."))
        elif isinstance(action, Hit) and self.bar.isVisible():
            if action.expose is not None:
                self.screen.view.show_hint(action.expose)
                self._toast(fill(translate("TwentyOne", "Hint: turn up the %1 and take a "
                                                        "card."), card_name(action.expose)))
            else:
                self.hit_button.setFocus()
                self._toast(translate("TwentyOne", "Hint: take a card."))
        elif isinstance(action, Stand) and self.bar.isVisible():
            self.stand_button.setFocus()
            self._toast(translate("TwentyOne", "Hint: stand."))
        elif isinstance(action, DeclineBank) and self.bank_panel.isVisible():
            self.decline_button.setFocus()

    # ------------------------------------------------------------- summaries

    def show_round_end(self, match_over: bool) -> None:
        self.hide_prompts()
        self._clear_stakes()
        self.summary.title.setText(self._summary_title())
        self.summary_text.setText(self._summary_html())
        self.next_button.setText(self._next_label())
        self.summary.popup(self.screen.view.viewport())
        self.next_button.setFocus()

    def _next_label(self) -> str:
        if self.state.match_over:
            return translate("TwentyOne", "See the result")
        return translate("TwentyOne", "Next round")

    def _summary_title(self) -> str:
        return fill(translate("TwentyOne", "Round %1 over"), num(len(self.state.results)))

    def _why(self, duel: dict[str, Any]) -> str:
        player, banker = duel["player"], duel["banker"]
        if player > 21:
            return translate("TwentyOne", "bust")
        if banker > 21:
            return translate("TwentyOne", "the banker is bust")
        if duel["winner"] == "player":
            return translate("TwentyOne", "higher than the banker")
        if player == banker:
            return translate("TwentyOne", "a tie goes to the banker")
        return translate("TwentyOne", "lower than the banker")

    def _round_table(self, result: Any) -> str:
        """One row per player: the duel (stake, both totals, why it went as it did) and the
        chips after the round."""
        d = result.details
        duels = {duel["seat"]: duel for duel in d.get("duels", [])}
        banker = d.get("banker")
        cell = "style='padding:1px 7px; white-space:nowrap'"
        head = "".join(f"<th {cell}>{h}</th>" for h in (
            translate("TwentyOne", "Player"), translate("TwentyOne", "Stake"),
            translate("TwentyOne", "Total"), translate("TwentyOne", "Banker"),
            translate("TwentyOne", "Result"), translate("TwentyOne", "Chips"),
            translate("TwentyOne", "This round")))
        rows = []
        for s in range(len(result.totals)):
            duel = duels.get(s)
            change = signed(result.points[s])
            colour = ("#1d7a3a" if result.points[s] > 0 else
                      "#b01828" if result.points[s] < 0 else "#202020")
            if duel is not None:
                cells = [num(duel["stake"]), num(duel["player"]), num(duel["banker"]),
                         self._why(duel)]
            elif s == banker:
                cells = ["", "", "", translate("TwentyOne", "held the bank")]
            else:
                cells = ["", "", "", translate("TwentyOne", "no duel")]
            tds = "".join(f"<td {cell}>{c}</td>" for c in cells)
            rows.append(f"<tr><td {cell}><b>{self.name(s)}</b></td>{tds}"
                        f"<td {cell}>{num(result.totals[s])}</td>"
                        f"<td {cell}><b style='color:{colour}'>{change}</b></td></tr>")
        return f"<table align='center'><tr>{head}</tr>{''.join(rows)}</table>"

    def _chips_table(self, result: Any) -> str:
        cell = "style='padding:1px 8px; white-space:nowrap'"
        head = "".join(f"<th {cell}>{h}</th>" for h in (
            translate("TwentyOne", "Player"), translate("TwentyOne", "Chips"),
            translate("TwentyOne", "This round")))
        rows = []
        for s in range(len(result.totals)):
            rows.append(f"<tr><td {cell}>{self.name(s)}</td><td {cell}>"
                        f"{num(result.totals[s])}</td><td {cell}>{signed(result.points[s])}"
                        f"</td></tr>")
        return f"<table align='center'><tr>{head}</tr>{''.join(rows)}</table>"

    def _summary_html(self) -> str:
        state = self.state
        if not state.results:
            return ""
        result = state.results[-1]
        d = result.details
        banker = d.get("banker")
        parts = []
        if banker is None:
            parts.append("<p><b>" + translate("TwentyOne", "Nobody took the bank this round.")
                         + "</b></p>")
        else:
            parts.append("<p style='font-size:12pt'><b>" + fill(
                TwentyOne.tr("Banker: %1 · the bank after the duels: %Ln chip(s)", None,
                             d.get("bank", 0)), self.name(banker)) + "</b></p>")
        parts.append(self._round_table(result))
        notes = []
        if banker is not None:
            notes.append(self._tenure_line(banker, int(d.get("bank", 0))))
        if state.match_over:
            notes.append("<b>" + self._match_line() + "</b>")
        elif state.next_banker is not None:
            notes.append(fill(translate("TwentyOne", "Next round: the bank goes to %1."),
                              self.who(state.next_banker)))
        notes.append("<i>" + translate("TwentyOne", "Chips only: no money is involved.") + "</i>")
        parts.append("<p>" + "<br>".join(notes) + "</p>")
        return "".join(parts)

    def _tenure_line(self, banker: int, bank: int) -> str:
        state = self.state
        if banker == self.screen.human:
            return self._your_tenure_line(bank)
        if state.holding and state.banker == banker:
            return fill(translate("TwentyOne", "%1 keeps the bank: round %2 of at most %3."),
                        self.name(banker), num(state.tenure + 1),
                        num(state.options.bank_rounds))
        if bank <= 0:
            return fill(translate("TwentyOne", "The bank is empty: %1's turn as banker ends."),
                        self.name(banker))
        if state.called:
            return fill(translate("TwentyOne", "Bank call: the bank reached %1 times its "
                                               "start, so %2 takes back %3 chips."),
                        num(state.options.bank_call), self.name(banker), num(bank))
        return fill(translate("TwentyOne", "%1 has held the bank for %2 rounds and takes back "
                                           "%3 chips."),
                    self.name(banker), num(state.options.bank_rounds), num(bank))

    def _your_tenure_line(self, bank: int) -> str:
        state = self.state
        if state.holding and state.banker == self.screen.human:
            return fill(translate("TwentyOne", "You keep the bank: round %1 of at most %2."),
                        num(state.tenure + 1), num(state.options.bank_rounds))
        if bank <= 0:
            return translate("TwentyOne", "The bank is empty: your turn as banker ends.")
        if state.called:
            return fill(translate("TwentyOne", "Bank call: the bank reached %1 times its "
                                               "start, so you take back %2 chips."),
                        num(state.options.bank_call), num(bank))
        return fill(translate("TwentyOne", "You have held the bank for %1 rounds and take back "
                                           "%2 chips."),
                    num(state.options.bank_rounds), num(bank))

    def _match_line(self) -> str:
        state = self.state
        winners = state.winners
        best = max(state.totals)
        if len([s for s in range(state.players) if state.totals[s] > 0]) <= 1:
            why = translate("TwentyOne", "Only one player still holds chips.")
        else:
            why = TwentyOne.tr("The bank has gone round the table %Ln time(s).", None,
                               state.options.cycles)
        if self.screen.human in winners:
            head = (TwentyOne.tr("You win with %Ln chip(s)!", None, best)
                    if len(winners) == 1 else
                    TwentyOne.tr("You share the win with %Ln chip(s)!", None, best))
        else:
            head = fill(TwentyOne.tr("%1 wins with %Ln chip(s).", None, best),
                        self.name(winners[0]) if winners else "")
        return why + " " + head

    def _show_match_end(self) -> None:
        state = self.state
        result = state.results[-1] if state.results else None
        body = f"<p style='font-size:15pt'><b>{self._match_line()}</b></p>"
        if result is not None:
            body += self._chips_table(result)
        body += "<p><i>" + translate("TwentyOne", "Chips only: no money is involved.") + "</i></p>"
        self.open_match_end(body)

    # ----------------------------------------------------------- information

    def score_sheet(self) -> tuple[list[str], list[list[str]]]:
        if self.screen.session is None or not self._widgets:
            return [], []
        state = self.state
        headers = [translate("TwentyOne", "Round"), translate("TwentyOne", "Banker")]
        headers += [self.name(s) for s in range(state.players)]
        rows = []
        for i, result in enumerate(state.results):
            banker = result.details.get("banker")
            row = [num(i + 1), self.name(banker) if banker is not None else "–"]
            row += [fill(translate("TwentyOne", "%1 (%2)", "chips held (change)"),
                         num(result.totals[s]), signed(result.points[s]))
                    for s in range(state.players)]
            rows.append(row)
        return headers, rows

    def match_score(self) -> int:
        """Chips held at the end."""
        return self.state.totals[self.screen.human]

    def plate_text(self, seat: int) -> str:
        name = self.name(seat)
        if self.screen.session is None:
            return name
        state = self.state
        chips = state.totals[seat]
        if chips <= 0 and not state.hands[seat]:
            return fill(translate("TwentyOne", "%1 · out of chips"), name)
        if state.banker == seat and state.holding:
            return fill(translate("TwentyOne", "%1 · banker · %2"), name, num(state.chips[seat]))
        if state.banker == seat and not state.round_over:
            return fill(translate("TwentyOne", "%1 · bank offered · %2"), name, num(chips))
        return fill(translate("TwentyOne", "%1 · %2", "name · chips"), name, num(chips))

    def refresh(self) -> None:
        if self.screen.session is None or not self._widgets:
            return
        state = self.state
        human = self.screen.human
        opts = state.options
        view = self.screen.view
        if not view.animator.busy:
            self._sync_piles()
            self._sync_stakes()
            self._fill_stakes()
        rows = []
        number = max(1, len(state.deals))
        if state.holding:
            rows.append(fill(translate("TwentyOne", "Round %1 · banker: %2"), num(number),
                             self.name(state.banker)))
            rows.append(fill(translate("TwentyOne", "Banker's round %1 of at most %2"),
                             num(min(state.tenure + 1, opts.bank_rounds)),
                             num(opts.bank_rounds)))
        elif not state.round_over:
            rows.append(fill(translate("TwentyOne", "Round %1 · the bank is offered to %2"),
                             num(number), self.who(state.banker)))
        else:
            rows.append(fill(translate("TwentyOne", "Round %1"), num(number)))
        rows.append(fill(translate("TwentyOne", "Bank call at %1 chips"),
                         num(opts.bank_call * opts.bank)))
        if state.phase in (BET, SIDE, HIT, BANKER) and not state.round_over:
            stake = (fill(translate("TwentyOne", "stake %1"), num(state.stake)) if state.stake
                     else translate("TwentyOne", "no stake yet"))
            rows.append(fill(translate("TwentyOne", "Duel: %1 against the banker · %2"),
                             self.name(state.duel), stake))
        rows.append(fill(translate("TwentyOne", "Your chips: %1"),
                         f"<b>{num(state.chips[human])}</b>"))
        rotation = state.offers[state.banker] if state.players else 0
        rows.append(fill(translate("TwentyOne", "The bank's trip round the table: %1 of %2"),
                         num(max(1, min(rotation, opts.cycles))), num(opts.cycles)))
        self.show_info_rows(rows)
        self.chips_only.setText(translate("TwentyOne", "Chips only: no money is involved."))
        bank = state.bank if state.holding else 0
        if state.holding:
            self.bank_label.setText(fill(translate("TwentyOne", "Bank\n%1"), num(bank)))
            self.bank_label.setToolTip(fill(translate("TwentyOne", "%1 holds the bank"),
                                            self.name(state.banker)))
        else:
            self.bank_label.setText(translate("TwentyOne", "Bank\nnot yet put up"))
            self.bank_label.setToolTip("")
        self.bank_label.show()
        self.info.adjustSize()
        self.place()
        # A row come or gone (the duel's) between two layouts: the side hands keep off it.
        self.keep_clear_of(self.info)

    def _sync_piles(self) -> None:
        """Pile sprites in the state's order (bottom first), so the top card is on top."""
        view = self.screen.view
        zones = self.state.zones()
        for zone in (STOCK, DISCARD):
            sprites = view.zones.get(zone, [])
            want = list(reversed(zones.get(zone, ())))
            if [s.card for s in sprites] == want:
                continue
            if sorted(c.code for c in want) != sorted(s.card.code for s in sprites):
                continue
            pool = list(sprites)
            ordered = []
            for card in want:
                i = next(i for i, s in enumerate(pool) if s.card is card)
                ordered.append(pool.pop(i))
            view.zones[zone] = ordered
            view.relayout(animate=False, zones=[zone])

    def place(self) -> None:
        if not self._widgets:
            return
        view = self.screen.view
        vp = view.viewport()
        lay = view.layout_
        direction = QApplication.layoutDirection()
        rtl = direction == Qt.LayoutDirection.RightToLeft
        centre = lay.centre
        self.info.setLayoutDirection(direction)
        self.info.adjustSize()
        iw, ih = self.info.width(), self.info.height()
        # Your plate: wholly to the left of your cards, however long it is.
        plate = self.screen.plates.get(self.screen.human)
        cards = view.zones.get(("hand", self.screen.human), [])
        if plate is not None and cards:
            plate.adjustSize()
            left = min(s.pos().x() for s in cards) - view.card_width(cards[0].zone) / 2
            plate.move(int(max(4, left - plate.width() - 10)), plate.y())
        if len(view.sides) >= 6:
            # Every corner is taken by a hand: the box sits low, beside the human's hand
            # (in English left of your plate, as far as the left seat's plate allows).
            inner = lay.card_w * 1.2 + lay.margin * 2
            x = vp.width() - inner - iw if rtl else inner
            if not rtl and plate is not None and plate.isVisible():
                x = max(4, min(x, plate.x() - 6 - iw))
            low = QPoint(int(x), int(vp.height() - ih - 8))
        else:
            low = None
            self.info.move(int(vp.width() - iw - 10 if rtl else 10), 10)
        self.bank_label.adjustSize()
        bw, bh = self.bank_label.width(), self.bank_label.height()
        reach = lay.card_w * 1.3 + 14  # beside the two piles, away from the player's bar
        bx = centre.x() + reach if rtl else centre.x() - reach - bw
        self.bank_label.move(int(bx), int(centre.y() - bh / 2))
        if self._duel_seat is not None and self.stake_label.isVisible():
            self._place_chip(self.stake_label, self._duel_seat, 0)
        for i, label in enumerate(self.side_labels):
            if label.isVisible() and i < len(self._side_shown):
                self._place_chip(label, self._side_shown[i][0], 0)
        if low is not None:  # clear of the chips just placed, too
            self.info.move(self._info_spot(low))
        if self.bar.isVisible():
            self.bar.setLayoutDirection(direction)
            self.bar.adjustSize()
            w, h = self.bar.width(), self.bar.height()
            bx = (centre.x() - lay.card_w * 1.9 - w) if rtl else (centre.x() + lay.card_w * 1.9)
            by = centre.y() - h / 2
            usual = QPoint(int(max(4, min(bx, vp.width() - w - 4))),
                           int(max(4, min(by, vp.height() - h - 4))))
            self.bar.move(usual)
            box = self.info.geometry() if self.info.isVisible() else QRect()
            if self._on_a_seat(self.bar.geometry()) or box.intersects(self.bar.geometry()):
                # Beside the middle it would hide a seat's cards or plate (a side seat's
                # single card in a small window): the nearest spot clear of every seat, of
                # the middle and of the box (above the middle, where no seat sits at the top).
                # Or, in Persian, on the box set low beside your hand: the same.
                self.bar.move(self._spot(self.bar, usual, [self.info.geometry()]))
            self.bar.raise_()
        for panel in (self.bank_panel, self.bet_panel, self.summary):
            panel.setLayoutDirection(direction)
            if panel.isVisible():
                panel.centre_in(vp)
        for panel in (self.bank_panel, self.bet_panel):
            if panel.isVisible() and not self.summary.isVisible():
                panel.move(self._prompt_spot(panel))

    def _info_spot(self, usual: QPoint) -> QPoint:
        """Where the box goes on a crowded table: `usual`, unless it would lie on a seat's
        cards or plate (a seat in a lower corner, your own cards); then the nearest spot
        clear of them (beside that seat's column, or above its plate), and of the middle."""
        return self._spot(self.info, usual)

    def _seat_rects(self) -> list[QRect]:
        """Every seat's cards (where its first card will lie, before it has any) and plate."""
        screen = self.screen
        view = screen.view
        lay = view.layout_
        seats: list[QRect] = []
        for seat in view.sides:
            rect = screen.hand_rect(seat)
            if rect is None:
                a = lay.anchor(seat)
                rect = QRectF(a.x() - lay.card_w / 2, a.y() - lay.card_h / 2,
                              lay.card_w, lay.card_h)
            seats.append(rect.toAlignedRect())
        return seats + [p.geometry() for p in screen.plates.values() if p.isVisible()]

    def _on_a_seat(self, rect: QRect) -> bool:
        return any(r.intersects(rect) for r in self._seat_rects())

    def _spot(self, widget: QWidget, usual: QPoint, also: Sequence[QRect] = ()) -> QPoint:
        """The nearest spot to `usual` for `widget` that covers the fewest seats' cards and
        plates, then the fewest piles in the middle (and rectangles `also`)."""
        screen = self.screen
        view = screen.view
        seats = self._seat_rects()
        middle = list(also) + self._middle_rects()
        return spot_beside((widget.width(), widget.height()), usual, view.viewport().rect(),
                           [seats, middle])

    def _middle_rects(self) -> list[QRect]:
        """The piles in the middle, one rectangle a pile, and the chips beside them."""
        view = self.screen.view
        middle = []
        for zone, sprites in view.zones.items():
            shown = [view.mapFromScene(s.sceneBoundingRect()).boundingRect()
                     for s in sprites if s.isVisible()]
            if zone[0] != "hand" and shown:
                middle.append(functools.reduce(QRect.united, shown))
        return middle + [w.geometry() for w in (self.bank_label, self.stake_label,
                                                *self.side_labels) if w.isVisible()]

    def _prompt_spot(self, panel: QWidget) -> QPoint:
        """Where a stake or bank prompt goes: the middle, unless it would lie on a seat or
        the information box there (a small window); then the nearest spot covering the
        fewest seats, then not the box, then the fewest piles and chips."""
        view = self.screen.view
        usual = panel.pos()
        seats = self._seat_rects()
        human = self.screen.human
        yours = self.screen.hand_rect(human)
        if yours is not None:
            seats.append(yours.toAlignedRect())
        seats += [p.geometry() for p in self.own_plates().values() if p.isVisible()]
        # A card's drawn edge and shadow reach a little past its place.
        seats = [r.adjusted(-3, -3, 3, 3) for r in seats]
        box = [self.info.geometry()] if self.info.isVisible() else []
        here = panel.geometry()
        if not any(r.intersects(here) for r in seats + box):
            return usual
        return spot_beside((panel.width(), panel.height()), usual, view.viewport().rect(),
                           [seats, box, self._middle_rects()])

    def _place_chip(self, label: QLabel, seat: int, _index: int) -> None:
        view = self.screen.view
        if seat not in view.sides:
            return
        lay = view.layout_
        label.adjustSize()
        a = lay.anchor(seat)
        edge = lay.edge(seat)
        cards = view.zones.get(("hand", seat), [])
        xs = [s.pos().x() for s in cards] or [a.x()]
        width = view.card_width(("hand", seat))
        right = max(xs) + width / 2
        if edge == "bottom":
            p = QPointF(right + 10 + label.width() / 2, a.y() - lay.card_h * 0.25)
        elif edge == "top":
            p = QPointF(right + 8 + label.width() / 2, a.y() + lay.card_h * 0.25)
        else:
            ys = [s.pos().y() for s in cards] or [a.y()]
            height = width * view.art.ratio
            p = QPointF(a.x(), min(ys) - height / 2 - 6 - label.height() / 2)
        vp = view.viewport()
        x = int(p.x() - label.width() / 2)
        y = int(p.y() - label.height() / 2)
        label.move(max(4, min(x, vp.width() - label.width() - 4)),
                   max(4, min(y, vp.height() - label.height() - 4)))
        label.raise_()

    def retranslate(self) -> None:
        if not self._widgets:
            return
        self.summary.title.setText(self._summary_title() if self.state.results else "")
        if self.summary.isVisible():
            self.summary_text.setText(self._summary_html())
            self.next_button.setText(self._next_label())
        if self.bank_panel.isVisible():
            self._fill_bank_panel()
        if self.bet_panel.isVisible():
            self._fill_bet_panel()
            self._slider_moved(self.slider.value())
        if self.bar.isVisible():
            self._fill_bar()
        self._fill_stakes()
        self.refresh()
