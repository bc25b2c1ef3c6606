"""Shelem at the table: the auction panel, the kitty and the four cards laid away, the first
lead that names trump, the points captured, and the paper score sheet; for two players the
three packets in front of each player, whose face-up top cards are played from the table.
Its words are in `cardtable/ui/wording/shelem.py`."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, Qt
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

from cardtable.cards import Card
from cardtable.rules.base import Action, CardMoved, Event, MatchOver, RoundScored, TrumpNamed
from cardtable.rules.shelem import (
    BID_VALUES,
    HAND_SIZE,
    KITTY_SIZE,
    TRICKS,
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
    side_of,
)
from cardtable.ui.games.base import GameUI, OptionSpec
from cardtable.ui.table import timings as T
from cardtable.ui.table.layout import sides_for
from cardtable.ui.table.panels import CLOSE_SPACING, Panel, wide_text
from cardtable.ui.table.parts import (
    FAN,
    PROMPT_WIDTH,
    SMALLER,
    TIGHT,
    WIDE,
    Z_LAID,
    Z_PILE,
    Z_TABLE,
    aside,
    badges,
    hand,
    plate,
    prompt,
    summary,
    thinking,
    toast,
    trick,
    won,
)
from cardtable.ui.table.scene import status_bar
from cardtable.ui.table.spec import (
    CENTRE,
    SEAT,
    PileSpec,
    TableSpec,
)
from cardtable.ui.wording import shelem as words
from cardtable.ui.words import num

if TYPE_CHECKING:
    from cardtable.ui.table.card_sprite import CardSprite
    from cardtable.ui.table.screen import TableScreen

translate = QCoreApplication.translate
PACKETS, PACKET_SIZE = 3, 4
"""Two players: each has three packets of four in front of him."""


def number_label(value: int) -> Callable[[], str]:
    """An option's choice shown as a number in the user's digits (worded when asked)."""
    return lambda: num(value)


ASIDE = PROMPT_WIDTH / 2 + 0.1
"""The centre's piles that lie there while a prompt or message by your hand is open (the
kitty while you bid, two players' packets) lie beyond half its width either side of the
middle, so that none of them covers one; they are `stays` piles too, so that a prompt
wider than that (in Persian type, a tenth wider) keeps clear of them."""
BIDS_PER_ROW = 5
"""The bid buttons in rows of five: the prompt fits in its width at the smallest card."""
BID_ROWS = -(-len(BID_VALUES) // BIDS_PER_ROW)
"""The rows of bid buttons (the pass button beside them all)."""


def _centre_piles(players: int, human: int) -> tuple[PileSpec, ...]:
    """The kitty to the left of the middle until the hakem takes it; the trick, in a cross
    for four, in a row for two (each player's hand and packet card side by side, yours
    left); two players' packets beside the prompts (yours right, the other's left, above
    the kitty). Anchors in card widths and heights from the centre's middle."""
    spread, scale = 0.2, SMALLER
    kitty_x = -ASIDE - scale * (0.5 + spread * (KITTY_SIZE - 1))
    kitty = PileSpec(("kitty",), region=CENTRE, anchor=(kitty_x, 0.0 if players != 2 else 0.5),
                     spread=spread, grow="right", most=KITTY_SIZE, face_up=False, z=Z_PILE,
                     scale=scale, phase="bidding", stays=True)
    if players != 2:
        return kitty, trick(phase="play")
    other = 1 - human
    piles = [kitty]
    for seat, x, y in ((human, -1.35, 0.12), (other, 0.55, -0.12)):
        piles.append(PileSpec(("trick", seat), region=CENTRE, anchor=(x, y), spread=0.85,
                              grow="right", most=2, z=Z_TABLE, phase="play"))
    first = ASIDE + scale / 2
    for k in range(PACKETS):
        step = first + 0.8 * k
        for seat, x, y in ((human, step, 0.1), (other, -step - 0.04, -0.3)):
            piles.append(PileSpec(("packet", seat, k), region=CENTRE, anchor=(x, y),
                                  spread=0.03, grow="right", most=PACKET_SIZE, z=Z_LAID,
                                  scale=scale, stays=True))
    return tuple(piles)


