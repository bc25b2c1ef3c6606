"""Ninety-Nine at the table: three bid cards chosen with the running bid on screen, the
premium bids, the dummy of the two-player game (and who chooses its card), revealed hands,
the 1975 turn-up, the trump named by a premium bidder, and summaries that say why each
round scored what it did and what the next trump is."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QCoreApplication, Qt
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

from cardtable.cards import Card, Suit
from cardtable.rules.base import Action, CardMoved, Event, MatchOver, Play, RoundScored, TrumpNamed
from cardtable.rules.ninety_nine import (
    ANNOUNCE,
    ANNOUNCE_REVEAL,
    DECLARE,
    DUMMY,
    REVEAL,
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
    hand_size,
)
from cardtable.ui.games.base import GameUI, OptionSpec
from cardtable.ui.table import timings as T
from cardtable.ui.table.layout import sides_for
from cardtable.ui.table.panels import Panel
from cardtable.ui.table.parts import (
    OPEN_HAND,
    PLATE_WIDTH,
    SMALL,
    SMALLEST,
    WIDE,
    WIDE_PLATE,
    Z_UNDER,
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
    BOTTOM,
    CENTRE,
    END,
    LEFT,
    SEAT,
    START,
    TOP,
    PileSpec,
    TableSpec,
)
from cardtable.ui.table.view import hand_order
from cardtable.ui.wording import ninety_nine as words
from cardtable.ui.words import (
    Counted,
    fill,
    listed,
    num,
    seat_name,
    series,
    suit_name,
)

if TYPE_CHECKING:
    from cardtable.ui.table.card_sprite import CardSprite
    from cardtable.ui.table.screen import TableScreen

translate = QCoreApplication.translate
NinetyNine = Counted("NinetyNine")  # phrases with a count



def _number(n: int) -> Callable[[], str]:
    return lambda: num(n)


def _points(n: int) -> Callable[[], str]:
    return lambda: fill(translate("NinetyNine", "%1 points"), num(n))


BADGES = ("round", "trump", "turnup", "turn")
"""The status bar's badges, in their order."""


