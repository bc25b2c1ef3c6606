"""Twenty-One at the table: chips only, each seat's stake or bank in front of it, the stake
chosen with a slider and quick amounts, hit and stand, the three-card expose rule, the
banker's hand shown at the end of every duel, the human as banker (take or decline the bank,
exchange, hit and stand), side bets, the bank call and the match end by cycles of the bank.
Its words are in `cardtable/ui/wording/twenty_one.py`."""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtWidgets import (
    QApplication,
    QDialog,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QSlider,
    QWidget,
)

from cardtable.cards import PACK_36, Card
from cardtable.rules.base import Action, CardMoved, Event, MatchOver, RoundScored, RoundStarted
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
    BetPlaced,
    Busted,
    DeclineBank,
    DuelSettled,
    Exchange,
    Exposed,
    Hit,
    NoSideBet,
    SideBet,
    SideBetPlaced,
    Stand,
    TwentyOneState,
)
from cardtable.rules.twenty_one import Bet as BetAction
from cardtable.ui.games.base import GameUI, OptionSpec
from cardtable.ui.table import timings as T
from cardtable.ui.table.layout import sides_for
from cardtable.ui.table.panels import CLOSE_SPACING, Panel
from cardtable.ui.table.parts import (
    BAR_MARGINS,
    BAR_PAD,
    CALLOUT_PAD,
    NARROW,
    NARROW_PLATE,
    OPEN_HAND,
    PANEL_MARGINS,
    SMALL,
    SMALLER,
    WIDE,
    Z_PILE,
    Z_UNDER,
    badges,
    hand,
    plate,
    prompt,
    summary,
    thinking,
    toast,
)
from cardtable.ui.table.scene import status_bar
from cardtable.ui.table.spec import (
    BAND,
    CENTRE,
    END,
    TOP,
    PileSpec,
    TableSpec,
    WidgetSpec,
)
from cardtable.ui.wording import twenty_one as W
from cardtable.ui.words import card_name, fill, num, numbers_kept_with_words

if TYPE_CHECKING:
    from cardtable.ui.table.screen import TableScreen

translate = QCoreApplication.translate
TwentyOne = W.TwentyOne  # phrases with a count

EXTRA_STYLE = """
QLabel#bank {
    color: #3a2a00; background: qradialgradient(cx:0.5, cy:0.5, radius:0.8,
        stop:0 #ffe58a, stop:1 #d9a520);
    border: 2px solid #8a6410; border-radius: 14px; padding: 4px 14px;
    font-size: 11pt; font-weight: bold;
}
QLabel#stake {
    color: #ffffff; background: rgba(24, 90, 170, 225); border: 2px dashed #cfe3ff;
    border-radius: 12px; padding: 2px 10px; font-weight: bold;
}
QLabel#side-stake {
    color: #ffffff; background: rgba(120, 60, 150, 215); border-radius: 10px;
    padding: 1px 8px; font-size: 9pt;
}
QLabel#badge[chips-only="true"] { color: #ffe9a8; font-style: italic; }
"""

BADGES = ("round", "tenure", "duel", "chips", "call", "trip", "chips-only")
"""The status bar's badges, in their order."""

_APART = 4.4
"""How far the stock and the discards lie from the middle, in card widths: a message (seven
card widths at most) opens between them, above an open prompt."""


