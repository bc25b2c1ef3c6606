"""Random rounds per second through the public protocol, on one core: Hokm beside a bare
list-and-int Hokm hand (tests/bench/bare_hokm.py) with the ratio, then every game.

    python3 tests/bench/bench_protocol.py [SECONDS] [--hokm] [--games id,id] [--all-counts]

SECONDS (default 3) is each game's CPU time; the Hokm ratio takes 7 interleaved pairs of runs
of a fifth of it each and prints the medians. `--hokm` prints the ratio only.
"""

from __future__ import annotations

import argparse
import random
import statistics
import time

from bare_hokm import play_hand

from cardtable.rules.base import State
from cardtable.rules.hokm import HOKM
from cardtable.rules.registry import GAMES

DEALS = 50  # dealt in advance: the figure is the play, not the shuffle

# The process's own CPU time, not the wall clock: on a machine shared with other work the
# wall clock counts the time others ran too.
clock = time.process_time
BATCH = 10


def dealt(game_id: str, players: int) -> list[State]:
    game = GAMES[game_id]
    options = game.options_class()
    rng = random.Random(1)
    return [game.new_state(options, players, game.random_deal(players, {}, rng, options))
            for _ in range(DEALS)]


def protocol_run(starts: list[State], seconds: float) -> tuple[float, float]:
    """Rounds and actions per second of random play through `clone`, `legal_actions` and
    `apply` (and `chance_action` where a round waits on chance)."""
    rng = random.Random(2)
    done = steps = 0
    end = clock() + seconds
    t0 = clock()
    while clock() < end:  # the clock is read every BATCH rounds: reading it costs too
        for _ in range(BATCH):
            state = starts[done % DEALS].clone()
            while not state.round_over:
                if state.chance is not None:
                    state.apply(state.chance_action(rng))
                    continue
                legal = state.legal_actions()
                state.apply(legal[rng.randrange(len(legal))])
                steps += 1
            done += 1
    elapsed = clock() - t0
    return done / elapsed, steps / elapsed


def bare_run(deals: list[tuple[list[list[int]], int]], seconds: float) -> float:
    """Hands per second of the bare Hokm hand on the same deals."""
    rng = random.Random(2)
    done = 0
    end = clock() + seconds
    t0 = clock()
    while clock() < end:
        for _ in range(BATCH):
            hands, hakem = deals[done % DEALS]
            play_hand(hands, hakem, rng)
            done += 1
    return done / (clock() - t0)


def hokm_ratio(seconds: float, pairs: int = 7) -> None:
    starts = dealt(HOKM.id, 4)
    deals = [([[c.id for c in h] for h in s.deals[0].hands], s.deals[0].roles["hakem"])
             for s in starts]
    bare_rates: list[float] = []
    protocol_rates: list[float] = []
    ratios: list[float] = []
    for i in range(pairs):
        # Alternate which goes first, so a machine growing busier favours neither.
        if i % 2:
            p = protocol_run(starts, seconds)[0]
            b = bare_run(deals, seconds)
        else:
            b = bare_run(deals, seconds)
            p = protocol_run(starts, seconds)[0]
        bare_rates.append(b)
        protocol_rates.append(p)
        ratios.append(p / b)
    print(f"hokm bare     {statistics.median(bare_rates):9.0f} hands/s (median of {pairs})")
    print(f"hokm protocol {statistics.median(protocol_rates):9.0f} hands/s (median of {pairs})")
    print(f"hokm protocol / bare: {statistics.median(ratios):.2f}x "
          f"(median of the {pairs} interleaved pairs; "
          f"range {min(ratios):.2f} to {max(ratios):.2f})")


def counts(game_id: str, every: bool) -> list[int]:
    """The player counts to time: every count the game allows, or the one nearest four."""
    game = GAMES[game_id]
    allowed = []
    for players in range(game.min_players, game.max_players + 1):
        try:
            game.check_players(players)
        except ValueError:
            continue  # a count the game does not allow (Shelem: two or four)
        allowed.append(players)
    return allowed if every else [min(allowed, key=lambda n: (abs(n - 4), n))]


def every_game(seconds: float, only: set[str] | None, every: bool) -> None:
    for game_id in sorted(GAMES):
        if only and game_id not in only:
            continue
        for players in counts(game_id, every):
            try:
                rounds, steps = protocol_run(dealt(game_id, players), seconds)
            except Exception as exc:  # a figure per game; one failure should not hide the rest
                print(f"{game_id:>14} {players} players: failed: {exc}")
                continue
            print(f"{game_id:>14} {players} players: {rounds:9.0f} rounds/s "
                  f"{steps:10.0f} actions/s")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("seconds", nargs="?", type=float, default=3.0)
    parser.add_argument("--hokm", action="store_true", help="the Hokm ratio only")
    parser.add_argument("--games", help="comma-separated game ids (default: all)")
    parser.add_argument("--all-counts", action="store_true",
                        help="every player count (default: the count nearest four)")
    args = parser.parse_args()
    hokm_ratio(args.seconds / 5)
    if not args.hokm:
        every_game(args.seconds, set(args.games.split(",")) if args.games else None,
                   args.all_counts)


if __name__ == "__main__":
    main()
