"""The reasons every trick game shares: winning a trick cheaply, ruffing with the lowest
trump, letting a partner's sure trick stand, keeping a high card when the trick cannot be
won, leading the best card still out. A game gives the facts of its trick (`TrickFacts`)."""

from __future__ import annotations

from collections.abc import Callable, Sequence

import attrs

from cardtable.ai import filters
from cardtable.ai.reasons import Reason
from cardtable.cards import Card, Rank, Suit

KEPT = (Rank.ACE, Rank.KING, Rank.QUEEN, Rank.JACK, Rank.TEN)
"""The cards a "keep your ..." reason names, best first."""


@attrs.frozen
class TrickFacts:
    """The facts of a trick a reason may name (beside the filters' `Spot`)."""

    spot: filters.Spot
    hand: tuple[Card, ...]
    trump: Suit | None
    led: Suit | None
    winner: Card | None
    is_trump: Callable[[Card], bool]
    unseen: tuple[Card, ...]


def unplayed(spot: filters.Spot, pack: Sequence[Card]) -> tuple[Card, ...]:
    """The cards of the pack that may still be played by another seat."""
    return tuple(c for c in pack if c not in spot.known)


def play_reason(t: TrickFacts, card: Card, points: bool) -> Reason | None:
    """Why `card` is played to this trick (`points`: a game whose tricks carry points)."""
    spot = t.spot
    order = spot.order
    if spot.trick == 0:
        return lead_reason(t, card)
    wins = spot.wins
    if spot.partner_certain and card not in wins and t.winner is not None:
        return Reason("partner_wins", (t.winner,))
    if points and not spot.ours and spot.certain and card not in wins \
            and spot.points(card) == 0:
        return Reason("no_points")
    if card in wins and not any(order(c)[0] == order(card)[0] and order(c)[1] < order(card)[1]
                                for c in wins):
        return _winning(t, card)
    if not wins and not spot.ours:
        suit = order(card)[0]
        higher = [c for c in t.hand if c != card and order(c)[0] == suit
                  and order(c)[1] > order(card)[1] and c.rank in KEPT]
        if higher:
            return Reason("cannot_win_keep", (max(higher, key=lambda c: order(c)[1]),))
        return Reason("cannot_win")
    return None


def _winning(t: TrickFacts, card: Card) -> Reason:
    """The cheapest card that takes the trick: a ruff with the lowest trump, the last
    card of the trick, or simply the lowest winner."""
    order, is_trump = t.spot.order, t.is_trump
    if (t.trump is not None and t.led is not None and t.led is not t.trump
            and is_trump(card) and not any(c.suit is t.led for c in t.hand)
            and not any(is_trump(c) and order(c)[1] < order(card)[1] for c in t.hand)):
        return Reason("ruff_lowest", (t.trump, t.led))
    if t.spot.last:
        return Reason("take_last", (card,))
    return Reason("win_cheaply", (card,))


def lead_reason(t: TrickFacts, card: Card) -> Reason | None:
    """A lead no card still out of its suit beats (its suit as it plays: the jokers are
    spades in Spades with Jokers)."""
    if not t.unseen:
        return None
    order = t.spot.order
    suit, strength = order(card)
    if not any(order(c)[0] == suit and order(c)[1] > strength for c in t.unseen):
        return Reason("lead_boss", (card,))
    return None
