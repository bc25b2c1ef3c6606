"""Nine-Card Golf: every line of assets/rules/golf.en.html, on hand-made deals."""

from __future__ import annotations

import json
import random
from collections import Counter
from typing import Any

import pytest

from cardtable.ai.heuristics.golf import GolfHeuristic, estimate, unknown_value
from cardtable.cards import PACK_108, Card
from cardtable.records import RecordProblem, legal_listing, replay, summary
from cardtable.rules.base import IllegalAction, RecordError, Reshuffle
from cardtable.rules.golf import (
    GOLF,
    VALUE,
    Discard,
    Draw,
    Flip,
    GolfOptions,
    GolfState,
    Replace,
    WentOut,
    grid_score,
)


def cards(text: str) -> list[Card]:
    return [Card.parse(t) for t in text.split()]


def deal_raw(grids: list[str], top: list[str], dealer: int | None = 0) -> dict[str, Any]:
    hands = [g.split() for g in grids]
    rest = Counter(PACK_108)
    rest.subtract(Card.parse(t) for h in hands for t in h)
    rest.subtract(Card.parse(t) for t in top)
    assert all(v >= 0 for v in rest.values()), "more copies than the two packs hold"
    raw: dict[str, Any] = {"hands": hands,
                           "stock": top + sorted(c.code for c in rest.elements())}
    if dealer is not None:
        raw["dealer"] = dealer
    return raw


FILL = "8H 8D 8C 6S 6H 6D 6C 5H 5D"
FILL_B = "7H 7D 7C 4S 4H 4D 4C 3H 3D"
FILL_C = "TH TD TC JS JH JD JC 2H 2D"


def new(grids: list[str], top: list[str], dealer: int = 0) -> GolfState:
    opts = GolfOptions()
    deal = GOLF.deal_from_record(deal_raw(grids, top, dealer), len(grids), opts)
    return GOLF.new_state(opts, len(grids), deal)


def act(state: GolfState, *raws: dict[str, Any]) -> list[Any]:
    events: list[Any] = []
    for raw in raws:
        events += state.apply(state.action_from_record(raw))
    return events


def flip(seat: int, a: int, b: int) -> dict[str, Any]:
    return {"seat": seat, "type": "flip", "slots": [a, b]}


def draw(seat: int, source: str = "stock") -> dict[str, Any]:
    return {"seat": seat, "type": "draw", "from": source}


def replace(seat: int, slot: int) -> dict[str, Any]:
    return {"seat": seat, "type": "replace", "slot": slot}


def discard(seat: int) -> dict[str, Any]:
    return {"seat": seat, "type": "discard"}


def snapshot(state: GolfState) -> tuple[Any, ...]:
    return (state.zones(), [state.view(s) for s in range(state.players)], state.to_act,
            state.totals, state.phase, state.legal_actions(), state.chance)


def assert_illegal(state: GolfState, raw: dict[str, Any] | Any, words: str = "") -> None:
    before = snapshot(state)
    action = state.action_from_record(raw) if isinstance(raw, dict) else raw
    with pytest.raises(IllegalAction) as info:
        state.apply(action)
    assert words in info.value.reason
    assert snapshot(state) == before


def record(players: int, rounds: list[tuple[dict[str, Any], list[dict[str, Any]]]]
           ) -> dict[str, Any]:
    return {"format": "cardtable-record/1", "game": "golf", "players": players, "options": {},
            "rounds": [{"deal": d, "actions": a} for d, a in rounds]}


# ------------------------------------------------------------------ pack, players, deal


def test_pack_is_two_packs_and_four_jokers():
    assert len(PACK_108) == 108
    assert Counter(c.code for c in PACK_108)["JK"] == 4
    assert Counter(c.code for c in PACK_108)["AS"] == 2
    raw = deal_raw(["KS " + FILL[3:], FILL], [])
    raw["hands"][0][0] = "RJ"
    with pytest.raises(RecordError, match="not in this game's pack"):
        GOLF.deal_from_record(raw, 2, GolfOptions())


def test_two_to_nine_players():
    for n in (1, 10):
        with pytest.raises(RecordError):
            GOLF.check_players(n)
    for n in range(2, 10):
        assert GOLF.check_players(n) == n
        deal = GOLF.random_deal(n, {}, random.Random(n), GolfOptions())
        assert [len(h) for h in deal.hands] == [9] * n
        assert len(deal.piles["stock"]) == 108 - 9 * n


