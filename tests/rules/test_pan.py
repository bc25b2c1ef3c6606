"""Pan: every line of assets/rules/pan.en.html, its worked examples, records and playouts."""

from __future__ import annotations

import itertools
import json
import random
from collections import Counter
from typing import Any

import pytest

from cardtable.ai.heuristics.pan import PanHeuristic
from cardtable.cards import PACK_24, Card, Rank, parse_cards
from cardtable.records import Record, RoundRecord, legal_listing, replay, summary
from cardtable.rules.base import CardMoved, Deal, IllegalAction, RecordError, RoundStarted
from cardtable.rules.pan import (
    NINE_HEARTS,
    PAN,
    PILE,
    FinalTurn,
    LetterTaken,
    PanOptions,
    PanPlay,
    PanState,
    PlayerOut,
    RoundDrawn,
    Take,
    hand_sizes,
)

DEFAULT = PanOptions()
OPTION_SETS = [
    PanOptions(),
    PanOptions(take_exactly_three=True),
    PanOptions(three_higher=True),
    PanOptions(take_exactly_three=True, three_higher=True),
]


def cs(text: str) -> tuple[Card, ...]:
    return tuple(parse_cards(text.split()))


def play(seat: int, text: str) -> PanPlay:
    return PanPlay(seat, cs(text))


def position(hands: list[str], pile: str, turn: int = 0,
             options: PanOptions = DEFAULT, letters: list[int] | None = None) -> PanState:
    """A hand-made position in the middle of a round (the pile listed bottom first)."""
    n = len(hands)
    state = PAN.empty_state(options, n)
    state.hands = [list(cs(h)) for h in hands]
    state.known = [[] for _ in range(n)]
    state.pile = list(cs(pile))
    state.phase = "play" if NINE_HEARTS in state.pile else "opening"
    state.turn = turn
    state.dealer = n - 1
    state.letters = letters or [0] * n
    state._deals = [Deal(hands=tuple(() for _ in range(n)), roles={"dealer": n - 1})]
    return state


def snapshot(state: PanState) -> Any:
    return (state.zones(), state.to_act, state.phase, state.final, state.legal_actions(),
            state.totals, [r.details for r in state.results], state.out_order,
            [list(k) for k in state.known])


def assert_illegal(state: PanState, action: Any, words: str = "") -> None:
    before = snapshot(state)
    with pytest.raises(IllegalAction) as info:
        state.apply(action)
    assert words in info.value.reason
    assert snapshot(state) == before


def six_player_deal(rank_of: dict[int, str], dealer: int) -> Deal:
    """Six players, each dealt all four cards of one rank: rank_of[seat] in '9TJQKA'."""
    hands = []
    for seat in range(6):
        r = rank_of[seat]
        hands.append(cs(" ".join(r + s for s in ("H", "S", "D", "C"))))
    return Deal(hands=tuple(hands), roles={"dealer": dealer})


def record(players: int, rounds: list[dict[str, Any]], options: dict[str, Any] | None = None
           ) -> dict[str, Any]:
    return {"format": "cardtable-record/1", "game": "pan", "players": players,
            "options": options or {}, "rounds": rounds}


# ---------------------------------------------------------------- pack, players, deal


def test_pack_is_24_cards_nine_to_ace():
    assert PAN.pack == PACK_24
    assert len(PACK_24) == 24
    assert Counter(c.rank for c in PACK_24) == {
        r: 4 for r in (Rank.ACE, Rank.KING, Rank.QUEEN, Rank.JACK, Rank.TEN, Rank.NINE)}


def test_rank_order_ace_high_nine_low():
    # On a top card of each rank, exactly that rank and the higher ones are playable singles.
    order = "9TJQKA"
    hand = "9S TS JS QS KS AS"
    for i, r in enumerate(order):
        st = position([hand, "9D"], f"9H {r}D" if r != "9" else "9H")
        singles = {a.cards[0].rank.letter for a in st.legal_actions()
                   if isinstance(a, PanPlay) and len(a.cards) == 1}
        assert singles == set(order[i:])


def test_players_two_to_six():
    assert (PAN.min_players, PAN.max_players) == (2, 6)
    for n in range(2, 7):
        assert PAN.check_players(n) == n
    for bad in (1, 7, 0, True, "3"):
        with pytest.raises(RecordError):
            PAN.check_players(bad)


@pytest.mark.parametrize("n,sizes", [(2, [12, 12]), (3, [8] * 3), (4, [6] * 4),
                                     (6, [4] * 6)])
def test_hand_sizes(n, sizes):
    for dealer in range(n):
        assert hand_sizes(n, dealer) == sizes
        deal = PAN.random_deal(n, {"dealer": dealer}, random.Random(dealer), DEFAULT)
        assert [len(h) for h in deal.hands] == sizes


def test_five_players_dealer_gets_four_dealt_last():
    for dealer in range(5):
        sizes = hand_sizes(5, dealer)
        assert sizes[dealer] == 4
        assert sorted(sizes) == [4, 5, 5, 5, 5]
        deal = PAN.random_deal(5, {"dealer": dealer}, random.Random(7), DEFAULT)
        assert [len(h) for h in deal.hands] == sizes


