"""Pan at the table: the pile fanned on the nine of hearts, plays of one, three or four
cards chosen by selection, the take control, the letters P-A-N and the final turn."""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtGui import QKeyEvent
from PySide6.QtWidgets import (
    QApplication,
    QDialog,
    QFrame,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QWidget,
)

from cardtable.cards import Card
from cardtable.rules.base import Action, CardMoved, Event, MatchOver, RoundScored, RoundStarted
from cardtable.rules.pan import (
    NINE_HEARTS,
    PACK_24,
    PILE,
    FinalTurn,
    LetterTaken,
    PanPlay,
    PanState,
    PanView,
    PlayerOut,
    RoundDrawn,
    Take,
)
from cardtable.ui.games.base import GameUI, OptionSpec
from cardtable.ui.table import timings as T
from cardtable.ui.table.layout import sides_for
from cardtable.ui.table.panels import CLOSE_SPACING, Panel, wide_text
from cardtable.ui.table.parts import (
    BAR_MARGINS,
    BAR_PAD,
    CALLOUT_PAD,
    FAN,
    NARROW_PLATE,
    PROMPT_WIDTH,
    WIDE,
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
    CENTRE,
    STATUS,
    PileSpec,
    TableSpec,
    WidgetSpec,
)
from cardtable.ui.wording import pan as words
from cardtable.ui.wording.pan import MOST
from cardtable.ui.words import card_name, fill, num, rank_name

if TYPE_CHECKING:
    from cardtable.ui.table.card_sprite import CardSprite
    from cardtable.ui.table.screen import TableScreen

translate = QCoreApplication.translate

BAR_STYLE = """
QLabel#final-banner {
    color: #ffffff; background: rgba(176, 24, 40, 230); border-radius: 10px;
    padding: 6px 16px; font-size: 13pt; font-weight: bold;
}
"""


def rank_key(card: Card) -> tuple[int, int]:
    """Pan's hand order: by rank (suits do not matter), the nine of hearts first."""
    if card is NINE_HEARTS or card.suit is None:
        return int(card.rank), 0 if card is NINE_HEARTS else 1
    return int(card.rank), 1 + int(card.suit)


BADGES = ("dealer", "top", "above", "letters", "final")
"""The status bar's badges, in their order (the red final-turn banner after them)."""


def pan_table_spec(players: int = 3, options: object = None, human: int = 0) -> TableSpec:
    """Pan's table: the hands, the pile fanned from the nine of hearts in the centre (each
    card's corner shows), the dealer, top card, letters and the final turn as badges;
    your controls by your hand, the round's summary over both."""
    piles = (
        hand(MOST),
        PileSpec(PILE, region=CENTRE, spread=FAN, grow="across", most=len(PACK_24),
                 z=Z_UNDER),
    )
    widgets = (
        # Up to three seats share the top edge: their plates break at the dot.
        plate("Shirin \u00b7 final turn", width=NARROW_PLATE),
        thinking(max_width=NARROW_PLATE),
        *badges(("dealer", "Dealer: Shirin (dealt last, 4 cards)"),
                ("top", "Shirin holds the nine of hearts and opens."),
                ("above", "Cards above the nine of hearts: 23"),
                ("letters", "Your letters: PA"),
                ("final", "Final turn: Shirin")),
        WidgetSpec("banner", STATUS, max_width=PROMPT_WIDTH, padding=CALLOUT_PAD,
                   sample="FINAL TURN \u00b7 Shirin"),
        prompt("bar", "Final turn!\nPlay all your 23 cards in one go and nobody takes a "
               "letter; otherwise the letter is yours.", controls=2, padding=BAR_PAD,
               message_above=True),
        toast("A draw: the last player went out in the final turn. No letter this round."),
        # Over the centre and your controls' room once they are gone: the round's cards
        # are gathered while it shows (`PanUI.show_round_end`).
        summary("Round over\nShirin takes the letter N\nIn the final turn Shirin "
                "could not play all their cards at once: 23 left.\nOut of cards, "
                "in order: Dara, Kaveh, Roya, Babak\nShirin completes P-A-N and loses "
                "the match.\n" + "Shirin P A N\n" * players + "Next\u00a0round", width=WIDE,
                over_action=True),
    )
    # Pan passes to the left (clockwise), as the rules' source says.
    return TableSpec.from_places(sides_for(players, human, counter_clockwise=False), human,
                                 piles, widgets)


