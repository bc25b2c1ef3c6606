"""Duplicate matches (cardtable.arena): seatings, seeds per deal and round, the figures."""

from __future__ import annotations

import random

import attrs
import pytest

from cardtable.ai import search
from cardtable.arena import Arena, deal_seed, percentile, rotations, wilson
from cardtable.rules import pan as pan_rules
from cardtable.rules.cheat import CHEAT, CheatOptions
from cardtable.rules.hokm import HOKM, HokmOptions
from cardtable.rules.ninety_nine import NINETY_NINE, NinetyNineOptions
from cardtable.rules.pan import PAN, PanOptions
from cardtable.session import Session


def test_rotations_give_each_level_every_seat_once():
    assert rotations(["hard", "normal"], 4) == [("hard", "normal", "hard", "normal"),
                                                ("normal", "hard", "normal", "hard")]
    assert rotations(["a", "b", "c"], 3) == [("a", "b", "c"), ("c", "a", "b"), ("b", "c", "a")]
    assert rotations(["hard"], 4) == [("hard",) * 4]
    assert deal_seed(1, 2, 3) != deal_seed(1, 3, 2)


def test_wilson_interval_and_percentiles():
    lo, hi = wilson(61, 100)
    assert lo == pytest.approx(0.5120, abs=1e-3) and hi == pytest.approx(0.7002, abs=1e-3)
    assert wilson(0, 0) == (0.0, 0.0)
    assert wilson(10, 10)[1] == 1.0
    assert percentile([1, 2, 3, 4, 5], 50) == 3
    assert percentile([0.0, 1.0], 95) == pytest.approx(0.95)


def test_without_the_time_cap_a_seed_replays_the_same_games(monkeypatch):
    monkeypatch.setitem(search.BUDGETS, "easy",
                        attrs.evolve(search.BUDGETS["easy"], iterations=15))
    runs = []
    for _ in range(2):
        arena = Arena(HOKM, 4, HokmOptions(), ["easy", "random"], seed=9, max_rounds=1,
                      time_cap=False)
        records = arena.play_deal(0)
        runs.append(([r.dumps() for r in records], arena.to_json()))
    assert runs[0][0] == runs[1][0]
    assert runs[0][1]["levels"]["easy"]["win_rate"] == runs[1][1]["levels"]["easy"]["win_rate"]
    assert len(runs[0][0]) == 2


def test_contracts_are_counted_per_level():
    arena = Arena(NINETY_NINE, 3, NinetyNineOptions(), ["heuristic", "random", "random"],
                  seed=4, max_rounds=1)
    arena.play_deal(0)
    tallies = arena.tallies
    # three seatings of one round: the heuristic bid three times, random six
    assert tallies["heuristic"].contracts == 3 and tallies["random"].contracts == 6
    assert tallies["heuristic"].matches == 3 and tallies["random"].matches == 3
    assert tallies["heuristic"].wins + tallies["random"].wins == pytest.approx(3)


def test_a_match_that_runs_too_long_is_abandoned_not_counted():
    arena = Arena(HOKM, 4, HokmOptions(), ["random", "greedy"], seed=1, max_rounds=1,
                  max_actions=5)
    records = arena.play_deal(0)
    assert len(records) == 2 and all(r.rounds[0].actions for r in records)
    for tally in arena.tallies.values():
        assert tally.unfinished == 2 and tally.matches == 0 and tally.wins == 0
    assert arena.to_json()["levels"]["greedy"]["win_rate"] == 0.0


def _started(game, options, players=4, seed=1):
    session = Session(game, options, players, humans=[], ai_level="random")
    session.rng = random.Random(seed)
    session.start()
    return session


def test_pan_is_won_by_the_level_whose_seats_are_all_out_first():
    arena = Arena(PAN, 4, PanOptions(), ["a", "b"], max_rounds=1)
    session = _started(PAN, PanOptions())
    state, seating = session.state, ("a", "b", "a", "b")
    assert arena._settled(session, seating) is None  # everyone still holds cards
    state.hands[0] = []
    assert arena._settled(session, seating) is None  # both levels may still lose
    state.hands[2] = []
    assert arena._settled(session, seating) == ({"a"}, None)  # only b's seats may lose
    # A round played to its end: the loser's level loses, though its other seat won too.
    state.phase, state.letters = pan_rules.MATCH_OVER, [0, 3, 0, 0]  # b completed PAN
    state.hands = [[], state.hands[1] or state.hands[3], [], []]
    arena._score_match(session, seating)
    assert arena.tallies["a"].wins == 1 and arena.tallies["b"].wins == 0
    assert arena.tallies["a"].matches == arena.tallies["b"].matches == 1


def test_a_round_settled_for_the_levels_is_not_played_on():
    # Whole matches are not cut: only the last round an arena counts.
    arena = Arena(PAN, 4, PanOptions(), ["a", "b"], max_rounds=None)
    session = _started(PAN, PanOptions())
    session.state.hands[0] = session.state.hands[2] = []
    assert arena._settled(session, ("a", "b", "a", "b")) is None
    # A real run: every match is counted once, settled, finished or abandoned.
    arena = Arena(PAN, 4, PanOptions(), ["heuristic", "random"], seed=3, max_rounds=1,
                  max_actions=400)
    for deal in range(3):
        arena.play_deal(deal)
    for tally in arena.tallies.values():
        assert tally.matches + tally.unfinished == 6
    assert arena.tallies["heuristic"].wins + arena.tallies["random"].wins == pytest.approx(
        arena.tallies["heuristic"].matches)


def test_cheat_is_settled_when_its_winner_is_out():
    arena = Arena(CHEAT, 4, CheatOptions(), ["a", "b"], max_rounds=1)
    session = _started(CHEAT, CheatOptions())
    seating = ("a", "b", "a", "b")
    assert arena._settled(session, seating) is None
    session.state.places = [3]
    assert arena._settled(session, seating) == ({"b"}, (0, 0, 0, 1))
