"""Ninety-Nine through the protocol: records, replay output, views, samples, clones,
illegal actions, the command line, random playouts of every player count and option set,
and the easy AI."""

from __future__ import annotations

import json
import random
from collections import Counter

import pytest
from ninety_nine_support import (
    BIDS_A,
    HANDS_A,
    PLAYS_A,
    assert_illegal,
    bid_all,
    cards,
    new,
    pass_all,
    play,
    random_playout,
)

from cardtable import cli
from cardtable.ai.heuristics.ninety_nine import NinetyNineHeuristic
from cardtable.ai.levels import make_player
from cardtable.cards import Card
from cardtable.records import (
    ILLEGAL,
    INVALID,
    Record,
    RecordProblem,
    RoundRecord,
    legal_listing,
    replay,
    summary,
)
from cardtable.rules.base import CardMoved, IllegalAction, Play, RecordError, RoundStarted
from cardtable.rules.ninety_nine import (
    NINETY_NINE,
    RULES_NOTES,
    Announce,
    Bid,
    Declare,
    NameTrump,
    NinetyNineOptions,
    NinetyNineView,
    Pass,
    pack_for,
)
from cardtable.rules.registry import GAMES, find_game

OPTION_SETS = [
    (2, {}), (3, {}), (4, {}), (5, {}),
    (3, {"version": "1975"}), (3, {"version": "1975", "bid_at_end": True}),
    (3, {"trump_choice": True}), (3, {"trump_choice": True, "nines_trump": True}),
    (2, {"trump_choice": True, "nines_trump": True}), (4, {"trump_choice": True}),
    (5, {"trump_choice": True, "nines_trump": True}),
    (2, {"bid_at_end": True}), (3, {"bid_at_end": True}), (4, {"bid_at_end": True}),
    (5, {"bid_at_end": True}), (3, {"bid_at_end": True, "trump_choice": True,
                                    "nines_trump": True}),
    (3, {"games": 1, "target": 250}),
]


def _opts(raw):
    return NinetyNineOptions.from_record(raw)


# ---------------------------------------------------------------------------- records


def record_a(premiums=({"seat": 1, "type": "declare"}, {"seat": 2, "type": "pass"},
                       {"seat": 0, "type": "pass"})):
    actions = [{"seat": s, "type": "bid", "cards": BIDS_A[s].split()} for s in (1, 2, 0)]
    actions += list(premiums)
    state = new(HANDS_A, 0)
    bid_all(state, BIDS_A)
    pass_all(state)
    for code in PLAYS_A.split():
        actions.append({"seat": state.turn, "type": "play", "card": code})
        state.apply(Play(state.turn, Card.parse(code)))
    return {"format": "cardtable-record/1", "game": "ninety-nine", "players": 3,
            "options": {}, "rounds": [{"deal": {"dealer": 0,
                                                "hands": [h.split() for h in HANDS_A]},
                                       "actions": actions}]}


def test_registered():
    assert find_game("ninety-nine") is NINETY_NINE
    assert GAMES["ninety-nine"].min_players == 2 and GAMES["ninety-nine"].max_players == 5
    assert "Decision" in RULES_NOTES or "Decisions" in RULES_NOTES


def test_replay_output_of_a_whole_round():
    record, state = replay(record_a())
    assert summary(state) == {
        "ok": True, "game": "ninety-nine",
        "rounds": [{"points": [6, 63, 0], "details": {
            "bids": [0, 3, 3], "tricks": [6, 3, 0], "made": [False, True, False],
            "trump": None, "premium": {"seat": 1, "kind": "declare"}}}],
        "totals": [6, 63, 0], "round_over": True, "finished": False, "winners": []}
    assert json.loads(record.dumps()) == record_a()


def test_replay_mid_round_and_legal_listing():
    raw = record_a()
    raw["rounds"][0]["actions"] = raw["rounds"][0]["actions"][:8]
    _, state = replay(raw)
    out = summary(state)
    assert out["round_over"] is False and out["rounds"] == [{}] and out["totals"] == [0, 0, 0]
    listing = legal_listing(state)
    assert listing["seat"] == 0
    assert listing["actions"] == [{"seat": 0, "type": "play", "card": "7H"},
                                  {"seat": 0, "type": "play", "card": "9H"},
                                  {"seat": 0, "type": "play", "card": "JH"}]


