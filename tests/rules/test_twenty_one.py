"""Twenty-One with a banker: every line of assets/rules/twenty-one.en.html, on hand-made deals."""

from __future__ import annotations

import json
import random
from collections import Counter
from typing import Any

import pytest

from cardtable.ai.heuristics.twenty_one import TwentyOneHeuristic
from cardtable.cards import PACK_36, Card
from cardtable.records import RecordProblem, legal_listing, replay, summary
from cardtable.rules.base import CardMoved, IllegalAction, RecordError, Reshuffle
from cardtable.rules.twenty_one import (
    DISCARD,
    STOCK,
    TWENTY_ONE,
    BankCalled,
    BankReturned,
    Bet,
    Busted,
    Exchange,
    Hit,
    TwentyOneOptions,
    TwentyOneState,
    hand_value,
)


def cards(*codes: str) -> list[Card]:
    return [Card.parse(c) for c in codes]


def deal_raw(hands: list[list[str]], top: list[str], banker: int | None = 0) -> dict[str, Any]:
    used = {c for h in hands for c in h} | set(top)
    rest = [c.code for c in PACK_36 if c.code not in used]
    raw: dict[str, Any] = {"hands": hands, "stock": top + rest}
    if banker is not None:
        raw["banker"] = banker
    return raw


def record(players: int, rounds: list[tuple[dict[str, Any], list[dict[str, Any]]]],
           options: dict[str, Any] | None = None) -> dict[str, Any]:
    return {"format": "cardtable-record/1", "game": "twenty-one", "players": players,
            "options": options or {},
            "rounds": [{"deal": d, "actions": a} for d, a in rounds]}


def new(players: int, hands: list[list[str]], top: list[str], banker: int = 0,
        **options: Any) -> TwentyOneState:
    opts = TwentyOneOptions(**options)
    deal = TWENTY_ONE.deal_from_record(deal_raw(hands, top, banker), players, opts)
    return TWENTY_ONE.new_state(opts, players, deal)


def act(state: TwentyOneState, *raws: dict[str, Any]) -> list[Any]:
    events: list[Any] = []
    for raw in raws:
        events += state.apply(state.action_from_record(raw))
    return events


def snapshot(state: TwentyOneState) -> tuple[Any, ...]:
    return (state.zones(), [state.view(s) for s in range(state.players)], state.to_act,
            state.totals, state.phase, state.legal_actions())


def assert_illegal(state: TwentyOneState, raw: dict[str, Any], words: str = "") -> None:
    before = snapshot(state)
    with pytest.raises(IllegalAction) as info:
        state.apply(state.action_from_record(raw))
    assert words in info.value.reason
    assert snapshot(state) == before


def bet(seat: int, amount: int) -> dict[str, Any]:
    return {"seat": seat, "type": "bet", "amount": amount}


def hit(seat: int, expose: str | None = None) -> dict[str, Any]:
    out: dict[str, Any] = {"seat": seat, "type": "hit"}
    if expose:
        out["expose"] = expose
    return out


def stand(seat: int) -> dict[str, Any]:
    return {"seat": seat, "type": "stand"}


# ------------------------------------------------------------------- pack and values


def test_pack_is_36_cards_without_twos_to_fives():
    assert len(PACK_36) == 36
    assert not [c for c in PACK_36 if c.code[0] in "2345"]
    raw = deal_raw([["AS"], ["KS"]], [])
    raw["hands"][1] = ["5S"]
    with pytest.raises(RecordError, match="not in this game's pack"):
        TWENTY_ONE.deal_from_record(raw, 2, TwentyOneOptions())


@pytest.mark.parametrize("codes,total", [
    (["KS"], 4), (["QS"], 3), (["JS"], 2), (["AS"], 11), (["6S"], 6), (["7S"], 7),
    (["8S"], 8), (["9S"], 9), (["TS"], 10),
    # worked examples
    (["TS", "7S"], 17), (["9S", "8S"], 17), (["AS", "AH"], 21), (["AS", "KS"], 15),
    (["KS", "QS", "JS", "AS"], 20), (["TS", "9S", "JS"], 21), (["TS", "9S", "QS"], 22),
    (["AS", "AH", "6S"], 28), (["TS", "7S", "KS"], 21),
])
def test_values_and_worked_examples(codes, total):
    assert hand_value(cards(*codes)) == total


def test_worked_example_tie_goes_to_the_banker():
    # 10 then 7: 17. Banker 9 then 8: 17: the banker wins the tie.
    st = new(2, [["9S"], ["TS"]], ["7S", "8S"])
    act(st, bet(1, 200), hit(1), stand(1), hit(0), stand(0))
    assert st.round_over and not st.match_over
    r = st.results[0]
    assert r.details == {"banker": 0, "bank": 1200, "duels": [
        {"seat": 1, "stake": 200, "player": 17, "banker": 17, "winner": "banker"}]}
    assert r.points == (200, -200)
    assert r.totals == (5200, 4800)


def test_worked_example_seventeen_then_king_makes_21():
    st = new(2, [["9S"], ["TS"]], ["7S", "KS", "8S"])
    act(st, bet(1, 100), hit(1), hit(1), stand(1))
    assert hand_value(st.hands[1]) == 21
    act(st, stand(0))
    assert st.results[0].details["duels"][0]["winner"] == "player"
    assert st.results[0].points == (-100, 100)


