"""Pan knowledge: what to play and when to take, a greedy playout and a reward (a letter is
bad: only the round's loser takes one).

- Suits do not matter once the 9♥ is down (it never leaves the table), so plays of the
  same ranks are one choice: `prefilter` and `candidates` keep one of each.
- `decide`: go out whenever one play empties the hand (nothing can be better); open with
  the 9♥ and every other nine (a nine can only ever go on a nine).
- Taking more than the least the rules allow only brings lower cards into the hand, which
  are harder to play: only the least take is searched.
- Patience: players who search each move can force each other to take for ever (an ace
  played makes the next player take it back, and so round): four searching players went
  past 1,500 actions in three rounds of four, where the hand-written player's rounds end
  within 350. So once a round has seen `PATIENCE` takes, a player more and more often
  plays as that player would (the lowest cards first, now and then another), until after
  `PATIENCE + TIRED_OVER` takes it always does: the round then ends as theirs do.
- Playouts are played on the state's own lists (`play_out`) without building legal lists:
  the same moves as the policy's, about three times faster, so every level reaches its
  iteration budget well within its time cap.
"""

from __future__ import annotations

import math
import random
from collections.abc import Sequence
from operator import attrgetter

from cardtable.ai.heuristics.pan import PanHeuristic
from cardtable.ai.knowledge import Knowledge
from cardtable.cards import Card, Rank
from cardtable.rules.base import Action, SeatView, State
from cardtable.rules.pan import OPENING, PanPlay, PanState, PanView, Take

PATIENCE = 30
"""Takes in a round (fewer than in half the four-player rounds between hand-written players)
after which a player starts to play by habit..."""
TIRED_OVER = 50
"""...and this many takes later always does."""
SOFTNESS = 2.0
"""Cards of difference that make one hand clearly likelier to lose than another."""


def _key(a: Action) -> tuple[object, ...]:
    if isinstance(a, PanPlay):
        return ("play", a.cards[0].rank, len(a.cards))
    return ("take", getattr(a, "count", 0))


def shape(legal: Sequence[Action]) -> list[Action]:
    """One play per (rank, number of cards) and only the least take."""
    out: list[Action] = []
    seen: set[tuple[object, ...]] = set()
    takes = [a for a in legal if isinstance(a, Take)]
    least = min((a.count for a in takes), default=None)
    for a in legal:
        if isinstance(a, Take) and a.count != least:
            continue
        key = _key(a)
        if key not in seen:
            seen.add(key)
            out.append(a)
    return out


def _emptying(hand: Sequence[Card], legal: Sequence[Action]) -> Action | None:
    return next((a for a in legal if isinstance(a, PanPlay) and len(a.cards) == len(hand)),
                None)


def _opening(legal: Sequence[Action]) -> Action | None:
    plays = [a for a in legal if isinstance(a, PanPlay)]
    return max(plays, key=lambda a: len(a.cards)) if plays else None


def lowest_shed(legal: Sequence[Action], rng: random.Random) -> Action:
    """The playout's choice: the most cards of the lowest rank playable, else the least
    take."""
    plays = [a for a in legal if isinstance(a, PanPlay)]
    if plays:
        return min(plays, key=lambda a: (int(a.cards[0].rank), -len(a.cards)))
    takes = [a for a in legal if isinstance(a, Take)]
    if takes:
        return min(takes, key=lambda a: a.count)
    return legal[rng.randrange(len(legal))]


def _shed(hand: Sequence[Card], top: Rank, three_higher: bool) -> list[Card] | None:
    """What `playout` plays from `hand` on `top` (None: it takes): the most cards of the
    lowest rank it may play (which empties the hand whenever one play can), each group in
    the order the legal list names it first (lowest card id first)."""
    lowest: Rank | None = None
    group: list[Card] = []
    for c in hand:
        r = c.rank
        if r >= top:
            if lowest is None or r < lowest:
                lowest = r
                group = [c]
            elif r is lowest:
                group.append(c)
    if lowest is None:
        return None
    n = len(group)
    if n == 1:
        return group
    group.sort(key=_ID)
    if n == 4 or (n == 3 and (lowest == top or three_higher)):
        return group
    return group[:1]


_ID = attrgetter("id")