class PanUI(GameUI[PanState]):
    game_id = "pan"
    state_type = PanState
    default_players = 3

    @staticmethod
    def option_specs() -> list[OptionSpec]:
        return [
            OptionSpec("take_exactly_three",
                       lambda: translate("Pan", "Take exactly three cards from the pile:")),
            OptionSpec("three_higher",
                       lambda: translate("Pan", "Three of a rank may go on a lower card:")),
        ]

    @staticmethod
    def intro(players: int) -> str:
        text = translate("Pan", "Get rid of your cards on the pile that grows on the nine of "
                                "hearts: play a card as high as the top card or higher, three "
                                "or four of a rank, or take cards from the pile. The last "
                                "player holding cards takes a letter; whoever completes "
                                "P-A-N loses the match.")
        if players == 5:
            text += " " + translate("Pan", "With five players the dealer, dealt last, gets "
                                           "four cards and the others five.")
        return text

    @staticmethod
    def table_spec(players: int, options: object, human: int = 0) -> TableSpec | None:
        return pan_table_spec(players, options, human)

    def __init__(self) -> None:
        self.match_dialog: QDialog | None = None
        self._widgets: list[QWidget] = []
        self._legal: Sequence[Action] = []
        self._takes: list[int] = []
        self._take_count = 0
        self._selection: list[Card] = []
        self._prompting = False
        self._lifted: list[CardSprite] = []

    # ----------------------------------------------------------- set-up

    def attach(self, screen: TableScreen) -> None:
        super().attach(screen)
        screen.view.hand_key = rank_key
        vp = screen.view.viewport()
        self.info = status_bar(vp)
        self.badges = {name: QLabel(self.info) for name in BADGES}
        for label in self.badges.values():
            label.setObjectName("badge")
            label.setTextFormat(Qt.TextFormat.RichText)
        self.info_labels = list(self.badges.values())
        self.banner = QLabel(self.info)
        self.banner.setObjectName("final-banner")
        self.banner.setStyleSheet(BAR_STYLE)
        self.banner.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.banner.hide()
        self.bar = self._make_bar(vp)
        self.summary = self.make_summary_panel(vp)
        # Its text as wide as its lines, wrapped only where the table is narrower.
        text = wide_text(self.summary)
        self.summary.box.replaceWidget(self.summary_text, text)
        self.summary_text.deleteLater()
        self.summary_text = text
        self.summary.sample_label = text
        self._widgets = [self.info, self.banner, self.bar, self.summary]
        screen.view.selection_changed.connect(self._selection_changed)
        self.listen_to_keys()

    def detach(self) -> None:
        view = self.screen.view
        self.stop_listening_to_keys()
        try:
            view.selection_changed.disconnect(self._selection_changed)
        except (RuntimeError, TypeError):
            pass
        if view.selecting:
            view.end_selection()
        self._prompting = False
        self._drop_widgets()

    def seen(self) -> PanView:
        return self.state.view(self.screen.human)

    # -------------------------------------------------------------- panels

    def _make_bar(self, parent: QWidget) -> Panel:
        """The human's controls beside the pile: Play the chosen cards, or take."""
        panel = Panel(parent, BAR_MARGINS)
        panel.box.setSpacing(CLOSE_SPACING)
        panel.title.setStyleSheet("font-size: 13pt;")
        self.bar_text = wide_text(panel)
        self.bar_text.setObjectName("bar-help")
        self.bar_text.setStyleSheet("font-size: 9pt;")
        panel.box.addWidget(self.bar_text)
        panel.sample_label = self.bar_text  # type: ignore[attr-defined]
        self.play_button = QPushButton(panel)
        self.play_button.setObjectName("play-cards")
        self.play_button.clicked.connect(self._play_selection)
        panel.box.addWidget(self.play_button)
        self.take_line = QFrame(panel)
        self.take_line.setFrameShape(QFrame.Shape.HLine)
        panel.box.addWidget(self.take_line)
        row = QHBoxLayout()
        self.fewer = QPushButton("−", panel)
        self.fewer.setObjectName("take-fewer")
        self.more = QPushButton("+", panel)
        self.more.setObjectName("take-more")
        for button in (self.fewer, self.more):
            button.setStyleSheet("min-width: 30px; padding: 4px 6px; font-weight: bold;")
        self.take_count_label = QLabel(panel)
        self.take_count_label.setObjectName("take-count")
        self.take_count_label.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.take_count_label.setStyleSheet("font-size: 14pt; font-weight: bold;")
        self.fewer.clicked.connect(lambda: self._change_take(-1))
        self.more.clicked.connect(lambda: self._change_take(1))
        self.take_button = QPushButton(panel)
        self.take_button.setObjectName("take")
        self.take_button.clicked.connect(self._take)
        row.addWidget(self.fewer)
        row.addWidget(self.take_count_label)
        row.addWidget(self.more)
        row.addWidget(self.take_button, 1)
        panel.box.addLayout(row)
        return panel

    # -------------------------------------------------------------- events

    def animate(self, event: Event) -> bool:
        view = self.screen.view
        show = self.screen.show_toast
        human = self.screen.human
        if isinstance(event, RoundStarted):
            number, dealer = event.number, event.roles.get("dealer", 0)
            view.then(lambda: show(words.deal_text(number, dealer, human)))
            return False  # the table clears the cards and deals
        if isinstance(event, CardMoved) and event.dst == PILE and event.card is NINE_HEARTS:
            opener = int(event.src[1]) if len(event.src) > 1 else 0
            view.then(lambda: show(words.opening_text(opener, human)))
            return False
        if isinstance(event, PlayerOut):
            seat = event.seat
            view.then(lambda: show(words.out_text(seat, human)))
            view.animator.pause(self.screen.timing.ms(T.FLASH // 2))
            return True
        if isinstance(event, FinalTurn):
            seat = event.seat
            view.then(lambda: self._final_turn(seat))
            view.animator.pause(self.screen.timing.ms(T.FLASH))
            return True
        if isinstance(event, LetterTaken):
            seat, letters = event.seat, event.letters
            view.then(lambda: show(words.letter_text(seat, letters, human)))
            return True
        if isinstance(event, RoundDrawn):
            view.then(lambda: show(translate("Pan", "A draw: the last player went out in "
                                                    "the final turn. No letter this round.")))
            return True
        return isinstance(event, RoundScored | MatchOver)

    def _final_turn(self, seat: int) -> None:
        self.refresh()
        self.screen.show_toast(words.final_text(seat, self.screen.human), T.FLASH * 3)

    # ------------------------------------------------------------- prompts

    def prompt(self, legal: Sequence[Action]) -> None:
        plays = [a for a in legal if isinstance(a, PanPlay)]
        takes = sorted(a.count for a in legal if isinstance(a, Take))
        if not plays and not takes:
            return
        self._legal = legal
        self._takes = takes
        self._take_count = takes[0] if takes else 0
        self._selection = []
        self._prompting = True
        cards = {c for a in plays for c in a.cards}
        self.screen.view.begin_selection(cards, limit=4)
        self._fill_bar()
        self.bar.show()
        self.bar.raise_()
        self.screen.place_overlays()

    def _plays(self) -> list[PanPlay]:
        return [a for a in self._legal if isinstance(a, PanPlay)]

    def _single_only(self, card: Card) -> bool:
        """A card that can only be played alone: one click plays it."""
        plays = [a for a in self._plays() if card in a.cards]
        return bool(plays) and all(len(a.cards) == 1 for a in plays)

    def _match(self, cards: list[Card]) -> PanPlay | None:
        """The legal play of exactly these cards: in the order chosen if that order is one,
        else any order of them (order matters only for the 9♥, which goes first)."""
        if not cards:
            return None
        chosen = tuple(cards)
        same = [a for a in self._plays() if len(a.cards) == len(chosen)
                and set(a.cards) == set(chosen)]
        for a in same:
            if a.cards == chosen:
                return a
        return same[0] if same else None

    def _selection_changed(self, cards: list[Card]) -> None:
        if not self._prompting:
            return
        added = [c for c in cards if c not in self._selection]
        self._selection = list(cards)
        if len(added) == 1 and self._single_only(added[0]):
            action = self._match([added[0]])
            if action is not None:
                self._act(action)
                return
        self._fill_bar()

    def _fill_bar(self) -> None:
        state = self.state
        human = self.screen.human
        final = state.final == human
        if final:
            self.bar.title.setText(translate("Pan", "Final turn!"))
        elif not state.pile:
            self.bar.title.setText(translate("Pan", "You open the round"))
        else:
            self.bar.title.setText(translate("Pan", "Your turn"))
        self.bar.title.setStyleSheet("font-size: 13pt; color: #b01828;" if final
                                     else "font-size: 13pt;")
        self.bar_text.setText(words.bar_help(self.state, self.screen.human, bool(self._plays())))
        match = self._match(self._selection)
        n = len(self._selection)
        if match is not None:
            self.play_button.setText(translate("Pan", "Play this card") if n == 1 else
                                     fill(translate("Pan", "Play these %1 cards"), num(n)))
        else:
            self.play_button.setText(translate("Pan", "Play"))
        self.play_button.setEnabled(match is not None)
        self.play_button.setVisible(bool(self._plays()))
        has_take = bool(self._takes)
        choice = len(self._takes) > 1
        for w in (self.take_line, self.take_button):
            w.setVisible(has_take)
        for w in (self.fewer, self.more, self.take_count_label):
            w.setVisible(choice)
        if has_take:
            k = self._take_count
            self.take_count_label.setText(num(k))
            self.fewer.setEnabled(k > self._takes[0])
            self.more.setEnabled(k < self._takes[-1])
            self.take_button.setText(translate("Pan", "Take the top card") if k == 1 else
                                     fill(translate("Pan", "Take %1 cards"), num(k)))
            self._lift_pile(k)
        self.bar.adjustSize()

    def _lift_pile(self, count: int) -> None:
        """Show which cards a take would pick up: the top `count` of the pile, raised."""
        for sprite in self._lifted:
            sprite.set_selected(False)
        sprites = self.screen.view.zones.get(PILE, [])
        self._lifted = sprites[len(sprites) - count:] if count else []
        for sprite in self._lifted:
            sprite.set_selected(True)

    def _change_take(self, step: int) -> None:
        if not self._takes:
            return
        k = max(self._takes[0], min(self._takes[-1], self._take_count + step))
        self._take_count = k
        self._fill_bar()

    def _play_selection(self) -> None:
        action = self._match(self._selection)
        if action is not None:
            self._act(action)

    def _take(self) -> None:
        if self._takes:
            self._act(Take(self.screen.human, self._take_count))

    def _act(self, action: Action) -> None:
        self.hide_prompts()
        self.screen.act(action)

    def key_pressed(self, event: QKeyEvent) -> bool:
        """P plays the chosen cards; T takes; + and - change how many to take."""
        if not self._prompting:
            return False
        key = event.key()
        if key == Qt.Key.Key_P and self.play_button.isEnabled():
            self._play_selection()
            return True
        if key == Qt.Key.Key_T and self._takes:
            self._take()
            return True
        if key in (Qt.Key.Key_Plus, Qt.Key.Key_Equal, Qt.Key.Key_Up):
            self._change_take(1)
            return True
        if key in (Qt.Key.Key_Minus, Qt.Key.Key_Down):
            self._change_take(-1)
            return True
        return False

    def hide_prompts(self) -> None:
        if not self._widgets:
            return
        self._prompting = False
        view = self.screen.view
        if view.selecting:
            view.end_selection()
        self._lift_pile(0)
        for panel in (self.bar, self.summary):
            panel.hide()

    def show_hint(self, action: Action) -> None:
        if not self._prompting:
            return
        if isinstance(action, PanPlay):
            self.screen.view.show_hint(action.cards[0])
            if len(action.cards) == 1:
                text = fill(translate("Pan", "Hint: play the %1."), card_name(action.cards[0]))
            else:
                text = fill(translate("Pan", "Hint: play your %1 cards of rank %2 together."),
                            num(len(action.cards)), rank_name(action.cards[-1].rank))
            self.screen.show_toast(text)
        elif isinstance(action, Take):
            if action.count in self._takes:
                self._take_count = action.count
                self._fill_bar()
            self.take_button.setFocus()
            self.screen.show_toast(fill(translate("Pan", "Hint: take %1 cards."),
                                        num(action.count)))

    # ------------------------------------------------------------- summaries

    def show_round_end(self, match_over: bool) -> None:
        self.hide_prompts()
        self.banner.hide()
        self.screen.toast.hide()
        # The round is over: its pile is gathered, the summary lies where it was.
        for sprite in self.screen.view.zones.get(PILE, []):
            sprite.hide()
        self.summary_text.setText(words.summary_html(self.state, self.screen.human,
                                                     self._last_action()))
        self.next_button.setText(words.next_label(self.state))
        self.summary.popup(self.screen.view.viewport())
        self.screen.place_overlays()
        self.next_button.setFocus()

    def _last_action(self) -> Action | None:
        session = self.screen.session
        if session is None or not session.record.rounds:
            return None
        actions = session.record.rounds[-1].actions
        return actions[-1] if actions else None

    def _show_match_end(self) -> None:
        self.open_match_end(words.match_end_html(self.state, self.screen.human))

    # ----------------------------------------------------------- information

    def score_sheet(self) -> tuple[list[str], list[list[str]]]:
        if self.screen.session is None or not self._widgets:
            return [], []
        return words.score_sheet(self.state, self.screen.human)

    def match_score(self) -> int:
        """Letters the human holds at the end (fewer is better)."""
        return self.state.letters[self.screen.human]

    def plate_text(self, seat: int) -> str:
        state = self.state if self.screen.session is not None else None
        return words.plate_text(state, seat, self.screen.human)

    def refresh(self) -> None:
        if self.screen.session is None or not self._widgets:
            return
        state = self.state
        self._sync_faces()
        rows = words.status_rows(state, self.screen.human)
        self.show_info_rows([rows.get(name, "") for name in BADGES])
        final = state.final if not state.round_over else None
        if final is not None:
            self.banner.setText(words.banner_text(final, self.screen.human))
            self.banner.show()
        else:
            self.banner.hide()
        for panel in (self.bar, self.summary):
            panel.setLayoutDirection(QApplication.layoutDirection())

    def _sync_faces(self) -> None:
        """Cards every seat knows in another's hand (taken from the pile, the opener's nine
        of hearts) lie face up; the rest face down."""
        view = self.screen.view
        if view.animator.busy:
            return
        seen = self.seen().zones()
        human = self.screen.human
        for s in range(self.state.players):
            if s == human:
                continue
            known = {c for c in seen.get(("hand", s), ()) if c is not None}
            for sprite in view.zones.get(("hand", s), []):
                sprite.set_face_up(sprite.card in known)

    # -------------------------------------------------------- the table's spec

    def spec_widgets(self) -> dict[str, QWidget]:
        if not self._widgets:
            return {}
        return {"status": self.info, **self.badges, "banner": self.banner, "bar": self.bar,
                "summary": self.summary}

    def spec_sample(self, name: str) -> list[str]:
        if self.screen.session is None:
            return []
        return words.samples(self.state, self.screen.human, name)

    def retranslate(self) -> None:
        if not self._widgets:
            return
        self.summary.title.setText(translate("Pan", "Round over"))
        self.fewer.setToolTip(translate("Pan", "Take fewer cards (-)"))
        self.more.setToolTip(translate("Pan", "Take more cards (+)"))
        self.play_button.setToolTip(translate("Pan", "Play the chosen cards (P)"))
        self.take_button.setToolTip(translate("Pan", "Take the raised cards of the pile (T)"))
        # As wide as its widest count in this language's digits: the row keeps its size.
        label = self.take_count_label
        label.ensurePolished()
        label.setMinimumWidth(max(label.fontMetrics().horizontalAdvance(num(k))
                                  for k in range(1, len(PACK_24))) + CLOSE_SPACING)
        if self.summary.isVisible():
            self.summary_text.setText(words.summary_html(self.state, self.screen.human,
                                                     self._last_action()))
            self.next_button.setText(words.next_label(self.state))
        if self._prompting:
            self._fill_bar()
        self.refresh()
