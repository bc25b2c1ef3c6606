"""Old Maid: every line of assets/rules/old-maid.en.html, on
hand-made deals, plus illegal actions, views, records and random playouts.

Hand-made deals: `om_deal` takes the cards each seat keeps after the first pairing
("live" cards, the joker among them) and fills every hand with whole pairs of the other
cards, dealt before the live ones, to the sizes the rules give.
"""

from __future__ import annotations

import json
import random
from collections import Counter
from collections.abc import Sequence

import pytest

from cardtable import records
from cardtable.ai.heuristics.old_maid import OldMaidHeuristic
from cardtable.ai.levels import make_player
from cardtable.cards import JOKER, PACK_52, PACK_53, Card, Rank
from cardtable.rules.base import (
    CardMoved,
    Deal,
    IllegalAction,
    MatchOver,
    Play,
    RecordError,
    RoundScored,
)
from cardtable.rules.old_maid import (
    OLD_MAID,
    RULES_NOTES,
    Draw,
    LoserFound,
    OldMaidOptions,
    OldMaidState,
    PairLaid,
    PlayerOut,
    hand_sizes,
    lay_out_pairs,
)


def cards(*codes: str) -> tuple[Card, ...]:
    return tuple(Card.parse(c) for c in codes)


def om_deal(players: int, dealer: int, live: Sequence[Sequence[str]]) -> Deal:
    sizes = hand_sizes(players, dealer, 53)
    kept = [list(cards(*h)) for h in live]
    used = {c for h in kept for c in h}
    by_rank: dict[Rank, list[Card]] = {}
    for c in PACK_53:
        if c not in used:
            by_rank.setdefault(c.rank, []).append(c)
    pairs = []
    for group in by_rank.values():
        assert len(group) % 2 == 0, "each rank's other cards must make whole pairs"
        pairs += [group[i:i + 2] for i in range(0, len(group), 2)]
    fill: list[list[Card]] = [[] for _ in range(players)]
    need = [sizes[s] - len(kept[s]) for s in range(players)]
    assert all(n >= 0 and n % 2 == 0 for n in need), need
    for pair in pairs:
        s = max(range(players), key=lambda x: need[x])
        fill[s] += pair
        need[s] -= 2
    assert need == [0] * players
    return Deal(hands=tuple(tuple(fill[s] + kept[s]) for s in range(players)),
                roles={"dealer": dealer})


def start(players: int, dealer: int, live: Sequence[Sequence[str]]) -> OldMaidState:
    return OLD_MAID.new_state(OldMaidOptions(), players, om_deal(players, dealer, live))


def draw(state: OldMaidState, code: str) -> list:
    return state.apply(Draw(state.to_act, Card.parse(code)))


def snapshot(state: OldMaidState) -> tuple:
    return (state.to_act, state.phase, state.zones(),
            tuple(state.view(s) for s in range(state.players)), list(state.draws),
            state.results, state.loser)


def assert_illegal(state: OldMaidState, action, match: str | None = None) -> None:
    before = snapshot(state)
    with pytest.raises(IllegalAction, match=match):
        state.apply(action)
    assert snapshot(state) == before


def three() -> OldMaidState:
    """Seat 0 keeps 7S 9C; seat 1 keeps 7H JK 9D 2C; seat 2 keeps 2S. Dealer 2."""
    return start(3, 2, [["7S", "9C"], ["7H", "JK", "9D", "2C"], ["2S"]])


# ------------------------------------------------------------------ players, options


@pytest.mark.parametrize("players", range(2, 9))
def test_two_to_eight_players(players):
    assert OLD_MAID.check_players(players) == players
    state = OLD_MAID.new_match(OldMaidOptions(), players, random.Random(players))
    assert state.players == players


@pytest.mark.parametrize("players", [0, 1, 9])
def test_other_player_counts_are_refused(players):
    with pytest.raises(RecordError, match="2 to 8"):
        OLD_MAID.check_players(players)


def test_no_options():
    assert OldMaidOptions.from_record({}) == OldMaidOptions()
    assert OldMaidOptions().to_record() == {}
    with pytest.raises(RecordError, match="unknown option 'decks'"):
        OldMaidOptions.from_record({"decks": 2})


# ------------------------------------------------------------------------------ deal


