"""Ninety-Nine for three players: the standard game, line by line of the rules file."""

from __future__ import annotations

import random
from collections import Counter

import pytest
from ninety_nine_support import (
    BIDS_A,
    HANDS_A,
    PLAYS_A,
    assert_illegal,
    bid,
    bid_all,
    cards,
    codes,
    finish_round,
    new,
    options,
    pass_all,
    play,
    round_a,
)

from cardtable.cards import PACK_36, Card, Rank, Suit
from cardtable.rules.base import CardMoved, IllegalAction, Play, RecordError, TrickWon
from cardtable.rules.ninety_nine import (
    NINETY_NINE,
    Bid,
    CardsShown,
    Declare,
    GameOver,
    Pass,
    PremiumBid,
    Reveal,
    TrumpSet,
    bid_value,
)

# ------------------------------------------------------------------------ pack and deal


def test_pack_is_36_cards_ace_high_down_to_six():
    assert len(PACK_36) == 36
    ranks = sorted({c.rank for c in PACK_36}, reverse=True)
    assert [r.letter for r in ranks] == list("AKQJT9876")


def test_random_deal_gives_twelve_each_and_all_cards():
    deal = NINETY_NINE.random_deal(3, {"dealer": 1}, random.Random(3), options())
    assert [len(h) for h in deal.hands] == [12, 12, 12]
    assert Counter(c for h in deal.hands for c in h) == Counter(PACK_36)
    assert deal.piles == {}
    assert deal.roles == {"dealer": 1}


def test_first_dealer_is_drawn_by_lot_when_not_given():
    seen = {NINETY_NINE.random_deal(3, {}, random.Random(s), options()).roles["dealer"]
            for s in range(40)}
    assert seen == {0, 1, 2}
    roles, events = NINETY_NINE.draw_roles(3, random.Random(1))
    assert roles["dealer"] in (0, 1, 2) and events


def test_first_deal_must_name_the_dealer():
    with pytest.raises(RecordError, match="dealer"):
        new(HANDS_A, None)  # type: ignore[arg-type]


def test_ace_is_high():
    state = round_a()
    # trick 1: AH beat 6H and 7H; trick 4: AS (seat 0) beat 6S and 7S
    assert state.tricks == [6, 3, 0]


# ------------------------------------------------------------------------- the order


def test_deal_and_play_pass_to_the_left_in_seat_terms():
    state = new(HANDS_A, 0)
    assert state.turn == 1  # dealer + 1 bids first
    bid(state, 1, BIDS_A[1])
    assert state.turn == 2
    bid(state, 2, BIDS_A[2])
    assert state.turn == 0
    bid(state, 0, BIDS_A[0])
    assert state.phase == "premium" and state.turn == 1  # premiums asked from dealer + 1
    pass_all(state)
    assert state.phase == "play" and state.turn == 1  # dealer + 1 leads
    finish_round(state)
    assert state.next_roles() == {"dealer": 1}


def test_dealer_two_makes_seat_zero_first():
    from ninety_nine_support import rotate

    state = new(rotate(HANDS_A, 2), 2)
    assert state.turn == 0
    assert state.to_act == 0


def test_next_deal_must_have_the_next_dealer():
    from ninety_nine_support import make_deal, rotate

    state = round_a()
    with pytest.raises(RecordError, match="dealer"):
        state.start_round(make_deal(HANDS_A, 2))
    state.start_round(make_deal(rotate(HANDS_A, 1), 1))
    assert state.dealer == 1 and state.turn == 2


# --------------------------------------------------------------------------- bidding


@pytest.mark.parametrize(("text", "value"), [
    ("QC 6D 7D", 3), ("AS KS 6S", 3), ("9H TS 6D", 3), ("AC KC QC", 9), ("AD KD QD", 0),
    ("AH 6H 7S", 5), ("6C 7H 8S", 6),
])
def test_worked_example_1_bid_cards_suits_give_the_bid(text, value):
    assert bid_value(cards(text)) == value


def test_ranks_do_not_matter_in_a_bid():
    assert bid_value(cards("AC 6D 7D")) == bid_value(cards("6C AD KD")) == 3


