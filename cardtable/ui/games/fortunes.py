"""The two card fortunes at the table, "for fun": one player at the bottom, no computer
players, every step of the procedure animated, a Step button and an Auto-run button.

The name fortune: a name typed in (Persian or Latin letters), its letters counted, the pack
dealt onto that many piles, gathered, turned up in a row, and the pairs of a rank found side
by side taken out with their messages. The family fortune: sixteen cards in a 4 x 4 layout
laid right to left, the chain of cards turned from the hand, and the wish granted only when
the ten of diamonds comes last. The words are in `cardtable/ui/wording/fortunes.py`."""

from __future__ import annotations

from collections.abc import Sequence
from functools import partial
from typing import TYPE_CHECKING, TypeVar

from PySide6.QtCore import QCoreApplication, QLocale, Qt
from PySide6.QtWidgets import QHBoxLayout, QLabel, QLineEdit, QPushButton, QWidget

from cardtable.cards import Card
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
    POSITIONS,
    STOCK,
    FamilyFortuneState,
    FortuneTold,
    GiveName,
    NameFortuneState,
    NameGiven,
    PairFound,
    Turn,
    Turned,
    letter_count,
)
from cardtable.ui.games.base import GameUI
from cardtable.ui.games.fortune_specs import (
    BADGES,
    LONGEST_NAME,
    family_table_spec,
    name_table_spec,
)
from cardtable.ui.games.fortune_steps import add_to_steps, kind_of
from cardtable.ui.table import timings as T
from cardtable.ui.table.panels import CLOSE_SPACING, Panel, keep_widest
from cardtable.ui.table.parts import BOX_MARGINS
from cardtable.ui.table.scene import status_bar
from cardtable.ui.table.spec import (
    CENTRE,
    TableSpec,
)
from cardtable.ui.timers import later
from cardtable.ui.wording import fortunes as words

if TYPE_CHECKING:
    from cardtable.ui.table.screen import TableScreen

__all__ = ["FamilyFortuneUI", "NameFortuneUI", "family_table_spec", "name_table_spec"]

translate = QCoreApplication.translate

FUN_STYLE = """
QLabel#fortune-note {
    color: #3a0a2a; background: rgba(255, 222, 240, 240); border: 2px solid #e38bb8;
    border-radius: 12px; padding: 4px 14px; font-size: 12pt;
}
QLabel#pair-messages, QLabel#row-label {
    color: #fff1f8; background: rgba(60, 10, 50, 150); border-radius: 12px; padding: 8px 12px;
}
"""

FS = TypeVar("FS", NameFortuneState, FamilyFortuneState)


