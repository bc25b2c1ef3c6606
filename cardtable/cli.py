"""cardtable-cli: replay, legal, deal and play, as shared/spec/records.md says.

Every failure is a clear message and an exit code, never a traceback.
"""

from __future__ import annotations

import argparse
import json
import math
import random
import sys
import time
from collections.abc import Sequence
from pathlib import Path
from typing import Any, NoReturn

from cardtable.ai.levels import LEVELS, make_player
from cardtable.records import (
    ILLEGAL,
    INVALID,
    Record,
    RecordProblem,
    RoundRecord,
    legal_listing,
    load,
    summary,
)
from cardtable.rules.base import Game, Options, RecordError, State
from cardtable.rules.registry import GAMES, find_game
from cardtable.session import Session


class UsageError(Exception):
    pass


class _Parser(argparse.ArgumentParser):
    def error(self, message: str) -> NoReturn:
        raise UsageError(f"{self.prog}: {message}")


def _print(obj: Any) -> None:
    print(json.dumps(obj, ensure_ascii=False))


def _fail(problem: RecordProblem) -> int:
    _print(problem.to_json())
    print(f"cardtable-cli: {problem}", file=sys.stderr)
    return problem.code


def cmd_replay(args: argparse.Namespace) -> int:
    try:
        _, state = load(args.file)
    except RecordProblem as p:
        return _fail(p)
    _print(summary(state))
    return 0


def cmd_legal(args: argparse.Namespace) -> int:
    try:
        _, state = load(args.file)
    except RecordProblem as p:
        return _fail(p)
    _print(legal_listing(state))
    return 0


def _option_value(text: str) -> Any:
    try:
        return json.loads(text)
    except json.JSONDecodeError:
        return text


def _options(game: Game, pairs: Sequence[str]) -> Options:
    raw: dict[str, Any] = {}
    for pair in pairs:
        key, sep, value = pair.partition("=")
        if not sep or not key:
            raise RecordError(f"--option takes KEY=VALUE, not {pair!r}")
        raw[key] = _option_value(value)
    return game.options_class.from_record(raw)


def cmd_deal(args: argparse.Namespace) -> int:
    rng = random.Random(args.seed)
    if args.continue_file:
        try:
            record, state = load(args.continue_file)
        except RecordProblem as p:
            return _fail(p)
        if state.match_over:
            print("cardtable-cli: the match in this record is over; no further deal",
                  file=sys.stderr)
            return ILLEGAL
        if not state.round_over:
            print("cardtable-cli: the record's last round is not over yet", file=sys.stderr)
            return ILLEGAL
        deal = record.game.random_deal(record.players, state.next_roles(), rng, record.options)
        record.rounds.append(RoundRecord(deal))
        _print(record.to_json())
        return 0
    if not args.game or args.players is None:
        raise UsageError("deal needs --game and --players (or --continue FILE)")
    try:
        game = find_game(args.game)
        players = game.check_players(args.players)
        options = _options(game, args.option)
    except RecordError as exc:
        print(f"cardtable-cli: {exc}", file=sys.stderr)
        return INVALID
    try:
        deal = game.random_deal(players, {}, rng, options)
        game.new_state(options, players, deal)  # the deal must be playable
    except RecordError as exc:  # options that do not go together for this table
        print(f"cardtable-cli: {exc}", file=sys.stderr)
        return INVALID
    _print(Record(game, players, options, [RoundRecord(deal)]).to_json())
    return 0


def _interval(wins: float, n: int) -> tuple[float, float]:
    """95% Wilson interval for a win rate."""
    if n == 0:
        return 0.0, 0.0
    z = 1.96
    p = wins / n
    centre = (p + z * z / (2 * n)) / (1 + z * z / n)
    half = z * math.sqrt(p * (1 - p) / n + z * z / (4 * n * n)) / (1 + z * z / n)
    return max(0.0, centre - half), min(1.0, centre + half)


def play_match(game: Game, players: int, options: Options, levels: Sequence[str],
               rng: random.Random, timings: list[float], max_rounds: int = 1000) -> Record:
    """One AI-only match through the same Session the table uses (the lot, chance draws,
    out-of-turn calls); every decision's time goes into `timings`."""
    session = Session(game, options, players, humans=[], ai_level=levels[0],
                      seed=rng.randrange(2**32))
    session.ai = {s: make_player(game.id, levels[s % len(levels)]) for s in range(players)}
    session.start()
    while not session.state.match_over:
        if session.state.round_over:
            if len(session.record.rounds) >= max_rounds:
                break
            session.next_round()
            continue
        if session.ai_interjections():
            continue
        player, view, legal, choice_rng = session.ai_job()
        t = time.perf_counter()
        action = player.choose(view, legal, choice_rng)  # type: ignore[arg-type]
        timings.append(time.perf_counter() - t)
        session.apply(action)
    return session.record


