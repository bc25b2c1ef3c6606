"""Ninety-Nine options: validation, version 1975, trump_choice, nines_trump, bid_at_end."""

from __future__ import annotations

import random
from collections import Counter

import pytest
from ninety_nine_support import (
    BIDS_A,
    HANDS_A,
    PLAYS_A,
    assert_illegal,
    bid_all,
    cards,
    codes,
    make_deal,
    new,
    options,
    pass_all,
    play,
    rotate,
)

from cardtable.cards import JOKER, PACK_37, Card, Suit
from cardtable.rules.base import RecordError
from cardtable.rules.ninety_nine import (
    NINES,
    NINETY_NINE,
    Announce,
    AnnounceReveal,
    Declare,
    NameTrump,
    NinetyNineOptions,
    Pass,
    Reveal,
    TrumpSet,
    bid_value,
    tables,
    trick_winner,
)

# ------------------------------------------------------------------------------ options


def test_option_defaults():
    o = NinetyNineOptions()
    assert (o.games, o.target, o.version, o.trump_choice, o.nines_trump, o.bid_at_end) == (
        0, 100, "standard", False, False, False)
    assert o.to_record() == {}
    assert [o.games_in_match(n) for n in (2, 3, 4, 5)] == [3, 3, 4, 5]
    assert options(games=2).games_in_match(3) == 2


@pytest.mark.parametrize(("raw", "words"), [
    ({"rounds": 3}, "unknown option"),
    ({"games": "3"}, "whole number"),
    ({"games": True}, "whole number"),
    ({"games": 21}, "from 1 to 20"),
    ({"games": -1}, "from 1 to 20"),
    ({"target": 200}, "100, 250, 500"),
    ({"target": "100"}, "whole number"),
    ({"version": 1975}, "string"),
    ({"version": "1990"}, "standard, 1975"),
    ({"trump_choice": "yes"}, "true or false"),
    ({"nines_trump": True}, "needs 'trump_choice'"),
    ({"version": "1975", "trump_choice": True}, "turn-up sets the trump"),
    ({"version": "1975", "games": 3}, "nine rounds"),
    ({"version": "1975", "target": 250}, "nine rounds"),
    ("x", "object"),
])
def test_bad_options_are_rejected_with_a_message(raw, words):
    with pytest.raises(RecordError, match=words):
        NinetyNineOptions.from_record(raw)


def test_good_option_sets():
    for raw in [{"games": 1}, {"target": 250}, {"target": 500}, {"version": "1975"},
                {"trump_choice": True, "nines_trump": True}, {"bid_at_end": True},
                {"version": "1975", "bid_at_end": True}]:
        o = NinetyNineOptions.from_record(raw)
        assert o.to_record() == raw


# -------------------------------------------------------------------------------- 1975


def _v1975(hands, turnup, **kw):
    return new(hands, 0, turnup=turnup, version="1975", **kw)


def _swap(hands, seat, old, new_code):
    out = list(hands)
    out[seat] = out[seat].replace(old, new_code)
    return out


def test_1975_is_37_cards_twelve_each_and_the_last_a_turnup():
    o = options(version="1975")
    deal = NINETY_NINE.random_deal(3, {}, random.Random(7), o)
    assert [len(h) for h in deal.hands] == [12, 12, 12]
    assert len(deal.piles["turnup"]) == 1
    assert Counter(deal.all_cards()) == Counter(PACK_37)
    assert deal.to_record()["turnup"] == [deal.piles["turnup"][0].code]
    state = NINETY_NINE.new_state(o, 3, deal)
    assert state.zones()[("pile", "turnup")] == deal.piles["turnup"]
    assert state.view(0).zones()[("pile", "turnup")] == deal.piles["turnup"]


def test_1975_is_for_three_players_only():
    o = options(version="1975")
    with pytest.raises(RecordError, match="three players"):
        NINETY_NINE.random_deal(4, {}, random.Random(1), o)
    with pytest.raises(RecordError, match="three players"):
        NINETY_NINE.empty_state(o, 2)


