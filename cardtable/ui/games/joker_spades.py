"""Spades with Jokers at the table: the bid panel, each player's bid and tricks, the team
contracts, the jokers' rules explained when they limit the human's cards (the red joker held
hostage by the black one, the black one due by the tenth trick), the dealer who keeps the
deal, the summary and the score sheet."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtWidgets import (
    QApplication,
    QDialog,
    QGridLayout,
    QLabel,
    QPushButton,
    QWidget,
)

from cardtable.cards import BLACK_JOKER, RED_JOKER, Card
from cardtable.rules.base import Action, Event, MatchOver, RoundScored
from cardtable.rules.joker_spades import (
    MAX_BID,
    MIN_BID,
    Bid,
    BidMade,
    DealerChosen,
    HandEnded,
    JokerSpadesState,
    team_of,
)
from cardtable.ui.games.base import GameUI, OptionSpec
from cardtable.ui.table import timings as T
from cardtable.ui.table.layout import sides_for
from cardtable.ui.table.panels import CLOSE_SPACING, Panel
from cardtable.ui.table.parts import (
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
from cardtable.ui.table.spec import TableSpec
from cardtable.ui.table.view import hand_order
from cardtable.ui.wording import joker_spades as words
from cardtable.ui.words import fill, num

if TYPE_CHECKING:
    from cardtable.ui.table.screen import TableScreen

translate = QCoreApplication.translate


def number_label(value: int) -> Callable[[], str]:
    """An option's choice shown as a number in the user's digits (worded when asked)."""
    return lambda: num(value)


def joker_first(card: Card) -> tuple[int, ...]:
    """The hand's order: the red joker, the black joker, then the suits as usual."""
    if card is RED_JOKER:
        return (-1, 0)
    if card is BLACK_JOKER:
        return (-1, 1)
    return hand_order(card)


BADGES = ("hand", "count", "trick", "jokers", "note", "score")
"""The status bar's badges, in their order."""


def joker_spades_table_spec(players: int = 4, options: object = None,
                            human: int = 0) -> TableSpec:
    """Four hands, the trick in a cross, each team's tricks won beside the hand of the
    seat its pile is named for; the hand, the count, the jokers and the score as badges;
    the bid prompt by your hand."""
    piles = (
        hand(),
        # A team's pile: ("won", 0) and ("won", 1), beside seats 0 and 1 as the table
        # always put them.
        won(per_step=4),
        trick(),
    )
    widgets = (
        # Wide enough that a Persian plate ("dealer · bid 13, took 13") keeps to two lines:
        # three would make the side bands too tall for a 1366x768 screen.
        plate("Shirin \u00b7 dealer \u00b7 bid 13, took 13"),
        thinking(),
        *badges(("hand", "Hand 99 \u00b7 dealer: Shirin"),
                ("count", "Tricks: You & Shirin 13 of 13 \u00b7 Dara & Kaveh 13 of 13"),
                ("trick", "Trick 13 of 13 \u00b7 spades are trump"),
                ("jokers",
                 "Jokers: the black one is due by trick 10; the red one waits for it"),
                ("note", "Your red joker waits for the black one"),
                ("score",
                 "Score: You & Shirin -1000 \u00b7 Dara & Kaveh -1000 (to 1001)")),
        prompt("bid-prompt", "Your bid\nHow many tricks will you take? At least two.\n"
               "Bids so far: Dara 13 \u00b7 Shirin 13 \u00b7 Kaveh 13\n"
               "Your team's contract will be 13 plus your bid.\n"
               + "\u00a0".join(["13"] * 12), controls=2, over_centre=True),
        toast("The black joker must be played by the tenth trick: it is the only card you "
              "may play now."),
        summary("Hand over\nYou bid 13, Shirin bid 13: contract 26\n"
                "Dara bid 13, Kaveh bid 13: contract 26\n"
                "You & Shirin: 1 trick for a contract of 26, failed: minus 26 \u00d7 "
                "10 = -260\nDara & Kaveh: 12 tricks for a contract of 26, failed: "
                "minus 26 \u00d7 10 = -260\n"
                "Score: You & Shirin -1000 \u00b7 Dara & Kaveh -1000 (playing to 1001)"
                "\nDara & Kaveh are not ahead, so Kaveh deals again.\nNext\u00a0hand"),
    )
    # A game of the Hokm family: play passes to the right, counter-clockwise.
    return TableSpec.from_places(sides_for(4, human, counter_clockwise=True), human, piles,
                                 widgets)


