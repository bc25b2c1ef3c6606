"""A sensible Mau-Mau player: calls "last card" (missing it now and then, as an easy
player does), answers a 7 with a 7, sheds its costliest cards first while keeping jacks
back as wild cards, names its longest suit with a jack, aims a 2 at the player closest to
going out, and plays a drawn card when it can."""

from __future__ import annotations

import random
from collections import Counter
from collections.abc import Sequence

from cardtable.cards import Rank, Suit
from cardtable.rules.base import Action, SeatView
from cardtable.rules.mau_mau import Draw, LastCard, MauMauView, MauPlay, Pass, penalty

MISS_CALL = 0.1
"""How often the easy player forgets to call "last card"."""


def longest_suit(view: MauMauView, played: MauPlay) -> Suit:
    """The suit this seat holds most of after the play (ties: the higher card total)."""
    rest = list(view.hand)
    rest.remove(played.card)
    counts = Counter(c.suit for c in rest if c.rank is not Rank.JACK and c.suit is not None)
    if not counts:
        return Suit.SPADES if played.suit is None else played.suit
    return max(Suit, key=lambda s: (counts.get(s, 0),
                                    sum(penalty(c) for c in rest if c.suit is s)))


class MauMauHeuristic:
    name = "easy"

    def choose(self, view: SeatView, legal: Sequence[Action], rng: random.Random) -> Action:
        assert isinstance(view, MauMauView)
        mine = [a for a in legal if a.seat == view.seat] or list(legal)
        calls = [a for a in mine if isinstance(a, LastCard)]
        if calls and (rng.random() >= MISS_CALL or len(mine) == 1):
            return calls[0]
        plays = [a for a in mine if isinstance(a, MauPlay)]
        if not plays:
            other = [a for a in mine if isinstance(a, Draw | Pass)]
            return other[0] if other else mine[0]
        return max(plays, key=lambda a: self._score(view, a))

    def interject(self, view: SeatView, legal: Sequence[Action], rng: random.Random
                  ) -> Action | None:
        """Out of turn the only move is the call: made, but forgotten now and then."""
        calls = [a for a in legal if isinstance(a, LastCard)]
        return calls[0] if calls and rng.random() >= MISS_CALL else None

    def _score(self, view: MauMauView, a: MauPlay) -> float:
        c = a.card
        hand = len(view.hand)
        score = float(penalty(c))
        if c.rank is Rank.JACK:
            if hand > 2:
                score -= 30  # a wild card is worth keeping
            if a.suit is not longest_suit(view, a):
                score -= 5
        if c.rank is Rank.TWO and a.target is not None:
            # the fewer cards the target holds, the better
            score += 10 - min(10, view.counts[a.target])
        if c.rank is Rank.SEVEN:
            score += 6
        if c.rank is Rank.EIGHT:
            follow = [x for x in view.hand if x is not c and (x.suit is c.suit
                                                              or x.rank is Rank.EIGHT)]
            score += 5 if follow else -8
        if c.rank is Rank.ACE:
            score += 2
        return score
