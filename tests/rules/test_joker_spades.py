"""Spades with Jokers (assets/rules/joker-spades.en.html): every rule line, with hand-made deals."""

from __future__ import annotations

import json
import random
from collections import Counter
from typing import Any

import pytest

from cardtable.ai.heuristics.joker_spades import JokerSpadesHeuristic
from cardtable.cards import BLACK_JOKER, PACK_52_JOKERS, RED_JOKER, Card, Suit
from cardtable.records import Record, RoundRecord, legal_listing, replay, summary
from cardtable.rules.base import (
    CardMoved,
    ChooseTrump,
    IllegalAction,
    MatchOver,
    Play,
    RecordError,
    RoundScored,
    RoundStarted,
    TrickWon,
)
from cardtable.rules.joker_spades import (
    BLACK_BIT,
    JOKER_SPADES,
    RULES_NOTES,
    Bid,
    BidMade,
    JokerSpadesOptions,
    JokerSpadesState,
    legal_cards,
    next_dealer,
    team_score,
    trick_winner,
)

C = Card.parse


def cards(text: str) -> list[str]:
    return text.split()


def codes(text: str) -> list[Card]:
    return [C(t) for t in text.split()]


# Seat 0 holds the red joker, seat 1 the black one.
DEAL_A = {
    "dealer": 3,
    "hands": [
        cards("RJ AS KS QS JS TS 9S 8S AH KH QH JH TH"),
        cards("BJ 7S 6S 5S AD KD QD JD TD 9D 8D 7D 6D"),
        cards("4S 3S 2S 9H 8H 7H 6H 5H 4H 3H 5D 4D 3D"),
        cards("AC KC QC JC TC 9C 8C 7C 6C 5C 4C 3C 2C"),
    ],
}

# Seat 0 holds both jokers and eleven spades: it takes every trick.
DEAL_B = {
    "dealer": 3,
    "hands": [
        cards("RJ BJ AS KS QS JS TS 9S 8S 7S 6S 5S 4S"),
        cards("3S 2S AH KH QH JH TH 9H 8H 7H 6H 5H 4H"),
        cards("3H AD KD QD JD TD 9D 8D 7D 6D 5D 4D 3D"),
        cards("AC KC QC JC TC 9C 8C 7C 6C 5C 4C 3C 2C"),
    ],
}


def new(deal: dict[str, Any] | None = None, **options: Any) -> JokerSpadesState:
    opts = JokerSpadesOptions(**options)
    return JOKER_SPADES.new_state(
        opts, 4, JOKER_SPADES.deal_from_record(deal or DEAL_A, 4, opts))


def play(seat: int, code: str) -> Play:
    return Play(seat, C(code))


def run(state: JokerSpadesState, actions: list[Any]) -> list[Any]:
    events: list[Any] = []
    for a in actions:
        events += state.apply(a)
    return events


def bid_all(state: JokerSpadesState, values: list[int]) -> None:
    """Bids in turn order, starting at the dealer's next seat."""
    for v in values:
        seat = state.to_act
        assert seat is not None
        state.apply(Bid(seat, v))


def snapshot(state: JokerSpadesState) -> Any:
    return (state.to_act, state.phase, state.zones(), state.legal_actions(),
            [state.view(s) for s in range(4)], state.results, state.totals)


def assert_illegal(state: JokerSpadesState, action: Any, match: str | None = None) -> None:
    before = snapshot(state)
    with pytest.raises(IllegalAction, match=match):
        state.apply(action)
    assert snapshot(state) == before


def winners(events: list[Any]) -> list[int]:
    return [e.winner for e in events if isinstance(e, TrickWon)]


def legal_codes(state: JokerSpadesState) -> set[str]:
    return {a.card.code for a in state.legal_actions()}


# -------------------------------------------------------------------------- pack


def test_pack_drops_the_red_twos_and_adds_two_jokers():
    pack = JOKER_SPADES.pack
    assert len(pack) == 52 and len(set(pack)) == 52
    assert C("2D") not in pack and C("2H") not in pack
    assert C("2S") in pack and C("2C") in pack
    assert RED_JOKER in pack and BLACK_JOKER in pack
    assert tuple(pack) == PACK_52_JOKERS


