"""Hokm: every line of assets/rules/hokm.en.html and its worked examples, on hand-made deals.

Most tests use a *forced* deal: apart from the four twos, the pack is cut into twelve groups
of four cards of one suit (AKQJ, T987, 6543 of each suit). Every seat holds exactly one
card of every group, and trick t is played with the cards of group t. Everybody can follow
suit, so the seat holding the group's top card wins the trick: the test decides who wins
every trick, and so the tricks each team takes. The twos make the thirteenth trick, which
the holder of the trump two wins.
"""

from __future__ import annotations

import json
import random
from collections import Counter
from collections.abc import Sequence

import pytest

from cardtable import records
from cardtable.cards import PACK_52, Card, Rank, Suit
from cardtable.rules.base import (
    Action,
    CardMoved,
    ChooseTrump,
    Deal,
    Event,
    IllegalAction,
    MatchOver,
    Play,
    RecordError,
    RoundScored,
    RoundStarted,
    TrickWon,
    TrumpNamed,
)
from cardtable.rules.hokm import HOKM, Bam, BamDecided, HokmOptions, HokmState, draw_first_hakem
from cardtable.rules.registry import GAMES, find_game

RANKS = "AKQJT98765432"
GROUPS: list[list[Card]] = [
    [Card.parse(r + s) for r in RANKS[4 * i:4 * i + 4]] for s in "SHDC" for i in range(3)
]
TWOS = [Card.parse("2" + s) for s in "SHDC"]
DETAIL_KEYS = {"hakem", "trump", "tricks", "kot", "bam", "sets"}


def team(seat: int) -> int:
    return seat % 2


def partners(t: int) -> list[int]:
    return [s for s in range(4) if team(s) == t]


def forced_deal(hakem: int, winners: Sequence[int], trump: str = "S") -> Deal:
    """A deal on which trick t is won by winners[t] when every seat plays its group-t card."""
    hands: list[list[Card]] = [[] for _ in range(4)]
    for t, group in enumerate(GROUPS):
        top = winners[t] if t < len(winners) else t % 4
        others = [s for s in range(4) if s != top]
        hands[top].append(group[0])
        for s, c in zip(others, group[1:], strict=True):
            hands[s].append(c)
    last = winners[12] if len(winners) > 12 else 0
    trump_two = Card.parse("2" + trump)
    rest = [c for c in TWOS if c is not trump_two]
    hands[last].append(trump_two)
    for s, c in zip([s for s in range(4) if s != last], rest, strict=True):
        hands[s].append(c)
    return Deal(hands=tuple(tuple(h) for h in hands), roles={"hakem": hakem})


def script(deal: Deal, winners: Sequence[int], trump: str = "S",
           bam: bool | None = None) -> list[Action]:
    """The actions of the forced hand: trump, then every trick in turn (and the bam choice
    after the seventh trick when `bam` is given)."""
    hakem = deal.roles["hakem"]
    holder = {c: s for s, h in enumerate(deal.hands) for c in h}
    actions: list[Action] = [ChooseTrump(hakem, Suit.parse(trump))]
    leader = hakem
    for t, w in enumerate(winners):
        group = GROUPS[t] if t < 12 else TWOS
        for i in range(4):
            seat = (leader + i) % 4
            actions.append(Play(seat, next(c for c in group if holder[c] == seat)))
        leader = w
        if t == 6 and bam is not None:
            actions.append(Bam(w, bam))
    return actions


def apply_all(state: HokmState, actions: Sequence[Action]) -> list[Event]:
    events: list[Event] = []
    for a in actions:
        events += state.apply(a)
    return events


def new_state(deal: Deal, **options: object) -> HokmState:
    return HOKM.new_state(HokmOptions(**options), 4, deal)


def play_hand(state: HokmState, winners: Sequence[int], trump: str = "S",
              bam: bool | None = None, first: bool = False) -> list[Event]:
    """Deal the next forced hand (hakem by the rules) on `state` and play it out."""
    if first:
        deal = state.deals[-1]
    else:
        deal = forced_deal(state.next_roles()["hakem"], winners, trump)
        state.start_round(deal)
    events = apply_all(state, script(deal, winners, trump, bam))
    assert state.round_over
    return events


def start(hakem: int, winners: Sequence[int], trump: str = "S", bam: bool | None = None,
          **options: object) -> tuple[HokmState, list[Event]]:
    state = new_state(forced_deal(hakem, winners, trump), **options)
    return state, play_hand(state, winners, trump, bam, first=True)


def fingerprint(state: HokmState) -> object:
    return (
        json.dumps(records.summary(state), sort_keys=True),
        state.zones(),
        state.to_act,
        tuple(state.view(s) for s in range(4)),
        state.legal_actions(),
        state.totals,
        state.round_over,
        state.match_over,
    )


def assert_illegal(state: HokmState, action: Action, match: str | None = None) -> None:
    before = fingerprint(state)
    with pytest.raises(IllegalAction, match=match) as info:
        state.apply(action)
    assert info.value.reason
    assert fingerprint(state) == before


def replay_rounds(options: dict, rounds: Sequence[tuple[Deal, Sequence[Action]]]) -> dict:
    raw = records.Record(HOKM, 4, HOKM.options_class.from_record(options),
                         [records.RoundRecord(d, list(a)) for d, a in rounds]).to_json()
    _, state = records.replay(json.loads(json.dumps(raw)))
    return records.summary(state)


def card_list(text: str) -> list[Card]:
    return [Card.parse(t) for t in text.split()]


TEAM0_7_4 = [1, 0, 3, 2, 0, 1, 2, 3, 0, 2, 0]   # seats 0 and 2 take 7, seats 1 and 3 take 4
TEAM1_7_1 = [0, 1, 1, 3, 1, 3, 1, 3]