def test_bid_action_lays_three_cards_aside_face_down():
    state = new(HANDS_A, 0)
    events = bid(state, 1, "JC TD 9D")
    moved = [e for e in events if isinstance(e, CardMoved)]
    assert [(e.card.code, e.src, e.dst, e.face_up) for e in moved] == [
        ("JC", ("hand", 1), ("bid", 1), False), ("TD", ("hand", 1), ("bid", 1), False),
        ("9D", ("hand", 1), ("bid", 1), False)]
    assert len(state.hands[1]) == 9
    assert codes(state.bidcards[1]) == ["JC", "TD", "9D"]
    # the others cannot see them
    assert state.view(0).zones()[("bid", 1)] == (None, None, None)
    assert state.view(1).zones()[("bid", 1)] == cards("JC TD 9D")


def test_bid_record_form():
    a = Bid(0, cards("QC 6D 7D"))
    assert a.to_record() == {"seat": 0, "type": "bid", "cards": ["QC", "6D", "7D"]}
    assert NINETY_NINE.action_from_record(a.to_record()) == a


def test_every_three_card_choice_is_a_legal_bid():
    state = new(HANDS_A, 0)
    legal = state.legal_actions()
    assert len(legal) == 220  # 12 choose 3
    assert all(isinstance(a, Bid) and a.seat == 1 for a in legal)


def test_bid_cards_order_does_not_matter():
    state = new(HANDS_A, 0)
    bid(state, 1, "9D JC TD")
    assert bid_value(state.bidcards[1]) == 3


def test_illegal_bids_change_nothing():
    state = new(HANDS_A, 0)
    assert_illegal(state, Bid(1, cards("JC TD")), "exactly three")
    assert_illegal(state, Bid(1, cards("JC TD TD")), "three different")
    assert_illegal(state, Bid(1, cards("JC TD AS")), "does not hold AS")
    assert_illegal(state, Bid(2, cards("TC JD 8D")), "seat 1's turn")
    assert_illegal(state, Play(1, Card.parse("AH")), "bid cards")
    assert_illegal(state, Declare(1), "bid cards")


def test_bid_cards_take_no_part_in_play_nine_tricks_of_nine_cards():
    state = new(HANDS_A, 0)
    bid_all(state, BIDS_A)
    pass_all(state)
    assert [len(h) for h in state.hands] == [9, 9, 9]
    assert_illegal(state, Play(1, Card.parse("JC")), "does not hold JC")
    play(state, PLAYS_A)
    assert sum(state.tricks) == 9 and state.round_over


# --------------------------------------------------------------------------- premiums


def _bid_a() -> object:
    state = new(HANDS_A, 0)
    bid_all(state, BIDS_A)
    return state


def test_premiums_asked_once_around_from_dealer_plus_one():
    state = _bid_a()
    asked = []
    while state.phase == "premium":
        asked.append(state.turn)
        legal = {a.type for a in state.legal_actions()}
        assert legal == {"pass", "declare", "reveal"}
        state.apply(Pass(state.turn))
    assert asked == [1, 2, 0]
    assert state.phase == "play" and state.premiums == ()


def test_declare_shows_the_bid_cards_to_all():
    state = _bid_a()
    state.apply(Declare(1))
    assert state.view(0).zones()[("bid", 1)] == (None,) * 3  # not yet: the round goes on
    events = state.apply(Pass(2)) + state.apply(Pass(0))
    shown = [e for e in events if isinstance(e, CardsShown)]
    assert [(e.seat, e.zone, codes(e.cards)) for e in shown] == [
        (1, ("bid", 1), ["JC", "TD", "9D"])]
    for seat in (0, 2):
        assert state.view(seat).zones()[("bid", 1)] == cards("JC TD 9D")
        assert state.view(seat).known_bid(1) == 3
        assert state.view(seat).zones()[("hand", 1)] == (None,) * 9


def test_after_a_declaration_another_may_not_declare_but_may_reveal():
    state = _bid_a()
    state.apply(Declare(1))
    assert {a.type for a in state.legal_actions()} == {"pass", "reveal"}
    assert_illegal(state, Declare(2), "only one premium bid stands")


