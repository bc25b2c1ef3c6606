"""Golf knowledge: groups are never thrown away, face-up cards never made worse, the opening
flip, the playout and the reward (lower is better)."""

from __future__ import annotations

import random
from collections import Counter

import pytest

from cardtable.ai.knowledge import knowledge_for
from cardtable.ai.knowledge.golf import KNOWLEDGE, completes, estimate, gains
from cardtable.cards import PACK_108, Card
from cardtable.rules.golf import (
    GOLF,
    Discard,
    Draw,
    Flip,
    GolfOptions,
    GolfState,
    Replace,
)

FILLER = "4C 8D 9H 6S 3C 3D 2H".split()


def C(code: str) -> Card:
    return Card.parse(code)


def new(grid0: list[str], grid1: list[str], stock_top: list[str]) -> GolfState:
    """Two players, seat 0 first; `stock_top[0]` is turned up to start the discards."""
    hands = [[C(c) for c in grid0], [C(c) for c in grid1]]
    top = [C(c) for c in stock_top]
    rest = Counter(PACK_108)
    rest.subtract(c for h in hands for c in h)
    rest.subtract(top)
    assert all(v >= 0 for v in rest.values())
    stock = top + sorted(rest.elements(), key=lambda c: c.code)
    deal = GOLF.deal_from_record({"dealer": 1, "hands": [[c.code for c in h] for h in hands],
                                  "stock": [c.code for c in stock]}, 2, GolfOptions())
    return GOLF.new_state(GolfOptions(), 2, deal)


def legal(state: GolfState) -> list:
    return state.legal_actions()


def test_the_game_finds_its_knowledge():
    assert knowledge_for("golf") is KNOWLEDGE
    assert KNOWLEDGE.lower_is_better


def test_a_card_completing_a_column_is_never_thrown_away():
    # Column 0 is slots 0, 3, 6: two face-up 5s; the stock gives the third.
    state = new(["5S", "QH", "JD", "5H", "9C", "TD", "KS", "8C", "7D"], FILLER + ["AS", "AH"],
                ["2C", "5D"])
    state.apply(Flip(0, (0, 3)))
    state.apply(Draw(0, "stock"))
    assert state.held == C("5D")
    kept = KNOWLEDGE.prefilter(state.view(0), legal(state))
    assert Discard(0) not in kept
    assert kept == [Replace(0, 6)]


def test_a_card_completing_a_square_is_taken_from_the_discards():
    # Square 0 1 3 4: sevens at slots 0 and 1 (flipped) and 4 (replaced); seat 1 throws
    # away a 7, which completes the square at slot 3.
    state = new(["7S", "7H", "JD", "QC", "9C", "TD", "KS", "8C", "6D"], FILLER + ["AS", "AH"],
                ["2C", "7D", "7C"])
    state.apply(Flip(0, (0, 1)))
    state.apply(Draw(0, "stock"))
    state.apply(Replace(0, 4))
    state.apply(Flip(1, (0, 1)))
    state.apply(Draw(1, "stock"))
    state.apply(Discard(1))
    view = state.view(0)
    assert view.discard[-1] == C("7C")
    assert completes(view.grids[0], C("7C"), 3)
    assert KNOWLEDGE.prefilter(view, legal(state)) == [Draw(0, "discard")]


def test_a_discard_that_lowers_nothing_is_left_there():
    # Seat 0 shows a king and an ace; a queen tops the discards: taking it must replace a
    # card, and a queen (10) is worse than any (a face-down card is worth 5.5).
    state = new(["KS", "AH", "JD", "5H", "9C", "TD", "KD", "8C", "7D"], FILLER + ["AS", "2D"],
                ["QC"])
    state.apply(Flip(0, (0, 1)))
    assert state.view(0).discard[-1] == C("QC")
    assert KNOWLEDGE.prefilter(state.view(0), legal(state)) == [Draw(0, "stock")]
    # A 3 would be worth taking (into a face-down place).
    state.discard[-1] = C("3H")
    assert Draw(0, "discard") in KNOWLEDGE.prefilter(state.view(0), legal(state))


