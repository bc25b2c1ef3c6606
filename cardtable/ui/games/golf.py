"""Nine-Card Golf at the table: a 3 x 3 grid for every player (smaller for the others, so
nine fit on the screen), the stock, the discard pile and the card drawn in the middle, each
grid's running score on its plate, the first turn's two flips, replace or discard, the final
turns once a grid is all face up, the grouping shown at scoring (matched columns and 2 x 2
squares outlined) and the nine rounds on a score sheet. The words are in
`cardtable/ui/wording/golf.py`."""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, QRectF, Qt
from PySide6.QtGui import QColor, QKeyEvent, QPen
from PySide6.QtWidgets import (
    QApplication,
    QDialog,
    QGraphicsRectItem,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QWidget,
)

from cardtable.cards import PACK_108, Card
from cardtable.rules.base import Action, CardMoved, Event, MatchOver, RoundScored, RoundStarted
from cardtable.rules.golf import (
    DISCARD,
    DRAW,
    FLIP,
    PLACE,
    SLOTS,
    STOCK,
    Discard,
    Draw,
    Flip,
    Flipped,
    GolfState,
    Replace,
    Reshuffled,
    WentOut,
)
from cardtable.ui.games.base import GameUI, OptionSpec
from cardtable.ui.table import timings as T
from cardtable.ui.table.layout import sides_for
from cardtable.ui.table.panels import CLOSE_SPACING, Panel
from cardtable.ui.table.parts import (
    BAR_MARGINS,
    BESIDE,
    PANEL_PAD,
    PLATE_WIDTH,
    SMALL,
    SMALLER,
    SMALLEST,
    WIDE,
    WIDE_PLATE,
    Z_HAND,
    Z_HELD,
    badges,
    plate,
    stack,
    thinking,
    toast,
)
from cardtable.ui.table.scene import status_bar
from cardtable.ui.table.spec import (
    BAND,
    BOTTOM,
    CENTRE,
    END,
    LEFT,
    RIGHT,
    SEAT,
    SLOT,
    START,
    TOP,
    PileSpec,
    TableSpec,
    WidgetSpec,
)
from cardtable.ui.wording import golf as words
from cardtable.ui.wording.golf import best_grouping, face_up_score
from cardtable.ui.words import card_name, num, numbers_kept_with_words, seat_name

if TYPE_CHECKING:
    from cardtable.ui.table.card_sprite import CardSprite
    from cardtable.ui.table.screen import TableScreen

__all__ = ["GolfUI", "best_grouping", "face_up_score", "golf_table_spec"]

translate = QCoreApplication.translate

_COLUMN_COLOUR = QColor(80, 170, 255)
_SQUARE_COLOUR = QColor(255, 196, 40)

BADGES = ("round", "total", "discard", "stock", "turn")
"""The status bar's badges, in their order."""


def others_scale(players: int) -> float:
    """The other players' grids, in table cards: smaller as more share the edges."""
    return SMALLER if players <= 5 else SMALLEST


