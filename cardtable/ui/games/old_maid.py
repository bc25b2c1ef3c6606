"""Old Maid at the table: pairs laid out (shown face up side by side, then to the discard
pile), the blind draw from the neighbour's fanned face-down hand, the players who are out,
and the player left holding the joker.

The draw is blind, and the table must not give away what the model's view hides. Face-down
sprites still carry their card, so the order they lie in must say nothing: a computer
player's hand is mixed whenever it takes in a card (gathered into one stack, then fanned
out again, so no card can be followed), every hand is mixed when the table is laid out
anew (resume, undo), and the hand the human draws from is shuffled afresh for every draw.
The position clicked is the choice; the record writes the card it turned out to be.
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QCoreApplication, QPointF, QPropertyAnimation, Qt
from PySide6.QtGui import QKeyEvent
from PySide6.QtWidgets import QApplication, QDialog, QLabel, QWidget

from cardtable.cards import JOKER, PACK_53, Card
from cardtable.rules.base import Action, CardMoved, Event, MatchOver, RoundScored, RoundStarted
from cardtable.rules.old_maid import (
    Draw,
    LoserFound,
    OldMaidState,
    PairLaid,
    PlayerOut,
    lay_out_pairs,
)
from cardtable.ui.games.base import GameUI, OptionSpec
from cardtable.ui.table import timings as T
from cardtable.ui.table.layout import sides_for
from cardtable.ui.table.parts import (
    CALLOUT_PAD,
    NARROW_PLATE,
    PLATE_WIDTH,
    ROW_STEP,
    SMALLER,
    WIDE,
    Z_PILE,
    Z_TABLE,
    badges,
    hand,
    plate,
    stack,
    summary,
    thinking,
    toast,
)
from cardtable.ui.table.samples import widest
from cardtable.ui.table.scene import status_bar
from cardtable.ui.table.spec import (
    ACTION,
    CENTRE,
    SEAT,
    PileSpec,
    TableSpec,
    WidgetSpec,
)
from cardtable.ui.wording import old_maid as words
from cardtable.ui.words import card_name, fill, numbers_kept_with_words

if TYPE_CHECKING:
    from cardtable.ui.table.card_sprite import CardSprite
    from cardtable.ui.table.screen import TableScreen

translate = QCoreApplication.translate

#: Where a new pair is shown face up, side by side, before it goes to the discard pile.
#: ("lot" zones are drawn above the hands.)
STAGE: tuple[str, str] = ("lot", "pair")
OFFER: tuple[str, str] = ("lot", "offer")
"""Where the hand you draw from lies while you draw: fanned face down in the middle (its
cards stay in their hand's zone, placed in this pile's area)."""
PAIR_SHOW = 750  # ms at normal speed: how long a new pair stays in view
MIX = 200  # ms at normal speed: each half of a hand's mixing (gather, fan out)
FAN_SPREAD = 0.55  # card widths between two cards of the hand you draw from
MOST_HELD = 14  # never two of a rank, and the joker
BADGES = ("dealer", "turn", "holding", "pairs", "safe")
"""The status bar's badges, in their order."""
HELP_STYLE = """
QLabel#pick-help {
    color: #1b1b1b; background: rgba(255, 236, 170, 235); border-radius: 10px;
    padding: 6px 16px; font-size: 12pt;
}
"""


def rank_key(card: Card) -> tuple[int, int]:
    """The human's hand by rank (suits do not matter here), the joker last."""
    return int(card.rank), int(card.suit if card.suit is not None else 0)


