"""What a game adds to the generic table screen.

A game's table is a `GameUI` subclass in `cardtable/ui/games/<game>.py`, registered in
`cardtable/ui/games/registry.py`. The generic table (`ui/table/screen.py`) already deals
cards, plays them to tricks, gathers tricks, lights up the human's playable cards and
runs the computer players; a game adds its seating, its panels for decisions that are not
card plays (bids, trump, declarations), its own events' animations, the information box,
the places of its own zones (`position`), and the summaries between rounds.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import TYPE_CHECKING, Any, ClassVar

import attrs

from cardtable.rules.base import Action, Event
from cardtable.session import Session

if TYPE_CHECKING:
    from PySide6.QtCore import QPointF

    from cardtable.ui.table.screen import TableScreen


@attrs.frozen
class OptionSpec:
    """One option on the new-game dialog: the model's option name, its translated label,
    and the choices (value, translated label) for a list, or a range for a number."""

    name: str
    label: Callable[[], str]
    choices: Sequence[tuple[Any, Callable[[], str]]] = ()
    minimum: int = 0
    maximum: int = 0


class GameUI:
    """The game-specific parts of a table: seating, prompts, the information box, the
    end-of-round and end-of-match summaries. The rules stay in the model."""

    game_id: ClassVar[str] = ""
    default_players: ClassVar[int] = 0  # 0: the game's smallest table
    match_dialog: Any = None  # the match-end dialog, once open

    screen: TableScreen

    @staticmethod
    def option_specs() -> list[OptionSpec]:
        """The options the new-game dialog offers (labels translated when called)."""
        return []

    @staticmethod
    def intro(players: int) -> str:
        """A sentence at the top of the new-game dialog."""
        return ""

    def position(self, zone: tuple[object, ...], index: int, count: int) -> QPointF | None:
        """Where a card of one of this game's own zones goes (None: the table decides)."""
        return None

    def card_scale(self, zone: tuple[object, ...]) -> float | None:
        """How big cards are drawn in a zone, relative to a hand's (None: the default)."""
        return None

    def sides(self, session: Session, human: int) -> dict[int, str]:
        raise NotImplementedError

    def attach(self, screen: TableScreen) -> None:
        self.screen = screen
        screen.view.positioner = self.position
        screen.view.scaler = self.card_scale

    def detach(self) -> None:
        """Remove this game's widgets from the table."""

    def animate(self, event: Event) -> bool:
        """Queue the animation of a game-specific event; False leaves it to the table."""
        return False

    def prompt(self, legal: list[Action]) -> None:
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

    def open_match_end(self, html: str) -> None:
        """The match-end dialog: the result in words and figures, with New game and Close
        (New game asks the window for the new-game dialog)."""
        from PySide6.QtCore import QCoreApplication, Qt
        from PySide6.QtWidgets import QDialog, QDialogButtonBox, QLabel, QVBoxLayout

        dialog = QDialog(self.screen)
        dialog.setObjectName("match-end")
        dialog.setWindowTitle(QCoreApplication.translate("GameUI", "Match over"))
        box = QVBoxLayout(dialog)
        text = QLabel(dialog)
        text.setTextFormat(Qt.TextFormat.RichText)
        text.setAlignment(Qt.AlignmentFlag.AlignCenter)
        text.setText(html)
        box.addWidget(text)
        buttons = QDialogButtonBox(dialog)
        again = buttons.addButton(QCoreApplication.translate("GameUI", "New game"),
                                  QDialogButtonBox.ButtonRole.AcceptRole)
        again.setObjectName("new-game")
        buttons.addButton(QDialogButtonBox.StandardButton.Close)
        buttons.accepted.connect(dialog.accept)
        buttons.rejected.connect(dialog.reject)
        box.addWidget(buttons)
        dialog.accepted.connect(self.screen.new_game_requested)
        self.match_dialog = dialog
        dialog.open()

    def place(self) -> None:
        """Position the game's overlays after a resize."""

    def retranslate(self) -> None:
        """Re-word every visible text after a language switch."""
