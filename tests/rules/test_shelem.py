"""Shelem (assets/rules/shelem.en.html): every rule line, the worked example, two players."""

from __future__ import annotations

import json
import random
from collections import Counter
from typing import Any

import pytest

from cardtable.ai.heuristics.shelem import ShelemHeuristic
from cardtable.cards import PACK_52, Card, Suit
from cardtable.records import legal_listing, replay, summary
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
    TrumpNamed,
)
from cardtable.rules.shelem import (
    RULES_NOTES,
    SHELEM,
    AuctionWon,
    Bid,
    Discard,
    PacketPlay,
    Pass,
    ShelemDeal,
    ShelemOptions,
    ShelemState,
    ThrownIn,
    card_points,
    hand_score,
    match_winner,
)

C = Card.parse


def cards(text: str) -> list[str]:
    return text.split()


# A hand-made four-player deal (dealer 3: seat 0 bids first).
DEAL4 = {
    "dealer": 3,
    "hands": [
        cards("AS KS QS JS TS AH KH QH AD KD AC KC"),
        cards("9S 8S 7S JH TH 9H QD JD TD QC JC TC"),
        cards("6S 5S 4S 8H 7H 6H 9D 8D 7D 9C 8C 7C"),
        cards("3S 5H 4H 3H 6D 5D 4D 3D 6C 5C 4C 3C"),
    ],
    "kitty": cards("2S 2H 2D 2C"),
}

# A hand-made two-player deal (dealer 1: seat 0 bids first).
DEAL2 = {
    "dealer": 1,
    "hands": [
        cards("AS KS QS JS TS AH KH QH JH TH 9D 8D"),
        cards("9S 8S 7S 6S 5S 9H 8H 7H 6H 5H 7D 6D"),
    ],
    "packets": [
        [cards("AD KD QD JD"), cards("AC KC QC JC"), cards("TD 5D 4D 3D")],
        [cards("TC 9C 8C 7C"), cards("4S 3S 4H 3H"), cards("6C 5C 4C 3C")],
    ],
    "kitty": cards("2S 2H 2D 2C"),
}


def new(deal: dict[str, Any] | None = None, players: int = 4, **options: Any) -> ShelemState:
    raw = deal if deal is not None else (DEAL4 if players == 4 else DEAL2)
    opts = ShelemOptions(**options)
    return SHELEM.new_state(opts, players, SHELEM.deal_from_record(raw, players, opts))


def bid(seat: int, value: int) -> Bid:
    return Bid(seat, value)


def play(seat: int, code: str) -> Play:
    return Play(seat, C(code))


def packet(seat: int, code: str) -> PacketPlay:
    return PacketPlay(seat, C(code))


def discard(seat: int, text: str) -> Discard:
    return Discard(seat, tuple(C(t) for t in text.split()))


def snapshot(state: ShelemState) -> Any:
    legal = state.legal_actions()
    return (state.to_act, state.phase, state.zones(), legal[:50], len(legal),
            [state.view(s) for s in range(state.players)], state.results, state.totals,
            state.captured())


def assert_illegal(state: ShelemState, action: Any, match: str | None = None) -> None:
    before = snapshot(state)
    with pytest.raises(IllegalAction, match=match):
        state.apply(action)
    assert snapshot(state) == before


def run(state: ShelemState, actions: list[Any]) -> list[Any]:
    events: list[Any] = []
    for a in actions:
        events += state.apply(a)
    return events


def plays_from(text: str) -> list[Play]:
    out: list[Play] = []
    for token in text.split():
        seat, code = token.split(":")
        out.append(Play(int(seat), C(code)))
    return out


def to_exchange(state: ShelemState, hakem: int = 0, value: int = 100) -> None:
    """Seat `hakem` bids `value` at its turn, everyone else passes."""
    while state.phase == "bidding":
        s = state.to_act
        assert s is not None
        state.apply(Bid(s, value) if s == hakem else Pass(s))


# ------------------------------------------------------------------ card points


def test_card_points_fives_tens_aces():
    assert card_points(C("5H")) == 5
    assert card_points(C("TS")) == 10
    assert card_points(C("AD")) == 10
    assert all(card_points(c) == 0 for c in PACK_52 if c.code[0] not in "5TA")


def test_points_add_up_to_165():
    assert 13 * 5 + sum(card_points(c) for c in PACK_52) == 165


# ----------------------------------------------------------- options and players


def test_options_default_and_offered_targets():
    assert ShelemOptions().target == 1200
    for target in (660, 330):
        assert ShelemOptions.from_record({"target": target}).target == target
    assert ShelemOptions(target=660).to_record() == {"target": 660}
    assert ShelemOptions().to_record() == {}


@pytest.mark.parametrize("raw", [{"target": 1000}, {"target": "1200"}, {"target": True},
                                 {"target": 1200.0}, {"goal": 1200}])
def test_options_rejected(raw):
    with pytest.raises(RecordError):
        ShelemOptions.from_record(raw)


@pytest.mark.parametrize("players", [2, 4])
def test_two_and_four_players(players):
    assert SHELEM.check_players(players) == players


@pytest.mark.parametrize("players", [0, 1, 3, 5, True, "4"])
def test_other_player_counts_rejected(players):
    with pytest.raises(RecordError):
        SHELEM.check_players(players)


def test_rules_notes_written():
    assert "Decisions" in RULES_NOTES and "two players" in RULES_NOTES.lower()


# ------------------------------------------------------------------ four players


def test_random_deal_four_players():
    deal = SHELEM.random_deal(4, {}, random.Random(3), ShelemOptions())
    assert [len(h) for h in deal.hands] == [12, 12, 12, 12]
    assert len(deal.piles["kitty"]) == 4
    assert Counter(deal.all_cards()) == Counter(PACK_52)
    assert 0 <= deal.roles["dealer"] < 4
    assert set(deal.to_record()) == {"dealer", "hands", "kitty"}
    assert SHELEM.random_deal(4, {"dealer": 2}, random.Random(3), ShelemOptions()).roles == {
        "dealer": 2}


def test_deal_round_trips_through_the_record():
    deal = SHELEM.random_deal(2, {}, random.Random(5), ShelemOptions())
    again = SHELEM.deal_from_record(json.loads(json.dumps(deal.to_record())), 2,
                                    ShelemOptions())
    assert again == deal
    deal4 = SHELEM.deal_from_record(DEAL4, 4, ShelemOptions())
    assert deal4.to_record() == DEAL4


