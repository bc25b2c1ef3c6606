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
from collections.abc import Callable

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


def protocol_run(starts: list[State], seconds: float,
                 trusted: bool = False) -> tuple[float, float]:
    """Rounds and actions per second of random play through `clone`, `legal_actions` and
    `apply` (and `chance_action` where a round waits on chance); `trusted` plays each
    action by `apply_legal`, the protocol's documented path for an action taken from the
    state's own `legal_actions()` (no second check, no events), as the search does."""
    rng = random.Random(2)
    done = steps = 0
    end = clock() + seconds
    t0 = clock()
    while clock() < end:  # the clock is read every BATCH rounds: reading it costs too
        for _ in range(BATCH):
            state = starts[done % DEALS].clone()
            # (a checkout from before `apply_legal` existed plays by `apply`)
            play = getattr(state, "apply_legal", state.apply) if trusted else state.apply
            while not state.round_over:
                if state.chance is not None:
                    play(state.chance_action(rng))
                    continue
                legal = state.legal_actions()
                play(legal[rng.randrange(len(legal))])
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
    runs: dict[str, Callable[[], float]] = {
        "bare": lambda: bare_run(deals, seconds),
        "apply": lambda: protocol_run(starts, seconds)[0],
        "apply_legal": lambda: protocol_run(starts, seconds, trusted=True)[0],
    }
    rates: dict[str, list[float]] = {name: [] for name in runs}
    ratios: dict[str, list[float]] = {"apply": [], "apply_legal": []}
    order = list(runs)
    for _ in range(pairs):
        # Rotate which goes first, so a machine growing busier favours none.
        got = {name: runs[name]() for name in order}
        order.append(order.pop(0))
        for name, rate in got.items():
            rates[name].append(rate)
        for name in ratios:
            ratios[name].append(got[name] / got["bare"])
    print(f"hokm bare                   {statistics.median(rates['bare']):9.0f} hands/s "
          f"(median of {pairs})")
    for name, label in (("apply", "protocol (apply)      "),
                        ("apply_legal", "protocol (apply_legal)")):
        r = ratios[name]
        print(f"hokm {label} {statistics.median(rates[name]):9.0f} hands/s, "
              f"/ bare: {statistics.median(r):.2f}x "
              f"(median of {pairs} interleaved runs; range {min(r):.2f} to {max(r):.2f})")


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
            starts = dealt(game_id, players)
            try:
                rounds, steps = protocol_run(starts, seconds)
                trusted = protocol_run(starts, seconds, trusted=True)[0]
            except Exception as exc:  # a figure per game; one failure should not hide the rest
                print(f"{game_id:>14} {players} players: failed: {exc}")
                continue
            print(f"{game_id:>14} {players} players: {rounds:9.0f} rounds/s "
                  f"{steps:10.0f} actions/s; apply_legal {trusted:9.0f} rounds/s")


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
