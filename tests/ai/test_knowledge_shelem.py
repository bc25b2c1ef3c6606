"""Shelem knowledge (cardtable.ai.knowledge.shelem) on positions built through the model:
the auction, the four cards laid away, the trump led first, the blunder filters, the
playout, the reward, and SeatView.sample keeping everything a seat knows."""

from __future__ import annotations

import random
import time
from collections.abc import Sequence

import pytest

from cardtable.ai.knowledge import Knowledge, knowledge_for
from cardtable.ai.knowledge.shelem import (
    BID_MARGIN,
    KNOWLEDGE,
    ShelemKnowledge,
    bid_estimate,
    choose_trump,
)
from cardtable.cards import PACK_52, Card, Rank, Suit
from cardtable.rules.base import Play
from cardtable.rules.shelem import (
    SHELEM,
    Bid,
    Discard,
    Pass,
    ShelemDeal,
    ShelemOptions,
    ShelemState,
)

RNG = random.Random(0)


def cards(text: str) -> list[Card]:
    return [Card.parse(t) for t in text.split()]


def new(hands: Sequence[str], kitty: str = "", dealer: int = 3) -> ShelemState:
    """A four-player deal: the hands and kitty given, every other card going round the
    hands not full (in pack order)."""
    named = [cards(h) for h in hands] + [[] for _ in range(4 - len(hands))]
    kit = cards(kitty)
    used = {c for h in named for c in h} | set(kit)
    rest = [c for c in PACK_52 if c not in used]
    full = []
    for h in named:
        need = 12 - len(h)
        full.append(tuple(h + rest[:need]))
        del rest[:need]
    kit += rest[:4 - len(kit)]
    deal = ShelemDeal(hands=tuple(full), piles={"kitty": tuple(kit)},
                      roles={"dealer": dealer})
    return SHELEM.new_state(ShelemOptions(), 4, deal)


def decide(state: ShelemState) -> object:
    seat = state.to_act
    assert seat is not None
    return KNOWLEDGE.decide(state.view(seat), state.legal_actions(), RNG, "normal")


def kept(state: ShelemState) -> set[str]:
    seat = state.to_act
    assert seat is not None
    legal = state.legal_actions()
    return {a.card.code for a in KNOWLEDGE.prefilter(state.view(seat), legal)
            if isinstance(a, Play)}


def play(state: ShelemState, text: str) -> None:
    for c in cards(text):
        state.apply(Play(state.turn, c))


def test_the_game_finds_its_knowledge():
    assert knowledge_for("shelem") is KNOWLEDGE
    assert isinstance(KNOWLEDGE, ShelemKnowledge)


# --------------------------------------------------------------------------- auction

STRONG = "AS KS QS JS TS 9S AH KH AD KD AC KC"
MIDDLE = "7D KS AS 4C 3S 7S AH 2C TH QD JC 8H"   # worth about 116
WEAK = "2S 3H 4D 5C 6S 7H 8D 9C 3S 4H 6D 7C"     # worth about 90


def test_a_strong_hand_opens_with_the_lowest_bid():
    state = new([STRONG])
    assert decide(state) == Bid(0, 100)


def test_a_weak_hand_passes():
    state = new([WEAK])
    assert decide(state) == Pass(0)


def test_a_middling_hand_raises_an_opponent_but_not_its_partner():
    state = new(["", MIDDLE])
    state.apply(Bid(0, 100))           # an opponent's bid: seat 1 raises
    assert decide(state) == Bid(1, 105)
    state = new(["", "", MIDDLE])
    state.apply(Bid(0, 100))           # the partner's bid: seat 2 leaves it
    state.apply(Pass(1))
    assert decide(state) == Pass(2)


def test_never_bids_beyond_the_estimate():
    state = new(["", MIDDLE])
    state.apply(Bid(0, 120))
    assert decide(state) == Pass(1)
    rng = random.Random(7)
    for _ in range(60):
        pack = list(PACK_52)
        rng.shuffle(pack)
        hand = " ".join(c.code for c in pack[:12])
        high = rng.choice([None, 100, 110, 125, 140])
        state = new(["", hand])
        if high is not None:
            state.apply(Bid(0, high))
        else:
            state.apply(Pass(0))
        choice = decide(state)
        if isinstance(choice, Bid):
            assert choice.value <= bid_estimate(cards(hand), 4) - BID_MARGIN
            assert choice.value == (high or 95) + 5   # the lowest bid allowed


# -------------------------------------------------------------------------- lay-away

# Seat 0 becomes hakem and takes the kitty: seven spades, the kitty's clubs are short.
HAKEM = "AS KS QS JS 9S 8S 7S AH KH 2H AD 3D"
KITTY = "TC 5C 4C 2C"