def test_dealer_deals_round_from_next_seat_kitty_then_own_hand_last():
    state = ShelemState(SHELEM, ShelemOptions(), 4)
    events = state.start_round(SHELEM.deal_from_record(DEAL4, 4, ShelemOptions()))
    assert isinstance(events[0], RoundStarted) and events[0].roles == {"dealer": 3}
    dests = [e.dst for e in events[1:]]
    assert dests == ([("hand", 0)] * 12 + [("hand", 1)] * 12 + [("hand", 2)] * 12
                     + [("kitty",)] * 4 + [("hand", 3)] * 12)
    assert all(isinstance(e, CardMoved) and not e.face_up for e in events[1:])


def test_first_dealer_must_be_given():
    raw = dict(DEAL4)
    del raw["dealer"]
    deal = SHELEM.deal_from_record(raw, 4, ShelemOptions())
    with pytest.raises(RecordError, match="dealer"):
        SHELEM.new_state(ShelemOptions(), 4, deal)


def test_draw_roles_gives_a_dealer_by_lot():
    roles, events = SHELEM.draw_roles(4, random.Random(1))
    assert 0 <= roles["dealer"] < 4 and events


def _bad(raw_change):
    raw = json.loads(json.dumps(DEAL4))
    raw_change(raw)
    return raw


@pytest.mark.parametrize("change, message", [
    (lambda r: r["hands"][0].pop(), "missing: "),
    (lambda r: r["hands"][0].__setitem__(0, "KS"), "duplicated: KS"),
    (lambda r: r["hands"][0].__setitem__(0, "RJ"), "not in this game's pack"),
    (lambda r: r["hands"][0].__setitem__(0, "ZZ"), "not a card"),
    (lambda r: r.__setitem__("hands", r["hands"][:3]), "list of 4 hands"),
    (lambda r: r.pop("kitty"), "'kitty'"),
    (lambda r: r.__setitem__("packets", []), "unknown field"),
    (lambda r: r.__setitem__("dealer", 4), "dealer"),
    (lambda r: r["hands"][1].append(r["kitty"].pop()), "holds 13 cards"),
])
def test_bad_deals_rejected(change, message):
    with pytest.raises(RecordError, match=message):
        SHELEM.deal_from_record(_bad(change), 4, ShelemOptions())


def test_deal_must_be_an_object():
    with pytest.raises(RecordError):
        SHELEM.deal_from_record([1, 2], 4, ShelemOptions())


def test_next_hand_dealt_by_the_next_seat():
    state = new()
    run(state, [Pass(0), Pass(1), Pass(2), Pass(3)])
    assert state.next_roles() == {"dealer": 0}
    wrong = SHELEM.deal_from_record(dict(DEAL4, dealer=2), 4, ShelemOptions())
    with pytest.raises(RecordError, match="seat 0"):
        state.start_round(wrong)
    raw = dict(DEAL4)
    del raw["dealer"]
    state.start_round(SHELEM.deal_from_record(raw, 4, ShelemOptions()))
    assert state.dealer == 0 and state.to_act == 1


def test_start_round_refused_mid_hand():
    state = new()
    with pytest.raises(RecordError, match="before the current hand is over"):
        state.start_round(SHELEM.deal_from_record(DEAL4, 4, ShelemOptions()))


# ---------------------------------------------------------------------- bidding


def test_bidding_starts_left_of_the_dealer_with_pass_or_100_to_165():
    state = new()
    assert state.to_act == 0
    legal = state.legal_actions()
    assert legal[0] == Pass(0)
    assert [a.value for a in legal[1:]] == list(range(100, 170, 5))


def test_each_bid_higher_than_the_last():
    state = new()
    state.apply(bid(0, 120))
    assert [a.value for a in state.legal_actions()[1:]] == list(range(125, 170, 5))
    assert_illegal(state, bid(1, 120), "higher than the last bid")
    assert_illegal(state, bid(1, 115), "higher")


@pytest.mark.parametrize("value", [95, 0, 102, 170, 200, -100])
def test_bids_are_multiples_of_5_from_100_to_165(value):
    assert_illegal(new(), Bid(0, value), "multiple of 5")


def test_bid_out_of_turn_is_illegal():
    assert_illegal(new(), bid(1, 100), "seat 0's turn")
    assert_illegal(new(), Pass(2), "seat 0's turn")


def test_a_pass_is_final():
    state = new()
    run(state, [bid(0, 100), Pass(1), bid(2, 105), bid(3, 110), bid(0, 115)])
    assert state.to_act == 2  # seat 1 passed: skipped
    run(state, [bid(2, 120), Pass(3), bid(0, 125)])
    assert state.to_act == 2


def test_auction_ends_when_three_have_passed():
    state = new()
    events = run(state, [bid(0, 110), bid(1, 115), Pass(2), Pass(3), bid(0, 120), Pass(1)])
    assert state.phase == "exchange"
    assert state.hakem == 0 and state.contract == 120 and state.to_act == 0
    won = [e for e in events if isinstance(e, AuctionWon)]
    assert won == [AuctionWon(0, 120)]


def test_after_three_passes_the_fourth_may_bid_and_is_hakem():
    state = new()
    run(state, [Pass(0), Pass(1), Pass(2)])
    assert state.to_act == 3
    assert len(state.legal_actions()) == 15
    state.apply(bid(3, 100))
    assert state.phase == "exchange" and state.hakem == 3 and state.contract == 100


def test_all_four_pass_the_hand_is_thrown_in():
    state = new()
    events = run(state, [Pass(0), Pass(1), Pass(2), Pass(3)])
    assert state.round_over and not state.match_over
    assert any(isinstance(e, ThrownIn) for e in events)
    result = state.results[-1]
    assert result.points == (0, 0, 0, 0)
    assert result.details == {"hakem": None, "contract": None, "trump": None,
                              "captured": [0, 0]}
    assert state.legal_actions() == [] and state.to_act is None
    assert_illegal(state, bid(0, 100), "hand is over")


def test_no_card_is_played_during_the_bidding():
    assert_illegal(new(), play(0, "AS"), "must bid or pass")


def test_a_bid_of_165_leaves_only_passes():
    state = new()
    state.apply(bid(0, 165))
    assert state.legal_actions() == [Pass(1)]


def test_the_hakem_picks_up_the_kitty():
    state = new()
    events = run(state, [bid(0, 100), Pass(1), Pass(2), Pass(3)])
    assert len(state.hands[0]) == 16
    assert set(state.hands[0]) >= {C(t) for t in DEAL4["kitty"]}
    assert state.zones()[("kitty",)] == ()
    moved = [e for e in events if isinstance(e, CardMoved)]
    assert [(e.src, e.dst) for e in moved] == [(("kitty",), ("hand", 0))] * 4