def test_grids_in_slot_order_face_down_and_the_stock_top_turned_up():
    st = new(["7S 7D 2C 7H 7C 4D JK AS TS", FILL], ["QC", "2S"])
    assert st.zones()[("grid", 0, 0)] == (Card.parse("7S"),)
    assert st.zones()[("grid", 0, 6)] == (Card.parse("JK"),)
    assert st.discard == cards("QC")
    assert st.zones()[("pile", "stock")][0] == Card.parse("2S")
    for seat in (0, 1):
        view = st.view(seat)
        assert view.grids[0] == (None,) * 9     # unseen, even by their owner
        assert view.discard == tuple(cards("QC"))


def test_a_column_is_slots_c_c3_c6():
    grid = cards("KS QH 3C KD 5S 3D KC 9H 3H")
    assert grid_score(grid) == 24
    turned = cards("KS KD KC QH 5S 9H 3C 3D 3H")     # the same cards in rows: no column
    assert grid_score(turned) == 33


# ------------------------------------------------------------------------------ a turn


def test_first_turn_flips_two_then_draws():
    st = new([FILL, "7S 7D 2C 7H 7C 4D JK AS TS"], ["QC", "2S", "3S"])
    assert st.to_act == 1                            # dealer + 1 takes the first turn
    assert all(isinstance(a, Flip) for a in st.legal_actions())
    assert len(st.legal_actions()) == 36
    assert_illegal(st, draw(1), "turn two")
    assert_illegal(st, flip(1, 4, 4), "two different")
    act(st, flip(1, 0, 4))
    assert st.view(0).grids[1] == (Card.parse("7S"), None, None, None, Card.parse("7C"),
                                   None, None, None, None)
    assert_illegal(st, flip(1, 1, 2), "first turn")
    assert {a.source for a in st.legal_actions() if isinstance(a, Draw)} == {"stock",
                                                                             "discard"}


def test_flip_slots_in_either_order_and_not_a_face_up_card():
    st = new([FILL, FILL], ["QC"])
    act(st, {"seat": 1, "type": "flip", "slots": [4, 0]})
    assert st.faceup[1][0] and st.faceup[1][4]
    st = new([FILL, FILL], ["QC"])
    st.faceup[1][3] = True
    assert_illegal(st, Flip(1, (3, 5)), "already face up")


def test_draw_from_stock_is_seen_by_the_drawer_only():
    st = new([FILL, FILL_B, FILL_C], ["QC", "2S"])
    act(st, flip(1, 0, 1), draw(1))
    assert st.view(1).held == Card.parse("2S")
    assert st.view(0).held is None and st.view(2).held is None
    assert st.view(0).zones()[("hand", 1)] == (None,)
    assert st.zones()[("hand", 1)] == (Card.parse("2S"),)


def test_draw_from_discard_is_seen_by_all_and_must_replace():
    st = new([FILL, FILL_B, FILL_C], ["QC", "2S"])
    act(st, flip(1, 0, 1), draw(1, "discard"))
    assert st.view(0).held == Card.parse("QC")
    assert st.discard == []
    assert not any(isinstance(a, Discard) for a in st.legal_actions())
    assert_illegal(st, discard(1), "must replace")
    act(st, replace(1, 8))
    assert st.grids[1][8] == Card.parse("QC") and st.faceup[1][8]
    assert st.discard == cards("3D")
    assert st.to_act == 2


def test_replace_face_up_or_face_down_and_the_old_card_goes_face_up_on_the_discards():
    st = new([FILL, FILL], ["QC", "2S", "3S", "4S"])
    act(st, flip(1, 0, 1), draw(1), replace(1, 0))          # over a face-up card
    assert st.grids[1][0] == Card.parse("2S") and st.discard[-1] == Card.parse("8H")
    act(st, flip(0, 0, 1), draw(0), replace(0, 5))          # over a face-down card
    assert st.grids[0][5] == Card.parse("3S") and st.faceup[0][5]
    assert st.view(1).discard[-1] == Card.parse("6D")


def test_a_stock_card_may_be_discarded_at_once():
    st = new([FILL, FILL], ["QC", "2S"])
    act(st, flip(1, 0, 1), draw(1))
    assert Discard(1) in st.legal_actions()
    act(st, discard(1))
    assert st.discard == cards("QC 2S")
    assert st.to_act == 0


