"""Ninety-Nine for two players with the dummy (seat 2)."""

from __future__ import annotations

import random
from collections import Counter

import pytest
from ninety_nine_support import (
    assert_illegal,
    bid,
    bid_all,
    cards,
    codes,
    make_deal,
    new,
    options,
    pass_all,
    play,
)

from cardtable.cards import PACK_36, Card, Suit
from cardtable.records import replay, summary
from cardtable.rules.base import Play, RecordError
from cardtable.rules.ninety_nine import (
    NINETY_NINE,
    CardsShown,
    Declare,
    GameOver,
    Pass,
    Reveal,
)

# Seat 1 holds the nine hearts in play and leads them all (dealer 0); seat 0 discards
# spades and the dummy diamonds. Bids: seat 0 AC KC QC (9), seat 1 JC TC 9C (9), the
# dummy its first three cards 8C 7C 6C (9).
MONO = [
    "AC KC QC AS KS QS JS TS 9S 8S 7S 6S",
    "JC TC 9C AH KH QH JH TH 9H 8H 7H 6H",
    "8C 7C 6C AD KD QD JD TD 9D 8D 7D 6D",
]
MONO_BIDS = ["AC KC QC", "JC TC 9C"]

# Seat 1 leads 6H; the dummy, void in hearts and holding clubs (trump in a game's first
# round), can win it.
DUMMY_WINS = [
    "AD KD QD JS TS 9S 8S 7S 6S JD TD 9D",
    "AS KS QS AH KH QH JH TH 9H 8H 7H 6H",
    "8D 7D 6D AC KC QC JC TC 9C 8C 7C 6C",
]


def two(hands=MONO, dealer=0, **opts):
    return new(hands, dealer, players=2, **opts)


def mono_round(premiums=(), **opts):
    state = two(**opts)
    bid_all(state, MONO_BIDS)
    for a in premiums:
        state.apply(a)
    pass_all(state)
    while not state.round_over:
        state.apply(state.legal_actions()[0])
    return state


# ------------------------------------------------------------------------------- deal


def test_three_hands_of_twelve_from_36():
    deal = NINETY_NINE.random_deal(2, {}, random.Random(2), options())
    assert len(deal.hands) == 3 and [len(h) for h in deal.hands] == [12, 12, 12]
    assert Counter(c for h in deal.hands for c in h) == Counter(PACK_36)
    assert deal.roles["dealer"] in (0, 1)


def test_only_the_real_players_deal():
    dealers = {NINETY_NINE.random_deal(2, {}, random.Random(s), options()).roles["dealer"]
               for s in range(30)}
    assert dealers == {0, 1}
    assert {NINETY_NINE.draw_roles(2, random.Random(s))[0]["dealer"] for s in range(30)} == {0, 1}
    with pytest.raises(RecordError, match="dummy never deals"):
        two(dealer=2)
    with pytest.raises(RecordError, match="3 hands"):
        NINETY_NINE.deal_from_record({"dealer": 0, "hands": [MONO[0].split(),
                                                             MONO[1].split()]}, 2, options())


def test_deal_alternates_between_the_two_players():
    state = mono_round()
    assert state.next_roles() == {"dealer": 1}
    state.start_round(make_deal(MONO, 1))
    assert state.turn == 0  # non-dealer bids and leads first
    bid_all(state, MONO_BIDS)
    pass_all(state)
    while not state.round_over:
        state.apply(state.legal_actions()[0])
    assert state.next_roles() == {"dealer": 0}


# ----------------------------------------------------------------------------- bidding


def test_the_two_real_players_bid_from_the_non_dealer_and_the_dummy_never():
    state = two()
    assert state.turn == 1
    bid(state, 1, "JC TC 9C")
    assert state.turn == 0
    bid(state, 0, "AC KC QC")
    assert state.phase == "premium" and state.turn == 1