def old_maid_table_spec(players: int = 4, options: object = None,
                        human: int = 0) -> TableSpec:
    """Two to eight hands; in the middle the hand you draw from, fanned, or a new pair on
    show, and the pairs laid out as one pile beside them; the dealer, the turn and the
    counts as badges; the help line by your hand."""
    piles = (
        hand(MOST_HELD, scale=SMALLER),
        # The fan lies toward the player you draw from: the next seat, on your right
        # (`sides_for`), so the pairs take the centre's left cell.
        PileSpec(OFFER, region=CENTRE, cell=1, spread=FAN_SPREAD,
                 grow="across", most=MOST_HELD, face_up=False, z=Z_TABLE, phase="offer",
                 centred=True),
        PileSpec(STAGE, region=CENTRE, cell=1, spread=ROW_STEP,
                 grow="across", most=2, z=Z_TABLE, phase="pair"),
        # Every seat's pairs on one pile, later pairs on top (`OldMaidUI.stack`).
        stack(("pairs", SEAT), len(PACK_53), cell=0, face_up=True, z=Z_PILE, scale=SMALLER,
              one_stack=True, stays=True, count_badge=True, count_per=2, counts="pairs"),
    )
    widgets = (
        # Plates wrap where they would reach past their width in cards; eight seats share
        # the edges closely, and two leave the room for a plate on one line.
        plate("Parisa \u00b7 Old Maid", width=NARROW_PLATE if players == 8 else PLATE_WIDTH),
        thinking(),
        *badges(("dealer", "Dealer: Parisa"),
                ("turn", "Parisa was left holding the joker"),
                ("holding", "Players still holding cards: 8 of 8"),
                ("pairs", "Pairs laid out: 26 of 26"),
                ("safe", "You are out: safe!")),
        WidgetSpec("pick-help", ACTION, max_width=WIDE, padding=CALLOUT_PAD,
                   message_above=True,
                   sample="Draw a card from Parisa's hand: click any card."),
        toast("Hint: the draw is blind, so every card is as good as another. Try this one.",
              width=WIDE),
        # Messages and the summary as wide as the table allows: set narrower on larger cards
        # (in card widths), they would need more height there.
        summary("Game over\nParisa was left holding the joker\nThe joker pairs "
                "with nothing, so it can only be passed on by being drawn.\n"
                "Parisa is the Old Maid and loses; you are safe and win.\n"
                + "\n".join(["Player\u00a0\u00a0Pairs\u00a0\u00a0Order\u00a0out"
                             "\u00a0\u00a0Points"] * (players + 1)) + "\nNext\u00a0game",
                width=WIDE, alone=True),
    )
    # The source draws "from the player on your right", who also plays next: play
    # passes to the right, counter-clockwise on the screen.
    return TableSpec.from_places(sides_for(players, human, counter_clockwise=True), human,
                                 piles, widgets)


