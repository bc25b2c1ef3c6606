"""The two card fortunes at the table, "for fun": one player at the bottom, no computer
players, every step of the procedure animated, a Step button and an Auto-run button.

The name fortune: a name typed in (Persian or Latin letters), its letters counted, the pack
dealt onto that many piles, gathered, turned up in a row, and the pairs of a rank found side
by side taken out with their messages. The family fortune: sixteen cards in a 4 x 4 layout
laid right to left, the chain of cards turned from the hand, and the wish granted only when
the ten of diamonds comes last."""

from __future__ import annotations

from collections.abc import Sequence
from functools import partial
from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, QPointF, Qt
from PySide6.QtWidgets import (
    QApplication,
    QFrame,
    QHBoxLayout,
    QLabel,
    QLineEdit,
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
from cardtable.rules.fortunes import (
    HAND,
    MAX_LETTERS,
    MIN_LETTERS,
    PACKET,
    PAIRS,
    POSITIONS,
    ROW,
    ROW_RANKS,
    STOCK,
    TEN_OF_DIAMONDS,
    FamilyFortuneState,
    FortuneTold,
    GiveName,
    NameFortuneState,
    NameGiven,
    PairFound,
    Turn,
    Turned,
    letter_count,
    piles_for,
)
from cardtable.session import Session
from cardtable.ui.games.base import GameUI
from cardtable.ui.table import timings as T
from cardtable.ui.table.layout import sides_for
from cardtable.ui.table.panels import Panel
from cardtable.ui.timers import later
from cardtable.ui.words import Counted, card_code, card_name, fill, num, seat_name, separator

if TYPE_CHECKING:
    from cardtable.ui.table.screen import TableScreen

translate = QCoreApplication.translate
Fortunes = Counted("Fortunes")  # phrases with a count

_RED = "#c0182a"
FUN_STYLE = """
QFrame#fortune-info { background: rgba(60, 10, 50, 150); border-radius: 12px; }
QFrame#fortune-info QLabel { color: #fff1f8; }
QLabel#fortune-note {
    color: #3a0a2a; background: rgba(255, 222, 240, 240); border: 2px solid #e38bb8;
    border-radius: 12px; padding: 6px 14px; font-size: 12pt;
}
QLabel#row-label { color: #ffe9f4; font-size: 10pt; font-weight: bold; }
"""


def pair_title(rank: str) -> str:
    """A pair by its rank letter in the record's notation."""
    titles = {
        "A": translate("Fortunes", "Two aces"),
        "2": translate("Fortunes", "Two twos"),
        "3": translate("Fortunes", "Two threes"),
        "4": translate("Fortunes", "Two fours"),
        "5": translate("Fortunes", "Two fives"),
        "6": translate("Fortunes", "Two sixes"),
        "7": translate("Fortunes", "Two sevens"),
        "8": translate("Fortunes", "Two eights"),
        "9": translate("Fortunes", "Two nines"),
        "T": translate("Fortunes", "Two tens"),
        "J": translate("Fortunes", "Two jacks"),
        "Q": translate("Fortunes", "Two queens"),
        "K": translate("Fortunes", "Two kings"),
    }
    return titles.get(rank, rank)


def pair_message(rank: str, name: str) -> str:
    """What a pair says about the person named (the model's MESSAGES, in words)."""
    messages = {
        "A": translate("Fortunes", "%1 loves you."),
        "2": translate("Fortunes", "%1 wants to come closer."),
        "3": translate("Fortunes", "%1 is thinking of marriage."),
        "4": translate("Fortunes", "%1 is jealous."),
        "5": translate("Fortunes", "%1 worries about the future."),
        "6": translate("Fortunes", "You and %1 will see each other soon."),
        "7": translate("Fortunes", "%1 has ill intentions. Careful!"),
        "8": translate("Fortunes", "%1 is thinking of you."),
        "9": translate("Fortunes", "%1 wants to talk with you."),
        "T": translate("Fortunes", "%1 wants a kiss."),
        "J": translate("Fortunes", "%1 is protective of you."),
        "Q": translate("Fortunes", "A rival stands between you and %1!"),
        "K": translate("Fortunes", "%1 likes your character."),
    }
    return fill(messages.get(rank, rank), name)


def isolated(text: str) -> str:
    """A name kept in its own direction inside a sentence of the other script."""
    return "\u2068" + text + "\u2069"


def ui_dir() -> str:
    return ("rtl" if QApplication.layoutDirection() == Qt.LayoutDirection.RightToLeft
            else "ltr")


def in_ui_dir(html: str) -> str:
    """Paragraphs laid out in the interface's direction, whatever script a name is in."""
    return f"<div dir='{ui_dir()}'>{html}</div>"


def name_dir(text: str) -> str:
    import unicodedata

    for ch in text:
        kind = unicodedata.bidirectional(ch)
        if kind in ("R", "AL"):
            return "rtl"
        if kind == "L":
            return "ltr"
    return ui_dir()


def just_for_fun() -> str:
    return translate("Fortunes", "Just for fun: the cards fall by chance.")


def card_html(card: Card) -> str:
    suit = card.suit
    if suit is None:
        return card_name(card)
    colour = "#ff9ab0" if suit.is_red else "#ffffff"
    return f"<span style='color:{colour}'>{suit.symbol}</span>{card_name(card)}"


def short_html(card: Card) -> str:
    """A card as its corner shows it, its suit in colour (kept left to right, "J♥", in a
    right-to-left sentence too)."""
    rank = {Rank.ACE: "A", Rank.KING: "K", Rank.QUEEN: "Q", Rank.JACK: "J"}.get(
        card.rank, str(int(card.rank)))
    if card.suit is None:
        return rank
    colour = "#ff9ab0" if card.suit.is_red else "#ffffff"
    return card_code(f"{rank}<span style='color:{colour}'>{card.suit.symbol}</span>")


def chain_arrow() -> str:
    """Between the cards of a chain, pointing the way the text reads."""
    return " ← " if ui_dir() == "rtl" else " → "


class _FortuneUI(GameUI):
    """What both fortunes share: one seat at the bottom, the step bar, the message, the
    result panel, the information box."""

    default_players = 1

    def __init__(self) -> None:
        self._widgets: list[QWidget] = []
        self._auto = False
        self._end_pending = False

    # ----------------------------------------------------------- set-up

    def sides(self, session: Session, human: int) -> dict[int, str]:
        return sides_for(1, human, counter_clockwise=True)  # the one player at the bottom

    def attach(self, screen: TableScreen) -> None:
        super().attach(screen)
        vp = screen.view.viewport()
        self.info = QFrame(vp)
        self.info.setObjectName("fortune-info")
        self.info.setStyleSheet(FUN_STYLE)
        box = QVBoxLayout(self.info)
        box.setContentsMargins(14, 10, 14, 10)
        box.setSpacing(3)
        self.info_labels = [QLabel(self.info) for _ in range(4)]
        for label in self.info_labels:
            label.setTextFormat(Qt.TextFormat.RichText)
            label.setWordWrap(True)
            label.setMinimumWidth(200)
            box.addWidget(label)
        self.info.setMaximumWidth(300)
        self.info.show()
        self.note = QLabel(vp)
        self.note.setObjectName("fortune-note")
        self.note.setStyleSheet(FUN_STYLE)
        self.note.setTextFormat(Qt.TextFormat.RichText)
        self.note.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.note.setWordWrap(True)
        self.note.hide()
        self.bar = self._make_bar(vp)
        self.result = self._make_result(vp)
        self._widgets = [self.info, self.note, self.bar, self.result]
        screen.view.animator.idle.connect(self._idle)

    def detach(self) -> None:
        try:
            self.screen.view.animator.idle.disconnect(self._idle)
        except (RuntimeError, TypeError):
            pass
        self._auto = False
        for w in self._widgets:
            w.hide()
            w.deleteLater()
        self._widgets = []

    def _make_bar(self, parent: QWidget) -> Panel:
        panel = Panel(parent)
        panel.box.setContentsMargins(12, 8, 12, 8)
        panel.box.setSpacing(6)
        panel.title.setStyleSheet("font-size: 12pt;")
        row = QHBoxLayout()
        self.step_button = QPushButton(panel)
        self.step_button.setObjectName("step")
        self.auto_button = QPushButton(panel)
        self.auto_button.setObjectName("auto-run")
        self.step_button.clicked.connect(self.step)
        self.auto_button.clicked.connect(self.toggle_auto)
        row.addWidget(self.step_button)
        row.addWidget(self.auto_button)
        panel.box.addLayout(row)
        return panel

    def _make_result(self, parent: QWidget) -> Panel:
        panel = Panel(parent)
        self.result_text = QLabel(panel)
        self.result_text.setTextFormat(Qt.TextFormat.RichText)
        self.result_text.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.result_text.setWordWrap(True)
        self.result_text.setMinimumWidth(400)
        panel.box.addWidget(self.result_text)
        row = QHBoxLayout()
        self.again_button = QPushButton(panel)
        self.again_button.setObjectName("new-game")
        self.again_button.clicked.connect(self._again)
        self.close_button = QPushButton(panel)
        self.close_button.setObjectName("close-result")
        self.close_button.clicked.connect(panel.hide)
        row.addWidget(self.again_button)
        row.addWidget(self.close_button)
        panel.box.addLayout(row)
        return panel

    def _again(self) -> None:
        self.result.hide()
        self.screen.new_game_requested.emit()

    def name(self, seat: int) -> str:
        return seat_name(seat, self.screen.human)

    def plate_text(self, seat: int) -> str:
        return self.name(seat)

    def _clear_table(self) -> None:
        view = self.screen.view
        view.settle()
        for sprites in view.zones.values():
            for s in sprites:
                view.scene().removeItem(s)
        view.zones = {}

    # ------------------------------------------------------------ stepping

    def step(self) -> None:
        """One step of the procedure."""

    def has_steps(self) -> bool:
        return False

    def toggle_auto(self) -> None:
        self._auto = not self._auto
        self._fill_bar()
        if self._auto and not self.screen.view.animator.busy:
            self.step()

    def _idle(self) -> None:
        if not self._widgets:
            return
        if self._auto and self.has_steps():
            token = self.screen.token
            later(self.screen, self.screen.timing.ms(T.FLASH // 2),
                  lambda: self._auto_step(token))
        elif self._end_pending and not self.has_steps():
            self._end_pending = False
            self._auto = False
            self._show_result()
        self._fill_bar()

    def _auto_step(self, token: int) -> None:
        if token == self.screen.token and self._auto and not self.screen.view.animator.busy:
            self.step()

    def _fill_bar(self) -> None:
        if not self._widgets:
            return
        self.bar.title.setText(translate("Fortunes", "Just for fun"))
        self.step_button.setText(translate("Fortunes", "Step"))
        self.step_button.setToolTip(translate("Fortunes", "Show the next step"))
        self.auto_button.setText(translate("Fortunes", "Pause") if self._auto
                                 else translate("Fortunes", "Auto-run"))
        self.auto_button.setToolTip(translate("Fortunes", "Play every step by itself"))
        able = self.has_steps()
        self.step_button.setEnabled(able and not self._auto)
        self.auto_button.setEnabled(able)
        self.bar.adjustSize()
        self.place()

    def show_note(self, text: str) -> None:
        if not self._widgets:
            return
        self.note.setText(text)
        self.note.show()
        self.note.raise_()
        self.place()

    # ------------------------------------------------------------ the end

    def show_round_end(self, match_over: bool) -> None:
        if self.has_steps():
            self._end_pending = True  # after the last step
            return
        self._show_result()

    def _show_result(self) -> None:
        self._auto = False
        self.result.title.setText(translate("Fortunes", "The cards have spoken"))
        self.result_text.setText(self._result_html())
        self.again_button.setText(translate("Fortunes", "Another fortune"))
        self.close_button.setText(translate("Fortunes", "Close"))
        self.result.popup(self.screen.view.viewport())
        self.again_button.setFocus()
        self._fill_bar()

    def _result_html(self) -> str:
        return ""

    def hide_prompts(self) -> None:
        if not self._widgets:
            return
        self.result.hide()

    def match_score(self) -> int:
        return 0

    def place(self) -> None:
        if not self._widgets:
            return
        view = self.screen.view
        vp = view.viewport()
        direction = QApplication.layoutDirection()
        rtl = direction == Qt.LayoutDirection.RightToLeft
        self.info.setLayoutDirection(direction)
        self.info.adjustSize()
        self.info.move(int(vp.width() - self.info.width() - 10 if rtl else 10), 10)
        if self.bar.isVisible():
            self.bar.setLayoutDirection(direction)
            self.bar.adjustSize()
            x = 12 if rtl else vp.width() - self.bar.width() - 12
            self.bar.move(int(x), int(vp.height() - self.bar.height() - 12))
            self.bar.raise_()
        plate = self.screen.plates.get(self.screen.human)
        if plate is not None:
            plate.adjustSize()
            px = vp.width() - plate.width() - 12 if rtl else 12
            plate.move(int(px), int(vp.height() - plate.height() - 12))
        if self.note.isVisible():
            self.note.setLayoutDirection(direction)
            self.place_note()
        for panel in (self.result,):
            panel.setLayoutDirection(direction)
            if panel.isVisible():
                panel.centre_in(vp)

    def place_note(self) -> None:
        vp = self.screen.view.viewport()
        self.note.setFixedWidth(int(min(vp.width() * 0.5, 560)))
        self.note.setMinimumHeight(0)
        self.note.setMaximumHeight(16777215)
        self.note.setFixedHeight(self.note.heightForWidth(self.note.width()))
        self.note.move(int(vp.width() / 2 - self.note.width() / 2),
                       int(vp.height() - self.note.height() - 14))
        self.note.raise_()

    def retranslate(self) -> None:
        if not self._widgets:
            return
        self._fill_bar()
        if self.result.isVisible():
            self._show_result()
        self.refresh()


# ============================================================== the name fortune


class NameFortuneUI(_FortuneUI):
    game_id = "fortune-name"

    @staticmethod
    def intro(players: int) -> str:
        return translate("Fortunes", "Type the name of the person you are thinking of. Its "
                                     "letters tell how many piles the pack is dealt onto; the "
                                     "pairs that turn up side by side tell the fortune. Just "
                                     "for fun!")

    def __init__(self) -> None:
        super().__init__()
        self._steps: list[list[Event]] = []
        self._done = 0
        self._total = 0
        self._heaps = 0
        self._found: list[tuple[str, tuple[Card, Card]]] = []
        self._message_labels: list[QLabel] = []

    @property
    def state(self) -> NameFortuneState:
        assert self.screen.session is not None
        state = self.screen.session.state
        assert isinstance(state, NameFortuneState)
        return state

    def attach(self, screen: TableScreen) -> None:
        super().attach(screen)
        vp = screen.view.viewport()
        self.name_panel = self._make_name_panel(vp)
        self.messages = QFrame(vp)
        self.messages.setObjectName("fortune-info")
        self.messages.setStyleSheet(FUN_STYLE)
        mbox = QVBoxLayout(self.messages)
        mbox.setContentsMargins(14, 10, 14, 10)
        self.messages_text = QLabel(self.messages)
        self.messages_text.setObjectName("pair-messages")
        self.messages_text.setTextFormat(Qt.TextFormat.RichText)
        self.messages_text.setWordWrap(True)
        self.messages_text.setMinimumWidth(230)
        mbox.addWidget(self.messages_text)
        self.messages.setMaximumWidth(270)
        self.messages.hide()
        self._widgets += [self.name_panel, self.messages]

    def _make_name_panel(self, parent: QWidget) -> Panel:
        panel = Panel(parent)
        self.name_text = QLabel(panel)
        self.name_text.setWordWrap(True)
        self.name_text.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.name_text.setMinimumWidth(380)
        panel.box.addWidget(self.name_text)
        self.name_field = QLineEdit(panel)
        self.name_field.setObjectName("name-field")
        self.name_field.setMaxLength(60)
        self.name_field.setStyleSheet("font-size: 15pt; padding: 4px;")
        self.name_field.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.name_field.textChanged.connect(self._name_changed)
        self.name_field.returnPressed.connect(self._give_name)
        panel.box.addWidget(self.name_field)
        self.count_label = QLabel(panel)
        self.count_label.setObjectName("letter-count")
        self.count_label.setTextFormat(Qt.TextFormat.RichText)
        self.count_label.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.count_label.setWordWrap(True)
        panel.box.addWidget(self.count_label)
        self.deal_button = QPushButton(panel)
        self.deal_button.setObjectName("deal")
        self.deal_button.clicked.connect(self._give_name)
        panel.box.addWidget(self.deal_button, 0, Qt.AlignmentFlag.AlignCenter)
        return panel

    # ------------------------------------------------------------ places

    def _scale(self) -> float:
        return 0.53

    def _row_geometry(self) -> tuple[float, float, float, float]:
        """The row of cards read face up: lines of thirteen, top left first."""
        view = self.screen.view
        lay = view.layout_
        w = lay.card_w * self._scale()
        h = w * view.art.ratio
        step = w * 1.02
        # Clear of the messages box, which stands at the end of the reading direction.
        shift = 45 if ui_dir() == "rtl" else -45
        left = lay.w / 2 + shift - step * 6
        top = lay.h * 0.1 + h / 2
        return left, top, step, h * 0.72

    def position(self, zone: tuple[object, ...], index: int, count: int) -> QPointF | None:
        view = self.screen.view
        lay = view.layout_
        w = lay.card_w * self._scale()
        h = w * view.art.ratio
        if zone == STOCK or zone == PACKET:
            k = min(index, 26)
            return QPointF(lay.w / 2 - k * 0.3, lay.h * 0.45 - k * 0.3)
        if zone[0] == "heap":
            j = int(zone[1])  # type: ignore[call-overload]
            n = max(MIN_LETTERS, self._heaps or MIN_LETTERS)
            spread = min(w * 1.25, lay.w * 0.9 / n)
            x = lay.w / 2 + (j - (n - 1) / 2) * spread
            return QPointF(x, lay.h * 0.42 + min(index, 12) * h * 0.05)
        if zone == ROW:
            left, top, step, line = self._row_geometry()
            return QPointF(left + (index % 13) * step, top + (index // 13) * line)
        if zone == PAIRS:
            pair, second = divmod(index, 2)
            per_line = 6
            gap = w * 2.0
            line, col = divmod(pair, per_line)
            x = lay.w / 2 + (col - (per_line - 1) / 2) * gap * 1.05 + second * w * 0.42
            return QPointF(x - w * 0.21, lay.h * 0.7 + line * h * 0.55)
        return None

    def card_scale(self, zone: tuple[object, ...]) -> float | None:
        return self._scale()

    # -------------------------------------------------------------- events

    def animate(self, event: Event) -> bool:
        view = self.screen.view
        if isinstance(event, RoundStarted):
            view.then(self._new_round)
            return True
        if isinstance(event, NameGiven):
            self._steps = [[event]]
            self._heaps = event.heaps
            self._found = []
            self._done = 0
            return True
        if isinstance(event, CardMoved):
            kind = self._kind(event)
            last = self._steps[-1] if self._steps else None
            moves = [e for e in last if isinstance(e, CardMoved)] if last else []
            if (not last or self._kind_of(last) != kind
                    or (kind == "pair" and len(moves) >= 2)):
                self._steps.append([])
            self._steps[-1].append(event)
            return True
        if isinstance(event, PairFound):
            self._steps[-1].append(event)
            return True
        if isinstance(event, RoundScored):
            return True
        if isinstance(event, MatchOver):
            if not self._found and not any(isinstance(e, PairFound)
                                           for s in self._steps for e in s):
                self._steps.append([])  # "no pairs": a step of its own
            self._total = len(self._steps)
            view.then(self._begin_steps)
            return True
        return False

    @staticmethod
    def _kind(event: CardMoved) -> str:
        if event.dst[0] == "heap":
            return "deal"
        if event.dst == PACKET:
            return "gather"
        if event.dst == ROW:
            return "turn"
        return "pair"

    def _kind_of(self, events: list[Event]) -> str:
        first = events[0]
        if isinstance(first, NameGiven):
            return "count"
        if isinstance(first, CardMoved):
            return self._kind(first)
        return "none"

    def _new_round(self) -> None:
        """The shuffled pack, face down in the middle."""
        self._clear_table()
        view = self.screen.view
        deals = self.state.deals
        if deals:
            for card in deals[-1].piles.get("stock", ()):
                view.place(card, ("deck",), STOCK, False)
            view.relayout(animate=False, zones=[STOCK])
        self.refresh()

    def _begin_steps(self) -> None:
        self.name_panel.hide()
        self.bar.show()
        if self.screen.replaying:
            while self._steps:
                self.step()
            return
        self.step()  # the name and its letters: at once
        self._fill_bar()

    def has_steps(self) -> bool:
        return bool(self._steps)

    def catching_up(self) -> bool:
        return bool(self._steps)

    def step(self) -> None:
        if not self._steps:
            return
        events = self._steps.pop(0)
        self._done += 1
        view = self.screen.view
        timing = self.screen.timing
        kind = self._kind_of(events) if events else "none"
        if kind == "count":
            given = events[0]
            assert isinstance(given, NameGiven)
            view.then(lambda: self.show_note(self._count_html(given.value, given.letters,
                                                              given.heaps)))
            view.animator.pause(timing.ms(T.FLASH))
        elif kind == "deal":
            view.then(lambda: self.show_note(fill(translate(
                "Fortunes", "Dealing the pack onto %1 piles, one card to each pile in turn…"),
                num(self._heaps))))
            for e in events:
                assert isinstance(e, CardMoved)
                view.move_card(e.card, e.src, e.dst, False, timing.ms(T.DEAL_CARD),
                               timing.ms(T.DEAL_STAGGER))
        elif kind == "gather":
            view.then(lambda: self.show_note(translate(
                "Fortunes", "Gathering: the first pile is picked up, the second goes under "
                            "it, then the third…")))
            last = None
            for e in events:
                assert isinstance(e, CardMoved)
                if last is not None and e.src != last:
                    view.animator.pause(timing.ms(T.DEAL_PACKET * 2))
                last = e.src
                view.move_card(e.card, e.src, e.dst, False, timing.ms(T.DEAL_CARD),
                               timing.ms(T.DEAL_STAGGER) // 3)
        elif kind == "turn":
            view.then(lambda: self.show_note(translate(
                "Fortunes", "The packet is turned face up and read in a row. Look for two "
                            "cards of a rank side by side!")))
            for e in events:
                assert isinstance(e, CardMoved)
                view.move_card(e.card, e.src, e.dst, True, timing.ms(T.DEAL_CARD),
                               timing.ms(T.DEAL_STAGGER))
        elif kind == "pair":
            for e in events:
                if isinstance(e, CardMoved):
                    view.move_card(e.card, e.src, e.dst, True, timing.ms(T.PLAY_CARD))
                elif isinstance(e, PairFound):
                    view.then(partial(self._pair, e.rank, e.cards))
            view.animator.pause(timing.ms(T.FLASH))
        else:
            view.then(lambda: self.show_note(translate(
                "Fortunes", "No two cards of a rank lie side by side: the cards keep their "
                            "secrets today.")))
        view.then(self._fill_bar)

    def _count_html(self, value: str, letters: int, heaps: int) -> str:
        counted = [ch for ch in value if letter_count(ch)]
        spelled = separator().join(f"<b>{ch}</b><sub>{num(i + 1)}</sub>"
                                   for i, ch in enumerate(counted))
        text = fill(Fortunes.tr("“%1” has %Ln letter(s) (spaces and the zero-width "
                                "non-joiner do not count).", None, letters), isolated(value))
        if heaps != letters:
            text += " " + fill(translate("Fortunes", "Between %1 and %2 piles are dealt, so "
                                                     "the pack goes onto %3 piles."),
                               num(MIN_LETTERS), num(MAX_LETTERS), num(heaps))
        else:
            text += " " + fill(translate("Fortunes", "The pack is dealt onto %1 piles."),
                               num(heaps))
        return (f"<p dir='{name_dir(value)}' align='center' style='font-size:15pt'>{spelled}</p>"
                f"<p dir='{ui_dir()}' align='center'>{text}</p>")

    def _pair(self, rank: str, cards: tuple[Card, Card]) -> None:
        self._found.append((rank, cards))
        self.show_note(in_ui_dir(f"<b>{pair_title(rank)}</b> — "
                                 f"{pair_message(rank, self._person())}"))
        self._fill_messages()

    def _person(self) -> str:
        name = self.state.name
        return isolated(name.strip()) if name else translate("Fortunes", "your sweetheart")

    def _fill_messages(self) -> None:
        if not self._found:
            self.messages.hide()
            return
        lines = ["<b>" + translate("Fortunes", "The cards say:") + "</b>"]
        for i, (rank, cards) in enumerate(self._found):
            pair = " ".join(short_html(c) for c in cards)
            lines.append(f"{num(i + 1)}. {pair} — {pair_message(rank, self._person())}")
        self.messages_text.setText(in_ui_dir("<br>".join(lines)))
        self.messages.show()
        self.place()

    # ------------------------------------------------------------- prompts

    def prompt(self, legal: Sequence[Action]) -> None:
        if not self._widgets or not any(isinstance(a, GiveName) for a in legal):
            return
        self.bar.hide()
        self._fill_name_panel()
        self.name_panel.popup(self.screen.view.viewport())
        self.name_field.setFocus()

    def _fill_name_panel(self) -> None:
        self.name_panel.title.setText(translate("Fortunes", "Whose fortune shall the cards "
                                                            "tell?"))
        self.name_text.setText(translate("Fortunes", "Type a name, in Persian or Latin "
                                                     "letters."))
        self.deal_button.setText(translate("Fortunes", "Deal the cards"))
        self._name_changed(self.name_field.text())

    def _name_changed(self, text: str) -> None:
        letters = letter_count(text)
        if letters == 0:
            self.count_label.setText(translate("Fortunes", "No letters yet."))
        else:
            self.count_label.setText(fill(Fortunes.tr("%Ln letter(s): the pack will be dealt "
                                                      "onto %1 piles.", None, letters),
                                          num(piles_for(letters))))
        self.deal_button.setEnabled(letters > 0)

    def _give_name(self) -> None:
        text = self.name_field.text()
        if letter_count(text) == 0 or self.screen.session is None:
            return
        self.name_panel.hide()
        self.screen.act(GiveName(self.screen.human, text))

    def hide_prompts(self) -> None:
        if not self._widgets:
            return
        super().hide_prompts()
        self.name_panel.hide()

    def show_hint(self, action: Action) -> None:
        if self.name_panel.isVisible():
            self.name_field.setFocus()
            self.screen.show_toast(translate("Fortunes", "Hint: type any name and press "
                                                         "Deal the cards."))

    # ------------------------------------------------------------ the end

    def _result_html(self) -> str:
        state = self.state
        person = self._person()
        head = fill(translate("Fortunes", "The cards for %1"), person)
        lines = [f"<p style='font-size:15pt'><b>{head}</b></p>"]
        pairs = [(a.rank.letter, (a, b)) for a, b in state.pairs]
        if not pairs:
            lines.append(translate("Fortunes", "No pairs turned up: the cards keep their "
                                               "secrets today. Try again tomorrow!"))
        for rank, _cards in pairs:
            lines.append(fill(translate("Fortunes", "%1: %2", "a pair: its message"),
                              f"<b>{pair_title(rank)}</b>", pair_message(rank, person)))
        lines.append("<p><i>" + just_for_fun() + "</i></p>")
        return in_ui_dir("<br>".join(lines))

    def match_score(self) -> int:
        return len(self.state.pairs)

    def score_sheet(self) -> tuple[list[str], list[list[str]]]:
        if self.screen.session is None or not self._widgets:
            return [], []
        state = self.state
        headers = [translate("Fortunes", "Name"), translate("Fortunes", "Letters"),
                   translate("Fortunes", "Pairs")]
        rows = []
        for result in state.results:
            pairs = result.details.get("pairs", [])
            sep = translate("Fortunes", ", ", "between the items of a list")
            rows.append([state.name or "", num(state.letters),
                         sep.join(pair_title(p) for p in pairs)])
        return headers, rows

    # ----------------------------------------------------------- information

    def refresh(self) -> None:
        if self.screen.session is None or not self._widgets:
            return
        state = self.state
        rows = ["<b>" + translate("Fortunes", "The name fortune · just for fun") + "</b>"]
        if state.name is not None:
            rows.append(fill(translate("Fortunes", "Name: %1"), f"<b>{state.name}</b>"))
            rows.append(fill(Fortunes.tr("%Ln letter(s) · %1 piles", None, state.letters),
                             num(piles_for(state.letters))))
        else:
            rows.append(translate("Fortunes", "A shuffled pack of 52 cards waits."))
        if self._total:
            rows.append(fill(translate("Fortunes", "Step %1 of %2"), num(self._done),
                             num(self._total)))
        self.show_info_rows(rows)
        if not self._found and state.pairs and not self._steps:
            self._found = [(a.rank.letter, (a, b)) for a, b in state.pairs]
        self._fill_messages()
        self.info.adjustSize()
        self.place()

    def _fill_bar(self) -> None:
        super()._fill_bar()
        if self._widgets:
            self.refresh_step_line()

    def refresh_step_line(self) -> None:
        if self._total and self._widgets:
            self.info_labels[3].setText(fill(translate("Fortunes", "Step %1 of %2"),
                                             num(self._done), num(self._total)))
            self.info_labels[3].setVisible(True)

    def place(self) -> None:
        super().place()
        if not self._widgets:
            return
        view = self.screen.view
        vp = view.viewport()
        rtl = QApplication.layoutDirection() == Qt.LayoutDirection.RightToLeft
        if self.messages.isVisible():
            self.messages.setLayoutDirection(QApplication.layoutDirection())
            self.messages.adjustSize()
            x = 10 if rtl else vp.width() - self.messages.width() - 10
            self.messages.move(int(x), 10)
        if self.name_panel.isVisible():
            self.name_panel.setLayoutDirection(QApplication.layoutDirection())
            self.name_panel.centre_in(vp)

    def retranslate(self) -> None:
        if not self._widgets:
            return
        if self.name_panel.isVisible():
            self._fill_name_panel()
        if not self.screen.view.animator.busy:
            self.screen.view.relayout(animate=False, zones=[ROW])
        super().retranslate()


# ============================================================ the family fortune


def row_name(row: int) -> str:
    return (translate("Fortunes", "Father · kings"), translate("Fortunes", "Mother · aces"),
            translate("Fortunes", "Brother · jacks"),
            translate("Fortunes", "Girl · queens"))[row]


class FamilyFortuneUI(_FortuneUI):
    game_id = "fortune-family"

    @staticmethod
    def intro(players: int) -> str:
        return translate("Fortunes", "Sixteen pictures face down in four family rows, and one "
                                     "card in your hand: turn it up, lay it in its row and "
                                     "pick up the card it covers. If the ten of diamonds comes "
                                     "last, your wish comes true. Just for fun!")

    def __init__(self) -> None:
        super().__init__()
        self._chain: list[Card] = []

    @property
    def state(self) -> FamilyFortuneState:
        assert self.screen.session is not None
        state = self.screen.session.state
        assert isinstance(state, FamilyFortuneState)
        return state

    def attach(self, screen: TableScreen) -> None:
        super().attach(screen)
        screen.view.hand_face_up = False  # the card in hand is turned only by the fortune
        vp = screen.view.viewport()
        self.row_labels = [QLabel(vp) for _ in range(4)]
        for label in self.row_labels:
            label.setObjectName("row-label")
            label.setStyleSheet(FUN_STYLE)
            label.show()
        self.hand_label = QLabel(vp)
        self.hand_label.setObjectName("row-label")
        self.hand_label.setStyleSheet(FUN_STYLE)
        self.hand_label.show()
        # The positions' numbers, as in the source's drawing: 4 3 2 1 / 8 7 6 5 / ...
        self.number_labels = [QLabel(vp) for _ in range(POSITIONS)]
        for label in self.number_labels:
            label.setObjectName("position-number")
            label.setStyleSheet("color: rgba(255, 233, 244, 190); font-size: 8pt;")
            label.show()
        self._widgets += [*self.row_labels, self.hand_label, *self.number_labels]
        self._chain = self._replayed_chain()

    # ------------------------------------------------------------ places

    def _scale(self) -> float:
        view = self.screen.view
        lay = view.layout_
        ch = lay.card_w * view.art.ratio
        return max(0.4, min(0.7, lay.h * 0.8 / (4.5 * ch)))

    def slot_point(self, k: int) -> QPointF:
        """Position k + 1: rows of four from the top, each laid from right to left."""
        view = self.screen.view
        lay = view.layout_
        w = lay.card_w * self._scale()
        h = w * view.art.ratio
        gap = w * 0.18
        row, col = divmod(k, 4)
        right = lay.w / 2 + 1.5 * (w + gap)
        return QPointF(right - col * (w + gap), lay.h * 0.07 + h / 2 + row * (h + w * 0.3))

    def hand_point(self) -> QPointF:
        view = self.screen.view
        lay = view.layout_
        w = lay.card_w * self._scale()
        first = self.slot_point(3)
        rows = self.slot_point(12)
        return QPointF(first.x() - w * 1.9, (first.y() + rows.y()) / 2)

    def position(self, zone: tuple[object, ...], index: int, count: int) -> QPointF | None:
        if zone[0] == "grid" and len(zone) == 3:
            return self.slot_point(int(zone[2]))  # type: ignore[call-overload]
        if zone == HAND:
            return self.hand_point()
        if zone == STOCK:
            p = self.hand_point()
            return QPointF(p.x() - min(index, 16) * 0.4, p.y() - min(index, 16) * 0.4)
        return None

    def card_scale(self, zone: tuple[object, ...]) -> float | None:
        return self._scale()

    # -------------------------------------------------------------- events

    def animate(self, event: Event) -> bool:
        view = self.screen.view
        timing = self.screen.timing
        if isinstance(event, RoundStarted):
            view.then(self._new_round)
            view.then(lambda: self.show_note(translate(
                "Fortunes", "Sixteen cards are laid face down, four rows from right to left; "
                            "the seventeenth stays in your hand. Press Step to turn it.")))
            return True
        if isinstance(event, CardMoved) and event.src == STOCK:
            view.move_card(event.card, event.src, event.dst, False, timing.ms(T.DEAL_CARD),
                           timing.ms(T.DEAL_STAGGER))
            return True
        if isinstance(event, Turned):
            card = event.card
            view.then(lambda: self._turned(card))
            view.animator.pause(timing.ms(T.FLASH // 2))
            return True
        if isinstance(event, CardMoved) and event.src == HAND:
            view.move_card(event.card, event.src, event.dst, True, timing.ms(T.PLAY_CARD))
            return True
        if isinstance(event, CardMoved) and event.dst == HAND:
            view.move_card(event.card, event.src, event.dst, False, timing.ms(T.PLAY_CARD))
            view.then(self.refresh)
            return True
        if isinstance(event, FortuneTold):
            success = event.success
            view.then(lambda: self.show_note(self._told_text(success)))
            view.animator.pause(timing.ms(T.FLASH))
            return True
        return isinstance(event, RoundScored | MatchOver)

    def _new_round(self) -> None:
        self._clear_table()
        self._chain = []
        view = self.screen.view
        deals = self.state.deals
        if deals:
            for card in deals[-1].piles.get("stock", ()):
                view.place(card, ("deck",), STOCK, False)
            view.relayout(animate=False, zones=[STOCK])
        self.bar.show()
        self.refresh()

    def _turned(self, card: Card) -> None:
        for sprite in self.screen.view.zones.get(HAND, []):
            if sprite.card is card:
                sprite.set_face_up(True)
        self._chain.append(card)
        self.show_note(self._turned_text(card))
        self.refresh()

    def _turned_text(self, card: Card) -> str:
        if card is TEN_OF_DIAMONDS:
            return translate("Fortunes", "The ten of diamonds! It belongs to no row: the "
                                         "fortune ends here.")
        row = ROW_RANKS.index(card.rank)
        return fill(translate("Fortunes", "%1: it goes to the row “%2”, on the first card "
                                          "still face down, and the card there comes to your "
                                          "hand."), card_html_plain(card), row_name(row))

    def _told_text(self, success: bool) -> str:
        if success:
            return translate("Fortunes", "The ten of diamonds came last: your wish comes "
                                         "true! You will reach your beloved.")
        return Fortunes.tr("The ten of diamonds came too soon, with %Ln picture(s) still face "
                           "down: the wish must wait.", None, self._face_down())

    def _face_down(self) -> int:
        return sum(1 for up in self.state.up if not up)

    def _replayed_chain(self) -> list[Card]:
        """The cards turned so far, read from the record (after a resume or an undo)."""
        session = self.screen.session
        if session is None or not session.state.deals:
            return []
        game = session.game
        state = game.new_state(session.options, 1, session.state.deals[-1])
        chain: list[Card] = []
        for _ in range(self.state.steps):
            for e in state.apply(Turn(0)):
                if isinstance(e, Turned):
                    chain.append(e.card)
        return chain

    # ------------------------------------------------------------ stepping

    def has_steps(self) -> bool:
        session = self.screen.session
        return session is not None and not session.state.round_over

    def prompt(self, legal: Sequence[Action]) -> None:
        if not self._widgets:
            return
        self.bar.show()
        self._fill_bar()

    def step(self) -> None:
        session = self.screen.session
        if session is None or not session.human_to_act() or self.screen.view.animator.busy:
            return
        action = next((a for a in session.legal_for(self.screen.human)
                       if isinstance(a, Turn)), None)
        if action is not None:
            self.screen.act(action)

    def show_hint(self, action: Action) -> None:
        self.step_button.setFocus()
        self.screen.show_toast(translate("Fortunes", "Hint: press Step to turn the card in "
                                                     "your hand."))

    def _result_html(self) -> str:
        state = self.state
        if state.success:
            head = translate("Fortunes", "Your wish comes true!")
            body = translate("Fortunes", "Every picture found its place before the ten of "
                                         "diamonds turned up: you will reach your beloved.")
        else:
            head = translate("Fortunes", "Not this time")
            body = Fortunes.tr("The ten of diamonds turned up with %Ln picture(s) still face "
                               "down. Shuffle and try again!", None, self._face_down())
        chain = chain_arrow().join(short_plain(c) for c in self._chain)
        lines = [f"<p style='font-size:15pt'><b>{head}</b></p>", body,
                 fill(translate("Fortunes", "Cards turned: %1"), num(state.steps)),
                 f"<span style='font-size:10pt'>{chain}</span>",
                 "<p><i>" + just_for_fun() + "</i></p>"]
        return "<br>".join(lines)

    def match_score(self) -> int:
        return 1 if self.state.success else 0

    def score_sheet(self) -> tuple[list[str], list[list[str]]]:
        if self.screen.session is None or not self._widgets:
            return [], []
        state = self.state
        headers = [translate("Fortunes", "Fortune"), translate("Fortunes", "Cards turned"),
                   translate("Fortunes", "Result")]
        rows = []
        for result in state.results:
            ok = result.details.get("success")
            rows.append([translate("Fortunes", "The family"), num(result.details.get("steps", 0)),
                         translate("Fortunes", "The wish comes true") if ok
                         else translate("Fortunes", "Not this time")])
        return headers, rows

    # ----------------------------------------------------------- information

    def refresh(self) -> None:
        if self.screen.session is None or not self._widgets:
            return
        state = self.state
        up = sum(1 for u in state.up if u)
        chain = chain_arrow().join(short_html(c) for c in self._chain[-12:])
        if len(self._chain) > 12:
            chain = "…" + chain_arrow() + chain
        rows = ["<b>" + translate("Fortunes", "The family fortune · just for fun") + "</b>",
                fill(translate("Fortunes", "Pictures face up: %1 of %2"), num(up),
                     num(POSITIONS)),
                fill(translate("Fortunes", "Cards turned: %1"), num(state.steps)),
                fill(translate("Fortunes", "The chain: %1"), chain) if chain else ""]
        self.show_info_rows(rows)
        for row, label in enumerate(self.row_labels):
            label.setText(row_name(row))
        self.hand_label.setText(translate("Fortunes", "In your hand"))
        self.info.adjustSize()
        self._fill_bar()

    def place(self) -> None:
        super().place()
        if not self._widgets:
            return
        view = self.screen.view
        lay = view.layout_
        w = lay.card_w * self._scale()
        for row, label in enumerate(self.row_labels):
            label.adjustSize()
            p = self.slot_point(row * 4)
            label.move(int(p.x() + w / 2 + 12), int(p.y() - label.height() / 2))
        h = w * view.art.ratio
        for k, label in enumerate(self.number_labels):
            label.setText(num(k + 1))
            label.adjustSize()
            p = self.slot_point(k)
            label.move(int(p.x() - label.width() / 2), int(p.y() - h / 2 - label.height() - 1))
        self.hand_label.adjustSize()
        hp = self.hand_point()
        self.hand_label.move(int(hp.x() - self.hand_label.width() / 2), int(hp.y() + h / 2 + 6))


def card_html_plain(card: Card) -> str:
    """A card's name for the note (dark text on a light box)."""
    suit = card.suit
    if suit is None:
        return card_name(card)
    colour = _RED if suit.is_red else "#111111"
    return f"<b><span style='color:{colour}'>{suit.symbol}</span> {card_name(card)}</b>"


def short_plain(card: Card) -> str:
    rank = {Rank.ACE: "A", Rank.KING: "K", Rank.QUEEN: "Q", Rank.JACK: "J"}.get(
        card.rank, str(int(card.rank)))
    if card.suit is None:
        return rank
    colour = _RED if card.suit.is_red else "#111111"
    return card_code(f"{rank}<span style='color:{colour}'>{card.suit.symbol}</span>")

