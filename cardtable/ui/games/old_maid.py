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
from PySide6.QtWidgets import (
    QApplication,
    QDialog,
    QLabel,
    QWidget,
)

from cardtable.cards import JOKER, Card
from cardtable.rules.base import Action, CardMoved, Event, MatchOver, RoundScored, RoundStarted
from cardtable.rules.old_maid import (
    Draw,
    LoserFound,
    OldMaidState,
    PairLaid,
    PlayerOut,
    lay_out_pairs,
)
from cardtable.session import Session
from cardtable.ui.games.base import GameUI, OptionSpec
from cardtable.ui.table import timings as T
from cardtable.ui.table.layout import sides_for
from cardtable.ui.words import card_name, fill, num, seat_name

if TYPE_CHECKING:
    from cardtable.ui.table.card_sprite import CardSprite
    from cardtable.ui.table.screen import TableScreen

translate = QCoreApplication.translate

#: Where a new pair is shown face up, side by side, before it goes to the discard pile.
#: ("lot" zones are drawn above the hands.)
STAGE: tuple[str, str] = ("lot", "pair")
PAIR_SHOW = 750  # ms at normal speed: how long a new pair stays in view
MIX = 200  # ms at normal speed: each half of a hand's mixing (gather, fan out)
PILE_SCALE = 0.62
HELP_STYLE = """
QLabel#pick-help {
    color: #1b1b1b; background: rgba(255, 236, 170, 235); border-radius: 10px;
    padding: 5px 14px; font-size: 12pt;
}
"""


def rank_key(card: Card) -> tuple[int, int]:
    """The human's hand by rank (suits do not matter here), the joker last."""
    return int(card.rank), int(card.suit if card.suit is not None else 0)


