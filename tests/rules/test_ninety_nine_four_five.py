"""Ninety-Nine for four players (52 cards) and five players (the 60-card pack)."""

from __future__ import annotations

import random
from collections import Counter

import pytest
from ninety_nine_support import (
    assert_illegal,
    bid_all,
    cards,
    make_deal,
    new,
    options,
    pass_all,
)

from cardtable.cards import PACK_52, PACK_60, Card, Suit
from cardtable.rules.base import RecordError
from cardtable.rules.ninety_nine import (
    NINETY_NINE,
    Declare,
    GameOver,
    Pass,
    Reveal,
    bid_values,
)


def _run(state):
    while not state.round_over:
        state.apply(state.legal_actions()[0])
    return state


# =============================================================================== four

# Each seat holds one whole suit: the leader takes all ten tricks (no trump in round 1).
MONO4 = [" ".join(f"{r}{s}" for r in "AKQJT98765432") for s in "SHDC"]
MONO4_BIDS = ["4S 3S 2S", "4H 3H 2H", "4D 3D 2D", "4C 3C 2C"]  # 3, 6, 0-or-10, 9


def four(dealer=3, **opts):
    return new(MONO4, dealer, players=4, **opts)


def test_four_players_full_52_pack_thirteen_each():
    deal = NINETY_NINE.random_deal(4, {}, random.Random(4), options())
    assert [len(h) for h in deal.hands] == [13] * 4
    assert Counter(c for h in deal.hands for c in h) == Counter(PACK_52)
    assert Card.parse("2C") in PACK_52


def test_four_players_bid_three_and_play_ten_tricks():
    state = four()
    assert len(state.legal_actions()) == 286  # 13 choose 3
    bid_all(state, MONO4_BIDS)
    assert [len(h) for h in state.hands] == [10] * 4
    pass_all(state)
    _run(state)
    assert state.tricks == [10, 0, 0, 0]


def test_three_diamonds_bid_nought_or_ten():
    assert bid_values(cards("4D 3D 2D"), 4) == (0, 10)
    assert bid_values(cards("4D 3D 2D"), 3) == (0,)
    assert bid_values(cards("4D 3D 2H"), 4) == (2,)
    state = _run(_bid_pass(four()))  # seat 0 leads and takes all ten: seat 2 took 0
    assert state.results[0].details["made"] == [False, False, True, False]
    assert state.results[0].details["bids"] == [3, 6, 0, 9]
    # dealer 1: seat 2 leads its diamonds and takes all ten: three diamonds made again
    state = _run(_bid_pass(four(dealer=1)))
    assert state.tricks == [0, 0, 10, 0]
    assert state.results[0].details["made"] == [False, False, True, False]
    assert list(state.results[0].points) == [0, 0, 10 + 30, 0]


def _bid_pass(state, premiums=()):
    bid_all(state, MONO4_BIDS)
    for a in premiums:
        state.apply(a)
    pass_all(state)
    return state


def _scored4(bids, tricks, premiums=()):
    state = _run(_bid_pass(four()))
    state.bidcards = [list(cards(b)) for b in bids]
    state.tricks = list(tricks)
    state.premiums = tuple(premiums)
    return state, state.score_round()


@pytest.mark.parametrize(("tricks", "made", "bonus"), [
    ([4, 3, 2, 1], 4, 0), ([4, 3, 2, 0], 3, 10), ([4, 3, 0, 3], 2, 20),
    ([4, 0, 6, 0], 1, 30)])
def test_four_player_contract_bonus(tricks, made, bonus):
    state, (points, details, k) = _scored4(["AC 6S 6D", "AC 6D 7D", "AH 6D 7D", "AS 6D 7D"],
                                           tricks)
    assert k == made
    assert points == [t + (bonus if m else 0) for t, m in
                      zip(tricks, details["made"], strict=True)]


def test_all_four_succeed_means_no_trump_else_the_usual_code():
    state, (_, _, k) = _scored4(["AC 6S 6D", "AC 6D 7D", "AH 6D 7D", "AS 6D 7D"], [4, 3, 2, 1])
    assert k == 4 and state._next_trump(4) is None
    assert [state._next_trump(n) for n in range(4)] == [
        int(Suit.DIAMONDS), int(Suit.SPADES), int(Suit.HEARTS), int(Suit.CLUBS)]
    state = _run(_bid_pass(four()))  # one made: spades next
    state.start_round(make_deal(MONO4, 0))
    assert state.trump == int(Suit.SPADES)


def test_four_player_premiums_as_for_three():
    state = four()
    bid_all(state, MONO4_BIDS)
    assert {a.type for a in state.legal_actions()} == {"pass", "declare", "reveal"}
    state.apply(Declare(0))
    assert {a.type for a in state.legal_actions()} == {"pass", "reveal"}
    state.apply(Pass(1))
    state.apply(Reveal(2))
    assert state.phase == "play"  # seat 3 is not asked after a reveal
    assert state.premiums == ((2, "reveal", None),)
    _run(state)
    # seat 2 revealed three diamonds and took none: made, +60
    assert list(state.results[0].points) == [10, 0, 30 + 60, 0]


def test_four_player_failed_premium_pays_each_of_three_opponents():
    state = _run(_bid_pass(four(), [Declare(0)]))  # seat 0 bid 3, took 10
    assert list(state.results[0].points) == [10 + 0, 30, 30 + 30, 30]


def test_four_player_match_is_four_games():
    assert options().games_in_match(4) == 4


# =============================================================================== five