def test_forced_deal_is_a_full_pack():
    deal = forced_deal(2, TEAM0_7_4)
    assert Counter(deal.all_cards()) == Counter(PACK_52)
    assert all(len(h) == 13 for h in deal.hands)


# ------------------------------------------------------------------------ game basics


def test_registered_as_hokm_for_four_players():
    assert GAMES["hokm"] is HOKM and find_game("hokm") is HOKM
    assert (HOKM.min_players, HOKM.max_players) == (4, 4)
    for bad in (2, 3, 5, 0, "4", True):
        with pytest.raises(RecordError):
            HOKM.check_players(bad)


def test_deal_is_the_52_card_pack_13_each():
    for seed in range(20):
        deal = HOKM.random_deal(4, {}, random.Random(seed), HokmOptions())
        assert Counter(deal.all_cards()) == Counter(PACK_52)
        assert [len(h) for h in deal.hands] == [13] * 4
        assert deal.piles == {} or all(not p for p in deal.piles.values())


def test_ace_high_down_to_two():
    # spades led, no trump played: the ace beats K Q J; the six beats 5 4 3
    for group, top in ((GROUPS[0], "AS"), (GROUPS[2], "6S")):  # AKQJ, then 6543
        deal = forced_deal(0, [])
        holder = {c: s for s, h in enumerate(deal.hands) for c in h}
        for c in group:
            assert Card.parse(top).rank >= c.rank
        state = new_state(deal)
        state.apply(ChooseTrump(0, Suit.CLUBS))
        state.apply(Play(0, next(c for c in group if holder[c] == 0)))
        for seat in (1, 2, 3):
            state.apply(Play(seat, next(c for c in group if holder[c] == seat)))
        assert state.to_act == holder[Card.parse(top)]


# --------------------------------------------------------------------- the first hakem


@pytest.mark.parametrize("seed", range(60))
def test_draw_first_hakem_gives_the_seat_of_the_first_ace(seed):
    fell, hakem = draw_first_hakem(random.Random(seed))
    aces = [i for i, (_, c) in enumerate(fell) if c.rank is Rank.ACE]
    assert aces == [len(fell) - 1], "the deal stops at the first ace"
    assert fell[-1][0] == hakem
    for (s1, _), (s2, _) in zip(fell, fell[1:], strict=False):
        assert s2 == (s1 + 1) % 4, "one card at a time around the table"
    assert len({c for _, c in fell}) == len(fell)


def test_draw_first_hakem_is_a_lot_over_all_seats():
    hakems = Counter(draw_first_hakem(random.Random(seed))[1] for seed in range(400))
    assert set(hakems) == {0, 1, 2, 3}
    assert min(hakems.values()) > 50
    starts = Counter(draw_first_hakem(random.Random(seed))[0][0][0] for seed in range(400))
    assert set(starts) == {0, 1, 2, 3}, "the lot starts from a random seat"


def test_random_first_deal_takes_its_hakem_from_the_lot():
    for seed in range(30):
        deal = HOKM.random_deal(4, {}, random.Random(seed), HokmOptions())
        assert deal.roles["hakem"] == draw_first_hakem(random.Random(seed))[1]


def test_random_deal_keeps_a_given_hakem():
    for h in range(4):
        assert HOKM.random_deal(4, {"hakem": h}, random.Random(h), HokmOptions()).roles[
            "hakem"] == h


def test_first_deal_must_give_the_hakem():
    deal = forced_deal(0, TEAM0_7_4)
    with pytest.raises(RecordError, match="hakem"):
        HOKM.new_state(HokmOptions(), 4, Deal(hands=deal.hands))
    raw = records.Record(HOKM, 4, HokmOptions(), [records.RoundRecord(deal)]).to_json()
    del raw["rounds"][0]["deal"]["hakem"]
    with pytest.raises(records.RecordProblem) as info:
        records.replay(raw)
    assert (info.value.round, info.value.action) == (0, None)


# ------------------------------------------------------------------------------ dealer


@pytest.mark.parametrize("hakem", range(4))
def test_dealer_is_the_seat_before_the_hakem(hakem):
    state = HokmState(HOKM, HokmOptions())
    events = state.start_round(forced_deal(hakem, []))
    started = [e for e in events if isinstance(e, RoundStarted)]
    assert len(started) == 1 and events[0] is started[0]
    assert dict(started[0].roles) == {"hakem": hakem, "dealer": (hakem - 1) % 4}


@pytest.mark.parametrize("hakem", range(4))
def test_record_dealer_must_agree(hakem):
    raw = records.Record(HOKM, 4, HokmOptions(),
                         [records.RoundRecord(forced_deal(hakem, []))]).to_json()
    raw["rounds"][0]["deal"]["dealer"] = (hakem - 1) % 4
    records.replay(json.loads(json.dumps(raw)))
    raw["rounds"][0]["deal"]["dealer"] = (hakem + 1) % 4
    with pytest.raises(records.RecordProblem, match="dealer") as info:
        records.replay(raw)
    assert (info.value.round, info.value.action) == (0, None)


# ------------------------------------------------------------------- 5-4-4 and trump


