"""The strength report's own arithmetic and a tiny run of it (the full run is a benchmark:
tests/bench/ai_strength.py)."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import pytest

from cardtable.arena import Tally
from tests.scripts import load_script

ROOT = Path(__file__).resolve().parents[2]
BENCH = ROOT / "tests" / "bench" / "ai_strength.py"


def bench():
    return load_script(BENCH, "ai_strength_bench")


def test_a_race_to_seven_favours_the_stronger_side():
    b = bench()
    assert b.race(0.5) == pytest.approx(0.5)
    assert b.race(1.0) == 1.0 and b.race(0.0) == 0.0
    assert b.race(0.675) == pytest.approx(0.908, abs=0.001)
    assert b.race(0.6, to=1) == pytest.approx(0.6)


def test_kots_in_the_race_favour_the_side_that_scores_them():
    b = bench()
    assert b.race(0.5, kots=(0.2, 0.2)) == pytest.approx(0.5)  # even sides stay even
    assert b.race(0.6, kots=(0.0, 0.0)) == pytest.approx(b.race(0.6))
    assert b.race(0.6, kots=(0.1, 0.0)) > b.race(0.6) > b.race(0.6, kots=(0.0, 0.1))
    assert b.race(0.5, to=2, kots=(1.0, 0.0)) == pytest.approx(0.75)  # one won hand will do
    # A side's kot share from its points: 12 seat-rounds won for 15 points.
    assert b.kot_share(15.0, 12.0) == pytest.approx(0.25)
    assert b.kot_share(0.0, 0.0) == 0.0 and b.kot_share(40.0, 10.0) == 1.0


def test_cached_times_keep_their_counts_to_the_millisecond():
    b = bench()
    t = Tally(wins=1.5, matches=2, points=3.0, seat_rounds=4, times=[0.0004, 0.0012, 1.2346])
    raw = b.compact_tally(t)
    assert raw["times"] == {"ms": {"0": 1, "1": 1, "1235": 1}}
    back = Tally(**b.expand_times(raw))
    assert back.wins == 1.5 and back.times == [0.0, 0.001, 1.235]


def test_a_points_game_is_judged_by_the_interval_of_the_difference():
    b = bench()
    ahead = [{"hard": Tally(points=p, seat_rounds=1), "normal": Tally(points=0, seat_rounds=1)}
             for p in (10, 12, 8, 11, 9)]
    mean, half = b.points_edge(ahead, "hard", "normal")
    assert mean == pytest.approx(10) and 0 < half < 10
    even = [{"hard": Tally(points=p, seat_rounds=1), "normal": Tally(points=0, seat_rounds=1)}
            for p in (10, -12, 8, -11, 5)]
    mean, half = b.points_edge(even, "hard", "normal")
    assert mean - half < 0
    # Deals whose matches were settled before a round was scored say nothing of points.
    unscored = [{"hard": Tally(), "normal": Tally()}] * 20
    assert b.points_edge(ahead + unscored, "hard", "normal") == b.points_edge(ahead, "hard",
                                                                                "normal")


def test_a_duplicate_deal_is_won_by_the_side_that_scored_more_on_its_cards():
    b = bench()

    def deal(hard: float, normal: float) -> dict[str, Tally]:
        return {"hard": Tally(points=hard, seat_rounds=2),
                "normal": Tally(points=normal, seat_rounds=2)}

    parts = [deal(90, 70), deal(40, 60), deal(50, 50), deal(120, 20),
             {"hard": Tally(), "normal": Tally()}]  # settled before a round was scored
    assert b.deals_won(parts, "hard", "normal") == (2.5, 4)
    assert b.deals_won(parts, "normal", "hard") == (1.5, 4)
    # Penalties: fewer points win the deal.
    assert b.deals_won(parts, "hard", "normal", fewer_better=True) == (1.5, 4)


def test_every_level_of_every_game_gets_a_speed_verdict():
    b = bench()
    b.TIMES.clear()
    b.TIMES[("pan", "hard")] = [2.4] * 19 + [3.5]
    b.TIMES[("pan", "normal")] = [0.45] * 20
    rows = {tuple(cell.strip() for cell in line.strip("|").split("|")[:2]): line
            for line in b.speed_findings(["pan", "golf"])[2:]}
    assert set(rows) == {(g, lv) for g in ("pan", "golf") for lv in ("easy", "normal", "hard")}
    assert rows["pan", "hard"].endswith("| met |")  # 3.5 s is beyond the 95th percentile
    assert rows["pan", "normal"].endswith("| met |")
    assert rows["pan", "easy"].endswith("| not measured yet |")
    assert rows["golf", "hard"].endswith("| not measured yet |")
    b.TIMES[("pan", "hard")] = [3.5] * 20
    slow = [line for line in b.speed_findings(["pan"]) if line.startswith("| pan | hard |")]
    assert slow[0].endswith("| NOT met |")


def test_a_small_report_is_written_and_a_second_run_reads_the_cache(tmp_path):
    out, cache = tmp_path / "report.md", tmp_path / "deals.jsonl.gz"
    argv = [sys.executable, str(BENCH), "--games", "twenty-one,old-maid", "--deals", "3",
            "--speed-deals", "0", "--cache", str(cache), "--out", str(out)]
    subprocess.run(argv, check=True, capture_output=True, timeout=300, cwd=ROOT)
    text = out.read_text(encoding="utf-8")
    assert "## Against the issue's figures" in text
    assert "too few deals (3 of 400)" in text
    assert "cannot differ: no choice in this game changes the outcome" in text
    first = text.split("## Strength", 1)[1]
    # Nothing is played again: the cached deals give the same tables.
    subprocess.run(argv + ["--cached-only"], check=True, capture_output=True, timeout=300,
                   cwd=ROOT)
    assert out.read_text(encoding="utf-8").split("## Strength", 1)[1] == first


def test_a_deal_played_by_older_knowledge_is_not_reused(monkeypatch):
    b = bench()
    job = ("twenty-one", 4, ["hard", "random"], 2024, 3, True, 400, 1)
    before = b.deal_key(job)
    knowledge = b.knowledge_for("twenty-one")
    assert knowledge.revision == 1 and "knowledge" not in before  # the first keys stand
    monkeypatch.setattr(type(knowledge), "revision", 2)
    assert b.deal_key(job) != before
    assert '{"knowledge": 3}' in b.deal_key(("ninety-nine", 3, ["hard", "random"],
                                             2024, 3, True, 400, 1))
    # The weaker levels choose anew (search.close_pick): none of their deals is reused.
    assert '{"knowledge": 103}' in b.deal_key(("ninety-nine", 3, ["hard", "normal", "normal"],
                                               2024, 3, True, 400, 1))


def test_a_change_to_one_level_keeps_the_other_levels_deals(monkeypatch):
    b = bench()
    knowledge = b.knowledge_for("hokm")
    normal_random = ("hokm", 4, ["normal", "random"], 2024, 3, True, 400, 1)
    hard_normal = ("hokm", 4, ["hard", "normal"], 2024, 3, True, 400, 1)
    before = b.deal_key(normal_random), b.deal_key(hard_normal)
    real = type(knowledge).revision_of
    monkeypatch.setattr(type(knowledge), "revision_of",
                        lambda self, level: 999 if level == "hard" else real(self, level))
    assert b.deal_key(normal_random) == before[0]
    assert b.deal_key(hard_normal) != before[1] and '{"knowledge": 999}' in b.deal_key(
        hard_normal)


def test_a_level_that_reads_more_replays_only_the_deals_that_seat_it():
    """Mau-Mau's hard reads what the draws show: a max over the levels' revisions would
    hide it behind the weaker levels' larger number."""
    b = bench()
    # Mau-Mau's easy and normal also look less far ahead than they did (`LOOKAHEAD`).
    assert '{"levels": {"hard": 1, "normal": 1}}' in b.deal_key(
        ("mau-mau", 4, ["hard", "normal"], 2024, 0, True, 400, 1))
    assert '{"levels": {"normal": 1}}' in b.deal_key(("mau-mau", 4, ["normal", "random"], 2024,
                                                       0, True, 400, 1))
    assert '{"levels": {"easy": 1}}' in b.deal_key(("mau-mau", 4, ["easy", "random"], 2024,
                                                     0, True, 400, 1))
    for game_id, levels in (("hokm", ["hard", "normal"]), ("pan", ["hard", "normal"])):
        assert "levels" not in b.deal_key((game_id, 4, levels, 2024, 0, True, 400, 1))


