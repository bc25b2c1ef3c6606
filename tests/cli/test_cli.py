"""cardtable-cli, run as a real program, against docs/records.md and the Hokm rules.

The records here are built by hand: in a *kot deal* seat s holds the thirteen cards of suit
"SHDC"[s]. The hakem names the suit of the *taker* as trump; nobody else holds a trump and
every other seat is void in every suit but its own, so the taker wins every trick it plays
in (all of them, from the first) and its team wins 7-0.
"""

from __future__ import annotations

import json
import os
import random
import shutil
import subprocess
import sys
import time
from collections import Counter
from pathlib import Path
from typing import Any

import pytest

from cardtable.records import load, summary

CLI = [sys.executable, "-m", "cardtable.cli"]
TOOL = Path("/work/shared/tools/check_cli_errors.py")
SUITS = "SHDC"
RANKS = "AKQJT98765432"
PACK = [r + s for s in SUITS for r in RANKS]
SUMMARY_KEYS = {"ok", "game", "rounds", "totals", "round_over", "finished", "winners"}
DETAIL_KEYS = {"hakem", "trump", "tricks", "kot", "bam", "sets"}


def team(seat: int) -> int:
    return seat % 2


def run(*args: object, timeout: float = 120) -> subprocess.CompletedProcess:
    p = subprocess.run(CLI + [str(a) for a in args], capture_output=True, text=True,
                       timeout=timeout)
    assert "Traceback" not in p.stdout + p.stderr, p.stdout + p.stderr
    return p


def write(tmp_path: Path, data: Any, name: str = "record.json") -> Path:
    path = tmp_path / name
    if isinstance(data, bytes):
        path.write_bytes(data)
    elif isinstance(data, str):
        path.write_text(data, encoding="utf-8")
    else:
        path.write_text(json.dumps(data), encoding="utf-8")
    return path


def ok_json(p: subprocess.CompletedProcess) -> Any:
    assert p.returncode == 0, p.stdout + p.stderr
    return json.loads(p.stdout)


def kot_hands() -> list[list[str]]:
    return [[r + s for r in RANKS] for s in SUITS]


def kot_actions(hakem: int, taker: int, tricks: int = 7) -> list[dict]:
    trump = SUITS[taker]
    actions: list[dict] = [{"seat": hakem, "type": "trump", "suit": trump}]
    left = kot_hands()
    leader = hakem
    for _ in range(tricks):
        for i in range(4):
            seat = (leader + i) % 4
            actions.append({"seat": seat, "type": "play", "card": left[seat].pop(0)})
        leader = taker
    return actions


def record(rounds: list[dict], **options: Any) -> dict:
    return {"format": "cardtable-record/1", "game": "hokm", "players": 4,
            "options": options, "rounds": rounds}


def kot_round(hakem: int = 0, taker: int = 0, bam: bool | None = False,
              hakem_given: bool = True) -> dict:
    deal: dict[str, Any] = {"hands": kot_hands()}
    if hakem_given:
        deal["hakem"] = hakem
    actions = kot_actions(hakem, taker)
    if bam is not None:
        actions.append({"seat": taker, "type": "bam", "value": bam})
    return {"deal": deal, "actions": actions}


def kot_record(hakem: int = 0, taker: int = 0, **options: Any) -> dict:
    bam = None if options.get("bam") is False else False
    return record([kot_round(hakem, taker, bam)], **options)


def random_round(seed: int, hakem: int | None = 0) -> dict:
    cards = list(PACK)
    random.Random(seed).shuffle(cards)
    deal: dict[str, Any] = {"hands": [cards[13 * i:13 * i + 13] for i in range(4)]}
    if hakem is not None:
        deal["hakem"] = hakem
    return {"deal": deal, "actions": []}


# --------------------------------------------------------------------- rules checker


