"""Regenerate docs/ai-strength.md: how strong and how quick each AI level is, per game.

    python3 tests/bench/ai_strength.py                 # the full run (400 duplicate deals)
    python3 tests/bench/ai_strength.py --deals 8 --provisional   # a small proof run

Two kinds of figures, measured apart so that neither spoils the other:

- Strength: level against level on duplicate deals (every deal played once per rotation
  of the seats, one round per match), the levels as the player gets them (with their time
  caps: run it on a quiet machine, one job per core at most). `--no-time-cap` holds the
  search levels to their iteration budgets alone, so the result does not depend on the
  machine's load; the slow games (Golf, Cheat) then take far longer.
- Speed: every level at one table, with its time cap, one game at a time: the time per
  decision (two or more choices) the player would see.
- Blunders: every match the strength runs play is replayed by the blunder audit
  (cardtable/ai/audit.py) in the games it judges (Hokm, Shelem, Spades with Jokers); its
  counts are kept in the cache with the deal.

A match still going after `--max-actions` decisions is abandoned (a Pan round between
players who keep taking may never end) and left out of the win rates; the tables count
them. A match whose outcome for the levels is settled before its end stops there
(`Arena._settled`: Cheat's winner is out; in Pan or Old Maid only one level still holds
cards). Each strength row is what `cardtable-cli play --game G --players N --ai A,B --games K
--rounds 1 --seed S --max-actions M` prints; the document lists those commands.

A long run can be resumed: with `--cache FILE` every finished matchup is kept there and
not played again.
"""

from __future__ import annotations

import argparse
import datetime
import gzip
import json
import math
import os
import platform
import statistics
import subprocess
import sys
import time
import zlib
from collections.abc import Sequence
from concurrent.futures import ProcessPoolExecutor
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import attrs

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT))

from cardtable.ai import audit  # noqa: E402
from cardtable.ai.knowledge import knowledge_for  # noqa: E402
from cardtable.ai.search import BUDGETS  # noqa: E402
from cardtable.arena import CONTRACTS, Arena, Tally, percentile, wilson  # noqa: E402
from cardtable.rules.registry import GAMES  # noqa: E402

PLAYERS = {"hokm": 4, "shelem": 4, "joker-spades": 4, "ninety-nine": 3, "pan": 4,
           "mau-mau": 4, "twenty-one": 4, "cheat": 4, "old-maid": 4, "golf": 4}
"""The table size each game is measured at (the fortunes have no opponents)."""

MATCHUPS: list[tuple[str, str]] = [("hard", "normal"), ("normal", "random"),
                                   ("easy", "random")]
EXTRA: dict[str, list[tuple[str, str]]] = {"hokm": [("hard", "greedy")]}
WHOLE: dict[str, list[tuple[str, str]]] = {"hokm": [("hard", "greedy")]}
"""Matchups also measured over whole matches (Hokm's first to seven hands), where the
issue's figure is of matches."""
WHOLE_MATCH_ACTIONS = 2000
"""A whole match is abandoned after this many decisions (a Hokm match takes about 400)."""


def seating(a: str, b: str, players: int) -> list[str]:
    """A against b round the table: alternate seats (partners in the team games), or with
    an odd count one `a` against the rest."""
    if players % 2 == 0:
        return [a, b]
    return [a] + [b] * (players - 1)


Job = tuple[str, int, list[str], int, int, bool, int, int | None]
"""(game, players, levels, seed, deal, time cap, max actions, rounds: None plays the
match out)."""


Blunders = dict[str, audit.Tally]
"""A deal's blunder audit (cardtable/ai/audit.py) per level."""


def _deal(job: Job) -> tuple[dict[str, Tally], float, Blunders]:
    """One duplicate deal in a worker process: the levels' tallies, the seconds, and the
    blunder audit of its matches (empty for a game the audit does not judge)."""
    game_id, players, levels, seed, deal, time_cap, max_actions, rounds = job
    game = GAMES[game_id]
    arena = Arena(game, players, game.options_class(), levels, seed=seed, max_rounds=rounds,
                  time_cap=time_cap, max_actions=max_actions)
    t = time.perf_counter()
    records = arena.play_deal(deal)
    seconds = time.perf_counter() - t
    blunders: Blunders = {}
    if game_id in audit.SPOTS:
        for seating, record in zip(arena.seatings, records, strict=True):
            audit.audit_record(record.to_json(), seating, blunders)
    return arena.tallies, seconds, blunders