# --------------------------------------------------------------------- exchange


def test_lay_away_any_four_of_sixteen():
    state = new()
    to_exchange(state)
    legal = state.legal_actions()
    assert len(legal) == 1820
    assert len({frozenset(a.cards) for a in legal}) == 1820
    assert all(isinstance(a, Discard) and a.seat == 0 and len(set(a.cards)) == 4
               and set(a.cards) <= set(state.hands[0]) for a in legal)
    assert legal[0].to_record() == {"seat": 0, "type": "discard",
                                    "cards": ["AS", "KS", "QS", "JS"]}
    assert state.legal_actions() == legal  # stable order


def test_legal_listing_caps_the_lay_aways_at_1000():
    state = new()
    to_exchange(state)
    listing = legal_listing(state)
    assert listing["seat"] == 0 and len(listing["actions"]) == 1000
    assert listing["total"] == 1820
    assert listing["actions"][0]["type"] == "discard"


def test_laid_away_cards_leave_the_hand_face_down():
    state = new()
    to_exchange(state)
    events = state.apply(discard(0, "2S 2H 2D 2C"))
    assert len(state.hands[0]) == 12
    assert state.zones()[("laid-away", 0)] == tuple(C(t) for t in "2S 2H 2D 2C".split())
    assert all(isinstance(e, CardMoved) and e.dst == ("laid-away", 0) and not e.face_up
               for e in events)
    assert state.phase == "play" and state.to_act == 0


def test_laid_away_cards_count_as_one_trick_and_their_points():
    state = new()
    to_exchange(state)
    state.apply(discard(0, "AC KC 2D 2C"))
    assert state.captured() == (5 + 10, 0)
    state2 = new()
    to_exchange(state2, hakem=1)
    state2.apply(discard(1, "TC TD 2H 2S"))
    assert state2.captured() == (0, 5 + 20)


def test_the_four_cards_laid_away_are_a_set():
    a = discard(0, "2C 2S 2D 2H")
    assert a == discard(0, "2S 2H 2D 2C") and a.cards == tuple(C(t) for t in cards("2S 2H 2D 2C"))
    state = new()
    to_exchange(state)
    assert a in state.legal_actions()
    raw = {"seat": 0, "type": "discard", "cards": ["2C", "AS", "2H", "KD"]}
    assert SHELEM.action_from_record(raw).to_record()["cards"] == ["AS", "2H", "KD", "2C"]


def test_illegal_lay_aways():
    state = new()
    to_exchange(state)
    assert_illegal(state, discard(0, "9S 2S 2H 2D"), "does not hold 9S")
    assert_illegal(state, discard(0, "2S 2S 2H 2D"), "four different")
    assert_illegal(state, Discard(0, (C("2S"), C("2H"), C("2D"))), "exactly 4")
    assert_illegal(state, discard(1, "9S 8S 7S JH"), "seat 0's turn")
    assert_illegal(state, play(0, "AS"), "lay away four cards")
    assert_illegal(state, Pass(0), "bidding is over")


def test_no_lay_away_during_the_bidding():
    assert_illegal(new(), discard(0, "AS KS QS JS"), "right after the auction")


# ------------------------------------------------------------------------- play


def _playing(hakem: int = 0) -> ShelemState:
    state = new()
    to_exchange(state, hakem=hakem)
    state.apply(discard(hakem, "2S 2H 2D 2C"))
    return state


def test_the_hakem_leads_and_the_first_card_names_trump():
    state = _playing()
    assert state.trump is None and state.leader == 0
    assert len(state.legal_actions()) == 12  # any card of his hand
    events = state.apply(play(0, "AH"))
    assert state.trump is Suit.HEARTS
    assert TrumpNamed(0, Suit.HEARTS) in events
    assert state.view(1).trump is Suit.HEARTS


def test_follow_suit_if_able():
    state = _playing()
    state.apply(play(0, "AS"))
    assert {a.card.code for a in state.legal_actions()} == {"9S", "8S", "7S"}
    assert_illegal(state, play(1, "JH"), "must follow suit")
    assert_illegal(state, play(1, "2S"), "does not hold")
    state.apply(play(1, "7S"))
    run(state, [play(2, "4S"), play(3, "3S")])
    assert state.to_act == 0 and state.tricks == [1, 0]


def test_void_may_play_any_card():
    state = _playing()
    run(state, [play(0, "AS"), play(1, "9S"), play(2, "6S"), play(3, "3S")])
    state.apply(play(0, "KS"))
    state.apply(play(1, "8S"))
    state.apply(play(2, "5S"))
    assert len(state.legal_actions()) == 11  # seat 3 has no spade left: any card
    state.apply(play(3, "3C"))
    assert state.voids[3] & (1 << Suit.SPADES)


SPLIT_DEAL = {
    "dealer": 3,
    "hands": [
        cards("AH KH QH AD KD QD JD TD 9D 8D 7D 6D"),
        cards("JH TH 9H 5D 4D 3D AC KC QC JC TC 9C"),
        cards("8H 7H 6H 8C 7C 6C 5C 4C 3C AS KS QS"),
        cards("5H 4H 3H JS TS 9S 8S 7S 6S 5S 4S 3S"),
    ],
    "kitty": cards("2S 2H 2D 2C"),
}


def _split(lead: str) -> ShelemState:
    state = new(SPLIT_DEAL)
    to_exchange(state)
    state.apply(discard(0, "2S 2H 2D 2C"))
    state.apply(play(0, lead))
    return state


def winners(events: list[Any]) -> list[int]:
    return [e.winner for e in events if isinstance(e, TrickWon)]


def test_highest_card_of_the_suit_led_wins_without_trump():
    state = _split("AH")  # trump hearts
    run(state, [play(1, "JH"), play(2, "8H"), play(3, "5H")])
    run(state, [play(0, "KH"), play(1, "TH"), play(2, "7H"), play(3, "4H")])
    run(state, [play(0, "QH"), play(1, "9H"), play(2, "6H"), play(3, "3H")])
    # Seats 2 and 3 are void in diamonds but hold no trump: the 6D beats the 5D.
    events = run(state, [play(0, "6D"), play(1, "5D"), play(2, "8C"), play(3, "JS")])
    assert winners(events) == [0]
    assert state.tricks == [4, 0]