def check_hokm_replay(rec: dict, out: dict, hands_per_set: int = 7, sets: int = 1) -> None:
    """Check a finished match's replay output against hokm.md, figure by figure."""
    assert set(out) == SUMMARY_KEYS and out["ok"] is True and out["game"] == "hokm"
    assert out["round_over"] is True and out["finished"] is True
    assert len(out["rounds"]) == len(rec["rounds"])
    set_hands = [0, 0]
    sets_won = [0, 0]
    hakem = rec["rounds"][0]["deal"]["hakem"]
    for raw, rnd in zip(rec["rounds"], out["rounds"], strict=True):
        d = rnd["details"]
        assert set(d) == DETAIL_KEYS
        if "hakem" in raw["deal"]:
            assert raw["deal"]["hakem"] == hakem
        assert d["hakem"] == hakem
        trumps = [a for a in raw["actions"] if a["type"] == "trump"]
        assert len(trumps) == 1 and trumps[0]["seat"] == hakem
        assert trumps[0] == raw["actions"][0]
        assert d["trump"] == trumps[0]["suit"]
        t0, t1 = d["tricks"]
        winner = 0 if t0 > t1 else 1
        won, lost = d["tricks"][winner], d["tricks"][1 - winner]
        plays = [a for a in raw["actions"] if a["type"] == "play"]
        assert len(plays) == 4 * (t0 + t1), "the hand stops after the last trick counted"
        if d["bam"]:
            assert lost in (0, 1)
            assert d["kot"] == (won == 13)
        else:
            assert won == 7
            assert d["kot"] == (lost == 0)
        expected = 1
        if d["kot"]:
            expected = 2 if winner == team(hakem) else 3
        pts = [expected if team(s) == winner else 0 for s in range(4)]
        assert rnd["points"] == pts
        set_hands[winner] += expected
        set_over = set_hands[winner] >= hands_per_set
        if set_over:
            sets_won[winner] += 1
        if d["bam"] and d["kot"]:
            # a successful bam ends the match; whether it also counts a set is not written
            assert d["sets"][1 - winner] == sets_won[1 - winner]
            assert d["sets"][winner] in (sets_won[winner], sets_won[winner] + 1)
            sets_won = list(d["sets"])
        assert d["sets"] == sets_won
        shown = [set_hands[team(s)] for s in range(4)]
        if set_over:
            set_hands = [0, 0]
        if winner != team(hakem):
            hakem = (hakem + 1) % 4
    assert out["totals"] == shown
    champion = winner if d["bam"] and d["kot"] else (0 if sets_won[0] > sets_won[1] else 1)
    assert max(sets_won) == sets or (d["bam"] and d["kot"])
    assert out["winners"] == [s for s in range(4) if team(s) == champion]


# ---------------------------------------------------------------------------- replay


@pytest.mark.parametrize(("hakem", "taker", "points"), [
    (0, 0, [2, 0, 2, 0]),      # the hakem's team: 2
    (0, 2, [2, 0, 2, 0]),      # the hakem's partner takes them: still the hakem's team
    (0, 1, [0, 3, 0, 3]),      # against the hakem: 3
    (3, 0, [3, 0, 3, 0]),
    (1, 3, [0, 2, 0, 2]),
])
def test_replay_kot(tmp_path, hakem, taker, points):
    rec = kot_record(hakem, taker)
    out = ok_json(run("replay", write(tmp_path, rec)))
    t = [7, 0] if team(taker) == 0 else [0, 7]
    assert out == {
        "ok": True, "game": "hokm",
        "rounds": [{"points": points, "details": {
            "hakem": hakem, "trump": SUITS[taker], "tricks": t, "kot": True, "bam": False,
            "sets": [0, 0]}}],
        "totals": points, "round_over": True, "finished": False, "winners": [],
    }


def test_replay_kot_wins_a_short_match(tmp_path):
    rec = kot_record(0, 1, hands_per_set=3)
    out = ok_json(run("replay", write(tmp_path, rec)))
    check_hokm_replay(rec, out, hands_per_set=3)
    assert out["finished"] is True and out["winners"] == [1, 3]
    assert out["rounds"][0]["details"]["sets"] == [0, 1]
    assert out["totals"] == [0, 3, 0, 3]


def test_replay_sets_reset_and_the_hakem_moves(tmp_path):
    # sets of 2 hands, match of 2 sets. Hand 1: kot against hakem 0 (3, set to team 1;
    # seat 1 becomes hakem). Hand 2: kot against hakem 1 (3, set to team 0; seat 2 is
    # hakem). Hand 3: the hakem's own kot (2, second set to team 0: match over).
    rec = record([kot_round(0, 1), kot_round(1, 0, hakem_given=False),
                  kot_round(2, 2, hakem_given=False)], hands_per_set=2, sets=2)
    out = ok_json(run("replay", write(tmp_path, rec)))
    check_hokm_replay(rec, out, hands_per_set=2, sets=2)
    assert [r["points"] for r in out["rounds"]] == [[0, 3, 0, 3], [3, 0, 3, 0], [2, 0, 2, 0]]
    assert [r["details"]["sets"] for r in out["rounds"]] == [[0, 1], [1, 1], [2, 1]]
    assert [r["details"]["hakem"] for r in out["rounds"]] == [0, 1, 2]
    assert out["totals"] == [2, 0, 2, 0]
    assert out["finished"] is True and out["winners"] == [0, 2]