def test_1975_deal_record_needs_the_turnup_and_others_have_none():
    o = options(version="1975")
    raw = {"dealer": 0, "hands": [h.split() for h in _swap(HANDS_A, 0, "7H", "JK")]}
    with pytest.raises(RecordError, match="turn-up"):
        NINETY_NINE.deal_from_record(raw, 3, o)
    for turnup in ("7H", ["7H"]):
        deal = NINETY_NINE.deal_from_record(dict(raw, turnup=turnup), 3, o)
        assert deal.piles["turnup"] == (Card.parse("7H"),)
    with pytest.raises(RecordError, match="only version 1975"):
        NINETY_NINE.deal_from_record(dict(raw, turnup="7H"), 3, options())
    with pytest.raises(RecordError, match="exactly one card"):
        NINETY_NINE.deal_from_record(dict(raw, turnup=["7H", "8H"]), 3, o)


def test_1975_turnup_suit_is_trump_and_joker_follows_as_the_turnup_card():
    hands = _swap(HANDS_A, 0, "7H", "JK")  # seat 0 holds the joker, 7H turned up
    state = _v1975(hands, "7H")
    assert state.trump == int(Suit.HEARTS)
    bid_all(state, BIDS_A)
    pass_all(state)
    play(state, "AH 6H")
    # the joker is a heart (a second 7H): seat 0 must follow with a heart and may play it
    assert {a.card.code for a in state.legal_actions()} == {"JK", "9H", "JH"}
    play(state, "JK")
    assert state.tricks == [0, 1, 0]  # AH beat the joker-as-7H
    play(state, PLAYS_A[len("AH 6H 7H  "):])
    assert state.results[0].details["trump"] == "H"
    assert state.tricks == [6, 3, 0]


def test_1975_joker_plays_as_a_trump_copy_of_the_turnup():
    hands = _swap(HANDS_A, 1, "6D", "JK")  # 6D turned up: diamonds trump
    state = _v1975(hands, "6D")
    bid_all(state, BIDS_A)
    pass_all(state)
    play(state, PLAYS_A.replace("QC 6D 7D", ""))
    play(state, "QC JK 7D")  # joker trumps as 6D, but 7D is the higher trump
    assert state.tricks == [5, 3, 1]
    es, er = tables(False, Card.parse("6D"))
    assert es[JOKER] == int(Suit.DIAMONDS)
    assert trick_winner(cards("QC JK"), int(Suit.DIAMONDS), es, er) == 1
    assert trick_winner(cards("JK 7D"), int(Suit.DIAMONDS), es, er) == 1
    assert trick_winner(cards("JK 6C"), int(Suit.DIAMONDS), es, er) == 0


@pytest.mark.parametrize("turnup", ["9S", "JK"])
def test_1975_a_nine_or_the_joker_turned_up_means_no_trump(turnup):
    hands = list(HANDS_A) if turnup == "JK" else _swap(HANDS_A, 2, "9S", "JK")
    state = _v1975(hands, turnup)
    assert state.trump is None
    bid_all(state, BIDS_A)
    pass_all(state)
    plays = PLAYS_A if turnup == "JK" else PLAYS_A.replace("KS 8S 9S", "KS 8S JK")
    play(state, plays)
    assert state.results[0].details["trump"] is None
    assert state.tricks == [6, 3, 0]


def test_1975_joker_counts_as_the_turnup_suit_in_bidding():
    assert bid_value(cards("JK 6D 7D"), Card.parse("7H")) == 2
    assert bid_value(cards("JK 6D 7D"), Card.parse("TC")) == 3
    hands = _swap(HANDS_A, 2, "TC", "JK")  # TC turned up: the joker in seat 2's bid is a club
    state = _v1975(hands, "TC")
    bids = list(BIDS_A)
    bids[2] = "JK JD 8D"
    bid_all(state, bids)
    pass_all(state)
    play(state, PLAYS_A)
    assert state.results[0].details["bids"] == [0, 3, 3]
    assert state.results[0].details["trump"] == "C"