def test_a_trump_beats_a_higher_card_of_the_suit_led():
    state = _split("QH")  # trump hearts
    assert winners(run(state, [play(1, "JH"), play(2, "8H"), play(3, "5H")])) == [0]
    # Seat 2 is void in diamonds and trumps the ace; seat 3's lower trump does not win.
    events = run(state, [play(0, "AD"), play(1, "3D"), play(2, "6H"), play(3, "4H")])
    assert winners(events) == [2]
    assert state.to_act == 2 and state.tricks == [2, 0]  # seats 0 and 2 are partners


def test_all_twelve_tricks_are_played():
    state = _playing()
    rng = random.Random(2)
    tricks = 0
    while not state.round_over:
        legal = state.legal_actions()
        tricks += sum(isinstance(e, TrickWon) for e in state.apply(rng.choice(legal)))
    assert tricks == 12 and sum(state.tricks) == 12
    assert all(len(h) == 0 for h in state.hands)
    total = state.results[-1].details["captured"]
    assert sum(total) == 165


def test_playing_out_of_turn_and_other_games_actions_are_illegal():
    state = _playing()
    assert_illegal(state, play(1, "9S"), "seat 0's turn")
    assert_illegal(state, ChooseTrump(0, Suit.SPADES), "not a Shelem action")
    assert_illegal(state, PacketPlay(0, C("AS")), "no packets")
    assert_illegal(state, bid(0, 150), "bidding is over")


# --------------------------------------------------------------------- scoring


def test_defenders_score_what_they_captured_hakem_captured_if_made():
    assert hand_score(135, 135, 30, False) == 135
    assert hand_score(100, 150, 15, False) == 150  # the points captured, not the bid


def test_hakem_short_of_contract_scores_minus_the_contract():
    assert hand_score(135, 130, 35, False) == -135
    assert hand_score(120, 85, 80, False) == -120


def test_shelem_all_twelve_tricks_scores_330():
    assert hand_score(150, 165, 0, True) == 330


def test_yasa_fewer_points_than_the_defenders_scores_minus_165():
    assert hand_score(100, 80, 85, False) == -165
    assert hand_score(165, 50, 115, False) == -165


def test_match_winner_checked_at_the_end_of_a_hand():
    assert match_winner([1199, 500], 1200) is None
    assert match_winner([1200, -5], 1200) == 0
    assert match_winner([1250, 1210], 1200) == 0  # both reach it: the higher total wins
    assert match_winner([1205, 1210], 1200) == 1
    assert match_winner([1210, 1210], 1200) is None  # equal totals play on
    assert match_winner([330, 0], 330) == 0


# -------------------------------------------------------------- worked example


HAND1 = {"dealer": 0, "hands": [
    cards("4H TD 3D JC 5S AS QS JH 9D 9S 4D 3C"),
    cards("KD TC TS AC 2D KC 5H QD 8D 7S 4C 3H"),
    cards("QH 2C 8C 9H 9C 7D JS KH 6S JD 3S 6D"),
    cards("4S AH 7C QC 8H 2H 6H 6C 5D 8S AD 2S")], "kitty": cards("5C TH KS 7H")}
HAND1_AUCTION = [{"seat": 1, "type": "bid", "value": 110}, {"seat": 2, "type": "bid", "value": 115},
                 {"seat": 3, "type": "pass"}, {"seat": 0, "type": "bid", "value": 125},
                 {"seat": 1, "type": "bid", "value": 130}, {"seat": 2, "type": "pass"},
                 {"seat": 0, "type": "bid", "value": 135}, {"seat": 1, "type": "pass"},
                 {"seat": 0, "type": "discard", "cards": cards("TD JC 5C 3C")}]
HAND1_PLAY = ("0:AS 1:7S 2:3S 3:2S 0:KS 1:TS 2:6S 3:4S 0:QS 1:2D 2:JS 3:8S 0:4H 1:5H 2:9H "
              "3:AH 3:AD 0:3D 1:8D 2:6D 3:6C 0:4D 1:4C 2:8C 2:KH 3:2H 0:TH 1:3H 2:QH 3:6H "
              "0:7H 1:QD 2:2C 3:7C 0:5S 1:KC 0:JH 1:KD 2:7D 3:8H 0:9D 1:TC 2:JD 3:5D 2:9C "
              "3:QC 0:9S 1:AC")

HAND2 = {"hands": [
    cards("4H 2S JC 5S QH JS 6H 3C 3D QD 4S 9C"),
    cards("8C AC 9D KD 2D TH 5C JD AD 4C 7S TS"),
    cards("QC TC 5D 6S KC 6D KS 3H 7D 8S 6C KH"),
    cards("TD 7C 8H 5H 8D 2C 9S JH 7H 2H AS 4D")], "kitty": cards("9H 3S QS AH")}
HAND2_AUCTION = [{"seat": 2, "type": "pass"}, {"seat": 3, "type": "bid", "value": 125},
                 {"seat": 0, "type": "pass"}, {"seat": 1, "type": "pass"},
                 {"seat": 3, "type": "discard", "cards": cards("QS 9S 3S 2C")}]
HAND2_PLAY = ("3:JH 0:4H 1:TH 2:3H 3:9H 0:QH 1:9D 2:KH 2:7D 3:TD 0:QD 1:KD 1:JD 2:6D 3:8D "
              "0:3D 1:8C 2:6C 3:7C 0:9C 0:2S 1:TS 2:6S 3:AS 3:2H 0:6H 1:2D 2:QC 0:5S 1:7S "
              "2:8S 3:5H 3:4D 0:JC 1:AD 2:5D 1:5C 2:KC 3:AH 0:3C 3:8H 0:JS 1:4C 2:TC 3:7H "
              "0:4S 1:AC 2:KS")

# Hand 3: A (seat 0) holds twelve spades and wins every trick: a shelem.
HAND3 = {"dealer": 2, "hands": [
    cards("AS KS QS JS TS 9S 8S 7S 6S 5S 4S 3S"),
    cards("AH KH QH JH TH 9H 8H 7H 6H 5H AD KD"),
    cards("QD JD TD 9D 8D 7D 6D 5D 4D 3D 2D AC"),
    cards("KC QC JC TC 9C 8C 7C 6C 5C 4C 3C 2C")], "kitty": cards("2S 2H 3H 4H")}
