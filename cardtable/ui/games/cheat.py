"""Cheat at the table: cards chosen and a rank claimed through the claim panel, the claim
said in words, the challenge prompt with "Let it pass", the turned-up cards on a call, the
pile swept into the loser's hand, and the places as players go out. Its words are in
`cardtable/ui/wording/cheat.py`.

A turn can have millions of legal plays (the model lists them lazily), so the table never
walks them: the human's cards are offered through a selection, and the play built from the
selection and the chosen rank is checked against the model (`action in legal`).
"""

from __future__ import annotations

import math
from collections import Counter
from collections.abc import Sequence
from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtGui import QKeyEvent
from PySide6.QtWidgets import (
    QApplication,
    QButtonGroup,
    QDialog,
    QGridLayout,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QWidget,
)

from cardtable.cards import PACK_52, Card, Rank, Suit
from cardtable.rules.base import Action, CardMoved, Event, MatchOver, RoundScored, RoundStarted
from cardtable.rules.cheat import (
    CLAIM_RANKS,
    PILE,
    RESPONDING,
    Accept,
    Challenge,
    CheatOptions,
    CheatPlay,
    CheatState,
    CheatView,
    Claimed,
    PileTaken,
    PlaceTaken,
    Responded,
    Revealed,
    default_decks,
)
from cardtable.ui.games.base import GameUI, OptionSpec
from cardtable.ui.table import timings as T
from cardtable.ui.table.layout import sides_for
from cardtable.ui.table.panels import CLOSE_SPACING, Panel, keep_widest
from cardtable.ui.table.parts import (
    BAR_MARGINS,
    BOX_MARGINS,
    NARROW_PLATE,
    PLATE_WIDTH,
    ROW_STEP,
    SMALLER,
    TIGHT,
    Z_TABLE,
    badges,
    hand,
    plate,
    prompt,
    stack,
    summary,
    thinking,
    toast,
)
from cardtable.ui.table.samples import widest
from cardtable.ui.table.scene import status_bar
from cardtable.ui.table.spec import (
    CENTRE,
    PileSpec,
    TableSpec,
)
from cardtable.ui.wording import cheat as words
from cardtable.ui.words import fill, num, numbers_kept_with_words, rank_name

if TYPE_CHECKING:
    from cardtable.ui.table.card_sprite import CardSprite
    from cardtable.ui.table.screen import TableScreen

translate = QCoreApplication.translate

#: Keys that pick a rank on the claim panel ("0" and "T" for ten).
RANK_KEYS: dict[int, Rank] = {
    Qt.Key.Key_A: Rank.ACE, Qt.Key.Key_K: Rank.KING, Qt.Key.Key_Q: Rank.QUEEN,
    Qt.Key.Key_J: Rank.JACK, Qt.Key.Key_T: Rank.TEN, Qt.Key.Key_0: Rank.TEN,
    Qt.Key.Key_9: Rank.NINE, Qt.Key.Key_8: Rank.EIGHT, Qt.Key.Key_7: Rank.SEVEN,
    Qt.Key.Key_6: Rank.SIX, Qt.Key.Key_5: Rank.FIVE, Qt.Key.Key_4: Rank.FOUR,
    Qt.Key.Key_3: Rank.THREE, Qt.Key.Key_2: Rank.TWO,
}
RANK_BUTTON_STYLE = ("QPushButton { padding: 4px 2px; min-width: 34px; } QPushButton:checked"
                     " { background: #2f6fd0; color: white; font-weight: bold; }")
SHOWN: tuple[str, str] = ("pile", "shown")
"""The challenged play turned up beside the pile (the table's own zone, not the model's)."""
BADGES = ("claims", "pile", "last", "next", "first", "left")
"""The status bar's badges, in their order."""
SHOWN_WIDTH = 4.5
"""The most a challenged play turned up may take, in card widths (four packs: sixteen)."""


def rank_key(card: Card) -> tuple[int, int]:
    """Cheat's hand order: by rank (suits do not matter), then suit."""
    return int(card.rank), int(card.suit if card.suit is not None else 0)