class _FortuneUI(GameUI[FS]):
    """What both fortunes share: one seat at the bottom, the step bar, the note, the
    result panel, the status badges."""

    default_players = 1

    def __init__(self) -> None:
        self._widgets: list[QWidget] = []
        self._auto = False
        self._end_pending = False

    # ----------------------------------------------------------- set-up

    def attach(self, screen: TableScreen) -> None:
        super().attach(screen)
        vp = screen.view.viewport()
        self.info = status_bar(vp)
        self.badges = {name: QLabel(self.info) for name in BADGES}
        for label in self.badges.values():
            label.setObjectName("badge")
            label.setTextFormat(Qt.TextFormat.RichText)
        self.info_labels = list(self.badges.values())
        self.note = self._label(vp, "fortune-note")
        self.note.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.note.hide()
        self.bar = self._make_bar(vp)
        self.result = self._make_result(vp)
        self.summary = self.result  # the round's end, as every table names it
        self._widgets = [self.info, self.note, self.bar, self.result]
        screen.view.animator.idle.connect(self._idle)

    @staticmethod
    def _label(parent: QWidget, name: str) -> QLabel:
        label = QLabel(parent)
        label.setObjectName(name)
        label.setStyleSheet(FUN_STYLE)
        label.setTextFormat(Qt.TextFormat.RichText)
        label.setWordWrap(True)
        return label

    def detach(self) -> None:
        try:
            self.screen.view.animator.idle.disconnect(self._idle)
        except (RuntimeError, TypeError):
            pass
        self._auto = False
        self._drop_widgets()

    def spec_widgets(self) -> dict[str, QWidget]:
        if not self._widgets:
            return {}
        return {"status": self.info, **self.badges, "note": self.note, "bar": self.bar,
                "result": self.result}

    def spec_sample(self, name: str) -> list[str]:
        return []

    def _make_bar(self, parent: QWidget) -> Panel:
        panel = Panel(parent, BOX_MARGINS)
        panel.box.setSpacing(CLOSE_SPACING)
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
        panel.box.addWidget(self.result_text)
        panel.sample_label = self.result_text  # type: ignore[attr-defined]
        row = QHBoxLayout()
        self.again_button = QPushButton(panel)
        self.again_button.setObjectName("new-game")
        self.again_button.clicked.connect(self._again)
        self.close_button = QPushButton(panel)
        self.close_button.setObjectName("close-result")
        self.close_button.clicked.connect(self._close_result)
        row.addWidget(self.again_button)
        row.addWidget(self.close_button)
        panel.box.addLayout(row)
        panel.box.insertStretch(0, 1)  # its words in the middle of the room kept for it
        panel.box.addStretch(1)
        return panel

    def _again(self) -> None:
        self.result.hide()
        self.screen.new_game_requested.emit()

    def _close_result(self) -> None:
        self.result.hide()
        self._show_centre(True)

    def _show_centre(self, shown: bool) -> None:
        """The centre's cards, put away under the result (it lies over the centre) and
        shown again once it is closed."""
        spec = self.scene.spec if self.scene is not None else None
        for zone, sprites in self.screen.view.zones.items():
            pile = spec.pile_of(zone) if spec is not None else None
            if pile is not None and pile[0].region == CENTRE:
                for sprite in sprites:
                    sprite.setVisible(shown)

    def plate_text(self, seat: int) -> str:
        return self.name(seat)

    def _clear_table(self) -> None:
        view = self.screen.view
        view.settle()
        for sprites in view.zones.values():
            for s in sprites:
                view.scene().removeItem(s)
        view.zones = {}

    def _lay_pack(self, count: int) -> None:
        """A new round: the table cleared, the shuffled pack's first `count` cards face
        down as the stock."""
        self._clear_table()
        view = self.screen.view
        deals = self.screen.session.state.deals if self.screen.session is not None else []
        if deals:
            for card in list(deals[-1].piles.get("stock", ()))[:count]:
                view.place(card, ("deck",), STOCK, False)
            view.relayout(animate=False, zones=[STOCK])

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
        self.bar.title.setText(words.bar_title())
        self.step_button.setText(words.step_label())
        self.step_button.setToolTip(words.step_tip())
        # As wide as its longer word: the bar keeps its size as the button changes.
        auto = self.auto_button
        auto.setText(words.auto_label(self._auto))
        keep_widest(auto, [words.auto_label(r) for r in (False, True)])
        auto.setToolTip(words.auto_tip())
        able = self.has_steps()
        self.step_button.setEnabled(able and not self._auto)
        auto.setEnabled(able)
        self.screen.place_overlays()

    def show_note(self, text: str) -> None:
        if not self._widgets:
            return
        self.note.setText(text)
        self.note.show()
        self.note.raise_()
        self.screen.place_overlays()

    # ------------------------------------------------------------ the end

    def show_round_end(self, match_over: bool) -> None:
        if self.has_steps():
            self._end_pending = True  # after the last step
            return
        self._show_result()

    def _show_result(self) -> None:
        self._auto = False
        self.note.hide()  # the result says it all, over the centre
        self._show_centre(False)
        self.result.title.setText(words.result_title())
        self.result_text.setText(self._result_html())
        self.again_button.setText(words.again_label())
        self.close_button.setText(words.close_label())
        self.result.show()
        self.result.raise_()
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

    def show_badges(self, rows: list[str]) -> None:
        self.show_info_rows(rows)
        self.screen.place_overlays()

    def retranslate(self) -> None:
        if not self._widgets:
            return
        self._fill_bar()
        if self.result.isVisible():
            self._show_result()
        self.refresh()


# ============================================================== the name fortune