HAND3_AUCTION = [{"seat": 3, "type": "bid", "value": 100}, {"seat": 0, "type": "bid", "value": 120},
                 {"seat": 1, "type": "bid", "value": 125}, {"seat": 2, "type": "pass"},
                 {"seat": 3, "type": "bid", "value": 130}, {"seat": 0, "type": "bid", "value": 135},
                 {"seat": 1, "type": "bid", "value": 140}, {"seat": 3, "type": "pass"},
                 {"seat": 0, "type": "bid", "value": 150}, {"seat": 1, "type": "pass"},
                 {"seat": 0, "type": "discard", "cards": cards("2S 4H 3H 2H")}]
HAND3_PLAY = " ".join(
    f"0:{s} 1:{h} 2:{d} 3:{c}"
    for s, h, d, c in zip(cards("AS KS QS JS TS 9S 8S 7S 6S 5S 4S 3S"),
                          cards("5H 6H 7H 8H 9H TH JH QH KH AH KD AD"),
                          cards("2D 3D 4D 5D 6D 7D 8D 9D TD JD QD AC"),
                          cards("2C 3C 4C 5C 6C 7C 8C 9C TC JC QC KC"), strict=True))

HAND4 = {"hands": [
    cards("9D 8H 3H KH 3S TH 9S 5D 5C 3D 4H 9H"),
    cards("8C JS AS 7S JD 5H 2S QH 6C KD QS AH"),
    cards("2H 8D 6H 6D QC 7D JC 2D QD TD 2C 6S"),
    cards("KS 4S 4D 7H 8S KC 3C JH 5S 4C TC 7C")], "kitty": cards("9C TS AC AD")}
HAND4_AUCTION = [{"seat": 0, "type": "bid", "value": 130}, {"seat": 1, "type": "pass"},
                 {"seat": 2, "type": "pass"}, {"seat": 3, "type": "bid", "value": 135},
                 {"seat": 0, "type": "pass"},
                 {"seat": 3, "type": "discard", "cards": cards("TS 8S 5S 4S")}]
HAND4_PLAY = ("3:AC 0:5C 1:6C 2:2C 3:KC 0:3H 1:8C 2:JC 3:TC 0:3S 1:2S 2:QC 2:2D 3:AD 0:3D "
              "1:JD 3:7H 0:8H 1:AH 2:2H 1:AS 2:6S 3:KS 0:9S 1:KD 2:6D 3:4D 0:9D 1:QS 2:6H "
              "3:3C 0:4H 3:JH 0:KH 1:QH 2:TD 0:TH 1:5H 2:7D 3:4C 3:9C 0:9H 1:7S 2:8D 3:7C "
              "0:5D 1:JS 2:QD")


def _round(deal: dict[str, Any], auction: list[dict[str, Any]], plays: str) -> dict[str, Any]:
    actions = json.loads(json.dumps(auction))
    for token in plays.split():
        seat, code = token.split(":")
        actions.append({"seat": int(seat), "type": "play", "card": code})
    return {"deal": json.loads(json.dumps(deal)), "actions": actions}


def worked_example(**options: Any) -> dict[str, Any]:
    return {"format": "cardtable-record/1", "game": "shelem", "players": 4,
            "options": options,
            "rounds": [_round(HAND1, HAND1_AUCTION, HAND1_PLAY),
                       _round(HAND2, HAND2_AUCTION, HAND2_PLAY),
                       _round(HAND3, HAND3_AUCTION, HAND3_PLAY),
                       _round(HAND4, HAND4_AUCTION, HAND4_PLAY)]}


def test_worked_example_score_sheet():
    _, state = replay(worked_example())
    out = summary(state)
    assert out["ok"] and out["round_over"] and not out["finished"] and out["winners"] == []
    rounds = out["rounds"]
    assert [r["details"]["hakem"] for r in rounds] == [0, 3, 0, 3]
    assert [r["details"]["contract"] for r in rounds] == [135, 125, 150, 135]
    assert [r["details"]["captured"] for r in rounds] == [[130, 35], [15, 150], [165, 0],
                                                          [30, 135]]
    assert [r["points"] for r in rounds] == [[-135, 35, -135, 35], [15, 150, 15, 150],
                                             [330, 0, 330, 0], [30, 135, 30, 135]]
    assert [list(r.totals) for r in state.results] == [
        [-135, 35, -135, 35], [-120, 185, -120, 185], [210, 185, 210, 185],
        [240, 320, 240, 320]]
    assert out["totals"] == [240, 320, 240, 320]
    assert rounds[0]["details"] == {"hakem": 0, "contract": 135, "trump": "S",
                                    "captured": [130, 35]}
    assert [r["details"]["trump"] for r in rounds] == ["S", "H", "S", "C"]
    assert [d.roles.get("dealer", s) for s, d in enumerate(state.deals)] == [0, 1, 2, 3]


def test_worked_example_record_round_trips():
    record, state = replay(worked_example())
    again = json.loads(record.dumps())
    assert again["rounds"] == worked_example()["rounds"]
    _, state2 = replay(again)
    assert summary(state2) == summary(state)


def test_worked_example_mid_round_and_legal():
    raw = worked_example()
    raw["rounds"] = raw["rounds"][:2]
    raw["rounds"][1]["actions"] = raw["rounds"][1]["actions"][:3]
    _, state = replay(raw)
    out = summary(state)
    assert out["round_over"] is False and out["rounds"][-1] == {}
    assert legal_listing(state) == {"seat": 1, "actions": [
        {"seat": 1, "type": "pass"}, {"seat": 1, "type": "bid", "value": 130},
        {"seat": 1, "type": "bid", "value": 135}, {"seat": 1, "type": "bid", "value": 140},
        {"seat": 1, "type": "bid", "value": 145}, {"seat": 1, "type": "bid", "value": 150},
        {"seat": 1, "type": "bid", "value": 155}, {"seat": 1, "type": "bid", "value": 160},
        {"seat": 1, "type": "bid", "value": 165}]}


def test_shelem_reaching_the_target_ends_the_match():
    raw = worked_example(target=330)
    raw["rounds"] = [_round(dict(HAND3), HAND3_AUCTION, HAND3_PLAY)]
    _, state = replay(raw)
    out = summary(state)
    assert out["finished"] and out["winners"] == [0, 2] and out["totals"] == [330, 0, 330, 0]
    assert state.to_act is None and state.legal_actions() == []
    with pytest.raises(RecordError, match="over"):
        state.start_round(SHELEM.random_deal(4, state.next_roles(), random.Random(1),
                                             state.options))
    assert_illegal(state, bid(3, 100), "match is over")