def test_a_face_up_card_is_not_replaced_by_a_worse_one():
    state = new(["2S", "QH", "JD", "5H", "9C", "TD", "KS", "8C", "7D"], FILLER + ["AS", "AH"],
                ["3C", "QD"])
    state.apply(Flip(0, (0, 4)))  # 2S and 9C face up
    state.apply(Draw(0, "stock"))  # a queen (10)
    kept = KNOWLEDGE.prefilter(state.view(0), legal(state))
    assert Replace(0, 0) not in kept  # 2 -> 10: a sure loss
    assert Replace(0, 4) not in kept  # 9 -> 10 too
    assert Discard(0) in kept
    assert Replace(0, 1) not in kept  # nor a face-down card while the queen may go


def test_a_face_down_card_is_replaced_only_by_a_card_near_an_unseen_cards_worth():
    grid = ["2S", "QH", "JD", "5H", "9C", "TD", "KS", "8C", "7D"]
    for drawn, kept_down in (("6D", True), ("5D", True), ("7C", False), ("8H", False)):
        state = new(grid, FILLER + ["AS", "AH"], ["3C", drawn])
        state.apply(Flip(0, (0, 4)))
        state.apply(Draw(0, "stock"))
        kept = KNOWLEDGE.prefilter(state.view(0), legal(state))
        downs = [a for a in kept if isinstance(a, Replace) and a.slot not in (0, 4)]
        assert bool(downs) is kept_down, drawn
        assert Discard(0) in kept


def test_a_card_taken_from_the_discards_may_still_go_face_down():
    state = new(["2S", "QH", "JD", "5H", "9C", "TD", "KS", "8C", "7D"], FILLER + ["AS", "AH"],
                ["8D", "3C"])
    state.apply(Flip(0, (0, 4)))
    state.apply(Draw(0, "discard"))  # an 8 taken from the pile must replace a card
    kept = KNOWLEDGE.prefilter(state.view(0), legal(state))
    assert Discard(0) not in kept
    assert any(isinstance(a, Replace) and a.slot not in (0, 4) for a in kept)


def test_replacing_a_face_up_card_with_a_better_one_is_kept():
    state = new(["2S", "QH", "JD", "5H", "9C", "TD", "KS", "8C", "7D"], FILLER + ["AS", "AH"],
                ["3C", "AD"])
    state.apply(Flip(0, (0, 4)))
    state.apply(Draw(0, "stock"))  # an ace (1): better than the 9 at slot 4
    kept = KNOWLEDGE.prefilter(state.view(0), legal(state))
    assert Replace(0, 4) in kept  # 9 -> 1: the best
    assert Discard(0) in kept
    assert len(kept) == 4  # the three best replaces and the discard
    assert Replace(0, 0) not in kept  # 2 -> 1 gains less than a face-down card (5.5 -> 1)


def test_a_card_goes_next_to_a_partner_of_its_rank():
    # A 6 held; slot 0 shows a 6: the face-down slots of column 0 (3 and 6) come first.
    state = new(["6S", "QH", "JD", "5H", "9C", "TD", "KS", "8C", "7D"], FILLER + ["AS", "AH"],
                ["3C", "6D"])
    state.apply(Flip(0, (0, 4)))
    state.apply(Draw(0, "stock"))
    kept = KNOWLEDGE.prefilter(state.view(0), legal(state))
    assert Replace(0, 3) in kept and Replace(0, 6) in kept


def test_jokers_do_not_complete_a_column():
    grid = [C("JK"), None, None, C("JK"), None, None, None, None, None]
    assert not completes(grid, C("JK"), 6)  # three jokers: -6 alone, 0 as a column
    assert completes([C("5S"), None, None, C("5H"), None, None, None, None, None],
                     C("5D"), 6)


def test_estimate_counts_groups_and_unknown_cards():
    grid = [C("KS"), C("QH"), C("3C"), C("KD"), C("5S"), C("3D"), C("KC"), C("9H"), C("3H")]
    assert estimate(grid) == 24  # the rules file's first worked example
    half = [C("7S"), C("7D"), None, C("7H"), C("7C"), None, None, None, None]
    assert estimate(half, 5.0) == -25 + 5 * 5