def merge(into: dict[str, Tally], part: dict[str, Tally]) -> None:
    for level, t in part.items():
        m = into.setdefault(level, Tally())
        m.wins += t.wins
        m.matches += t.matches
        m.points += t.points
        m.seat_rounds += t.seat_rounds
        m.contracts += t.contracts
        m.made += t.made
        m.unfinished += t.unfinished
        m.times.extend(t.times)


@dataclass
class Settings:
    deals: int
    seed: int
    jobs: int
    time_cap: bool
    max_actions: int
    cache: Path | None
    deals_for: dict[str, int] = field(default_factory=dict)
    cached_only: bool = False
    matchups: set[str] = field(default_factory=set)

    def deals_of(self, game_id: str) -> int:
        return self.deals_for.get(game_id, self.deals)


def deal_key(job: Job) -> str:
    """A deal's place in the cache, with the budgets of the levels it seats: a deal played
    by other budgets is not reused."""
    game_id, players, levels, seed, deal, time_cap, max_actions, rounds = job
    budgets = {lv: attrs.astuple(BUDGETS[lv]) for lv in sorted(set(levels)) if lv in BUDGETS}
    key: list[Any] = [game_id, players, levels, seed, deal, time_cap, max_actions, budgets]
    knowledge = knowledge_for(game_id)
    revision = max(knowledge.revision_of(lv) for lv in levels)
    if revision > 1:  # the first revision's keys were written without it
        key.append({"knowledge": revision})
    if knowledge.outcome_revision > 1:
        key.append({"outcome": knowledge.outcome_revision})
    # One level's own change (the max above can hide it behind another level's number).
    own = {lv: knowledge.level_revision(lv) for lv in sorted(set(levels))}
    if any(own.values()):
        key.append({"levels": {lv: r for lv, r in own.items() if r}})
    if rounds is None:
        key.append({"rounds": "match"})
    return json.dumps(key)


@dataclass
class Cached:
    """A deal read from the cache: its tallies, and its blunder audit (None for a deal
    cached before the runs audited their matches)."""

    tallies: dict[str, Tally]
    blunders: Blunders | None


def read_cache(path: Path | None, repair: bool = False) -> dict[str, Cached]:
    """The deals already played: one JSON line per deal, so an interrupted run (or a later
    session asking for more deals) plays only the deals it lacks. `repair`: this run will
    append to the cache (no other may be writing it): one cut short is written afresh."""
    found: dict[str, Cached] = {}
    if path is None or not path.exists():
        return found
    for line in _cache_lines(path, repair):
        try:
            entry = json.loads(line)
            tallies = {k: Tally(**expand_times(v)) for k, v in entry["tallies"].items()}
            raw = entry.get("audit")
            blunders = None if raw is None else {k: audit.Tally(**v) for k, v in raw.items()}
            found[entry["key"]] = Cached(tallies, blunders)
        except (ValueError, KeyError, TypeError, AttributeError):
            continue  # a line cut short by an interrupted run
    return found


def _cache_lines(path: Path, repair: bool) -> list[str]:
    """The cache's lines. A run stopped while it appended leaves a gzip stream cut short,
    and what is appended after it could not be read: with `repair`, the lines before the
    cut are written to a fresh cache, the cut one kept beside it (`.cut-short`)."""
    lines: list[str] = []
    try:
        with _open(path, "rt") as f:
            lines.extend(f)
    except (EOFError, OSError, zlib.error, UnicodeDecodeError):
        if not repair:
            return [line for line in lines if line.endswith("\n")]
        kept = path.with_name(path.name + ".cut-short")
        n = 1
        while kept.exists():  # an earlier cut file is kept too
            n += 1
            kept = path.with_name(f"{path.name}.cut-short-{n}")
        os.replace(path, kept)
        fresh = path.with_name("new-" + path.name)  # the same suffix: gzipped alike
        with _open(fresh, "wt") as f:
            f.writelines(line for line in lines if line.endswith("\n"))
        os.replace(fresh, path)
        print(f"{path}: cut short; its {len(lines)} whole lines kept (the cut file: "
              f"{kept.name})", file=sys.stderr)
    return [line for line in lines if line.endswith("\n")]


def _open(path: Path, mode: str) -> Any:
    """The cache, gzipped when its name ends in .gz (appends add gzip members)."""
    if path.suffix == ".gz":
        return gzip.open(path, mode, encoding="utf-8")
    return path.open(mode, encoding="utf-8")


def compact_tally(t: Tally) -> dict[str, Any]:
    """A tally for the cache: the decision times as counts per millisecond."""
    out = attrs.asdict(t)
    ms: dict[str, int] = {}
    for x in t.times:
        key = str(round(x * 1000))
        ms[key] = ms.get(key, 0) + 1
    out["times"] = {"ms": ms}
    return out


