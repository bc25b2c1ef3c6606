"""The rule-based Hokm baseline of the strength reports: follow suit; take the trick with
the lowest card that wins it now, else throw the lowest card.

Decisions the one-line rule leaves open: on the lead (no trick to take yet) it plays its
highest card, a non-trump if it has one; it names as trump the suit it holds most of
(higher cards breaking ties); it never plays on for a bam; "lowest" throws a non-trump
before a trump. It takes the trick even from its partner: the rule knows no partner.
"""

from __future__ import annotations

import random
from collections.abc import Sequence

from cardtable.cards import Card, Suit
from cardtable.rules.base import Action, ChooseTrump, Play, SeatView
from cardtable.rules.hokm import Bam, HokmView
from cardtable.rules.tricks import trick_winner


def _lowest(cards: Sequence[Card], trump: Suit | None) -> Card:
    return min(cards, key=lambda c: (c.suit is trump, int(c.rank), c.id))


class HokmGreedy:
    name = "greedy"

    def choose(self, view: SeatView, legal: Sequence[Action], rng: random.Random) -> Action:
        if not isinstance(view, HokmView):
            raise ValueError("the greedy player plays Hokm only")
        first = legal[0]
        if isinstance(first, ChooseTrump):
            def strength(suit: Suit) -> tuple[int, int]:
                mine = [c for c in view.hand if c.suit is suit]
                return len(mine), sum(int(c.rank) for c in mine)

            suit = max(Suit, key=strength)
            return next(a for a in legal if isinstance(a, ChooseTrump) and a.suit is suit)
        if isinstance(first, Bam):
            return next(a for a in legal if isinstance(a, Bam) and not a.value)
        plays = {a.card: a for a in legal if isinstance(a, Play)}
        cards = list(plays)
        trump = view.trump
        trick = list(view.trick)
        if not trick:
            return plays[max(cards, key=lambda c: (c.suit is not trump, int(c.rank), -c.id))]
        winning = [c for c in cards if trick_winner(trick + [c], trump) == len(trick)]
        return plays[_lowest(winning, trump) if winning else _lowest(cards, trump)]
