"""The blunder filters (cardtable/ai/filters.py) on positions built through the model, one
test per filter and game, and each game's exceptions. Positions are built with the
helpers of each game's knowledge tests."""

from __future__ import annotations

import random

import pytest
import test_knowledge_hokm as hokm_t
import test_knowledge_joker_spades as spades_t
import test_knowledge_ninety_nine as nn_t
import test_knowledge_shelem as shelem_t

from cardtable.ai import filters
from cardtable.ai.knowledge import hokm as hokm_k
from cardtable.ai.knowledge import shelem as shelem_k
from cardtable.cards import Card
from cardtable.rules.base import Play
from cardtable.rules.hokm import HOKM, HokmOptions

# ----------------------------------------------------------------------------- Hokm


def test_hokm_the_last_player_takes_with_its_lowest_trump():
    # Hearts trump. Seat 3, last, has no club: it takes the opponent's king of clubs with
    # its lowest trump rather than throw a diamond.
    state = hokm_t.new(["5C", "2C", "KC", "2H 9H 4D 5D 6D 7D 8D 9D TD JD QD KD AD"],
                       hakem=0, trump="H")
    hokm_t.play(state, "5C 2C KC")
    assert state.turn == 3
    assert hokm_t.kept(state) == {"2H"}


def test_hokm_no_honour_thrown_under_the_opponents_winner():
    # Seat 0 leads the ace of clubs; seat 1 holds the king and the three, with the queen
    # still out: the king can win nothing now and may later, so the three is played.
    state = hokm_t.new(["AC 2H", "KC 3C", "QC"], hakem=0, trump="S")
    hokm_t.play(state, "AC")
    assert state.turn == 1
    kept = hokm_t.kept(state)
    assert "KC" not in kept and "3C" in kept


def test_hokm_of_a_run_the_lowest_is_led():
    # Seat 0 leads, holding king and queen of hearts with the ace out: they play alike.
    state = hokm_t.new(["KH QH 5C"], hakem=0, trump="S")
    kept = hokm_t.kept(state)
    assert "QH" in kept and "KH" not in kept


def test_hokm_partners_certain_winner_is_not_overtaken():
    # Seat 1's king of clubs wins for certain (seat 2 has followed, seat 3 is last):
    # seat 3 keeps its ace.
    state = hokm_t.new(["5C", "KC", "2C", "AC 3C"], hakem=0, trump="H")
    hokm_t.play(state, "5C KC 2C")
    legal = {a.card.code for a in state.legal_actions()}
    assert {"AC", "3C"} <= legal
    assert hokm_t.kept(state) == {"3C"}


def test_hokm_second_seat_with_no_winner_plays_its_lowest():
    # Seat 1 plays second to the ace of clubs with the king and the three (the queen
    # still out): no card of its wins, so the three, whatever its partner may do later.
    state = hokm_t.new(["AC", "KC 3C 2H"], hakem=0, trump="H")
    hokm_t.play(state, "AC")
    assert hokm_t.kept(state) == {"3C"}


# ---------------------------------------------------------------------------- Shelem


SHELEM_HANDS = ["QH AS KS QS AD KD QD JD AC KC QC JC",
                "2H 2S 3S 4S 5S 6S 7S 8S 9S TS JS 2C",
                "3H 2D 3D 4D 5D 6D 7D 8D 9D TD 3C 4C",
                "KH 4H 5C 6C 7C 8C 9C TC 5H 6H 7H 8H"]
SHELEM_KITTY = "AH 9H TH JH"


def test_shelem_the_last_player_takes_a_trick_without_points():
    # Shelem's aim is points, but every trick is worth 5 by itself: seat 3, last, takes
    # a trick that holds no point card (queen, two, three of hearts) with its king.
    state = shelem_t.new(SHELEM_HANDS, SHELEM_KITTY)
    state.apply(shelem_t.Bid(0, 100))
    for s in (1, 2, 3):
        state.apply(shelem_t.Pass(s))
    state.apply(shelem_t.Discard(0, tuple(shelem_t.cards(SHELEM_KITTY))))
    shelem_t.play(state, "QH 2H 3H")
    assert state.turn == 3
    assert shelem_t.kept(state) == {"KH"}


