"""Twenty-One's reasons: hit or stand, by the odds tables the computer players use."""

from __future__ import annotations

from collections.abc import Sequence

from cardtable.ai.knowledge import twenty_one as t21_k
from cardtable.ai.reasons import Reason
from cardtable.rules import twenty_one as t21_r
from cardtable.rules.base import Action, SeatView


def explain(view: SeatView, legal: Sequence[Action], action: Action) -> Reason | None:
    """Hit or stand, by the tables of cardtable/ai/knowledge/twenty_one.py."""
    if not isinstance(view, t21_r.TwentyOneView):
        return None
    me = view.seat
    if not isinstance(action, (t21_r.Hit, t21_r.Stand)):
        return None
    hand = [c for c in view.hands[me] if c is not None]
    total = t21_r.hand_value(hand)
    hit = isinstance(action, t21_r.Hit)
    if view.phase == t21_r.HIT and view.duel == me:
        if total >= 21 or not 1 <= len(hand) <= len(t21_k.PLAYER_HIT):
            chance = 0.0
        else:
            chance = t21_k.PLAYER_HIT[len(hand) - 1][total - 2]
    elif view.phase == t21_r.BANKER and view.banker == me:
        shown = [t21_r.VALUE[c] for c in view.hands[view.duel] if c is not None]
        hidden = len(view.hands[view.duel]) - len(shown)
        if total < 21 and sum(shown) + 2 * hidden > total:
            return Reason("must_hit", (total,)) if hit else None
        if min(21, sum(shown) + 11 * hidden) <= total:
            return None if hit else Reason("sure_stand", (total,))
        if total >= 21:
            chance = 0.0
        else:
            row = t21_k.BANKER_HIT[min(len(view.hands[view.duel]), len(t21_k.BANKER_HIT)) - 1]
            chance = row[total - 2]
    else:
        return None
    if 0 < chance < 1:
        return Reason("even", (total,))
    if hit != (chance >= 1):
        return None  # against the tables (a slip of a weaker level): no reason to give
    if hit:
        return Reason("hit_safe" if total + max(t21_r.VALUE.values()) <= 21 else "hit",
                      (total,))
    return Reason("stand", (total,))