def test_replay_mid_round(tmp_path):
    rec = kot_record(0, 1)
    for cut in (0, 1, 10):
        rec["rounds"][0]["actions"] = rec["rounds"][0]["actions"][:cut]
        out = ok_json(run("replay", write(tmp_path, rec)))
        assert out == {"ok": True, "game": "hokm", "rounds": [{}], "totals": [0, 0, 0, 0],
                       "round_over": False, "finished": False, "winners": []}


def test_replay_second_round_mid_round(tmp_path):
    rec = kot_record(0, 1)
    rec["rounds"].append(random_round(5, hakem=None))
    out = ok_json(run("replay", write(tmp_path, rec)))
    assert out["round_over"] is False
    assert out["rounds"][0]["points"] == [0, 3, 0, 3]
    assert out["rounds"][1] == {}
    assert out["totals"] == [0, 3, 0, 3]


def test_replay_a_bam(tmp_path):
    rec = record([{"deal": {"hakem": 0, "hands": kot_hands()},
                   "actions": kot_actions(0, 2, tricks=7)
                   + [{"seat": 2, "type": "bam", "value": True}]}])
    # the bam player leads the eighth trick and takes all thirteen
    acts = kot_actions(0, 2, tricks=13)
    rec["rounds"][0]["actions"] += acts[1 + 28:]
    out = ok_json(run("replay", write(tmp_path, rec)))
    assert out["finished"] is True and out["winners"] == [0, 2]
    assert out["rounds"][0]["points"] == [2, 0, 2, 0]
    check_hokm_replay(rec, out)
    details = out["rounds"][0]["details"]
    # whether a bam also counts as a set won is not written in hokm.md: not pinned here
    assert details.pop("sets")[1] == 0
    assert details == {"hakem": 0, "trump": "D", "tricks": [13, 0], "kot": True, "bam": True}


# ----------------------------------------------------------------------------- legal


def test_legal_at_the_start_is_the_hakems_trump(tmp_path):
    rec = record([random_round(1, hakem=2)])
    out = ok_json(run("legal", write(tmp_path, rec)))
    assert out["seat"] == 2
    assert sorted(out["actions"], key=json.dumps) == sorted(
        [{"seat": 2, "type": "trump", "suit": s} for s in SUITS], key=json.dumps)


def _expected_plays(rec: dict) -> tuple[int, list[dict]]:
    """Who plays next and what they may play, worked out from the deal (follow suit)."""
    rnd = rec["rounds"][-1]
    hands = [list(h) for h in rnd["deal"]["hands"]]
    trick: list[tuple[int, str]] = []
    trump = None
    seat = rnd["deal"]["hakem"]
    rank = {r: i for i, r in enumerate(reversed(RANKS))}
    for a in rnd["actions"]:
        if a["type"] == "trump":
            trump = a["suit"]
            continue
        hands[a["seat"]].remove(a["card"])
        trick.append((a["seat"], a["card"]))
        seat = (a["seat"] + 1) % 4
        if len(trick) == 4:
            led = trick[0][1][1]
            best = max(trick, key=lambda sc: (sc[1][1] == trump, sc[1][1] == led,
                                              rank[sc[1][0]]))
            seat, trick = best[0], []
    hand = hands[seat]
    if trick:
        follow = [c for c in hand if c[1] == trick[0][1][1]]
        hand = follow or hand
    return seat, [{"seat": seat, "type": "play", "card": c} for c in hand]


@pytest.mark.parametrize("cut", [1, 2, 3, 4, 5, 6, 9, 14, 23])
def test_legal_during_play_follows_suit(tmp_path, cut):
    rec = record([random_round(cut)])
    rec["rounds"][0]["actions"].append({"seat": 0, "type": "trump", "suit": SUITS[cut % 4]})
    # play on, each time the first card allowed (worked out here, not by the program)
    for _ in range(cut - 1):
        rec["rounds"][0]["actions"].append(_expected_plays(rec)[1][0])
    out = ok_json(run("legal", write(tmp_path, rec)))
    seat, expected = _expected_plays(rec)
    assert out["seat"] == seat
    assert sorted(out["actions"], key=json.dumps) == sorted(expected, key=json.dumps)
    # every listed action is written exactly as a record action: the last one replays
    rec["rounds"][0]["actions"].append(out["actions"][-1])
    assert run("replay", write(tmp_path, rec)).returncode == 0


def test_legal_at_the_bam_moment(tmp_path):
    rec = kot_record(0, 2)
    rec["rounds"][0]["actions"].pop()           # the bam decision is still to make
    out = ok_json(run("legal", write(tmp_path, rec)))
    assert out["seat"] == 2
    assert sorted(out["actions"], key=json.dumps) == sorted(
        [{"seat": 2, "type": "bam", "value": True},
         {"seat": 2, "type": "bam", "value": False}], key=json.dumps)


