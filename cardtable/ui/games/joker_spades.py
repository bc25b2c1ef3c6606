"""Spades with Jokers at the table: the bid panel, each player's bid and tricks, the team
contracts, the jokers' rules explained when they limit the human's cards (the red joker held
hostage by the black one, the black one due by the tenth trick), the dealer who keeps the
deal, the summary and the score sheet."""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from typing import TYPE_CHECKING, Any

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
from cardtable.rules.base import Action, Event, MatchOver, Play, RoundScored
from cardtable.rules.joker_spades import (
    BLACK_JOKER_DEADLINE,
    MAX_BID,
    MIN_BID,
    TRICKS,
    TRUMP,
    Bid,
    BidMade,
    DealerChosen,
    HandEnded,
    JokerSpadesState,
    next_dealer,
    team_of,
    trick_winner,
)
from cardtable.session import Session
from cardtable.ui.games.base import GameUI, OptionSpec
from cardtable.ui.table import timings as T
from cardtable.ui.table.layout import sides_for
from cardtable.ui.table.panels import Panel
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
from cardtable.ui.table.spec import (
    TableSpec,
)
from cardtable.ui.table.view import hand_order
from cardtable.ui.words import Counted, fill, num, numbers_kept_with_words, signed

if TYPE_CHECKING:
    from cardtable.ui.table.screen import TableScreen

