"""Mau-Mau knowledge: the "last card" call, 7s kept and answered, the jack played last,
suits and targets, going out, the playout and a reward from penalty points."""

from __future__ import annotations

import random

from cardtable.ai.knowledge import knowledge_for
from cardtable.ai.knowledge.mau_mau import KNOWLEDGE
from cardtable.cards import Card, Rank, Suit
from cardtable.rules.mau_mau import (
    MAU_MAU,
    Draw,
    Lacks,
    LastCard,
    MauMauOptions,
    MauMauState,
    MauPlay,
)


def C(codes: str) -> list[Card]:
    return [Card.parse(c) for c in codes.split()]


def position(hands: list[str], top: str, players: int = 3, **fields: object) -> MauMauState:
    """A hand-made position with seat 0 to play (the stock is whatever was dealt)."""
    state = MAU_MAU.new_match(MauMauOptions(), players, random.Random(0))
    state.hands = [C(h) for h in hands]
    state.discard = C(top)
    state.turn = 0
    for name, value in fields.items():
        setattr(state, name, value)
    return state


def kept(state: MauMauState) -> list:
    return list(KNOWLEDGE.prefilter(state.view(0), state.legal_actions()))


def test_the_game_finds_its_knowledge():
    assert knowledge_for("mau-mau") is KNOWLEDGE
    assert KNOWLEDGE.lower_is_better


def test_last_card_is_always_called_in_turn_and_out_of_turn():
    state = position(["5H 9C", "KD QD 3S 4S", "2C 3C 4C 6D"], "5D")
    state.apply(MauPlay(0, Card.parse("5H")))
    assert state.window == 0 and state.to_act == 1
    out_of_turn = [a for a in state.legal_actions() if a.seat == 0]
    assert out_of_turn == [LastCard(0)]
    for seed in range(20):
        assert KNOWLEDGE.decide(state.view(0), out_of_turn, random.Random(seed),
                                "easy") == LastCard(0)
        # and in the search's playouts
        assert KNOWLEDGE.interjection(state, 0, out_of_turn, random.Random(seed)) == \
            LastCard(0)


def test_a_pending_seven_is_answered_with_a_seven():
    state = position(["7H 9C KD", "KC QD", "2C 3C"], "7S", pending7=2)
    legal = state.legal_actions()
    assert Draw(0) in legal
    assert kept(state) == [MauPlay(0, Card.parse("7H"))]


def test_the_last_seven_is_kept_back_unless_the_next_player_is_nearly_out():
    state = position(["7H 9H KD QC", "KC QD 5S 6S", "2C 3C 4D 8D"], "4H")
    picks = kept(state)
    assert MauPlay(0, Card.parse("9H")) in picks
    assert MauPlay(0, Card.parse("7H")) not in picks
    near = position(["7H 9H KD QC", "KC QD", "2C 3C 4D 8D"], "4H")
    assert MauPlay(0, Card.parse("7H")) in kept(near)
    two = position(["7H 7C 9H KD", "KC QD 5S 6S", "2C 3C 4D 8D"], "4H")
    assert MauPlay(0, Card.parse("7H")) in kept(two)  # one 7 is still kept


def test_a_jack_is_played_only_when_nothing_else_can_be():
    state = position(["JS 9H KD QC", "KC QD 5S 6S", "2C 3C 4D 8D"], "4H")
    picks = kept(state)
    assert picks == [MauPlay(0, Card.parse("9H"))]
    only = position(["JS KD QD 3D", "KC QD 5S 6S", "2C 3C 4D 8D"], "4H")
    picks = kept(only)
    # Only the jack plays; it names diamonds, the suit the rest of the hand holds.
    assert picks == [MauPlay(0, Card.parse("JS"), Suit.DIAMONDS)]


def test_the_weaker_levels_do_not_think_to_save_a_jack():
    state = position(["JS 9H KD QC", "KC QD 5S 6S", "2C 3C 4D 8D"], "4H")
    legal, view = state.legal_actions(), state.view(0)
    jack = MauPlay(0, Card.parse("JS"), Suit.HEARTS)  # the suit of the costliest card left
    assert list(KNOWLEDGE.prefilter_for(view, legal, "hard")) == [MauPlay(0, Card.parse("9H"))]
    for level in ("easy", "normal"):
        picks = list(KNOWLEDGE.prefilter_for(view, legal, level))
        assert MauPlay(0, Card.parse("9H")) in picks and jack in picks
        # Still never a suit the hand holds nothing of.
        assert [a for a in picks if a.card.rank is Rank.JACK] == [jack]
    assert KNOWLEDGE.revision_of("normal") != KNOWLEDGE.revision_of("hard")