def test_deals_scored_the_old_way_are_not_reused_where_the_scoring_changed():
    b = bench()
    for game_id in ("pan", "old-maid", "cheat"):
        assert '{"outcome": 2}' in b.deal_key((game_id, 4, ["hard", "normal"], 2024, 0, True,
                                                400, 1))
    for game_id in ("hokm", "golf", "twenty-one"):  # their cached deals stand
        assert "outcome" not in b.deal_key((game_id, 4, ["hard", "normal"], 2024, 0, True,
                                            400, 1))


def test_whole_matches_are_kept_apart_and_the_single_rounds_keys_stand():
    """Whole Hokm matches (the figure of matches, measured) get keys of their own; the keys
    of the single-round deals already in the committed cache are unchanged."""
    import gzip

    b = bench()
    one = ("hokm", 4, ["hard", "normal"], 2024, 0, True, 400, 1)
    whole = ("hokm", 4, ["hard", "greedy"], 2024, 0, True, b.WHOLE_MATCH_ACTIONS, None)
    assert '{"rounds": "match"}' in b.deal_key(whole)
    assert "rounds" not in b.deal_key(one)
    with gzip.open(ROOT / "docs" / "ai-strength-deals.jsonl.gz", "rt", encoding="utf-8") as f:
        keys = {json.loads(line)["key"] for line in f if line.strip()}
    # The cached single-round deals have the same form (their budgets and revisions are
    # older: the levels changed since, and those deals are played anew).
    head = b.deal_key(one).split(', {"hard"')[0]
    cached = [k for k in keys if k.startswith(head + ", ")]
    assert cached and not any('"rounds"' in k for k in cached)


