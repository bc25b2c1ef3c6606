"""A sensible Twenty-One player: keeps the bank when it can, stakes more on an ace or a
ten, hits below 15 as a player and below 16 (or below the cards it can see) as banker,
exchanges a weak card as banker, and makes no side bets."""

from __future__ import annotations

import random
from collections.abc import Sequence

from cardtable.cards import Card, Rank
from cardtable.rules.base import Action, SeatView
from cardtable.rules.twenty_one import (
    BANKER,
    HIT,
    VALUE,
    Bet,
    DeclineBank,
    Exchange,
    Hit,
    NoSideBet,
    Stand,
    TwentyOneView,
    hand_value,
)

PLAYER_STANDS_AT = 15
BANKER_STANDS_AT = 16
WEAK = 4
"""The banker exchanges a king, queen or jack (4, 3, 2): a start that needs many cards."""


def _stake_share(first: Card) -> float:
    """The share of the largest stake to bet on one's first card."""
    if first.rank is Rank.ACE:
        return 0.3
    if VALUE[first] >= 9:
        return 0.15
    return 0.0


class TwentyOneHeuristic:
    name = "easy"

    def choose(self, view: SeatView, legal: Sequence[Action], rng: random.Random) -> Action:
        assert isinstance(view, TwentyOneView)
        me = view.seat
        mine = [a for a in legal if a.seat == me] or list(legal)
        hand = [c for c in view.hands[me] if c is not None]
        if view.phase == HIT and view.duel == me:
            return self._player(hand, mine)
        if view.phase == BANKER and view.banker == me:
            return self._banker(view, hand, mine)
        bets = [a for a in mine if isinstance(a, Bet)]
        if bets:
            amounts = sorted(a.amount for a in bets)
            share = _stake_share(hand[0]) if hand else 0.0
            want = amounts[-1] * share
            pick = max((a for a in amounts if a <= want), default=amounts[0])
            return next(a for a in bets if a.amount == pick)
        exchange = next((a for a in mine if isinstance(a, Exchange)), None)
        if exchange is not None and hand and VALUE[hand[0]] <= WEAK:
            return exchange
        no_side = next((a for a in mine if isinstance(a, NoSideBet)), None)
        if no_side is not None:
            return no_side
        keep = [a for a in mine if not isinstance(a, DeclineBank)]
        return keep[0] if keep else mine[0]

    def interject(self, view: SeatView, legal: Sequence[Action], rng: random.Random
                  ) -> Action | None:
        """Out of turn (the banker before a bet): exchange a weak card, keep the bank."""
        assert isinstance(view, TwentyOneView)
        hand = [c for c in view.hands[view.seat] if c is not None]
        exchange = next((a for a in legal if isinstance(a, Exchange)), None)
        if exchange is not None and hand and VALUE[hand[0]] <= WEAK:
            return exchange
        return None

    def _player(self, hand: list[Card], legal: Sequence[Action]) -> Action:
        stand = next(a for a in legal if isinstance(a, Stand))
        hits = [a for a in legal if isinstance(a, Hit)]
        if not hits or hand_value(hand) >= PLAYER_STANDS_AT:
            return stand
        # Turn up the card that tells the banker least: the lowest one.
        return min(hits, key=lambda a: VALUE[a.expose] if a.expose is not None else 0)

    def _banker(self, view: TwentyOneView, hand: list[Card],
                legal: Sequence[Action]) -> Action:
        stand = next(a for a in legal if isinstance(a, Stand))
        hit = next(a for a in legal if isinstance(a, Hit))
        total = hand_value(hand)
        shown = sum(VALUE[c] for c in view.hands[view.duel] if c is not None)
        if total < BANKER_STANDS_AT or (total < shown and total < 21):
            return hit
        return stand