def test_bust_pays_the_bank_at_once_and_the_banker_does_not_draw():
    # T + 9 + Q: 22, bust.
    st = new(3, [["8H"], ["TS"], ["6C"]], ["9S", "QS", "7D"])
    events = act(st, bet(1, 100), hit(1), hit(1))
    assert any(isinstance(e, Busted) and e.seat == 1 and e.total == 22 for e in events)
    assert st.bank == 1100 and st.chips[1] == 4900
    assert st.duels == [(1, 100, 22, 8, "banker")]
    # the next duel has begun: the banker's new face-down card is the next stock card
    assert st.to_act == 2 and st.hands[0] == cards("7D")


def test_two_aces_compare_as_21_and_both_21_goes_to_the_banker():
    st = new(2, [["TS"], ["AS"]], ["AH", "9S", "AD"])
    act(st, bet(1, 100), hit(1), stand(1))
    assert hand_value(st.hands[1]) == 21
    act(st, hit(0))          # banker T + 9 = 19
    act(st, stand(0))
    assert st.results[0].details["duels"][0] == {
        "seat": 1, "stake": 100, "player": 21, "banker": 19, "winner": "player"}
    st = new(2, [["TS"], ["AS"]], ["AH", "AD"])
    act(st, bet(1, 100), hit(1), stand(1), hit(0), stand(0))   # banker T + A = 21
    assert st.results[0].details["duels"][0]["winner"] == "banker"


def test_three_aces_bust():
    st = new(2, [["TS"], ["AS"]], ["AH", "AD"])
    act(st, bet(1, 100), hit(1), hit(1))
    assert st.results[0].details["duels"][0]["player"] == 33


# -------------------------------------------------------------- players and the bank


def test_two_to_eight_players():
    for n in (1, 9):
        with pytest.raises(RecordError):
            TWENTY_ONE.check_players(n)
    for n in range(2, 9):
        assert TWENTY_ONE.check_players(n) == n


def test_every_player_starts_with_chips_and_the_banker_puts_up_the_bank():
    st = new(3, [["9S"], ["TS"], ["8S"]], [], chips=3000, bank=500)
    assert st.totals == (3000, 3000, 3000)
    act(st, bet(1, 100))
    assert st.chips[0] == 2500 and st.bank == 500
    assert st.totals == (3000, 3000, 3000)


def test_the_offered_seat_may_decline_and_the_offer_passes_in_the_same_round():
    st = new(3, [["9S"], ["TS"], ["8S"]], ["7S"])
    assert st.to_act == 1
    act(st, {"seat": 0, "type": "decline-bank"})
    assert st.banker == 1 and st.to_act == 2 and st.offers == [1, 1, 0]
    act(st, bet(2, 50), stand(2), stand(1))            # 8 against the new banker's 10
    assert st.to_act == 0                               # the decliner duels last
    assert st.hands[1] == cards("7S")                   # the banker's new card
    assert st.results == []


def test_acceptance_is_by_the_first_bet_or_an_exchange():
    st = new(3, [["9S"], ["TS"], ["8S"]], ["7S"])
    act(st, bet(1, 50))
    assert st.holding
    assert_illegal(st, {"seat": 0, "type": "decline-bank"}, "before the first bet")
    st = new(3, [["9S"], ["TS"], ["8S"]], ["7S"])
    act(st, {"seat": 0, "type": "exchange"})
    assert st.holding and st.bank == 1000
    assert_illegal(st, {"seat": 0, "type": "decline-bank"})


def test_a_seat_that_cannot_cover_the_bank_must_decline():
    opts = {"chips": 1000, "bank": 1000, "bank_rounds": 1}
    raw = record(2, [
        (deal_raw([["9S"], ["TS"]], ["7S", "8S"]),
         [bet(1, 50), hit(1), stand(1), hit(0), stand(0)]),      # 17 v 17: banker
        (deal_raw([["9S"], ["TS"]], [], banker=1), []),
    ], opts)
    _, st = replay(raw)
    assert isinstance(st, TwentyOneState)
    assert st.chips == [1050, 950] and st.banker == 1
    assert st.to_act == 1
    assert [a.to_record() for a in st.legal_actions()] == [
        {"seat": 1, "type": "decline-bank"}]
    assert_illegal(st, {"seat": 1, "type": "exchange"}, "must decline")
    assert_illegal(st, bet(0, 50), "must decline")
    act(st, {"seat": 1, "type": "decline-bank"})
    assert st.banker == 0 and st.to_act == 1


def test_everyone_declining_ends_the_round_without_duels():
    st = new(2, [["9S"], ["TS"]], [], cycles=1)
    act(st, {"seat": 0, "type": "decline-bank"}, {"seat": 1, "type": "decline-bank"})
    assert st.round_over
    assert st.results[0].details == {"banker": None, "bank": 0, "duels": []}
    assert st.results[0].points == (0, 0)
    assert st.match_over and st.winners == (0, 1)


# ------------------------------------------------------------------------- the round


def test_deal_one_card_each_and_the_stock_top_first():
    st = new(3, [["9S"], ["TS"], ["8S"]], ["KS", "QS"])
    act(st, bet(1, 50), hit(1), hit(1))
    assert st.hands[1] == cards("TS", "KS", "QS")


