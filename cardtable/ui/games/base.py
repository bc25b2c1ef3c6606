"""What a game adds to the generic table screen.

A game's table is a `GameUI` subclass in `cardtable/ui/games/<game>.py`, registered in
`cardtable/ui/games/registry.py`. The generic table (`ui/table/screen.py`) already deals
cards, plays them to tricks, gathers tricks, lights up the human's playable cards and
runs the computer players; a game adds its seating, its table as data (`table_spec`, placed
by `ui/table/solver.py`), its panels for decisions that are not card plays (bids, trump,
declarations), its own events' animations, its status badges, and the summaries between
rounds.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import TYPE_CHECKING, Any, ClassVar, Generic, TypeVar

import attrs

from cardtable.rules.base import Action, Event, State
from cardtable.session import Session
from cardtable.ui.table.layout import sides_for

if TYPE_CHECKING:
    from PySide6.QtWidgets import QWidget

    from cardtable.ui.table.screen import TableScreen
    from cardtable.ui.table.spec import TableSpec


@attrs.frozen
class OptionSpec:
    """One option on the new-game dialog: the model's option name, its translated label,
    and the choices (value, translated label) for a list, or a range for a number."""

    name: str
    label: Callable[[], str]
    choices: Sequence[tuple[Any, Callable[[], str]]] = ()
    minimum: int = 0
    maximum: int = 0


S = TypeVar("S", bound=State)


class GameUI(Generic[S]):
    """The game-specific parts of a table: seating, prompts, the information box, the
    end-of-round and end-of-match summaries. The rules stay in the model."""

    game_id: ClassVar[str] = ""
    state_type: ClassVar[type] = object  # the game's state class (checked by `state`)
    default_players: ClassVar[int] = 0  # 0: the game's smallest table
    match_dialog: Any = None  # the match-end dialog, once open
    _keys: Any = None  # the key filter while the game listens (listen_to_keys)
    scene: Any = None  # the table placed from the game's spec

    screen: TableScreen
    _widgets: list[QWidget]  # the game's own widgets, dropped when it leaves (_drop_widgets)
    summary: Any  # the end-of-round panel, where a game makes one (make_summary_panel)
    info_labels: list[Any]  # the status badges (show_info_rows)

    @staticmethod
    def option_specs() -> list[OptionSpec]:
        """The options the new-game dialog offers (labels translated when called)."""
        return []

    @staticmethod
    def table_spec(players: int, options: Any, human: int = 0) -> TableSpec | None:
        """The table as data (`ui/table/spec.py`), placed by `ui/table/solver.py` and
        `ui/table/scene.py`; a game that describes none gets a plain trick-taking table."""
        from cardtable.ui.table.parts import plain_table_spec

        return plain_table_spec(players, human)

    @staticmethod
    def intro(players: int) -> str:
        """A sentence at the top of the new-game dialog."""
        return ""

    @property
    def state(self) -> S:
        """The session's state, of this game's state class."""
        assert self.screen.session is not None
        state = self.screen.session.state
        assert isinstance(state, self.state_type)
        return state  # type: ignore[return-value]  # checked against state_type above

    def name(self, seat: int) -> str:
        """A seat's name as the table shows it ("You" for the human)."""
        from cardtable.ui.words import seat_name

        return seat_name(seat, self.screen.human)

    def own_plates(self) -> dict[int, Any]:
        """Name plates the game keeps itself, by seat (Ninety-Nine's dummy): the table keeps
        the players'."""
        return {}

    def _panels(self) -> list[Any]:
        from cardtable.ui.table.panels import Panel

        return [w for w in vars(self).values() if isinstance(w, Panel)]

    def info_box(self) -> Any:
        """The information box while it is on the table, else None."""
        info = getattr(self, "info", None)
        return info if info is not None and info in getattr(self, "_widgets", ()) else None

    def sides(self, session: Session, human: int) -> dict[int, str]:
        """Each seat's edge of the table: the table spec's, the one place seating is said."""
        spec = self.table_spec(session.players, session.options, human)
        return dict(spec.edges) if spec is not None else sides_for(session.players, human)

    def attach(self, screen: TableScreen) -> None:
        self.screen = screen
        session = screen.session
        spec = (self.table_spec(session.players, session.options, screen.human)
                if session is not None else None)
        if spec is None:  # a table opened with no game on it
            self.scene = None
            return
        from cardtable.ui.table.scene import TableScene

        # The table as data: placed by the solver, in one pass.
        self.scene = TableScene(screen, spec, self.spec_widgets, self.spec_sample)
        self.scene.install()

    def spec_widgets(self) -> dict[str, Any]:
        """The game's own widgets by their names in its table spec (badges, prompts, and
        "status", the strip that holds the badges); by default its summary panel."""
        summary = getattr(self, "summary", None)
        return {"summary": summary} if summary is not None else {}

    def spec_sample(self, name: str) -> list[str]:
        """The texts the label `name` of the table spec (a plate, a badge, the message, a
        prompt's `sample_label`) may show at its longest: the room it keeps is for the
        largest of them; none: the text it has."""
        return []

    def show_info_rows(self, rows: list[str]) -> None:
        """The information box's lines: one row a label, the labels beyond them hidden. A
        number keeps to the word before it where a line wraps."""
        from cardtable.ui.words import numbers_kept_with_words

        for i, label in enumerate(self.info_labels):
            text = rows[i] if i < len(rows) else ""
            label.setText(numbers_kept_with_words(text))
            label.setVisible(bool(text))

    def _drop_widgets(self) -> None:
        """Hide and delete the game's own widgets (`self._widgets`) and close its end-of-match
        dialog (`self.match_dialog`), as every table does when it leaves."""
        for w in self._widgets:
            w.hide()
            w.deleteLater()
        self._widgets = []
        if self.match_dialog is not None:
            self.match_dialog.close()
            self.match_dialog.deleteLater()
            self.match_dialog = None

    def detach(self) -> None:
        """Remove this game's widgets from the table."""

    def animate(self, event: Event) -> bool:
        """Queue the animation of a game-specific event; False leaves it to the table."""
        return False

    def prompt(self, legal: Sequence[Action]) -> None:
        """The human is to act: show a panel for decisions that are not a plain card play
        (the table has already lit up the cards of any Play actions). For a choice of
        several cards, use `self.screen.view.begin_selection(cards, limit)` and listen to
        `view.selection_changed`; then `self.screen.act(action)`."""

    def waits_for_human(self, extra: list[Action]) -> bool:
        """The human may act out of turn (`extra`, just passed to `prompt`) while a computer
        player is to act: True keeps the computer players waiting until the human has
        decided (a banker's exchange before a bet); the game then acts, or calls
        `screen.advance()` to let the computer go on."""
        return False

    def card_clicked(self, card: object) -> bool:
        """A playable card was clicked; True if the game handled it (several Play actions
        for one card, say), False to let the table play the Play action for that card."""
        return False

    def hide_prompts(self) -> None:
        """Close any prompt or summary (the table is being laid out anew)."""

    def catching_up(self) -> bool:
        """True while the table still has to show, at the player's own pace, moves the
        model has already made (a name fortune is told at once, then shown step by step);
        until then the sprites lag the model's zones."""
        return False

    def show_hint(self, action: Action) -> None:
        """Point out a suggested decision that is not a card play."""

    def plate_text(self, seat: int) -> str:
        raise NotImplementedError

    def refresh(self) -> None:
        """Re-read the state into the game's information box."""

    def score_sheet(self) -> tuple[list[str], list[list[str]]]:
        """The score sheet: headers, and one row per finished round."""
        from PySide6.QtCore import QCoreApplication

        from cardtable.ui.words import num, seat_name

        session = self.screen.session
        if session is None:
            return [], []
        human = self.screen.human
        headers = [QCoreApplication.translate("GameUI", "Round")]
        headers += [seat_name(s, human) for s in range(session.players)]
        rows = [[num(i + 1)] + [num(p) for p in r.points]
                for i, r in enumerate(session.state.results)]
        return headers, rows

    def match_score(self) -> int:
        """The human's score for the statistics, once the match is over."""
        session = self.screen.session
        assert session is not None
        return session.state.totals[self.screen.human]

    def show_round_end(self, match_over: bool) -> None:
        raise NotImplementedError

    def listen_to_keys(self) -> None:
        """From now on the table's key presses reach `key_pressed` first."""
        from cardtable.ui.games.keys import GameKeys

        self.stop_listening_to_keys()
        self._keys = GameKeys(self.key_pressed)
        self.screen.view.installEventFilter(self._keys)

    def stop_listening_to_keys(self) -> None:
        if self._keys is not None:
            self.screen.view.removeEventFilter(self._keys)
            self._keys = None

    def key_pressed(self, event: Any) -> bool:
        """A key pressed at the table, offered to the game first (once it listens): True
        if the game used it."""
        return False

    def make_summary_panel(self, parent: Any, wrap: bool = True) -> Any:
        """The end-of-round summary: a rich text (`summary_text`) over the button that goes
        on (`next_button`, to the match's end or the next round)."""
        from PySide6.QtCore import Qt
        from PySide6.QtWidgets import QLabel, QPushButton

        from cardtable.ui.table.panels import Panel

        panel = Panel(parent)
        self.summary_text = QLabel(panel)
        self.summary_text.setTextFormat(Qt.TextFormat.RichText)
        self.summary_text.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.summary_text.setWordWrap(wrap)
        panel.box.addWidget(self.summary_text)
        self.next_button = QPushButton(panel)
        self.next_button.setObjectName("next-hand")
        self.next_button.setDefault(True)
        self.next_button.clicked.connect(self._next)
        panel.box.addWidget(self.next_button, 0, Qt.AlignmentFlag.AlignCenter)
        return panel

    def _next(self) -> None:
        """The summary's button: the match-end dialog once the match is over, else the
        next round."""
        self.summary.hide()
        session = self.screen.session
        if session is not None and session.state.match_over:
            self._show_match_end()
        else:
            self.screen.next_round()

    def _show_match_end(self) -> None:
        raise NotImplementedError

    def open_match_end(self, html: str) -> None:
        """The match-end moment: the result in words and figures under an opening fan of
        cards, with New game, Back to the library and Close (ui/table/match_end.py)."""
        from cardtable.ui.table.match_end import MatchEndDialog

        screen = self.screen
        dialog = MatchEndDialog(html, screen.view.art, screen,
                                animate=screen.timing.ms(1000) > 0)
        dialog.accepted.connect(screen.new_game_requested)
        dialog.library_requested.connect(screen.library_requested)
        self.match_dialog = dialog
        dialog.open()

    def retranslate(self) -> None:
        """Re-word every visible text after a language switch."""