def test_deal_one_at_a_time_from_dealer_plus_one():
    rng = random.Random(3)
    deal = PAN.random_deal(4, {"dealer": 2}, rng, DEFAULT)
    assert sorted(c for h in deal.hands for c in h) == sorted(PACK_24)
    state = PAN.empty_state(DEFAULT, 4)
    events = state.start_round(deal)
    assert isinstance(events[0], RoundStarted) and events[0].roles == {"dealer": 2}
    moved = [e for e in events if isinstance(e, CardMoved)]
    assert len(moved) == 24
    # Round-robin from seat 3: 3, 0, 1, 2, 3, 0, ...
    assert [e.dst for e in moved[:5]] == [("hand", 3), ("hand", 0), ("hand", 1),
                                          ("hand", 2), ("hand", 3)]
    assert [e.card for e in moved if e.dst == ("hand", 0)] == list(deal.hands[0])
    assert all(not e.face_up for e in moved)


def test_first_dealer_by_lot_and_random_deal_round_trip():
    rng = random.Random(11)
    seen = set()
    for _ in range(40):
        deal = PAN.random_deal(3, {}, rng, DEFAULT)
        seen.add(deal.roles["dealer"])
        again = PAN.deal_from_record(json.loads(json.dumps(deal.to_record())), 3, DEFAULT)
        assert again == deal
    assert seen == {0, 1, 2}
    roles, events = PAN.draw_roles(4, random.Random(1))
    assert set(roles) == {"dealer"} and 0 <= roles["dealer"] < 4 and events == []


def test_deal_record_shape():
    deal = PAN.random_deal(2, {"dealer": 1}, random.Random(1), DEFAULT)
    raw = deal.to_record()
    assert set(raw) == {"dealer", "hands"}
    assert raw["dealer"] == 1 and len(raw["hands"]) == 2


def _raw_deal(n: int = 4, dealer: int | None = 0) -> dict[str, Any]:
    deal = PAN.random_deal(n, {"dealer": dealer or 0}, random.Random(5), DEFAULT)
    raw = deal.to_record()
    if dealer is None:
        del raw["dealer"]
    return raw


@pytest.mark.parametrize("mutate,words", [
    (lambda r: r["hands"][0].__setitem__(0, "2S"), "not in this game's pack"),
    (lambda r: r["hands"][0].__setitem__(0, r["hands"][1][0]), "duplicated"),
    (lambda r: r["hands"][0].pop(), "missing"),
    (lambda r: r["hands"][0].__setitem__(0, "XX"), "not a card"),
    (lambda r: r.__setitem__("kitty", []), "unknown field"),
    (lambda r: r.__setitem__("dealer", 9), "dealer"),
    (lambda r: r.__setitem__("hands", r["hands"][:3]), "list of 4 hands"),
    (lambda r: r.pop("hands"), "hands"),
    (lambda r: r["hands"][1].append(r["hands"][0].pop()), "should hold 6"),
])
def test_bad_deals_are_rejected(mutate, words):
    raw = _raw_deal()
    mutate(raw)
    with pytest.raises(RecordError) as info:
        PAN.deal_from_record(raw, 4, DEFAULT)
    assert words in str(info.value)


def test_bad_deal_not_an_object():
    with pytest.raises(RecordError):
        PAN.deal_from_record(["AS"], 4, DEFAULT)


def test_five_player_dealer_must_hold_four():
    raw = PAN.random_deal(5, {"dealer": 0}, random.Random(2), DEFAULT).to_record()
    raw["dealer"] = 1  # seat 1 holds five cards
    with pytest.raises(RecordError, match="should hold"):
        PAN.deal_from_record(raw, 5, DEFAULT)


def test_first_deal_must_give_the_dealer():
    raw = _raw_deal(dealer=None)
    deal = PAN.deal_from_record(raw, 4, DEFAULT)
    with pytest.raises(RecordError, match="first deal must give the dealer"):
        PAN.new_state(DEFAULT, 4, deal)


def test_no_stock_no_discards_one_central_pile():
    deal = PAN.random_deal(3, {"dealer": 0}, random.Random(1), DEFAULT)
    state = PAN.new_state(DEFAULT, 3, deal)
    zones = state.zones()
    assert set(zones) == {("hand", 0), ("hand", 1), ("hand", 2), PILE, ("deck",)}
    assert sorted(c for z in zones.values() for c in z) == sorted(PACK_24)


# ------------------------------------------------------------------------------ play


def _deal_with_nines(holder: int, nines: str, n: int = 4, dealer: int = 3) -> Deal:
    """A deal where `holder` has the 9♥ and the nines in `nines` (the rest spread)."""
    want = cs(nines)
    rest = [c for c in PACK_24 if c not in want and c is not NINE_HEARTS]
    sizes = hand_sizes(n, dealer)
    hands: list[list[Card]] = [[] for _ in range(n)]
    hands[holder] = [NINE_HEARTS, *want]
    # other nines go to seats other than the holder
    rest.sort(key=lambda c: c.rank is not Rank.NINE)
    seat = (holder + 1) % n
    for c in rest:
        while len(hands[seat]) >= sizes[seat] or (seat == holder and c.rank is Rank.NINE):
            seat = (seat + 1) % n
        hands[seat].append(c)
    return Deal(hands=tuple(tuple(h) for h in hands), roles={"dealer": dealer})