def golf_table_spec(players: int = 4, options: object = None, human: int = 0) -> TableSpec:
    """Every player's 3 x 3 grid in their band, yours the largest, each plate beside your
    grid and under (or beside) the others'; the stock, the discard pile and the card drawn
    side by side in the middle; the round, the totals, the piles and the last turns as
    badges; your turn's choice and the round's summary by your grid."""
    dealt = len(PACK_108) - 9 * players
    # Clockwise, as Golf passes to the left; with two players the other grid on your left
    # rather than across (two grids one over the other would be taller than wide).
    places = ({human: BOTTOM, 1 - human: LEFT} if players == 2
              else sides_for(players, human, counter_clockwise=False))
    # Two grids or more along the top (five players or more): the plates beside the side
    # grids, toward the middle, and under the top ones where three or four share the top
    # (so that those grids lie close); two top grids leave room for their plates beside
    # them (under them, Golf for five took 47 px cards on a laptop in Persian).
    # "Thinking…" under a top grid where two or four share the top; beside it where three
    # do (a plate and "thinking…" side by side are wider than a third of the top; four
    # grids with a "thinking…" beside each are wider than a laptop).
    on_top = sum(p.startswith(TOP) for p in places.values())
    crowded = on_top > 1
    inner = ((TOP, LEFT, RIGHT) if on_top > 2 else (LEFT, RIGHT)) if crowded else ()
    under = (TOP,) if on_top in (2, 4) else ()
    piles = (
        PileSpec(("grid", SEAT, SLOT), cells=(3, 3), cell_gap=0.08, z=Z_HAND,
                 scale=others_scale(players), human_scale=1.0),
        stack(STOCK, dealt, cell=0, scale=SMALL),
        stack(DISCARD, dealt, cell=1, face_up=True, scale=SMALL),
        # One card is held at a time, by the player to act: it lies beside the piles.
        PileSpec(("hand", SEAT), region=CENTRE, cell=2, one_stack=True, z=Z_HELD,
                 scale=SMALL),
    )
    widgets = (
        # A plate after its grid (below a side seat's), "thinking…" under it; beside the
        # grid toward the middle where two or more share the top.
        plate("Shirin \u00b7 last turn\nface up: \u221250 \u00b7 total: 999",
              width=PLATE_WIDTH if crowded else WIDE_PLATE, place=END, inner_on=inner),
        thinking(place=END, inner_on=under),
        *badges(("round", "Round 9 of 9 \u00b7 dealer: Shirin"),
                ("total", "Your total: \u2212100 (lowest wins)"),
                ("discard", "Discard pile: Queen of Diamonds (10 points)"),
                ("stock", "Stock: 99 cards"),
                ("turn", "Shirin went out \u00b7 one more turn each \u00b7 8 to go")),
        # Your turn's choice beside your grid (by the piles it draws from), the round's
        # summary on its other side: the room a grid leaves there, not the centre's.
        WidgetSpec("bar", BAND, END, max_width=BESIDE, padding=PANEL_PAD, controls=1,
                   sample="Your last turn!\nYou drew the Queen of Diamonds. Click a card of "
                          "your grid to replace it, or discard the Queen of Diamonds.\n"
                          "After this turn your grid is turned up and scored."),
        WidgetSpec("summary", BAND, START, max_width=BESIDE, padding=PANEL_PAD, controls=1,
                   sample="Round 9 of 9 scored\nShirin turned up all nine cards first.\n"
                          + "\n".join(["Shirin \u00b7 \u2212100\u00a0points\u00a0\u00b7"
                                       "\u00a0total\u00a0999 " * min(players, 2)]
                                      * -(-players // 2))),
        toast("The stock is used up: the discard pile, all but its top card, is shuffled "
              "into a new stock.", width=WIDE),
    )
    return TableSpec.from_places(places, human, piles, widgets)


class GolfUI(GameUI[GolfState]):
    game_id = "golf"
    state_type = GolfState
    default_players = 4

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

    @staticmethod
    def table_spec(players: int, options: object, human: int = 0) -> TableSpec | None:
        return golf_table_spec(players, options, human)

    def __init__(self) -> None:
        self.match_dialog: QDialog | None = None
        self._widgets: list[QWidget] = []
        self._legal: Sequence[Action] = []
        self._chosen: list[int] = []
        self._lit: list[CardSprite] = []
        self._outlines: list[QGraphicsRectItem] = []
        self._prompting = False

    # ----------------------------------------------------------- set-up

    def attach(self, screen: TableScreen) -> None:
        super().attach(screen)
        vp = screen.view.viewport()
        screen.view.pile_order = ("stock", "discard")
        self.info = status_bar(vp)
        self.badges = {name: QLabel(self.info) for name in BADGES}
        for label in self.badges.values():
            label.setObjectName("badge")
            label.setTextFormat(Qt.TextFormat.RichText)
        self.info_labels = list(self.badges.values())
        self.bar = self._make_bar(vp)
        self.summary = self.make_summary_panel(vp, wrap=False)
        self.summary.sample_label = self.summary_text
        self._widgets = [self.info, self.bar, self.summary]
        self.listen_to_keys()

    def detach(self) -> None:
        self.stop_listening_to_keys()
        self._unlight()
        self._clear_outlines()
        self._drop_widgets()

    def _make_bar(self, parent: QWidget) -> Panel:
        """Your turn: what to do now, and the buttons for the piles and for discarding."""
        panel = Panel(parent, BAR_MARGINS)
        panel.box.setSpacing(CLOSE_SPACING)
        panel.title.setStyleSheet("font-size: 13pt;")
        self.bar_text = QLabel(panel)
        self.bar_text.setObjectName("bar-help")
        self.bar_text.setTextFormat(Qt.TextFormat.RichText)
        self.bar_text.setWordWrap(True)
        self.bar_text.setAlignment(Qt.AlignmentFlag.AlignCenter)
        panel.box.addWidget(self.bar_text)
        panel.sample_label = self.bar_text  # type: ignore[attr-defined]
        # One row whose room stays the same whichever buttons show (the solver keeps it).
        self.bar_buttons = QWidget(panel)
        row = QHBoxLayout(self.bar_buttons)
        row.setContentsMargins(0, 0, 0, 0)
        row.setSpacing(CLOSE_SPACING)
        self.stock_button = QPushButton(panel)
        self.stock_button.setObjectName("draw-stock")
        self.discard_pile_button = QPushButton(panel)
        self.discard_pile_button.setObjectName("draw-discard")
        self.discard_button = QPushButton(panel)
        self.discard_button.setObjectName("discard")
        self.stock_button.clicked.connect(lambda: self._draw("stock"))
        self.discard_pile_button.clicked.connect(lambda: self._draw("discard"))
        self.discard_button.clicked.connect(self._discard)
        row.addStretch(1)
        for b in self._buttons():
            row.addWidget(b)
        row.addStretch(1)
        panel.box.addWidget(self.bar_buttons)
        return panel

    def _buttons(self) -> tuple[QPushButton, QPushButton, QPushButton]:
        return self.stock_button, self.discard_pile_button, self.discard_button

    def _size_the_buttons(self) -> None:
        """The buttons' row as wide as the two that show together at their longest ("Take
        the Queen of Diamonds"), as tall as a button: its room never changes in play."""
        take = self.discard_pile_button
        metrics = take.fontMetrics()
        longest = max({card_name(c) for c in PACK_108}, key=metrics.horizontalAdvance)
        own = take.text()
        take.setText(words.take_label(words.card_named(longest)))
        take_w = take.sizeHint().width()
        take.setText(own)
        self.stock_button.setText(words.stock_label())
        self.discard_button.setText(words.discard_label())
        row = self.bar_buttons.layout()
        spacing = row.spacing() if row is not None else 6
        # Two show at once at most: the stock's and the discard pile's, or Discard it.
        width = max(self.stock_button.sizeHint().width() + take_w + spacing,
                    self.discard_button.sizeHint().width())
        self.bar_buttons.setMinimumSize(width, self.stock_button.sizeHint().height())

    # -------------------------------------------------------------- events

    def animate(self, event: Event) -> bool:
        view = self.screen.view
        timing = self.screen.timing
        human = self.screen.human
        if isinstance(event, RoundStarted):
            number, dealer = event.number, event.roles.get("dealer", 0)
            view.then(lambda: self._new_round(number))
            view.then(lambda: self.show_note(words.deal_text(number, dealer, human)))
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
            view.then(lambda: self.show_note(words.reshuffled_text()))
            return True
        if isinstance(event, RoundScored):
            view.then(self._show_groups)
            return True
        return isinstance(event, MatchOver)

    def show_note(self, text: str, ms: int = T.FLASH * 3) -> None:
        """A short message: in your turn's panel while it is open (in place of its help,
        till you act), else the table's message by your grid."""
        if not self._widgets:
            return
        if self.bar.isVisible():
            last = words.last_turn_line() if self.state.ender is not None else ""
            self.bar_text.setText(numbers_kept_with_words(text) + last)
            return
        self.screen.show_toast(text, max(900, ms))

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

    def _flip(self, seat: int, slot: int) -> None:
        for sprite in self.screen.view.zones.get(("grid", seat, slot), []):
            sprite.set_face_up(True)
        self.screen.refresh()

    def _went_out(self, seat: int) -> None:
        self.show_note(words.went_out_text(seat, self.screen.human), T.FLASH * 4)
        self.refresh()

    # -------------------------------------------------------- the grouping

    def _clear_outlines(self) -> None:
        for item in self._outlines:
            if item.scene() is not None:
                item.scene().removeItem(item)
        self._outlines = []

    def _show_groups(self) -> None:
        """Outline the matched columns (blue) and the 2 x 2 squares (gold) of every grid,
        around the cells the table's placement gives them."""
        self._clear_outlines()
        if self.screen.session is None or not self.state.round_over or self.scene is None:
            return
        view = self.screen.view
        placement = self.scene.current()
        grids = self.state.results[-1].details["grids"] if self.state.results else []
        for seat, codes in enumerate(grids):
            grid = [Card.parse(c) for c in codes]
            for slots, value in best_grouping(grid):
                areas = [placement.area(("grid", seat, k)) for k in slots]
                rects = [a.rect for a in areas if a is not None]
                if not rects:
                    continue
                left = min(r.x for r in rects) - 3
                top = min(r.y for r in rects) - 3
                right = max(r.right for r in rects) + 3
                bottom = max(r.bottom for r in rects) + 3
                item = QGraphicsRectItem(QRectF(left, top, right - left, bottom - top))
                colour = _SQUARE_COLOUR if value < 0 else _COLUMN_COLOUR
                item.setPen(QPen(colour, 4))
                item.setZValue(900)
                item.setData(0, "square" if value < 0 else "column")
                view.scene().addItem(item)
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
        zones = self.screen.view.zones
        if state.phase == FLIP:
            for k in range(SLOTS):
                if not state.faceup[human][k]:
                    self._light(zones.get(("grid", human, k), []))
        elif state.phase == DRAW:
            if any(isinstance(a, Draw) and a.source == "stock" for a in legal):
                self._light(zones.get(STOCK, [])[-1:])
            if any(isinstance(a, Draw) and a.source == "discard" for a in legal):
                self._light(zones.get(DISCARD, [])[-1:])
        elif state.phase == PLACE:
            for k in range(SLOTS):
                self._light(zones.get(("grid", human, k), [])[-1:])
        self._fill_bar()
        self.screen.toast.hide()  # what it said goes on in the panel (show_note)
        self.bar.popup(self.screen.view.viewport())
        self.screen.place_overlays()

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
        if state.phase == FLIP:
            self._flip_choice(slot)
        elif state.phase == PLACE:
            action = next((x for x in self._legal if isinstance(x, Replace) and x.slot == slot),
                          None)
            if action is not None:
                self._act(action)

    def _flip_choice(self, slot: int) -> None:
        """One of the first turn's two cards chosen (or unchosen); the second turns both."""
        human = self.screen.human
        if self.state.faceup[human][slot]:
            return
        chosen = slot not in self._chosen
        if chosen:
            self._chosen.append(slot)
        else:
            self._chosen.remove(slot)
        for s in self.screen.view.zones.get(("grid", human, slot), []):
            s.set_selected(chosen)
        if len(self._chosen) == 2:
            pair = sorted(self._chosen)
            action = next((x for x in self._legal if isinstance(x, Flip)
                           and sorted(x.slots) == pair), None)
            if action is not None:
                self._act(action)
                return
        self._fill_bar()

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
        final = state.ender is not None
        self.bar.title.setText(words.bar_title(final))
        self.bar.title.setStyleSheet("font-size: 13pt; color: #b01828;" if final
                                     else "font-size: 13pt;")
        draws = {a.source for a in self._legal if isinstance(a, Draw)}
        top = state.discard[-1] if state.discard else None
        self.stock_button.setVisible(state.phase == DRAW and "stock" in draws)
        self.discard_pile_button.setVisible(state.phase == DRAW and top is not None)
        if top is not None:
            self.discard_pile_button.setText(words.take_label(top))
        self.discard_button.setVisible(state.phase == PLACE and state.held_from == "stock")
        self.bar_text.setText(words.bar_help(state, len(self._chosen)))
        self.bar.setToolTip(words.keys_text())

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
        zones = self.screen.view.zones
        human = self.screen.human
        focus: list[CardSprite] = []
        if isinstance(action, Flip):
            focus = [s for k in action.slots for s in zones.get(("grid", human, k), [])]
        elif isinstance(action, Draw):
            focus = zones.get(STOCK if action.source == "stock" else DISCARD, [])[-1:]
            (self.stock_button if action.source == "stock"
             else self.discard_pile_button).setFocus()
        elif isinstance(action, Replace):
            focus = zones.get(("grid", human, action.slot), [])[-1:]
        elif isinstance(action, Discard):
            self.discard_button.setFocus()
        for sprite in focus:
            sprite.set_focused(True)
        self.show_note(words.hint_text(action))

    # ------------------------------------------------------------- summaries

    def show_round_end(self, match_over: bool) -> None:
        self.hide_prompts()
        self.screen.toast.hide()
        self._show_groups()
        state, human = self.state, self.screen.human
        self.summary.title.setText(words.summary_title(len(state.results)))
        self.summary_text.setText(words.summary_html(state, human))
        self.summary_text.setToolTip(words.summary_tip(state, human))
        self.next_button.setText(words.next_label(state.match_over))
        self.summary.popup(self.screen.view.viewport())
        self.screen.place_overlays()
        self.next_button.setFocus()

    def _show_match_end(self) -> None:
        self.open_match_end(words.match_end_html(self.state, self.screen.human))

    # ----------------------------------------------------------- information

    def score_sheet(self) -> tuple[list[str], list[list[str]]]:
        if self.screen.session is None or not self._widgets:
            return [], []
        return words.score_sheet(self.state, self.screen.human)

    def match_score(self) -> int:
        return self.state.totals[self.screen.human]

    def plate_text(self, seat: int) -> str:
        if self.screen.session is None:
            return self.name(seat)
        return words.plate_text(self.state, seat, self.screen.human)

    def refresh(self) -> None:
        if self.screen.session is None or not self._widgets:
            return
        state = self.state
        if not self.screen.view.animator.busy:
            self.screen.view.order_piles(self.state.zones(), (STOCK, DISCARD))
        for name, text in words.badges(state, self.screen.human).items():
            label = self.badges[name]
            label.setText(numbers_kept_with_words(text))
            label.setVisible(bool(text))
        stock, discard = words.pile_tips(len(state.stock))
        for zone, tip in ((STOCK, stock), (DISCARD, discard)):
            for sprite in self.screen.view.zones.get(zone, []):
                sprite.setToolTip(tip)
        for panel in (self.bar, self.summary):
            panel.setLayoutDirection(QApplication.layoutDirection())

    # -------------------------------------------------------- the table's spec

    def spec_widgets(self) -> dict[str, QWidget]:
        if not self._widgets:
            return {}
        return {"status": self.info, **self.badges, "bar": self.bar, "summary": self.summary}

    def spec_sample(self, name: str) -> list[str]:
        """The longest texts of each label: a plate with its longest tag and wide scores,
        the longest card names, a summary of every seat with the match's end."""
        if self.screen.session is None:
            return []
        state, human = self.state, self.screen.human
        names = [seat_name(s, human) for s in range(state.players)]
        # Numbers of the widest digit in the font shown ("۶۶" may be wider than "۹۹").
        metrics = self.badges["round"].fontMetrics()
        digit = max(range(1, 10), key=lambda d: metrics.horizontalAdvance(num(d)))
        return words.samples(name, names, human, digit)

    def retranslate(self) -> None:
        if not self._widgets:
            return
        self._size_the_buttons()
        if self.summary.isVisible():
            self.show_round_end(self.state.match_over)
        else:  # measured for the room they keep: their longest titles and labels
            self.summary.title.setText(words.summary_title(len(self.state.results) or 1))
            self.next_button.setText(max(words.next_label(True), words.next_label(False),
                                         key=len))
        if self._prompting:
            self._fill_bar()
        else:
            self.bar.title.setText(words.bar_title(True))
        self.refresh()