def test_duels_run_in_seat_order_after_the_banker():
    st = new(4, [["9S"], ["TS"], ["8S"], ["7S"]], ["JS", "JH", "JD"], banker=2)
    seen = []
    while not st.round_over:
        seat = st.to_act
        assert seat is not None
        if st.phase == "bet":
            seen.append(seat)
            act(st, bet(seat, 50))
        else:
            act(st, stand(seat))
    assert seen == [3, 0, 1]


def test_stakes_are_multiples_of_min_bet_up_to_the_bank():
    st = new(2, [["9S"], ["TS"]], [])
    bets = [a.amount for a in st.legal_actions() if isinstance(a, Bet)]
    assert bets == list(range(50, 1001, 50))
    assert_illegal(st, bet(1, 75), "multiple of 50")
    assert_illegal(st, bet(1, 0), "smallest stake")
    assert_illegal(st, bet(1, 1050), "whole bank")
    act(st, bet(1, 1000))              # "bank": the whole bank
    assert st.stake == 1000


def test_a_stake_is_at_most_the_players_chips_and_the_whole_bank_only_if_covered():
    st = new(2, [["9S"], ["TS"]], [], chips=1000, bank=1000, min_bet=300)
    st.chips[1] = 700
    assert [a.amount for a in st.legal_actions() if isinstance(a, Bet)] == [300, 600]
    assert_illegal(st, bet(1, 1000), "holds only 700")
    st.chips[1] = 1000
    assert [a.amount for a in st.legal_actions() if isinstance(a, Bet)] == [300, 600, 900,
                                                                            1000]


def test_three_card_rule():
    st = new(3, [["9S"], ["JS"], ["8S"]], ["QS", "KS", "AS", "6D"])
    act(st, bet(1, 50))
    assert_illegal(st, hit(1, "JS"), "fourth card")
    act(st, hit(1), hit(1))
    assert len(st.hands[1]) == 3
    assert_illegal(st, hit(1), "turn one face up")
    assert_illegal(st, hit(1, "AH"), "does not hold")
    hits = [a for a in st.legal_actions() if isinstance(a, Hit)]
    assert [a.expose for a in hits] == cards("JS", "QS", "KS")
    act(st, hit(1, "QS"))
    # K + Q + J + A: 20, with the queen face up for everyone to see
    assert hand_value(st.hands[1]) == 20
    assert st.view(2).hands[1] == (None, Card.parse("QS"), None, None)
    assert_illegal(st, hit(1, "QS"), "already face up")


def test_a_player_may_hit_at_21():
    st = new(2, [["9S"], ["TS"]], ["AS", "JS"])
    act(st, bet(1, 50), hit(1))
    assert hand_value(st.hands[1]) == 21
    assert Hit(1, None) in st.legal_actions()


def test_the_banker_turns_up_draws_and_never_exposes():
    st = new(3, [["9S"], ["TS"], ["8S"]], ["7S", "6S", "KS"])
    act(st, bet(1, 100), hit(1))
    assert st.view(2).hands[0] == (None,)
    assert st.view(1).hands[0] == (None,)
    assert st.view(1).hands[1] == tuple(cards("TS", "7S"))
    assert st.view(2).hands[1] == (None, None)
    act(st, stand(1))
    assert st.to_act == 0
    assert st.view(2).hands[0] == tuple(cards("9S"))
    assert_illegal(st, hit(0, "9S"), "never exposes")
    act(st, hit(0))
    assert st.view(2).hands[0] == tuple(cards("9S", "6S"))
    act(st, stand(0))      # 15 against 17: the player wins
    assert st.chips[1] == 5100 and st.bank == 900


def test_a_bust_banker_loses():
    st = new(2, [["9S"], ["TS"]], ["6S", "8S", "7S"])
    act(st, bet(1, 300), stand(1), hit(0), hit(0))
    assert st.results[0].details["duels"][0] == {
        "seat": 1, "stake": 300, "player": 10, "banker": 23, "winner": "player"}
    assert st.results[0].details["bank"] == 700


def test_banker_exchange_once_before_the_bet():
    st = new(3, [["JS"], ["TS"], ["8S"]], ["AS", "7S"])
    listing = legal_listing(st)
    assert listing["seat"] == 1
    assert {"seat": 0, "type": "exchange"} in listing["actions"]
    events = act(st, {"seat": 0, "type": "exchange"})
    assert st.hands[0] == cards("AS")
    assert st.discard == cards("JS")
    # the card put down is seen by the banker only
    assert st.view(0).discard == (Card.parse("JS"),)
    assert st.view(1).discard == (None,)
    assert not any(isinstance(a, Exchange) for a in st.legal_actions())
    assert_illegal(st, {"seat": 0, "type": "exchange"}, "only once")
    assert events
    act(st, bet(1, 50))
    assert_illegal(st, {"seat": 0, "type": "exchange"})


def test_exchange_is_allowed_again_before_the_next_duel_and_not_after_the_bet():
    st = new(3, [["JS"], ["TS"], ["8S"]], ["AS", "7S", "6S"])
    act(st, bet(1, 50))
    assert_illegal(st, {"seat": 0, "type": "exchange"}, "before a duel's bet")
    act(st, stand(1), stand(0))     # J 2 v T 10: player wins
    assert st.to_act == 2 and st.hands[0] == cards("AS")
    act(st, {"seat": 0, "type": "exchange"})
    assert st.hands[0] == cards("7S")


def test_after_each_duel_both_hands_are_discarded_face_up():
    st = new(3, [["9S"], ["TS"], ["8S"]], ["7S", "KS"])
    act(st, bet(1, 100), hit(1), stand(1), stand(0))
    assert Counter(st.discard) == Counter(cards("TS", "7S", "9S"))
    assert all(c is not None for c in st.view(2).discard)
    assert st.hands[0] == cards("KS")