def test_1975_match_is_exactly_nine_rounds_no_game_bonus_and_no_trump_code():
    o = options(version="1975")
    rng = random.Random(9)
    state = NINETY_NINE.new_state(o, 3, NINETY_NINE.random_deal(3, {}, rng, o))
    dealers = [state.dealer]
    while True:
        while not state.round_over:
            state.apply(rng.choice(state.legal_actions()))
        turnup = state.deals[-1].piles["turnup"][0]
        expect = None if turnup.suit is None or turnup.rank.letter == "9" else turnup.suit.letter
        assert state.results[-1].details["trump"] == expect
        if state.match_over:
            break
        state.start_round(NINETY_NINE.random_deal(3, state.next_roles(), rng, o))
        dealers.append(state.dealer)
    assert len(state.results) == 9
    assert dealers == [(dealers[0] + i) % 3 for i in range(9)]
    sums = tuple(sum(r.points[s] for r in state.results) for s in range(3))
    assert state.totals == sums  # no game bonus, though totals pass 100
    assert max(sums) >= 100
    assert state.winners == tuple(s for s in range(3) if sums[s] == max(sums))


# ------------------------------------------------------------------------ trump_choice


def _bid_a(**kw):
    state = new(HANDS_A, 0, **kw)
    bid_all(state, BIDS_A)
    return state


def test_trump_choice_first_round_has_no_preset_trump_and_nobody_bidding_means_none():
    state = _bid_a(trump_choice=True)
    assert state.trump is None
    pass_all(state)
    assert state.phase == "play" and state.trump is None
    play(state, PLAYS_A)
    assert state.results[0].details["trump"] is None
    # later rounds: nobody premium-bids -> the previous trump stays (here none)
    state.start_round(make_deal(rotate(HANDS_A, 1), 1))
    assert state.trump is None


def test_trump_choice_premium_bidder_names_trump_after_the_bids():
    state = _bid_a(trump_choice=True)
    state.apply(Declare(1))
    pass_all(state)
    assert state.phase == "trump" and state.turn == 1 and state.to_act == 1
    legal = state.legal_actions()
    assert [a.suit for a in legal] == ["S", "H", "D", "C", None]
    assert_illegal(state, NameTrump(1, "9"), "nines_trump")
    assert_illegal(state, NameTrump(2, "H"), "seat 1's turn")
    assert_illegal(state, NameTrump(1, "X"), "trump is one of")
    events = state.apply(NameTrump(1, "H"))
    assert TrumpSet(1, "H") in events
    assert state.trump == int(Suit.HEARTS) and state.phase == "play"
    play(state, PLAYS_A)
    assert state.results[0].details["trump"] == "H"
    # later round, nobody premium-bids: the previous round's trump stays
    state.start_round(make_deal(rotate(HANDS_A, 1), 1))
    assert state.trump == int(Suit.HEARTS)


def test_trump_choice_no_trump_named():
    state = _bid_a(trump_choice=True)
    state.apply(Reveal(1))
    assert state.phase == "trump"
    state.apply(NameTrump(1, None))
    assert state.trump is None and state.phase == "play"


def test_trump_record_forms():
    for suit in ("H", None, "9"):
        a = NameTrump(0, suit)
        assert a.to_record() == {"seat": 0, "type": "trump", "suit": suit}
        assert NINETY_NINE.action_from_record(a.to_record()) == a
    with pytest.raises(RecordError, match="null for no trump"):
        NINETY_NINE.action_from_record({"seat": 0, "type": "trump"})
    with pytest.raises(RecordError, match="trump is one of"):
        NINETY_NINE.action_from_record({"seat": 0, "type": "trump", "suit": "hearts"})


def test_trump_choice_reveal_beats_declare_and_the_declarer_may_raise():
    state = _bid_a(trump_choice=True)
    state.apply(Declare(1))
    state.apply(Reveal(2))
    # the outbid declarer is asked again: raise to reveal (winning on priority) or pass
    assert state.phase == "premium" and state.turn == 1
    assert {a.type for a in state.legal_actions()} == {"pass", "reveal"}
    state.apply(Reveal(1))
    # seat 2, later in order, cannot outrank a reveal; seat 0 neither: the round is settled
    assert state.phase == "trump" and state.turn == 1
    assert state.premiums == ((1, "reveal", None),)
    assert state.view(0).shown_hands[1] is not None and state.view(0).shown_hands[2] is None