def test_holder_of_nine_of_hearts_opens():
    deal = _deal_with_nines(2, "9S")
    state = PAN.new_state(DEFAULT, 4, deal)
    assert state.to_act == 2
    legal = state.legal_actions()
    assert set(legal) == {play(2, "9H"), play(2, "9H 9S")}
    events = state.apply(play(2, "9H"))
    assert [e for e in events if isinstance(e, CardMoved)] == [
        CardMoved(NINE_HEARTS, ("hand", 2), PILE, True)]
    assert state.pile == [NINE_HEARTS]
    assert state.to_act == 3  # then play passes to the next seat


def test_opening_with_all_other_nines_in_any_order():
    deal = _deal_with_nines(1, "9S 9D 9C")
    state = PAN.new_state(DEFAULT, 4, deal)
    legal = state.legal_actions()
    assert play(1, "9H") in legal
    orders = [a for a in legal if len(a.cards) == 4]
    assert len(orders) == 6
    assert all(a.cards[0] is NINE_HEARTS for a in orders)
    state.apply(play(1, "9H 9C 9S 9D"))
    assert [c.code for c in state.pile] == ["9H", "9C", "9S", "9D"]  # last listed on top


def test_opening_must_be_nine_of_hearts_alone_or_with_all_nines():
    deal = _deal_with_nines(0, "9S 9D")
    state = PAN.new_state(DEFAULT, 4, deal)
    other = next(c for c in state.hands[0] if c.rank is not Rank.NINE)
    assert_illegal(state, play(0, "9H 9S"), "all the other nines")
    assert_illegal(state, play(0, "9S 9H 9D"), "9♥ first")
    assert_illegal(state, play(0, "9S"), "9♥ first")
    assert_illegal(state, PanPlay(0, (NINE_HEARTS, other)), "only nines")
    assert_illegal(state, Take(0, 1), "open the round")
    assert_illegal(state, play(1, "9H"), "seat 0's turn")
    assert_illegal(state, PanPlay(0, ()), "at least one card")


def test_several_cards_go_on_in_the_order_listed_and_a_take_splits_them():
    st = position(["QS QD QC AS", "KS 9D"], "9H TS JH QH")
    st.apply(play(0, "QD QS QC"))
    assert [c.code for c in st.pile] == ["9H", "TS", "JH", "QH", "QD", "QS", "QC"]
    events = st.apply(Take(1, 4))
    assert [c.code for c in st.pile] == ["9H", "TS", "JH"]
    assert [e.card.code for e in events if isinstance(e, CardMoved)] == ["QC", "QS", "QD", "QH"]
    assert all(e.src == PILE and e.dst == ("hand", 1) and e.face_up
               for e in events if isinstance(e, CardMoved))
    assert st.hands[1] == list(cs("KS 9D QC QS QD QH"))


def test_single_card_equal_or_higher():
    st = position(["9S TS JS QD KS AS", "9D"], "9H QS")
    singles = {a.cards[0].code for a in st.legal_actions()
               if isinstance(a, PanPlay) and len(a.cards) == 1}
    assert singles == {"QD", "KS", "AS"}
    assert_illegal(st, play(0, "JS"), "lower than the top card")
    st.apply(play(0, "QD"))
    assert st.pile[-1].code == "QD" and st.to_act == 1


def test_three_of_the_top_rank():
    st = position(["QD QS QC 9S", "9D"], "9H QH")
    triples = [a for a in st.legal_actions() if isinstance(a, PanPlay) and len(a.cards) == 3]
    assert len(triples) == 6  # every order of the three queens
    assert set(triples) == {PanPlay(0, p) for p in itertools.permutations(cs("QD QS QC"))}
    st.apply(play(0, "QS QC QD"))
    assert st.hands[0] == list(cs("9S"))


def test_three_of_the_top_rank_on_the_bare_nine():
    st = position(["9S 9D 9C AS", "KD"], "9H")
    assert play(0, "9S 9D 9C") in st.legal_actions()


def test_three_higher_only_with_the_option():
    st = position(["KH KS KD AS", "9D"], "9H QS")
    assert not [a for a in st.legal_actions() if isinstance(a, PanPlay) and len(a.cards) == 3]
    assert_illegal(st, play(0, "KH KS KD"), "three cards at once")
    st = position(["KH KS KD AS", "9D"], "9H QS", options=PanOptions(three_higher=True))
    assert play(0, "KH KS KD") in st.legal_actions()
    st.apply(play(0, "KH KS KD"))
    assert st.pile[-1].code == "KD"


def test_three_higher_with_four_held_lists_every_choice_of_three():
    st = position(["KH KS KD KC", "9D"], "9H QS", options=PanOptions(three_higher=True))
    triples = [a for a in st.legal_actions() if isinstance(a, PanPlay) and len(a.cards) == 3]
    assert len(triples) == 24
    quads = [a for a in st.legal_actions() if isinstance(a, PanPlay) and len(a.cards) == 4]
    assert len(quads) == 24


def test_three_lower_never_even_with_three_higher():
    st = position(["JH JS JD AS", "9D"], "9H QS", options=PanOptions(three_higher=True))
    assert_illegal(st, play(0, "JH JS JD"), "lower")