def test_card_order_red_joker_black_joker_spades_then_suit_led():
    assert trick_winner(codes("AH BJ RJ AS")) == 2  # the red joker is highest
    assert trick_winner(codes("AH BJ KS AS")) == 1  # then the black joker
    assert trick_winner(codes("AH 2S KH QH")) == 1  # then any spade
    assert trick_winner(codes("AH 3S 2S KH")) == 1  # the highest spade
    assert trick_winner(codes("9H KD TH AC")) == 2  # then the highest of the suit led
    assert trick_winner(codes("2C AD AH KC")) == 3


def test_a_led_joker_counts_as_a_spade():
    assert trick_winner(codes("BJ AS KS QS")) == 0
    assert trick_winner(codes("BJ AH RJ 2S")) == 2


# ----------------------------------------------------------------------- options


def test_options_default_and_offered_target():
    assert JokerSpadesOptions().target == 501
    assert JokerSpadesOptions.from_record({"target": 1001}).target == 1001
    assert JokerSpadesOptions(target=1001).to_record() == {"target": 1001}


@pytest.mark.parametrize("raw", [{"target": 500}, {"target": "501"}, {"target": False},
                                 {"nil": True}])
def test_options_rejected(raw):
    with pytest.raises(RecordError):
        JokerSpadesOptions.from_record(raw)


@pytest.mark.parametrize("players", [2, 3, 5, True])
def test_four_players_only(players):
    with pytest.raises(RecordError):
        JOKER_SPADES.check_players(players)
    assert JOKER_SPADES.check_players(4) == 4


def test_rules_notes_written():
    assert "Decisions" in RULES_NOTES and "joker" in RULES_NOTES


# -------------------------------------------------------------------------- deal


def test_random_deal_thirteen_each_in_packets_of_5_4_4_from_the_dealers_next_seat():
    rng = random.Random(4)
    pack = list(PACK_52_JOKERS)
    rng.shuffle(pack)
    deal = JOKER_SPADES.random_deal(4, {"dealer": 1}, random.Random(4), JokerSpadesOptions())
    assert deal.roles == {"dealer": 1}
    assert list(deal.hands[2]) == pack[0:5] + pack[20:24] + pack[36:40]
    assert list(deal.hands[3]) == pack[5:10] + pack[24:28] + pack[40:44]
    assert list(deal.hands[1]) == pack[15:20] + pack[32:36] + pack[48:52]
    assert Counter(deal.all_cards()) == Counter(PACK_52_JOKERS)
    assert set(deal.to_record()) == {"dealer", "hands"}


def test_deal_events_follow_the_packets():
    state = JokerSpadesState(JOKER_SPADES, JokerSpadesOptions())
    events = state.start_round(JOKER_SPADES.deal_from_record(DEAL_A, 4, JokerSpadesOptions()))
    assert isinstance(events[0], RoundStarted) and events[0].roles == {"dealer": 3}
    moves = events[1:]
    assert len(moves) == 52 and all(isinstance(e, CardMoved) and not e.face_up for e in moves)
    seats = [e.dst[1] for e in moves]
    assert seats[:5] == [0] * 5 and seats[5:10] == [1] * 5 and seats[15:20] == [3] * 5
    assert seats[20:24] == [0] * 4 and seats[48:] == [3] * 4
    assert [e.card for e in moves if e.dst == ("hand", 0)] == codes(" ".join(DEAL_A["hands"][0]))


def test_first_dealer_must_be_given():
    raw = {"hands": DEAL_A["hands"]}
    deal = JOKER_SPADES.deal_from_record(raw, 4, JokerSpadesOptions())
    with pytest.raises(RecordError, match="dealer"):
        JOKER_SPADES.new_state(JokerSpadesOptions(), 4, deal)


def test_draw_roles_gives_a_dealer_by_lot():
    roles, events = JOKER_SPADES.draw_roles(4, random.Random(2))
    assert 0 <= roles["dealer"] < 4 and events