def test_play_passes_to_the_next_seat_from_dealer_plus_one():
    st = new([FILL, FILL_B, FILL_C], ["QC"], dealer=1)
    order = []
    for _ in range(4):
        seat = st.to_act
        assert seat is not None
        order.append(seat)
        if st.phase == "flip":
            act(st, flip(seat, 0, 1))
        act(st, draw(seat), discard(seat))
    assert order == [2, 0, 1, 2]


def test_illegal_actions_change_nothing():
    st = new([FILL, FILL], ["QC"])
    assert_illegal(st, flip(0, 0, 1), "seat 1's turn")
    assert_illegal(st, replace(1, 0), "turn two")
    act(st, flip(1, 0, 1))
    assert_illegal(st, replace(1, 0), "must draw")
    assert_illegal(st, discard(1), "must draw")
    act(st, draw(1))
    assert_illegal(st, draw(1), "must place")
    assert_illegal(st, Replace(1, 9), "no slot 9")
    assert_illegal(st, Reshuffle(None, ()), "empty stock")
    assert_illegal(st, Draw(1, "table"))


# ------------------------------------------------------------------------ reshuffling


def _run_out(players: int = 9) -> tuple[dict[str, Any], list[dict[str, Any]], GolfState]:
    """Everyone draws from the stock and discards until a draw finds it empty."""
    raw = GOLF.random_deal(players, {"dealer": 0}, random.Random(4), GolfOptions()).to_record()
    st = GOLF.new_state(GolfOptions(), players, GOLF.deal_from_record(raw, players,
                                                                     GolfOptions()))
    actions: list[dict[str, Any]] = []
    while st.chance is None:
        seat = st.to_act
        assert seat is not None
        step = [flip(seat, 0, 1)] if st.phase == "flip" else []
        step += [draw(seat)]
        for a in step:
            act(st, a)
            actions.append(a)
            if st.chance:
                break
        else:
            act(st, discard(seat))
            actions.append(discard(seat))
    return raw, actions, st


def test_reshuffle_when_the_stock_runs_out_all_but_the_top_discard():
    raw, actions, st = _run_out()
    assert actions[-1] == draw(st.turn)
    assert st.to_act is None and st.chance == "reshuffle" and st.legal_actions() == []
    assert legal_listing(st) == {"seat": None, "chance": "reshuffle", "actions": []}
    top = st.discard[-1]
    assert len(st.discard) == 108 - 81
    wrong = Reshuffle(None, tuple(st.discard))
    assert_illegal(st, wrong, "but its top card")
    assert_illegal(st, draw(st.turn, "discard"), "reshuffled")
    action = st.chance_action(random.Random(1))
    assert isinstance(action, Reshuffle)
    assert Counter(action.stock) == Counter(st.discard[:-1])
    st.apply(action)
    assert st.discard == [top]
    assert st.held == action.stock[0] and st.phase == "place"
    assert len(st.stock) == len(action.stock) - 1
    assert st.view(0).reshuffles == 1
    rng = random.Random(3)
    for seat in range(9):
        view = st.view(seat)
        sample = view.sample(rng)
        assert sample.view(seat) == view
        if seat == st.turn:
            assert sample.held is st.held
        assert Counter(c for z in sample.zones().values() for c in z) == Counter(PACK_108)
    # the record: the reshuffle right after the draw that needed it
    rec_actions = actions + [action.to_record(), discard(st.turn)]
    _, again = replay(record(9, [(raw, rec_actions)]))
    assert again.discard == [top, action.stock[0]]
    with pytest.raises(RecordProblem) as info:
        replay(record(9, [(raw, actions + [discard(st.turn)])]))
    assert info.value.action == len(actions) - 1
    assert "reshuffle" in info.value.message


def test_the_discard_may_be_taken_when_the_stock_is_empty():
    raw, actions, st = _run_out()
    _, st = replay(record(9, [(raw, actions[:-1])]))
    assert not st.stock
    act(st, draw(st.turn, "discard"))
    assert st.chance is None and st.phase == "place"


def test_views_after_a_reshuffle():
    raw, actions, st = _run_out()
    st.apply(st.chance_action(random.Random(2)))
    act(st, replace(st.turn, 5))
    assert st.view(0).stock_count == len(st.stock)
    seat = st.to_act
    assert seat is not None
    act(st, draw(seat))
    for s in range(9):
        v = st.view(s)
        assert v.sample(random.Random(s)).view(s) == v


