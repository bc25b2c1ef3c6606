"""Ninety-Nine knowledge: which three cards to bid with (the tricks the other nine should
take, and how sure that count is), whether to declare or reveal, which trump to name,
the blunder filters (take no trick beyond the bid while a safe card exists; when every
remaining trick is needed, never throw the trick away), a bid-aware playout and the value
of a round.

The bid-aware playout beat uniformly random playouts clearly at equal iterations (three
players, 40 duplicate deals at 150 iterations a move: 1,403 points to 1,070; the player
with it ahead in 46 of 76 decided pairings)."""

from __future__ import annotations

import math
import random
from collections.abc import Iterable, Mapping, Sequence

from cardtable.ai import filters
from cardtable.ai.knowledge import Knowledge
from cardtable.cards import Card
from cardtable.rules.base import Action, Play, SeatView, State
from cardtable.rules.ninety_nine import (
    DECLARE,
    DUMMY,
    NINES,
    PLAYING,
    REVEAL,
    Bid,
    NameTrump,
    NinetyNineState,
    NinetyNineView,
    Pass,
    bid_values,
    pack_for,
    parse_trump,
    premium_of,
    tables,
    trick_count,
    trick_winner,
)

IN_PLAY = 0.75
"""About this share of the cards a player cannot see are in play (the rest are the
others' bid cards): true for every player count."""
TOP = 0.97
"""A card no other card in play can beat still loses now and then (to a trump)."""
PER_HIGHER = 0.5
"""Each higher card still out cuts a guarded card's chances by this factor..."""
UNGUARDED = 0.3
"""...and a card without enough low cards of its suit to wait keeps this share of them."""
DECLARE_AT = 0.72
"""Declare when the estimated chance of taking exactly the bid is at least this..."""
REVEAL_AT = 0.93
"""...and reveal (the hand played face up) only when it is all but certain."""
PLAYOUT_NOISE = 0.1
BID_SLACK = {"easy": (0.35, 0.2), "normal": (0.2, 0.1)}
"""How loosely a level below `hard` judges its hand when bidding, as (margin, warmth):
among the bids whose chance of being made is within `margin` of the best bid's, one is
drawn with weight exp(-(best chance - its chance) / warmth). So it misjudges a hand now and
then, as people do, but never bids three with twelve low cards. Over 200 random
three-player deals the best bid is made with a chance of 0.50; normal's bids give up about
0.05 of it, easy's about 0.09. The bid is the round's main decision and search never makes
it: without this the levels would bid alike."""


# --------------------------------------------------------------------- trick estimate


def _higher_in_pack(pack: Sequence[Card], esuit: Mapping[Card, int],
                    erank: Mapping[Card, int]) -> dict[Card, int]:
    """For each card, how many cards of the pack outrank it in its (playing) suit."""
    by_suit: dict[int, list[int]] = {}
    for c in pack:
        by_suit.setdefault(esuit[c], []).append(erank[c])
    return {c: sum(1 for r in by_suit[esuit[c]] if r > erank[c]) for c in pack}


def _suit_odds(cards: Sequence[Card], out: Sequence[Card], suit: int, trump: int | None,
               short: bool, erank: Mapping[Card, int],
               higher: Mapping[Card, int]) -> list[float]:
    """The odds of one suit's cards (highest first), `out` the player's own bid cards of
    that suit (out of play)."""
    k = len(cards)
    odds = []
    for i, c in enumerate(cards):
        h = higher[c] - i - sum(1 for o in out if erank[o] > erank[c])
        if h <= 0:
            p = TOP
        else:
            p = TOP * PER_HIGHER ** h
            if k - 1 - i < h:
                p *= UNGUARDED
        if suit == trump:
            if h > 0 and short:
                p = max(p, 0.35)  # a low trump ruffs a short suit
        elif trump is not None and i >= 2:
            p *= 0.85  # the third round of a side suit is often trumped
        if trump is None and k >= 5 and i >= 4:
            p = max(p, 0.3)  # a long suit's last cards win once the others run out
        odds.append(p)
    return odds


Memo = dict[tuple[int, tuple[Card, ...], tuple[Card, ...], bool], list[float]]


