"""Game records (docs/records.md): read, check, replay and write them.

Every problem with a record becomes a `RecordProblem` that says where it is (round and
action index) and what is wrong, never a traceback.
"""

from __future__ import annotations

import itertools
import json
import os
from collections.abc import Mapping
from pathlib import Path
from typing import Any

import attrs

from cardtable.rules.base import Action, Deal, Game, IllegalAction, Options, RecordError, State
from cardtable.rules.registry import find_game

FORMAT = "cardtable-record/1"
MAX_BYTES = 16 * 1024 * 1024
"""Refuse files above this size: a real record is a few kilobytes."""

INVALID = 2
"""Exit code: the file is not a valid record."""
ILLEGAL = 1
"""Exit code: a valid record with an illegal action."""


class RecordProblem(Exception):
    def __init__(self, message: str, round: int | None = None, action: int | None = None,
                 code: int = INVALID) -> None:
        super().__init__(message)
        self.message = message
        self.round = round
        self.action = action
        self.code = code

    def to_json(self) -> dict[str, Any]:
        return {"ok": False,
                "error": {"round": self.round, "action": self.action, "message": self.message}}

    def __str__(self) -> str:
        where = []
        if self.round is not None:
            where.append(f"round {self.round}")
        if self.action is not None:
            where.append(f"action {self.action}")
        return (", ".join(where) + ": " if where else "") + self.message


@attrs.define
class RoundRecord:
    deal: Deal
    actions: list[Action] = attrs.field(factory=list)


@attrs.define
class Record:
    """A match written down: enough to replay it exactly."""

    game: Game
    players: int
    options: Options
    rounds: list[RoundRecord] = attrs.field(factory=list)

    def to_json(self) -> dict[str, Any]:
        return {
            "format": FORMAT,
            "game": self.game.id,
            "players": self.players,
            "options": self.options.to_record(),
            "rounds": [{"deal": r.deal.to_record(), "actions": [a.to_record() for a in r.actions]}
                       for r in self.rounds],
        }

    def dumps(self) -> str:
        return json.dumps(self.to_json(), ensure_ascii=False, indent=1)


def read_text(path: str | os.PathLike[str]) -> str:
    p = Path(path)
    try:
        size = p.stat().st_size
    except FileNotFoundError:
        raise RecordProblem(f"no such file: {path}") from None
    except OSError as exc:
        raise RecordProblem(f"cannot read {path}: {exc.strerror or exc}") from None
    if p.is_dir():
        raise RecordProblem(f"{path} is a folder, not a record file")
    if size > MAX_BYTES:
        raise RecordProblem(f"{path} is {size // 1024} KiB; a record is at most "
                            f"{MAX_BYTES // (1024 * 1024)} MiB")
    try:
        data = p.read_bytes()
    except OSError as exc:
        raise RecordProblem(f"cannot read {path}: {exc.strerror or exc}") from None
    try:
        return data.decode("utf-8")
    except UnicodeDecodeError:
        raise RecordProblem(f"{path} is not a text file in UTF-8 (is it a record?)") from None


def parse_json(text: str) -> Any:
    if not text.strip():
        raise RecordProblem("the file is empty")
    try:
        return json.loads(text)
    except json.JSONDecodeError as exc:
        raise RecordProblem(f"not valid JSON: {exc.msg} at line {exc.lineno}, "
                            f"column {exc.colno}") from None
    except RecursionError:
        raise RecordProblem("not a record: the JSON is nested too deeply") from None
    except ValueError as exc:  # e.g. an integer of more than 4300 digits
        raise RecordProblem(f"not a record: {exc}") from None


def header(raw: Any) -> tuple[Game, int, Options, list[Any]]:
    if not isinstance(raw, Mapping):
        raise RecordProblem("a record is a JSON object with format, game, players, options "
                            "and rounds")
    if raw.get("format") != FORMAT:
        raise RecordProblem(f"unknown format {raw.get('format')!r} (expected {FORMAT!r})")
    unknown = set(raw) - {"format", "game", "players", "options", "rounds"}
    if unknown:
        raise RecordProblem(f"unknown field(s) in the record: {', '.join(sorted(unknown))}")
    try:
        game = find_game(raw.get("game"))
        players = game.check_players(raw.get("players"))
        options = game.options_class.from_record(raw.get("options", {}))
    except RecordError as exc:
        raise RecordProblem(str(exc)) from None
    rounds = raw.get("rounds")
    if not isinstance(rounds, list):
        raise RecordProblem("'rounds' must be a list")
    return game, players, options, rounds