def test_the_pack_is_52_cards_and_one_joker():
    assert Counter(PACK_53) == Counter(PACK_52 + (JOKER,))
    state = OLD_MAID.new_match(OldMaidOptions(), 4, random.Random(1))
    assert Counter(state.deals[0].all_cards()) == Counter(PACK_53)
    assert sum(1 for c in state.deals[0].all_cards() if c.is_joker) == 1


@pytest.mark.parametrize("players", range(2, 9))
def test_every_card_is_dealt_one_at_a_time_from_dealer_plus_one(players):
    rng = random.Random(players)
    for dealer in range(players):
        deal = OLD_MAID.random_deal(players, {"dealer": dealer}, rng, OldMaidOptions())
        sizes = [len(h) for h in deal.hands]
        assert sum(sizes) == 53
        extra = 53 % players
        for k in range(players):
            seat = (dealer + 1 + k) % players
            assert sizes[seat] == 53 // players + (1 if k < extra else 0)


def test_dealer_by_lot():
    dealers = {OLD_MAID.random_deal(3, {}, random.Random(i), OldMaidOptions()).roles["dealer"]
               for i in range(30)}
    assert dealers == {0, 1, 2}
    roles, events = OLD_MAID.draw_roles(4, random.Random(2))
    assert set(roles) == {"dealer"} and events == []


def test_deal_record_round_trip():
    deal = om_deal(3, 2, [["7S", "9C"], ["7H", "JK", "9D", "2C"], ["2S"]])
    raw = json.loads(json.dumps(deal.to_record()))
    assert set(raw) == {"dealer", "hands"}
    assert OLD_MAID.deal_from_record(raw, 3, OldMaidOptions()) == deal


@pytest.mark.parametrize("mutate, message", [
    (lambda r: r.pop("dealer"), "must give 'dealer'"),
    (lambda r: r.update(dealer=-1), "'dealer' must be a seat"),
    (lambda r: r.update(kitty=[]), "unknown field"),
    (lambda r: r.pop("hands"), "must give 'hands'"),
    (lambda r: r["hands"].append([]), "list of 3 hands"),
    (lambda r: r["hands"][1].remove("JK"), "missing: JK"),
    (lambda r: r["hands"][1].__setitem__(r["hands"][1].index("JK"), "RJ"),
     "not in this game's pack: RJ"),
    (lambda r: r["hands"][0].__setitem__(0, r["hands"][1][0]), "duplicated"),
    (lambda r: r["hands"][2].append(r["hands"][0].pop()), "hand 0 holds 17 cards"),
])
def test_bad_deals_are_refused(mutate, message):
    raw = json.loads(json.dumps(
        om_deal(3, 2, [["7S", "9C"], ["7H", "JK", "9D", "2C"], ["2S"]]).to_record()))
    mutate(raw)
    with pytest.raises(RecordError, match=message):
        OLD_MAID.deal_from_record(raw, 3, OldMaidOptions())


# --------------------------------------------------------------------------- pairing


def test_pairs_are_laid_out_face_up_automatically():
    state = three()
    assert [len(h) for h in state.hands] == [2, 4, 1]
    assert Counter(state.hands[1]) == Counter(cards("7H", "JK", "9D", "2C"))
    assert len(state.pairs[0]) == 16 and len(state.pairs[2]) == 16
    # no action is needed: the first decision is already a draw
    assert state.to_act == 0 and all(isinstance(a, Draw) for a in state.legal_actions())
    deal = state.deals[0]
    events = OLD_MAID.empty_state(OldMaidOptions(), 3).start_round(deal)
    laid = [e for e in events if isinstance(e, PairLaid)]
    assert len(laid) == (16 + 14 + 16) // 2
    moves = [e for e in events if isinstance(e, CardMoved) and e.dst[0] == "pairs"]
    assert all(m.face_up and m.src == ("hand", m.dst[1]) for m in moves)
    deals = [e for e in events if isinstance(e, CardMoved) and e.src == ("deck",)]
    assert [m.dst for m in deals[:3]] == [("hand", 0), ("hand", 1), ("hand", 2)]


def test_three_of_a_rank_the_first_two_dealt_pair_and_the_third_stays():
    kept, laid = lay_out_pairs(cards("7D", "2S", "7S", "7H"))
    assert kept == list(cards("2S", "7H")) and laid == list(cards("7D", "7S"))
    kept, laid = lay_out_pairs(cards("7H", "7S", "7D"))
    assert kept == list(cards("7D")) and laid == list(cards("7H", "7S"))


