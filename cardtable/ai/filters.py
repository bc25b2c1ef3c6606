"""Blunder filters of the trick games: the plays nobody at a real table makes, dropped at
every search level before the search (or any choice) sees the legal list.

Each game's knowledge (cardtable/ai/knowledge/<game>.py) reads its own SeatView into a
`Spot` (what this seat knows of the trick: who wins it now, whether for certain, which of
its cards would take it, which cards are equivalent) and hands it to `apply` with the
game's `Aim`. The rules here are written once for every trick game:

- `keep_partner_winner`: a partner's certain winner is never overtaken;
- `take_cheaply`: the last player takes a trick an opponent is winning when it can, with
  its lowest winning card;
- `keep_low_losers`: a card that cannot win is the lowest of its suit, never an honour
  thrown away under the opponents' winner;
- `keep_lowest_of_runs`: of equivalent cards (nothing still out ranks between them) the
  lowest is played, the others stay in hand.

What a game's aim changes is said in its `Aim` (see `AIMS`); the game's own filters
(Shelem's points, Ninety-Nine's bid) stay in its knowledge module and run first. The
filters see only the SeatView, never the full state, and never return an empty list.
"""

from __future__ import annotations

from collections.abc import Callable, Collection, Sequence

import attrs

from cardtable.cards import Card, Rank
from cardtable.rules.base import Action, Play


@attrs.frozen
class Aim:
    """What a game's aim makes of the common rules."""

    take_last: bool = True
    """The last player takes a trick it can take (false where a trick may be unwanted)."""
    low_losers: bool = True
    """A card that cannot win is the lowest of its suit (false where high cards are dumped
    on purpose)."""
    losers_need_certain: bool = False
    """Play low under a winner only when the other side keeps the trick for certain (where
    a card given to one's own side's trick is worth points)."""
    bank_points: bool = False
    """Overtaking a partner's certain winner is allowed with a card carrying more points
    than any card that does not overtake (the points are banked now)."""
    equal_points: bool = False
    """Cards are equivalent only when they are worth the same points."""


AIMS: dict[str, Aim] = {
    "hokm": Aim(),
    "joker-spades": Aim(),  # no nil bid: a trick more never costs (an overtrick scores 1)
    # Shelem: every trick scores its 5 points whatever it holds, so the last player takes
    # it; but points change hands with the cards, so a partner's winner may be overtaken
    # with an ace or ten that banks more points than any other card, a low card is owed
    # only to the other side's certain trick (a ten given to one's own side's trick is
    # worth playing), and a five is never "equivalent" to a six.
    "shelem": Aim(losers_need_certain=True, bank_points=True, equal_points=True),
    # Ninety-Nine: the aim is the exact bid. Taking the last trick is right only while the
    # bid needs tricks, and a player whose bid is made dumps its high cards under the
    # winner: both are the bid filter's (knowledge/ninety_nine.py `play_filter`).
    "ninety-nine": Aim(take_last=False, low_losers=False),
}


@attrs.frozen
class Spot:
    """One seat's play to a trick, as far as that seat can know it."""

    plays: tuple[Play, ...]
    trick: int
    """Cards already in the trick."""
    last: bool
    """This seat plays the trick's last card."""
    ours: bool
    """The card now winning the trick is this seat's side's (its partner's)."""
    certain: bool
    """The side now winning keeps the trick whatever the players still to play hold."""
    wins: frozenset[Card]
    """This seat's cards that would take the trick now."""
    order: Callable[[Card], tuple[int, int]]
    """A card's suit as it plays (trumps together) and its strength in that suit."""
    between: Callable[[Card, Card], Collection[Card]]
    """The cards of the pack ranked between two cards of one suit (both excluded)."""
    known: frozenset[Card]
    """Cards this seat knows are not in another hand: its own, those played or laid away."""
    points: Callable[[Card], int] = lambda c: 0

    @property
    def cards(self) -> list[Card]:
        return [a.card for a in self.plays]

    @property
    def partner_certain(self) -> bool:
        return self.trick > 0 and self.ours and self.certain


