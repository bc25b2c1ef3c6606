"""What an AI player is: it sees a SeatView and the legal actions, never the full state."""

from __future__ import annotations

import random
from collections.abc import Sequence
from typing import Protocol

from cardtable.rules.base import Action, SeatView


class Player(Protocol):
    name: str

    def choose(self, view: SeatView, legal: Sequence[Action], rng: random.Random) -> Action:
        """One of `legal`."""
        ...