@pytest.mark.parametrize("hakem", range(4))
def test_deal_is_five_four_four_hakem_first_and_trump_after_five(hakem):
    deal = HOKM.random_deal(4, {"hakem": hakem}, random.Random(hakem + 10), HokmOptions())
    state = HokmState(HOKM, HokmOptions())
    events = state.start_round(deal)
    order = [(hakem + i) % 4 for i in range(4)]

    def packet(start: int, size: int) -> list[tuple[Card, int]]:
        return [(c, s) for s in order for c in deal.hands[s][start:start + size]]

    moved = [e for e in events if isinstance(e, CardMoved)]
    assert len(moved) == 20 and events[1:] == moved
    assert [(e.card, e.dst[1]) for e in moved] == packet(0, 5)
    assert all(e.dst == ("hand", e.dst[1]) and not e.face_up for e in moved)
    # trump is named with exactly five cards in each hand, the hakem's first five
    for s in range(4):
        assert state.view(s).hand == deal.hands[s][:5]
        assert state.view(s).hand_counts == (13, 13, 13, 13)
    assert state.to_act == hakem
    assert state.legal_actions() == [ChooseTrump(hakem, suit) for suit in Suit]
    for s in range(4):
        if s != hakem:
            assert_illegal(state, ChooseTrump(s, Suit.HEARTS))
    assert_illegal(state, Play(hakem, deal.hands[hakem][0]))
    events = state.apply(ChooseTrump(hakem, Suit.DIAMONDS))
    assert events[0] == TrumpNamed(hakem, Suit.DIAMONDS)
    moved = events[1:]
    assert all(isinstance(e, CardMoved) for e in moved)
    assert [(e.card, e.dst[1]) for e in moved] == packet(5, 4) + packet(9, 4)
    for s in range(4):
        assert Counter(state.view(s).hand) == Counter(deal.hands[s])


def test_trump_actions_carry_the_suit():
    for letter in "SHDC":
        state = new_state(forced_deal(1, []))
        state.apply(ChooseTrump(1, Suit.parse(letter)))
        assert state.view(0).trump is Suit.parse(letter)


# ------------------------------------------------------------------------------- play


@pytest.mark.parametrize("hakem", range(4))
def test_hakem_leads_the_first_trick_and_play_passes_to_the_next_seat(hakem):
    deal = HOKM.random_deal(4, {"hakem": hakem}, random.Random(hakem), HokmOptions())
    state = new_state(deal)
    state.apply(ChooseTrump(hakem, Suit.SPADES))
    assert state.to_act == hakem
    assert Counter(a.card for a in state.legal_actions()) == Counter(deal.hands[hakem])
    for i in range(1, 4):
        state.apply(state.legal_actions()[0])
        assert state.to_act == (hakem + i) % 4
    events = state.apply(state.legal_actions()[0])
    won = [e for e in events if isinstance(e, TrickWon)]
    assert len(won) == 1 and state.to_act == won[0].winner, "the winner leads next"


def test_follow_suit_if_able():
    deal = forced_deal(0, [])
    state = new_state(deal)
    state.apply(ChooseTrump(0, Suit.CLUBS))
    state.apply(Play(0, deal.hands[0][0]))        # seat 0's spade of the first group
    hand = state.view(1).hand
    spades = [c for c in hand if c.suit is Suit.SPADES]
    assert Counter(a.card for a in state.legal_actions()) == Counter(spades)
    for c in hand:
        if c.suit is not Suit.SPADES:
            assert_illegal(state, Play(1, c), match="follow suit")
    state.apply(Play(1, spades[-1]))


def _void_deal() -> Deal:
    """Seats 1 and 3 hold no spades: 1 has the 2H, 3 has the 3H and the clubs."""
    hands = [
        card_list("AS QS JS TS 9S 8S 7S 6S 5S 4S 3S 2S 2C"),
        card_list("2H AD KD QD JD TD 9D 8D 7D 6D 5D 4D 3D"),
        card_list("KS AH KH QH JH TH 9H 8H 7H 6H 5H 4H 2D"),
        card_list("3H AC KC QC JC TC 9C 8C 7C 6C 5C 4C 3C"),
    ]
    return Deal(hands=tuple(tuple(h) for h in hands), roles={"hakem": 0})


@pytest.mark.parametrize(("last", "winner"), [("5C", 1), ("AC", 1), ("3H", 3)])
def test_worked_example_void_player_trumps_with_the_two(last, winner):
    """Spades led, hearts trump, a player with no spades plays the 2H: that trick is won by
    the 2H unless a higher heart is played."""
    state = new_state(_void_deal())
    state.apply(ChooseTrump(0, Suit.HEARTS))
    state.apply(Play(0, Card.parse("AS")))
    # seat 1 has no spades: any card, here the 2 of trump
    assert {a.card.code for a in state.legal_actions()} == {c.code for c in _void_deal().hands[1]}
    state.apply(Play(1, Card.parse("2H")))
    # seat 2 holds the KS and must follow with it
    assert [a.card.code for a in state.legal_actions()] == ["KS"]
    assert_illegal(state, Play(2, Card.parse("AH")), match="follow suit")
    state.apply(Play(2, Card.parse("KS")))
    events = state.apply(Play(3, Card.parse(last)))
    won = [e for e in events if isinstance(e, TrickWon)]
    assert len(won) == 1 and won[0].winner == winner
    assert state.to_act == winner
    assert state.view(0).tricks == ((1, 0) if team(winner) == 0 else (0, 1))


def test_highest_card_of_the_suit_led_wins_when_no_trump_is_played():
    state = new_state(_void_deal())
    state.apply(ChooseTrump(0, Suit.HEARTS))
    state.apply(Play(0, Card.parse("2S")))
    state.apply(Play(1, Card.parse("AD")))   # void: a higher card of another suit
    state.apply(Play(2, Card.parse("KS")))
    events = state.apply(Play(3, Card.parse("AC")))
    assert [e.winner for e in events if isinstance(e, TrickWon)] == [2]


