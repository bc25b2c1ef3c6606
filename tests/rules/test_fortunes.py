"""The two card fortunes: every line of assets/rules/fortune-name.en.html and
fortune-family.en.html, on hand-made shuffles."""

from __future__ import annotations

import json
import random
from collections import Counter
from typing import Any

import pytest

from cardtable.cards import PACK_52, Card, Rank
from cardtable.records import RecordProblem, legal_listing, replay, summary
from cardtable.rules.base import IllegalAction, RecordError
from cardtable.rules.fortunes import (
    FAMILY_PACK,
    FORTUNE_FAMILY,
    FORTUNE_NAME,
    MESSAGES,
    TEN_OF_DIAMONDS,
    FamilyFortuneState,
    FortuneOptions,
    GiveName,
    NameFortuneState,
    PairFound,
    Turn,
    letter_count,
    piles_for,
    reading_order,
    take_pairs,
)


def codes(cards: Any) -> list[str]:
    return [c.code for c in cards]


def record(game: str, stock: list[str], actions: list[dict[str, Any]]) -> dict[str, Any]:
    return {"format": "cardtable-record/1", "game": game, "players": 1, "options": {},
            "rounds": [{"deal": {"stock": stock}, "actions": actions}]}


def name(value: str) -> dict[str, Any]:
    return {"seat": 0, "type": "name", "value": value}


TURN = {"seat": 0, "type": "turn"}


def new_name(stock: list[Card]) -> NameFortuneState:
    deal = FORTUNE_NAME.deal_from_record({"stock": codes(stock)}, 1, FortuneOptions())
    state = FORTUNE_NAME.new_state(FortuneOptions(), 1, deal)
    assert isinstance(state, NameFortuneState)
    return state


def new_family(stock: list[Card]) -> FamilyFortuneState:
    deal = FORTUNE_FAMILY.deal_from_record({"stock": codes(stock)}, 1, FortuneOptions())
    state = FORTUNE_FAMILY.new_state(FortuneOptions(), 1, deal)
    assert isinstance(state, FamilyFortuneState)
    return state


# ------------------------------------------------------------------- the name fortune


@pytest.mark.parametrize("text,letters", [
    ("مریم", 4),                    # the rules file's example
    ("مَریَم", 4),                   # harakat are combining marks, not letters
    ("علی‌رضا", 6),                  # the zero-width non-joiner is not a letter
    ("Ali Reza", 7),                # spaces are not letters
    ("O'Brien-Smith!", 11),         # nor punctuation
    ("R2-D2", 2),                   # nor digits
    ("Rene\u0301", 4),              # a combining accent is not a letter
    ("", 0),
])
def test_letter_count(text, letters):
    assert letter_count(text) == letters


@pytest.mark.parametrize("letters,heaps", [(0, 2), (1, 2), (2, 2), (7, 7), (12, 12),
                                           (13, 12), (40, 12)])
def test_the_letter_count_is_clamped_to_2_to_12(letters, heaps):
    assert piles_for(letters) == heaps


def _physical(stock: list[Card], n: int) -> list[Card]:
    """The procedure done with heaps of real cards: deal face down (the last card dealt
    on top), gather heap 0 on top with each next heap put under, turn the packet over,
    read from the top."""
    heaps: list[list[Card]] = [[] for _ in range(n)]       # bottom first
    for k, c in enumerate(stock):
        heaps[k % n].append(c)
    packet: list[Card] = []                                 # top first, face down
    for heap in heaps:
        packet.extend(reversed(heap))
    return list(reversed(packet))                           # turned over: top first