def to_exchange(hand: str = HAKEM, kitty: str = KITTY) -> ShelemState:
    state = new([hand], kitty)
    state.apply(Bid(0, 100))
    for s in (1, 2, 3):
        state.apply(Pass(s))
    assert state.phase == "exchange" and state.turn == 0
    return state


def test_lay_away_keeps_trumps_and_aces_and_banks_the_loose_ten():
    state = to_exchange()
    start = time.perf_counter()
    choice = decide(state)
    took = time.perf_counter() - start
    assert isinstance(choice, Discard)
    assert choice in state.legal_actions()
    laid = set(choice.cards)
    assert not any(c.suit is Suit.SPADES or c.rank is Rank.ACE for c in laid)
    assert Card.parse("TC") in laid        # ten points banked instead of lost
    assert took < 2.0, f"laying away took {took:.2f} s"


def test_lay_away_of_random_hands_is_legal_and_quick():
    rng = random.Random(11)
    for _ in range(8):
        pack = list(PACK_52)
        rng.shuffle(pack)
        state = to_exchange(" ".join(c.code for c in pack[:12]),
                            " ".join(c.code for c in pack[12:16]))
        start = time.perf_counter()
        choice = decide(state)
        assert time.perf_counter() - start < 2.0
        assert isinstance(choice, Discard) and choice in state.legal_actions()
        state.apply(choice)
        trump = choose_trump(state.hands[0])
        assert not any(c.suit is trump for c in choice.cards)


def test_a_search_through_the_exchange_weighs_the_knowledges_lay_away_only():
    state = to_exchange()
    legal = state.legal_actions()
    found = KNOWLEDGE.candidates(state, legal, RNG)
    assert len(legal) == 1820 and len(found) == 1
    assert found[0] in legal and found[0] == decide(state)


def test_the_first_lead_is_of_the_suit_laid_away_for():
    state = to_exchange()
    state.apply(decide(state))
    assert state.phase == "play" and state.turn == 0
    spades = {c.code for c in state.hands[0] if c.suit is Suit.SPADES}
    # Spades only (of a run of equal cards only the lowest; the ace is worth points).
    assert "AS" in kept(state) <= spades


def test_card_play_is_left_to_the_search():
    state = to_exchange()
    state.apply(decide(state))
    assert decide(state) is None


# --------------------------------------------------------------------------- filters

# Seat 0, hakem, wins the first trick with the ace of spades (trump) while seat 3 shows it
# has no spade; then it leads the ace of hearts. Seat 2 (its partner) has no heart.
PLAY = ["AS KS QS AH KH QH JH AD KD AC KC QC",
        "7H 8H 9H TH 4D 6D JS TS 9S 8S 3S 4S",
        "2S 5S 6S 7S 7D 8D 9D TD 2C 3C 4C 5C",
        "6H QD JD 5D 3D 2D JC TC 9C 8C 7C 6C"]
PLAY_KITTY = "2H 3H 4H 5H"


def to_play() -> ShelemState:
    state = new(PLAY, PLAY_KITTY)
    state.apply(Bid(0, 100))
    for s in (1, 2, 3):
        state.apply(Pass(s))
    state.apply(Discard(0, tuple(cards(PLAY_KITTY))))
    play(state, "AS 3S 2S 2D")
    assert state.turn == 0 and state.voids[3]
    return state


def test_never_ruff_a_certain_winner_of_the_partner():
    state = to_play()
    play(state, "AH 7H")
    assert state.turn == 2
    legal = {a.card.code for a in state.legal_actions()}
    assert {"5S", "6S", "7S"} <= legal
    # The ace wins: seat 3 has no higher heart and no trump. A trump would bring no more
    # points than the ten of diamonds seat 2 can give instead. (2C-4C play alike, as do
    # 7D-9D: the lowest of each run.)
    assert kept(state) == {"2C", "5C", "7D", "TD"}


def test_a_winner_the_last_opponent_may_ruff_is_not_certain():
    # The same, but seat 3 followed the first trick's spade: for all seat 2 knows it may
    # have no heart and trump the ace. Trumps are kept (of 6S-7S, alike, the lower).
    hands = list(PLAY)
    hands[1] = "7H 8H 9H TH 4D 6D JS TS 9S 8S 3S 6H"
    hands[3] = "4S QD JD 5D 3D 2D JC TC 9C 8C 7C 6C"
    state = new(hands, PLAY_KITTY)
    state.apply(Bid(0, 100))
    for s in (1, 2, 3):
        state.apply(Pass(s))
    state.apply(Discard(0, tuple(cards(PLAY_KITTY))))
    play(state, "AS 3S 2S 4S")
    play(state, "AH 7H")
    assert state.turn == 2
    legal = state.legal_actions()
    assert {"5S", "6S", "7S"} <= {a.card.code for a in legal}
    assert {"5S", "6S"} <= kept(state) and "7S" not in kept(state)


