"""A sensible Cheat player: tells the truth when it can (its biggest group of an allowed
rank), now and then slips one extra card under a true claim, lies with as few cards as
it can when it must, and calls "cheat" on a claim its own hand proves false, on a player
about to go out, and sometimes on a big claim while the pile is small."""

from __future__ import annotations

import random
from collections import Counter
from collections.abc import Sequence

from cardtable.cards import Card, Rank
from cardtable.rules.base import Action, SeatView
from cardtable.rules.cheat import ORDER, Accept, Challenge, CheatPlay, CheatView


def _play(view: CheatView, rng: random.Random) -> CheatPlay:
    hand = list(view.hand)
    kmax = 4 * view.decks
    by_rank: dict[Rank, list[Card]] = {}
    for c in hand:
        by_rank.setdefault(c.rank, []).append(c)
    claims = view.allowed_claims
    honest = [r for r in claims if r in by_rank]
    if honest:
        rank = max(honest, key=lambda r: (len(by_rank[r]), -claims.index(r)))
        cards = by_rank[rank][:kmax]
        others = [c for c in hand if c.rank is not rank]
        if (others and len(cards) < kmax and view.pile_count <= 6
                and rng.random() < 0.25):
            # shed a card of the rank held least
            counts = Counter(c.rank for c in others)
            cards = cards + [min(others, key=lambda c: (counts[c.rank], ORDER[c]))]
        return CheatPlay(view.seat, tuple(sorted(cards, key=ORDER.__getitem__)), rank)
    # A lie: one card (two when the hand is big) of the rank held least.
    counts = Counter(c.rank for c in hand)
    loose = sorted(hand, key=lambda c: (counts[c.rank], ORDER[c]))
    n = 2 if len(hand) > 12 and rng.random() < 0.3 else 1
    claim = claims[rng.randrange(len(claims))]
    return CheatPlay(view.seat, tuple(sorted(loose[:n], key=ORDER.__getitem__)), claim)


def _challenge(view: CheatView, rng: random.Random) -> bool:
    player, count, claim = view.plays[-1][:3]
    copies = 4 * view.decks
    held = sum(1 for c in view.hand if c.rank is claim)
    if held + count > copies:
        return True  # impossible: the claim is a lie
    if view.hand_counts[player] == 0:
        return True  # let it stand and they are out
    if count >= 3 and held >= 1 and view.pile_count <= 8:
        return rng.random() < 0.35
    if count >= 2 and held >= 2 and view.pile_count <= 6:
        return rng.random() < 0.25
    return view.pile_count <= 3 and rng.random() < 0.05


class CheatHeuristic:
    name = "easy"

    def choose(self, view: SeatView, legal: Sequence[Action], rng: random.Random) -> Action:
        assert isinstance(view, CheatView)
        if view.asking is not None:
            want: type[Action] = Challenge if _challenge(view, rng) else Accept
            return next(a for a in legal if isinstance(a, want))
        action = _play(view, rng)
        return action if action in legal else legal[0]
