"""Game knowledge the search player leans on where search alone is weak.

A game's descriptor (cardtable/descriptor.py; the built-in ones in cardtable/games.py) may
name its knowledge: an instance of a `Knowledge` subclass, by convention `KNOWLEDGE` in
`cardtable.ai.knowledge.<game_module>`. Every hook has a safe default, so a game without
knowledge is still played by plain search.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Sequence

from cardtable.descriptor import find_descriptor, resolve
from cardtable.rules.base import Action, SeatView, State

PLANNING_LEVELS = frozenset({"easy", "normal"})
PLANNING_REVISION = 100
"""Added to the revision of the levels of `PLANNING_LEVELS` in every game since they choose
among the moves whose values are close (cardtable/ai/search.py `close_pick`) instead of by
visits: no deal they played before is reused."""


class Knowledge:
    """Hooks the search calls; override only what the game needs."""

    #: True where a round's points are penalties (Golf, Mau-Mau, Pan's letters).
    lower_is_better: bool = False
    #: Raised when a change alters how the game is played, so strength benchmarks do not
    #: reuse deals played by the older knowledge.
    revision: int = 1
    #: Raised when how the strength benchmark reads a match's outcome for the levels
    #: changes (`at_risk`, `match_winner`), so it does not reuse deals scored the old way.
    outcome_revision: int = 1
    #: True where `candidates`, `playout` and `interjection` only ever return actions
    #: from the legal list they are given: the search then plays them by the state's
    #: trusted `apply_legal` (no second check, no events). False makes it check each one.
    picks_legal: bool = True

    def at_risk(self, state: State) -> frozenset[int] | None:
        """In a game one player loses and everyone else wins (Pan, Old Maid): the seats
        that may still be the round's loser. None (the default) in the other games."""
        return None

    def match_winner(self, state: State) -> int | None:
        """The seat that has won the match while play goes on (Cheat plays on for the
        places after its winner is out); None until then, and in the other games."""
        return None

    def revision_of(self, level: str) -> int:
        """The revision of how `level` plays, where a change touched some levels only."""
        return self.revision + (PLANNING_REVISION if level in PLANNING_LEVELS else 0)

    def level_revision(self, level: str) -> int:
        """Raised where a change touched how one level plays only (a level that reads the
        cards): benchmarks then replay only the deals that seat it. 0: no such change."""
        return 0

    def playout_depth(self, level: str, depth: int) -> int:
        """How many moves `level`'s playouts run before the round is scored as it stands
        (`reward` of a round cut short), given the level's own cap `depth`: a game whose
        weaker levels look less far ahead may cut them shorter."""
        return depth

    def decide(self, view: SeatView, legal: Sequence[Action], rng: random.Random,
               level: str) -> Action | None:
        """A decision taken by knowledge instead of search (bids, trump choice, stakes...);
        None leaves it to the search. Asked whether to interject (a seat not on turn that
        may act), it may also answer `cardtable.ai.search.DECLINE`: let the moment pass."""
        return None

    def prefilter(self, view: SeatView, legal: Sequence[Action]) -> Sequence[Action]:
        """Blunder filters: drop actions a good player never takes here. Never empty: return
        `legal` itself when every action is to be kept."""
        return legal

    def prefilter_for(self, view: SeatView, legal: Sequence[Action],
                      level: str) -> Sequence[Action]:
        """`prefilter` as `level` plays: a game whose weaker levels plan less far ahead
        may leave them moves its timing rules hold back (never a blunder the filters drop)."""
        return self.prefilter(view, legal)

    def sampler(self, view: SeatView, level: str) -> Callable[[random.Random], State]:
        """How the search at `level` deals the cards `view`'s seat cannot see, once per
        iteration: `view.sample` unless the game reads more from the other players' play
        than the rules' certainties (a card a player would have played had it held it)."""
        return view.sample

    def candidates(self, state: State, legal: Sequence[Action],
                   rng: random.Random) -> Sequence[Action]:
        """The actions the search tree considers in a determinized state: `legal` unless it
        is too large to enumerate (Cheat's plays), then a sensible handful from it."""
        return legal

    def situation(self, state: State, observer: int) -> object:
        """What the seat about to decide in the search tree sees that the actions leading
        there do not name (a card turned up from a sampled hand, a card it drew), as a
        hashable key: the tree keeps one subtree per key. None (the default) when the
        actions say it all, as in the trick games, where every card seen is a play."""
        return None

    def playout(self, state: State, legal: Sequence[Action], rng: random.Random) -> Action:
        """The playout policy; uniformly random unless a game knows better cheaply."""
        return legal[rng.randrange(len(legal))]

    def play_out(self, state: State, steps: int, max_depth: int,
                 rng: random.Random) -> int | None:
        """Play the round on from `state` exactly as `playout` would, move by move, until
        it ends or `max_depth` steps are taken (`steps` so far), but faster, with no legal
        lists built; returns the steps taken in all. None (the default): the search plays
        the moves out itself."""
        return None

    def interjection(self, state: State, seat: int, actions: Sequence[Action],
                     rng: random.Random) -> Action | None:
        """The playout policy for a seat not on turn that may act now (a "last card" call,
        the banker's exchange): one of `actions`, or None to let the moment pass. By
        default it acts half the time, by the playout policy."""
        if rng.random() < 0.5:
            return self.playout(state, actions, rng)
        return None

    def reward(self, state: State, seat: int) -> float:
        """Value in [0, 1] for `seat` of a state whose round is over (or cut short)."""
        if not state.round_over:
            # Cut short by the search's depth cap: the last result is an earlier round's,
            # so without game knowledge the position is worth an even share.
            return 0.5
        results = state.results
        if not results:
            return 0.5
        points = results[-1].points
        lo, hi = min(points), max(points)
        if hi == lo:
            return 0.5
        value = (points[seat] - lo) / (hi - lo)
        return 1.0 - value if self.lower_is_better else value


_DEFAULT = Knowledge()


def knowledge_for(game_id: str) -> Knowledge:
    """The knowledge the game's descriptor names, or the defaults."""
    descriptor = find_descriptor(game_id)
    if descriptor is None or descriptor.knowledge is None:
        return _DEFAULT
    found = resolve(descriptor.knowledge)
    if not isinstance(found, Knowledge):
        raise TypeError(f"{descriptor.knowledge!r} is not a Knowledge for {game_id!r}")
    return found