class OldMaidUI(GameUI[OldMaidState]):
    game_id = "old-maid"
    state_type = OldMaidState
    default_players = 4

    @staticmethod
    def option_specs() -> list[OptionSpec]:
        """Old Maid has no options: the rules file lists none (OldMaidOptions is empty)."""
        return []

    @staticmethod
    def intro(players: int) -> str:
        return translate("OldMaid", "All the cards and one joker are dealt, and everyone lays "
                                    "out their pairs. In turn, draw a card unseen from the "
                                    "next player who still holds cards; a new pair is laid "
                                    "out and you draw again. Whoever is left holding the "
                                    "joker is the Old Maid and loses.")

    @staticmethod
    def table_spec(players: int, options: object, human: int = 0) -> TableSpec | None:
        return old_maid_table_spec(players, options, human)

    def __init__(self) -> None:
        self.match_dialog: QDialog | None = None
        self._widgets: list[QWidget] = []
        self._rng = random.SystemRandom()  # the human can never predict a shuffle
        self._offer: int | None = None  # the seat whose hand the human draws from
        self._offer_key: tuple[int, int] | None = None
        self._lit = False
        self._focus = -1
        self._dealing = False
        self._laying_seat: int | None = None
        self._mixed_token = -1
        self._anims: list[QPropertyAnimation] = []
        self._arrival_key: tuple[int, int, int] | None = None
        self._arrival: dict[Card, int] = {}
        self.last_pick: int | None = None  # the position the human last drew (for tests)
        self._samples: dict[str, list[str]] = {}  # spec_sample's, in the language shown

    # ----------------------------------------------------------- set-up

    def attach(self, screen: TableScreen) -> None:
        super().attach(screen)
        screen.view.hand_key = rank_key
        screen.view.stacker = self.stack
        vp = screen.view.viewport()
        self.info = status_bar(vp)
        self.badges = {name: QLabel(self.info) for name in BADGES}
        for label in self.badges.values():
            label.setObjectName("badge")
            label.setTextFormat(Qt.TextFormat.RichText)
        self.info_labels = list(self.badges.values())
        self.pick_help = QLabel(vp)
        self.pick_help.setObjectName("pick-help")
        self.pick_help.setStyleSheet(HELP_STYLE)
        self.pick_help.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.pick_help.hide()
        self.summary = self.make_summary_panel(vp)
        self.summary.sample_label = self.summary_text
        self._widgets = [self.info, self.pick_help, self.summary]
        for widget in self._widgets:  # measured with their style, shown or not
            widget.ensurePolished()
        self.listen_to_keys()

    def detach(self) -> None:
        self.stop_listening_to_keys()
        self._stop_anims()
        self._offering(None)
        self._offer_key = None
        self._lit = False
        self._drop_widgets()

    # ------------------------------------------------------------ places

    def arrival(self) -> dict[Card, int]:
        """The order the laid-out cards reached the discard pile (public: everyone saw
        them): first the pairs of the deal, seat by seat, then each draw's pair."""
        session = self.screen.session
        if session is None:
            return {}
        state = self.state
        key = (id(state), len(state.deals), len(state.draws))
        if key == self._arrival_key:
            return self._arrival
        order: list[Card] = []
        if state.deals:
            hands = state.deals[0].hands
            used = [len(lay_out_pairs(h)[1]) for h in hands]
            for s in range(state.players):
                order += state.pairs[s][:used[s]]
            for drawer, _victim, _card, paired in state.draws:
                if paired:
                    order += state.pairs[drawer][used[drawer]:used[drawer] + 2]
                    used[drawer] += 2
        self._arrival_key = key
        self._arrival = {c: i for i, c in enumerate(order)}
        return self._arrival

    def stack(self, zone: tuple[object, ...], sprite: Any, index: int) -> float | None:
        """Later pairs on top: the pile is made of one zone per seat, so the table's own
        stacking (by place in a zone) gives way to the order of arrival."""
        if zone[0] != "pairs":
            return (self.scene.stack(zone, sprite, index)
                    if self.scene is not None else None)
        return 20.0 + self.arrival().get(sprite.card, 0)

    # -------------------------------------------------------------- events

    def animate(self, event: Event) -> bool:
        view = self.screen.view
        timing = self.screen.timing
        show = self.screen.show_toast
        if isinstance(event, RoundStarted):
            dealer = event.roles.get("dealer", 0)
            self._dealing = True
            self._laying_seat = None
            view.then(lambda: show(self._deal_text(dealer)))
            return False  # the table clears the cards away first
        if isinstance(event, CardMoved):
            return self._card_moved(event)
        if isinstance(event, PairLaid):
            if self._dealing:
                self._lay_dealt_pair(event.seat, event.cards)
            else:
                self._show_pair(event.seat, event.cards)
            return True
        if isinstance(event, PlayerOut):
            seat = event.seat
            view.then(lambda: self._player_out(seat))
            view.animator.pause(timing.ms(T.FLASH))
            return True
        if isinstance(event, LoserFound):
            seat = event.seat
            view.then(lambda: self._reveal_loser(seat))
            view.animator.pause(timing.ms(T.FLASH * 2))
            return True
        return isinstance(event, RoundScored | MatchOver)

    def _card_moved(self, event: CardMoved) -> bool:
        view = self.screen.view
        timing = self.screen.timing
        human = self.screen.human
        src, dst = tuple(event.src), tuple(event.dst)
        if self._offer is not None:  # drawn some other way than by a click (a test, a hint)
            self._end_offer()
        if src[0] == "deck":
            # One card at a time round the table: no pause between "packets".
            view.move_card(event.card, src, dst, False, timing.ms(T.DEAL_CARD),
                           timing.ms(T.DEAL_STAGGER))
            return True
        if dst[0] == "pairs":
            return True  # moved by the PairLaid that follows, both cards together
        if src[0] == "hand" and dst[0] == "hand":
            self._dealing = False
            drawer, victim, card = int(dst[1]), int(src[1]), event.card
            view.move_card(card, src, dst, False, timing.ms(T.PLAY_CARD))
            if drawer == human:
                if card is JOKER:
                    view.then(lambda: self.screen.show_toast(
                        translate("OldMaid", "You drew the joker!")))
            else:
                if victim == human:
                    text = fill(translate("OldMaid", "%1 draws your %2."), self.name(drawer),
                                card_name(card))
                    view.then(lambda: self.screen.show_toast(text))
                if card in self.state.hands[drawer]:
                    self._queue_mix(drawer)  # the card stays: it must not be followed
            return True
        return False

    def _deal_text(self, dealer: int) -> str:
        if dealer == self.screen.human:
            return translate("OldMaid", "You deal all the cards, one at a time.")
        return fill(translate("OldMaid", "%1 deals all the cards, one at a time."),
                    self.name(dealer))

    def _lay_dealt_pair(self, seat: int, cards: tuple[Card, Card]) -> None:
        """After the deal each seat's pairs go to the pile together, seat after seat."""
        view = self.screen.view
        ms = self.screen.timing.ms(T.PLAY_CARD)
        if self._laying_seat is None:
            view.then(lambda: self.screen.show_toast(
                translate("OldMaid", "Everyone lays out their pairs face up.")))
        elif self._laying_seat != seat:
            view.animator.pause(ms)
        self._laying_seat = seat
        src, dst = ("hand", seat), ("pairs", seat)
        for card in cards:
            view.move_card(card, src, dst, True, ms, self.screen.timing.ms(25))

    def _show_pair(self, seat: int, cards: tuple[Card, Card]) -> None:
        """A pair made by a draw: face up side by side in the middle, then to the pile."""
        view = self.screen.view
        timing = self.screen.timing
        ms = timing.ms(T.PLAY_CARD)
        src, dst = ("hand", seat), ("pairs", seat)
        text = self._pair_text(seat)
        view.then(lambda: self.screen.show_toast(text))
        view.move_card(cards[0], src, STAGE, True, ms, 0)
        view.move_card(cards[1], src, STAGE, True, ms)
        view.animator.pause(timing.ms(PAIR_SHOW))
        view.move_card(cards[0], STAGE, dst, True, ms, 0)
        view.move_card(cards[1], STAGE, dst, True, ms, 0)
        view.animator.pause(ms)

    def _pair_text(self, seat: int) -> str:
        state = self.state
        again = not state.round_over and state.turn == seat and bool(state.hands[seat])
        if seat == self.screen.human:
            return (translate("OldMaid", "A pair! You lay it out and draw again.") if again
                    else translate("OldMaid", "A pair! You lay it out."))
        text = (translate("OldMaid", "%1 makes a pair and draws again.") if again
                else translate("OldMaid", "%1 makes a pair."))
        return fill(text, self.name(seat))

    def _player_out(self, seat: int) -> None:
        self.screen.refresh()
        if seat == self.screen.human:
            text = translate("OldMaid", "You have no cards left: you are out, and safe!")
        else:
            text = fill(translate("OldMaid", "%1 has no cards left: out, and safe."),
                        self.name(seat))
        self.screen.show_toast(text)

    def _reveal_loser(self, seat: int) -> None:
        self._turn_joker_up()
        self.screen.refresh()
        if seat == self.screen.human:
            text = translate("OldMaid", "You are left holding the joker: you are the Old Maid!")
        else:
            text = fill(translate("OldMaid", "%1 is left holding the joker: the Old Maid!"),
                        self.name(seat))
        self.screen.show_toast(text, T.FLASH * 3)

    def _turn_joker_up(self) -> None:
        """At the end everyone sees the joker in the loser's hand."""
        state = self.state
        if state.loser is None:
            return
        sprite = self.screen.view.sprite_of(JOKER)
        if sprite is not None and sprite.zone == ("hand", state.loser):
            sprite.set_face_up(True)

    # ------------------------------------------------------- mixing hands

    def _queue_mix(self, seat: int) -> None:
        """Queue a computer player's hand being mixed: gathered into one stack, then
        fanned out in a fresh order."""
        view = self.screen.view
        ms = self.screen.timing.ms(MIX)
        view.then(lambda: self._gather(seat, ms))
        view.animator.pause(ms)
        view.then(lambda: self._spread(seat, ms))
        view.animator.pause(ms)

    def _gather(self, seat: int, ms: int) -> None:
        view = self.screen.view
        zone = ("hand", seat)
        area = self.scene.current().area(zone) if self.scene is not None else None
        point = QPointF(*area.rect.centre) if area is not None else QPointF()
        self._slide([(s, point) for s in view.zones.get(zone, [])], ms)

    def _spread(self, seat: int, ms: int) -> None:
        view = self.screen.view
        zone = ("hand", seat)
        sprites = view.zones.get(zone)
        if not sprites:
            return
        self._rng.shuffle(sprites)  # in place: the view's own list
        for sprite in sprites:
            sprite.set_size(view.card_width(zone), view.devicePixelRatioF())
        self._slide(view.targets(zone), ms)

    def _mix_all(self) -> None:
        """Every other hand in a fresh order at once (the table was laid out anew, in the
        model's order, which remembers where each drawn card went)."""
        view = self.screen.view
        for zone, sprites in view.zones.items():
            if zone[0] == "hand" and zone[1] != self.screen.human:
                self._rng.shuffle(sprites)
                for sprite, point in view.targets(zone):
                    sprite.setPos(point)

    def _slide(self, moves: list[tuple[CardSprite, QPointF]], ms: int) -> None:
        view = self.screen.view
        for sprite, target in moves:
            if ms <= 0:
                sprite.setPos(target)
                continue
            anim = QPropertyAnimation(sprite, b"pos", view)
            anim.setDuration(ms)
            anim.setStartValue(sprite.pos())
            anim.setEndValue(target)
            anim.setEasingCurve(T.EASE_MOVE)
            anim.finished.connect(lambda a=anim: self._anim_done(a))
            self._anims.append(anim)
            anim.start()

    def _anim_done(self, anim: QPropertyAnimation) -> None:
        if anim in self._anims:
            self._anims.remove(anim)
        anim.deleteLater()

    def _stop_anims(self) -> None:
        for anim in list(self._anims):
            anim.stop()
            anim.setCurrentTime(anim.duration())
        self._anims = []

    # ------------------------------------------------------------- prompts

    def prompt(self, legal: Sequence[Action]) -> None:
        if not any(isinstance(a, Draw) for a in legal):
            return
        session = self.screen.session
        assert session is not None
        state = self.state
        victim = state.victim()
        key = (len(session.record.rounds[-1].actions), victim)
        if key == self._offer_key:
            self._light()  # the fan is laid out: the cards may be drawn
            return
        self._offer_key = key
        self._lit = False
        view = self.screen.view
        ms = self.screen.timing.ms(MIX)
        # Gather the hand, shuffle it, fan it out in the middle; when the table is still
        # again the screen asks once more and the cards light up.
        view.then(lambda: self._gather(victim, ms))
        view.animator.pause(ms)
        view.then(lambda: self._offer_hand(victim))
        view.animator.pause(self.screen.timing.ms(T.PLAY_CARD))

    def _offer_hand(self, victim: int) -> None:
        """The hand you draw from goes to the middle, freshly shuffled, fanned out."""
        view = self.screen.view
        zone = ("hand", victim)
        sprites = view.zones.get(zone)
        if not sprites:
            return
        self._offering(victim)
        self._rng.shuffle(sprites)  # a freshly shuffled order for every draw
        for sprite in sprites:
            sprite.set_size(view.card_width(zone), view.devicePixelRatioF())
        self._slide(view.targets(zone), self.screen.timing.ms(T.PLAY_CARD))

    def _offering(self, victim: int | None) -> None:
        """The hand you draw from (None: none now) lies as the fan in the middle."""
        self._offer = victim
        if self.scene is not None:
            self.scene.shown_as = {} if victim is None else {("hand", victim): OFFER}

    def offered(self) -> list[CardSprite]:
        """The face-down cards the human may draw from, left to right."""
        if self._offer is None:
            return []
        return list(self.screen.view.zones.get(("hand", self._offer), []))

    def _light(self) -> None:
        if self._offer is None:
            return
        self._lit = True
        self._focus = -1
        for sprite in self.offered():
            sprite.set_playable(True, False)
            sprite.set_focused(False)
        self.pick_help.setText(self._help_text())
        self.pick_help.show()
        self.pick_help.raise_()
        self.screen.place_overlays()

    def _help_text(self) -> str:
        victim = self._offer if self._offer is not None else 0
        return fill(translate("OldMaid", "Draw a card from %1's hand: click any card."),
                    self.name(victim))

    def card_clicked(self, card: object) -> bool:
        if not self._lit:
            return True
        for index, sprite in enumerate(self.offered()):
            if sprite.card is card:
                self.pick(index)
        return True

    def pick(self, index: int) -> None:
        """Draw the card at `index` of the offered fan (what it is, nobody knew)."""
        sprites = self.offered()
        if not self._lit or not 0 <= index < len(sprites):
            return
        card = sprites[index].card
        self.last_pick = index
        self._end_offer()
        self.screen.act(Draw(self.screen.human, card))

    def _end_offer(self) -> None:
        """The fanned cards are their hand's again (they go back as the drawn one leaves)."""
        sprites = self.offered()
        zone = ("hand", self._offer)
        self._offering(None)
        self._offer_key = None
        self._lit = False
        self._focus = -1
        view = self.screen.view
        for sprite in sprites:
            sprite.set_playable(False, False)
            sprite.set_focused(False)
            sprite.set_size(view.card_width(zone), view.devicePixelRatioF())
        if self._widgets:
            self.pick_help.hide()

    def key_pressed(self, event: QKeyEvent) -> bool:
        """Arrows choose a card of the offered hand; Enter or Space draws it."""
        if not self._lit:
            return False
        sprites = self.offered()
        key = event.key()
        if key in (Qt.Key.Key_Left, Qt.Key.Key_Right) and sprites:
            step = 1 if key == Qt.Key.Key_Right else -1
            if self._focus < 0:
                self._focus = 0 if step > 0 else len(sprites) - 1
            else:
                self._focus = (self._focus + step) % len(sprites)
            self._show_focus()
            return True
        if key in (Qt.Key.Key_Return, Qt.Key.Key_Enter, Qt.Key.Key_Space) and sprites:
            self.pick(self._focus if 0 <= self._focus < len(sprites) else 0)
            return True
        return False

    def _show_focus(self) -> None:
        for i, sprite in enumerate(self.offered()):
            sprite.set_focused(i == self._focus)

    def hide_prompts(self) -> None:
        if not self._widgets:
            return
        self._stop_anims()
        if self._offer is not None:
            self._end_offer()
        self._offer_key = None
        self.summary.hide()

    def show_hint(self, action: Action) -> None:
        """Every position is as good as another: point at one, and say so."""
        sprites = self.offered()
        if not self._lit or not sprites:
            return
        self._focus = self._rng.randrange(len(sprites))
        self._show_focus()
        self.screen.show_toast(translate("OldMaid", "Hint: the draw is blind, so every card "
                                                    "is as good as another. Try this one."))

    # ------------------------------------------------------------- summaries

    def show_round_end(self, match_over: bool) -> None:
        self.hide_prompts()
        self._turn_joker_up()
        self.screen.toast.hide()
        self.summary_text.setText(self._summary_html())
        self.next_button.setText(self._next_label())
        self.summary.popup(self.screen.view.viewport())
        self.screen.place_overlays()
        self.next_button.setFocus()

    def _next_label(self) -> str:
        if self.state.match_over:
            return translate("OldMaid", "See the result")
        return translate("OldMaid", "Next game")

    def out_order(self) -> list[int]:
        """The seats in the order they ran out of cards (counts are public)."""
        state = self.state
        if not state.deals:
            return []
        counts = [len(h) - len(lay_out_pairs(h)[1]) for h in state.deals[0].hands]
        out = [s for s in range(state.players) if counts[s] == 0]
        for drawer, victim, _card, paired in state.draws:
            counts[victim] -= 1
            counts[drawer] += -1 if paired else 1
            for s in (victim, drawer):
                if counts[s] == 0 and s not in out:
                    out.append(s)
        return out

    def _loser_line(self) -> str:
        return words.loser_line(0 if self.state.loser is None else self.state.loser,
                                self.screen.human)

    def _summary_html(self) -> str:
        state = self.state
        if state.loser is None:
            return ""
        return words.summary_html(state, state.loser, self.out_order(), self.screen.human)

    def _show_match_end(self) -> None:
        self.open_match_end(words.match_end_html(self.state, self.screen.human))

    # ----------------------------------------------------------- information

    def score_sheet(self) -> tuple[list[str], list[list[str]]]:
        """One game is the whole match: a row per player (cards, pairs, place out)."""
        if self.screen.session is None or not self._widgets:
            return [], []
        return words.score_sheet(self.state, self.out_order(), self.screen.human)

    def plate_text(self, seat: int) -> str:
        name = self.name(seat)
        if self.screen.session is None or not self.state.deals:
            return name
        state = self.state
        if state.loser == seat:
            return fill(translate("OldMaid", "%1 · Old Maid"), name)
        if not state.hands[seat]:
            return fill(translate("OldMaid", "%1 · out"), name)
        return name

    def refresh(self) -> None:
        if self.screen.session is None or not self._widgets:
            return
        view = self.screen.view
        if self._mixed_token != self.screen.token:
            self._mixed_token = self.screen.token
            self._mix_all()
        state = self.state
        rows = {"dealer": fill(translate("OldMaid", "Dealer: %1"), self.name(state.dealer))}
        # While the cards are still being dealt the rest would tell what is to come.
        if not (self._dealing and view.animator.busy):
            rows.update(self._status_rows())
        self.show_info_rows([rows.get(name, "") for name in BADGES])
        if state.round_over and not view.animator.busy:
            self._turn_joker_up()
        for widget in (self.pick_help, self.summary):
            widget.setLayoutDirection(QApplication.layoutDirection())

    def _status_rows(self) -> dict[str, str]:
        state = self.state
        human = self.screen.human
        rows: dict[str, str] = {}
        if state.round_over and state.loser is not None:
            rows["turn"] = self._loser_line()
        elif state.to_act is not None:
            rows["turn"] = words.turn_text(state.turn, state.victim(), human)
        holding = sum(1 for h in state.hands if h)
        rows["holding"] = words.holding_text(holding, state.players)
        rows["pairs"] = words.pairs_text(sum(len(p) for p in state.pairs) // 2)
        if state.deals and not state.hands[human] and state.loser != human:
            rows["safe"] = "<b>" + translate("OldMaid", "You are out: safe!") + "</b>"
        return rows

    # -------------------------------------------------------- the table's spec

    def spec_widgets(self) -> dict[str, QWidget]:
        if not self._widgets:
            return {}
        return {"status": self.info, **self.badges, "pick-help": self.pick_help,
                "summary": self.summary}

    def spec_sample(self, name: str) -> list[str]:
        """The widest texts each label may show (`cardtable/ui/wording/old_maid.py`
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
        self.summary.title.setText(translate("OldMaid", "Game over"))
        if self.summary.isVisible():
            self.summary_text.setText(self._summary_html())
            self.next_button.setText(self._next_label())
        if self.pick_help.isVisible():
            self.pick_help.setText(self._help_text())
        self.refresh()