def test_reveal_cancels_a_declaration_whose_cards_stay_hidden():
    state = _bid_a()
    state.apply(Declare(1))
    events = state.apply(Reveal(2))
    assert state.phase == "play"  # nobody else is asked after a reveal (seat 0 not asked)
    assert state.premiums == ((2, "reveal", None),)
    assert not any(isinstance(e, PremiumBid) and e.seat == 0 for e in events)
    view = state.view(0)
    assert view.zones()[("bid", 1)] == (None,) * 3
    assert view.zones()[("bid", 2)] == cards("TC JD 8D")
    assert view.zones()[("hand", 2)] == tuple(state.hands[2])  # whole hand face up


def test_after_a_reveal_nobody_may_declare_or_reveal():
    state = _bid_a()
    state.apply(Reveal(1))
    assert state.phase == "play"
    assert state.premiums == ((1, "reveal", None),)
    assert_illegal(state, Reveal(2), "")
    assert_illegal(state, Declare(2), "")


def test_reveal_plays_with_hand_face_up_from_the_first_lead():
    state = _bid_a()
    state.apply(Pass(1))
    state.apply(Pass(2))
    state.apply(Reveal(0))
    assert state.phase == "play"
    for seat in (1, 2):
        assert state.view(seat).shown_hands[0] == tuple(state.hands[0])
    play(state, "AH 6H 7H")
    assert state.view(1).zones()[("hand", 0)] == tuple(state.hands[0])
    assert len(state.hands[0]) == 8


def test_premium_records():
    for action, raw in [(Declare(1), {"seat": 1, "type": "declare"}),
                        (Reveal(2), {"seat": 2, "type": "reveal"}),
                        (Pass(0), {"seat": 0, "type": "pass"})]:
        assert action.to_record() == raw
        assert NINETY_NINE.action_from_record(raw) == action


# ------------------------------------------------------------------------------ trump


def test_first_round_of_a_game_has_no_trump():
    state = new(HANDS_A, 0)
    assert state.trump is None
    state = round_a()
    assert state.results[0].details["trump"] is None


def _play_variant(made: int):
    """The reference deal with bid cards changed so that `made` players succeed (seat 0
    always takes 6 tricks, seat 1 three, seat 2 none)."""
    hands, bids, plays = list(HANDS_A), list(BIDS_A), PLAYS_A
    if made == 0:  # seat 1 bids 0 and keeps JC
        hands[1] = "6D TD 9D AH KH QH 6S 8S TS 6C 8C JC"
        bids[1] = "6D TD 9D"
        plays = plays.replace("QC 6D 7D", "QC JC 7D")
    if made >= 2:  # seat 2 bids 0 and keeps TC
        hands[2] = "JD 8D 7D 6H 8H TH 7S 9S JS 7C 9C TC"
        bids[2] = "JD 8D 7D"
        plays = plays.replace("QC 6D 7D", "QC 6D TC")
    if made == 3:  # seat 0 bids 6 with three hearts and keeps its diamonds
        bids[0] = "7H 9H JH"
        plays = plays.replace("AH 6H 7H  KH 8H 9H  QH TH JH", "AH 6H AD  KH 8H KD  QH TH QD")
    state = new(hands, 0)
    bid_all(state, bids)
    pass_all(state)
    play(state, plays)
    return state


@pytest.mark.parametrize(("made", "suit"), [(0, "D"), (1, "S"), (2, "H"), (3, "C")])
def test_trump_code_from_how_many_made_their_contract(made, suit):
    state = _play_variant(made)
    assert state.tricks == [6, 3, 0]
    assert sum(state.results[0].details["made"]) == made
    from ninety_nine_support import make_deal, rotate

    state.start_round(make_deal(rotate(HANDS_A, 1), 1))
    assert state.trump == int(Suit.parse(suit))


def test_trump_is_announced_when_the_round_starts():
    from ninety_nine_support import make_deal, rotate

    state = round_a()
    events = state.start_round(make_deal(rotate(HANDS_A, 1), 1))
    assert TrumpSet(None, "S") in events


