"""A sensible Cheat player: tells the truth when it can (its biggest group of an allowed
rank), now and then slips one extra card under a true claim, lies with as few cards as
it can when it must, and calls "cheat" on a claim it can prove false (mostly: a lie onto a
small pile is sometimes let go), on a player about to go out, and sometimes on a big claim
while the pile is small."""

from __future__ import annotations

import random
from collections import Counter
from collections.abc import Sequence

from cardtable.cards import Card, Rank
from cardtable.rules.base import Action, SeatView
from cardtable.rules.cheat import ORDER, Accept, Challenge, CheatPlay, CheatView


def _junk(hand: list[Card], keep: Rank | None, n: int) -> list[Card]:
    """The n cards of the ranks held least (never of rank `keep`)."""
    others = [c for c in hand if c.rank is not keep]
    counts = Counter(c.rank for c in others)
    return sorted(others, key=lambda c: (counts[c.rank], ORDER[c]))[:n]


def _play(view: CheatView, rng: random.Random) -> CheatPlay:
    hand = list(view.hand)
    kmax = 4 * view.decks
    by_rank: dict[Rank, list[Card]] = {}
    for c in hand:
        by_rank.setdefault(c.rank, []).append(c)
    claims = view.allowed_claims
    hidden = view.mine_in_pile()
    honest = [r for r in claims if r in by_rank]
    if honest:
        rank = max(honest, key=lambda r: (len(by_rank[r]), -claims.index(r)))
        cards = by_rank[rank][:kmax]
        room = min(kmax - len(cards), len(hand) - len(cards))
        if room and hidden[rank]:
            # My own copies in the pile cover extra cards: nobody can prove this lie.
            cards = cards + _junk(hand, rank, min(room, hidden[rank]))
        elif room and view.pile_count <= 6 and rng.random() < 0.2:
            cards = cards + _junk(hand, rank, 1)
        return CheatPlay(view.seat, tuple(sorted(cards, key=ORDER.__getitem__)), rank)
    # A lie. Best: a rank with my own copies in the pile, as many cards as they cover.
    best = max(claims, key=lambda r: (hidden[r], rng.random()))
    n = min(hidden[best], 2, len(hand)) or 1
    cards = _junk(hand, None, n)
    return CheatPlay(view.seat, tuple(sorted(cards, key=ORDER.__getitem__)), best)


MERCY = 0.75
"""How often a provable lie onto a small pile (5 cards or fewer) is called."""


def _challenge(view: CheatView, rng: random.Random) -> bool:
    player, count, claim = view.plays[-1][:3]
    copies = 4 * view.decks
    held = sum(1 for c in view.hand if c.rank is claim)
    # Copies this seat knows are not in that play: its hand, its own cards in the pile,
    # cards it knows are in a third player's hand.
    elsewhere = held + view.mine_in_pile()[claim]
    for s, known in enumerate(view.known_in_hands(recent=4 * view.players)):
        if s != player:
            elsewhere += known[claim]
    if view.hand_counts[player] == 0:
        return True  # let it stand and they are out
    if elsewhere + count > copies:
        # Impossible: a lie. Now and then it is let go, more often onto a small pile
        # (little punishment): two players who catch every lie can chase each other for
        # ever with the sequence claim rules.
        return rng.random() < (MERCY if view.pile_count <= 5 else 0.9)
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