def test_trump_choice_outbid_declarer_who_passes_drops_out():
    state = _bid_a(trump_choice=True)
    state.apply(Declare(1))
    state.apply(Reveal(2))
    state.apply(Pass(1))
    assert state.phase == "trump" and state.turn == 2
    assert state.premiums == ((2, "reveal", None),)
    assert state.view(0).zones()[("bid", 1)] == (None,) * 3


def test_without_trump_choice_the_outbid_declarer_is_not_asked_again():
    state = _bid_a()
    state.apply(Declare(1))
    state.apply(Reveal(2))
    assert state.phase == "play"


def test_trump_choice_resets_at_a_new_game():
    state = _bid_a(trump_choice=True)
    state.apply(Declare(1))
    pass_all(state)
    state.apply(NameTrump(1, "C"))
    state.game_scores = [0, 90, 0]
    play(state, PLAYS_A)
    assert state.game_no == 1
    state.start_round(make_deal(rotate(HANDS_A, 1), 1))
    assert state.trump is None


def test_trump_choice_two_players_first_declarer_names_no_clubs_preset():
    from test_ninety_nine_two import MONO, MONO_BIDS

    state = new(MONO, 0, players=2, trump_choice=True)
    assert state.trump is None
    bid_all(state, MONO_BIDS)
    state.apply(Declare(1))
    state.apply(Declare(0))
    assert state.phase == "trump" and state.turn == 1


def test_trump_choice_five_players_first_declarer_names():
    from test_ninety_nine_four_five import MONO5, MONO5_BIDS

    state = new(MONO5, 4, players=5, trump_choice=True)
    bid_all(state, MONO5_BIDS)
    for seat, a in zip((0, 1, 2, 3, 4), [Pass(0), Pass(1), Declare(2), Declare(3), Pass(4)],
                       strict=True):
        assert state.turn == seat
        state.apply(a)
    assert state.phase == "trump" and state.turn == 2


# ------------------------------------------------------------------------- nines_trump

NINES_HANDS = ["AD KD QD 7H 9H JH AS KS QS AC KC QC",
               "JC TD 9D AH KH QH 6S 8S TS 9S 8C 6D",
               "TC JD 8D 6H 8H TH 7S 6C JS 7C 9C 7D"]


def _nines():
    state = new(NINES_HANDS, 0, trump_choice=True, nines_trump=True)
    bid_all(state, BIDS_A)
    state.apply(Declare(1))
    pass_all(state)
    assert "9" in [a.suit for a in state.legal_actions()]
    events = state.apply(NameTrump(1, "9"))
    assert TrumpSet(1, "9") in events and state.trump == NINES
    return state


def test_nines_are_their_own_trump_suit_ranked_clubs_hearts_spades_diamonds():
    es, er = tables(True, None)
    assert trick_winner(cards("9D 9S 9H"), NINES, es, er) == 2
    assert trick_winner(cards("9H 9C 9S"), NINES, es, er) == 1
    assert trick_winner(cards("AH 9D KH"), NINES, es, er) == 1
    assert trick_winner(cards("9D AD 9S"), NINES, es, er) == 2


def test_a_nine_led_must_be_followed_by_nines():
    state = _nines()
    play(state, "9S")
    assert {a.card.code for a in state.legal_actions()} == {"9C"}  # not seat 2's spades
    play(state, "9C")
    assert {a.card.code for a in state.legal_actions()} == {"9H"}
    play(state, "9H")
    assert state.tricks == [0, 0, 1]