# ------------------------------------------------------------------------------- play


def test_must_follow_suit_if_able():
    state = _bid_a()
    pass_all(state)
    play(state, "AH")
    assert_illegal(state, Play(2, Card.parse("7S")), "must follow suit")
    assert {a.card.code for a in state.legal_actions()} == {"6H", "8H", "TH"}


def test_no_duty_to_trump_or_to_beat_a_trump():
    # Second round (trump spades after one success): seat 1 leads a heart...
    from ninety_nine_support import make_deal

    hands = ["AD KD QD 7D 9H JH AS KS QS AC KC QC",
             "JC TD 9D AH KH QH 6S 8S TS 6C 8C 6D",
             "TC JD 8D 6H 8H TH 7S 9S JS 7C 9C 7H"]
    state = round_a()
    state.start_round(make_deal([hands[2], hands[0], hands[1]], 1))  # dealer 1: seat 2 leads
    assert state.trump == int(Suit.SPADES)
    bid_all(state, ["TC JD 8D", "AD KD QD", "JC TD 9D"])
    pass_all(state)
    # seat 2 (holding seat 1's old hand) leads AH; seat 0 (old seat 2) follows 6H;
    # seat 1 (old seat 0) has hearts 9H JH: must follow, may not trump
    play(state, "AH 6H")
    assert {a.card.code for a in state.legal_actions()} == {"9H", "JH"}
    play(state, "9H")
    play(state, "KH 8H JH")
    # now seat 1 has no hearts left: any card, a trump (spade) or not
    play(state, "QH TH")
    legal = {a.card.code for a in state.legal_actions()}
    assert legal == {"7D", "AS", "KS", "QS", "AC", "KC", "QC"}
    play(state, "7D")  # discarding instead of trumping is allowed
    assert state.tricks[2] == 3


def test_highest_trump_wins_else_highest_of_suit_led():
    from cardtable.rules.ninety_nine import tables, trick_winner

    es, er = tables(False, None)
    spades = int(Suit.SPADES)
    assert trick_winner(cards("6H AH KH"), spades, es, er) == 1
    assert trick_winner(cards("6H 6S AH"), spades, es, er) == 1
    assert trick_winner(cards("6H 6S 7S"), spades, es, er) == 2
    assert trick_winner(cards("6H AC AD"), spades, es, er) == 0
    assert trick_winner(cards("6H AC AD"), None, es, er) == 0
    assert trick_winner(cards("6S AH 7S"), spades, es, er) == 2


def test_winner_leads_next_and_trick_events():
    state = _bid_a()
    pass_all(state)
    events = play(state, "AH 6H 7H")
    won = [e for e in events if isinstance(e, TrickWon)]
    assert len(won) == 1 and won[0].winner == 1 and won[0].dst == ("won", 1)
    assert codes(won[0].cards) == ["AH", "6H", "7H"]
    moved = [e for e in events if isinstance(e, CardMoved)]
    assert [e.dst for e in moved] == [("trick", 1), ("trick", 2), ("trick", 0)]
    assert state.turn == 1
    play(state, "KH 8H 9H  QH TH JH  6S 7S AS")
    assert state.turn == 0  # AS won: seat 0 leads


def test_play_record_form():
    a = Play(2, Card.parse("TH"))
    assert a.to_record() == {"seat": 2, "type": "play", "card": "TH"}
    assert NINETY_NINE.action_from_record(a.to_record()) == a


# ---------------------------------------------------------------------------- scoring


def test_one_point_per_trick_made_or_not_and_contract_bonus_thirty_for_one():
    state = round_a()
    r = state.results[0]
    assert r.details["bids"] == [0, 3, 3]
    assert r.details["tricks"] == [6, 3, 0]
    assert r.details["made"] == [False, True, False]
    assert list(r.points) == [6, 33, 0]


@pytest.mark.parametrize(("made", "points"), [
    (0, [6, 3, 0]), (1, [6, 33, 0]), (2, [6, 23, 20]), (3, [16, 13, 10])])