def test_legal_when_the_round_is_over(tmp_path):
    out = ok_json(run("legal", write(tmp_path, kot_record(0, 0))))
    assert out == {"seat": None, "actions": []}


def test_legal_when_the_match_is_over(tmp_path):
    out = ok_json(run("legal", write(tmp_path, kot_record(0, 0, hands_per_set=1))))
    assert out == {"seat": None, "actions": []}


def test_legal_on_a_bad_file(tmp_path):
    p = run("legal", write(tmp_path, "{oops"))
    assert p.returncode == 2
    assert json.loads(p.stdout)["ok"] is False


# ------------------------------------------------------------------------------ deal


def _check_fresh_record(rec: dict) -> int:
    assert rec["format"] == "cardtable-record/1"
    assert rec["game"] == "hokm" and rec["players"] == 4
    assert len(rec["rounds"]) == 1
    rnd = rec["rounds"][0]
    assert rnd.get("actions", []) == []
    deal = rnd["deal"]
    hakem = deal["hakem"]
    assert hakem in (0, 1, 2, 3)
    if "dealer" in deal:
        assert deal["dealer"] == (hakem - 1) % 4
    assert [len(h) for h in deal["hands"]] == [13] * 4
    assert Counter(c for h in deal["hands"] for c in h) == Counter(PACK)
    return hakem


@pytest.mark.parametrize("seed", [1, 2, 3])
def test_deal(tmp_path, seed):
    p1 = run("deal", "--game", "hokm", "--players", 4, "--seed", seed)
    p2 = run("deal", "--game", "hokm", "--players", 4, "--seed", seed)
    rec = ok_json(p1)
    assert p1.stdout == p2.stdout, "the same seed deals the same cards"
    hakem = _check_fresh_record(rec)
    assert rec["options"] == {}
    out = ok_json(run("replay", write(tmp_path, rec)))
    assert out["round_over"] is False and out["rounds"] == [{}]
    legal = ok_json(run("legal", write(tmp_path, rec)))
    assert legal["seat"] == hakem


def test_deal_seeds_differ():
    deals = [json.dumps(ok_json(run("deal", "--game", "hokm", "--players", 4, "--seed", s)))
             for s in (11, 12)]
    assert deals[0] != deals[1]


def test_deal_with_options(tmp_path):
    rec = ok_json(run("deal", "--game", "hokm", "--players", 4, "--seed", 9,
                      "--option", "sets=2", "--option", "bam=false"))
    assert rec["options"] == {"sets": 2, "bam": False}
    _check_fresh_record(rec)
    assert run("replay", write(tmp_path, rec)).returncode == 0


@pytest.mark.parametrize("args", [
    ["--game", "hokm", "--players", 5],
    ["--game", "hokm", "--players", 3],
    ["--game", "poker-deluxe", "--players", 4],
    ["--game", "hokm", "--players", 4, "--option", "colour=red"],
    ["--game", "hokm", "--players", 4, "--option", "sets=three"],
    ["--game", "hokm", "--players", 4, "--option", "sets=7"],
    ["--game", "hokm", "--players", 4, "--option", "sets"],
    ["--game", "hokm"],
])
def test_deal_errors(args):
    p = run("deal", *args)
    assert p.returncode == 2
    assert p.stderr.strip()
    assert not p.stdout.strip() or json.loads(p.stdout).get("ok") is False


@pytest.mark.parametrize(("hakem", "taker", "next_hakem"), [
    (0, 0, 0), (0, 2, 0), (0, 1, 1), (1, 0, 2), (3, 2, 0), (2, 3, 3)])
def test_deal_continue_next_hakem(tmp_path, hakem, taker, next_hakem):
    rec = kot_record(hakem, taker)
    path = write(tmp_path, rec)
    p = run("deal", "--continue", path, "--seed", 4)
    out = ok_json(p)
    assert run("deal", "--continue", path, "--seed", 4).stdout == p.stdout
    assert out["rounds"][0] == rec["rounds"][0]
    assert {k: out[k] for k in ("format", "game", "players")} == {
        k: rec[k] for k in ("format", "game", "players")}
    assert out.get("options", {}) == rec["options"]
    assert len(out["rounds"]) == 2
    new = out["rounds"][1]
    assert new.get("actions", []) == []
    assert new["deal"].get("hakem", next_hakem) == next_hakem
    if "dealer" in new["deal"]:
        assert new["deal"]["dealer"] == (next_hakem - 1) % 4
    assert Counter(c for h in new["deal"]["hands"] for c in h) == Counter(PACK)
    cont = write(tmp_path, out, "continued.json")
    summary = ok_json(run("replay", cont))
    assert summary["round_over"] is False and len(summary["rounds"]) == 2
    assert ok_json(run("legal", cont))["seat"] == next_hakem


