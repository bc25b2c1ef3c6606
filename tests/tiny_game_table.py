"""High Card's table (tests/tiny_game.py). The generic table lays the hands and the trick
out from the model's zones and lights up the legal cards; a game says only where the
seats sit, what a name plate reads, and what the end of a round and of the match say."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QCoreApplication

from cardtable.ui.games.base import GameUI
from cardtable.ui.words import fill, num, seat_name


def translate(text: str) -> str:
    return QCoreApplication.translate("HighCard", text)


class HighCardUI(GameUI):
    game_id = "high-card"

    def attach(self, screen: Any) -> None:
        super().attach(screen)
        self.summary = self.make_summary_panel(screen.view.viewport(), 240)
        self.summary.hide()
        self._widgets = [self.summary]

    def detach(self) -> None:
        self._drop_widgets()

    def plate_text(self, seat: int) -> str:
        return seat_name(seat, self.screen.human)

    def show_round_end(self, match_over: bool) -> None:
        state = self.screen.session.state
        winner = state.results[-1].details["winner"]
        self.summary_text.setText(fill(translate("%1 took the round: %2 to %3."),
                                       seat_name(winner, self.screen.human),
                                       num(state.totals[0]), num(state.totals[1])))
        self.next_button.setText(translate("See the result") if match_over
                                 else translate("Next round"))
        self.summary.popup(self.screen.view.viewport())

    def _show_match_end(self) -> None:
        won = self.screen.human in self.screen.session.state.winners
        self.open_match_end(translate("You win!") if won else translate("You lose."))