class NameFortuneUI(_FortuneUI[NameFortuneState]):
    game_id = "fortune-name"
    state_type = NameFortuneState

    @staticmethod
    def intro(players: int) -> str:
        return words.name_intro()

    @staticmethod
    def table_spec(players: int, options: object, human: int = 0) -> TableSpec | None:
        return name_table_spec(players, options, human)

    def __init__(self) -> None:
        super().__init__()
        self._steps: list[list[Event]] = []
        self._done = 0
        self._total = 0
        self._heaps = 0
        self._found: list[tuple[str, tuple[Card, Card]]] = []
        self._samples: tuple[tuple[str, str], dict[str, list[str]]] | None = None

    def attach(self, screen: TableScreen) -> None:
        super().attach(screen)
        vp = screen.view.viewport()
        self.name_panel = self._make_name_panel(vp)
        self.messages = self.messages_text = self._label(vp, "pair-messages")
        self.messages.hide()
        self._widgets += [self.name_panel, self.messages]

    def spec_widgets(self) -> dict[str, QWidget]:
        if not self._widgets:
            return {}
        return {**super().spec_widgets(), "messages": self.messages,
                "name-prompt": self.name_panel}

    def spec_sample(self, name: str) -> list[str]:
        if self.screen.session is None:
            return []
        # Asked for each label at each width the solver tries: worded once a name and
        # language (all of them anew each time kept a new fortune's window still ~1 s).
        key = (self.state.name or "", QLocale().name())
        if self._samples is None or self._samples[0] != key:
            self._samples = key, words.name_samples(self.state, LONGEST_NAME)
        return self._samples[1].get(name, [])

    def _make_name_panel(self, parent: QWidget) -> Panel:
        panel = Panel(parent)
        self.name_text = QLabel(panel)
        self.name_text.setWordWrap(True)
        self.name_text.setAlignment(Qt.AlignmentFlag.AlignCenter)
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
        panel.sample_label = self.count_label  # type: ignore[attr-defined]
        self.deal_button = QPushButton(panel)
        self.deal_button.setObjectName("deal")
        self.deal_button.clicked.connect(self._give_name)
        panel.box.addWidget(self.deal_button, 0, Qt.AlignmentFlag.AlignCenter)
        return panel

    # -------------------------------------------------------------- events

    def animate(self, event: Event) -> bool:
        view = self.screen.view
        if isinstance(event, RoundStarted):
            view.then(self._new_round)
            return True
        if isinstance(event, NameGiven):
            self._show_centre(True)  # the pack that waited under the prompt
            self._steps = [[event]]
            self._heaps = event.heaps
            self._found = []
            self._done = 0
            return True
        if isinstance(event, CardMoved | PairFound):
            add_to_steps(self._steps, event)
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

    def _new_round(self) -> None:
        """The shuffled pack, face down in the middle."""
        self._lay_pack(52)
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
        kind = kind_of(events) if events else "none"
        if kind == "count":
            given = events[0]
            assert isinstance(given, NameGiven)
            view.then(lambda: self.show_note(words.count_html(given.value, given.letters,
                                                              given.heaps)))
            view.animator.pause(self.screen.timing.ms(T.FLASH))
        elif kind in ("deal", "gather", "turn"):
            self._move_step(kind, events)
        elif kind == "pair":
            for e in events:
                if isinstance(e, CardMoved):
                    view.move_card(e.card, e.src, e.dst, True,
                                   self.screen.timing.ms(T.PLAY_CARD))
                elif isinstance(e, PairFound):
                    view.then(partial(self._pair, e.rank, e.cards))
            view.animator.pause(self.screen.timing.ms(T.FLASH))
        else:
            view.then(lambda: self.show_note(words.no_pairs_note()))
        view.then(self._fill_bar)

    def _move_step(self, kind: str, events: list[Event]) -> None:
        """Dealing onto the piles, gathering them, or turning the packet into the row."""
        view = self.screen.view
        timing = self.screen.timing
        note = {"deal": words.deal_note(self._heaps), "gather": words.gather_note(),
                "turn": words.turn_note()}[kind]
        view.then(lambda: self.show_note(note))
        last = None
        for e in events:
            assert isinstance(e, CardMoved)
            if kind == "gather" and last is not None and e.src != last:
                view.animator.pause(timing.ms(T.DEAL_PACKET * 2))
            last = e.src
            stagger = timing.ms(T.DEAL_STAGGER) // (3 if kind == "gather" else 1)
            view.move_card(e.card, e.src, e.dst, kind == "turn", timing.ms(T.DEAL_CARD),
                           stagger)

    def _pair(self, rank: str, cards: tuple[Card, Card]) -> None:
        self._found.append((rank, cards))
        self.show_note(words.pair_note(rank, self.state.name))
        self._fill_messages()

    def _fill_messages(self) -> None:
        if not self._found:
            self.messages.hide()
            return
        self.messages.setText(words.messages_html(self._found, self.state.name))
        self.messages.show()
        self.screen.place_overlays()

    # ------------------------------------------------------------- prompts

    def prompt(self, legal: Sequence[Action]) -> None:
        if not self._widgets or not any(isinstance(a, GiveName) for a in legal):
            return
        self.bar.hide()
        self._show_centre(False)  # the pack waits, put away under the prompt
        self._fill_name_panel()
        self.name_panel.show()
        self.name_panel.raise_()
        self.screen.place_overlays()
        self.name_field.setFocus()

    def _fill_name_panel(self) -> None:
        self.name_panel.title.setText(words.name_prompt_title())
        self.name_text.setText(words.name_prompt_text())
        self.deal_button.setText(words.deal_label())
        self._name_changed(self.name_field.text())

    def _name_changed(self, text: str) -> None:
        letters = letter_count(text)
        self.count_label.setText(words.letters_line(letters))
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
            self.screen.show_toast(words.name_hint())

    # ------------------------------------------------------------ the end

    def _result_html(self) -> str:
        return words.name_result_html([a.rank.letter for a, _ in self.state.pairs],
                                      self.state.name)

    def match_score(self) -> int:
        return len(self.state.pairs)

    def score_sheet(self) -> tuple[list[str], list[list[str]]]:
        if self.screen.session is None or not self._widgets:
            return [], []
        return words.name_sheet(self.state)

    # ----------------------------------------------------------- information

    def refresh(self) -> None:
        if self.screen.session is None or not self._widgets:
            return
        state = self.state
        self.show_badges(words.name_badges(state, self._done, self._total))
        if not self._found and state.pairs and not self._steps:
            self._found = [(a.rank.letter, (a, b)) for a, b in state.pairs]
        self._fill_messages()

    def _fill_bar(self) -> None:
        super()._fill_bar()
        if self._widgets:
            self.refresh_step_line()

    def refresh_step_line(self) -> None:
        if self._total and self._widgets:
            self.info_labels[3].setText(words.step_line(self._done, self._total))
            self.info_labels[3].setVisible(True)

    def retranslate(self) -> None:
        if not self._widgets:
            return
        if self.name_panel.isVisible():
            self._fill_name_panel()
        super().retranslate()



