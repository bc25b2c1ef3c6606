"""Golf knowledge: the replace-or-discard choice, the opening flip, a greedy playout and a
reward from the round's scores (lower is better).

Blunder filters (`prefilter`):
- a card that completes a column or a square (and so lowers the score) is never thrown
  away: when one is held, only the replaces that complete a group are kept; when one is
  on top of the discard pile, it is taken; one that would lower nothing is left there;
- a face-up card is never replaced by a card that scores worse in its place (a broken
  group included). Face-down cards may be replaced: that turns them up; but not by a
  card well above an unseen card's mean while it may be thrown away (`DOWN_SLACK`);
- of the rest, the search weighs the discard and the three replaces that lower the
  estimate most (a face-up partner of the card's rank nearby counts a little): with ten
  choices and noisy playouts it would spread its effort too thin.
"""

from __future__ import annotations

import math
import random
from collections import Counter
from collections.abc import Sequence

from cardtable.ai.knowledge import Knowledge
from cardtable.cards import PACK_108, Card, Rank
from cardtable.rules.base import Action, SeatView, State
from cardtable.rules.golf import (
    DRAW,
    FLIP,
    GROUP_MASKS,
    PLACE,
    SLOTS,
    VALUE,
    Discard,
    Draw,
    Flip,
    GolfState,
    GolfView,
    Replace,
    grid_score,
)

UNKNOWN = sum(VALUE[c] for c in PACK_108) / len(PACK_108)
"""The mean value of a card of the pack: a face-down card's worth before counting."""
TAKE_GAIN = 3.0
"""The playout takes the discard when it lowers the estimate by this much."""
KEEP = 3
"""The replaces the search weighs (the best by the estimate), besides the discard."""
DOWN_SLACK = 1.0
"""A face-down card is not replaced by a card worth more than this above an unseen card's
mean while the card may be thrown away instead (and another face-down card is left): over
500 duplicate deals of greedy players, replacing instead of throwing away cost 0.65 ± 0.41
points a round for sevens, 1.00 ± 0.47 up to eights, 2.87 ± 0.63 up to tens; sixes
cost nothing measurable (0.11 ± 0.42). The search could not tell such small differences
from its noise, and three face-down slots to one discard made it replace more often."""
COLUMN_PROMISE = 2.0
SQUARE_PROMISE = 1.0
"""Worth, in points, of a face-up partner of the card's rank in a column or a square."""
SOFTNESS = 8.0
"""Score points against the others' mean that make the reward about 0.73 (or 0.27): a
logistic curve, steepest where rounds are decided."""

Grid = Sequence[Card | None]


def estimate(grid: Grid, unknown: float = UNKNOWN) -> float:
    """The grid's score counting each face-down card (None) as `unknown`; groups are made
    of face-up cards only, and a grouping is never forced."""
    values = [unknown if c is None else float(VALUE[c]) for c in grid]
    valid: list[tuple[int, float]] = []
    for mask, slots, value in GROUP_MASKS:
        first = grid[slots[0]]
        if first is None:
            continue
        rank = first.rank
        if all((c := grid[s]) is not None and c.rank is rank for s in slots[1:]):
            gain = value - sum(values[s] for s in slots)
            if gain < 0:
                valid.append((mask, gain))
    best = 0.0
    for pick in range(1, 1 << len(valid)):
        used, gain = 0, 0.0
        for i, (mask, g) in enumerate(valid):
            if pick >> i & 1:
                if used & mask:
                    break
                used |= mask
                gain += g
        else:
            best = min(best, gain)
    return sum(values) + best


def logistic(x: float) -> float:
    return 1.0 / (1.0 + math.exp(-max(-50.0, min(50.0, x))))


def unknown_value(view: GolfView) -> float:
    """The mean value of the cards this seat has not seen."""
    cards = unseen_cards(view)
    return sum(VALUE[c] for c in cards) / len(cards) if cards else UNKNOWN


_OTHERS: tuple[tuple[tuple[int, ...], ...], ...] = tuple(
    tuple(tuple(s for s in slots if s != k) for _, slots, _ in GROUP_MASKS if k in slots)
    for k in range(SLOTS))
"""For each slot, the other slots of every column and square it belongs to."""


def _touches_group(ranks: Sequence[Rank | None], slot: int, rank: Rank) -> bool:
    """A card of `rank` placed in `slot` completes a column or square of face-up cards,
    or the card it replaces leaves one: the other cards of a group through `slot` are
    face up and all of either rank."""
    here = ranks[slot]
    for others in _OTHERS[slot]:
        first = ranks[others[0]]
        if first is None or (first is not rank and first is not here):
            continue
        for s in others[1:]:
            if ranks[s] is not first:
                break
        else:
            return True
    return False