# --------------------------------------------------------------------- end of a round


WENT_OUT_GRIDS = ["7S 7D 2C 7H 7C 4D JK AS TS", "KS QH " + "8H 8D 8C 6S 6H 6D 6C"]
SEAT1_DRAWS = "3C KD 5S 3D KC 9H 3H".split()
SEAT0_DRAWS = "2S 2H 2D 9S 9D 9C TH".split()


def _going_out() -> tuple[dict[str, Any], list[dict[str, Any]]]:
    top = ["QC"]
    for a, b in zip(SEAT1_DRAWS, SEAT0_DRAWS, strict=True):
        top += [a, b]
    raw = deal_raw(WENT_OUT_GRIDS, top, dealer=0)
    actions = []
    for turn in range(7):
        if turn == 0:
            actions.append(flip(1, 0, 1))
        actions += [draw(1), replace(1, 2 + turn)]
        if turn == 0:
            actions.append(flip(0, 0, 1))
        actions += [draw(0), discard(0)]
    return raw, actions


def test_going_out_gives_everyone_else_one_more_turn_then_scores():
    raw, actions = _going_out()
    _, st = replay(record(2, [(raw, actions[:-2])]))
    assert st.ender == 1 and not st.round_over
    assert st.to_act == 0
    events = act(st, draw(0), discard(0))
    assert st.round_over
    assert not any(isinstance(e, WentOut) for e in events)
    result = st.results[0]
    assert result.details == {
        "grids": [WENT_OUT_GRIDS[0].split(), "KS QH 3C KD 5S 3D KC 9H 3H".split()],
        "ended_by": 1}
    assert result.points == (-10, 24)
    assert result.totals == (-10, 24)
    assert all(all(up) for up in st.faceup)


def test_went_out_event_and_replay_output():
    raw, actions = _going_out()
    _, st = replay(record(2, [(raw, actions[:-4])]))
    events = act(st, draw(1), replace(1, 8))
    assert WentOut(1) in events
    _, st = replay(record(2, [(raw, actions)]))
    out = summary(st)
    assert out == {"ok": True, "game": "golf",
                   "rounds": [{"points": [-10, 24], "details": {
                       "grids": [WENT_OUT_GRIDS[0].split(),
                                 "KS QH 3C KD 5S 3D KC 9H 3H".split()],
                       "ended_by": 1}}],
                   "totals": [-10, 24], "round_over": True, "finished": False,
                   "winners": []}
    assert st.next_roles() == {"dealer": 1}


# ----------------------------------------------------------------------------- scoring


@pytest.mark.parametrize("code,value", [
    ("JK", -2), ("KS", 0), ("AS", 1), ("QS", 10), ("JS", 10), ("2S", 2), ("9S", 9),
    ("TS", 10),
])
def test_card_values(code, value):
    assert VALUE[Card.parse(code)] == value


@pytest.mark.parametrize("grid,score", [
    ("KS QH 3C KD 5S 3D KC 9H 3H", 24),        # worked example 1
    ("7S 7D 2C 7H 7C 4D JK AS TS", -10),       # worked example 2
    ("JK 5C 6D JK 5D 6H JK 8S 8C", 32),        # worked example 3
    ("QS QH QD QC 2S 3S 4S 5S 6S", 40 + 2 + 3 + 4 + 5 + 6),   # four queens, no square
    ("QS QH 2S QD QC 3S 4S 5S 6S", -25 + 2 + 3 + 4 + 5 + 6),
    ("QS 2S 3S QH 4S 5S QD 6S 7S", 2 + 3 + 4 + 5 + 6 + 7),       # a column of queens
    ("JK JK 2S JK JK 3S 4S 5S 6S", -25 + 2 + 3 + 4 + 5 + 6),     # four jokers: a square
    ("9S 9H 9D 9C 9S 9H 2S 3S 4S", -25 + 9 + 9 + 2 + 3 + 4),     # square beats a column
    ("9S 9H 2S 9D 9C 3S 9S 9H 4S", -25 + 9 + 9 + 2 + 3 + 4),     # each card in one group
    ("5S 5H 5D 5C 5S 5H 5D 5C 5S", -25 + 0 + 5 + 5),             # square + column
])
def test_grid_scores(grid, score):
    assert grid_score(cards(grid)) == score


