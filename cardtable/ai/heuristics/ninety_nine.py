"""A sensible Ninety-Nine player: bids the tricks its remaining cards look worth, then
plays to take exactly that many: it wins cheaply while it needs tricks and ducks with its
highest losing card once it has them. It rarely makes a premium bid. Choosing for the
dummy, it makes the dummy take tricks (pushing it over its hidden bid)."""

from __future__ import annotations

import itertools
import random
from collections.abc import Mapping, Sequence

from cardtable.cards import Card, Rank
from cardtable.rules.base import Action, Play, SeatView
from cardtable.rules.ninety_nine import (
    DUMMY,
    NINES,
    Bid,
    NameTrump,
    NinetyNineView,
    Pass,
    bid_values,
    premium_of,
    tables,
    trick_winner,
)


def estimate(cards: Sequence[Card], trump: int | None, esuit: Mapping[Card, int],
             erank: Mapping[Card, int]) -> float:
    """A rough count of the tricks these cards will take."""
    groups: dict[int, list[int]] = {}
    for c in cards:
        groups.setdefault(esuit[c], []).append(erank[c])
    est = 0.0
    for suit, ranks in groups.items():
        ranks.sort(reverse=True)
        n = len(ranks)
        if suit == NINES:
            est += sum(0.8 if r >= 3 else 0.5 for r in ranks)
            continue
        for i, r in enumerate(ranks):
            if r == int(Rank.ACE):
                est += 0.9
            elif r == int(Rank.KING) and n >= 2:
                est += 0.6 if i <= 1 else 0.4
            elif r == int(Rank.QUEEN) and n >= 3:
                est += 0.3
        if suit == trump:
            est += 0.45 * max(0, n - 1)
    return est


class NinetyNineHeuristic:
    name = "easy"

    def choose(self, view: SeatView, legal: Sequence[Action], rng: random.Random) -> Action:
        assert isinstance(view, NinetyNineView)
        first = legal[0]
        if isinstance(first, Bid):
            return self._bid(view, legal, rng)
        if isinstance(first, NameTrump):
            return self._trump(view, legal)
        if isinstance(first, Pass):
            return self._premium(view, legal)
        plays = [a for a in legal if isinstance(a, Play)]
        if not plays:
            return legal[0]
        card = self._card(view, [a.card for a in plays])
        return next(a for a in plays if a.card is card)

    # ------------------------------------------------------------------ bidding

    def _bid(self, view: NinetyNineView, legal: Sequence[Action],
             rng: random.Random) -> Action:
        esuit, erank = tables(view.trump == NINES, view.turnup)
        hand = view.hand
        best: list[Action] = []
        best_cost = 1e9
        for action in legal:
            assert isinstance(action, Bid)
            rest = [c for c in hand if c not in action.cards]
            est = estimate(rest, view.trump, esuit, erank)
            values = bid_values(action.cards, view.players, view.turnup)
            cost = min(abs(v - est) for v in values)
            if cost < best_cost - 1e-9:
                best, best_cost = [action], cost
            elif abs(cost - best_cost) <= 1e-9:
                best.append(action)
        return rng.choice(best)

    def _premium(self, view: NinetyNineView, legal: Sequence[Action]) -> Action:
        """Declare only a nought with no card above a nine; otherwise pass."""
        for action in legal:
            found = premium_of(action)
            if found is None or found[0] != "declare":
                continue
            bid = view.known_bid(view.seat)
            if bid == 0 and all(c.rank <= Rank.NINE for c in view.hand):
                return action
        return legal[0]

    def _trump(self, view: NinetyNineView, legal: Sequence[Action]) -> Action:
        bid = view.known_bid(view.seat)
        want: str | None = None
        if bid is None or bid >= 3:
            counts: dict[str, int] = {}
            for c in view.hand:
                if c.suit is not None:
                    counts[c.suit.letter] = counts.get(c.suit.letter, 0) + 1
            if counts:
                want = max(sorted(counts), key=lambda s: counts[s])
        for action in legal:
            if isinstance(action, NameTrump) and action.suit == want:
                return action
        return legal[0]

    # --------------------------------------------------------------------- play

    def _target(self, view: NinetyNineView, me: int, hand: Sequence[Card],
                esuit: Mapping[Card, int], erank: Mapping[Card, int]) -> tuple[int, set[Card]]:
        """The tricks this hand is playing for, and (bid_at_end) the cards kept as the
        bid."""
        if view.players == 2 and me == DUMMY:
            return 0, set()
        if not view.options.bid_at_end:
            bid = view.known_bid(me)
            return (bid if bid is not None else 0), set()
        announced = next((v for s, _, v in view.premiums if s == me and v is not None), None)
        won = view.tricks[me]
        best: tuple[float, int, set[Card]] | None = None
        for keep in itertools.combinations(hand, 3):
            rest = [c for c in hand if c not in keep]
            est = won + estimate(rest, view.trump, esuit, erank)
            for v in bid_values(keep, view.players, view.turnup):
                cost = abs(v - est) + (0 if announced is None or v == announced else 100)
                if v < won:
                    cost += 50
                if best is None or cost < best[0]:
                    best = (cost, v, set(keep))
        if best is None:
            return won, set()
        return best[1], best[2]

    def _card(self, view: NinetyNineView, cards: list[Card]) -> Card:
        esuit, erank = tables(view.trump == NINES, view.turnup)
        me = view.turn
        hand = list(view.hand) if me == view.seat else list(view.shown_hands[me] or cards)
        target, keep = self._target(view, me, hand, esuit, erank)
        if keep:
            free = [c for c in cards if c not in keep]
            if free:
                cards = free
        need = target - view.tricks[me]
        trick = list(view.trick)
        trump = view.trump

        def low(c: Card) -> tuple[bool, int]:
            return esuit[c] == trump, erank[c]

        if view.players == 2 and me == DUMMY:
            return self._dummy_card(view, cards, esuit, erank)
        if not trick:
            if need > 0:
                return max(cards, key=lambda c: (erank[c], esuit[c] == trump))
            return min(cards, key=low)
        winning = [c for c in cards
                   if trick_winner(trick + [c], trump, esuit, erank) == len(trick)]
        losing = [c for c in cards if c not in winning]
        last = len(trick) == len(view.order) - 1
        if need > 0:
            if winning:
                if last:
                    return min(winning, key=low)
                return max(winning, key=lambda c: (erank[c], esuit[c] != trump))
            return min(cards, key=low)
        if losing:
            return max(losing, key=lambda c: (erank[c], esuit[c] != trump))
        return min(cards, key=low)

    def _dummy_card(self, view: NinetyNineView, cards: list[Card], esuit: Mapping[Card, int],
                    erank: Mapping[Card, int]) -> Card:
        """Both real players gain when the dummy takes more tricks than its hidden bid, so
        the chooser wins tricks with it, except one the chooser is winning and needs."""
        trick = list(view.trick)
        me = view.seat
        mine = view.known_bid(me)
        needs = mine is not None and view.tricks[me] < mine
        if trick and needs:
            win_i = trick_winner(trick, view.trump, esuit, erank)
            if view.order[win_i] == me:
                return min(cards, key=lambda c: (esuit[c] == view.trump, erank[c]))
        if not trick:
            return max(cards, key=lambda c: (erank[c], esuit[c] == view.trump))
        over = [c for c in cards
                if trick_winner(trick + [c], view.trump, esuit, erank) == len(trick)]
        if over:
            return min(over, key=lambda c: (esuit[c] == view.trump, erank[c]))
        return min(cards, key=lambda c: (esuit[c] == view.trump, erank[c]))
