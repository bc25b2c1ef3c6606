"""The search player: single-observer Information Set MCTS over `SeatView.sample`.

After Cowling, Powley & Whitehouse, "Information Set Monte Carlo Tree Search" (IEEE TCIAIG,
2012). Each iteration deals the cards the observer cannot see afresh (`view.sample(rng)`, a
determinization consistent with everything the seat knows), walks one tree of the observer's
information set with UCB, where a child's exploration term counts only the iterations in
which its action was available, then plays the round out with the game's playout policy and
backs up the value `Knowledge.reward` gives each seat. A level that takes the most visited
move stops as soon as the iterations left could not change which that is. Where the rules
let a seat not on turn act (a "last card" call), that seat's moment is a decision of its own
with a "let it pass" branch (`DECLINE`), as `Session.ai_interjections` asks it at the table.

Every game is played through the protocol alone; `cardtable.ai.knowledge` supplies the
game's decisions taken without search, blunder filters, candidate moves for huge legal
lists, the playout policy and the value of a round cut short by the depth cap.
"""

from __future__ import annotations

import math
import random
import threading
import time
from collections.abc import Sequence
from typing import Any

import attrs

from cardtable.ai.knowledge import Knowledge, knowledge_for
from cardtable.rules.base import Action, IllegalAction, SeatView, State


class _Decline:
    """The choice not to act when the rules let a seat act out of turn."""

    __slots__ = ()

    def __repr__(self) -> str:
        return "DECLINE"


DECLINE: Any = _Decline()

MAX_BRANCH = 32
"""The most actions a tree node considers when the legal list is too large to walk (Cheat's
plays): drawn by index from the lazy list when the game's knowledge gives no candidates."""


@attrs.frozen
class Budget:
    """How hard a level thinks: iterations, a time cap, how close in value two moves must
    be for the level to take either (`epsilon`; 0 takes the most visited move), the
    playout depth cap."""

    iterations: int
    seconds: float | None
    epsilon: float
    max_depth: int = 160
    exploration: float = 0.7


BUDGETS: dict[str, Budget] = {
    # The weaker levels are weaker by thinking less far ahead, not by dice: fewer
    # iterations (so a worse estimate of every move), and a choice drawn only among the
    # moves whose values the search found within `epsilon` of the best (`close_pick`),
    # after the blunder filters (cardtable/ai/filters.py) have dropped what nobody plays.
    # The time caps hold the figures on a 2-core machine (easy 0.2 s, normal a
    # median of 0.5 s, hard 3 s at the 95th percentile) whatever the game; the iteration
    # budgets end the search first in the quick games, so a seed replays it.
    "easy": Budget(iterations=60, seconds=0.15, epsilon=0.06, max_depth=80),
    # Normal: with 600 iterations and little randomness it played exactly like hard on
    # 20 duplicate deals of Hokm (hard gained nothing); a fifth of hard's search keeps
    # it a step behind.
    "normal": Budget(iterations=200, seconds=0.45, epsilon=0.025),
    "hard": Budget(iterations=3000, seconds=2.4, epsilon=0.0),
}


@attrs.define
class SearchStats:
    """What the last search did (for benchmarks and tests)."""

    iterations: int = 0
    seconds: float = 0.0
    forced: bool = False
    decided: bool = False
    cancelled: bool = False
    blind: bool = False
    settled: bool = False
    rejected: int = 0
    visits: dict[Any, int] = attrs.Factory(dict)


SETTLE_EVERY = 16
"""How often (in iterations) a search that takes the most visited move checks whether the
rest of its budget could still change that move."""


def settled(children: dict[Any, _Node], remaining: int) -> bool:
    """Whether the most visited child stays the most visited whatever the `remaining`
    iterations do: it leads every other by more than they could add."""
    first = second = 0
    for node in children.values():
        v = node.visits
        if v > first:
            first, second = v, first
        elif v > second:
            second = v
    return first - second > remaining


SETTLE_PACE_MARGIN = 1.25
"""Under a time cap, the iterations a search still has are estimated from its pace so far;
the estimate is raised by this much, as a search may speed up (shorter playouts later)."""


class _Node:
    """One tree node: the action that led here was chosen by `seat`."""

    __slots__ = ("children", "visits", "total", "avail", "seat", "branches")

    def __init__(self, seat: int) -> None:
        self.children: dict[Any, _Node] = {}
        self.visits = 0
        self.total = 0.0
        self.avail = 1
        self.seat = seat
        self.branches: dict[Any, _Node] | None = None
        """Where the game's knowledge tells situations apart (`Knowledge.situation`): the
        node under which the next decision is walked, per situation."""


