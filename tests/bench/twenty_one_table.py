"""Compute the Twenty-One tables that cardtable/ai/knowledge/twenty_one.py holds as data.

The duel of one player against the banker is a two-person zero-sum game. This script
solves it for this pack's card values (king 4, queen 3, jack 2, ace 11, 6-10 face value,
two aces alone 21, ties to the banker), drawing every card with the pack's frequencies
(1/9 per value: the infinite-pack approximation), by fictitious play over behaviour
strategies weighted by their reach (Heinrich, Lanctot & Silver 2015): the player decides
on (total, cards held), the banker on (his total, the number of cards the player stood
with). It prints the tables (hit probabilities, the player's expected result per first
card, the banker's per first card) as Python source, and a check against the real
36-card pack played through the rules model.

    python3 tests/bench/twenty_one_table.py [ITERATIONS]   (default 1000: about 30 s)

`exploitability()` is used by tests/ai/test_knowledge_twenty_one.py to check the committed
tables without re-running the whole computation.
"""

from __future__ import annotations

import random
import sys
from collections.abc import Callable, Mapping

VALUES = (2, 3, 4, 6, 7, 8, 9, 10, 11)
P = 1.0 / len(VALUES)
MAX_CARDS = 8
"""No hand of this pack holds nine cards under 22 (4 jacks, 4 queens and a king make 21)."""
MAX_BANKER = 12
TOTALS = range(2, 22)

Strategy = dict[tuple[int, ...], float]
"""Hit probability by information set: (total, cards) for the player, (total, cards,
player's cards) for the banker."""


def _next(total: int, cards: int, x: int) -> int:
    return 21 if cards == 1 and total == 11 and x == 11 else total + x


def forward(first: int, hit: Callable[[int, int], float], most: int
            ) -> tuple[dict[tuple[int, int], float], dict[tuple[int, int], float], float]:
    """From a first card, following `hit`: the reach of every (total, cards), where the
    hand stands, and the chance of busting."""
    reach = {(first, 1): 1.0}
    stand: dict[tuple[int, int], float] = {}
    bust = 0.0
    for n in range(1, most + 1):
        for t in TOTALS:
            p = reach.get((t, n), 0.0)
            if not p:
                continue
            h = hit(t, n) if n < most else 0.0
            if h < 1:
                stand[(t, n)] = stand.get((t, n), 0.0) + p * (1 - h)
            if h > 0:
                for x in VALUES:
                    nt = _next(t, n, x)
                    if nt > 21:
                        bust += p * h * P
                    else:
                        reach[(nt, n + 1)] = reach.get((nt, n + 1), 0.0) + p * h * P
    return reach, stand, bust


def banker_finals(banker: Mapping[tuple[int, ...], float], n: int) -> dict[int, dict[int, float]]:
    """For each banker first card: the distribution of his final total (22: bust) against
    a player who stood with n cards."""
    out = {}
    for b in VALUES:
        _, stand, bust = forward(b, lambda t, k: banker.get((t, k, n), 0.0), MAX_BANKER)
        dist = {22: bust}
        for (t, _), p in stand.items():
            dist[t] = dist.get(t, 0.0) + p
        out[b] = dist
    return out


def player_best(banker: Mapping[tuple[int, ...], float]) -> tuple[Strategy, dict]:
    """The player's best reply to a banker strategy, and its win chances."""
    finals = {n: banker_finals(banker, n) for n in range(1, MAX_CARDS + 1)}

    def stand_wins(t: int, n: int) -> float:
        return sum(P * q for b in VALUES for bt, q in finals[n][b].items() if bt == 22 or t > bt)

    win: dict[tuple[int, int], float] = {}
    best: Strategy = {}
    for n in range(MAX_CARDS, 0, -1):
        for t in TOTALS:
            s = stand_wins(t, n)
            h = -1.0
            if n < MAX_CARDS:
                h = sum(P * win[(_next(t, n, x), n + 1)] for x in VALUES if _next(t, n, x) <= 21)
            win[(t, n)] = max(s, h)
            best[(t, n)] = 1.0 if h > s + 1e-12 else 0.0
    return best, win


def player_totals(player: Mapping[tuple[int, ...], float]) -> dict[int, dict[int, float]]:
    """The player's final totals by the number of cards they stood with."""
    out: dict[int, dict[int, float]] = {}
    for v in VALUES:
        _, stand, _ = forward(v, lambda t, n: player.get((t, n), 0.0), MAX_CARDS)
        for (t, n), p in stand.items():
            row = out.setdefault(n, {})
            row[t] = row.get(t, 0.0) + P * p
    return out


