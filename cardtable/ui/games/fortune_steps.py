"""The name fortune's events grouped into the steps its table shows one at a time: the
name counted, the deal, the gathering, the row turned up, then each pair (no Qt)."""

from __future__ import annotations

from cardtable.rules.base import CardMoved, Event
from cardtable.rules.fortunes import PACKET, ROW, NameGiven, PairFound


def kind(event: CardMoved) -> str:
    """The step a card's move belongs to, by where it goes."""
    if event.dst[0] == "heap":
        return "deal"
    if event.dst == PACKET:
        return "gather"
    if event.dst == ROW:
        return "turn"
    return "pair"


def kind_of(events: list[Event]) -> str:
    first = events[0]
    if isinstance(first, NameGiven):
        return "count"
    if isinstance(first, CardMoved):
        return kind(first)
    return "none"


def add_to_steps(steps: list[list[Event]], event: CardMoved | PairFound) -> None:
    """A move joins the last step if it is of its kind (a pair's step holds its two
    cards); a pair found joins the step of its cards."""
    if isinstance(event, PairFound):
        steps[-1].append(event)
        return
    last = steps[-1] if steps else None
    moves = [e for e in last if isinstance(e, CardMoved)] if last else []
    if not last or kind_of(last) != kind(event) or (kind(event) == "pair" and len(moves) >= 2):
        steps.append([])
    steps[-1].append(event)
