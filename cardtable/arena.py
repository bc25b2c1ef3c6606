"""AI-only matches on duplicate deals, and the strength figures `cardtable-cli play` prints.

Duplicate deals: every deal is played once for each distinct rotation of the levels round
the table, and the cards of round r of deal d come from a generator seeded by (seed, d, r)
alone, so each level holds each seat's cards in turn and luck of the deal cancels out.
Every match runs through the same `Session` the table uses (the lot, chance draws, calls
out of turn), so the records it writes replay like any other.
"""

from __future__ import annotations

import math
import random
import statistics
import time
from collections.abc import Callable, Mapping, Sequence
from typing import Any

import attrs

from cardtable.ai.base import Player, interject
from cardtable.ai.knowledge import knowledge_for
from cardtable.ai.levels import SEARCH_LEVELS, make_player
from cardtable.ai.search import BUDGETS, SearchPlayer
from cardtable.records import Record
from cardtable.rules.base import Action, Game, Options, RoundResult, SeatView
from cardtable.session import Session


def wilson(wins: float, n: int, z: float = 1.96) -> tuple[float, float]:
    """95% Wilson score interval for a rate of `wins` in `n`."""
    if n == 0:
        return 0.0, 0.0
    p = wins / n
    centre = (p + z * z / (2 * n)) / (1 + z * z / n)
    half = z * math.sqrt(p * (1 - p) / n + z * z / (4 * n * n)) / (1 + z * z / n)
    return max(0.0, centre - half), min(1.0, centre + half)


def percentile(values: Sequence[float], q: float) -> float:
    """The q-th percentile (0-100), by linear interpolation."""
    if not values:
        return 0.0
    ordered = sorted(values)
    pos = (len(ordered) - 1) * q / 100
    lo = math.floor(pos)
    hi = min(lo + 1, len(ordered) - 1)
    return ordered[lo] + (ordered[hi] - ordered[lo]) * (pos - lo)


def rotations(levels: Sequence[str], players: int) -> list[tuple[str, ...]]:
    """The distinct seatings of the levels (given round the table, repeated as needed),
    each rotated one seat further."""
    base = [levels[s % len(levels)] for s in range(players)]
    out: list[tuple[str, ...]] = []
    for r in range(players):
        seating = tuple(base[(s - r) % players] for s in range(players))
        if seating not in out:
            out.append(seating)
    return out


def deal_seed(seed: int | None, deal: int, round_index: int) -> str:
    """The seed of one round's cards (and the first lot): the same for every rotation."""
    return f"cardtable-duplicate/{seed}/{deal}/{round_index}"


# ------------------------------------------------------------------ contracts


def _ninety_nine(result: RoundResult, players: int) -> dict[int, bool]:
    made = result.details.get("made") or []
    return {s: bool(made[s]) for s in range(min(players, len(made)))}


def _shelem(result: RoundResult, players: int) -> dict[int, bool]:
    details = result.details
    hakem, contract = details.get("hakem"), details.get("contract")
    if hakem is None or contract is None:  # thrown in: nobody bid
        return {}
    return {hakem: details["captured"][hakem % 2] >= contract}


def _joker_spades(result: RoundResult, players: int) -> dict[int, bool]:
    tricks, contracts = result.details["tricks"], result.details["contracts"]
    return {s: tricks[s % 2] >= contracts[s % 2] for s in range(players)}


CONTRACTS: dict[str, Callable[[RoundResult, int], dict[int, bool]]] = {
    "ninety-nine": _ninety_nine,
    "shelem": _shelem,
    "joker-spades": _joker_spades,
}
"""Games with contracts: each round's outcome per seat that held one (made or not)."""


# -------------------------------------------------------------------- players


class _Timed:
    """A seat's player, timing each real decision (two or more choices) for its level."""

    def __init__(self, inner: Player, times: list[float]) -> None:
        self.inner = inner
        self.name = inner.name
        self.times = times

    def choose(self, view: SeatView, legal: Sequence[Action], rng: random.Random) -> Action:
        t = time.perf_counter()
        action = self.inner.choose(view, legal, rng)
        if len(legal) > 1:
            self.times.append(time.perf_counter() - t)
        return action

    def interject(self, view: SeatView, legal: Sequence[Action],
                  rng: random.Random) -> Action | None:
        t = time.perf_counter()
        action = interject(self.inner, view, legal, rng)
        self.times.append(time.perf_counter() - t)
        return action