def cmd_play(args: argparse.Namespace) -> int:
    try:
        game = find_game(args.game)
        players = game.check_players(args.players)
        options = _options(game, args.option)
    except RecordError as exc:
        print(f"cardtable-cli: {exc}", file=sys.stderr)
        return INVALID
    levels = [x.strip() for x in args.ai.split(",") if x.strip()]
    bad = [x for x in levels if x not in LEVELS]
    if not levels or bad:
        print(f"cardtable-cli: unknown AI level(s) {', '.join(bad) or '(none)'}; "
              f"levels: {', '.join(LEVELS)}", file=sys.stderr)
        return INVALID
    if args.games < 1:
        print("cardtable-cli: --games must be at least 1", file=sys.stderr)
        return INVALID
    try:  # options that do not go together for this table are a usage error
        game.new_state(options, players, game.random_deal(players, {}, random.Random(0),
                                                          options))
    except RecordError as exc:
        print(f"cardtable-cli: {exc}", file=sys.stderr)
        return INVALID
    out_dir = Path(args.record) if args.record else None
    if out_dir is not None:
        out_dir.mkdir(parents=True, exist_ok=True)
    rng = random.Random(args.seed)
    wins = [0.0] * players
    timings: list[float] = []
    rounds = 0
    start = time.perf_counter()
    for g in range(args.games):
        record = play_match(game, players, options, levels, rng, timings)
        _, final = _replay_check(record)
        rounds += len(record.rounds)
        winners = final.winners
        for s in winners:
            wins[s] += 1
        if out_dir is not None:
            (out_dir / f"{game.id}-{g:05d}.json").write_text(record.dumps(), encoding="utf-8")
    elapsed = time.perf_counter() - start
    result: dict[str, Any] = {
        "game": game.id,
        "players": players,
        "ai": [levels[s % len(levels)] for s in range(players)],
        "matches": args.games,
        "rounds": rounds,
        "seconds": round(elapsed, 3),
        "matches_per_second": round(args.games / elapsed, 2) if elapsed else None,
        "decision_ms_mean": round(1000 * sum(timings) / len(timings), 4) if timings else None,
        "decision_ms_max": round(1000 * max(timings), 4) if timings else None,
        "win_rate": [],
    }
    n = args.games
    for s in range(players):
        lo, hi = _interval(wins[s], n)
        result["win_rate"].append({"seat": s, "rate": round(wins[s] / n, 4),
                                   "ci95": [round(lo, 4), round(hi, 4)]})
    _print(result)
    return 0


def _replay_check(record: Record) -> tuple[Record, State]:
    """Every played match is replayed from its record: a soak run checks the records too."""
    from cardtable.records import replay

    return replay(json.loads(record.dumps()))


def build_parser() -> argparse.ArgumentParser:
    parser = _Parser(prog="cardtable-cli", description="Card Table game records and AI matches")
    sub = parser.add_subparsers(dest="command", required=True, parser_class=_Parser)
    p = sub.add_parser("replay", help="replay a record and print its scores")
    p.add_argument("file")
    p.set_defaults(func=cmd_replay)
    p = sub.add_parser("legal", help="replay a record and list the legal actions")
    p.add_argument("file")
    p.set_defaults(func=cmd_legal)
    p = sub.add_parser("deal", help="print a record with a fresh random deal")
    p.add_argument("--game")
    p.add_argument("--players", type=int)
    p.add_argument("--seed", type=int)
    p.add_argument("--option", action="append", default=[], metavar="K=V")
    p.add_argument("--continue", dest="continue_file", metavar="FILE")
    p.set_defaults(func=cmd_deal)
    p = sub.add_parser("play", help="AI-only matches: results and timings")
    p.add_argument("--game", required=True, choices=sorted(GAMES))
    p.add_argument("--players", type=int, required=True)
    p.add_argument("--ai", required=True, help=f"level or comma list ({', '.join(LEVELS)})")
    p.add_argument("--games", type=int, required=True)
    p.add_argument("--seed", type=int)
    p.add_argument("--option", action="append", default=[], metavar="K=V")
    p.add_argument("--record", metavar="DIR")
    p.set_defaults(func=cmd_play)
    return parser


def main(argv: Sequence[str] | None = None) -> int:
    try:
        args = build_parser().parse_args(argv)
        return int(args.func(args))
    except UsageError as exc:
        print(exc, file=sys.stderr)
        return INVALID
    except KeyboardInterrupt:
        return 130
    except BrokenPipeError:
        return 0
    except Exception as exc:  # the contract: never a traceback
        print(f"cardtable-cli: internal error: {type(exc).__name__}: {exc}", file=sys.stderr)
        return 3


if __name__ == "__main__":
    sys.exit(main())
