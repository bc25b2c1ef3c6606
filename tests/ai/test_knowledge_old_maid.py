"""Old Maid knowledge: a blind draw taken at once, and a reward about the joker."""

from __future__ import annotations

import random
from collections import Counter

from cardtable.ai.knowledge import knowledge_for
from cardtable.ai.knowledge.old_maid import KNOWLEDGE
from cardtable.cards import JOKER, Card
from cardtable.rules.old_maid import OLD_MAID, Draw, OldMaidOptions


def test_the_game_finds_its_knowledge():
    assert knowledge_for("old-maid") is KNOWLEDGE


def test_the_draw_is_blind_and_uniform():
    state = OLD_MAID.new_match(OldMaidOptions(), 3, random.Random(0))
    seat = state.to_act
    view = state.view(seat)
    legal = state.legal_actions()
    assert len(legal) > 3
    # Another hand of the same size: the same position is drawn whatever the cards are.
    others = [Draw(seat, Card.parse(c)) for c in ("AS", "KS", "QS", "JS", "TS", "9S", "8S",
                                                  "7S", "6S", "5S", "4S", "3S", "2S",
                                                  "AH", "KH", "QH", "JH", "TH")][:len(legal)]
    picks = Counter()
    for seed in range(400):
        a = KNOWLEDGE.decide(view, legal, random.Random(seed), "hard")
        b = KNOWLEDGE.decide(view, others, random.Random(seed), "hard")
        assert a in legal and b in others
        assert legal.index(a) == others.index(b)
        picks[legal.index(a)] += 1
    assert len(picks) == len(legal)  # every position drawn now and then
    assert max(picks.values()) < 400 * 3 / len(legal)


def test_reward_fears_the_joker_and_scores_the_loser():
    rng = random.Random(3)
    state = OLD_MAID.new_match(OldMaidOptions(), 4, random.Random(1))
    holder = next(s for s in range(4) if JOKER in state.hands[s])
    others = [s for s in range(4) if s != holder and state.hands[s]]
    assert all(KNOWLEDGE.reward(state, holder) < KNOWLEDGE.reward(state, s) for s in others)
    while not state.round_over:
        legal = state.legal_actions()
        state.apply(KNOWLEDGE.decide(state.view(state.to_act), legal, rng, "normal"))
    loser = state.results[-1].details["loser"]
    assert [KNOWLEDGE.reward(state, s) for s in range(4)] == [
        0.0 if s == loser else 1.0 for s in range(4)]
