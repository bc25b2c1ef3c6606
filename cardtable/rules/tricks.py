"""What trick-taking games share: following suit and deciding who wins a trick."""

from __future__ import annotations

from collections.abc import Callable, Sequence

from cardtable.cards import Card, Suit


def playable(hand: Sequence[Card], led: Suit | None) -> list[Card]:
    """The cards of `hand` that may be played to a trick whose led suit is `led`
    (any card when leading or when void in the led suit)."""
    if led is None:
        return list(hand)
    follow = [c for c in hand if c.suit is led]
    return follow if follow else list(hand)


def trick_winner(
    cards: Sequence[Card],
    trump: Suit | None,
    rank_key: Callable[[Card], int] | None = None,
) -> int:
    """Index into `cards` (in play order) of the card that wins: the highest trump if any
    trump was played, otherwise the highest card of the suit led. Without `rank_key` a card
    ranks by its rank, ace high."""
    best = 0
    best_card = cards[0]
    if rank_key is None:
        # Within a suit (and among jokers) a card's id orders as its rank (cardtable/cards.py).
        for i in range(1, len(cards)):
            c = cards[i]
            if c.suit is best_card.suit:
                if c.id > best_card.id:
                    best, best_card = i, c
            elif trump is not None and c.suit is trump and best_card.suit is not trump:
                best, best_card = i, c
        return best
    for i in range(1, len(cards)):
        c = cards[i]
        if c.suit is best_card.suit:
            if rank_key(c) > rank_key(best_card):
                best, best_card = i, c
        elif trump is not None and c.suit is trump and best_card.suit is not trump:
            best, best_card = i, c
    return best