def test_four_of_a_rank_make_two_pairs_and_the_joker_pairs_with_nothing():
    kept, laid = lay_out_pairs(cards("QS", "JK", "QH", "QD", "QC"))
    assert kept == [JOKER] and laid == list(cards("QS", "QH", "QD", "QC"))


def test_pairing_in_a_deal_follows_the_order_dealt():
    # two players, dealer 1: seat 0 receives 27 cards, seat 1 26
    others = [c for c in PACK_53 if c.rank is not Rank.SEVEN and c is not JOKER]
    hand0 = list(cards("7C", "7S", "7D", "JK")) + others[:23]
    hand1 = list(cards("7H")) + others[23:]
    state = OLD_MAID.new_state(OldMaidOptions(), 2, Deal(hands=(tuple(hand0), tuple(hand1)),
                                                          roles={"dealer": 1}))
    assert state.pairs[0][:2] == list(cards("7C", "7S"))
    assert Card.parse("7D") in state.hands[0] and JOKER in state.hands[0]


# -------------------------------------------------------------------------- drawing


def test_first_draw_by_dealer_plus_one_from_the_next_seat_holding_cards():
    state = three()
    assert state.to_act == 0 and state.victim() == 1
    legal = state.legal_actions()
    # one draw per card of the victim's hand, in pack order
    assert [a.to_record() for a in legal] == [
        {"seat": 0, "type": "draw", "card": c} for c in ("7H", "9D", "2C", "JK")]


def test_drawing_a_pair_lays_it_out_and_the_same_player_draws_again():
    state = three()
    events = draw(state, "7H")
    assert events[0] == CardMoved(Card.parse("7H"), ("hand", 1), ("hand", 0), False)
    assert PairLaid(0, cards("7S", "7H")) in events
    assert state.pairs[0][-2:] == list(cards("7S", "7H"))
    assert state.hands[0] == list(cards("9C"))
    assert state.to_act == 0 and state.victim() == 1


def test_no_pair_passes_the_turn_and_the_joker_pairs_with_nothing():
    state = three()
    events = draw(state, "JK")
    assert not any(isinstance(e, PairLaid) for e in events)
    assert JOKER in state.hands[0] and len(state.hands[0]) == 3
    assert state.to_act == 1 and state.victim() == 2


def test_a_player_with_no_cards_is_out_and_the_holder_of_the_joker_loses():
    state = three()
    draw(state, "7H")
    events = draw(state, "9D")  # seat 0 pairs its last card: out, so it does not draw again
    assert PlayerOut(0) in events
    assert state.to_act == 1 and state.victim() == 2
    events = draw(state, "2S")  # seat 2 is emptied; seat 1 pairs its 2C and keeps the joker
    assert PlayerOut(2) in events
    assert state.round_over and state.match_over
    assert state.hands[1] == [JOKER]
    assert events[-3:] == [LoserFound(1), RoundScored((0, -1, 0), (0, -1, 0), {"loser": 1}),
                           MatchOver((0, 2))]
    assert state.loser == 1 and state.winners == (0, 2)
    assert state.results[0].points == (0, -1, 0) and state.totals == (0, -1, 0)
    assert state.to_act is None and state.legal_actions() == []
    assert_illegal(state, Draw(1, Card.parse("2S")), "over")


def test_dealer_plus_one_without_cards_the_next_seat_holding_cards_starts_and_is_skipped():
    # four players, dealer 3: seat 0 (14 cards, all pairs) holds nothing after pairing
    state = start(4, 3, [[], ["5S"], ["5H", "JK", "8S"], ["8H"]])
    assert state.hands[0] == []
    assert state.to_act == 1 and state.victim() == 2
    draw(state, "JK")
    assert state.to_act == 2 and state.victim() == 3
    draw(state, "8H")  # pairs: seat 2 draws again; seat 3 is out
    assert state.to_act == 2 and state.victim() == 1  # seats 3 and 0 hold nothing
    draw(state, "5S")
    assert state.round_over and state.loser == 1


def test_everybody_paired_out_but_the_joker_ends_the_game_at_once():
    # two players, dealer 1: seat 0 gets 27 cards (13 pairs and the joker), seat 1 26
    state = start(2, 1, [["JK"], []])
    assert state.round_over and state.loser == 0
    assert state.results[0].points == (-1, 0) and state.winners == (1,)
    assert state.legal_actions() == []


# -------------------------------------------------------------------- illegal draws