def test_tricks_are_won_as_forced():
    winners = [3, 1, 2, 0, 0, 2, 1, 3, 2, 0]
    deal = forced_deal(1, winners)
    state = new_state(deal)
    acts = script(deal, winners)
    state.apply(acts[0])
    got = []
    for a in acts[1:]:
        got += [e.winner for e in state.apply(a) if isinstance(e, TrickWon)]
    assert got == winners
    assert state.view(0).tricks == (6, 4)
    assert not state.round_over


# ---------------------------------------------------------------- end of the hand


def test_hand_ends_as_soon_as_a_team_has_seven_tricks():
    state, events = start(0, TEAM0_7_4)
    assert state.round_over and not state.match_over
    assert state.to_act is None and state.legal_actions() == []
    assert state.view(0).tricks == (7, 4)
    # two tricks are never played: every seat still holds two cards
    assert [len(state.zones()[("hand", s)]) for s in range(4)] == [2, 2, 2, 2]
    scored = [e for e in events if isinstance(e, RoundScored)]
    assert len(scored) == 1
    assert scored[0].points == (1, 0, 1, 0)
    holder = state.zones()[("hand", 0)][0]
    assert_illegal(state, Play(0, holder))


def test_hand_not_over_at_six_tricks():
    winners = [0, 2, 0, 2, 0, 1, 2]   # 6 to 1 after seven tricks
    deal = forced_deal(0, winners + [3])
    state = new_state(deal)
    apply_all(state, script(deal, winners))
    assert not state.round_over and state.view(0).tricks == (6, 1)
    apply_all(state, script(deal, winners + [3])[len(script(deal, winners)):])
    assert not state.round_over and state.view(0).tricks == (6, 2)


@pytest.mark.parametrize("hakem", range(4))
def test_seven_four_is_one_hand(hakem):
    state, _ = start(hakem, TEAM0_7_4)
    s = records.summary(state)
    assert s["rounds"] == [{"points": [1, 0, 1, 0], "details": {
        "hakem": hakem, "trump": "S", "tricks": [7, 4], "kot": False, "bam": False,
        "sets": [0, 0]}}]
    assert s["totals"] == [1, 0, 1, 0]
    assert (s["round_over"], s["finished"], s["winners"]) == (True, False, [])


def test_seven_six_is_one_hand_for_the_other_team():
    winners = [0, 0, 2, 2, 0, 2, 1, 1, 3, 3, 1, 1, 3]  # team 1 takes tricks 7..13: 6-7
    state, _ = start(0, winners)
    assert records.summary(state)["rounds"][0]["points"] == [0, 1, 0, 1]
    assert records.summary(state)["rounds"][0]["details"]["tricks"] == [6, 7]


# ------------------------------------------------------------------------------- kot


@pytest.mark.parametrize("hakem", range(4))
def test_kot_by_the_hakems_team_is_two(hakem):
    winners = [hakem, (hakem + 2) % 4] * 3 + [hakem]
    state, _ = start(hakem, winners, bam=False)
    rnd = records.summary(state)["rounds"][0]
    expected = [2 if team(s) == team(hakem) else 0 for s in range(4)]
    assert rnd["points"] == expected
    assert rnd["details"]["kot"] is True and rnd["details"]["bam"] is False
    assert rnd["details"]["tricks"] == ([7, 0] if team(hakem) == 0 else [0, 7])
    assert list(state.totals) == expected


@pytest.mark.parametrize("hakem", range(4))
def test_kot_against_the_hakem_is_three(hakem):
    other = (hakem + 1) % 4
    winners = [other, (other + 2) % 4] * 3 + [other]
    state, _ = start(hakem, winners, bam=False)
    rnd = records.summary(state)["rounds"][0]
    assert rnd["points"] == [3 if team(s) == team(other) else 0 for s in range(4)]
    assert rnd["details"]["kot"] is True


def test_kot_without_the_bam_option_ends_at_seven():
    winners = [0] * 7
    deal = forced_deal(0, winners)
    state = new_state(deal, bam=False)
    events = apply_all(state, script(deal, winners))
    assert state.round_over
    assert not any(isinstance(e, BamDecided) for e in events)
    assert records.summary(state)["rounds"][0]["points"] == [2, 0, 2, 0]
    assert records.summary(state)["rounds"][0]["details"]["bam"] is False


def test_worked_example_kot_values():
    """Hakem's team wins 7-0: +2 hands. The other team wins 7-0 against the hakem: +3
    hands. 7-4: +1."""
    s, _ = start(0, [0] * 7, bam=False)
    assert s.totals[0] == 2
    s, _ = start(0, [1] * 7, bam=False)
    assert s.totals[1] == 3
    s, _ = start(0, TEAM0_7_4)
    assert s.totals[0] == 1


# ------------------------------------------------------------------------------- bam


@pytest.mark.parametrize("seventh", [0, 2])
def test_bam_moment_belongs_to_the_winner_of_the_seventh_trick(seventh):
    winners = [0, 2, 0, 2, 0, 2, seventh]
    deal = forced_deal(0, winners)
    state = new_state(deal)
    apply_all(state, script(deal, winners))
    assert not state.round_over
    assert state.to_act == seventh
    assert state.legal_actions() == [Bam(seventh, True), Bam(seventh, False)]
    assert_illegal(state, Bam((seventh + 2) % 4, True))
    assert_illegal(state, Bam(1, False))
    assert_illegal(state, Play(seventh, state.view(seventh).hand[0]))


def test_no_bam_moment_at_seven_to_one():
    winners = [1, 0, 0, 2, 0, 2, 0, 2]
    deal = forced_deal(0, winners)
    state = new_state(deal)
    apply_all(state, script(deal, winners))
    assert state.round_over
    assert records.summary(state)["rounds"][0]["details"]["bam"] is False