def test_the_round_ends_when_every_player_has_dueled():
    st = new(3, [["9S"], ["TS"], ["8S"]], ["7S", "KS"])
    act(st, bet(1, 100), stand(1), stand(0), bet(2, 50), stand(2), stand(0))
    assert st.round_over and len(st.results[0].details["duels"]) == 2
    assert st.to_act is None and st.legal_actions() == []
    assert_illegal(st, bet(1, 50), "round is over")


def test_seats_without_chips_get_no_card_and_are_skipped():
    opts = {"chips": 1000, "bank": 1000}
    r1 = (deal_raw([["9S"], ["TS"], ["8S"]], ["9H", "QS", "7D"]),
          [bet(1, 1000), hit(1), hit(1),                 # T + 9 + Q: bust, seat 1 is out
           bet(2, 50), stand(2), stand(0)])              # 8 against 7: seat 2 wins
    _, st = replay(record(3, [r1], opts))
    assert st.totals == (1950, 0, 1050)
    roles = st.next_roles()
    assert roles == {"banker": 0, "out-1": 1}
    deal = TWENTY_ONE.random_deal(3, roles, random.Random(3), st.options)
    assert deal.hands[1] == () and deal.roles == {"banker": 0}
    assert TWENTY_ONE.deal_from_record(deal.to_record(), 3, st.options) == deal
    r2 = (deal_raw([["9S"], [], ["8S"]], []), [])
    _, st = replay(record(3, [r1, r2], opts))
    assert st.to_act == 2
    bad = (deal_raw([["9S"], ["TS"], ["8S"]], []), [])
    with pytest.raises(RecordProblem, match="no chips and gets no card"):
        replay(record(3, [r1, bad], opts))


def test_a_seat_skipped_for_less_than_min_bet_discards_its_card_when_the_duels_reach_it():
    """Decision (sharpened): a seat holding chips, but fewer than `min_bet`, gets its card
    and is skipped; its card goes face down onto the discards when its turn would come."""
    opts = {"chips": 1020, "bank": 1000, "min_bet": 50, "bank_rounds": 1}
    r1 = (deal_raw([["9S"], ["TS"], ["8S"]], ["9H", "QS", "7D"]),
          [bet(1, 1000), hit(1), hit(1),                 # T + 9 + Q: bust, 20 chips left
           bet(2, 50), stand(2), stand(0)])              # 8 against 7: seat 2 wins
    _, st = replay(record(3, [r1], opts))
    assert st.chips[1] == 20 and st.next_roles() == {"banker": 1}
    r2 = (deal_raw([["9S"], ["TS"], ["8S"]], ["7D", "8D"], banker=1),
          [{"seat": 1, "type": "decline-bank"}])           # 20 chips cannot cover the bank
    _, st = replay(record(3, [r1, r2], opts))
    assert st.banker == 2 and st.to_act == 0 and st.hands[1] == cards("TS")
    events = act(st, bet(0, 50), stand(0))
    events += act(st, stand(2))                            # 9 against 8: seat 0 wins
    moved = [(e.card.code, e.src, e.dst, e.face_up) for e in events if isinstance(e, CardMoved)]
    assert ("TS", ("hand", 1), DISCARD, False) in moved
    assert st.round_over and st.hands[1] == [] and Card.parse("TS") in st.discard
    assert [d["seat"] for d in st.results[-1].details["duels"]] == [0]
    assert st.view(1).discard[st.discard.index(Card.parse("TS"))] is not None
    assert st.view(0).discard[st.discard.index(Card.parse("TS"))] is None


# ----------------------------------------------------------------------- reshuffling


def _scripted(state: TwentyOneState, rng: random.Random) -> Any:
    """Players hit below 15, bankers below 16, stakes of 50."""
    legal = state.legal_actions()
    seat = state.to_act
    mine = [a for a in legal if a.seat == seat]
    if state.phase == "bet":
        return mine[0]
    if state.phase in ("hit", "banker"):
        total = hand_value(state.hands[seat])
        hits = [a for a in mine if isinstance(a, Hit)]
        if total < (15 if state.phase == "hit" else 16) and hits:
            return hits[0]
        return next(a for a in mine if a.type == "stand")
    return mine[0]


def _round_with_reshuffle() -> tuple[dict[str, Any], list[dict[str, Any]]]:
    for seed in range(500):
        rng = random.Random(seed)
        deal = TWENTY_ONE.random_deal(8, {"banker": 0}, rng, TwentyOneOptions())
        st = TWENTY_ONE.new_state(TwentyOneOptions(), 8, deal)
        actions = []
        while not st.round_over:
            a = st.chance_action(rng) if st.chance else _scripted(st, rng)
            st.apply(a)
            actions.append(a.to_record())
        if any(a["type"] == "reshuffle" for a in actions):
            return deal.to_record(), actions
    raise AssertionError("no deal ran out of stock")