def test_both_sides_reaching_the_target_the_higher_wins():
    raw = worked_example()
    raw["rounds"] = [_round(HAND1, HAND1_AUCTION, HAND1_PLAY),
                     _round(HAND2, HAND2_AUCTION, HAND2_PLAY[:-5])]
    _, state = replay(raw)
    state.side_totals = [1190, 1060]
    events = state.apply(play(2, "KS"))
    assert state.totals == (1205, 1210, 1205, 1210)
    assert state.match_over and state.winners == (1, 3)
    assert MatchOver((1, 3)) in events


def test_equal_totals_at_the_target_play_on():
    raw = worked_example()
    raw["rounds"] = [_round(HAND1, HAND1_AUCTION, HAND1_PLAY),
                     _round(HAND2, HAND2_AUCTION, HAND2_PLAY[:-5])]
    _, state = replay(raw)
    state.side_totals = [1195, 1060]
    state.apply(play(2, "KS"))
    assert state.totals == (1210, 1210, 1210, 1210)
    assert state.round_over and not state.match_over and state.winners == ()
    assert state.next_roles() == {"dealer": 2}


def test_round_scored_event_and_points_are_team_figures():
    state = new()
    to_exchange(state)
    state.apply(discard(0, "2S 2H 2D 2C"))
    rng = random.Random(4)
    events: list[Any] = []
    while not state.round_over:
        events += state.apply(rng.choice(state.legal_actions()))
    scored = [e for e in events if isinstance(e, RoundScored)]
    assert len(scored) == 1
    p = scored[0].points
    assert p[0] == p[2] and p[1] == p[3]
    cap = state.results[-1].details["captured"]
    assert p[1] == cap[1]
    assert p[0] == hand_score(100, cap[0], cap[1], state.tricks[0] == 12)


def test_illegal_record_reports_the_action():
    raw = worked_example()
    raw["rounds"][0]["actions"][0]["value"] = 95
    with pytest.raises(Exception) as info:
        replay(raw)
    assert info.value.round == 0 and info.value.action == 0  # type: ignore[attr-defined]
    assert "multiple of 5" in str(info.value)


def test_deal_with_wrong_dealer_in_a_later_round_is_rejected():
    raw = worked_example()
    raw["rounds"][1]["deal"] = dict(HAND2, dealer=3)
    with pytest.raises(Exception) as info:
        replay(raw)
    assert info.value.round == 1 and info.value.action is None  # type: ignore[attr-defined]


# ---------------------------------------------------------------- record actions


@pytest.mark.parametrize("raw", [
    {"seat": 0, "type": "bid", "value": 100},
    {"seat": 1, "type": "pass"},
    {"seat": 2, "type": "discard", "cards": ["AS", "5H", "TD", "2C"]},
    {"seat": 3, "type": "play", "card": "QH"},
    {"seat": 1, "type": "play", "card": "QH", "from": "packet"},
])
def test_actions_round_trip(raw):
    assert SHELEM.action_from_record(raw).to_record() == raw


@pytest.mark.parametrize("raw, message", [
    ({"seat": 0, "type": "trump", "suit": "S"}, "unknown action type"),
    ({"seat": 0, "type": "bid"}, "needs the field 'value'"),
    ({"seat": 0, "type": "bid", "value": "100"}, "whole number"),
    ({"seat": 0, "type": "bid", "value": True}, "whole number"),
    ({"seat": 0, "type": "pass", "value": 100}, "unknown field"),
    ({"seat": 0, "type": "discard", "cards": "AS KS QS JS"}, "a list"),
    ({"seat": 0, "type": "discard", "cards": ["AS", "KS", "QS"]}, "4 cards"),
    ({"seat": 0, "type": "discard", "cards": ["AS", "KS", "QS", "XX"]}, "not a card"),
    ({"seat": 0, "type": "play", "card": "1S"}, "not a card"),
    ({"seat": 0, "type": "play", "card": "AS", "from": "table"}, "from"),
    ({"seat": 4, "type": "pass"}, "seat"),
    ({"seat": None, "type": "pass"}, "seat"),
    ({"seat": True, "type": "pass"}, "seat"),
])
def test_malformed_actions(raw, message):
    with pytest.raises(RecordError, match=message):
        SHELEM.action_from_record(raw)


def test_two_player_record_rejects_seats_two_and_three():
    with pytest.raises(RecordError, match="0 to 1"):
        new(players=2).action_from_record({"seat": 2, "type": "pass"})


# ------------------------------------------------------------ views and samples


def test_view_hides_other_hands_the_kitty_and_the_laid_away_cards():
    state = new()
    view = state.view(1)
    zones = view.zones()
    assert zones[("hand", 1)] == tuple(C(t) for t in DEAL4["hands"][1])
    assert zones[("hand", 0)] == (None,) * 12
    assert zones[("kitty",)] == (None,) * 4
    to_exchange(state)
    assert state.view(1).zones()[("hand", 0)] == (None,) * 16
    state.apply(discard(0, "2S 2H 2D 2C"))
    assert state.view(0).zones()[("laid-away", 0)] == tuple(C(t) for t in cards("2S 2H 2D 2C"))
    for seat in (1, 2, 3):
        assert state.view(seat).zones()[("laid-away", 0)] == (None,) * 4
    assert "2S" not in repr(state.view(2).laid_away)


def test_view_zones_match_state_zones():
    state = _playing()
    run(state, [play(0, "AS"), play(1, "9S")])
    full = state.zones()
    for seat in range(4):
        seen = state.view(seat).zones()
        assert set(seen) == set(full)
        for zone, cs in full.items():
            assert len(seen[zone]) == len(cs)
            assert all(v is None or v is c for v, c in zip(seen[zone], cs, strict=True))
    assert full[("trick", 0)] == (C("AS"),) and full[("trick", 1)] == (C("9S"),)


def test_zones_hold_exactly_the_pack():
    state = _playing()
    run(state, [play(0, "AS"), play(1, "9S"), play(2, "6S"), play(3, "3S"), play(0, "AH")])
    assert Counter(c for cs in state.zones().values() for c in cs) == Counter(PACK_52)


def test_sample_is_consistent_with_the_view():
    rng = random.Random(9)
    for seed in range(6):
        for players in (2, 4):
            game_rng = random.Random(seed)
            opts = ShelemOptions()
            state = SHELEM.new_state(opts, players,
                                     SHELEM.random_deal(players, {}, game_rng, opts))
            while not state.round_over:
                seat = state.to_act
                assert seat is not None
                view = state.view(seat)
                sample = view.sample(rng)
                assert sample.view(seat) == view
                assert Counter(c for cs in sample.zones().values() for c in cs) == \
                    Counter(PACK_52)
                assert Counter(sample.deals[-1].all_cards()) == Counter(PACK_52)
                legal = state.legal_actions()
                assert sample.legal_actions() == legal
                state.apply(ShelemHeuristic().choose(view, legal, game_rng))