def test_deal_continue_refuses_an_unfinished_round(tmp_path):
    rec = kot_record(0, 1)
    rec["rounds"][0]["actions"] = rec["rounds"][0]["actions"][:5]
    p = run("deal", "--continue", write(tmp_path, rec))
    assert p.returncode == 1
    assert p.stderr.strip()


def test_deal_continue_refuses_a_finished_match(tmp_path):
    p = run("deal", "--continue", write(tmp_path, kot_record(0, 1, hands_per_set=2)))
    assert p.returncode == 1
    assert p.stderr.strip()


def test_deal_continue_on_a_bad_file(tmp_path):
    p = run("deal", "--continue", write(tmp_path, "[1, 2"))
    assert p.returncode == 2
    assert json.loads(p.stdout)["ok"] is False
    p = run("deal", "--continue", tmp_path / "missing.json")
    assert p.returncode == 2


# ------------------------------------------------------------------------------ play


def _play(out_dir: Path, *extra: object) -> tuple[dict, dict[str, str]]:
    p = run("play", "--game", "hokm", "--players", 4, "--ai", "greedy,random", "--games", 2,
            "--seed", 1, "--record", out_dir, "--json", *extra, timeout=300)
    result = ok_json(p)
    files = {f.name: f.read_text(encoding="utf-8") for f in sorted(out_dir.iterdir())}
    return result, files


LEVEL_KEYS = {"win_rate", "ci95", "points_per_round", "decision_seconds"}


def check_level_figures(figures: dict, contracts: bool) -> None:
    """One level's figures have exactly the shape issue 6 gives, with sane values."""
    assert set(figures) == LEVEL_KEYS | ({"contracts_made"} if contracts else set())
    lo, hi = figures["ci95"]
    assert 0 <= lo <= figures["win_rate"] <= hi <= 1
    times = figures["decision_seconds"]
    assert set(times) == {"median", "p95"} and 0 <= times["median"] <= times["p95"]
    if contracts:
        assert figures["contracts_made"] is None or 0 <= figures["contracts_made"] <= 1


@pytest.mark.slow
def test_play_duplicate_deals_win_rates_and_replayable_records(tmp_path):
    result, files = _play(tmp_path / "a")
    assert set(result) == {"game", "players", "deals", "levels"}
    assert (result["game"], result["players"], result["deals"]) == ("hokm", 4, 2)
    levels = result["levels"]
    assert set(levels) == {"greedy", "random"}
    for figures in levels.values():
        check_level_figures(figures, contracts=False)  # Hokm has no contracts
    # Each deal is played twice: greedy on the even seats, then on the odd ones.
    assert sorted(files) == [f"hokm-0000{d}-{t}.json" for d in range(2) for t in range(2)]
    wins: Counter[str] = Counter()
    points: dict[str, list[int]] = {"greedy": [], "random": []}
    for name, text in files.items():
        rec = json.loads(text)
        out = summary(load(tmp_path / "a" / name)[1])  # what `replay` prints, in-process
        check_hokm_replay(rec, out)  # whole matches, each replaying by the rules
        turn = int(name[-6])
        level = {s: ("greedy", "random")[(s + turn) % 2] for s in range(4)}
        wins.update({level[out["winners"][0]]})
        for rnd in out["rounds"]:
            for s in range(4):
                points[level[s]].append(rnd["points"][s])
    for level in ("greedy", "random"):
        assert levels[level]["win_rate"] == pytest.approx(wins[level] / 4, abs=1e-4)
        mean = sum(points[level]) / len(points[level])
        assert levels[level]["points_per_round"] == pytest.approx(mean, abs=1e-3)
    # duplicate deals: both rotations of a deal get the same first cards and hakem
    for d in range(2):
        first = [json.loads(files[f"hokm-0000{d}-{t}.json"])["rounds"][0]["deal"]
                 for t in range(2)]
        assert first[0] == first[1]
    assert (json.loads(files["hokm-00000-0.json"])["rounds"][0]["deal"]
            != json.loads(files["hokm-00001-0.json"])["rounds"][0]["deal"])
    # the same seed plays the same matches
    result2, files2 = _play(tmp_path / "b")
    assert files2 == files
    assert {k: v["win_rate"] for k, v in result2["levels"].items()} == {
        k: v["win_rate"] for k, v in levels.items()}


def play_here(capsys, *args: object) -> tuple[int, str, str]:
    """`cardtable-cli play ...` in this process (no start-up cost): code, stdout, stderr."""
    from cardtable.cli import main

    code = main(["play", *(str(a) for a in args)])
    out, err = capsys.readouterr()
    assert "Traceback" not in out + err
    return code, out, err


