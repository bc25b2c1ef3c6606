"""Spades with Jokers knowledge (cardtable.ai.knowledge.joker_spades) on positions built
through the model: the bids, the blunder filters (the partner's certain winner, the red
joker never wasted, every trick taken when the contract needs them all), the playout, the
reward, and SeatView.sample keeping everything a seat knows."""

from __future__ import annotations

import random
from collections.abc import Sequence

import pytest

from cardtable.ai.knowledge import Knowledge, knowledge_for
from cardtable.ai.knowledge.joker_spades import (
    KNOWLEDGE,
    JokerSpadesKnowledge,
    choose_bid,
)
from cardtable.cards import BLACK_JOKER, RED_JOKER, Card
from cardtable.rules.base import Deal, Play
from cardtable.rules.joker_spades import (
    JOKER_SPADES,
    PACK,
    Bid,
    JokerSpadesOptions,
    JokerSpadesState,
    card_bit,
)

RNG = random.Random(0)


def cards(text: str) -> list[Card]:
    return [Card.parse(t) for t in text.split()]


def new(hands: Sequence[str], dealer: int = 0) -> JokerSpadesState:
    """Four hands of thirteen: the cards named, then every other card in pack order to
    the hands not yet full."""
    named = [cards(h) for h in hands] + [[] for _ in range(4 - len(hands))]
    used = {c for h in named for c in h}
    rest = [c for c in PACK if c not in used]
    full = []
    for h in named:
        need = 13 - len(h)
        full.append(tuple(h + rest[:need]))
        del rest[:need]
    assert not rest
    deal = Deal(hands=tuple(full), roles={"dealer": dealer})
    return JOKER_SPADES.new_state(JokerSpadesOptions(), 4, deal)  # type: ignore[return-value]


def bid_all(state: JokerSpadesState, values: dict[int, int]) -> None:
    while state.phase == "bidding":
        state.apply(Bid(state.turn, values.get(state.turn, 2)))


def play(state: JokerSpadesState, text: str) -> None:
    for c in cards(text):
        state.apply(Play(state.turn, c))


def kept(state: JokerSpadesState) -> set[str]:
    return {a.card.code for a in KNOWLEDGE.prefilter(state.view(state.turn),
                                                     state.legal_actions())
            if isinstance(a, Play)}


def legal_codes(state: JokerSpadesState) -> set[str]:
    return {a.card.code for a in state.legal_actions() if isinstance(a, Play)}


def test_the_game_finds_its_knowledge():
    assert knowledge_for("joker-spades") is KNOWLEDGE
    assert isinstance(KNOWLEDGE, JokerSpadesKnowledge)


# ------------------------------------------------------------------------------ bids


@pytest.mark.parametrize("hand, low, high", [
    ("RJ BJ AS KS QS AH KH AD KD AC KC QC JC", 7, 11),   # jokers, top spades, aces, kings
    ("AS 7S 6S 5S 4S AH KH 3H AD 4D 5C 6C 7C", 3, 5),    # long spades and three aces
    ("3S 4H 5H 6D 7D 8C 9C 3C 4C 5D 6H 7H 8H", 2, 2),    # nothing: the least bid allowed
])
def test_bids_count_the_sure_tricks(hand, low, high):
    state = new(["", hand], dealer=0)   # seat 1 bids first
    choice = KNOWLEDGE.decide(state.view(1), state.legal_actions(), RNG, "normal")
    assert isinstance(choice, Bid) and choice.seat == 1
    assert low <= choice.value <= high


def test_a_joker_more_never_bids_less():
    rng = random.Random(4)
    for _ in range(40):
        pack = [c for c in PACK if not c.is_joker]
        rng.shuffle(pack)
        hand = pack[:12]
        without = choose_bid(hand + [pack[12]])
        with_red = choose_bid(hand + [RED_JOKER])
        assert with_red >= without


def test_card_play_is_left_to_the_search():
    state = new([])
    bid_all(state, {})
    assert KNOWLEDGE.decide(state.view(state.turn), state.legal_actions(), RNG,
                            "normal") is None


# --------------------------------------------------------------------------- filters


def test_never_spend_the_red_joker_on_the_partners_black_joker():
    # Seat 1 leads a club, seat 2 plays the black joker, seat 3 follows; seat 0, its
    # partner and last to play, may now play the red joker: it would win nothing more.
    state = new(["RJ 7C", "5C", "BJ", "6C"], dealer=0)
    bid_all(state, {})
    play(state, "5C BJ 6C")
    assert state.turn == 0
    assert "RJ" in legal_codes(state)
    assert kept(state) == legal_codes(state) - {"RJ"}


def test_the_red_joker_stays_in_hand_where_another_card_wins_as_surely():
    # The black joker fell in the first trick. In the second, seat 1 plays last to an
    # opponent's king of hearts: the ace wins as surely as the red joker.
    state = new(["7C 5H", "5C AH 6H RJ", "BJ KH", "6C 4H"], dealer=0)
    bid_all(state, {})
    play(state, "5C BJ 6C 7C")
    play(state, "KH 4H 5H")
    assert state.turn == 1
    legal = legal_codes(state)
    assert {"RJ", "AH", "6H"} <= legal
    assert kept(state) == {"AH"}  # and the last player takes the trick