def test_bam_declined_scores_the_kot():
    state, events = start(0, [0, 2] * 3 + [2], bam=False)
    rnd = records.summary(state)["rounds"][0]
    assert rnd["points"] == [2, 0, 2, 0]
    assert rnd["details"]["bam"] is False and rnd["details"]["kot"] is True
    assert not state.match_over


@pytest.mark.parametrize(("hakem", "kot"), [(0, 2), (1, 3)])
def test_bam_all_thirteen_wins_the_match_at_once(hakem, kot):
    winners = [0, 2] * 6 + [2]
    state, events = start(hakem, winners, bam=True, sets=3)
    assert state.match_over and state.round_over
    assert state.winners == (0, 2)
    s = records.summary(state)
    assert s["finished"] is True and s["winners"] == [0, 2]
    rnd = s["rounds"][0]
    assert rnd["points"] == [kot, 0, kot, 0]
    assert rnd["details"]["tricks"] == [13, 0]
    assert rnd["details"]["kot"] is True and rnd["details"]["bam"] is True
    assert s["totals"] == [kot, 0, kot, 0]
    assert [e for e in events if isinstance(e, MatchOver)] == [MatchOver((0, 2))]
    assert_illegal(state, Play(0, Card.parse("AS")))
    with pytest.raises(RecordError):
        state.start_round(forced_deal(hakem, []))


def test_bam_player_leads_the_eighth_trick():
    winners = [0, 2, 0, 2, 0, 2, 2]
    deal = forced_deal(0, winners)
    state = new_state(deal)
    apply_all(state, script(deal, winners, bam=True))
    assert state.to_act == 2
    assert not state.round_over


@pytest.mark.parametrize("lost_at", [7, 10, 12])
def test_bam_losing_a_trick_is_an_ordinary_one_hand_win(lost_at):
    winners = [1, 3] * 7
    winners = winners[:lost_at] + [0]
    state, events = start(0, winners, bam=True)
    s = records.summary(state)
    rnd = s["rounds"][0]
    assert rnd["points"] == [0, 1, 0, 1]
    assert rnd["details"]["kot"] is False and rnd["details"]["bam"] is True
    assert rnd["details"]["tricks"] == [1, lost_at]
    assert s["finished"] is False and s["winners"] == []
    assert state.next_roles()["hakem"] == 1


def test_bam_option_off_offers_no_bam():
    winners = [0] * 7
    deal = forced_deal(0, winners)
    state = new_state(deal, bam=False)
    apply_all(state, script(deal, winners))
    assert state.round_over
    state2 = new_state(deal)
    apply_all(state2, script(deal, winners))
    assert not state2.round_over
    assert all(isinstance(a, Bam) for a in state2.legal_actions())


# ------------------------------------------------------------------------ next hakem


@pytest.mark.parametrize("hakem", range(4))
def test_hakems_team_wins_hakem_stays(hakem):
    winners = TEAM0_7_4 if team(hakem) == 0 else [w ^ 1 for w in TEAM0_7_4]
    state, _ = start(hakem, winners)
    assert state.next_roles() == {"hakem": hakem, "dealer": (hakem - 1) % 4}


@pytest.mark.parametrize("hakem", range(4))
def test_hakems_team_loses_next_seat_is_hakem(hakem):
    winners = TEAM0_7_4 if team(hakem) == 1 else [w ^ 1 for w in TEAM0_7_4]
    state, _ = start(hakem, winners)
    new = (hakem + 1) % 4
    assert state.next_roles() == {"hakem": new, "dealer": hakem}


def test_worked_example_hakem_at_seat_one_loses():
    """Hakem at seat 1 and the hakem's team loses the hand: seat 2 is the next hakem."""
    state, _ = start(1, TEAM0_7_4)
    assert state.next_roles()["hakem"] == 2
    events = state.start_round(forced_deal(2, []))
    assert dict(events[0].roles) == {"hakem": 2, "dealer": 1}
    assert state.to_act == 2


def test_next_hakem_in_a_record_follows_the_rules():
    deal1 = forced_deal(1, TEAM0_7_4)
    acts1 = script(deal1, TEAM0_7_4)
    deal2 = forced_deal(2, TEAM0_7_4)
    # given and right
    s = replay_rounds({}, [(deal1, acts1), (deal2, script(deal2, TEAM0_7_4))])
    assert s["rounds"][1]["details"]["hakem"] == 2
    # omitted: the rules settle it
    no_roles = Deal(hands=deal2.hands)
    s = replay_rounds({}, [(deal1, acts1), (no_roles, script(deal2, TEAM0_7_4))])
    assert s["rounds"][1]["details"]["hakem"] == 2
    # given and wrong
    for wrong in (0, 1, 3):
        bad = Deal(hands=deal2.hands, roles={"hakem": wrong})
        with pytest.raises(records.RecordProblem, match="hakem") as info:
            replay_rounds({}, [(deal1, acts1), (bad, [])])
        assert (info.value.round, info.value.action) == (1, None)
    bad = Deal(hands=deal2.hands, roles={"dealer": 2})
    with pytest.raises(records.RecordProblem, match="dealer"):
        replay_rounds({}, [(deal1, acts1), (bad, [])])


def test_next_hakem_after_a_kot_against_the_hakem():
    state, _ = start(3, [0] * 7, bam=False)
    assert state.next_roles()["hakem"] == 0


# ----------------------------------------------------------------------- set, match