def test_nine_rounds_dealer_moves_lowest_total_wins():
    rng = random.Random(11)
    st = GOLF.new_match(GolfOptions(), 3, rng)
    dealers = [st.dealer]
    while not st.match_over:
        if st.round_over:
            roles = st.next_roles()
            st.start_round(GOLF.random_deal(3, roles, rng, st.options))
            dealers.append(st.dealer)
            continue
        if st.chance:
            st.apply(st.chance_action(rng))
            continue
        seat = st.to_act
        assert seat is not None
        st.apply(GolfHeuristic().choose(st.view(seat), st.legal_actions(), rng))
    assert len(st.results) == 9
    assert dealers == [(dealers[0] + i) % 3 for i in range(9)]
    assert st.totals == tuple(sum(r.points[s] for r in st.results) for s in range(3))
    assert st.winners == tuple(s for s in range(3) if st.totals[s] == min(st.totals))
    with pytest.raises(RecordError, match="over"):
        st.start_round(GOLF.random_deal(3, {}, rng, st.options))


def test_equal_lowest_totals_all_win():
    st = new([FILL, FILL], ["QC"])
    st.scores = [5, 5]
    st.phase = "match-over"
    assert st.winners == (0, 1)


def test_wrong_dealer_is_rejected():
    raw, actions = _going_out()
    again = deal_raw([FILL, FILL], [], dealer=0)
    with pytest.raises(RecordProblem, match="moves to seat 1"):
        replay(record(2, [(raw, actions), (again, [])]))
    again["dealer"] = 1
    _, st = replay(record(2, [(raw, actions), (again, [])]))
    assert st.to_act == 0
    del again["dealer"]
    _, st = replay(record(2, [(raw, actions), (again, [])]))
    assert st.dealer == 1


# ------------------------------------------------------------------- records, options


def test_no_options():
    assert GolfOptions.from_record({}).to_record() == {}
    with pytest.raises(RecordError, match="unknown option"):
        GolfOptions.from_record({"rounds": 5})


def test_deal_from_record_checks():
    opts = GolfOptions()
    good = deal_raw([FILL, FILL], [])
    assert GOLF.deal_from_record(good, 2, opts).to_record() == good
    short = {**good, "hands": [FILL.split()[:8], FILL.split()]}
    with pytest.raises(RecordError):
        GOLF.deal_from_record(short, 2, opts)
    bad = json.loads(json.dumps(good))
    bad["hands"][0][0] = bad["hands"][0][1]       # a third 8D, one 8H missing
    bad["hands"][1][0] = "8D"
    with pytest.raises(RecordError, match="duplicated"):
        GOLF.deal_from_record(bad, 2, opts)
    moved = json.loads(json.dumps(good))
    moved["hands"][0].append(moved["stock"].pop())
    with pytest.raises(RecordError, match="nine"):
        GOLF.deal_from_record(moved, 2, opts)
    with pytest.raises(RecordError, match="unknown field"):
        GOLF.deal_from_record({**good, "kitty": []}, 2, opts)
    nodealer = GOLF.deal_from_record(deal_raw([FILL, FILL], [], None), 2, opts)
    with pytest.raises(RecordError, match="by lot"):
        GOLF.new_state(opts, 2, nodealer)


def test_action_from_record_checks():
    st = new([FILL, FILL], ["QC"])
    for raw, words in [
        ({"seat": 1, "type": "fly"}, "unknown action type"),
        ({"seat": 1, "type": "flip", "slots": [0]}, "two grid slots"),
        ({"seat": 1, "type": "flip", "slots": [0, 9]}, "two grid slots"),
        ({"seat": 1, "type": "flip", "slots": "0 4"}, "a list"),
        ({"seat": 1, "type": "draw", "from": "hand"}, "stock"),
        ({"seat": 1, "type": "draw"}, "from"),
        ({"seat": 1, "type": "replace", "slot": 9}, "0 to 8"),
        ({"seat": 1, "type": "replace", "slot": 1, "card": "AS"}, "unknown field"),
        ({"seat": 2, "type": "discard"}, "seat"),
        ({"seat": 1, "type": "reshuffle", "stock": []}, "null"),
    ]:
        with pytest.raises(RecordError, match=words):
            st.action_from_record(raw)
    for raw in (flip(1, 0, 4), flip(1, 4, 0), draw(1), draw(1, "discard"), replace(1, 8),
                discard(1), {"seat": None, "type": "reshuffle", "stock": ["JK"]}):
        assert st.action_from_record(raw).to_record() == raw