def expand_times(raw: dict[str, Any]) -> dict[str, Any]:
    times = raw.get("times")
    if isinstance(times, dict):
        raw = dict(raw, times=[int(k) / 1000 for k, n in times["ms"].items()
                               for _ in range(n)])
    return raw


def run(game_id: str, players: int, levels: list[str], deals: int, cfg: Settings,
        time_cap: bool, whole: bool = False) -> dict[str, Tally]:
    """The levels' tallies over deals 0..deals-1 (one round each, or `whole` matches),
    playing only those not in the cache."""
    actions, rounds = (WHOLE_MATCH_ACTIONS, None) if whole else (cfg.max_actions, 1)
    work: list[Job] = [(game_id, players, levels, cfg.seed, d, time_cap, actions, rounds)
                       for d in range(deals)]
    cached = read_cache(cfg.cache, repair=not cfg.cached_only)
    tallies: dict[str, Tally] = {}
    todo = []
    parts: list[dict[str, Tally]] = []
    audited = AUDITED.setdefault((game_id, tuple(levels), whole), AuditRun())
    for w in work:
        if deal_key(w) in cached:
            parts.append(cached[deal_key(w)].tallies)
            merge(tallies, parts[-1])
            audited.add(cached[deal_key(w)].blunders)
        else:
            todo.append(w)

    def keep(w: Job, part: dict[str, Tally], blunders: Blunders) -> None:
        parts.append(part)
        merge(tallies, part)
        audited.add(blunders)
        if cfg.cache is not None:
            entry: dict[str, Any] = {"key": deal_key(w),
                                     "tallies": {k: compact_tally(v) for k, v in part.items()}}
            if game_id in audit.SPOTS:
                entry["audit"] = {k: attrs.asdict(v) for k, v in blunders.items()}
            with _open(cfg.cache, "at") as f:
                f.write(json.dumps(entry) + "\n")

    if cfg.cached_only:
        todo = []
    if cfg.jobs > 1 and len(todo) > 1:
        with ProcessPoolExecutor(max_workers=cfg.jobs) as pool:
            for w, (part, _, blunders) in zip(todo, pool.map(_deal, todo), strict=True):
                keep(w, part, blunders)
    else:
        for w in todo:
            part, _, blunders = _deal(w)
            keep(w, part, blunders)
    PER_DEAL[(game_id, tuple(levels), whole)] = parts
    return tallies


PER_DEAL: dict[tuple[str, tuple[str, ...], bool], list[dict[str, Tally]]] = {}
"""Each deal's tallies per (game, seating, whole matches), for the points games'
intervals."""


@dataclass
class AuditRun:
    """One matchup's blunder audit: per level, over the deals that carry one."""

    levels: Blunders = field(default_factory=dict)
    deals: int = 0
    unaudited: int = 0

    def add(self, blunders: Blunders | None) -> None:
        if blunders is None:
            self.unaudited += 1
            return
        self.deals += 1
        for level, t in blunders.items():
            into = self.levels.setdefault(level, audit.Tally())
            for kind in audit.KINDS:
                into.decisions[kind] += t.decisions.get(kind, 0)
                into.blunders[kind] += t.blunders.get(kind, 0)


AUDITED: dict[tuple[str, tuple[str, ...], bool], AuditRun] = {}
"""The blunder audit of each matchup run, keyed as PER_DEAL."""


def audit_section() -> list[str]:
    """The blunders the audit counted in the strength runs' own matches: per game, level
    and opponent, per 100 decisions of each kind."""
    results: dict[str, Blunders] = {}
    notes = []
    for (game_id, levels, whole), run_ in AUDITED.items():
        if game_id not in audit.SPOTS or not run_.deals or len(set(levels)) != 2:
            continue  # the speed run seats every level at one table: no matchup
        a, b = levels[0], levels[1]
        kind = ", whole matches" if whole else ""
        for level, other in ((a, b), (b, a)):
            if level in run_.levels:
                results.setdefault(game_id, {})[f"{level} (against {other}{kind})"] = (
                    run_.levels[level])
        deals = f"{run_.deals} deal" + ("s" if run_.deals != 1 else "")
        notes.append(f"- {game_id}, {a} against {b}{kind}: {deals} audited"
                     + (f" ({run_.unaudited} cached before the runs audited)"
                        if run_.unaudited else ""))
    if not results:
        return []
    return ["## Blunders in the strength runs", "",
            "Every match of the strength runs above, replayed by the blunder audit "
            "(`cardtable/ai/audit.py`, the kinds are described under *Blunders* below): per "
            "level and opponent, blunders per 100 decisions of the kind (blunders of "
            "decisions). `random` is unfiltered: it shows what the audit catches.", "",
            audit.table(results), "", *notes, ""]