def test_set_totals_six_plus_three_is_nine_then_a_new_set():
    state, _ = start(0, TEAM1_7_1, sets=2)
    assert list(state.totals) == [0, 1, 0, 1]
    assert state.next_roles()["hakem"] == 1
    for n in range(2, 7):
        play_hand(state, TEAM1_7_1)                  # hakem 1 keeps winning
        assert list(state.totals) == [0, n, 0, n]
    play_hand(state, [w ^ 1 for w in TEAM1_7_1])     # team 0 wins: hakem goes to seat 2
    assert list(state.totals) == [1, 6, 1, 6]
    assert state.next_roles()["hakem"] == 2
    play_hand(state, [1] * 7, bam=False)             # kot against hakem 2: +3
    s = records.summary(state)
    last = s["rounds"][-1]
    assert last["points"] == [0, 3, 0, 3]
    assert s["totals"] == [1, 9, 1, 9]
    assert last["details"]["sets"] == [0, 1]
    assert last["details"]["hakem"] == 2
    assert not s["finished"]
    # the next deal starts a new set from nought
    assert state.next_roles()["hakem"] == 3
    state.start_round(forced_deal(3, TEAM1_7_1))
    assert state.totals == (0, 0, 0, 0)
    apply_all(state, script(state.deals[-1], TEAM1_7_1))
    s = records.summary(state)
    assert s["totals"] == [0, 1, 0, 1]
    assert s["rounds"][-1]["details"]["sets"] == [0, 1]
    assert [r["points"] for r in s["rounds"]] == (
        [[0, 1, 0, 1]] * 6 + [[1, 0, 1, 0], [0, 3, 0, 3], [0, 1, 0, 1]])


def test_default_set_is_seven_hands_and_one_set_wins_the_match():
    state, _ = start(0, TEAM0_7_4)
    for n in range(2, 8):
        assert not state.match_over
        play_hand(state, TEAM0_7_4)
        assert list(state.totals) == [n, 0, n, 0]
    assert state.match_over
    s = records.summary(state)
    assert s["finished"] is True and s["winners"] == [0, 2]
    assert s["rounds"][-1]["details"]["sets"] == [1, 0]
    assert [r["details"]["sets"] for r in s["rounds"][:-1]] == [[0, 0]] * 6
    assert_illegal(state, ChooseTrump(0, Suit.SPADES))


@pytest.mark.parametrize("per_set", [1, 2, 3])
def test_hands_per_set_option(per_set):
    state, _ = start(0, TEAM0_7_4, hands_per_set=per_set)
    for _ in range(per_set - 1):
        assert not state.match_over
        play_hand(state, TEAM0_7_4)
    assert state.match_over and state.winners == (0, 2)
    assert records.summary(state)["totals"] == [per_set, 0, per_set, 0]


def test_kot_can_overshoot_the_set():
    state, _ = start(0, [0] * 7, bam=False, hands_per_set=1)
    assert state.match_over
    assert records.summary(state)["totals"] == [2, 0, 2, 0]


@pytest.mark.parametrize("sets", [2, 3])
def test_match_of_sets(sets):
    # hands_per_set 1: every hand wins a set. Team 1 wins one set, then team 0 wins `sets`.
    state, _ = start(0, [w ^ 1 for w in TEAM0_7_4], hands_per_set=1, sets=sets)
    assert not state.match_over
    assert records.summary(state)["rounds"][-1]["details"]["sets"] == [0, 1]
    for n in range(1, sets + 1):
        assert not state.match_over
        assert state.next_roles()["hakem"] in (1, 2)
        hakem = state.next_roles()["hakem"]
        play_hand(state, TEAM0_7_4)
        s = records.summary(state)
        assert s["rounds"][-1]["details"]["sets"] == [n, 1]
        assert s["totals"] == [1, 0, 1, 0], "each set starts from nought"
        assert s["rounds"][-1]["details"]["hakem"] == hakem
    assert state.match_over and state.winners == (0, 2)
    assert records.summary(state)["winners"] == [0, 2]


def test_points_and_totals_show_the_team_figure_for_both_partners():
    state, _ = start(2, TEAM1_7_1)
    s = records.summary(state)
    points = s["rounds"][0]["points"]
    assert points[0] == points[2] and points[1] == points[3]
    assert s["totals"][0] == s["totals"][2] and s["totals"][1] == s["totals"][3]


# --------------------------------------------------------------------------- options


def test_option_defaults():
    o = HokmOptions()
    assert (o.hands_per_set, o.sets, o.bam) == (7, 1, True)
    assert o.to_record() == {}
    assert HokmOptions.from_record({}) == o
    assert HokmOptions.from_record(None) == o


@pytest.mark.parametrize("raw", [{"sets": 2}, {"sets": 3}, {"hands_per_set": 5},
                                 {"bam": False}, {"sets": 2, "bam": False}])
def test_options_accepted_and_written_back(raw):
    o = HokmOptions.from_record(raw)
    assert o.to_record() == raw


@pytest.mark.parametrize("raw", [
    {"no_such_option": 1},
    {"Sets": 2},
    {"sets": "three"},
    {"sets": "2"},
    {"sets": 2.0},
    {"sets": True},
    {"sets": None},
    {"sets": [2]},
    {"sets": 4},
    {"sets": 0},
    {"sets": -1},
    {"hands_per_set": 0},
    {"hands_per_set": -7},
    {"hands_per_set": "seven"},
    {"bam": 1},
    {"bam": "true"},
    {"bam": None},
    [],
    "sets=2",
])
def test_bad_options_are_errors_with_a_message(raw):
    with pytest.raises(RecordError) as info:
        HokmOptions.from_record(raw)
    assert str(info.value)
    good = records.Record(HOKM, 4, HokmOptions(),
                          [records.RoundRecord(forced_deal(0, []))]).to_json()
    good["options"] = raw
    with pytest.raises(records.RecordProblem) as info2:
        records.replay(good)
    assert (info2.value.round, info2.value.action) == (None, None)