def test_illegal_draws_change_nothing():
    state = three()
    assert_illegal(state, Draw(1, Card.parse("2S")), "seat 0's turn")
    assert_illegal(state, Draw(0, Card.parse("2S")), "draws from seat 1")  # seat 2 holds it
    assert_illegal(state, Draw(0, Card.parse("9C")), "does not hold 9C")   # its own card
    assert_illegal(state, Draw(0, Card.parse("7D")), "does not hold 7D")   # laid out
    assert_illegal(state, Play(0, Card.parse("7H")), "not an Old Maid action")


def test_action_records():
    state = three()
    assert state.action_from_record({"seat": 0, "type": "draw", "card": "JK"}) == Draw(0, JOKER)
    for raw, message in [
        ({"seat": 0, "type": "play", "card": "JK"}, "only draw"),
        ({"seat": 0, "type": "draw"}, "needs the field 'card'"),
        ({"seat": 0, "type": "draw", "card": "ZZ"}, "not a card"),
        ({"seat": 0, "type": "draw", "card": "RJ"}, "Old Maid's pack"),
        ({"seat": 0, "type": "draw", "card": "JK", "position": 3}, "unknown field"),
        ({"seat": "0", "type": "draw", "card": "JK"}, "seat"),
        ({"seat": 3, "type": "draw", "card": "JK"}, "0 to 2"),
        ({"seat": True, "type": "draw", "card": "JK"}, "seat"),
    ]:
        with pytest.raises(RecordError, match=message):
            state.action_from_record(raw)


def game_record(actions: list[dict]) -> dict:
    deal = om_deal(3, 2, [["7S", "9C"], ["7H", "JK", "9D", "2C"], ["2S"]])
    return {"format": "cardtable-record/1", "game": "old-maid", "players": 3, "options": {},
            "rounds": [{"deal": deal.to_record(), "actions": actions}]}


def test_replay_output_matches_the_rules_file():
    actions = [{"seat": 0, "type": "draw", "card": "7H"},
               {"seat": 0, "type": "draw", "card": "9D"},
               {"seat": 1, "type": "draw", "card": "2S"}]
    _, state = records.replay(game_record(actions))
    assert records.summary(state) == {
        "ok": True, "game": "old-maid",
        "rounds": [{"points": [0, -1, 0], "details": {"loser": 1}}],
        "totals": [0, -1, 0], "round_over": True, "finished": True, "winners": [0, 2]}
    assert records.legal_listing(state) == {"seat": None, "actions": []}
    _, mid = records.replay(game_record(actions[:1]))
    assert records.summary(mid)["round_over"] is False
    assert records.legal_listing(mid) == {"seat": 0, "actions": [
        {"seat": 0, "type": "draw", "card": "9D"}, {"seat": 0, "type": "draw", "card": "2C"},
        {"seat": 0, "type": "draw", "card": "JK"}]}


def test_replay_rejects_an_illegal_draw_at_its_index():
    actions = [{"seat": 0, "type": "draw", "card": "JK"},
               {"seat": 1, "type": "draw", "card": "7H"}]  # 7H went nowhere: seat 1 holds it
    with pytest.raises(records.RecordProblem) as info:
        records.replay(game_record(actions))
    assert (info.value.round, info.value.action) == (0, 1)
    assert "does not hold 7H" in info.value.message
    with pytest.raises(records.RecordProblem) as info:
        records.replay(game_record([{"seat": 0, "type": "draw", "card": "7H"},
                                    {"seat": 1, "type": "draw", "card": "2S"}]))
    assert info.value.action == 1 and "seat 0's turn" in info.value.message


def test_no_second_deal():
    state = three()
    with pytest.raises(RecordError, match="before the current game is over"):
        state.start_round(state.deals[0])
    draw(state, "7H")
    draw(state, "9D")
    draw(state, "2S")
    with pytest.raises(RecordError, match="already over"):
        state.start_round(state.deals[0])
    assert state.next_roles() == {}


# -------------------------------------------------------------------- views, sample


def test_only_the_drawer_and_the_victim_know_the_card_unless_it_pairs():
    state = three()
    draw(state, "JK")
    assert state.view(0).draws == ((0, 1, Rank.JOKER, False),)
    assert state.view(1).draws == ((0, 1, Rank.JOKER, False),)
    assert state.view(2).draws == ((0, 1, None, False),)
    assert state.view(2).zones()[("hand", 0)] == (None, None, None)
    assert state.view(2).zones()[("pairs", 0)] == tuple(state.pairs[0])
    draw(state, "2S")  # pairs with 2C: laid out, everyone knows the rank
    for seat in range(3):
        assert state.view(seat).draws[1] == (1, 2, Rank.TWO, True)


