"""Cheat: every line of assets/rules/cheat.en.html, on
hand-made deals, plus the lazy legal listing, illegal actions, views, records and random
playouts.

Hand-made deals: `make_deal` puts the given cards first in the given hands and fills the
rest of every hand from the pack in pack order, with the sizes the rules give (all cards,
one at a time from dealer+1).
"""

from __future__ import annotations

import itertools
import json
import math
import random
from collections import Counter
from collections.abc import Mapping, Sequence

import attrs
import pytest

from cardtable import records
from cardtable.ai.heuristics.cheat import CheatHeuristic
from cardtable.ai.levels import make_player
from cardtable.cards import PACK_52, Card, Rank
from cardtable.rules.base import CardMoved, Deal, IllegalAction, MatchOver, RecordError, RoundScored
from cardtable.rules.cheat import (
    CHEAT,
    CLAIM_RANKS,
    CYCLE,
    ORDER,
    PILE,
    RULES_NOTES,
    Accept,
    Challenge,
    CheatOptions,
    CheatPlay,
    CheatState,
    Claimed,
    PileTaken,
    PlaceTaken,
    PlayChoices,
    Responded,
    Revealed,
    allowed_claims,
    hand_sizes,
)

R = {r.letter: r for r in CLAIM_RANKS}


def cards(*codes: str) -> tuple[Card, ...]:
    return tuple(Card.parse(c) for c in codes)


def make_deal(players: int, dealer: int, first: Mapping[int, Sequence[str]] | None = None,
              decks: int | None = None) -> Deal:
    decks = decks or (1 if players <= 5 else 2)
    pool = list(PACK_52 * decks)
    hands: list[list[Card]] = [[] for _ in range(players)]
    for s, codes in (first or {}).items():
        for c in cards(*codes):
            pool.remove(c)
            hands[s].append(c)
    sizes = hand_sizes(players, dealer, 52 * decks)
    for s in range(players):
        need = sizes[s] - len(hands[s])
        assert need >= 0
        hands[s] += pool[:need]
        del pool[:need]
    assert not pool
    return Deal(hands=tuple(tuple(h) for h in hands), roles={"dealer": dealer})


def new(players: int = 3, dealer: int | None = None,
        first: Mapping[int, Sequence[str]] | None = None, **options) -> CheatState:
    opts = CheatOptions(**options)
    if dealer is None:
        dealer = players - 1  # seat 0 plays first
    deal = make_deal(players, dealer, first, opts.decks)
    return CHEAT.new_state(opts, players, deal)


def play(state: CheatState, seat: int, codes: Sequence[str], claim: str):
    return state.apply(CheatPlay(seat, cards(*codes), R[claim]))


def respond(state: CheatState, *answers: str) -> list:
    """Answer for the seats asked, in order: 'a' accept, 'c' challenge."""
    events = []
    for a in answers:
        seat = state.to_act
        events += state.apply(Challenge(seat) if a == "c" else Accept(seat))
    return events


def accept_all(state: CheatState) -> list:
    events = []
    while state.phase == "respond":
        events += state.apply(Accept(state.to_act))
    return events


def snapshot(state: CheatState) -> tuple:
    return (state.to_act, state.phase, state.zones(),
            tuple(state.view(s) for s in range(state.players)), list(state.log),
            state.last_claim, list(state.places), state.results)


def assert_illegal(state: CheatState, action, match: str | None = None) -> None:
    before = snapshot(state)
    with pytest.raises(IllegalAction, match=match):
        state.apply(action)
    assert snapshot(state) == before


# ------------------------------------------------------------------- players, options


@pytest.mark.parametrize("players", range(3, 9))
def test_three_to_eight_players(players):
    assert CHEAT.check_players(players) == players
    state = CHEAT.new_match(CheatOptions(), players, random.Random(players))
    assert state.players == players


@pytest.mark.parametrize("players", [0, 1, 2, 9, 12])
def test_other_player_counts_are_refused(players):
    with pytest.raises(RecordError, match="3 to 8"):
        CHEAT.check_players(players)


def test_options_defaults_and_record_form():
    opts = CheatOptions()
    assert opts.decks is None and opts.claims == "free"
    assert opts.to_record() == {}
    assert CheatOptions.from_record({}) == opts
    assert CheatOptions.from_record({"claims": "sequence", "decks": 3}) == CheatOptions(
        decks=3, claims="sequence")
    assert CheatOptions(claims="same-or-next").to_record() == {"claims": "same-or-next"}


@pytest.mark.parametrize("players, decks", [(3, 1), (4, 1), (5, 1), (6, 2), (7, 2), (8, 2)])
def test_default_decks_one_up_to_five_players_two_above(players, decks):
    assert CheatOptions().decks_for(players) == decks
    state = CHEAT.new_match(CheatOptions(), players, random.Random(1))
    assert len(state.deals[0].all_cards()) == 52 * decks
    assert Counter(state.deals[0].all_cards()) == Counter(PACK_52 * decks)


@pytest.mark.parametrize("decks", [1, 2, 3, 4])
def test_decks_option_one_to_four(decks):
    state = CHEAT.new_match(CheatOptions(decks=decks), 4, random.Random(decks))
    assert Counter(state.deals[0].all_cards()) == Counter(PACK_52 * decks)


@pytest.mark.parametrize("raw, message", [
    ({"decks": 0}, "1 to 4"),
    ({"decks": 5}, "1 to 4"),
    ({"decks": "2"}, "1 to 4"),
    ({"decks": True}, "1 to 4"),
    ({"decks": 1.5}, "1 to 4"),
    ({"claims": "strict"}, "free, sequence, same-or-next"),
    ({"claims": 1}, "claims"),
    ({"jokers": 1}, "unknown option 'jokers'"),
    ([], "options must be an object"),
])
def test_bad_options_are_refused(raw, message):
    with pytest.raises(RecordError, match=message):
        CheatOptions.from_record(raw)