def ninety_nine_table_spec(players: int = 3, options: object = None,
                           human: int = 0) -> TableSpec:
    """Every hand (the dummy's too, with two players) in its band, its three bid cards
    small before it with its plate, its tricks won after it; the trick in the middle, the
    1975 turn-up above it; the round, the trump and whose turn it is as badges; the bid,
    premium and trump prompts and the summary over the empty centre by your hand."""
    v1975 = getattr(options, "version", "") == V1975
    seats = 3 if players == 2 else players
    dealt = hand_size(players)
    # A hand may lie face up (the dummy, a revealer) where reveals are allowed: its cards
    # keep their corners in sight. Five players never reveal: the backs close up.
    opens = players != 5
    piles = [
        hand(dealt, **(OPEN_HAND if opens else {}), scale=SMALL),
        aside(("bid", SEAT), 3),
        won((dealt - 3) * seats, place=START, per_step=seats,
            scale=SMALLEST),
        # Five players: two cards from the top, the side seats' a little farther out.
        trick(1.75 if players == 5 else 1.1),
    ]
    if v1975:  # three players: the turn-up where a fourth seat's card would lie
        piles.append(PileSpec(("pile", "turnup"), region=CENTRE, anchor=(0.0, -0.62),
                              z=Z_UNDER, scale=SMALL))
    # The premium bids offered (the rules' `premium_kinds`): a line each in the prompt.
    offered = 1 if players in (2, 5) else 3 if getattr(options, "bid_at_end", False) else 2
    trump_choice = getattr(options, "trump_choice", False)
    outbid = " Outbid them to name the trump yourself." if trump_choice else ""
    names_trump = "\nThe player whose premium bid stands names the trump." if trump_choice else ""
    # The prompts come before the first trick and the summary after the last: they lie
    # over the empty centre. The 1975 turn-up stays there all round: beside it they keep
    # the action area's room.
    over = not v1975
    widgets = (
        plate("Shirin (dealer) \u00b7 score -100\nbid 10 \u00b7 tricks 10\ndeclared"
              if players == 5 else "Shirin (dealer) \u00b7 score -100\nbid 0 or 10 "
              "\u00b7 tricks 10\nannounced and revealed",
              width=PLATE_WIDTH if players == 5 else WIDE_PLATE, place=END),
        # Beside the plate; with five, beside the bid cards (the top bands stay shallow).
        thinking(place=START if players == 5 else END),
        *badges(("round", "Game 20 of 20 (to 500) \u00b7 round 99"),
                ("trump", "Trump: named after the premium bids"),
                ("turnup", "Turn-up: Queen of Diamonds"),
                ("turn", "Your turn to make a premium bid or pass.")),
        prompt("bid-prompt", "Your bid\nChoose three cards to lay aside: their suits "
               "make your bid, the number of tricks you must take exactly. Click the cards "
               "(or use the arrows and Space), then Bid.\nThree diamonds bid 0 or "
               "10 tricks.\n\u2663\u00a03\u00a0\u00a0\u2665\u00a02\u00a0\u00a0"
               "\u2660\u00a01\u00a0\u00a0\u2666\u00a00\n"
               "Chosen: \u2663 \u2663 \u2663 \u00b7 your bid: 0 or 10 tricks",
               controls=1, over_centre=over),
        prompt("premium-prompt", "Premium bid\nYour bid: 0 or 10 tricks.\nDara has "
               "announced 10 tricks and revealed." + outbid + "\nMake a premium bid?\n"
               + "Announce: say your number now; your last three cards and your tricks "
               "must both equal it. Made: +30 to you; missed: +30 to your opponent and to "
               "the dummy.\n" * offered + "Pass: keep your bid hidden." + names_trump,
               controls=2, width=WIDE, over_centre=over),
        prompt("trump-prompt", "Name the trump\nYour premium bid stands: choose the "
               "trump for this round.\n\u2660\u00a0Spades\u00a0\u2665\u00a0Hearts\u00a0"
               "\u2666\u00a0Diamonds\u00a0\u2663\u00a0Clubs\u00a0No\u00a0trump"
               "\u00a0The\u00a0nines", controls=1, over_centre=over),
        toast("Dara announces 10 tricks and reveals the hand."),
        summary("Game 20, round 99 is over\nPlayer Bid Tricks Contract Premium "
                "Points Game score\n" + "Shirin 0 or 10 10 made +10 -90 +100 500\n"
                * seats + "Two made their contracts: +20 each.\nAnnouncement and "
                "reveal by Dara: missed, +90 to each other player.\nGame over: "
                "Dara wins the game and the 100 bonus.\nNobody made the contract, "
                "so the next round's trump is Diamonds.\nMatch totals after 20 of "
                "20 games: You 999 \u00b7 Dara 999 \u00b7 Shirin 999\nNext round",
                # A row a player: with no message above it (`show_round_end` puts the
                # last away), it may fill the action area too.
                width=WIDE, over_centre=over, over_action=over),
    )
    # Ninety-Nine passes to the left, clockwise on the screen; with two players your
    # opponent sits on the left and the dummy across from you.
    places = ({human: BOTTOM, 1 - human: LEFT, DUMMY: TOP} if players == 2
              else sides_for(players, human, counter_clockwise=False))
    return TableSpec.from_places(places, human, tuple(piles), widgets)