def card_odds(kept: Sequence[Card], out: Iterable[Card], trump: int | None,
              esuit: Mapping[Card, int], erank: Mapping[Card, int],
              higher: Mapping[Card, int], memo: Memo | None = None) -> list[float]:
    """The chance that each card of `kept` takes a trick, when `out` (its player's own bid
    cards) are out of play: a top card nearly always; a card with higher cards still out
    only if guarded by enough low ones; low trumps by ruffing a short suit. `memo` keeps
    suits already judged (the 220 bids of a hand share them)."""
    groups: dict[int, list[Card]] = {}
    for c in kept:
        groups.setdefault(esuit[c], []).append(c)
    outs: dict[int, list[Card]] = {}
    for c in out:
        outs.setdefault(esuit[c], []).append(c)
    short = trump is not None and any(
        len(groups.get(s, ())) <= 1 for s in range(4) if s != trump)
    odds: list[float] = []
    for suit, group in groups.items():
        ordered = tuple(sorted(group, key=lambda c: -erank[c]))
        gone = tuple(outs.get(suit, ()))
        key = (suit, ordered, gone, short and suit == trump)
        found = memo.get(key) if memo is not None else None
        if found is None:
            found = _suit_odds(ordered, gone, suit, trump, short, erank, higher)
            if memo is not None:
                memo[key] = found
        odds.extend(found)
    return odds


def estimate(kept: Sequence[Card], out: Iterable[Card], trump: int | None,
             esuit: Mapping[Card, int], erank: Mapping[Card, int],
             higher: Mapping[Card, int], memo: Memo | None = None) -> tuple[float, float]:
    """The tricks `kept` should take and the variance of that count."""
    odds = card_odds(kept, out, trump, esuit, erank, higher, memo)
    return sum(odds), sum(p * (1 - p) for p in odds)


def chance_exact(bids: Sequence[int], mean: float, var: float) -> float:
    """The chance (normal approximation) that the tricks taken equal one of `bids`."""
    sd = math.sqrt(var + 0.05)
    total = 0.0
    for b in bids:
        lo = (b - 0.5 - mean) / sd
        hi = (b + 0.5 - mean) / sd
        total += 0.5 * (math.erf(hi / math.sqrt(2)) - math.erf(lo / math.sqrt(2)))
    return min(1.0, total)


def miss(bids: Sequence[int], mean: float, var: float) -> float:
    """How far a hand is from taking exactly one of `bids`: squared distance plus the
    variance (a hand of sure winners and sure losers is easier to steer)."""
    return min((b - mean) ** 2 for b in bids) + var


def _trumps(view: NinetyNineView) -> list[int | None]:
    """The trumps the round may have: the set one, or every one the seat could name."""
    if view.options.trump_choice and view.phase != PLAYING:
        names: list[int | None] = [0, 1, 2, 3, None]
        if view.options.nines_trump:
            names.append(NINES)
        return names
    return [view.trump]


def best_bid(view: NinetyNineView, legal: Sequence[Action],
             rng: random.Random, slack: tuple[float, float] | None = None) -> Action:
    """The three cards whose suits bid what the other nine should take, the surer the
    better; with a `slack` (see `BID_SLACK`), one drawn by how nearly it is the best."""
    pack = pack_for(view.players, view.options)
    hand = view.hand
    trump = view.trump  # with trump_choice: the trump the round would have unnamed
    esuit, erank = tables(trump == NINES, view.turnup)
    higher = _higher_in_pack(pack, esuit, erank)
    best: list[Action] = []
    best_cost = math.inf
    memo: Memo = {}
    scored: list[tuple[Action, float, float]] = []
    for action in legal:
        if not isinstance(action, Bid):
            continue
        out = action.cards
        kept = [c for c in hand if c not in out]
        mean, var = estimate(kept, out, trump, esuit, erank, higher, memo)
        bids = bid_values(out, view.players, view.turnup)
        cost = miss(bids, mean, var)
        if slack is not None:
            scored.append((action, cost, chance_exact(bids, mean, var)))
        if cost < best_cost - 1e-9:
            best, best_cost = [action], cost
        elif cost <= best_cost + 1e-9:
            best.append(action)
    if not best:
        return legal[0]
    if slack is not None:
        margin, warmth = slack
        top = max(chance for _, cost, chance in scored if cost <= best_cost + 1e-9)
        near = [(a, chance) for a, _, chance in scored if chance >= top - margin]
        weights = [math.exp(-(top - chance) / warmth) for _, chance in near]
        return rng.choices([a for a, _ in near], weights=weights)[0]
    return best[rng.randrange(len(best))]


def hand_outlook(view: NinetyNineView, trump: int | None) -> tuple[float, float]:
    pack = pack_for(view.players, view.options)
    esuit, erank = tables(trump == NINES, view.turnup)
    higher = _higher_in_pack(pack, esuit, erank)
    return estimate(view.hand, view.bid_cards, trump, esuit, erank, higher)


def make_chance(view: NinetyNineView) -> float:
    """The chance this seat takes exactly its bid, with the best trump it could name."""
    bids = bid_values(view.bid_cards, view.players, view.turnup)
    best = 0.0
    for trump in _trumps(view):
        mean, var = hand_outlook(view, trump)
        best = max(best, chance_exact(bids, mean, var))
    return best