def shelem_table_spec(players: int = 4, options: object = None, human: int = 0) -> TableSpec:
    """Shelem's table: the hands (sixteen for the hakem with the kitty), each side's tricks
    won and the hakem's four cards laid away beside a hand, the kitty, the trick and two
    players' packets in the centre; the hand, contract, trump, points and score as badges;
    the bid and lay-away prompts and the summary by your hand."""
    band = (
        hand(HAND_SIZE + KITTY_SIZE),
        # A side's pile: ("won", 0) and ("won", 1), beside seats 0 and 1.
        won(4 * TRICKS, per_step=4),
        # Never shown: the backs close up, yours apart.
        aside(("laid-away", SEAT), KITTY_SIZE, spread=TIGHT, min_spread=TIGHT,
              human_spread=(FAN, FAN)),
    )
    widgets = (
        plate("Shirin \u00b7 hakem 165"),
        thinking(),
        *badges(("hand", "Hand 99 \u00b7 dealer: Shirin"),
                ("contract", "Auction: no bid yet (100 to 165, in fives)"),
                ("trump", "Trump: named by the hakem's first card"),
                ("points", "Points taken: You & Shirin 165 \u00b7 Dara & Kaveh 165 + the "
                           "cards laid away"),
                ("laid", "Of these, 45 from your laid-away cards"),
                ("turn", "Your turn: play a face-up packet card"),
                ("break", "The defenders break it with 66 points"),
                ("score",
                 "Score: You & Shirin -1000 \u00b7 Dara & Kaveh -1000 (to 1,200)")),
        prompt("bid-prompt", "Your bid\nHighest bid: 165, by Shirin. Bid higher "
               "or pass: a pass is final.\n"
               + "\u00a0\u00a0".join(["100"] * BIDS_PER_ROW + ["Pass"]),
               controls=BID_ROWS, over_centre=True),
        prompt("lay-prompt", "Lay away four cards\nYou took the kitty: "
               "10\u2665\u00a0 10\u2660\u00a0 10\u2666\u00a0 10\u2663\nChoose four cards to "
               "lay away: they count for your side as a trick (5 points) plus their own "
               "points.\nChosen: 4 of 4 \u00b7 points in them: 40\n"
               "Lay\u00a0these\u00a0four\u00a0away", controls=1, over_centre=True),
        toast("Lead a card of the suit you want as trump: your first card names trump for the "
              "whole hand."),
        summary("Contract failed\nContract: 165, bid by Shirin \u00b7 trump: Diamonds"
                "\nPoints taken: You & Shirin 160 \u00b7 Dara & Kaveh 165\n(5 for "
                "each trick and for the four cards laid away, 10 for each ace and "
                "ten, 5 for each five)\nFewer points than the defenders: yasa, -165 "
                "for Dara & Kaveh instead of minus the contract.\nThe defenders keep "
                "what they took: 165 for You & Shirin.\nScore: You & Shirin -1000 "
                "\u00b7 Dara & Kaveh -1000 (playing to 1,200)\nShirin deals the next "
                "hand.\nNext\u00a0hand", width=WIDE),
    )
    # Shelem is of the Hokm family: play passes to the right, counter-clockwise.
    places = sides_for(players, human, counter_clockwise=True)
    return TableSpec.from_places(places, human, band + _centre_piles(players, human), widgets)