def test_gains_are_the_estimates_difference_in_every_slot():
    """The playout's shortcut (`gains` works out in full only the slots where a group is
    made or broken) gives exactly what `estimate` says, on grids of few ranks, where
    columns and squares are made and broken all the time, some cards face down."""
    rng = random.Random(3)
    pack = [c for c in PACK_108 if c.rank.name in ("TWO", "FIVE", "KING", "JOKER")]
    grouped = 0
    for _ in range(3000):
        grid = [c if rng.random() < 0.8 else None for c in rng.choices(pack, k=9)]
        card = rng.choice(pack)
        unknown = rng.uniform(3.0, 7.0)
        got = gains(grid, card, unknown)
        for k in range(9):
            trial = list(grid)
            trial[k] = card
            want = estimate(grid, unknown) - estimate(trial, unknown)
            assert got[k] == pytest.approx(want), (grid, card, k)
            grouped += completes(grid, card, k)
    assert grouped > 500  # the positions do make groups


def test_the_draw_weighs_the_discard_against_an_average_stock_card():
    # A king (0) on the discards and a face-up queen (10): taking it gains 10, more than
    # a stock card is worth on average.
    state = new(["QS", "AH", "JD", "5H", "9C", "TD", "KD", "8C", "7D"], FILLER + ["AS", "2D"],
                ["KC"])
    state.apply(Flip(0, (0, 1)))
    rng = random.Random(0)
    assert KNOWLEDGE.decide(state.view(0), legal(state), rng, "normal") == Draw(0, "discard")
    # A 6 is worth little there (a face-down card is worth about 5.5): the stock.
    state.discard[-1] = C("6H")
    assert KNOWLEDGE.decide(state.view(0), legal(state), rng, "normal") == Draw(0, "stock")


def test_the_tree_places_a_stock_card_greedily():
    state = new(["2S", "QH", "JD", "5H", "9C", "TD", "KS", "8C", "7D"], FILLER + ["AS", "AH"],
                ["3C", "AD"])
    state.apply(Flip(0, (0, 4)))
    state.apply(Draw(0, "stock"))  # an ace: best on the 9 at slot 4
    picks = KNOWLEDGE.candidates(state, legal(state), random.Random(0))
    assert picks == [Replace(0, 4), Discard(0)]


def test_the_opening_flip_takes_two_columns():
    state = new(["2S", "QH", "JD", "5H", "9C", "TD", "KS", "8C", "7D"], FILLER + ["AS", "AH"],
                ["3C", "AD"])
    for seed in range(30):
        pick = KNOWLEDGE.decide(state.view(0), legal(state), random.Random(seed), "normal")
        assert isinstance(pick, Flip)
        assert pick.slots[0] % 3 != pick.slots[1] % 3


def test_playout_finishes_rounds_and_reward_prefers_the_lower_score():
    rng = random.Random(3)
    for seed in range(4):
        state = GOLF.new_match(GolfOptions(), 3, random.Random(seed))
        steps = 0
        while not state.round_over:
            if state.chance is not None:
                state.apply(state.chance_action(rng))
                continue
            actions = legal(state)
            action = KNOWLEDGE.playout(state, actions, rng)
            assert action in actions
            state.apply(action)
            steps += 1
        assert steps < 600
        points = state.results[-1].points
        rewards = [KNOWLEDGE.reward(state, s) for s in range(3)]
        for a in range(3):
            for b in range(3):
                if points[a] < points[b]:
                    assert rewards[a] > rewards[b]


def test_reward_of_a_round_cut_short_scores_the_grids_as_they_stand():
    state = new(["KS", "KH", "KD", "KC", "AS", "AD", "2S", "2H", "2D"],
                ["QS", "QH", "JD", "JC", "TS", "TD", "9S", "9H", "8D"], ["3C"])
    assert not state.round_over
    assert KNOWLEDGE.reward(state, 0) > 0.5 > KNOWLEDGE.reward(state, 1)