def test_dummy_bid_is_its_first_three_cards_face_down_until_the_end():
    state = two()
    assert codes(state.bidcards[2]) == ["8C", "7C", "6C"]
    for seat in (0, 1):
        assert state.view(seat).zones()[("bid", 2)] == (None,) * 3
    bid_all(state, MONO_BIDS)
    pass_all(state)
    assert state.view(0).zones()[("bid", 2)] == (None,) * 3
    events = []
    while not state.round_over:
        events += state.apply(state.legal_actions()[0])
    assert any(isinstance(e, CardsShown) and e.zone == ("bid", 2) for e in events)
    assert state.view(0).zones()[("bid", 2)] == cards("8C 7C 6C")
    assert state.results[0].details["bids"][2] == 9


def test_dummy_other_nine_cards_face_up_sorted_by_suit_after_the_bids():
    hands = list(MONO)
    hands[2] = "8C 7C 6C 6D AD 8D KD 7D QD JD TD 9D"
    state = two(hands)
    assert state.view(0).zones()[("hand", 2)] == (None,) * 9
    bid(state, 1, "JC TC 9C")
    events = bid(state, 0, "AC KC QC")
    shown = [e for e in events if isinstance(e, CardsShown)]
    assert shown and shown[0].zone == ("hand", 2)
    assert codes(shown[0].cards) == ["AD", "KD", "QD", "JD", "TD", "9D", "8D", "7D", "6D"]
    for seat in (0, 1):
        assert state.view(seat).zones()[("hand", 2)] == cards("AD KD QD JD TD 9D 8D 7D 6D")


def test_dummy_hand_sorted_by_suit_then_rank():
    hands = list(DUMMY_WINS)
    hands[2] = "8D 7D 6D 6C 7C AC QC 8C KC JC TC 9C"
    state = two(hands)
    bid(state, 1, "AS KS QS")
    bid(state, 0, "AD KD QD")
    assert codes(state.hands[2]) == ["AC", "KC", "QC", "JC", "TC", "9C", "8C", "7C", "6C"]


# ------------------------------------------------------------------------------ trump


def test_first_round_of_each_game_is_clubs():
    assert two().trump == int(Suit.CLUBS)
    state = mono_round()
    assert state.results[0].details["trump"] == "C"


def test_later_trump_counts_all_three_participants():
    state = mono_round()  # seat 1 and the dummy succeed: two
    assert state.results[0].details["made"] == [False, True, True]
    state.start_round(make_deal(MONO, 1))
    assert state.trump == int(Suit.HEARTS)


# ------------------------------------------------------------------------------- play


def test_non_dealer_leads_and_the_leader_chooses_the_dummy_card_after_the_other():
    state = two(DUMMY_WINS)
    bid(state, 1, "AS KS QS")
    bid(state, 0, "AD KD QD")
    pass_all(state)
    assert state.phase == "play" and state.turn == 1 and state.to_act == 1
    play(state, "6H")
    assert state.turn == 0 and state.to_act == 0
    play(state, "6S")
    # the dummy's card: written as seat 2, chosen by the leader (seat 1)
    assert state.turn == 2 and state.to_act == 1
    legal = state.legal_actions()
    assert {a.seat for a in legal} == {2}
    assert {a.card.code for a in legal} == {"AC", "KC", "QC", "JC", "TC", "9C", "8C", "7C",
                                            "6C"}
    assert_illegal(state, Play(1, Card.parse("6C")), "chosen by seat 1")
    state.apply(Play(2, Card.parse("6C")))
    assert state.tricks == [0, 0, 1]  # the dummy trumped and won


def test_dummy_wins_then_its_chooser_leads_from_the_dummy_and_plays_last():
    state = two(DUMMY_WINS)
    bid(state, 1, "AS KS QS")
    bid(state, 0, "AD KD QD")
    pass_all(state)
    play(state, "6H 6S 6C")
    assert state.turn == 2 and state.to_act == 1 and state.order == (2, 0, 1)
    play(state, "7C")
    assert state.turn == 0 and state.to_act == 0
    play(state, "7S")
    assert state.turn == 1 and state.to_act == 1
    play(state, "7H")
    assert state.tricks == [0, 0, 2]
    assert state.turn == 2 and state.to_act == 1  # still seat 1's choice


