"""Cheat knowledge: a handful of legal plays without walking the lazy legal list, the
challenge decision from card counting, the playout and the reward."""

from __future__ import annotations

import random
from collections.abc import Iterator, Sequence

import attrs
import pytest

from cardtable.ai.knowledge import cheat as knowledge
from cardtable.ai.knowledge import knowledge_for
from cardtable.ai.knowledge.cheat import KNOWLEDGE, lie_chance, lie_rate, should_challenge
from cardtable.cards import PACK_52, Card, Rank
from cardtable.rules.base import Action
from cardtable.rules.cheat import (
    CHEAT,
    Accept,
    Challenge,
    CheatOptions,
    CheatPlay,
    CheatState,
    PlayChoices,
)


def C(codes: str) -> tuple[Card, ...]:
    return tuple(Card.parse(c) for c in codes.split())


def new(hand0: str, hand2: str, claims: str = "free", players: int = 3) -> CheatState:
    """Seat 0 plays first (dealer 2); seat 0 gets 18 cards, the others 17; the named cards
    are seat 0's and seat 2's, the rest is shared out."""
    h0, h2 = list(C(hand0)), list(C(hand2))
    rest = [c for c in PACK_52 if c not in h0 and c not in h2]
    sizes = [18] + [17] * (players - 1)
    hands: list[list[Card]] = [h0, [], h2] + [[] for _ in range(players - 3)]
    for s in range(players):
        need = sizes[s] - len(hands[s])
        hands[s] += rest[:need]
        del rest[:need]
    raw = {"dealer": players - 1, "hands": [[c.code for c in h] for h in hands]}
    options = CheatOptions(claims=claims)
    return CHEAT.new_state(options, players, CHEAT.deal_from_record(raw, players, options))


def play(state: CheatState, cards: str, claim: str) -> None:
    state.apply(CheatPlay(state.turn, C(cards), Rank(_RANK[claim])))


_RANK = {r.letter: int(r) for r in Rank if r <= Rank.ACE}


def everyone_accepts(state: CheatState, but: int | None = None) -> None:
    while state.phase == "respond" and state.to_act != but:
        state.apply(Accept(state.to_act))


def answer(state: CheatState, seat: int) -> Action | None:
    assert state.to_act == seat
    return KNOWLEDGE.decide(state.view(seat), state.legal_actions(), random.Random(0),
                            "normal")


def test_the_game_finds_its_knowledge():
    assert knowledge_for("cheat") is KNOWLEDGE


# --------------------------------------------------------------------- challenges


def test_a_claim_of_four_when_holding_one_is_a_certain_lie():
    state = new("7S 7H 7D 2C", "7C")
    play(state, "7S 7H 7D 2C", "7")
    everyone_accepts(state, but=2)
    assert lie_chance(state.view(2)) == 1.0
    assert answer(state, 2) == Challenge(2)


@pytest.mark.parametrize("hand, cards, claim", [
    ("KS 2C", "KS", "K"),  # a single card
    # The player chose the rank: it claims the four it holds. Counting the chance of
    # holding four of that very rank (about 2%) called nearly every such claim a lie.
    ("5S 5H 5D 5C", "5S 5H 5D 5C", "5"),
])
def test_a_believable_claim_is_let_pass(hand, cards, claim):
    state = new(hand, "KD")
    play(state, cards, claim)
    everyone_accepts(state, but=2)
    assert lie_chance(state.view(2)) < 0.5
    assert answer(state, 2) == Accept(2)


def test_holding_copies_of_the_rank_claimed_makes_a_claim_doubtful():
    fresh = new("JS JH 2C", "KD")  # seat 2 holds one 9 (the 9C it is dealt)
    play(fresh, "JS JH", "9")
    everyone_accepts(fresh, but=2)
    doubt = new("JS JH 2C", "9D")  # two 9s: seat 0 would need both the others
    play(doubt, "JS JH", "9")
    everyone_accepts(doubt, but=2)
    assert sum(c.rank is Rank.NINE for c in fresh.hands[2]) == 1
    assert sum(c.rank is Rank.NINE for c in doubt.hands[2]) == 2
    assert lie_chance(doubt.view(2)) > lie_chance(fresh.view(2)) + 0.1