def test_play_prints_a_table_for_people(capsys):
    code, out, err = play_here(capsys, "--game", "hokm", "--players", 4, "--ai",
                               "greedy,random", "--games", 1, "--rounds", 1, "--seed", 3)
    assert code == 0, err
    lines = out.splitlines()
    assert "1 duplicate deal(s) x 2 seating(s), 1 round(s) per match" in lines[0]
    assert lines[1].split()[:3] == ["level", "win", "rate"]
    assert [line.split()[0] for line in lines[2:]] == ["greedy", "random"]


def test_play_counts_contracts_where_the_game_has_them(capsys):
    code, out, err = play_here(capsys, "--game", "ninety-nine", "--players", 3, "--ai",
                               "heuristic,random,random", "--games", 2, "--rounds", 1,
                               "--seed", 2, "--json")
    assert code == 0, err
    result = json.loads(out)
    assert (result["game"], result["players"], result["deals"]) == ("ninety-nine", 3, 2)
    assert set(result["levels"]) == {"heuristic", "random"}
    for figures in result["levels"].values():
        check_level_figures(figures, contracts=True)
        assert figures["contracts_made"] is not None  # every player bids in Ninety-Nine


def test_play_search_levels_smoke_run(tmp_path):
    """A deal of the search player against random play, as the strength benchmark runs it
    (tests/bench/ai_strength.py): the command keeps working and its records replay."""
    p = run("play", "--game", "hokm", "--players", 4, "--ai", "easy,random", "--games", 1,
            "--rounds", 1, "--seed", 5, "--json", "--record", tmp_path, timeout=300)
    result = ok_json(p)
    assert (result["game"], result["deals"]) == ("hokm", 1)
    assert set(result["levels"]) == {"easy", "random"}
    for figures in result["levels"].values():
        check_level_figures(figures, contracts=False)
    easy = result["levels"]["easy"]
    assert 0 < easy["decision_seconds"]["median"] <= easy["decision_seconds"]["p95"]
    assert easy["win_rate"] + result["levels"]["random"]["win_rate"] == pytest.approx(1.0)
    names = sorted(f.name for f in tmp_path.iterdir())
    assert names == ["hokm-00000-0.json", "hokm-00000-1.json"]
    for name in names:
        assert summary(load(tmp_path / name)[1])["round_over"] is True


def test_play_errors(capsys):
    for args in (["--ai", "genius", "--games", 1], ["--ai", "easy", "--games", 0],
                 ["--ai", "easy", "--games", 1, "--rounds", 0],
                 ["--ai", "easy", "--games", 1, "--max-actions", 0]):
        code, _, err = play_here(capsys, "--game", "hokm", "--players", 4, *args)
        assert code == 2 and err.strip()
    code, _, err = play_here(capsys, "--game", "hokm", "--players", 5, "--ai", "easy",
                             "--games", 1)
    assert code == 2 and err.strip()
    code, _, err = play_here(capsys, "--game", "shelem", "--players", 4, "--ai", "greedy",
                             "--games", 1)
    assert code == 2 and "greedy" in err


# -------------------------------------------------------------- the console script


def test_console_script(tmp_path):
    exe = shutil.which("cardtable-cli")
    if exe is None:
        pytest.skip("cardtable-cli is not on the PATH")
    path = write(tmp_path, kot_record(0, 1))
    p = subprocess.run([exe, "replay", str(path)], capture_output=True, text=True, timeout=60)
    assert p.returncode == 0
    assert json.loads(p.stdout) == ok_json(run("replay", path))
    p = subprocess.run([exe, "replay", str(tmp_path / "nope.json")], capture_output=True,
                       text=True, timeout=60)
    assert p.returncode == 2 and "Traceback" not in p.stdout + p.stderr


def test_no_arguments_is_a_usage_error():
    p = run()
    assert p.returncode == 2 and p.stderr.strip()
    p = run("fly")
    assert p.returncode == 2 and p.stderr.strip()


# ------------------------------------------------------------------ bad records


def _with(rec: dict, change) -> dict:
    rec = json.loads(json.dumps(rec))
    change(rec)
    return rec


def _set(path: tuple, value: Any):
    def change(rec: dict) -> None:
        node = rec
        for key in path[:-1]:
            node = node[key]
        node[path[-1]] = value
    return change


GOOD = kot_record(0, 1)
DEAL = ("rounds", 0, "deal")
ACTS = ("rounds", 0, "actions")


def _wrong_seat(rec: dict) -> None:
    acts = rec["rounds"][0]["actions"]
    # action 3 is seat 2's play (seat 0 leads, then 1, 2, 3): seat 3 plays instead
    assert acts[3]["seat"] == 2
    acts[3] = {"seat": 3, "type": "play", "card": acts[4]["card"]}