def cheat_table_spec(players: int = 4, options: object = None, human: int = 0) -> TableSpec:
    """Up to eight hands (yours in two rows when it grows big), the pile as one stack in
    the middle with a challenged play turned up beside it; the claim rule, the pile, the
    last and next claims and the places as badges; the claim panel and the challenge
    prompt by your hand, a message's room above them."""
    decks = (options.decks_for(players) if isinstance(options, CheatOptions)
             else default_decks(players))
    cards, most_laid = len(PACK_52) * decks, len(Suit) * decks
    shown_spread = min(ROW_STEP, (SHOWN_WIDTH - 1) / (most_laid - 1))
    piles = (
        hand(math.ceil(cards / players), min_spread=TIGHT, scale=SMALLER, human_rows=2),
        stack(PILE, cards, cell=0),
        PileSpec(SHOWN, region=CENTRE, cell=1, spread=shown_spread, grow="across",
                 most=most_laid, z=Z_TABLE),
    )
    ranks = "\u00a0".join(["\u00a0Q\u00a0"] * 13)
    widgets = (
        # Four seats share the top edge of a table of eight: their plates wrap sooner.
        plate("Parisa \u00b7 104 \u00b7 no call",
              width=NARROW_PLATE if players == 8 else PLATE_WIDTH),
        thinking(),
        *badges(("claims", "Claims: the same rank or the next"),
                ("pile", "Pile: 208 cards"),
                ("last", "Last claim: Parisa, \u201csixteen queens\u201d"),
                ("next", "Next claim: queens or kings"),
                ("first", "First place: Parisa"),
                ("left", "Players still holding cards: 8")),
        prompt("claim-prompt", "Your turn\nChoose one to sixteen cards to lay face down, "
               "then the rank you claim. You may claim queens or kings.\n" + ranks
               + "\nA bluff! Cards that are not queens: 16.\u00a0\u00a0Play"
               "\u00a0and\u00a0say\u00a0\u201csixteen\u00a0queens\u201d",
               controls=2, message_above=True),
        prompt("ask-prompt", "Parisa plays\nParisa lays sixteen cards face down and says "
               "\u201csixteen queens\u201d.\nYou hold four queens yourself.\n"
               "That was Parisa's last card: let it pass and they are out.\n"
               "Call \u201cCheat!\u201d and whoever is wrong picks up the whole "
               "pile: 208 cards.\nCheat!\u00a0\u00a0\u00a0Let\u00a0it\u00a0pass",
               controls=1, message_above=True),
        toast("Turned up: queen of diamonds, queen of diamonds, queen of diamonds, queen of "
              "diamonds. A lie! Cards that are not sevens: 4. Parisa takes the pile."),
        summary("Game over\nParisa wins\nParisa was the first to play their "
                "last card without being caught.\nKaveh was left holding 208 "
                "cards: last place.\nYou finished in seventh place.\n"
                "See\u00a0the\u00a0result", alone=True),
    )
    # A Persian party game: play passes to the right (counter-clockwise).
    return TableSpec.from_places(sides_for(players, human, counter_clockwise=True), human,
                                 piles, widgets)


