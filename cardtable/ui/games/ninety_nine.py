"""Ninety-Nine at the table: three bid cards chosen with the running bid on screen, the
premium bids, the dummy of the two-player game (and who chooses its card), revealed hands,
the 1975 turn-up, the trump named by a premium bidder, and summaries that say why each
round scored what it did and what the next trump is."""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QCoreApplication, QPoint, QPointF, QRect, Qt
from PySide6.QtGui import QKeyEvent
from PySide6.QtWidgets import (
    QApplication,
    QComboBox,
    QDialog,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QWidget,
)

from cardtable.cards import Card, Rank, Suit
from cardtable.rules.base import Action, CardMoved, Event, MatchOver, Play, RoundScored, TrumpNamed
from cardtable.rules.ninety_nine import (
    ANNOUNCE,
    ANNOUNCE_REVEAL,
    CONTRACT_BONUS,
    DECLARE,
    DUMMY,
    GAME_BONUS,
    REVEAL,
    ROUNDS_1975,
    V1975,
    Announce,
    AnnounceReveal,
    Bid,
    BidMade,
    CardsShown,
    DealerChosen,
    Declare,
    GameOver,
    NameTrump,
    NinetyNineState,
    NinetyNineView,
    Pass,
    PremiumBid,
    PremiumsSettled,
    Reveal,
    TrumpSet,
    bid_values,
    hand_size,
)
from cardtable.session import Session
from cardtable.ui.games.base import GameUI, OptionSpec, _on_screen
from cardtable.ui.table import timings as T
from cardtable.ui.table.layout import BOTTOM, LEFT, RIGHT, TOP, sides_for
from cardtable.ui.table.panels import Panel
from cardtable.ui.table.spots import best_spot
from cardtable.ui.table.view import hand_order
from cardtable.ui.words import (
    Counted,
    card_name,
    fill,
    num,
    seat_name,
    separator,
    signed,
    suit_name,
)

if TYPE_CHECKING:
    from cardtable.ui.table.card_sprite import CardSprite
    from cardtable.ui.table.screen import TableScreen

translate = QCoreApplication.translate
NinetyNine = Counted("NinetyNine")  # phrases with a count

_RED = "#c0182a"
_RED_ON_DARK = "#ff8f8f"
_BID_SCALE = 0.6
_TURNUP_SCALE = 0.85
# The suits in the order of their bid value, highest first: ♣ 3, ♥ 2, ♠ 1, ♦ 0.
_BID_SUITS = (Suit.CLUBS, Suit.HEARTS, Suit.SPADES, Suit.DIAMONDS)
_SUIT_VALUE = {Suit.CLUBS: 3, Suit.HEARTS: 2, Suit.SPADES: 1, Suit.DIAMONDS: 0}


def suit_html(suit: Suit, dark: bool = False) -> str:
    """A suit's symbol in its colour, then its name."""
    if suit.is_red:
        colour = _RED_ON_DARK if dark else _RED
    else:
        colour = "#f4f1e6" if dark else "#111111"
    return f'<span style="color:{colour}">{suit.symbol}</span>&nbsp;{suit_name(suit)}'


def trump_words(code: str | None, dark: bool = False) -> str:
    """A trump as the model writes it ("S".."C", "9", None), in words."""
    if code is None:
        return translate("NinetyNine", "no trump")
    if code == "9":
        return translate("NinetyNine", "the four nines")
    return suit_html(Suit.parse(code), dark)


def trump_plain(code: str | None) -> str:
    """The same without markup (for the score sheet and toasts)."""
    if code is None:
        return translate("NinetyNine", "no trump")
    if code == "9":
        return translate("NinetyNine", "the four nines")
    suit = Suit.parse(code)
    return f"{suit.symbol} {suit_name(suit)}"


def trump_code_of(trump: int | None) -> str | None:
    if trump is None:
        return None
    if trump == 4:
        return "9"
    return Suit(trump).letter


def _number(n: int) -> Callable[[], str]:
    return lambda: num(n)


def _points(n: int) -> Callable[[], str]:
    return lambda: fill(translate("NinetyNine", "%1 points"), num(n))


