"""Nine-Card Golf at the table: a 3 x 3 grid for every player (smaller for the others, so
nine fit on the screen), the stock and the discard pile readable beside your grid, the drawn
card held above it, each grid's running score, the first turn's two flips, replace or
discard, the final turns once a grid is all face up, the grouping shown at scoring (matched
columns and 2 x 2 squares outlined) and the nine rounds on a score sheet."""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, QPoint, QPointF, QRect, QRectF, QSize, Qt, QTimer
from PySide6.QtGui import QColor, QKeyEvent, QPen
from PySide6.QtWidgets import (
    QApplication,
    QDialog,
    QGraphicsRectItem,
    QLabel,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from cardtable.cards import Card, Rank
from cardtable.rules.base import (
    Action,
    CardMoved,
    Event,
    MatchOver,
    RoundScored,
    RoundStarted,
)
from cardtable.rules.golf import (
    DISCARD,
    DRAW,
    FLIP,
    GROUP_MASKS,
    PLACE,
    ROUNDS,
    SLOTS,
    STOCK,
    VALUE,
    Discard,
    Draw,
    Flip,
    Flipped,
    GolfState,
    Replace,
    Reshuffled,
    WentOut,
)
from cardtable.session import Session
from cardtable.ui.games.base import GameUI, OptionSpec
from cardtable.ui.table import timings as T
from cardtable.ui.table.layout import BOTTOM, LEFT, RIGHT, TOP, edge_of, sides_for
from cardtable.ui.table.panels import Panel
from cardtable.ui.table.spots import spot_beside
from cardtable.ui.words import Counted, card_code, card_name, fill, num, rank_name, score, seat_name

if TYPE_CHECKING:
    from cardtable.ui.table.card_sprite import CardSprite
    from cardtable.ui.table.screen import TableScreen

translate = QCoreApplication.translate
Golf = Counted("Golf")  # phrases with a count

_RED = "#c0182a"
_COLUMN_COLOUR = QColor(80, 170, 255)
_SQUARE_COLOUR = QColor(255, 196, 40)
EXTRA_STYLE = """
QLabel#final-banner {
    color: #ffffff; background: rgba(176, 24, 40, 230); border-radius: 10px;
    padding: 5px 14px; font-size: 12pt; font-weight: bold;
}
QLabel#note {
    color: #1b1b1b; background: rgba(255, 236, 170, 235); border-radius: 10px;
    padding: 5px 14px; font-size: 11pt;
}
QLabel#held-caption { color: #f4f1e6; font-size: 9pt; }
"""

Group = tuple[tuple[int, ...], int]
"""The slots of a matched column or square, and what they score together."""


def best_grouping(grid: list[Card]) -> list[Group]:
    """The groups the model's `grid_score` counts, for showing them: the same search over
    disjoint columns of three and 2 x 2 squares of a rank, keeping the lowest score (among
    groupings that score the same, the one with more groups: a column of kings is shown as
    the matched column it is, though it scores 0 either way)."""
    values = [VALUE[c] for c in grid]
    ranks = [c.rank for c in grid]
    valid = [(mask, slots, value, value - sum(values[s] for s in slots))
             for mask, slots, value in GROUP_MASKS
             if all(ranks[s] is ranks[slots[0]] for s in slots)]
    best: list[Group] = []
    best_key = (0, 0)
    for pick in range(1, 1 << len(valid)):
        used = 0
        gain = 0
        chosen: list[Group] = []
        ok = True
        for i, (mask, slots, value, g) in enumerate(valid):
            if pick >> i & 1:
                if used & mask:
                    ok = False
                    break
                used |= mask
                gain += g
                chosen.append((slots, value))
        if ok and (gain, -len(chosen)) < best_key and gain <= 0:
            best_key = (gain, -len(chosen))
            best = chosen
    return best


def face_up_score(grid: list[Card], up: list[bool]) -> int:
    """What a grid's face-up cards score now: their values, with a column or a square
    counted as a group once all its cards are face up (the same grouping as at the end)."""
    if not grid:
        return 0
    known = [k for k in range(SLOTS) if up[k]]
    values = {k: VALUE[grid[k]] for k in known}
    ranks = {k: grid[k].rank for k in known}
    valid = [(mask, value - sum(values[s] for s in slots))
             for mask, slots, value in GROUP_MASKS
             if all(s in ranks for s in slots)
             and all(ranks[s] is ranks[slots[0]] for s in slots)]
    best = 0
    for pick in range(1, 1 << len(valid)):
        used = gain = 0
        ok = True
        for i, (mask, g) in enumerate(valid):
            if pick >> i & 1:
                if used & mask:
                    ok = False
                    break
                used |= mask
                gain += g
        if ok and gain < best:
            best = gain
    return sum(values.values()) + best


def short(card: Card) -> str:
    """A card as its corner shows it: "K♠", "10♥", "★" for a joker."""
    if card.suit is None:
        return "★"
    rank = {Rank.ACE: "A", Rank.KING: "K", Rank.QUEEN: "Q", Rank.JACK: "J"}.get(
        card.rank, str(int(card.rank)))
    return rank + card.suit.symbol


# Your turn's panel, in pixels: as wide as its words want, at least the usual width, but
# narrower (and taller) on a narrow table.
BAR_WIDEST, BAR_USUAL, BAR_NARROWEST = 330, 278, 180


class GolfUI(GameUI):
    game_id = "golf"
    default_players = 4

    @staticmethod
    def room_for(players: int) -> tuple[int, int]:
        # Four to nine grids of nine cards: the smallest window puts them on each other
        # (with four, the turn prompt beside the top grid pushed its plate onto it; with five
        # or six, a top seat's plate lay on its face-up cards, the box on your grid; with
        # nine, at 960 x 600, a plate on its grid).
        if players >= 9:
            return (1024, 640)
        return (960, 600) if players >= 4 else (0, 0)

    @staticmethod
    def option_specs() -> list[OptionSpec]:
        return []  # Golf has no options: nine rounds, the rules as written

    @staticmethod
    def intro(players: int) -> str:
        return translate("Golf", "Each player has a grid of nine cards, face down. On your "
                                 "turn draw a card and swap it into your grid, or throw it "
                                 "away. Columns of three of a rank score nothing, four of a "
                                 "rank in a square score −25. The lowest total after nine "
                                 "rounds wins.")

    def __init__(self) -> None:
        self.match_dialog: QDialog | None = None
        self._widgets: list[QWidget] = []
        self._legal: Sequence[Action] = []
        self._chosen: list[int] = []
        self._lit: list[CardSprite] = []
        self._outlines: list[QGraphicsRectItem] = []
        self._prompting = False

    # ----------------------------------------------------------- set-up

    def sides(self, session: Session, human: int) -> dict[int, str]:
        # Golf passes to the left: clockwise on the screen.
        return sides_for(session.players, human, counter_clockwise=False)

    def attach(self, screen: TableScreen) -> None:
        super().attach(screen)
        vp = screen.view.viewport()
        screen.view.pile_order = ("stock", "discard")
        self._make_info_box(vp, 5)
        self.banner = QLabel(vp)
        self.banner.setObjectName("final-banner")
        self.banner.setStyleSheet(EXTRA_STYLE)
        self.banner.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.banner.setWordWrap(True)
        self.banner.hide()
        self.note = QLabel(vp)
        self.note.setObjectName("note")
        self.note.setStyleSheet(EXTRA_STYLE)
        self.note.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.note.setWordWrap(True)
        self.note.hide()
        self._note_timer = QTimer(self.note)
        self._note_timer.setSingleShot(True)
        self._note_timer.timeout.connect(self.note.hide)
        self.pile_captions = [QLabel(vp), QLabel(vp)]
        for label in self.pile_captions:
            label.setObjectName("held-caption")
            label.setStyleSheet(EXTRA_STYLE)
            label.setAlignment(Qt.AlignmentFlag.AlignCenter)
            label.show()
        self.bar = self._make_bar(vp)
        self.summary = self.make_summary_panel(vp, 460)
        self._widgets = [self.info, self.banner, self.note, *self.pile_captions, self.bar,
                         self.summary]
        self.listen_to_keys()

    def detach(self) -> None:
        self.stop_listening_to_keys()
        self._unlight()
        self._clear_outlines()
        self._drop_widgets()

    @property
    def state(self) -> GolfState:
        assert self.screen.session is not None
        state = self.screen.session.state
        assert isinstance(state, GolfState)
        return state

    def name(self, seat: int) -> str:
        return seat_name(seat, self.screen.human)

    # ------------------------------------------------------------ geometry

    def _others(self) -> int:
        return max(1, len(self.screen.view.sides) - 1)

    def _scale(self, seat: int) -> float:
        """Your grid is big enough to read at a glance; the others' smaller, so that up to
        nine grids fit."""
        view = self.screen.view
        lay = view.layout_
        ch = lay.card_w * view.art.ratio
        if seat == self.screen.human:
            return max(0.4, min(0.62, lay.h * 0.42 / (3.2 * ch)))
        n = self._others()
        scale = 0.5 if n <= 2 else 0.42 if n <= 4 else 0.36 if n <= 6 else 0.32
        # Room above your grid for the top grids, their plates and the card you hold.
        mine = self._scale(self.screen.human)
        room = lay.h - 3.2 * mine * ch - 1.25 * mine * ch - lay.margin * 2 - 64
        scale = min(scale, room / (3.2 * ch))
        top = sum(1 for s, p in view.sides.items() if edge_of(p)[0] == TOP)
        if top:
            room = lay.w * 0.84 / top - 24  # every top grid and its held card side by side
            scale = min(scale, room / (4.6 * lay.card_w))
        return max(0.24, scale)

    def _card_size(self, seat: int) -> tuple[float, float]:
        view = self.screen.view
        w = view.layout_.card_w * self._scale(seat)
        return w, w * view.art.ratio

    def _gap(self, seat: int) -> float:
        return self._card_size(seat)[0] * 0.08

    def grid_rect(self, seat: int) -> QRectF:
        """Where a seat's grid lies on the table."""
        view = self.screen.view
        lay = view.layout_
        w, h = self._card_size(seat)
        gap = self._gap(seat)
        gw, gh = 3 * w + 2 * gap, 3 * h + 2 * gap
        m = lay.margin
        place = view.sides.get(seat, BOTTOM)
        edge, frac = edge_of(place)
        if edge == BOTTOM:
            cx, cy = lay.w / 2, lay.h - gh / 2 - m * 0.6
        elif edge == TOP:
            cx, cy = lay.w * frac, gh / 2 + m * 0.5
        else:
            cy = lay.h * frac - gh * 0.15
            cy = max(gh / 2 + m, min(cy, lay.h - gh / 2 - m - 22))
            cx = gw / 2 + m if edge == LEFT else lay.w - gw / 2 - m
        return QRectF(cx - gw / 2, cy - gh / 2, gw, gh)

    def slot_point(self, seat: int, slot: int) -> QPointF:
        r = self.grid_rect(seat)
        w, h = self._card_size(seat)
        gap = self._gap(seat)
        col, row = slot % 3, slot // 3
        return QPointF(r.left() + w / 2 + col * (w + gap), r.top() + h / 2 + row * (h + gap))

    def _pile_scale(self) -> float:
        return max(0.5, min(0.75, self._scale(self.screen.human) * 1.15))

    def pile_point(self, name: str) -> QPointF:
        """The stock and the discard pile: to the right of your grid, level with its middle
        row, so the pile you draw from and the grid you place into are side by side."""
        view = self.screen.view
        lay = view.layout_
        r = self.grid_rect(self.screen.human)
        pw = lay.card_w * self._pile_scale()
        x = r.right() + lay.card_w * 0.35 + pw / 2
        if name == "discard":
            x += pw + lay.card_w * 0.25
        return QPointF(x, r.center().y())

    def held_point(self, seat: int) -> QPointF:
        """A drawn card: held above your grid; beside another player's grid, toward the
        middle of the table."""
        r = self.grid_rect(seat)
        w, h = self._card_size(seat)
        hw = w * self._held_factor(seat)
        if seat == self.screen.human:
            return QPointF(r.center().x(), r.top() - hw * self.screen.view.art.ratio / 2
                           - h * 0.12)
        edge = edge_of(self.screen.view.sides.get(seat, TOP))[0]
        if edge == RIGHT:
            return QPointF(r.left() - hw / 2 - w * 0.25, r.center().y())
        return QPointF(r.right() + hw / 2 + w * 0.25, r.center().y())

    def _held_factor(self, seat: int) -> float:
        return 1.2 if seat == self.screen.human else 1.15

    def position(self, zone: tuple[object, ...], index: int, count: int) -> QPointF | None:
        if self.screen.session is None:
            return None
        kind = zone[0]
        if kind == "grid" and len(zone) == 3:
            seat, slot = int(zone[1]), int(zone[2])  # type: ignore[call-overload]
            if seat in self.screen.view.sides:
                return self.slot_point(seat, slot)
        if kind == "hand" and len(zone) == 2:
            seat = int(zone[1])  # type: ignore[call-overload]
            if seat in self.screen.view.sides:
                return self.held_point(seat)
        if tuple(zone) in (STOCK, DISCARD):
            p = self.pile_point(str(zone[1]))
            k = min(index, 14)
            return QPointF(p.x() - k * 0.35, p.y() - k * 0.35)
        return None

    def card_scale(self, zone: tuple[object, ...]) -> float | None:
        if self.screen.session is None:
            return None
        if zone[0] == "grid" and len(zone) == 3:
            return self._scale(int(zone[1]))  # type: ignore[call-overload]
        if zone[0] == "hand" and len(zone) == 2:
            seat = int(zone[1])  # type: ignore[call-overload]
            return self._scale(seat) * self._held_factor(seat)
        if tuple(zone) in (STOCK, DISCARD, ("deck",)):
            return self._pile_scale()
        return None

    # -------------------------------------------------------------- panels

    def _make_bar(self, parent: QWidget) -> Panel:
        panel = Panel(parent)
        panel.setMaximumWidth(BAR_WIDEST)
        panel.setMinimumWidth(BAR_NARROWEST)
        panel.box.setContentsMargins(14, 10, 14, 10)
        panel.box.setSpacing(6)
        panel.title.setStyleSheet("font-size: 13pt;")
        self.bar_text = QLabel(panel)
        self.bar_text.setObjectName("bar-help")
        self.bar_text.setTextFormat(Qt.TextFormat.RichText)
        self.bar_text.setWordWrap(True)
        self.bar_text.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.bar_text.setMinimumWidth(BAR_NARROWEST - 28)  # the panel's margins
        panel.box.addWidget(self.bar_text)
        row = QVBoxLayout()
        row.setSpacing(4)
        self.stock_button = QPushButton(panel)
        self.stock_button.setObjectName("draw-stock")
        self.discard_pile_button = QPushButton(panel)
        self.discard_pile_button.setObjectName("draw-discard")
        self.discard_button = QPushButton(panel)
        self.discard_button.setObjectName("discard")
        self.stock_button.clicked.connect(lambda: self._draw("stock"))
        self.discard_pile_button.clicked.connect(lambda: self._draw("discard"))
        self.discard_button.clicked.connect(self._discard)
        for b in (self.stock_button, self.discard_pile_button, self.discard_button):
            row.addWidget(b)
        panel.box.addLayout(row)
        return panel

    # -------------------------------------------------------------- events

    def animate(self, event: Event) -> bool:
        view = self.screen.view
        timing = self.screen.timing
        if isinstance(event, RoundStarted):
            number, dealer = event.number, event.roles.get("dealer", 0)
            view.then(lambda: self._new_round(number))
            view.then(lambda: self.show_note(self._deal_text(number, dealer)))
            return True
        if isinstance(event, CardMoved) and event.src == STOCK and event.dst[0] == "grid":
            view.move_card(event.card, event.src, event.dst, False, timing.ms(T.DEAL_CARD),
                           timing.ms(T.DEAL_STAGGER))
            return True
        if isinstance(event, CardMoved) and event.src == DISCARD and event.dst == STOCK:
            view.move_card(event.card, event.src, event.dst, False, timing.ms(T.GATHER),
                           timing.ms(T.DEAL_STAGGER) // 3)
            return True
        if isinstance(event, Flipped):
            seat, slot = event.seat, event.slot
            view.then(lambda: self._flip(seat, slot))
            view.animator.pause(timing.ms(T.PLAY_CARD // (4 if self.state.round_over else 1)))
            return True
        if isinstance(event, WentOut):
            seat = event.seat
            view.then(lambda: self._went_out(seat))
            view.animator.pause(timing.ms(T.FLASH))
            return True
        if isinstance(event, Reshuffled):
            view.then(lambda: self.show_note(translate(
                "Golf", "The stock is used up: the discard pile, all but its top card, is "
                        "shuffled into a new stock.")))
            return True
        if isinstance(event, RoundScored):
            view.then(self._show_groups)
            return True
        return isinstance(event, MatchOver)

    def show_note(self, text: str, ms: int = T.FLASH * 3) -> None:
        """A short message in the middle of the table (the table's own toast would cover
        your grid)."""
        if not self._widgets:
            return
        self.note.setText(text)
        self.note.adjustSize()
        self.note.show()
        self.note.raise_()
        self._note_timer.start(max(900, ms))
        self.place()

    def _new_round(self, number: int) -> None:
        """Clear the table, lay the round's pack face down as the stock."""
        view = self.screen.view
        view.settle()
        self._clear_outlines()
        for sprites in view.zones.values():
            for s in sprites:
                view.scene().removeItem(s)
        view.zones = {}
        deals = self.state.deals
        if 0 < number <= len(deals):
            deal = deals[number - 1]
            pack = list(deal.piles.get("stock", ()))
            dealt = [c for h in deal.hands for c in h]
            for card in reversed(pack + dealt):
                view.place(card, ("deck",), STOCK, False)
            view.relayout(animate=False, zones=[STOCK])
        self.refresh()

    def _deal_text(self, number: int, dealer: int) -> str:
        if dealer == self.screen.human:
            return fill(translate("Golf", "Round %1 of %2: you deal."), num(number), num(ROUNDS))
        return fill(translate("Golf", "Round %1 of %2: %3 deals."), num(number), num(ROUNDS),
                    self.name(dealer))

    def _flip(self, seat: int, slot: int) -> None:
        for sprite in self.screen.view.zones.get(("grid", seat, slot), []):
            sprite.set_face_up(True)
        self.screen.refresh()

    def _went_out(self, seat: int) -> None:
        if seat == self.screen.human:
            text = translate("Golf", "All your cards are face up! Every other player has one "
                                     "more turn.")
        else:
            text = fill(translate("Golf", "%1 has all nine cards face up! Every other player "
                                          "has one more turn."), self.name(seat))
        self.show_note(text, T.FLASH * 4)
        self.refresh()

    # -------------------------------------------------------- the grouping

    def _clear_outlines(self) -> None:
        for item in self._outlines:
            if item.scene() is not None:
                item.scene().removeItem(item)
        self._outlines = []

    def _show_groups(self) -> None:
        """Outline the matched columns (blue) and the 2 x 2 squares (gold) of every grid."""
        self._clear_outlines()
        if self.screen.session is None or not self.state.round_over:
            return
        scene = self.screen.view.scene()
        grids = self.state.results[-1].details["grids"] if self.state.results else []
        for seat, codes in enumerate(grids):
            if seat not in self.screen.view.sides:
                continue
            grid = [Card.parse(c) for c in codes]
            w, h = self._card_size(seat)
            for slots, value in best_grouping(grid):
                points = [self.slot_point(seat, k) for k in slots]
                left = min(p.x() for p in points) - w / 2 - 3
                top = min(p.y() for p in points) - h / 2 - 3
                right = max(p.x() for p in points) + w / 2 + 3
                bottom = max(p.y() for p in points) + h / 2 + 3
                item = QGraphicsRectItem(QRectF(left, top, right - left, bottom - top))
                colour = _SQUARE_COLOUR if value < 0 else _COLUMN_COLOUR
                item.setPen(QPen(colour, 4))
                item.setZValue(900)
                item.setData(0, "square" if value < 0 else "column")
                scene.addItem(item)
                self._outlines.append(item)

    # ------------------------------------------------------------- prompts

    def prompt(self, legal: Sequence[Action]) -> None:
        if not self._widgets or not legal:
            return
        self._unlight()
        self._legal = legal
        self._chosen = []
        self._prompting = True
        state = self.state
        human = self.screen.human
        view = self.screen.view
        if state.phase == FLIP:
            for k in range(SLOTS):
                if not state.faceup[human][k]:
                    self._light(view.zones.get(("grid", human, k), []))
        elif state.phase == DRAW:
            if any(isinstance(a, Draw) and a.source == "stock" for a in legal):
                self._light(view.zones.get(STOCK, [])[-1:])
            if any(isinstance(a, Draw) and a.source == "discard" for a in legal):
                self._light(view.zones.get(DISCARD, [])[-1:])
        elif state.phase == PLACE:
            for k in range(SLOTS):
                self._light(view.zones.get(("grid", human, k), [])[-1:])
        self._fill_bar()
        self.bar.show()
        self.bar.raise_()
        self.place()

    def _light(self, sprites: list[CardSprite]) -> None:
        for sprite in sprites:
            sprite.set_playable(True, False)
            sprite.clicked.connect(self._sprite_clicked)
            self._lit.append(sprite)

    def _unlight(self) -> None:
        for sprite in self._lit:
            try:
                sprite.clicked.disconnect(self._sprite_clicked)
            except (RuntimeError, TypeError):
                pass
            sprite.set_playable(False, False)
            sprite.set_selected(False)
        self._lit = []

    def card_clicked(self, card: object) -> bool:
        return True  # the grid and the piles answer their own clicks (_sprite_clicked)

    def _sprite_clicked(self, sprite: CardSprite) -> None:
        if not self._prompting or self.screen.view.animator.busy:
            return
        zone = sprite.zone or ()
        if zone == STOCK:
            self._draw("stock")
        elif zone == DISCARD:
            self._draw("discard")
        elif len(zone) == 3 and zone[0] == "grid":
            self._slot(int(zone[2]))  # type: ignore[call-overload]

    def _slot(self, slot: int) -> None:
        state = self.state
        human = self.screen.human
        if state.phase == FLIP:
            if state.faceup[human][slot]:
                return
            sprites = self.screen.view.zones.get(("grid", human, slot), [])
            if slot in self._chosen:
                self._chosen.remove(slot)
                for s in sprites:
                    s.set_selected(False)
            else:
                self._chosen.append(slot)
                for s in sprites:
                    s.set_selected(True)
            if len(self._chosen) == 2:
                a, b = sorted(self._chosen)
                action: Action | None = next((x for x in self._legal if isinstance(x, Flip)
                                              and sorted(x.slots) == [a, b]), None)
                if action is not None:
                    self._act(action)
                    return
            self._fill_bar()
        elif state.phase == PLACE:
            action = next((x for x in self._legal if isinstance(x, Replace) and x.slot == slot),
                          None)
            if action is not None:
                self._act(action)

    def _draw(self, source: str) -> None:
        action = next((a for a in self._legal if isinstance(a, Draw) and a.source == source),
                      None)
        if action is not None:
            self._act(action)

    def _discard(self) -> None:
        action = next((a for a in self._legal if isinstance(a, Discard)), None)
        if action is not None:
            self._act(action)

    def _act(self, action: Action) -> None:
        self.hide_prompts()
        self.screen.act(action)

    def key_pressed(self, event: QKeyEvent) -> bool:
        """1-9 choose a slot of your grid (row by row), S draws from the stock, D takes the
        discard pile's card (or discards the card drawn)."""
        if not self._prompting:
            return False
        key = event.key()
        if Qt.Key.Key_1 <= key <= Qt.Key.Key_9:
            self._slot(int(key) - int(Qt.Key.Key_1))
            return True
        if key == Qt.Key.Key_S:
            self._draw("stock")
            return True
        if key == Qt.Key.Key_D:
            if self.state.phase == PLACE:
                self._discard()
            else:
                self._draw("discard")
            return True
        return False

    def _fill_bar(self) -> None:
        state = self.state
        phase = state.phase
        final = state.ender is not None
        self.bar.title.setText(translate("Golf", "Your last turn!") if final
                               else translate("Golf", "Your turn"))
        self.bar.title.setStyleSheet("font-size: 13pt; color: #b01828;" if final
                                     else "font-size: 13pt;")
        for b in (self.stock_button, self.discard_pile_button, self.discard_button):
            b.hide()
        keys = translate("Golf", "Keys: 1-9 your cards, S the stock, D the discard pile.")
        if phase == FLIP:
            left = 2 - len(self._chosen)
            text = (translate("Golf", "First turn: click two of your cards to turn them face "
                                      "up.") if left == 2 else
                    translate("Golf", "Now click a second card to turn face up."))
        elif phase == DRAW:
            top = state.discard[-1] if state.discard else None
            text = translate("Golf", "Draw the top card of the stock, or take the discard "
                                     "pile's top card. Then you place it in your grid.")
            self.stock_button.setText(translate("Golf", "Draw from the stock"))
            self.stock_button.setVisible(any(isinstance(a, Draw) and a.source == "stock"
                                             for a in self._legal))
            if top is not None:
                self.discard_pile_button.setText(fill(translate("Golf", "Take the %1"),
                                                      card_name(top)))
                self.discard_pile_button.show()
        else:
            held = state.held
            held_text = f"<b>{card_name(held)}</b>" if held is not None else ""
            if state.held_from == "stock":
                text = fill(translate("Golf", "You drew the %1. Click a card of your grid to "
                                              "replace it, or discard the %1."), held_text)
                self.discard_button.setText(translate("Golf", "Discard it"))
                self.discard_button.show()
            else:
                text = fill(translate("Golf", "You took the %1. Click a card of your grid to "
                                              "replace it."), held_text)
        self.bar_text.setText(text)
        self.bar.setToolTip(keys)
        if final:
            self.bar_text.setText(self.bar_text.text() + "<br><b style='color:#b01828'>" +
                                  translate("Golf", "After this turn your grid is turned up "
                                                    "and scored.") + "</b>")
        self.bar.adjustSize()

    def hide_prompts(self) -> None:
        if not self._widgets:
            return
        self._prompting = False
        self._chosen = []
        self._unlight()
        for panel in (self.bar, self.summary):
            panel.hide()

    def show_hint(self, action: Action) -> None:
        if not self._prompting:
            return
        view = self.screen.view
        human = self.screen.human
        if isinstance(action, Flip):
            for k in action.slots:
                for s in view.zones.get(("grid", human, k), []):
                    s.set_focused(True)
            self.show_note(fill(translate("Golf", "Hint: turn up your cards %1 and %2."),
                                num(action.slots[0] + 1), num(action.slots[1] + 1)))
        elif isinstance(action, Draw):
            zone = STOCK if action.source == "stock" else DISCARD
            for s in view.zones.get(zone, [])[-1:]:
                s.set_focused(True)
            (self.stock_button if action.source == "stock"
             else self.discard_pile_button).setFocus()
            self.show_note(translate("Golf", "Hint: draw from the stock.")
                           if action.source == "stock" else
                           translate("Golf", "Hint: take the discard pile's card."))
        elif isinstance(action, Replace):
            for s in view.zones.get(("grid", human, action.slot), [])[-1:]:
                s.set_focused(True)
            self.show_note(fill(translate("Golf", "Hint: put it in place of your card %1."),
                                num(action.slot + 1)))
        elif isinstance(action, Discard):
            self.discard_button.setFocus()
            self.show_note(translate("Golf", "Hint: discard it."))

    # ------------------------------------------------------------- summaries

    def show_round_end(self, match_over: bool) -> None:
        self.hide_prompts()
        self.banner.hide()
        self.note.hide()
        self._show_groups()
        self.summary.title.setText(self._summary_title())
        self.summary_text.setMinimumWidth(max(460, 165 * self._per_row()))
        self.summary_text.setText(self._summary_html())
        self.next_button.setText(self._next_label())
        self.summary.popup(self.screen.view.viewport())
        self.next_button.setFocus()

    def _per_row(self) -> int:
        players = self.state.players
        return players if players <= 4 else 3 if players <= 6 else 5

    def _summary_title(self) -> str:
        return fill(translate("Golf", "Round %1 of %2 scored"), num(len(self.state.results)),
                    num(ROUNDS))

    def _next_label(self) -> str:
        if self.state.match_over:
            return translate("Golf", "See the result")
        return translate("Golf", "Next round")

    def _grid_html(self, grid: list[Card], groups: list[Group]) -> str:
        colour: dict[int, str] = {}
        for slots, value in groups:
            for k in slots:
                colour[k] = "#ffe08a" if value < 0 else "#bfe0ff"
        rows = []
        for r in range(3):
            cells = []
            for c in range(3):
                k = r * 3 + c
                card = grid[k]
                ink = _RED if card.suit is not None and card.suit.is_red else "#111111"
                bg = colour.get(k, "#ffffff")
                cells.append(f"<td style='background:{bg}; color:{ink}; padding:0 4px' "
                             f"align='center'>{card_code(short(card))}</td>")
            rows.append("<tr>" + "".join(cells) + "</tr>")
        return ("<table cellspacing='1' style='background:#bbb' align='center'>"
                + "".join(rows) + "</table>")

    def _explain(self, grid: list[Card], groups: list[Group]) -> str:
        """Why a grid scores what it does: its groups, then the cards left over."""
        parts = []
        grouped: set[int] = set()
        for slots, value in groups:
            rank = rank_name(grid[slots[0]].rank)
            if value < 0:
                parts.append(fill(translate("Golf", "square of %1: %2"), rank, score(value)))
            else:
                parts.append(fill(translate("Golf", "column of %1: %2"), rank, score(value)))
            grouped.update(slots)
        rest = [VALUE[grid[k]] for k in range(SLOTS) if k not in grouped]
        if rest:
            parts.append(fill(translate("Golf", "other cards: %1"), score(sum(rest))))
        return "<br>".join(parts)

    def _summary_html(self) -> str:
        state = self.state
        if not state.results:
            return ""
        result = state.results[-1]
        d = result.details
        ender = d.get("ended_by")
        lines = []
        if ender is not None:
            lines.append("<p>" + (translate("Golf", "You turned up all your cards first.")
                                  if ender == self.screen.human else
                                  fill(translate("Golf", "%1 turned up all nine cards first."),
                                       self.name(ender))) + "</p>")
        per_row = self._per_row()
        cells = []
        for seat, codes in enumerate(d["grids"]):
            grid = [Card.parse(c) for c in codes]
            groups = best_grouping(grid)
            why = (f"<br><span style='font-size:8pt'>{self._explain(grid, groups)}</span>"
                   if groups else "")
            cells.append(
                f"<td style='padding:3px 9px' align='center' valign='top'>"
                f"<b>{self.name(seat)}</b><br>"
                + fill(translate("Golf", "%1 points · total %2"),
                       f"<b>{score(result.points[seat])}</b>", score(result.totals[seat]))
                + f"{self._grid_html(grid, groups)}{why}</td>")
        rows = ["<tr>" + "".join(cells[i:i + per_row]) + "</tr>"
                for i in range(0, len(cells), per_row)]
        lines.append("<table align='center'>" + "".join(rows) + "</table>")
        lines.append("<span style='font-size:9pt'>" + translate(
            "Golf", "Blue: a column of three of a rank (0). Gold: four of a rank in a square "
                    "(−25 together).") + "</span>")
        if state.match_over:
            lines.append("<p><b>" + self._match_line() + "</b></p>")
        return "".join(lines)

    def _match_line(self) -> str:
        state = self.state
        winners = state.winners
        best = min(state.totals)
        if self.screen.human in winners:
            if len(winners) == 1:
                return fill(translate("Golf", "You win the match with the lowest total, %1!"),
                            score(best))
            return fill(translate("Golf", "You share the lowest total, %1!"), score(best))
        return fill(translate("Golf", "%1 wins the match with the lowest total, %2."),
                    self.name(winners[0]) if winners else "", score(best))

    def _show_match_end(self) -> None:
        state = self.state
        order = sorted(range(state.players), key=lambda s: state.totals[s])
        rows = "".join(f"<tr><td style='padding:0 10px'>{self.name(s)}</td>"
                       f"<td style='padding:0 10px'>{score(state.totals[s])}</td></tr>"
                       for s in order)
        self.open_match_end(f"<p style='font-size:15pt'><b>{self._match_line()}</b></p>"
                            f"<table align='center'>{rows}</table>")

    # ----------------------------------------------------------- information

    def score_sheet(self) -> tuple[list[str], list[list[str]]]:
        if self.screen.session is None or not self._widgets:
            return [], []
        state = self.state
        headers = [translate("Golf", "Round"), translate("Golf", "Went out")]
        headers += [self.name(s) for s in range(state.players)]
        rows = []
        for i, result in enumerate(state.results):
            ender = result.details.get("ended_by")
            row = [num(i + 1), self.name(ender) if ender is not None else "–"]
            row += [fill(translate("Golf", "%1 (%2)", "round score (running total)"),
                         score(result.points[s]), score(result.totals[s]))
                    for s in range(state.players)]
            rows.append(row)
        return headers, rows

    def match_score(self) -> int:
        return self.state.totals[self.screen.human]

    def _final_seats(self) -> list[int]:
        """The players still to take their one more turn, in order."""
        state = self.state
        if state.ender is None or state.round_over:
            return []
        out = []
        seat = state.turn
        for _ in range(state.final_left):
            if seat != state.ender:
                out.append(seat)
            seat = (seat + 1) % state.players
        return out

    def plate_text(self, seat: int) -> str:
        name = self.name(seat)
        if self.screen.session is None:
            return name
        state = self.state
        if not state.grids[seat]:
            return name
        shown = face_up_score(state.grids[seat], state.faceup[seat])
        line = fill(translate("Golf", "face up: %1 · total: %2"), score(shown),
                    score(state.totals[seat]))
        if seat == state.ender and not state.round_over:
            tag = translate("Golf", "went out")
        elif seat in self._final_seats():
            tag = translate("Golf", "last turn")
        elif seat == state.dealer:
            tag = translate("Golf", "dealer")
        else:
            tag = ""
        head = fill(translate("Golf", "%1 · %2", "name · tag"), name, tag) if tag else name
        return head + "\n" + line

    def refresh(self) -> None:
        if self.screen.session is None or not self._widgets:
            return
        state = self.state
        human = self.screen.human
        view = self.screen.view
        if not view.animator.busy:
            self._sync_piles()
        number = max(1, len(state.deals))
        rows = [fill(translate("Golf", "Round %1 of %2 · dealer: %3"), num(number),
                     num(ROUNDS), self.name(state.dealer)),
                fill(translate("Golf", "Your total: %1 (lowest wins)"),
                     f"<b>{score(state.totals[human])}</b>")]
        if state.discard:
            top = state.discard[-1]
            rows.append(fill(translate("Golf", "Discard pile: %1 (%2 points)"),
                             card_name(top), score(VALUE[top])))
        rows.append(Golf.tr("Stock: %Ln card(s)", None, len(state.stock)))
        if state.round_over and not state.match_over:
            rows.append(translate("Golf", "Round over."))
        elif not state.round_over and state.turn != human:
            rows.append(fill(translate("Golf", "%1 is playing."), self.name(state.turn)))
        self.show_info_rows(rows)
        finals = self._final_seats()
        if state.ender is not None and not state.round_over:
            who = (translate("Golf", "You went out") if state.ender == human
                   else fill(translate("Golf", "%1 went out"), self.name(state.ender)))
            self.banner.setText(fill(translate("Golf", "%1 · one more turn each · %2 to go"),
                                     who, num(len(finals))))
            self.banner.show()
        else:
            self.banner.hide()
        self.pile_captions[0].setText(fill(translate("Golf", "Stock · %1"),
                                           num(len(state.stock))))
        self.pile_captions[1].setText(translate("Golf", "Discard pile"))
        self.info.adjustSize()
        self.place()

    def _sync_piles(self) -> None:
        """Pile sprites in the state's order (bottom first), so the top card is on top."""
        view = self.screen.view
        zones = self.state.zones()
        for zone in (STOCK, DISCARD):
            sprites = view.zones.get(zone, [])
            want = list(reversed(zones.get(zone, ())))
            if [s.card for s in sprites] == want:
                continue
            if sorted(c.code for c in want) != sorted(s.card.code for s in sprites):
                continue
            pool = list(sprites)
            ordered = []
            for card in want:
                i = next(i for i, s in enumerate(pool) if s.card is card)
                ordered.append(pool.pop(i))
            view.zones[zone] = ordered
            view.relayout(animate=False, zones=[zone])

    def place(self) -> None:
        if not self._widgets or self.screen.session is None:
            return
        view = self.screen.view
        vp = view.viewport()
        lay = view.layout_
        direction = QApplication.layoutDirection()
        rtl = direction == Qt.LayoutDirection.RightToLeft
        human = self.screen.human
        mine = self.grid_rect(human)
        # The name plates: under each grid; yours to the left of your grid.
        plate: QLabel | None  # each seat's plate here, then yours (or none) below
        for seat, plate in self.screen.plates.items():
            if seat not in view.sides:
                continue
            plate.adjustSize()
            r = self.grid_rect(seat)
            if seat == human:
                x = r.left() - plate.width() - lay.card_w * 0.3
                y = r.top() + r.height() * 0.2
            else:
                x = r.center().x() - plate.width() / 2
                y = r.bottom() + 4
            plate.move(int(max(4, min(x, vp.width() - plate.width() - 4))),
                       int(max(4, min(y, vp.height() - plate.height() - 4))))
        top_band = max([self.screen.plates[s].geometry().bottom() + 6
                        for s, p in view.sides.items()
                        if edge_of(p)[0] == TOP and s in self.screen.plates] + [lay.margin])
        # The info box: a free corner, or low beside your grid on a crowded table.
        self.info.setLayoutDirection(direction)
        self.wrap_info_into(vp.width())
        iw, ih = self.info.width(), self.info.height()
        if any(edge_of(p)[0] == TOP and edge_of(p)[1] < 0.3 for p in view.sides.values()) or (
                len(view.sides) >= 6):
            plate = self.screen.plates.get(human)
            right: float = (plate.geometry().left() if plate is not None else mine.left()) - 10
            # Clear of the left seats' grids and of their plates (wider than a grid).
            side_w = max([max(self.grid_rect(s).right(), self.screen.plates[s].geometry().right())
                          for s, p in view.sides.items()
                          if edge_of(p)[0] == LEFT and s in self.screen.plates] + [0]) + 10
            # Its lines wrapped where the room left of your grid is narrower (it reached a
            # few pixels onto the grid's left column).
            self.wrap_info_into(int(mine.left()) - 8 - int(side_w))
            iw, ih = self.info.width(), self.info.height()
            x = max(side_w, right - iw)
            self.info.move(int(x), int(vp.height() - ih - 8))
        else:
            self.info.move(int(vp.width() - iw - 10 if rtl else 10), 10)
        # Captions under the piles.
        for label, name in zip(self.pile_captions, ("stock", "discard"), strict=True):
            label.adjustSize()
            p = self.pile_point(name)
            ph = lay.card_w * self._pile_scale() * view.art.ratio
            label.move(int(p.x() - label.width() / 2), int(p.y() + ph / 2 + 3))
        # Messages and the final-turn banner: in the free middle, under the top grids and
        # to the left of the card you hold above your grid.
        left = max([self.grid_rect(s).right() for s, p in view.sides.items()
                    if edge_of(p)[0] == LEFT] + [0]) + 8
        held_w = lay.card_w * self._scale(human) * self._held_factor(human)
        right = mine.center().x() - held_w / 2 - 8
        middle = (left + right) / 2
        y = top_band
        for label in (self.banner, self.note):
            if not label.isVisible():
                continue
            label.ensurePolished()
            natural = label.fontMetrics().horizontalAdvance(label.text()) + 34
            label.setFixedWidth(int(min(natural, max(160, right - left))))
            label.setMinimumHeight(0)
            label.setMaximumHeight(16777215)
            label.setFixedHeight(label.heightForWidth(label.width()))
            label.move(int(max(left, middle - label.width() / 2)), int(y))
            label.raise_()
            y += label.height() + 6
        if self.bar.isVisible():
            self.bar.setLayoutDirection(direction)
            # Between your grid and the right seats' grids and plates: on a narrow table
            # narrower and taller rather than over your own cards.
            right_edge = min([min(self.grid_rect(s).left(),
                                  self.screen.plates[s].geometry().left())
                              for s, p in view.sides.items()
                              if edge_of(p)[0] == RIGHT and s in self.screen.plates]
                             + [vp.width()]) - 6
            self.bar.setMaximumWidth(BAR_WIDEST)
            self.bar.adjustSize()
            w = int(min(max(self.bar.width(), BAR_USUAL),
                        max(BAR_NARROWEST, right_edge - mine.right() - 8)))
            # Never narrower than its buttons: a label cut short ("ake the 5 of Diamonc").
            w = max(w, self._buttons_width())
            self.bar.setMaximumWidth(w)
            h = max(self.bar.minimumSizeHint().height(), self.bar.heightForWidth(w))
            self.bar.resize(w, h)
            stock = self.pile_point("stock")
            ph = lay.card_w * self._pile_scale() * view.art.ratio
            bx = stock.x() - lay.card_w * self._pile_scale() / 2
            by = stock.y() - ph / 2 - h - 10
            bx = min(bx, right_edge - w)
            by = max(top_band, by)
            discard = self.pile_point("discard")
            pw = lay.card_w * self._pile_scale()
            if by + h > stock.y() - ph / 2 - 4 and discard.x() + pw / 2 + 12 + w < right_edge:
                # Too tall to stand above the piles: beside them instead.
                bx = discard.x() + pw / 2 + 12
                by = vp.height() - h - 8
            at = QPoint(int(max(4, bx)), int(max(4, min(by, vp.height() - h - 4))))
            self.bar.move(self._bar_spot(at))
            self.bar.raise_()
        if self.summary.isVisible():
            self.summary.setLayoutDirection(direction)
            self.summary.centre_in(vp)

    def _buttons_width(self) -> int:
        """The bar's width its widest button needs, margins included."""
        shown = [b for b in (self.stock_button, self.discard_pile_button, self.discard_button)
                 if not b.isHidden()]
        m = self.bar.box.contentsMargins()
        frame = self.bar.width() - self.bar.contentsRect().width()
        return max([b.sizeHint().width() for b in shown] + [0]) + m.left() + m.right() + frame

    def _bar_spot(self, usual: QPoint) -> QPoint:
        """`usual`, unless the bar would lie on the piles, a grid, a plate or the info box
        there (a small window has no room above the piles): then the nearest spot covering
        the fewest of them, the piles and your own cards first."""
        view = self.screen.view
        human = self.screen.human
        mine: list[QRect] = []
        others: list[QRect] = []
        for zone, sprites in view.zones.items():
            for sprite in sprites:
                if not sprite.isVisible():
                    continue
                rect = view.mapFromScene(sprite.sceneBoundingRect()).boundingRect()
                ours = zone[0] == "pile" or (len(zone) > 1 and zone[1] == human)
                (mine if ours else others).append(rect)
        mine += [label.geometry() for label in self.pile_captions if label.isVisible()]
        others += [p.geometry() for p in self.screen.plates.values() if p.isVisible()]
        if self.info.isVisible():
            others.append(self.info.geometry())
        notes = [label.geometry() for label in (self.banner, self.note) if label.isVisible()]
        size = (self.bar.width(), self.bar.height())
        here = QRect(usual, QSize(*size))
        if not any(r.intersects(here) for r in mine + others):
            return usual
        return spot_beside(size, usual, view.viewport().rect(), [mine, others, notes])

    def retranslate(self) -> None:
        if not self._widgets:
            return
        if self.summary.isVisible():
            self.summary.title.setText(self._summary_title())
            self.summary_text.setText(self._summary_html())
            self.next_button.setText(self._next_label())
        if self._prompting:
            self._fill_bar()
        self.refresh()