def premium_choice(view: NinetyNineView, legal: Sequence[Action]) -> Action:
    """Reveal an all but certain hand, declare a very likely one, else pass. With the
    bid made at the end (no bid cards yet) always pass."""
    passing = next((a for a in legal if isinstance(a, Pass)), legal[0])
    if not view.bid_cards or len(view.bid_cards) != 3:
        return passing
    chance = make_chance(view)
    kinds: dict[str, Action] = {}
    for a in legal:
        found = premium_of(a)
        if found is not None:
            kinds[found[0]] = a
    if REVEAL in kinds and chance >= REVEAL_AT:
        return kinds[REVEAL]
    if DECLARE in kinds and chance >= DECLARE_AT:
        return kinds[DECLARE]
    return passing


def trump_choice(view: NinetyNineView, legal: Sequence[Action]) -> Action:
    """Name the trump under which the hand is likeliest to take exactly its bid (with the
    bid still to come, the trump under which its count is surest)."""
    bids = target(view, view.seat)
    best: Action = legal[0]
    best_cost = math.inf
    for a in legal:
        if not isinstance(a, NameTrump):
            continue
        trump = parse_trump(a.suit)
        mean, var = hand_outlook(view, trump)
        cost = miss(bids, mean, var) if bids else var
        if cost < best_cost:
            best, best_cost = a, cost
    return best


# ------------------------------------------------------------------------- filters


def target(view: NinetyNineView, seat: int) -> tuple[int, ...] | None:
    """The trick counts that make `seat`'s contract, when this seat knows them."""
    if view.players == 2 and seat == DUMMY:
        return None
    if view.options.bid_at_end:
        value = next((v for s, _, v in view.premiums if s == seat and v is not None), None)
        return None if value is None else (value,)
    if seat == view.seat:
        return bid_values(view.bid_cards, view.players, view.turnup) if view.bid_cards else None
    shown = view.shown_bids[seat]
    return bid_values(shown, view.players, view.turnup) if shown else None


def _later_visible(view: NinetyNineView) -> list[tuple[Card, ...]]:
    """The hands, face up, of the players still to play to this trick."""
    order = view.order
    out = []
    for s in order[len(view.trick) + 1:]:
        shown = view.shown_hands[s]
        if shown is not None:
            out.append(shown)
    return out


def play_filter(view: NinetyNineView, legal: Sequence[Action]) -> Sequence[Action]:
    me = view.turn
    bids = target(view, me)
    if bids is None or len(legal) < 2:
        return legal
    esuit, erank = tables(view.trump == NINES, view.turnup)
    trump = view.trump
    taken = view.tricks[me]
    left = trick_count(view.players) - sum(view.tricks)
    trick = list(view.trick)
    plays = [a for a in legal if isinstance(a, Play)]

    def wins_now(c: Card) -> bool:
        return trick_winner(trick + [c], trump, esuit, erank) == len(trick)

    if taken in bids and not any(b > taken and b - taken <= left for b in bids):
        # The bid is made: a trick more breaks it. Keep the cards that cannot win.
        if trick:
            safe = [a for a in plays if not wins_now(a.card)]
        else:
            safe = [a for a in plays if _beaten_for_sure(a.card, view, esuit, erank)]
        return safe or legal
    need = [b - taken for b in bids if b > taken]
    if trick and need and min(need) == left:
        # Every trick left is needed: a card that cannot win this one loses the contract.
        winners = [a for a in plays if wins_now(a.card)]
        return winners or legal
    return legal


def _beaten_for_sure(card: Card, view: NinetyNineView, esuit: Mapping[Card, int],
                     erank: Mapping[Card, int]) -> bool:
    """A lead that a later player, whose hand lies face up, must beat whatever he plays."""
    suit = esuit[card]
    for hand in _later_visible(view):
        follow = [c for c in hand if esuit[c] == suit]
        replies = follow or list(hand)
        if replies and all(
                trick_winner([card, c], view.trump, esuit, erank) == 1 for c in replies):
            return True
    return False


def spot(view: NinetyNineView, legal: Sequence[Action]) -> filters.Spot:
    """What the seat to play knows of its trick (cardtable/ai/filters.py); no partners."""
    esuit, erank = tables(view.trump == NINES, view.turnup)
    trump = view.trump

    def order(card: Card) -> tuple[int, int]:
        return esuit[card], erank[card]

    plays = tuple(a for a in legal if isinstance(a, Play))
    known = {a.card for a in plays} | set(view.hand) | set(view.bid_cards)
    known.update(c for _, c in view.played)
    for shown in view.shown_bids:
        known.update(shown or ())
    trick = list(view.trick)
    wins = frozenset(a.card for a in plays
                     if trick and trick_winner(trick + [a.card], trump, esuit, erank)
                     == len(trick))
    pack = pack_for(view.players, view.options)
    return filters.Spot(plays, len(trick), len(trick) == len(view.order) - 1, False, False,
                        wins, order, filters.strength_between(pack, order),
                        frozenset(known))