class JokerSpadesUI(GameUI[JokerSpadesState]):
    game_id = "joker-spades"
    state_type = JokerSpadesState
    default_players = 4

    @staticmethod
    def option_specs() -> list[OptionSpec]:
        return [
            OptionSpec("target", lambda: translate("JokerSpades", "Points to win:"),
                       choices=[(n, number_label(n)) for n in (501, 1001)]),
        ]

    @staticmethod
    def intro(players: int) -> str:
        return translate(
            "JokerSpades", "Four players in two teams: you and your partner Shirin, sitting "
                           "opposite, against Dara and Kaveh. Spades are always trump, and the "
                           "red and black jokers beat every spade. The pack has no two of "
                           "diamonds and no two of hearts.")

    @staticmethod
    def table_spec(players: int, options: object, human: int = 0) -> TableSpec | None:
        return joker_spades_table_spec(players, options, human)

    def __init__(self) -> None:
        self.match_dialog: QDialog | None = None
        self._widgets: list[QWidget] = []
        self._told: set[tuple[int, str]] = set()

    # ----------------------------------------------------------- set-up

    def attach(self, screen: TableScreen) -> None:
        super().attach(screen)
        screen.view.hand_key = joker_first
        vp = screen.view.viewport()
        self.info = status_bar(vp)
        self.badges = {name: QLabel(self.info) for name in BADGES}
        for label in self.badges.values():
            label.setObjectName("badge")
            label.setTextFormat(Qt.TextFormat.RichText)
        self.info_labels = list(self.badges.values())
        self.bid_panel = self._make_bid_panel(vp)
        self.bid_panel.sample_label = self.bid_text  # type: ignore[attr-defined]
        self.summary = self.make_summary_panel(vp)
        self.summary.sample_label = self.summary_text
        self._widgets = [self.info, self.bid_panel, self.summary]

    def detach(self) -> None:
        self._drop_widgets()

    # -------------------------------------------------------------- panels

    def _make_bid_panel(self, parent: QWidget) -> Panel:
        panel = Panel(parent)
        panel.setObjectName("panel")
        self.bid_text = QLabel(panel)
        self.bid_text.setWordWrap(True)
        self.bid_text.setTextFormat(Qt.TextFormat.RichText)
        self.bid_text.setAlignment(Qt.AlignmentFlag.AlignCenter)
        panel.box.addWidget(self.bid_text)
        grid = QGridLayout()
        grid.setSpacing(CLOSE_SPACING)
        self.bid_buttons: dict[int, QPushButton] = {}
        values = list(range(MIN_BID, MAX_BID + 1))
        per_row = (len(values) + 1) // 2
        for i, value in enumerate(values):
            button = QPushButton(panel)
            button.setObjectName(f"bid-{value}")
            button.setStyleSheet("min-width: 40px; padding: 6px 6px;")
            button.clicked.connect(lambda _=False, v=value: self._bid(v))
            grid.addWidget(button, i // per_row, i % per_row)
            self.bid_buttons[value] = button
        panel.box.addLayout(grid)
        return panel

    # -------------------------------------------------------------- events

    def animate(self, event: Event) -> bool:
        view = self.screen.view
        if isinstance(event, DealerChosen):
            seat = event.seat
            view.then(lambda: self.screen.show_toast(self._dealer_text(seat)))
            return True
        if isinstance(event, BidMade):
            seat, value = event.seat, event.value
            view.then(lambda: self.screen.show_toast(self._bid_text(seat, value)))
            return True
        return isinstance(event, HandEnded | RoundScored | MatchOver)

    def _dealer_text(self, seat: int) -> str:
        if seat == self.screen.human:
            return translate("JokerSpades", "The lot makes you the first dealer.")
        return fill(translate("JokerSpades", "The lot makes %1 the first dealer."),
                    self.name(seat))

    def _bid_text(self, seat: int, value: int) -> str:
        if seat == self.screen.human:
            return fill(translate("JokerSpades", "You bid %1 tricks."), num(value))
        return fill(translate("JokerSpades", "%1 bids %2 tricks."), self.name(seat), num(value))

    # ------------------------------------------------------------- prompts

    def prompt(self, legal: Sequence[Action]) -> None:
        if not legal:
            return
        if isinstance(legal[0], Bid):
            self._show_bid_panel()
            return
        note = words.joker_note(self.state, self.screen.human, legal)
        if note is not None:
            key, text = note
            told = (len(self.state.deals), key)
            if key == "deadline" or told not in self._told:
                self._told.add(told)
                self.screen.show_toast(text, T.FLASH * 4)

    def hide_prompts(self) -> None:
        for panel in (self.bid_panel, self.summary):
            panel.hide()

    def show_hint(self, action: Action) -> None:
        if isinstance(action, Bid) and self.bid_panel.isVisible():
            self.bid_buttons[action.value].setFocus()

    def _show_bid_panel(self) -> None:
        self._fill_bid_panel()
        self.bid_panel.popup(self.screen.view.viewport())
        self.screen.place_overlays()
        self.bid_buttons[MIN_BID].setFocus()

    def _fill_bid_panel(self) -> None:
        self.bid_text.setText(words.bid_prompt_text(self.state.bids, self.screen.human))

    def _bid(self, value: int) -> None:
        self.bid_panel.hide()
        self.screen.act(Bid(self.screen.human, value))

    # ------------------------------------------------------------- summaries

    def show_round_end(self, match_over: bool) -> None:
        self.screen.toast.hide()
        self.summary_text.setText(words.summary_html(self.state, self.screen.human))
        self.next_button.setText(words.next_label(self.state))
        self.summary.popup(self.screen.view.viewport())
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
        return self.state.team_totals[team_of(self.screen.human)]

    def plate_text(self, seat: int) -> str:
        state = self.state if self.screen.session is not None and self._widgets else None
        return words.plate_text(state, seat, self.screen.human)

    def refresh(self) -> None:
        session = self.screen.session
        if session is None or not self._widgets:
            return
        state = self.state
        human = self.screen.human
        if self.bid_panel.isVisible() and not (state.phase == "bidding"
                                               and state.to_act == human):
            self.bid_panel.hide()
        legal = session.legal_for(human) if state.to_act == human else []
        rows = words.status_rows(state, human, legal)
        self.show_info_rows([rows.get(name, "") for name in BADGES])
        for panel in (self.bid_panel, self.summary):
            panel.setLayoutDirection(QApplication.layoutDirection())

    # -------------------------------------------------------- the table's spec

    def spec_widgets(self) -> dict[str, QWidget]:
        if not self._widgets:
            return {}
        return {"status": self.info, **self.badges, "bid-prompt": self.bid_panel,
                "summary": self.summary}

    def spec_sample(self, name: str) -> list[str]:
        return words.samples(self.state, self.screen.human, name)

    def retranslate(self) -> None:
        if not self._widgets:
            return
        self.bid_panel.title.setText(translate("JokerSpades", "Your bid"))
        for value, button in self.bid_buttons.items():
            button.setText(num(value))
        if self.bid_panel.isVisible():
            self._fill_bid_panel()
        self.summary.title.setText(translate("JokerSpades", "Hand over"))
        if self.summary.isVisible():
            self.summary_text.setText(words.summary_html(self.state, self.screen.human))
            self.next_button.setText(words.next_label(self.state))
        self.refresh()