# ----------------------------------------------------------------------------- deal


@pytest.mark.parametrize("players", range(3, 9))
def test_random_deal_gives_every_card_as_evenly_as_possible_from_dealer_plus_one(players):
    rng = random.Random(players)
    for dealer in range(players):
        deal = CHEAT.random_deal(players, {"dealer": dealer}, rng, CheatOptions())
        sizes = [len(h) for h in deal.hands]
        assert max(sizes) - min(sizes) <= 1
        total = sum(sizes)
        extra = total % players
        # the seats right after the dealer get the extra cards
        for k in range(players):
            seat = (dealer + 1 + k) % players
            assert sizes[seat] == total // players + (1 if k < extra else 0)
        assert deal.roles == {"dealer": dealer}


def test_random_deal_draws_the_dealer_by_lot_when_not_given():
    dealers = {CHEAT.random_deal(4, {}, random.Random(i), CheatOptions()).roles["dealer"]
               for i in range(40)}
    assert dealers == {0, 1, 2, 3}
    roles, events = CHEAT.draw_roles(5, random.Random(3))
    assert set(roles) == {"dealer"} and 0 <= roles["dealer"] < 5 and events == []


def test_dealing_events_go_one_card_at_a_time_from_dealer_plus_one():
    deal = make_deal(3, 1)
    state = CHEAT.empty_state(CheatOptions(), 3)
    events = state.start_round(deal)
    moves = [e for e in events if isinstance(e, CardMoved)]
    assert len(moves) == 52
    assert [m.dst for m in moves[:4]] == [("hand", 2), ("hand", 0), ("hand", 1), ("hand", 2)]
    assert moves[0].card is deal.hands[2][0] and moves[1].card is deal.hands[0][0]
    assert all(not m.face_up for m in moves)


def test_deal_record_round_trip():
    deal = make_deal(4, 2)
    raw = json.loads(json.dumps(deal.to_record()))
    assert raw["dealer"] == 2 and len(raw["hands"]) == 4
    assert CHEAT.deal_from_record(raw, 4, CheatOptions()) == deal


@pytest.mark.parametrize("mutate, message", [
    (lambda r: r.pop("dealer"), "must give .dealer."),
    (lambda r: r.update(dealer=7), "'dealer' must be a seat"),
    (lambda r: r.update(stock=[]), "unknown field"),
    (lambda r: r.pop("hands"), "must give 'hands'"),
    (lambda r: r["hands"].pop(), "list of 4 hands"),
    (lambda r: r["hands"][0].__setitem__(0, "JK"), "not in this game's pack"),
    (lambda r: r["hands"][0].__setitem__(0, "XX"), "not a card"),
    (lambda r: r["hands"][0].__setitem__(0, r["hands"][1][0]), "duplicated"),
    (lambda r: r["hands"][3].append(r["hands"][0].pop()), "hand 0 holds 12 cards"),
    (lambda r: r.update(hands="AS"), "list of 4 hands"),
])
def test_bad_deals_are_refused(mutate, message):
    raw = json.loads(json.dumps(make_deal(4, 3).to_record()))
    mutate(raw)
    with pytest.raises(RecordError, match=message):
        CHEAT.deal_from_record(raw, 4, CheatOptions())


def test_two_pack_deal_holds_each_card_twice():
    deal = make_deal(6, 5)
    assert Counter(deal.all_cards()) == Counter(PACK_52 * 2)
    raw = json.loads(json.dumps(deal.to_record()))
    assert CHEAT.deal_from_record(raw, 6, CheatOptions()) == deal
    with pytest.raises(RecordError, match="duplicated: 2C, 2D"):
        CHEAT.deal_from_record(raw, 6, CheatOptions(decks=1))
    with pytest.raises(RecordError, match="missing: 2C, 2D, 2H"):
        CHEAT.deal_from_record(raw, 6, CheatOptions(decks=3))


def test_first_turn_is_dealer_plus_one():
    for dealer in range(4):
        state = new(4, dealer)
        assert state.to_act == (dealer + 1) % 4
        assert state.phase == "play"


# ------------------------------------------------------------------------------ plays


def test_worked_example_four_threes_a_lie_laid_face_down():
    state = new(3, first={0: ["3C", "3D", "7S", "3H"]})
    raw = {"seat": 0, "type": "play", "cards": ["3C", "3D", "7S", "3H"], "claim": "3"}
    action = state.action_from_record(raw)
    assert action == CheatPlay(0, cards("3C", "3D", "7S", "3H"), Rank.THREE)
    assert action.to_record() == raw
    events = state.apply(action)
    moves = [e for e in events if isinstance(e, CardMoved)]
    assert [m.card.code for m in moves] == ["3C", "3D", "7S", "3H"]
    assert all(m.src == ("hand", 0) and m.dst == PILE and not m.face_up for m in moves)
    assert events[-1] == Claimed(0, 4, Rank.THREE)
    assert state.zones()[PILE] == cards("3C", "3D", "7S", "3H")
    assert len(state.hands[0]) == 18 - 4
    # the others are asked; the first one challenges: the 7S shows the lie
    assert state.to_act == 1
    events = respond(state, "c")
    reveal = next(e for e in events if isinstance(e, Revealed))
    assert reveal == Revealed(0, 1, cards("3C", "3D", "7S", "3H"), Rank.THREE, False)
    assert PileTaken(0, 4) in events
    assert len(state.hands[0]) == 18
    assert state.pile == []