translate = QCoreApplication.translate
JokerSpades = Counted("JokerSpades")  # phrases with a count


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
        plate("Shirin \u00b7 dealer \u00b7 bid 13, took 13"),
        thinking(),
        *badges(("hand", 6.0, "Hand 99 \u00b7 dealer: Shirin"),
                ("count", 10.0, "Tricks: You & Shirin 13 of 13 \u00b7 Dara & Kaveh 13 of 13"),
                ("trick", 7.0, "Trick 13 of 13 \u00b7 spades are trump"),
                ("jokers", 10.0,
                 "Jokers: the black one is due by trick 10; the red one waits for it"),
                ("note", 7.0, "Your red joker waits for the black one"),
                ("score", 10.0,
                 "Score: You & Shirin -1000 \u00b7 Dara & Kaveh -1000 (to 1001)")),
        prompt("bid-prompt", 9.0, "Your bid\nHow many tricks will you take? At least two.\n"
               "Bids so far: Dara 13 \u00b7 Shirin 13 \u00b7 Kaveh 13\n"
               "Your team's contract will be 13 plus your bid.\n"
               + "\u00a0".join(["13"] * 12), lines=2.5, over_centre=True),
        toast("The black joker must be played by the tenth trick: it is the only card you "
              "may play now."),
        summary("Hand over\nYou bid 13, Shirin bid 13: contract 26\n"
                "Dara bid 13, Kaveh bid 13: contract 26\n"
                "You & Shirin: 1 trick for a contract of 26, failed: minus 26 \u00d7 "
                "10 = -260\nDara & Kaveh: 12 tricks for a contract of 26, failed: "
                "minus 26 \u00d7 10 = -260\n"
                "Score: You & Shirin -1000 \u00b7 Dara & Kaveh -1000 (playing to 1001)"
                "\nDara & Kaveh are not ahead, so Kaveh deals again.\nNext\u00a0hand",
                width=9.0),
    )
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

    def sides(self, session: Session, human: int) -> dict[int, str]:
        # A game of the Hokm family: play passes to the right, counter-clockwise.
        return sides_for(4, human, counter_clockwise=True)

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
        self.summary = self.make_summary_panel(vp, 480)
        self.summary.sample_label = self.summary_text
        self._widgets = [self.info, self.bid_panel, self.summary]

    def detach(self) -> None:
        self._drop_widgets()

    def team_name(self, team: int) -> str:
        human = self.screen.human
        if team == team_of(human):
            first, second = human, (human + 2) % 4
        else:
            first, second = (human + 1) % 4, (human + 3) % 4
        return fill(translate("JokerSpades", "%1 & %2", "team of two players"),
                    self.name(first), self.name(second))

    def seat_tricks(self) -> list[int]:
        """Tricks each player has won this hand, read from the cards played in order (the
        model keeps the count per team; the winner of each trick is the model's to say)."""
        state = self.state
        out = [0] * 4
        played = state.played
        for start in range(0, len(played) - len(played) % 4, 4):
            chunk = played[start:start + 4]
            winner = chunk[trick_winner([c for _, c in chunk])][0]
            out[winner] += 1
        return out

    # -------------------------------------------------------------- panels

    def _make_bid_panel(self, parent: QWidget) -> Panel:
        panel = Panel(parent)
        panel.setObjectName("panel")
        self.bid_text = QLabel(panel)
        self.bid_text.setWordWrap(True)
        self.bid_text.setTextFormat(Qt.TextFormat.RichText)
        self.bid_text.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.bid_text.setMinimumWidth(440)
        panel.box.addWidget(self.bid_text)
        grid = QGridLayout()
        grid.setSpacing(5)
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
        note = self.joker_note(legal)
        if note is not None:
            key, text = note
            told = (len(self.state.deals), key)
            if key == "deadline" or told not in self._told:
                self._told.add(told)
                self.screen.show_toast(text, T.FLASH * 4)

    def joker_note(self, legal: Sequence[Action]) -> tuple[str, str] | None:
        """When the jokers' rules limit the human's cards now: which rule, and why."""
        state = self.state
        hand = state.hands[self.screen.human]
        cards = {a.card for a in legal if isinstance(a, Play)}
        if state.trick_number == BLACK_JOKER_DEADLINE and cards == {BLACK_JOKER}:
            return "deadline", translate(
                "JokerSpades", "The black joker must be played by the tenth trick: it is the "
                               "only card you may play now.")
        if RED_JOKER in hand and RED_JOKER not in cards and not state.black_played:
            return "hostage", translate(
                "JokerSpades", "Your red joker is the black joker's hostage: it may not be "
                               "played until the black joker has been played.")
        others = [c for c in hand if c.suit is not None and c.suit is not TRUMP]
        if state.trick and state.trick[0].suit is None and others and not any(
                c in cards for c in others):
            return "led-joker", translate(
                "JokerSpades", "A joker was led: it asks for spades. Follow with a spade "
                               "(or play a joker).")
        return None

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
        self.bid_text.setText(self._bid_prompt_text(list(self.state.bids)))

    def _bid_prompt_text(self, bids: list[int | None]) -> str:
        human = self.screen.human
        partner = (human + 2) % 4
        calls = [fill(translate("JokerSpades", "%1 %2", "player and bid"), self.name(s),
                      num(b)) for s in range(4) if (b := bids[s]) is not None]
        lines = [translate("JokerSpades", "How many tricks will you take? At least two.")]
        if calls:
            lines.append(fill(translate("JokerSpades", "Bids so far: %1"),
                              translate("JokerSpades", " · ", "list separator").join(calls)))
        partner_bid = bids[partner]
        if partner_bid is not None:
            lines.append(fill(translate("JokerSpades", "Your team's contract will be %1 plus "
                                                       "your bid."), num(partner_bid)))
        return "<br>".join(lines)

    def _bid(self, value: int) -> None:
        self.bid_panel.hide()
        self.screen.act(Bid(self.screen.human, value))

    # ------------------------------------------------------------- summaries

    def show_round_end(self, match_over: bool) -> None:
        self.screen.toast.hide()
        self.summary_text.setText(self._summary_html())
        self.next_button.setText(self._next_label())
        self.summary.popup(self.screen.view.viewport())
        self.screen.place_overlays()
        self.next_button.setFocus()

    def _next_label(self) -> str:
        if self.state.match_over:
            return translate("JokerSpades", "See the result")
        return translate("JokerSpades", "Next hand")

    def _team_line(self, team: int, contract: int, tricks: int, points: int) -> str:
        name = self.team_name(team)
        if tricks >= contract:
            return fill(translate("JokerSpades", "%1: %2 tricks for a contract of %3, made: "
                                                 "%3 × 10 + %4 over = %5"),
                        name, num(tricks), num(contract), num(tricks - contract),
                        signed(points))
        return fill(JokerSpades.tr("%1: %Ln trick(s) for a contract of %2, failed: "
                                   "minus %2 × 10 = %3", None, tricks),
                    name, num(contract), signed(points))

    def _summary_html(self) -> str:
        state = self.state
        if not state.results:
            return ""
        result = state.results[-1]
        return self._summary_from(result.details, result.points)

    def _summary_from(self, d: Mapping[str, Any], points: tuple[int, ...] | list[int]) -> str:
        state = self.state
        human = self.screen.human
        us, them = team_of(human), 1 - team_of(human)
        bids = d["bids"]
        lines = []
        for team in (us, them):
            first = human if team == us else (human + 1) % 4
            second = (first + 2) % 4
            lines.append(fill(translate("JokerSpades", "%1 bid %2, %3 bid %4: contract %5"),
                              self.name(first), num(bids[first]), self.name(second),
                              num(bids[second]), num(d["contracts"][team])))
        for team in (us, them):
            seat = human if team == us else (human + 1) % 4
            lines.append("<b>" + self._team_line(team, d["contracts"][team], d["tricks"][team],
                                                 points[seat]) + "</b>")
        lines.append(self._score_line())
        dealer = d["dealer"]
        if not state.match_over:
            nxt = next_dealer(dealer, state.team_totals)
            if nxt == dealer:
                text = (translate("JokerSpades", "Your team is not ahead, so you deal again.")
                        if dealer == human else
                        fill(translate("JokerSpades", "%1 are not ahead, so %2 deals again."),
                             self.team_name(team_of(dealer)), self.name(dealer)))
            else:
                text = fill(translate("JokerSpades", "%1 are ahead, so the deal passes to %2."),
                            self.team_name(team_of(dealer)), self.name(nxt))
            lines.append(text)
        return "<br>".join(lines)

    def _score_line(self) -> str:
        state = self.state
        us = team_of(self.screen.human)
        them = 1 - us
        return fill(translate("JokerSpades", "Score: %1 <b>%2</b> · %3 <b>%4</b> (playing to %5)"),
                    self.team_name(us), num(state.team_totals[us]),
                    self.team_name(them), num(state.team_totals[them]),
                    num(state.options.target))

    def _show_match_end(self) -> None:
        state = self.state
        human = self.screen.human
        won = human in state.winners
        winner = team_of(next(iter(state.winners), 0))
        head = (translate("JokerSpades", "You and your partner win the match!") if won
                else fill(translate("JokerSpades", "The match goes to %1."),
                          self.team_name(winner)))
        self.open_match_end(f"<p style='font-size:16pt'><b>{head}</b></p>" + self._score_line())

    # ----------------------------------------------------------- information

    def score_sheet(self) -> tuple[list[str], list[list[str]]]:
        if self.screen.session is None or not self._widgets:
            return [], []
        state = self.state
        human = self.screen.human
        us, them = team_of(human), 1 - team_of(human)
        headers = [translate("JokerSpades", "Hand"), translate("JokerSpades", "Dealer")]
        for team in (us, them):
            headers.append(fill(translate("JokerSpades", "%1: tricks / contract"),
                                self.team_name(team)))
            headers.append(fill(translate("JokerSpades", "%1: score"), self.team_name(team)))
        rows = []
        for i, result in enumerate(state.results):
            d = result.details
            row = [num(i + 1), self.name(d["dealer"])]
            for team in (us, them):
                seat = human if team == us else (human + 1) % 4
                made = d["tricks"][team] >= d["contracts"][team]
                row.append(fill(translate("JokerSpades", "%1 / %2 %3"), num(d["tricks"][team]),
                                num(d["contracts"][team]), "✓" if made else "✗"))
                row.append(fill(translate("JokerSpades", "%1 (total %2)"),
                                signed(result.points[seat]), num(result.totals[seat])))
            rows.append(row)
        return headers, rows

    def match_score(self) -> int:
        return self.state.team_totals[team_of(self.screen.human)]

    def plate_text(self, seat: int) -> str:
        name = self.name(seat)
        if self.screen.session is None or not self._widgets:
            return name
        state = self.state
        parts = [name]
        if state.dealer == seat:
            parts.append(translate("JokerSpades", "dealer"))
        bid = state.bids[seat]
        if bid is not None and not state.round_over:
            if state.phase == "play":
                parts.append(fill(translate("JokerSpades", "bid %1, took %2"), num(bid),
                                  num(self.seat_tricks()[seat])))
            else:
                parts.append(fill(translate("JokerSpades", "bid %1"), num(bid)))
        return translate("JokerSpades", " · ", "list separator").join(parts)

    def refresh(self) -> None:
        if self.screen.session is None or not self._widgets:
            return
        state = self.state
        human = self.screen.human
        us, them = team_of(human), 1 - team_of(human)
        if self.bid_panel.isVisible() and not (state.phase == "bidding"
                                               and state.to_act == human):
            self.bid_panel.hide()
        rows = {"hand": fill(translate("JokerSpades", "Hand %1 · dealer: %2"),
                             num(max(1, len(state.deals))), self.name(state.dealer))}
        bids = state.bids
        if state.phase == "bidding":
            rows["count"] = fill(translate("JokerSpades", "Bidding: %1 of 4 have bid (2 to 13 "
                                                          "tricks each)"),
                                 num(sum(1 for b in bids if b is not None)))
        elif not state.round_over:
            contracts = [sum(b or 0 for s, b in enumerate(bids) if team_of(s) == t)
                         for t in (0, 1)]
            rows["count"] = fill(translate("JokerSpades", "Tricks: %1 %2 of %3 · %4 %5 of %6"),
                                 self.team_name(us), num(state.tricks[us]), num(contracts[us]),
                                 self.team_name(them), num(state.tricks[them]),
                                 num(contracts[them]))
            rows["trick"] = fill(translate("JokerSpades", "Trick %1 of %2 · spades are trump"),
                                 num(min(TRICKS, state.trick_number + 1)), num(TRICKS))
            rows["jokers"] = self._joker_line()
            legal = (self.screen.session.legal_for(human)
                     if state.to_act == human else [])
            note = self.joker_note(legal) if legal else None
            if note is not None and note[0] != "led-joker":
                rows["note"] = self._note_badge(note[0])
        rows["score"] = fill(translate("JokerSpades", "Score: %1 %2 · %3 %4 (to %5)"),
                             self.team_name(us), num(state.team_totals[us]),
                             self.team_name(them), num(state.team_totals[them]),
                             num(state.options.target))
        self.show_info_rows([rows.get(name, "") for name in BADGES])
        for panel in (self.bid_panel, self.summary):
            panel.setLayoutDirection(QApplication.layoutDirection())

    @staticmethod
    def _note_badge(key: str) -> str:
        return {"deadline": translate("JokerSpades", "Your black joker is due now"),
                "hostage": translate("JokerSpades", "Your red joker waits for the "
                                                    "black one")}[key]

    # -------------------------------------------------------- the table's spec

    def spec_widgets(self) -> dict[str, QWidget]:
        if not self._widgets:
            return {}
        return {"status": self.info, **self.badges, "bid-prompt": self.bid_panel,
                "summary": self.summary}

    def spec_sample(self, name: str) -> list[str]:
        """The longest texts of each label: a dealer's plate with a bid, counts of 13,
        every joker line, the bid prompt with every bid made."""
        human = self.screen.human
        names = [self.name(s) for s in range(4)]
        sep = translate("JokerSpades", " · ", "list separator")
        us, them = self.team_name(team_of(human)), self.team_name(1 - team_of(human))
        n13, score = num(13), num(-1000)
        if name.startswith("plate:"):
            return [sep.join([self.name(int(name[6:])), translate("JokerSpades", "dealer"),
                              fill(translate("JokerSpades", "bid %1, took %2"), n13, n13)])]
        if name == "bid-prompt":
            return [self._bid_prompt_text([13, 13, 13, 13])]
        if name == "summary":  # both teams failing a contract of 26: the longest lines
            details = {"bids": [13] * 4, "contracts": [26, 26], "tricks": [1, 12],
                       "dealer": (human + 1) % 4}
            return [self._summary_from(details, [-260] * 4)]
        samples = {
            "hand": [fill(translate("JokerSpades", "Hand %1 · dealer: %2"), num(99), n)
                     for n in names],
            "count": [fill(translate("JokerSpades", "Bidding: %1 of 4 have bid (2 to 13 "
                                                    "tricks each)"), num(4)),
                      fill(translate("JokerSpades", "Tricks: %1 %2 of %3 · %4 %5 of %6"),
                           us, n13, n13, them, n13, n13)],
            "trick": [fill(translate("JokerSpades", "Trick %1 of %2 · spades are trump"),
                           n13, n13)],
            "jokers": [translate("JokerSpades", "Jokers: both played"),
                       translate("JokerSpades",
                                 "Jokers: the black one is out; the red one is free"),
                       translate("JokerSpades", "Jokers: the black one is due in this trick"),
                       fill(translate("JokerSpades", "Jokers: the black one is due by trick "
                                                     "%1; the red one waits for it"),
                            num(BLACK_JOKER_DEADLINE + 1))],
            "note": [self._note_badge("deadline"), self._note_badge("hostage")],
            "score": [fill(translate("JokerSpades", "Score: %1 %2 · %3 %4 (to %5)"),
                           us, score, them, score, num(self.state.options.target))],
            "toast": [translate("JokerSpades", "The black joker must be played by the tenth "
                                               "trick: it is the only card you may play now."),
                      translate("JokerSpades", "Your red joker is the black joker's hostage: "
                                               "it may not be played until the black joker "
                                               "has been played."),
                      translate("JokerSpades", "A joker was led: it asks for spades. Follow "
                                               "with a spade (or play a joker).")],
        }
        return [numbers_kept_with_words(text) for text in samples.get(name, [])]

    def _joker_line(self) -> str:
        state = self.state
        played = {c for _, c in state.played}
        if RED_JOKER in played and BLACK_JOKER in played:
            return translate("JokerSpades", "Jokers: both played")
        if state.black_played:
            return translate("JokerSpades", "Jokers: the black one is out; the red one is free")
        if state.trick_number >= BLACK_JOKER_DEADLINE:
            return translate("JokerSpades", "Jokers: the black one is due in this trick")
        return fill(translate("JokerSpades", "Jokers: the black one is due by trick %1; the "
                                             "red one waits for it"),
                    num(BLACK_JOKER_DEADLINE + 1))

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
            self.summary_text.setText(self._summary_html())
            self.next_button.setText(self._next_label())
        self.refresh()