def test_a_nine_neither_follows_its_printed_suit_nor_must_follow_it():
    state = _nines()
    play(state, "AH 6H")
    assert {a.card.code for a in state.legal_actions()} == {"7H", "JH"}  # 9H is no heart
    play(state, "7H")
    play(state, "KH 8H JH")
    play(state, "QH TH")
    # seat 0 holds 9H but no heart: void in hearts, it may play anything
    assert len(state.legal_actions()) == 7
    play(state, "9H")
    assert state.tricks == [1, 2, 0]  # the nine of hearts trumped the queen


# --------------------------------------------------------------------------- bid_at_end

# Seat 1 leads (dealer 0). After the nine tricks seat 0 keeps TC KD QD (3) having taken
# six, seat 1 keeps JH 7S 9D (3) having taken three, seat 2 keeps JD TD 8D (0) and none.
END_HANDS = ["7H 9H AS KS QS AC KC QC TC AD KD QD",
             "AH KH QH JH 6S 7S 8S TS 6C 8C 6D 9D",
             "6H 8H TH 9S JS 7C 9C JC JD TD 8D 7D"]
END_PLAYS = ("AH 6H 7H  KH 8H 9H  QH TH AD  6S 9S AS  KS 8S JS  QS TS 7D  AC 6C 7C  "
             "KC 8C 9C  QC 6D JC")


def _end(premiums=(), hands=END_HANDS, **kw):
    state = new(hands, 0, bid_at_end=True, **kw)
    for a in premiums:
        state.apply(a)
    pass_all(state)
    play(state, END_PLAYS)
    return state


def test_bid_at_end_no_discard_twelve_cards_nine_tricks_last_three_are_the_bid():
    state = new(END_HANDS, 0, bid_at_end=True)
    assert state.phase == "premium" and [len(h) for h in state.hands] == [12, 12, 12]
    assert state.bidcards == [[], [], []]
    pass_all(state)
    play(state, END_PLAYS)
    assert state.round_over
    r = state.results[0]
    assert r.details["bids"] == [3, 3, 0]
    assert r.details["tricks"] == [6, 3, 0]
    assert r.details["made"] == [False, True, True]
    assert list(r.points) == [6, 23, 20]
    assert state.view(0).zones()[("hand", 1)] == cards("JH 7S 9D")  # shown at the end


def test_bid_at_end_premium_choices_replace_declare_and_reveal():
    state = new(END_HANDS, 0, bid_at_end=True)
    legal = [a.to_record() for a in state.legal_actions()]
    assert {"seat": 1, "type": "pass"} in legal
    assert {"seat": 1, "type": "reveal"} in legal
    assert [a["value"] for a in legal if a["type"] == "announce"] == list(range(10))
    assert [a["value"] for a in legal if a["type"] == "announce-reveal"] == list(range(10))
    assert len(legal) == 22
    assert_illegal(state, Declare(1), "announce, reveal and announce-reveal")
    assert_illegal(state, Announce(1, 10), "0 to 9")


def test_bid_at_end_ranks_announce_reveal_announce_reveal():
    state = new(END_HANDS, 0, bid_at_end=True)
    state.apply(Announce(1, 3))
    assert {a.type for a in state.legal_actions()} == {"pass", "reveal", "announce-reveal"}
    assert_illegal(state, Announce(2, 4), "does not outrank")
    state.apply(Reveal(2))
    assert {a.type for a in state.legal_actions()} == {"pass", "announce-reveal"}
    state.apply(AnnounceReveal(0, 6))
    assert state.phase == "play" and state.premiums == ((0, "announce-reveal", 6),)
    assert state.view(1).shown_hands[0] == tuple(state.hands[0])  # all 12 face up


def test_bid_at_end_announce_made():
    state = _end([Announce(1, 3)])
    assert state.results[0].details["premium"] == {"seat": 1, "kind": "announce"}
    assert list(state.results[0].points) == [6, 3 + 20 + 30, 20]


def test_bid_at_end_announce_wrong_number_fails_though_the_contract_is_made():
    state = _end([Announce(1, 4)])
    assert state.results[0].details["made"] == [False, True, True]
    assert list(state.results[0].points) == [6 + 30, 3 + 20, 20 + 30]