def test_claim_count_is_the_number_of_cards_laid_one_to_four_per_pack():
    state = new(3, first={0: ["AS", "KS", "QS", "JS", "TS"]})
    for n in (1, 2, 3, 4):
        assert CheatPlay(0, cards(*["AS", "KS", "QS", "JS"][:n]), Rank.ACE) in (
            state.legal_actions())
    assert_illegal(state, CheatPlay(0, cards("AS", "KS", "QS", "JS", "TS"), Rank.ACE),
                   "at most 4 cards")
    assert_illegal(state, CheatPlay(0, (), Rank.ACE), "at least one card")


def test_two_packs_allow_eight_cards():
    state = new(6, first={0: ["3S", "3S", "3H", "3H", "3D", "3D", "3C", "3C", "4S"]})
    eight = cards("3S", "3S", "3H", "3H", "3D", "3D", "3C", "3C")
    assert_illegal(state, CheatPlay(0, eight + cards("4S"), Rank.THREE), "at most 8 cards")
    play(state, 0, [c.code for c in eight], "3")
    assert state.last_claim is Rank.THREE and len(state.pile) == 8


def test_play_needs_the_cards_in_hand():
    state = new(3, first={0: ["AS"], 1: ["AH"]})
    assert_illegal(state, CheatPlay(0, cards("AH"), Rank.ACE), "does not hold AH")
    assert_illegal(state, CheatPlay(0, cards("AS", "AS"), Rank.ACE), "holds only 1 AS")
    assert_illegal(state, CheatPlay(0, cards("AH", "AS"), Rank.ACE), "holds no AH")


def test_two_pack_hand_may_play_both_copies_but_not_three():
    state = new(6, first={0: ["9D", "9D"]})
    assert_illegal(state, CheatPlay(0, cards("9D", "9D", "9D"), Rank.NINE), "holds only 2 9D")
    play(state, 0, ["9D", "9D"], "9")
    assert Card.parse("9D") not in state.hands[0]


def test_only_the_seat_in_turn_plays():
    state = new(3)
    card = state.hands[1][0]
    assert_illegal(state, CheatPlay(1, (card,), Rank.ACE), "seat 0's turn")
    assert_illegal(state, Challenge(1), "seat 0's turn")
    assert_illegal(state, Challenge(0), "no play to challenge")
    assert_illegal(state, Accept(0), "no play to challenge")


# ------------------------------------------------------------------------ claim rules


def test_claims_are_written_with_rank_letters():
    assert [r.letter for r in CLAIM_RANKS] == list("AKQJT98765432")
    state = new(3, first={0: ["TS"]})
    action = state.action_from_record(
        {"seat": 0, "type": "play", "cards": ["TS"], "claim": "T"})
    assert action.claim is Rank.TEN
    for bad in ("10", "X", "JK", "t", "", "E"):
        with pytest.raises(RecordError, match="rank letter"):
            state.action_from_record({"seat": 0, "type": "play", "cards": ["TS"],
                                      "claim": bad})


def test_free_claims_any_rank_every_time():
    state = new(3, first={0: ["2S"], 1: ["2H"], 2: ["2D"]})
    play(state, 0, ["2S"], "K")
    accept_all(state)
    assert allowed_claims("free", state.last_claim) == CLAIM_RANKS
    play(state, 1, ["2H"], "2")
    accept_all(state)
    play(state, 2, ["2D"], "7")
    assert state.last_claim is Rank.SEVEN


def test_cycle_runs_ace_two_three_to_king_and_back_to_ace():
    assert [r.letter for r in CYCLE] == list("A23456789TJQK")
    assert allowed_claims("sequence", Rank.KING) == (Rank.ACE,)
    assert allowed_claims("sequence", Rank.ACE) == (Rank.TWO,)
    assert allowed_claims("sequence", Rank.NINE) == (Rank.TEN,)
    assert allowed_claims("same-or-next", Rank.KING) == (Rank.KING, Rank.ACE)
    assert allowed_claims("same-or-next", Rank.TEN) == (Rank.TEN, Rank.JACK)
    for rule in ("free", "sequence", "same-or-next"):
        assert allowed_claims(rule, None) == CLAIM_RANKS  # the first claim is free


def test_sequence_claims_follow_the_cycle():
    state = new(3, claims="sequence", first={0: ["5S", "6S"], 1: ["5H"], 2: ["5D"]})
    # the first claim of the game is free
    assert {a.claim for a in itertools.islice(state.legal_actions(), 13)} == set(CLAIM_RANKS)
    play(state, 0, ["5S"], "Q")
    accept_all(state)
    assert_illegal(state, CheatPlay(1, cards("5H"), Rank.QUEEN), "must be K")
    assert_illegal(state, CheatPlay(1, cards("5H"), Rank.ACE), "rank after the last claim")
    play(state, 1, ["5H"], "K")
    accept_all(state)
    assert_illegal(state, CheatPlay(2, cards("5D"), Rank.TWO), "must be A")
    play(state, 2, ["5D"], "A")
    accept_all(state)
    play(state, 0, ["6S"], "2")
    assert state.last_claim is Rank.TWO


def test_sequence_lists_only_the_next_rank():
    state = new(3, claims="sequence")
    play(state, 0, [state.hands[0][0].code], "J")
    accept_all(state)
    legal = state.legal_actions()
    assert {a.claim for a in legal} == {Rank.QUEEN}
    assert len(legal) == sum(len(list(itertools.combinations(range(17), k)))
                             for k in range(1, 5))