def test_the_lower_of_two_sure_winners():
    # Seat 1 plays last to an opponent's nine of clubs: the king and the queen both win
    # for certain; the queen does as well and keeps the king (and, last, it takes the
    # trick: the three is dropped too).
    state = new(["9C", "KC QC 3C", "5C", "2C"], dealer=1)
    bid_all(state, {})
    play(state, "5C 2C 9C")
    assert state.turn == 1
    assert legal_codes(state) == {"KC", "QC", "3C"}
    assert kept(state) == {"QC"}


def test_when_the_team_needs_every_trick_it_takes_this_one():
    # Seats 0 and 2 bid 7 and 6: thirteen, every trick. Seat 0 plays last to an
    # opponent's nine of clubs with the king and the three: the three loses the contract.
    state = new(["KC 3C", "5C RJ BJ", "2C", "9C"], dealer=0)
    bid_all(state, {0: 7, 2: 6})
    play(state, "5C 2C 9C")
    assert state.turn == 0
    assert legal_codes(state) == {"KC", "3C"}
    assert kept(state) == {"KC"}


def test_filters_never_empty_and_keep_legal_when_nothing_is_dropped():
    rng = random.Random(5)
    for seed in range(12):
        state = JOKER_SPADES.new_match(JokerSpadesOptions(), 4, random.Random(seed))
        while not state.round_over:
            legal = state.legal_actions()
            view = state.view(state.turn)
            left = KNOWLEDGE.prefilter(view, legal)
            if state.phase != "play":
                assert left is legal
                action = KNOWLEDGE.decide(view, legal, rng, "normal")
                assert action in legal
            else:
                assert left and all(a in legal for a in left)
                action = left[rng.randrange(len(left))]
            state.apply(action)


# --------------------------------------------------------------------------- playout


class Steady(random.Random):
    def random(self) -> float:
        return 0.99

    def getrandbits(self, k: int) -> int:  # index draws stay random
        return super().getrandbits(k)


def test_playout_keeps_the_red_joker_under_the_partners_winner():
    state = new(["RJ 7C", "5C", "BJ", "6C"], dealer=0)
    bid_all(state, {})
    play(state, "5C BJ 6C")
    legal = state.legal_actions()
    picks = {KNOWLEDGE.playout(state, legal, Steady(k)) for k in range(10)}
    assert all(isinstance(a, Play) and a.card is not RED_JOKER for a in picks)
    plain = {Knowledge().playout(state, legal, random.Random(k)) for k in range(30)}
    assert Play(0, RED_JOKER) in plain


def test_playout_plays_whole_hands():
    rng = random.Random(9)
    state = JOKER_SPADES.new_match(JokerSpadesOptions(), 4, rng)
    while not state.round_over:
        state.apply(KNOWLEDGE.playout(state, state.legal_actions(), rng))
    for s in range(4):
        assert 0.0 <= KNOWLEDGE.reward(state, s) <= 1.0


# ---------------------------------------------------------------------------- reward


def test_reward_is_the_teams_score_difference():
    for seed in range(5):
        rng = random.Random(seed)
        state = JOKER_SPADES.new_match(JokerSpadesOptions(), 4, rng)
        while not state.round_over:
            legal = state.legal_actions()
            state.apply(legal[rng.randrange(len(legal))])
        points = state.results[-1].points
        for s in range(4):
            want = min(1.0, max(0.0, 0.5 + (points[s] - points[(s + 1) % 4]) / 400))
            assert KNOWLEDGE.reward(state, s) == pytest.approx(want)


def test_reward_of_a_hand_cut_short_counts_the_contracts():
    state = new(["KC 3C", "5C RJ BJ", "2C", "9C"], dealer=0)
    bid_all(state, {0: 7, 2: 6, 1: 2, 3: 2})
    play(state, "5C 2C 9C 3C")   # seats 1 and 3 take the first trick
    assert KNOWLEDGE.reward(state, 1) > 0.5 > KNOWLEDGE.reward(state, 0)


# ---------------------------------------------------------------------------- sample


def test_sample_respects_everything_the_seat_knows():
    for seed in range(50):
        rng = random.Random(seed)
        state = JOKER_SPADES.new_match(JokerSpadesOptions(), 4, rng)
        for _ in range(rng.randrange(0, 56)):
            if state.round_over:
                break
            legal = state.legal_actions()
            state.apply(legal[rng.randrange(len(legal))])
        if state.round_over:
            continue
        for seat in range(4):
            view = state.view(seat)
            for k in range(2):
                sample = view.sample(random.Random(k))
                assert sample.view(seat) == view
                assert sample.hands[seat] == state.hands[seat]
                for s in range(4):
                    assert not any(view.voids[s] & card_bit(c) for c in sample.hands[s])
                if state.trick_number > 9:
                    assert all(BLACK_JOKER not in h for h in sample.hands)
                r = random.Random(k)
                while not sample.round_over:
                    legal = sample.legal_actions()
                    sample.apply(legal[r.randrange(len(legal))])