def test_legal_listing_in_bidding_round_over_and_for_the_dummy():
    raw = record_a()
    raw["rounds"][0]["actions"] = []
    _, state = replay(raw)
    listing = legal_listing(state)
    assert listing["seat"] == 1 and len(listing["actions"]) == 220
    assert listing["actions"][0] == {"seat": 1, "type": "bid", "cards": ["JC", "TD", "9D"]}
    _, state = replay(record_a())
    assert legal_listing(state) == {"seat": None, "actions": []}
    from test_ninety_nine_two import MONO, MONO_BIDS

    state = new(MONO, 0, players=2)
    bid_all(state, MONO_BIDS)
    pass_all(state)
    play(state, "AH AS")
    listing = legal_listing(state)
    assert listing["seat"] == 1  # seat 1 chooses
    assert {a["seat"] for a in listing["actions"]} == {2}  # the dummy's cards


def test_replay_rejects_illegal_actions_with_their_index():
    raw = record_a()
    raw["rounds"][0]["actions"][3] = {"seat": 1, "type": "reveal"}
    raw["rounds"][0]["actions"][4] = {"seat": 2, "type": "declare"}
    with pytest.raises(RecordProblem) as info:
        replay(raw)
    assert (info.value.round, info.value.action, info.value.code) == (0, 4, ILLEGAL)
    assert "illegal action" in info.value.message
    raw = record_a()
    raw["rounds"][0]["actions"][9]["card"] = "9H"  # seat 2 holds no 9H
    with pytest.raises(RecordProblem) as info:
        replay(raw)
    assert (info.value.round, info.value.action) == (0, 9)
    assert "does not hold 9H" in info.value.message


@pytest.mark.parametrize(("change", "words"), [
    (lambda d: d.update(dealer=3), "from 0 to 2"),
    (lambda d: d.pop("dealer"), "first deal must give the dealer"),
    (lambda d: d["hands"][0].__setitem__(0, "5S"), "not in this game's pack: 5S"),
    (lambda d: d["hands"][0].__setitem__(0, "KD"), "duplicated: KD"),
    (lambda d: d["hands"][0].__setitem__(0, "XX"), "not a card"),
    (lambda d: d["hands"].pop(), "list of 3 hands"),
    (lambda d: d["hands"][0].append("5S"), "not in this game's pack"),
    (lambda d: d.update(turnup=["AS"]), "only version 1975 has a turn-up"),
    (lambda d: d.update(kitty=[]), "unknown field"),
    (lambda d: d.pop("hands"), "must give 'hands'"),
    (lambda d: d.update(hands="AS"), "list of 3 hands"),
])
def test_replay_rejects_bad_deals_with_a_message(change, words):
    raw = record_a()
    change(raw["rounds"][0]["deal"])
    with pytest.raises(RecordProblem) as info:
        replay(raw)
    assert words in info.value.message
    assert info.value.round == 0 and info.value.action is None and info.value.code == INVALID


def test_hand_sizes_are_checked():
    hands = [h.split() for h in HANDS_A]
    hands[1].append(hands[0].pop())
    with pytest.raises(RecordError, match="hand 0 holds 11 cards; each hand holds 12"):
        NINETY_NINE.deal_from_record({"dealer": 0, "hands": hands}, 3, _opts({}))


@pytest.mark.parametrize(("raw", "words"), [
    ({"seat": 0, "type": "bid"}, "needs the field 'cards'"),
    ({"seat": 0, "type": "bid", "cards": "AS KS QS"}, "must be a list"),
    ({"seat": 0, "type": "bid", "cards": ["AS", "ZZ", "QS"]}, "not a card"),
    ({"seat": 0, "type": "play"}, "needs the field 'card'"),
    ({"seat": 0, "type": "play", "card": 7}, "must be a string"),
    ({"seat": 0, "type": "play", "card": "AS", "extra": 1}, "unknown field"),
    ({"seat": 0, "type": "declare", "value": 1}, "unknown field"),
    ({"seat": 0, "type": "announce"}, "needs the field 'value'"),
    ({"seat": 0, "type": "announce", "value": "3"}, "whole number"),
    ({"seat": 0, "type": "announce", "value": True}, "whole number"),
    ({"seat": 0, "type": "double"}, "unknown action type"),
    ({"seat": -1, "type": "pass"}, "seat"),
    ({"seat": "0", "type": "pass"}, "seat"),
    ({"seat": True, "type": "pass"}, "seat"),
])
def test_malformed_actions_are_record_errors(raw, words):
    with pytest.raises(RecordError, match=words):
        NINETY_NINE.action_from_record(raw)


def test_seat_beyond_the_table_is_a_record_error():
    state = new(HANDS_A, 0)
    with pytest.raises(RecordError, match="0 to 2"):
        state.action_from_record({"seat": 3, "type": "pass"})
    assert state.action_from_record({"seat": 2, "type": "pass"}) == Pass(2)