def test_four_of_one_rank_equal_or_higher():
    st = position(["KH KS KD KC AS", "9D"], "9H QS")
    quads = {a for a in st.legal_actions() if isinstance(a, PanPlay) and len(a.cards) == 4}
    assert quads == {PanPlay(0, p) for p in itertools.permutations(cs("KH KS KD KC"))}
    st.apply(play(0, "KC KD KS KH"))
    assert st.pile[-1].code == "KH" and st.hands[0] == list(cs("AS"))


def test_four_lower_is_illegal():
    st = position(["TH TS TD TC AS", "9D"], "9H JS")
    assert_illegal(st, play(0, "TH TS TD TC"), "lower")


def test_two_cards_at_once_never():
    st = position(["KH KS QS", "9D"], "9H QH")
    assert not [a for a in st.legal_actions() if isinstance(a, PanPlay) and len(a.cards) == 2]
    assert_illegal(st, play(0, "KH KS"), "two cards at once")


def test_mixed_ranks_and_duplicates_and_foreign_cards_are_illegal():
    st = position(["KH KS KD AS", "9D"], "9H QH")
    assert_illegal(st, play(0, "KH KS AS"), "one rank")
    assert_illegal(st, play(0, "KH KH KS"), "listed twice")
    assert_illegal(st, play(0, "KC"), "does not hold KC")
    assert_illegal(st, play(1, "9D"), "seat 0's turn")


def test_take_more_than_three_above_at_least_three_up_to_all():
    st = position(["AS", "9D"], "9H TS TD JH QH KH")
    takes = [a.count for a in st.legal_actions() if isinstance(a, Take)]
    assert takes == [3, 4, 5]
    assert_illegal(st, Take(0, 2), "at least the top three")
    assert_illegal(st, Take(0, 6), "at most the 5")
    st.apply(Take(0, 5))
    assert st.pile == [NINE_HEARTS]  # the 9♥ never leaves the table
    assert st.hands[0] == list(cs("AS KH QH JH TD TS"))


def test_take_exactly_three_option():
    opts = PanOptions(take_exactly_three=True)
    st = position(["AS", "9D"], "9H TS TD JH QH KH", options=opts)
    assert [a.count for a in st.legal_actions() if isinstance(a, Take)] == [3]
    assert_illegal(st, Take(0, 4), "exactly three")
    st.apply(Take(0, 3))
    assert [c.code for c in st.pile] == ["9H", "TS", "TD"]


@pytest.mark.parametrize("pile,count", [("9H KS", 1), ("9H KS KD", 2), ("9H KS KD KC", 3)])
def test_take_three_or_fewer_takes_them_all(pile, count):
    for opts in OPTION_SETS:
        st = position(["AS", "9D"], pile, options=opts)
        assert [a.count for a in st.legal_actions() if isinstance(a, Take)] == [count]
        for k in range(0, 5):
            if k != count:
                assert_illegal(st, Take(0, k), f"all {count} must be taken")
        st.apply(Take(0, count))
        assert st.pile == [NINE_HEARTS]


def test_take_allowed_even_when_a_play_is_possible():
    st = position(["AS", "9D"], "9H KS")
    legal = st.legal_actions()
    assert play(0, "AS") in legal and Take(0, 1) in legal
    st.apply(Take(0, 1))
    assert st.to_act == 1


def test_no_take_on_the_bare_nine_of_hearts():
    st = position(["9S TD", "9D"], "9H")
    assert not [a for a in st.legal_actions() if isinstance(a, Take)]
    assert_illegal(st, Take(0, 0), "only the 9♥")
    assert_illegal(st, Take(0, 1), "only the 9♥")
    # a play is then always possible: nine is the lowest rank
    assert play(0, "9S") in st.legal_actions()


def test_a_player_out_takes_no_more_turns():
    st = position(["AS", "KD KC", "QD QC"], "9H TS")
    st.apply(play(0, "AS"))
    assert st.out_order == [0] and st.hands[0] == []
    assert st.to_act == 1
    st.apply(Take(1, 2))
    assert st.to_act == 2
    st.apply(play(2, "QD"))
    assert st.to_act == 1  # seat 0 is skipped
    assert_illegal(st, play(0, "AS"), "seat 1's turn")


# ----------------------------------------------------------------------- end of round


def test_out_with_three_or_more_holding_play_continues():
    st = position(["AS", "KD KC", "QD QC", "QS"], "9H TS", turn=0)
    events = st.apply(play(0, "AS"))
    assert PlayerOut(0) in events
    assert not any(isinstance(e, FinalTurn) for e in events)
    assert st.final is None and st.to_act == 1 and not st.round_over


def test_final_turn_draw():
    # Worked example: A and B each hold one ace, the top card is below ace.
    st = position(["AS", "AH"], "9H KS")
    events = st.apply(play(0, "AS"))
    assert FinalTurn(1) in events and st.final == 1 and st.to_act == 1
    events = st.apply(play(1, "AH"))
    assert RoundDrawn() in events
    assert st.round_over and not st.match_over
    res = st.results[-1]
    assert res.points == (0, 0) and res.totals == (0, 0)
    assert res.details == {"loser": None, "out_order": [0, 1]}
    assert st.to_act is None and st.legal_actions() == []