def test_reshuffle_when_the_stock_runs_out():
    deal, actions = _round_with_reshuffle()
    k = next(i for i, a in enumerate(actions) if a["type"] == "reshuffle")
    assert actions[k]["seat"] is None
    # the record stopping right before the reshuffle: chance is pending
    _, st = replay(record(8, [(deal, actions[:k])]))
    assert st.chance == "reshuffle" and st.to_act is None
    assert legal_listing(st) == {"seat": None, "chance": "reshuffle", "actions": []}
    assert not st.stock
    assert Counter(actions[k]["stock"]) == Counter(c.code for c in st.discard)
    # a wrong reshuffle is refused
    wrong = Reshuffle(None, tuple(st.discard[1:]))
    before = snapshot(st)
    with pytest.raises(IllegalAction, match="exactly the discards"):
        st.apply(wrong)
    assert snapshot(st) == before
    with pytest.raises(IllegalAction, match="reshuffled"):
        st.apply(Bet(1, 50))
    # a record missing the reshuffle is rejected at the action that needed the card
    if k + 1 < len(actions):
        with pytest.raises(RecordProblem) as info:
            replay(record(8, [(deal, actions[:k] + actions[k + 1:])]))
        assert info.value.action == k - 1
        assert "reshuffle" in info.value.message
    _, full = replay(record(8, [(deal, actions)]))
    assert full.round_over


def test_a_reshuffle_when_none_is_needed_is_illegal():
    st = new(2, [["9S"], ["TS"]], [])
    with pytest.raises(IllegalAction, match="empty stock"):
        st.apply(Reshuffle(None, ()))


def test_exchange_with_an_empty_stock_reshuffles_the_old_card_in():
    """Decision (sharpened): the old card goes on the discards first, then the new one is
    drawn, so the reshuffle the draw needs includes the old card."""
    st = new(3, [["9S"], ["TS"], ["8S"]], ["7S"])
    act(st, bet(1, 50), hit(1), stand(1), stand(0))
    # move the stock onto the discards to empty it
    st.discard += list(reversed(st.stock))
    st.dknown += [-1] * len(st.stock)
    st.stock = []
    old = st.hands[0][0]
    events = act(st, {"seat": 0, "type": "exchange"})
    assert st.chance == "reshuffle" and st.hands[0] == [] and st.discard[-1] is old
    assert [(e.card, e.dst) for e in events if isinstance(e, CardMoved)] == [(old, DISCARD)]
    without_old = Reshuffle(None, tuple(c for c in st.discard if c is not old))
    with pytest.raises(IllegalAction, match="exactly the discards"):
        st.apply(without_old)
    action = st.chance_action(random.Random(1))
    assert isinstance(action, Reshuffle) and old in action.stock
    st.apply(action)
    assert st.hands[0] == [action.stock[0]] and st.discard == []
    assert_illegal(st, {"seat": 0, "type": "exchange"}, "only once")


def test_exchange_draw_comes_after_the_old_card_is_down():
    st = new(2, [["9S"], ["TS"]], ["7S"])
    events = act(st, {"seat": 0, "type": "exchange"})
    moves = [(e.card.code, e.src, e.dst) for e in events if isinstance(e, CardMoved)]
    assert moves == [("9S", ("hand", 0), DISCARD), ("7S", STOCK, ("hand", 0))]
    assert st.hands[0] == cards("7S") and st.discard == cards("9S")


# -------------------------------------------------------------------------- side bets


def test_side_bets_win_or_lose_with_the_dueling_player():
    st = new(4, [["9S"], ["TS"], ["8S"], ["7S"]], ["KS", "QS"], side_bets=True)
    act(st, bet(1, 200))
    assert st.to_act == 2          # seat order after the dueling player, banker left out
    legal = [a.to_record() for a in st.legal_actions()]
    assert legal[0] == {"seat": 2, "type": "no-side-bet"}
    assert legal[-1] == {"seat": 2, "type": "side-bet", "amount": 800}
    assert_illegal(st, {"seat": 2, "type": "side-bet", "amount": 850}, "cover only 800")
    assert_illegal(st, {"seat": 2, "type": "side-bet", "amount": 75}, "multiple of 50")
    assert_illegal(st, hit(1), "side bet")
    act(st, {"seat": 2, "type": "side-bet", "amount": 300})
    assert st.to_act == 3
    act(st, {"seat": 3, "type": "no-side-bet"})
    act(st, hit(1), stand(1), stand(0))          # T K = 14 against 9: player wins
    assert st.chips[1] == 5200 and st.chips[2] == 5300 and st.chips[3] == 5000
    assert st.bank == 500


def test_side_bets_are_off_by_default():
    st = new(3, [["9S"], ["TS"], ["8S"]], [])
    act(st, bet(1, 200))
    assert st.to_act == 1
    assert_illegal(st, {"seat": 2, "type": "no-side-bet"}, "off")


# ------------------------------------------------------------ when the bank changes


def test_empty_bank_ends_the_round_and_the_bank_passes():
    st = new(3, [["9S"], ["TS"], ["8S"]], ["AS"])
    act(st, bet(1, 1000), hit(1), stand(1), stand(0))       # 21 against 9
    assert st.round_over
    r = st.results[0]
    assert r.details["bank"] == 0 and len(r.details["duels"]) == 1
    assert r.points == (-1000, 1000, 0)
    assert st.next_roles() == {"banker": 1}
    assert not st.holding