def test_out_of_range_announcement_is_illegal_not_malformed():
    action = NINETY_NINE.action_from_record({"seat": 1, "type": "announce", "value": 12})
    assert action == Announce(1, 12)
    state = new(HANDS_A, 0, bid_at_end=True)
    assert_illegal(state, action, "0 to 9")


def test_unknown_option_in_a_record():
    raw = record_a()
    raw["options"] = {"bonus": 1}
    with pytest.raises(RecordProblem) as info:
        replay(raw)
    assert info.value.round is None and "unknown option" in info.value.message


def test_next_deal_with_the_wrong_dealer_is_refused():
    raw = record_a()
    raw["rounds"].append({"deal": {"dealer": 0, "hands": [h.split() for h in HANDS_A]},
                          "actions": []})
    with pytest.raises(RecordProblem) as info:
        replay(raw)
    assert "seat 1 the dealer" in info.value.message and info.value.round == 1
    raw["rounds"][1]["deal"]["dealer"] = 1
    _, state = replay(raw)
    assert state.dealer == 1 and state.turn == 2


def test_round_after_the_end_of_the_match_is_refused():
    opts = _opts({"games": 1})
    rng = random.Random(3)
    deal = NINETY_NINE.random_deal(3, {}, rng, opts)
    state = NINETY_NINE.new_state(opts, 3, deal)
    record = Record(NINETY_NINE, 3, opts, [RoundRecord(deal)])
    while not state.match_over:
        if state.round_over:
            deal = NINETY_NINE.random_deal(3, state.next_roles(), rng, opts)
            state.start_round(deal)
            record.rounds.append(RoundRecord(deal))
            continue
        action = rng.choice(state.legal_actions())
        state.apply(action)
        record.rounds[-1].actions.append(action)
    raw = json.loads(record.dumps())
    raw["rounds"].append({"deal": raw["rounds"][0]["deal"], "actions": []})
    with pytest.raises(RecordProblem) as info:
        replay(raw)
    assert "follows the end of the match" in info.value.message
    assert info.value.round == len(raw["rounds"]) - 1


# --------------------------------------------------------------------- illegal actions


def test_illegal_actions_in_every_phase_change_nothing():
    state = new(HANDS_A, 0, trump_choice=True)
    assert_illegal(state, Pass(1), "bid cards")
    assert_illegal(state, NameTrump(1, "H"), "bid cards")
    bid_all(state, BIDS_A)
    assert_illegal(state, Bid(1, cards("AH KH QH")), "premium")
    assert_illegal(state, Play(1, Card.parse("AH")), "premium")
    assert_illegal(state, Announce(1, 3), "bid_at_end variant only")
    assert_illegal(state, Pass(0), "seat 1's turn")
    state.apply(Declare(1))
    pass_all(state)
    assert_illegal(state, Play(1, Card.parse("AH")), "name the trump")
    state.apply(NameTrump(1, None))
    assert_illegal(state, NameTrump(1, "H"), "must play a card")
    assert_illegal(state, Declare(1), "must play a card")
    assert_illegal(state, Play(1, Card.parse("JC")), "does not hold JC")
    assert_illegal(state, Play(0, Card.parse("AS")), "seat 1's turn")
    play(state, PLAYS_A)
    assert_illegal(state, Play(1, Card.parse("AH")), "round is over")


def test_illegal_premium_order_in_three_players():
    state = new(HANDS_A, 0)
    bid_all(state, BIDS_A)
    state.apply(Declare(1))
    assert_illegal(state, Declare(2), "does not outrank")


# ------------------------------------------------------------------- views and samples


def _known(state, seat):
    """What `seat` may see, worked out from the rules (not from the view)."""
    known = set(state.hands[seat]) | set(state.bidcards[seat])
    if state.turnup is not None:
        known.add(state.turnup)
    for w in state.won:
        known.update(w)
    known.update(state.trick)
    over = state.round_over
    for s in range(state.m):
        dummy_up = (state.players == 2 and s == 2
                    and (state.phase != "bid" or state.options.bid_at_end))
        revealed = any(p[0] == s and p[1] in ("reveal", "announce-reveal")
                       for p in state.premiums)
        declared = any(p[0] == s and p[1] in ("declare", "reveal") for p in state.premiums)
        if over or dummy_up or revealed:
            known.update(state.hands[s])
        if over or declared:
            known.update(state.bidcards[s])
    return known


def _cards_in_view(view: NinetyNineView):
    found = set(view.hand) | set(view.bid_cards) | set(view.trick)
    for group in (view.shown_hands, view.shown_bids, view.won):
        for cs in group:
            found.update(cs or ())
    found.update(c for _, c in view.played)
    if view.turnup is not None:
        found.add(view.turnup)
    return found