def arena_player(game_id: str, level: str, time_cap: bool = True) -> Player:
    """The player for a level; without the time cap a search level stops on its iteration
    budget alone, so a seed replays the same games on any machine."""
    if level in SEARCH_LEVELS and not time_cap:
        return SearchPlayer(game_id, level, budget=attrs.evolve(BUDGETS[level], seconds=None))
    return make_player(game_id, level)


# ---------------------------------------------------------------------- tally


@attrs.define
class Tally:
    """One level's figures over every match."""

    wins: float = 0.0
    matches: int = 0
    points: float = 0.0
    seat_rounds: int = 0
    contracts: int = 0
    made: int = 0
    unfinished: int = 0
    times: list[float] = attrs.Factory(list)

    def to_json(self, has_contracts: bool) -> dict[str, Any]:
        lo, hi = wilson(self.wins, self.matches)
        out: dict[str, Any] = {
            "win_rate": round(self.wins / self.matches, 4) if self.matches else 0.0,
            "ci95": [round(lo, 4), round(hi, 4)],
            "points_per_round": round(self.points / self.seat_rounds, 3)
            if self.seat_rounds else 0.0,
        }
        if has_contracts:
            out["contracts_made"] = round(self.made / self.contracts, 4) if self.contracts else None
        out["decision_seconds"] = {
            "median": round(statistics.median(self.times), 4) if self.times else 0.0,
            "p95": round(percentile(self.times, 95), 4),
        }
        return out