def test_same_or_next_claims():
    state = new(4, claims="same-or-next")
    seat0 = state.hands[0][0]
    play(state, 0, [seat0.code], "9")
    accept_all(state)
    c = state.hands[1][0]
    assert_illegal(state, CheatPlay(1, (c,), Rank.EIGHT), "must be 9 or T")
    assert_illegal(state, CheatPlay(1, (c,), Rank.JACK), "same as the last claim")
    assert {a.claim for a in state.legal_actions()} == {Rank.NINE, Rank.TEN}
    play(state, 1, [c.code], "9")
    accept_all(state)
    c = state.hands[2][0]
    play(state, 2, [c.code], "T")
    accept_all(state)
    assert {a.claim for a in state.legal_actions()} == {Rank.TEN, Rank.JACK}


def test_the_previous_claim_is_the_last_claim_made_even_after_a_challenge():
    state = new(3, claims="sequence", first={0: ["4S"], 1: ["7H"]})
    play(state, 0, ["4S"], "8")  # a lie
    respond(state, "c")  # seat 1 catches it: seat 0 takes the pile
    assert state.pile == [] and state.to_act == 1
    assert_illegal(state, CheatPlay(1, cards("7H"), Rank.ACE), "must be 9")
    play(state, 1, ["7H"], "9")
    assert state.last_claim is Rank.NINE


# ------------------------------------------------------------------------- challenges


def test_others_are_asked_in_play_order_starting_after_the_player():
    state = new(5, dealer=1)  # seat 2 plays first
    assert state.to_act == 2
    play(state, 2, [state.hands[2][0].code], "A")
    asked = []
    while state.phase == "respond":
        asked.append(state.to_act)
        assert state.legal_actions() == [Challenge(state.to_act), Accept(state.to_act)]
        state.apply(Accept(state.to_act))
    assert asked == [3, 4, 0, 1]
    # everybody accepted: the next turn is the next player after the one who played
    assert state.to_act == 3 and state.phase == "play"


def test_only_the_seat_asked_may_answer():
    state = new(4)
    play(state, 0, [state.hands[0][0].code], "A")
    assert_illegal(state, Challenge(2), "seat 1's turn")
    assert_illegal(state, Accept(0), "seat 1's turn")
    assert_illegal(state, CheatPlay(1, (state.hands[1][0],), Rank.ACE), "challenge or accept")


def test_a_true_claim_challenged_the_challenger_takes_the_pile():
    state = new(4, first={0: ["5S", "5H"], 2: ["KD"]})
    play(state, 0, ["5S"], "5")
    accept_all(state)
    play(state, 1, [state.hands[1][0].code], "2")
    accept_all(state)
    play(state, 2, ["KD"], "K")  # true
    before = len(state.hands[0])
    events = respond(state, "a", "c")  # seat 3 accepts, seat 0 challenges
    assert [e for e in events if isinstance(e, Responded)] == [
        Responded(3, False), Responded(0, True)]
    assert Revealed(2, 0, cards("KD"), Rank.KING, True) in events
    assert PileTaken(0, 3) in events
    assert len(state.hands[0]) == before + 3
    moves = [e for e in events if isinstance(e, CardMoved)]
    assert [m.card.code for m in moves][-1] == "KD"
    assert [m.face_up for m in moves] == [False, False, True]  # only the last play shows
    assert all(m.src == PILE and m.dst == ("hand", 0) for m in moves)
    # the next turn is the next player after the one who played, not after the taker
    assert state.to_act == 3 and state.phase == "play"
    assert state.log[-1][4:] == (0, True)


def test_a_lie_challenged_the_liar_takes_the_pile_and_nobody_else_is_asked():
    state = new(4, first={0: ["5S"], 1: ["9C", "9D"]})
    play(state, 0, ["5S"], "5")
    accept_all(state)
    play(state, 1, ["9C", "9D"], "Q")  # a lie
    events = respond(state, "c")  # seat 2 challenges at once; seat 3 is not asked
    assert Revealed(1, 2, cards("9C", "9D"), Rank.QUEEN, False) in events
    assert PileTaken(1, 3) in events
    assert state.to_act == 2 and state.phase == "play"
    assert len(state.hands[1]) == 13 - 2 + 3


def test_a_single_wrong_card_makes_the_claim_false():
    state = new(3, first={0: ["AS", "AH", "AD", "KC"]})
    play(state, 0, ["AS", "AH", "AD", "KC"], "A")
    events = respond(state, "c")
    assert any(isinstance(e, Revealed) and not e.truthful for e in events)
    assert len(state.hands[0]) == 18


def test_challenge_in_two_pack_game_counts_each_card():
    state = new(6, first={0: ["7S", "7S", "7H"]})
    play(state, 0, ["7S", "7S", "7H"], "7")
    events = respond(state, "a", "c")
    assert any(isinstance(e, Revealed) and e.truthful for e in events)
    assert PileTaken(2, 3) in events


# ------------------------------------------------------------------- going out, places


def test_first_out_after_last_play_stands_wins_and_the_game_goes_on_for_places():
    # Seat 0 holds 18 cards in four-card groups of a rank and two tens: five true plays.
    first = {0: ["AS", "AH", "AD", "AC", "KS", "KH", "KD", "KC", "QS", "QH", "QD", "QC",
                 "JS", "JH", "JD", "JC", "TS", "TH"]}
    state = new(3, first=first)
    for group, claim in ((first[0][0:4], "A"), (first[0][4:8], "K"), (first[0][8:12], "Q"),
                         (first[0][12:16], "J")):
        play(state, 0, group, claim)
        accept_all(state)
        for seat in (1, 2):
            play(state, seat, [state.hands[seat][0].code], "2")
            accept_all(state)
    play(state, 0, ["TS", "TH"], "T")
    assert state.hands[0] == [] and state.places == []  # not out until the play stands
    respond(state, "a")
    assert state.places == []
    events = respond(state, "a")
    assert PlaceTaken(0, 1) in events
    assert state.places == [0] and state.to_act == 1 and not state.round_over
    # seat 0 is never asked again nor given a turn
    play(state, 1, [state.hands[1][0].code], "5")
    assert state.askers == (2,)
    accept_all(state)
    assert state.to_act == 2
    play(state, 2, [state.hands[2][0].code], "5")
    assert state.askers == (1,)