class NinetyNineUI(GameUI[NinetyNineState]):
    game_id = "ninety-nine"
    state_type = NinetyNineState
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

    @staticmethod
    def table_spec(players: int, options: object, human: int = 0) -> TableSpec | None:
        return ninety_nine_table_spec(players, options, human)

    def __init__(self) -> None:
        self.match_dialog: QDialog | None = None
        self._widgets: list[QWidget] = []
        self._dummy_focus = -1
        self._premium_kinds: set[str] = set()
        self._games_cache: tuple[object, list[tuple[int, GameOver | None]]] | None = None

    # ---------------------------------------------------------------- set-up

    def attach(self, screen: TableScreen) -> None:
        super().attach(screen)
        vp = screen.view.viewport()
        self.info = status_bar(vp)
        self.badges = {name: QLabel(self.info) for name in BADGES}
        for label in self.badges.values():
            label.setObjectName("badge")
            label.setTextFormat(Qt.TextFormat.RichText)
        self.info_labels = list(self.badges.values())
        self.turnup_label = self.badges["turnup"]
        # The dummy's name plate: the table makes plates for the players only.
        self.dummy_plate = QLabel(vp)
        self.dummy_plate.setObjectName("plate")
        self.dummy_plate.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.dummy_plate.hide()
        self.bid_panel = self._make_bid_panel(vp)
        self.premium_panel = self._make_premium_panel(vp)
        self.premium_panel.sample_label = self.premium_text  # type: ignore[attr-defined]
        self.bid_panel.sample_label = self.bid_running  # type: ignore[attr-defined]
        self.trump_panel = self._make_trump_panel(vp)
        self.summary = self.make_summary_panel(vp)
        self.summary.sample_label = self.summary_text
        self._widgets = [self.info, self.dummy_plate, self.bid_panel, self.premium_panel,
                         self.trump_panel, self.summary]
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
        panel.box.addWidget(self.premium_text)
        # One label for the question and what each bid is worth: its longest text is the
        # room the prompt keeps (`spec_sample`).
        self.premium_help = self.premium_text
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
            view.then(lambda: self.screen.show_toast(words.dealer_text(self, seat)))
            return True
        if isinstance(event, PremiumBid):
            if event.kind != "pass":
                text = words.premium_toast(self, event.seat, event.kind, event.value)
                view.then(lambda: self.screen.show_toast(text))
                view.animator.pause(timing.ms(T.FLASH))
            return True
        if isinstance(event, CardsShown):
            zone = event.zone
            view.then(lambda: self._show_cards(zone))
            return True
        if isinstance(event, TrumpSet):
            named_by, code = event.seat, event.trump
            view.then(lambda: self.screen.show_toast(words.trump_toast(self, named_by, code)))
            return True
        if isinstance(event, GameOver):
            view.then(self.refresh)
            return True
        return isinstance(event, BidMade | PremiumsSettled | TrumpNamed | RoundScored
                          | MatchOver)

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
                    "NinetyNine", "Your choice for the dummy: click one of its cards."),
                    until_move=True)

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
        self.screen.place_overlays()
        view.setFocus()

    def _selection_changed(self, cards: list[Card]) -> None:
        if self._widgets and self.bid_panel.isVisible():
            self._update_bid_panel(cards)

    def _update_bid_panel(self, cards: list[Card]) -> None:
        self.bid_running.setText(words.running_bid(self, cards))
        self.bid_button.setEnabled(len(cards) == 3)
        self.bid_button.setDefault(len(cards) == 3)

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
        self.screen.place_overlays()
        self.premium_buttons["pass"].setFocus()

    def _fill_premium_panel(self) -> None:
        state = self.state
        seen = self.seen()
        human = self.screen.human
        lines = []
        bid = seen.known_bid(human)
        if bid is not None:
            lines.append(fill(translate("NinetyNine", "Your bid: %1 tricks."),
                              f"<b>{words.bid_words(self, human)}</b>"))
        elif state.options.bid_at_end:
            lines.append(translate("NinetyNine", "Your bid will be the three cards you hold "
                                                 "at the end of the round."))
        standing = state.auc_standing
        if standing is not None and standing[0] != human:
            lines.append(words.standing_text(self, standing))
        elif standing is not None and standing[0] == human:
            lines.append(translate("NinetyNine", "Your premium bid stands."))
        elif state.auc_list:
            lines.append(fill(translate("NinetyNine", "Declared so far: %1"),
                              series([self.name(s) for s, _, _ in state.auc_list])))
        lines.append(translate("NinetyNine", "Make a premium bid?"))
        self.premium_text.setText(words.premium_html(self, lines, self._premium_kinds))

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
        self.screen.place_overlays()
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
        self.screen.toast.hide()
        self.summary.title.setText(words.summary_title(self))
        self.summary_text.setText(words.summary_html(self))
        self.next_button.setText(self._next_label())
        self.summary.popup(self.screen.view.viewport())
        self.screen.place_overlays()
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
        elif len(winners) == 1:
            head = fill(translate("NinetyNine", "%1 wins the match."),
                        self.title_name(winners[0]))
        else:
            head = fill(translate("NinetyNine", "%1 share the win of the match."),
                        listed([self.title_name(s) for s in winners]))
        totals = "<br>".join(f"{self.title_name(s)}: {num(t)}"
                             for s, t in enumerate(state.totals))
        totals = fill(translate("NinetyNine", "Match totals:<br>%1"), totals)
        self.open_match_end(f"<p style='font-size:16pt'><b>{head}</b></p>{totals}")

    # ------------------------------------------------------------ score sheet

    def score_sheet(self) -> tuple[list[str], list[list[str]]]:
        if self.screen.session is None or not self._widgets:
            return [], []
        return words.score_sheet(self)

    def match_score(self) -> int:
        return self.state.totals[self.screen.human]

    # ------------------------------------------------------------ information

    def plate_text(self, seat: int) -> str:
        if self.screen.session is None:
            return seat_name(seat, self.screen.human)
        return words.plate_lines(self, seat)

    def refresh(self) -> None:
        if self.screen.session is None or not self._widgets:
            return
        state = self.state
        if not self._choosing_for_dummy():
            self._light_dummy(None)
        self._hide_stale_prompts()
        self._sort_open_hands()
        rows = words.badge_rows(self)
        self.show_info_rows([rows.get(name, "") for name in BADGES])
        if self.two_players:
            self.dummy_plate.setText(words.plate_lines(self, DUMMY))
            active = state.phase == "play" and state.turn == DUMMY
            self.dummy_plate.setProperty("active", "true" if active else "false")
            self.dummy_plate.style().unpolish(self.dummy_plate)
            self.dummy_plate.style().polish(self.dummy_plate)
            self.dummy_plate.adjustSize()
            self.dummy_plate.show()
        else:
            self.dummy_plate.hide()
        for panel in (self.bid_panel, self.premium_panel, self.trump_panel, self.summary):
            panel.setLayoutDirection(QApplication.layoutDirection())

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

    def own_plates(self) -> dict[int, Any]:
        if not self._widgets or self.screen.session is None or not self.two_players:
            return {}
        return {DUMMY: self.dummy_plate}

    # -------------------------------------------------------- the table's spec

    def spec_widgets(self) -> dict[str, QWidget]:
        if not self._widgets:
            return {}
        own: dict[str, QWidget] = {"status": self.info, **self.badges,
                                   "bid-prompt": self.bid_panel,
                                   "premium-prompt": self.premium_panel,
                                   "trump-prompt": self.trump_panel, "summary": self.summary}
        if self.screen.session is not None and self.two_players:
            own[f"plate:{DUMMY}"] = self.dummy_plate
        return own

    def spec_sample(self, name: str) -> list[str]:
        """The longest texts of each label: a dealer's plate with a bid, its tricks and a
        premium; the premium prompt's help with every kind of bid."""
        if self.screen.session is None or not self._widgets:
            return []
        from cardtable.ui.wording.ninety_nine import samples

        return samples(self, name)

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
        self.bid_values.setText(words.bid_values_html(self))
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
                button.setStyleSheet(f"color: {words.RED if suit.is_red else '#111111'};")
            elif code is None:
                button.setText(translate("NinetyNine", "No trump"))
            else:
                button.setText(translate("NinetyNine", "The nines"))
        if self.summary.isVisible():
            self.summary.title.setText(words.summary_title(self))
            self.summary_text.setText(words.summary_html(self))
            self.next_button.setText(self._next_label())
        self.refresh()
