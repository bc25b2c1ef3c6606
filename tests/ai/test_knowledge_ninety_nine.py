"""Ninety-Nine knowledge (cardtable.ai.knowledge.ninety_nine) on positions built through the
model: the three bid cards, the premium bids, the blunder filters, the playout, the reward,
and SeatView.sample keeping everything a seat knows, for every player count and variant."""

from __future__ import annotations

import random
from collections.abc import Sequence
from typing import Any

import pytest

from cardtable.ai.knowledge import Knowledge, knowledge_for
from cardtable.ai.knowledge.ninety_nine import (
    BID_SLACK,
    KNOWLEDGE,
    NinetyNineKnowledge,
    _higher_in_pack,
    chance_exact,
    estimate,
    miss,
)
from cardtable.cards import Card
from cardtable.rules.base import Deal, Play
from cardtable.rules.ninety_nine import (
    DUMMY,
    NINETY_NINE,
    Bid,
    Declare,
    NameTrump,
    NinetyNineOptions,
    NinetyNineState,
    Pass,
    Reveal,
    bid_value,
    bid_values,
    pack_for,
    premium_of,
    tables,
)

RNG = random.Random(0)


def cards(text: str) -> tuple[Card, ...]:
    return tuple(Card.parse(t) for t in text.split())


def new(hands: Sequence[str], dealer: int, players: int | None = None,
        **options: Any) -> NinetyNineState:
    opts = NinetyNineOptions.from_record(options)
    deal = Deal(hands=tuple(cards(h) for h in hands), roles={"dealer": dealer})
    n = players if players is not None else len(hands)
    return NINETY_NINE.new_state(opts, n, deal)  # type: ignore[return-value]


def bid(state: NinetyNineState, seat: int, text: str) -> None:
    state.apply(Bid(seat, cards(text)))


def pass_premiums(state: NinetyNineState) -> None:
    while state.phase == "premium":
        state.apply(Pass(state.turn))


def play(state: NinetyNineState, text: str) -> None:
    for c in cards(text):
        state.apply(Play(state.turn, c))


def decide(state: NinetyNineState, level: str = "hard", rng: random.Random = RNG) -> Any:
    seat = state.to_act
    assert seat is not None
    return KNOWLEDGE.decide(state.view(seat), state.legal_actions(), rng, level)


def kept(state: NinetyNineState) -> set[str]:
    seat = state.to_act
    assert seat is not None
    return {a.card.code for a in KNOWLEDGE.prefilter(state.view(seat), state.legal_actions())
            if isinstance(a, Play)}


def test_the_game_finds_its_knowledge():
    assert knowledge_for("ninety-nine") is KNOWLEDGE
    assert isinstance(KNOWLEDGE, NinetyNineKnowledge)


# ------------------------------------------------------------------------------ bids

LOW = "6S 7S 8S 6H 7H 8H 6D 7D 8D 6C 7C 8C"
TOP = "AS KS QS AH KH QH AD KD QD AC KC QC"
MIDDLE = "JS TS 9S JH TH 9H JD TD 9D JC TC 9C"


def test_a_hand_of_low_cards_bids_nought():
    state = new([TOP, LOW, MIDDLE], dealer=0)
    choice = decide(state)
    assert isinstance(choice, Bid) and choice.seat == 1
    assert set(choice.cards) == set(cards("6D 7D 8D"))   # three diamonds: nought


def test_a_hand_of_top_cards_bids_nine():
    state = new([MIDDLE, TOP, LOW], dealer=0)
    choice = decide(state)
    assert isinstance(choice, Bid)
    assert bid_value(choice.cards) == 9   # three clubs: the nine tops take nine tricks


