"""Hokm at the table: the hakem lot, the trump panel, bam, the hand summary, the match end."""

from __future__ import annotations

from collections.abc import Sequence
from functools import partial
from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtWidgets import (
    QApplication,
    QDialog,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QWidget,
)

from cardtable.cards import Suit
from cardtable.rules.base import Action, ChooseTrump, Event, MatchOver, RoundScored, TrumpNamed
from cardtable.rules.hokm import Bam, BamDecided, HakemChosen, HandEnded, HokmState, LotCard
from cardtable.session import Session
from cardtable.ui.games.base import GameUI, OptionSpec
from cardtable.ui.table import timings as T
from cardtable.ui.table.layout import sides_for
from cardtable.ui.table.panels import Panel
from cardtable.ui.table.parts import (
    Z_TABLE,
    Z_UNDER,
    badge,
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
from cardtable.ui.words import card_name, fill, num, numbers_kept_with_words, seat_name, suit_name

if TYPE_CHECKING:
    from cardtable.ui.table.screen import TableScreen

_RED = "#c0182a"
translate = QCoreApplication.translate


def _bold(text: str) -> str:
    return f"<b>{text}</b>"


def suit_html(suit: Suit) -> str:
    colour = _RED if suit.is_red else "#111111"
    return f'<span style="color:{colour}">{suit.symbol}</span>&nbsp;{suit_name(suit)}'


def hokm_table_spec(players: int = 4, options: object = None, human: int = 0) -> TableSpec:
    """Hokm's table: four hands, the trick in a cross, the hakem's lot, the cards still to
    deal in one stack, each seat's tricks won beside its hand; trump, hakem and the count
    in the status bar; the trump and bam prompts by your hand."""
    sets = getattr(options, "sets", 1)
    piles = (
        hand(),
        won(per_step=4),
        trick(most=1, phase="play"),
        PileSpec(("lot", SEAT), region=CENTRE, toward=(0.62, 2.45), spread=0.12, grow="across",
                 most=13, z=Z_TABLE, phase="lot"),
        PileSpec(("deck", SEAT), region=CENTRE, most=8, face_up=False, z=Z_UNDER, phase="deal",
                 one_stack=True),
    )
    widgets = [
        plate("Shirin \u00b7 Hakem"),
        thinking(),
        *badges(("hakem", 6.0, "Hakem: not chosen yet"),
                ("trump", 6.0, "Trump: not named yet"),
                ("tricks", 9.0, "Tricks: You & Shirin 13 \u00b7 Dara & Kaveh 13"),
                ("hands", 7.0, "Hands this set: 14 \u00b7 14 (to 15)")),
        prompt("trump-prompt", 8.0, "Name trump\nYou are the hakem. Your first five cards:\n"
               "\u2660\u00a0Spades\u00a0\u00a0\u00a0\u2665\u00a0Hearts\u00a0\u00a0\u00a0"
               "\u2666\u00a0Diamonds\u00a0\u00a0\u00a0\u2663\u00a0Clubs",
               lines=1.5, cards_extra=0.55, over_centre=True),
        prompt("bam-prompt", 8.0, "Seven tricks to none!\nPlay on for all thirteen tricks "
               "(bam)? Take them all and your team wins the match at once; lose one and this "
               "hand counts only one.\nPlay\u00a0on\u00a0(bam)\u00a0\u00a0\u00a0Stop"
               "\u00a0and\u00a0take\u00a0the\u00a0kot", lines=1.0, over_centre=True),
        toast("Not allowed: you must follow suit when you can"),
        summary("Dara & Kaveh win the hand\nTricks: 7 to 6\n"
                "Hakem kot! Seven to none against the hakem.\nHands won: +2\n"
                "This set: You & Shirin 6 \u00b7 Dara & Kaveh 7\n"
                "Sets won: You & Shirin 1 \u00b7 Dara & Kaveh 2\n"
                "Dara & Kaveh win the set!\nNext\u00a0hand"),
    ]
    if sets > 1:
        widgets.insert(6, badge("sets", 6.0, "Sets: 2 \u00b7 2 (to 3)"))
    return TableSpec.from_places(sides_for(4, human, counter_clockwise=True), human, piles,
                                 tuple(widgets))


class HokmUI(GameUI[HokmState]):
    game_id = "hokm"
    state_type = HokmState
    default_players = 4

    @staticmethod
    def option_specs() -> list[OptionSpec]:
        return [
            OptionSpec("hands_per_set", lambda: translate("Hokm", "Hands to win a set:"),
                       minimum=1, maximum=15),
            OptionSpec("sets", lambda: translate("Hokm", "Sets to win the match:"),
                       choices=[(n, partial(num, n)) for n in (1, 2, 3)]),
            OptionSpec("bam", lambda: translate("Hokm", "Bam (play on for all 13 tricks):")),
        ]

    @staticmethod
    def intro(players: int) -> str:
        return translate("Hokm", "Four players in two teams: you and your partner Shirin, "
                                 "sitting opposite, against Dara and Kaveh.")

    @staticmethod
    def table_spec(players: int, options: object, human: int = 0) -> TableSpec | None:
        return hokm_table_spec(players, options, human)

    def __init__(self) -> None:
        self.match_dialog: QDialog | None = None
        self._widgets: list[QWidget] = []
        self._drawing_lot = False

    # ----------------------------------------------------------- set-up

    def sides(self, session: Session, human: int) -> dict[int, str]:
        # Hokm passes to the right: counter-clockwise on the screen.
        return sides_for(4, human, counter_clockwise=True)

    def attach(self, screen: TableScreen) -> None:
        super().attach(screen)
        self._drawing_lot = False
        vp = self.screen.view.viewport()
        self.info = status_bar(vp)
        self.info_labels = [QLabel(self.info) for _ in range(5)]
        for label in self.info_labels:
            label.setObjectName("badge")
            label.setTextFormat(Qt.TextFormat.RichText)
        self.trump_panel = self._make_trump_panel(vp)
        self.bam_panel = self._make_bam_panel(vp)
        self.summary = self.make_summary_panel(vp, 340, wrap=False)
        self.summary.sample_label = self.summary_text
        self._widgets = [self.info, self.trump_panel, self.bam_panel, self.summary]

    def detach(self) -> None:
        self._drop_widgets()

    def team_name(self, team: int) -> str:
        human = self.screen.human
        if team == human % 2:
            first, second = human, (human + 2) % 4
        else:
            first, second = (human + 1) % 4, (human + 3) % 4
        return translate("Hokm", "%1 & %2", "team of two players").replace(
            "%1", seat_name(first, human)).replace("%2", seat_name(second, human))

    # -------------------------------------------------------------- panels

    def _make_trump_panel(self, parent: QWidget) -> Panel:
        panel = Panel(parent)
        self.trump_text = QLabel(panel)
        self.trump_text.setAlignment(Qt.AlignmentFlag.AlignCenter)
        panel.box.addWidget(self.trump_text)
        # The first five cards, drawn at the table's card size: the solver keeps their
        # row's height (`cards_extra` in the spec) and the panel is measured without it.
        self.trump_row = QWidget(panel)
        self.trump_cards = QHBoxLayout(self.trump_row)
        self.trump_cards.setContentsMargins(0, 0, 0, 0)
        self.trump_cards.setSpacing(6)
        panel.box.addWidget(self.trump_row)
        panel.card_rows = [self.trump_row]  # type: ignore[attr-defined]
        row = QHBoxLayout()
        self.trump_buttons: dict[Suit, QPushButton] = {}
        for suit in Suit:
            button = QPushButton(panel)
            button.setObjectName(f"trump-{suit.letter}")
            button.clicked.connect(lambda _=False, s=suit: self._choose_trump(s))
            row.addWidget(button)
            self.trump_buttons[suit] = button
        panel.box.addLayout(row)
        return panel

    def _make_bam_panel(self, parent: QWidget) -> Panel:
        panel = Panel(parent)
        self.bam_text = QLabel(panel)
        self.bam_text.setWordWrap(True)
        self.bam_text.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.bam_text.setMinimumWidth(360)
        panel.box.addWidget(self.bam_text)
        row = QHBoxLayout()
        self.bam_yes = QPushButton(panel)
        self.bam_no = QPushButton(panel)
        self.bam_yes.clicked.connect(lambda: self._bam(True))
        self.bam_no.clicked.connect(lambda: self._bam(False))
        row.addWidget(self.bam_yes)
        row.addWidget(self.bam_no)
        panel.box.addLayout(row)
        return panel

    # -------------------------------------------------------------- events

    def animate(self, event: Event) -> bool:
        view = self.screen.view
        timing = self.screen.timing
        if isinstance(event, LotCard):
            if not self._drawing_lot:
                # The model knows the hakem at once; the table says so only when the
                # first ace is seen to fall (the toast below), not while the lot is dealt.
                self._drawing_lot = True
                self.screen.refresh()
            view.move_card(event.card, ("deck",), ("lot", event.seat), True,
                           timing.ms(T.LOT_CARD))
            return True
        if isinstance(event, HakemChosen):
            seat = event.seat
            view.then(lambda: self.screen.show_toast(self._hakem_text(seat)))
            view.then(self._hakem_seen)
            view.animator.pause(timing.ms(T.FLASH * 2))
            view.then(self._clear_lot)
            return True
        if isinstance(event, TrumpNamed):
            suit, seat = event.suit, event.seat
            view.then(lambda: self.screen.show_toast(self._trump_text(seat, suit)))
            return True
        if isinstance(event, BamDecided):
            seat, value = event.seat, event.value
            view.then(lambda: self.screen.show_toast(self._bam_text(seat, value)))
            return True
        return isinstance(event, HandEnded | RoundScored | MatchOver)

    def _hakem_text(self, seat: int) -> str:
        if seat == self.screen.human:
            return translate("Hokm", "You drew the first ace: you are the hakem.")
        return fill(translate("Hokm", "%1 drew the first ace and is the hakem."),
                    seat_name(seat, self.screen.human))

    def _trump_text(self, seat: int, suit: Suit) -> str:
        if seat == self.screen.human:
            return fill(translate("Hokm", "You named trump: %1"), suit_name(suit))
        return fill(translate("Hokm", "%1 names trump: %2"), seat_name(seat, self.screen.human),
                    suit_name(suit))

    def _bam_text(self, seat: int, value: bool) -> str:
        if seat == self.screen.human:
            return (translate("Hokm", "You play on for all thirteen tricks: bam!") if value
                    else translate("Hokm", "You stop at seven tricks to none."))
        text = (translate("Hokm", "%1 plays on for all thirteen tricks: bam!") if value
                else translate("Hokm", "%1 stops at seven tricks to none."))
        return fill(text, seat_name(seat, self.screen.human))

    def _hakem_seen(self) -> None:
        self._drawing_lot = False
        self.screen.refresh()

    def _clear_lot(self) -> None:
        view = self.screen.view
        for zone in [z for z in view.zones if z[0] == "lot"]:
            for sprite in view.zones.pop(zone):
                view.scene().removeItem(sprite)

    # ------------------------------------------------------------- prompts

    def prompt(self, legal: Sequence[Action]) -> None:
        if any(isinstance(a, ChooseTrump) for a in legal):
            self._show_trump_panel()
        elif any(isinstance(a, Bam) for a in legal):
            self.bam_panel.popup(self.screen.view.viewport())
            self.screen.place_overlays()
            self.bam_yes.setFocus()

    def hide_prompts(self) -> None:
        for panel in (self.trump_panel, self.bam_panel, self.summary):
            panel.hide()

    def show_hint(self, action: Action) -> None:
        if isinstance(action, ChooseTrump) and self.trump_panel.isVisible():
            self.trump_buttons[action.suit].setFocus()
        elif isinstance(action, Bam) and self.bam_panel.isVisible():
            (self.bam_yes if action.value else self.bam_no).setFocus()

    def _show_trump_panel(self) -> None:
        while self.trump_cards.count():
            item = self.trump_cards.takeAt(0)
            widget = item.widget() if item is not None else None
            if widget is not None:
                widget.deleteLater()
        view = self.screen.view
        scene = self.scene
        prompt = next(w for w in scene.spec.widgets if w.name == "trump-prompt")
        height = prompt.cards_extra * scene.current().card_h - self.trump_panel.box.spacing()
        width = max(12, int(height / view.art.ratio))
        # In the order your hand lies on the table: a fan reads left to right in either
        # language (the corner indices are on the left), while this row is mirrored.
        hand = sorted(self.state.hands[self.screen.human], key=view.hand_key,
                      reverse=self.trump_panel.isRightToLeft())
        self.trump_cards.addStretch(1)
        for card in hand:
            label = QLabel(self.trump_panel)
            label.setPixmap(view.art.pixmap(card, width, view.devicePixelRatioF()))
            label.setAccessibleName(card_name(card))
            self.trump_cards.addWidget(label)
        self.trump_cards.addStretch(1)
        self.trump_panel.popup(view.viewport())
        self.screen.place_overlays()
        self.trump_buttons[Suit.SPADES].setFocus()

    def _choose_trump(self, suit: Suit) -> None:
        self.trump_panel.hide()
        self.screen.act(ChooseTrump(self.screen.human, suit))

    def _bam(self, value: bool) -> None:
        self.bam_panel.hide()
        self.screen.act(Bam(self.screen.human, value))

    # ------------------------------------------------------------- summaries

    def show_round_end(self, match_over: bool) -> None:
        self.summary_text.setText(self._summary_html())
        self.next_button.setText(self._next_label())
        self.summary.popup(self.screen.view.viewport())
        self.screen.place_overlays()
        self.next_button.setFocus()

    def _next_label(self) -> str:
        if self.state.match_over:
            return translate("Hokm", "See the result")
        return translate("Hokm", "Next hand")

    def _last_hand(self) -> HandEnded | None:
        """The last finished hand, read from the state's results (so a resumed game or an
        undo shows the same summary as live play)."""
        state = self.state
        if not state.results:
            return None
        result = state.results[-1]
        d = result.details
        team = 0 if result.points[0] > 0 else 1
        tricks = (d["tricks"][0], d["tricks"][1])
        set_won = state.round_over and state.set_just_won
        return HandEnded(team, max(result.points), tricks, d["kot"], d["bam"], set_won)

    def _summary_html(self) -> str:
        hand = self._last_hand()
        return self._summary_for(hand) if hand is not None else ""

    def _summary_for(self, hand: HandEnded) -> str:
        state = self.state
        human = self.screen.human
        team = hand.winner_team
        ours = team == human % 2
        title = (translate("Hokm", "Your team wins the hand") if ours
                 else translate("Hokm", "%1 win the hand").replace("%1", self.team_name(team)))
        lines = [f"<p style='font-size:15pt'><b>{title}</b></p>"]
        tricks = fill(translate("Hokm", "Tricks: %1 to %2"), num(hand.tricks[team]),
                      num(hand.tricks[1 - team]))
        lines.append(tricks)
        if hand.bam and hand.kot:
            lines.append(_bold(self._bam_won_text(team)))
        elif hand.bam:
            lines.append(translate("Hokm", "Bam failed: a trick was lost, so the hand counts one."))
        elif hand.kot:
            if team == state.hakem % 2:
                lines.append(_bold(translate("Hokm", "Kot! Seven tricks to none.")))
            else:
                lines.append(_bold(translate("Hokm",
                                             "Hakem kot! Seven to none against the hakem.")))
        lines.append(fill(translate("Hokm", "Hands won: +%1"), num(hand.points)))
        lines.append(self._score_line())
        if hand.set_won and not state.match_over:
            lines.append(_bold(fill(translate("Hokm", "%1 win the set!"), self.team_name(team))))
        return "<br>".join(lines)

    def _bam_won_text(self, team: int) -> str:
        """Who won the match by a bam: the human's team, or the other two by name."""
        if team == self.screen.human % 2:
            return translate("Hokm", "Bam! All thirteen tricks: your team wins the match.")
        return fill(translate("Hokm", "Bam! All thirteen tricks: %1 win the match."),
                    self.team_name(team))

    def _score_line(self) -> str:
        state = self.state
        human = self.screen.human
        us, them = human % 2, 1 - human % 2
        line = fill(translate("Hokm", "This set: %1 %2 · %3 %4"),
                    self.team_name(us), num(state.set_hands[us]),
                    self.team_name(them), num(state.set_hands[them]))
        if state.options.sets > 1:
            line += "<br>" + fill(translate("Hokm", "Sets won: %1 %2 · %3 %4"),
                                  self.team_name(us), num(state.sets[us]),
                                  self.team_name(them), num(state.sets[them]))
        return line

    def _show_match_end(self) -> None:
        state = self.state
        human = self.screen.human
        won = human in state.winners
        winners = next(iter(state.winners), 0) % 2
        head = (translate("Hokm", "You and your partner win the match!") if won
                else fill(translate("Hokm", "%1 win the match."), self.team_name(winners)))
        self.open_match_end(f"<p style='font-size:16pt'><b>{head}</b></p>" + self._score_line())

    # ----------------------------------------------------------- information

    def score_sheet(self) -> tuple[list[str], list[list[str]]]:
        if self.screen.session is None:  # the table has moved on to another game
            return [], []
        state = self.state
        human = self.screen.human
        us, them = human % 2, 1 - human % 2
        headers = [translate("Hokm", "Hand"), translate("Hokm", "Hakem"),
                   translate("Hokm", "Trump"), translate("Hokm", "Tricks"),
                   self.team_name(us), self.team_name(them), translate("Hokm", "Note")]
        rows = []
        for i, result in enumerate(state.results):
            d = result.details
            team = 0 if result.points[0] > 0 else 1
            if d["bam"] and d["kot"]:
                note = translate("Hokm", "Bam")
            elif d["bam"]:
                note = translate("Hokm", "Bam failed")
            elif d["kot"]:
                note = (translate("Hokm", "Kot") if team == d["hakem"] % 2
                        else translate("Hokm", "Hakem kot"))
            else:
                note = ""
            points = result.points[human], result.points[(human + 1) % 4]
            rows.append([
                num(i + 1), seat_name(d["hakem"], human), suit_name(Suit.parse(d["trump"])),
                fill(translate("Hokm", "%1 to %2"), num(d["tricks"][us]),
                     num(d["tricks"][them])),
                num(points[0]), num(points[1]), note,
            ])
        return headers, rows

    def match_score(self) -> int:
        """Hands won by the human's team over the whole match."""
        human = self.screen.human
        return sum(r.points[human] for r in self.state.results)

    def plate_text(self, seat: int) -> str:
        name = seat_name(seat, self.screen.human)
        if (self.screen.session is not None and not self._drawing_lot
                and self.state.hakem == seat):
            return fill(translate("Hokm", "%1 · Hakem"), name)
        return name

    def refresh(self) -> None:
        if self.screen.session is None:
            return
        state = self.state
        human = self.screen.human
        us, them = human % 2, 1 - human % 2
        trump = (suit_html(state.trump).replace("#111111", "#f4f1e6")
                 if state.trump is not None else translate("Hokm", "not named yet"))
        hakem = (translate("Hokm", "not chosen yet") if self._drawing_lot
                 else seat_name(state.hakem, human))
        rows = [
            fill(translate("Hokm", "Hakem: %1"), hakem),
            fill(translate("Hokm", "Trump: %1"), trump),
            fill(translate("Hokm", "Tricks: %1 %2 · %3 %4"), self.team_name(us),
                 num(state.tricks[us]), self.team_name(them), num(state.tricks[them])),
            fill(translate("Hokm", "Hands this set: %1 · %2 (to %3)"),
                 num(state.set_hands[us]), num(state.set_hands[them]),
                 num(state.options.hands_per_set)),
        ]
        if state.options.sets > 1:
            rows.append(fill(translate("Hokm", "Sets: %1 · %2 (to %3)"), num(state.sets[us]),
                             num(state.sets[them]), num(state.options.sets)))
        self.show_info_rows(rows)
        for panel in (self.trump_panel, self.bam_panel, self.summary):
            panel.setLayoutDirection(QApplication.layoutDirection())

    # -------------------------------------------------------- the table's spec

    def spec_widgets(self) -> dict[str, QWidget]:
        if not self._widgets:
            return {}
        badges = dict(zip(("hakem", "trump", "tricks", "hands", "sets"), self.info_labels,
                          strict=True))
        return {"status": self.info, **badges, "trump-prompt": self.trump_panel,
                "bam-prompt": self.bam_panel, "summary": self.summary}

    def spec_sample(self, name: str) -> list[str]:
        """The longest texts of each label: a hakem's plate, counts of thirteen, a
        summary with every line it may have."""
        human = self.screen.human
        state = self.state
        if name.startswith("plate:"):
            return [fill(translate("Hokm", "%1 · Hakem"), seat_name(int(name[6:]), human))]
        if name == "summary":
            them = 1 - human % 2  # the longer title ("Dara & Kaveh win the hand")
            return [self._summary_for(HandEnded(them, 3, (7, 0), kot, bam, True))
                    for kot, bam in ((True, False), (True, True), (False, True))]
        names = [seat_name(s, human) for s in range(4)]
        us, them_name = self.team_name(human % 2), self.team_name(1 - human % 2)
        hands, sets = num(state.options.hands_per_set), num(state.options.sets)
        samples = {
            "hakem": [fill(translate("Hokm", "Hakem: %1"), n)
                      for n in [*names, translate("Hokm", "not chosen yet")]],
            "trump": [fill(translate("Hokm", "Trump: %1"), t) for t in
                      [translate("Hokm", "not named yet")]
                      + [suit_html(s).replace("#111111", "#f4f1e6") for s in Suit]],
            "tricks": [fill(translate("Hokm", "Tricks: %1 %2 · %3 %4"), us, num(13),
                            them_name, num(13))],
            "hands": [fill(translate("Hokm", "Hands this set: %1 · %2 (to %3)"), hands,
                           hands, hands)],
            "sets": [fill(translate("Hokm", "Sets: %1 · %2 (to %3)"), sets, sets, sets)],
            "toast": [fill(translate("Hokm", "%1 plays on for all thirteen tricks: bam!"), n)
                      for n in names],
        }
        return [numbers_kept_with_words(text) for text in samples.get(name, [])]

    def retranslate(self) -> None:
        if not self._widgets:
            return
        self.trump_panel.title.setText(translate("Hokm", "Name trump"))
        self.trump_text.setText(translate("Hokm", "You are the hakem. Your first five cards:"))
        for suit, button in self.trump_buttons.items():
            button.setText(f"{suit.symbol} {suit_name(suit)}")
            button.setStyleSheet(f"color: {_RED if suit.is_red else '#111111'};")
        self.bam_panel.title.setText(translate("Hokm", "Seven tricks to none!"))
        self.bam_text.setText(translate("Hokm",
            "Play on for all thirteen tricks (bam)? Take them all and your team wins the "
            "match at once; lose one and this hand counts only one."))
        self.bam_yes.setText(translate("Hokm", "Play on (bam)"))
        self.bam_no.setText(translate("Hokm", "Stop and take the kot"))
        self.summary.title.setText(translate("Hokm", "Hand over"))
        if self.summary.isVisible():
            self.summary_text.setText(self._summary_html())
            self.next_button.setText(self._next_label())
        self.refresh()