HONOURS = frozenset({Rank.TEN, Rank.JACK, Rank.QUEEN, Rank.KING, Rank.ACE})


def _cheapest(spot: Spot, cards: Sequence[Card]) -> Card:
    return min(cards, key=lambda c: (spot.order(c)[1], c.id))


def keep_partner_winner(spot: Spot, aim: Aim, cards: list[Card]) -> list[Card]:
    """Never overtake a partner's certain winner (it only spends a card)."""
    if not spot.partner_certain:
        return cards
    under = [c for c in cards if c not in spot.wins]
    if not under:
        return cards
    if aim.bank_points:
        most = max(spot.points(c) for c in under)
        return [c for c in cards if c not in spot.wins or spot.points(c) > most]
    return under


def take_cheaply(spot: Spot, aim: Aim, cards: list[Card]) -> list[Card]:
    """The last player takes an opponent's trick with its lowest winning card."""
    if not aim.take_last or not spot.last or spot.ours:
        return cards
    winners = [c for c in cards if c in spot.wins]
    if not winners:
        return cards
    return [_cheapest(spot, winners)]


def keep_low_losers(spot: Spot, aim: Aim, cards: list[Card]) -> list[Card]:
    """With no card that takes the other side's trick, play the lowest of a suit (the
    fewest points first where cards carry points), never an honour above it."""
    if not aim.low_losers or spot.trick == 0 or spot.ours:
        return cards
    if any(c in spot.wins for c in cards) or (aim.losers_need_certain and not spot.certain):
        return cards
    lowest: dict[int, Card] = {}
    for c in cards:
        suit = spot.order(c)[0]
        held = lowest.get(suit)
        if held is None or (spot.points(c), spot.order(c)[1]) < (spot.points(held),
                                                                 spot.order(held)[1]):
            lowest[suit] = c
    return [c for c in cards if lowest[spot.order(c)[0]] is c]


def equivalent(spot: Spot, aim: Aim, low: Card, high: Card) -> bool:
    """Whether `high` plays exactly as `low` does: one suit, `low` lower, and every card
    ranked between them is this seat's own or out of play."""
    suit, lo = spot.order(low)
    if spot.order(high)[0] != suit or lo >= spot.order(high)[1]:
        return False
    if aim.equal_points and spot.points(low) != spot.points(high):
        return False
    return all(c in spot.known for c in spot.between(low, high))


def keep_lowest_of_runs(spot: Spot, aim: Aim, cards: list[Card]) -> list[Card]:
    """Of equivalent cards play the lowest: the higher ones do the same and stay."""
    return [c for c in cards if not any(equivalent(spot, aim, o, c) for o in cards)]


RULES: tuple[Callable[[Spot, Aim, list[Card]], list[Card]], ...] = (
    keep_partner_winner, take_cheaply, keep_low_losers, keep_lowest_of_runs)
"""The common rules, in the order they are applied."""


def apply(spot: Spot, aim: Aim, legal: Sequence[Action]) -> Sequence[Action]:
    """`legal` less the plays the rules drop (never all of them); `legal` itself when
    nothing is dropped."""
    cards = spot.cards
    if len(cards) < 2:
        return legal
    for rule in RULES:
        kept = rule(spot, aim, cards)
        if kept:
            cards = kept
    if len(cards) == len(spot.plays):
        return legal
    keep = set(cards)
    return [a for a in legal if not isinstance(a, Play) or a.card in keep]


def strength_between(pack: Sequence[Card], order: Callable[[Card], tuple[int, int]]
                     ) -> Callable[[Card, Card], list[Card]]:
    """`Spot.between` for a pack and a card order."""
    by_suit: dict[int, list[tuple[int, Card]]] = {}
    for c in pack:
        suit, strength = order(c)
        by_suit.setdefault(suit, []).append((strength, c))

    def between(low: Card, high: Card) -> list[Card]:
        suit, lo = order(low)
        hi = order(high)[1]
        return [c for s, c in by_suit.get(suit, ()) if lo <= s <= hi
                and c != low and c != high]

    return between
