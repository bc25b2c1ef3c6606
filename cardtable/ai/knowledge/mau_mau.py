"""Mau-Mau knowledge: special-card timing, the "last card" call, a greedy playout and a
reward from penalty points (lower is better).

- `decide`: always call "last card" (in turn or out of turn); go out whenever one play
  empties the hand.
- `sampler`: hard deals the other hands as their draws showed them (`MauMauView.lacks`).
- `playout_depth`: easy and normal play out a few moves, not the round (`LOOKAHEAD`).
- `prefilter`: answer a pending 7 with a 7 rather than draw; keep the last 7 back to
  answer one (unless the next player is about to go out); play a jack only when nothing else can be
  played, so it can be the last card (a round won on a jack doubles every penalty) - hard
  only: the weaker levels plan less far ahead (`prefilter_for`); name the suit the hand
  holds most of; aim a 2 at the player with the fewest cards.
"""

from __future__ import annotations

import math
import random
from collections import Counter
from collections.abc import Callable, Sequence
from functools import partial

from cardtable.ai.knowledge import PLANNING_LEVELS, Knowledge
from cardtable.cards import Card, Rank, Suit
from cardtable.rules.base import Action, SeatView, State
from cardtable.rules.mau_mau import (
    Draw,
    LastCard,
    MauMauState,
    MauMauView,
    MauPlay,
    Pass,
    penalty,
)

SOFTNESS = 15.0
"""Penalty points against the others' mean that make the reward about 0.73 (or 0.27): a
logistic curve, steepest where rounds are decided."""
ATTACK_AT = 2
"""A 7 is played on a next player holding this many cards or fewer."""
READERS = frozenset({"hard"})
"""The levels whose deals of the hidden cards follow what the draws showed."""
LOOKAHEAD = {"easy": 6, "normal": 12}
"""How many moves the weaker levels' playouts run before they score the round by the
points in each hand (about one and three turns of four players): they weigh the cards
they hold, not the race to go out that decides the round. With whole-round playouts
`normal` played within the noise of `hard` (docs/ai-tuning.md)."""


def best_suit(hand: Sequence[Card], played: Card) -> Suit:
    """The suit to name with a jack: the one the rest of the hand holds most of (ties: the
    costlier cards, which most need shedding)."""
    rest = list(hand)
    if played in rest:
        rest.remove(played)
    counts: Counter[Suit] = Counter()
    weight: Counter[Suit] = Counter()
    for c in rest:
        if c.rank is not Rank.JACK and c.suit is not None:
            counts[c.suit] += 1
            weight[c.suit] += penalty(c)
    if not counts:
        return Suit.SPADES if played.suit is None else played.suit
    return max(Suit, key=lambda s: (counts[s], weight[s], -int(s)))


def _next_seat(seat: int, direction: int, active: Sequence[bool]) -> int:
    n = len(active)
    s = seat
    for _ in range(n):
        s = (s + direction) % n
        if active[s]:
            return s
    return seat


def shape(hand: Sequence[Card], plays: list[MauPlay], pending7: int, counts: Sequence[int],
          next_count: int, save_jacks: bool = True) -> list[MauPlay]:
    """The plays worth searching among: the timing rules above (`save_jacks`: a jack only
    when nothing else can be played)."""
    if not plays:
        return plays
    keep = plays
    if not pending7:
        sevens = [a for a in keep if a.card.rank is Rank.SEVEN]
        others = [a for a in keep if a.card.rank is not Rank.SEVEN]
        held = sum(1 for c in hand if c.rank is Rank.SEVEN)
        if sevens and others and held == 1 and next_count > ATTACK_AT:
            keep = others
        jacks = [a for a in keep if a.card.rank is Rank.JACK]
        plain = [a for a in keep if a.card.rank is not Rank.JACK]
        if jacks and plain and save_jacks:
            keep = plain
    out: list[MauPlay] = []
    for a in keep:
        if a.card.rank is Rank.JACK and a.suit is not best_suit(hand, a.card):
            continue
        if a.card.rank is Rank.TWO and a.target is not None:
            fewest = min(counts[b.target] for b in keep
                         if b.card is a.card and b.target is not None)
            if counts[a.target] != fewest:
                continue
        out.append(a)
    return out or keep


def _going_out(hand: Sequence[Card], plays: Sequence[MauPlay]) -> MauPlay | None:
    if len(hand) != 1 or not plays:
        return None
    return plays[0]