def _check_views(state, rng):
    zones = state.zones()
    assert Counter(c for z in zones.values() for c in z) == Counter(
        pack_for(state.players, state.options))
    for seat in range(state.m if state.players != 2 else 2):
        view = state.view(seat)
        known = _known(state, seat)
        assert _cards_in_view(view) <= known
        shown = view.zones()
        assert set(shown) == set(zones)
        for zone, real in zones.items():
            seen = shown[zone]
            assert len(seen) == len(real)
            for r, s in zip(real, seen, strict=True):
                assert s is None or s is r
                assert (s is not None) == (r in known), (zone, r)
        sample = view.sample(rng)
        assert sample.view(seat) == view
        assert Counter(c for z in sample.zones().values() for c in z) == Counter(
            c for z in zones.values() for c in z)
        # a sampled hand never holds a suit its player has shown void in
        for s in range(state.m):
            for c in sample.hands[s]:
                assert not (state.voids[s] >> sample.esuit[c]) & 1
        assert sample.to_act == state.to_act
        if seat == state.to_act:
            assert sample.legal_actions() == state.legal_actions()


@pytest.mark.parametrize(("players", "raw"), OPTION_SETS)
def test_views_hide_what_they_must_and_samples_agree(players, raw):
    rng = random.Random(players * 31 + len(raw))
    opts = _opts(raw)
    state = NINETY_NINE.new_state(opts, players, NINETY_NINE.random_deal(players, {}, rng, opts))
    for _ in range(2):
        while not state.round_over:
            _check_views(state, rng)
            state.apply(rng.choice(state.legal_actions()))
        _check_views(state, rng)
        if state.match_over:
            break
        state.start_round(NINETY_NINE.random_deal(players, state.next_roles(), rng, opts))


def test_clone_is_independent_and_plays_on_identically():
    rng = random.Random(4)
    state = new(HANDS_A, 0)
    bid_all(state, BIDS_A)
    pass_all(state)
    play(state, "AH 6H")
    twin = state.clone()
    before = [state.view(s) for s in range(3)]
    play(twin, "7H KH 8H 9H")
    assert [state.view(s) for s in range(3)] == before
    play(state, "7H KH 8H 9H")
    assert [state.view(s) for s in range(3)] == [twin.view(s) for s in range(3)]
    random_playout(twin, rng)
    assert state.zones() != twin.zones()


def test_events_name_zones():
    state = new(HANDS_A, 0)
    fresh = NINETY_NINE.empty_state(NinetyNineOptions(), 3)
    assert fresh.round_over and not fresh.match_over and fresh.to_act is None
    assert fresh.next_roles() == {}
    events = fresh.start_round(state.deals[0])
    assert isinstance(events[0], RoundStarted) and events[0].roles == {"dealer": 0}
    dealt = [e for e in events if isinstance(e, CardMoved)]
    assert len(dealt) == 36 and all(e.dst[0] == "hand" for e in dealt)


def test_empty_state_refuses_a_bad_game_or_options():
    with pytest.raises(RecordError):
        NINETY_NINE.empty_state(NinetyNineOptions(), 6)
    with pytest.raises(RecordError):
        NINETY_NINE.empty_state(object(), 3)  # type: ignore[arg-type]


# ------------------------------------------------------------------- random playouts


@pytest.mark.parametrize(("players", "raw"), OPTION_SETS)
def test_random_playouts_replay_to_the_same_summary(players, raw):
    opts = _opts(raw)
    for seed in range(3):
        rng = random.Random(seed)
        deal = NINETY_NINE.random_deal(players, {}, rng, opts)
        state = NINETY_NINE.new_state(opts, players, deal)
        record = Record(NINETY_NINE, players, opts, [RoundRecord(deal)])
        rounds = 1
        while not state.match_over and rounds <= 12:
            if state.round_over:
                deal = NINETY_NINE.random_deal(players, state.next_roles(), rng, opts)
                assert deal.roles["dealer"] == state.next_roles()["dealer"]
                state.start_round(deal)
                record.rounds.append(RoundRecord(deal))
                rounds += 1
                continue
            legal = state.legal_actions()
            assert legal and state.to_act is not None
            assert len(set(legal)) == len(legal)
            action = rng.choice(legal)
            state.apply(action)
            record.rounds[-1].actions.append(action)
        raw_record = json.loads(record.dumps())
        _, again = replay(raw_record)
        assert summary(again) == summary(state)
        for r in state.results:
            assert sum(r.details["tricks"]) == (10 if players == 4 else 9)
            assert set(r.details) == {"bids", "tricks", "made", "trump", "premium"}
        if state.match_over:
            assert state.winners