def test_the_bid_is_one_of_the_legal_bids_for_every_player_count():
    for players, opts in ((2, {}), (3, {}), (4, {}), (5, {}), (3, {"version": "1975"}),
                          (3, {"trump_choice": True, "nines_trump": True})):
        options = NinetyNineOptions.from_record(opts)
        for seed in range(3):
            state = NINETY_NINE.new_match(options, players, random.Random(seed))
            while state.phase == "bid":
                legal = state.legal_actions()
                choice = decide(state)
                assert choice in legal
                state.apply(choice)


def _bid_costs(state: NinetyNineState) -> dict[Bid, tuple[float, float]]:
    """Every legal bid's (cost, chance of making it) for the seat to bid."""
    view = state.view(state.turn)
    esuit, erank = tables(False, view.turnup)
    higher = _higher_in_pack(pack_for(3, view.options), esuit, erank)
    out = {}
    for a in state.legal_actions():
        kept = [c for c in view.hand if c not in a.cards]
        mean, var = estimate(kept, a.cards, view.trump, esuit, erank, higher)
        bids = bid_values(a.cards, 3, view.turnup)
        out[a] = (miss(bids, mean, var), chance_exact(bids, mean, var))
    return out


def test_the_weaker_levels_now_and_then_bid_a_trick_off_and_hard_never_does():
    made = {"hard": 0.0, "normal": 0.0, "easy": 0.0}
    off = {"hard": 0, "normal": 0, "easy": 0}
    deals = 40
    for seed in range(deals):
        state = NINETY_NINE.new_match(NinetyNineOptions(), 3, random.Random(seed))
        costs = _bid_costs(state)
        best = min(c for c, _ in costs.values())
        top = max(chance for c, chance in costs.values() if c <= best + 1e-9)
        for level in made:
            choice = decide(state, level, random.Random(seed))
            cost, chance = costs[choice]
            margin = BID_SLACK[level][0] if level in BID_SLACK else 0.0
            assert chance >= top - margin - 1e-9   # never a wild bid
            made[level] += chance / deals
            off[level] += cost > best + 1e-9
    assert off["hard"] == 0
    assert off["normal"] >= deals // 4 and off["easy"] >= deals // 4
    assert made["hard"] > made["normal"] + 0.02 and made["hard"] > made["easy"] + 0.02


def test_every_level_bids_a_clear_hand_alike():
    state = new([TOP, LOW, MIDDLE], dealer=0)
    for seed in range(30):
        for level in ("easy", "normal", "hard"):
            choice = decide(state, level, random.Random(seed))
            assert set(choice.cards) == set(cards("6D 7D 8D"))


def test_a_levels_bid_is_the_same_with_the_same_seed():
    state = NINETY_NINE.new_match(NinetyNineOptions(), 3, random.Random(5))
    first = [decide(state, "normal", random.Random(s)) for s in range(10)]
    assert first == [decide(state, "normal", random.Random(s)) for s in range(10)]
    assert len(set(first)) > 1


def test_a_search_through_the_bids_weighs_a_handful_with_the_knowledges_own():
    state = new([TOP, LOW, MIDDLE], dealer=0)
    legal = state.legal_actions()
    found = KNOWLEDGE.candidates(state, legal, random.Random(2))
    assert len(legal) == 220 and len(found) == 8
    assert set(found) <= set(legal)
    assert Bid(1, cards("6D 7D 8D")) in found


# -------------------------------------------------------------------------- premiums


def test_a_sure_nought_is_declared_or_revealed():
    state = new([TOP, LOW, MIDDLE], dealer=0)
    bid(state, 1, "6D 7D 8D")
    bid(state, 2, "JC TC 9C")
    bid(state, 0, "AS KS QS")
    assert state.phase == "premium" and state.turn == 1
    choice = decide(state)
    assert isinstance(choice, (Declare, Reveal))


def test_an_uncertain_hand_passes():
    state = new([TOP, LOW, MIDDLE], dealer=0)
    bid(state, 1, "6D 7D 8D")
    bid(state, 2, "JC TC 9C")   # nine jacks, tens and nines: anything but sure of 9
    bid(state, 0, "AS KS QS")
    state.apply(Pass(1))
    assert state.turn == 2
    choice = decide(state)
    assert isinstance(choice, Pass)
    assert premium_of(choice) is None


