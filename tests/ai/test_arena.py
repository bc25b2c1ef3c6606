"""Duplicate matches (cardtable.arena): seatings, seeds per deal and round, the figures."""

from __future__ import annotations

import attrs
import pytest

from cardtable.ai import search
from cardtable.arena import Arena, deal_seed, percentile, rotations, wilson
from cardtable.rules.hokm import HOKM, HokmOptions
from cardtable.rules.ninety_nine import NINETY_NINE, NinetyNineOptions


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