def _not_held(rec: dict) -> None:
    rec["rounds"][0]["actions"][2]["card"] = "AS"   # seat 1 holds hearts only


def _no_follow(rec: dict) -> None:
    # seat 0 (hakem) holds spades only; give seat 1 a spade in exchange for a heart
    hands = rec["rounds"][0]["deal"]["hands"]
    hands[0][12], hands[1][12] = hands[1][12], hands[0][12]   # 2H to seat 0, 2S to seat 1
    rec["rounds"][0]["actions"] = [{"seat": 0, "type": "trump", "suit": "C"},
                                   {"seat": 0, "type": "play", "card": "AS"},
                                   {"seat": 1, "type": "play", "card": "AH"}]


def _after_hand(rec: dict) -> None:
    rec["rounds"][0]["actions"].append({"seat": 1, "type": "play", "card": "2H"})


def _second_round(hakem: int | None = None, unfinished: bool = False, **options):
    def change(rec: dict) -> None:
        rec["options"] = options
        if unfinished:
            rec["rounds"][0]["actions"] = rec["rounds"][0]["actions"][:9]
        rnd = random_round(8, hakem=hakem)
        rec["rounds"].append(rnd)
    return change


# (name, data or change, expected exit, round, action); data is bytes, str or a change
BAD_CASES: list[tuple[str, Any, int, int | None, int | None]] = [
    ("empty file", "", 2, None, None),
    ("blank file", "  \n\t\n", 2, None, None),
    ("not JSON", "{this is not json", 2, None, None),
    ("JSON array", "[1, 2, 3]", 2, None, None),
    ("JSON string", '"hokm"', 2, None, None),
    ("truncated", json.dumps(GOOD)[:-40], 2, None, None),
    ("deeply nested", "[" * 5000 + "]" * 5000, 2, None, None),
    ("deeply nested object", '{"a":' * 5000 + "1" + "}" * 5000, 2, None, None),
    ("binary garbage", bytes(random.Random(7).randrange(256) for _ in range(300)), 2, None,
     None),
    ("NUL bytes", b"\x00" * 64, 2, None, None),
    ("integer too long", '{"players": ' + "9" * 5000 + "}", 2, None, None),
    ("wrong format", _set(("format",), "cardtable-record/9"), 2, None, None),
    ("unknown game", _set(("game",), "poker-deluxe"), 2, None, None),
    ("game not a string", _set(("game",), ["hokm"]), 2, None, None),
    ("unknown option", _set(("options",), {"no_such_option": 1}), 2, None, None),
    ("option of the wrong type", _set(("options",), {"sets": "three"}), 2, None, None),
    ("option out of range", _set(("options",), {"sets": 9}), 2, None, None),
    ("options not an object", _set(("options",), [1]), 2, None, None),
    ("wrong player count", _set(("players",), 9), 2, None, None),
    ("three players", _set(("players",), 3), 2, None, None),
    ("players not a number", _set(("players",), "four"), 2, None, None),
    ("rounds not a list", _set(("rounds",), "many"), 2, None, None),
    ("no rounds", _set(("rounds",), []), 2, None, None),
    ("round not an object", _set(("rounds", 0), "deal"), 2, 0, None),
    ("deal not an object", _set(DEAL, [1]), 2, 0, None),
    ("card not in notation", _set(DEAL + ("hands", 0, 0), "ZZ"), 2, 0, None),
    ("card not a string", _set(DEAL + ("hands", 0, 0), 14), 2, 0, None),
    ("duplicated card", _set(DEAL + ("hands", 0, 0), "AH"), 2, 0, None),
    ("missing card", lambda r: r["rounds"][0]["deal"]["hands"][0].pop(), 2, 0, None),
    ("extra card", lambda r: r["rounds"][0]["deal"]["hands"][0].append("AS"), 2, 0, None),
    ("joker in a pack without jokers", _set(DEAL + ("hands", 0, 0), "RJ"), 2, 0, None),
    ("twelve in a 52-card pack", _set(DEAL + ("hands", 0, 0), "WS"), 2, 0, None),
    ("three hands", lambda r: r["rounds"][0]["deal"]["hands"].pop(), 2, 0, None),
    ("hakem out of range", _set(DEAL + ("hakem",), 4), 2, 0, None),
    ("no hakem in the first deal", lambda r: r["rounds"][0]["deal"].pop("hakem"), 2, 0, None),
    ("wrong dealer", _set(DEAL + ("dealer",), 1), 2, 0, None),
    ("actions not a list", _set(ACTS, {"seat": 0}), 2, 0, None),
    ("unknown action type", _set(ACTS + (3,), {"seat": 2, "type": "fly"}), 1, 0, 3),
    ("action type not a string", _set(ACTS + (0,), {"seat": 0, "type": ["trump"]}), 1, 0, 0),
    ("action by the wrong seat", _wrong_seat, 1, 0, 3),
    ("trump by the wrong seat", _set(ACTS + (0,), {"seat": 2, "type": "trump", "suit": "H"}),
     1, 0, 0),
    ("bad suit", _set(ACTS + (0,), {"seat": 0, "type": "trump", "suit": "X"}), 1, 0, 0),
    ("action not an object", _set(ACTS + (2,), "play AS"), 1, 0, 2),
    ("card not held", _not_held, 1, 0, 2),
    ("not following suit", _no_follow, 1, 0, 2),
    ("trump twice", lambda r: r["rounds"][0]["actions"].insert(
        1, {"seat": 0, "type": "trump", "suit": "S"}), 1, 0, 1),
    ("bam outside the bam moment", _set(ACTS + (5,), {"seat": 1, "type": "bam", "value": True}),
     1, 0, 5),
    ("play after the hand is over", _after_hand, 1, 0, 30),
    ("a round following an unfinished round", _second_round(unfinished=True), 2, 1, None),
    ("a round after the end of the match", _second_round(hands_per_set=3), 2, 1, None),
    ("a later round whose hakem disagrees", _second_round(hakem=0), 2, 1, None),
    ("a later round whose hakem disagrees (2)", _second_round(hakem=2), 2, 1, None),
]