class MauMauKnowledge(Knowledge):
    lower_is_better = True
    revision = 2  # 2: the weaker levels do not save their jacks (`prefilter_for`)

    def level_revision(self, level: str) -> int:
        # hard 1: it reads what a draw shows; easy and normal 1: they look less far ahead
        return 1 if level in READERS or level in LOOKAHEAD else 0

    def playout_depth(self, level: str, depth: int) -> int:
        """The weaker levels look less far ahead (`LOOKAHEAD`)."""
        return min(depth, LOOKAHEAD.get(level, depth))

    def sampler(self, view: SeatView, level: str) -> Callable[[random.Random], State]:
        """Hard deals the hidden cards as the draws showed them (a player draws only when
        it holds nothing it could play); the weaker levels read less."""
        if level not in READERS or not isinstance(view, MauMauView) or not any(view.lacks):
            return view.sample
        return partial(view.sample, read=True)

    def decide(self, view: SeatView, legal: Sequence[Action], rng: random.Random,
               level: str) -> Action | None:
        if not isinstance(view, MauMauView):
            return None
        me = view.seat
        call = next((a for a in legal if isinstance(a, LastCard) and a.seat == me), None)
        if call is not None:
            return call
        if view.turn != me:
            return None
        plays = [a for a in legal if isinstance(a, MauPlay) and a.seat == me]
        out = _going_out(view.hand, shape(view.hand, plays, view.pending7, view.counts, 99))
        return out

    def prefilter(self, view: SeatView, legal: Sequence[Action]) -> Sequence[Action]:
        return self.prefilter_for(view, legal, "hard")

    def prefilter_for(self, view: SeatView, legal: Sequence[Action],
                      level: str) -> Sequence[Action]:
        """The timing rules; the weaker levels do not think to save a jack for the end
        (a wild card kept is the way out of a hand that cannot follow, and a round won on
        a jack doubles every penalty): they may play one while other cards would do."""
        if not isinstance(view, MauMauView) or view.turn != view.seat:
            return legal
        plays = [a for a in legal if isinstance(a, MauPlay)]
        rest = [a for a in legal if not isinstance(a, MauPlay)]
        if view.pending7 and plays:
            rest = [a for a in rest if not isinstance(a, Draw)]  # answer the 7
        nxt = _next_seat(view.seat, view.direction, view.active)
        kept = shape(view.hand, plays, view.pending7, view.counts, view.counts[nxt],
                     save_jacks=level not in PLANNING_LEVELS)
        out = kept + rest
        return out or legal

    def candidates(self, state: State, legal: Sequence[Action],
                   rng: random.Random) -> Sequence[Action]:
        """The same timing rules in the search tree, for every seat."""
        if not isinstance(state, MauMauState):
            return legal
        seat = state.turn
        plays = [a for a in legal if isinstance(a, MauPlay)]
        rest = [a for a in legal if not isinstance(a, MauPlay)]
        if state.pending7 and plays:
            rest = [a for a in rest if not isinstance(a, Draw)]
        counts = [len(h) for h in state.hands]
        nxt = _next_seat(seat, state.direction, state.active)
        out = shape(state.hands[seat], plays, state.pending7, counts, counts[nxt]) + rest
        return out or legal

    def interjection(self, state: State, seat: int, actions: Sequence[Action],
                     rng: random.Random) -> Action | None:
        """Out of turn the only move is the call: always made."""
        return next((a for a in actions if isinstance(a, LastCard)), None)

    def playout(self, state: State, legal: Sequence[Action], rng: random.Random) -> Action:
        """Call "last card"; go out when possible; answer a 7; else shed the costliest
        card the timing rules allow; draw, and play a drawn card that can be played."""
        if not isinstance(state, MauMauState):
            return legal[rng.randrange(len(legal))]
        for a in legal:
            if isinstance(a, LastCard):
                return a
        seat = state.turn
        hand = state.hands[seat]
        plays = [a for a in legal if isinstance(a, MauPlay)]
        if plays:
            nxt = _next_seat(seat, state.direction, state.active)
            counts = [len(h) for h in state.hands]
            kept = shape(hand, plays, state.pending7, counts, counts[nxt])
            if len(hand) == 1:
                return kept[0]
            return max(kept, key=lambda a: (penalty(a.card) + (6 if a.card.rank is Rank.SEVEN
                                                               else 0), rng.random()))
        for kind in (Draw, Pass):
            found = next((a for a in legal if isinstance(a, kind)), None)
            if found is not None:
                return found
        return legal[rng.randrange(len(legal))]

    def reward(self, state: State, seat: int) -> float:
        """The round's penalty against the others' mean; a round cut short counts the
        penalty points in each hand (lower is better)."""
        if not isinstance(state, MauMauState):
            return super().reward(state, seat)
        if state.round_over and state.results:
            points: Sequence[float] = state.results[-1].points
        else:
            points = [sum(penalty(c) for c in h) for h in state.hands]
        others = [points[s] for s in range(state.players) if s != seat and state.active[s]]
        if not others:
            return 0.5
        mean = sum(others) / len(others)
        x = max(-50.0, min(50.0, (mean - points[seat]) / SOFTNESS))
        return 1.0 / (1.0 + math.exp(-x))


KNOWLEDGE = MauMauKnowledge()