def test_unknown_option_names_the_option():
    with pytest.raises(RecordError, match="colour"):
        HokmOptions.from_record({"colour": "red"})


# ---------------------------------------------------------------- replay details


@pytest.mark.parametrize("winners,bam", [(TEAM0_7_4, None), ([1] * 7, False),
                                         ([0] * 13, True)])
def test_replay_details_shape(winners, bam):
    deal = forced_deal(0, winners, trump="H")
    s = replay_rounds({}, [(deal, script(deal, winners, "H", bam))])
    assert set(s) == {"ok", "game", "rounds", "totals", "round_over", "finished", "winners"}
    assert s["ok"] is True and s["game"] == "hokm"
    (rnd,) = s["rounds"]
    assert set(rnd) == {"points", "details"}
    d = rnd["details"]
    assert set(d) == DETAIL_KEYS
    assert d["hakem"] == 0 and d["trump"] == "H"
    assert isinstance(d["kot"], bool) and isinstance(d["bam"], bool)
    assert isinstance(d["tricks"], list) and len(d["tricks"]) == 2
    assert isinstance(d["sets"], list) and len(d["sets"]) == 2
    assert all(p in (0, 1, 2, 3) for p in rnd["points"])
    json.dumps(s)


def test_replay_mid_round_has_no_points():
    deal = forced_deal(0, TEAM0_7_4)
    acts = script(deal, TEAM0_7_4)
    s = replay_rounds({}, [(deal, acts[:9])])
    assert s["round_over"] is False and s["finished"] is False
    assert s["rounds"] == [{}]
    assert s["totals"] == [0, 0, 0, 0]


def test_replay_matches_the_live_state():
    state: HokmState | None = None
    rounds = []
    for winners, bam in [(TEAM0_7_4, None), (TEAM1_7_1, None), ([0] * 13, True)]:
        hakem = 0 if state is None else state.next_roles()["hakem"]
        deal = forced_deal(hakem, winners)
        actions = script(deal, winners, bam=bam)
        if state is None:
            state = new_state(deal)
        else:
            state.start_round(deal)
        apply_all(state, actions)
        rounds.append((deal, actions))
    assert state is not None and state.match_over
    summary = replay_rounds({}, rounds)
    assert summary == records.summary(state)
    assert [r["details"]["hakem"] for r in summary["rounds"]] == [0, 0, 1]
    assert summary["rounds"][-1]["points"] == [3, 0, 3, 0]


# ---------------------------------------------------------------- illegal actions


def _mid_trick_state() -> tuple[HokmState, Deal]:
    deal = forced_deal(0, TEAM0_7_4)
    state = new_state(deal)
    apply_all(state, script(deal, TEAM0_7_4)[:6])   # trump, one trick, one card
    return state, deal


def test_illegal_wrong_seat():
    state, deal = _mid_trick_state()
    seat = state.to_act
    for s in range(4):
        if s != seat:
            for a in list(state.legal_actions()):
                assert_illegal(state, Play(s, a.card))
            for c in state.zones()[("hand", s)]:   # its own cards, but not its turn
                assert_illegal(state, Play(s, c), match="turn")
            assert_illegal(state, ChooseTrump(s, Suit.SPADES))
            assert_illegal(state, Bam(s, True))


def test_illegal_card_not_held():
    state, deal = _mid_trick_state()
    seat = state.to_act
    held = set(state.zones()[("hand", seat)])
    for c in PACK_52:
        if c not in held:
            assert_illegal(state, Play(seat, c))
    assert_illegal(state, Play(seat, Card.parse("RJ")))
    assert_illegal(state, Play(seat, Card.parse("WC")))


def test_illegal_not_following_suit():
    state, deal = _mid_trick_state()
    seat = state.to_act
    led = state.view(seat).trick[0].suit
    off = [c for c in state.zones()[("hand", seat)] if c.suit is not led]
    assert off
    for c in off:
        assert_illegal(state, Play(seat, c), match="follow suit")


def test_illegal_trump_twice():
    deal = forced_deal(2, TEAM0_7_4)
    state = new_state(deal)
    state.apply(ChooseTrump(2, Suit.HEARTS))
    for suit in Suit:
        assert_illegal(state, ChooseTrump(2, suit), match="trump")
    state.apply(state.legal_actions()[0])
    assert_illegal(state, ChooseTrump(3, Suit.CLUBS))


def test_illegal_bam_outside_the_bam_moment():
    deal = forced_deal(0, [0] * 7)
    state = new_state(deal)
    assert_illegal(state, Bam(0, True))                     # before trump
    acts = script(deal, [0] * 7)
    state.apply(acts[0])
    assert_illegal(state, Bam(0, False))                    # at the first lead
    apply_all(state, acts[1:10])
    assert_illegal(state, Bam(state.to_act, True))          # mid-trick
    state2, _ = start(0, TEAM0_7_4)                          # 7-4: no bam moment
    assert_illegal(state2, Bam(0, True))
    state3 = new_state(deal, bam=False)
    apply_all(state3, acts)
    assert state3.round_over
    assert_illegal(state3, Bam(0, True))                    # option off
    state4 = new_state(deal)
    apply_all(state4, acts + [Bam(0, True)])
    assert_illegal(state4, Bam(0, True))                    # a second bam