def test_final_turn_two_aces_loses():
    # Worked example: B holds two aces and can play only one.
    st = position(["AS", "AH AD"], "9H KS")
    st.apply(play(0, "AS"))
    legal = st.legal_actions()
    assert play(1, "AH AD") not in legal
    assert_illegal(st, play(1, "AH AD"), "two cards at once")
    events = st.apply(play(1, "AH"))
    assert LetterTaken(1, 1) in events
    res = st.results[-1]
    assert res.points == (0, 1) and res.totals == (0, 1)
    assert res.details == {"loser": 1, "out_order": [0]}
    assert st.letters == [0, 1] and st.round_over


def test_final_turn_with_three_of_a_kind_draws():
    st = position(["KS", "KH KD KC 9S"], "9H QS", turn=0)
    st.hands[1] = list(cs("KH KD KC"))
    st.apply(play(0, "KS"))
    st.apply(play(1, "KD KC KH"))
    assert st.results[-1].details["loser"] is None


def test_final_turn_take_loses():
    st = position(["AS", "9S"], "9H KS KD")
    st.apply(play(0, "AS"))
    assert st.legal_actions() == [Take(1, 3)]
    st.apply(Take(1, 3))
    assert st.round_over and st.results[-1].details == {"loser": 1, "out_order": [0]}


def test_last_two_of_many_same_rule():
    st = position(["", "AS", "", "KD QC"], "9H KS", turn=1)
    st.out_order = [0, 2]
    st.apply(play(1, "AS"))
    assert st.final == 3 and st.to_act == 3
    st.apply(Take(3, 2))
    assert st.results[-1].details == {"loser": 3, "out_order": [0, 2, 1]}
    assert st.results[-1].points == (0, 0, 0, 1)


def test_letters_p_a_n_and_match_over():
    st = position(["AS", "AH AD"], "9H KS", letters=[0, 2])
    st.apply(play(0, "AS"))
    events = st.apply(play(1, "AH"))
    assert LetterTaken(1, 3) in events
    assert st.match_over and st.round_over
    assert st.winners == (0,)
    with pytest.raises(RecordError, match="match is already over"):
        st.start_round(PAN.random_deal(2, {}, random.Random(1), DEFAULT))
    assert_illegal(st, play(0, "AS"), "match is over")


def test_winners_are_everyone_but_the_loser():
    st = position(["", "AS", "", "KD QC", ""], "9H KS", turn=1, letters=[1, 2, 0, 2, 1])
    st.apply(play(1, "AS"))
    st.apply(Take(3, 2))
    assert st.match_over and st.winners == (0, 1, 2, 4)
    assert st.totals == (1, 2, 0, 3, 1)


def test_new_round_next_dealer_and_nine_holder_starts_again():
    rng = random.Random(4)
    state = PAN.new_state(DEFAULT, 3, PAN.random_deal(3, {"dealer": 2}, rng, DEFAULT))
    assert state.next_roles() == {"dealer": 0}
    with pytest.raises(RecordError, match="before the current round is over"):
        state.start_round(PAN.random_deal(3, {"dealer": 0}, rng, DEFAULT))
    h = PanHeuristic()
    while not state.round_over:
        seat = state.to_act
        assert seat is not None
        state.apply(h.choose(state.view(seat), state.legal_actions(), rng))
    with pytest.raises(RecordError, match="rules make seat 0 the dealer"):
        state.start_round(PAN.random_deal(3, {"dealer": 1}, rng, DEFAULT))
    deal = PAN.random_deal(3, {"dealer": 0}, rng, DEFAULT)
    holder = next(s for s in range(3) if NINE_HEARTS in deal.hands[s])
    state.start_round(Deal(hands=deal.hands))  # the dealer may be omitted later
    assert state.dealer == 0 and state.to_act == holder and state.phase == "opening"
    assert state.next_roles() == {"dealer": 1}


def test_later_five_player_deal_checked_against_the_rules_dealer():
    rng = random.Random(9)
    state = PAN.new_state(DEFAULT, 5, PAN.random_deal(5, {"dealer": 0}, rng, DEFAULT))
    state.phase = "round-over"
    wrong = PAN.random_deal(5, {"dealer": 3}, rng, DEFAULT)
    with pytest.raises(RecordError, match="should hold"):
        state.start_round(Deal(hands=wrong.hands))


# ------------------------------------------------------------------- worked examples


def test_example_top_queen_singles():
    st = position(["QD KD AD JD TD 9D", "9S"], "9H QS")
    singles = {a.cards[0].rank.letter for a in st.legal_actions() if isinstance(a, PanPlay)}
    assert singles == {"Q", "K", "A"}


def test_example_top_ten_singles():
    st = position(["QD KD AD JD TD 9D", "9S"], "9H TS")
    singles = {a.cards[0].rank.letter for a in st.legal_actions() if isinstance(a, PanPlay)}
    assert singles == {"T", "J", "Q", "K", "A"}