def _by_index(legal: Sequence[Action], rng: random.Random, k: int = MAX_BRANCH) -> list[Action]:
    """Up to k distinct actions of a (possibly lazy, huge) sequence, by index only."""
    n = len(legal)
    if n <= k:
        return [legal[i] for i in range(n)]
    picked = sorted(rng.sample(range(n), k))
    return [legal[i] for i in picked]


CLOSE_SHARE = 0.25
"""A move is weighed by `close_pick` only when the search tried it at least this share as
often as its most visited move: a value from a handful of iterations is noise."""


def close_pick(stats: dict[Any, tuple[int, float]], epsilon: float,
               rng: random.Random) -> Any:
    """From (visits, mean value) per move: the most visited move at epsilon 0 (the first
    of equals); otherwise one drawn uniformly among the moves tried at least `CLOSE_SHARE`
    as often as the most visited whose mean value is within `epsilon` of its value (or
    of a better one's). Unvisited moves are never drawn."""
    tried = [(a, n, v) for a, (n, v) in stats.items() if n > 0]
    top = max(tried, key=lambda anv: anv[1])
    if epsilon <= 0 or len(tried) == 1:
        return top[0]
    enough = [t for t in tried if t[1] >= CLOSE_SHARE * top[1]]
    best = max(v for _, _, v in enough)
    close = [a for a, _, v in enough if v >= best - epsilon]
    return close[rng.randrange(len(close))] if len(close) > 1 else close[0]


def _select(node: _Node, options: list[Any], seat: int, c: float, rng: random.Random,
            log: Any, sqrt: Any) -> tuple[Any, _Node, bool]:
    """Among the options at `node`, one not tried yet (a new child, expanded: True), else
    the child of the best upper confidence bound (each option's availability counted)."""
    children = node.children
    untried = [a for a in options if a not in children]
    if untried:
        action = untried[rng.randrange(len(untried))] if len(untried) > 1 else untried[0]
        for a in options:
            known = children.get(a)
            if known is not None:
                known.avail += 1
        return action, _Node(seat), True
    best = -1.0
    action = child = None
    for a in options:
        n = children[a]
        n.avail += 1
        v = n.visits
        if not v:  # its first iteration failed: try it again
            return a, n, False
        score = n.total / v + c * sqrt(log(n.avail) / v)
        if score > best:
            best, action, child = score, a, n
    assert child is not None
    return action, child, False


def _back_up(state: State, root: _Node, path: list[_Node], knowledge: Knowledge,
             spread: list[float]) -> None:
    """Each node on the path gains its seat's reward at the end of the playout; `spread`
    keeps the count, sum and sum of squares of the rewards (the exploration's scale)."""
    values: dict[int, float] = {}
    root.visits += 1
    for n in path[1:]:
        s = n.seat
        value = values.get(s)
        if value is None:
            value = values[s] = knowledge.reward(state, s)
            spread[0] += 1
            spread[1] += value
            spread[2] += value * value
        n.visits += 1
        n.total += value