class OldMaidUI(GameUI):
    game_id = "old-maid"
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

    # ----------------------------------------------------------- set-up

    def sides(self, session: Session, human: int) -> dict[int, str]:
        # The source draws "from the player on your right", who also plays next: play
        # passes to the right, counter-clockwise on the screen.
        return sides_for(session.players, human, counter_clockwise=True)

    def attach(self, screen: TableScreen) -> None:
        super().attach(screen)
        screen.view.hand_key = rank_key
        screen.view.stacker = self.stack
        vp = screen.view.viewport()
        self._make_info_box(vp, 5)
        self.pick_help = QLabel(vp)
        self.pick_help.setObjectName("pick-help")
        self.pick_help.setStyleSheet(HELP_STYLE)
        self.pick_help.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.pick_help.hide()
        self.summary = self.make_summary_panel(vp, 400)
        self._widgets = [self.info, self.pick_help, self.summary]
        self.listen_to_keys()

    def detach(self) -> None:
        self.stop_listening_to_keys()
        self._stop_anims()
        self._offer = None
        self._offer_key = None
        self._lit = False
        self._drop_widgets()

    @property
    def state(self) -> OldMaidState:
        assert self.screen.session is not None
        state = self.screen.session.state
        assert isinstance(state, OldMaidState)
        return state

    def name(self, seat: int) -> str:
        return seat_name(seat, self.screen.human)

    # ------------------------------------------------------------ places

    def position(self, zone: tuple[object, ...], index: int, count: int) -> QPointF | None:
        lay = self.screen.view.layout_
        cw = lay.card_w
        if tuple(zone) == STAGE:
            return QPointF(lay.centre.x() + (index - 0.5) * cw * 1.08, self._stage_y())
        if zone[0] == "pairs":
            return self._pile_point(zone, index)
        if zone[0] == "hand" and self._offer is not None and zone[1] == self._offer:
            return self._fan_point(index, count)
        return None

    def card_scale(self, zone: tuple[object, ...]) -> float | None:
        if tuple(zone) == STAGE:
            return 1.0
        if zone[0] == "pairs":
            return PILE_SCALE
        if zone[0] == "hand" and self._offer is not None and zone[1] == self._offer:
            return 1.0
        return None

    def _stage_y(self) -> float:
        """The height of the pair on show and of the offered hand: the middle, but low
        enough to leave room for the help line under the top seats' name plates."""
        view = self.screen.view
        lay = view.layout_
        y = lay.centre.y() - lay.card_h * 0.08
        top = 0.0
        for seat, plate in self.screen.plates.items():
            if seat in view.sides and lay.edge(seat) == "top":
                top = max(top, plate.geometry().bottom())
        help_h = self.pick_help.sizeHint().height() if self._widgets else 34
        room = top + 8 + help_h + 8 + lay.card_w * 0.12 + lay.card_h / 2
        # ...and clear of the toasts, which appear just above the human's hand.
        lowest = (view.viewport().height() - lay.card_h * 1.5 - lay.margin * 3 - help_h - 4)
        return max(y, min(room, lowest))

    def pile_centre(self) -> QPointF:
        """The discard pile, to the right of the middle (the middle is for the offered
        hand and the pair on show)."""
        lay = self.screen.view.layout_
        crowded = len(self.screen.view.sides) >= 6
        dx = lay.card_w * (2.6 if crowded else 3.4)
        return QPointF(lay.centre.x() + dx, lay.centre.y() + lay.card_h * 0.05)

    def _pile_point(self, zone: tuple[object, ...], index: int) -> QPointF:
        """Each pair lies as two cards side by side; later pairs on top, each a little
        offset, so the pile's height shows how many pairs are out."""
        sprites = self.screen.view.zones.get(zone, [])
        card = sprites[index].card if index < len(sprites) else None
        serial = self.arrival().get(card, 0) if card is not None else 0
        pair, second = divmod(serial, 2)
        lay = self.screen.view.layout_
        small = lay.card_w * PILE_SCALE
        c = self.pile_centre()
        return QPointF(c.x() - small * 0.2 + second * small * 0.42 + pair * 0.7,
                       c.y() - pair * 0.9)

    def _fan_point(self, index: int, count: int) -> QPointF:
        left, right = self._fan_band()
        cw = self.screen.view.layout_.card_w
        gaps = max(1, count - 1)
        step = min(cw * 0.72, (right - left - cw) / gaps)
        span = step * (count - 1)
        return QPointF((left + right) / 2 - span / 2 + index * step, self._stage_y())

    def _fan_band(self) -> tuple[float, float]:
        """The width the offered hand may take: left of the discard pile and, on a crowded
        table, right of the information box (widgets are drawn over the cards)."""
        view = self.screen.view
        lay = view.layout_
        right = self.pile_centre().x() - lay.card_w * (0.7 * PILE_SCALE + 0.15)
        left = 2 * lay.centre.x() - right
        if self._widgets and len(view.sides) >= 6:
            # Never past the pile: a box not yet moved after a resize would turn the fan
            # inside out (a negative step), sending its cards off the table.
            left = min(max(left, self.info.geometry().right() + 10.0), right - lay.card_w)
        return left, right

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
            return None
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
        point = view.layout_.anchor(seat)
        self._slide([(s, point) for s in view.zones.get(("hand", seat), [])], ms)

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
        view = self.screen.view
        zone = ("hand", victim)
        sprites = view.zones.get(zone)
        if not sprites:
            return
        self._offer = victim
        self._rng.shuffle(sprites)  # a freshly shuffled order for every draw
        for sprite in sprites:
            sprite.set_size(view.card_width(zone), view.devicePixelRatioF())
        self._slide(view.targets(zone), self.screen.timing.ms(T.PLAY_CARD))

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
        self.place()

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
        sprites = self.offered()
        zone = ("hand", self._offer)
        self._offer = None
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
        self.place()
        self.next_button.setFocus()

    def _next_label(self) -> str:
        if self.state.match_over:
            return translate("OldMaid", "See the result")
        return translate("OldMaid", "Next game")

    def _join(self, names: list[str]) -> str:
        text = names[0] if names else ""
        for name in names[1:]:
            text = fill(translate("OldMaid", "%1, %2", "a list of names"), text, name)
        return text

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
        state = self.state
        loser = state.loser
        if loser == self.screen.human:
            return translate("OldMaid", "You were left holding the joker")
        return fill(translate("OldMaid", "%1 was left holding the joker"),
                    self.name(loser if loser is not None else 0))

    def _summary_html(self) -> str:
        state = self.state
        if state.loser is None:
            return ""
        human = self.screen.human
        loser = state.loser
        head = f"<p style='font-size:15pt; margin-bottom:4px'><b>{self._loser_line()}</b></p>"
        lines = [translate("OldMaid", "The joker pairs with nothing, so it can only be "
                                      "passed on by being drawn.")]
        if loser == human:
            lines.append("<b>" + translate("OldMaid", "You are the Old Maid: you lose this "
                                                      "game.") + "</b>")
        else:
            lines.append("<b>" + fill(translate("OldMaid", "%1 is the Old Maid and loses; "
                                                           "you are safe and win."),
                                      self.name(loser)) + "</b>")
        out = self.out_order()
        if out:
            lines.append(fill(translate("OldMaid", "Out of cards, in order: %1"),
                              self._join([self.name(s) for s in out])))
        return head + "<br>".join(lines) + self._table_html()

    def _table_html(self) -> str:
        state = self.state
        heads = [translate("OldMaid", "Player"), translate("OldMaid", "Pairs"),
                 translate("OldMaid", "Points")]
        rows = ["<tr>" + "".join(f"<th style='padding:0 10px'>{h}</th>" for h in heads)
                + "</tr>"]
        points = state.results[-1].points if state.results else (0,) * state.players
        for s in range(state.players):
            colour = "#b01828" if s == state.loser else "#202020"
            rows.append(f"<tr style='color:{colour}'><td style='padding:0 10px'>"
                        f"{self.name(s)}</td>"
                        f"<td align='center'>{num(len(state.pairs[s]) // 2)}</td>"
                        f"<td align='center'>{num(points[s])}</td></tr>")
        return "<table align='center' style='margin-top:6px'>" + "".join(rows) + "</table>"

    def _show_match_end(self) -> None:
        state = self.state
        human = self.screen.human
        if state.loser == human:
            head = translate("OldMaid", "You were left holding the joker: you lose.")
        else:
            head = fill(translate("OldMaid", "You win! %1 was left holding the joker."),
                        self.name(state.loser if state.loser is not None else 0))
        self.open_match_end(f"<p style='font-size:16pt'><b>{head}</b></p>" + self._table_html())

    # ----------------------------------------------------------- information

    def score_sheet(self) -> tuple[list[str], list[list[str]]]:
        """One game is the whole match: a row per player (cards, pairs, place out)."""
        if self.screen.session is None or not self._widgets:
            return [], []
        state = self.state
        headers = [translate("OldMaid", "Player"), translate("OldMaid", "Cards in hand"),
                   translate("OldMaid", "Pairs laid out"), translate("OldMaid", "Order out"),
                   translate("OldMaid", "Points")]
        out = self.out_order()
        points = state.results[-1].points if state.results else None
        rows = []
        for s in range(state.players):
            if s == state.loser:
                place = translate("OldMaid", "Old Maid")
            elif s in out:
                place = num(out.index(s) + 1)
            else:
                place = ""
            rows.append([self.name(s), num(len(state.hands[s])),
                         num(len(state.pairs[s]) // 2), place,
                         num(points[s]) if points is not None else ""])
        return headers, rows

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
        rows = [fill(translate("OldMaid", "Dealer: %1"), self.name(state.dealer))]
        # While the cards are still being dealt the rest would tell what is to come.
        if not (self._dealing and view.animator.busy):
            rows += self._status_rows()
        self.show_info_rows(rows)
        if state.round_over and not view.animator.busy:
            self._turn_joker_up()
        self.info.adjustSize()
        self.place()

    def _status_rows(self) -> list[str]:
        state = self.state
        human = self.screen.human
        rows: list[str] = []
        if state.round_over and state.loser is not None:
            rows.append(self._loser_line())
        elif state.to_act is not None:
            turn, victim = state.turn, state.victim()
            if turn == human:
                rows.append(fill(translate("OldMaid", "Your turn: draw from %1"),
                                 self.name(victim)))
            elif victim == human:
                rows.append(fill(translate("OldMaid", "%1 draws from you"), self.name(turn)))
            else:
                rows.append(fill(translate("OldMaid", "%1 draws from %2"), self.name(turn),
                                 self.name(victim)))
        holding = sum(1 for h in state.hands if h)
        rows.append(fill(translate("OldMaid", "Players still holding cards: %1 of %2"),
                         num(holding), num(state.players)))
        rows.append(fill(translate("OldMaid", "Pairs laid out: %1 of %2"),
                         num(sum(len(p) for p in state.pairs) // 2), num(26)))
        if state.deals and not state.hands[human] and state.loser != human:
            rows.append("<b>" + translate("OldMaid", "You are out: safe!") + "</b>")
        return rows

    def place(self) -> None:
        if not self._widgets:
            return
        view = self.screen.view
        vp = view.viewport()
        lay = view.layout_
        direction = QApplication.layoutDirection()
        rtl = direction == Qt.LayoutDirection.RightToLeft
        self.info.setLayoutDirection(direction)
        self.info.adjustSize()
        if len(view.sides) >= 6:
            # Every corner holds a hand: the box goes left of the middle, under the top
            # seats' name plates.
            top = lay.card_h + lay.margin * 2
            for seat, plate in self.screen.plates.items():
                if seat in view.sides and lay.edge(seat) == "top" and plate.isVisible():
                    top = max(top, plate.geometry().bottom() + 8)
            x = int(lay.centre.x() - lay.card_w * 2.6 - self.info.width())
            x = self.clear_of_the_side_columns(x, self.info.width(), right=False)
            self.info.move(max(4, x), int(top))
        else:
            self.info.move(vp.width() - self.info.width() - 10 if rtl else 10, 10)
        if self.pick_help.isVisible():
            self.pick_help.setLayoutDirection(direction)
            self.pick_help.adjustSize()
            y = self._stage_y() - lay.card_h / 2 - lay.card_w * 0.12 - self.pick_help.height() - 6
            left, right = self._fan_band()
            self.pick_help.move(int((left + right) / 2 - self.pick_help.width() / 2),
                                max(4, int(y)))
            self.pick_help.raise_()
        if self.summary.isVisible():
            self.summary.setLayoutDirection(direction)
            self.summary.centre_in(vp)
            self.summary.raise_()

    def retranslate(self) -> None:
        if not self._widgets:
            return
        self.summary.title.setText(translate("OldMaid", "Game over"))
        if self.summary.isVisible():
            self.summary_text.setText(self._summary_html())
            self.next_button.setText(self._next_label())
        if self.pick_help.isVisible():
            self.pick_help.setText(self._help_text())
        self.refresh()