def points_edge(parts: list[dict[str, Tally]], a: str, b: str) -> tuple[float, float]:
    """The mean per deal of a's points minus b's (per seat-round), and its 95% half-width,
    over the deals with rounds scored (a match settled early scores none)."""
    diffs = [p[a].points / p[a].seat_rounds - p[b].points / p[b].seat_rounds
             for p in parts if a in p and b in p and p[a].seat_rounds and p[b].seat_rounds]
    if len(diffs) < 2:
        return (diffs[0] if diffs else 0.0), float("inf")
    return statistics.mean(diffs), 1.96 * statistics.stdev(diffs) / math.sqrt(len(diffs))


PENALTY_GAMES = {"golf", "pan", "mau-mau"}
"""Games whose round points are penalties: fewer is better."""


def deals_won(parts: list[dict[str, Tally]], a: str, b: str,
              fewer_better: bool = False) -> tuple[float, int]:
    """Duplicate deals won on points, as a board-a-match is scored: a deal is a's when its
    seats scored more per seat-round than b's on the same cards over both seatings (fewer,
    for penalties), half a deal on a tie. (a's share, deals with rounds scored)."""
    diffs = [p[a].points / p[a].seat_rounds - p[b].points / p[b].seat_rounds
             for p in parts if a in p and b in p and p[a].seat_rounds and p[b].seat_rounds]
    if fewer_better:
        diffs = [-d for d in diffs]
    won = sum(1.0 if d > 0 else 0.5 if d == 0 else 0.0 for d in diffs)
    return won, len(diffs)


def depth_notes() -> list[str]:
    """The games whose knowledge cuts a level's playouts shorter than the table above."""
    out = []
    for game_id in sorted(PLAYERS):
        knowledge = knowledge_for(game_id)
        cut = [f"{level} {knowledge.playout_depth(level, b.max_depth)}"
               for level, b in BUDGETS.items()
               if knowledge.playout_depth(level, b.max_depth) != b.max_depth]
        if cut:
            out.append(f"Playout depth in {game_id}: {', '.join(cut)} moves (its knowledge's "
                       "`playout_depth`: the weaker levels look less far ahead).")
    return out


def machine() -> str:
    cpu = platform.processor() or platform.machine()
    try:
        for line in Path("/proc/cpuinfo").read_text().splitlines():
            if line.startswith("model name"):
                cpu = line.split(":", 1)[1].strip()
                break
    except OSError:
        pass
    load = ", ".join(f"{x:.1f}" for x in os.getloadavg()) if hasattr(os, "getloadavg") else "?"
    return (f"{cpu}, {os.cpu_count()} logical cores, {platform.system()} "
            f"{platform.release()}, Python {platform.python_version()}; load average "
            f"{load}")


def fmt_rate(t: Tally) -> tuple[str, str]:
    lo, hi = wilson(t.wins, t.matches)
    return f"{t.wins / t.matches:.3f}" if t.matches else "-", f"[{lo:.3f}, {hi:.3f}]"


FINDINGS: list[tuple[str, str, str, str]] = []
"""(game, the issue's figure, what was measured, verdict) for the summary table."""
TIMES: dict[tuple[str, str], list[float]] = {}
"""Every timed decision per (game, level), from the strength and the speed runs."""
ENOUGH_DEALS = 400


def race(p: float, to: int = 7, kots: tuple[float, float] = (0.0, 0.0)) -> float:
    """The chance of reaching `to` first when each hand is won with chance p and a won hand
    counts two (a kot) with chance kots[0] for this side, kots[1] for the other."""
    memo: dict[tuple[int, int], float] = {}

    def win(a: int, b: int) -> float:
        if a >= to:
            return 1.0
        if b >= to:
            return 0.0
        if (a, b) not in memo:
            ka, kb = kots
            memo[a, b] = (p * ((1 - ka) * win(a + 1, b) + ka * win(a + 2, b))
                          + (1 - p) * ((1 - kb) * win(a, b + 1) + kb * win(a, b + 2)))
        return memo[a, b]

    return win(0, 0)


def kot_share(points: float, won: float) -> float:
    """The share of a side's won hands that were kots, from its points: a won hand counts
    one, each point above that is read as a two-hand kot (a three-hand kot counts as two of
    them, so the points are kept)."""
    if won <= 0:
        return 0.0
    return min(1.0, max(0.0, points / won - 1.0))