def test_example_three_queens_and_three_kings():
    st = position(["QD QS QC", "9S"], "9H QH")
    assert play(0, "QD QS QC") in st.legal_actions()
    st = position(["KD KS KC", "9S"], "9H QH")
    assert play(0, "KD KS KC") not in st.legal_actions()
    st = position(["KD KS KC", "9S"], "9H QH", options=PanOptions(three_higher=True))
    assert play(0, "KD KS KC") in st.legal_actions()


def test_example_four_kings_or_four_aces_on_a_queen():
    st = position(["KD KS KC KH", "9S"], "9H QH")
    assert play(0, "KD KS KC KH") in st.legal_actions()
    st = position(["AD AS AC AH", "9S"], "9H QH")
    assert play(0, "AD AS AC AH") in st.legal_actions()


def test_example_top_jack_ten_and_nine_must_take():
    st = position(["TD 9D", "9S"], "9H QS JH")
    legal = st.legal_actions()
    assert all(isinstance(a, Take) for a in legal) and legal
    assert_illegal(st, play(0, "TD"), "lower")


# ----------------------------------------------------------------------- options


def test_options_defaults_and_validation():
    assert PanOptions.from_record({}) == PanOptions(False, False)
    assert PanOptions.from_record(None) == DEFAULT
    opts = PanOptions.from_record({"take_exactly_three": True, "three_higher": True})
    assert opts.take_exactly_three and opts.three_higher
    assert opts.to_record() == {"take_exactly_three": True, "three_higher": True}
    assert DEFAULT.to_record() == {}
    with pytest.raises(RecordError, match="unknown option"):
        PanOptions.from_record({"limit": 3})
    with pytest.raises(RecordError, match="true or false"):
        PanOptions.from_record({"three_higher": 1})
    with pytest.raises(RecordError, match="options must be an object"):
        PanOptions.from_record([1])


# ----------------------------------------------------------------------- actions


def test_action_records_round_trip():
    for a in (play(2, "9H 9S"), play(0, "KD"), Take(3, 4)):
        raw = json.loads(json.dumps(a.to_record()))
        assert PAN.action_from_record(raw) == a
    assert play(1, "QS QD QC").to_record() == {"seat": 1, "type": "play",
                                              "cards": ["QS", "QD", "QC"]}
    assert Take(0, 3).to_record() == {"seat": 0, "type": "take", "count": 3}


@pytest.mark.parametrize("raw,words", [
    ({"seat": 0, "type": "draw"}, "unknown action type"),
    ({"seat": 0, "type": ["play"]}, "type must be a string"),
    ({"seat": 0, "type": "play"}, "needs the field 'cards'"),
    ({"seat": 0, "type": "play", "cards": "AS"}, "must be a list"),
    ({"seat": 0, "type": "play", "cards": ["ZZ"]}, "not a card"),
    ({"seat": 0, "type": "play", "card": "AS"}, "unknown field"),
    ({"seat": 0, "type": "take", "count": "3"}, "whole number"),
    ({"seat": 0, "type": "take", "count": True}, "whole number"),
    ({"seat": "0", "type": "take", "count": 3}, "seat"),
    ({"seat": None, "type": "take", "count": 3}, "seat"),
])
def test_bad_action_records(raw, words):
    with pytest.raises(RecordError) as info:
        PAN.action_from_record(raw)
    assert words in str(info.value)


def test_state_checks_seat_against_players():
    st = position(["AS", "9D"], "9H KS")
    with pytest.raises(RecordError, match="0 to 1"):
        st.action_from_record({"seat": 4, "type": "take", "count": 1})


def test_wrong_kind_of_action_and_after_round():
    from cardtable.rules.base import Play

    st = position(["AS", "9D"], "9H KS")
    assert_illegal(st, Play(0, Card.parse("AS")), "not a Pan action")
    st.apply(play(0, "AS"))
    st.apply(Take(1, 2))
    assert_illegal(st, Take(1, 1), "round is over")


# ------------------------------------------------------------------ view and sample


def test_view_hides_other_hands_but_knows_taken_cards():
    st = position(["AS KD", "9D TD JD", "QC"], "9H TS QH KH")
    st.apply(Take(0, 3))  # seat 0 takes KH QH TS: everyone saw them
    v = st.view(1)
    assert v.hand == cs("9D TD JD")
    assert v.counts == (5, 3, 1)
    assert v.known[0] == cs("KH QH TS")
    zones = v.zones()
    # the taken cards show face up in the taker's hand, the dealt ones do not
    assert zones[("hand", 0)] == (None, None) + cs("KH QH TS")
    assert zones[("hand", 1)] == v.hand and zones[("hand", 2)] == (None,)
    assert v.hands == tuple(zones[("hand", s)] for s in range(3))
    assert zones[PILE] == (NINE_HEARTS,)
    # the hidden AS/KD of seat 0 and QC of seat 2 appear nowhere in the view
    flat = repr(attr_values(v))
    for hidden in ("Card(AS)", "Card(KD)", "Card(QC)"):
        assert hidden not in flat
    st.apply(play(1, "TD"))
    st.apply(play(2, "QC"))
    st.apply(play(0, "QH"))
    assert st.view(2).known[0] == cs("KH TS")


def attr_values(view: Any) -> list[Any]:
    import attrs

    return [getattr(view, f.name) for f in attrs.fields(type(view)) if f.name != "results"]


