"""Why a hint is what it is: the reason for an action, from what the seat can see and the
knowledge the blunder filters (cardtable/ai/filters.py) and the bidding use.

A `Reason` is a code and its arguments (cards, suits, numbers); the UI words it
(cardtable/ui/table/hint_words.py). Every code claims only what holds in the position
shown (tests/ai/test_reasons.py checks each claim against the full deal); None where no
short reason is known.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence

import attrs

from cardtable.ai import filters
from cardtable.ai.knowledge import hokm as hokm_k
from cardtable.ai.knowledge import joker_spades as spades_k
from cardtable.ai.knowledge import ninety_nine as nn_k
from cardtable.ai.knowledge import shelem as shelem_k
from cardtable.ai.knowledge import twenty_one as t21_k
from cardtable.cards import PACK_52, Card, Rank, Suit
from cardtable.rules import joker_spades as spades_r
from cardtable.rules import ninety_nine as nn_r
from cardtable.rules import shelem as shelem_r
from cardtable.rules import twenty_one as t21_r
from cardtable.rules.base import Action, ChooseTrump, Play, SeatView
from cardtable.rules.hokm import PLAYING, HokmView
from cardtable.rules.tricks import trick_winner


@attrs.frozen
class Reason:
    """A reason's code and its arguments, in the order the wording takes them."""

    code: str
    args: tuple[object, ...] = ()


KEPT = (Rank.ACE, Rank.KING, Rank.QUEEN, Rank.JACK, Rank.TEN)
"""The cards a "keep your ..." reason names, best first."""


@attrs.frozen
class _Trick:
    """The facts of a trick a reason may name (beside the filters' `Spot`)."""

    spot: filters.Spot
    hand: tuple[Card, ...]
    trump: Suit | None
    led: Suit | None
    winner: Card | None
    is_trump: Callable[[Card], bool]
    unseen: tuple[Card, ...]


def explain(view: SeatView, legal: Sequence[Action], action: Action) -> Reason | None:
    """The reason for `action` among `legal`, for the seat `view` belongs to."""
    if isinstance(view, t21_r.TwentyOneView):
        return _twenty_one(view, action)
    if isinstance(view, HokmView) and isinstance(action, ChooseTrump):
        return _hokm_trump(view, action)
    if isinstance(view, spades_r.JokerSpadesView) and isinstance(action, spades_r.Bid):
        return _spades_bid(view, action)
    if isinstance(view, shelem_r.ShelemView) and isinstance(action, (shelem_r.Bid,
                                                                     shelem_r.Pass)):
        return _shelem_bid(view, legal, action)
    if isinstance(view, nn_r.NinetyNineView) and isinstance(action, nn_r.Bid):
        return _nn_bid(view, action)
    if not isinstance(action, Play):
        return None
    trick = _trick(view, legal)
    if trick is None:
        return None
    if isinstance(view, nn_r.NinetyNineView):
        made = _nn_made(view, trick, action.card)
        if made is not None:
            return made
    return _play(trick, action.card, isinstance(view, shelem_r.ShelemView))


# -------------------------------------------------------------------- trick games


def _trick(view: SeatView, legal: Sequence[Action]) -> _Trick | None:
    if isinstance(view, HokmView):
        if view.phase != PLAYING:
            return None
        trump = view.trump
        winner = view.trick[trick_winner(view.trick, trump)] if view.trick else None
        spot = hokm_k.spot(view, legal)
        return _Trick(spot, view.hand, trump, view.trick[0].suit if view.trick else None,
                      winner, lambda c: c.suit is trump, _out(spot, PACK_52))
    if isinstance(view, shelem_r.ShelemView):
        if view.phase != shelem_r.PLAYING:
            return None
        trump = view.trump
        winner = view.trick[trick_winner(view.trick, trump)] if view.trick else None
        spot = shelem_k.spot(view, legal)
        return _Trick(spot, view.hand, trump, view.trick[0].suit if view.trick else None,
                      winner, lambda c: c.suit is trump, _out(spot, shelem_r.PACK))
    if isinstance(view, spades_r.JokerSpadesView):
        if view.phase != spades_r.PLAYING:
            return None
        trick = view.trick
        winner = trick[spades_r.trick_winner(trick)] if trick else None
        spot = spades_k.spot(view, legal)
        return _Trick(spot, view.hand, spades_r.TRUMP,
                      spades_r.led_suit(trick[0]) if trick else None, winner,
                      lambda c: c.suit is None or c.suit is spades_r.TRUMP,
                      _out(spot, spades_r.PACK))
    if isinstance(view, nn_r.NinetyNineView):
        if view.phase != nn_r.PLAYING:
            return None
        spot = nn_k.spot(view, legal)
        cards = list(view.trick)
        esuit, erank = nn_r.tables(view.trump == nn_r.NINES, view.turnup)
        winner = cards[nn_r.trick_winner(cards, view.trump, esuit, erank)] if cards else None
        hand = tuple(a.card for a in legal if isinstance(a, Play))
        return _Trick(spot, hand, None, None, winner, lambda c: False,
                      _out(spot, nn_r.pack_for(view.players, view.options)))
    return None


