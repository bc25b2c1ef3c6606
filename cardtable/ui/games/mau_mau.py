"""Mau-Mau at the table: the stock and the discard pile, the ring that shows which way play
goes (and spins round when a 10 reverses it), the suit a jack names, a 7's pending draw,
the suit and target pickers, the "Last card!" button and its penalty, reshuffles, and the
penalty table between rounds with the players eliminated. Its words are in
`cardtable/ui/wording/mau_mau.py`."""

from __future__ import annotations

import math
from collections.abc import Sequence
from typing import TYPE_CHECKING

import shiboken6
from PySide6.QtCore import QCoreApplication, QRectF, Qt, QVariantAnimation
from PySide6.QtGui import QKeyEvent
from PySide6.QtWidgets import (
    QApplication,
    QDialog,
    QGridLayout,
    QLabel,
    QPushButton,
    QWidget,
)

from cardtable.cards import Card, Rank, Suit
from cardtable.rules.base import Action, CardMoved, Event, MatchOver, RoundScored, RoundStarted
from cardtable.rules.mau_mau import (
    DISCARD,
    MAX_PLAYERS,
    STOCK,
    DirectionReversed,
    Draw,
    Eliminated,
    LastCard,
    LastCardPenalty,
    MauMauState,
    MauPlay,
    Pass,
    Reshuffled,
    RoundWon,
    TurnSkipped,
    pack_for,
)
from cardtable.ui.games.base import GameUI, OptionSpec
from cardtable.ui.games.mau_mau_piles import StockAndDiscard
from cardtable.ui.table import timings as T
from cardtable.ui.table.direction_ring import DirectionRing
from cardtable.ui.table.layout import sides_for
from cardtable.ui.table.panels import CLOSE_SPACING, Panel, keep_widest
from cardtable.ui.table.parts import (
    BAR_MARGINS,
    NARROW_PLATE,
    SMALL,
    SMALLER,
    TIGHT,
    WIDE,
    Z_PILE,
    badges,
    hand,
    plate,
    prompt,
    stack,
    summary,
    thinking,
    toast,
)
from cardtable.ui.table.scene import status_bar
from cardtable.ui.table.spec import (
    CENTRE,
    PileSpec,
    TableSpec,
)
from cardtable.ui.wording import mau_mau as words
from cardtable.ui.words import card_name, fill, num, numbers_kept_with_words, suit_name

if TYPE_CHECKING:
    from cardtable.ui.table.screen import TableScreen

translate = QCoreApplication.translate

REVERSE_MS = 900  # the ring's turn when a 10 reverses it (scaled by the speed setting)
STATUS_STYLE = """
QLabel#chip {
    color: #1b1b1b; background: rgba(250, 247, 238, 235); border-radius: 9px;
    padding: 2px 10px;
}
QLabel#chip[kind="seven"] { background: rgba(190, 26, 42, 235); color: white; font-weight: bold; }
QLabel#chip[kind="eight"] { background: rgba(230, 170, 30, 235); }
QPushButton#last-card {
    background: #e8792b; color: white; font-weight: bold; border-radius: 6px;
    padding: 7px 16px; border: 1px solid #a24d12;
}
QPushButton#last-card:checked { background: #2f8f46; border-color: #1d5e2c; }
"""
BADGES = ("dealer", "way", "stock", "penalty")
CHIPS = ("suit", "sevens", "eight")
TARGETS_A_ROW = 4  # the 2's picker: its buttons in rows of four (seven seats: two rows)


