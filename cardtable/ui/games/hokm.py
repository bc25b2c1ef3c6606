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
from cardtable.ui.games.base import GameUI, OptionSpec
from cardtable.ui.table import timings as T
from cardtable.ui.table.layout import sides_for
from cardtable.ui.table.panels import CLOSE_SPACING, Panel
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
from cardtable.ui.wording import hokm as words
from cardtable.ui.words import RED, card_name, num, suit_name

if TYPE_CHECKING:
    from cardtable.ui.table.screen import TableScreen

translate = QCoreApplication.translate


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
        *badges(("hakem", "Hakem: not chosen yet"),
                ("trump", "Trump: not named yet"),
                ("tricks", "Tricks: You & Shirin 13 \u00b7 Dara & Kaveh 13"),
                ("hands", "Hands this set: 14 \u00b7 14 (to 15)")),
        prompt("trump-prompt", "Name trump\nYou are the hakem. Your first five cards:\n"
               "\u2660\u00a0Spades\u00a0\u00a0\u00a0\u2665\u00a0Hearts\u00a0\u00a0\u00a0"
               "\u2666\u00a0Diamonds\u00a0\u00a0\u00a0\u2663\u00a0Clubs",
               controls=1, cards_extra=0.55, over_centre=True),
        prompt("bam-prompt", "Seven tricks to none!\nPlay on for all thirteen tricks "
               "(bam)? Take them all and your team wins the match at once; lose one and this "
               "hand counts only one.\nPlay\u00a0on\u00a0(bam)\u00a0\u00a0\u00a0Stop"
               "\u00a0and\u00a0take\u00a0the\u00a0kot", controls=1, over_centre=True),
        toast("Not allowed: you must follow suit when you can"),
        summary("Dara & Kaveh win the hand\nTricks: 7 to 6\n"
                "Hakem kot! Seven to none against the hakem.\nHands won: +2\n"
                "This set: You & Shirin 6 \u00b7 Dara & Kaveh 7\n"
                "Sets won: You & Shirin 1 \u00b7 Dara & Kaveh 2\n"
                "Dara & Kaveh win the set!\nNext\u00a0hand"),
    ]
    if sets > 1:
        widgets.insert(6, badge("sets", "Sets: 2 \u00b7 2 (to 3)"))
    # Hokm passes to the right: counter-clockwise on the screen.
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
        self.summary = self.make_summary_panel(vp, wrap=False)
        self.summary.sample_label = self.summary_text
        self._widgets = [self.info, self.trump_panel, self.bam_panel, self.summary]

    def detach(self) -> None:
        self._drop_widgets()

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
        self.trump_cards.setSpacing(CLOSE_SPACING)
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
            view.then(lambda: self.screen.show_toast(words.hakem_text(seat, self.screen.human)))
            view.then(self._hakem_seen)
            view.animator.pause(timing.ms(T.FLASH * 2))
            view.then(self._clear_lot)
            return True
        if isinstance(event, TrumpNamed):
            said = words.trump_text(event.seat, event.suit, self.screen.human)
            view.then(lambda: self.screen.show_toast(said))
            return True
        if isinstance(event, BamDecided):
            said = words.bam_text(event.seat, event.value, self.screen.human)
            view.then(lambda: self.screen.show_toast(said))
            return True
        return isinstance(event, HandEnded | RoundScored | MatchOver)

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
        self.summary_text.setText(words.summary_html(self.state, self.screen.human))
        self.next_button.setText(words.next_label(self.state))
        self.summary.popup(self.screen.view.viewport())
        self.screen.place_overlays()
        self.next_button.setFocus()

    def _show_match_end(self) -> None:
        self.open_match_end(words.match_end_html(self.state, self.screen.human))

    # ----------------------------------------------------------- information

    def score_sheet(self) -> tuple[list[str], list[list[str]]]:
        if self.screen.session is None:  # the table has moved on to another game
            return [], []
        return words.score_sheet(self.state, self.screen.human)

    def match_score(self) -> int:
        """Hands won by the human's team over the whole match."""
        human = self.screen.human
        return sum(r.points[human] for r in self.state.results)

    def plate_text(self, seat: int) -> str:
        state = self.state if self.screen.session is not None else None
        return words.plate_text(state, seat, self.screen.human, self._drawing_lot)

    def refresh(self) -> None:
        if self.screen.session is None:
            return
        self.show_info_rows(words.status_rows(self.state, self.screen.human, self._drawing_lot))
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
        return words.samples(self.state, self.screen.human, name)

    def retranslate(self) -> None:
        if not self._widgets:
            return
        self.trump_panel.title.setText(translate("Hokm", "Name trump"))
        self.trump_text.setText(translate("Hokm", "You are the hakem. Your first five cards:"))
        for suit, button in self.trump_buttons.items():
            button.setText(f"{suit.symbol} {suit_name(suit)}")
            button.setStyleSheet(f"color: {RED if suit.is_red else '#111111'};")
        self.bam_panel.title.setText(translate("Hokm", "Seven tricks to none!"))
        self.bam_text.setText(translate("Hokm",
            "Play on for all thirteen tricks (bam)? Take them all and your team wins the "
            "match at once; lose one and this hand counts only one."))
        self.bam_yes.setText(translate("Hokm", "Play on (bam)"))
        self.bam_no.setText(translate("Hokm", "Stop and take the kot"))
        self.summary.title.setText(translate("Hokm", "Hand over"))
        if self.summary.isVisible():
            self.summary_text.setText(words.summary_html(self.state, self.screen.human))
            self.next_button.setText(words.next_label(self.state))
        self.refresh()
