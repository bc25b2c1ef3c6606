"""Shared helpers for the Ninety-Nine tests: hand-made deals, driving a round, snapshots."""

from __future__ import annotations

import random
from collections.abc import Iterable, Sequence
from typing import Any

from cardtable.cards import Card
from cardtable.rules.base import Action, Deal, IllegalAction, Play
from cardtable.rules.ninety_nine import (
    NINETY_NINE,
    Bid,
    NinetyNineOptions,
    NinetyNineState,
)


def cards(text: str) -> tuple[Card, ...]:
    return tuple(Card.parse(t) for t in text.split())


def options(**kw: Any) -> NinetyNineOptions:
    return NinetyNineOptions.from_record(kw)  # type: ignore[return-value]


def make_deal(hands: Sequence[str], dealer: int | None = None,
              turnup: str | None = None) -> Deal:
    piles = {"turnup": cards(turnup)} if turnup else {}
    roles = {"dealer": dealer} if dealer is not None else {}
    return Deal(hands=tuple(cards(h) for h in hands), piles=piles, roles=roles)


def new(hands: Sequence[str], dealer: int, players: int | None = None,
        turnup: str | None = None, **opts: Any) -> NinetyNineState:
    players = players if players is not None else (3 if len(hands) == 3 else len(hands))
    return NINETY_NINE.new_state(options(**opts), players, make_deal(hands, dealer, turnup))


def bid(state: NinetyNineState, seat: int, text: str) -> list[Any]:
    return state.apply(Bid(seat, cards(text)))


def play(state: NinetyNineState, text: str) -> list[Any]:
    """Play the cards in order, each by whoever is due (seat 2 for the dummy)."""
    events: list[Any] = []
    for c in cards(text):
        events += state.apply(Play(state.turn, c))
    return events


def snapshot(state: NinetyNineState) -> tuple[Any, ...]:
    return (state.phase, state.to_act, state.turn, state.zones(),
            [state.view(s) for s in range(state.m)], [a.to_record() for a in
                                                       state.legal_actions()],
            state.totals, len(state.results))


def assert_illegal(state: NinetyNineState, action: Action, words: str = "") -> str:
    before = snapshot(state)
    try:
        state.apply(action)
    except IllegalAction as exc:
        assert snapshot(state) == before
        assert words in exc.reason, exc.reason
        return exc.reason
    raise AssertionError(f"{action} was accepted")


def finish_round(state: NinetyNineState, pick: Any = None) -> None:
    """Play out the round: `pick(legal)` or the first legal action."""
    while not state.round_over:
        legal = state.legal_actions()
        state.apply(pick(legal) if pick else legal[0])


def random_playout(state: NinetyNineState, rng: random.Random) -> None:
    while not state.round_over:
        state.apply(rng.choice(state.legal_actions()))


def rotate(hands: Sequence[str], k: int) -> list[str]:
    """The same deal with every seat moved k places on (seat s's hand goes to s+k)."""
    n = len(hands)
    return [hands[(s - k) % n] for s in range(n)]


def codes(items: Iterable[Card]) -> list[str]:
    return [c.code for c in items]


# The reference three-player deal (dealer 0, so seat 1 leads), played with PLAYS_A:
#   seat 1 wins three hearts, seat 0 the six spade and club tricks, seat 2 none.
#   Bid cards are the first three of each hand: seat 0 AD KD QD (0), seat 1 JC TD 9D (3),
#   seat 2 TC JD 8D (3).
HANDS_A = [
    "AD KD QD 7H 9H JH AS KS QS AC KC QC",
    "JC TD 9D AH KH QH 6S 8S TS 6C 8C 6D",
    "TC JD 8D 6H 8H TH 7S 9S JS 7C 9C 7D",
]
BIDS_A = ["AD KD QD", "JC TD 9D", "TC JD 8D"]
PLAYS_A = ("AH 6H 7H  KH 8H 9H  QH TH JH  6S 7S AS  KS 8S 9S  QS TS JS  AC 6C 7C  KC 8C 9C  "
           "QC 6D 7D")


def bid_all(state: NinetyNineState, bids: Sequence[str]) -> None:
    """Every player bids in the order asked: bids[seat] is that seat's three cards."""
    while state.phase == "bid":
        bid(state, state.turn, bids[state.turn])


def pass_all(state: NinetyNineState) -> None:
    from cardtable.rules.ninety_nine import Pass

    while state.phase == "premium":
        state.apply(Pass(state.turn))


def round_a(hands: Sequence[str] = HANDS_A, bids: Sequence[str] = BIDS_A,
            premiums: Sequence[Action] = (), **opts: Any) -> NinetyNineState:
    """The reference deal, bid, premiums (then passes) and played to the end."""
    state = new(hands, 0, **opts)
    bid_all(state, bids)
    for a in premiums:
        state.apply(a)
    pass_all(state)
    play(state, PLAYS_A)
    return state