def verdict(ok: bool, deals: int) -> str:
    if deals < ENOUGH_DEALS:
        return f"too few deals ({deals} of {ENOUGH_DEALS}); {'so far met' if ok else 'not met'}"
    return "met" if ok else "NOT met"


POINTS_GAMES = {"twenty-one"}
"""Games judged by points (chips) rather than by rounds won: a round's "win" says little
where the stakes differ."""
NO_DECISIONS = {"old-maid"}
"""Games where no choice changes the outcome (Old Maid's draw is from a reshuffled hand):
every level is the same player, so the levels cannot differ."""


MAX_SHOWN = "--max-actions"


def judge_strength(game_id: str, a: str, b: str, ta: Tally, tb: Tally, par: float,
                   deals: int, parts: list[dict[str, Tally]]) -> None:
    lo, _ = wilson(ta.wins, ta.matches)
    rate = ta.wins / ta.matches if ta.matches else 0.0
    if not ta.matches:
        FINDINGS.append((game_id, f"{a} against {b}", f"{ta.unfinished} unfinished",
                         f"no finished match: all went past {MAX_SHOWN} decisions"))
        return
    if game_id in NO_DECISIONS and (a, b) in (("hard", "normal"), ("normal", "random")):
        FINDINGS.append((game_id, f"{a} beats {b}", f"{rate:.3f}",
                         "cannot differ: no choice in this game changes the outcome"))
        return
    if game_id in POINTS_GAMES and (a, b) in (("hard", "normal"), ("normal", "random")):
        mean, half = points_edge(parts, a, b)
        FINDINGS.append((game_id, f"{a} scores more points per round than {b} (95% "
                         "interval of the difference above 0)",
                         f"{mean:+.2f} ± {half:.2f}", verdict(mean - half > 0, deals)))
        return
    if (a, b) in (("hard", "normal"), ("normal", "random")):
        FINDINGS.append((game_id, f"{a} beats {b}: 95% lower bound above par {par:.2f}",
                         f"{rate:.3f}, lower bound {lo:.3f}", verdict(lo > par, deals)))
    if (a, b) == ("hard", "greedy"):
        FINDINGS.append((game_id, "hard wins at least 85% against greedy (of single hands)",
                         f"{rate:.3f}", verdict(rate >= 0.85, deals)))
        _, hi = wilson(ta.wins, ta.matches)
        FINDINGS.append((game_id, "hard wins at least 85% of *matches* against greedy: "
                         "derived, a race to 7 hands each won at the rate above (kots "
                         "left out)",
                         f"{race(rate):.3f} [{race(lo):.3f}, {race(hi):.3f}]",
                         verdict(race(lo) >= 0.85, deals) + " (derived, not measured)"))
        # A side's points over its seat-rounds, against the seat-rounds it won.
        kots = (kot_share(ta.points, ta.wins / ta.matches * ta.seat_rounds),
                kot_share(tb.points, tb.wins / tb.matches * tb.seat_rounds))
        FINDINGS.append((game_id, "the same race with each side's kots as often as it "
                         f"scored them (hard {kots[0]:.0%}, greedy {kots[1]:.0%} of hands "
                         "won)",
                         f"{race(rate, kots=kots):.3f} [{race(lo, kots=kots):.3f}, "
                         f"{race(hi, kots=kots):.3f}]",
                         verdict(race(lo, kots=kots) >= 0.85, deals)
                         + " (derived, not measured)"))
    if game_id == "ninety-nine" and (a, b) == ("hard", "normal") and ta.contracts:
        made = ta.made / ta.contracts
        FINDINGS.append((game_id, "hard makes its contract in at least 45% of rounds",
                         f"{made:.3f} of {ta.contracts}", verdict(made >= 0.45, deals)))


def judge_whole_matches(game_id: str, a: str, b: str, ta: Tally, deals: int) -> None:
    """The issue's figure of matches, measured over whole matches (not derived)."""
    if not ta.matches:
        FINDINGS.append((game_id, f"{a} against {b}, whole matches",
                         f"{ta.unfinished} unfinished", "no finished match"))
        return
    rate = ta.wins / ta.matches
    lo, hi = wilson(ta.wins, ta.matches)
    FINDINGS.append((game_id, f"{a} wins at least 85% of *matches* against {b}: measured "
                     "over whole matches (first to 7 hands)",
                     f"{rate:.3f} of {ta.matches} [{lo:.3f}, {hi:.3f}]",
                     verdict(rate >= 0.85, deals)))


SPEED_LIMITS = {"easy": (None, 0.2), "normal": (0.5, 1.5), "hard": (None, 3.0)}
"""The issue's limits per level: (median, 95th percentile) in seconds."""


