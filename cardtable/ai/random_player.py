"""The floor: a uniformly random legal action."""

from __future__ import annotations

import random
from collections.abc import Sequence

from cardtable.rules.base import Action, SeatView


class RandomPlayer:
    name = "random"

    def choose(self, view: SeatView, legal: Sequence[Action], rng: random.Random) -> Action:
        return legal[rng.randrange(len(legal))]
