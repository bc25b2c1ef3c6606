"""Twenty-One knowledge: the committed tables, stakes, hit or stand, the banker's play."""

from __future__ import annotations

import random
from pathlib import Path
from typing import Any

import pytest

from cardtable.ai.knowledge import knowledge_for
from cardtable.ai.knowledge.twenty_one import (
    BANKER_EV,
    BANKER_HIT,
    KNOWLEDGE,
    PLAYER_EV,
    PLAYER_HIT,
    SLIPS,
)
from cardtable.ai.search import DECLINE, SearchPlayer
from cardtable.cards import PACK_36, Card
from cardtable.rules.twenty_one import (
    TWENTY_ONE,
    Bet,
    DeclineBank,
    Exchange,
    Hit,
    NoSideBet,
    SideBet,
    Stand,
    TwentyOneOptions,
    TwentyOneState,
    hand_value,
)
from tests.scripts import load_script

BENCH = Path(__file__).resolve().parents[1] / "bench" / "twenty_one_table.py"


def _table_module() -> Any:
    return load_script(BENCH, "twenty_one_table")


def new(players: int, hands: list[list[str]], top: list[str], banker: int = 0,
        **options: Any) -> TwentyOneState:
    used = {c for h in hands for c in h} | set(top)
    rest = [c.code for c in PACK_36 if c.code not in used]
    raw = {"hands": hands, "stock": top + rest, "banker": banker}
    opts = TwentyOneOptions(**options)
    deal = TWENTY_ONE.deal_from_record(raw, players, opts)
    return TWENTY_ONE.new_state(opts, players, deal)


def legal_of(state: TwentyOneState, seat: int) -> list:
    return [a for a in state.legal_actions() if a.seat == seat]


def decide(state: TwentyOneState, seat: int, seed: int = 0, level: str = "hard"):
    return KNOWLEDGE.decide(state.view(seat), legal_of(state, seat), random.Random(seed),
                            level)


def test_the_game_finds_its_knowledge():
    assert knowledge_for("twenty-one") is KNOWLEDGE


# ------------------------------------------------------------------------ the tables


def test_committed_tables_are_an_equilibrium_of_the_duel():
    bench = _table_module()
    player, banker = bench.from_tables(PLAYER_HIT, BANKER_HIT)
    value, best_player, best_banker = bench.exploitability(player, banker)
    # Neither a player nor a banker replying best to the tables gains more than 0.002
    # chips per chip staked: an approximate equilibrium.
    assert best_player - value < 0.002
    assert value - best_banker < 0.002
    assert -0.17 < value < -0.15  # ties to the banker give him about a 16% edge


def test_committed_expected_values_match_the_tables():
    bench = _table_module()
    player, banker = bench.from_tables(PLAYER_HIT, BANKER_HIT)
    for v, ev in bench.player_ev(player, banker).items():
        assert PLAYER_EV[v] == pytest.approx(ev, abs=1e-3)
    for v, ev in bench.banker_ev(player, banker).items():
        assert BANKER_EV[v] == pytest.approx(ev, abs=1e-3)


def test_a_naive_player_does_worse_than_the_table_against_its_banker():
    bench = _table_module()
    player, banker = bench.from_tables(PLAYER_HIT, BANKER_HIT)
    naive = {(t, n): float(t < 17) for t in range(2, 22) for n in range(1, 9)}
    table = sum(bench.player_ev(player, banker).values())
    assert sum(bench.player_ev(naive, banker).values()) < table - 0.1


# ------------------------------------------------------------------------- the player


def test_stakes_big_only_on_a_favourable_first_card():
    # Seat 1 duels banker 0: an ace is the only first card the player is favoured with.
    ace = new(2, [["9S"], ["AH"]], [])
    pick = decide(ace, 1)
    assert isinstance(pick, Bet)
    assert pick.amount == 200  # half Kelly: 0.5 * 0.092 * 5000 = 230, in steps of 50
    seven = new(2, [["9S"], ["7H"]], [])
    pick = decide(seven, 1)
    assert isinstance(pick, Bet) and pick.amount == 50


def test_hits_a_low_total_and_stands_on_a_high_one():
    low = new(2, [["9S"], ["7H"]], ["6D"])  # 7 + 6 = 13 after the hit
    low.apply(Bet(1, 50))
    low.apply(Hit(1))
    assert isinstance(decide(low, 1), Hit)
    high = new(2, [["9S"], ["TH"]], ["7D"])  # 17
    high.apply(Bet(1, 50))
    high.apply(Hit(1))
    assert isinstance(decide(high, 1), Stand)
    aces = new(2, [["9S"], ["AH"]], ["AD"])  # two aces: 21
    aces.apply(Bet(1, 50))
    aces.apply(Hit(1))
    assert all(isinstance(decide(aces, 1, seed), Stand) for seed in range(20))


def test_a_fourth_card_exposes_the_lowest():
    state = new(2, [["9S"], ["KH"]], ["JD", "QC"])  # 4 + 2 + 3 = 9 with three cards
    state.apply(Bet(1, 50))
    state.apply(Hit(1))
    state.apply(Hit(1))
    pick = decide(state, 1)
    assert isinstance(pick, Hit)
    assert pick.expose == Card.parse("JD")


def test_never_side_bets():
    state = new(3, [["9S"], ["AH"], ["7C"]], [], side_bets=True)
    state.apply(Bet(1, 50))
    assert any(isinstance(a, SideBet) for a in legal_of(state, 2))
    assert isinstance(decide(state, 2), NoSideBet)


# ------------------------------------------------------------------------- the banker