def speed_findings(games: Sequence[str]) -> list[str]:
    """The issue's time limits judged for every level of every game reported: a level no
    run timed is listed as not measured, not left out."""
    lines = ["| game | level | decisions | median s | p95 s | issue's limit | verdict |",
             "|---|---|---|---|---|---|---|"]
    for game_id in sorted(games):
        for level in sorted(SPEED_LIMITS):
            med_limit, p95_limit = SPEED_LIMITS[level]
            limit = (f"median {med_limit} s, " if med_limit else "") + f"p95 {p95_limit} s"
            times = TIMES.get((game_id, level))
            if not times:
                lines.append(f"| {game_id} | {level} | 0 | - | - | {limit} | "
                             "not measured yet |")
                continue
            med, p95 = percentile(times, 50), percentile(times, 95)
            ok = p95 <= p95_limit and (med_limit is None or med <= med_limit)
            lines.append(f"| {game_id} | {level} | {len(times)} | {med:.3f} | {p95:.3f} | "
                         f"{limit} | {'met' if ok else 'NOT met'} |")
    return lines


def strength_section(game_id: str, players: int, cfg: Settings, log: Any) -> list[str]:
    lines = [f"### {game_id} ({players} players)", ""]
    contracts = game_id in CONTRACTS
    head = ("| level | against | matches | win rate | 95% CI | par | points/round "
            "(level / opponent) | points edge per deal, 95% | deals won on points, 95% CI |")
    rule = "|---|---|---|---|---|---|---|---|---|"
    if contracts:
        head += " contracts made (level / opponent) |"
        rule += "---|"
    lines += [head, rule]
    commands = []
    matchups = [(a, b, False) for a, b in MATCHUPS + EXTRA.get(game_id, [])]
    matchups += [(a, b, True) for a, b in WHOLE.get(game_id, [])]
    for a, b, whole in matchups:
        name = f"{a}-{b}" + ("-matches" if whole else "")
        if cfg.matchups and name not in cfg.matchups:
            continue
        levels = seating(a, b, players)
        against = f"{b}, whole matches" if whole else b
        t0 = time.perf_counter()
        tallies = run(game_id, players, levels, cfg.deals_of(game_id), cfg, cfg.time_cap,
                      whole)
        log(f"{game_id} {a} v {against}: {time.perf_counter() - t0:.0f} s")
        if a not in tallies or b not in tallies:
            lines.append(f"| {a} | {against} | 0 | not measured yet | | | | | |"
                         + (" |" if contracts else ""))
            FINDINGS.append((game_id, f"{a} against {against}", "-", "not measured yet"))
            continue
        ta, tb = tallies[a], tallies[b]
        for level, t in tallies.items():
            TIMES.setdefault((game_id, level), []).extend(t.times)
        rate, ci = fmt_rate(ta)
        par = 1 / 2 if players % 2 == 0 else 1 / players
        parts = PER_DEAL[(game_id, tuple(levels), whole)]
        if whole:
            judge_whole_matches(game_id, a, b, ta, len(parts))
        else:
            judge_strength(game_id, a, b, ta, tb, par, len(parts), parts)
        pa = f"{ta.points / ta.seat_rounds:.2f}" if ta.seat_rounds else "-"
        pb = f"{tb.points / tb.seat_rounds:.2f}" if tb.seat_rounds else "-"
        played = f"{ta.matches}" + (f" (+{ta.unfinished} unfinished)" if ta.unfinished else "")
        mean, half = points_edge(parts, a, b)
        edge = f"{mean:+.2f} ± {half:.2f}" if math.isfinite(half) else "-"
        won, scored = deals_won(parts, a, b, game_id in PENALTY_GAMES)
        lo, hi = wilson(won, scored)
        board = f"{won / scored:.3f} of {scored} [{lo:.3f}, {hi:.3f}]" if scored else "-"
        row = (f"| {a} | {against} | {played} | {rate} | {ci} | {par:.2f} | {pa} / {pb} | {edge} "
               f"| {board} |")
        if contracts:
            ca = f"{ta.made / ta.contracts:.3f}" if ta.contracts else "-"
            cb = f"{tb.made / tb.contracts:.3f}" if tb.contracts else "-"
            row += f" {ca} / {cb} |"
        lines.append(row)
        commands.append(f"cardtable-cli play --game {game_id} --players {players} --ai "
                        f"{','.join(levels)} --games {len(parts)} "
                        + ("" if whole else "--rounds 1 ") + f"--seed {cfg.seed} "
                        f"--max-actions {WHOLE_MATCH_ACTIONS if whole else cfg.max_actions}"
                        + ("" if cfg.time_cap else " --no-time-cap"))
    lines += ["", "Commands:", "", "```", *commands, "```", ""]
    return lines