def test_a_seat_remembers_where_its_cards_went():
    state = three()
    draw(state, "JK")
    assert state.view(1).known_ranks() == [{Rank.JOKER}, set(), set()]
    assert state.view(2).known_ranks() == [set(), set(), set()]
    rng = random.Random(0)
    for _ in range(20):
        sample = state.view(1).sample(rng)
        assert JOKER in sample.hands[0]


def test_known_ranks_forget_a_hand_drawn_from_by_someone_else():
    state = start(4, 3, [["3S", "4S"], ["3H", "JK", "5S"], ["4H", "6S", "8S"],
                         ["5H", "6H", "8H"]])
    assert state.to_act == 0
    draw(state, "5S")   # seat 0 takes 5S from seat 1: no pair
    assert state.view(1).known_ranks()[0] == {Rank.FIVE}
    assert state.to_act == 1
    draw(state, "4H")   # seat 1 draws from seat 2: no pair
    draw(state, "5H")   # seat 2 draws from seat 3: no pair
    draw(state, "3S")   # seat 3 draws from seat 0: seat 1 no longer knows seat 0 has a five
    assert state.view(1).known_ranks()[0] == set()


@pytest.mark.parametrize("players", range(2, 9))
def test_sample_agrees_with_the_view_and_pairs_nothing(players):
    rng = random.Random(players)
    state = OLD_MAID.new_match(OldMaidOptions(), players, rng)
    while not state.round_over:
        for seat in range(players):
            view = state.view(seat)
            sample = view.sample(rng)
            assert sample.view(seat) == view
            assert Counter(c for z in sample.zones().values() for c in z) == Counter(PACK_53)
            for s, hand in enumerate(sample.hands):
                ranks = [c.rank for c in hand if c is not JOKER]
                assert len(ranks) == len(set(ranks)), "a sampled hand holds no pair"
                assert view.known_ranks()[s] <= {c.rank for c in hand}
        legal = state.legal_actions()
        state.apply(legal[rng.randrange(len(legal))])


def test_clone_is_independent():
    state = three()
    twin = state.clone()
    draw(twin, "JK")
    assert state.to_act == 0 and JOKER in state.hands[1] and state.draws == []
    assert twin.view(2) != state.view(2)


# ------------------------------------------------------------------------------- AI


def test_easy_player_draws_blind_and_legal():
    assert isinstance(make_player("old-maid", "heuristic"), OldMaidHeuristic)
    state = three()
    ai = OldMaidHeuristic()
    picks = Counter(ai.choose(state.view(0), state.legal_actions(), random.Random(i)).card
                    for i in range(400))
    assert set(picks) == set(cards("7H", "9D", "2C", "JK"))
    assert min(picks.values()) > 60  # roughly uniform


# ------------------------------------------------------------------ random playouts


@pytest.mark.parametrize("players", range(2, 9))
def test_random_playouts(players):
    for seed in range(25):
        rng = random.Random(seed * 10 + players)
        state = OLD_MAID.new_match(OldMaidOptions(), players, rng)
        actions = []
        while not state.round_over:
            assert Counter(c for z in state.zones().values() for c in z) == Counter(PACK_53)
            for hand in state.hands:
                ranks = [c.rank for c in hand if c is not JOKER]
                assert len(ranks) == len(set(ranks)), "every pair is laid out"
            legal = state.legal_actions()
            assert legal and len(set(legal)) == len(legal)
            action = legal[rng.randrange(len(legal))]
            state.apply(action)
            actions.append(action.to_record())
        assert state.match_over
        assert state.hands[state.loser] == [JOKER]
        assert all(not h for s, h in enumerate(state.hands) if s != state.loser)
        record = {"format": "cardtable-record/1", "game": "old-maid", "players": players,
                  "options": {}, "rounds": [{"deal": state.deals[0].to_record(),
                                             "actions": actions}]}
        _, replayed = records.replay(json.loads(json.dumps(record)))
        assert records.summary(replayed) == records.summary(state)


def test_rules_notes_are_written():
    assert "Decisions" in RULES_NOTES and "out" in RULES_NOTES
