"""Old Maid's only decision is a blind draw: every position in the victim's shuffled hand
is as good as another, so the easy player draws uniformly at random. It never looks at
which cards the legal list names (the list shows the victim's hand; a player at the
table cannot see it), only at how many there are."""

from __future__ import annotations

import random
from collections.abc import Sequence

from cardtable.rules.base import Action, SeatView
from cardtable.rules.old_maid import OldMaidView


class OldMaidHeuristic:
    name = "easy"

    def choose(self, view: SeatView, legal: Sequence[Action], rng: random.Random) -> Action:
        assert isinstance(view, OldMaidView)
        return legal[rng.randrange(len(legal))]
