"""A sensible Spades with Jokers player: bids the tricks its high cards and long spades
should take, wins tricks with the cheapest card that does, never overtakes its partner,
and plays the black joker in good time (the rules force it by the tenth trick)."""

from __future__ import annotations

import random
from collections.abc import Sequence

from cardtable.cards import BLACK_JOKER, PACK_52_JOKERS, RED_JOKER, Card, Rank, Suit
from cardtable.rules.base import Action, Play, SeatView
from cardtable.rules.joker_spades import (
    MAX_BID,
    MIN_BID,
    TRUMP,
    Bid,
    JokerSpadesView,
    led_suit,
    power,
    team_of,
    trick_winner,
)


def expected_tricks(hand: Sequence[Card]) -> float:
    """A rough count of the tricks this hand should take."""
    spades = [c for c in hand if c.suit is TRUMP]
    tricks = 0.0
    for c in hand:
        if c is RED_JOKER:
            tricks += 1
        elif c is BLACK_JOKER:
            tricks += 0.9
    high = sorted((int(c.rank) for c in spades), reverse=True)
    for i, r in enumerate(high):
        if r >= int(Rank.ACE) - i:  # A, A-K, A-K-Q... count as tricks
            tricks += 0.9
    tricks += max(0, len(spades) - 4) * 0.8
    for suit in (Suit.HEARTS, Suit.DIAMONDS, Suit.CLUBS):
        mine = sorted((c for c in hand if c.suit is suit), key=lambda c: -int(c.rank))
        if mine and mine[0].rank is Rank.ACE:
            tricks += 0.9
        if len(mine) >= 2 and any(c.rank is Rank.KING for c in mine):
            tricks += 0.5
        if not mine and len(spades) >= 3:
            tricks += 0.5
    return tricks


def choose_bid(hand: Sequence[Card]) -> int:
    return max(MIN_BID, min(MAX_BID, round(expected_tricks(hand))))


def _power(card: Card, trick: Sequence[Card]) -> int:
    if trick:
        return power(card, led_suit(trick[0]))
    return power(card, TRUMP if card.suit is None else card.suit)


def _gone(view: JokerSpadesView) -> set[Card]:
    return {c for _, c in view.played} | set(view.hand)


def _boss(card: Card, gone: set[Card]) -> bool:
    """No card that would beat it (in its own suit or a trump or joker) is still unseen."""
    if card.suit is None:
        return card is RED_JOKER or RED_JOKER in gone
    rivals = [c for c in PACK_52_JOKERS if c.suit is card.suit and c.rank > card.rank]
    return all(c in gone for c in rivals)


def _cheapest(cards: Sequence[Card]) -> Card:
    """The card to throw away: the weakest, never a joker or a spade if avoidable."""
    return min(cards, key=lambda c: (c.suit is None, c.suit is TRUMP, int(c.rank)))


class JokerSpadesHeuristic:
    name = "easy"

    def choose(self, view: SeatView, legal: Sequence[Action], rng: random.Random) -> Action:
        assert isinstance(view, JokerSpadesView)
        if isinstance(legal[0], Bid):
            value = choose_bid(view.hand)
            return next(a for a in legal if isinstance(a, Bid) and a.value == value)
        plays = [a for a in legal if isinstance(a, Play)]
        card = self._card([a.card for a in plays], view)
        return next(a for a in plays if a.card is card)

    def _card(self, cards: list[Card], view: JokerSpadesView) -> Card:
        if len(cards) == 1:
            return cards[0]
        trick = list(view.trick)
        gone = _gone(view)
        if not trick:
            return self._lead(cards, view, gone)
        win_i = trick_winner(trick)
        partner_winning = team_of((view.leader + win_i) % 4) == team_of(view.seat)
        last = len(trick) == 3
        if partner_winning and (last or _boss(trick[win_i], gone)):
            return _cheapest(cards)
        beating = [c for c in cards if trick_winner(trick + [c]) == len(trick)]
        if beating:
            # The black joker is best spent before it is forced in the tenth trick.
            if BLACK_JOKER in beating and view.trick_number >= 6:
                return BLACK_JOKER
            plain = [c for c in beating if c.suit is not None]
            if plain:
                if not last:
                    bosses = [c for c in plain if _boss(c, gone)]
                    if bosses:
                        return min(bosses, key=lambda c: _power(c, trick))
                return min(plain, key=lambda c: _power(c, trick))
            if not partner_winning:
                return min(beating, key=lambda c: _power(c, trick))
        return _cheapest(cards)

    def _lead(self, cards: list[Card], view: JokerSpadesView, gone: set[Card]) -> Card:
        if BLACK_JOKER in cards and view.trick_number >= 7:
            return BLACK_JOKER
        side = [c for c in cards if c.suit is not None and c.suit is not TRUMP]
        bosses = [c for c in side if _boss(c, gone)]
        if bosses:
            return max(bosses, key=lambda c: int(c.rank))
        if side:
            by_suit: dict[Suit | None, list[Card]] = {}
            for c in side:
                by_suit.setdefault(c.suit, []).append(c)
            longest = max(by_suit.values(), key=len)
            return min(longest, key=lambda c: int(c.rank))
        spades = [c for c in cards if c.suit is TRUMP]
        if spades:
            return max(spades, key=lambda c: int(c.rank))
        return max(cards, key=lambda c: _power(c, []))