def test_going_out_when_a_challenge_of_the_last_play_fails():
    state = new(3, first={0: ["AS", "AH", "AD", "AC", "KS", "KH", "KD", "KC", "QS", "QH",
                              "QD", "QC", "JS", "JH", "JD", "JC", "TS", "TH"]})
    hand = [c.code for c in state.hands[0]]
    for i, claim in zip(range(0, 16, 4), "AKQJ", strict=True):
        play(state, 0, hand[i:i + 4], claim)
        accept_all(state)
        for seat in (1, 2):
            play(state, seat, [state.hands[seat][0].code], "2")
            accept_all(state)
    play(state, 0, ["TS", "TH"], "T")
    events = respond(state, "c")
    assert any(isinstance(e, Revealed) and e.truthful for e in events)
    assert PlaceTaken(0, 1) in events and state.places == [0]
    assert state.to_act == 1


def test_caught_lying_with_the_last_cards_takes_the_pile_and_plays_on():
    state = new(3, first={0: ["AS", "AH", "AD", "AC", "KS", "KH", "KD", "KC", "QS", "QH",
                              "QD", "QC", "JS", "JH", "JD", "JC", "TS", "9H"]})
    hand = [c.code for c in state.hands[0]]
    for i, claim in zip(range(0, 16, 4), "AKQJ", strict=True):
        play(state, 0, hand[i:i + 4], claim)
        accept_all(state)
        for seat in (1, 2):
            play(state, seat, [state.hands[seat][0].code], "2")
            accept_all(state)
    pile = len(state.pile)
    play(state, 0, ["TS", "9H"], "T")
    respond(state, "a", "c")
    assert state.places == [] and len(state.hands[0]) == pile + 2
    assert state.to_act == 1


def quick_game() -> tuple[CheatState, list[dict]]:
    """Three players who can each play out in true four-card groups.

    Seat 0: A A A A K K K K Q Q Q Q J J J J T T (18 cards, five plays)
    Seat 1: T T 9 9 9 9 8 8 8 8 7 7 7 7 6 6 6 (17 cards, five plays)
    Seat 2: 6 5 5 5 5 4 4 4 4 3 3 3 3 2 2 2 2 (17 cards, five plays)
    """
    hands = [
        ["AS", "AH", "AD", "AC", "KS", "KH", "KD", "KC", "QS", "QH", "QD", "QC", "JS",
         "JH", "JD", "JC", "TS", "TH"],
        ["TD", "TC", "9S", "9H", "9D", "9C", "8S", "8H", "8D", "8C", "7S", "7H", "7D", "7C",
         "6S", "6H", "6D"],
        ["6C", "5S", "5H", "5D", "5C", "4S", "4H", "4D", "4C", "3S", "3H", "3D", "3C", "2S",
         "2H", "2D", "2C"],
    ]
    plays = [
        [(hands[0][0:4], "A"), (hands[0][4:8], "K"), (hands[0][8:12], "Q"),
         (hands[0][12:16], "J"), (hands[0][16:18], "T")],
        [(hands[1][0:2], "T"), (hands[1][2:6], "9"), (hands[1][6:10], "8"),
         (hands[1][10:14], "7"), (hands[1][14:17], "6")],
        [(hands[2][1:5], "5"), (hands[2][5:9], "4"), (hands[2][9:13], "3"),
         (hands[2][13:17], "2"), (hands[2][0:1], "6")],
    ]
    deal = Deal(hands=tuple(cards(*h) for h in hands), roles={"dealer": 2})
    state = CHEAT.new_state(CheatOptions(), 3, deal)
    actions: list[dict] = []
    nxt = [0, 0, 0]
    while not state.round_over:
        seat = state.to_act
        if state.phase == "play":
            group, claim = plays[seat][nxt[seat]]
            nxt[seat] += 1
            raw = {"seat": seat, "type": "play", "cards": list(group), "claim": claim}
        else:
            raw = {"seat": seat, "type": "accept"}
        actions.append(raw)
        state.apply(state.action_from_record(raw))
    return state, actions


def test_places_list_every_seat_the_last_one_left_last():
    state, actions = quick_game()
    # seat 0 goes out on its 5th play; seat 1 then plays its last three sixes; seat 2 is
    # the last one left
    assert state.places == [0, 1, 2]
    assert state.round_over and state.match_over
    assert state.results[0].points == (1, 0, 0)
    assert state.results[0].details == {"places": [0, 1, 2]}
    assert state.totals == (1, 0, 0)
    assert state.winners == (0,)
    assert state.to_act is None and state.legal_actions() == []
    assert len(state.hands[2]) == 1  # seat 2 still holds its six


def test_end_events():
    deal = quick_game()[0].deals[0]
    state = CHEAT.new_state(CheatOptions(), 3, deal)
    _, actions = quick_game()
    events = []
    for raw in actions:
        events = state.apply(state.action_from_record(raw))
    assert events[-4:] == [
        PlaceTaken(1, 2), PlaceTaken(2, 3),
        RoundScored((1, 0, 0), (1, 0, 0), {"places": [0, 1, 2]}), MatchOver((0,))]