class NinetyNineUI(GameUI):
    game_id = "ninety-nine"
    default_players = 3

    # ------------------------------------------------------------- options

    @staticmethod
    def option_specs() -> list[OptionSpec]:
        return [
            OptionSpec("games", lambda: translate("NinetyNine", "Games in the match:"),
                       choices=[(0, lambda: translate("NinetyNine", "As many as players"))]
                       + [(n, _number(n)) for n in (1, 2, 3, 4, 5)]),
            OptionSpec("target", lambda: translate("NinetyNine", "A game ends at:"),
                       choices=[(n, _points(n)) for n in (100, 250, 500)]),
            OptionSpec("version", lambda: translate("NinetyNine", "Rules:"),
                       choices=[("standard", lambda: translate("NinetyNine", "Standard")),
                                ("1975", lambda: translate(
                                    "NinetyNine", "1975: joker and turn-up (three players)"))]),
            OptionSpec("trump_choice", lambda: translate(
                "NinetyNine", "The premium bidder names trump:")),
            OptionSpec("nines_trump", lambda: translate(
                "NinetyNine", "The four nines may be named as trump:")),
            OptionSpec("bid_at_end", lambda: translate(
                "NinetyNine", "Bid with the last three cards (no discard):")),
        ]

    @staticmethod
    def room_for(players: int) -> tuple[int, int]:
        # Two players: the dummy's face-up row, its two-line plate and the tall bid prompt
        # between it and your hand do not fit one above the other in less.
        # Three or more: the bid prompt (six lines in Persian) lay on the top hand and the
        # information box in the smallest window.
        return (1024, 640) if players == 2 else (960, 600)

    @staticmethod
    def intro(players: int) -> str:
        texts = {
            2: translate("NinetyNine", "Two players and a dummy: you against Dara, with a "
                                       "third hand lying face up that each of you plays "
                                       "in turn."),
            3: translate("NinetyNine", "Three players, each for themselves: you, Dara and "
                                       "Shirin. Bid with three of your cards, then take "
                                       "exactly that many tricks."),
            4: translate("NinetyNine", "Four players, each for themselves, with the full "
                                       "52-card pack: ten tricks a round."),
            5: translate("NinetyNine", "Five players, each for themselves, with a 60-card "
                                       "pack (the 11s and 12s added); no reveals, and a "
                                       "failed declaration costs 50."),
        }
        return texts.get(players, "")

    def __init__(self) -> None:
        self.match_dialog: QDialog | None = None
        self._widgets: list[QWidget] = []
        self._dummy_focus = -1
        self._premium_kinds: set[str] = set()
        self._games_cache: tuple[object, list[tuple[int, GameOver | None]]] | None = None

    # ---------------------------------------------------------------- set-up

    def sides(self, session: Session, human: int) -> dict[int, str]:
        # Ninety-Nine passes to the left: clockwise on the screen.
        if session.players == 2:
            return {human: BOTTOM, 1 - human: LEFT, DUMMY: TOP}
        return sides_for(session.players, human, counter_clockwise=False)

    def attach(self, screen: TableScreen) -> None:
        super().attach(screen)
        vp = screen.view.viewport()
        self._make_info_box(vp, 5)
        self.dummy_plate = QLabel(vp)
        self.dummy_plate.setObjectName("plate")
        self.dummy_plate.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.dummy_plate.hide()
        self.turnup_label = QLabel(vp)
        self.turnup_label.setObjectName("plate")
        self.turnup_label.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.turnup_label.hide()
        self.bid_panel = self._make_bid_panel(vp)
        self.premium_panel = self._make_premium_panel(vp)
        self.trump_panel = self._make_trump_panel(vp)
        self.summary = self.make_summary_panel(vp, 560)
        self._widgets = [self.info, self.dummy_plate, self.turnup_label, self.bid_panel,
                         self.premium_panel, self.trump_panel, self.summary]
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
        self._drop_widgets()

    @property
    def state(self) -> NinetyNineState:
        assert self.screen.session is not None
        state = self.screen.session.state
        assert isinstance(state, NinetyNineState)
        return state

    def seen(self) -> NinetyNineView:
        return self.state.view(self.screen.human)

    @property
    def two_players(self) -> bool:
        return self.state.players == 2

    def name(self, seat: int) -> str:
        if self.two_players and seat == DUMMY:
            return translate("NinetyNine", "the dummy")
        return seat_name(seat, self.screen.human)

    def title_name(self, seat: int) -> str:
        """A seat's name at the head of a line or on a plate."""
        if self.two_players and seat == DUMMY:
            return translate("NinetyNine", "Dummy")
        return seat_name(seat, self.screen.human)

    # ---------------------------------------------------------------- panels

    def _make_bid_panel(self, parent: QWidget) -> Panel:
        panel = Panel(parent)
        panel.setObjectName("panel")
        self.bid_text = QLabel(panel)
        self.bid_text.setWordWrap(True)
        self.bid_text.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.bid_text.setMinimumWidth(380)
        panel.box.addWidget(self.bid_text)
        self.bid_values = QLabel(panel)
        self.bid_values.setObjectName("suit-values")
        self.bid_values.setTextFormat(Qt.TextFormat.RichText)
        self.bid_values.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.bid_values.setStyleSheet("font-size: 15pt;")
        panel.box.addWidget(self.bid_values)
        self.bid_running = QLabel(panel)
        self.bid_running.setObjectName("running-bid")
        self.bid_running.setTextFormat(Qt.TextFormat.RichText)
        self.bid_running.setAlignment(Qt.AlignmentFlag.AlignCenter)
        panel.box.addWidget(self.bid_running)
        self.bid_button = QPushButton(panel)
        self.bid_button.setObjectName("bid")
        self.bid_button.clicked.connect(self._bid)
        panel.box.addWidget(self.bid_button, 0, Qt.AlignmentFlag.AlignCenter)
        return panel

    def _make_premium_panel(self, parent: QWidget) -> Panel:
        panel = Panel(parent)
        self.premium_text = QLabel(panel)
        self.premium_text.setWordWrap(True)
        self.premium_text.setTextFormat(Qt.TextFormat.RichText)
        self.premium_text.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.premium_text.setMinimumWidth(440)
        panel.box.addWidget(self.premium_text)
        self.premium_help = QLabel(panel)
        self.premium_help.setWordWrap(True)
        self.premium_help.setTextFormat(Qt.TextFormat.RichText)
        self.premium_help.setMinimumWidth(440)
        panel.box.addWidget(self.premium_help)
        value_row = QHBoxLayout()
        self.announce_label = QLabel(panel)
        self.announce_value = QComboBox(panel)
        self.announce_value.setObjectName("announce-value")
        value_row.addStretch(1)
        value_row.addWidget(self.announce_label)
        value_row.addWidget(self.announce_value)
        value_row.addStretch(1)
        panel.box.addLayout(value_row)
        row = QHBoxLayout()
        self.premium_buttons: dict[str, QPushButton] = {}
        for kind in (DECLARE, REVEAL, ANNOUNCE, ANNOUNCE_REVEAL, "pass"):
            button = QPushButton(panel)
            button.setObjectName(f"premium-{kind}")
            button.clicked.connect(lambda _=False, k=kind: self._premium(k))
            row.addWidget(button)
            self.premium_buttons[kind] = button
        panel.box.addLayout(row)
        return panel

    def _make_trump_panel(self, parent: QWidget) -> Panel:
        panel = Panel(parent)
        self.trump_text = QLabel(panel)
        self.trump_text.setWordWrap(True)
        self.trump_text.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.trump_text.setMinimumWidth(420)
        panel.box.addWidget(self.trump_text)
        row = QHBoxLayout()
        self.trump_buttons: dict[str | None, QPushButton] = {}
        for code in ("S", "H", "D", "C", None, "9"):
            button = QPushButton(panel)
            button.setObjectName(f"trump-{code or 'none'}")
            button.clicked.connect(lambda _=False, c=code: self._name_trump(c))
            row.addWidget(button)
            self.trump_buttons[code] = button
        panel.box.addLayout(row)
        return panel

    # ---------------------------------------------------------------- events

    def animate(self, event: Event) -> bool:
        view = self.screen.view
        timing = self.screen.timing
        human = self.screen.human
        if isinstance(event, CardMoved):
            if event.src == ("pile", "deck"):  # the deal
                view.move_card(event.card, event.src, event.dst, event.face_up,
                               timing.ms(T.DEAL_CARD), timing.ms(T.DEAL_STAGGER))
                return True
            if event.dst == ("bid", human):  # your own bid cards stay readable to you
                view.move_card(event.card, event.src, event.dst, True, timing.ms(T.PLAY_CARD))
                return True
            return False
        if isinstance(event, DealerChosen):
            seat = event.seat
            view.then(lambda: self.screen.show_toast(self._dealer_text(seat)))
            return True
        if isinstance(event, PremiumBid):
            if event.kind != "pass":
                text = self._premium_toast(event.seat, event.kind, event.value)
                view.then(lambda: self.screen.show_toast(text))
                view.animator.pause(timing.ms(T.FLASH))
            return True
        if isinstance(event, CardsShown):
            zone = event.zone
            view.then(lambda: self._show_cards(zone))
            return True
        if isinstance(event, TrumpSet):
            named_by, code = event.seat, event.trump
            view.then(lambda: self.screen.show_toast(self._trump_toast(named_by, code)))
            return True
        if isinstance(event, GameOver):
            view.then(self.refresh)
            return True
        return isinstance(event, BidMade | PremiumsSettled | TrumpNamed | RoundScored
                          | MatchOver)

    def _dealer_text(self, seat: int) -> str:
        if seat == self.screen.human:
            return translate("NinetyNine", "You deal first.")
        return fill(translate("NinetyNine", "%1 deals first."), self.name(seat))

    def _premium_toast(self, seat: int, kind: str, value: int | None) -> str:
        you = seat == self.screen.human
        if kind == DECLARE:
            text = (translate("NinetyNine", "You declare your bid.") if you
                    else translate("NinetyNine", "%1 declares: the bid cards will be shown."))
        elif kind == REVEAL:
            text = (translate("NinetyNine", "You reveal: you play with your hand face up.")
                    if you else translate("NinetyNine", "%1 reveals and will play with the "
                                                        "hand face up."))
        elif kind == ANNOUNCE:
            n = 0 if value is None else value
            text = (NinetyNine.tr("You announce %Ln trick(s).", None, n) if you
                    else NinetyNine.tr("%1 announces %Ln trick(s).", None, n))
        else:
            n = 0 if value is None else value
            text = (NinetyNine.tr("You announce %Ln trick(s) and reveal your hand.", None, n)
                    if you else NinetyNine.tr("%1 announces %Ln trick(s) and reveals the hand.",
                                              None, n))
        return fill(text, self.name(seat))

    def _trump_toast(self, seat: int | None, code: str | None) -> str:
        if seat is None:
            if code is None:
                return translate("NinetyNine", "This round is played without trump.")
            return fill(translate("NinetyNine", "Trump this round: %1"), trump_plain(code))
        if seat == self.screen.human:
            return fill(translate("NinetyNine", "You named the trump: %1"), trump_plain(code))
        return fill(translate("NinetyNine", "%1 names the trump: %2"), self.name(seat),
                    trump_plain(code))

    def _show_cards(self, zone: tuple[Any, ...]) -> None:
        """Turn a zone's cards face up (declared bids, a revealed hand, the dummy, the end
        of the round) and lay a hand out in suits."""
        view = self.screen.view
        sprites = view.zones.get(zone, [])
        for sprite in sprites:
            sprite.set_face_up(True)
        if zone[0] == "hand":
            sprites.sort(key=lambda s: hand_order(s.card))
        for sprite in sprites:
            sprite.set_size(view.card_width(zone), view.devicePixelRatioF())
        view.relayout(animate=False, zones=[zone])
        self.screen.place_overlays()

    # ---------------------------------------------------------------- layout

    def _hand_exposed(self, seat: int) -> bool:
        sprites = self.screen.view.zones.get(("hand", seat), [])
        return bool(sprites) and all(s.face_up for s in sprites)

    def position(self, zone: tuple[object, ...], index: int, count: int) -> QPointF | None:
        view = self.screen.view
        if self.screen.session is None:
            return None
        lay = view.layout_
        kind = zone[0]
        players = self.state.players
        seat = zone[1] if len(zone) > 1 and isinstance(zone[1], int) else None
        if seat is not None and seat in view.sides:
            if kind == "trick" and players in (2, 4, 5):
                return self._trick_position(seat)
            if kind == "won" and players == 5 and seat != view.human:
                return self._won_position(seat, index // 5)
        if zone == ("pile", "deck"):
            return lay.deck()
        if zone == ("pile", "turnup"):
            return QPointF(lay.w / 2, lay.card_h * 0.5 + lay.margin)
        if kind == "bid" and isinstance(zone[1], int) and zone[1] in view.sides:
            return self._bid_position(zone[1], index)
        if (kind == "hand" and isinstance(zone[1], int) and zone[1] in view.sides
                and zone[1] != view.human and self._hand_exposed(zone[1])):
            return self._open_hand_position(zone[1], index, count)
        return None

    def card_scale(self, zone: tuple[object, ...]) -> float | None:
        if zone[0] == "bid":
            return _BID_SCALE
        view = self.screen.view
        if (zone[0] == "hand" and isinstance(zone[1], int) and zone[1] in view.sides
                and zone[1] != view.human and self._hand_exposed(zone[1])):
            return self._open_scale(zone[1])
        if (zone[0] == "trick" and self.screen.session is not None
                and self.state.players == 5):
            return 0.8  # five cards to a trick: a little smaller, so they do not pile up
        if zone == ("pile", "turnup"):
            return _TURNUP_SCALE
        return None

    def _trick_position(self, seat: int) -> QPointF | None:
        """Crowded tables: the trick cards clear of the name plates above, and with five
        players spread round the middle so each card can be read."""
        view = self.screen.view
        lay = view.layout_
        c = lay.centre
        cw, ch = lay.card_w, lay.card_h
        place = view.sides[seat]
        if place == BOTTOM:
            return QPointF(c.x(), c.y() + 0.5 * ch)
        if self.state.players in (2, 4):
            if place == TOP:  # below the name plate under the top hand
                return QPointF(c.x(), c.y() - 0.22 * ch)
            return None
        # Five players: left, top-left, top-right, right (the human's card is below).
        edge, frac = place.partition(":")[0], place.partition(":")[2]
        if edge == LEFT:
            return QPointF(c.x() - 1.2 * cw, c.y() + 0.26 * ch)
        if edge == RIGHT:
            return QPointF(c.x() + 1.2 * cw, c.y() + 0.26 * ch)
        side = -1.0 if frac and float(frac) < 0.5 else 1.0
        return QPointF(c.x() + side * 0.55 * cw, c.y() - 0.2 * ch)

    def _won_position(self, seat: int, trick: int) -> QPointF:
        """Five players: tricks won lie on the felt, a side seat's toward the middle, a top
        seat's beyond its bid cards, clear of them and of the name plates."""
        view = self.screen.view
        lay = view.layout_
        a = lay.anchor(seat)
        cw, ch = lay.card_w, lay.card_h
        shift = trick * cw * 0.07
        edge = lay.edge(seat)
        if edge == LEFT:
            return QPointF(a.x() + 2.6 * cw + shift, a.y())
        if edge == RIGHT:
            return QPointF(a.x() - 2.6 * cw - shift, a.y())
        # A top seat: beyond its bid cards, in the corner (under its plate, inward, they lay
        # on a Persian plate of three lines and the trick in the middle leaves no room).
        outward = -1.0 if a.x() < lay.w / 2 else 1.0
        bid = self._bid_position(seat, 0 if outward < 0 else 2)
        x = bid.x() + outward * (cw * _BID_SCALE / 2 + lay.margin + cw / 2 + shift)
        x = min(max(x, cw / 2 + 4), lay.w - cw / 2 - 4)
        info = self.info_box()
        y = bid.y()
        if info is not None and info.isVisible():
            box = view.mapToScene(info.geometry()).boundingRect()
            if box.left() - cw / 2 < x < box.right() + cw / 2:  # below the box, not on it
                y = max(y, box.bottom() + ch / 2 + 6)
        return QPointF(x, y)

    def _may_open(self, seat: int) -> bool:
        """Whether a seat's hand may lie face up during play: the dummy always, a player
        where reveals are allowed (three or four players)."""
        players = self.state.players
        if players == 2:
            return seat == DUMMY
        return players in (3, 4)

    def _hand_extent(self, seat: int) -> tuple[float, float, float, float]:
        """The rectangle (left, top, right, bottom) a seat's hand may take this round: the
        dealt hand, and the played hand lying face up (the dummy, a revealer). Fixed for
        the round, so the bid cards beside it never move."""
        view = self.screen.view
        lay = view.layout_
        players = self.state.players
        dealt = hand_size(players)
        width = view.card_width(("hand", seat))
        height = width * lay.card_h / lay.card_w
        points = list(lay.hand(seat, dealt))
        if seat != view.human and self._may_open(seat):
            kept = dealt - 3
            points += [self._open_hand_position(seat, i, kept) for i in range(kept)]
        xs = [p.x() for p in points]
        ys = [p.y() for p in points]
        return (min(xs) - width / 2, min(ys) - height / 2, max(xs) + width / 2,
                max(ys) + height / 2)

    def _bid_position(self, seat: int, index: int) -> QPointF:
        """A seat's three bid cards, small, beside its hand on the table side."""
        view = self.screen.view
        lay = view.layout_
        small_w = lay.card_w * _BID_SCALE
        small_h = lay.card_h * _BID_SCALE
        step = small_w * 0.55
        place = view.sides[seat]
        edge = lay.edge(seat)
        left, top, right, bottom = self._hand_extent(seat)
        if edge == BOTTOM:
            y = lay.h - small_h / 2 - lay.margin
            start, end = right + lay.margin, lay.w - 4
            # Short of a right-hand seat's plate reaching down beside them (five players, a
            # third line "declared"): closer together, as far as each corner stays readable.
            plate: QLabel | None  # each seat's plate here, then this seat's (or none) below
            for other, plate in self.screen.plates.items():
                box = view.mapToScene(plate.geometry()).boundingRect()
                if other == seat or not plate.isVisible() or box.bottom() <= y - small_h / 2:
                    continue
                if box.left() > start + small_w / 2:
                    end = min(end, box.left() - 4)
                else:  # a plate as wide as the room: below it, to the table's edge if need be
                    y = min(box.bottom() + 3 + small_h / 2, lay.h - small_h / 2)
            step = max(small_w * 0.3, min(step, (end - start - small_w) / 2))
            x = start + small_w / 2 + index * step
            return QPointF(min(x, end - small_w / 2 - (2 - index) * step), y)
        if edge == TOP:
            if place == TOP:  # alone on the top edge: beside the hand, away from the
                # information box (top left, or top right in a right-to-left language)
                if QApplication.layoutDirection() == Qt.LayoutDirection.RightToLeft:
                    return QPointF(left - lay.margin - small_w / 2 - (2 - index) * step,
                                   top + small_h / 2)
                return QPointF(right + lay.margin + small_w / 2 + index * step,
                               top + small_h / 2)
            # A crowded top edge: under the hand, outward of the name plate (the tricks
            # won lie beyond), however wide the plate (three lines in Persian).
            a = lay.anchor(seat)
            y = a.y() + 0.9 * lay.card_h
            plate = self.screen.plates.get(seat)
            outer = (view.mapToScene(plate.geometry()).boundingRect()
                     if plate is not None and plate.isVisible() else None)
            if a.x() < lay.w / 2:
                x = a.x() - lay.card_w
                if outer is not None:
                    x = min(x, outer.left() - lay.margin - small_w / 2)
                return QPointF(max(x, small_w / 2 + 2 * step + 4) - (2 - index) * step, y)
            x = a.x() + lay.card_w
            if outer is not None:
                x = max(x, outer.right() + lay.margin + small_w / 2)
            return QPointF(min(x, lay.w - small_w / 2 - 2 * step - 4) + index * step, y)
        # A side seat: inward of its column, level with the middle of the hand (the
        # corners above belong to the information box).
        y = lay.anchor(seat).y()
        plate = self.screen.plates.get(seat)
        label = lay.label(seat, len(view.zones.get(("hand", seat), [])))
        if plate is not None and label.y() > y:
            # A short column puts its plate (three lines in Persian) up level with the
            # middle: the cards stay above it.
            y = min(y, label.y() - plate.height() / 2 - 4 - small_h / 2)
        if edge == LEFT:
            return QPointF(right + lay.margin + small_w / 2 + index * step, y)
        assert edge == RIGHT
        return QPointF(left - lay.margin - small_w / 2 - (2 - index) * step, y)

    def _side_bids_above_plates(self) -> None:
        """A seat's plate grows (a third line, "declared") or moves (its column gets
        shorter) after its bid cards were laid: they move off it; yours move off any."""
        view = self.screen.view
        if view.animator.busy:
            return
        for seat, plate in self.screen.plates.items():
            zone = ("bid", seat)
            sprites = view.zones.get(zone, [])
            # Yours move off any plate (the right-hand seat's, grown down beside them).
            plates = ([p for p in self.screen.plates.values() if p.isVisible()]
                      if seat == view.human else [plate] if plate.isVisible() else [])
            if sprites and any(
                    view.mapFromScene(s.sceneBoundingRect()).boundingRect().intersects(
                        p.geometry()) for s in sprites for p in plates):
                view.relayout(animate=False, zones=[zone])

    def _open_hand_position(self, seat: int, index: int, count: int) -> QPointF:
        """A hand lying face up (the dummy, a revealer): spread so every card can be read."""
        view = self.screen.view
        lay = view.layout_
        a = lay.anchor(seat)
        edge = lay.edge(seat)
        width = max(24, int(lay.card_w * (self._open_scale(seat) or 1.0)))
        gaps = max(1, count - 1)
        if edge in (TOP, BOTTOM):
            crowd = sum(1 for s in view.sides if lay.edge(s) == TOP)
            room = lay.w * (0.56 if crowd == 1 else 0.8 / crowd) - width
            step = min(width * 0.5, room / gaps)
            span = step * (count - 1)
            info = self.info_box()
            if edge == TOP and info is not None and info.isVisible():
                # The dummy's row reaching under the box (two players, a narrow Persian
                # window) closes up toward its far end.
                points = [QPointF(a.x() - span / 2 + i * step, a.y()) for i in range(count)]
                clear = self._beside_the_box(info.geometry(), ("hand", seat), seat, index,
                                             count, points)
                if clear is not None:
                    return clear
            return QPointF(a.x() - span / 2 + index * step, a.y())
        # A side column: the corner indices overlap like a fan held in the hand, clear
        # of the information box above and the name plate below.
        height = width * lay.card_h / lay.card_w
        room = lay.h * 0.5 - height
        step = min(height * 0.2, room / gaps)
        span = step * (count - 1)
        top = a.y() - lay.card_h * 0.1 - span / 2
        floor = self._open_column_floor(seat)
        if floor is not None and count > 1 and top + span + height / 2 > floor:
            # Its plate must fit between the column and your plate: the cards close up.
            step = max(2.0, (floor - height / 2 - top) / gaps)
        return QPointF(a.x(), top + index * step)

    def _open_column_floor(self, seat: int) -> float | None:
        """How low a face-up side column may reach where your plate lies below it (a small
        window): its own plate, up to three lines in Persian, fits between the two. None: no
        limit."""
        plates = self.screen.plates
        plate, mine = plates.get(seat), plates.get(self.screen.view.human)
        if plate is None or mine is None or not plate.isVisible() or not mine.isVisible():
            return None
        if plate.x() > mine.geometry().right() or plate.geometry().right() < mine.x():
            return None
        return float(mine.y() - 4 - plate.height() - 3)

    def _open_scale(self, seat: int) -> float | None:
        """A face-up hand on a side of the table is drawn a little smaller."""
        edge = self.screen.view.layout_.edge(seat)
        return 0.85 if edge in (LEFT, RIGHT) else None

    # --------------------------------------------------------------- prompts

    def prompt(self, legal: Sequence[Action]) -> None:
        if any(isinstance(a, Bid) for a in legal):
            self._show_bid_panel()
        elif any(isinstance(a, Pass) for a in legal):
            self._show_premium_panel(legal)
        elif any(isinstance(a, NameTrump) for a in legal):
            self._show_trump_panel(legal)
        else:
            dummy = [a.card for a in legal if isinstance(a, Play) and a.seat == DUMMY
                     and self.two_players]
            if dummy:
                self._light_dummy(dummy)
                self.screen.show_toast(translate(
                    "NinetyNine", "Your choice for the dummy: click one of its cards."))

    def hide_prompts(self) -> None:
        for panel in (self.bid_panel, self.premium_panel, self.trump_panel, self.summary):
            panel.hide()
        if self._widgets and self.screen.view.selecting:
            self.screen.view.end_selection()
        self._light_dummy(None)

    def card_clicked(self, card: object) -> bool:
        self._light_dummy(None)
        return False

    def show_hint(self, action: Action) -> None:
        view = self.screen.view
        if isinstance(action, Bid) and self.bid_panel.isVisible():
            for sprite in view.selection:
                sprite.set_selected(False)
            view.selection = [s for s in view.human_hand() if s.card in action.cards]
            for sprite in view.selection:
                sprite.set_selected(True)
            view.selection_changed.emit(view.selected_cards())
        elif self.premium_panel.isVisible():
            kind = "pass"
            if isinstance(action, Declare):
                kind = DECLARE
            elif isinstance(action, Reveal):
                kind = REVEAL
            elif isinstance(action, Announce | AnnounceReveal):
                kind = ANNOUNCE if isinstance(action, Announce) else ANNOUNCE_REVEAL
                self.announce_value.setCurrentIndex(
                    max(0, self.announce_value.findData(action.value)))
            self.premium_buttons[kind].setFocus()
        elif isinstance(action, NameTrump) and self.trump_panel.isVisible():
            self.trump_buttons[action.suit].setFocus()
        elif isinstance(action, Play) and action.seat == DUMMY:
            lit = self._dummy_lit()
            for i, sprite in enumerate(lit):
                if sprite.card is action.card:
                    self._dummy_focus = i
            self._show_dummy_focus()

    # -- bid cards

    def _show_bid_panel(self) -> None:
        view = self.screen.view
        view.begin_selection(list(self.state.hands[self.screen.human]), 3)
        self._update_bid_panel([])
        self.bid_panel.popup(view.viewport())
        view.setFocus()

    def _selection_changed(self, cards: list[Card]) -> None:
        if self._widgets and self.bid_panel.isVisible():
            self._update_bid_panel(cards)

    def _update_bid_panel(self, cards: list[Card]) -> None:
        state = self.state
        turnup = state.turnup
        if not cards:
            running = translate("NinetyNine", "No card chosen yet: your bid so far is 0.")
        else:
            symbols = " ".join(self._bid_symbol(c, turnup) for c in cards)
            values = bid_values(cards, state.players, turnup)
            if len(cards) < 3:
                running = fill(translate("NinetyNine", "Chosen: %1 · bid so far: %2"),
                               symbols, f"<b>{num(values[0])}</b>")
            elif len(values) > 1:
                running = fill(translate("NinetyNine",
                                         "Chosen: %1 · your bid: <b>0 or 10</b> tricks"),
                               symbols)
            else:
                running = fill(NinetyNine.tr("Chosen: %1 · your bid: <b>%Ln</b> trick(s)", None,
                                             values[0]), symbols)
        self.bid_running.setText(f"<span style='font-size:13pt'>{running}</span>")
        self.bid_button.setEnabled(len(cards) == 3)
        self.bid_button.setDefault(len(cards) == 3)

    def _bid_symbol(self, card: Card, turnup: Card | None) -> str:
        suit = card.suit if card.suit is not None else (turnup.suit if turnup else None)
        if suit is None:
            return "?"
        colour = _RED if suit.is_red else "#111111"
        return f"<span style='color:{colour}'>{suit.symbol}</span>"

    def _bid_values_html(self) -> str:
        parts = []
        for suit in _BID_SUITS:
            colour = _RED if suit.is_red else "#111111"
            parts.append(f"<span style='color:{colour}'>{suit.symbol}</span>&nbsp;"
                         f"<b>{num(_SUIT_VALUE[suit])}</b>")
        return "&nbsp;&nbsp;&nbsp;&nbsp;".join(parts)

    def _bid(self) -> None:
        view = self.screen.view
        cards = view.selected_cards()
        if len(cards) != 3:
            return
        view.end_selection()
        self.bid_panel.hide()
        self.screen.act(Bid(self.screen.human, tuple(cards)))

    # -- premium bids

    def _show_premium_panel(self, legal: Sequence[Action]) -> None:
        kinds = {"pass"}
        values: list[int] = []
        for action in legal:
            if isinstance(action, Declare):
                kinds.add(DECLARE)
            elif isinstance(action, Reveal):
                kinds.add(REVEAL)
            elif isinstance(action, Announce):
                kinds.add(ANNOUNCE)
                values.append(action.value)
            elif isinstance(action, AnnounceReveal):
                kinds.add(ANNOUNCE_REVEAL)
                values.append(action.value)
        for kind, button in self.premium_buttons.items():
            button.setVisible(kind in kinds)
        announcing = bool(values)
        self.announce_label.setVisible(announcing)
        self.announce_value.setVisible(announcing)
        if announcing:
            self.announce_value.clear()
            for v in sorted(set(values)):
                self.announce_value.addItem(num(v), v)
        self._premium_kinds = kinds
        self._fill_premium_panel()
        self.premium_panel.popup(self.screen.view.viewport())
        self.premium_buttons["pass"].setFocus()

    def _fill_premium_panel(self) -> None:
        state = self.state
        seen = self.seen()
        human = self.screen.human
        lines = []
        bid = seen.known_bid(human)
        if bid is not None:
            lines.append(fill(translate("NinetyNine", "Your bid: %1 tricks."),
                              f"<b>{self._bid_words(human)}</b>"))
        elif state.options.bid_at_end:
            lines.append(translate("NinetyNine", "Your bid will be the three cards you hold "
                                                 "at the end of the round."))
        standing = state.auc_standing
        if standing is not None and standing[0] != human:
            lines.append(self._standing_text(standing))
        elif standing is not None and standing[0] == human:
            lines.append(translate("NinetyNine", "Your premium bid stands."))
        elif state.auc_list:
            lines.append(fill(translate("NinetyNine", "Declared so far: %1"),
                              ", ".join(self.name(s) for s, _, _ in state.auc_list)))
        lines.append(translate("NinetyNine", "Make a premium bid?"))
        self.premium_text.setText("<br>".join(lines))
        self.premium_help.setText(self._premium_help())

    def _standing_text(self, standing: tuple[int, str, int | None]) -> str:
        seat, kind, value = standing
        texts = {
            DECLARE: translate("NinetyNine", "%1 has declared."),
            REVEAL: translate("NinetyNine", "%1 has revealed."),
            ANNOUNCE: NinetyNine.tr("%1 has announced %Ln trick(s).", None, value or 0),
            ANNOUNCE_REVEAL: NinetyNine.tr("%1 has announced %Ln trick(s) and revealed.", None,
                                           value or 0),
        }
        text = fill(texts[kind], self.name(seat))
        if self.state.options.trump_choice:
            text += " " + translate("NinetyNine", "Outbid them to name the trump yourself.")
        return text

    def _premium_help(self) -> str:
        """What each premium bid is worth at this table."""
        players = self.state.players
        items = []
        kinds = self._premium_kinds
        if players == 5:
            amount_ok, amount_bad = signed(50), signed(-50)
            fail = translate("NinetyNine", "missed: %1 to you")
        elif players == 2:
            amount_ok = amount_bad = signed(30)
            fail = translate("NinetyNine", "missed: %1 to your opponent and to the dummy")
        else:
            amount_ok = amount_bad = signed(30)
            fail = translate("NinetyNine", "missed: %1 to each opponent")
        if DECLARE in kinds:
            items.append(fill(translate("NinetyNine",
                                        "<b>Declare</b>: show your bid cards to everyone. "
                                        "Made: %1 to you; %2."),
                              amount_ok, fill(fail, amount_bad)))
        if ANNOUNCE in kinds:
            items.append(fill(translate("NinetyNine",
                                        "<b>Announce</b>: say your number now; your last "
                                        "three cards and your tricks must both equal it. "
                                        "Made: %1 to you; %2."),
                              amount_ok, fill(fail, amount_bad)))
        if REVEAL in kinds:
            text = (translate("NinetyNine", "<b>Reveal</b>: show your bid cards and play "
                                            "with your whole hand face up. Made: %1 to you; "
                                            "%2.")
                    if not self.state.options.bid_at_end else
                    translate("NinetyNine", "<b>Reveal</b>: play with all your cards face "
                                            "up; your tricks must equal your last three "
                                            "cards. Made: %1 to you; %2."))
            items.append(fill(text, signed(60), fill(fail, signed(60))))
        if ANNOUNCE_REVEAL in kinds:
            items.append(fill(translate("NinetyNine", "<b>Announce and reveal</b>: both at "
                                                      "once. Made: %1 to you; %2."),
                              signed(90), fill(fail, signed(90))))
        items.append(translate("NinetyNine", "<b>Pass</b>: keep your bid hidden."))
        if self.state.options.trump_choice:
            items.append(translate("NinetyNine", "The player whose premium bid stands names "
                                                 "the trump."))
        return "<br>".join(items)

    def _premium(self, kind: str) -> None:
        human = self.screen.human
        action: Action
        if kind == "pass":
            action = Pass(human)
        elif kind == DECLARE:
            action = Declare(human)
        elif kind == REVEAL:
            action = Reveal(human)
        else:
            value = self.announce_value.currentData()
            if value is None:
                return
            action = (Announce(human, int(value)) if kind == ANNOUNCE
                      else AnnounceReveal(human, int(value)))
        self.premium_panel.hide()
        self.screen.act(action)

    # -- trump

    def _show_trump_panel(self, legal: Sequence[Action]) -> None:
        codes = {a.suit for a in legal if isinstance(a, NameTrump)}
        for code, button in self.trump_buttons.items():
            button.setVisible(code in codes)
        self.trump_panel.popup(self.screen.view.viewport())
        self.trump_buttons["S"].setFocus()

    def _name_trump(self, code: str | None) -> None:
        self.trump_panel.hide()
        self.screen.act(NameTrump(self.screen.human, code))

    # -- the dummy's card

    def _dummy_sprites(self) -> list[CardSprite]:
        if not self._widgets or self.screen.session is None or not self.two_players:
            return []
        return list(self.screen.view.zones.get(("hand", DUMMY), []))

    def _dummy_lit(self) -> list[CardSprite]:
        return [s for s in self._dummy_sprites() if s.playable]

    def _light_dummy(self, cards: list[Card] | None) -> None:
        """Light up the dummy's cards the human may choose (None: none)."""
        allowed = set(cards) if cards is not None else None
        for sprite in self._dummy_sprites():
            if allowed is None:
                sprite.set_playable(False, False)
                sprite.set_focused(False)
            else:
                sprite.set_playable(sprite.card in allowed, sprite.card not in allowed)
        if allowed is None:
            self._dummy_focus = -1
        else:
            self._show_dummy_focus()

    def _show_dummy_focus(self) -> None:
        lit = self._dummy_lit()
        for i, sprite in enumerate(lit):
            sprite.set_focused(i == self._dummy_focus)

    def _choosing_for_dummy(self) -> bool:
        session = self.screen.session
        if session is None or not self.two_players:
            return False
        state = self.state
        return (session.human_to_act() and state.phase == "play" and state.turn == DUMMY)

    def key_pressed(self, event: QKeyEvent) -> bool:
        """Keyboard for what the table's own keys do not reach: the dummy's cards (arrows
        and Enter), and Enter to confirm three chosen bid cards."""
        view = self.screen.view
        key = event.key()
        enter = key in (Qt.Key.Key_Return, Qt.Key.Key_Enter)
        if view.selecting and self.bid_panel.isVisible() and enter:
            if len(view.selection) == 3:
                self._bid()
                return True
            return False
        lit = self._dummy_lit()
        if not lit or view.animator.busy:
            return False
        if key in (Qt.Key.Key_Left, Qt.Key.Key_Right):
            step = 1 if key == Qt.Key.Key_Right else -1
            if self._dummy_focus < 0:
                self._dummy_focus = 0 if step > 0 else len(lit) - 1
            else:
                self._dummy_focus = (self._dummy_focus + step) % len(lit)
            self._show_dummy_focus()
            return True
        if enter or key == Qt.Key.Key_Space:
            sprite = lit[self._dummy_focus if 0 <= self._dummy_focus < len(lit) else 0]
            view.card_clicked.emit(sprite.card)
            return True
        return False

    # ------------------------------------------------------------- summaries

    def show_round_end(self, match_over: bool) -> None:
        self.summary.title.setText(self._summary_title())
        self.summary_text.setText(self._summary_html())
        self.next_button.setText(self._next_label())
        self.summary.popup(self.screen.view.viewport())
        self.next_button.setFocus()

    def _next_label(self) -> str:
        if self.state.match_over:
            return translate("NinetyNine", "See the result")
        return translate("NinetyNine", "Next round")

    def games_of_rounds(self) -> list[tuple[int, GameOver | None]]:
        """For every finished round: the game of the match it belonged to, and the game's
        end if that round ended it. Read by replaying the record through the model, so a
        resumed match shows the same as one played live."""
        session = self.screen.session
        assert session is not None
        key = (id(session.record), len(session.state.results), len(session.record.rounds))
        if self._games_cache is not None and self._games_cache[0] == key:
            return self._games_cache[1]
        state = session.game.empty_state(session.options, session.players)
        out: list[tuple[int, GameOver | None]] = []
        for rnd in session.record.rounds:
            state.start_round(rnd.deal)
            for action in rnd.actions:
                game = getattr(state, "game_no", 0)
                events = state.apply(action)
                if state.round_over:
                    over = next((e for e in events if isinstance(e, GameOver)), None)
                    out.append((game, over))
        self._games_cache = (key, out)
        return out

    def _final_bid_cards(self, seen: NinetyNineView, seat: int) -> tuple[Card, ...]:
        bids = seen.shown_bids[seat]
        if bids:
            return bids
        return seen.shown_hands[seat] or ()

    def _bid_words(self, seat: int) -> str:
        """A bid as a number ("0 or 10" for three diamonds with four players)."""
        seen = self.seen()
        cards: tuple[Card, ...] = ()
        if seat == self.screen.human and seen.bid_cards:
            cards = seen.bid_cards
        elif seen.shown_bids[seat]:
            cards = seen.shown_bids[seat] or ()
        if cards:
            values = bid_values(cards, seen.players, seen.turnup)
            if len(values) > 1:
                return translate("NinetyNine", "0 or 10")
            return num(values[0])
        known = seen.known_bid(seat)
        return num(known) if known is not None else "?"

    def _summary_html(self) -> str:
        state = self.state
        if not state.results:
            return ""
        seen = self.seen()
        human = self.screen.human
        result = state.results[-1]
        d = result.details
        players = state.players
        m = len(result.points)
        made = d["made"]
        succeeded = sum(1 for x in made if x)
        bonus = CONTRACT_BONUS[players][succeeded]
        games = self.games_of_rounds()
        game_no, over = games[-1] if games else (0, None)
        lines = []
        head = [translate("NinetyNine", "Player"), translate("NinetyNine", "Bid"),
                translate("NinetyNine", "Tricks"), translate("NinetyNine", "Contract"),
                translate("NinetyNine", "Premium"), translate("NinetyNine", "Points"),
                translate("NinetyNine", "Total") if state.options.version == V1975
                else translate("NinetyNine", "Game score")]
        rows = ["<tr>" + "".join(f"<th style='padding:2px 8px'>{h}</th>" for h in head)
                + "</tr>"]
        scores = list(over.scores) if over is not None else list(state.game_scores)
        if state.options.version == V1975:
            scores = list(result.totals)
        for s in range(m):
            cards = self._final_bid_cards(seen, s)
            values = bid_values(cards, players, seen.turnup) if cards else (d["bids"][s],)
            bid = (translate("NinetyNine", "0 or 10") if len(values) > 1
                   else num(d["bids"][s]))
            contract_part = bonus if made[s] else 0
            premium_part = result.points[s] - d["tricks"][s] - contract_part
            contract = (fill(translate("NinetyNine", "made %1"), signed(contract_part))
                        if made[s] else translate("NinetyNine", "missed"))
            name = self.title_name(s)
            if s == human:
                name = f"<b>{name}</b>"
            cells = [name, bid, num(d["tricks"][s]), contract,
                     signed(premium_part) if premium_part else "",
                     f"<b>{num(result.points[s])}</b>", num(scores[s])]
            rows.append("<tr>" + "".join(
                f"<td align='center' style='padding:2px 8px'>{c}</td>" for c in cells)
                + "</tr>")
        lines.append("<table align='center' cellspacing='0'>" + "".join(rows) + "</table>")
        options = state.options
        trump_says_why = not (state.match_over or over is not None or options.trump_choice
                              or options.version == V1975)
        notes = []
        if succeeded or not trump_says_why:
            notes.append(self._contract_line(succeeded, bonus))
        notes += self._premium_lines(result, d)
        if players == 2 and d["tricks"][DUMMY] == d["bids"][DUMMY]:
            notes.append(fill(translate("NinetyNine",
                                        "The dummy took exactly its bid: %1 for it."),
                              signed(30)))
        elif players == 2 and made[DUMMY]:
            notes.append(translate("NinetyNine", "The dummy makes its contract by taking no "
                                                 "more tricks than its bid."))
        turnup = seen.turnup
        if turnup is not None and turnup.suit is not None:
            for s in range(m):
                if any(c.suit is None for c in self._final_bid_cards(seen, s)):
                    notes.append(fill(translate("NinetyNine", "The joker in the bid of %1 counts "
                                                              "as the turn-up (%2)."),
                                      self.title_name(s), card_name(turnup)))
        if over is not None:
            notes.append(f"<b>{self._game_over_line(over)}</b>")
        if not state.match_over:
            notes.append(self._next_trump_line(succeeded, over is not None))
        lines.append("<br>".join(notes))
        if state.games_done and state.options.version != V1975:
            lines.append(self._match_line())
        return "<br>".join(lines)

    def _summary_title(self) -> str:
        state = self.state
        if not state.results:
            return ""
        if state.options.version == V1975:
            return fill(translate("NinetyNine", "Round %1 of %2 is over"),
                        num(len(state.results)), num(ROUNDS_1975))
        games = self.games_of_rounds()
        game_no = games[-1][0] if games else 0
        in_game = sum(1 for g, _ in games if g == game_no)
        return fill(translate("NinetyNine", "Game %1, round %2 is over"), num(game_no + 1),
                    num(in_game))

    def _contract_line(self, succeeded: int, bonus: int) -> str:
        if succeeded == 0:
            return translate("NinetyNine", "Nobody made their contract.")
        texts = {
            1: translate("NinetyNine", "Only one made the contract: %1."),
            2: translate("NinetyNine", "Two made their contracts: %1 each."),
            3: translate("NinetyNine", "Three made their contracts: %1 each."),
            4: translate("NinetyNine", "Four made their contracts: %1 each."),
            5: translate("NinetyNine", "All five made their contracts: %1 each."),
        }
        if bonus == 0:
            return translate("NinetyNine", "All four made their contracts: no bonus.")
        return fill(texts[succeeded], signed(bonus))

    def _premium_lines(self, result: Any, d: Mapping[str, Any]) -> list[str]:
        premium = d["premium"]
        if premium is None:
            return []
        items = premium if isinstance(premium, list) else [premium]
        players = self.state.players
        amounts = {DECLARE: 30, ANNOUNCE: 30, REVEAL: 60, ANNOUNCE_REVEAL: 90}
        both_failed = players == 2 and len(items) == 2 and not any(
            self._premium_made(i, result) for i in items)
        lines = []
        for item in items:
            seat, kind = item["seat"], item["kind"]
            ok = self._premium_made(item, result)
            who = self._premium_noun(kind, seat)
            amount = 50 if players == 5 else amounts[kind]
            if ok:
                text = fill(translate("NinetyNine", "%1: made, %2."), who, signed(amount))
            elif players == 5:
                text = fill(translate("NinetyNine", "%1: missed, %2."), who, signed(-amount))
            elif both_failed:
                text = fill(translate("NinetyNine", "%1: missed."), who)
            else:
                text = fill(translate("NinetyNine", "%1: missed, %2 to each other player."),
                            who, signed(amount))
            lines.append(text)
        if both_failed:
            lines.append(fill(translate("NinetyNine", "Both declarations failed: %1 to the "
                                                      "dummy instead."), signed(60)))
        return lines

    def _premium_made(self, item: dict[str, Any], result: Any) -> bool:
        """Whether a premium bid succeeded, read from the round's points: its owner's
        score holds the premium only if it was made (the model decided it)."""
        seat = item["seat"]
        d = result.details
        made = d["made"]
        bonus = CONTRACT_BONUS[self.state.players][sum(1 for x in made if x)]
        rest = result.points[seat] - d["tricks"][seat] - (bonus if made[seat] else 0)
        if self.state.players == 2 and seat == DUMMY:
            return False
        return rest > 0

    def _game_over_line(self, over: GameOver) -> str:
        winners = over.bonus
        if not winners:
            return fill(translate("NinetyNine", "Game over: the dummy has the most points, "
                                                "so the game is a draw and nobody gets the "
                                                "%1 bonus."), num(GAME_BONUS))
        if len(winners) == 1:
            if winners[0] == self.screen.human:
                return fill(translate("NinetyNine", "Game over: you win the game and the %1 "
                                                    "bonus!"), num(GAME_BONUS))
            return fill(translate("NinetyNine", "Game over: %1 wins the game and the %2 "
                                                "bonus."), self.title_name(winners[0]),
                        num(GAME_BONUS))
        return fill(translate("NinetyNine", "Game over: %1 share the top score and each "
                                            "get the %2 bonus."),
                    ", ".join(self.title_name(s) for s in winners), num(GAME_BONUS))

    def _next_trump_line(self, succeeded: int, new_game: bool) -> str:
        state = self.state
        options = state.options
        if options.version == V1975:
            return translate("NinetyNine", "The next round's trump comes from its turn-up.")
        nxt = trump_code_of(state.carry_trump)
        if options.trump_choice:
            if new_game:
                return translate("NinetyNine", "A new game: nobody has named a trump yet; "
                                               "a premium bidder names it.")
            return fill(translate("NinetyNine", "Next round: a premium bidder names the "
                                                "trump; if nobody bids, the trump stays: %1."),
                        trump_words(nxt))
        if new_game:
            if state.players == 2:
                return translate("NinetyNine", "A new game starts: its first round has "
                                               "clubs as trump.")
            return translate("NinetyNine", "A new game starts: its first round is played "
                                           "without trump.")
        players = state.players
        if nxt is None:
            if players == 4:
                return translate("NinetyNine", "All four made their contracts, so the next "
                                               "round is played without trump.")
            return translate("NinetyNine", "Four or more made their contracts, so the next "
                                           "round is played without trump.")
        texts = {
            0: translate("NinetyNine", "Nobody made the contract, so the next round's trump "
                                       "is %1."),
            1: translate("NinetyNine", "Only one made the contract, so the next round's "
                                       "trump is %1."),
            2: translate("NinetyNine", "Two made their contracts, so the next round's trump "
                                       "is %1."),
            3: translate("NinetyNine", "Three made their contracts, so the next round's "
                                       "trump is %1."),
        }
        return fill(texts.get(succeeded, texts[3]), f"<b>{trump_words(nxt)}</b>")

    def _match_line(self) -> str:
        state = self.state
        parts = [f"{self.title_name(s)} {num(t)}" for s, t in enumerate(state.totals)]
        return fill(translate("NinetyNine", "Match totals after %1 of %2 games: %3"),
                    num(state.games_done), num(state.options.games_in_match(state.players)),
                    separator().join(parts))

    def _show_match_end(self) -> None:
        state = self.state
        human = self.screen.human
        winners = state.winners
        if state.players == 2 and set(winners) == {0, 1} and state.totals[0] != state.totals[1]:
            head = translate("NinetyNine", "The dummy outscored you both: the match is a "
                                           "draw.")
        elif human in winners and len(winners) == 1:
            head = translate("NinetyNine", "You win the match!")
        elif human in winners:
            head = translate("NinetyNine", "You share the win of the match.")
        else:
            head = fill(translate("NinetyNine", "%1 wins the match."),
                        ", ".join(self.title_name(s) for s in winners))
        totals = "<br>".join(f"{self.title_name(s)}: {num(t)}"
                             for s, t in enumerate(state.totals))
        totals = fill(translate("NinetyNine", "Match totals:<br>%1"), totals)
        self.open_match_end(f"<p style='font-size:16pt'><b>{head}</b></p>{totals}")

    # ------------------------------------------------------------ score sheet

    def score_sheet(self) -> tuple[list[str], list[list[str]]]:
        if self.screen.session is None or not self._widgets:
            return [], []
        state = self.state
        m = len(state.totals)
        v1975 = state.options.version == V1975
        headers = [translate("NinetyNine", "Game"), translate("NinetyNine", "Round"),
                   translate("NinetyNine", "Trump")]
        headers += [self.title_name(s) for s in range(m)]
        headers.append(translate("NinetyNine", "Premium"))
        rows: list[list[str]] = []
        games = self.games_of_rounds()
        in_game = 0
        game_scores = [0] * m
        records = self.screen.session.record.rounds
        for i, result in enumerate(state.results):
            game, over = games[i] if i < len(games) else (0, None)
            in_game += 1
            d = result.details
            trump = trump_plain(d["trump"])
            if v1975 and i < len(records):
                turnup = records[i].deal.piles.get("turnup")
                if turnup:
                    trump = fill(translate("NinetyNine", "%1 (turn-up %2)"), trump,
                                 self._card_short(turnup[0]))
            row = ["" if v1975 else num(game + 1), num(in_game if not v1975 else i + 1), trump]
            for s in range(m):
                game_scores[s] += result.points[s]
                cell = fill(translate("NinetyNine", "%1 (bid %2, took %3)"),
                            signed(result.points[s]), num(d["bids"][s]),
                            num(d["tricks"][s]))
                if d["made"][s]:
                    cell += " ✓"
                row.append(cell)
            premium = d["premium"]
            items = [] if premium is None else premium if isinstance(premium, list) else [
                premium]
            row.append(", ".join(self._premium_short(p, result) for p in items))
            rows.append(row)
            if over is not None:
                total = [fill(translate("NinetyNine", "Game %1"), num(game + 1)),
                         translate("NinetyNine", "Total"), ""]
                for s in range(m):
                    cell = num(over.scores[s])
                    if s in over.bonus:
                        cell = fill(translate("NinetyNine", "%1 + %2 bonus"), cell,
                                    num(GAME_BONUS))
                    total.append(cell)
                total.append("")
                rows.append(total)
                in_game = 0
                game_scores = [0] * m
        if rows and not state.match_over and not v1975 and in_game:
            current = [fill(translate("NinetyNine", "Game %1"), num(state.game_no + 1)),
                       translate("NinetyNine", "So far"), ""]
            current += [num(x) for x in state.game_scores] + [""]
            rows.append(current)
        if rows and (state.games_done > 1 or v1975 or state.match_over):
            rows.append([translate("NinetyNine", "Match"), translate("NinetyNine", "Total"),
                         ""] + [num(t) for t in state.totals] + [""])
        return headers, rows

    def _card_short(self, card: Card) -> str:
        if card.suit is None:
            return card_name(card)
        rank = card.rank.letter if card.rank >= Rank.JACK else num(card.rank.pip)
        return f"{rank}{card.suit.symbol}"

    def _premium_noun(self, kind: str, seat: int) -> str:
        """A premium bid named by who made it ("Declaration by Dara")."""
        texts = {
            DECLARE: translate("NinetyNine", "Declaration by %1"),
            REVEAL: translate("NinetyNine", "Reveal by %1"),
            ANNOUNCE: translate("NinetyNine", "Announcement by %1"),
            ANNOUNCE_REVEAL: translate("NinetyNine", "Announcement and reveal by %1"),
        }
        return fill(texts[kind], self.title_name(seat))

    def _premium_short(self, item: dict[str, Any], result: Any) -> str:
        text = self._premium_noun(item["kind"], item["seat"])
        return text + (" ✓" if self._premium_made(item, result) else " ✗")

    def match_score(self) -> int:
        return self.state.totals[self.screen.human]

    # ------------------------------------------------------------ information

    def plate_text(self, seat: int) -> str:
        if self.screen.session is None:
            return seat_name(seat, self.screen.human)
        return self._plate_lines(seat)

    def _plate_lines(self, seat: int) -> str:
        state = self.state
        seen = self.seen()
        name = self.title_name(seat)
        if seat == state.dealer and not state.match_over:
            name = fill(translate("NinetyNine", "%1 (dealer)"), name)
        score = (state.totals[seat] if state.options.version == V1975
                 else state.game_scores[seat])
        first = fill(translate("NinetyNine", "%1 · score %2"), name, num(score))
        second = []
        bidding = state.phase == "bid"
        has_bid = seen.bid_counts[seat] > 0
        if state.options.bid_at_end:
            value = next((v for s, _, v in state.premiums if s == seat and v is not None),
                         None)
            if value is not None:
                second.append(fill(translate("NinetyNine", "bid %1"), num(value)))
        elif has_bid:
            second.append(fill(translate("NinetyNine", "bid %1"), self._bid_words(seat)))
        elif bidding and seat == state.turn:
            second.append(translate("NinetyNine", "choosing a bid"))
        if state.phase not in ("bid",) or state.round_over:
            second.append(fill(translate("NinetyNine", "tricks %1"),
                               num(state.tricks[seat])))
        premium = next((p for p in state.premiums if p[0] == seat), None)
        marker = ""
        if premium is not None:
            marker = ({
                DECLARE: translate("NinetyNine", "declared"),
                REVEAL: translate("NinetyNine", "revealed"),
                ANNOUNCE: translate("NinetyNine", "announced"),
                ANNOUNCE_REVEAL: translate("NinetyNine", "announced and revealed"),
            }[premium[1]])
        view = self.screen.view
        on_top = seat in view.sides and view.layout_.edge(seat) == TOP
        if marker and on_top:  # a plate under a top hand stays two lines high
            second.append(marker)
        if (self.two_players and seat == DUMMY and state.phase == "play"
                and state.turn == DUMMY):
            second.append(translate("NinetyNine", "you choose its card")
                          if state.controller == self.screen.human
                          else fill(translate("NinetyNine", "%1 chooses its card"),
                                    self.name(state.controller)))
        lines = [first]
        if second:
            lines.append(separator().join(second))
        if marker and not on_top:
            lines.append(marker)
        return "\n".join(lines)

    def refresh(self) -> None:
        if self.screen.session is None or not self._widgets:
            return
        state = self.state
        if not self._choosing_for_dummy():
            self._light_dummy(None)
        self._hide_stale_prompts()
        self._sort_open_hands()
        rows = [self._round_line(), self._trump_line()]
        if state.turnup is not None:
            rows.append(fill(translate("NinetyNine", "Turn-up: %1"), card_name(state.turnup)))
        rows.append(self._status_line())
        self.show_info_rows(rows)
        self.info.adjustSize()
        # The dummy's name plate (the table makes plates for the players only).
        if self.two_players:
            self.dummy_plate.setText(self._plate_lines(DUMMY))
            active = state.phase == "play" and state.turn == DUMMY
            self.dummy_plate.setProperty("active", "true" if active else "false")
            self.dummy_plate.style().unpolish(self.dummy_plate)
            self.dummy_plate.style().polish(self.dummy_plate)
            self.dummy_plate.adjustSize()
            self.dummy_plate.show()
        else:
            self.dummy_plate.hide()
        if state.turnup is not None and self.screen.view.zones.get(("pile", "turnup")):
            code = trump_code_of(state.trump)
            self.turnup_label.setText(
                translate("NinetyNine", "Turn-up: no trump this round") if code is None
                else fill(translate("NinetyNine", "Turn-up: trump %1"), trump_plain(code)))
            self.turnup_label.adjustSize()
            self.turnup_label.show()
        else:
            self.turnup_label.hide()
        self.place()

    def _hide_stale_prompts(self) -> None:
        """A panel whose decision was taken some other way (a hint played, an undo, a
        replayed record) closes as soon as the table moves on."""
        session = self.screen.session
        assert session is not None
        state = self.state
        yours = session.human_to_act() and not self.screen.replaying
        for panel, phase in ((self.bid_panel, "bid"), (self.premium_panel, "premium"),
                             (self.trump_panel, "trump")):
            if panel.isVisible() and not (yours and state.phase == phase):
                panel.hide()
                if phase == "bid" and self.screen.view.selecting:
                    self.screen.view.end_selection()
        if self.summary.isVisible() and not state.round_over:
            self.summary.hide()

    def _sort_open_hands(self) -> None:
        """Hands lying face up are shown in suits (after a resume or an undo too)."""
        view = self.screen.view
        width = 0
        for seat in view.sides:
            zone = ("hand", seat)
            if seat == view.human or not self._hand_exposed(seat):
                continue
            sprites = view.zones[zone]
            order = sorted(sprites, key=lambda s: hand_order(s.card))
            width = view.card_width(zone)
            if order != sprites or any(s.boundingRect().width() != width + 6
                                       for s in sprites):
                sprites[:] = order
                for sprite in sprites:
                    sprite.set_size(width, view.devicePixelRatioF())
                view.relayout(animate=False, zones=[zone])

    def _round_line(self) -> str:
        state = self.state
        if state.options.version == V1975:
            return fill(translate("NinetyNine", "Round %1 of %2"),
                        num(max(1, len(state.deals))), num(ROUNDS_1975))
        game, rounds = state.game_no, state.game_rounds + 1
        if state.round_over and state.results:  # the round just finished, not the next
            games = self.games_of_rounds()
            game = games[-1][0]
            rounds = sum(1 for g, _ in games if g == game)
        return fill(translate("NinetyNine", "Game %1 of %2 (to %3) · round %4"),
                    num(game + 1), num(state.options.games_in_match(state.players)),
                    num(state.options.target), num(rounds))

    def _trump_line(self) -> str:
        state = self.state
        if state.phase in ("premium", "trump") and state.options.trump_choice:
            return translate("NinetyNine", "Trump: named after the premium bids")
        code = trump_code_of(state.trump)
        if code is None:
            return translate("NinetyNine", "Trump: none this round")
        return fill(translate("NinetyNine", "Trump: %1"), trump_words(code, dark=True))

    def _status_line(self) -> str:
        state = self.state
        human = self.screen.human
        turn = state.turn
        you = state.to_act == human
        if state.round_over:
            return translate("NinetyNine", "The round is over.")
        if state.phase == "bid":
            if you:
                return translate("NinetyNine", "Choose three cards for your bid.")
            return fill(translate("NinetyNine", "%1 is choosing bid cards."), self.name(turn))
        if state.phase == "premium":
            if you:
                return translate("NinetyNine", "Your turn to make a premium bid or pass.")
            return fill(translate("NinetyNine", "Premium bids: %1 to decide."),
                        self.name(turn))
        if state.phase == "trump":
            if you:
                return translate("NinetyNine", "Name the trump.")
            return fill(translate("NinetyNine", "%1 is naming the trump."), self.name(turn))
        if self.two_players and turn == DUMMY:
            if you:
                return translate("NinetyNine", "You choose the dummy's card.")
            return fill(translate("NinetyNine", "%1 chooses the dummy's card."),
                        self.name(state.controller))
        if you:
            return translate("NinetyNine", "Your turn to play.")
        return fill(translate("NinetyNine", "%1 to play."), self.title_name(turn))

    def place(self) -> None:
        if not self._widgets:
            return
        view = self.screen.view
        vp = view.viewport()
        lay = view.layout_
        self.info.adjustSize()
        rtl = QApplication.layoutDirection() == Qt.LayoutDirection.RightToLeft
        self.info.setLayoutDirection(QApplication.layoutDirection())
        x = vp.width() - self.info.width() - 10 if rtl else 10
        self.info.move(x, 10)
        self._clear_the_human_plate()
        self._side_bids_above_plates()
        if self.screen.session is not None and self.two_players and DUMMY in view.sides:
            a = lay.anchor(DUMMY)
            bottom = a.y() + lay.card_h / 2
            self.dummy_plate.adjustSize()
            self.dummy_plate.move(int(a.x() - self.dummy_plate.width() / 2),
                                  int(bottom + 4))
            self._dummy_plate_clear_of_its_tricks()
        turnup = view.zones.get(("pile", "turnup"))
        if turnup:
            p = self.position(("pile", "turnup"), 0, 1)
            assert p is not None
            self.turnup_label.adjustSize()
            h = lay.card_h * _TURNUP_SCALE
            self.turnup_label.move(int(p.x() - self.turnup_label.width() / 2),
                                   int(p.y() + h / 2 + 4))
        for panel in (self.bid_panel, self.premium_panel, self.trump_panel, self.summary):
            panel.setLayoutDirection(QApplication.layoutDirection())
            if panel.isVisible():
                panel.centre_in(vp)
        top = self.top_plate_on_the_trick() if not self.two_players else None
        if top is not None:  # (the dummy's plate is the game's own, and keeps clear)
            self._plate_slid_off_the_trick(top)

    def _plate_slid_off_the_trick(self, seat: int) -> None:
        """The top seat's plate, reaching its card of the trick on a wide, low table, slides
        right off it, still below the hand, rather than going beside the hand as in the
        other trick games: the bid cards lie there, and a hand played open must stay in
        sight. Right, as the seat's pile of tricks won lies left of the middle and steps
        left of the plate once a round (`_won_clear_of_its_plate`). Where that side is not
        free it stays."""
        view = self.screen.view
        plate = self.screen.plates[seat]
        at = plate.geometry()
        lay = view.layout_
        spot = QRect(int(lay.trick(seat).x() + lay.card_w / 2) + 8, at.y(), at.width(),
                     at.height())
        if spot.right() <= view.viewport().width() - 4 and not any(
                r.intersects(spot) for r in self._around_a_plate(seat)):
            plate.move(spot.topLeft())

    def _dummy_plate_clear_of_its_tricks(self) -> None:
        """The dummy's plate, centred under its hand, is wide while you choose its card (its
        line says so): it steps aside off the dummy's pile of tricks beside it, where that
        leaves it clear of the information box and the players' plates."""
        view = self.screen.view
        pile = self.screen.zone_rect(("won", DUMMY))
        if pile is None:
            return
        cards = pile.toAlignedRect()
        plate = self.dummy_plate
        at = plate.geometry()
        if not cards.intersects(at):
            return
        x = (cards.right() + 6 if cards.center().x() < at.center().x()
             else cards.left() - 6 - at.width())
        spot = QRect(x, at.y(), at.width(), at.height())
        others = [p.geometry() for p in self.screen.plates.values() if p.isVisible()]
        if self.info.isVisible():
            others.append(self.info.geometry())
        vp = view.viewport()
        if 4 <= x <= vp.width() - at.width() - 4 and not any(r.intersects(spot) for r in others):
            plate.move(spot.topLeft())

    def _panels_clear_of_the_seats(self) -> None:
        super()._panels_clear_of_the_seats()
        if self.screen.session is not None and self.two_players:
            self._panels_beside_the_dummy()
            self._dummy_plate_clear_of_panels()

    def _panels_beside_the_dummy(self) -> None:
        """Two players leave the right of the table empty: a prompt that would lie on the
        dummy's name plate (too tall to fit between it and your hand, in a smaller window)
        goes there instead, below the dummy's hand and the info box, if it fits whole."""
        screen = self.screen
        view = screen.view
        plate = self.dummy_plate
        hand = screen.hand_rect(DUMMY)
        mine = screen.hand_rect(view.human)
        if not plate.isVisible() or hand is None or mine is None:
            return
        vp = view.viewport()
        # The dummy's row and plate, your hand, and every player's plate (yours included).
        others = [hand.toAlignedRect(), plate.geometry(), mine.toAlignedRect()]
        others += [p.geometry() for p in screen.plates.values() if p.isVisible()]
        for panel in [w for w in self._panels() if w.isVisible()]:
            if not panel.geometry().intersects(plate.geometry()):
                continue
            x = vp.width() - panel.width() - 8
            tops = [int(hand.bottom())]
            info = self.info_box()
            if info is not None and info.isVisible() and info.geometry().right() > x:
                tops.append(info.geometry().bottom())
            spot = QRect(x, max(tops) + 6, panel.width(), panel.height())
            if spot.bottom() < int(mine.top()) - 4 and not any(
                    r.intersects(spot) for r in others):
                panel.move(spot.topLeft())

    def _dummy_plate_clear_of_panels(self) -> None:
        """A prompt still on the dummy's plate (too tall for the room between it and your
        hand, the right of the table taken): while it is open the plate goes beside the
        dummy's row, where it covers the fewest cards and plates (it comes back under the
        row when the table is next laid out)."""
        plate = self.dummy_plate
        panels = [p.geometry() for p in self._panels() if p.isVisible()]
        at = plate.geometry()
        screen = self.screen
        row = screen.hand_rect(DUMMY)
        if not plate.isVisible() or row is None or not any(r.intersects(at) for r in panels):
            return
        view = screen.view
        hand = row.toAlignedRect()
        w, h, gap = at.width(), at.height(), 8
        felt = [_on_screen(view, sprite) for zone, sprites in view.zones.items()
                if zone[0] != "hand" for sprite in sprites if sprite.isVisible()]
        hands = [r.toAlignedRect() for s in view.sides for r in [screen.hand_rect(s)]
                 if r is not None]
        xs = [hand.left() - gap - w, hand.right() + gap]
        xs += [r.left() - gap - w for r in felt] + [r.right() + gap for r in felt]
        middle = hand.center().y() - h // 2
        info = self.info_box()
        box = [info.geometry()] if info is not None and info.isVisible() else []
        plates = [p.geometry() for p in screen.plates.values() if p.isVisible()]
        spot = best_spot((w, h), QPoint(at.x(), middle), xs, [middle, hand.top()],
                         view.viewport().rect(), [panels, box, hands + felt + plates])
        if not any(r.intersects(QRect(spot, at.size())) for r in panels):
            plate.move(spot)

    def own_plates(self) -> dict[int, Any]:
        if not self._widgets or self.screen.session is None or not self.two_players:
            return {}
        return {DUMMY: self.dummy_plate}

    def _clear_the_human_plate(self) -> None:
        """A side seat's name plate, under a long column (thirteen cards, a wide Persian
        name), may reach the corner where your own plate sits: it then rises to sit just
        above yours, over the lower end of its own column."""
        plates = self.screen.plates
        view = self.screen.view
        mine = plates.get(view.human)
        if mine is None:
            return
        for seat, plate in plates.items():
            if seat == view.human or seat not in view.sides:
                continue
            if view.layout_.edge(seat) in (LEFT, RIGHT) and plate.geometry().intersects(
                    mine.geometry()):
                plate.move(plate.x(), mine.y() - plate.height() - 4)
                plate.raise_()
                zone = ("hand", seat)
                rect = self.screen.hand_rect(seat)
                if (rect is not None and rect.toAlignedRect().intersects(plate.geometry())
                        and any(s.face_up for s in view.zones.get(zone, []))
                        and not view.animator.busy):
                    # On its own face-up column it would hide cards one can read: the
                    # column closes up above it (`_open_column_floor`), the plates follow.
                    view.relayout(animate=False, zones=[zone])
                    self.screen.place_overlays()

    def retranslate(self) -> None:
        if not self._widgets or self.screen.session is None:
            return
        self.bid_panel.title.setText(translate("NinetyNine", "Your bid"))
        self.bid_text.setText(translate(
            "NinetyNine", "Choose three cards to lay aside: their suits make your bid, the "
                          "number of tricks you must take exactly. Click the cards (or use "
                          "the arrows and Space), then Bid."))
        if self.state.players == 4:
            self.bid_text.setText(self.bid_text.text() + "\n" + translate(
                "NinetyNine", "Three diamonds bid 0 or 10 tricks."))
        self.bid_values.setText(self._bid_values_html())
        self.bid_button.setText(translate("NinetyNine", "Bid"))
        if self.bid_panel.isVisible():
            self._update_bid_panel(self.screen.view.selected_cards())
        self.premium_panel.title.setText(translate("NinetyNine", "Premium bid"))
        self.announce_label.setText(translate("NinetyNine", "Number to announce:"))
        for i in range(self.announce_value.count()):
            self.announce_value.setItemText(i, num(int(self.announce_value.itemData(i))))
        labels = {
            DECLARE: translate("NinetyNine", "Declare"),
            REVEAL: translate("NinetyNine", "Reveal"),
            ANNOUNCE: translate("NinetyNine", "Announce"),
            ANNOUNCE_REVEAL: translate("NinetyNine", "Announce and reveal"),
            "pass": translate("NinetyNine", "Pass"),
        }
        for kind, button in self.premium_buttons.items():
            button.setText(labels[kind])
        if self.premium_panel.isVisible():
            self._fill_premium_panel()
        self.trump_panel.title.setText(translate("NinetyNine", "Name the trump"))
        self.trump_text.setText(translate(
            "NinetyNine", "Your premium bid stands: choose the trump for this round."))
        for code, button in self.trump_buttons.items():
            if code in ("S", "H", "D", "C"):
                suit = Suit.parse(code)
                button.setText(f"{suit.symbol} {suit_name(suit)}")
                button.setStyleSheet(f"color: {_RED if suit.is_red else '#111111'};")
            elif code is None:
                button.setText(translate("NinetyNine", "No trump"))
            else:
                button.setText(translate("NinetyNine", "The nines"))
        view = self.screen.view
        if not view.animator.busy:  # bid cards beside a top hand change sides with the
            # direction of the language (they keep clear of the information box)
            view.relayout(animate=False, zones=[z for z in view.zones if z[0] == "bid"])
        if self.summary.isVisible():
            self.summary.title.setText(self._summary_title())
            self.summary_text.setText(self._summary_html())
            self.next_button.setText(self._next_label())
        self.refresh()