@pytest.mark.parametrize(("name", "data", "code", "rnd", "action"), BAD_CASES,
                         ids=[c[0] for c in BAD_CASES])
def test_bad_record(tmp_path, name, data, code, rnd, action):
    if callable(data):
        data = _with(GOOD, data)
    p = run("replay", write(tmp_path, data))
    assert p.returncode == code, p.stdout + p.stderr
    out = json.loads(p.stdout)
    assert out["ok"] is False
    assert set(out["error"]) == {"round", "action", "message"}
    assert (out["error"]["round"], out["error"]["action"]) == (rnd, action)
    assert isinstance(out["error"]["message"], str) and out["error"]["message"].strip()
    assert p.stderr.strip()


def test_good_record_for_the_bad_cases_is_good(tmp_path):
    assert ok_json(run("replay", write(tmp_path, GOOD)))["round_over"] is True
    # the later-round cases only fail because of what they change
    ok = _with(GOOD, _second_round(hakem=1))
    assert ok_json(run("replay", write(tmp_path, ok)))["round_over"] is False


def test_missing_file(tmp_path):
    p = run("replay", tmp_path / "no" / "such.json")
    assert p.returncode == 2
    out = json.loads(p.stdout)
    assert out["ok"] is False and out["error"]["round"] is None
    assert out["error"]["action"] is None and out["error"]["message"].strip()


def test_folder_instead_of_a_file(tmp_path):
    p = run("replay", tmp_path)
    assert p.returncode == 2
    assert json.loads(p.stdout)["error"]["message"].strip()


def test_huge_file_is_refused(tmp_path):
    # a valid record padded with spaces past 16 MiB: refused for its size alone
    text = json.dumps(GOOD)
    path = tmp_path / "huge.json"
    with path.open("w", encoding="utf-8") as f:
        f.write(text[:-1])
        f.write(" " * (16 * 1024 * 1024 + 10))
        f.write(text[-1])
    assert json.loads(path.read_text(encoding="utf-8")) == GOOD
    p = run("replay", path)
    assert p.returncode == 2
    out = json.loads(p.stdout)
    assert (out["error"]["round"], out["error"]["action"]) == (None, None)
    assert out["error"]["message"].strip()


def test_very_huge_file_is_refused_quickly(tmp_path):
    path = tmp_path / "sparse.json"
    with path.open("wb") as f:
        f.truncate(4 * 1024 ** 3)   # 4 GiB, sparse: never read
    started = time.perf_counter()
    p = run("replay", path)
    assert time.perf_counter() - started < 10
    assert p.returncode == 2
    assert json.loads(p.stdout)["error"]["message"].strip()


@pytest.mark.slow
def test_check_cli_errors_tool_with_fuzz(tmp_path):
    if not TOOL.exists():
        pytest.skip("shared tools are not mounted")
    exe = shutil.which("cardtable-cli")
    if exe is None:
        exe = str(tmp_path / "cardtable-cli")
        Path(exe).write_text(f'#!/bin/sh\nexec "{sys.executable}" -m cardtable.cli "$@"\n')
        os.chmod(exe, 0o755)
    p = subprocess.run([sys.executable, str(TOOL), exe, "--fuzz", "60"], capture_output=True,
                       text=True, timeout=900)
    assert p.returncode == 0, p.stdout + p.stderr
    assert "handled cleanly" in p.stdout