@pytest.mark.parametrize("change, message", [
    (lambda r: r["hands"][0].__setitem__(1, "2D"), "not in this game's pack: 2D"),
    (lambda r: r["hands"][0].__setitem__(1, "JK"), "not in this game's pack"),
    (lambda r: r["hands"][0].__setitem__(1, "BJ"), "duplicated: BJ"),
    (lambda r: r["hands"][0].pop(), "missing: TH"),
    (lambda r: r["hands"][1].append(r["hands"][0].pop()), "holds 12 cards"),
    (lambda r: r.__setitem__("kitty", []), "unknown field"),
    (lambda r: r.__setitem__("hands", r["hands"][:3]), "four hands"),
    (lambda r: r.__setitem__("dealer", "north"), "dealer"),
    (lambda r: r.pop("hands"), "'hands'"),
])
def test_bad_deals_rejected(change, message):
    raw = json.loads(json.dumps(DEAL_A))
    change(raw)
    with pytest.raises(RecordError, match=message):
        JOKER_SPADES.deal_from_record(raw, 4, JokerSpadesOptions())


# ----------------------------------------------------------------------- bidding


def test_each_player_bids_once_from_the_dealers_next_seat_2_to_13():
    state = new()
    assert state.phase == "bidding" and state.to_act == 0
    assert [a.value for a in state.legal_actions()] == list(range(2, 14))
    events = run(state, [Bid(0, 4), Bid(1, 3)])
    assert BidMade(0, 4) in events and state.to_act == 2
    run(state, [Bid(2, 2), Bid(3, 13)])
    assert state.phase == "play" and state.bids == [4, 3, 2, 13]


@pytest.mark.parametrize("value", [0, 1, 14, -2])
def test_bids_below_2_or_above_13_are_illegal(value):
    assert_illegal(new(), Bid(0, value), "from 2 to 13")


def test_bidding_out_of_turn_or_twice_is_illegal():
    state = new()
    assert_illegal(state, Bid(1, 3), "seat 0's turn")
    bid_all(state, [3, 3, 3, 3])
    assert_illegal(state, Bid(0, 3), "bidding is over")


def test_no_card_is_played_before_the_bidding_ends():
    assert_illegal(new(), play(0, "AS"), "must bid")


# -------------------------------------------------------------------------- play


def test_the_dealers_next_seat_leads_the_first_trick():
    state = new(dict(DEAL_A, dealer=1))
    bid_all(state, [2, 2, 2, 2])
    assert state.to_act == 2 and state.leader == 2


def test_follow_suit_if_able_else_any_card():
    state = new()
    bid_all(state, [3, 3, 2, 2])
    state.apply(play(0, "AH"))
    # Seat 1 has no heart: any card (but the red joker rule does not concern it).
    assert len(state.legal_actions()) == 13
    state.apply(play(1, "6D"))
    assert legal_codes(state) == set(cards("9H 8H 7H 6H 5H 4H 3H"))
    assert_illegal(state, play(2, "5D"), "follow suit")
    state.apply(play(2, "3H"))
    state.apply(play(3, "2C"))
    assert state.voids[1] & (1 << Suit.HEARTS) and state.voids[3] & (1 << Suit.HEARTS)


def test_jokers_may_be_played_even_by_a_player_who_can_follow():
    state = new()
    bid_all(state, [3, 3, 2, 2])
    state.apply(play(0, "AS"))
    assert legal_codes(state) == {"BJ", "7S", "6S", "5S"}
    state.apply(play(1, "BJ"))
    assert not state.voids[1]  # a joker shows no void
    events = run(state, [play(2, "2S"), play(3, "2C")])
    assert winners(events) == [1]  # the black joker beats the ace of spades


def test_spades_are_trump():
    state = new()
    bid_all(state, [3, 3, 2, 2])
    run(state, [play(0, "AH"), play(1, "6D"), play(2, "3H"), play(3, "2C")])
    assert state.tricks == [1, 0]
    # Seat 0 leads the king of hearts; seat 1 cannot follow and trumps with a low spade.
    events = run(state, [play(0, "KH"), play(1, "5S"), play(2, "4H"), play(3, "3C")])
    assert winners(events) == [1]


