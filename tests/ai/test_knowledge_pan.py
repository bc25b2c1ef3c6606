"""Pan knowledge: one play per rank and size, the least take, the opening, going out, the
playout and the reward (a letter is bad)."""

from __future__ import annotations

import random

from cardtable.ai.knowledge import knowledge_for
from cardtable.ai.knowledge.pan import KNOWLEDGE
from cardtable.cards import PACK_24, Card
from cardtable.rules.pan import OPENING, PAN, PLAYING, PanOptions, PanPlay, PanState, Take


def C(codes: str) -> list[Card]:
    return [Card.parse(c) for c in codes.split()]


def position(hands: list[str], pile: str, turn: int = 0) -> PanState:
    """A hand-made position (the 9♥ at the bottom of the pile)."""
    state = PAN.new_match(PanOptions(), len(hands), random.Random(0))
    state.hands = [C(h) for h in hands]
    state.pile = C(pile)
    state.phase = PLAYING
    state.turn = turn
    state.known = [[] for _ in hands]
    return state


def test_the_game_finds_its_knowledge():
    assert knowledge_for("pan") is KNOWLEDGE
    assert KNOWLEDGE.lower_is_better


def test_plays_of_the_same_ranks_are_one_choice_and_only_the_least_take_is_kept():
    state = position(["KS KD KC AH 9S TD", "QS", "JS"], "9H TS TH JD QD QH")
    legal = state.legal_actions()
    picks = KNOWLEDGE.prefilter(state.view(0), legal)
    plays = [a for a in picks if isinstance(a, PanPlay)]
    takes = [a for a in picks if isinstance(a, Take)]
    assert sorted((a.cards[0].rank, len(a.cards)) for a in plays) == sorted(
        {(a.cards[0].rank, len(a.cards)) for a in legal if isinstance(a, PanPlay)})
    assert len(plays) == 2  # one king, one ace: three kings only on a king
    assert takes == [Take(0, 3)]
    assert len([a for a in legal if isinstance(a, PanPlay)]) > len(plays)
    assert KNOWLEDGE.candidates(state, legal, random.Random(0)) == picks


def test_the_opening_lays_every_nine():
    state = PAN.new_match(PanOptions(), 3, random.Random(0))
    state.hands = [C("9H 9S 9C KD AS AH AD QH"), C("9D TS TH"), C("JS")]
    state.phase = OPENING
    state.turn = 0
    pick = KNOWLEDGE.decide(state.view(0), state.legal_actions(), random.Random(0), "normal")
    assert isinstance(pick, PanPlay)
    assert sorted(c.code for c in pick.cards) == ["9C", "9H", "9S"]


def test_a_play_that_empties_the_hand_is_taken():
    state = position(["AS AH AD AC", "QS KS", "JS"], "9H TS")
    pick = KNOWLEDGE.decide(state.view(0), state.legal_actions(), random.Random(0), "normal")
    assert isinstance(pick, PanPlay) and len(pick.cards) == 4
    busy = position(["AS AH AD AC KD", "QS KS", "JS"], "9H TS")
    assert KNOWLEDGE.decide(busy.view(0), busy.legal_actions(), random.Random(0),
                            "normal") is None


def test_playouts_are_legal_and_end_rounds():
    rng = random.Random(2)
    for players in (2, 3, 5):
        for seed in range(4):
            state = PAN.new_match(PanOptions(), players, random.Random(seed))
            steps = 0
            while not state.round_over:
                legal = state.legal_actions()
                action = KNOWLEDGE.playout(state, legal, rng)
                assert action in legal
                state.apply(action)
                steps += 1
                assert steps < 3_000
            loser = state.results[-1].details["loser"]
            for s in range(players):
                assert KNOWLEDGE.reward(state, s) == (0.0 if s == loser else 1.0)


def test_reward_of_a_round_cut_short_fears_the_bigger_hand():
    state = position(["AS", "9S 9C TD TC JS", "KS QS"], "9H")
    rewards = [KNOWLEDGE.reward(state, s) for s in range(3)]
    assert rewards[0] > rewards[2] > rewards[1]
    state.hands[0] = []
    assert KNOWLEDGE.reward(state, 0) == 1.0
    assert sum(len(h) for h in state.hands) < len(PACK_24)