def banker_best(player: Mapping[tuple[int, ...], float]) -> tuple[Strategy, float]:
    """The banker's best reply to a player strategy, and its win chance per duel."""
    totals = player_totals(player)
    best: Strategy = {}
    value = 1.0 - sum(sum(row.values()) for row in totals.values())  # the player busts
    for n in range(1, MAX_CARDS + 1):
        dist = totals.get(n, {})
        mass = sum(dist.values())
        below = {t: (sum(p for u, p in dist.items() if u <= t) / mass if mass else 1.0)
                 for t in range(0, 23)}
        win: dict[tuple[int, int], float] = {}
        for k in range(MAX_BANKER, 0, -1):
            for t in TOTALS:
                s = below[t]
                h = -1.0
                if k < MAX_BANKER:
                    h = sum(P * win[(_next(t, k, x), k + 1)] for x in VALUES
                            if _next(t, k, x) <= 21)
                win[(t, k)] = max(s, h)
                best[(t, k, n)] = 1.0 if h > s + 1e-12 else 0.0
        value += mass * sum(P * win[(b, 1)] for b in VALUES)
    return best, value


def _own_reach(strategy: Mapping[tuple[int, ...], float], banker: bool) -> dict:
    reach: dict[tuple[int, ...], float] = {}
    for n in range(1, MAX_CARDS + 1) if banker else (0,):
        for first in VALUES:
            if banker:
                got, _, _ = forward(first, lambda t, k, n=n: strategy.get((t, k, n), 0.0),
                                    MAX_BANKER)
                for (t, k), p in got.items():
                    reach[(t, k, n)] = reach.get((t, k, n), 0.0) + P * p
            else:
                got, _, _ = forward(first, lambda t, k: strategy.get((t, k), 0.0), MAX_CARDS)
                for key, p in got.items():
                    reach[key] = reach.get(key, 0.0) + P * p
    return reach


def _mix(avg: Strategy, best: Strategy, banker: bool, weight: float) -> Strategy:
    ra, rb = _own_reach(avg, banker), _own_reach(best, banker)
    out: Strategy = {}
    for key in set(avg) | set(best):
        a = (1 - weight) * ra.get(key, 0.0)
        b = weight * rb.get(key, 0.0)
        out[key] = ((a * avg.get(key, 0.0) + b * best.get(key, 0.0)) / (a + b) if a + b
                    else best.get(key, 0.0))
    return out


def solve(iterations: int) -> tuple[Strategy, Strategy]:
    player: Strategy = {(t, n): float(t < 15) for t in TOTALS for n in range(1, MAX_CARDS + 1)}
    banker: Strategy = {(t, k, n): float(t < 17) for t in TOTALS
                        for k in range(1, MAX_BANKER + 1) for n in range(1, MAX_CARDS + 1)}
    for i in range(1, iterations + 1):
        bp, _ = player_best(banker)
        bb, _ = banker_best(player)
        player = _mix(player, bp, False, 1.0 / (i + 1))
        banker = _mix(banker, bb, True, 1.0 / (i + 1))
    return player, banker


def player_ev(player: Mapping[tuple[int, ...], float],
              banker: Mapping[tuple[int, ...], float]) -> dict[int, float]:
    """The player's expected result per unit staked, by first card."""
    finals = {n: banker_finals(banker, n) for n in range(1, MAX_CARDS + 1)}
    out = {}
    for v in VALUES:
        _, stand, _ = forward(v, lambda t, n: player.get((t, n), 0.0), MAX_CARDS)
        win = sum(p * P * q for (t, n), p in stand.items() for b in VALUES
                  for bt, q in finals[n][b].items() if bt == 22 or t > bt)
        out[v] = 2 * win - 1
    return out


def banker_ev(player: Mapping[tuple[int, ...], float],
              banker: Mapping[tuple[int, ...], float]) -> dict[int, float]:
    """The banker's expected result per unit staked, by his first card."""
    out = {}
    for b in VALUES:
        total = 0.0
        for v in VALUES:
            _, stand, bust = forward(v, lambda t, n: player.get((t, n), 0.0), MAX_CARDS)
            win = bust
            for (t, n), p in stand.items():
                _, bstand, _ = forward(b, lambda u, k, n=n: banker.get((u, k, n), 0.0),
                                       MAX_BANKER)
                win += sum(p * q for (bt, _), q in bstand.items() if t <= bt)
            total += P * (2 * win - 1)
        out[b] = total
    return out


