"""High Card's AI parts (tests/tiny_game.py): the knowledge the search player leans on
and the cheap heuristic baseline, each named by the game's descriptor."""

from __future__ import annotations

import random
from collections.abc import Sequence

from cardtable.ai.knowledge import Knowledge
from cardtable.rules.base import Action, SeatView


class HighCardKnowledge(Knowledge):
    """With one card to play the search needs no help: a class of its own shows that the
    search player gets the knowledge the descriptor names."""


KNOWLEDGE = HighCardKnowledge()


class HighCardHeuristic:
    name = "high-card heuristic"

    def choose(self, view: SeatView, legal: Sequence[Action], rng: random.Random) -> Action:
        return legal[0]  # there is only ever one card to play