def test_bank_call_at_three_times_the_bank():
    st = new(3, [["9S"], ["TS"], ["8S"]], ["QS", "QH", "9H", "9D", "9C", "8H"])
    act(st, bet(1, 1000), hit(1), hit(1))                      # T Q Q = 16
    events = act(st, hit(1, "TS"))                             # + 9: 25, bust
    assert st.bank == 2000
    assert not any(isinstance(e, BankCalled) for e in events)
    act(st, bet(2, 1000), hit(2), stand(2))                   # 8 + 9 = 17
    events = act(st, hit(0), stand(0))                         # 9 + 8 = 17: the banker
    assert any(isinstance(e, BankCalled) and e.bank == 3000 for e in events)
    assert any(isinstance(e, BankReturned) and e.amount == 3000 for e in events)
    assert st.round_over
    assert st.results[0].details["bank"] == 3000
    assert st.chips[0] == 7000 and st.bank == 0
    assert st.next_roles() == {"banker": 1}


def test_bank_call_counts_even_if_the_bank_falls_back_before_the_round_ends():
    """Decision (sharpened): reaching bank_call times the start after any duel is the
    call; the tenure ends with that round though the bank is below it by then."""
    st = new(3, [["9S"], ["TS"], ["8S"]], ["QS", "QH", "9H", "AS", "AH"], bank_call=2,
             bank_rounds=3)
    act(st, bet(1, 1000), hit(1), hit(1))                      # T Q Q = 16
    events = act(st, hit(1, "TS"))                             # + 9: 25, bust
    assert st.bank == 2000 and st.called
    assert [e for e in events if isinstance(e, BankCalled)] == [BankCalled(0, 2000)]
    act(st, bet(2, 1000), hit(2), stand(2))                   # 8 + A = 19
    events = act(st, stand(0))                                 # the banker's A: 11, loses
    assert st.round_over and st.results[0].details["bank"] == 1000
    assert any(isinstance(e, BankReturned) and e.amount == 1000 for e in events)
    assert not st.holding and st.next_roles() == {"banker": 1}   # tenure over in round 1


def test_a_declined_bank_turn_can_end_the_match():
    """Decision (sharpened): a decline counts as a bank turn; when it is the last turn
    due, the match ends there and the bank is not offered on (no further round)."""
    opts = {"bank_rounds": 1, "cycles": 1}
    r1 = (deal_raw([["9S"], ["TS"], ["8S"]], ["7S", "8H", "9H"], banker=0),
          [bet(1, 50), hit(1), stand(1), hit(0), stand(0),        # 17 v 17: the banker
           bet(2, 50), stand(2), stand(0)])                      # 8 v 9: the banker
    _, st = replay(record(3, [r1], opts))
    assert st.round_over and not st.match_over and st.next_roles() == {"banker": 1}
    r2 = (deal_raw([["9S"], ["TS"], ["8S"]], ["7S", "8H"], banker=1),
          [bet(2, 50), stand(2), stand(1), bet(0, 50), stand(0), stand(1)])
    _, st = replay(record(3, [r1, r2], opts))
    assert st.next_roles() == {"banker": 2} and st.offers == [1, 1, 0]
    r3 = (deal_raw([["9S"], ["TS"], ["8S"]], ["7S"], banker=2),
          [{"seat": 2, "type": "decline-bank"}])
    _, st = replay(record(3, [r1, r2, r3], opts))
    assert st.offers == [1, 1, 1]
    assert st.match_over and st.round_over and st.to_act is None
    assert st.results[-1].details == {"banker": None, "bank": 0, "duels": []}
    assert summary(st)["finished"]
    with pytest.raises(RecordProblem, match="end of the match"):
        replay(record(3, [r1, r2, r3, r1], opts))


def test_a_decline_before_the_last_turn_passes_the_offer_on():
    st = new(3, [["9S"], ["TS"], ["8S"]], ["7S"], cycles=1)
    act(st, {"seat": 0, "type": "decline-bank"})
    assert not st.round_over and st.banker == 1 and st.offers == [1, 1, 0]


def test_the_banker_keeps_the_bank_for_bank_rounds_rounds():
    rounds = []
    for _ in range(3):
        rounds.append((deal_raw([["9S"], ["TS"]], ["7S", "8S"], banker=0),
                       [bet(1, 50), hit(1), stand(1), hit(0), stand(0)]))
    _, st = replay(record(2, rounds))
    assert [res.details["banker"] for res in st.results] == [0, 0, 0]
    assert [res.details["bank"] for res in st.results] == [1050, 1100, 1150]
    assert st.next_roles() == {"banker": 1}
    assert st.chips == [5150, 4850] and st.bank == 0
    with pytest.raises(RecordProblem, match="give the bank to seat 1"):
        replay(record(2, rounds + [(deal_raw([["9S"], ["TS"]], [], banker=0), [])]))


# ---------------------------------------------------------------------- end of match


def test_match_ends_after_cycles_offers():
    opts = {"bank_rounds": 1, "cycles": 1}
    r1 = (deal_raw([["9S"], ["TS"]], ["7S", "8S"], banker=0),
          [bet(1, 50), hit(1), stand(1), hit(0), stand(0)])
    r2 = (deal_raw([["TS"], ["9S"]], ["7S", "8S"], banker=1),
          [bet(0, 100), hit(0), stand(0), hit(1), stand(1)])
    _, st = replay(record(2, [r1], opts))
    assert st.round_over and not st.match_over
    _, st = replay(record(2, [r1, r2], opts))
    assert st.match_over
    out = summary(st)
    assert out["finished"] and out["totals"] == [4950, 5050] and out["winners"] == [1]
    assert out["rounds"][1] == {"points": [-100, 100], "details": {
        "banker": 1, "bank": 1100,
        "duels": [{"seat": 0, "stake": 100, "player": 17, "banker": 17, "winner": "banker"}]}}
    with pytest.raises(RecordProblem, match="end of the match"):
        replay(record(2, [r1, r2, r1], opts))