def test_five_player_games_end_after_ten_rounds_at_the_latest():
    opts = _opts({"games": 1})
    rng = random.Random(8)
    state = NINETY_NINE.new_state(opts, 5, NINETY_NINE.random_deal(5, {}, rng, opts))
    state.game_scores = [-500] * 5
    state._totals = [-500] * 5
    rounds = 1
    while not state.match_over:
        random_playout(state, rng)
        if not state.match_over:
            state.start_round(NINETY_NINE.random_deal(5, state.next_roles(), rng, opts))
            rounds += 1
    assert rounds == 10 and max(state.game_scores) < 100


# ----------------------------------------------------------------------- command line


def _cli(capsys, *args):
    code = cli.main(list(args))
    out = capsys.readouterr()
    return code, out.out, out.err


def test_cli_deal_legal_replay(tmp_path, capsys):
    code, out, _ = _cli(capsys, "deal", "--game", "ninety-nine", "--players", "2", "--seed", "3")
    assert code == 0
    rec = json.loads(out)
    assert rec["game"] == "ninety-nine" and len(rec["rounds"][0]["deal"]["hands"]) == 3
    path = tmp_path / "r.json"
    path.write_text(out)
    code, out, _ = _cli(capsys, "legal", str(path))
    assert code == 0 and len(json.loads(out)["actions"]) == 220
    path.write_text(json.dumps(record_a()))
    code, out, _ = _cli(capsys, "replay", str(path))
    assert code == 0 and json.loads(out)["totals"] == [6, 63, 0]
    code, out, _ = _cli(capsys, "deal", "--continue", str(path), "--seed", "1")
    assert code == 0 and json.loads(out)["rounds"][1]["deal"]["dealer"] == 1
    code, out, _ = _cli(capsys, "deal", "--game", "ninety-nine", "--players", "3",
                        "--option", "version=\"1975\"")
    assert code == 0 and len(json.loads(out)["rounds"][0]["deal"]["turnup"]) == 1


def test_cli_play(capsys):
    code, out, _ = _cli(capsys, "play", "--game", "ninety-nine", "--players", "3", "--ai",
                        "heuristic,random", "--games", "2", "--seed", "1", "--json")
    assert code == 0
    result = json.loads(out)
    assert result["deals"] == 2 and set(result["levels"]) == {"heuristic", "random"}


# ------------------------------------------------------------------------------ the AI


@pytest.mark.parametrize(("players", "raw"), OPTION_SETS)
def test_easy_ai_always_chooses_a_legal_action(players, raw):
    opts = _opts(raw)
    rng = random.Random(2)
    ai = make_player("ninety-nine", "heuristic")
    assert isinstance(ai, NinetyNineHeuristic)
    state = NINETY_NINE.new_state(opts, players, NINETY_NINE.random_deal(players, {}, rng, opts))
    for _ in range(2):
        while not state.round_over:
            seat = state.to_act
            legal = state.legal_actions()
            action = ai.choose(state.view(seat), legal, rng)
            assert action in legal
            state.apply(action)
        if state.match_over:
            break
        state.start_round(NINETY_NINE.random_deal(players, state.next_roles(), rng, opts))


def test_easy_ai_makes_more_contracts_than_random_play():
    def rate(level: str) -> float:
        rng = random.Random(17)
        opts = NinetyNineOptions()
        ai = make_player("ninety-nine", level)
        made = total = 0
        for _ in range(40):
            state = NINETY_NINE.new_state(opts, 3, NINETY_NINE.random_deal(3, {}, rng, opts))
            while not state.round_over:
                state.apply(ai.choose(state.view(state.to_act), state.legal_actions(), rng))
            made += sum(state.results[0].details["made"])
            total += 3
        return made / total

    assert rate("heuristic") > rate("random") + 0.05


def test_easy_ai_bids_what_its_cards_look_worth():
    state = new(HANDS_A, 0)
    ai = NinetyNineHeuristic()
    action = ai.choose(state.view(1), state.legal_actions(), random.Random(1))
    assert isinstance(action, Bid)
    # seat 1 holds AH KH QH (and no other aces): a bid of 2 to 4
    from cardtable.rules.ninety_nine import bid_value

    assert 2 <= bid_value(action.cards) <= 4


def test_illegal_action_exception_type():
    state = new(HANDS_A, 0)
    with pytest.raises(IllegalAction):
        state.apply(Play(1, Card.parse("AH")))