def test_the_search_tree_plays_by_the_same_timing_rules():
    state = position(["JS 9H KD QC 7H", "KC QD 5S 6S", "2C 3C 4D 8D"], "4H")
    picks = KNOWLEDGE.candidates(state, state.legal_actions(), random.Random(0))
    assert picks == [MauPlay(0, Card.parse("9H"))]
    seven = position(["7D 9C", "KC QD 5S 6S", "2C 3C 4D 8D"], "7S", pending7=2)
    assert KNOWLEDGE.candidates(seven, seven.legal_actions(), random.Random(0)) == [
        MauPlay(0, Card.parse("7D"))]


def test_a_two_is_aimed_at_the_player_with_fewest_cards():
    state = position(["2H KD QC", "KC QD 5S 6S", "3C 4D"], "4H")
    picks = [a for a in kept(state) if a.card.rank is Rank.TWO]
    assert picks == [MauPlay(0, Card.parse("2H"), None, 2)]


def test_one_play_that_empties_the_hand_is_taken_at_once():
    state = position(["JS", "KC QD 5S 6S", "3C 4D"], "4H")
    pick = KNOWLEDGE.decide(state.view(0), state.legal_actions(), random.Random(0), "normal")
    assert isinstance(pick, MauPlay) and pick.card == Card.parse("JS")
    more = position(["JS 5D", "KC QD 5S 6S", "3C 4D"], "4H")
    assert KNOWLEDGE.decide(more.view(0), more.legal_actions(), random.Random(0),
                            "normal") is None


def test_playouts_are_legal_and_end_rounds():
    rng = random.Random(1)
    for players in (2, 4):
        for seed in range(3):
            state = MAU_MAU.new_match(MauMauOptions(), players, random.Random(seed))
            steps = 0
            while not state.round_over:
                if state.chance is not None:
                    state.apply(state.chance_action(rng))
                    continue
                legal = state.legal_actions()
                action = KNOWLEDGE.playout(state, legal, rng)
                assert action in legal
                state.apply(action)
                steps += 1
                assert steps < 5_000
            assert not state.owed  # every call was made
            points = state.results[-1].points
            rewards = [KNOWLEDGE.reward(state, s) for s in range(players)]
            for a in range(players):
                for b in range(players):
                    if points[a] < points[b]:
                        assert rewards[a] > rewards[b]


def test_reward_of_a_round_cut_short_counts_penalty_points_in_hand():
    state = position(["2H 3C", "JC JD AS", "KC 4D 5D"], "4H")
    assert not state.round_over
    # 5 points against 51 and 13: the lowest penalty is best.
    rewards = [KNOWLEDGE.reward(state, s) for s in range(3)]
    assert rewards[0] > rewards[2] > rewards[1]


def test_hard_deals_the_hidden_hands_as_the_draws_showed_them_and_normal_does_not():
    state = position(["4C 5D KS", "5S 6S", "2C 3C 4S"], "8H 9H")
    state.lacks = [None, None, Lacks(Suit.HEARTS, Rank.NINE, True, 3)]
    view = state.view(0)
    hard, normal = KNOWLEDGE.sampler(view, "hard"), KNOWLEDGE.sampler(view, "normal")
    lacking = view.lacks[2]
    assert all(not any(lacking.excludes(c) for c in hard(random.Random(s)).hands[2])
               for s in range(40))
    assert any(any(lacking.excludes(c) for c in normal(random.Random(s)).hands[2])
               for s in range(40))
    assert KNOWLEDGE.level_revision("hard") == 1


def test_the_weaker_levels_play_out_a_few_moves_not_the_round():
    """Easy and normal score a playout by the points in each hand a few moves on (they
    look less far ahead); hard plays the round out; other games are untouched."""
    from cardtable.ai.knowledge.mau_mau import LOOKAHEAD
    from cardtable.ai.search import BUDGETS, SearchPlayer

    assert SearchPlayer("mau-mau", "easy").budget.max_depth == LOOKAHEAD["easy"] == 6
    assert SearchPlayer("mau-mau", "normal").budget.max_depth == LOOKAHEAD["normal"] == 12
    assert SearchPlayer("mau-mau", "normal").hurried().budget.max_depth == 12
    assert SearchPlayer("mau-mau", "hard").budget == BUDGETS["hard"]
    assert SearchPlayer("hokm", "normal").budget == BUDGETS["normal"]
    assert all(KNOWLEDGE.level_revision(level) == 1 for level in LOOKAHEAD)
    rng = random.Random(4)
    state = MAU_MAU.new_match(MauMauOptions(), 4, rng)
    while state.chance is not None:
        state.apply(state.chance_action(rng))
    steps = SearchPlayer._playout(state, set(), 4, rng, KNOWLEDGE, 0, 12)
    assert steps == 12 and not state.round_over  # no round of 4 x 7 cards ends in 12 moves
    assert 0.0 < KNOWLEDGE.reward(state, 0) < 1.0  # scored by the points in hand
