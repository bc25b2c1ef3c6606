"""Every suit, named, chosen or led by seat 0, through the public protocol of each trick
game (Mau-Mau's jack is in tests/rules/test_mau_mau.py).

Spades is the IntEnum value 0 and seat 0 is a player: a truth test of either once made the
model ignore a jack naming spades. Here seat 0 names or leads each of the four suits in
turn, and the rules must treat all four alike: the trump is the suit named, the next
seats must follow the suit led, and the trick goes to the highest trump or the highest
card of the suit led.
"""

from __future__ import annotations

import random
from collections.abc import Callable
from typing import Any

import pytest

from cardtable.cards import Card, Suit
from cardtable.rules.base import ChooseTrump, Game, Options, Play, State
from cardtable.rules.hokm import HOKM, HokmOptions
from cardtable.rules.joker_spades import JOKER_SPADES, JokerSpadesOptions
from cardtable.rules.ninety_nine import NINETY_NINE, NameTrump, NinetyNineOptions
from cardtable.rules.shelem import SHELEM, ShelemOptions
from cardtable.rules.shelem import Bid as ShelemBid

SUITS = list(Suit)


def _first_hand(game: Game, options: Options, players: int, roles: dict[str, int],
                seed: int) -> State:
    deal = game.random_deal(players, roles, random.Random(seed), options)
    return game.new_state(options, players, deal)


def _hand(state: State, seat: int) -> list[Card]:
    return list(state.view(seat).hand)  # type: ignore[attr-defined]


def _plays(state: State, seat: int) -> list[Card]:
    return [a.card for a in state.legal_actions() if isinstance(a, Play) and a.seat == seat]


def _run(state: State, policy: Callable[[State], Any], until: Callable[[State], bool],
         limit: int = 200) -> None:
    """Apply `policy`'s choice (or the first legal action) until `until` holds."""
    for _ in range(limit):
        if until(state):
            return
        if state.chance is not None:
            state.apply(state.chance_action(random.Random(0)))
            continue
        state.apply(policy(state))
    raise AssertionError("the position was never reached")


def _first(state: State) -> Any:
    return state.legal_actions()[0]


def _lead_and_check(state: State, led: Suit, trump: Suit | None) -> None:
    """Seat 0 leads a card of `led`; every seat follows it if able; the trick's winner is
    the highest trump, else the highest card of the suit led."""
    assert state.to_act == 0
    card = max((c for c in _plays(state, 0) if c.suit is led), key=lambda c: c.rank)
    state.apply(Play(0, card))
    played = [(0, card)]
    players = state.players
    for _ in range(players - 1):
        seat = state.to_act
        assert seat is not None and seat != 0
        legal = _plays(state, seat)
        held = [c for c in _hand(state, seat) if c.suit is led]
        if held:  # (a joker of Spades with Jokers may go on anything)
            assert {c.suit for c in legal if c.suit is not None} == {led}, (seat, led, legal)
        # the lowest card that follows, else the lowest card; never a joker
        pick = min((c for c in legal if c.suit is not None),
                   key=lambda c: (c.suit is not led, int(c.rank)))
        state.apply(Play(seat, pick))
        played.append((seat, pick))
    trumps = [(s, c) for s, c in played if trump is not None and c.suit is trump]
    pool = trumps or [(s, c) for s, c in played if c.suit is led]
    winner = max(pool, key=lambda sc: sc[1].rank)[0]
    assert state.to_act == winner or state.round_over, (played, state.to_act)


# ------------------------------------------------------------------------------ Hokm


def _hokm_with_every_suit(trump: Suit) -> State:
    for seed in range(50):
        state = _first_hand(HOKM, HokmOptions(), 4, {"hakem": 0}, seed)
        state.apply(ChooseTrump(0, trump))
        if {c.suit for c in _hand(state, 0)} == set(Suit):
            return state
    raise AssertionError("no deal gave seat 0 every suit")