def test_default_match_runs_two_cycles():
    rng = random.Random(5)
    opts = TwentyOneOptions()
    st = TWENTY_ONE.new_state(opts, 2, TWENTY_ONE.random_deal(2, {"banker": 0}, rng, opts))
    bankers = []
    while not st.match_over:
        if st.round_over:
            st.start_round(TWENTY_ONE.random_deal(2, st.next_roles(), rng, opts))
        if st.round_over:
            continue
        if st.chance:
            st.apply(st.chance_action(rng))
            continue
        st.apply(_scripted(st, rng))
        if st.round_over:
            bankers.append(st.results[-1].details["banker"])
    # two cycles of two seats, each tenure up to three rounds (less after a call or an
    # empty bank)
    assert st.offers == [2, 2]
    assert bankers[0] == 0 and bankers[-1] == 1
    assert sum(st.totals) == 10000


def test_at_most_one_player_holding_chips_ends_the_match():
    st = new(2, [["9S"], ["TS"]], ["7S", "8S"], chips=1000, bank=1000)
    act(st, bet(1, 1000), hit(1), stand(1), hit(0), stand(0))
    assert st.match_over
    assert st.totals == (2000, 0) and st.winners == (0,)


def test_equal_most_chips_all_win():
    st = new(2, [["9S"], ["TS"]], [], cycles=1)
    act(st, {"seat": 0, "type": "decline-bank"}, {"seat": 1, "type": "decline-bank"})
    assert st.winners == (0, 1)


# ------------------------------------------------------------------- records, options


def test_options_defaults_and_validation():
    opts = TwentyOneOptions()
    assert (opts.chips, opts.bank, opts.min_bet, opts.bank_call, opts.bank_rounds,
            opts.side_bets, opts.cycles) == (5000, 1000, 50, 3, 3, False, 2)
    assert opts.to_record() == {}
    for bad in ({"banks": 1}, {"chips": "many"}, {"side_bets": 1}, {"min_bet": 0},
                {"bank": 6000}, {"min_bet": 2000}, {"cycles": 0}, {"bank_call": 1},
                {"bank_rounds": 0}, {"chips": True}, {"chips": 600000}):
        with pytest.raises(RecordError):
            TwentyOneOptions.from_record(bad)
    assert TwentyOneOptions.from_record({"side_bets": True}).side_bets


def test_deal_from_record_checks():
    opts = TwentyOneOptions()
    good = deal_raw([["9S"], ["TS"]], [])
    deal = TWENTY_ONE.deal_from_record(good, 2, opts)
    assert deal.to_record() == good
    with pytest.raises(RecordError, match="duplicated"):
        TWENTY_ONE.deal_from_record({**good, "hands": [["9S"], ["9S"]]}, 2, opts)
    with pytest.raises(RecordError, match="missing"):
        TWENTY_ONE.deal_from_record({**good, "stock": good["stock"][1:]}, 2, opts)
    two = deal_raw([["9S", "8S"], ["TS"]], [])
    with pytest.raises(RecordError, match="one card"):
        TWENTY_ONE.deal_from_record(two, 2, opts)
    with pytest.raises(RecordError, match="unknown field"):
        TWENTY_ONE.deal_from_record({**good, "dealer": 0}, 2, opts)
    with pytest.raises(RecordError, match="banker"):
        TWENTY_ONE.deal_from_record({**good, "banker": 5}, 2, opts)
    with pytest.raises(RecordError, match="2 hands"):
        TWENTY_ONE.deal_from_record({**good, "hands": [["9S"]]}, 2, opts)
    no_banker = TWENTY_ONE.deal_from_record(deal_raw([["9S"], ["TS"]], [], None), 2, opts)
    with pytest.raises(RecordError, match="by lot"):
        TWENTY_ONE.new_state(opts, 2, no_banker)


def test_action_from_record_checks():
    st = new(2, [["9S"], ["TS"]], [])
    for raw, words in [
        ({"seat": 1, "type": "fly"}, "unknown action type"),
        ({"seat": 1, "type": "bet"}, "amount"),
        ({"seat": 1, "type": "bet", "amount": "lots"}, "whole number"),
        ({"seat": 1, "type": "bet", "amount": 50, "card": "AS"}, "unknown field"),
        ({"seat": 1, "type": "hit", "expose": "ZZ"}, "not a card"),
        ({"seat": 2, "type": "stand"}, "seat"),
        ({"seat": None, "type": "stand"}, "seat"),
        ({"seat": 0, "type": "reshuffle", "stock": []}, "null"),
    ]:
        with pytest.raises(RecordError, match=words):
            st.action_from_record(raw)
    for raw in ({"seat": 1, "type": "bet", "amount": 50}, {"seat": 1, "type": "hit"},
                {"seat": 1, "type": "hit", "expose": "AS"}, {"seat": 1, "type": "stand"},
                {"seat": 0, "type": "exchange"}, {"seat": 0, "type": "decline-bank"},
                {"seat": 1, "type": "side-bet", "amount": 50},
                {"seat": 1, "type": "no-side-bet"},
                {"seat": None, "type": "reshuffle", "stock": ["AS"]}):
        assert st.action_from_record(raw).to_record() == raw


