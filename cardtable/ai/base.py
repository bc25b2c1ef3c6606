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


def interject(player: Player, view: SeatView, legal: Sequence[Action],
              rng: random.Random) -> Action | None:
    """Ask a player not on turn whether it takes one of the actions the rules let it take
    now (Mau-Mau's "last card" call): a player may say no by defining `interject` and
    returning None; one without it always takes its `choose`."""
    method = getattr(player, "interject", None)
    if method is not None:
        result: Action | None = method(view, legal, rng)
        return result
    return player.choose(view, legal, rng)
