"""The search player's speed per game: iterations per second and the time of a decision
of a fixed number of iterations (no time cap, so two versions do the same work).

    python3 tests/bench/bench_search.py [--iterations 200] [--decisions 5] [--games id,id]

Each game is played at random from fixed seeds to `--decisions` positions where the seat
to act has a choice; the hard level's search (its knowledge, its depth) decides each with
`--iterations` iterations. Times are the process's CPU time. The levels at the table stop
at a time cap (cardtable/ai/search.py BUDGETS), so iterations per second is the search
they gain.
"""

from __future__ import annotations

import argparse
import random
import statistics
import time

import attrs

from cardtable.ai.search import BUDGETS, SearchPlayer
from cardtable.rules.base import State
from cardtable.rules.registry import GAMES


def positions(game_id: str, players: int, count: int) -> list[State]:
    """`count` states, each at a decision with at least two legal actions."""
    game = GAMES[game_id]
    options = game.options_class()
    found: list[State] = []
    for seed in range(20 * count):
        if len(found) == count:
            break
        rng = random.Random(seed)
        state = game.new_state(options, players, game.random_deal(players, {}, rng, options))
        skip = rng.randrange(2, 12)
        for _ in range(2000):
            if state.round_over:
                break
            if state.chance is not None:
                state.apply(state.chance_action(rng))
                continue
            legal = state.legal_actions()
            if state.to_act is not None and len(legal) > 1:
                if skip == 0:
                    found.append(state)
                    break
                skip -= 1
            state.apply(legal[rng.randrange(len(legal))])
    return found


def search_speed(game_id: str, players: int, iterations: int,
                 decisions: int) -> tuple[float, float]:
    """Median CPU seconds per decision and iterations per CPU second over the decisions
    that were searched."""
    budget = attrs.evolve(BUDGETS["hard"], iterations=iterations, seconds=None)
    player = SearchPlayer(game_id, "hard", budget=budget, stop_when_settled=False)
    times: list[float] = []
    done = 0
    for n, state in enumerate(positions(game_id, players, decisions)):
        seat = state.to_act
        assert seat is not None
        view, legal = state.view(seat), state.legal_actions()
        t0 = time.process_time()
        player.choose(view, legal, random.Random(n))
        if not player.stats.iterations:
            continue  # decided without a search (forced, or by the game's knowledge)
        times.append(time.process_time() - t0)
        done += player.stats.iterations
    if not times:
        return float("nan"), float("nan")
    return statistics.median(times), done / sum(times)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--iterations", type=int, default=200)
    parser.add_argument("--decisions", type=int, default=5)
    parser.add_argument("--games", help="comma-separated game ids (default: all)")
    args = parser.parse_args()
    games = args.games.split(",") if args.games else sorted(GAMES)
    for game_id in games:
        game = GAMES[game_id]
        players = min(max(4, game.min_players), game.max_players)
        if game_id == "shelem":
            players = 4
        seconds, rate = search_speed(game_id, players, args.iterations, args.decisions)
        if rate != rate:  # NaN: nothing was searched
            print(f"{game_id:>14} {players} players: no decision to search")
            continue
        print(f"{game_id:>14} {players} players: {seconds * 1000:8.1f} ms per decision "
              f"of {args.iterations} iterations, {rate:8.0f} iterations/s")


if __name__ == "__main__":
    main()