def test_the_red_joker_waits_for_the_black_one():
    state = new()
    bid_all(state, [3, 3, 2, 2])
    assert "RJ" not in legal_codes(state)
    assert_illegal(state, play(0, "RJ"), "red joker may not be played until the black")
    run(state, [play(0, "AH"), play(1, "BJ"), play(2, "3H"), play(3, "2C")])
    # The black joker is out: seat 1 won and leads; the red joker is free now.
    run(state, [play(1, "AD"), play(2, "3D"), play(3, "3C")])
    assert "RJ" in legal_codes(state)
    assert winners(state.apply(play(0, "RJ"))) == [0]


def test_a_black_joker_earlier_in_the_same_trick_frees_the_red_one():
    state = new(dict(DEAL_A, dealer=0))  # seat 1 leads
    bid_all(state, [2, 2, 2, 2])
    assert state.to_act == 1
    state.apply(play(1, "BJ"))
    # A led joker asks for spades.
    assert legal_codes(state) == {"4S", "3S", "2S"}
    assert_illegal(state, play(2, "9H"), "follow suit")
    state.apply(play(2, "2S"))
    assert len(state.legal_actions()) == 13  # seat 3 has no spade: any card
    state.apply(play(3, "AC"))
    assert state.voids[3] & (1 << Suit.SPADES)
    assert legal_codes(state) == {"RJ", "AS", "KS", "QS", "JS", "TS", "9S", "8S"}
    events = state.apply(play(0, "RJ"))
    assert winners(events) == [0]


def _play_avoiding_the_black_joker(state: JokerSpadesState, tricks: int) -> None:
    while state.trick_number < tricks:
        legal = state.legal_actions()
        plain = [a for a in legal if a.card is not BLACK_JOKER]
        state.apply(plain[0])


def test_the_black_joker_must_be_played_by_the_tenth_trick():
    state = new()
    bid_all(state, [3, 3, 2, 2])
    _play_avoiding_the_black_joker(state, 9)
    assert BLACK_JOKER in state.hands[1] and state.trick_number == 9
    seen = []
    while state.trick_number == 9:
        seat = state.to_act
        legal = state.legal_actions()
        if seat == 1:
            assert [a.card for a in legal] == [BLACK_JOKER]
            other = next(c for c in state.hands[1] if c is not BLACK_JOKER)
            assert_illegal(state, Play(1, other), "must play the black joker")
        else:
            assert all(a.card is not BLACK_JOKER for a in legal)
        seen.append(seat)
        state.apply(legal[0])
    assert sorted(seen) == [0, 1, 2, 3]
    assert state.black_played and BLACK_JOKER not in state.hands[1]


def test_the_black_joker_holder_must_lead_it_in_the_tenth_trick():
    deal = {"dealer": 0, "hands": [
        cards("RJ 2S AH KH QH JH TH 9H 8H 7H 6H 5H 4H"),
        cards("BJ AS KS QS JS TS 9S 8S 7S 6S 5S 4S 3S"),
        cards("3H AD KD QD JD TD 9D 8D 7D 6D 5D 4D 3D"),
        cards("AC KC QC JC TC 9C 8C 7C 6C 5C 4C 3C 2C")]}
    state = new(deal)  # seat 1 leads the first trick
    bid_all(state, [9, 2, 2, 2])
    for code in cards("AS KS QS JS TS 9S 8S 7S 6S"):
        assert state.to_act == 1
        state.apply(play(1, code))
        for _ in range(3):
            state.apply(state.legal_actions()[-1])
        assert state.leader == 1
    assert state.trick_number == 9 and state.to_act == 1
    assert [a.card for a in state.legal_actions()] == [BLACK_JOKER]
    assert_illegal(state, play(1, "5S"), "must play the black joker")


def test_seats_that_play_round_the_black_joker_in_the_tenth_trick_do_not_hold_it():
    state = new()
    bid_all(state, [3, 3, 2, 2])
    _play_avoiding_the_black_joker(state, 9)
    first = state.to_act
    assert first is not None and first != 1
    state.apply(state.legal_actions()[0])
    assert state.voids[first] & BLACK_BIT
    view = state.view((first + 1) % 4 if (first + 1) % 4 != 1 else 1)
    for seed in range(10):
        sample = view.sample(random.Random(seed))
        assert sample.view(view.seat) == view
        assert BLACK_JOKER not in sample.hands[first]