def replay(raw: Any) -> tuple[Record, State]:
    """Check and replay a parsed record; the state is where the record stops."""
    game, players, options, rounds = header(raw)
    record = Record(game, players, options)
    if not rounds:
        raise RecordProblem("the record has no rounds: it needs at least the first deal")
    state: State | None = None
    for r, round_raw in enumerate(rounds):
        if not isinstance(round_raw, Mapping):
            raise RecordProblem("a round is an object with 'deal' and 'actions'", r)
        extra = set(round_raw) - {"deal", "actions"}
        if extra:
            raise RecordProblem(f"unknown field(s) in a round: {', '.join(sorted(extra))}", r)
        if state is not None and state.match_over:
            raise RecordProblem("this round follows the end of the match", r)
        if state is not None and not state.round_over:
            raise RecordProblem("this round follows an unfinished round", r)
        try:
            deal = game.deal_from_record(round_raw.get("deal"), players, options)
            if state is None:
                state = game.new_state(options, players, deal)
            else:
                state.start_round(deal)
        except RecordError as exc:
            raise RecordProblem(str(exc), r) from None
        round_record = RoundRecord(deal)
        record.rounds.append(round_record)
        actions = round_raw.get("actions", [])
        if not isinstance(actions, list):
            raise RecordProblem("'actions' must be a list", r)
        for k, action_raw in enumerate(actions):
            round_record.actions.append(_replay_action(state, action_raw, r, k))
    assert state is not None
    return record, state


def _replay_action(state: State, action_raw: Any, r: int, k: int) -> Action:
    """Check the `k`th action of round `r` and play it on `state`."""
    pending = state.chance
    if pending is not None and (not isinstance(action_raw, Mapping)
                                or action_raw.get("type") != pending):
        raise RecordProblem(f"the action before this one needs a {pending} to be "
                            f"written right after it", r, k - 1, ILLEGAL)
    if not isinstance(action_raw, Mapping):
        raise RecordProblem("an action is an object with 'seat' and 'type'", r, k, ILLEGAL)
    if not isinstance(action_raw.get("type"), str):  # games look the type up
        raise RecordProblem(f"an action's type must be a string, not "
                            f"{action_raw.get('type')!r}", r, k, ILLEGAL)
    try:
        action = state.action_from_record(action_raw)
        state.apply(action)
    except RecordError as exc:
        raise RecordProblem(str(exc), r, k, ILLEGAL) from None
    except IllegalAction as exc:
        raise RecordProblem(f"illegal action: {exc.reason}", r, k, ILLEGAL) from None
    return action


def load(path: str | os.PathLike[str]) -> tuple[Record, State]:
    return replay(parse_json(read_text(path)))


def summary(state: State) -> dict[str, Any]:
    """The `replay` output of the records spec."""
    rounds: list[dict[str, Any]] = [
        {"points": list(r.points), "details": dict(r.details)} for r in state.results
    ]
    if not state.round_over:
        rounds.append({})
    return {
        "ok": True,
        "game": state.game.id,
        "rounds": rounds,
        "totals": list(state.totals),
        "round_over": state.round_over,
        "finished": state.match_over,
        "winners": list(state.winners),
    }


LEGAL_LIMIT = 1000


def legal_listing(state: State) -> dict[str, Any]:
    """The `legal` output: whose turn it is and every legal action, in record form."""
    if state.chance is not None:
        return {"seat": None, "chance": state.chance, "actions": []}
    if state.round_over or state.to_act is None:
        return {"seat": None, "actions": []}
    legal = state.legal_actions()
    total = len(legal)  # a game may return a lazy sequence (Cheat: millions of plays)
    actions = [a.to_record() for a in itertools.islice(legal, LEGAL_LIMIT)]
    out: dict[str, Any] = {"seat": state.to_act, "actions": actions}
    if total > LEGAL_LIMIT:
        out["total"] = total
    return out


def step_count(record: Record) -> int:
    """The steps of a record, as a replay walks it: each deal, then each action."""
    return sum(1 + len(r.actions) for r in record.rounds)


def prefix(record: Record, steps: int) -> Record:
    """The record as it stood after its first `steps` steps (at least the first deal)."""
    steps = max(1, steps)
    out = Record(record.game, record.players, record.options)
    for r in record.rounds:
        if steps <= 0:
            break
        steps -= 1
        take = min(steps, len(r.actions))
        out.rounds.append(RoundRecord(r.deal, list(r.actions[:take])))
        steps -= take
    return out