def tired(view: PanView, rng: random.Random) -> bool:
    """Whether this move is played by habit, the round having dragged on (see `PATIENCE`)."""
    over = view.takes - PATIENCE
    return over > 0 and rng.random() < min(1.0, over / TIRED_OVER)


_HABIT = PanHeuristic()


class PanKnowledge(Knowledge):
    lower_is_better = True
    revision = 3  # 2: patience; 3: fast playouts (every level reaches its iterations sooner)
    outcome_revision = 2  # judged by the loser, settled once only one level can lose

    def at_risk(self, state: State) -> frozenset[int] | None:
        if not isinstance(state, PanState):
            return None
        return frozenset(s for s, hand in enumerate(state.hands) if hand)

    def decide(self, view: SeatView, legal: Sequence[Action], rng: random.Random,
               level: str) -> Action | None:
        if not isinstance(view, PanView) or view.turn != view.seat:
            return None
        mine = [a for a in legal if a.seat == view.seat]
        if view.phase == OPENING:
            return _opening(mine)
        found = _emptying(view.hand, mine)
        if found is None and mine and tired(view, rng):
            found = _HABIT.choose(view, mine, rng)
        return found

    def prefilter(self, view: SeatView, legal: Sequence[Action]) -> Sequence[Action]:
        return shape(legal) or legal

    def candidates(self, state: State, legal: Sequence[Action],
                   rng: random.Random) -> Sequence[Action]:
        return shape(legal) or legal

    def playout(self, state: State, legal: Sequence[Action], rng: random.Random) -> Action:
        if not isinstance(state, PanState):
            return legal[rng.randrange(len(legal))]
        if state.phase == OPENING:
            return _opening(legal) or legal[0]
        return _emptying(state.hands[state.turn], legal) or lowest_shed(legal, rng)

    def play_out(self, state: State, steps: int, max_depth: int,
                 rng: random.Random) -> int | None:
        """`playout` move by move, on the state's own lists: the playouts are most of a
        Pan search's time, and building each legal list was most of theirs."""
        if not isinstance(state, PanState):
            return None
        hands = state.hands
        known = state.known
        pile = state.pile
        three_higher = state.options.three_higher
        while steps < max_depth and not state.round_over:
            if state.phase == OPENING:
                state.apply_legal(_opening(state.legal_actions()) or state.legal_actions()[0])
                steps += 1
                continue
            seat = state.turn
            hand = hands[seat]
            top = pile[-1].rank
            cards = _shed(hand, top, three_higher)
            steps += 1
            if cards is None:
                above = len(pile) - 1
                state.takes += 1
                mine = known[seat]
                for _ in range(above if above <= 3 else 3):
                    c = pile.pop()
                    hand.append(c)
                    mine.append(c)
                if state.final is not None:
                    state.end_round(seat)
                else:
                    state.turn = state.next_holder(seat)
                continue
            mine = known[seat]
            for c in cards:
                hand.remove(c)
                if c in mine:
                    mine.remove(c)
                pile.append(c)
            if state.final is not None:
                if not hand:
                    state.out_order.append(seat)
                    state.end_round(None)
                else:
                    state.end_round(seat)
                continue
            if not hand:
                state.out_order.append(seat)
                if sum(1 for h in hands if h) == 1:  # two seats held cards before this play
                    state.final = state.turn = state.next_holder(seat)
                    continue
            state.turn = state.next_holder(seat)
        return steps

    def reward(self, state: State, seat: int) -> float:
        """1 for not taking the letter, 0 for taking it; a round cut short is valued by the
        chance of being the last holding cards, guessed from the hands' sizes (nines and
        tens, the hardest to play, count double)."""
        if not isinstance(state, PanState):
            return super().reward(state, seat)
        if state.round_over and state.results:
            return 0.0 if state.results[-1].details.get("loser") == seat else 1.0
        if not state.hands[seat]:
            return 1.0
        weight = {s: math.exp(_burden(h) / SOFTNESS) for s, h in enumerate(state.hands) if h}
        return 1.0 - weight[seat] / sum(weight.values())


def _burden(hand: Sequence[Card]) -> float:
    return float(sum(2 if c.rank <= Rank.TEN else 1 for c in hand))


KNOWLEDGE = PanKnowledge()