def mau_mau_table_spec(players: int = 4, options: object = None, human: int = 0) -> TableSpec:
    """Mau-Mau's table: every seat's hand, the stock and the discard pile (its last three
    plays apart) in the middle; dealer, direction, stock and your penalty points, and the
    jack's suit, the sevens' draw and the eight's extra turn as badges; the turn prompt and
    the suit and target pickers by your hand; the penalty table over the middle."""
    rows = math.ceil(players / TARGETS_A_ROW)  # the other seats' buttons and the way back
    pack = len(pack_for(getattr(options, "decks", 2)))
    piles = (
        hand(16, min_spread=TIGHT, scale=SMALL if players < 6 else SMALLER),
        # High in the middle: below them the message has its room while the turn prompt
        # is open by your hand.
        stack(STOCK, pack, cell=0, anchor=(0.0, -0.3)),
        PileSpec(DISCARD, region=CENTRE, cell=1, anchor=(0.0, -0.3), spread=0.16, fan=3, most=pack,
                 z=Z_PILE),
    )
    names = " \u00b7 ".join(["Shirin (13 cards)"] * min(TARGETS_A_ROW, players - 1))
    widgets = (
        plate("Shirin \u00b7 eliminated", width=NARROW_PLATE),
        thinking(),
        # The jack's suit, the sevens' draw and the eight's turn are chips of the same
        # padding as the badges (`STATUS_STYLE`).
        *badges(("dealer", "Dealer: Shirin"),
                ("way", "Play goes to the right (counter-clockwise)"),
                ("stock", "Stock: 88 cards"),
                ("penalty", "Your penalty points: 499 (out at 500)"),
                ("suit", "Jack: follow \u2666 Diamonds"),
                ("sevens", "Sevens: +16 to draw"),
                ("eight", "Eight: Shirin plays again")),
        prompt("bar", "You drew the Queen of Diamonds\nClick a card of \u2666 Diamonds "
               "or a card of the same rank; a jack goes on anything but a 7.\n"
               + "\u00a0\u00a0".join(s.replace(" ", "\u00a0") for s in (
                   "Draw a card and end your turn", "Keep it and pass",
                   "Last card! (said with my play)")), controls=1),
        prompt("suit-prompt", "Name a suit\nYour Jack of Diamonds: which suit must "
               "follow?\n\u2660\u00a0Spades\u00a0\u00a0\u2665\u00a0Hearts\u00a0\u00a0"
               "\u2666\u00a0Diamonds\u00a0\u00a0\u2663\u00a0Clubs\u00a0\u00a0"
               "Choose\u00a0another\u00a0card", controls=1),
        prompt("target-prompt", "A 2: choose who draws\nYour 2: who draws a card?\n"
               + names.replace(" ", "\u00a0"), controls=rows),
        toast("Shirin did not call \u201cLast card!\u201d and draws a penalty card."),
        summary("Shirin goes out and wins the round\nThe last card was a jack: "
                "every penalty this round counts double.\nCards left This round "
                "Total\n"
                + "Shirin 10\u2666 Q\u2666 K\u2663 A\u2660 J\u2665 9\u2660 40 "
                  "520 \u2717\n" * players
                + "Shirin reached the limit of 500 and is out of the game.\n"
                  "Next\u00a0round", width=WIDE, alone=True),
    )
    # The house rules deal and play counter-clockwise: to the right on the screen.
    return TableSpec.from_places(sides_for(players, human, counter_clockwise=True), human,
                                 piles, widgets)