def test_a_table_caught_bluffing_is_believed_less():
    state = new("QS QH 8C 8D 5S 5H", "KD")
    play(state, "QS QH", "K")  # a lie
    state.apply(Challenge(1))  # caught: seat 0 takes its queens back
    calm = new("QS QH 8C 8D 5S 5H", "KD")
    play(calm, "QS", "Q")  # the truth
    state_rate, calm_rate = lie_rate(state.view(2)), lie_rate(calm.view(2))
    assert state_rate > calm_rate
    for s in (state, calm):
        while s.phase == "respond":
            s.apply(Accept(s.to_act))
        play(s, s.hands[1][0].code, "4")
        everyone_accepts(s)
        play(s, "KD", "K")  # seat 2
        everyone_accepts(s)
        play(s, "5S 5H", "5")  # seat 0
        everyone_accepts(s, but=2)
    assert lie_chance(state.view(2)) > lie_chance(calm.view(2))


def test_own_cards_in_the_pile_count_against_a_claim():
    # Seat 2 laid two 9s itself and holds the third: a claim of two more is a lie.
    state = new("AS 5C 5D", "9S 9H 9D 3C")
    play(state, "AS", "A")
    everyone_accepts(state)
    play(state, state.hands[1][0].code, "4")  # seat 1
    everyone_accepts(state)
    play(state, "9S 9H", "9")  # seat 2
    everyone_accepts(state)
    play(state, "5C 5D", "9")  # seat 0 lies
    everyone_accepts(state, but=2)
    assert lie_chance(state.view(2)) == 1.0
    assert answer(state, 2) == Challenge(2)


def test_cards_seen_picked_up_make_a_claim_believable_or_impossible():
    # Seat 0 lies with two queens, is caught and takes them back: everyone saw them.
    state = new("QS QH 8C 8D", "QD QC 4C")
    play(state, "QS QH", "K")
    state.apply(Challenge(1))
    assert state.hands[0][-2:] == list(C("QS QH"))
    play(state, state.hands[1][0].code, "5")  # seat 1
    everyone_accepts(state)
    play(state, "4C", "4")  # seat 2
    everyone_accepts(state)
    twin = state.clone()
    # Two queens now: seat 0 is known to hold them (seat 2 holds the other two).
    play(state, "QS QH", "Q")
    everyone_accepts(state, but=2)
    assert lie_chance(state.view(2)) < 0.05
    assert answer(state, 2) == Accept(2)
    # Three queens: only two can be in seat 0's hand.
    play(twin, "QS QH 8C", "Q")
    everyone_accepts(twin, but=2)
    assert lie_chance(twin.view(2)) == 1.0
    assert answer(twin, 2) == Challenge(2)


def test_a_player_going_out_is_worth_stopping(monkeypatch):
    monkeypatch.setattr(knowledge, "lie_chance", lambda view: 0.3)
    state = new("KS 2C", "KD")
    play(state, "KS", "K")
    everyone_accepts(state, but=2)
    view = state.view(2)
    assert not should_challenge(view)
    out = state.clone()
    out.hands[0] = []
    assert should_challenge(out.view(2))


# ---------------------------------------------------------------------- candidates


class NoWalk(Sequence[Action]):
    """A legal list that may be asked about membership only (never walked or indexed)."""

    def __init__(self, choices: PlayChoices) -> None:
        self.choices = choices

    def __contains__(self, value: object) -> bool:
        return value in self.choices

    def __len__(self) -> int:
        return len(self.choices)

    def __getitem__(self, index):  # type: ignore[no-untyped-def]
        if index == 0:
            return self.choices[0]
        raise AssertionError("the legal plays were indexed")

    def __iter__(self) -> Iterator[Action]:
        raise AssertionError("the legal plays were walked")


def test_candidates_are_few_legal_and_truthful_first():
    state = new("7S 7H 7D 2C 2D KS", "3C")
    legal = state.legal_actions()
    assert isinstance(legal, PlayChoices) and len(legal) > 50_000
    picks = KNOWLEDGE.candidates(state, NoWalk(legal), random.Random(1))
    assert 3 <= len(picks) <= 40
    assert all(p in legal for p in picks)
    hand = state.hands[0]
    for rank in {c.rank for c in hand}:
        held = tuple(sorted((c for c in hand if c.rank is rank), key=PACK_52.index))
        assert CheatPlay(0, held, rank) in picks  # every rank told truthfully, all copies
    assert any(any(c.rank is not p.claim for c in p.cards) for p in picks)  # and a bluff


