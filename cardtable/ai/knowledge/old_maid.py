"""Old Maid knowledge: the only decision is a blind draw, so it is taken at once (uniformly:
every position in the victim's shuffled hand is as good as another; the legal list names
the victim's cards, which a player cannot see, so it is never used to choose), and the
reward values a round cut short by who holds the joker.
"""

from __future__ import annotations

import random
from collections.abc import Sequence

from cardtable.ai.knowledge import Knowledge
from cardtable.cards import JOKER
from cardtable.rules.base import Action, SeatView, State
from cardtable.rules.old_maid import OldMaidState, OldMaidView

JOKER_LOSES = 0.6
"""The chance of ending with the joker for its holder while others still hold cards (the
rest is shared among the other holders)."""


class OldMaidKnowledge(Knowledge):
    outcome_revision = 2  # judged by the loser

    def at_risk(self, state: State) -> frozenset[int] | None:
        if not isinstance(state, OldMaidState):
            return None
        return frozenset(s for s, hand in enumerate(state.hands) if hand)

    def decide(self, view: SeatView, legal: Sequence[Action], rng: random.Random,
               level: str) -> Action | None:
        if not isinstance(view, OldMaidView):
            return None
        mine = [a for a in legal if a.seat == view.seat]
        return mine[rng.randrange(len(mine))] if mine else None

    def reward(self, state: State, seat: int) -> float:
        """0 for the loser, 1 for the others; cut short, 1 less the chance of being left
        with the joker."""
        if not isinstance(state, OldMaidState):
            return super().reward(state, seat)
        if state.round_over:
            return 0.0 if state.loser == seat else 1.0
        if not state.hands[seat]:
            return 1.0
        holders = [s for s in range(state.players) if state.hands[s]]
        if JOKER in state.hands[seat]:
            return 1.0 - JOKER_LOSES
        return 1.0 - (1.0 - JOKER_LOSES) / max(1, len(holders) - 1)


KNOWLEDGE = OldMaidKnowledge()