def speed_section(games: list[str], deals: int, cfg: Settings, log: Any) -> list[str]:
    lines = ["| game | players | level | decisions | median s | p95 s | max s |",
             "|---|---|---|---|---|---|---|"]
    for game_id in games:
        players = PLAYERS[game_id]
        levels = ["hard", "normal", "easy", "random"][:players] if players >= 3 else [
            "hard", "normal"]
        t0 = time.perf_counter()
        one_at_a_time = Settings(deals, cfg.seed, 1, True, cfg.max_actions, cfg.cache)
        tallies = run(game_id, players, levels, deals, one_at_a_time, time_cap=True)
        log(f"{game_id} speed: {time.perf_counter() - t0:.0f} s")
        for level, t in tallies.items():
            TIMES.setdefault((game_id, level), []).extend(t.times)
        for level in ("easy", "normal", "hard"):
            got = tallies.get(level)
            if got is None or not got.times:
                continue
            lines.append(f"| {game_id} | {players} | {level} | {len(got.times)} | "
                         f"{percentile(got.times, 50):.3f} | {percentile(got.times, 95):.3f} | "
                         f"{max(got.times):.3f} |")
    return lines


BLUNDERS = "## Blunders"


def blunder_section(path: Path) -> str:
    """The report's blunder section (written from `python3 -m cardtable.ai.audit`, not by
    this script), kept as it is when the report is regenerated."""
    if not path.exists():
        return ""
    text = path.read_text(encoding="utf-8")
    start = text.find("\n" + BLUNDERS + "\n")
    if start < 0:
        return ""
    rest = text[start + 1:]
    end = rest.find("\n## ", len(BLUNDERS))
    return "\n" + (rest if end < 0 else rest[:end + 1])


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--deals", type=int, default=400, help="duplicate deals per matchup")
    parser.add_argument("--deals-for", default="", metavar="G=N,...",
                        help="a different number of deals for some games (hokm=100,...)")
    parser.add_argument("--speed-deals", type=int, default=3,
                        help="deals per game for the decision times")
    parser.add_argument("--games", default=",".join(PLAYERS), help="comma list of game ids")
    parser.add_argument("--seed", type=int, default=2024)
    parser.add_argument("--jobs", type=int, default=1,
                        help="processes for the strength runs (the speed run uses one)")
    parser.add_argument("--no-time-cap", action="store_true",
                        help="strength at the iteration budgets alone (load-independent)")
    parser.add_argument("--max-actions", type=int, default=600,
                        help="decisions after which a match is abandoned")
    parser.add_argument("--cache", type=Path, help="keep finished matchups here (resume)")
    parser.add_argument("--cached-only", action="store_true",
                        help="play nothing: report the deals the cache holds (up to --deals)")
    parser.add_argument("--matchups", default="", metavar="A-B,...",
                        help="only these matchups (hard-normal,normal-random,...,"
                             "hard-greedy-matches for whole Hokm matches); all by "
                             "default. For filling the cache: the report lists only these")
    parser.add_argument("--provisional", action="store_true",
                        help="mark the document as a small proof run")
    parser.add_argument("--out", default=str(ROOT / "docs" / "ai-strength.md"))
    args = parser.parse_args()
    games = [g.strip() for g in args.games.split(",") if g.strip()]
    deals_for = {g: int(n) for g, n in (item.split("=") for item in args.deals_for.split(",")
                                        if item.strip())}
    cfg = Settings(args.deals, args.seed, args.jobs, not args.no_time_cap, args.max_actions,
                   args.cache, deals_for, args.cached_only,
                   {m.strip() for m in args.matchups.split(",") if m.strip()})
    started = datetime.datetime.now().astimezone()
    at_start = machine()

    def log(text: str) -> None:
        print(text, file=sys.stderr, flush=True)

    body: list[str] = ["## Strength", ""]
    for game_id in games:
        body += strength_section(game_id, PLAYERS[game_id], cfg, log)
    body += audit_section()
    if args.speed_deals > 0:
        body += ["## Time per decision", "",
                 "Every level at one table with its time cap, "
                 f"{args.speed_deals} deal(s) per game, one game at a time. "
                 "A decision is a choice between two or more actions; forced moves take no "
                 "time.", ""]
        body += speed_section(games, args.speed_deals, cfg, log)
    summary = ["## Against the issue's figures", "",
               "Strength (a verdict needs at least 400 duplicate deals; with fewer, the "
               "direction so far):", "",
               "| game | figure | measured | verdict |", "|---|---|---|---|"]
    summary += [f"| {g} | {f} | {m} | {v} |" for g, f, m, v in FINDINGS]
    summary += ["", "Time per decision, every timed decision of the strength and speed "
                "runs together (time caps on):", "", *speed_findings(games), ""]
    body = summary + body
    command = "python3 tests/bench/ai_strength.py " + " ".join(sys.argv[1:])
    try:
        commit = subprocess.run(["git", "rev-parse", "--short", "HEAD"], cwd=ROOT,
                                capture_output=True, text=True).stdout.strip()
        if subprocess.run(["git", "status", "--porcelain", "--untracked-files=no"], cwd=ROOT,
                          capture_output=True, text=True).stdout.strip():
            commit += " (with uncommitted changes)"
    except OSError:
        commit = "?"
    head = ["# AI strength and speed", ""]
    if args.provisional:
        head += ["> **Partial**: the issue asks for at least 400 duplicate deals per matchup. "
                 "A deal of the trick-taking games costs about a minute of one core at the "
                 "hard level (Cheat several), so on this shared 2-core machine the "
                 "slow games have only the deals the tables show, played beside other "
                 "work: their intervals are wide and a verdict says *too few deals*. Every "
                 "deal played is kept in the cache (`--cache`, committed as "
                 "`docs/ai-strength-deals.jsonl.gz`); a later run with the same cache and "
                 "more deals plays only the deals it lacks.", ""]
    head += [
        f"Generated {started:%Y-%m-%d %H:%M %Z} by `{command}` at commit {commit}.", "",
        f"Machine at the start: {at_start}.", "",
        f"Machine at the end: {machine()}.", "",
        "How to read it: *win rate* is the share of matches (here one round each, but for "
        "the row of whole Hokm matches, first to seven hands) the "
        "level won, ties shared; *par* is what an equal player would get (one half "
        "against alternate seats, one in N against N-1 opponents); *95% CI* is the "
        "Wilson interval over matches (deals x seatings). Points per round are the round "
        "points of the rules file (penalties where lower is better: Golf, Pan, "
        "Mau-Mau). *Points edge per deal* is, per duplicate deal, the level's points per "
        "seat-round minus its opponent's, averaged over the deals with a 95% normal "
        "interval: the same cards played both ways round, so it shows a difference in "
        "play far sooner than the win rate (negative is better where points are "
        "penalties). *Deals won on points* scores the same deals as a board-a-match is "
        "scored in duplicate bridge: a deal is the level's when its seats scored more "
        "points per seat-round than its opponent's on the same cards over both seatings "
        "(fewer, for penalties), half a deal on a tie, with the Wilson interval over the "
        "deals; where the cards decide most single rounds whoever holds them (Spades "
        "with Jokers: both sides usually make their bids), a round's winner says little "
        "and this says more. It is shown beside the issue's measure, not instead of it: "
        "the verdicts above are on the win rate. The search levels' budgets "
        "(cardtable/ai/search.py `BUDGETS`) are below; "
        + ("their time caps were on, as at the table: a busy machine makes them weaker."
           if cfg.time_cap else
           "the strength runs held them to their iteration budgets alone (no time caps), "
           "so the strength does not depend on the machine's load.")
        + " A level at epsilon 0 (hard) stops once the iterations left could not "
        "change its move (`search.settled`): the same move, sooner; times measured "
        "before that change (deals cached earlier) are a little longer."
        + f" Matches still going after {cfg.max_actions} decisions were abandoned and "
        "are left out (counted as unfinished). Pan and Old Maid are lost by one player: "
        "a level wins when all its seats are out while a seat of the other level still "
        "holds cards, and the match stops there (a round drawn between the two levels is "
        "shared); Cheat's match stops when its winner is out (the places after it decide "
        "nothing). A Pan or Old Maid round stopped so scores no points.", "",
    ]
    head += ["| level | iterations | time cap s | epsilon | playout depth |",
             "|---|---|---|---|---|"]
    for level, b in BUDGETS.items():
        head.append(f"| {level} | {b.iterations} | {b.seconds} | {b.epsilon} | "
                    f"{b.max_depth} |")
    head += ["", *depth_notes()] if depth_notes() else []
    head.append("")
    out = Path(args.out)
    out.parent.mkdir(parents=True, exist_ok=True)
    kept = blunder_section(out)
    out.write_text("\n".join(head + body) + "\n" + kept, encoding="utf-8")
    log(f"wrote {out}")


if __name__ == "__main__":
    main()