def test_banker_exchanges_a_weak_card_and_keeps_a_strong_one():
    weak = new(2, [["6S"], ["7H"]], [])
    view = weak.view(0)
    out_of_turn = [a for a in weak.legal_actions() if a.seat == 0]
    assert {type(a) for a in out_of_turn} == {Exchange, DeclineBank}
    assert isinstance(KNOWLEDGE.decide(view, out_of_turn, random.Random(0), "normal"),
                      Exchange)
    strong = new(2, [["AS"], ["7H"]], [])
    legal = [a for a in strong.legal_actions() if a.seat == 0]
    # The search's "let it pass": the bank is kept, the card too.
    assert KNOWLEDGE.decide(strong.view(0), legal, random.Random(0), "normal") is DECLINE
    # The same in playouts.
    assert isinstance(KNOWLEDGE.interjection(weak, 0, out_of_turn, random.Random(0)),
                      Exchange)
    assert KNOWLEDGE.interjection(strong, 0, legal, random.Random(0)) is None


def test_the_search_player_keeps_the_bank_and_a_strong_card():
    strong = new(2, [["AS"], ["7H"]], [])
    legal = [a for a in strong.legal_actions() if a.seat == 0]
    player = SearchPlayer("twenty-one", "normal")
    assert player.interject(strong.view(0), legal, random.Random(0)) is None
    weak = new(2, [["6S"], ["7H"]], [])
    legal = [a for a in weak.legal_actions() if a.seat == 0]
    assert player.interject(weak.view(0), legal, random.Random(0)) == Exchange(0)


def test_banker_stands_on_17_and_hits_on_14_against_two_cards():
    stand = new(2, [["TS"], ["9H"]], ["8D", "7C"])  # player 9 + 8; banker T + 7 = 17
    stand.apply(Bet(1, 50))
    stand.apply(Hit(1))
    stand.apply(Stand(1))
    stand.apply(Hit(0))
    assert all(isinstance(decide(stand, 0, seed), Stand) for seed in range(20))
    hit = new(2, [["TS"], ["9H"]], ["8D", "KC"])  # banker T + K = 14
    hit.apply(Bet(1, 50))
    hit.apply(Hit(1))
    hit.apply(Stand(1))
    hit.apply(Hit(0))
    assert all(isinstance(decide(hit, 0, seed), Hit) for seed in range(20))


def test_banker_hits_when_the_exposed_cards_beat_him():
    # The player stood with four cards (J Q T 6: 21), the ten exposed by the three-card
    # rule; the banker holds 18.
    state = new(2, [["9S"], ["JH"]], ["QD", "TC", "6C", "9D"])
    state.apply(Bet(1, 50))
    state.apply(Hit(1))                                    # J Q: 5
    state.apply(Hit(1))                                    # J Q T: 15
    state.apply(Hit(1, Card.parse("TC")))                  # + 6: 21, T shown
    state.apply(Stand(1))
    state.apply(Hit(0))                                    # banker 9 + 9 = 18
    view = state.view(0)
    assert [c for c in view.hands[1] if c is not None] == [Card.parse("TC")]
    # Only the ten shown: at least 10 + 3 * 2 = 16, and the table stands on 18.
    assert all(isinstance(decide(state, 0, seed), Stand) for seed in range(20))
    # With the 6 shown too the player has at least 10 + 6 + 2 * 2 = 20: hit.
    state.up[1][3] = True
    assert all(isinstance(decide(state, 0, seed), Hit) for seed in range(20))


# ------------------------------------------------------------------ playout and reward


def test_playout_plays_rounds_through_and_reward_follows_the_chips():
    rng = random.Random(5)
    options = TwentyOneOptions()
    for seed in range(5):
        state = TWENTY_ONE.new_match(options, 3, random.Random(seed))
        while not state.round_over:
            if state.chance is not None:
                state.apply(state.chance_action(rng))
                continue
            legal = state.legal_actions()
            action = KNOWLEDGE.playout(state, legal, rng)
            assert action in legal
            assert not isinstance(action, DeclineBank | Exchange)
            state.apply(action)
        points = state.results[-1].points
        rewards = [KNOWLEDGE.reward(state, s) for s in range(3)]
        assert all(0.0 <= r <= 1.0 for r in rewards)
        for a in range(3):
            for b in range(3):
                if points[a] > points[b]:
                    assert rewards[a] > rewards[b]


def test_the_weaker_levels_sometimes_play_by_feel_and_hard_never():
    # On an ace the tables stake 200 of 5,000; by feel a stake is any legal amount.
    ace = new(2, [["9S"], ["AH"]], [])
    stakes = {lvl: [decide(ace, 1, seed, lvl).amount for seed in range(600)]
              for lvl in ("hard", "normal", "easy")}
    assert set(stakes["hard"]) == {200}
    off = {lvl: sum(a != 200 for a in v) / len(v) for lvl, v in stakes.items()}
    assert 0.05 < off["normal"] < off["easy"] < 0.45, off


def test_by_feel_a_player_stands_from_15():
    # Nine and six, two cards: the tables hit 15 six times in ten; by feel, never.
    state = new(2, [["9S"], ["9H"]], ["6D"])
    state.apply(Bet(1, 50))
    state.apply(Hit(1))
    assert hand_value(list(state.hands[1])) == 15
    hard = [decide(state, 1, seed, "hard") for seed in range(300)]
    assert 0.45 < sum(isinstance(a, Hit) for a in hard) / 300 < 0.75
    for seed in range(300):
        if random.Random(seed).random() < SLIPS["easy"]:  # the level's first draw
            assert isinstance(decide(state, 1, seed, "easy"), Stand)
