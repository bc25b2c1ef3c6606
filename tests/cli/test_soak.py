"""The soak run in small: `cardtable-cli play --check` plays a match of every game with
every invariant checked after every action (tests/bench/soak.py runs 10,000)."""

from __future__ import annotations

import json
import sys
from pathlib import Path

import pytest

from cardtable import cli, invariants
from cardtable.invariants import allowed_players
from cardtable.rules.registry import GAMES

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "bench"))
import soak  # noqa: E402


def play(capsys, *argv: str) -> tuple[int, dict, str]:
    code = cli.main(["play", "--ai", "heuristic", "--json", "--check", *argv])
    out, err = capsys.readouterr()
    return code, (json.loads(out) if out.strip() else {}), err


@pytest.mark.parametrize("game_id", sorted(GAMES))
def test_a_checked_match_of_every_game(capsys, game_id):
    players = allowed_players(GAMES[game_id])[0]
    code, result, err = play(capsys, "--game", game_id, "--players", str(players),
                             "--games", "2", "--seed", "5")
    assert code == 0, err
    figures = result["invariants"]
    assert figures["matches"] == 2 and figures["failures"] == 0
    assert figures["states"] > 2 and figures["checks"] > 10 * figures["states"]


def test_options_are_checked_too(capsys):
    code, result, err = play(capsys, "--game", "hokm", "--players", "4", "--games", "1",
                             "--option", "hands_per_set=1", "--option", "bam=false")
    assert code == 0, err
    assert result["invariants"]["matches"] == 1


def test_a_broken_invariant_fails_the_run_with_the_record(capsys, monkeypatch):
    """A model that loses a card from its table is caught, named and written out."""
    state_class = type(GAMES["pan"].new_match(GAMES["pan"].options_class(), 3,
                                              __import__("random").Random(1)))
    zones = state_class.zones

    def lossy(self):
        out = dict(zones(self))
        out[("hand", 0)] = out[("hand", 0)][1:]
        return out

    monkeypatch.setattr(state_class, "zones", lossy)
    code, result, err = play(capsys, "--game", "pan", "--players", "3", "--games", "1")
    assert code == 1
    assert result["invariants"]["failures"] == 1
    assert "invariant broken: round 0, after the deal" in err
    assert "cards not conserved" in err and '"game": "pan"' in err


def test_the_soak_plan_covers_every_game_count_and_option_set():
    batches = soak.plan(1.0, None)
    assert sum(b["matches"] for b in batches) >= 10_000
    tables = {(b["game"], b["players"], json.dumps(b["options"], sort_keys=True))
              for b in batches}
    for game_id, game in GAMES.items():
        for players in allowed_players(game):
            for options in invariants.option_sets(game, players):
                key = (game_id, players, json.dumps(options.to_record(), sort_keys=True))
                assert key in tables


def test_one_soak_batch_through_the_real_program():
    batch = next(b for b in soak.plan(0.01, {"ninety-nine"}) if b["options"].get("version"))
    result = soak.run_batch({**batch, "matches": 1}, "heuristic", timeout=300)
    assert result["matches"] == 1 and result["failures"] == 0 and "error" not in result
    assert result["checks"] > 1000
    table = soak.summarise([result])
    assert "| ninety-nine | 1 | 1 |" in table and "| **all** | 1 | **1** |" in table