# ============================================================ the family fortune


class FamilyFortuneUI(_FortuneUI[FamilyFortuneState]):
    game_id = "fortune-family"
    state_type = FamilyFortuneState

    @staticmethod
    def intro(players: int) -> str:
        return words.family_intro()

    @staticmethod
    def table_spec(players: int, options: object, human: int = 0) -> TableSpec | None:
        return family_table_spec(players, options, human)

    def __init__(self) -> None:
        super().__init__()
        self._chain: list[Card] = []

    def attach(self, screen: TableScreen) -> None:
        super().attach(screen)
        screen.view.hand_face_up = False  # the card in hand is turned only by the fortune
        vp = screen.view.viewport()
        self.rows_label = self._label(vp, "row-label")
        self.hand_label = self._label(vp, "row-label")
        self.row_labels = [self.rows_label]
        self._widgets += [self.rows_label, self.hand_label]
        self._chain = self._replayed_chain()
        self.rows_label.setText(words.rows_legend())
        self.hand_label.setText(words.in_hand_label())

    def spec_widgets(self) -> dict[str, QWidget]:
        if not self._widgets:
            return {}
        return {**super().spec_widgets(), "rows": self.rows_label, "in-hand": self.hand_label}

    def spec_sample(self, name: str) -> list[str]:
        if self.screen.session is None:
            return []
        return words.family_samples(self.state).get(name, [])

    # -------------------------------------------------------------- events

    def animate(self, event: Event) -> bool:
        view = self.screen.view
        timing = self.screen.timing
        if isinstance(event, RoundStarted):
            view.then(self._new_round)
            view.then(lambda: self.show_note(words.laid_note()))
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
            view.then(lambda: self.show_note(words.told_text(success,
                                                             words.face_down(self.state))))
            view.animator.pause(timing.ms(T.FLASH))
            return True
        return isinstance(event, RoundScored | MatchOver)

    def _new_round(self) -> None:
        self._lay_pack(POSITIONS + 1)  # the sixteen positions and the card in hand
        self._chain = []
        self.bar.show()
        self.refresh()

    def _turned(self, card: Card) -> None:
        for sprite in self.screen.view.zones.get(HAND, []):
            if sprite.card is card:
                sprite.set_face_up(True)
        self._chain.append(card)
        self.show_note(words.turned_text(card))
        self.refresh()

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
        self.show_note(words.family_hint())  # in the note's place: one message at a time

    def _result_html(self) -> str:
        state = self.state
        return words.family_result_html(state.success, words.face_down(state), state.steps)

    def match_score(self) -> int:
        return 1 if self.state.success else 0

    def score_sheet(self) -> tuple[list[str], list[list[str]]]:
        if self.screen.session is None or not self._widgets:
            return [], []
        return words.family_sheet(self.state)

    # ----------------------------------------------------------- information

    def refresh(self) -> None:
        if self.screen.session is None or not self._widgets:
            return
        self.rows_label.setText(words.rows_legend())
        self.hand_label.setText(words.in_hand_label())
        self.rows_label.show()
        self.hand_label.show()
        self.show_badges(words.family_badges(self.state, self._chain))
        self._fill_bar()