def exploitability(player: Mapping[tuple[int, ...], float],
                   banker: Mapping[tuple[int, ...], float]) -> tuple[float, float, float]:
    """(the player's expected result with these tables, the most a player could get
    against this banker, the least a banker could hold this player to), per unit staked."""
    value = sum(P * e for e in player_ev(player, banker).values())
    _, win = player_best(banker)
    best_player = 2 * sum(P * win[(v, 1)] for v in VALUES) - 1
    _, banker_win = banker_best(player)
    best_banker = -(2 * banker_win - 1)
    return value, best_player, best_banker


def tables(player: Strategy, banker: Strategy) -> tuple[tuple[tuple[float, ...], ...], ...]:
    """(player hit chances [cards - 1][total - 2], banker hit chances
    [player's cards - 1][total - 2]), rounded to 0.05."""
    def r(x: float) -> float:
        return round(round(x * 20) / 20, 2)

    p = tuple(tuple(r(player.get((t, n), 0.0)) for t in TOTALS)
              for n in range(1, MAX_CARDS + 1))
    b = tuple(tuple(r(banker.get((t, 2, n), 0.0)) for t in TOTALS)
              for n in range(1, MAX_CARDS + 1))
    return p, b


def from_tables(player_rows: tuple[tuple[float, ...], ...],
                banker_rows: tuple[tuple[float, ...], ...]) -> tuple[Strategy, Strategy]:
    """Strategies from committed tables (the banker's rows hold for any card count)."""
    player = {(t, n): player_rows[n - 1][t - 2] for t in TOTALS for n in range(1, MAX_CARDS + 1)}
    banker = {(t, k, n): banker_rows[n - 1][t - 2] for t in TOTALS
              for k in range(1, MAX_BANKER + 1) for n in range(1, MAX_CARDS + 1)}
    return player, banker


def check_on_the_pack(duels: int, seed: int = 1) -> dict[int, tuple[float, int]]:
    """The player's mean result per first card when the knowledge plays both sides of
    real duels on the 36-card pack, through the rules model."""
    from cardtable.ai.knowledge.twenty_one import KNOWLEDGE
    from cardtable.rules.twenty_one import TWENTY_ONE, VALUE, TwentyOneOptions

    rng = random.Random(seed)
    options = TwentyOneOptions(chips=10_000, bank=10_000, min_bet=1, bank_rounds=1000)
    sums: dict[int, list[float]] = {v: [0.0, 0] for v in VALUES}  # type: ignore[misc]
    for _ in range(duels):
        state = TWENTY_ONE.new_state(options, 2, TWENTY_ONE.random_deal(2, {"banker": 0},
                                                                          rng, options))
        first = VALUE[state.hands[1][0]]
        while not state.round_over:
            if state.chance is not None:
                state.apply(state.chance_action(rng))
                continue
            seat = state.to_act
            assert seat is not None
            legal = [a for a in state.legal_actions() if a.seat == seat]
            view = state.view(seat)
            action = KNOWLEDGE.decide(view, legal, rng, "hard") or legal[0]
            if action.type == "bet":
                action = next(a for a in legal if getattr(a, "amount", 0) == 1)
            state.apply(action)
        sums[first][0] += state.results[-1].points[1]
        sums[first][1] += 1
    return {v: (s / n if n else 0.0, int(n)) for v, (s, n) in sums.items()}


def main() -> None:
    iterations = int(sys.argv[1]) if len(sys.argv) > 1 else 1000
    player, banker = solve(iterations)
    p_rows, b_rows = tables(player, banker)
    player, banker = from_tables(p_rows, b_rows)
    print("PLAYER_HIT = (")
    for row in p_rows:
        print(f"    {row},")
    print(")")
    print("BANKER_HIT = (")
    for row in b_rows:
        print(f"    {row},")
    print(")")
    pe = player_ev(player, banker)
    be = banker_ev(player, banker)
    print("PLAYER_EV = {" + ", ".join(f"{v}: {e:.4f}" for v, e in pe.items()) + "}")
    print("BANKER_EV = {" + ", ".join(f"{v}: {e:.4f}" for v, e in be.items()) + "}")
    value, best_player, best_banker = exploitability(player, banker)
    print(f"# player's result {value:.4f}; a best reply gets {best_player:.4f} (player), "
          f"{best_banker:.4f} (banker)")
    for v, (mean, n) in check_on_the_pack(5_000).items():
        print(f"# on the real pack, first card worth {v}: {mean:+.3f} over {n} duels "
              f"(table {pe[v]:+.3f})")


if __name__ == "__main__":
    main()