def test_the_dealer_side_chooses_when_it_leads():
    hands = [MONO[1], MONO[0], MONO[2]]  # seat 0 holds the hearts; dealer 1: seat 0 leads
    state = two(hands, dealer=1)
    bid(state, 0, "JC TC 9C")
    bid(state, 1, "AC KC QC")
    pass_all(state)
    play(state, "AH")
    assert state.turn == 1
    play(state, "AS")
    assert state.turn == 2 and state.to_act == 0


def test_real_winner_leads_and_chooses():
    state = mono_round()
    assert state.tricks == [0, 9, 0]


def test_dummy_follows_suit_too():
    state = two(DUMMY_WINS)
    bid(state, 1, "AS KS QS")
    bid(state, 0, "AD KD QD")
    pass_all(state)
    play(state, "6H 6S 6C 7C")  # the dummy leads a club; nobody else has one
    assert {a.card.code for a in state.legal_actions()} == {
        "JS", "TS", "9S", "8S", "7S", "JD", "TD", "9D"}


# --------------------------------------------------------------------------- premiums


def test_either_or_both_may_declare_nobody_may_reveal():
    state = two()
    bid_all(state, MONO_BIDS)
    assert {a.type for a in state.legal_actions()} == {"pass", "declare"}
    assert_illegal(state, Reveal(1), "nobody may reveal with two players")
    state.apply(Declare(1))
    assert {a.type for a in state.legal_actions()} == {"pass", "declare"}
    state.apply(Declare(0))
    assert state.phase == "play"
    assert state.premiums == ((1, "declare", None), (0, "declare", None))
    assert state.view(0).zones()[("bid", 1)] == cards("JC TC 9C")
    assert state.view(1).zones()[("bid", 0)] == cards("AC KC QC")


def test_failed_declaration_pays_the_other_player_and_the_dummy():
    state = mono_round(premiums=[Pass(1), Declare(0)])  # seat 0 bid 9, took 0
    assert list(state.results[0].points) == [0, 29 + 30, 20 + 30]
    assert state.results[0].details["premium"] == {"seat": 0, "kind": "declare"}


def test_both_declare_one_fails():
    state = mono_round(premiums=[Declare(1), Declare(0)])
    assert list(state.results[0].points) == [0, 9 + 20 + 30 + 30, 20 + 30]
    assert state.results[0].details["premium"] == [
        {"seat": 1, "kind": "declare"}, {"seat": 0, "kind": "declare"}]


def _scored(bids, tricks, premiums=()):
    state = mono_round()
    state.bidcards = [list(cards(b)) for b in bids]
    state.tricks = list(tricks)
    state.premiums = tuple((s, "declare", None) for s in premiums)
    return state.score_round()


def test_both_declare_and_both_fail_the_dummy_gets_60():
    points, details, _ = _scored(["AC 6D 7D", "AH 6D 7D", "AS KS 7D"], [4, 3, 2], (0, 1))
    # bids 3, 2, 2: seats 0 and 1 fail, the dummy made exactly (+30 as if declared)
    assert details["made"] == [False, False, True]
    assert points == [4, 3, 2 + 30 + 30 + 60]


def test_dummy_made_with_no_more_tricks_than_its_bid():
    points, details, k = _scored(["AC 6D 7D", "AH 6D 7D", "AC 6D 7D"], [3, 4, 2])
    assert details["made"] == [True, False, True] and k == 2
    assert points == [3 + 20, 4, 2 + 20]  # fewer than its bid: no +30
    points, details, k = _scored(["AC 6D 7D", "AH 6D 7D", "AC 6D 7D"], [2, 3, 4])
    assert details["made"] == [False, False, False] and k == 0
    assert points == [2, 3, 4]


