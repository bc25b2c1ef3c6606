"""Malformed records, saves, settings and statistics files (issue 10).

Records go through `cardtable-cli replay` and `legal` (in-process through cardtable.cli.main,
a few through the real program): truncated JSON, wrong types at every level of a record,
unknown games and options, cards not in the pack, duplicated and missing cards, actions for
the wrong seat, enormous and deeply nested files, and valid records of every game damaged
byte by byte. Every one gets a clear message and the exit code of docs/records.md
(2: not a valid record, 1: an illegal action), never a traceback or an internal error, and
none hangs (an alarm fails a case that takes too long).

Saves, settings and statistics are read by the same loaders the app uses: a bad file is
never a traceback; it is kept aside with a message (its bytes survive, byte for byte) and
never destroyed.

The number of malformed inputs tried, by kind, is printed at the end (pytest -s shows it).
"""

from __future__ import annotations

import contextlib
import json
import os
import random
import signal
import subprocess
import sys
import time
from collections import Counter
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

from cardtable import cli, records, storage
from cardtable.invariants import allowed_players
from cardtable.records import RecordProblem
from cardtable.rules.registry import GAMES
from cardtable.session import Session

REPO = Path(__file__).resolve().parents[2]
TALLY: Counter[str] = Counter()
"""Malformed inputs tried, by kind (printed when the module ends)."""
SECONDS = 20
"""A case that takes longer than this has hung."""
DAMAGED_PER_GAME = int(os.environ.get("CARDTABLE_FUZZ_PER_GAME", "40"))


def teardown_module() -> None:
    lines = [f"  {kind}: {n}" for kind, n in sorted(TALLY.items())]
    print(f"\nmalformed inputs tried: {sum(TALLY.values())}\n" + "\n".join(lines),
          file=sys.__stderr__)


@contextlib.contextmanager
def deadline(seconds: int = SECONDS) -> Iterator[None]:
    """Fail, rather than hang, when a case takes too long (SIGALRM, POSIX only)."""
    def expired(signum: int, frame: object) -> None:
        raise TimeoutError(f"no answer within {seconds} s")

    old = signal.signal(signal.SIGALRM, expired)
    signal.alarm(seconds)
    try:
        yield
    finally:
        signal.alarm(0)
        signal.signal(signal.SIGALRM, old)


# ------------------------------------------------------------------- valid records


def played_record(game_id: str, players: int, steps: int, seed: int) -> dict[str, Any]:
    """A record of a random playout: `steps` decisions (fewer if the match ends)."""
    game = GAMES[game_id]
    rng = random.Random(seed)
    options = game.options_class()
    state = game.new_match(options, players, rng)
    rounds = [records.RoundRecord(state.deals[0])]
    for _ in range(steps):
        if state.match_over:
            break
        if state.round_over:
            deal = game.random_deal(players, state.next_roles(), rng, options)
            state.start_round(deal)
            rounds.append(records.RoundRecord(deal))
            continue
        if state.chance is not None:
            action = state.chance_action(rng)
        else:
            legal = state.legal_actions()
            action = legal[rng.randrange(len(legal))]
        state.apply(action)
        rounds[-1].actions.append(action)
    record = records.Record(game, players, options, rounds)
    return json.loads(json.dumps(record.to_json()))


SEEDS: dict[str, dict[str, Any]] = {
    game_id: played_record(game_id, allowed_players(game)[0], 40, 7)
    for game_id, game in sorted(GAMES.items())
}
"""A valid record of every game, stopped mid-match."""


def text(raw: Any) -> bytes:
    return json.dumps(raw).encode()


def copy(raw: Any) -> Any:
    return json.loads(json.dumps(raw))


# ------------------------------------------------------------------ malformed inputs
# Each case: (kind, the file's bytes, the exit codes allowed).

INVALID, ILLEGAL = {2}, {1}
BAD = {1, 2}
ANY = {0, 1, 2}