def test_only_the_red_joker_left_may_be_played():
    assert legal_cards([RED_JOKER], [], 11, False) == [RED_JOKER]
    assert legal_cards([RED_JOKER], codes("AH"), 12, False) == [RED_JOKER]
    assert legal_cards([RED_JOKER, C("2C")], codes("AH"), 11, False) == [C("2C")]
    assert legal_cards([RED_JOKER, C("2C")], [BLACK_JOKER], 3, True) == [RED_JOKER, C("2C")]


def test_playing_out_of_turn_a_card_not_held_or_another_games_action():
    state = new()
    bid_all(state, [3, 3, 2, 2])
    assert_illegal(state, play(1, "BJ"), "seat 0's turn")
    assert_illegal(state, play(0, "2C"), "does not hold")
    assert_illegal(state, ChooseTrump(0, Suit.HEARTS), "not a Spades with Jokers action")


# ------------------------------------------------------------------------- score


def test_score_10_per_contracted_trick_and_1_per_extra():
    assert team_score(6, 8) == 62
    assert team_score(6, 6) == 60
    assert team_score(13, 13) == 130


def test_short_of_the_contract_scores_minus_10_per_contracted_trick():
    assert team_score(6, 5) == -60
    assert team_score(15, 13) == -150


def _sweep_actions(bids: list[int]) -> list[dict[str, Any]]:
    """DEAL_B: seat 0 takes all thirteen tricks; bids are given in turn order 0..3."""
    actions: list[dict[str, Any]] = [{"seat": s, "type": "bid", "value": v}
                                     for s, v in enumerate(bids)]
    tricks = [("BJ", "3S", "3H", "2C"), ("RJ", "2S", "3D", "3C")]
    tricks += list(zip(cards("AS KS QS JS TS 9S 8S 7S 6S 5S 4S"),
                       cards("4H 5H 6H 7H 8H 9H TH JH QH KH AH"),
                       cards("4D 5D 6D 7D 8D 9D TD JD QD KD AD"),
                       cards("4C 5C 6C 7C 8C 9C TC JC QC KC AC"), strict=True))
    for trick in tricks:
        actions += [{"seat": s, "type": "play", "card": c} for s, c in enumerate(trick)]
    return actions


def sweep_record(rounds: list[list[int]], **options: Any) -> dict[str, Any]:
    out = []
    for i, bids in enumerate(rounds):
        deal = json.loads(json.dumps(DEAL_B))
        if i:
            del deal["dealer"]  # follows from the rules
        out.append({"deal": deal, "actions": _sweep_actions(bids)})
    return {"format": "cardtable-record/1", "game": "joker-spades", "players": 4,
            "options": options, "rounds": out}


def test_a_hand_replays_to_the_rules_file_output():
    _, state = replay(sweep_record([[11, 2, 2, 2]]))
    out = summary(state)
    assert out["rounds"] == [{"points": [130, -40, 130, -40],
                              "details": {"dealer": 3, "bids": [11, 2, 2, 2],
                                          "tricks": [13, 0], "contracts": [13, 4]}}]
    assert out["totals"] == [130, -40, 130, -40]
    assert out["round_over"] and not out["finished"] and out["winners"] == []


def test_a_team_contract_above_13_cannot_be_made():
    _, state = replay(sweep_record([[13, 2, 2, 2]]))
    assert summary(state)["rounds"][0]["points"] == [-150, -40, -150, -40]


def test_the_dealer_keeps_the_deal_until_his_team_is_ahead():
    _, state = replay(sweep_record([[11, 2, 2, 2], [6, 2, 2, 2]]))
    assert [r.details["dealer"] for r in state.results] == [3, 3]
    assert state.totals == (215, -80, 215, -80)
    assert state.next_roles() == {"dealer": 3}
    raw = sweep_record([[11, 2, 2, 2], [6, 2, 2, 2]])
    raw["rounds"][1]["deal"]["dealer"] = 0
    with pytest.raises(Exception) as info:
        replay(raw)
    assert info.value.round == 1 and info.value.action is None  # type: ignore[attr-defined]
    assert "keeps the deal" in str(info.value)