def test_dummy_exact_gets_30_as_if_declared_and_counts_as_a_success():
    points, details, k = _scored(["AC 6D 7D", "AH 6D 7D", "AC 6D 7D"], [3, 3, 3])
    assert details["made"] == [True, False, True] and k == 2
    assert points == [3 + 20, 3, 3 + 20 + 30]
    assert details["premium"] is None  # the dummy's +30 is not a premium
    state = mono_round()
    state.bidcards = [list(cards(b)) for b in ["AC 6D 7D", "AH 6D 7D", "AC 6D 7D"]]
    state.tricks = [2, 5, 2]
    assert state._next_trump(state.score_round()[2]) == int(Suit.SPADES)


# ---------------------------------------------------------------------- game and match


def _game_round(scores, **opts):
    state = two(**opts)
    state.game_scores = list(scores)
    state._totals = list(scores)
    bid_all(state, MONO_BIDS)
    pass_all(state)
    events = []
    while not state.round_over:
        events += state.apply(state.legal_actions()[0])
    return state, [e for e in events if isinstance(e, GameOver)]


def test_real_player_highest_wins_the_game_bonus():
    state, over = _game_round([0, 80, 0])  # seat 1: 80 + 29 = 109
    assert over == [GameOver(0, (0, 109, 20), (1,))]
    assert state.totals == (0, 209, 20)


def test_dummy_reaching_the_target_ends_the_game_and_a_dummy_win_is_a_draw():
    state, over = _game_round([0, 0, 95])  # dummy 115
    assert over == [GameOver(0, (0, 29, 115), ())]
    assert state.totals == (0, 29, 115)


def test_dummy_tying_for_highest_is_a_draw():
    state, over = _game_round([0, 86, 95])  # 115 and 115
    assert over[0].bonus == ()


def test_real_players_tied_above_the_dummy_share_the_bonus():
    state, over = _game_round([100, 71, 0])  # 100, 100, 20
    assert over[0].bonus == (0, 1)


def test_match_is_three_games_and_a_dummy_match_win_is_a_draw():
    state, _ = _game_round([0, 0, 95], games=1)
    assert state.match_over and state.winners == (0, 1)
    state, _ = _game_round([0, 80, 0], games=1)
    assert state.match_over and state.winners == (1,)
    state, _ = _game_round([100, 0, 0], games=1)
    assert state.totals == (200, 29, 20) and state.winners == (0,)
    assert options().games_in_match(2) == 3


def test_each_game_starts_with_the_next_first_dealer_and_clubs():
    state, _ = _game_round([0, 80, 0])
    assert state.next_roles() == {"dealer": 1}  # first dealer 0, game 1: 0 + 1
    state.start_round(make_deal(MONO, 1))
    assert state.trump == int(Suit.CLUBS)


def test_full_match_replays_with_dummy_in_totals():
    rng = random.Random(11)
    from cardtable.records import Record, RoundRecord

    opts = options()
    deal = NINETY_NINE.random_deal(2, {}, rng, opts)
    state = NINETY_NINE.new_state(opts, 2, deal)
    record = Record(NINETY_NINE, 2, opts, [RoundRecord(deal)])
    while not state.match_over:
        if state.round_over:
            deal = NINETY_NINE.random_deal(2, state.next_roles(), rng, opts)
            state.start_round(deal)
            record.rounds.append(RoundRecord(deal))
            continue
        action = rng.choice(state.legal_actions())
        state.apply(action)
        record.rounds[-1].actions.append(action)
    raw = record.to_json()
    assert all(a["seat"] in (0, 1, 2) for r in raw["rounds"] for a in r["actions"])
    assert any(a["seat"] == 2 for r in raw["rounds"] for a in r["actions"])
    _, again = replay(raw)
    out = summary(again)
    assert out["finished"] and len(out["totals"]) == 3
    assert out["winners"] == list(state.winners)
