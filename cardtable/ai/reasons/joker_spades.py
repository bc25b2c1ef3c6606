"""Spades with Jokers' reasons: a bid of the cards likely to win, and the trick reasons
(the jokers play as the highest spades)."""

from __future__ import annotations

from collections.abc import Sequence

from cardtable.ai.knowledge import joker_spades as knowledge
from cardtable.ai.reasons import Reason
from cardtable.ai.reasons.tricks import TrickFacts, play_reason, unplayed
from cardtable.rules import joker_spades as rules
from cardtable.rules.base import Action, Play, SeatView


def explain(view: SeatView, legal: Sequence[Action], action: Action) -> Reason | None:
    if not isinstance(view, rules.JokerSpadesView):
        return None
    if isinstance(action, rules.Bid):
        # The cards named are those likely by their rank; the low spades that count for
        # their length or for ruffing a short suit are counted, not named (a two of spades
        # "that should take a trick" reads as a mistake).
        odds, by_rank = knowledge.win_odds(view.hand), knowledge.rank_odds(view.hand)
        likely = [c for c, p in odds.items() if p >= 0.5]
        named = sorted((c for c in likely if by_rank[c] >= 0.5),
                       key=lambda c: -knowledge._STRENGTH[c]
                       if c.suit in (None, rules.TRUMP) else -int(c.rank))
        low_spades = sum(1 for c in likely if by_rank[c] < 0.5)
        return Reason("bid_winners", (action.value, tuple(named), low_spades))
    if not isinstance(action, Play) or view.phase != rules.PLAYING:
        return None
    trick = view.trick
    winner = trick[rules.trick_winner(trick)] if trick else None
    spot = knowledge.spot(view, legal)
    facts = TrickFacts(spot, view.hand, rules.TRUMP,
                       rules.led_suit(trick[0]) if trick else None, winner,
                       lambda c: c.suit is None or c.suit is rules.TRUMP,
                       unplayed(spot, rules.PACK))
    return play_reason(facts, action.card, points=False)