# ------------------------------------------------------------------------ knowledge


class NinetyNineKnowledge(Knowledge):
    revision = 3  # 2: the weaker levels' bids; 3: the blunder filters (cardtable/ai/filters.py)

    def decide(self, view: SeatView, legal: Sequence[Action], rng: random.Random,
               level: str) -> Action | None:
        if not isinstance(view, NinetyNineView) or not legal:
            return None
        first = legal[0]
        if isinstance(first, Bid):
            return best_bid(view, legal, rng, BID_SLACK.get(level))
        if isinstance(first, Pass):
            return premium_choice(view, legal)
        if isinstance(first, NameTrump):
            return trump_choice(view, legal)
        return None

    def prefilter(self, view: SeatView, legal: Sequence[Action]) -> Sequence[Action]:
        if not isinstance(view, NinetyNineView) or view.phase != PLAYING:
            return legal
        kept = play_filter(view, legal)
        return filters.apply(spot(view, kept), filters.AIMS["ninety-nine"], kept)

    def candidates(self, state: State, legal: Sequence[Action],
                   rng: random.Random) -> Sequence[Action]:
        # A search that reaches the bids (it should not: decide() bids) looks only at
        # the knowledge's own choice and a few others.
        if len(legal) > 40 and isinstance(legal[0], Bid) and isinstance(state,
                                                                        NinetyNineState):
            view = state.view(state.turn)
            pick = best_bid(view, legal, rng)
            return [pick] + rng.sample([a for a in legal if a != pick], 7)
        return legal

    def playout(self, state: State, legal: Sequence[Action], rng: random.Random) -> Action:
        """Bid-aware greedy: win cheaply while the bid needs tricks, duck with the highest
        losing card once it is made; pass every premium."""
        if len(legal) == 1 or not isinstance(state, NinetyNineState):
            return legal[rng.randrange(len(legal))]
        phase = state.phase
        if phase != PLAYING:
            if isinstance(legal[0], Pass):
                return legal[0]
            return legal[rng.randrange(len(legal))]
        seat = state.turn
        if (rng.random() < PLAYOUT_NOISE or state.options.bid_at_end
                or (state.players == 2 and seat == DUMMY)):
            return legal[rng.randrange(len(legal))]
        esuit, erank = state.esuit, state.erank
        trump = state.trump
        bids = bid_values(state.bidcards[seat], state.players, state.turnup)
        taken = state.tricks[seat]
        want = taken not in bids and any(b > taken for b in bids)
        trick = state.trick
        if trick:
            w = trick[trick_winner(trick, trump, esuit, erank)]
            ws, wr = esuit[w], erank[w]
        best = legal[0]
        best_key = (9, 0)
        for a in legal:
            c = a.card  # type: ignore[attr-defined]
            s, r = esuit[c], erank[c]
            strength = r + 50 if s == trump else r
            if trick:
                wins = r > wr if s == ws else s == trump
                if want:
                    key = (0, strength) if wins else (1, strength)
                else:
                    key = (1, strength) if wins else (0, -strength)
            else:
                key = (0, -strength) if want else (0, strength)
            if key < best_key:
                best, best_key = a, key
        return best

    def reward(self, state: State, seat: int) -> float:
        """The round's points against the others' (the mean of the other players; with two
        players, the other real player): a contract made, a premium won and the others'
        failures all count."""
        if state.match_over and state.winners:
            return 1.0 if seat in state.winners else 0.0
        points: Sequence[float]
        if state.round_over and state.results:
            points = state.results[-1].points
        elif isinstance(state, NinetyNineState) and any(state.tricks):
            points = _partial_points(state)
        else:
            return 0.5
        if state.players == 2:
            others = [points[1 - seat]] if seat in (0, 1) else [points[0], points[1]]
        else:
            others = [p for s, p in enumerate(points) if s != seat]
        diff = points[seat] - sum(others) / len(others)
        return max(0.0, min(1.0, 0.5 + diff / 200))


def _partial_points(state: NinetyNineState) -> list[float]:
    """A round cut short: tricks so far plus the contract bonus where it is still in
    reach (half of it)."""
    left = trick_count(state.players) - sum(state.tricks)
    out = []
    for s in range(state.m):
        bids = bid_values(state.bidcards[s], state.players, state.turnup)
        t = state.tricks[s]
        reachable = any(t <= b <= t + left for b in bids)
        out.append(t + (10.0 if reachable else 0.0))
    return out


KNOWLEDGE = NinetyNineKnowledge()