def gains(grid: Grid, card: Card, unknown: float) -> list[float]:
    """How much placing `card` in each slot lowers the estimate (exactly as `estimate`
    counts it; computed in full only where a group is made or broken: it is the
    playout's inner loop)."""
    ranks = [None if c is None else c.rank for c in grid]
    rank = card.rank
    value = VALUE[card]
    now: float | None = None
    out = []
    for k in range(SLOTS):
        old = grid[k]
        if not _touches_group(ranks, k, rank):
            out.append((unknown if old is None else VALUE[old]) - value)
            continue
        if now is None:
            now = estimate(grid, unknown)
        trial = list(grid)
        trial[k] = card
        out.append(now - estimate(trial, unknown))
    return out


def completes(grid: Grid, card: Card, slot: int) -> bool:
    """Placing `card` in `slot` makes a column or a square of face-up cards of its rank
    that scores less than its cards alone (three jokers in a column do not: -6 is lower
    than 0)."""
    trial = list(grid)
    trial[slot] = card
    rank = card.rank
    old = grid[slot]
    if old is not None and old.rank is rank:
        return False  # any group there was there already
    for _, slots, value in GROUP_MASKS:
        if slot in slots and all((c := trial[s]) is not None and c.rank is rank
                                 for s in slots):
            if value < len(slots) * VALUE[card]:  # the cards of a group share a value
                return True
    return False


def promise(grid: Grid, card: Card, slot: int) -> float:
    """What `card` in `slot` is worth beyond its value: a face-up card of its rank already
    in the same column (or square) is half a group."""
    if card.rank is Rank.JOKER or VALUE[card] <= 0:
        return 0.0
    bonus = 0.0
    for others in _OTHERS[slot]:
        partners = sum(1 for s in others if (c := grid[s]) is not None and c.rank is card.rank)
        bonus += partners * (COLUMN_PROMISE if len(others) == 2 else SQUARE_PROMISE)
    return bonus


def _filter_place(grid: Grid, held: Card, legal: Sequence[Action], unknown: float
                  ) -> Sequence[Action]:
    completing = {k for k in range(SLOTS) if completes(grid, held, k)}
    if completing:
        keep: list[Action] = [a for a in legal
                              if isinstance(a, Replace) and a.slot in completing]
        return keep or legal
    gain = gains(grid, held, unknown)
    may_discard = any(isinstance(a, Discard) for a in legal)
    spare_down = sum(1 for c in grid if c is None) >= 2

    def worse(k: int) -> bool:
        if grid[k] is not None:
            return gain[k] < -1e-9
        return may_discard and spare_down and gain[k] + promise(grid, held, k) < -DOWN_SLACK

    replaces = [a for a in legal if isinstance(a, Replace) and not worse(a.slot)]
    replaces.sort(key=lambda a: -(gain[a.slot] + promise(grid, held, a.slot)))
    keep = [*replaces[:KEEP], *(a for a in legal if isinstance(a, Discard))]
    return keep or legal


def unseen_cards(view: GolfView) -> list[Card]:
    pool = Counter(PACK_108)
    for g in view.grids:
        pool.subtract(c for c in g if c is not None)
    pool.subtract(view.discard)
    if view.held is not None:
        pool.subtract([view.held])
    return list(pool.elements())


def card_worth(grid: Grid, card: Card, unknown: float, may_discard: bool,
               barred: int | None) -> float:
    """How much the best place for `card` lowers the estimate (0 for throwing it away);
    slot `barred` is not used."""
    gain = gains(grid, card, unknown)
    best = max((gain[k] + promise(grid, card, k) for k in range(SLOTS) if k != barred),
               default=0.0)
    return max(best, 0.0) if may_discard else best


def draw_source(view: GolfView) -> str:
    """"discard" when its top card is worth more than a card from the stock on average,
    else "stock". Filling the last face-down card ends the round: not while behind."""
    grid = view.grids[view.seat]
    top = view.discard[-1]
    if any(completes(grid, top, k) for k in range(SLOTS)):
        return "discard"
    cards = unseen_cards(view)
    unknown = sum(VALUE[c] for c in cards) / len(cards) if cards else UNKNOWN
    down = [k for k in range(SLOTS) if grid[k] is None]
    barred = None
    if len(down) == 1 and view.ender is None and not view.reshuffles:
        mine = estimate(grid, unknown)
        others = [estimate(g, unknown) for s, g in enumerate(view.grids) if s != view.seat]
        if others and mine > min(others):
            barred = down[0]
    take = card_worth(grid, top, unknown, False, barred)
    by_rank = Counter(c.rank for c in cards)
    sample = {c.rank: c for c in cards}
    total = sum(by_rank.values())
    stock = sum(n * card_worth(grid, sample[r], unknown, True, barred)
                for r, n in by_rank.items()) / total if total else 0.0
    return "discard" if take > stock else "stock"