@pytest.mark.parametrize("n", range(2, 13))
def test_deal_gather_turn_and_read(n):
    stock = list(PACK_52)
    random.Random(n).shuffle(stock)
    order = reading_order(stock, n)
    assert order == _physical(stock, n)
    # heap n-1 from its first card dealt to its last, ..., heap 0 last
    assert order[0] == stock[n - 1] and order[-1] == stock[(51 // n) * n]


def _stock_for_reading(reading: list[Card]) -> list[Card]:
    """The shuffle that a two-letter name reads in this order: heap 1 (odd cards) then
    heap 0 (even cards)."""
    stock: list[Card] = [reading[0]] * 52
    stock[1::2] = reading[:26]
    stock[0::2] = reading[26:]
    assert reading_order(stock, 2) == reading
    return stock


def _reading_with_pairs() -> list[Card]:
    head = [Card.parse(t) for t in "7S 7H AS AD 9S KS KH KD 2S".split()]
    rest = [c for c in PACK_52 if c not in head]
    reading = head + rest
    return reading


def test_pairs_one_pass_continuing_after_each_pair():
    reading = _reading_with_pairs()
    rest, pairs = take_pairs(reading)
    # 7 7, A A, then 9 K, K K (the pair), and the third king goes on with the 2
    assert [a.rank.letter for a, _ in pairs] == ["7", "A", "K"]
    assert rest[:3] == [Card.parse("9S"), Card.parse("KD"), Card.parse("2S")]
    assert len(rest) + 2 * len(pairs) == 52


def test_three_of_a_rank_side_by_side_make_one_pair():
    cards = [Card.parse(t) for t in "5S 5H 5D 6S".split()]
    rest, pairs = take_pairs(cards)
    assert pairs == [(cards[0], cards[1])] and rest == [cards[2], cards[3]]
    four = [Card.parse(t) for t in "5S 5H 5D 5C".split()]
    assert len(take_pairs(four)[1]) == 2


def test_name_fortune_end_to_end_and_replay_output():
    stock = _stock_for_reading(_reading_with_pairs())
    st = new_name(stock)
    assert st.to_act == 0 and not st.round_over
    events = st.apply(GiveName(0, "Al"))
    assert [e.rank for e in events if isinstance(e, PairFound)] == ["7", "A", "K"]
    assert st.round_over and st.match_over
    assert st.results[0].details == {"pairs": ["7", "A", "K"]}
    out = summary(replay(record("fortune-name", codes(stock), [name("Al")]))[1])
    assert out == {"ok": True, "game": "fortune-name",
                   "rounds": [{"points": [0], "details": {"pairs": ["7", "A", "K"]}}],
                   "totals": [0], "round_over": True, "finished": True, "winners": []}


def test_ten_is_written_T_and_every_rank_has_a_message():
    assert set(MESSAGES) == {r.letter for r in Rank if Rank.TWO <= r <= Rank.ACE
                             and r not in (Rank.ELEVEN, Rank.TWELVE)}
    head = [Card.parse(t) for t in "TS TH".split()]
    reading = head + [c for c in PACK_52 if c not in head]
    st = new_name(_stock_for_reading(reading))
    st.apply(GiveName(0, "xy"))
    assert st.results[0].details["pairs"][0] == "T"


def test_persian_name_uses_four_heaps():
    stock = list(PACK_52)
    random.Random(9).shuffle(stock)
    st = new_name(stock)
    st.apply(GiveName(0, "مریم"))
    rest, pairs = take_pairs(reading_order(stock, 4))
    assert st.results[0].details == {"pairs": [a.rank.letter for a, _ in pairs]}
    assert st.letters == 4
    assert st.zones()[("row",)] == tuple(rest)
    assert Counter(c for z in st.zones().values() for c in z) == Counter(PACK_52)


def test_name_legal_actions_and_illegal_ones():
    st = new_name(list(PACK_52))
    listing = legal_listing(st)
    assert listing["seat"] == 0
    assert [piles_for(letter_count(a["value"])) for a in listing["actions"]] == list(
        range(2, 13))
    before = (st.zones(), st.view(0))
    for action, words in [(GiveName(0, "123 !"), "no letters"), (Turn(0), "waits for"),
                          (GiveName(1, "Ali"), "one seat")]:
        with pytest.raises(IllegalAction, match=words):
            st.apply(action)
        assert (st.zones(), st.view(0)) == before
    st.apply(GiveName(0, "any name at all is fine"))
    with pytest.raises(IllegalAction, match="told"):
        st.apply(GiveName(0, "Ali"))
    assert st.legal_actions() == [] and st.to_act is None


def test_name_view_hides_the_shuffle_until_told():
    stock = list(PACK_52)
    random.Random(2).shuffle(stock)
    st = new_name(stock)
    view = st.view(0)
    assert view.zones()[("pile", "stock")] == (None,) * 52
    sample = view.sample(random.Random(1))
    assert sample.view(0) == view
    st.apply(GiveName(0, "Sara"))
    view = st.view(0)
    assert None not in view.zones()[("row",)]
    assert view.sample(random.Random(1)).view(0) == view


# ----------------------------------------------------------------- the family fortune


def test_the_family_pack():
    assert len(FAMILY_PACK) == 17
    assert Counter(c.rank for c in FAMILY_PACK) == {Rank.ACE: 4, Rank.KING: 4,
                                                    Rank.QUEEN: 4, Rank.JACK: 4,
                                                    Rank.TEN: 1}
    assert TEN_OF_DIAMONDS in FAMILY_PACK


def _family_stock(order: list[Card], last: Card = TEN_OF_DIAMONDS) -> list[Card]:
    """The shuffle in which the cards turn up in `order` (16 pictures) and then `last`."""
    rows = {Rank.KING: 0, Rank.ACE: 1, Rank.JACK: 2, Rank.QUEEN: 3}
    grid: list[Card | None] = [None] * 16
    filled = [0, 0, 0, 0]
    chain = order + [last]
    for i, c in enumerate(order):
        row = rows[c.rank]
        grid[4 * row + filled[row]] = chain[i + 1]
        filled[row] += 1
    assert None not in grid
    return [c for c in grid if c is not None] + [order[0]]


def test_family_success_when_the_ten_turns_up_last():
    pictures = [c for c in FAMILY_PACK if c is not TEN_OF_DIAMONDS]
    order = pictures[:]
    random.Random(4).shuffle(order)
    stock = _family_stock(order)
    st = new_family(stock)
    for i in range(16):
        assert st.legal_actions() == [Turn(0)]
        st.apply(Turn(0))
        assert st.steps == i + 1
    assert not st.round_over
    st.apply(Turn(0))
    assert st.round_over and st.success and st.steps == 17
    assert st.results[0].details == {"success": True, "steps": 17}
    # the rows: kings on 1-4, aces on 5-8, jacks on 9-12, queens on 13-16
    assert [c.rank for c in st.grid] == [Rank.KING] * 4 + [Rank.ACE] * 4 + [
        Rank.JACK] * 4 + [Rank.QUEEN] * 4
    out = summary(replay(record("fortune-family", codes(stock), [TURN] * 17))[1])
    assert out == {"ok": True, "game": "fortune-family",
                   "rounds": [{"points": [0], "details": {"success": True, "steps": 17}}],
                   "totals": [0], "round_over": True, "finished": True, "winners": []}


def test_family_fails_when_the_ten_turns_up_early():
    pictures = [c for c in FAMILY_PACK if c is not TEN_OF_DIAMONDS]
    stock = _family_stock(pictures)
    # swap the ten with the card the fifth turn would pick up
    st = new_family(stock)
    for _ in range(4):
        st.apply(Turn(0))
    nxt = st.hand
    assert nxt is not None
    swapped = [TEN_OF_DIAMONDS if c is nxt else nxt if c is TEN_OF_DIAMONDS else c
               for c in stock]
    _, st = replay(record("fortune-family", codes(swapped), [TURN] * 5))
    assert isinstance(st, FamilyFortuneState)
    assert st.round_over and not st.success
    assert st.results[0].details == {"success": False, "steps": 5}
    with pytest.raises(RecordProblem, match="told"):
        replay(record("fortune-family", codes(swapped), [TURN] * 6))


def test_family_ten_in_hand_fails_at_once():
    stock = [c for c in FAMILY_PACK if c is not TEN_OF_DIAMONDS] + [TEN_OF_DIAMONDS]
    st = new_family(stock)
    st.apply(Turn(0))
    assert st.round_over and st.results[0].details == {"success": False, "steps": 1}


def test_family_a_jack_goes_on_9_and_the_next_jack_on_10():
    jacks = [c for c in FAMILY_PACK if c.rank is Rank.JACK]
    others = [c for c in FAMILY_PACK if c.rank is not Rank.JACK and c is not TEN_OF_DIAMONDS]
    stock = _family_stock(jacks[:2] + others + jacks[2:])
    st = new_family(stock)
    st.apply(Turn(0))
    assert st.grid[8] is jacks[0] and st.up[8]
    assert st.hand is jacks[1]
    st.apply(Turn(0))
    assert st.grid[9] is jacks[1] and st.up[9]


def test_family_view_and_zones():
    stock = list(FAMILY_PACK)
    random.Random(5).shuffle(stock)
    st = new_family(stock)
    view = st.view(0)
    assert view.zones()[("hand", 0)] == (None,)
    assert all(view.zones()[("grid", 0, k)] == (None,) for k in range(16))
    assert st.zones()[("grid", 0, 3)] == (stock[3],)
    while not st.round_over:
        st.apply(Turn(0))
        view = st.view(0)
        assert view.sample(random.Random(st.steps)).view(0) == view
        assert Counter(c for z in st.zones().values() for c in z) == Counter(FAMILY_PACK)
    with pytest.raises(IllegalAction, match="told"):
        st.apply(Turn(0))
    with pytest.raises(IllegalAction):
        new_family(stock).apply(GiveName(0, "Ali"))


# ------------------------------------------------------------------- records, options


@pytest.mark.parametrize("game", [FORTUNE_NAME, FORTUNE_FAMILY])
def test_one_player_no_options(game):
    assert game.check_players(1) == 1
    for bad in (0, 2):
        with pytest.raises(RecordError):
            game.check_players(bad)
    assert FortuneOptions.from_record({}).to_record() == {}
    with pytest.raises(RecordError, match="unknown option"):
        FortuneOptions.from_record({"letters": 4})


@pytest.mark.parametrize("game", [FORTUNE_NAME, FORTUNE_FAMILY])
def test_deals_are_the_stock_alone(game):
    deal = game.random_deal(1, {}, random.Random(1), FortuneOptions())
    raw = deal.to_record()
    assert list(raw) == ["stock"] and len(raw["stock"]) == len(game.pack)
    assert game.deal_from_record(raw, 1, FortuneOptions()) == deal
    assert game.deal_from_record({**raw, "hands": [[]]}, 1, FortuneOptions()) == deal
    for bad, words in [({"stock": raw["stock"][1:]}, "missing"),
                       ({"stock": raw["stock"] + raw["stock"][:1]}, "duplicated"),
                       ({}, "stock"),
                       ({**raw, "dealer": 0}, "unknown field"),
                       ({**raw, "hands": [["AS"]]}, "no hands"),
                       ({"stock": ["ZZ"]}, "not a card")]:
        with pytest.raises(RecordError, match=words):
            game.deal_from_record(bad, 1, FortuneOptions())


def test_family_deal_must_be_the_17_cards():
    with pytest.raises(RecordError, match="not in this game's pack"):
        FORTUNE_FAMILY.deal_from_record({"stock": codes(PACK_52)}, 1, FortuneOptions())


def test_action_records():
    for game in (FORTUNE_NAME, FORTUNE_FAMILY):
        for raw, words in [({"seat": 1, "type": "turn"}, "seat must be 0"),
                           ({"seat": None, "type": "turn"}, "seat must be 0"),
                           ({"seat": 0, "type": "fly"}, "unknown action type"),
                           ({"seat": 0, "type": "name"}, "value"),
                           ({"seat": 0, "type": "name", "value": 4}, "a string"),
                           ({"seat": 0, "type": "turn", "x": 1}, "unknown field")]:
            with pytest.raises(RecordError, match=words):
                game.action_from_record(raw)
        assert game.action_from_record(name("مریم")).to_record() == name("مریم")
        assert game.action_from_record(TURN).to_record() == TURN


def test_record_errors():
    stock = codes(PACK_52)
    with pytest.raises(RecordProblem) as info:
        replay(record("fortune-name", stock, [TURN]))
    assert info.value.action == 0
    raw = record("fortune-name", stock, [name("Ali")])
    raw["rounds"].append({"deal": {"stock": stock}, "actions": []})
    with pytest.raises(RecordProblem, match="end of the match"):
        replay(raw)
    _, st = replay(record("fortune-name", stock, []))
    assert summary(st)["round_over"] is False and summary(st)["rounds"] == [{}]


@pytest.mark.parametrize("seed", range(20))
def test_random_fortunes_replay(seed):
    rng = random.Random(seed)
    for game in (FORTUNE_NAME, FORTUNE_FAMILY):
        st = game.new_match(FortuneOptions(), 1, rng)
        actions = []
        while not st.match_over:
            legal = st.legal_actions()
            assert legal and st.to_act == 0
            a = rng.choice(legal)
            before = (st.zones(), st.view(0))
            st.clone().apply(a)
            assert (st.zones(), st.view(0)) == before
            st.apply(a)
            actions.append(a.to_record())
        raw = {"format": "cardtable-record/1", "game": game.id, "players": 1, "options": {},
               "rounds": [{"deal": st.deals[0].to_record(), "actions": actions}]}
        _, again = replay(json.loads(json.dumps(raw)))
        assert summary(again) == summary(st)
        assert summary(st)["finished"] and summary(st)["winners"] == []


def test_the_tatweel_stroke_is_not_a_letter():
    from cardtable.rules.fortunes import letter_count

    assert letter_count("مریم") == 4
    assert letter_count("مـریم") == 4  # a stretched name is the same name
