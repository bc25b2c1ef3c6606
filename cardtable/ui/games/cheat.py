"""Cheat at the table: cards chosen and a rank claimed through the claim panel, the claim
said in words, the challenge prompt with "Let it pass", the turned-up cards on a call, the
pile swept into the loser's hand, and the places as players go out.

A turn can have millions of legal plays (the model lists them lazily), so the table never
walks them: the human's cards are offered through a selection, and the play built from the
selection and the chosen rank is checked against the model (`action in legal`).
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Sequence
from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, QPointF, QRect, Qt
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

from cardtable.cards import Card, Rank
from cardtable.rules.base import Action, CardMoved, Event, MatchOver, RoundScored, RoundStarted
from cardtable.rules.cheat import (
    CLAIM_RANKS,
    PILE,
    RESPONDING,
    Accept,
    Challenge,
    CheatPlay,
    CheatState,
    CheatView,
    Claimed,
    PileTaken,
    PlaceTaken,
    Responded,
    Revealed,
)
from cardtable.session import Session
from cardtable.ui.games.base import GameUI, OptionSpec, _on_screen
from cardtable.ui.table import timings as T
from cardtable.ui.table.layout import sides_for
from cardtable.ui.table.panels import Panel
from cardtable.ui.words import card_name, fill, num, rank_name, seat_name

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
_STACK_STEP = 0.45  # pixels between two buried cards of the pile
_STACK_DEPTH = 30  # buried cards that still thicken the stack
BADGE_STYLE = """
QLabel#pile-badge {
    color: #f4f1e6; background: rgba(0, 0, 0, 175); border-radius: 9px; padding: 3px 10px;
}
"""
RANK_BUTTON_STYLE = """
QPushButton { padding: 4px 2px; min-width: 36px; }
QPushButton:checked { background: #2f6fd0; color: white; font-weight: bold; }
"""


def rank_key(card: Card) -> tuple[int, int]:
    """Cheat's hand order: by rank (suits do not matter), then suit."""
    return int(card.rank), int(card.suit if card.suit is not None else 0)


def count_word(n: int) -> str:
    """A count in words ("three"), as a claim is said aloud; digits above sixteen."""
    words = {
        1: translate("Cheat", "one"), 2: translate("Cheat", "two"),
        3: translate("Cheat", "three"), 4: translate("Cheat", "four"),
        5: translate("Cheat", "five"), 6: translate("Cheat", "six"),
        7: translate("Cheat", "seven"), 8: translate("Cheat", "eight"),
        9: translate("Cheat", "nine"), 10: translate("Cheat", "ten"),
        11: translate("Cheat", "eleven"), 12: translate("Cheat", "twelve"),
        13: translate("Cheat", "thirteen"), 14: translate("Cheat", "fourteen"),
        15: translate("Cheat", "fifteen"), 16: translate("Cheat", "sixteen"),
    }
    return words.get(n, num(n))


def rank_plural(rank: Rank) -> str:
    """A rank as it is counted in a claim: "sevens", "aces"."""
    return {
        Rank.ACE: translate("Cheat", "aces"), Rank.KING: translate("Cheat", "kings"),
        Rank.QUEEN: translate("Cheat", "queens"), Rank.JACK: translate("Cheat", "jacks"),
        Rank.TEN: translate("Cheat", "tens"), Rank.NINE: translate("Cheat", "nines"),
        Rank.EIGHT: translate("Cheat", "eights"), Rank.SEVEN: translate("Cheat", "sevens"),
        Rank.SIX: translate("Cheat", "sixes"), Rank.FIVE: translate("Cheat", "fives"),
        Rank.FOUR: translate("Cheat", "fours"), Rank.THREE: translate("Cheat", "threes"),
        Rank.TWO: translate("Cheat", "twos"),
    }[rank]


def claim_words(count: int, rank: Rank) -> str:
    """A claim as it is said: "three sevens", "one ace"."""
    if count == 1:
        return {
            Rank.ACE: translate("Cheat", "one ace"), Rank.KING: translate("Cheat", "one king"),
            Rank.QUEEN: translate("Cheat", "one queen"),
            Rank.JACK: translate("Cheat", "one jack"), Rank.TEN: translate("Cheat", "one ten"),
            Rank.NINE: translate("Cheat", "one nine"),
            Rank.EIGHT: translate("Cheat", "one eight"),
            Rank.SEVEN: translate("Cheat", "one seven"),
            Rank.SIX: translate("Cheat", "one six"), Rank.FIVE: translate("Cheat", "one five"),
            Rank.FOUR: translate("Cheat", "one four"),
            Rank.THREE: translate("Cheat", "one three"),
            Rank.TWO: translate("Cheat", "one two"),
        }[rank]
    return fill(translate("Cheat", "%1 %2", "a claim: a count and a rank, three sevens"),
                count_word(count), rank_plural(rank))


def cards_count(n: int) -> str:
    """"one card", "14 cards"."""
    if n == 1:
        return translate("Cheat", "one card")
    return fill(translate("Cheat", "%1 cards"), num(n))


def quoted(text: str) -> str:
    return fill(translate("Cheat", "“%1”", "a claim in quotation marks"), text)


def place_word(place: int) -> str:
    words = {
        1: translate("Cheat", "first place"), 2: translate("Cheat", "second place"),
        3: translate("Cheat", "third place"), 4: translate("Cheat", "fourth place"),
        5: translate("Cheat", "fifth place"), 6: translate("Cheat", "sixth place"),
        7: translate("Cheat", "seventh place"), 8: translate("Cheat", "eighth place"),
    }
    return words.get(place, num(place))


WIDE_RANKS, NARROW_RANKS = 7, 5
"""The claim bar's rank buttons a row: seven, or five where a narrow table leaves no room."""


class CheatUI(GameUI):
    game_id = "cheat"
    default_players = 4

    @staticmethod
    def room_for(players: int) -> tuple[int, int]:
        # Beside the pile, the claim panel and the challenge prompt lay on a side seat's plate
        # or the information box in the smallest window, even with three players; with eight,
        # in Persian, a top seat's hand stepping aside for the wide box lay on its neighbour's.
        return (1024, 640) if players >= 8 else (960, 600)

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
        text = translate("Cheat", "All the cards are dealt. In turn, lay one or more cards "
                                  "face down and say what they are: \"three sevens\". It may "
                                  "be a lie. Anyone may call \"Cheat!\": a liar takes the "
                                  "whole pile, and so does a caller who was wrong. The first "
                                  "to get rid of every card wins.")
        if players >= 6:
            text += " " + translate("Cheat", "With six or more players two packs are "
                                             "shuffled together.")
        return text

    def __init__(self) -> None:
        self.match_dialog: QDialog | None = None
        self._widgets: list[QWidget] = []
        self._mode = ""  # "play", "ask" or "" while the human has nothing to decide
        self._selection: list[Card] = []
        self._rank: Rank | None = None
        self._rank_chosen = False  # the human clicked a rank (not picked for them)
        self._rank_columns = WIDE_RANKS  # fewer where the bar finds no room beside the pile
        self._laying: list[Card] = []
        self._laying_from: tuple[object, ...] = ()
        self._taking: list[Card] = []
        self._reveal: int = 0  # the top cards of the pile shown face up after a call
        self._marked: list[CardSprite] = []

    # ----------------------------------------------------------- set-up

    def sides(self, session: Session, human: int) -> dict[int, str]:
        # A Persian party game: play passes to the right (counter-clockwise).
        return sides_for(session.players, human, counter_clockwise=True)

    def attach(self, screen: TableScreen) -> None:
        super().attach(screen)
        screen.view.hand_key = rank_key
        vp = screen.view.viewport()
        self._make_info_box(vp, 5)
        self.badge = QLabel(vp)
        self.badge.setObjectName("pile-badge")
        self.badge.setStyleSheet(BADGE_STYLE)
        self.badge.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.badge.setTextFormat(Qt.TextFormat.RichText)
        self.badge.show()
        self.bar = self._make_claim_panel(vp)
        self.ask = self._make_ask_panel(vp)
        self.summary = self._make_summary_panel(vp)
        self._widgets = [self.info, self.badge, self.bar, self.ask, self.summary]
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

    @property
    def state(self) -> CheatState:
        assert self.screen.session is not None
        state = self.screen.session.state
        assert isinstance(state, CheatState)
        return state

    def seen(self) -> CheatView:
        return self.state.view(self.screen.human)

    def name(self, seat: int) -> str:
        return seat_name(seat, self.screen.human)

    # ------------------------------------------------------------ places

    def position(self, zone: tuple[object, ...], index: int, count: int) -> QPointF | None:
        view = self.screen.view
        if tuple(zone) == PILE:
            return self._pile_point(index, count)
        if tuple(zone) == ("hand", view.human):
            return self._hand_point(index, count)
        if zone[0] == "hand" and isinstance(zone[1], int) and zone[1] in view.sides:
            return self._side_point(zone[1], index, count)
        return None

    def _top_play(self, count: int) -> int:
        """How many cards of the pile's top are the last play (drawn apart from the rest)."""
        if self._reveal:
            return min(self._reveal, count)
        if self.screen.session is None:
            return 0
        state = self.state
        if len(state.log) > state.pile_from:
            return min(state.log[-1][1], count)
        return 0

    def _pile_point(self, index: int, count: int) -> QPointF:
        """A neat stack, a few pixels thick however many cards it holds; the last play
        fanned a little on top so its size shows; after a call, turned up side by side."""
        lay = self.screen.view.layout_
        cw, c = lay.card_w, lay.centre
        top = self._top_play(count)
        buried = count - top
        lift = min(buried, _STACK_DEPTH) * _STACK_STEP
        if index < buried:
            step = min(index, _STACK_DEPTH) * _STACK_STEP
            return QPointF(c.x() - cw * 0.25 - step, c.y() - step)
        j = index - buried
        if self._reveal:
            gap = min(cw * 1.08, lay.w * 0.45 / max(1, top - 1))
            return QPointF(c.x() + (j - (top - 1) / 2) * gap, c.y() + lay.card_h * 0.08)
        gap = min(cw * 0.2, cw * 0.8 / max(1, top - 1))
        return QPointF(c.x() - cw * 0.25 - lift + cw * 0.12 + j * gap, c.y() - lift - 2)

    def _hand_point(self, index: int, count: int) -> QPointF | None:
        """A big hand is laid in two overlapping rows so every card's corner can be read;
        a normal one is left to the table."""
        lay = self.screen.view.layout_
        cw = lay.card_w
        room = lay.w * 0.66 - cw
        if count < 2 or room / (count - 1) >= cw * 0.28:
            return None
        back = (count + 1) // 2
        row, col, in_row = (0, index, back) if index < back else (1, index - back, count - back)
        step = min(cw * 0.62, room / max(1, back - 1))
        a = lay.anchor(self.screen.view.human)
        x = a.x() - step * (in_row - 1) / 2 + col * step
        return QPointF(x, a.y() - (lay.card_h * 0.27 if row == 0 else 0.0))

    def _side_point(self, seat: int, index: int, count: int) -> QPointF | None:
        """Two seats down one side of a crowded table: the upper column hangs from its name
        plate (above it, in the corner) down to the middle between the seats, the lower one
        from there down to its own plate (hands grow long in Cheat)."""
        view = self.screen.view
        lay = view.layout_
        edge = lay.edge(seat)
        if edge not in ("left", "right") or count < 2:
            return None
        same = sorted((s for s in view.sides if s != view.human and lay.edge(s) == edge),
                      key=lambda s: lay.anchor(s).y())
        if len(same) < 2:
            return None
        half = view.card_width(("hand", seat)) * lay.card_h / lay.card_w / 2
        plate = 18  # half a name plate's height, and a little air
        points = lay.hand(seat, count)
        mid = (lay.anchor(same[0]).y() + lay.anchor(same[1]).y()) / 2
        i = same.index(seat)
        if i == 0:
            top = lay.label(seat, count).y() + plate + half
            bottom = mid - 4 - half
        else:
            top = mid + 4 + half
            bottom = lay.label(seat, count).y() - plate - half
        if i == len(same) - 1:  # the lowest column also ends above the human's plate
            bottom = min(bottom, self._human_plate_top(points[0].x(), half) - half)
        if top <= points[0].y() and points[-1].y() <= bottom:
            return None  # the table's own column fits
        step = max(1.0, min(lay.card_h * 0.16, (bottom - top) / (count - 1)))
        if i == 0:
            return QPointF(points[index].x(), top + index * step)
        return QPointF(points[index].x(), bottom - (count - 1 - index) * step)

    def _human_plate_top(self, x: float, half_height: float) -> float:
        """The top of the human's name plate, if a column of cards at `x` would reach it
        (the plate sits left of the human's hand, by the lowest left-hand seat)."""
        view = self.screen.view
        lay = view.layout_
        plate = self.screen.plates.get(view.human)
        held = len(view.zones.get(("hand", view.human), [])) or 1
        centre = lay.label(view.human, held)
        half_w = (plate.width() if plate is not None else lay.card_w) / 2 + 4
        card_half_w = half_height * lay.card_w / lay.card_h
        if abs(centre.x() - x) > half_w + card_half_w:
            return float(lay.h + half_height * 2)  # far apart: no limit
        return centre.y() - 16

    def card_scale(self, zone: tuple[object, ...]) -> float | None:
        if tuple(zone) == PILE:
            return 1.0
        return None

    # -------------------------------------------------------------- panels

    def _make_claim_panel(self, parent: QWidget) -> Panel:
        """The human's turn: the rank to claim, and Play for the chosen cards."""
        panel = Panel(parent)
        panel.setObjectName("panel")
        panel.setMinimumWidth(300)
        panel.setMaximumWidth(380)
        panel.box.setContentsMargins(12, 8, 12, 8)
        panel.box.setSpacing(5)
        panel.title.setStyleSheet("font-size: 13pt;")
        self.bar_text = QLabel(panel)
        self.bar_text.setObjectName("bar-help")
        self.bar_text.setStyleSheet("font-size: 9pt;")
        self.bar_text.setWordWrap(True)
        self.bar_text.setAlignment(Qt.AlignmentFlag.AlignCenter)
        panel.box.addWidget(self.bar_text)
        self.rank_grid = QGridLayout()
        self.rank_grid.setSpacing(4)
        self.rank_group = QButtonGroup(panel)
        self.rank_group.setExclusive(True)
        self.rank_buttons: dict[Rank, QPushButton] = {}
        for rank in CLAIM_RANKS:
            button = QPushButton(panel)
            button.setObjectName(f"claim-{rank.letter}")
            button.setCheckable(True)
            button.setStyleSheet(RANK_BUTTON_STYLE)
            button.setFocusPolicy(Qt.FocusPolicy.NoFocus)
            button.clicked.connect(lambda _=False, r=rank: self._choose_rank(r, True))
            self.rank_group.addButton(button)
            self.rank_buttons[rank] = button
        panel.box.addLayout(self.rank_grid)
        self.bar_status = QLabel(panel)
        self.bar_status.setObjectName("claim-status")
        self.bar_status.setWordWrap(True)
        self.bar_status.setAlignment(Qt.AlignmentFlag.AlignCenter)
        panel.box.addWidget(self.bar_status)
        self.play_button = QPushButton(panel)
        self.play_button.setObjectName("play-cards")
        self.play_button.clicked.connect(self._play_selection)
        panel.box.addWidget(self.play_button)
        return panel

    def _make_ask_panel(self, parent: QWidget) -> Panel:
        """After an opponent's play: call "Cheat!" or let it pass."""
        panel = Panel(parent)
        panel.setObjectName("panel")
        panel.setMinimumWidth(280)
        panel.setMaximumWidth(360)
        panel.box.setContentsMargins(14, 10, 14, 10)
        panel.box.setSpacing(6)
        panel.title.setStyleSheet("font-size: 13pt;")
        self.ask_text = QLabel(panel)
        self.ask_text.setObjectName("ask-text")
        self.ask_text.setTextFormat(Qt.TextFormat.RichText)
        self.ask_text.setWordWrap(True)
        self.ask_text.setAlignment(Qt.AlignmentFlag.AlignCenter)
        panel.box.addWidget(self.ask_text)
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

    def _make_summary_panel(self, parent: QWidget) -> Panel:
        panel = self.make_summary_panel(parent, 440)
        # The places table never wraps its cells: a label of its own, without word wrap.
        self.summary_table = QLabel(panel)
        self.summary_table.setObjectName("places-table")
        self.summary_table.setTextFormat(Qt.TextFormat.RichText)
        self.summary_table.setAlignment(Qt.AlignmentFlag.AlignCenter)
        panel.box.insertWidget(panel.box.indexOf(self.next_button), self.summary_table)
        return panel

    # -------------------------------------------------------------- events

    def animate(self, event: Event) -> bool:
        view = self.screen.view
        timing = self.screen.timing
        show = self.screen.show_toast
        if isinstance(event, RoundStarted):
            dealer = int(event.roles.get("dealer", 0))
            view.then(lambda: show(self._deal_text(dealer)))
            return False  # the table clears the cards and deals
        if isinstance(event, CardMoved) and tuple(event.dst) == PILE:
            self._laying.append(event.card)
            self._laying_from = tuple(event.src)
            return True
        if isinstance(event, Claimed):
            self._lay(self._laying, self._laying_from)
            self._laying = []
            seat, count, rank = event.seat, event.count, event.rank
            view.then(lambda: show(self._claimed_text(seat, count, rank), T.FLASH * 3))
            view.animator.pause(timing.ms(T.FLASH // 3))
            return True
        if isinstance(event, Responded):
            if event.challenge:
                seat = event.seat
                view.then(lambda: show(self._call_text(seat)))
                view.animator.pause(timing.ms(T.FLASH // 2))
            return True
        if isinstance(event, Revealed):
            shown = (event.player, event.challenger, event.cards, event.claim, event.truthful)
            count = len(event.cards)
            view.then(lambda: self._begin_reveal(count))
            ms = timing.ms(T.PLAY_CARD)
            for card in event.cards:  # the challenged play turns up beside the pile
                view.move_card(card, PILE, PILE, True, ms, 0)
            view.animator.pause(ms)
            view.then(lambda: self._show_reveal(*shown))
            view.animator.pause(timing.ms(T.FLASH * 2))
            return True
        if isinstance(event, CardMoved) and tuple(event.src) == PILE:
            self._taking.append(event.card)
            return True
        if isinstance(event, PileTaken):
            self._take(self._taking, event.seat)
            self._taking = []
            return True
        if isinstance(event, PlaceTaken):
            seat, place, left = event.seat, event.place, self._is_last(event)
            view.then(lambda: show(self._place_text(seat, place, left), T.FLASH * 3))
            view.animator.pause(timing.ms(T.FLASH // 2))
            return True
        return isinstance(event, RoundScored | MatchOver)

    def _is_last(self, event: PlaceTaken) -> bool:
        """The last place goes to the one player left holding cards."""
        return event.place == self.state.players

    def _lay(self, cards: list[Card], src: tuple[object, ...]) -> None:
        """The cards of a play slide together onto the pile, face down."""
        view = self.screen.view
        ms = self.screen.timing.ms(T.PLAY_CARD)
        for card in cards:
            view.move_card(card, src, PILE, False, ms, 0)
        view.animator.pause(ms)

    def _begin_reveal(self, count: int) -> None:
        self._reveal = count
        self.place()

    def _show_reveal(self, player: int, challenger: int, cards: tuple[Card, ...],
                     claim: Rank, truthful: bool) -> None:
        """The challenged play lies face up: the cards that break the claim are raised and
        ringed, and the verdict is said."""
        sprites = self.screen.view.zones.get(PILE, [])
        self._marked = [s for s in sprites[len(sprites) - len(cards):]
                        if s.card.rank is not claim]
        for sprite in self._marked:
            sprite.set_selected(True)
        self.screen.show_toast(self._reveal_text(player, challenger, cards, claim, truthful),
                               T.FLASH * 3)

    def _take(self, cards: list[Card], seat: int) -> None:
        """The whole pile sweeps into the hand of whoever takes it."""
        view = self.screen.view
        ms = self.screen.timing.ms(T.GATHER)
        count = len(cards)
        view.then(lambda: self._end_reveal(seat, count))
        human = seat == view.human
        for card in cards:
            view.move_card(card, PILE, ("hand", seat), human, ms, 0)
        view.animator.pause(ms)
        view.then(self._sync_faces)

    def _end_reveal(self, seat: int, count: int) -> None:
        for sprite in self._marked:
            sprite.set_selected(False)
        self._marked = []
        self._reveal = 0
        self.place()
        self.screen.show_toast(self._taken_text(seat, count), T.FLASH * 3)

    def _deal_text(self, dealer: int) -> str:
        first = (dealer + 1) % self.state.players
        if dealer == self.screen.human:
            return fill(translate("Cheat", "You deal every card. %1 plays first."),
                        self.name(first))
        if first == self.screen.human:
            return fill(translate("Cheat", "%1 deals every card. You play first."),
                        self.name(dealer))
        return fill(translate("Cheat", "%1 deals every card. %2 plays first."),
                    self.name(dealer), self.name(first))

    def _claimed_text(self, seat: int, count: int, rank: Rank) -> str:
        claim = quoted(claim_words(count, rank))
        if seat == self.screen.human:
            if count == 1:
                return fill(translate("Cheat", "You play one card: %1"), claim)
            return fill(translate("Cheat", "You play %1 cards: %2"), count_word(count), claim)
        if count == 1:
            return fill(translate("Cheat", "%1 plays one card: %2"), self.name(seat), claim)
        return fill(translate("Cheat", "%1 plays %2 cards: %3"), self.name(seat),
                    count_word(count), claim)

    def _call_text(self, seat: int) -> str:
        if seat == self.screen.human:
            return translate("Cheat", "You call “Cheat!”")
        return fill(translate("Cheat", "%1 calls “Cheat!”"), self.name(seat))

    def _cards_list(self, cards: tuple[Card, ...]) -> str:
        text = card_name(cards[0]) if cards else ""
        for card in cards[1:]:
            text = fill(translate("Cheat", "%1, %2", "a list of cards"), text, card_name(card))
        return text

    def _reveal_text(self, player: int, challenger: int, cards: tuple[Card, ...], claim: Rank,
                     truthful: bool) -> str:
        # A long play is only counted: its cards lie turned up on the table to be read.
        shown = self._cards_list(cards) if len(cards) <= 4 else cards_count(len(cards))
        if truthful:
            if challenger == self.screen.human:
                return fill(translate("Cheat", "Turned up: %1. It was true: you take the "
                                               "pile."), shown)
            return fill(translate("Cheat", "Turned up: %1. It was true: %2 takes the pile."),
                        shown, self.name(challenger))
        wrong = sum(1 for c in cards if c.rank is not claim)
        if player == self.screen.human:
            return fill(translate("Cheat", "Turned up: %1. Caught! Cards that are not %2: %3. "
                                           "You take the pile."), shown, rank_plural(claim),
                        num(wrong))
        return fill(translate("Cheat", "Turned up: %1. A lie! Cards that are not %2: %3. "
                                       "%4 takes the pile."),
                    shown, rank_plural(claim), num(wrong), self.name(player))

    def _taken_text(self, seat: int, count: int) -> str:
        if seat == self.screen.human:
            return fill(translate("Cheat", "You pick up the pile: %1."), cards_count(count))
        return fill(translate("Cheat", "%1 picks up the pile: %2."), self.name(seat),
                    cards_count(count))

    def _place_text(self, seat: int, place: int, last: bool) -> str:
        if last:
            if seat == self.screen.human:
                return translate("Cheat", "You are the last one holding cards.")
            return fill(translate("Cheat", "%1 is the last one holding cards."),
                        self.name(seat))
        if seat == self.screen.human:
            return fill(translate("Cheat", "Your last play stands: you are out of cards, "
                                           "%1!"), place_word(place))
        return fill(translate("Cheat", "%1's last play stands: out of cards, %2."),
                    self.name(seat), place_word(place))

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
        self._rank_columns = WIDE_RANKS
        view.begin_selection(hand, limit=min(self.state.kmax, len(hand)))
        self._fill_ranks()
        self._fill_bar()
        self.bar.show()
        self.bar.raise_()
        self.place()

    def _fill_ranks(self) -> None:
        """Only the ranks the claim rule allows now are offered."""
        while self.rank_grid.count():
            self.rank_grid.takeAt(0)
        allowed = self.seen().allowed_claims
        columns = self._rank_columns if len(allowed) > 4 else len(allowed)
        for button in self.rank_buttons.values():
            button.hide()
        for i, rank in enumerate(allowed):
            button = self.rank_buttons[rank]
            button.setText(rank_name(rank))
            self.rank_grid.addWidget(button, i // max(1, columns), i % max(1, columns))
            button.show()
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
        self.bar_text.setText(self._bar_help(seen))
        n = len(self._selection)
        action = self._action()
        if action is not None:
            claim = quoted(claim_words(n, action.claim))
            self.play_button.setText(fill(translate("Cheat", "Play and say %1"), claim))
            wrong = sum(1 for c in action.cards if c.rank is not action.claim)
            if wrong:
                self.bar_status.setText(
                    "<span style='color:#b01828'>" + fill(translate(
                        "Cheat", "A bluff! Cards that are not %1: %2."),
                        rank_plural(action.claim), num(wrong)) + "</span>")
            else:
                self.bar_status.setText("<span style='color:#17663a'>" + translate(
                    "Cheat", "The truth.") + "</span>")
        else:
            self.play_button.setText(translate("Cheat", "Play"))
            self.bar_status.setText(
                translate("Cheat", "Choose the cards to lay.") if not n
                else translate("Cheat", "Choose the rank you claim."))
        self.play_button.setEnabled(action is not None)
        self.bar.adjustSize()
        self.place()

    def _bar_help(self, seen: CheatView) -> str:
        most = min(self.state.kmax, len(seen.hand))
        allowed = seen.allowed_claims
        if len(allowed) == 1:
            rule = fill(translate("Cheat", "You must claim %1."), rank_plural(allowed[0]))
        elif len(allowed) == 2:
            rule = fill(translate("Cheat", "You may claim %1 or %2."), rank_plural(allowed[0]),
                        rank_plural(allowed[1]))
        else:
            rule = translate("Cheat", "You may claim any rank.")
        if most == 1:
            cards = translate("Cheat", "Choose your card face down")
        else:
            cards = fill(translate("Cheat", "Choose one to %1 cards to lay face down"),
                         count_word(most))
        return fill(translate("Cheat", "%1, then the rank you claim. %2",
                              "cards to choose, then the claim rule"), cards, rule)

    def _play_selection(self) -> None:
        action = self._action()
        if action is not None:
            self._act(action)

    def _show_ask(self) -> None:
        seen = self.seen()
        player, count, claim = seen.plays[-1][:3]
        self._close_prompt()
        self._mode = "ask"
        self.ask.title.setText(fill(translate("Cheat", "%1 plays"), self.name(player)))
        held = sum(1 for c in seen.hand if c.rank is claim)
        lines = [fill(translate("Cheat", "%1 lays %2 face down and says %3."),
                      self.name(player),
                      translate("Cheat", "one card") if count == 1
                      else fill(translate("Cheat", "%1 cards"), count_word(count)),
                      "<b>" + quoted(claim_words(count, claim)) + "</b>")]
        if held:
            lines.append(fill(translate("Cheat", "You hold %1 yourself."),
                              claim_words(held, claim)))
        if seen.hand_counts[player] == 0:
            lines.append("<b>" + fill(translate("Cheat", "That was %1's last card: let it "
                                                         "pass and they are out."),
                                      self.name(player)) + "</b>")
        lines.append(fill(translate("Cheat", "Call “Cheat!” and whoever is wrong picks up "
                                             "the whole pile: %1."),
                          cards_count(seen.pile_count)))
        self.ask_text.setText("<br>".join(lines))
        self.ask.show()
        self.ask.raise_()
        self.place()
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
        self._reveal = 0
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
            self.screen.show_toast(fill(translate("Cheat", "Hint: lay these cards and say "
                                                           "%1."),
                                        quoted(claim_words(len(action.cards), action.claim))))
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
        self.summary.title.setText(translate("Cheat", "Game over"))
        self.summary_text.setText(self._summary_html())
        self.summary_table.setText(self._places_table())
        self.next_button.setText(translate("Cheat", "See the result"))
        self.summary.popup(self.screen.view.viewport())
        self.next_button.setFocus()

    def _tally(self) -> list[dict[str, int]]:
        """Per seat, from the public history: plays, bluffs caught, right and wrong calls."""
        tally = [dict(plays=0, caught=0, right=0, wrong=0) for _ in range(self.state.players)]
        for player, _, _, _, challenger, truthful in self.state.log:
            tally[player]["plays"] += 1
            if challenger is not None:
                if truthful:
                    tally[challenger]["wrong"] += 1
                else:
                    tally[player]["caught"] += 1
                    tally[challenger]["right"] += 1
        return tally

    def _places_table(self) -> str:
        state = self.state
        tally = self._tally()
        head = "".join(f"<th nowrap style='padding:0 8px'>{h}</th>" for h in (
            translate("Cheat", "Place"), translate("Cheat", "Player"),
            translate("Cheat", "Plays"), translate("Cheat", "Bluffs caught"),
            translate("Cheat", "Right calls"), translate("Cheat", "Wrong calls")))
        rows = [f"<tr>{head}</tr>"]
        order = list(state.places) + [s for s in range(state.players) if s not in state.places]
        for seat in order:
            place = (place_word(state.places.index(seat) + 1) if seat in state.places
                     else "–")
            t = tally[seat]
            cells = [place, self.name(seat), num(t["plays"]), num(t["caught"]),
                     num(t["right"]), num(t["wrong"])]
            # Centred like their headers: a cell of digits alone has no direction of its own
            # and went to the left edge under a right-aligned Persian header.
            rows.append("<tr>" + "".join(f"<td nowrap align='center' style='padding:0 8px'>"
                                         f"{c}</td>" for c in cells) + "</tr>")
        return "<table align='center' style='margin-top:6px'>" + "".join(rows) + "</table>"

    def _summary_html(self) -> str:
        state = self.state
        if not state.places:
            return ""
        human = self.screen.human
        winner, last = state.places[0], state.places[-1]
        head = (translate("Cheat", "You win!") if winner == human
                else fill(translate("Cheat", "%1 wins"), self.name(winner)))
        lines = [f"<p style='font-size:15pt'><b>{head}</b></p>"]
        lines.append(translate("Cheat", "You were the first to play your last card without "
                                        "being caught.") if winner == human else
                     fill(translate("Cheat", "%1 was the first to play their last card "
                                             "without being caught."), self.name(winner)))
        left = len(state.hands[last])
        lines.append(fill(translate("Cheat", "You were left holding %1: last place.")
                          if last == human else
                          translate("Cheat", "%2 was left holding %1: last place."),
                          cards_count(left), self.name(last)))
        if human not in (winner, last):
            lines.append(fill(translate("Cheat", "You finished in %1."),
                              place_word(state.places.index(human) + 1)))
        return "<br>".join(lines)

    def _show_match_end(self) -> None:
        state = self.state
        human = self.screen.human
        winner = state.places[0] if state.places else 0
        if winner == human:
            head = translate("Cheat", "You win! You got rid of all your cards first.")
        else:
            head = fill(translate("Cheat", "%1 wins. You finished in %2."), self.name(winner),
                        place_word(state.places.index(human) + 1) if human in state.places
                        else "–")
        self.open_match_end(f"<p style='font-size:16pt'><b>{head}</b></p>"
                            + self._places_table())

    # ----------------------------------------------------------- information

    def score_sheet(self) -> tuple[list[str], list[list[str]]]:
        """One row per player (a game of Cheat is the whole match): place so far, cards
        held, and what the public history says of their plays and calls."""
        if self.screen.session is None or not self._widgets:
            return [], []
        state = self.state
        headers = [translate("Cheat", "Player"), translate("Cheat", "Place"),
                   translate("Cheat", "Cards"), translate("Cheat", "Plays"),
                   translate("Cheat", "Bluffs caught"), translate("Cheat", "Right calls"),
                   translate("Cheat", "Wrong calls"), translate("Cheat", "Points")]
        tally = self._tally()
        rows = []
        for seat in range(state.players):
            t = tally[seat]
            place = (place_word(state.places.index(seat) + 1) if seat in state.places
                     else "–")
            points = num(state.results[-1].points[seat]) if state.results else "–"
            rows.append([self.name(seat), place, num(len(state.hands[seat])),
                         num(t["plays"]), num(t["caught"]), num(t["right"]), num(t["wrong"]),
                         points])
        return headers, rows

    def plate_text(self, seat: int) -> str:
        name = self.name(seat)
        if self.screen.session is None:
            return name
        state = self.state
        if seat in state.places:
            return fill(translate("Cheat", "%1 · %2"), name,
                        place_word(state.places.index(seat) + 1))
        held = len(state.hands[seat])
        passed = (state.phase == RESPONDING and seat in state.askers[:state.ask_i])
        if passed:
            return fill(translate("Cheat", "%1 · %2 · no call"), name, num(held))
        return fill(translate("Cheat", "%1 · %2"), name, num(held))

    def refresh(self) -> None:
        if self.screen.session is None or not self._widgets:
            return
        state = self.state
        wanted = "" if not self.screen.session.human_to_act() else (
            "ask" if state.phase == RESPONDING else "play")
        if self._mode and self._mode != wanted:
            self._close_prompt()  # decided some other way (the hint, a replay, a test)
        seen = self.seen()
        rule = {
            "free": translate("Cheat", "Claims: any rank"),
            "sequence": translate("Cheat", "Claims: in sequence, A 2 3 … K"),
            "same-or-next": translate("Cheat", "Claims: the same rank or the next"),
        }[state.options.claims]
        rows = [rule]
        if state.log:
            player, count, claim = state.log[-1][:3]
            rows.append(fill(translate("Cheat", "Last claim: %1, %2"), self.name(player),
                             "<b>" + quoted(claim_words(count, claim)) + "</b>"))
        if not state.round_over:
            allowed = seen.allowed_claims
            if len(allowed) == len(CLAIM_RANKS):
                rows.append(translate("Cheat", "Next claim: any rank"))
            elif len(allowed) == 1:
                rows.append(fill(translate("Cheat", "Next claim: %1"),
                                 rank_plural(allowed[0])))
            else:
                rows.append(fill(translate("Cheat", "Next claim: %1 or %2"),
                                 rank_plural(allowed[0]), rank_plural(allowed[1])))
        if state.places:  # every other place is on its player's name plate
            rows.append(fill(translate("Cheat", "First place: %1"),
                             self.name(state.places[0])))
        if not state.round_over:
            left = state.players - len(state.places)
            rows.append(fill(translate("Cheat", "Players still holding cards: %1"), num(left)))
        self.show_info_rows(rows)
        self.info.adjustSize()
        self._sync_faces()
        self.refresh_badge()
        self.place()

    def refresh_badge(self) -> None:
        if not self._widgets or self.screen.session is None:
            return
        count = len(self.screen.view.zones.get(PILE, []))
        if self.state.round_over and not count:
            self.badge.hide()
            return
        self.badge.setText(translate("Cheat", "The pile is empty") if not count else
                           fill(translate("Cheat", "Pile: %1"), cards_count(count)))
        self.badge.show()
        self.badge.adjustSize()
        self._place_badge()

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

    # ------------------------------------------------------------- placing

    def _lift_own_plate(self) -> None:
        """A long hand reaches the left-hand seat's name plate with the human's own, or a long
        column of a lower side seat reaches down to it: the human's plate then moves up,
        above the left end of the hand."""
        view = self.screen.view
        mine = self.screen.plates.get(view.human)
        sprites = view.zones.get(("hand", view.human), [])
        if mine is None or not sprites:
            return
        others = [p.geometry() for s, p in self.screen.plates.items()
                  if s != view.human and p.isVisible()]
        others += [r.toAlignedRect().adjusted(-2, -2, 2, 2) for s in view.sides
                   if s != view.human for r in [self.screen.hand_rect(s)] if r is not None]
        if not any(mine.geometry().intersects(r) for r in others):
            return
        lay = view.layout_
        left = min(s.pos().x() for s in sprites) - lay.card_w / 2
        top = min(s.pos().y() for s in sprites) - lay.card_h / 2
        mine.move(int(max(4, left)), int(top - lay.card_w * 0.3 - mine.height() - 4))

    def _obstacles(self) -> list[QRect]:
        """What an overlay must not cover: every hand's cards and the name plates."""
        view = self.screen.view
        rects = []
        for zone, sprites in view.zones.items():
            if zone[0] != "hand":
                continue
            for sprite in sprites:
                r = sprite.sceneBoundingRect()
                rects.append(view.mapFromScene(r).boundingRect().adjusted(3, 3, -3, -3))
        for plate in self.screen.plates.values():
            if plate.isVisible():
                rects.append(plate.geometry())
        return rects

    def _pile_rect(self) -> QRect:
        view = self.screen.view
        lay = view.layout_
        c = lay.centre
        w = lay.card_w * 1.9
        h = lay.card_h + lay.card_w * 0.3
        return QRect(int(c.x() - w / 2 - lay.card_w * 0.2), int(c.y() - h / 2 - 20),
                     int(w), int(h + 20))

    def _free_spot(self, size: tuple[int, int], spots: list[tuple[int, int]],
                   avoid: list[QRect]) -> tuple[int, int] | None:
        """The first spot where nothing in `avoid` lies, inside the table; None if none."""
        vp = self.screen.view.viewport().rect()
        for x, y in spots:
            rect = QRect(x, y, size[0], size[1])
            if vp.contains(rect) and not any(rect.intersects(r) for r in avoid):
                return x, y
        return None

    def _first_free(self, size: tuple[int, int], spots: list[tuple[int, int]],
                    avoid: list[QRect],
                    fallback: list[tuple[int, int]] | None = None) -> tuple[int, int]:
        """The first spot where nothing in `avoid` lies; with none, the one of `fallback`
        (all the spots by default) that covers least, your own cards counting four times
        over (you must see and click them)."""
        free = self._free_spot(size, spots, avoid)
        if free is not None:
            return free
        vp = self.screen.view.viewport().rect()
        mine = self.screen.hand_rect(self.screen.view.human)
        heavy = [mine.toAlignedRect()] * 3 if mine is not None else []

        def covered(spot: tuple[int, int]) -> int:
            rect = QRect(spot[0], spot[1], size[0], size[1])
            parts = [rect.intersected(r) for r in avoid + heavy if rect.intersects(r)]
            return sum(p.width() * p.height() for p in parts)

        # Nowhere free (eight players, a narrow table): where it covers least.
        inside = [(max(4, min(x, vp.width() - size[0] - 4)),
                   max(4, min(y, vp.height() - size[1] - 4)))
                  for x, y in (spots if fallback is None else fallback)]
        return min(inside, key=covered)

    def _place_panels(self, avoid: list[QRect]) -> None:
        """The claim bar or the challenge prompt beside the pile, on the reading side first,
        clear of everything in `avoid` (which grows by each panel placed)."""
        lay = self.screen.view.layout_
        direction = QApplication.layoutDirection()
        rtl = direction == Qt.LayoutDirection.RightToLeft
        c = lay.centre
        cw = lay.card_w
        view = self.screen.view
        middle = [_on_screen(view, sprite) for zone, sprites in view.zones.items()
                  if zone[0] != "hand" for sprite in sprites if sprite.isVisible()]

        def spots_for(w: int, h: int) -> tuple[list[tuple[int, int]], list[tuple[int, int]]]:
            y = int(c.y() - h / 2)
            right = int(c.x() + cw * 1.25)
            left = int(c.x() - cw * 1.25 - w)
            spots = [(left, y), (right, y)] if rtl else [(right, y), (left, y)]
            spots += [(x, int(c.y() - h / 2 + dy)) for x, _ in spots[:2]
                      for dy in (-40, 40, -80, 80)]
            # Finer steps and closer in to the pile, where a crowded corner leaves a side
            # seat's plate at the panel's edge: only where they are free.
            steps = (0, -20, 20, -40, 40, -60, 60)
            finer = [(x, int(c.y() - h / 2 + dy)) for x, _ in spots[:2] for dy in steps[1:]]
            finer += [(x + (16 if x < c.x() else -16), int(c.y() - h / 2 + dy))
                      for x, _ in spots[:2] for dy in steps]
            finer = [(x, y) for x, y in finer
                     if not any(QRect(x, y, w, h).intersects(m) for m in middle)]
            return spots, finer

        for panel in (self.bar, self.ask):
            if not panel.isVisible():
                continue
            panel.setLayoutDirection(direction)
            panel.adjustSize()
            w, h = panel.width(), panel.height()
            spots, finer = spots_for(w, h)
            if (panel is self.bar and self._rank_columns == WIDE_RANKS
                    and self._free_spot((w, h), spots + finer, avoid) is None):
                # No room beside the pile for seven ranks a row (a side column too near,
                # 960 x 600): a narrower bar, five a row, where that finds room.
                self._rank_columns = NARROW_RANKS
                self._fill_ranks()
                panel.adjustSize()
                narrow, closer = spots_for(panel.width(), panel.height())
                if self._free_spot((panel.width(), panel.height()), narrow + closer,
                                   avoid) is not None:
                    w, h = panel.width(), panel.height()
                    spots, finer = narrow, closer
                else:
                    self._rank_columns = WIDE_RANKS
                    self._fill_ranks()
                    panel.adjustSize()
            x, y = self._first_free((w, h), spots + finer, avoid, fallback=spots)
            panel.move(x, y)
            panel.raise_()
            avoid.append(panel.geometry())

    def _place_badge(self) -> None:
        view = self.screen.view
        lay = view.layout_
        c = lay.centre
        # On the foot of the stack, like a count on an icon: nothing readable lies there,
        # and the toasts below the pile and the plates above it stay clear. While a
        # challenged play lies turned up, it would cover their corners.
        self.badge.move(int(c.x() - lay.card_w * 0.25 - self.badge.width() / 2),
                        int(c.y() + lay.card_h / 2 - self.badge.height() - 6))
        self.badge.setVisible(not self._reveal and self.badge.isVisible())
        self.badge.raise_()

    def place(self) -> None:
        if not self._widgets:
            return
        view = self.screen.view
        vp = view.viewport()
        lay = view.layout_
        direction = QApplication.layoutDirection()
        rtl = direction == Qt.LayoutDirection.RightToLeft
        c = lay.centre
        cw = lay.card_w
        self._lift_own_plate()
        self._place_badge()
        fixed = [self._pile_rect(), self.badge.geometry()]
        avoid = self._obstacles() + fixed
        # The panel beside the pile (on the reading side), the info box in a free corner.
        self._place_panels(avoid)
        # While a challenged play lies turned up, the box would cover it.
        self.info.setVisible(not self._reveal)
        self.info.setLayoutDirection(direction)
        self.info.adjustSize()
        w, h = self.info.width(), self.info.height()
        side = cw + lay.margin * 2 + 8
        corner = [(10, 10), (int(side), 10), (10, int(vp.height() - lay.card_h * 1.6 - h))]
        mirrored = [(vp.width() - x - w, y) for x, y in corner]
        if rtl:
            corner, mirrored = mirrored, corner
        # The other top corner next, where the claim bar took the box's own (a narrow table).
        corner += mirrored[:2]
        # Beside the pile: first the side the prompts leave free (they try the right of it
        # first, the left in Persian), then the other (where the prompts found no room on
        # their side: Persian, six players).
        near, far = int(c.x() - cw * 1.25 - w), int(c.x() + cw * 1.25)
        if rtl:
            near, far = far, near
        beside = [(x, int(c.y() - lay.card_h / 2 + dy)) for x in (near, far)
                  for dy in (0, -60, 60, -120)]
        beside += [(int(c.x() - w / 2), int(c.y() - lay.card_h / 2 - cw * 0.4 - h - dy))
                   for dy in (0, 30)]
        x, y = self._first_free((w, h), corner + beside, avoid)
        self.info.move(x, y)
        # A crowded corner: the box lies on a side seat's plate, which then goes below the
        # box, maybe where a panel is; the panels step aside for it.
        plates = [p.geometry() for p in self.plates_clear_of_the_info_box()]
        if any(panel.isVisible() and panel.geometry().intersects(r)
               for panel in (self.bar, self.ask) for r in plates):
            self._place_panels(self._obstacles() + fixed + [self.info.geometry()])
        if self.summary.isVisible():
            self.summary.setLayoutDirection(direction)
            self.summary.centre_in(vp)
            self.summary.raise_()

    def retranslate(self) -> None:
        if not self._widgets:
            return
        self.summary.title.setText(translate("Cheat", "Game over"))
        self.challenge_button.setText(translate("Cheat", "Cheat!"))
        self.challenge_button.setToolTip(translate("Cheat", "Turn the cards up (C)"))
        self.pass_button.setText(translate("Cheat", "Let it pass"))
        self.pass_button.setToolTip(translate("Cheat", "Believe the claim (L)"))
        self.play_button.setToolTip(translate("Cheat", "Lay the chosen cards (P)"))
        for rank, button in self.rank_buttons.items():
            button.setText(rank_name(rank))
            button.setToolTip(fill(translate("Cheat", "Claim %1"), rank_plural(rank)))
        if self.summary.isVisible():
            self.summary_text.setText(self._summary_html())
            self.summary_table.setText(self._places_table())
            self.next_button.setText(translate("Cheat", "See the result"))
        if self._mode == "play":
            self._fill_bar()
        elif self._mode == "ask":
            self._show_ask()
        self.refresh()
