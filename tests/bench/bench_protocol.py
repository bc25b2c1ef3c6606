"""Random rounds per second of every game through the public protocol, on one core."""

from __future__ import annotations

import random
import sys
import time

from cardtable.rules.registry import GAMES


def rounds_per_second(game_id: str, players: int, seconds: float) -> tuple[float, float]:
    game = GAMES[game_id]
    options = game.options_class()
    rng = random.Random(1)
    starts = []
    for _ in range(50):  # dealt in advance: the figure is the play, not the shuffle
        state = game.new_state(options, players, game.random_deal(players, {}, rng, options))
        starts.append(state)
    done = steps = 0
    end = time.perf_counter() + seconds
    t0 = time.perf_counter()
    while time.perf_counter() < end:
        state = starts[done % len(starts)].clone()
        while not state.round_over:
            if state.chance is not None:
                state.apply(state.chance_action(rng))
                continue
            legal = state.legal_actions()
            state.apply(legal[rng.randrange(len(legal))])
            steps += 1
        done += 1
    elapsed = time.perf_counter() - t0
    return done / elapsed, steps / elapsed


def main() -> None:
    seconds = float(sys.argv[1]) if len(sys.argv) > 1 else 3.0
    for game_id, game in sorted(GAMES.items()):
        for players in range(game.min_players, game.max_players + 1):
            try:
                game.check_players(players)
            except ValueError:
                continue  # a count the game does not allow (Shelem: two or four)
            try:
                rounds, steps = rounds_per_second(game_id, players, seconds)
            except Exception as exc:  # a figure per game; one failure should not hide the rest
                print(f"{game_id:>14} {players} players: failed: {exc}")
                continue
            print(f"{game_id:>14} {players} players: {rounds:9.0f} rounds/s "
                  f"{steps:10.0f} actions/s")


if __name__ == "__main__":
    main()