class ShelemUI(GameUI[ShelemState]):
    game_id = "shelem"
    state_type = ShelemState
    default_players = 4

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

    @staticmethod
    def table_spec(players: int, options: object, human: int = 0) -> TableSpec | None:
        if players not in (2, 4):  # the rules deal for two or four (rules/shelem.py)
            return None
        return shelem_table_spec(players, options, human)

    def __init__(self) -> None:
        self.match_dialog: QDialog | None = None
        self._widgets: list[QWidget] = []
        self._lit: list[CardSprite] = []
        self._focus = -1
        self._laying = False

    # ----------------------------------------------------------- set-up

    def attach(self, screen: TableScreen) -> None:
        super().attach(screen)
        vp = screen.view.viewport()
        self.info = status_bar(vp)
        self.badges = {name: QLabel(self.info) for name in words.BADGES}
        for label in self.badges.values():
            label.setObjectName("badge")
            label.setTextFormat(Qt.TextFormat.RichText)
        self.info_labels = list(self.badges.values())
        self.bid_panel = self._make_bid_panel(vp)
        self.lay_panel = self._make_lay_panel(vp)
        self.summary = self.make_summary_panel(vp)
        # Its text as wide as its lines, wrapped only where the table is narrower.
        text = wide_text(self.summary)
        self.summary.box.replaceWidget(self.summary_text, text)
        self.summary_text.deleteLater()
        self.summary_text = text
        self.summary.sample_label = text
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
    def players(self) -> int:
        return self.state.players

    def side_name(self, side: int) -> str:
        """A team ("You & Shirin") or, with two players, the player."""
        return words.side_name(self.players, side, self.screen.human)

    # -------------------------------------------------------------- panels

    def _make_bid_panel(self, parent: QWidget) -> Panel:
        panel = Panel(parent)
        self.bid_text = wide_text(panel)
        panel.box.addWidget(self.bid_text)
        panel.sample_label = self.bid_text  # type: ignore[attr-defined]
        grid = QGridLayout()
        grid.setSpacing(CLOSE_SPACING)
        self.bid_buttons: dict[int, QPushButton] = {}
        per_row = BIDS_PER_ROW
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
        grid.setColumnMinimumWidth(per_row, CLOSE_SPACING)
        grid.addWidget(self.pass_button, 0, per_row + 1, BID_ROWS, 1)
        panel.box.addLayout(grid)
        return panel

    def _make_lay_panel(self, parent: QWidget) -> Panel:
        panel = Panel(parent)
        self.lay_text = wide_text(panel)
        panel.box.addWidget(self.lay_text)
        panel.sample_label = self.lay_text  # type: ignore[attr-defined]
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
        toast = self.screen.show_toast
        if isinstance(event, DealerChosen):
            seat = event.seat
            view.then(lambda: toast(words.dealer_text(seat, human)))
        elif isinstance(event, BidMade):
            seat, value = event.seat, event.value
            view.then(lambda: toast(words.bid_text(seat, value, human)))
        elif isinstance(event, Passed):
            seat = event.seat
            view.then(lambda: toast(words.pass_text(seat, human)))
        elif isinstance(event, AuctionWon):
            hakem, contract = event.hakem, event.contract
            view.then(lambda: toast(words.won_text(hakem, contract, human), T.FLASH * 3))
            view.animator.pause(self.screen.timing.ms(T.FLASH))
        elif isinstance(event, ThrownIn):
            view.then(lambda: toast(words.thrown_text(), T.FLASH * 3))
        elif isinstance(event, TrumpNamed):
            seat, suit = event.seat, event.suit
            view.then(lambda: toast(words.trump_text(seat, suit, human), T.FLASH * 3))
        elif isinstance(event, CardMoved) and self._turned_up(event):
            # The hakem sees the cards he lays away: they lie face up beside his tricks. A
            # packet's next card turns face up on top of the packet.
            pace = T.PLAY_CARD if event.dst[0] == "laid-away" else T.RELAYOUT
            view.move_card(event.card, event.src, event.dst, True, self.screen.timing.ms(pace))
        else:
            return isinstance(event, HandEnded | RoundScored | MatchOver)
        return True

    def _turned_up(self, event: CardMoved) -> bool:
        if event.dst[0] == "laid-away":
            return event.dst[1] == self.screen.human
        return event.src == event.dst and event.src[0] == "packet"

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
                self.screen.show_toast(words.packet_hint(), until_move=True)
        else:
            state = self.state
            if state.trick_number == 0 and not state.trick and state.hakem == self.screen.human:
                self.screen.show_toast(words.lead_hint(), T.FLASH * 4, until_move=True)

    def card_clicked(self, card: object) -> bool:
        """Two players: a face-up packet card is a packet play, never a hand play."""
        if self.screen.session is None or not isinstance(card, Card):
            return False
        if any(s.card is card for s in self._lit):
            self._unlight_packets()
            self.screen.act(PacketPlay(self.screen.human, card))
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
        self.screen.place_overlays()
        lowest = min(values) if values else None
        (self.bid_buttons[lowest] if lowest is not None else self.pass_button).setFocus()

    def _fill_bid_panel(self) -> None:
        state = self.state
        holder = state.high_seat if state.high_seat is not None else 0
        self.bid_text.setText(words.bid_prompt(state.high, holder, self.screen.human))

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
        self.lay_text.setText(words.lay_html(self._kitty_cards()))
        self._selection_changed(view.selected_cards())
        self.lay_panel.popup(view.viewport())
        self.screen.place_overlays()

    def _selection_changed(self, cards: Sequence[object]) -> None:
        if not self._laying or not self._widgets:
            return
        chosen = [c for c in cards if isinstance(c, Card)]
        self.lay_count.setText(words.lay_count(chosen))
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
        self.summary_text.setText(words.summary_html(self.state, self.screen.human))
        self.summary.title.setText(words.summary_title(self.state))
        self.next_button.setText(words.next_label(self.state))
        self.summary.popup(self.screen.view.viewport())
        self.screen.place_overlays()
        self.next_button.setFocus()

    def _show_match_end(self) -> None:
        state, human = self.state, self.screen.human
        head = words.match_head(state, human)
        self.open_match_end(f"<p style='font-size:16pt'><b>{head}</b></p>"
                            + words.score_line(state, human))

    # ----------------------------------------------------------- information

    def score_sheet(self) -> tuple[list[str], list[list[str]]]:
        """The paper sheet: a column per side with its running total, the contract in the
        middle, and a line in the middle column each time every player has dealt once."""
        if self.screen.session is None or not self._widgets:
            return [], []
        return words.score_sheet(self.state, self.screen.human)

    def match_score(self) -> int:
        return self.state.side_totals[side_of(self.screen.human)]

    def plate_text(self, seat: int) -> str:
        if self.screen.session is None or not self._widgets:
            return self.name(seat)
        return words.plate_text(self.state, seat, self.screen.human)

    def refresh(self) -> None:
        if self.screen.session is None or not self._widgets:
            return
        self._close_stale_prompts()
        rows = words.badges(self.state, self.screen.human)
        self.show_info_rows([rows.get(name, "") for name in words.BADGES])
        if self.players == 2:
            self._order_packets()
        for panel in (self.bid_panel, self.lay_panel, self.summary):
            panel.setLayoutDirection(QApplication.layoutDirection())

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

    # -------------------------------------------------------- the table's spec

    def spec_widgets(self) -> dict[str, QWidget]:
        if not self._widgets:
            return {}
        return {"status": self.info, **self.badges, "bid-prompt": self.bid_panel,
                "lay-prompt": self.lay_panel, "summary": self.summary}

    def spec_sample(self, name: str) -> list[str]:
        if self.screen.session is None:
            return []
        return words.samples(self.state, self.screen.human, name)

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
            self.lay_text.setText(words.lay_html(self._kitty_cards()))
            self._selection_changed(self.screen.view.selected_cards())
        self.summary.title.setText(words.summary_title(self.state) if self.summary.isVisible()
                                   else translate("Shelem", "Hand over"))
        if self.summary.isVisible():
            self.summary_text.setText(words.summary_html(self.state, self.screen.human))
            self.next_button.setText(words.next_label(self.state))
        self.refresh()