def test_the_deal_passes_on_when_the_dealers_team_gets_ahead():
    raw = sweep_record([[11, 2, 2, 2]])
    raw["rounds"][0]["actions"] = raw["rounds"][0]["actions"][:-1]
    _, state = replay(raw)
    state.team_totals = [0, 200]
    state.apply(play(3, "AC"))
    assert state.totals == (130, 160, 130, 160)
    assert state.next_roles() == {"dealer": 0}
    state2 = JOKER_SPADES.deal_from_record({"hands": DEAL_B["hands"]}, 4, state.options)
    state.start_round(state2)
    assert state.dealer == 0 and state.to_act == 1


def test_next_dealer_rule():
    assert next_dealer(0, [10, 5]) == 1
    assert next_dealer(0, [5, 10]) == 0
    assert next_dealer(0, [5, 5]) == 0  # level is not ahead
    assert next_dealer(1, [10, 5]) == 1
    assert next_dealer(3, [5, 10]) == 0


def test_first_team_to_reach_501_wins():
    _, state = replay(sweep_record([[11, 2, 2, 2]] * 4))
    out = summary(state)
    assert out["finished"] and out["winners"] == [0, 2]
    assert out["totals"] == [520, -160, 520, -160]
    assert state.to_act is None and state.legal_actions() == []
    raw = sweep_record([[11, 2, 2, 2]] * 5)
    with pytest.raises(Exception) as info:
        replay(raw)
    assert "end of the match" in str(info.value)


def test_target_1001():
    _, state = replay(sweep_record([[11, 2, 2, 2]] * 4, target=1001))
    assert not state.match_over and state.round_over


def test_both_teams_reach_the_target_the_higher_total_wins():
    raw = sweep_record([[11, 2, 2, 2]])
    raw["rounds"][0]["actions"] = raw["rounds"][0]["actions"][:-1]
    _, state = replay(raw)
    state.team_totals = [400, 560]
    events = state.apply(play(3, "AC"))
    assert state.totals == (530, 520, 530, 520)
    assert state.match_over and state.winners == (0, 2)
    assert MatchOver((0, 2)) in events and any(isinstance(e, RoundScored) for e in events)


def test_equal_totals_at_the_target_play_on():
    raw = sweep_record([[11, 2, 2, 2]])
    raw["rounds"][0]["actions"] = raw["rounds"][0]["actions"][:-1]
    _, state = replay(raw)
    state.team_totals = [400, 570]
    state.apply(play(3, "AC"))
    assert state.totals == (530, 530, 530, 530)
    assert state.round_over and not state.match_over and state.winners == ()


def test_record_round_trips_and_mid_round_listing():
    record, state = replay(sweep_record([[11, 2, 2, 2]]))
    assert json.loads(record.dumps())["rounds"] == sweep_record([[11, 2, 2, 2]])["rounds"]
    raw = sweep_record([[11, 2, 2, 2]])
    raw["rounds"][0]["actions"] = raw["rounds"][0]["actions"][:5]
    _, state = replay(raw)
    assert summary(state)["round_over"] is False and summary(state)["rounds"] == [{}]
    # Seat 0 leads the first trick: the red joker waits for the black one.
    listing = legal_listing(state)
    assert listing["seat"] == 1
    assert listing["actions"] == [{"seat": 1, "type": "play", "card": c}
                                  for c in cards("3S 2S")]


def test_illegal_record_names_the_action():
    raw = sweep_record([[11, 2, 2, 2]])
    raw["rounds"][0]["actions"][4] = {"seat": 0, "type": "play", "card": "RJ"}
    with pytest.raises(Exception) as info:
        replay(raw)
    assert info.value.round == 0 and info.value.action == 4  # type: ignore[attr-defined]
    assert "red joker" in str(info.value)


@pytest.mark.parametrize("raw", [{"seat": 2, "type": "bid", "value": 5},
                                 {"seat": 0, "type": "play", "card": "RJ"}])
def test_actions_round_trip(raw):
    assert JOKER_SPADES.action_from_record(raw).to_record() == raw


@pytest.mark.parametrize("raw, message", [
    ({"seat": 0, "type": "pass"}, "unknown action type"),
    ({"seat": 0, "type": "bid"}, "'value'"),
    ({"seat": 0, "type": "bid", "value": 2.5}, "whole number"),
    ({"seat": 0, "type": "bid", "value": 3, "nil": True}, "unknown field"),
    ({"seat": 0, "type": "play", "card": "XJ"}, "not a card"),
    ({"seat": 4, "type": "play", "card": "AS"}, "seat"),
    ({"type": "play", "card": "AS"}, "seat"),
])
def test_malformed_actions(raw, message):
    with pytest.raises(RecordError, match=message):
        JOKER_SPADES.action_from_record(raw)