def test_illegal_actions_change_nothing():
    st = new(3, [["9S"], ["TS"], ["8S"]], ["7S"])
    assert_illegal(st, bet(2, 50), "seat 1 is to bet")
    assert_illegal(st, hit(1), "must bet")
    assert_illegal(st, stand(0))
    assert_illegal(st, {"seat": 2, "type": "decline-bank"}, "offered")
    assert_illegal(st, {"seat": 1, "type": "exchange"}, "only the banker")
    act(st, bet(1, 50))
    assert_illegal(st, bet(1, 50), "hit or stand")
    assert_illegal(st, stand(0), "hit or stand")
    act(st, stand(1))
    assert_illegal(st, hit(1), "banker")


def test_replay_output_mid_round_and_events():
    raw = record(2, [(deal_raw([["9S"], ["TS"]], ["7S", "8S"]), [bet(1, 200), hit(1)])])
    _, st = replay(json.loads(json.dumps(raw)))
    out = summary(st)
    assert out == {"ok": True, "game": "twenty-one", "rounds": [{}], "totals": [5000, 5000],
                   "round_over": False, "finished": False, "winners": []}
    bad = record(2, [(deal_raw([["9S"], ["TS"]], ["7S"]), [bet(1, 200), bet(1, 200)])])
    with pytest.raises(RecordProblem) as info:
        replay(bad)
    assert info.value.action == 1 and "illegal action" in info.value.message


def test_view_hides_every_unseen_card_and_sample_agrees():
    st = new(4, [["9S"], ["TS"], ["8S"], ["7S"]], ["KS", "QS", "JS"])
    act(st, {"seat": 0, "type": "exchange"}, bet(1, 100), hit(1))
    rng = random.Random(2)
    for seat in range(4):
        view = st.view(seat)
        visible = {c for h in view.hands for c in h if c is not None}
        visible |= {c for c in view.discard if c is not None}
        for s in range(4):
            for i, c in enumerate(st.hands[s]):
                if s != seat and not st.up[s][i]:
                    assert c not in visible
        zones = view.zones()
        assert sum(len(z) for z in zones.values()) == 36
        for _ in range(5):
            sample = view.sample(rng)
            assert sample.view(seat) == view
            assert Counter(c for z in sample.zones().values() for c in z) == Counter(PACK_36)


# ------------------------------------------------------------------- random playouts


def _playout(players: int, options: TwentyOneOptions, seed: int,
             heuristic: bool = False) -> TwentyOneState:
    rng = random.Random(seed)
    ai = TwentyOneHeuristic()
    st = TWENTY_ONE.new_state(options, players,
                              TWENTY_ONE.random_deal(players, {}, rng, options))
    rounds = [{"deal": st.deals[0].to_record(), "actions": []}]
    while not st.match_over:
        if st.round_over:
            deal = TWENTY_ONE.random_deal(players, st.next_roles(), rng, options)
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
            if heuristic:
                action = ai.choose(view, legal, rng)
            else:
                action = legal[rng.randrange(len(legal))]
            assert action in legal
            if rng.random() < 0.05:
                assert view.sample(rng).view(seat) == view
                before = snapshot(st)
                st.clone().apply(action)
                assert snapshot(st) == before
        st.apply(action)
        rounds[-1]["actions"].append(action.to_record())
        zones = st.zones()
        assert Counter(c for z in zones.values() for c in z) == Counter(PACK_36)
        assert sum(st.totals) == options.chips * players
    rec = {"format": "cardtable-record/1", "game": "twenty-one", "players": players,
           "options": options.to_record(), "rounds": rounds}
    _, again = replay(json.loads(json.dumps(rec)))
    assert summary(again) == summary(st)
    return st


OPTION_SETS = [
    TwentyOneOptions(),
    TwentyOneOptions(side_bets=True),
    TwentyOneOptions(bank_rounds=1, cycles=1, min_bet=100, bank_call=2),
    TwentyOneOptions(chips=1000, bank=1000, min_bet=250, side_bets=True),
]


@pytest.mark.parametrize("players", range(2, 9))
@pytest.mark.parametrize("options", OPTION_SETS, ids=range(len(OPTION_SETS)))
def test_random_playouts(players, options):
    for seed in range(3):
        st = _playout(players, options, seed)
        assert st.match_over and st.winners


@pytest.mark.parametrize("players", [2, 5, 8])
def test_heuristic_playouts(players):
    for seed in range(3):
        st = _playout(players, TwentyOneOptions(side_bets=True), seed, heuristic=True)
        assert st.match_over


def test_heuristic_choices():
    ai = TwentyOneHeuristic()
    rng = random.Random(0)
    st = new(3, [["9S"], ["AS"], ["8S"]], ["7S", "KS", "8H"])
    chosen = ai.choose(st.view(1), st.legal_actions(), rng)
    assert isinstance(chosen, Bet) and chosen.amount == 300   # an ace: a bigger stake
    act(st, bet(1, 50), hit(1))             # A + 7 = 18
    assert ai.choose(st.view(1), st.legal_actions(), rng).type == "stand"
    st = new(3, [["9S"], ["JS"], ["8S"]], ["7S", "KS", "8H"])
    assert ai.choose(st.view(1), st.legal_actions(), rng).amount == 50  # type: ignore
    act(st, bet(1, 50))
    assert ai.choose(st.view(1), st.legal_actions(), rng).type == "hit"
