"""The table's pace: finishing a round at once when you can no longer act in it, skipping
ahead while only computer players act, and playing your forced last card for you."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from cardtable.rules.base import Action, Play

if TYPE_CHECKING:
    from cardtable.session import Session

FINISH = "round"
"""Hurry until the round is over (you are out of it)."""
SKIP = "turn"
"""Hurry until it is your turn again, or the round is over."""


def can_finish(session: Session | None, human: int) -> bool:
    """The round goes on without you: it may be played out at once."""
    if session is None:
        return False
    state = session.state
    return not state.round_over and state.out_of_round(human)


def can_skip(session: Session | None, human: int) -> bool:
    """Only computer players act until your next turn: their moves may go by at once."""
    return (session is not None and not session.state.round_over
            and not session.human_to_act())


def hurry_over(mode: str | None, session: Session, human: int) -> bool:
    """The hurry has reached what it was for."""
    if mode is None:
        return False
    if session.state.round_over:
        return True
    return mode == SKIP and session.human_to_act()


def forced_last_card(session: Session, human: int) -> Action | None:
    """Your last card when playing it is all you may do (the last trick), else None."""
    legal = session.legal_for(human)
    if not isinstance(legal, list) or len(legal) != 1 or not isinstance(legal[0], Play):
        return None
    hand = session.state.view(human).zones().get(("hand", human), ())
    return legal[0] if len(hand) == 1 else None


def hurried(player: Any) -> Any:
    """The player as it decides when hurried (a search on a smaller budget), if it can."""
    quick = getattr(player, "hurried", None)
    return quick() if callable(quick) else player