class CheatUI(GameUI[CheatState]):
    game_id = "cheat"
    state_type = CheatState
    default_players = 4

    @staticmethod
    def option_specs() -> list[OptionSpec]:
        return [
            OptionSpec("claims", lambda: translate("Cheat", "Which rank may be claimed:"),
                       choices=[
                           ("free", lambda: translate("Cheat", "Any rank")),
                           ("sequence", lambda: translate(
                               "Cheat", "The rank after the last claim (A, 2, 3 … K, A)")),
                           ("same-or-next", lambda: translate(
                               "Cheat", "The same rank as the last claim or the next")),
                       ]),
            OptionSpec("decks", lambda: translate("Cheat", "Packs of cards:"),
                       choices=[
                           (None, lambda: translate(
                               "Cheat", "As the rules say (one up to five players, two above)")),
                           (1, lambda: num(1)), (2, lambda: num(2)), (3, lambda: num(3)),
                           (4, lambda: num(4)),
                       ]),
        ]

    @staticmethod
    def intro(players: int) -> str:
        return words.intro(players)

    @staticmethod
    def table_spec(players: int, options: object, human: int = 0) -> TableSpec | None:
        return cheat_table_spec(players, options, human)

    def __init__(self) -> None:
        self.match_dialog: QDialog | None = None
        self._widgets: list[QWidget] = []
        self._mode = ""  # "play", "ask" or "" while the human has nothing to decide
        self._selection: list[Card] = []
        self._rank: Rank | None = None
        self._rank_chosen = False  # the human clicked a rank (not picked for them)
        self._laying: list[Card] = []
        self._laying_from: tuple[object, ...] = ()
        self._taking: list[Card] = []
        self._shown: list[Card] = []  # the challenged play, turned up beside the pile
        self._marked: list[CardSprite] = []
        self._samples: dict[str, list[str]] = {}  # spec_sample's, in the language shown

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
        self.bar = self._make_claim_panel(vp)
        self.ask = self._make_ask_panel(vp)
        self.summary = self.make_summary_panel(vp, wrap=False)
        self.summary.sample_label = self.summary_text
        self._widgets = [self.info, self.bar, self.ask, self.summary]
        for widget in self._widgets:  # measured with their style, shown or not
            widget.ensurePolished()
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
        self._mode = ""
        self._drop_widgets()

    def seen(self) -> CheatView:
        return self.state.view(self.screen.human)

    # -------------------------------------------------------------- panels

    def _make_claim_panel(self, parent: QWidget) -> Panel:
        """The human's turn: the rank to claim, and Play for the chosen cards."""
        panel = Panel(parent, BOX_MARGINS)
        panel.box.setSpacing(CLOSE_SPACING)
        panel.title.setStyleSheet("font-size: 13pt;")
        self.bar_text = QLabel(panel)
        self.bar_text.setObjectName("bar-help")
        self.bar_text.setStyleSheet("font-size: 9pt;")
        self.bar_text.setWordWrap(True)
        self.bar_text.setAlignment(Qt.AlignmentFlag.AlignCenter)
        panel.box.addWidget(self.bar_text)
        panel.sample_label = self.bar_text  # type: ignore[attr-defined]
        # Every rank keeps its place in the row, offered or not: the panel keeps its size.
        self.rank_grid = QGridLayout()
        self.rank_grid.setSpacing(CLOSE_SPACING)
        self.rank_group = QButtonGroup(panel)
        self.rank_group.setExclusive(True)
        self.rank_buttons: dict[Rank, QPushButton] = {}
        for i, rank in enumerate(CLAIM_RANKS):
            button = QPushButton(panel)
            button.setObjectName(f"claim-{rank.letter}")
            button.setCheckable(True)
            button.setStyleSheet(RANK_BUTTON_STYLE)
            button.setFocusPolicy(Qt.FocusPolicy.NoFocus)
            policy = button.sizePolicy()
            policy.setRetainSizeWhenHidden(True)
            button.setSizePolicy(policy)
            button.clicked.connect(lambda _=False, r=rank: self._choose_rank(r, True))
            self.rank_group.addButton(button)
            self.rank_grid.addWidget(button, 0, i)
            self.rank_buttons[rank] = button
        panel.box.addLayout(self.rank_grid)
        row = QHBoxLayout()
        self.bar_status = QLabel(panel)
        self.bar_status.setObjectName("claim-status")
        self.bar_status.setWordWrap(True)
        self.bar_status.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.play_button = QPushButton(panel)
        self.play_button.setObjectName("play-cards")
        self.play_button.clicked.connect(self._play_selection)
        row.addWidget(self.bar_status, 1)
        row.addWidget(self.play_button)
        panel.box.addLayout(row)
        return panel

    def _make_ask_panel(self, parent: QWidget) -> Panel:
        """After an opponent's play: call "Cheat!" or let it pass."""
        panel = Panel(parent, BAR_MARGINS)
        panel.box.setSpacing(CLOSE_SPACING)
        panel.title.setStyleSheet("font-size: 13pt;")
        self.ask_text = QLabel(panel)
        self.ask_text.setObjectName("ask-text")
        self.ask_text.setTextFormat(Qt.TextFormat.RichText)
        self.ask_text.setWordWrap(True)
        self.ask_text.setAlignment(Qt.AlignmentFlag.AlignCenter)
        panel.box.addWidget(self.ask_text)
        panel.sample_label = self.ask_text  # type: ignore[attr-defined]
        row = QHBoxLayout()
        self.challenge_button = QPushButton(panel)
        self.challenge_button.setObjectName("challenge")
        self.challenge_button.setStyleSheet("font-weight: bold; color: #b01828;")
        self.challenge_button.clicked.connect(lambda: self._respond(True))
        self.pass_button = QPushButton(panel)
        self.pass_button.setObjectName("let-it-pass")
        self.pass_button.setDefault(True)
        self.pass_button.clicked.connect(lambda: self._respond(False))
        row.addWidget(self.challenge_button)
        row.addWidget(self.pass_button)
        panel.box.addLayout(row)
        return panel

    # -------------------------------------------------------------- events

    def animate(self, event: Event) -> bool:
        view = self.screen.view
        timing = self.screen.timing
        show = self.screen.show_toast
        human = self.screen.human
        if isinstance(event, RoundStarted):
            dealer, players = int(event.roles.get("dealer", 0)), self.state.players
            view.then(lambda: show(words.deal_text(dealer, players, human)))
            return False  # the table clears the cards and deals
        if isinstance(event, CardMoved) and tuple(event.dst) == PILE:
            self._laying.append(event.card)
            self._laying_from = tuple(event.src)
            return True
        if isinstance(event, Claimed):
            self._lay(self._laying, self._laying_from)
            self._laying = []
            said = words.claimed_text(event.seat, event.count, event.rank, human)
            view.then(lambda: show(said, T.FLASH * 3))
            view.animator.pause(timing.ms(T.FLASH // 3))
            return True
        if isinstance(event, Responded):
            if event.challenge:
                said = words.call_text(event.seat, human)
                view.then(lambda: show(said))
                view.animator.pause(timing.ms(T.FLASH // 2))
            return True
        if isinstance(event, Revealed):
            self._reveal(event)
            return True
        if isinstance(event, CardMoved) and tuple(event.src) == PILE:
            self._taking.append(event.card)
            return True
        if isinstance(event, PileTaken):
            self._take(self._taking, event.seat)
            self._taking = []
            return True
        if isinstance(event, PlaceTaken):
            last = event.place == self.state.players  # the one left holding cards
            said = words.place_text(event.seat, event.place, last, human)
            view.then(lambda: show(said, T.FLASH * 3))
            view.animator.pause(timing.ms(T.FLASH // 2))
            return True
        return isinstance(event, RoundScored | MatchOver)

    def _lay(self, cards: list[Card], src: tuple[object, ...]) -> None:
        """The cards of a play slide together onto the pile, face down."""
        view = self.screen.view
        ms = self.screen.timing.ms(T.PLAY_CARD)
        for card in cards:
            view.move_card(card, src, PILE, False, ms, 0)
        view.animator.pause(ms)

    def _reveal(self, event: Revealed) -> None:
        """The challenged play turns up beside the pile; the cards that break the claim
        rise, and the verdict is said."""
        view = self.screen.view
        timing = self.screen.timing
        ms = timing.ms(T.PLAY_CARD)
        self._shown = list(event.cards)
        for card in event.cards:
            view.move_card(card, PILE, SHOWN, True, ms, 0)
        view.animator.pause(ms)
        said = words.reveal_text(event.player, event.challenger, event.cards, event.claim,
                                 event.truthful, self.screen.human)
        claim = event.claim
        view.then(lambda: self._mark_reveal(claim, said))
        view.animator.pause(timing.ms(T.FLASH * 2))

    def _mark_reveal(self, claim: Rank, said: str) -> None:
        self._marked = [s for s in self.screen.view.zones.get(SHOWN, [])
                        if s.card.rank is not claim]
        for sprite in self._marked:
            sprite.set_selected(True)
        self.screen.show_toast(said, T.FLASH * 3)

    def _take(self, cards: list[Card], seat: int) -> None:
        """The whole pile, and the play turned up, sweep into the hand of whoever takes it."""
        view = self.screen.view
        ms = self.screen.timing.ms(T.GATHER)
        said = words.taken_text(seat, len(cards), self.screen.human)
        view.then(lambda: self._end_reveal(said))
        human = seat == view.human
        shown = list(self._shown)
        self._shown = []
        for card in cards:
            src = PILE
            if card in shown:
                shown.remove(card)
                src = SHOWN
            view.move_card(card, src, ("hand", seat), human, ms, 0)
        view.animator.pause(ms)
        view.then(self._sync_faces)

    def _end_reveal(self, said: str) -> None:
        for sprite in self._marked:
            sprite.set_selected(False)
        self._marked = []
        self.screen.show_toast(said, T.FLASH * 3)

    # ------------------------------------------------------------- prompts

    def prompt(self, legal: Sequence[Action]) -> None:
        # `legal` may be the model's lazy listing of plays: it is never walked here.
        if self.state.round_over:
            return
        if self.state.phase == RESPONDING:
            self._show_ask()
        else:
            self._show_claim_panel()

    def _show_claim_panel(self) -> None:
        view = self.screen.view
        hand = list(self.state.hands[self.screen.human])
        self._close_prompt()
        self._mode = "play"
        self._selection = []
        allowed = self.seen().allowed_claims
        self._rank = allowed[0] if len(allowed) == 1 else None
        self._rank_chosen = False
        view.begin_selection(hand, limit=min(self.state.kmax, len(hand)))
        self._fill_ranks()
        self._fill_bar()
        self.bar.show()
        self.bar.raise_()
        self.screen.place_overlays()

    def _fill_ranks(self) -> None:
        """Only the ranks the claim rule allows now are offered."""
        allowed = self.seen().allowed_claims
        for rank, button in self.rank_buttons.items():
            button.setVisible(rank in allowed)
        self._check_rank()

    def _check_rank(self) -> None:
        self.rank_group.setExclusive(False)
        for rank, button in self.rank_buttons.items():
            button.setChecked(rank is self._rank)
        self.rank_group.setExclusive(True)

    def _choose_rank(self, rank: Rank, by_hand: bool) -> None:
        if self._mode != "play" or rank not in self.seen().allowed_claims:
            return
        self._rank = rank
        self._rank_chosen = self._rank_chosen or by_hand
        self._check_rank()
        self._fill_bar()

    def _selection_changed(self, cards: list[Card]) -> None:
        if self._mode != "play":
            return
        self._selection = list(cards)
        ranks = {c.rank for c in cards}
        allowed = self.seen().allowed_claims
        if not self._rank_chosen and len(ranks) == 1:
            rank = next(iter(ranks))
            if rank in allowed:  # the obvious claim: what the cards are
                self._rank = rank
                self._check_rank()
        self._fill_bar()

    def _action(self) -> CheatPlay | None:
        """The play the panel would make, if the model allows it."""
        session = self.screen.session
        if session is None or not self._selection or self._rank is None:
            return None
        action = CheatPlay(self.screen.human, tuple(self._selection), self._rank)
        return action if action in session.legal_for(self.screen.human) else None

    def _fill_bar(self) -> None:
        seen = self.seen()
        self.bar.title.setText(translate("Cheat", "Your turn"))
        self.bar_text.setText(words.bar_help(min(self.state.kmax, len(seen.hand)),
                                             seen.allowed_claims))
        action = self._action()
        if action is not None:
            claim = words.quoted(words.claim_words(len(self._selection), action.claim))
            self.play_button.setText(fill(translate("Cheat", "Play and say %1"), claim))
            wrong = sum(1 for c in action.cards if c.rank is not action.claim)
            self.bar_status.setText(words.bar_status(len(self._selection), action.claim,
                                                     wrong))
        else:
            self.play_button.setText(translate("Cheat", "Play"))
            self.bar_status.setText(words.bar_status(len(self._selection), None, 0))
        self.play_button.setEnabled(action is not None)

    def _play_selection(self) -> None:
        action = self._action()
        if action is not None:
            self._act(action)

    def _show_ask(self) -> None:
        seen = self.seen()
        player, count, claim = seen.plays[-1][:3]
        self._close_prompt()
        self._mode = "ask"
        human = self.screen.human
        self.ask.title.setText(words.ask_title(player, human))
        held = sum(1 for c in seen.hand if c.rank is claim)
        self.ask_text.setText(words.ask_text(player, count, claim, held,
                                             seen.hand_counts[player] == 0, seen.pile_count,
                                             human))
        self.ask.show()
        self.ask.raise_()
        self.screen.place_overlays()
        self.pass_button.setFocus()

    def _respond(self, challenge: bool) -> None:
        if self._mode != "ask":
            return
        human = self.screen.human
        self._act(Challenge(human) if challenge else Accept(human))

    def _act(self, action: Action) -> None:
        self.hide_prompts()
        self.screen.act(action)

    def key_pressed(self, event: QKeyEvent) -> bool:
        """Rank keys and P on the claim panel; C and L (or Escape) on the challenge prompt."""
        key = event.key()
        if self._mode == "play":
            if key == Qt.Key.Key_P and self.play_button.isEnabled():
                self._play_selection()
                return True
            rank = next((r for k, r in RANK_KEYS.items() if key == k), None)
            if rank is not None:
                self._choose_rank(rank, True)
                return True
        elif self._mode == "ask":
            if key == Qt.Key.Key_C:
                self._respond(True)
                return True
            if key in (Qt.Key.Key_L, Qt.Key.Key_Escape):
                self._respond(False)
                return True
        return False

    def hide_prompts(self) -> None:
        if not self._widgets:
            return
        self._close_prompt()
        for sprite in self._marked:
            sprite.set_selected(False)
        self._marked = []
        self.summary.hide()

    def _close_prompt(self) -> None:
        """Put the claim panel or the challenge prompt away, and the cards chosen."""
        self._mode = ""
        view = self.screen.view
        if view.selecting:
            view.end_selection()
        self.bar.hide()
        self.ask.hide()

    def show_hint(self, action: Action) -> None:
        if isinstance(action, CheatPlay) and self._mode == "play":
            view = self.screen.view
            for sprite in view.selection:
                sprite.set_selected(False)
            view.selection = []
            wanted = Counter(action.cards)
            for sprite in view.human_hand():
                if wanted[sprite.card]:
                    wanted[sprite.card] -= 1
                    sprite.set_selected(True)
                    view.selection.append(sprite)
            view.selection_changed.emit(view.selected_cards())
            self._choose_rank(action.claim, False)
            self.screen.show_toast(words.hint_text(len(action.cards), action.claim))
        elif isinstance(action, Challenge | Accept) and self._mode == "ask":
            button = self.challenge_button if isinstance(action, Challenge) else self.pass_button
            button.setFocus()
            self.screen.show_toast(translate("Cheat", "Hint: call “Cheat!”")
                                   if isinstance(action, Challenge)
                                   else translate("Cheat", "Hint: let it pass."))

    # ------------------------------------------------------------- summaries

    def show_round_end(self, match_over: bool) -> None:
        self.hide_prompts()
        self.screen.toast.hide()
        # The summary lies over the middle: the cards left on the pile are of no more use.
        for zone in (PILE, SHOWN):
            for sprite in self.screen.view.zones.get(zone, []):
                sprite.hide()
        self._fill_summary()
        self.summary.popup(self.screen.view.viewport())
        self.screen.place_overlays()
        self.next_button.setFocus()

    def _fill_summary(self) -> None:
        state, human = self.state, self.screen.human
        self.summary.title.setText(translate("Cheat", "Game over"))
        left = len(state.hands[state.places[-1]]) if state.places else 0
        # The places with every player's plays and calls follow in the match's end
        # (a game of Cheat is the whole match) and on the score sheet.
        self.summary_text.setText(words.summary_html(state.places, left, human))
        self.next_button.setText(translate("Cheat", "See the result"))

    def _show_match_end(self) -> None:
        state, human = self.state, self.screen.human
        self.open_match_end(f"<p style='font-size:16pt'><b>"
                            f"{words.match_end_head(state, human)}</b></p>"
                            + words.places_table(state, human))

    # ----------------------------------------------------------- information

    def score_sheet(self) -> tuple[list[str], list[list[str]]]:
        if self.screen.session is None or not self._widgets:
            return [], []
        return words.score_sheet(self.state, self.screen.human)

    def plate_text(self, seat: int) -> str:
        if self.screen.session is None:
            return self.name(seat)
        return words.plate_text(self.state, seat, self.screen.human)

    def pile_count(self) -> int:  # as the table shows it: the model's may be ahead
        zones = self.screen.view.zones
        return len(zones.get(PILE, [])) + len(zones.get(SHOWN, []))

    def refresh(self) -> None:
        if self.screen.session is None or not self._widgets:
            return
        state = self.state
        wanted = "" if not self.screen.session.human_to_act() else (
            "ask" if state.phase == RESPONDING else "play")
        if self._mode and self._mode != wanted:
            self._close_prompt()  # decided some other way (the hint, a replay, a test)
        rows = words.badges(state, self.seen(), self.pile_count(), self.screen.human)
        self.show_info_rows([rows.get(name, "") for name in BADGES])
        self._sync_faces()
        for panel in (self.bar, self.ask, self.summary):
            panel.setLayoutDirection(QApplication.layoutDirection())

    def _sync_faces(self) -> None:
        """The others' hands lie face down, as the model's view shows them (cards picked up
        face up after a call go back among the hidden ones)."""
        view = self.screen.view
        if view.animator.busy:
            return
        for zone, sprites in view.zones.items():
            if zone[0] == "hand" and zone[1] != view.human:
                for sprite in sprites:
                    sprite.set_face_up(False)

    # -------------------------------------------------------- the table's spec

    def spec_widgets(self) -> dict[str, QWidget]:
        if not self._widgets:
            return {}
        return {"status": self.info, **self.badges, "claim-prompt": self.bar,
                "ask-prompt": self.ask, "summary": self.summary}

    def spec_sample(self, name: str) -> list[str]:
        """The widest texts each label may show (`cardtable/ui/wording/cheat.py`
        `sample_texts`), in the language shown."""
        if self.screen.session is None:
            return []
        if name not in self._samples:
            texts = words.sample_texts(name, self.state, self.screen.human)
            label = self.scene.widget_for(name) if self.scene is not None else None
            self._samples[name] = [numbers_kept_with_words(t) for t in widest(label, texts)]
        return self._samples[name]

    def retranslate(self) -> None:
        self._samples = {}
        if not self._widgets:
            return
        self.challenge_button.setText(translate("Cheat", "Cheat!"))
        self.challenge_button.setToolTip(translate("Cheat", "Turn the cards up (C)"))
        self.pass_button.setText(translate("Cheat", "Let it pass"))
        self.pass_button.setToolTip(translate("Cheat", "Believe the claim (L)"))
        self.play_button.setToolTip(translate("Cheat", "Lay the chosen cards (P)"))
        self._keep_play_button_wide()
        for rank, button in self.rank_buttons.items():
            button.setText(rank_name(rank))
            button.setToolTip(fill(translate("Cheat", "Claim %1"), words.rank_plural(rank)))
        widest = max(b.sizeHint().width() for b in self.rank_buttons.values())
        for button in self.rank_buttons.values():  # a row of equal keys, no name cut
            button.setMinimumWidth(widest)
        if self.summary.isVisible():
            self._fill_summary()
        if self._mode == "play":
            self._fill_bar()
        elif self._mode == "ask":
            self._show_ask()
        self.refresh()

    def _keep_play_button_wide(self) -> None:
        """The Play button as wide as its longest claim, so that the panel keeps its size
        (the room the table keeps for it) whatever the cards chosen."""
        if self.screen.session is None:
            return
        most = self.state.kmax
        keep_widest(self.play_button, {fill(translate("Cheat", "Play and say %1"),
                                            words.quoted(words.claim_words(n, r)))
                                       for r in CLAIM_RANKS for n in range(1, most + 1)})