TOP = "AKQJWET98765"
MONO5 = [" ".join(f"{r}{s}" for r in TOP) for s in "SHDC"] + [
    "4S 3S 2S 4H 3H 2H 4D 3D 2D 4C 3C 2C"]
MONO5_BIDS = ["7S 6S 5S", "7H 6H 5H", "7D 6D 5D", "7C 6C 5C", "4D 3D 2D"]  # 3 6 0 9 0


def five(dealer=4, **opts):
    return new(MONO5, dealer, players=5, **opts)


def _run5(premiums=(), bids=MONO5_BIDS, **opts):
    state = five(**opts)
    bid_all(state, bids)
    for a in premiums:
        state.apply(a)
    pass_all(state)
    return _run(state)


def test_five_players_60_card_pack_with_twelves_and_elevens():
    assert len(PACK_60) == 60
    ranks = sorted({c.rank for c in PACK_60}, reverse=True)
    assert "".join(r.letter for r in ranks) == "AKQJWET98765432"
    deal = NINETY_NINE.random_deal(5, {}, random.Random(5), options())
    assert [len(h) for h in deal.hands] == [12] * 5
    assert Counter(c for h in deal.hands for c in h) == Counter(PACK_60)
    assert Card.parse("WC").code == "WC" and Card.parse("ES").code == "ES"


def test_five_players_nine_tricks_and_twelve_beats_eleven():
    state = _run5()
    assert state.tricks == [9, 0, 0, 0, 0]
    from cardtable.rules.ninety_nine import tables, trick_winner

    es, er = tables(False, None)
    assert trick_winner(cards("ES WS JS"), None, es, er) == 2
    assert trick_winner(cards("ES WS TS"), None, es, er) == 1


@pytest.mark.parametrize(("n", "bonus"), [(1, 50), (2, 40), (3, 30), (4, 20), (5, 10)])
def test_five_player_contract_bonus(n, bonus):
    state = _run5()
    bids = ["AC 6S 6D", "AC 6D 7D", "AH 6D 7D", "AS 6D 7D", "6D 7D 8D"]
    tricks = [4, 3, 2, 1, 0]
    state.bidcards = [list(cards(b)) for b in bids]
    state.tricks = [t if s < n else t + 1 for s, t in enumerate(tricks)]
    points, details, k = state.score_round()
    assert k == n
    assert points == [t + (bonus if m else 0) for t, m in
                      zip(state.tricks, details["made"], strict=True)]


def test_five_players_any_number_may_declare_no_reveal():
    state = five()
    bid_all(state, MONO5_BIDS)
    assert {a.type for a in state.legal_actions()} == {"pass", "declare"}
    assert_illegal(state, Reveal(0), "nobody may reveal with five players")
    for seat in (0, 1, 2, 3, 4):
        assert {a.type for a in state.legal_actions()} == {"pass", "declare"}
        state.apply(Declare(seat) if seat in (2, 3, 4) else Pass(seat))
    assert state.premiums == ((2, "declare", None), (3, "declare", None),
                              (4, "declare", None))


def test_five_player_declarer_plus_or_minus_50_nothing_to_others():
    # seat 2 (three diamonds, took 0) and seat 4 (0, took 0) succeed; seat 3 fails
    state = _run5([Pass(0), Pass(1), Declare(2), Declare(3), Declare(4)])
    assert state.results[0].details["made"] == [False, False, True, False, True]
    assert list(state.results[0].points) == [9, 0, 40 + 50, -50, 40 + 50]
    assert state.results[0].details["premium"] == [
        {"seat": 2, "kind": "declare"}, {"seat": 3, "kind": "declare"},
        {"seat": 4, "kind": "declare"}]


def test_five_players_four_or_five_succeed_no_trump_else_code():
    state = _run5()
    assert [state._next_trump(n) for n in range(6)] == [
        int(Suit.DIAMONDS), int(Suit.SPADES), int(Suit.HEARTS), int(Suit.CLUBS), None, None]
    assert sum(state.results[0].details["made"]) == 2
    nxt = [MONO5[(s + 4) % 5] for s in range(5)]  # rotate so dealer 0 still finds 60 cards
    state.start_round(make_deal(nxt, 0))
    assert state.trump == int(Suit.HEARTS)


def test_five_player_match_is_five_games_and_target_option():
    assert options().games_in_match(5) == 5
    state = five(target=250)
    state.game_scores = [200, 0, 0, 0, 0]
    state._totals = [200, 0, 0, 0, 0]
    bid_all(state, MONO5_BIDS)
    pass_all(state)
    _run(state)
    # 209 would end a game to 100, not one to 250
    assert state.game_scores == [209, 0, 40, 0, 40] and state.game_no == 0
    state.start_round(make_deal([MONO5[(s + 4) % 5] for s in range(5)], 0))
    state.game_scores = [245, 0, 0, 0, 0]
    bid_all(state, [MONO5_BIDS[(s + 4) % 5] for s in range(5)])
    pass_all(state)
    events = []
    while not state.round_over:
        events += state.apply(state.legal_actions()[0])
    over = [e for e in events if isinstance(e, GameOver)]
    # trump is hearts now (two made): seat 2's hearts trump seat 1's spade leads
    assert over == [GameOver(0, (285, 0, 9, 40, 0), (0,))]
    assert state.totals == (209 + 40 + 100, 0, 49, 40, 40)


def test_five_players_need_the_60_pack():
    with pytest.raises(RecordError, match="not in this game's pack|add up"):
        NINETY_NINE.deal_from_record({"dealer": 0, "hands": [h.split() for h in MONO4] + [[]]},
                                     5, options())