def test_opener_known_to_hold_nine_of_hearts():
    deal = _deal_with_nines(2, "")
    state = PAN.new_state(DEFAULT, 4, deal)
    for seat in range(4):
        v = state.view(seat)
        s = v.sample(random.Random(seat))
        assert NINE_HEARTS in s.hands[2]
        assert s.view(seat) == v
        assert s.legal_actions()[0] == play(2, "9H")


def test_sample_agrees_with_the_view_through_a_game():
    rng = random.Random(8)
    h = PanHeuristic()
    for n in (2, 4, 6):
        state = PAN.new_state(DEFAULT, n, PAN.random_deal(n, {}, rng, DEFAULT))
        steps = 0
        while not state.round_over:
            for seat in range(n):
                v = state.view(seat)
                s = v.sample(rng)
                assert s.view(seat) == v
                assert Counter(c for z in s.zones().values() for c in z) == Counter(PACK_24)
                for k in range(n):
                    assert set(v.known[k]) <= set(s.hands[k])
            seat = state.to_act
            assert seat is not None
            state.apply(h.choose(state.view(seat), state.legal_actions(), rng))
            steps += 1
        assert steps > 0


def test_clone_is_independent():
    st = position(["AS KD", "9D"], "9H KS QH TH")
    c = st.clone()
    c.apply(Take(0, 3))
    assert st.hands[0] == list(cs("AS KD")) and len(st.pile) == 4
    assert snapshot(c) != snapshot(st)
    assert snapshot(st.clone()) == snapshot(st)


# --------------------------------------------------------------- records and replay


def _round_four_of_a_kind(dealer: int, opener: int) -> tuple[dict[str, Any], list[dict]]:
    """Six players, each with four of a rank: from the opener, nines, tens, jacks,
    queens, aces go out; the last seat, with kings, cannot go out and takes."""
    ranks = "9TJQAK"
    rank_of = {(opener + i) % 6: ranks[i] for i in range(6)}
    deal = six_player_deal(rank_of, dealer)
    actions: list[dict[str, Any]] = []
    for i in range(5):
        seat = (opener + i) % 6
        actions.append({"seat": seat, "type": "play",
                        "cards": [c.code for c in deal.hands[seat]]})
    loser = (opener + 5) % 6
    actions.append({"seat": loser, "type": "take", "count": 3})
    return deal.to_record(), actions


def test_replay_draw_then_loss():
    # Round 1: four of a kind each, the final turn plays four aces: a draw.
    d1 = six_player_deal({0: "9", 1: "T", 2: "J", 3: "Q", 4: "K", 5: "A"}, dealer=5)
    a1 = [{"seat": s, "type": "play", "cards": [c.code for c in d1.hands[s]]}
          for s in range(6)]
    d2, a2 = _round_four_of_a_kind(dealer=0, opener=2)
    d2.pop("dealer")  # a later dealer may be omitted
    raw = record(6, [{"deal": d1.to_record(), "actions": a1}, {"deal": d2, "actions": a2}])
    rec, state = replay(json.loads(json.dumps(raw)))
    out = summary(state)
    assert out == {
        "ok": True, "game": "pan",
        "rounds": [
            {"points": [0] * 6, "details": {"loser": None, "out_order": [0, 1, 2, 3, 4, 5]}},
            {"points": [0, 1, 0, 0, 0, 0], "details": {"loser": 1,
                                                       "out_order": [2, 3, 4, 5, 0]}},
        ],
        "totals": [0, 1, 0, 0, 0, 0],
        "round_over": True, "finished": False, "winners": [],
    }
    assert json.loads(rec.dumps())["rounds"][0] == raw["rounds"][0]


def test_replay_match_to_pan():
    rounds = []
    for dealer in (5, 0, 1):
        deal, actions = _round_four_of_a_kind(dealer=dealer, opener=2)
        rounds.append({"deal": deal, "actions": actions})
    _, state = replay(record(6, rounds))
    out = summary(state)
    assert out["totals"] == [0, 3, 0, 0, 0, 0]
    assert [r["points"] for r in out["rounds"]] == [[0, 1, 0, 0, 0, 0]] * 3
    assert out["finished"] and out["winners"] == [0, 2, 3, 4, 5]
    # a further round after the end of the match is refused
    deal, actions = _round_four_of_a_kind(dealer=2, opener=2)
    from cardtable.records import RecordProblem

    with pytest.raises(RecordProblem, match="follows the end of the match"):
        replay(record(6, rounds + [{"deal": deal, "actions": actions}]))


def test_replay_rejects_wrong_dealer_and_illegal_actions():
    from cardtable.records import RecordProblem

    d1, a1 = _round_four_of_a_kind(dealer=5, opener=2)
    d2, a2 = _round_four_of_a_kind(dealer=3, opener=2)
    with pytest.raises(RecordProblem) as info:
        replay(record(6, [{"deal": d1, "actions": a1}, {"deal": d2, "actions": a2}]))
    assert info.value.round == 1 and info.value.action is None
    bad = [dict(a) for a in a1]
    bad[1] = {"seat": 3, "type": "play", "cards": ["TH", "TS"]}
    with pytest.raises(RecordProblem) as info:
        replay(record(6, [{"deal": d1, "actions": bad}]))
    assert (info.value.round, info.value.action) == (0, 1)
    assert "illegal action" in info.value.message


