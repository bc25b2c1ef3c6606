"""Pan knowledge: one play per rank and size, the least take, the opening, going out, the
playout and the reward (a letter is bad)."""

from __future__ import annotations

import random

import attrs

from cardtable.ai.knowledge import knowledge_for
from cardtable.ai.knowledge.pan import KNOWLEDGE, PATIENCE, TIRED_OVER
from cardtable.ai.search import BUDGETS, SearchPlayer
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


def test_the_state_counts_the_rounds_takes_for_everyone():
    state = position(["KS KD", "QS", "JS"], "9H TS TH JD QD")
    assert state.view(1).takes == 0
    state.apply(Take(0, 3))
    assert state.takes == 1 and all(state.view(s).takes == 1 for s in range(3))
    assert state.clone().takes == 1
    assert state.view(1).sample(random.Random(0)).takes == 1


def test_a_player_tires_of_a_round_that_drags_on():
    state = position(["KS KD AH", "QS QC", "JS"], "9H TS TH JD QD")
    legal = [a for a in state.legal_actions() if a.seat == 0]
    fresh = [KNOWLEDGE.decide(state.view(0), legal, random.Random(s), "hard")
             for s in range(20)]
    assert fresh == [None] * 20  # the search decides
    state.takes = PATIENCE + TIRED_OVER
    tired = [KNOWLEDGE.decide(state.view(0), legal, random.Random(s), "hard")
             for s in range(20)]
    assert all(a in legal for a in tired)
    assert tired.count(PanPlay(0, (Card.parse("KS"),))) + tired.count(
        PanPlay(0, (Card.parse("KD"),))) >= 12  # mostly the lowest card, by habit
    state.takes = PATIENCE + TIRED_OVER // 2
    halfway = [KNOWLEDGE.decide(state.view(0), legal, random.Random(s), "hard")
               for s in range(40)]
    assert 5 <= halfway.count(None) <= 35


def test_a_round_between_searching_players_ends():
    """Four searching players used to force each other to take for ever (this deal was
    still going after 1,000 actions); with patience it ends after 231."""
    budget = attrs.evolve(BUDGETS["easy"], seconds=None)  # a seed replays it anywhere
    state = PAN.new_match(PanOptions(), 4, random.Random(1))
    players = [SearchPlayer("pan", "easy", budget=budget) for _ in range(4)]
    rng = random.Random(1)
    actions = 0
    while not state.round_over and actions < 500:
        seat = state.to_act
        legal = [a for a in state.legal_actions() if a.seat == seat]
        action = players[seat].choose(state.view(seat), legal, rng) if len(legal) > 1 \
            else legal[0]
        state.apply(action)
        actions += 1
    assert state.round_over, f"still going after {actions} actions"


def _move_by_move(state: PanState, max_depth: int, rng: random.Random) -> int:
    steps = 0
    while steps < max_depth and not state.round_over:
        state.apply(KNOWLEDGE.playout(state, state.legal_actions(), rng))
        steps += 1
    return steps


def _everything(state: PanState) -> tuple[object, ...]:
    return (state.hands, state.known, state.pile, state.phase, state.turn, state.final,
            state.out_order, state.takes, state.letters, state.loser,
            [(r.points, r.details) for r in state.results])


def test_the_fast_playout_plays_exactly_the_moves_the_playout_policy_plays():
    """From positions reached by random play, with every option and player count and depth
    caps that cut some playouts short, `play_out` ends where the move-by-move playout does."""
    rng = random.Random(7)
    compared = ended = cut = 0
    for trial in range(400):
        players = rng.randint(2, 6)
        options = PanOptions(take_exactly_three=rng.random() < 0.3,
                             three_higher=rng.random() < 0.3)
        state = PAN.new_match(options, players, random.Random(trial))
        for _ in range(rng.randrange(0, 40)):
            if state.round_over:
                break
            legal = state.legal_actions()
            state.apply(legal[rng.randrange(len(legal))])
        if state.round_over:
            continue
        depth = rng.choice([5, 40, 160, 1000])
        slow, fast = state.clone(), state.clone()
        slow_steps = _move_by_move(slow, depth, random.Random(1))
        fast_steps = KNOWLEDGE.play_out(fast, 0, depth, random.Random(1))
        assert fast_steps == slow_steps, trial
        assert _everything(fast) == _everything(slow), trial
        compared += 1
        ended += slow.round_over
        cut += not slow.round_over
    assert compared > 300 and ended > 100 and cut > 20


def test_the_search_plays_its_playouts_through_the_fast_path():
    calls = []

    class Counting(type(KNOWLEDGE)):  # type: ignore[misc]
        def play_out(self, state, steps, max_depth, rng):  # type: ignore[no-untyped-def]
            calls.append(steps)
            return super().play_out(state, steps, max_depth, rng)

    state = position(["KS KD AH 9S TD", "QS JC", "JS AS"], "9H TS TH JD QD")
    player = SearchPlayer("pan", "normal", knowledge=Counting())
    player.choose(state.view(0), state.legal_actions(), random.Random(3))
    assert len(calls) == player.stats.iterations > 0