# ------------------------------------------------------------ views and samples


def test_view_shows_own_hand_and_counts_only():
    state = new()
    bid_all(state, [3, 3, 2, 2])
    state.apply(play(0, "AH"))
    view = state.view(2)
    zones = view.zones()
    assert zones[("hand", 2)] == tuple(codes(" ".join(DEAL_A["hands"][2])))
    assert zones[("hand", 0)] == (None,) * 12 and zones[("hand", 1)] == (None,) * 13
    assert zones[("trick", 0)] == (C("AH"),)
    assert "RJ" not in repr(view)
    assert view.bids == (3, 3, 2, 2)


def test_sample_respects_voids_and_keeps_everything_seen():
    state = new()
    bid_all(state, [3, 3, 2, 2])
    run(state, [play(0, "AH"), play(1, "6D"), play(2, "3H"), play(3, "2C")])
    view = state.view(0)
    for seed in range(20):
        sample = view.sample(random.Random(seed))
        assert sample.view(0) == view
        assert not any(c.suit is Suit.HEARTS for c in sample.hands[1] + sample.hands[3])
        assert Counter(c for cs in sample.zones().values() for c in cs) == \
            Counter(PACK_52_JOKERS)


def test_clone_is_independent():
    state = new()
    bid_all(state, [3, 3, 2, 2])
    twin = state.clone()
    twin.apply(play(0, "AH"))
    assert state.trick == [] and len(state.hands[0]) == 13
    assert snapshot(state.clone()) == snapshot(state)


# --------------------------------------------------------------- random playouts


@pytest.mark.parametrize("target", [501, 1001])
def test_playouts_conserve_cards_sample_and_replay(target):
    ai = JokerSpadesHeuristic()
    for seed in range(3):
        rng = random.Random(seed + target)
        opts = JokerSpadesOptions(target=target)
        deal = JOKER_SPADES.random_deal(4, {}, rng, opts)
        state = JOKER_SPADES.new_state(opts, 4, deal)
        record = Record(JOKER_SPADES, 4, opts, [RoundRecord(deal)])
        while not state.match_over and len(record.rounds) < 60:
            if state.round_over:
                deal = JOKER_SPADES.random_deal(4, state.next_roles(), rng, opts)
                state.start_round(deal)
                record.rounds.append(RoundRecord(deal))
                continue
            seat = state.to_act
            assert seat is not None
            legal = state.legal_actions()
            assert legal
            view = state.view(seat)
            assert view.sample(rng).view(seat) == view
            action = ai.choose(view, legal, rng) if rng.random() < 0.9 else rng.choice(legal)
            assert action in legal
            state.apply(action)
            record.rounds[-1].actions.append(action)
            assert Counter(c for cs in state.zones().values() for c in cs) == \
                Counter(PACK_52_JOKERS)
            if state.trick_number >= 10:
                assert state.black_played
        _, again = replay(json.loads(record.dumps()))
        assert summary(again) == summary(state)
        for r in state.results:
            b = r.details["bids"]
            assert r.details["contracts"] == [b[0] + b[2], b[1] + b[3]]
            assert r.points[0] == team_score(r.details["contracts"][0], r.details["tricks"][0])


def test_apply_accepts_exactly_the_legal_cards():
    for seed in range(4):
        rng = random.Random(seed)
        opts = JokerSpadesOptions()
        state = JOKER_SPADES.new_state(opts, 4, JOKER_SPADES.random_deal(4, {}, rng, opts))
        while not state.round_over:
            legal = state.legal_actions()
            seat = state.to_act
            assert seat is not None
            if state.phase == "play":
                for c in state.hands[seat]:
                    twin = state.clone()
                    try:
                        twin.apply(Play(seat, c))
                        accepted = True
                    except IllegalAction:
                        accepted = False
                    assert accepted == (Play(seat, c) in legal), c
            state.apply(rng.choice(legal))