def test_the_premium_bidder_names_a_trump_that_keeps_a_nought_safe():
    # Parlett's variant: seat 1 declares its nought and names the trump. A suit it holds
    # would let its low cards win tricks by trumping; diamonds (it has none left) or no
    # trump keep them losers.
    state = new([TOP, LOW, MIDDLE], dealer=0, trump_choice=True)
    bid(state, 1, "6D 7D 8D")
    bid(state, 2, "JC TC 9C")
    bid(state, 0, "AS KS QS")
    state.apply(Declare(1))
    pass_premiums(state)
    assert state.phase == "trump" and state.turn == 1
    choice = decide(state)
    assert isinstance(choice, NameTrump) and choice in state.legal_actions()
    assert choice.suit in ("D", None)


# --------------------------------------------------------------------------- filters

# Dealer 0: seat 1 bids and leads first. Seat 2 holds the ace and six of spades.
MADE = ["KS QS JS TS 8S 7S AH KH QH JH TH 9H",
        "9S 8H 7H 6H AC KC QC JC TC 9C 8C 7C",
        "AS 6S 6D 7D 8D AD KD QD JD TD 9D 6C"]


def test_no_trick_beyond_the_bid_while_a_safe_card_exists():
    state = new(MADE, dealer=0)
    bid(state, 1, "7C 8C 9C")
    bid(state, 2, "6D 7D 8D")    # nought: every trick taken breaks it
    bid(state, 0, "7S 8S TS")
    pass_premiums(state)
    play(state, "9S")
    assert state.turn == 2
    assert {a.card.code for a in state.legal_actions()} == {"AS", "6S"}
    assert kept(state) == {"6S"}


NEED_ALL = ["KS QS JS TS 8S 7S JH TH 9H JD TD TC",
            "9S 8H 7H 6H 9C 8C 7C 6C 6D 7D 8D 9D",
            "AS 6S AH KH QH AD KD QD AC KC QC JC"]


def test_when_every_trick_is_needed_never_throw_one_away():
    state = new(NEED_ALL, dealer=0)
    bid(state, 1, "6D 7D 8D")
    bid(state, 2, "KC QC JC")    # nine: all nine tricks
    bid(state, 0, "7S 8S TS")
    pass_premiums(state)
    play(state, "9S")
    assert state.turn == 2
    assert kept(state) == {"AS"}


def test_with_tricks_still_to_take_and_to_spare_nothing_is_dropped():
    state = new(MADE, dealer=0)
    bid(state, 1, "7C 8C 9C")
    bid(state, 2, "6C 7D 8D")    # a bid of 3 (club 3): one trick of nine is not yet a need
    bid(state, 0, "7S 8S TS")
    pass_premiums(state)
    play(state, "9S")
    legal = state.legal_actions()
    assert list(KNOWLEDGE.prefilter(state.view(2), legal)) == legal


def test_a_lead_the_face_up_dummy_must_beat_is_safe():
    # Two players; the dummy (seat 2) lies face up with the three top cards of spades,
    # hearts and diamonds and no club (clubs are trump in a game's first round). Seat 0
    # has made its nought: a low lead in spades, hearts or diamonds is beaten for sure,
    # a club is not.
    hands = ["6S 7S 6H 7H 6D 7D 8D 9D AC KC QC JC",
             "JS TS 9S 8S JH TH 9H 8H JD TD 7C 6C",
             "TC 9C 8C AS KS QS AH KH QH AD KD QD"]
    state = new(hands, dealer=1, players=2)
    bid(state, 0, "6D 7D 8D")
    bid(state, 1, "7C 6C JD")
    pass_premiums(state)
    assert state.turn == 0 and not state.trick
    # (6S and 7S play alike, as do 6H and 7H: the lower of each.)
    assert kept(state) == {"6S", "6H", "9D"}