def test_the_figure_of_whole_matches_is_judged_on_the_matches_won():
    b = bench()
    b.FINDINGS.clear()
    b.judge_whole_matches("hokm", "hard", "greedy", Tally(wins=17, matches=20), 10)
    b.judge_whole_matches("hokm", "hard", "greedy", Tally(wins=16, matches=20), 10)
    b.judge_whole_matches("hokm", "hard", "greedy", Tally(wins=720, matches=800), 400)
    (_, figure, measured, first), (_, _, _, second), (_, _, _, third) = b.FINDINGS
    assert "matches" in figure and "measured" in figure
    assert measured.startswith("0.850 of 20 [")
    assert first == "too few deals (10 of 400); so far met"
    assert second == "too few deals (10 of 400); not met"
    assert third == "met"


def test_the_blunder_section_is_kept_when_the_report_is_regenerated(tmp_path):
    b = bench()
    out = tmp_path / "report.md"
    assert b.blunder_section(out) == ""
    out.write_text("# Report\n\nold tables\n\n## Blunders\n\n| a | b |\n\n## Later\n\nx\n",
                   encoding="utf-8")
    assert b.blunder_section(out) == "\n## Blunders\n\n| a | b |\n\n"
    out.write_text("# Report\n\n## Blunders\n\nlast section\n", encoding="utf-8")
    assert b.blunder_section(out) == "\n## Blunders\n\nlast section\n"
    out.write_text("# Report\n\nno such section\n", encoding="utf-8")
    assert b.blunder_section(out) == ""


