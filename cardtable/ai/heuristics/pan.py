"""A sensible Pan player: opens with every nine, goes out whenever one play empties the
hand, sheds the most cards of the lowest rank it can (so aces are kept back while it has
lower cards), and takes as few cards as the rules allow when it cannot play."""

from __future__ import annotations

import random
from collections.abc import Sequence

from cardtable.rules.base import Action, SeatView
from cardtable.rules.pan import PanPlay, PanView, Take

WANDER = 0.2
"""How often a play other than the cheapest is picked, at random."""


class PanHeuristic:
    name = "easy"

    def choose(self, view: SeatView, legal: Sequence[Action], rng: random.Random) -> Action:
        assert isinstance(view, PanView)
        mine = [a for a in legal if a.seat == view.seat] or list(legal)
        plays = [a for a in mine if isinstance(a, PanPlay)]
        takes = [a for a in mine if isinstance(a, Take)]
        hand = len(view.hand)
        for a in plays:
            if len(a.cards) == hand:
                return a
        if len(plays) > 1 and rng.random() < WANDER:
            return rng.choice(plays)
        if plays:
            def cost(a: PanPlay) -> tuple[int, int]:
                return int(a.cards[0].rank), -len(a.cards)

            return min(plays, key=cost)
        return min(takes, key=lambda t: t.count)