def test_filters_never_empty_and_keep_legal_when_nothing_is_dropped():
    rng = random.Random(3)
    for players in (2, 3, 4, 5):
        for seed in range(8):
            state = NINETY_NINE.new_match(NinetyNineOptions(), players, random.Random(seed))
            while not state.round_over:
                legal = state.legal_actions()
                seat = state.to_act
                assert seat is not None
                left = KNOWLEDGE.prefilter(state.view(seat), legal)
                if state.phase != "play":
                    assert left is legal   # only card play is filtered
                assert left and set(left) <= set(legal)
                if state.phase == "play":
                    state.apply(left[rng.randrange(len(left))])
                else:
                    state.apply(decide(state))


# --------------------------------------------------------------------------- playout


def test_playout_ducks_once_the_bid_is_made_and_wins_while_it_is_needed():
    state = new(MADE, dealer=0)
    bid(state, 1, "7C 8C 9C")
    bid(state, 2, "6D 7D 8D")
    bid(state, 0, "7S 8S TS")
    pass_premiums(state)
    play(state, "9S")
    legal = state.legal_actions()
    picks = {KNOWLEDGE.playout(state, legal, _steady(k)) for k in range(10)}
    assert picks == {Play(2, Card.parse("6S"))}
    state = new(NEED_ALL, dealer=0)
    bid(state, 1, "6D 7D 8D")
    bid(state, 2, "KC QC JC")
    bid(state, 0, "7S 8S TS")
    pass_premiums(state)
    play(state, "9S")
    picks = {KNOWLEDGE.playout(state, state.legal_actions(), _steady(k)) for k in range(10)}
    assert picks == {Play(2, Card.parse("AS"))}
    plain = {Knowledge().playout(state, state.legal_actions(), random.Random(k))
             for k in range(10)}
    assert len(plain) == 2


def _steady(seed: int) -> random.Random:
    class Steady(random.Random):
        def random(self) -> float:
            return 0.99

        def getrandbits(self, k: int) -> int:  # index draws stay random
            return super().getrandbits(k)

    return Steady(seed)


def test_playout_plays_whole_rounds_of_every_variant():
    for players, opts in ((2, {}), (3, {}), (4, {}), (5, {}), (3, {"version": "1975"}),
                          (3, {"bid_at_end": True}),
                          (3, {"trump_choice": True, "nines_trump": True})):
        rng = random.Random(players)
        state = NINETY_NINE.new_match(NinetyNineOptions.from_record(opts), players, rng)
        while not state.round_over:
            state.apply(KNOWLEDGE.playout(state, state.legal_actions(), rng))
        for s in range(state.m):
            assert 0.0 <= KNOWLEDGE.reward(state, s) <= 1.0


# ---------------------------------------------------------------------------- reward


def test_reward_is_the_points_against_the_others():
    for seed in range(6):
        rng = random.Random(seed)
        state = NINETY_NINE.new_match(NinetyNineOptions(), 3, rng)
        while not state.round_over:
            legal = state.legal_actions()
            state.apply(legal[rng.randrange(len(legal))])
        points = state.results[-1].points
        for s in range(3):
            others = [p for o, p in enumerate(points) if o != s]
            want = min(1.0, max(0.0, 0.5 + (points[s] - sum(others) / 2) / 200))
            assert KNOWLEDGE.reward(state, s) == pytest.approx(want)
        best = max(range(3), key=lambda s: points[s])
        worst = min(range(3), key=lambda s: points[s])
        if points[best] > points[worst]:
            assert KNOWLEDGE.reward(state, best) > KNOWLEDGE.reward(state, worst)