def test_replay_output_matches_the_rules_file():
    state, actions = quick_game()
    record = {"format": "cardtable-record/1", "game": "cheat", "players": 3, "options": {},
              "rounds": [{"deal": state.deals[0].to_record(), "actions": actions}]}
    _, replayed = records.replay(json.loads(json.dumps(record)))
    assert records.summary(replayed) == {
        "ok": True, "game": "cheat",
        "rounds": [{"points": [1, 0, 0], "details": {"places": [0, 1, 2]}}],
        "totals": [1, 0, 0], "round_over": True, "finished": True, "winners": [0]}
    # cut in the middle: a game in progress
    record["rounds"][0]["actions"] = actions[:7]
    _, mid = records.replay(json.loads(json.dumps(record)))
    assert records.summary(mid) == {
        "ok": True, "game": "cheat", "rounds": [{}], "totals": [0, 0, 0],
        "round_over": False, "finished": False, "winners": []}
    assert records.legal_listing(mid)["seat"] == mid.to_act


def test_replay_rejects_illegal_and_malformed_actions_at_their_index():
    state, actions = quick_game()
    base = {"format": "cardtable-record/1", "game": "cheat", "players": 3, "options": {},
            "rounds": [{"deal": state.deals[0].to_record(), "actions": []}]}
    cases = [
        ([{"seat": 1, "type": "play", "cards": ["TD"], "claim": "T"}], 0, "seat 0's turn"),
        ([{"seat": 0, "type": "play", "cards": ["TD"], "claim": "T"}], 0, "does not hold TD"),
        ([actions[0], {"seat": 1, "type": "play", "cards": ["TD"], "claim": "T"}], 1,
         "challenge or accept"),
        ([{"seat": 0, "type": "bid"}], 0, "unknown action type"),
        ([{"seat": 0, "type": "play", "cards": "AS", "claim": "A"}], 0, "must be a list"),
        ([{"seat": 0, "type": "play", "cards": ["AS"]}], 0, "needs the field 'claim'"),
        ([{"seat": 0, "type": "play", "cards": ["RJ"], "claim": "A"}], 0, "Cheat's pack"),
        ([{"seat": 3, "type": "accept"}], 0, "seat must be 0 to 2"),
        ([{"seat": 0, "type": "accept", "loud": True}], 0, "unknown field"),
    ]
    for acts, index, message in cases:
        raw = json.loads(json.dumps(base))
        raw["rounds"][0]["actions"] = acts
        with pytest.raises(records.RecordProblem) as info:
            records.replay(raw)
        assert info.value.round == 0 and info.value.action == index
        assert message in info.value.message


def test_no_second_deal_after_the_game():
    state, _ = quick_game()
    with pytest.raises(RecordError, match="already over"):
        state.start_round(make_deal(3, 0))
    fresh = new(3)
    with pytest.raises(RecordError, match="before the current game is over"):
        fresh.start_round(make_deal(3, 0))
    assert state.next_roles() == {}
    with pytest.raises(IllegalAction, match="over"):
        state.apply(Accept(0))


# --------------------------------------------------------------- the lazy legal list


def brute_force(seat: int, hand: Sequence[Card], kmax: int,
                claims: Sequence[Rank]) -> list[CheatPlay]:
    combos = set()
    ordered = sorted(hand, key=ORDER.__getitem__)
    for k in range(1, kmax + 1):
        combos.update(itertools.combinations(ordered, k))
    out = []
    for combo in sorted(combos, key=lambda c: (len(c), [ORDER[x] for x in c])):
        out += [CheatPlay(seat, combo, claim) for claim in claims]
    return out


@pytest.mark.parametrize("seed", range(30))
def test_play_choices_are_every_legal_play_in_a_stable_order(seed):
    rng = random.Random(seed)
    pack = list(PACK_52 * 2)
    rng.shuffle(pack)
    hand = pack[:rng.randrange(1, 11)]
    kmax = rng.choice([1, 2, 4, 8])
    claims = rng.choice([CLAIM_RANKS, (Rank.FIVE,), (Rank.KING, Rank.ACE)])
    choices = PlayChoices(2, hand, kmax, claims)
    expected = brute_force(2, hand, kmax, claims)
    assert len(choices) == choices.total == len(expected)
    assert list(choices) == expected
    assert choices == expected and choices == PlayChoices(2, list(reversed(hand)), kmax, claims)
    for i, action in enumerate(expected):
        assert choices[i] == action
        assert choices.index(action) == i
        assert action in choices
    assert choices[-1] == expected[-1]
    assert choices[1:4] == expected[1:4]
    with pytest.raises(IndexError):
        choices[len(expected)]


def test_play_choices_membership_checks_the_play_not_the_list():
    choices = PlayChoices(0, cards("AS", "AS", "KD"), 4, (Rank.ACE,))
    assert CheatPlay(0, cards("AS", "KD", "AS"), Rank.ACE) in choices  # any order
    assert CheatPlay(0, cards("AS", "AS", "AS"), Rank.ACE) not in choices
    assert CheatPlay(0, cards("KD"), Rank.KING) not in choices
    assert CheatPlay(1, cards("KD"), Rank.ACE) not in choices
    assert Accept(0) not in choices
    with pytest.raises(ValueError):
        choices.index(Accept(0))
    assert choices.count(CheatPlay(0, cards("KD"), Rank.ACE)) == 1