@pytest.mark.parametrize("trump", SUITS)
def test_hokm_seat_zero_names_each_trump(trump):
    state = _first_hand(HOKM, HokmOptions(), 4, {"hakem": 0}, 1)
    assert state.to_act == 0
    assert {a.suit for a in state.legal_actions() if isinstance(a, ChooseTrump)} == set(Suit)
    state.apply(ChooseTrump(0, trump))
    assert state.trump is trump and state.view(1).trump is trump
    assert state.to_act == 0                     # the hakem leads


@pytest.mark.parametrize("led", SUITS)
@pytest.mark.parametrize("trump", SUITS)
def test_hokm_seat_zero_leads_each_suit(trump, led):
    state = _hokm_with_every_suit(trump)
    _lead_and_check(state, led, trump)


# ---------------------------------------------------------------------------- Shelem


def _shelem_policy(state: State) -> Any:
    legal = state.legal_actions()
    if state.to_act == 0:
        bids = [a for a in legal if isinstance(a, ShelemBid)]
        if bids:
            return bids[0]
    passes = [a for a in legal if type(a).__name__ == "Pass"]
    return passes[0] if passes else legal[0]


def _shelem_hakem_zero(seed: int) -> State:
    state = _first_hand(SHELEM, ShelemOptions(), 4, {"dealer": 3}, seed)
    _run(state, _shelem_policy,
         lambda s: s.to_act == 0 and any(isinstance(a, Play) for a in s.legal_actions()))
    assert state.hakem == 0  # type: ignore[attr-defined]
    return state


@pytest.mark.parametrize("led", SUITS)
def test_shelem_hakem_seat_zero_leads_each_suit_as_trump(led):
    for seed in range(50):
        state = _shelem_hakem_zero(seed)
        if {c.suit for c in _plays(state, 0)} >= set(Suit):
            break
    else:
        raise AssertionError("no deal left seat 0 every suit")
    assert state.trump is None  # type: ignore[attr-defined]
    _lead_and_check(state, led, led)
    assert state.trump is led  # type: ignore[attr-defined]


# ------------------------------------------------------------------ Spades with Jokers


@pytest.mark.parametrize("led", SUITS)
def test_joker_spades_seat_zero_leads_each_suit(led):
    for seed in range(80):
        state = _first_hand(JOKER_SPADES, JokerSpadesOptions(), 4, {"dealer": 3}, seed)
        _run(state, _first, lambda s: any(isinstance(a, Play) for a in s.legal_actions()))
        if led in {c.suit for c in _plays(state, 0)}:
            break
    else:
        raise AssertionError("no deal let seat 0 lead that suit")
    _lead_and_check(state, led, Suit.SPADES)


# ------------------------------------------------------------------------ Ninety-Nine


def _ninety_nine_policy(state: State) -> Any:
    legal = state.legal_actions()
    if state.to_act == 0:
        premium = [a for a in legal if type(a).__name__ in ("Declare", "Reveal")]
        if premium:
            return premium[0]
    passes = [a for a in legal if type(a).__name__ == "Pass"]
    return passes[0] if passes else legal[0]


@pytest.mark.parametrize("trump", SUITS)
def test_ninety_nine_seat_zero_names_each_trump(trump):
    options = NinetyNineOptions(trump_choice=True)
    state = _first_hand(NINETY_NINE, options, 3, {"dealer": 2}, 3)
    _run(state, _ninety_nine_policy,
         lambda s: any(isinstance(a, NameTrump) for a in s.legal_actions()))
    assert state.to_act == 0
    named = {a.suit for a in state.legal_actions() if isinstance(a, NameTrump)}
    assert {s.letter for s in Suit} <= named
    state.apply(NameTrump(0, trump.letter))
    assert state.trump == int(trump)  # type: ignore[attr-defined]
    _run(state, _first, lambda s: s.to_act == 0
         and any(isinstance(a, Play) for a in s.legal_actions()))
    suits = {c.suit for c in _plays(state, 0)}
    _lead_and_check(state, trump if trump in suits else next(iter(suits)), trump)