def test_reward_with_two_players_weighs_the_other_player():
    state = new(["6S 7S 6H 7H 6D 7D 8D 9D AC KC QC JC",
                 "JS TS 9S 8S JH TH 9H 8H JD TD 7C 6C",
                 "TC 9C 8C AS KS QS AH KH QH AD KD QD"], dealer=1, players=2)
    rng = random.Random(1)
    while not state.round_over:
        legal = state.legal_actions()
        state.apply(legal[rng.randrange(len(legal))])
    points = state.results[-1].points
    assert KNOWLEDGE.reward(state, 0) == pytest.approx(
        min(1.0, max(0.0, 0.5 + (points[0] - points[1]) / 200)))


def test_reward_of_a_round_cut_short_counts_contracts_still_in_reach():
    state = new(MADE, dealer=0)
    bid(state, 1, "7C 8C 9C")
    bid(state, 2, "6D 7D 8D")
    bid(state, 0, "7S 8S TS")
    pass_premiums(state)
    play(state, "9S 6S KS")   # seat 0 takes a trick; seat 2's nought still stands
    assert not state.round_over
    assert KNOWLEDGE.reward(state, 2) != 0.5


# ---------------------------------------------------------------------------- sample

VARIANTS = [(2, {}), (3, {}), (4, {}), (5, {}), (3, {"version": "1975"}),
            (3, {"bid_at_end": True}), (2, {"bid_at_end": True}),
            (3, {"trump_choice": True, "nines_trump": True})]


def _positions(players: int, opts: dict[str, Any], seeds: int) -> list[NinetyNineState]:
    out = []
    options = NinetyNineOptions.from_record(opts)
    for seed in range(seeds):
        rng = random.Random(seed)
        state = NINETY_NINE.new_match(options, players, rng)
        stop = rng.randrange(0, 40)
        for _ in range(stop):
            if state.round_over:
                break
            legal = state.legal_actions()
            if state.phase == "premium" and rng.random() < 0.5:
                action = legal[-1]   # now and then a declaration or a reveal
            else:
                action = legal[rng.randrange(len(legal))]
            state.apply(action)
        if not state.round_over:
            out.append(state)
    return out


@pytest.mark.parametrize("players, opts", VARIANTS)
def test_sample_respects_everything_the_seat_knows(players, opts):
    for state in _positions(players, opts, 12):
        for seat in range(state.m):
            view = state.view(seat)
            for k in range(2):
                sample = view.sample(random.Random(k))
                assert sample.view(seat) == view
                assert sample.hands[seat] == state.hands[seat]
                assert sample.bidcards[seat] == state.bidcards[seat]
                for s in range(state.m):
                    if state.exposed[s]:
                        assert sample.hands[s] == state.hands[s], "a hand shown face up"
                    if state.bid_shown[s]:
                        assert sample.bidcards[s] == state.bidcards[s], "bid cards shown"
                    es = sample.esuit
                    assert not any(view.voids[s] >> es[c] & 1 for c in sample.hands[s]
                                   if es[c] >= 0), "a suit the seat showed void in"
                rng = random.Random(k)
                while not sample.round_over:
                    legal = sample.legal_actions()
                    sample.apply(legal[rng.randrange(len(legal))])


def test_the_dummy_is_shown_in_every_sample():
    state = new(["6S 7S 6H 7H 6D 7D 8D 9D AC KC QC JC",
                 "JS TS 9S 8S JH TH 9H 8H JD TD 7C 6C",
                 "TC 9C 8C AS KS QS AH KH QH AD KD QD"], dealer=1, players=2)
    bid(state, 0, "6D 7D 8D")
    bid(state, 1, "7C 6C JD")
    pass_premiums(state)
    view = state.view(0)
    for k in range(10):
        sample = view.sample(random.Random(k))
        assert sample.hands[DUMMY] == state.hands[DUMMY]
        hidden = sample.bidcards[DUMMY] + sample.hands[1] + sample.bidcards[1]
        assert sorted(hidden) == sorted(
            state.bidcards[DUMMY] + state.hands[1] + state.bidcards[1])
