"""The bare Hokm hand the protocol's speed is measured against (tests/bench/bare_hokm.py)
plays real Hokm: with the same deal and the same random draws it plays exactly the hand
the rules play through the protocol, bam and all."""

from __future__ import annotations

import random
from pathlib import Path

from cardtable.rules.hokm import HOKM
from tests.scripts import load_script

BARE = Path(__file__).resolve().parent / "bare_hokm.py"


def bare():
    return load_script(BARE, "bare_hokm")


def protocol_hand(state, rng):
    """A random hand through the public protocol, as tests/bench/bench_protocol.py plays it."""
    state = state.clone()
    while not state.round_over:
        legal = state.legal_actions()
        state.apply(legal[rng.randrange(len(legal))])
    result = state.results[-1]
    team = 0 if result.points[0] > 0 else 1
    return team, result.details["tricks"], result.details["bam"], state


def test_the_bare_hand_plays_the_protocols_hand_card_for_card():
    play_hand = bare().play_hand
    deal_rng = random.Random(5)
    options = HOKM.options_class()
    bams = outcomes = 0
    seen = set()
    for n in range(1500):
        deal = HOKM.random_deal(4, {}, deal_rng, options)
        state = HOKM.new_state(options, 4, deal)
        hands = [[c.id for c in h] for h in deal.hands]
        assert sorted(c for h in hands for c in h) == sorted(c.id for c in HOKM.pack)
        want = protocol_hand(state, random.Random(n))
        got = play_hand(hands, deal.roles["hakem"], random.Random(n))
        assert got == want[:3], n
        # The bare hand left its deal alone (it plays on copies) and played as many
        # cards as the rules did.
        assert sum(len(h) for h in hands) == 52
        assert sum(got[1]) * 4 == sum(len(w) for w in want[3].won)
        bams += got[2]
        outcomes += 1
        seen.add((got[0], max(got[1])))
    assert outcomes == 1500
    assert bams > 0  # a played-on bam was among the hands compared
    assert {(0, 7), (1, 7)} <= seen