class GolfKnowledge(Knowledge):
    lower_is_better = True
    revision = 2  # the search tells apart what each player sees

    def decide(self, view: SeatView, legal: Sequence[Action], rng: random.Random,
               level: str) -> Action | None:
        """The opening flip: two cards in different columns (more columns half known). The
        draw: the discard's top when it is worth more than a card from the stock is on
        average (a single-observer search cannot weigh this itself: its tree does not
        tell apart the cards the stock may give)."""
        if not isinstance(view, GolfView):
            return None
        if view.phase == FLIP:
            flips = [a for a in legal if isinstance(a, Flip) and a.seat == view.seat]
            apart = [a for a in flips if a.slots[0] % 3 != a.slots[1] % 3]
            pool = apart or flips
            return pool[rng.randrange(len(pool))] if pool else None
        if view.phase == DRAW:
            draws = {a.source: a for a in legal if isinstance(a, Draw)}
            if len(draws) == 2:
                return draws[draw_source(view)]
        return None

    def prefilter(self, view: SeatView, legal: Sequence[Action]) -> Sequence[Action]:
        if not isinstance(view, GolfView):
            return legal
        grid = view.grids[view.seat]
        if view.phase == PLACE and view.held is not None:
            return _filter_place(grid, view.held, legal, unknown_value(view))
        if view.phase == DRAW and view.discard:
            top = view.discard[-1]
            if any(completes(grid, top, k) for k in range(SLOTS)):
                take = [a for a in legal if isinstance(a, Draw) and a.source == "discard"]
                return take or legal
            gain = gains(grid, top, unknown_value(view))
            if max(gain[k] + promise(grid, top, k) for k in range(SLOTS)) <= 0:
                # It would have to replace a card and lowers nothing: draw from the stock.
                stock = [a for a in legal if isinstance(a, Draw) and a.source == "stock"]
                return stock or legal
        return legal

    def candidates(self, state: State, legal: Sequence[Action],
                   rng: random.Random) -> Sequence[Action]:
        """In the tree a card drawn from the stock is placed greedily (or thrown away): the
        tree cannot tell apart the cards a stock draw gives, so it may not pick a slot for
        all of them at once; and one opening flip stands for all."""
        if not isinstance(state, GolfState):
            return legal
        if state.phase == PLACE:
            greedy = self.playout(state, legal, rng)
            discard = next((a for a in legal if isinstance(a, Discard)), None)
            return [greedy] if discard is None or discard == greedy else [greedy, discard]
        if state.phase == FLIP:
            return [self.playout(state, legal, rng)]
        return legal

    def situation(self, state: State, observer: int) -> object:
        """The rank on top of the discard pile before a draw, the rank in hand before it is
        placed: a sample turns up a different card each time (the card a replace uncovers,
        the one a stock draw gives), and a player chooses by what it sees. Without it the
        tree judged every player's next draw alike for all those cards, so the opponents
        it imagined could not answer a card uncovered for them, and replacing a face-down
        card by a high one looked better than throwing that card away."""
        if not isinstance(state, GolfState):
            return None
        if state.phase == DRAW and state.discard:
            return state.discard[-1].rank
        if state.phase == PLACE and state.held is not None:
            return state.held.rank
        return None

    def playout(self, state: State, legal: Sequence[Action], rng: random.Random) -> Action:
        """Greedy from what the player sees: take a discard that clearly helps, put a card
        where it lowers the estimate most, throw away one that helps nowhere; after a
        reshuffle, always turn a face-down card up so the round ends."""
        if not isinstance(state, GolfState):
            return legal[rng.randrange(len(legal))]
        seat = state.turn
        if state.phase == FLIP:
            return legal[rng.randrange(len(legal))]
        up = state.faceup[seat]
        grid = [c if up[k] else None for k, c in enumerate(state.grids[seat])]
        if state.phase == DRAW:
            draws = {a.source: a for a in legal if isinstance(a, Draw)}
            if "discard" in draws and state.discard:
                if max(gains(grid, state.discard[-1], UNKNOWN)) >= TAKE_GAIN:
                    return draws["discard"]
            return draws.get("stock") or draws["discard"]
        if state.phase == PLACE and state.held is not None:
            gain = gains(grid, state.held, UNKNOWN)
            slots = list(range(SLOTS))
            hurry = state.reshuffles > 0 and state.ender is None and None in grid
            if hurry:
                slots = [k for k in slots if grid[k] is None]
            best = max(slots, key=lambda k: (gain[k], grid[k] is None))
            discard = next((a for a in legal if isinstance(a, Discard)), None)
            if discard is not None and gain[best] <= 0 and not hurry:
                return discard
            found = next((a for a in legal if isinstance(a, Replace) and a.slot == best), None)
            if found is not None:
                return found
        return legal[rng.randrange(len(legal))]

    def reward(self, state: State, seat: int) -> float:
        """The round's score against the others' mean (lower is better); a round cut short
        is scored as its grids stand now (every card turned up)."""
        if not isinstance(state, GolfState):
            return super().reward(state, seat)
        if state.round_over and state.results:
            points: Sequence[float] = state.results[-1].points
        else:
            points = [grid_score(g) for g in state.grids]
        others = [p for s, p in enumerate(points) if s != seat]
        mean = sum(others) / len(others) if others else 0.0
        return logistic((mean - points[seat]) / SOFTNESS)


KNOWLEDGE = GolfKnowledge()