def test_legal_plays_at_the_start_and_the_listing_cap():
    state = new(3)
    legal = state.legal_actions()
    n = sum(len(list(itertools.combinations(range(18), k))) for k in range(1, 5))
    assert len(legal) == 13 * n == 52611
    listing = records.legal_listing(state)
    assert listing["seat"] == 0 and listing["total"] == 52611
    assert len(listing["actions"]) == 1000
    first = state.hands[0]
    ordered = sorted(first, key=ORDER.__getitem__)
    assert listing["actions"][0] == {"seat": 0, "type": "play", "cards": [ordered[0].code],
                                     "claim": "A"}
    assert listing["actions"][12]["claim"] == "2"
    assert listing["actions"][13]["cards"] == [ordered[1].code]
    assert listing == records.legal_listing(state.clone())  # stable


def test_a_huge_listing_is_counted_without_being_built():
    # six players, two packs: a first turn has about 1.4 million plays
    state = new(6)
    legal = state.legal_actions()
    assert len(legal) > 1_000_000
    listing = records.legal_listing(state)
    assert listing["total"] == len(legal) and len(listing["actions"]) == 1000
    assert legal[len(legal) - 1] in legal
    # a seat holding 51 cards of one pack
    big = PlayChoices(0, PACK_52[:51], 4, CLAIM_RANKS)
    assert len(big) == 13 * sum(math.comb(51, k) for k in range(1, 5)) == 3_536_663
    action = big[2_000_000]
    assert big.index(action) == 2_000_000


def test_every_listed_play_is_accepted_and_unlisted_ones_refused():
    state = new(3, first={0: ["AS", "AH", "2C"]})
    state.hands[0] = state.hands[0][:3]  # a small hand makes the check exhaustive
    legal = state.legal_actions()
    assert len(legal) == 13 * 7
    for action in legal:
        twin = state.clone()
        twin.apply(action)
    assert_illegal(state, CheatPlay(0, cards("AS", "AS"), Rank.ACE))


# ------------------------------------------------------------------- views, sampling


def test_view_shows_own_cards_counts_and_claims_but_no_hidden_card():
    state = new(4, first={0: ["3C", "3D", "7S", "3H"], 1: ["8H"]})
    play(state, 0, ["3C", "3D", "7S", "3H"], "3")
    accept_all(state)
    play(state, 1, ["8H"], "3")
    view2 = state.view(2)
    assert view2.hand == tuple(state.hands[2])
    assert view2.hand_counts == (9, 12, 13, 13)
    assert view2.pile_count == 5 and view2.phase == "respond" and view2.asking == 2
    # seat 2 saw two claims but no card of them
    assert view2.plays == ((0, 4, Rank.THREE, None, None, None),
                           (1, 1, Rank.THREE, None, None, None))
    zones = view2.zones()
    assert zones[PILE] == (None,) * 5
    assert zones[("hand", 0)] == (None,) * 9 and zones[("hand", 2)] == view2.hand
    # seat 0 remembers the ranks it laid
    assert state.view(0).plays[0] == (0, 4, Rank.THREE,
                                      (Rank.THREE, Rank.THREE, Rank.SEVEN, Rank.THREE),
                                      None, None)
    assert state.view(0).mine_in_pile() == Counter({Rank.THREE: 3, Rank.SEVEN: 1})
    # a challenge shows everyone the ranks of the play turned up
    respond(state, "a", "c")
    for seat in range(4):
        assert state.view(seat).plays[1] == (1, 1, Rank.THREE, (Rank.EIGHT,), 3, False)


def test_known_ranks_follow_a_picked_up_pile_until_its_taker_plays():
    state = new(3, first={0: ["5S", "5H"], 1: ["KC"]})
    play(state, 0, ["5S", "5H"], "5")
    accept_all(state)
    play(state, 1, ["KC"], "6")
    respond(state, "a", "c")  # seat 2 accepts, seat 0 catches the lie: seat 1 takes it all
    known = state.view(0).known_in_hands()
    assert known[1] == Counter({Rank.FIVE: 2, Rank.KING: 1})
    assert state.view(2).known_in_hands()[1] == Counter({Rank.KING: 1})
    play(state, 2, [state.hands[2][0].code], "A")
    accept_all(state)
    play(state, 0, [state.hands[0][0].code], "A")
    accept_all(state)
    assert state.view(0).known_in_hands()[1] == Counter({Rank.FIVE: 2, Rank.KING: 1})
    play(state, 1, [state.hands[1][0].code], "A")
    assert state.view(0).known_in_hands()[1] == Counter()  # it may have been played


@pytest.mark.parametrize("claims", ["free", "sequence"])
def test_sample_agrees_with_the_view(claims):
    rng = random.Random(5)
    state = CHEAT.new_match(CheatOptions(claims=claims), 4, rng)
    player = CheatHeuristic()
    for _ in range(300):
        if state.round_over:
            break
        for seat in range(4):
            view = state.view(seat)
            sample = view.sample(rng)
            assert sample.view(seat) == view
            assert Counter(c for z in sample.zones().values() for c in z) == Counter(PACK_52)
            # the cards known by rank are where the view says
            for s, known in enumerate(view.known_in_hands()):
                have = Counter(c.rank for c in sample.hands[s])
                assert all(have[r] >= k for r, k in known.items())
            mine = Counter()
            for p, _, _, cards_, _, _ in sample.log[sample.pile_from:]:
                if p == seat:
                    mine.update(c.rank for c in cards_)
            assert mine == view.mine_in_pile()
        seat = state.to_act
        state.apply(player.choose(state.view(seat), state.legal_actions(), rng))


def test_clone_is_independent():
    state = new(3)
    twin = state.clone()
    play(twin, 0, [twin.hands[0][0].code], "A")
    assert state.phase == "play" and len(state.hands[0]) == 18 and state.pile == []
    assert twin.view(1) != state.view(1)


def test_zones_hold_the_deal():
    state = new(5)
    play(state, 0, [c.code for c in state.hands[0][:3]], "4")
    zones = state.zones()
    assert set(zones) == {("hand", s) for s in range(5)} | {PILE}
    assert Counter(c for z in zones.values() for c in z) == Counter(PACK_52)