def test_sample_respects_voids():
    state = _playing()
    run(state, [play(0, "AS"), play(1, "9S"), play(2, "6S"), play(3, "3S")])
    run(state, [play(0, "KS"), play(1, "8S"), play(2, "5S"), play(3, "3C")])
    view = state.view(0)
    for seed in range(20):
        sample = view.sample(random.Random(seed))
        assert not any(c.suit is Suit.SPADES for c in sample.hands[3])


def test_clone_is_independent():
    state = _playing()
    copy = state.clone()
    copy.apply(play(0, "AS"))
    assert state.trick == [] and state.trump is None and len(state.hands[0]) == 12
    assert copy.trump is Suit.SPADES
    assert snapshot(state.clone()) == snapshot(state)


# ------------------------------------------------------------------ two players


def test_random_deal_two_players():
    deal = SHELEM.random_deal(2, {"dealer": 0}, random.Random(7), ShelemOptions())
    assert isinstance(deal, ShelemDeal)
    assert [len(h) for h in deal.hands] == [12, 12]
    assert [[len(p) for p in s] for s in deal.packets] == [[4, 4, 4], [4, 4, 4]]
    assert len(deal.piles["kitty"]) == 4
    assert Counter(deal.all_cards()) == Counter(PACK_52)
    assert set(deal.to_record()) == {"dealer", "hands", "packets", "kitty"}


def test_two_player_deal_order():
    state = ShelemState(SHELEM, ShelemOptions(), 2)
    events = state.start_round(SHELEM.deal_from_record(DEAL2, 2, ShelemOptions()))
    dests = []
    for e in events[1:]:
        if not dests or dests[-1][0] != e.dst:
            dests.append([e.dst, 0])
        dests[-1][1] += 1
    # Dealer 1: 12 to the opponent, 12 to himself, packets opp/self/opp/self/opp, the
    # kitty, the last packet in front of himself.
    assert [tuple(d) for d in dests] == [
        (("hand", 0), 12), (("hand", 1), 12), (("packet", 0, 0), 4), (("packet", 1, 0), 4),
        (("packet", 0, 1), 4), (("packet", 1, 1), 4), (("packet", 0, 2), 4), (("kitty",), 4),
        (("packet", 1, 2), 4)]
    # A packet's listed top card is dealt last, so it lies on top.
    assert events[25].card is C("JD") and events[28].card is C("AD")


def test_random_two_player_deal_follows_the_deal_order():
    rng = random.Random(11)
    pack = list(PACK_52)
    rng.shuffle(pack)
    deal = SHELEM.random_deal(2, {"dealer": 1}, random.Random(11), ShelemOptions())
    assert list(deal.hands[0]) == pack[:12] and list(deal.hands[1]) == pack[12:24]
    assert list(deal.packets[0][0]) == pack[24:28] and list(deal.packets[1][0]) == pack[28:32]
    assert list(deal.packets[0][2]) == pack[40:44]
    assert list(deal.piles["kitty"]) == pack[44:48] and list(deal.packets[1][2]) == pack[48:]


@pytest.mark.parametrize("change, message", [
    (lambda r: r.pop("packets"), "'packets'"),
    (lambda r: r["packets"].pop(), "two lists of three packets"),
    (lambda r: r["packets"][0].pop(), "two lists of three packets"),
    (lambda r: r["packets"][0][0].append(r["kitty"].pop()), "packet 0 of seat 0 holds 5"),
    (lambda r: r["packets"][1][2].__setitem__(0, "AS"), "duplicated: AS"),
])
def test_bad_two_player_deals(change, message):
    raw = json.loads(json.dumps(DEAL2))
    change(raw)
    with pytest.raises(RecordError, match=message):
        SHELEM.deal_from_record(raw, 2, ShelemOptions())


def test_two_player_bidding_starts_with_the_non_dealer_and_ends_at_a_pass():
    state = new(players=2)
    assert state.to_act == 0
    run(state, [bid(0, 100), bid(1, 105), bid(0, 110)])
    assert state.to_act == 1
    state.apply(Pass(1))
    assert state.phase == "exchange" and state.hakem == 0 and state.contract == 110
    assert len(state.hands[0]) == 16


def test_two_player_non_dealer_passes_dealer_may_bid_or_pass():
    state = new(players=2)
    state.apply(Pass(0))
    assert state.to_act == 1
    state.apply(bid(1, 100))
    assert state.phase == "exchange" and state.hakem == 1
    state = new(players=2)
    events = run(state, [Pass(0), Pass(1)])
    assert state.round_over and any(isinstance(e, ThrownIn) for e in events)
    assert state.results[-1].points == (0, 0)
    assert state.next_roles() == {"dealer": 0}


def _two_player_playing() -> ShelemState:
    state = new(players=2)
    run(state, [bid(0, 100), Pass(1), discard(0, "2S 2H 2D 2C")])
    return state


def test_packet_tops_turn_up_after_both_first_hand_cards():
    state = _two_player_playing()
    assert state.view(1).zones()[("packet", 0, 0)] == (None,) * 4
    state.apply(play(0, "AS"))
    assert state.view(1).zones()[("packet", 1, 0)] == (None,) * 4
    assert_illegal(state, play(1, "9H"), "follow suit")
    events = state.apply(play(1, "5S"))
    flips = [e for e in events if isinstance(e, CardMoved) and e.src == e.dst]
    assert [e.card.code for e in flips] == ["AD", "AC", "TD", "TC", "4S", "6C"]
    assert all(e.face_up for e in flips)
    for seat in (0, 1):
        zones = state.view(seat).zones()
        assert zones[("packet", 0, 0)] == (C("AD"), None, None, None)
        assert zones[("packet", 1, 1)] == (C("4S"), None, None, None)