def twenty_one_table_spec(players: int = 4, options: object = None,
                          human: int = 0) -> TableSpec:
    """Every seat's hand with its plate before it and, after it, the chip it has on the
    table (its stake, its side bet, or the bank if it is the banker); the stock and the
    discards in the centre; the round, the duel and your chips in the status bar; the bank,
    stake and hit-or-stand prompts and the summary by your hand."""
    most = getattr(options, "chips", 5000) * players  # every chip at one seat
    big = f"{most:,}"
    piles = (
        hand(6, **OPEN_HAND, scale=SMALLER),
        PileSpec(STOCK, region=CENTRE, anchor=(-_APART, 0.0), most=len(PACK_36), face_up=False,
                 z=Z_UNDER, scale=SMALL),
        PileSpec(DISCARD, region=CENTRE, anchor=(_APART, 0.0), most=len(PACK_36), z=Z_PILE,
                 scale=SMALL),
    )
    row = f"Parisa {big} 21 21 a tie goes to the banker -{big}".replace(" ", "\u00a0")
    rows = "\n".join(f"{row}\u00a0{big}" if players <= 4 else f"{row}\u00a0\u00a0{row}"
                     for _ in range((players + 1) // 2 if players > 4 else players))
    places = sides_for(players, human, counter_clockwise=True)
    # Where three seats share the top, a plate before each hand and a chip after it would
    # make the top wider than a laptop's screen: there they lie under the hand,
    # "thinking..." alone beside it.
    under = (TOP,) if sum(p.startswith(TOP) for p in places.values()) > 2 else ()
    widgets = (
        # Wide enough that a Persian plate keeps to two lines on a 1366x768 screen.
        plate(f"Shirin \u00b7 bank offered \u00b7 {big}", inner_on=under),
        thinking(),
        # The widest (a side bet) and the tallest (the bank, two lines) a seat's chip shows.
        WidgetSpec("chip", BAND, END, max_width=NARROW_PLATE, per_seat=True, padding=CALLOUT_PAD,
                   sample=f"Side\u00a0bet\u00a0{big}\nnot yet put\u00a0up",
                   inner_on=under),
        *badges(("round", "Round 99 \u00b7 the bank is offered to Shirin"),
                ("tenure", "Banker's round 20 of at most 20"),
                ("duel", f"Duel: Shirin against the banker \u00b7 stake {big}"),
                ("chips", f"Your chips: {big}"),
                ("call", "Bank call at 20,000,000 chips"),
                ("trip", "The bank's trip round the table: 10 of 10"),
                ("chips-only", "Chips only: no money is involved.")),
        prompt("bank-prompt", "The bank comes to you\nPut up a bank of 1,000,000 of your "
               f"{big} chips and play banker against each player in turn?\n"
               "Your face-down card: \u2666 Queen of Diamonds. Before each duel "
               "you may once exchange it for the next card of the stock.\n"
               "Take\u00a0the\u00a0bank\u00a0\u00a0Take\u00a0it\u00a0and"
               "\u00a0exchange\u00a0my\u00a0card\u00a0\u00a0Decline\u00a0the"
               "\u00a0bank", controls=1),
        prompt("bet-prompt", "A side bet on Shirin's duel?\nYour card: \u2666 Queen of "
               f"Diamonds. The bank holds {big} chips; you hold {big}.\n"
               f"Bet from 50 to {big} chips.\n"
               "Smallest\u00a0\u00a0A\u00a0quarter\u00a0\u00a0Half\u00a0\u00a0"
               "The\u00a0whole\u00a0bank", controls=3),
        prompt("bar", "Banker against Shirin\nYour total: 21\nThree-card rule: to "
               "take another card, first click one of your cards to turn it "
               "face up for all.\nTies go to the banker.", controls=1, width=NARROW,
               padding=BAR_PAD),
        toast(f"Bank call! The bank holds {big} chips: at the end of this round "
              "Shirin takes it back and the bank passes."),
        # Shown once the round is over and the stock and discards are gathered up.
        summary(f"Round 99 over\nBanker: Shirin \u00b7 the bank after the duels: "
                f"{big} chips\n{rows}\n"
                "Bank call: the bank reached 20 times its start, so Shirin takes "
                f"back {big} chips.\nNext round: the bank goes to you.\n"
                "Chips only: no money is involved.\nNext\u00a0round",
                width=WIDE, over_action=True),
    )
    # A Persian game: the bank and the duels go round to the right (counter-clockwise).
    return TableSpec.from_places(places, human, piles, widgets)


class TwentyOneUI(GameUI[TwentyOneState]):
    game_id = "twenty-one"
    state_type = TwentyOneState
    default_players = 4

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

    @staticmethod
    def table_spec(players: int, options: object, human: int = 0) -> TableSpec | None:
        return twenty_one_table_spec(players, options, human)

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
        self.chips: dict[int, QLabel] = {}
        self._samples: dict[tuple[str, str, str], list[str]] = {}

    # ----------------------------------------------------------- set-up

    def attach(self, screen: TableScreen) -> None:
        super().attach(screen)
        screen.view.hand_key = self._arrival
        vp = screen.view.viewport()
        self.info = status_bar(vp)
        self.info.setStyleSheet(EXTRA_STYLE)
        self.badges = {name: QLabel(self.info) for name in BADGES}
        for label in self.badges.values():
            label.setObjectName("badge")
            label.setTextFormat(Qt.TextFormat.RichText)
        self.chips_only = self.badges["chips-only"]
        self.chips_only.setProperty("chips-only", "true")
        self.info_labels = list(self.badges.values())
        assert screen.session is not None
        self.chips = {seat: self._make_chip(vp) for seat in range(screen.session.players)}
        self.bank_panel = self._make_bank_panel(vp)
        self.bet_panel = self._make_bet_panel(vp)
        self.bar = self._make_bar(vp)
        self.summary = self.make_summary_panel(vp)
        self.summary.sample_label = self.summary_text
        self._widgets = [self.info, *self.chips.values(), self.bank_panel, self.bet_panel,
                         self.bar, self.summary]
        screen.view.selection_changed.connect(self._selection_changed)

    def detach(self) -> None:
        view = self.screen.view
        try:
            view.selection_changed.disconnect(self._selection_changed)
        except (RuntimeError, TypeError):
            pass
        if view.selecting:
            view.end_selection()
        self._drop_widgets()
        self.chips = {}

    def _arrival(self, card: Card) -> tuple[int, ...]:
        """The human's cards in the order received (the three-card rule counts them)."""
        session = self.screen.session
        if session is None:
            return (99,)
        hand = self.state.hands[self.screen.human]
        return (hand.index(card),) if card in hand else (99,)

    # -------------------------------------------------------------- panels

    @staticmethod
    def _make_chip(parent: QWidget) -> QLabel:
        label = QLabel(parent)
        label.setObjectName("stake")
        label.setStyleSheet(EXTRA_STYLE)
        label.setAlignment(Qt.AlignmentFlag.AlignCenter)
        label.hide()
        return label

    @staticmethod
    def _row(panel: Panel, buttons: Sequence[QPushButton]) -> QWidget:
        """A row of buttons that keeps the width of all of them shown (`_keep_widest`), so
        the room the table keeps for the prompt holds whichever are shown."""
        row = QWidget(panel)
        box = QHBoxLayout(row)
        box.setContentsMargins(0, 0, 0, 0)
        for button in buttons:
            button.setParent(row)
            box.addWidget(button)
        panel.box.addWidget(row)
        return row

    def _make_bank_panel(self, parent: QWidget) -> Panel:
        panel = Panel(parent)
        self.bank_text = QLabel(panel)
        self.bank_text.setWordWrap(True)
        self.bank_text.setTextFormat(Qt.TextFormat.RichText)
        self.bank_text.setAlignment(Qt.AlignmentFlag.AlignCenter)
        panel.box.addWidget(self.bank_text)
        self.take_bank = QPushButton(panel)
        self.take_bank.setObjectName("take-bank")
        self.exchange_button = QPushButton(panel)
        self.exchange_button.setObjectName("exchange")
        self.decline_button = QPushButton(panel)
        self.decline_button.setObjectName("decline-bank")
        self.take_bank.clicked.connect(self._keep)
        self.exchange_button.clicked.connect(self._exchange)
        self.decline_button.clicked.connect(self._decline)
        self.bank_row = self._row(panel, (self.take_bank, self.exchange_button,
                                          self.decline_button))
        panel.sample_label = self.bank_text  # type: ignore[attr-defined]
        return panel

    def _make_bet_panel(self, parent: QWidget) -> Panel:
        panel = Panel(parent)
        self.bet_text = QLabel(panel)
        self.bet_text.setWordWrap(True)
        self.bet_text.setTextFormat(Qt.TextFormat.RichText)
        self.bet_text.setAlignment(Qt.AlignmentFlag.AlignCenter)
        panel.box.addWidget(self.bet_text)
        self.amount_label = QLabel(panel)
        self.amount_label.setObjectName("amount")
        self.amount_label.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.amount_label.setStyleSheet("font-size: 18pt; font-weight: bold; color: #1f4d35;")
        self.slider = QSlider(Qt.Orientation.Horizontal, panel)
        self.slider.setObjectName("stake-slider")
        self.slider.valueChanged.connect(self._slider_moved)
        stake = QHBoxLayout()  # the stake beside its slider: a row less
        stake.setSpacing(PANEL_MARGINS[0])
        stake.addWidget(self.amount_label)
        stake.addWidget(self.slider, 1)
        panel.box.addLayout(stake)
        self.quick_buttons: dict[str, QPushButton] = {}
        for key in ("min", "quarter", "half", "bank"):
            b = QPushButton(panel)
            b.setObjectName(f"quick-{key}")
            b.setStyleSheet("min-width: 60px; padding: 4px 8px;")
            b.clicked.connect(lambda _=False, k=key: self._quick(k))
            self.quick_buttons[key] = b
        self.quick_row = self._row(panel, list(self.quick_buttons.values()))
        self.no_side_button = QPushButton(panel)
        self.no_side_button.setObjectName("no-side-bet")
        self.no_side_button.clicked.connect(self._no_side)
        self.bet_button = QPushButton(panel)
        self.bet_button.setObjectName("bet")
        self.bet_button.clicked.connect(self._bet)
        self.bet_row = self._row(panel, (self.no_side_button, self.bet_button))
        panel.sample_label = self.bet_text  # type: ignore[attr-defined]
        return panel

    def _make_bar(self, parent: QWidget) -> Panel:
        """Hit or stand, by your hand: for the dueling player and for the banker."""
        panel = Panel(parent, BAR_MARGINS)
        panel.box.setSpacing(CLOSE_SPACING)
        panel.title.setStyleSheet("font-size: 13pt;")
        self.bar_text = QLabel(panel)
        self.bar_text.setObjectName("bar-help")
        self.bar_text.setTextFormat(Qt.TextFormat.RichText)
        self.bar_text.setWordWrap(True)
        self.bar_text.setAlignment(Qt.AlignmentFlag.AlignCenter)
        panel.box.addWidget(self.bar_text)
        self.hit_button = QPushButton(panel)
        self.hit_button.setObjectName("hit")
        self.stand_button = QPushButton(panel)
        self.stand_button.setObjectName("stand")
        self.hit_button.clicked.connect(self._hit)
        self.stand_button.clicked.connect(self._stand)
        self.hit_row = self._row(panel, (self.hit_button, self.stand_button))
        panel.sample_label = self.bar_text  # type: ignore[attr-defined]
        return panel

    @staticmethod
    def _keep_widest(row: QWidget, labels: dict[QPushButton, str]) -> None:
        """`row` at least as wide as its buttons with `labels`, all shown."""
        shown = {b: not b.isHidden() for b in labels}
        texts = {b: b.text() for b in labels}
        row.setMinimumWidth(0)
        for button, text in labels.items():
            button.setText(text)
            button.setVisible(True)
        row.setMinimumWidth(row.sizeHint().width())
        for button in labels:
            button.setText(texts[button])
            button.setVisible(shown[button])

    # -------------------------------------------------------------- events

    def animate(self, event: Event) -> bool:
        view = self.screen.view
        if isinstance(event, RoundStarted):
            number, banker = event.number, event.roles.get("banker", 0)
            view.then(lambda: self._new_round(number))
            view.then(lambda: self._toast(W.round_text(number, banker, self.screen.human)))
            return True
        if isinstance(event, CardMoved):
            return self._card_moved(event)
        text = W.event_text(self.state, event, self.screen.human)
        if text is not None:
            view.then(lambda: self._toast(text, self._toast_ms(event)))
            pause = self._pause(event)
            if pause:
                view.animator.pause(self.screen.timing.ms(pause))
            if isinstance(event, BankPutUp):
                view.then(self.refresh)
            return True
        if isinstance(event, BetPlaced):
            seat, amount = event.seat, event.amount
            view.then(lambda: self._show_stake(seat, amount))
            view.then(lambda: self._toast(W.bet_text(self.state, seat, amount,
                                                     self.screen.human)))
            return True
        if isinstance(event, SideBetPlaced):
            seat, amount, duel = event.seat, event.amount, self.state.duel
            if amount:
                view.then(lambda: self._add_side(seat, amount))
                view.then(lambda: self._toast(W.side_text(duel, seat, amount,
                                                          self.screen.human)))
            return True
        if isinstance(event, Exposed):
            seat, card = event.seat, event.card
            view.then(lambda: self._expose_sprite(seat, card))
            view.animator.pause(self.screen.timing.ms(T.PLAY_CARD // 2))
            return True
        if isinstance(event, DuelSettled):
            view.then(lambda: self._reveal(event))
            view.animator.pause(self.screen.timing.ms(T.FLASH * 2))
            return True
        return isinstance(event, RoundScored | MatchOver)

    @staticmethod
    def _pause(event: Event) -> int:
        if isinstance(event, BankOffered | BankDeclined | Busted):
            return T.FLASH // 2
        return T.FLASH if isinstance(event, BankCalled) else 0

    @staticmethod
    def _toast_ms(event: Event) -> int:
        return T.FLASH * 3 if isinstance(event, BankCalled) else T.FLASH * 2

    def _card_moved(self, event: CardMoved) -> bool:
        view = self.screen.view
        timing = self.screen.timing
        if event.src == STOCK and event.dst[0] == "hand":
            return False  # the table moves it
        if event.src == DISCARD and event.dst == STOCK:
            view.move_card(event.card, event.src, event.dst, False, timing.ms(T.GATHER),
                           timing.ms(T.DEAL_STAGGER) // 3)
            return True
        if event.dst == DISCARD:
            # The banker's exchanged card goes down face down, but the human who put it
            # there knows it: its face shows, as on a table laid out anew from the view.
            face_up = event.face_up or event.src == ("hand", self.screen.human)
            view.move_card(event.card, event.src, event.dst, face_up,
                           timing.ms(T.PLAY_CARD), timing.ms(T.DEAL_STAGGER))
            if event.src[0] == "hand":
                view.then(self._clear_stakes)
            return True
        return False

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
        deals = self.state.deals
        if 0 < number <= len(deals):
            deal = deals[number - 1]
            pack = [c for h in deal.hands for c in h] + list(deal.piles.get("stock", ()))
            for card in reversed(pack):
                view.place(card, ("deck",), STOCK, False)
            view.relayout(animate=False, zones=[STOCK])
        self.refresh()

    def _expose_sprite(self, seat: int, card: Card) -> None:
        view = self.screen.view
        for sprite in view.zones.get(("hand", seat), []):
            if sprite.card is card:
                sprite.set_face_up(True)
        view.relayout(animate=False, zones=[("hand", seat)])

    def _reveal(self, event: DuelSettled) -> None:
        """The end of a duel: both hands turned up, and the result in words."""
        view = self.screen.view
        for zone in (("hand", event.seat), ("hand", self.state.banker)):
            for sprite in view.zones.get(zone, []):
                sprite.set_face_up(True)
        self._toast(W.duel_text(event.seat, event.winner, event.stake, event.player,
                                event.banker, self.screen.human), T.FLASH * 3)

    # ------------------------------------------------------------- stakes

    def _show_stake(self, seat: int, amount: int) -> None:
        self._duel_seat = seat
        self._stake_shown = amount
        self._side_shown = []
        self._fill_chips()

    def _add_side(self, seat: int, amount: int) -> None:
        self._side_shown.append((seat, amount))
        self._fill_chips()

    def _clear_stakes(self) -> None:
        self._duel_seat = None
        self._stake_shown = 0
        self._side_shown = []
        if self._widgets:
            self._fill_chips()

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

    def _chip_texts(self) -> dict[int, tuple[str, str]]:
        """What lies in front of each seat: (its style's name, its text)."""
        state = self.state
        out: dict[int, tuple[str, str]] = {}
        if state.holding or not state.round_over:
            out[state.banker] = ("bank", W.bank_chip(state))
        if self._duel_seat is not None and self._stake_shown:
            out[self._duel_seat] = ("stake", W.stake_chip(self._stake_shown))
        for seat, amount in self._side_shown:
            out[seat] = ("side-stake", W.side_chip(amount))
        return out

    def _fill_chips(self) -> None:
        if not self.chips or self.screen.session is None:
            return
        texts = self._chip_texts()
        for seat, label in self.chips.items():
            style, text = texts.get(seat, ("stake", ""))
            if label.objectName() != style:
                label.setObjectName(style)
                label.style().unpolish(label)  # its look by its new name
                label.style().polish(label)
            label.setText(text)
            label.setToolTip(fill(translate("TwentyOne", "%1 holds the bank"), self.name(seat))
                             if style == "bank" and self.state.holding else "")
            label.setVisible(bool(text))

    # ------------------------------------------------------------- prompts

    def _key(self) -> tuple[int, int]:
        session = self.screen.session
        assert session is not None
        return len(session.record.rounds), len(session.record.rounds[-1].actions)

    def prompt(self, legal: Sequence[Action]) -> None:
        if not self._widgets or not legal:
            return
        state = self.state
        self._legal = legal
        for panel in (self.bank_panel, self.bet_panel, self.bar):
            panel.hide()
        if state.to_act != self.screen.human:
            # Out of turn: the banker, before the player's bet.
            if self._decided != self._key():
                self._show_bank_panel()
            return
        phase = state.phase
        if phase == OFFER:
            self._show_bank_panel()
        elif phase in (BET, SIDE):
            self._show_bet_panel(side=phase == SIDE)
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

    def _open(self, panel: Panel, focus: QWidget) -> None:
        panel.setLayoutDirection(QApplication.layoutDirection())
        panel.popup(self.screen.view.viewport())
        self.screen.place_overlays()
        focus.setFocus()

    def _show_bank_panel(self) -> None:
        state = self.state
        can_exchange = any(isinstance(a, Exchange) for a in self._legal)
        can_decline = any(isinstance(a, DeclineBank) for a in self._legal)
        self._bank_open = True
        self._fill_bank_panel()
        self.take_bank.setVisible(can_exchange or not can_decline)
        self.exchange_button.setVisible(can_exchange)
        self.decline_button.setVisible(can_decline)
        forced = state.phase == OFFER and state.banker == self.screen.human
        self._open(self.bank_panel, self.decline_button if forced else self.take_bank)

    def _fill_bank_panel(self) -> None:
        title, text, take, exchange, decline = W.bank_prompt(self.state, self.screen.human)
        self.bank_panel.title.setText(title)
        self.bank_text.setText(text)
        for button, label in ((self.take_bank, take), (self.exchange_button, exchange),
                              (self.decline_button, decline)):
            if label:
                button.setText(label)

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
        kind: type[Any] = SideBet if side else BetAction
        self._stakes = sorted(a.amount for a in self._legal if isinstance(a, kind))
        self._fill_bet_panel()
        self.slider.blockSignals(True)
        self.slider.setRange(0, max(0, len(self._stakes) - 1))
        self.slider.setValue(0)
        self.slider.blockSignals(False)
        self._slider_moved(0)
        self._open(self.bet_panel, self.slider)

    def _fill_bet_panel(self) -> None:
        state = self.state
        title, text = W.bet_prompt(state, self.screen.human, self._side_mode, self._stakes)
        self.bet_panel.title.setText(title)
        self.bet_text.setText(text)
        bank = state.bank if state.holding else state.options.bank
        whole = not self._side_mode and bank in self._stakes
        self.quick_buttons["bank"].setVisible(not self._side_mode)
        self.quick_buttons["bank"].setEnabled(whole)
        self.quick_buttons["bank"].setToolTip(
            "" if whole else translate("TwentyOne", "You hold fewer chips than the bank."))
        for key in ("min", "quarter", "half"):
            self.quick_buttons[key].setEnabled(bool(self._stakes))
        self.slider.setEnabled(len(self._stakes) > 1)
        self.no_side_button.setVisible(self._side_mode)
        self.bet_button.setEnabled(bool(self._stakes))

    def _amount(self) -> int:
        if not self._stakes:
            return 0
        return self._stakes[max(0, min(self.slider.value(), len(self._stakes) - 1))]

    def _slider_moved(self, _value: int) -> None:
        amount = self._amount()
        state = self.state
        bank = state.bank if state.holding else state.options.bank
        shown, label = W.amount_texts(amount, not self._side_mode and amount == bank,
                                      self._side_mode)
        self.amount_label.setText(shown)
        self.bet_button.setText(label)

    def _quick(self, key: str) -> None:
        if not self._stakes:
            return
        state = self.state
        bank = state.bank if state.holding else state.options.bank
        if key == "min":
            index = 0
        elif key == "bank":
            if bank not in self._stakes:
                return
            index = self._stakes.index(bank)
        else:
            share = 0.25 if key == "quarter" else 0.5
            target = (self._stakes[-1] if self._side_mode else bank) * share
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
        self._open(self.bar, self.hit_button)

    def _fill_bar(self) -> None:
        title, lines, hit, enabled = W.bar_texts(self.state, self.screen.human, self._expose)
        self.bar.title.setText(title)
        self.bar_text.setText("<br>".join(lines))
        self.hit_button.setText(hit)
        self.hit_button.setEnabled(enabled)
        self.stand_button.setText(translate("TwentyOne", "Stand"))

    def _selection_changed(self, cards: list[Card]) -> None:
        if not self.bar.isVisible():
            return
        self._expose = cards[-1] if cards else None
        self._fill_bar()

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
        self.screen.toast.hide()  # the last duel's result: the summary tells every duel
        # The round's cards are gathered up for the next deal: the summary lies where
        # they were (`_new_round` lays the pack out again).
        for zone in (STOCK, DISCARD):
            for sprite in self.screen.view.zones.get(zone, []):
                sprite.hide()
        self._fill_summary()
        self._open(self.summary, self.next_button)

    def _fill_summary(self) -> None:
        state = self.state
        self.summary.title.setText(W.summary_title(len(state.results)))
        self.summary_text.setText(W.summary_html(state, self.screen.human))
        self.next_button.setText(W.next_label(state.match_over))

    def _show_match_end(self) -> None:
        self.open_match_end(W.match_end_html(self.state, self.screen.human))

    # ----------------------------------------------------------- information

    def score_sheet(self) -> tuple[list[str], list[list[str]]]:
        if self.screen.session is None or not self._widgets:
            return [], []
        return W.score_sheet(self.state, self.screen.human)

    def match_score(self) -> int:
        """Chips held at the end."""
        return self.state.totals[self.screen.human]

    def plate_text(self, seat: int) -> str:
        if self.screen.session is None:
            return self.name(seat)
        return W.plate_text(self.state, seat, self.screen.human)

    def refresh(self) -> None:
        if self.screen.session is None or not self._widgets:
            return
        if not self.screen.view.animator.busy:
            self.screen.view.order_piles(self.state.zones(), (STOCK, DISCARD))
            self._sync_stakes()
        for name, text in W.badges(self.state, self.screen.human).items():
            label = self.badges[name]
            label.setText(numbers_kept_with_words(text))
            label.setVisible(bool(text))
        self._fill_chips()

    # -------------------------------------------------------- the table's spec

    def spec_widgets(self) -> dict[str, QWidget]:
        if not self._widgets:
            return {}
        chips = {f"chip:{seat}": label for seat, label in self.chips.items()}
        return {"status": self.info, **self.badges, **chips, "bank-prompt": self.bank_panel,
                "bet-prompt": self.bet_panel, "bar": self.bar, "summary": self.summary}

    def spec_sample(self, name: str) -> list[str]:
        """The longest texts each label shows: every chip in play at one seat, a banker's
        plate, the longest prompts, a summary with every seat a lost tie. They depend on
        the options and the language only: worded once for each (the table asks often)."""
        if self.screen.session is None:
            return []
        base, _, seat = name.partition(":")
        key = (base, seat if base == "plate" else "", W.chips_only())
        if key not in self._samples:
            texts = W.longest(self.state, self.screen.human, base, seat)
            # A plate shows its words as they are (broken at its dots where narrow): its
            # sample is measured so too.
            self._samples[key] = (texts if base == "plate"
                                  else [numbers_kept_with_words(t) for t in texts])
        return self._samples[key]

    def retranslate(self) -> None:
        if not self._widgets:
            return
        self._fill_static()
        if self.summary.isVisible():
            self._fill_summary()
        if self.bank_panel.isVisible():
            self._fill_bank_panel()
        if self.bet_panel.isVisible():
            self._fill_bet_panel()
            self._slider_moved(self.slider.value())
        if self.bar.isVisible():
            self._fill_bar()
        for panel in (self.bank_panel, self.bet_panel, self.bar, self.summary):
            panel.setLayoutDirection(QApplication.layoutDirection())
        self.refresh()

    def _fill_static(self) -> None:
        """The words that do not change with play, and each row of buttons as wide as its
        widest labels: the room the table keeps for a prompt holds any of them."""
        quick = W.quick_labels()
        for key, button in self.quick_buttons.items():
            button.setText(quick[key])
        self.no_side_button.setText(translate("TwentyOne", "No side bet"))
        self.stand_button.setText(translate("TwentyOne", "Stand"))
        self.bank_panel.title.setText(translate("TwentyOne", "The bank comes to you"))
        self.bet_panel.title.setText(fill(translate("TwentyOne", "A side bet on %1's duel?"),
                                          self.name((self.screen.human + 1) % 2)))
        self.bar.title.setText(fill(translate("TwentyOne", "Banker against %1"),
                                    self.name((self.screen.human + 1) % 2)))
        self._keep_widest(self.bank_row, {
            self.take_bank: translate("TwentyOne", "Take the bank"),
            self.exchange_button: translate("TwentyOne", "Take it and exchange my card"),
            self.decline_button: translate("TwentyOne", "Decline the bank")})
        self._keep_widest(self.quick_row, {**{b: quick[k] for k, b in
                                              self.quick_buttons.items()}})
        most = self.state.options.chips * self.state.players
        self._keep_widest(self.bet_row, {
            self.no_side_button: translate("TwentyOne", "No side bet"),
            self.bet_button: fill(translate("TwentyOne", "Side bet %1"), num(most))})
        self._keep_widest(self.hit_row, {
            self.hit_button: fill(translate("TwentyOne", "Show %1 and hit"),
                                  card_name(W.LONG_CARD)),
            self.stand_button: translate("TwentyOne", "Stand")})