def test_contract_bonus_by_number_of_successes(made, points):
    state = _play_variant(made)
    assert list(state.results[0].points) == points


def test_worked_example_2():
    state = round_a()
    # partial example: bids 4, 3, 2 and tricks 4, 2, 2 (the tricks sum to 8 only here)
    state.bidcards = [list(cards("AC 6S 7D")), list(cards("AC 6D 7D")),
                      list(cards("AH 6D 7D"))]
    state.tricks = [4, 2, 2]
    points, details, succeeded = state.score_round()
    assert details["bids"] == [4, 3, 2] and details["made"] == [True, False, True]
    assert succeeded == 2 and state._next_trump(succeeded) == int(Suit.HEARTS)
    assert points[0] == 24
    state.tricks = [4, 2, 1]  # had seat 0 been the only one to succeed
    points, _, succeeded = state.score_round()
    assert succeeded == 1 and points[0] == 34


def test_worked_example_3_declare_63_reveal_93():
    state = round_a(premiums=[Declare(1)])
    assert list(state.results[0].points) == [6, 63, 0]
    assert state.results[0].details["premium"] == {"seat": 1, "kind": "declare"}
    state = round_a(premiums=[Reveal(1)])
    assert list(state.results[0].points) == [6, 93, 0]
    assert state.results[0].details["premium"] == {"seat": 1, "kind": "reveal"}


def test_failed_premium_pays_each_opponent():
    state = round_a(premiums=[Pass(1), Pass(2), Declare(0)])  # seat 0 bid 0, took 6
    assert list(state.results[0].points) == [6, 33 + 30, 0 + 30]
    state = round_a(premiums=[Pass(1), Reveal(2)])  # seat 2 bid 3, took 0
    assert list(state.results[0].points) == [6 + 60, 33 + 60, 0]


def test_premium_is_independent_of_the_others_contracts():
    # seat 0 declares and fails; seat 2 fails its contract too but still gets the 30
    state = round_a(premiums=[Pass(1), Pass(2), Declare(0)])
    assert state.results[0].details["made"][2] is False
    assert state.results[0].points[2] == 30


MAX_HANDS = [
    "JC TC 9C AS KS QS JS TS 9S 8S 7S 6S",
    "AC KC QC AH KH QH JH TH 9H 8H 7H 6H",
    "8C 7C 6C AD KD QD JD TD 9D 8D 7D 6D",
]


def test_the_most_one_player_can_score_is_99():
    state = new(MAX_HANDS, 0)
    bid_all(state, ["JC TC 9C", "AC KC QC", "8C 7C 6C"])
    state.apply(Reveal(1))
    for rank in "AKQJT9876":
        play(state, f"{rank}H")
        for _ in range(2):  # the others are void in hearts: they discard
            state.apply(state.legal_actions()[0])
    assert state.round_over
    assert state.results[0].details["bids"] == [9, 9, 9]
    assert list(state.results[0].points) == [0, 9 + 30 + 60, 0]


def test_details_shape():
    state = round_a(premiums=[Declare(1)])
    assert state.results[0].details == {
        "bids": [0, 3, 3], "tricks": [6, 3, 0], "made": [False, True, False],
        "trump": None, "premium": {"seat": 1, "kind": "declare"}}


def test_all_bid_cards_are_shown_at_the_end_of_the_round():
    state = new(HANDS_A, 0)
    bid_all(state, BIDS_A)
    pass_all(state)
    events = play(state, PLAYS_A)
    shown = {e.seat for e in events if isinstance(e, CardsShown) and e.zone[0] == "bid"}
    assert shown == {0, 1, 2}
    assert state.view(0).zones()[("bid", 2)] == cards("TC JD 8D")


# ----------------------------------------------------------------------- game and match


def _after_round_with_game_scores(scores: list[int]):
    state = new(HANDS_A, 0)
    state.game_scores = list(scores)
    state._totals = list(scores)
    bid_all(state, BIDS_A)
    pass_all(state)
    events = play(state, PLAYS_A)
    return state, events