class SearchPlayer:
    """A computer player of any game: ISMCTS with the game's knowledge, at one level."""

    def __init__(self, game_id: str, level: str = "normal", budget: Budget | None = None,
                 knowledge: Knowledge | None = None, stop_when_settled: bool = True) -> None:
        if budget is None:
            if level not in BUDGETS:
                raise ValueError(f"unknown search level {level!r}")
            budget = BUDGETS[level]
        self.name = level
        self.level = level
        self.game_id = game_id
        self.knowledge = knowledge if knowledge is not None else knowledge_for(game_id)
        depth = self.knowledge.playout_depth(level, budget.max_depth)
        self.budget = budget if depth == budget.max_depth else attrs.evolve(budget,
                                                                            max_depth=depth)
        self.stats = SearchStats()
        # At epsilon 0 the move is the most visited one: once no later iteration can
        # change which that is, the rest of the budget would be spent for the same move.
        self.stop_when_settled = stop_when_settled and budget.epsilon <= 0

    def hurried(self) -> SearchPlayer:
        """The same level on a fifth of its budget: for the moves a player asked to skip
        (a round finished at once), where the wait matters more than the finest play."""
        seconds = self.budget.seconds / 5 if self.budget.seconds is not None else None
        budget = attrs.evolve(self.budget, iterations=max(20, self.budget.iterations // 5),
                              seconds=seconds)
        return SearchPlayer(self.game_id, self.level, budget, self.knowledge,
                            self.stop_when_settled)

    # ------------------------------------------------------------ the player

    def choose(self, view: SeatView, legal: Sequence[Action], rng: random.Random,
               cancel: threading.Event | None = None) -> Action:
        """The level's choice among `legal` for the seat `view` belongs to."""
        result = self._decide(view, legal, rng, cancel, may_decline=False)
        assert result is not DECLINE
        return result

    def interject(self, view: SeatView, legal: Sequence[Action], rng: random.Random,
                  cancel: threading.Event | None = None) -> Action | None:
        """Whether to take one of `legal`, offered out of turn; None lets it pass."""
        result = self._decide(view, legal, rng, cancel, may_decline=True)
        return None if result is DECLINE else result

    def _decide(self, view: SeatView, legal: Sequence[Action], rng: random.Random,
                cancel: threading.Event | None, may_decline: bool) -> Any:
        start = time.perf_counter()
        self.stats = stats = SearchStats()
        if len(legal) == 0:
            raise IllegalAction("there is nothing to choose from")
        if len(legal) == 1 and not may_decline:
            stats.forced = True
            return legal[0]
        knowledge = self.knowledge
        known = knowledge.decide(view, legal, rng, self.level)
        if known is not None:
            stats.decided = True
            stats.seconds = time.perf_counter() - start
            return known
        options: Sequence[Action] = knowledge.prefilter_for(view, legal, self.level) or legal
        if len(options) == 1 and not may_decline:
            stats.forced = True
            stats.seconds = time.perf_counter() - start
            return options[0]
        choice = self._search(view, options, rng, cancel, may_decline, start)
        stats.seconds = time.perf_counter() - start
        return choice

    # ------------------------------------------------------------ the search

    def _search(self, view: SeatView, legal: Sequence[Action], rng: random.Random,
                cancel: threading.Event | None, may_decline: bool, start: float) -> Any:
        budget = self.budget
        knowledge = self.knowledge
        observer = view.seat
        deadline = start + budget.seconds if budget.seconds is not None else math.inf
        sample = knowledge.sampler(view, self.level)
        first = sample(rng)
        players = first.players
        options: list[Any]
        if isinstance(legal, list) and len(legal) <= 4 * MAX_BRANCH:
            options = list(legal)
        else:  # a lazy or very long list: never walked, only indexed
            found = knowledge.candidates(first, legal, rng)
            options = list(found) if isinstance(found, list) else _by_index(found, rng)
        probe = first.legal_actions()
        if isinstance(probe, list) and not all(a in probe for a in options):
            # The choices name cards this seat cannot see (Old Maid's blind draw from a
            # neighbour's hand): every one is as good as another to an honest player.
            self.stats.blind = True
            return options[rng.randrange(len(options))]
        if may_decline:
            options.append(DECLINE)
        root = _Node(observer)
        c = budget.exploration
        # The rewards' spread scales the exploration: a game's knowledge may value a round
        # anywhere in [0, 1] (a won hand as 0.625, a lost one as 0.375), and the search
        # must not then drown what it learns in exploration. Twice the standard deviation
        # of the values backed up is 1 for a fair win-or-lose reward of 0 or 1.
        spread = [0.0, 0.0, 0.0]  # count, sum, sum of squares
        max_depth = budget.max_depth
        log = math.log
        sqrt = math.sqrt
        clock = time.perf_counter
        state: State | None = first
        done = 0
        total = budget.iterations
        settle = self.stop_when_settled
        began = clock()
        for _ in range(total):
            if cancel is not None and cancel.is_set():
                self.stats.cancelled = True
                break
            if done and clock() > deadline:
                break
            if settle and done % SETTLE_EVERY == 0 and done:
                left = total - done
                if deadline != math.inf:
                    # The time cap ends the search first when the iterations left would
                    # take longer than the time left, at the pace so far (with a margin).
                    now = clock()
                    pace = done / max(now - began, 1e-9)
                    left = min(left, int(SETTLE_PACE_MARGIN * pace * (deadline - now)) + 1)
                if settled(root.children, left):
                    self.stats.settled = True
                    break
            if state is None:
                state = sample(rng)
            try:
                self._iterate(state, root, options, observer, players, rng, c, max_depth,
                              knowledge, log, sqrt, spread)
            except IllegalAction:
                # A determinization the rules reject (a sampling bug in a game): the
                # iteration counts, and teaches nothing.
                self.stats.rejected += 1
            state = None
            done += 1
        self.stats.iterations = done
        children = root.children
        self.stats.visits = {a: n.visits for a, n in children.items()}
        return self._final(options, children, rng)

    def _final(self, options: list[Any], children: dict[Any, _Node],
               rng: random.Random) -> Any:
        stats = {a: (n.visits, n.total / n.visits) for a, n in children.items() if n.visits}
        if not stats:
            return options[0]
        return close_pick(stats, self.budget.epsilon, rng)

    @staticmethod
    def _decision(state: State, declined: set[int], players: int, knowledge: Knowledge,
                  rng: random.Random) -> tuple[int, list[Any]]:
        """Who decides now and among what: a seat that may act out of turn (and has not let
        this moment pass) before the seat to act; a huge legal list cut to candidates."""
        to = state.to_act
        assert to is not None
        legal: Sequence[Action] = state.legal_actions()
        if isinstance(legal, list):
            for a in legal:
                s = a.seat
                if s is not None and s != to and s < players:
                    others = sorted({b.seat for b in legal if b.seat is not None
                                     and b.seat != to and b.seat < players} - declined)
                    if others:
                        s = others[0]
                        own: list[Any] = [b for b in legal if b.seat == s]
                        own.append(DECLINE)
                        return s, own
                    legal = [b for b in legal if b.seat is None or b.seat == to
                             or b.seat >= players]
                    break
        found = knowledge.candidates(state, legal, rng)
        return to, found if isinstance(found, list) else _by_index(found, rng)

    def _iterate(self, state: State, root: _Node, root_options: list[Any], observer: int,
                 players: int, rng: random.Random, c: float, max_depth: int,
                 knowledge: Knowledge, log: Any, sqrt: Any, spread: list[float]) -> None:
        """One iteration on one determinization: select, expand, play out, back up."""
        node = root
        path = [root]
        count = spread[0]
        if count > 1:
            var = (spread[2] - spread[1] * spread[1] / count) / (count - 1)
            if var > 1e-9:
                c *= 2 * sqrt(var)
        declined: set[int] = set()
        steps = 0
        options = root_options
        situation = knowledge.situation
        trusted = knowledge.picks_legal
        seat = observer
        while True:
            action, child, expanded = _select(node, options, seat, c, rng, log, sqrt)
            if action is DECLINE:
                declined.add(seat)
            else:
                if node is root or not trusted:
                    # The root's options are the real position's: checked on this
                    # determinization (IllegalAction counts the sample as rejected).
                    state.apply(action)
                else:  # taken from this state's own legal actions (`_decision`)
                    state.apply_legal(action)
                declined.clear()
                steps += 1
            if expanded:
                node.children[action] = child
            path.append(child)
            node = child
            # Skip chance (part of the determinization) and find the next decision.
            while state.chance is not None:
                state.apply_legal(state.chance_action(rng))
            if expanded or state.round_over or steps >= max_depth:
                break
            seat, options = self._decision(state, declined, players, knowledge, rng)
            if not options:
                break
            key = situation(state, observer)
            if key is not None:
                # What the deciding seat sees that the path's actions do not say (a card
                # turned up from a sampled hand): one subtree per situation, or the seat
                # would decide alike whatever it sees.
                branches = node.branches
                if branches is None:
                    branches = node.branches = {}
                sub = branches.get(key)
                if sub is None:
                    sub = branches[key] = _Node(node.seat)
                node = sub
        self._playout(state, declined, players, rng, knowledge, steps, max_depth)
        _back_up(state, root, path, knowledge, spread)

    @staticmethod
    def _playout(state: State, declined: set[int], players: int, rng: random.Random,
                 knowledge: Knowledge, steps: int, max_depth: int) -> int:
        """Play on by the game's playout policy to the end of the round or the depth cap."""
        if not declined:
            fast = knowledge.play_out(state, steps, max_depth, rng)
            if fast is not None:
                return fast
        # Every move here is the state's own (its chance action, or the playout policy's
        # pick from its legal actions), so the trusted path plays it.
        playout = knowledge.playout
        play = state.apply_legal if knowledge.picks_legal else state.apply
        while steps < max_depth:
            if state.chance is not None:
                state.apply_legal(state.chance_action(rng))
                continue
            if state.round_over:
                break
            to = state.to_act
            legal = state.legal_actions()
            if legal.__class__ is list:
                for a in legal:
                    s = a.seat
                    if s is not None and s != to and s < players:
                        legal, taken = SearchPlayer._out_of_turn(
                            state, legal, to, declined, players, rng, knowledge)
                        if taken is not None:
                            play(taken)
                            declined.clear()
                            steps += 1
                            legal = []
                        break
                if not legal:
                    continue
            play(playout(state, legal, rng))
            declined.clear()
            steps += 1
        return steps

    @staticmethod
    def _out_of_turn(state: State, legal: list[Action], to: int | None, declined: set[int],
                     players: int, rng: random.Random, knowledge: Knowledge
                     ) -> tuple[list[Action], Action | None]:
        """In a playout, let each seat that may act out of turn take its chance (by the
        game's policy) before the seat to act; returns the seat to act's own actions."""
        seats = sorted({a.seat for a in legal if a.seat is not None and a.seat != to
                        and a.seat < players} - declined)
        for s in seats:
            declined.add(s)
            taken = knowledge.interjection(state, s, [a for a in legal if a.seat == s], rng)
            if taken is not None:
                return legal, taken
        return [a for a in legal if a.seat is None or a.seat == to or a.seat >= players], None