def test_shelem_point_cards_kept_from_the_other_sides_certain_trick():
    state = shelem_t.to_play()
    shelem_t.play(state, "QC 8S")  # seat 1 trumps: seat 2 (partner of 0) cannot win
    assert shelem_t.kept(state) == {"2C"}  # not the five of clubs


def test_shelem_a_ten_may_go_to_a_trick_the_partner_may_still_win():
    # Shelem owes the lowest card only to the other side's *certain* trick: while the
    # partner may still take it, a ten given to it may be worth the risk (the search's
    # choice); once the trick is the other side's for certain, the two of clubs.
    assert filters.AIMS["shelem"].losers_need_certain
    spot = filters.Spot(
        plays=tuple(Play(2, Card.parse(c)) for c in ("TC", "2C")), trick=2, last=False,
        ours=False, certain=False, wins=frozenset(), order=shelem_k._order,
        between=shelem_k._BETWEEN, known=frozenset(), points=shelem_k.card_points)
    assert filters.apply(spot, filters.AIMS["shelem"], list(spot.plays)) == list(spot.plays)
    sure = filters.Spot(
        plays=spot.plays, trick=2, last=False, ours=False, certain=True, wins=frozenset(),
        order=shelem_k._order, between=shelem_k._BETWEEN, known=frozenset(),
        points=shelem_k.card_points)
    assert [a.card.code for a in filters.apply(  # type: ignore[attr-defined]
        sure, filters.AIMS["shelem"], list(sure.plays))] == ["2C"]


def test_shelem_overtaking_the_partner_to_bank_an_ace_is_allowed():
    # The partner's card wins for certain; seat 2, last, holds the ace and the three of
    # the suit: the ace banks 10 points now (Shelem's exception), where Hokm keeps it.
    spot = filters.Spot(
        plays=tuple(Play(2, Card.parse(c)) for c in ("AD", "3D")), trick=3, last=True,
        ours=True, certain=True, wins=frozenset({Card.parse("AD")}), order=shelem_k._order,
        between=shelem_k._BETWEEN, known=frozenset(), points=shelem_k.card_points)
    kept = filters.apply(spot, filters.AIMS["shelem"], list(spot.plays))
    assert {a.card.code for a in kept} == {"AD", "3D"}  # type: ignore[attr-defined]
    hokm_like = filters.apply(spot, filters.AIMS["hokm"], list(spot.plays))
    assert {a.card.code for a in hokm_like} == {"3D"}  # type: ignore[attr-defined]


def test_shelem_a_five_is_not_equivalent_to_a_six():
    spot = filters.Spot(
        plays=tuple(Play(0, Card.parse(c)) for c in ("5D", "6D", "7D")), trick=0,
        last=False, ours=False, certain=False, wins=frozenset(), order=shelem_k._order,
        between=shelem_k._BETWEEN, known=frozenset(), points=shelem_k.card_points)
    kept = filters.apply(spot, filters.AIMS["shelem"], list(spot.plays))
    assert {a.card.code for a in kept} == {"5D", "6D"}  # type: ignore[attr-defined]


# ------------------------------------------------------------------ Spades with Jokers


def test_spades_the_last_player_takes_with_its_lowest_spade():
    state = spades_t.new(["5C", "2C", "KC", "2S 9S 3D 4D 5D 6D 7D 8D 9D TD JD QD KD"],
                         dealer=3)
    spades_t.bid_all(state, {})
    spades_t.play(state, "5C 2C KC")
    assert state.turn == 3
    assert spades_t.kept(state) == {"2S"}


def test_spades_no_honour_thrown_under_the_opponents_winner():
    state = spades_t.new(["AC 4H", "KC 3C", "QC"], dealer=3)
    spades_t.bid_all(state, {})
    spades_t.play(state, "AC")
    assert state.turn == 1
    kept = spades_t.kept(state)
    assert "KC" not in kept and "3C" in kept