def test_bid_at_end_announced_number_must_match_both_cards_and_tricks():
    state = _end([Pass(1), Pass(2), Announce(0, 6)])  # took 6, but kept cards worth 3
    assert list(state.results[0].points) == [6, 23 + 30, 20 + 30]
    state = _end([Pass(1), Pass(2), Announce(0, 3)])  # kept 3, but took 6
    assert list(state.results[0].points) == [6, 23 + 30, 20 + 30]


def test_bid_at_end_reveal_and_announce_reveal_bonuses():
    state = _end([Reveal(1)])
    assert list(state.results[0].points) == [6, 23 + 60, 20]
    assert state.results[0].details["premium"] == {"seat": 1, "kind": "reveal"}
    state = _end([AnnounceReveal(1, 3)])
    assert list(state.results[0].points) == [6, 23 + 90, 20]
    state = _end([AnnounceReveal(1, 2)])
    assert list(state.results[0].points) == [6 + 90, 23, 20 + 90]
    state = _end([Pass(1), Reveal(2)])  # seat 2 kept 0 and took 0: made
    assert list(state.results[0].points) == [6, 23, 20 + 60]


def test_bid_at_end_announcement_is_public():
    state = new(END_HANDS, 0, bid_at_end=True)
    state.apply(Announce(1, 3))
    pass_all(state)
    assert state.view(0).known_bid(1) == 3
    assert state.view(0).zones()[("hand", 1)] == (None,) * 12


def test_bid_at_end_four_players_announce_up_to_ten():
    from test_ninety_nine_four_five import MONO4

    state = new(MONO4, 3, players=4, bid_at_end=True)
    values = [a.value for a in state.legal_actions() if isinstance(a, Announce)]
    assert values == list(range(11))
    state.apply(Pass(0))
    state.apply(Pass(1))
    state.apply(Announce(2, 10))  # seat 2 will keep three diamonds (0 or 10)
    pass_all(state)
    while not state.round_over:
        state.apply(state.legal_actions()[0])
    assert state.tricks == [10, 0, 0, 0]
    assert sorted(c.suit.letter for c in state.hands[2]) == ["D", "D", "D"]
    assert state.results[0].details["made"][2] is True
    # the contract (0) is made, but not the announced 10 tricks: each opponent gets 30
    assert list(state.results[0].points) == [10 + 30, 30, 30, 30]


def test_bid_at_end_two_players_announce_only_and_dummy_bids_as_usual():
    from test_ninety_nine_two import MONO

    state = new(MONO, 0, players=2, bid_at_end=True)
    assert [len(h) for h in state.hands] == [12, 12, 9]
    assert codes(state.bidcards[2]) == ["8C", "7C", "6C"]
    assert state.view(0).shown_hands[2] is not None  # the dummy is face up at once
    assert {a.type for a in state.legal_actions()} == {"pass", "announce"}
    assert_illegal(state, Reveal(1), "nobody may reveal with two players")
    state.apply(Announce(1, 9))
    state.apply(Announce(0, 0))
    assert state.premiums == ((1, "announce", 9), (0, "announce", 0))
    while not state.round_over:
        state.apply(state.legal_actions()[0])
    assert sum(state.tricks) == 9 and [len(h) for h in state.hands] == [3, 3, 0]


def test_bid_at_end_five_players_announce_plus_minus_50():
    from test_ninety_nine_four_five import MONO5

    state = new(MONO5, 4, players=5, bid_at_end=True)
    assert {a.type for a in state.legal_actions()} == {"pass", "announce"}
    state.apply(Announce(0, 9))
    state.apply(Announce(1, 5))
    pass_all(state)
    while not state.round_over:
        state.apply(state.legal_actions()[0])
    r = state.results[0]
    # seat 0 took all nine but kept 7S 6S 5S (3); seat 1 kept three hearts (6), took none;
    # only seat 2 (three diamonds, none taken) made its contract
    assert r.details["bids"] == [3, 6, 0, 9, 9] and r.details["tricks"] == [9, 0, 0, 0, 0]
    assert list(r.points) == [9 - 50, -50, 50, 0, 0]