@attrs.define
class Arena:
    """Duplicate matches of `levels` (round the table) at one game."""

    game: Game
    players: int
    options: Options
    levels: Sequence[str]
    seed: int | None = None
    max_rounds: int | None = None
    time_cap: bool = True
    max_actions: int | None = None
    """A match still going after this many decisions is abandoned (a round that never
    ends, as Pan's can between players who keep taking): counted as unfinished, not in
    the win rates."""
    tallies: dict[str, Tally] = attrs.Factory(dict)
    deals: int = 0

    def __attrs_post_init__(self) -> None:
        for level in self.levels:
            self.tallies.setdefault(level, Tally())

    @property
    def seatings(self) -> list[tuple[str, ...]]:
        return rotations(self.levels, self.players)

    def play_deal(self, deal: int) -> list[Record]:
        """Every rotation of one duplicate deal; the records of the matches, in order."""
        records = [self.play_match(deal, seating) for seating in self.seatings]
        self.deals += 1
        return records

    def play_match(self, deal: int, seating: Sequence[str]) -> Record:
        game, players = self.game, self.players
        session = Session(game, self.options, players, humans=[], ai_level="random")
        session.ai = {s: _Timed(arena_player(game.id, seating[s], self.time_cap),
                                self.tallies[seating[s]].times) for s in range(players)}
        session.rng = random.Random(deal_seed(self.seed, deal, 0))
        session.start()
        contracts = CONTRACTS.get(game.id)
        decisions = 0
        while True:
            state = session.state
            if state.round_over:
                self._score_round(state.results[-1], seating, contracts)
                done = len(session.record.rounds)
                if state.match_over or (self.max_rounds is not None
                                        and done >= self.max_rounds):
                    break
                session.rng = random.Random(deal_seed(self.seed, deal, done))
                session.next_round()
                continue
            settled = self._settled(session, seating)
            if settled is not None:
                levels, points = settled
                if points is not None:
                    self._add_points(points, seating)
                self._count_match(levels, seating)
                return session.record
            if self.max_actions is not None and decisions >= self.max_actions:
                for level in set(seating):
                    self.tallies[level].unfinished += 1
                return session.record
            decisions += 1
            if session.ai_interjections():
                continue
            player, view, legal, rng = session.ai_job()
            session.apply(player.choose(view, legal, rng))  # type: ignore[arg-type]
        self._score_match(session, seating)
        return session.record

    def _score_round(self, result: RoundResult, seating: Sequence[str],
                     contracts: Callable[[RoundResult, int], dict[int, bool]] | None) -> None:
        self._add_points(result.points, seating)
        if contracts is not None:
            for s, made in contracts(result, self.players).items():
                tally = self.tallies[seating[s]]
                tally.contracts += 1
                tally.made += made

    def _add_points(self, points: Sequence[float], seating: Sequence[str]) -> None:
        for s, level in enumerate(seating):
            tally = self.tallies[level]
            tally.points += points[s]
            tally.seat_rounds += 1

    def _settled(self, session: Session, seating: Sequence[str]
                 ) -> tuple[set[str], tuple[int, ...] | None] | None:
        """The levels that win the match once the rest of it cannot change that (so the
        rest is not played), with the last round's points where they are known too.
        Cheat's winner is out while the others play on for places (a point to the
        winner). In the last round counted of a game one player loses (Pan, Old Maid), a
        level wins once all its seats are out while the other level still holds cards;
        who of the other level ends with the letter is not known (no points)."""
        knowledge = knowledge_for(self.game.id)
        state = session.state
        winner = knowledge.match_winner(state)
        if winner is not None:
            return {seating[winner]}, tuple(int(s == winner) for s in range(self.players))
        if self.max_rounds is None or len(session.record.rounds) < self.max_rounds:
            return None
        at_risk = knowledge.at_risk(state)
        if at_risk is None:
            return None
        losing = {seating[s] for s in at_risk}
        safe = set(seating) - losing
        return (safe, None) if len(losing) == 1 and safe else None

    def _score_match(self, session: Session, seating: Sequence[str]) -> None:
        state = session.state
        knowledge = knowledge_for(self.game.id)
        if state.match_over:
            winners = set(state.winners)
        else:  # cut short: the best totals so far win
            totals = state.totals
            best = min(totals) if knowledge.lower_is_better else max(totals)
            winners = {s for s, t in enumerate(totals) if t == best}
        levels = {seating[s] for s in winners}
        if knowledge.at_risk(state) is not None:
            # One player loses, the others all win: a level wins when the loser is not
            # one of its seats, whatever its other seats did.
            lost = {seating[s] for s in range(self.players) if s not in winners}
            levels = (levels - lost) or levels
        self._count_match(levels or set(seating), seating)

    def _count_match(self, levels: set[str], seating: Sequence[str]) -> None:
        """One match more for every level seated; a win shared among `levels`."""
        for level in set(seating):
            tally = self.tallies[level]
            tally.matches += 1
            if level in levels:
                tally.wins += 1 / len(levels)

    def to_json(self) -> dict[str, Any]:
        has_contracts = self.game.id in CONTRACTS
        return {"game": self.game.id, "players": self.players, "deals": self.deals,
                "levels": {level: tally.to_json(has_contracts)
                           for level, tally in self.tallies.items()}}


def table_text(result: Mapping[str, Any], seatings: Sequence[Sequence[str]],
               rounds: int | None) -> str:
    """The figures as a plain-text table for people."""
    lines = [f"{result['game']}, {result['players']} players, {result['deals']} duplicate "
             f"deal(s) x {len(seatings)} seating(s)"
             + (f", {rounds} round(s) per match" if rounds is not None else ", whole matches")]
    has_contracts = any("contracts_made" in v for v in result["levels"].values())
    head = f"{'level':<10} {'win rate':>8} {'95% CI':>15} {'pts/round':>10}"
    if has_contracts:
        head += f" {'contracts':>9}"
    head += f" {'median s':>9} {'p95 s':>7}"
    lines.append(head)
    for level, v in result["levels"].items():
        row = (f"{level:<10} {v['win_rate']:>8.3f} "
               f"{'[' + format(v['ci95'][0], '.3f') + ', ' + format(v['ci95'][1], '.3f') + ']':>15}"
               f" {v['points_per_round']:>10.2f}")
        if has_contracts:
            made = v.get("contracts_made")
            row += f" {'-' if made is None else format(made, '.3f'):>9}"
        d = v["decision_seconds"]
        row += f" {d['median']:>9.3f} {d['p95']:>7.3f}"
        lines.append(row)
    return "\n".join(lines)
