"""A sensible Shelem player: bids from a rough count of its hand, lays away short-suit
cards (point cards first: they count for the hakem's side), leads its longest suit as
trump, wins tricks cheaply, and gives point cards to a trick its side is winning."""

from __future__ import annotations

import random
from collections.abc import Sequence

from cardtable.cards import PACK_52, Card, Rank, Suit
from cardtable.rules.base import Action, Play, SeatView
from cardtable.rules.shelem import (
    BID_STEP,
    MAX_BID,
    Bid,
    Discard,
    Pass,
    ShelemView,
    card_points,
    side_of,
)
from cardtable.rules.tricks import trick_winner


def suit_strength(cards: Sequence[Card], suit: Suit) -> int:
    mine = [c for c in cards if c.suit is suit]
    return 10 * len(mine) + sum(int(c.rank) for c in mine) // 4


def best_suit(cards: Sequence[Card]) -> Suit:
    """The suit to make trump: the longest, high cards breaking ties."""
    return max(Suit, key=lambda s: suit_strength(cards, s))


def estimate(cards: Sequence[Card]) -> int:
    """A rough guess of the points the side can capture if this seat becomes hakem."""
    trump = best_suit(cards)
    length = sum(1 for c in cards if c.suit is trump)
    value = 75
    for c in cards:
        if c.rank is Rank.ACE:
            value += 10
        elif c.rank is Rank.KING:
            value += 4
        elif c.rank is Rank.QUEEN and c.suit is trump:
            value += 2
    value += 8 * max(0, length - 4)
    voids = sum(1 for s in Suit if s is not trump and not any(c.suit is s for c in cards))
    value += 5 * voids if length >= 5 else 0
    return value


def choose_discard(cards: Sequence[Card]) -> set[Card]:
    """Four cards to lay away: not trump, not aces, the shortest suits first and, within
    them, point cards first (they are banked for the hakem's side), then low cards."""
    trump = best_suit(cards)
    length = {s: sum(1 for c in cards if c.suit is s) for s in Suit}

    def keep(c: Card) -> tuple[int, int, int, int]:
        return (c.suit is trump, c.rank is Rank.ACE, length[c.suit] if c.suit is not None else 0,
                int(c.rank) - 3 * card_points(c))

    return set(sorted(cards, key=keep)[:4])


def _gone(view: ShelemView) -> set[Card]:
    return view.known()


def _boss(card: Card, gone: set[Card]) -> bool:
    """No higher card of its suit is still unseen."""
    return all(c in gone for c in PACK_52 if c.suit is card.suit and c.rank > card.rank)


def _cheapest(cards: Sequence[Card], trump: Suit | None) -> Card:
    """The card to throw away: no points, not trump, low."""
    return min(cards, key=lambda c: (c.suit is trump, card_points(c) > 0, int(c.rank)))


class ShelemHeuristic:
    name = "easy"

    def choose(self, view: SeatView, legal: Sequence[Action], rng: random.Random) -> Action:
        assert isinstance(view, ShelemView)
        first = legal[0]
        if isinstance(first, (Bid, Pass)):
            return self._bid(view, legal)
        if isinstance(first, Discard):
            return Discard(view.seat, tuple(choose_discard(view.hand)))  # one of `legal`
        plays = [a for a in legal if isinstance(a, Play)]
        card = self._card([a.card for a in plays], view)
        return next(a for a in plays if a.card is card)

    def _bid(self, view: ShelemView, legal: Sequence[Action]) -> Action:
        bids = [a for a in legal if isinstance(a, Bid)]
        passing = next(a for a in legal if isinstance(a, Pass))
        if not bids:
            return passing
        value = estimate(view.hand)
        high = view.high
        partner_high = view.players == 4 and any(
            v is not None and v == high and side_of(s) == side_of(view.seat) and s != view.seat
            for s, v in view.auction)
        if partner_high:
            value -= 20
        value = min(MAX_BID, value - value % BID_STEP)
        lowest = bids[0]
        if lowest.value <= value:
            return lowest
        return passing

    def _card(self, cards: list[Card], view: ShelemView) -> Card:
        if len(cards) == 1:
            return cards[0]
        trick = list(view.trick)
        trump = view.trump
        if not trick:
            if trump is None:
                suit = best_suit(view.hand)
                return max((c for c in cards if c.suit is suit), key=lambda c: int(c.rank))
            return self._lead(cards, view)
        gone = _gone(view)
        n = view.players
        win_i = trick_winner(trick, trump)
        ours = side_of((view.leader + win_i) % n) == side_of(view.seat)
        last = len(trick) == 3
        winning_card = trick[win_i]
        safe = last or (winning_card.suit is trump and _boss(winning_card, gone)) or (
            trump not in [c.suit for c in trick] and _boss(winning_card, gone))
        if ours and safe:
            # Give points to our trick: the richest card that is not a trump ace.
            return max(cards, key=lambda c: (card_points(c) if not (
                c.suit is trump and c.rank is Rank.ACE) else -1, -int(c.rank)))
        beating = [c for c in cards if trick_winner(trick + [c], trump) == len(trick)]
        if ours:
            return _cheapest(cards, trump)
        at_stake = sum(card_points(c) for c in trick)
        if beating:
            cheap = min(beating, key=lambda c: (c.suit is trump, int(c.rank)))
            if last or at_stake or cheap.suit is not trump or len(trick) >= 2:
                bosses = [c for c in beating if _boss(c, gone)]
                if not last and bosses:
                    return min(bosses, key=lambda c: (c.suit is trump, int(c.rank)))
                return cheap
        return _cheapest(cards, trump)

    def _lead(self, cards: list[Card], view: ShelemView) -> Card:
        trump = view.trump
        gone = _gone(view)
        trumps = [c for c in cards if c.suit is trump]
        outstanding = [c for c in PACK_52 if c.suit is trump and c not in gone]
        if trumps and outstanding and view.hakem is not None and \
                side_of(view.hakem) == side_of(view.seat) and len(trumps) >= 3:
            return max(trumps, key=lambda c: int(c.rank))
        side = [c for c in cards if c.suit is not trump]
        bosses = [c for c in side if _boss(c, gone)]
        if bosses:
            return max(bosses, key=lambda c: card_points(c) + int(c.rank))
        if side:
            by_suit: dict[Suit | None, list[Card]] = {}
            for c in side:
                by_suit.setdefault(c.suit, []).append(c)
            longest = max(by_suit.values(), key=len)
            return _cheapest(longest, trump)
        return max(cards, key=lambda c: int(c.rank))