def _out(spot: filters.Spot, pack: Sequence[Card]) -> tuple[Card, ...]:
    """The cards of the pack that may still be played by another seat."""
    return tuple(c for c in pack if c not in spot.known)


def _play(t: _Trick, card: Card, points: bool) -> Reason | None:
    spot = t.spot
    order = spot.order
    if spot.trick == 0:
        return _lead(t, card)
    wins = spot.wins
    if spot.partner_certain and card not in wins and t.winner is not None:
        return Reason("partner_wins", (t.winner,))
    if points and not spot.ours and spot.certain and card not in wins \
            and spot.points(card) == 0:
        return Reason("no_points")
    if card in wins and not any(order(c)[0] == order(card)[0] and order(c)[1] < order(card)[1]
                                for c in wins):
        is_trump = t.is_trump
        if (t.trump is not None and t.led is not None and t.led is not t.trump
                and is_trump(card) and not any(c.suit is t.led for c in t.hand)
                and not any(is_trump(c) and order(c)[1] < order(card)[1] for c in t.hand)):
            return Reason("ruff_lowest", (t.trump, t.led))
        if spot.last:
            return Reason("take_last", (card,))
        return Reason("win_cheaply", (card,))
    if not wins and not spot.ours:
        suit = order(card)[0]
        higher = [c for c in t.hand if c != card and order(c)[0] == suit
                  and order(c)[1] > order(card)[1] and c.rank in KEPT]
        if higher:
            return Reason("cannot_win_keep", (max(higher, key=lambda c: order(c)[1]),))
        return Reason("cannot_win")
    return None


def _lead(t: _Trick, card: Card) -> Reason | None:
    """A lead no card still out of its suit beats (its suit as it plays: the jokers are
    spades in Spades with Jokers)."""
    if not t.unseen:
        return None
    order = t.spot.order
    suit, strength = order(card)
    if not any(order(c)[0] == suit and order(c)[1] > strength for c in t.unseen):
        return Reason("lead_boss", (card,))
    return None


def _nn_made(view: nn_r.NinetyNineView, t: _Trick, card: Card) -> Reason | None:
    bids = nn_k.target(view, view.turn)
    taken = view.tricks[view.turn]
    if bids is None or taken not in bids or card in t.spot.wins or not view.trick:
        return None
    return Reason("bid_made", (taken,))


# ------------------------------------------------------------------------- bidding


def _hokm_trump(view: HokmView, action: ChooseTrump) -> Reason | None:
    count = sum(1 for c in view.hand if c.suit is action.suit)
    if all(sum(1 for c in view.hand if c.suit is s) <= count for s in Suit):
        return Reason("trump_longest", (action.suit, count))
    return None


def _spades_bid(view: spades_r.JokerSpadesView, action: spades_r.Bid) -> Reason:
    odds = spades_k.win_odds(view.hand)
    likely = sorted((c for c, p in odds.items() if p >= 0.5),
                    key=lambda c: -spades_k._STRENGTH[c] if c.suit in (None, spades_r.TRUMP)
                    else -int(c.rank))
    return Reason("bid_winners", (action.value, tuple(likely)))


def _shelem_bid(view: shelem_r.ShelemView, legal: Sequence[Action],
                action: Action) -> Reason | None:
    value = shelem_k.bid_estimate(view.hand, view.players) - shelem_k.BID_MARGIN
    estimate = int(round(value / 5) * 5)
    if isinstance(action, shelem_r.Bid):
        return Reason("shelem_bid", (action.value, estimate)) if estimate >= action.value \
            else None
    bids = [a.value for a in legal if isinstance(a, shelem_r.Bid)]
    if bids and estimate < min(bids):
        return Reason("shelem_pass", (estimate, min(bids)))
    return None


def _nn_bid(view: nn_r.NinetyNineView, action: nn_r.Bid) -> Reason | None:
    """The three cards' bid, where the other cards should take about that many tricks
    (cardtable/ai/knowledge/ninety_nine.py `estimate`)."""
    if len(action.cards) != 3 or view.options.bid_at_end:
        return None
    trump = view.trump
    esuit, erank = nn_r.tables(trump == nn_r.NINES, view.turnup)
    pack = nn_r.pack_for(view.players, view.options)
    higher = nn_k._higher_in_pack(pack, esuit, erank)
    kept = [c for c in view.hand if c not in action.cards]
    mean, _ = nn_k.estimate(kept, action.cards, trump, esuit, erank, higher)
    bids = nn_r.bid_values(action.cards, view.players, view.turnup)
    near = [b for b in bids if abs(b - mean) <= 0.5]
    return Reason("nn_bid", (near[0],)) if near else None


# ----------------------------------------------------------------------- Twenty-One


def _twenty_one(view: t21_r.TwentyOneView, action: Action) -> Reason | None:
    """Hit or stand, by the tables of cardtable/ai/knowledge/twenty_one.py."""
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