class MauMauUI(GameUI[MauMauState]):
    game_id = "mau-mau"
    state_type = MauMauState
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
    def intro(players: int) -> str:
        return fill(translate("MauMau", "%1 players, seven cards each. Match the top card's "
                                        "suit or rank; 10, 2, 7, 8, ace and jack have special "
                                        "powers. Say “Last card!” when one card is left. "
                                        "Cards left in hand cost penalty points; reach the "
                                        "limit and you are out."), num(players))

    @staticmethod
    def table_spec(players: int, options: object, human: int = 0) -> TableSpec | None:
        return mau_mau_table_spec(players, options, human)

    def __init__(self) -> None:
        self.match_dialog: QDialog | None = None
        self._widgets: list[QWidget] = []
        self.ring: DirectionRing | None = None
        self._legal: Sequence[Action] = []
        self._prompting = False
        self._armed = False
        self._pending: Card | None = None

    # ----------------------------------------------------------- set-up

    def attach(self, screen: TableScreen) -> None:
        super().attach(screen)
        self.piles = StockAndDiscard(screen)
        vp = screen.view.viewport()
        self.status = status_bar(vp)
        self.status.setStyleSheet(STATUS_STYLE)
        self.info = self.status  # the table's information: the status bar
        self.info_labels = [self._label("badge") for _ in BADGES]
        self.suit_chip = self._label("chip", "suit")
        self.seven_chip = self._label("chip", "seven")
        self.eight_chip = self._label("chip", "eight")
        self.bar = self._make_bar(vp)
        self.suit_panel = self._make_suit_panel(vp)
        self.target_panel = self._make_target_panel(vp)
        self.summary = self.make_summary_panel(vp)
        self.summary.sample_label = self.summary_text
        self._widgets = [self.status, self.bar, self.suit_panel, self.target_panel,
                         self.summary]
        self.listen_to_keys()
        self.retranslate()  # the prompts' buttons at their widest before the table is placed
        self._ensure_ring()

    def _label(self, name: str, kind: str = "") -> QLabel:
        label = QLabel(self.status)
        label.setObjectName(name)
        if kind:
            label.setProperty("kind", kind)
            label.hide()
        label.setTextFormat(Qt.TextFormat.RichText)
        return label

    def detach(self) -> None:
        self.piles.stop()
        self.stop_listening_to_keys()
        self._prompting = False
        if self.ring is not None and shiboken6.isValid(self.ring):
            if self.ring.anim is not None:
                self.ring.anim.stop()
            if self.ring.scene() is not None:
                self.ring.scene().removeItem(self.ring)
        self.ring = None
        self._drop_widgets()

    def _ensure_ring(self) -> None:
        """The ring lives in the scene, which the table clears when it lays out anew; it
        rounds the stock and the discard pile, inside the middle of the table."""
        view = self.screen.view
        if self.ring is None or not shiboken6.isValid(self.ring) or self.ring.scene() is None:
            self.ring = DirectionRing()
            view.scene().addItem(self.ring)
        placement = self.scene.current()
        stock, discard = placement.areas[STOCK], placement.areas[DISCARD]
        piles = stock.rect.united(discard.rect)
        centre = placement.regions[CENTRE]
        cx, cy = piles.centre
        rx = min(piles.w / 2 + 0.45 * placement.card_w, centre.w / 2 - 14)
        ry = min(piles.h / 2 + 0.2 * placement.card_h, centre.h / 2 - 14)
        top_left = view.mapToScene(int(cx - rx), int(cy - ry))
        bottom_right = view.mapToScene(int(cx + rx), int(cy + ry))
        self.ring.set_rect(QRectF(top_left, bottom_right))

    # -------------------------------------------------------------- panels

    def _make_bar(self, parent: QWidget) -> Panel:
        """The human's controls by the hand: draw, pass, and "Last card!"."""
        panel = Panel(parent, BAR_MARGINS)
        panel.setStyleSheet(STATUS_STYLE)
        panel.box.setSpacing(CLOSE_SPACING)
        panel.title.setStyleSheet("font-size: 13pt;")
        panel.title.setWordWrap(False)
        self.bar_text = QLabel(panel)
        self.bar_text.setObjectName("bar-help")
        self.bar_text.setStyleSheet("font-size: 9pt;")
        self.bar_text.setWordWrap(True)
        self.bar_text.setAlignment(Qt.AlignmentFlag.AlignCenter)
        panel.box.addWidget(self.bar_text)
        panel.sample_label = self.bar_text  # type: ignore[attr-defined]
        grid = QGridLayout()
        grid.setSpacing(CLOSE_SPACING)
        self.draw_button = self._bar_button(panel, "draw", self._draw)
        self.pass_button = self._bar_button(panel, "pass", self._pass)
        self.call_button = self._bar_button(panel, "last-card", self._call)
        for k, button in enumerate((self.draw_button, self.pass_button, self.call_button)):
            grid.addWidget(button, 0, k)
        panel.box.addLayout(grid)
        return panel

    @staticmethod
    def _bar_button(panel: Panel, name: str, slot: object) -> QPushButton:
        button = QPushButton(panel)
        button.setObjectName(name)
        button.clicked.connect(slot)
        # Hidden, it keeps its room: the prompt is one size from turn to turn.
        policy = button.sizePolicy()
        policy.setRetainSizeWhenHidden(True)
        button.setSizePolicy(policy)
        return button

    def _make_suit_panel(self, parent: QWidget) -> Panel:
        panel = Panel(parent)
        self.suit_text = QLabel(panel)
        self.suit_text.setAlignment(Qt.AlignmentFlag.AlignCenter)
        panel.box.addWidget(self.suit_text)
        row = QGridLayout()
        self.suit_buttons: dict[Suit, QPushButton] = {}
        for k, suit in enumerate(Suit):
            button = QPushButton(panel)
            button.setObjectName(f"suit-{suit.letter}")
            button.clicked.connect(lambda _=False, s=suit: self._name_suit(s))
            row.addWidget(button, 0, k)
            self.suit_buttons[suit] = button
        # The way back in the same row: the prompt is no taller than the turn's.
        self.suit_cancel = QPushButton(panel)
        self.suit_cancel.setObjectName("cancel-suit")
        self.suit_cancel.clicked.connect(self._cancel_choice)
        row.addWidget(self.suit_cancel, 0, len(Suit))
        panel.box.addLayout(row)
        return panel

    def _make_target_panel(self, parent: QWidget) -> Panel:
        """The 2's picker: a button for every other seat, made once (a seat out of the game
        keeps its button's room, hidden), in rows of three."""
        panel = Panel(parent)
        self.target_text = QLabel(panel)
        self.target_text.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.target_text.setWordWrap(True)
        panel.box.addWidget(self.target_text)
        grid = QGridLayout()
        self._seat_buttons: dict[int, QPushButton] = {}
        human = self.screen.human
        others = [s for s in range(self.screen.session.players if self.screen.session
                                   else MAX_PLAYERS) if s != human]
        for k, seat in enumerate(others):
            button = self._bar_button(panel, f"target-{seat}",
                                      lambda _=False, s=seat: self._target(s))
            grid.addWidget(button, k // TARGETS_A_ROW, k % TARGETS_A_ROW)
            self._seat_buttons[seat] = button
        self.target_buttons: dict[int, QPushButton] = {}
        # The way back takes the cell after the seats' (a row less for the prompt).
        self.target_cancel = QPushButton(panel)
        self.target_cancel.setObjectName("cancel-target")
        self.target_cancel.clicked.connect(self._cancel_choice)
        k = len(others)
        grid.addWidget(self.target_cancel, k // TARGETS_A_ROW, k % TARGETS_A_ROW)
        panel.box.addLayout(grid)
        return panel

    def _fix_widths(self) -> None:
        """The turn prompt's buttons and title, and the 2's picker's buttons, as wide as
        the longest they may say."""
        keep_widest(self.draw_button, words.draw_texts())
        keep_widest(self.pass_button, [translate("MauMau", "Keep it and pass"),
                                        translate("MauMau", "Pass")])
        keep_widest(self.call_button, [words.call_text(True), words.call_text(False)])
        for seat, button in self._seat_buttons.items():
            keep_widest(button, [words.target_text(seat, n, self.screen.human)
                                  for n in (1, *words.TWO_DIGITS)])
        # A wrapping label's hint is narrow: its words' own width, and a little room.
        self.bar.title.ensurePolished()
        metrics = self.bar.title.fontMetrics()
        self.bar.title.setMinimumWidth(max(metrics.horizontalAdvance(t)
                                           for t in words.bar_titles()) + CLOSE_SPACING)

    # -------------------------------------------------------------- events

    def animate(self, event: Event) -> bool:
        view = self.screen.view
        timing = self.screen.timing
        show = self.screen.show_toast
        human = self.screen.human
        if isinstance(event, RoundStarted):
            text = words.deal_text(event.number, event.roles.get("dealer", 0), human)
            self.piles.round_started()
            view.then(lambda: show(text))
            return False  # the table clears the cards away first
        if isinstance(event, CardMoved):
            return self.piles.card_moved(event, self.state)
        if isinstance(event, Reshuffled):
            view.then(lambda: show(words.reshuffle_text()))
            self.piles.reshuffled(event.count)
            return True
        said = words.event_text(event, human)
        if said is None:
            return isinstance(event, RoundScored | MatchOver)
        if isinstance(event, DirectionReversed):
            ccw = event.direction == 1
            view.then(lambda: self._reverse(ccw))
            view.then(lambda: show(said))
            view.animator.pause(timing.ms(REVERSE_MS))
            return True
        view.then(lambda: show(said))
        if isinstance(event, LastCardPenalty | Eliminated | RoundWon | TurnSkipped):
            view.animator.pause(timing.ms(T.FLASH))
        return True

    def _reverse(self, counter_clockwise: bool) -> None:
        self._ensure_ring()
        assert self.ring is not None
        self.ring.show_direction(counter_clockwise, self.screen.timing.ms(REVERSE_MS))
        self.refresh()

    # ------------------------------------------------------------- prompts

    def prompt(self, legal: Sequence[Action]) -> None:
        human = self.screen.human
        state = self.state
        if not legal:
            return
        self._legal = legal
        self._prompting = True
        plays = [a for a in legal if isinstance(a, MauPlay)]
        if state.to_act == human:
            self.screen.view.set_playable([a.card for a in plays])
            if len(state.hands[human]) != 2 or not plays:
                self._armed = False
        self._fill_bar()
        self.bar.popup(self.screen.view.viewport())
        self.screen.place_overlays()

    def _has(self, kind: type) -> bool:
        return any(isinstance(a, kind) for a in self._legal)

    def _fill_bar(self) -> None:
        state = self.state
        human = self.screen.human
        title, help_text = words.bar_words(state, human, self._legal)
        self.bar.title.setText(title)
        self.bar_text.setText(help_text)
        self.call_button.setCheckable(False)
        mine = state.to_act == human
        draws, passes = mine and self._has(Draw), mine and self._has(Pass)
        self.draw_button.setVisible(draws)
        if draws:
            self.draw_button.setText(words.draw_text(state))
        self.pass_button.setVisible(passes)
        if passes:
            self.pass_button.setText(words.pass_text(state))
        if self._has(LastCard):
            self.call_button.setText(words.call_text(False))
            self.call_button.show()
        elif mine and len(state.hands[human]) == 2 and self._has(MauPlay):
            # Say it as you play: the call goes with the play that leaves one card.
            self.call_button.setCheckable(True)
            self.call_button.setChecked(self._armed)
            self.call_button.setText(words.call_text(self._armed))
            self.call_button.show()
        else:
            self.call_button.hide()

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
        self.screen.place_overlays()
        hand = self.state.hands[self.screen.human]
        best = max(Suit, key=lambda s: sum(1 for c in hand if c.suit is s and c is not card))
        self.suit_buttons[best].setFocus()

    def _show_target_panel(self, plays: list[MauPlay]) -> None:
        state = self.state
        targets = {a.target for a in plays}
        self.target_buttons = {}
        for seat, button in self._seat_buttons.items():
            button.setVisible(seat in targets)
            if seat in targets:
                button.setText(words.target_text(seat, len(state.hands[seat]),
                                                 self.screen.human))
                self.target_buttons[seat] = button
        self.target_text.setText(translate("MauMau", "Your 2: who draws a card?"))
        self.bar.hide()
        self.target_panel.popup(self.screen.view.viewport())
        self.screen.place_overlays()
        fewest = min(self.target_buttons, key=lambda s: len(state.hands[s]))
        self.target_buttons[fewest].setFocus()

    def _target(self, seat: int) -> None:
        card = self._pending
        action = next((a for a in self._legal if isinstance(a, MauPlay) and a.card is card
                       and a.target == seat), None)
        if action is not None:
            self._play(action)

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
        self.screen.place_overlays()
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
        self.piles.finish()
        self._prompting = False
        self._pending = None
        for panel in (self.bar, self.suit_panel, self.target_panel, self.summary):
            panel.hide()
        self.screen.view.set_playable(None)

    def show_hint(self, action: Action) -> None:
        text = words.hint_text(action, self.screen.human)
        if text is None:
            return
        if isinstance(action, MauPlay):
            self.screen.view.show_hint(action.card)
        button = {Draw: self.draw_button, Pass: self.pass_button,
                  LastCard: self.call_button}.get(type(action))
        if button is not None:
            button.setFocus()
        self.screen.show_toast(text)

    # ------------------------------------------------------------- summaries

    def show_round_end(self, match_over: bool) -> None:
        self.hide_prompts()
        self.screen.toast.hide()
        # Every hand is shown: the cards left are what the penalties count. The piles in
        # the middle are done with: the summary lies there.
        view = self.screen.view
        for seat in range(self.state.players):
            for sprite in view.zones.get(("hand", seat), []):
                sprite.set_face_up(True)
        for zone in (STOCK, DISCARD):
            for sprite in view.zones.get(zone, []):
                sprite.hide()
        if self.ring is not None and shiboken6.isValid(self.ring):
            self.ring.hide()
        self.summary_text.setText(words.summary_html(self.state, self.screen.human))
        self.next_button.setText(words.next_label(self.state))
        self.summary.popup(view.viewport())
        self.screen.place_overlays()
        self.next_button.setFocus()

    def _show_match_end(self) -> None:
        self.open_match_end(words.match_end_html(self.state, self.screen.human))

    # ----------------------------------------------------------- information

    def score_sheet(self) -> tuple[list[str], list[list[str]]]:
        if self.screen.session is None or not self._widgets:
            return [], []
        return words.score_sheet(self.state, self.screen.human)

    def match_score(self) -> int:
        """The human's penalty points at the end (fewer is better)."""
        return self.state.scores[self.screen.human]

    def plate_text(self, seat: int) -> str:
        state = self.state if self.screen.session is not None else None
        return words.plate_text(state, seat, self.screen.human)

    def refresh(self) -> None:
        if self.screen.session is None or not self._widgets:
            return
        state = self.state
        human = self.screen.human
        self._ensure_ring()
        assert self.ring is not None
        self.ring.setVisible(bool(self.screen.view.zones.get(DISCARD))
                             and not self.summary.isVisible())
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
        texts = words.badge_texts(state, human)
        for name, label in self._badges().items():
            # The chips are short: a number keeps to its word where a badge's line wraps.
            label.setText(numbers_kept_with_words(texts[name]) if name in BADGES
                          else texts[name])
            label.setVisible(bool(texts[name]))
        for chip in (self.suit_chip, self.seven_chip, self.eight_chip):
            chip.style().unpolish(chip)
            chip.style().polish(chip)
        for panel in (self.bar, self.suit_panel, self.target_panel, self.summary):
            panel.setLayoutDirection(QApplication.layoutDirection())
        self.screen.place_overlays()

    def _badges(self) -> dict[str, QLabel]:
        return dict(zip(BADGES + CHIPS, [*self.info_labels, self.suit_chip, self.seven_chip,
                                         self.eight_chip], strict=True))

    # -------------------------------------------------------- the table's spec

    def spec_widgets(self) -> dict[str, QWidget]:
        if not self._widgets:
            return {}
        return {"status": self.status, **self._badges(), "bar": self.bar,
                "suit-prompt": self.suit_panel, "target-prompt": self.target_panel,
                "summary": self.summary}

    def spec_sample(self, name: str) -> list[str]:
        shown = self.summary_text.text() if name == "summary" else ""
        return words.samples(name, self.state, self.screen.human, shown)

    def retranslate(self) -> None:
        if not self._widgets:
            return
        self.suit_panel.title.setText(translate("MauMau", "Name a suit"))
        for suit, button in self.suit_buttons.items():
            button.setText(f"{suit.symbol} {suit_name(suit)}")
            button.setStyleSheet(f"color: {words.RED if suit.is_red else '#111111'};")
        self.suit_cancel.setText(translate("MauMau", "Choose another card"))
        self.target_panel.title.setText(translate("MauMau", "A 2: choose who draws"))
        self.target_cancel.setText(translate("MauMau", "Choose another card"))
        self.summary.title.setText(translate("MauMau", "Round over"))
        self.draw_button.setToolTip(translate("MauMau", "Draw from the stock (D)"))
        self.pass_button.setToolTip(translate("MauMau", "End your turn (P)"))
        self.call_button.setToolTip(translate("MauMau", "Call “Last card!” (L)"))
        self._fix_widths()
        if self.summary.isVisible():
            self.summary_text.setText(words.summary_html(self.state, self.screen.human))
            self.next_button.setText(words.next_label(self.state))
        if self.suit_panel.isVisible() and self._pending is not None:
            self.suit_text.setText(fill(translate("MauMau", "Your %1: which suit must follow?"),
                                        card_name(self._pending)))
        if self.target_panel.isVisible():
            self.target_text.setText(translate("MauMau", "Your 2: who draws a card?"))
            for seat, button in self.target_buttons.items():
                button.setText(words.target_text(seat, len(self.state.hands[seat]),
                                                 self.screen.human))
        if self._prompting and self.bar.isVisible():
            self._fill_bar()
        self.refresh()
