"""A sensible Golf player: counts a face-down card as worth the average of the cards it
cannot see, takes the discard when it clearly improves the grid, replaces where the gain is
largest (matched columns and squares included), throws away a stock card that helps
nowhere, and goes out only when it looks no worse off than everyone else.

Once the stock has been reshuffled in a round it hurries: every card drawn replaces a
face-down card, so the round always ends (otherwise, with the low cards all face up, a
stock of high cards could be discarded round and round for ever)."""

from __future__ import annotations

import random
from collections import Counter
from collections.abc import Sequence

from cardtable.cards import PACK_108, Card
from cardtable.rules.base import Action, SeatView
from cardtable.rules.golf import (
    GROUP_MASKS,
    SLOTS,
    VALUE,
    Discard,
    Draw,
    Flip,
    GolfView,
    Replace,
)

UNKNOWN = 592 / 108
"""The average value of a card of the 108."""
TAKE_DISCARD_GAIN = 3.0


def unknown_value(view: GolfView) -> float:
    """The average value of the cards that may lie face down in a grid."""
    pool = Counter(PACK_108)
    for g in view.grids:
        pool.subtract(c for c in g if c is not None)
    pool.subtract(view.discard)
    if view.held is not None:
        pool.subtract([view.held])
    cards = list(pool.elements())
    if not cards:
        return UNKNOWN
    return sum(VALUE[c] for c in cards) / len(cards)


def estimate(grid: Sequence[Card | None], unknown: float = UNKNOWN) -> float:
    """The grid's score counting each face-down card as `unknown` and grouping face-up
    cards only."""
    values = [unknown if c is None else float(VALUE[c]) for c in grid]
    valid = []
    ranks = [None if c is None else c.rank for c in grid]
    for mask, slots, value in GROUP_MASKS:
        rank = ranks[slots[0]]
        if rank is None or any(ranks[s] is not rank for s in slots):
            continue
        valid.append((mask, value - sum(values[s] for s in slots)))
    best = 0.0
    for pick in range(1, 1 << len(valid)):
        used, gain, ok = 0, 0.0, True
        for i, (mask, g) in enumerate(valid):
            if pick >> i & 1:
                if used & mask:
                    ok = False
                    break
                used |= mask
                gain += g
        if ok and gain < best:
            best = gain
    return sum(values) + best


def _gains(grid: Sequence[Card | None], card: Card, unknown: float) -> list[float]:
    now = estimate(grid, unknown)
    out = []
    for k in range(SLOTS):
        trial = list(grid)
        trial[k] = card
        out.append(now - estimate(trial, unknown))
    return out


class GolfHeuristic:
    name = "easy"

    def choose(self, view: SeatView, legal: Sequence[Action], rng: random.Random) -> Action:
        assert isinstance(view, GolfView)
        first = legal[0]
        if isinstance(first, Flip):
            flips = [a for a in legal if isinstance(a, Flip)]
            apart = [a for a in flips if a.slots[0] % 3 != a.slots[1] % 3]
            return rng.choice(apart or flips)
        grid = view.grids[view.seat]
        unknown = unknown_value(view)
        if isinstance(first, Draw):
            draws = {a.source: a for a in legal if isinstance(a, Draw)}
            if "discard" in draws and view.discard:
                top = view.discard[-1]
                gains = self._allowed(view, _gains(grid, top, unknown), unknown)
                if max(gains) >= TAKE_DISCARD_GAIN:
                    return draws["discard"]
            return draws.get("stock") or draws["discard"]
        held = view.held
        assert held is not None
        gains = self._allowed(view, _gains(grid, held, unknown), unknown)
        slots = list(range(SLOTS))
        hurry = view.reshuffles > 0 and view.ender is None
        if hurry and None in grid:
            slots = [k for k in slots if grid[k] is None]
        best = max(slots, key=lambda k: (gains[k], grid[k] is None))
        discard = next((a for a in legal if isinstance(a, Discard)), None)
        if discard is not None and gains[best] <= 0 and not hurry:
            return discard
        return next(a for a in legal if isinstance(a, Replace) and a.slot == best)

    def _allowed(self, view: GolfView, gains: list[float], unknown: float) -> list[float]:
        """Going out ends the round: only when this grid looks no worse than the others
        (and always once the round is hurrying after a reshuffle)."""
        grid = view.grids[view.seat]
        down = [k for k in range(SLOTS) if grid[k] is None]
        if view.ender is not None or len(down) != 1 or view.reshuffles:
            return gains
        mine = estimate(grid, unknown)
        others = [estimate(g, unknown) for s, g in enumerate(view.grids) if s != view.seat]
        if others and mine - gains[down[0]] > min(others):
            gains = gains[:]
            gains[down[0]] = -100.0
        return gains
