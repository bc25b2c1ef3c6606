"""Dealing the cards a seat cannot see to the places it cannot see, consistently with the
suits each place has shown void in: the determinizations the search AI plays on."""

from __future__ import annotations

import random
from collections.abc import Callable, Mapping, Sequence

from cardtable.cards import Card

REJECTION_TRIES = 12
"""Plain shuffles tried before the greedy deal: a shuffle that respects every void is an
exactly uniform sample, and early in a hand nearly every shuffle does."""


def suit_bit(card: Card) -> int:
    """A suited card's bit in a void mask: 1 << suit."""
    return 1 << int(card.suit)  # type: ignore[arg-type]


def deal_hidden(cards: list[Card], need: Sequence[int], masks: Sequence[int],
                rng: random.Random,
                card_bit: Callable[[Card], int] | None = None) -> list[list[Card]]:
    """A random allotment of `cards`, `need[i]` to slot i, never a card whose bit is in
    `masks[i]` (by default a card's bit is `1 << suit`; `card_bit(card)` overrides it).
    Shuffles until one fits, then a random greedy deal with retries, then an exhaustive
    search (always solvable for a state reached by legal play)."""
    if sum(need) != len(cards):
        raise ValueError(f"{len(cards)} unseen cards for {sum(need)} hidden places")
    bit_of = card_bit or suit_bit
    bits = {c: bit_of(c) for c in cards}
    slots = range(len(need))
    pool = cards[:]
    for _ in range(REJECTION_TRIES if any(masks) else 1):
        rng.shuffle(pool)
        out: list[list[Card]] = []
        start = 0
        for s in slots:
            hand = pool[start:start + need[s]]
            start += need[s]
            if masks[s] and any(masks[s] & bits[c] for c in hand):
                break
            out.append(hand)
        else:
            return out
    for _ in range(40):
        rng.shuffle(pool)
        left = list(need)
        out = [[] for _ in slots]
        pool.sort(key=lambda c: sum(1 for s in slots if not masks[s] & bits[c]))
        ok = True
        for c in pool:
            b = bits[c]
            choices = [s for s in slots if left[s] > 0 and not masks[s] & b]
            if not choices:
                ok = False
                break
            s = rng.choices(choices, weights=[left[x] for x in choices])[0]
            out[s].append(c)
            left[s] -= 1
        if ok:
            return out
    return _exhaustive(cards, list(need), list(masks), bits)


def feasible(cards: Sequence[Card], need: Sequence[int], masks: Sequence[int],
             card_bit: Callable[[Card], int] | None = None) -> bool:
    """Whether some allotment of `cards` fills every slot without a card its mask bars
    (Hall's condition, over the subsets of the few slots: no group of slots is the only
    home of more cards than it has room for)."""
    if sum(need) != len(cards):
        return False
    bit_of = card_bit or suit_bit
    homes: dict[int, int] = {}  # a set of slots as bits -> cards that fit only there
    for c in cards:
        b = bit_of(c)
        fits = sum(1 << s for s in range(len(need)) if not masks[s] & b)
        if not fits:
            return False
        homes[fits] = homes.get(fits, 0) + 1
    for group in range(1, 1 << len(need)):
        room = sum(need[s] for s in range(len(need)) if group >> s & 1)
        only = sum(n for fits, n in homes.items() if fits & ~group == 0)
        if only > room:
            return False
    return True


def _exhaustive(cards: list[Card], need: list[int], masks: list[int],
                bits: Mapping[Card, int]) -> list[list[Card]]:
    out: list[list[Card]] = [[] for _ in need]
    left = need[:]

    def place(i: int) -> bool:
        if i == len(cards):
            return True
        b = bits[cards[i]]
        for s in range(len(need)):
            if left[s] and not masks[s] & b:
                left[s] -= 1
                out[s].append(cards[i])
                if place(i + 1):
                    return True
                out[s].pop()
                left[s] += 1
        return False

    if not place(0):
        raise ValueError("no deal is consistent with the voids shown")
    return out