# -------------------------------------------------------------------------------- AI


def test_easy_player_is_registered():
    assert isinstance(make_player("cheat", "heuristic"), CheatHeuristic)


def test_easy_player_tells_the_truth_when_it_can_and_challenges_a_player_going_out():
    state = new(3, first={0: ["7S", "7H", "7D"]})
    rng = random.Random(0)
    ai = CheatHeuristic()
    truths = 0
    for seed in range(20):
        action = ai.choose(state.view(0), state.legal_actions(), random.Random(seed))
        assert action in state.legal_actions()
        truths += sum(1 for c in action.cards if c.rank is action.claim) == len(action.cards)
    assert truths >= 10
    # someone about to go out is always challenged
    state = new(3)
    state.hands[0] = state.hands[0][:1]
    play(state, 0, [state.hands[0][0].code], "A")
    assert ai.choose(state.view(1), state.legal_actions(), rng) == Challenge(1)


def test_easy_player_mostly_calls_a_provable_lie():
    state = new(3, first={0: ["KC"], 1: ["QS", "QH", "QD", "QC"]})
    play(state, 0, ["KC"], "Q")  # seat 1 holds every queen
    ai = CheatHeuristic()
    calls = sum(ai.choose(state.view(1), state.legal_actions(), random.Random(i))
                == Challenge(1) for i in range(100))
    assert calls >= 60


@pytest.mark.parametrize("players", range(3, 9))
@pytest.mark.parametrize("claims", ["free", "sequence", "same-or-next"])
def test_easy_players_finish_and_replay(players, claims):
    rng = random.Random(players * 7 + len(claims))
    options = CheatOptions(claims=claims)
    state = CHEAT.new_match(options, players, rng)
    ai = CheatHeuristic()
    actions = []
    for _ in range(20_000):
        if state.round_over:
            break
        seat = state.to_act
        legal = state.legal_actions()
        action = ai.choose(state.view(seat), legal, rng)
        assert action in legal
        state.apply(action)
        actions.append(action.to_record())
    assert state.round_over
    assert sorted(state.places) == list(range(players))
    record = {"format": "cardtable-record/1", "game": "cheat", "players": players,
              "options": options.to_record(),
              "rounds": [{"deal": state.deals[0].to_record(), "actions": actions}]}
    _, replayed = records.replay(json.loads(json.dumps(record)))
    assert records.summary(replayed) == records.summary(state)


# ---------------------------------------------------------------- random smoke test


OPTION_SETS = [{}, {"claims": "sequence"}, {"claims": "same-or-next"}, {"decks": 1},
               {"decks": 2, "claims": "same-or-next"}]
BIG_PACKS = [{"decks": 3, "claims": "same-or-next"}, {"decks": 4, "claims": "sequence"},
             {"decks": 4}]
PLAYOUTS = [(p, o) for p in range(3, 9) for o in OPTION_SETS] + [
    pytest.param(p, o, marks=pytest.mark.slow) for p in (3, 5, 8) for o in BIG_PACKS]


@pytest.mark.parametrize("players, raw_options", PLAYOUTS)
def test_random_playouts(players, raw_options):
    """Random legal actions with the invariants: a third of the decisions are random
    (plays of one or two cards with any allowed claim, challenges at even odds), the rest
    the easy player's, so that a game ends."""
    rng = random.Random(players * 31 + len(json.dumps(raw_options)))
    options = CheatOptions.from_record(raw_options)
    state = CHEAT.new_match(options, players, rng)
    total = Counter(state.deals[0].all_cards())
    ai = CheatHeuristic()
    for step in range(20_000):
        if state.round_over:
            break
        legal = state.legal_actions()
        assert len(legal) > 0
        if step % 100 == 0:
            assert Counter(c for z in state.zones().values() for c in z) == total
            seat = state.to_act
            view = state.view(seat)
            assert view.sample(rng).view(seat) == view
        if rng.random() < 2 / 3:
            action = ai.choose(state.view(state.to_act), legal, rng)
        elif state.phase == "play":
            small = min(len(legal), 2 * len(legal.claims) * len(legal.cards))
            action = legal[rng.randrange(small)]
        else:
            action = legal[rng.randrange(2)]
        state.apply(action)
    assert state.round_over, "the game ends"
    assert Counter(c for z in state.zones().values() for c in z) == total
    assert sorted(state.places) == list(range(players))
    assert state.results[0].points == tuple(int(s == state.places[0]) for s in range(players))


def test_rules_notes_are_written():
    assert "Decisions" in RULES_NOTES and "dealer" in RULES_NOTES


def test_a_view_whose_own_plays_lost_their_ranks_only_knows_less():
    """A sampled history keeps what its observer saw: another seat's view of it may lack
    the ranks of that seat's own plays. Counting must not fail on it."""
    state = new(3, first={0: ["5S", "5H"], 1: ["KC"]})
    play(state, 0, ["5S", "5H"], "5")
    accept_all(state)
    play(state, 1, ["KC"], "6")
    respond(state, "a", "c")  # seat 1 takes the pile: seat 0 knows the two 5s are there
    view = state.view(0)
    blind = attrs.evolve(view, plays=tuple(
        (p, n, claim, None if p == 0 else ranks, asker, truthful)
        for p, n, claim, ranks, asker, truthful in view.plays))
    known = blind.known_in_hands()
    assert known[1] == Counter({Rank.KING: 1})  # the 5s are no longer known, the king is
    assert view.known_in_hands()[1] == Counter({Rank.FIVE: 2, Rank.KING: 1})