def test_with_no_true_claim_the_candidates_bluff_with_one_or_two_cards():
    state = new("2C 4S 4H 4D 4C", "3C", claims="sequence")
    play(state, "2C", "2")
    everyone_accepts(state)
    play(state, state.hands[1][0].code, "3")
    everyone_accepts(state)
    # Seat 2 must claim 4s and holds none.
    assert not any(c.rank is Rank.FOUR for c in state.hands[2])
    picks = KNOWLEDGE.candidates(state, NoWalk(state.legal_actions()), random.Random(2))
    assert picks
    assert all(p.claim is Rank.FOUR and 1 <= len(p.cards) <= 2 for p in picks)
    assert {len(p.cards) for p in picks} == {1, 2}


def test_the_tree_answers_a_claim_as_a_player_who_sees_only_its_cards():
    state = new("7S 7H 7D 2C", "7C")
    play(state, "7S 7H 7D 2C", "7")
    # Seat 1 holds no 7 (seat 2 holds the fourth): it cannot know of the lie.
    assert [a for a in KNOWLEDGE.candidates(state, state.legal_actions(), random.Random(0))
            ] == [Accept(1)]
    state.apply(Accept(1))
    assert KNOWLEDGE.candidates(state, state.legal_actions(), random.Random(0)) == [
        Challenge(2)]


# ------------------------------------------------------------------ playout, reward


@pytest.mark.parametrize("claims", ["free", "sequence", "same-or-next"])
def test_playouts_are_legal_and_end(claims):
    rng = random.Random(4)
    for seed in range(3):
        state = CHEAT.new_match(CheatOptions(claims=claims), 4, random.Random(seed))
        steps = 0
        while not state.round_over:
            legal = state.legal_actions()
            action = KNOWLEDGE.playout(state, legal, rng)
            assert action in legal
            state.apply(action)
            steps += 1
            assert steps < 20_000
        places = state.results[-1].details["places"]
        rewards = [KNOWLEDGE.reward(state, s) for s in places]
        assert rewards == sorted(rewards, reverse=True)
        assert rewards[0] == 1.0 and rewards[-1] == 0.0


def test_reward_of_a_game_cut_short_prefers_fewer_cards():
    state = new("2C", "3C")
    state.hands[0] = state.hands[0][:3]
    state.hands[1] = state.hands[1][:10]
    assert KNOWLEDGE.reward(state, 0) > KNOWLEDGE.reward(state, 1) > KNOWLEDGE.reward(state, 2)
    state.places = [2]
    assert KNOWLEDGE.reward(state, 2) == 1.0


def test_caught_small_bluffs_do_not_make_a_claim_of_four_a_lie():
    """A table where the claims turned up were one-card lies still believes four of a kind:
    bluffs are weighed against claims of their own size (two players who called every
    honest four took the pile back and forth for hundreds of turns)."""
    state = new("QS QH QD 8C 8D 8S 5S 5H 5D 5C", "KD")
    rates = []
    for _ in range(3):  # seat 0 bluffs one card and is caught each time
        lie = next(c for c in state.hands[0] if c.rank is not Rank.KING)
        play(state, lie.code, "K")
        state.apply(Challenge(state.to_act))
        while state.phase == "respond":
            state.apply(Accept(state.to_act))
        rates.append(lie_rate(state.view(2)))
        while state.turn != 0:
            play(state, state.hands[state.turn][0].code, state.hands[state.turn][0].rank.letter)
            everyone_accepts(state)
    assert rates[-1] > 0.5 and lie_rate(state.view(2), 1) == rates[-1]
    play(state, "5S 5H 5D 5C", "5")
    everyone_accepts(state, but=2)
    assert lie_rate(state.view(2), 4) < 0.5 < lie_rate(state.view(2), 1)
    assert answer(state, 2) == Accept(2)


def test_searching_players_finish_a_round_without_trading_the_pile_for_ever():
    """Four searching players (easy, on a fixed number of iterations: the same moves on any
    machine) finish rounds in a few hundred actions. When the search expected its bluffs to
    pass while the table caught four in five, these three deals took 840, 296 and 544
    actions, two players trading the pile back and forth (now 203, 102 and 105)."""
    from cardtable.ai.search import BUDGETS, SearchPlayer

    budget = attrs.evolve(BUDGETS["easy"], seconds=None)
    total = 0
    for seed in (0, 2, 3):
        rng = random.Random(seed)
        state = CHEAT.new_match(CheatOptions(), 4, rng)
        players = [SearchPlayer("cheat", "easy", budget) for _ in range(4)]
        actions = 0
        while not state.round_over and actions < 2000:
            seat = state.to_act
            state.apply(players[seat].choose(state.view(seat), state.legal_actions(), rng))
            actions += 1
        assert state.round_over
        total += actions
    assert total < 800