def test_the_strength_runs_audit_their_matches_and_keep_the_audit_in_the_cache(tmp_path):
    """Each deal played is replayed by the blunder audit; its counts go into the cache with
    the deal, so a report read from the cache shows them, and a deal cached before the
    runs audited is counted apart, not as a deal without blunders."""
    out, cache = tmp_path / "report.md", tmp_path / "deals.jsonl.gz"
    argv = [sys.executable, str(BENCH), "--games", "hokm", "--deals", "2", "--speed-deals",
            "0", "--matchups", "easy-random", "--cache", str(cache), "--out", str(out)]
    subprocess.run(argv, check=True, capture_output=True, timeout=300, cwd=ROOT)
    text = out.read_text(encoding="utf-8")
    section = text.split("## Blunders in the strength runs", 1)[1]
    rows = {line.split("|")[2].strip(): line for line in section.splitlines()
            if line.startswith("| hokm |")}
    assert set(rows) == {"easy (against random)", "random (against easy)"}
    assert "hokm, easy against random: 2 deals audited" in section
    b = bench()
    entries = list(b.read_cache(cache).values())
    assert len(entries) == 2 and all(e.blunders is not None for e in entries)
    played = sum(t.decisions[k] for e in entries for t in e.blunders.values()
                 for k in ("overtake", "duck", "honour"))
    assert played > 0
    # The same report from the cache alone; a deal cached without an audit counted apart.
    import gzip

    with gzip.open(cache, "rt", encoding="utf-8") as f:
        lines = f.read().splitlines()
    old = json.loads(lines[0])
    del old["audit"]
    with gzip.open(cache, "wt", encoding="utf-8") as f:
        f.write(json.dumps(old) + "\n" + lines[1] + "\n")
    subprocess.run(argv + ["--cached-only"], check=True, capture_output=True, timeout=300,
                   cwd=ROOT)
    again = out.read_text(encoding="utf-8").split("## Blunders in the strength runs", 1)[1]
    assert "2 deals audited" not in again
    assert "1 deal audited (1 cached before the runs audited)" in again


def test_the_report_names_the_playouts_a_game_cuts_short():
    notes = bench().depth_notes()
    assert notes == ["Playout depth in mau-mau: easy 6, normal 12 moves (its knowledge's "
                     "`playout_depth`: the weaker levels look less far ahead)."]


def test_a_cache_cut_short_by_a_stopped_run_keeps_its_whole_lines(tmp_path, capsys):
    """A run stopped while it appended leaves a gzip member cut short: the deals before it
    are still read, the cache is written afresh so that later appends can be read, and the
    cut file is kept beside it."""
    import gzip

    b = bench()
    cache = tmp_path / "deals.jsonl.gz"
    entry = {"key": "", "tallies": {"hard": {"wins": 1.0, "matches": 1, "points": 1.0,
                                             "seat_rounds": 2, "times": {"ms": {"5": 1}}}}}
    lines = [json.dumps(dict(entry, key=f"deal {i}")) + "\n" for i in range(3)]
    with gzip.open(cache, "wt", encoding="utf-8") as f:
        f.writelines(lines[:2])
    member = gzip.compress(lines[2].encode())
    with cache.open("ab") as f:
        f.write(member[: len(member) // 2])  # the append the stop cut short
    assert sorted(b.read_cache(cache)) == ["deal 0", "deal 1"]  # a reader only reads
    assert not (tmp_path / "deals.jsonl.gz.cut-short").exists()
    found = b.read_cache(cache, repair=True)  # a run that will append
    assert sorted(found) == ["deal 0", "deal 1"]
    assert found["deal 0"].tallies["hard"].wins == 1.0
    assert (tmp_path / "deals.jsonl.gz.cut-short").exists()
    assert "cut short" in capsys.readouterr().err
    with b._open(cache, "at") as f:  # the next run's append
        f.write(lines[2])
    assert sorted(b.read_cache(cache)) == ["deal 0", "deal 1", "deal 2"]