def test_spades_partners_certain_winner_is_not_overtaken():
    state = spades_t.new(["5C", "KC", "2C", "AC 3C"], dealer=3)
    spades_t.bid_all(state, {})
    spades_t.play(state, "5C KC 2C")
    assert {"AC", "3C"} <= spades_t.legal_codes(state)
    assert spades_t.kept(state) == {"3C"}


# ----------------------------------------------------------------------- Ninety-Nine

NN_HANDS = ["AS QS JS TS 8S 7S AH KH QH JH TC 9C",
            "9S 8H 7H 6H AC KC QC JC 8C 7C 6C 9H",
            "KS 6S TH 6D 7D 8D AD KD QD JD TD 9D"]


def _nn_position(lead: str) -> object:
    state = nn_t.new(NN_HANDS, dealer=2)
    nn_t.bid(state, 0, "TC 9C 7S")
    nn_t.bid(state, 1, "AC KC QC")
    nn_t.bid(state, 2, "TH 6D 7D")   # a bid of 2: tricks wanted, none yet needed
    nn_t.pass_premiums(state)
    nn_t.play(state, lead)
    assert state.turn == 2
    return state


def test_ninety_nine_the_last_player_may_duck():
    # The exact bid is the aim: seat 2, last, could take the eight of spades with its
    # king, and the filters leave it free not to (the Hokm rule would not).
    state = _nn_position("8S 9S")
    assert nn_t.kept(state) == {"KS", "6S"}
    assert not filters.AIMS["ninety-nine"].take_last


def test_ninety_nine_a_high_card_may_be_dumped_under_a_winner():
    # Seat 2 cannot beat the ace: it may shed its king (to lose tricks later), unlike
    # in Hokm.
    state = _nn_position("AS 9S")
    assert nn_t.kept(state) == {"KS", "6S"}
    assert not filters.AIMS["ninety-nine"].low_losers


def test_ninety_nine_of_a_run_the_lowest():
    # Seat 0 leads with the king and queen of hearts (the ace is its own): they, and
    # the jack, play alike.
    state = nn_t.new(NN_HANDS, dealer=2)
    nn_t.bid(state, 0, "TC 9C 7S")
    nn_t.bid(state, 1, "AC KC QC")
    nn_t.bid(state, 2, "TH 6D 7D")
    nn_t.pass_premiums(state)
    assert state.turn == 0
    kept = nn_t.kept(state)
    assert "JH" in kept and not {"AH", "KH", "QH"} & kept
    # Queen, jack, ten of spades play alike; the eight does not (the nine is out).
    assert {"TS", "8S"} <= kept and not {"QS", "JS"} & kept


# ------------------------------------------------------------------------- at random


def test_filters_keep_a_legal_card_and_every_winner_of_the_last_seat():
    rng = random.Random(11)
    for seed in range(15):
        state = HOKM.new_match(HokmOptions(), 4, random.Random(seed))
        while not state.round_over:
            legal = state.legal_actions()
            view = state.view(state.turn)
            left = hokm_k.KNOWLEDGE.prefilter(view, legal)
            assert left and all(a in legal for a in left)
            if state.phase == "play" and len(view.trick) == 3:
                spot = hokm_k.spot(view, legal)
                if not spot.ours and spot.wins:
                    assert all(isinstance(a, Play) and a.card in spot.wins for a in left)
            state.apply(left[rng.randrange(len(left))])


@pytest.mark.parametrize("level", ["easy", "normal", "hard"])
def test_every_search_level_plays_through_the_filters(level):
    # The last-seat position above: whatever the level, the lowest trump takes the trick.
    from cardtable.ai.search import SearchPlayer

    state = hokm_t.new(["5C", "2C", "KC", "2H 9H 4D 5D 6D 7D 8D 9D TD JD QD KD AD"],
                       hakem=0, trump="H")
    hokm_t.play(state, "5C 2C KC")
    player = SearchPlayer("hokm", level)
    for seed in range(3):
        choice = player.choose(state.view(3), state.legal_actions(), random.Random(seed))
        assert choice == Play(3, Card.parse("2H"))