def test_game_goes_on_below_100():
    state, events = _after_round_with_game_scores([0, 60, 0])
    assert state.game_scores == [6, 93, 0]
    assert not any(isinstance(e, GameOver) for e in events)
    assert state.game_no == 0 and state.next_roles() == {"dealer": 1}


def test_game_ends_at_100_and_highest_gets_100_bonus_in_totals_not_points():
    state, events = _after_round_with_game_scores([0, 67, 80])  # seat 1: 67 + 33 = 100
    over = [e for e in events if isinstance(e, GameOver)]
    assert over == [GameOver(0, (6, 100, 80), (1,))]
    r = state.results[0]
    assert list(r.points) == [6, 33, 0]
    assert list(r.totals) == [6, 100 + 100, 80]
    assert state.totals == (6, 200, 80)
    assert state.game_no == 1 and state.game_scores == [0, 0, 0]
    assert state.carry_trump is None  # trump resets for the new game
    assert not state.match_over


def test_game_ends_when_anyone_reaches_100_even_if_not_highest_winner():
    state, events = _after_round_with_game_scores([95, 0, 120])
    over = next(e for e in events if isinstance(e, GameOver))
    assert over.bonus == (2,)


def test_equal_highest_share_the_game_bonus():
    state, events = _after_round_with_game_scores([94, 67, 0])  # 100 and 100
    over = next(e for e in events if isinstance(e, GameOver))
    assert over.bonus == (0, 1)
    assert state.totals == (200, 200, 0)


def test_next_game_first_dealer_is_match_first_dealer_plus_game_number():
    state, _ = _after_round_with_game_scores([0, 67, 0])
    assert state.first_dealer == 0
    assert state.next_roles() == {"dealer": 1}
    from ninety_nine_support import make_deal, rotate

    state.start_round(make_deal(rotate(HANDS_A, 1), 1))
    assert state.trump is None  # a new game starts without trump


def test_match_is_three_games_and_highest_match_total_wins():
    rng = random.Random(5)
    state = NINETY_NINE.new_state(options(), 3, NINETY_NINE.random_deal(3, {"dealer": 2},
                                                                         rng, options()))
    game_first_dealers = [2]
    prev_game = 0
    while True:
        while not state.round_over:
            state.apply(rng.choice(state.legal_actions()))
        before = state.game_no
        if state.match_over:
            break
        deal = NINETY_NINE.random_deal(3, state.next_roles(), rng, options())
        state.start_round(deal)
        if before != prev_game:
            game_first_dealers.append(state.dealer)
            prev_game = before
    assert state.games_done == 3
    assert game_first_dealers == [2, 0, 1]  # each player starts one game
    best = max(state.totals)
    assert state.winners == tuple(s for s in range(3) if state.totals[s] == best)
    # totals: the sum of every round's points plus 100 per game won
    points = [sum(r.points[s] for r in state.results) for s in range(3)]
    bonus = [t - p for t, p in zip(state.totals, points, strict=True)]
    assert all(b % 100 == 0 for b in bonus) and sum(bonus) >= 300


def test_games_option_sets_the_match_length():
    state = NINETY_NINE.new_state(options(games=1), 3, NINETY_NINE.random_deal(
        3, {"dealer": 0}, random.Random(1), options(games=1)))
    state.game_scores = [99, 0, 0]
    state._totals = [99, 0, 0]
    finish_round(state)
    assert state.match_over and state.winners == (0,)
    with pytest.raises(RecordError, match="over"):
        state.start_round(NINETY_NINE.random_deal(3, {"dealer": 1}, random.Random(2),
                                                  options(games=1)))
    assert state.legal_actions() == [] and state.to_act is None
    with pytest.raises(IllegalAction, match="over"):
        state.apply(Pass(1))


def test_start_round_refused_mid_round():
    from ninety_nine_support import make_deal

    state = new(HANDS_A, 0)
    with pytest.raises(RecordError, match="before the current round is over"):
        state.start_round(make_deal(HANDS_A, 1))


def test_rank_enum_sanity():
    assert Rank.ACE > Rank.KING > Rank.SIX