def test_illegal_after_the_match_ends():
    state, _ = start(0, [0] * 7, bam=False, hands_per_set=1)
    assert state.match_over and state.to_act is None
    assert state.legal_actions() == []
    for a in [Play(s, c) for s in range(4) for c in state.zones()[("hand", s)]]:
        assert_illegal(state, a, match="over")
    assert_illegal(state, ChooseTrump(0, Suit.SPADES))
    assert_illegal(state, Bam(0, True))


def test_illegal_between_hands():
    state, _ = start(0, TEAM0_7_4)
    assert state.round_over and not state.match_over
    assert_illegal(state, ChooseTrump(0, Suit.SPADES))
    before = fingerprint(state)
    with pytest.raises(RecordError):
        # the next deal must agree with the rules: seat 0 keeps the hakem's seat
        state.start_round(forced_deal(1, []))
    assert fingerprint(state) == before
    assert state.next_roles()["hakem"] == 0


def test_illegal_actions_in_a_record_name_their_index():
    deal = forced_deal(0, TEAM0_7_4)
    acts = script(deal, TEAM0_7_4)
    raw = records.Record(HOKM, 4, HokmOptions(), [records.RoundRecord(deal, acts[:6])]).to_json()
    seat = acts[6].seat
    raw["rounds"][0]["actions"].append({"seat": (seat + 1) % 4, "type": "play",
                                        "card": acts[7].card.code})
    with pytest.raises(records.RecordProblem) as info:
        records.replay(raw)
    assert (info.value.round, info.value.action, info.value.code) == (0, 6, records.ILLEGAL)


# ------------------------------------------------------------------- seat views


def test_view_shows_own_cards_only():
    deal = forced_deal(0, TEAM0_7_4)
    state = new_state(deal)
    apply_all(state, script(deal, TEAM0_7_4)[:7])
    for s in range(4):
        v = state.view(s)
        assert Counter(v.hand) == Counter(state.zones()[("hand", s)])
        zones = v.zones()
        for other in range(4):
            if other != s:
                assert all(c is None for c in zones[("hand", other)])


def test_sampled_state_keeps_the_seats_knowledge_and_voids():
    state = new_state(_void_deal())
    state.apply(ChooseTrump(0, Suit.HEARTS))
    for c in ("AS", "2H", "KS", "3H"):
        state.apply(Play(state.to_act, Card.parse(c)))
    rng = random.Random(3)
    for seat in range(4):
        v = state.view(seat)
        for _ in range(20):
            sample = v.sample(rng)
            assert sample.view(seat) == v
            for s in (1, 3):
                if s != seat:
                    # seats 1 and 3 showed out of spades
                    assert not any(c.suit is Suit.SPADES for c in sample.zones()[("hand", s)])
            if state.to_act == seat:
                assert sample.legal_actions() == state.legal_actions()


# ------------------------------------------------------------------ record forms


@pytest.mark.parametrize(("action", "raw"), [
    (ChooseTrump(2, Suit.HEARTS), {"seat": 2, "type": "trump", "suit": "H"}),
    (Play(1, Card.parse("QS")), {"seat": 1, "type": "play", "card": "QS"}),
    (Bam(3, True), {"seat": 3, "type": "bam", "value": True}),
    (Bam(0, False), {"seat": 0, "type": "bam", "value": False}),
])
def test_action_record_forms(action, raw):
    assert action.to_record() == raw
    assert HOKM.action_from_record(raw) == action


@pytest.mark.parametrize("raw", [
    {"seat": 0, "type": "fly"},
    {"seat": 4, "type": "play", "card": "AS"},
    {"seat": -1, "type": "play", "card": "AS"},
    {"seat": None, "type": "play", "card": "AS"},
    {"seat": True, "type": "play", "card": "AS"},
    {"seat": 0, "type": "play"},
    {"seat": 0, "type": "play", "card": "1S"},
    {"seat": 0, "type": "play", "card": "AS", "extra": 1},
    {"seat": 0, "type": "trump", "suit": "X"},
    {"seat": 0, "type": "trump", "suit": "h"},
    {"seat": 0, "type": "bam", "value": "yes"},
    {"seat": 0, "type": "bam", "value": 1},
    {"seat": 0, "type": ["play"], "card": "AS"},
    {"seat": 0, "type": {"play": 1}},
    {"seat": 0},
])
def test_malformed_actions_are_record_errors(raw):
    with pytest.raises(RecordError) as info:
        HOKM.action_from_record(raw)
    assert str(info.value)


@pytest.mark.parametrize("bammer", [0, 1, 2, 3])
def test_a_successful_bam_counts_as_winning_the_set(bammer):
    """The Hokm rules (assets/rules/hokm.en.html): a successful bam scores its kot value in
    the set, counts as winning that set (`details.sets`) and ends the match, whichever team bams."""
    side = team(bammer)
    opts = {"sets": 3}
    first = [w ^ 1 for w in TEAM0_7_4] if side == 0 else TEAM0_7_4   # the other team's hand
    state, _ = start(0, first, **opts)
    assert state.sets == [0, 0] and not state.match_over
    mates = partners(side)
    winners = [mates[0], mates[1]] * 6 + [bammer]
    winners[6] = bammer                      # the bammer takes the seventh trick
    events = play_hand(state, winners, bam=True)
    rnd = records.summary(state)["rounds"][1]
    assert rnd["details"]["bam"] is True and rnd["details"]["kot"] is True
    assert rnd["details"]["tricks"][side] == 13
    expected = [0, 0]
    expected[side] = 1
    assert rnd["details"]["sets"] == expected and state.sets == expected
    assert state.set_just_won and state.match_over
    assert state.winners == tuple(mates)
    assert [e for e in events if isinstance(e, MatchOver)] == [MatchOver(tuple(mates))]