def test_packet_cards_follow_suit_if_a_face_up_top_can():
    state = _two_player_playing()
    run(state, [play(0, "AS"), play(1, "5S")])
    assert state.to_act == 0
    assert_illegal(state, play(0, "KS"), "face-up card from one of the packets")
    # No spade among seat 0's tops: any of the three.
    assert {a.card.code for a in state.legal_actions()} == {"AD", "AC", "TD"}
    assert all(isinstance(a, PacketPlay) for a in state.legal_actions())
    assert_illegal(state, packet(0, "KD"), "not a face-up packet card")
    events = state.apply(packet(0, "AD"))
    assert CardMoved(C("AD"), ("packet", 0, 0), ("trick", 0), True) in events
    assert CardMoved(C("KD"), ("packet", 0, 0), ("packet", 0, 0), True) in events
    # Seat 1 has the 4S face up: it must follow with it.
    assert [a.card.code for a in state.legal_actions()] == ["4S"]
    assert_illegal(state, packet(1, "TC"), "must follow suit")
    events = state.apply(packet(1, "4S"))
    assert [e.winner for e in events if isinstance(e, TrickWon)] == [0]
    assert state.zones()[("won", 0)] == tuple(C(t) for t in cards("AS 5S AD 4S"))


def test_a_packet_card_can_win_the_trick_and_the_winner_leads_from_hand():
    state = _two_player_playing()
    run(state, [play(0, "AS"), play(1, "5S"), packet(0, "AD"), packet(1, "4S")])
    run(state, [play(0, "AH"), play(1, "9H"), packet(0, "KD")])
    assert {a.card.code for a in state.legal_actions()} == {"TC", "3S", "6C"}
    events = state.apply(packet(1, "3S"))
    assert [e.winner for e in events if isinstance(e, TrickWon)] == [1]
    assert state.to_act == 1 and state.tricks == [1, 1]
    assert_illegal(state, packet(1, "4H"), "hand")
    assert all(type(a) is Play for a in state.legal_actions())


def test_two_player_hand_plays_out_used_up_packets_and_scores_per_player():
    state = _two_player_playing()
    rng = random.Random(5)
    exhausted = 0
    while not state.round_over:
        legal = state.legal_actions()
        if len(state.trick) >= 2:
            seat = state.to_act
            assert seat is not None
            tops = [p[0] for p in state.packets[seat] if p]
            exhausted = max(exhausted, 3 - len(tops))
            assert {a.card for a in legal} <= set(tops)
            led = state.trick[0].suit
            if any(c.suit is led for c in tops):
                assert {a.card for a in legal} == {c for c in tops if c.suit is led}
            else:
                assert {a.card for a in legal} == set(tops)
        state.apply(rng.choice(legal))
    assert exhausted == 2  # the last tricks are played from the packets that remain
    assert all(not p for s in state.packets for p in s)
    assert all(not h for h in state.hands)
    result = state.results[-1]
    cap = result.details["captured"]
    assert sum(cap) == 165 and state.tricks[0] + state.tricks[1] == 12
    assert result.points[1] == cap[1]
    assert result.points[0] == hand_score(100, cap[0], cap[1], state.tricks[0] == 12)
    assert state.totals == result.points


def test_two_player_record_replays():
    raw = {"format": "cardtable-record/1", "game": "shelem", "players": 2, "options": {},
           "rounds": [{"deal": DEAL2, "actions": [
               {"seat": 0, "type": "bid", "value": 100}, {"seat": 1, "type": "pass"},
               {"seat": 0, "type": "discard", "cards": cards("2S 2H 2D 2C")},
               {"seat": 0, "type": "play", "card": "AS"},
               {"seat": 1, "type": "play", "card": "5S"},
               {"seat": 0, "type": "play", "card": "AD", "from": "packet"},
               {"seat": 1, "type": "play", "card": "4S", "from": "packet"}]}]}
    _, state = replay(raw)
    assert state.tricks == [1, 0] and state.to_act == 0
    listing = legal_listing(state)
    assert listing["seat"] == 0 and {"seat": 0, "type": "play", "card": "KS"} in \
        listing["actions"]
    raw["rounds"][0]["actions"][5] = {"seat": 0, "type": "play", "card": "AD"}
    with pytest.raises(Exception) as info:
        replay(raw)
    assert info.value.action == 5  # type: ignore[attr-defined]


def test_two_player_sample_hides_packet_cards_below_the_top():
    state = _two_player_playing()
    run(state, [play(0, "AS"), play(1, "5S")])
    view = state.view(1)
    for seed in range(10):
        sample = view.sample(random.Random(seed))
        assert sample.view(1) == view
        assert [p[0] for s in sample.packets for p in s] == [C(t) for t in cards(
            "AD AC TD TC 4S 6C")]


# --------------------------------------------------------------- random playouts


@pytest.mark.parametrize("players", [2, 4])
@pytest.mark.parametrize("target", [1200, 660, 330])
def test_random_playouts_replay_to_the_same_result(players, target):
    from cardtable.records import Record, RoundRecord

    for seed in range(3):
        rng = random.Random(seed * 31 + players + target)
        opts = ShelemOptions(target=target)
        ai = ShelemHeuristic()
        deal = SHELEM.random_deal(players, {}, rng, opts)
        state = SHELEM.new_state(opts, players, deal)
        record = Record(SHELEM, players, opts, [RoundRecord(deal)])
        while not state.match_over and len(record.rounds) < 60:
            if state.round_over:
                deal = SHELEM.random_deal(players, state.next_roles(), rng, opts)
                state.start_round(deal)
                record.rounds.append(RoundRecord(deal))
                continue
            legal = state.legal_actions()
            assert legal
            seat = state.to_act
            assert seat is not None
            action = (ai.choose(state.view(seat), legal, rng) if rng.random() < 0.8
                      else rng.choice(legal))
            assert action in legal
            state.apply(action)
            record.rounds[-1].actions.append(action)
            assert Counter(c for cs in state.zones().values() for c in cs) == Counter(PACK_52)
        _, again = replay(json.loads(record.dumps()))
        assert summary(again) == summary(state)
        for r in state.results:
            assert r.points[0] == r.points[players - 2] or players == 2


@pytest.mark.parametrize("players", [2, 4])
def test_apply_accepts_exactly_the_legal_cards(players):
    for seed in range(3):
        rng = random.Random(seed)
        opts = ShelemOptions()
        state = SHELEM.new_state(opts, players, SHELEM.random_deal(players, {}, rng, opts))
        while not state.round_over:
            legal = state.legal_actions()
            seat = state.to_act
            assert seat is not None
            if state.phase == "play":
                tries: list[Play] = [Play(seat, c) for c in state.hands[seat]]
                if players == 2:
                    tries += [PacketPlay(seat, p[0]) for p in state.packets[seat] if p]
                for action in tries:
                    twin = state.clone()
                    try:
                        twin.apply(action)
                        accepted = True
                    except IllegalAction:
                        accepted = False
                    assert accepted == (action in legal), action
            state.apply(rng.choice(legal) if state.phase != "bidding" or state.auction
                        else legal[1])
