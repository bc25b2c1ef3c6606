"""Shelem's reasons: a bid the hand is worth (or a pass when it is worth less than the
lowest bid), and the trick reasons of a game whose tricks carry points."""

from __future__ import annotations

from collections.abc import Sequence

from cardtable.ai.knowledge import shelem as knowledge
from cardtable.ai.reasons import Reason
from cardtable.ai.reasons.tricks import TrickFacts, play_reason, unplayed
from cardtable.rules import shelem as rules
from cardtable.rules.base import Action, Play, SeatView
from cardtable.rules.tricks import trick_winner


def explain(view: SeatView, legal: Sequence[Action], action: Action) -> Reason | None:
    if not isinstance(view, rules.ShelemView):
        return None
    if isinstance(action, (rules.Bid, rules.Pass)):
        return _bid(view, legal, action)
    if not isinstance(action, Play) or view.phase != rules.PLAYING:
        return None
    trump = view.trump
    winner = view.trick[trick_winner(view.trick, trump)] if view.trick else None
    spot = knowledge.spot(view, legal)
    facts = TrickFacts(spot, view.hand, trump, view.trick[0].suit if view.trick else None,
                       winner, lambda c: c.suit is trump, unplayed(spot, rules.PACK))
    return play_reason(facts, action.card, points=True)


def _bid(view: rules.ShelemView, legal: Sequence[Action], action: Action) -> Reason | None:
    value = knowledge.bid_estimate(view.hand, view.players) - knowledge.BID_MARGIN
    estimate = int(round(value / 5) * 5)
    if isinstance(action, rules.Bid):
        return Reason("shelem_bid", (action.value, estimate)) if estimate >= action.value \
            else None
    bids = [a.value for a in legal if isinstance(a, rules.Bid)]
    if bids and estimate < min(bids):
        return Reason("shelem_pass", (estimate, min(bids)))
    return None