def test_mid_round_record_and_legal_listing():
    d1, a1 = _round_four_of_a_kind(dealer=5, opener=2)
    _, state = replay(record(6, [{"deal": d1, "actions": a1[:1]}]))
    assert summary(state)["round_over"] is False
    assert summary(state)["rounds"] == [{}]
    listing = legal_listing(state)
    assert listing["seat"] == 3
    assert {"seat": 3, "type": "play", "cards": ["TH"]} in listing["actions"]
    assert {"seat": 3, "type": "play", "cards": ["TC", "TD", "TS", "TH"]} in listing["actions"]
    assert {"seat": 3, "type": "take", "count": 3} in listing["actions"]
    _, state = replay(record(6, [{"deal": d1, "actions": a1}]))
    assert legal_listing(state) == {"seat": None, "actions": []}


def test_options_in_a_record():
    from cardtable.records import RecordProblem

    d1, a1 = _round_four_of_a_kind(dealer=5, opener=2)
    _, state = replay(record(6, [{"deal": d1, "actions": a1}], {"three_higher": True}))
    assert state.options == PanOptions(three_higher=True)
    with pytest.raises(RecordProblem, match="unknown option"):
        replay(record(6, [{"deal": d1, "actions": a1}], {"decks": 2}))


# ------------------------------------------------------------------------ playouts


def _playout(n: int, opts: PanOptions, rng: random.Random, take_rate: float) -> Record:
    """A random match; `take_rate` is how often a take is chosen when a play exists.
    (Uniformly random players take, and lay aces, so often that a round lasts thousands
    of moves; these players lean towards the lowest play.)"""
    deal = PAN.random_deal(n, {}, rng, opts)
    state = PAN.new_state(opts, n, deal)
    rec = Record(PAN, n, opts, [RoundRecord(deal)])
    steps = 0
    while not state.match_over:
        if state.round_over:
            deal = PAN.random_deal(n, state.next_roles(), rng, opts)
            state.start_round(deal)
            rec.rounds.append(RoundRecord(deal))
            continue
        legal = state.legal_actions()
        assert legal
        assert state.to_act is not None
        plays = [a for a in legal if isinstance(a, PanPlay)]
        takes = [a for a in legal if isinstance(a, Take)]
        assert plays or takes
        pick = rng.random()
        if takes and (not plays or pick < take_rate):
            pool = takes
        elif pick < 0.6:  # half the time the lowest play, as a sensible player would
            low = min(a.cards[0].rank for a in plays)
            pool = [a for a in plays if a.cards[0].rank == low]
        else:
            pool = plays
        action = pool[rng.randrange(len(pool))]
        state.apply(action)
        rec.rounds[-1].actions.append(action)
        steps += 1
        if steps % 16 == 0 or state.round_over:
            zones = state.zones()
            assert Counter(c for z in zones.values() for c in z) == Counter(PACK_24)
        assert steps < 200_000
    assert len(state.winners) == n - 1
    assert max(state.totals) == 3
    return rec


@pytest.mark.parametrize("n", range(2, 7))
@pytest.mark.parametrize("opts", OPTION_SETS, ids=lambda o: repr(o.to_record()))
def test_random_playouts_replay(n, opts):
    rng = random.Random(1000 * n + len(opts.to_record()))
    for take_rate in (0.02, 0.1):
        rec = _playout(n, opts, rng, take_rate)
        raw = json.loads(rec.dumps())
        rec2, state = replay(raw)
        assert summary(state)["finished"] is True
        assert rec2.dumps() == rec.dumps()
        results = state.results
        for r in results:
            assert sum(r.points) in (0, 1)
            assert r.details["loser"] is None or r.points[r.details["loser"]] == 1


def test_heuristic_plays_legally_and_finishes():
    rng = random.Random(5)
    h = PanHeuristic()
    for n in range(2, 7):
        state = PAN.new_state(DEFAULT, n, PAN.random_deal(n, {}, rng, DEFAULT))
        while not state.match_over:
            if state.round_over:
                state.start_round(PAN.random_deal(n, state.next_roles(), rng, DEFAULT))
                continue
            seat = state.to_act
            assert seat is not None
            legal = state.legal_actions()
            action = h.choose(state.view(seat), legal, rng)
            assert action in legal
            state.apply(action)


def test_heuristic_goes_out_in_the_final_turn():
    st = position(["KS", "KH KD KC"], "9H QS")
    st.apply(play(0, "KS"))
    action = PanHeuristic().choose(st.view(1), st.legal_actions(), random.Random(1))
    assert isinstance(action, PanPlay) and len(action.cards) == 3



def test_heuristic_players_do_not_pass_cards_round_for_ever():
    # Deals the soak found where three always-cheapest players cycled without end.
    from cardtable.arena import Arena
    from cardtable.rules.pan import PanOptions

    arena = Arena(PAN, 3, PanOptions(three_higher=True), ["heuristic"], seed=1003,
                  max_actions=5000)
    for deal in (7, 15):
        arena.play_deal(deal)
    assert arena.tallies["heuristic"].unfinished == 0
    assert arena.tallies["heuristic"].matches == 2
