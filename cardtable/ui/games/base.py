"""What a game adds to the generic table screen."""

from __future__ import annotations

from typing import TYPE_CHECKING

from cardtable.rules.base import Action, Event
from cardtable.session import Session

if TYPE_CHECKING:
    from cardtable.ui.table.screen import TableScreen


class GameUI:
    """The game-specific parts of a table: seating, prompts, the information box, the
    end-of-round and end-of-match summaries. The rules stay in the model."""

    screen: TableScreen

    def sides(self, session: Session, human: int) -> dict[int, str]:
        raise NotImplementedError

    def attach(self, screen: TableScreen) -> None:
        self.screen = screen

    def detach(self) -> None:
        """Remove this game's widgets from the table."""

    def animate(self, event: Event) -> bool:
        """Queue the animation of a game-specific event; False leaves it to the table."""
        return False

    def prompt(self, legal: list[Action]) -> None:
        """Ask the human for a decision that is not a card play."""

    def hide_prompts(self) -> None:
        """Close any prompt or summary (the table is being laid out anew)."""

    def show_hint(self, action: Action) -> None:
        """Point out a suggested decision that is not a card play."""

    def plate_text(self, seat: int) -> str:
        raise NotImplementedError

    def refresh(self) -> None:
        """Re-read the state into the game's information box."""

    def show_round_end(self, match_over: bool) -> None:
        raise NotImplementedError

    def place(self) -> None:
        """Position the game's overlays after a resize."""

    def retranslate(self) -> None:
        """Re-word every visible text after a language switch."""