def test_view_hides_face_down_cards_and_sample_agrees():
    st = new([FILL, FILL_B, FILL_C], ["QC", "2S"])
    act(st, flip(1, 0, 1), draw(1))
    rng = random.Random(5)
    for seat in range(3):
        view = st.view(seat)
        assert sum(len(z) for z in view.zones().values()) == 108
        for _ in range(5):
            sample = view.sample(rng)
            assert sample.view(seat) == view
            assert Counter(c for z in sample.zones().values() for c in z) == Counter(PACK_108)


# ------------------------------------------------------------------- random playouts


def _playout(players: int, seed: int, heuristic: bool = False) -> GolfState:
    rng = random.Random(seed)
    ai = GolfHeuristic()
    st = GOLF.new_match(GolfOptions(), players, rng)
    rounds = [{"deal": st.deals[0].to_record(), "actions": []}]
    while not st.match_over:
        if st.round_over:
            deal = GOLF.random_deal(players, st.next_roles(), rng, st.options)
            st.start_round(deal)
            rounds.append({"deal": deal.to_record(), "actions": []})
            continue
        if st.chance:
            action = st.chance_action(rng)
        else:
            legal = st.legal_actions()
            assert legal
            seat = st.to_act
            assert seat is not None
            view = st.view(seat)
            action = ai.choose(view, legal, rng) if heuristic else rng.choice(legal)
            assert action in legal
            if rng.random() < 0.02:
                assert view.sample(rng).view(seat) == view
                before = snapshot(st)
                st.clone().apply(action)
                assert snapshot(st) == before
        st.apply(action)
        rounds[-1]["actions"].append(action.to_record())
    assert Counter(c for z in st.zones().values() for c in z) == Counter(PACK_108)
    rec = {"format": "cardtable-record/1", "game": "golf", "players": players, "options": {},
           "rounds": rounds}
    _, again = replay(json.loads(json.dumps(rec)))
    assert summary(again) == summary(st)
    return st


@pytest.mark.parametrize("players", range(2, 10))
def test_random_playouts(players):
    st = _playout(players, players)
    assert st.match_over and len(st.results) == 9 and st.winners


@pytest.mark.parametrize("players", [2, 5, 9])
def test_heuristic_playouts(players):
    st = _playout(players, 100 + players, heuristic=True)
    assert st.match_over


def test_heuristic_choices():
    ai = GolfHeuristic()
    rng = random.Random(0)
    st = new([FILL, "9S 2S 3S 9H 4S 5S 6S 7S 8S"], ["9D", "QS"])
    act(st, flip(1, 0, 3))
    # the nine on the discards makes a column of nines under the two face up: take it
    assert ai.choose(st.view(1), st.legal_actions(), rng) == Draw(1, "discard")
    act(st, draw(1, "discard"))
    assert ai.choose(st.view(1), st.legal_actions(), rng) == Replace(1, 6)
    act(st, replace(1, 6))
    # a queen from the stock helps nowhere: thrown away
    act(st, flip(0, 0, 1), draw(0))
    assert st.held == Card.parse("QS")
    assert ai.choose(st.view(0), st.legal_actions(), rng) == Discard(0)
    assert estimate([None] * 9, 5.0) == 45.0
    assert estimate([None] * 9) == pytest.approx(592 / 12)
    # the unseen cards' average: all but the face-up cards and the discards
    view = st.view(0)
    seen = [c for g in view.grids for c in g if c is not None] + list(view.discard)
    seen.append(Card.parse("QS"))
    pool = Counter(PACK_108)
    pool.subtract(seen)
    want = sum(VALUE[c] * n for c, n in pool.items()) / sum(pool.values())
    assert unknown_value(view) == pytest.approx(want)


def test_heuristic_hurries_after_a_reshuffle():
    ai = GolfHeuristic()
    raw, actions, st = _run_out()
    st.apply(st.chance_action(random.Random(7)))
    seat = st.turn
    st.held = Card.parse("QS")         # the worst card: still placed face down
    choice = ai.choose(st.view(seat), st.legal_actions(), random.Random(0))
    assert isinstance(choice, Replace)
    assert not st.faceup[seat][choice.slot]
