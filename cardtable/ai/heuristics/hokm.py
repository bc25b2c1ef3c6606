"""A sensible Hokm player: follows with the lowest winning card, never overtakes its
partner's winning card, trumps when void, and names the strongest suit as trump."""

from __future__ import annotations

import random
from collections.abc import Sequence

from cardtable.cards import PACK_52, Card, Suit
from cardtable.rules.base import Action, ChooseTrump, Play, SeatView
from cardtable.rules.hokm import Bam, HokmView, team_of
from cardtable.rules.tricks import trick_winner


def trump_choice(cards: Sequence[Card]) -> Suit:
    """The suit with the most cards among the first five, high cards breaking ties."""

    def strength(suit: Suit) -> tuple[int, int]:
        mine = [c for c in cards if c.suit is suit]
        return len(mine), sum(int(c.rank) for c in mine)

    return max(Suit, key=strength)


def _boss(card: Card, view: HokmView) -> bool:
    """No higher card of its suit is still out (in another hand)."""
    gone = {c for _, c in view.played} | set(view.hand)
    return all(c in gone for c in PACK_52
               if c.suit is card.suit and c.rank > card.rank)


def _lowest(cards: Sequence[Card], trump: Suit | None) -> Card:
    """The cheapest card to give away: a low non-trump if possible."""
    return min(cards, key=lambda c: (c.suit is trump, int(c.rank)))


class HokmHeuristic:
    name = "easy"

    def choose(self, view: SeatView, legal: Sequence[Action], rng: random.Random) -> Action:
        assert isinstance(view, HokmView)
        first = legal[0]
        if isinstance(first, ChooseTrump):
            suit = trump_choice(view.hand)
            return next(a for a in legal if isinstance(a, ChooseTrump) and a.suit is suit)
        if isinstance(first, Bam):
            trumps = [c for c in view.hand if c.suit is view.trump]
            bosses = [c for c in view.hand if _boss(c, view)]
            go = len(trumps) >= 3 and len(bosses) >= len(view.hand) - 1
            return next(a for a in legal if isinstance(a, Bam) and a.value is go)
        plays = [a for a in legal if isinstance(a, Play)]
        card = self._card([a.card for a in plays], view)
        return next(a for a in plays if a.card is card)

    def _card(self, cards: list[Card], view: HokmView) -> Card:
        trump = view.trump
        trick = list(view.trick)
        if not trick:
            return self._lead(cards, view)
        leader = view.leader
        win_i = trick_winner(trick, trump)
        partner_winning = team_of((leader + win_i) % 4) == team_of(view.seat)
        last_to_play = len(trick) == 3
        if partner_winning:
            return _lowest(cards, trump)
        beating = [c for c in cards
                   if trick_winner(trick + [c], trump) == len(trick)]
        if beating:
            if last_to_play:
                return min(beating, key=lambda c: (c.suit is trump, int(c.rank)))
            # Not last: a boss of the led suit is safest; otherwise the cheapest winner.
            bosses = [c for c in beating if c.suit is not trump and _boss(c, view)]
            if bosses:
                return min(bosses, key=lambda c: int(c.rank))
            return min(beating, key=lambda c: (c.suit is trump, int(c.rank)))
        return _lowest(cards, trump)

    def _lead(self, cards: list[Card], view: HokmView) -> Card:
        trump = view.trump
        side = [c for c in cards if c.suit is not trump]
        bosses = [c for c in side if _boss(c, view)]
        if bosses:
            return max(bosses, key=lambda c: int(c.rank))
        if side:
            by_suit: dict[Suit, list[Card]] = {}
            for c in side:
                assert c.suit is not None
                by_suit.setdefault(c.suit, []).append(c)
            longest = max(by_suit.values(), key=len)
            return min(longest, key=lambda c: int(c.rank))
        return max(cards, key=lambda c: int(c.rank))



