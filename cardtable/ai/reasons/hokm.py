"""Hokm's reasons: the trump named (the longest suit), and the trick reasons."""

from __future__ import annotations

from collections.abc import Sequence

from cardtable.ai.knowledge import hokm as knowledge
from cardtable.ai.reasons import Reason
from cardtable.ai.reasons.tricks import TrickFacts, play_reason, unplayed
from cardtable.cards import PACK_52, Suit
from cardtable.rules.base import Action, ChooseTrump, Play, SeatView
from cardtable.rules.hokm import PLAYING, HokmView
from cardtable.rules.tricks import trick_winner


def explain(view: SeatView, legal: Sequence[Action], action: Action) -> Reason | None:
    if not isinstance(view, HokmView):
        return None
    if isinstance(action, ChooseTrump):
        count = sum(1 for c in view.hand if c.suit is action.suit)
        if all(sum(1 for c in view.hand if c.suit is s) <= count for s in Suit):
            return Reason("trump_longest", (action.suit, count))
        return None
    if not isinstance(action, Play) or view.phase != PLAYING:
        return None
    trump = view.trump
    winner = view.trick[trick_winner(view.trick, trump)] if view.trick else None
    spot = knowledge.spot(view, legal)
    facts = TrickFacts(spot, view.hand, trump, view.trick[0].suit if view.trick else None,
                       winner, lambda c: c.suit is trump, unplayed(spot, PACK_52))
    return play_reason(facts, action.card, points=False)
