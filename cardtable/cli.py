"""cardtable-cli: replay, legal, deal and play, as docs/records.md says.

Every failure is a clear message and an exit code, never a traceback.
"""

from __future__ import annotations

import argparse
import json
import random
import sys
from collections.abc import Sequence
from pathlib import Path
from typing import Any, NoReturn

from cardtable.ai.levels import LEVELS, player_names
from cardtable.arena import Arena, table_text
from cardtable.invariants import Checker
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


class _Usage(Exception):
    """A usage error of `play`: its message goes to stderr and the exit code is INVALID."""


def _play_setup(args: argparse.Namespace) -> tuple[Any, int, Any, list[str]]:
    """The game, player count, options and AI levels `play` was asked for (_Usage if they
    do not make a table)."""
    try:
        game = find_game(args.game)
        players = game.check_players(args.players)
        options = _options(game, args.option)
    except RecordError as exc:
        raise _Usage(str(exc)) from exc
    names = player_names(game.id)
    levels = [x.strip() for x in args.ai.split(",") if x.strip()]
    bad = [x for x in levels if x not in names]
    if not levels or bad:
        raise _Usage(f"unknown AI level(s) {', '.join(bad) or '(none)'}; "
                     f"levels for {game.id}: {', '.join(names)}")
    if args.games < 1:
        raise _Usage("--games must be at least 1")
    for name in ("rounds", "max_actions"):
        if getattr(args, name) is not None and getattr(args, name) < 1:
            raise _Usage(f"--{name.replace('_', '-')} must be at least 1")
    try:  # options that do not go together for this table are a usage error
        game.new_state(options, players, game.random_deal(players, {}, random.Random(0),
                                                          options))
    except RecordError as exc:
        raise _Usage(str(exc)) from exc
    return game, players, options, levels


def cmd_play(args: argparse.Namespace) -> int:
    try:
        game, players, options, levels = _play_setup(args)
    except _Usage as exc:
        print(f"cardtable-cli: {exc}", file=sys.stderr)
        return INVALID
    out_dir = Path(args.record) if args.record else None
    if out_dir is not None:
        out_dir.mkdir(parents=True, exist_ok=True)
    arena = Arena(game, players, options, levels, seed=args.seed, max_rounds=args.rounds,
                  time_cap=not args.no_time_cap, max_actions=args.max_actions)
    checker = Checker() if args.check else None
    for deal in range(args.games):
        for turn, record in enumerate(arena.play_deal(deal)):
            _replay_check(record)  # a soak run checks the records too
            if checker is not None:  # --check: every invariant after every action
                checker.replay(record)
            if out_dir is not None:
                name = f"{game.id}-{deal:05d}-{turn}.json"
                (out_dir / name).write_text(record.dumps(), encoding="utf-8")
    _print_play(args, arena, checker)
    if checker is not None and checker.failures:
        return ILLEGAL
    return 0


def _print_play(args: argparse.Namespace, arena: Arena, checker: Checker | None) -> None:
    """The matches' results (a table, or JSON with --json) and any broken invariant."""
    result = arena.to_json()
    if checker is not None:
        result["invariants"] = checker.to_json()
    if args.json:
        _print(result)
    else:
        print(table_text(result, arena.seatings, args.rounds))
        abandoned = max(t.unfinished for t in arena.tallies.values())
        if abandoned:
            print(f"{abandoned} match(es) abandoned after {args.max_actions} decisions "
                  "(not in the win rates)")
    if checker is None:
        return
    if not args.json:
        print("invariants: " + ", ".join(f"{k} {v}" for k, v in checker.to_json().items()))
    for message, broken in checker.failures:
        print(f"cardtable-cli: invariant broken: {message}\n{broken.dumps()}",
              file=sys.stderr)


def _replay_check(record: Record) -> tuple[Record, State]:
    """Replay a played match from its record (RecordProblem if it does not replay)."""
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
    p.add_argument("--ai", required=True,
                   help=f"players round the table, comma separated: {', '.join(LEVELS)}, "
                        "heuristic (the old hand-written players), greedy (hokm only)")
    p.add_argument("--games", type=int, required=True,
                   help="duplicate deals: each is played once per rotation of the seats")
    p.add_argument("--seed", type=int)
    p.add_argument("--option", action="append", default=[], metavar="K=V")
    p.add_argument("--record", metavar="DIR")
    p.add_argument("--rounds", type=int, metavar="R",
                   help="end each match after R rounds (default: play it out)")
    p.add_argument("--json", action="store_true", help="print one JSON object")
    p.add_argument("--max-actions", type=int, metavar="N",
                   help="abandon a match after N decisions (left out of the win rates)")
    p.add_argument("--no-time-cap", action="store_true",
                   help="search levels stop on their iteration budget alone: the same seed "
                        "plays the same games on any machine")
    p.add_argument("--check", action="store_true",
                   help="check every invariant (cardtable.invariants) after every action")
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
