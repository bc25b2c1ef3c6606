"""Ninety-Nine's reasons: the three cards' bid the other cards should make, a card that
keeps a bid already made, and the trick reasons."""

from __future__ import annotations

from collections.abc import Sequence

from cardtable.ai.knowledge import ninety_nine as knowledge
from cardtable.ai.reasons import Reason
from cardtable.ai.reasons.tricks import TrickFacts, play_reason, unplayed
from cardtable.cards import Card
from cardtable.rules import ninety_nine as rules
from cardtable.rules.base import Action, Play, SeatView


def explain(view: SeatView, legal: Sequence[Action], action: Action) -> Reason | None:
    if not isinstance(view, rules.NinetyNineView):
        return None
    if isinstance(action, rules.Bid):
        return _bid(view, action)
    if not isinstance(action, Play) or view.phase != rules.PLAYING:
        return None
    spot = knowledge.spot(view, legal)
    cards = list(view.trick)
    esuit, erank = rules.tables(view.trump == rules.NINES, view.turnup)
    winner = cards[rules.trick_winner(cards, view.trump, esuit, erank)] if cards else None
    hand = tuple(a.card for a in legal if isinstance(a, Play))
    facts = TrickFacts(spot, hand, None, None, winner, lambda c: False,
                       unplayed(spot, rules.pack_for(view.players, view.options)))
    return _made(view, facts, action.card) or play_reason(facts, action.card, points=False)


def _made(view: rules.NinetyNineView, t: TrickFacts, card: Card) -> Reason | None:
    bids = knowledge.target(view, view.turn)
    taken = view.tricks[view.turn]
    if bids is None or taken not in bids or card in t.spot.wins or not view.trick:
        return None
    return Reason("bid_made", (taken,))


def _bid(view: rules.NinetyNineView, action: rules.Bid) -> Reason | None:
    """The three cards' bid, where the other cards should take about that many tricks
    (cardtable/ai/knowledge/ninety_nine.py `estimate`)."""
    if len(action.cards) != 3 or view.options.bid_at_end:
        return None
    trump = view.trump
    esuit, erank = rules.tables(trump == rules.NINES, view.turnup)
    pack = rules.pack_for(view.players, view.options)
    higher = knowledge._higher_in_pack(pack, esuit, erank)
    kept = [c for c in view.hand if c not in action.cards]
    mean, _ = knowledge.estimate(kept, action.cards, trump, esuit, erank, higher)
    bids = rules.bid_values(action.cards, view.players, view.turnup)
    near = [b for b in bids if abs(b - mean) <= 0.5]
    return Reason("nn_bid", (near[0],)) if near else None