def test_never_give_points_to_a_trick_the_other_side_is_sure_to_take():
    state = to_play()
    play(state, "QC 8S")          # seat 1 trumps the club
    assert state.turn == 2
    legal = {a.card.code for a in state.legal_actions()}
    assert legal == {"2C", "3C", "4C", "5C"}
    assert kept(state) == {"2C"}  # not the five; 2C-4C play alike


def test_filters_never_empty_and_keep_legal_when_nothing_is_dropped():
    rng = random.Random(5)
    for players in (4, 2):
        for seed in range(6):
            state = SHELEM.new_match(ShelemOptions(), players, random.Random(seed))
            while not state.round_over:
                seat = state.to_act
                assert seat is not None
                legal = state.legal_actions()
                view = state.view(seat)
                left = KNOWLEDGE.prefilter(view, legal)
                if state.phase != "play":
                    assert left is legal
                    action = KNOWLEDGE.decide(view, legal, rng, "normal")
                    assert action is not None and action in legal
                else:
                    assert left and all(a in legal for a in left)
                    action = left[rng.randrange(len(left))]
                state.apply(action)


# --------------------------------------------------------------------------- playout


def test_playouts_stay_uniformly_random():
    # A greedy playout measured clearly worse: the default one is kept.
    assert type(KNOWLEDGE).playout is Knowledge.playout


def test_playout_plays_whole_hands():
    for players in (4, 2):
        rng = random.Random(players)
        state = SHELEM.new_match(ShelemOptions(), players, rng)
        state.apply(Bid(state.turn, 100))
        while not state.round_over:
            state.apply(KNOWLEDGE.playout(state, state.legal_actions(), rng))
        assert state.results[-1].details["hakem"] is not None
        for s in range(players):
            assert 0.0 <= KNOWLEDGE.reward(state, s) <= 1.0


# ---------------------------------------------------------------------------- reward


def test_reward_is_the_sides_score_difference():
    state = to_play()
    while not state.round_over:
        state.apply(state.legal_actions()[0])
    points = state.results[-1].points
    for s in range(4):
        want = min(1.0, max(0.0, 0.5 + (points[s] - points[(s + 1) % 4]) / 660))
        assert KNOWLEDGE.reward(state, s) == pytest.approx(want)
    assert (KNOWLEDGE.reward(state, 0) > 0.5) == (points[0] > points[1])


def test_reward_of_a_hand_cut_short_counts_the_contract():
    state = to_play()   # the hakem's side has 25 of its 100 so far
    assert KNOWLEDGE.reward(state, 0) < 0.5 < KNOWLEDGE.reward(state, 1)


# ---------------------------------------------------------------------------- sample


def _positions(players: int, seeds: int) -> list[ShelemState]:
    out = []
    for seed in range(seeds):
        rng = random.Random(seed)
        state = SHELEM.new_match(ShelemOptions(), players, rng)
        state.apply(Bid(state.turn, 100 + 5 * rng.randrange(5)))
        stop = rng.randrange(0, 50)
        for _ in range(stop):
            if state.round_over:
                break
            legal = state.legal_actions()
            if state.phase == "bidding":
                action = next(a for a in legal if isinstance(a, Pass))
            else:
                action = legal[rng.randrange(len(legal))]
            state.apply(action)
        if not state.round_over:
            out.append(state)
    return out


@pytest.mark.parametrize("players", [4, 2])
def test_sample_respects_everything_the_seat_knows(players):
    for state in _positions(players, 40):
        for seat in range(players):
            view = state.view(seat)
            for k in range(2):
                sample = view.sample(random.Random(k))
                assert sample.view(seat) == view
                assert sample.hands[seat] == state.hands[seat]
                if seat == state.hakem:
                    assert sample.laid == state.laid, "the hakem knows what he laid away"
                for s, seat_packets in enumerate(state.packets):
                    for k2, p in enumerate(seat_packets):
                        if state.turned and p:
                            assert sample.packets[s][k2][0] is p[0], "a face-up packet card"
                for s in range(players):
                    assert not any(view.voids[s] >> int(c.suit) & 1
                                   for c in sample.hands[s]), "a suit shown void"
                rng = random.Random(k)
                while not sample.round_over:
                    legal = sample.legal_actions()
                    sample.apply(legal[rng.randrange(len(legal))])