def broken_files() -> Iterator[tuple[str, bytes, set[int]]]:
    good = text(SEEDS["hokm"])
    yield "empty file", b"", INVALID
    yield "blank file", b" \n\t ", INVALID
    yield "not JSON", b"{this is not json", INVALID
    yield "JSON but not an object", b"[1, 2, 3]", INVALID
    yield "JSON but not an object", b'"a record"', INVALID
    yield "JSON but not an object", b"null", INVALID
    yield "not UTF-8", b"\xff\xfe\x00{" + good[:50], INVALID
    yield "binary garbage", bytes(random.Random(1).randrange(256) for _ in range(400)), INVALID
    yield "deeply nested JSON", b"[" * 100_000 + b"]" * 100_000, INVALID
    yield "deeply nested JSON", b'{"a":' * 50_000 + b"1" + b"}" * 50_000, INVALID
    yield "a number of 10,000 digits", b'{"format": ' + b"9" * 10_000 + b"}", INVALID
    for cut in (1, 10, len(good) // 3, len(good) // 2, len(good) - 40, len(good) - 1):
        yield "truncated JSON", good[:cut], INVALID


def header_cases() -> Iterator[tuple[str, bytes, set[int]]]:
    base = SEEDS["hokm"]
    for value in (None, "cardtable-record/2", 1, ["cardtable-record/1"]):
        r = copy(base)
        r["format"] = value
        yield "wrong format", text(r), INVALID
    for value in ("poker-deluxe", "", None, 3, ["hokm"], {"id": "hokm"}, "HOKM"):
        r = copy(base)
        r["game"] = value
        yield "unknown game", text(r), INVALID
    for value in (0, 1, 9, -4, 4.0, "4", True, None, [4]):
        r = copy(base)
        r["players"] = value
        yield "wrong player count", text(r), INVALID
    r = copy(base)
    r["extra"] = 1
    yield "unknown field", text(r), INVALID
    for game_id, seed in SEEDS.items():
        r = copy(seed)
        r["options"] = {"no_such_option": 1}
        yield "unknown option", text(r), INVALID
        r["options"] = ["target"]
        yield "options of the wrong type", text(r), INVALID
        fields = GAMES[game_id].options_class.__attrs_attrs__  # type: ignore[attr-defined]
        for field in fields:
            for value in ("many", -1, 10**9, None, 2.5, [], {}):
                if value is None and field.default is None:
                    continue  # None is that option's "rules default"
                r = copy(seed)
                r["options"] = {field.name: value}
                yield "option of the wrong type or out of range", text(r), INVALID
    for value in ([], "many", None, {}):
        r = copy(base)
        r["rounds"] = value
        yield "rounds of the wrong type", text(r), INVALID


def deal_cases(rng: random.Random) -> Iterator[tuple[str, bytes, set[int]]]:
    for seed in SEEDS.values():
        deal = seed["rounds"][0]["deal"]
        piles = [k for k, v in deal.items() if isinstance(v, list) and v
                 and isinstance(v[0], str)]
        hands = [i for i, h in enumerate(deal.get("hands", [])) if h]
        for token in ("ZZ", "1S", "AX", "", "as", 5, None):
            r = copy(seed)
            where = r["rounds"][0]["deal"]
            if hands:
                where["hands"][hands[0]][0] = token
            else:
                where[piles[0]][0] = token
            yield "card not in the notation", text(r), INVALID
        for token in ("RJ", "WC", "JK", "2H"):
            r = copy(seed)
            where = r["rounds"][0]["deal"]
            pile = where["hands"][hands[0]] if hands else where[piles[0]]
            if token in json.dumps(r["rounds"][0]["deal"]):
                continue  # in this game's pack after all
            pile[0] = token
            yield "card not in this game's pack", text(r), INVALID
        all_lists = [("hands", i) for i in hands] + [(p, None) for p in piles]
        if len(all_lists) >= 2:
            r = copy(seed)
            where = r["rounds"][0]["deal"]
            a = _deal_list(where, all_lists[0])
            b = _deal_list(where, all_lists[1])
            a[0] = b[-1]
            yield "duplicated card in the deal", text(r), INVALID
        r = copy(seed)
        _deal_list(r["rounds"][0]["deal"], all_lists[-1]).pop()
        yield "missing card in the deal", text(r), INVALID
        r = copy(seed)
        lst = _deal_list(r["rounds"][0]["deal"], all_lists[0])
        lst.append(lst[0])
        yield "extra card in the deal", text(r), INVALID
        for value in (None, [], "deal", {"hands": "all"}, {}):
            r = copy(seed)
            r["rounds"][0]["deal"] = value
            yield "deal of the wrong shape", text(r), INVALID
        for key in [k for k, v in deal.items() if isinstance(v, int)]:
            for value in (-1, 99, "0", None, True):
                r = copy(seed)
                r["rounds"][0]["deal"][key] = value
                yield "deal role out of range", text(r), INVALID


def _deal_list(deal: dict[str, Any], where: tuple[str, int | None]) -> list[Any]:
    name, index = where
    return deal[name][index] if index is not None else deal[name]


def action_cases(rng: random.Random) -> Iterator[tuple[str, bytes, set[int]]]:
    for seed in SEEDS.values():
        players = seed["players"]
        actions = seed["rounds"][0]["actions"]
        for k in sorted({0, len(actions) // 2, len(actions) - 1}):
            if k < 0 or actions[k]["seat"] is None:
                continue
            for seat in sorted({(actions[k]["seat"] + 1) % players, players, 99, -1}):
                r = copy(seed)
                r["rounds"][0]["actions"][k]["seat"] = seat
                del r["rounds"][0]["actions"][k + 1:]
                if seat == actions[k]["seat"]:
                    continue
                yield "action for the wrong seat", text(r), ILLEGAL
            for change in ({"type": "fly"}, {"type": None}, {"card": "ZZ"}, {"seat": "0"},
                           {"seat": True}, {"extra": 1}):
                r = copy(seed)
                r["rounds"][0]["actions"][k].update(change)
                yield "malformed action", text(r), ILLEGAL
        for value in ("play AS", 5, None, [], ["seat", 0]):
            r = copy(seed)
            r["rounds"][0]["actions"].insert(0, value)
            yield "action not an object", text(r), ILLEGAL
        r = copy(seed)
        r["rounds"][0]["actions"] = "many"
        yield "actions of the wrong type", text(r), INVALID
        r = copy(seed)
        r["rounds"][0]["other"] = 1
        yield "unknown field in a round", text(r), INVALID
        r = copy(seed)
        r["rounds"].append(copy(r["rounds"][-1]))
        if not records.replay(copy(seed))[1].round_over:
            yield "round after an unfinished round", text(r), INVALID


def wrong_types(rng: random.Random, per_game: int) -> Iterator[tuple[str, bytes, set[int]]]:
    """Every level of a record's tree: a value replaced by one of another JSON type."""
    alternatives: list[Any] = [None, 0, -7, 2.5, "", "x", True, [], {}, [None], {"a": 1}]
    for seed in SEEDS.values():
        paths = list(_paths(seed))
        for path in rng.sample(paths, min(per_game, len(paths))):
            old = _get(seed, path)
            for value in rng.sample(alternatives, 3):
                if type(value) is type(old) or (isinstance(old, bool) != isinstance(value, bool)
                                                and isinstance(old, int | float)
                                                and isinstance(value, int | float)):
                    continue
                r = copy(seed)
                _set(r, path, value)
                allowed = ANY if _may_stay_valid(path, old, value) else (
                    ILLEGAL if "actions" in path[:-1] or (
                        len(path) > 3 and path[2] == "actions") else BAD)
                yield "value of the wrong type", text(r), allowed


def _may_stay_valid(path: tuple[Any, ...], old: Any, value: Any) -> bool:
    # options: null means the defaults; a round without "actions" is a round not begun;
    # an empty option set or action list is valid; a null seat is chance's
    if path == ("options",) and value in (None, {}):
        return True
    if path[-1] in ("actions", "options") and value in ([], {}, None):
        return True
    return path[-1] == "seat" and value is None and old is None


def _paths(raw: Any, prefix: tuple[Any, ...] = ()) -> Iterator[tuple[Any, ...]]:
    if prefix:
        yield prefix
    if isinstance(raw, dict):
        for k, v in raw.items():
            yield from _paths(v, prefix + (k,))
    elif isinstance(raw, list):
        for i, v in enumerate(raw):
            yield from _paths(v, prefix + (i,))


def _get(raw: Any, path: tuple[Any, ...]) -> Any:
    for p in path:
        raw = raw[p]
    return raw


def _set(raw: Any, path: tuple[Any, ...], value: Any) -> None:
    _get(raw, path[:-1])[path[-1]] = value


def damage(data: bytes, rng: random.Random) -> bytes:
    """Random byte damage: cuts, insertions of JSON punctuation and notation, overwrites."""
    b = bytearray(data)
    for _ in range(rng.randint(1, 6)):
        op = rng.randrange(4)
        i = rng.randrange(len(b)) if b else 0
        if op == 0 and b:
            del b[i:i + rng.randint(1, 8)]
        elif op == 1:
            b[i:i] = bytes(rng.choice(b'{}[]",:0123456789-aAKQJTSHDCnul')
                           for _ in range(rng.randint(1, 4)))
        elif op == 2 and b:
            b[i] = rng.randrange(256)
        elif b:
            b[i] = rng.randrange(32, 127)
    return bytes(b)


def damaged_records(rng: random.Random, per_game: int) -> Iterator[tuple[str, bytes, set[int]]]:
    for seed in SEEDS.values():
        data = text(seed)
        for _ in range(per_game):
            yield "valid record damaged byte by byte", damage(data, rng), ANY


# ------------------------------------------------------------------------- running


def run_cli(argv: list[str], capsys: pytest.CaptureFixture[str]) -> tuple[int, str, str]:
    with deadline():
        code = cli.main(argv)
    out, err = capsys.readouterr()
    return code, out, err


def check_answer(kind: str, command: str, code: int, out: str, err: str,
                 allowed: set[int]) -> None:
    where = f"{kind} ({command})"
    assert "Traceback" not in out + err, f"{where}: a traceback\n{err}"
    assert "internal error" not in err, f"{where}: {err}"
    assert code in allowed, f"{where}: exit {code}, expected {sorted(allowed)}\n{out}{err}"
    if code == 0:
        json.loads(out)
        return
    message = err.strip()
    assert message.startswith("cardtable-cli: ") and len(message) > 20, f"{where}: {err!r}"
    answer = json.loads(out)
    assert answer["ok"] is False and answer["error"]["message"], f"{where}: {out}"
    assert set(answer["error"]) == {"round", "action", "message"}


def try_cases(cases: Iterator[tuple[str, bytes, set[int]]], tmp_path: Path,
              capsys: pytest.CaptureFixture[str], commands: tuple[str, ...] = ("replay",)
              ) -> int:
    path = tmp_path / "case.json"
    n = 0
    for kind, data, allowed in cases:
        path.write_bytes(data)
        TALLY[kind] += 1
        n += 1
        for command in commands:
            code, out, err = run_cli([command, str(path)], capsys)
            check_answer(kind, command, code, out, err, allowed)
    return n


def test_broken_files_get_a_clear_message(tmp_path, capsys):
    assert try_cases(broken_files(), tmp_path, capsys, ("replay", "legal")) >= 15
    code, out, err = run_cli(["replay", str(tmp_path / "no-such-file.json")], capsys)
    TALLY["missing file"] += 1
    check_answer("missing file", "replay", code, out, err, INVALID)
    assert "no such file" in err
    code, out, err = run_cli(["legal", str(tmp_path)], capsys)
    TALLY["a folder, not a file"] += 1
    check_answer("a folder", "legal", code, out, err, INVALID)


def test_header_faults_are_invalid_records(tmp_path, capsys):
    assert try_cases(header_cases(), tmp_path, capsys, ("replay", "legal")) > 100


def test_deal_faults_are_invalid_records(tmp_path, capsys):
    assert try_cases(deal_cases(random.Random(3)), tmp_path, capsys) > 100


def test_action_faults_are_illegal_at_their_index(tmp_path, capsys):
    assert try_cases(action_cases(random.Random(4)), tmp_path, capsys, ("replay", "legal")) > 100


def test_the_wrong_seat_is_named_at_the_action(tmp_path, capsys):
    seed = copy(SEEDS["hokm"])
    seed["rounds"][0]["actions"][0]["seat"] = (seed["rounds"][0]["actions"][0]["seat"] + 1) % 4
    path = tmp_path / "wrong-seat.json"
    path.write_bytes(text(seed))
    TALLY["action for the wrong seat"] += 1
    code, out, err = run_cli(["replay", str(path)], capsys)
    assert code == 1
    assert json.loads(out)["error"]["round"] == 0 and json.loads(out)["error"]["action"] == 0


def test_wrong_types_at_every_level(tmp_path, capsys):
    assert try_cases(wrong_types(random.Random(5), 30), tmp_path, capsys) > 300


def test_damaged_records_of_every_game(tmp_path, capsys):
    n = try_cases(damaged_records(random.Random(6), DAMAGED_PER_GAME), tmp_path, capsys,
                  ("replay", "legal"))
    assert n == DAMAGED_PER_GAME * len(GAMES)


def test_enormous_files_are_refused_at_once(tmp_path, capsys):
    path = tmp_path / "huge.json"
    with open(path, "wb") as f:  # sparse: the size is what counts
        f.truncate(records.MAX_BYTES + 1)
    TALLY["enormous file"] += 1
    start = time.perf_counter()
    code, out, err = run_cli(["replay", str(path)], capsys)
    assert time.perf_counter() - start < 2.0
    check_answer("enormous file", "replay", code, out, err, INVALID)
    assert "MiB" in err
    # just under the limit, and valid: whitespace around a record still reads
    big = tmp_path / "padded.json"
    big.write_bytes(b" " * (records.MAX_BYTES - 100_000) + text(SEEDS["pan"]))
    TALLY["large padded record"] += 1
    code, out, err = run_cli(["replay", str(big)], capsys)
    check_answer("padded record", "replay", code, out, err, {0})


def test_the_real_program_answers_bad_files_without_a_traceback(tmp_path):
    cases = [("missing file", None, INVALID)]
    cases += [(k, d, a) for k, d, a in broken_files()][1:3]
    rng = random.Random(8)
    cases += [(k, d, a) for k, d, a in damaged_records(rng, 1)][:2]
    seed = copy(SEEDS["shelem"])
    seed["rounds"][0]["actions"][0]["seat"] = 9
    cases.append(("action for the wrong seat", text(seed), ILLEGAL))
    for kind, data, allowed in cases:
        path = tmp_path / "nothing.json"
        if data is not None:
            path.write_bytes(data)
        TALLY[kind] += 1
        p = subprocess.run([sys.executable, "-m", "cardtable.cli", "replay", str(path)],
                           capture_output=True, text=True, timeout=60, cwd=REPO)
        check_answer(kind, "replay (program)", p.returncode, p.stdout, p.stderr, allowed)


# -------------------------------------------------------------------------- saves


def save_of(record: dict[str, Any]) -> dict[str, Any]:
    return {"format": storage.SAVE_FORMAT, "humans": [0], "ai_level": "easy",
            "record": copy(record)}


def save_cases(rng: random.Random) -> Iterator[tuple[str, bytes]]:
    good = save_of(SEEDS["hokm"])
    for kind, data, _ in broken_files():
        yield kind, data
    for value in (None, "cardtable-save/9", 1, "cardtable-record/1"):
        s = copy(good)
        s["format"] = value
        yield "save of the wrong format", text(s)
    for key, values in (("humans", [None, "0", [7], [True, "x"], {}, 0]),
                        ("ai_level", [None, 3, [], {}]),
                        ("record", [None, 5, "record", [], {}])):
        for value in values:
            s = copy(good)
            s[key] = value
            yield "save field of the wrong type", text(s)
    for kind, data, _ in [*header_cases(), *deal_cases(rng), *action_cases(rng)][::7]:
        yield "save holding a bad record: " + kind, text({**good, "record": json.loads(data)})
    for seed in SEEDS.values():
        data = text(save_of(seed))
        for _ in range(6):
            yield "save damaged byte by byte", damage(data, rng)


def kept_aside(folder: Path, name: str) -> list[bytes]:
    return [p.read_bytes() for p in folder.glob(name + ".broken-*")]


def test_fuzzed_saves_are_kept_aside_and_never_lost():
    """The loaders the library screen uses (read_save, then Session.from_save on Resume,
    whose failure MainWindow sets aside): a message, the bytes kept, no traceback."""
    path = storage.save_path()
    folder = path.parent
    rng = random.Random(9)
    for kind, data in save_cases(rng):
        TALLY["save: " + kind.split(":")[0]] += 1
        folder.mkdir(parents=True, exist_ok=True)
        for old in folder.iterdir():
            old.unlink()
        path.write_bytes(data)
        with deadline():
            try:
                raw = storage.read_save()
            except storage.SaveProblem as problem:
                message = str(problem)
            else:
                assert raw is not None
                try:
                    Session.from_save(raw)
                except (RecordProblem, ValueError) as exc:
                    message = storage.set_aside(path, str(exc))
                else:
                    assert path.read_bytes() == data  # a usable save stays where it is
                    continue
        assert "kept as" in message, f"{kind}: {message}"
        assert not path.exists()
        assert kept_aside(folder, path.name) == [data], f"{kind}: the bytes were not kept"


def settings_cases(rng: random.Random) -> Iterator[tuple[str, bytes]]:
    for kind, data, _ in broken_files():
        yield kind, data
    good = {"language": "fa", "speed": "fast", "ai_level": "easy", "deck": "classic",
            "back": "deck", "felt": "#1f6b43", "confirm_abandon": True, "allow_undo": False,
            "geometry": "01"}
    for key in good:
        for value in (None, 5, "zz", [], {}, True, "#zzzzzz", "x" * 5000):
            yield "setting of the wrong type", text({**good, key: value})
    for _ in range(40):
        yield "settings damaged byte by byte", damage(text(good), rng)


def test_fuzzed_settings_fall_back_to_defaults_and_are_kept():
    path = storage.Settings.path()
    rng = random.Random(10)
    for kind, data in settings_cases(rng):
        TALLY["settings: " + kind] += 1
        path.parent.mkdir(parents=True, exist_ok=True)
        for old in path.parent.glob(path.name + "*"):
            old.unlink()
        path.write_bytes(data)
        with deadline():
            settings = storage.Settings.load()
        assert settings.speed in storage.SPEEDS and settings.deck in storage.DECKS
        assert settings.language in (None, *storage.LANGUAGES)
        assert isinstance(settings.allow_undo, bool)
        if settings.problem:
            assert "kept as" in settings.problem
            assert kept_aside(path.parent, path.name) == [data], kind
        else:
            assert path.read_bytes() == data, f"{kind}: the file was changed"


def stats_cases(rng: random.Random) -> Iterator[tuple[str, bytes]]:
    for kind, data, _ in broken_files():
        yield kind, data
    good = {"hokm": {"4p": {"played": 3, "won": 1, "best": 7, "total": 12, "streak": 1,
                            "best_streak": 1}}}
    for value in (None, 5, "zz", [], True, -1, 2.5, {"played": "x"}):
        yield "statistics of the wrong type", text({"hokm": value})
        yield "statistics of the wrong type", text({"hokm": {"4p": value}})
        t = copy(good)
        t["hokm"]["4p"]["played"] = value
        yield "statistics of the wrong type", text(t)
    t = copy(good)
    t["hokm"]["4p"]["won"] = 9
    yield "more games won than played", text(t)
    for _ in range(40):
        yield "statistics damaged byte by byte", damage(text(good), rng)


def test_fuzzed_statistics_are_kept_aside():
    path = storage.stats_path()
    rng = random.Random(11)
    for kind, data in stats_cases(rng):
        TALLY["statistics: " + kind] += 1
        path.parent.mkdir(parents=True, exist_ok=True)
        for old in path.parent.glob(path.name + "*"):
            old.unlink()
        path.write_bytes(data)
        with deadline():
            stats = storage.Statistics.load()
        if stats.problem:
            assert "kept as" in stats.problem, stats.problem
            assert kept_aside(path.parent, path.name) == [data], kind
        else:
            assert path.read_bytes() == data
            for variants in stats.tallies.values():
                for tally in variants.values():
                    assert isinstance(tally.played, int) and 0 <= tally.won <= tally.played


@pytest.mark.parametrize("game_id", sorted(GAMES))
def test_an_action_type_that_is_not_text_is_refused(tmp_path, capsys, game_id):
    """Found by the fuzz: Golf, Shelem, Spades with jokers and Twenty-One looked the type
    up in a dict, so a list or an object there was an internal error (TypeError)."""
    seed = copy(SEEDS[game_id])
    for value in ([], {}, ["play"]):
        seed["rounds"][0]["actions"][0]["type"] = value
        path = tmp_path / "record.json"
        path.write_bytes(text(seed))
        TALLY["action type that is not text"] += 1
        code, out, err = run_cli(["replay", str(path)], capsys)
        check_answer("action type", "replay", code, out, err, ILLEGAL)
        assert "type must be a string" in json.loads(out)["error"]["message"]
